r"""The named lemmas on which every general-d result rests.

The general-d algebra (:mod:`symln.prove.models.algebra`, :mod:`symln.prove.models.general`) knows
nothing about R^d beyond these statements; each is a short fact about the
definitions of :mod:`symln.model`, and each is checked here *exactly* in the
concrete model for every d in ``LEMMA_DIMS`` (1..12), where the coordinates
are explicit symbols.  ``symln verify`` runs these checks and lists them.

Besides the lemmas, the algebra uses only the axioms of a commutative ring for
the Hadamard product (unit **1**), linearity of the coordinate sum, and SymPy's
scalar arithmetic and one-variable calculus.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import sympy as sp

from ...model import center, mean, variance
from .concrete import ConcreteModel
from .coords import Coords
from ..language.relations import Check, Equal, LessEqual, Nonzero

__all__ = ["Lemma", "LemmaResult", "LEMMAS", "LEMMA_DIMS", "lemma", "check_lemma", "verify_lemmas"]

LEMMA_DIMS = tuple(range(1, 13))


@dataclass(frozen=True)
class Lemma:
    """A named fact with its statement and an exact check at a concrete d."""

    name: str
    statement: str
    check: Callable[[ConcreteModel], list]
    min_d: int = 1

    def dims(self) -> tuple[int, ...]:
        return tuple(d for d in LEMMA_DIMS if d >= self.min_d)


def _sum_one(m):
    return [Equal(m.total(m.one), m.d)]


def _z_split(m):
    return [Equal(m.z, m.one * mean(m, m.z) + center(m, m.z))]


def _sum_v(m):
    return [Equal(m.total(center(m, m.z)), 0)]


def _sum_vv(m):
    v = center(m, m.z)
    return [Equal(m.total(v * v), m.d * variance(m, m.z))]


def _q_nonneg(m):
    return [LessEqual(0, variance(m, m.z))]


def _orthogonal_decomposition(m):
    v = center(m, m.z)
    relations = []
    # along 1 alone (any input, including constant ones)
    split = m.generic_vector("x", along=(m.one,))
    relations += [Equal(m.dot(split.remainder, m.one), 0)]
    if m.d >= 2:
        # along 1 and v (where q > 0; the coefficients are rational functions of z)
        split = m.generic_vector("y", along=(m.one, v))
        relations += [
            Equal(m.dot(split.remainder, m.one), 0),
            Equal(m.dot(split.remainder, v), 0),
        ]
    return relations


def _complement_nonzero(m):
    d = m.d
    e12 = m.vec([1, -1] + [0] * (d - 2))
    relations = [Equal(m.dot(e12, m.one), 0), Nonzero(m.norm2(e12))]
    if d >= 3:
        v = center(m, m.z)
        v1, v2, v3 = v[0], v[1], v[2]
        # (1,1,1) x (v1,v2,v3), padded with zeros: orthogonal to 1 and to v
        cross = Coords([v2 - v3, v3 - v1, v1 - v2] + [sp.S.Zero] * (d - 3))
        relations += [
            Equal(m.dot(cross, m.one), 0),
            Equal(m.dot(cross, v), 0),
            # if the cross product vanishes then v1 = v2, and e1 - e2 is orthogonal to v
            Equal(m.dot(e12, v), v1 - v2),
            LessEqual((v1 - v2) ** 2, m.norm2(cross), gap=(v2 - v3) ** 2 + (v3 - v1) ** 2),
        ]
    return relations


def _hadamard_bound(m):
    x = m.vector("x")
    big = m.scalar("Gamma", positive=True)
    # "|gamma_i| <= Gamma for all i" is exactly gamma_i^2 = Gamma^2 - sigma_i with sigma_i >= 0.
    sigma = Coords(sp.Symbol(f"sigma_{i + 1}", nonnegative=True) for i in range(m.d))
    gamma_sq = m.one * big**2 - sigma
    return [LessEqual(m.total(gamma_sq * x * x), big**2 * m.norm2(x), gap=m.total(sigma * x * x))]


def _cauchy_schwarz(m):
    x, y = m.vector("x"), m.vector("y")
    # Lagrange's identity: |x|^2 |y|^2 - <x, y>^2 = sum_{i<j} (x_i y_j - x_j y_i)^2
    squares = sp.Add(*[(x[i] * y[j] - x[j] * y[i]) ** 2 for i in range(m.d) for j in range(i + 1, m.d)])
    return [LessEqual(m.dot(x, y) ** 2, m.norm2(x) * m.norm2(y), gap=squares)]


def _coordinate_vector(m):
    x, y = m.vector("x"), m.vector("y")
    relations = []
    for e in (m.vec([1 if k == i else 0 for k in range(m.d)]) for i in range(m.d)):  # each e_i
        x_i, y_i = m.dot(e, x), m.dot(e, y)
        relations += [Equal(m.total(e), 1), Equal(e * x, e * x_i), Equal(m.dot(e, x * y), x_i * y_i)]
    return relations


def _coordinate_bound(m):
    # i = 1: mean and variance are symmetric in the coordinates, so relabeling gives every i
    z, v, q = m.z, center(m, m.z), variance(m, m.z)
    # v_j - v_k = z_j - z_k
    pairs = sp.Add(*[(z[j] - z[k]) ** 2 for j in range(1, m.d) for k in range(j + 1, m.d)])
    return [LessEqual(v[0] ** 2, (m.d - 1) * q, gap=pairs / m.d)]


def _centering_matrix(m):
    from ...model import centering_matrix

    P = centering_matrix(m)
    x = m.vector("x")
    return [Equal(P @ m.one, m.one * 0), Equal(P @ x, center(m, x)), Equal(P.T, P), Equal(P @ P, P)]


LEMMAS: tuple[Lemma, ...] = (
    Lemma("sum_one", r"$\mathbf{1}^{\mathsf{T}} \mathbf{1} = d$: the all-ones vector has coordinate sum $d$.", _sum_one),
    Lemma("z_split", r"$z = \mu \mathbf{1} + v$: every input is its mean times $\mathbf{1}$ plus its centered part.", _z_split),
    Lemma("sum_v", r"$\mathbf{1}^{\mathsf{T}} v = 0$: the centered vector has coordinate sum $0$.", _sum_v),
    Lemma("sum_vv", r"$v^{\mathsf{T}} v = d q$: the squared norm of $v$ is $d$ times the variance.", _sum_vv),
    Lemma("q_nonneg", r"$q \geq 0$: the variance is a mean of squares.", _q_nonneg),
    Lemma(
        "centering_matrix",
        r"$P = I - \mathbf{1} \mathbf{1}^{\mathsf{T}}/d$ satisfies $P \mathbf{1} = 0$, $P x = x - \mu(x) \mathbf{1}$, $P^{\mathsf{T}} = P$ and $P^{2} = P$.",
        _centering_matrix,
    ),
    Lemma(
        "orthogonal_decomposition",
        r"Every $x$ equals $\bar{x} \mathbf{1} + w$ with $\mathbf{1}^{\mathsf{T}} w = 0$; when $q > 0$, every $x$ equals $\bar{x} \mathbf{1} + x_{v} v + w$ with $\mathbf{1}^{\mathsf{T}} w = v^{\mathsf{T}} w = 0$.",
        _orthogonal_decomposition,
    ),
    Lemma(
        "complement_nonzero",
        r"For $d \geq 2$ some nonzero $w$ has $\mathbf{1}^{\mathsf{T}} w = 0$; for $d \geq 3$ and every $v$, some nonzero $w$ has $\mathbf{1}^{\mathsf{T}} w = v^{\mathsf{T}} w = 0$.",
        _complement_nonzero,
        min_d=2,
    ),
    Lemma(
        "coordinate_vector",
        r"Each standard basis vector $e_i$ has $\mathbf{1}^{\mathsf{T}} e_i = 1$ and $e_i \odot x = x_i e_i$, so $e_i^{\mathsf{T}} (x \odot y) = x_i y_i$.",
        _coordinate_vector,
    ),
    Lemma(
        "cauchy_schwarz",
        r"$(x^{\mathsf{T}} y)^{2} \leq \lVert x\rVert^{2} \lVert y\rVert^{2}$ for all $x$, $y$ (used for the centered parts $P x$, $P y$ of two vectors).",
        _cauchy_schwarz,
    ),
    Lemma(
        "coordinate_bound",
        r"Each coordinate of the centered vector satisfies $v_i^{2} \leq (d - 1) q$: the gap is $1/d$ times the sum "
        r"of $(v_j - v_k)^{2}$ over the pairs $j < k$ avoiding $i$ (checked for $i = 1$; the definitions are symmetric).",
        _coordinate_bound,
    ),
    Lemma(
        "hadamard_bound",
        r"If $\lvert\gamma_i\rvert \leq G$ for all $i$ then $\lVert \gamma \odot x\rVert^{2} \leq G^{2} \lVert x\rVert^{2}$.",
        _hadamard_bound,
    ),
)

_BY_NAME = {lem.name: lem for lem in LEMMAS}


def lemma(name: str) -> Lemma:
    """The lemma called *name* (``KeyError`` names the known ones)."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"unknown lemma {name!r}; known: {', '.join(_BY_NAME)}") from None


def check_lemma(lem: Lemma, d: int) -> Check:
    """Check *lem* exactly at dimension *d*."""
    m = ConcreteModel(d, parametrization="plain")
    return Check.combine([r.decide(m) for r in lem.check(m)])


@dataclass
class LemmaResult:
    """A lemma with the dimensions at which its exact check passed, and the first failure."""

    lemma: Lemma
    checked_d: tuple[int, ...]
    failure: str = ""


def verify_lemmas(lemmas=LEMMAS) -> list[LemmaResult]:
    """Check every lemma at each of its dimensions; a failure is reported, not raised."""
    results = []
    for lem in lemmas:
        passed, failure = [], ""
        for d in lem.dims():
            try:
                check = check_lemma(lem, d)
            except Exception as exc:  # noqa: BLE001 - a broken check is a failed lemma
                check = Check(False, f"{type(exc).__name__}: {exc}")
            if check.ok is True:
                passed.append(d)
            elif not failure:
                failure = f"d={d}: {check.detail or 'undecided'}"
        results.append(LemmaResult(lem, tuple(passed), failure))
    return results
