r"""The articles' arguments, where a claim's own relations state a result without deriving it.

A claim body returns what the verifier checks; some of them state a result in
one relation (``J 1 = 0``), or check it by a certificate that is not how a
reader would argue (E17's sum of squares instead of the eigenpairs).  An
:class:`Argument` is the derivation a document shows for such a claim: a
builder ``f(m) -> relation(s)`` written against the model protocol, like a
display, so every line is a checked relation.  The document shows the
argument as the proof of the claim and lists the claim's own relations with
its evidence; ``tests/render/test_render_arguments.py`` decides every
argument exactly, for a symbolic d and at concrete d (or in its example).

==========  ==========================================================================
claim       argument
==========  ==========================================================================
E10         :math:`u_0(a z) = v/\sqrt{q} = u_0(z)`
E13, E14    the closed form of E12 applied to **1** and to v
E16         E12 at a constant input, where v = 0 and q = 0
E17         two cases: where q > 0 the eigenpairs E13-E15,
            :math:`\lVert J x\rVert^2 \le \lambda_w^2 \lVert x\rVert^2 \le \lVert x\rVert^2/\varepsilon`;
            where q = 0 (a constant input) E16
S3          the same eigenpairs: :math:`\lVert J x\rVert^2 \le \lVert x\rVert^2/(q + \varepsilon)`
G8          G8's own relations, with the gain :math:`(\mathbf{1} - e_i) \odot \gamma'` named :math:`\gamma`
G9          the derivative of y along t is :math:`\gamma \odot (J t)`
J3          the core differentiated along the two coordinate directions, and E12 with the example's values
R6          the eigenpairs R3, R4: :math:`\lVert J_r x\rVert^2 \le \lambda_w^2 \lVert x\rVert^2 \le \lVert x\rVert^2/\varepsilon`
R7          :math:`J_r(0) = I/\sqrt{\varepsilon}`, and :math:`\lambda_w^2 = 1/(s + \varepsilon)` elsewhere
S4          the ratio :math:`1/\sqrt{q + \varepsilon}`, its two values and their enclosures
==========  ==========================================================================
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import sympy as sp

from ..articles.bias import shared_bias
from ..articles.epsilon import jacobian_closed_form
from ..articles.gain import zero_gain_relations
from ..articles.sensitivity import PERTURBATION, PERTURBED_Z, STATED_RATIOS
from ..model import center, centering_matrix, core, core_jacobian, layer_norm, variance
from ..prove.language.claims import AllD, Example
from ..prove.language.relations import Chain, Equal, LessEqual
from ..rms import mean_square, rms_jacobian
from .builders import decimal_text, enclosure, exact, let, split_along
from .lemma_proofs import lemma_reference
from . import forms as F
from .present import FormModel, Shown, value_of
from .printer import latex

__all__ = ["Argument", "ARGUMENTS", "argument"]

HALF = sp.Rational(1, 2)


@dataclass(frozen=True)
class Argument:
    """The derivation shown for claim *claim*: a builder, the scope it is checked in, a closing remark."""

    claim: str
    builder: Callable
    scope: object = field(default_factory=AllD)
    #: a sentence (inline-math text) after the rows: what the rows give, or a case they leave out
    closing: str = ""
    #: when the rows are cases: per relation of the builder, ``(label, text)`` of the lead-in of the case it
    #: starts (inline-math text), or ``None`` for a relation that continues the case before it
    cases: tuple = ()
    #: the names of objects the lead-ins of the cases introduce, left out of the "where" clauses
    given: tuple = ()


#: Every argument, by the claim it derives.
ARGUMENTS: dict[str, Argument] = {}


def argument(claim: str, *, scope=None, closing: str = "", cases: tuple = (), given: tuple = ()) -> Callable:
    """Register the decorated builder as the argument of *claim*."""

    def wrap(builder: Callable) -> Argument:
        if claim in ARGUMENTS:
            raise ValueError(f"claim {claim} has an argument already")
        ARGUMENTS[claim] = Argument(claim, builder, scope or AllD(), closing, tuple(cases), tuple(given))
        return ARGUMENTS[claim]

    return wrap


def _rsqrt(x):
    return x ** (-HALF)


@argument("E10", scope=AllD(min_d=2, nonconstant=True))
def _unstabilized(m):
    a = m.scalar("a", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Chain(core(m, m.z * a, 0)).eq(
        v * _rsqrt(q), r"$P (a z) = a v$ and $q(a z) = a^{2} q$, and $\sqrt{a^{2} q} = a \sqrt{q}$ as $a > 0$"
    ).eq(core(m, m.z, 0), r"the definition of $u_{0}$, the core with $\varepsilon = 0$, defined since $q > 0$")


def _closed_form_applied(m, eps, x):
    """``(P x - v (v^T x)/(d (q + eps))) (q + eps)^(-1/2)``: E12 applied to x, term by term."""
    v, q = center(m, m.z), variance(m, m.z)
    return (centering_matrix(m) @ x - v * (m.dot(v, x) / (m.d * (q + eps)))) * _rsqrt(q + eps)


@argument("E13")
def _kernel_one(m):
    eps = m.scalar("eps", positive=True)
    J = core_jacobian(m, eps)
    return (
        Chain(J @ m.one)
        .eq(jacobian_closed_form(m, eps) @ m.one, "the closed form (E12)")
        .eq(_closed_form_applied(m, eps, m.one), r"apply both terms to $\mathbf{1}$")
        .eq(m.one * 0, r"$P \mathbf{1} = 0$ and $v^{\mathsf{T}} \mathbf{1} = 0$", lemmas=("centering_matrix", "sum_v"))
    )


@argument("E14", scope=AllD(min_d=2, nonconstant=True))
def _radial(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    J = core_jacobian(m, eps)
    return (
        Chain(J @ v)
        .eq(_closed_form_applied(m, eps, v), "the closed form (E12) applied to $v$")
        .eq(
            (v - v * (q / (q + eps))) * _rsqrt(q + eps),
            rf"$P v = v$ (E11), as $\mathbf{{1}}^{{\mathsf{{T}}}} v = 0$ ({lemma_reference(['sum_v'])}), and "
            rf"$v^{{\mathsf{{T}}}} v = d q$ ({lemma_reference(['sum_vv'])})",
        )
        .eq(v * (eps * (q + eps) ** sp.Rational(-3, 2)), r"$1 - q/(q + \varepsilon) = \varepsilon/(q + \varepsilon)$")
    )


@argument(
    "E15",
    scope=AllD(min_d=3),
    closing=r"For $d = 2$ and $q > 0$ no such $w$ exists: $\lVert v\rVert^{2} = d q > 0$ "
    rf"({lemma_reference(['sum_vv'])}), so $v \neq 0$, and $\mathbf{{1}}^{{\mathsf{{T}}}} v = 0$ "
    rf"({lemma_reference(['sum_v'])}); two nonzero orthogonal vectors of $\mathbb{{R}}^{{2}}$ are linearly independent "
    r"and span it, so a $w$ orthogonal to $\mathbf{1}$ and to $v$ is orthogonal to every vector, itself included: "
    r"$\lVert w\rVert^{2} = 0$.",
)
def _orthogonal(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v))
    return Chain(core_jacobian(m, eps) @ w).eq(
        _closed_form_applied(m, eps, w), r"the closed form (E12) applied to $w$"
    ).eq(w * _rsqrt(q + eps), r"$P w = w$ as $\mathbf{1}^{\mathsf{T}} w = 0$ (Lemma 6), and $v^{\mathsf{T}} w = 0$")


@argument("E16")
def _constant_input(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    x = m.one * c
    return Chain(core_jacobian(m, eps, at=x)).eq(
        jacobian_closed_form(m, eps, at=x), r"the closed form (E12) at the input $c \mathbf{1}$"
    ).eq(centering_matrix(m) * _rsqrt(eps), r"$P (c \mathbf{1}) = c P \mathbf{1} = 0$ and $q(c \mathbf{1}) = 0$ (E2)", lemmas=("centering_matrix",))


def _eigenpairs(m, eps):
    r"""``(x, chain)``: ``|J x|^2`` for ``x = a 1 + b v + w`` from the eigenpairs E13-E15, up to ``lambda_w^2 |x|^2``."""
    v, q = center(m, m.z), variance(m, m.z)
    x = m.generic_vector("x", along=(m.one, v))
    (a, b), w = x.coefficients, x.remainder
    lam_v = let(m, "lambda_v", eps * (q + eps) ** sp.Rational(-3, 2))
    lam_w = let(m, "lambda_w", _rsqrt(q + eps))
    J = core_jacobian(m, eps)
    chain = (
        Chain(m.norm2(J @ x.vector))
        .eq(
            m.norm2(v * (b * lam_v) + w * lam_w),
            r"$J \mathbf{1} = 0$, $J v = \lambda_v v$ and $J w = \lambda_w w$ (E13-E15; $w = 0$ when $d = 2$)",
        )
        .eq(b**2 * lam_v**2 * m.norm2(v) + lam_w**2 * m.norm2(w), r"Pythagoras, as $v^{\mathsf{T}} w = 0$")
        .le(
            lam_w**2 * (b**2 * m.norm2(v) + m.norm2(w)),
            r"$\lambda_v \leq \lambda_w$, as $\varepsilon \leq q + \varepsilon$",
            gap=(lam_w**2 - lam_v**2) * b**2 * m.norm2(v),
        )
        .le(
            lam_w**2 * m.norm2(x.vector),
            r"Pythagoras, as $\mathbf{1}$, $v$ and $w$ are pairwise orthogonal ($\mathbf{1}^{\mathsf{T}} v = 0$): "
            r"$\lVert x\rVert^{2} = d \bar{x}^{2} + x_{v}^{2} \lVert v\rVert^{2} + \lVert w\rVert^{2}$ with "
            r"$\mathbf{1}^{\mathsf{T}} \mathbf{1} = d$; the bound drops the term $\lambda_w^{2} d \bar{x}^{2} \geq 0$",
            gap=lam_w**2 * a**2 * m.d,
            lemmas=("sum_one", "sum_v"),
        )
    )
    return x, chain


@argument(
    "E17",
    scope=AllD(min_d=2, nonconstant=True),
    given=("c",),
    cases=(
        (
            r"Case $q > 0$",
            (
                rf"Then $\lVert v\rVert^{{2}} = d q > 0$ ({lemma_reference(['sum_vv'])}), so $v \neq 0$."
            ),
        ),
        (
            r"Case $q = 0$",
            (
                rf"Then $\lVert v\rVert^{{2}} = d q = 0$ ({lemma_reference(['sum_vv'])}), so $v = 0$ and the input is "
                rf"constant, $z = c \mathbf{{1}}$ with $c = \mu \in \mathbb{{R}}$ ({lemma_reference(['z_split'])}); every $x$ splits "
                rf"along $\mathbf{{1}}$ and the directions orthogonal to it "
                rf"({lemma_reference(['orthogonal_decomposition'])})."
            ),
        ),
    ),
    closing=r"So $\lVert J\rVert_2 \leq \varepsilon^{-1/2}$ at every input, with equality for "
    rf"centered $x$ at constant inputs (the case $q = 0$ with $\bar{{x}} = 0$; such an $x \neq 0$ exists for "
    rf"$d \geq 2$ by {lemma_reference(['complement_nonzero'])}).",
)
def _from_eigenpairs(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    q = variance(m, m.z)
    x, chain = _eigenpairs(m, eps)
    chain = chain.le(
        m.norm2(x.vector) / eps,
        r"$\lambda_w^{2} = 1/(q + \varepsilon) \leq 1/\varepsilon$",
        gap=m.norm2(x.vector) * q / (eps * (q + eps)),
    )
    mean_part, centered = m.scalar("xbar"), m.vector("xc", orthogonal_to=(m.one,))  # shown as x_perp
    constant_x = m.one * mean_part + centered
    at_constant = (
        Chain(m.norm2(core_jacobian(m, eps, at=m.one * c) @ constant_x))
        .eq(
            m.norm2(centered) / eps,
            r"$D u_{\varepsilon}(c \mathbf{1}) = P/\sqrt{\varepsilon}$ (E16), $P \mathbf{1} = 0$ and "
            r"$P x_{\perp} = x_{\perp}$ as $\mathbf{1}^{\mathsf{T}} x_{\perp} = 0$: the image is $x_{\perp}/\sqrt{\varepsilon}$",
            lemmas=("centering_matrix",),
        )
        .le(
            m.norm2(constant_x) / eps,
            r"Pythagoras, as $\mathbf{1}^{\mathsf{T}} x_{\perp} = 0$: "
            r"$\lVert \bar{x} \mathbf{1} + x_{\perp}\rVert^{2} = d \bar{x}^{2} + \lVert x_{\perp}\rVert^{2}$",
            gap=mean_part**2 * m.d / eps,
            lemmas=("sum_one",),
        )
    )
    return [chain, at_constant]


@argument(
    "S3",
    scope=AllD(min_d=2, nonconstant=True),
    closing=rf"Row [1] holds for every $x \in \mathbb{{R}}^{{d}}$: as $q > 0$ makes $v \neq 0$, every $x$ splits as "
    r"$x = \bar{x} \mathbf{1} + x_{v} v + w$ with $\mathbf{1}^{\mathsf{T}} w = v^{\mathsf{T}} w = 0$ "
    rf"({lemma_reference(['orthogonal_decomposition'])}), the split the proof of E17 uses. So the local amplification is at most "
    r"$\lambda_w = (q + \varepsilon)^{-1/2} < \varepsilon^{-1/2}$ where $q > 0$. Where $q = 0$, "
    rf"$\lVert v\rVert^{{2}} = d q = 0$ ({lemma_reference(['sum_vv'])}), so $v = 0$ and $z = \mu \mathbf{{1}}$ "
    rf"({lemma_reference(['z_split'])}): the bound is attained only at constant inputs (E20).",
)
def _sharper_from_eigenpairs(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    x = m.generic_vector("x", along=(m.one, v))
    (a, b), _ = x.coefficients, x.remainder
    lam_v = eps * (q + eps) ** sp.Rational(-3, 2)
    lam_w = let(m, "lambda_w", _rsqrt(q + eps))
    return [
        Chain(m.norm2(core_jacobian(m, eps) @ x.vector))
        .le(
            lam_w**2 * m.norm2(x.vector),
            r"rows [1]-[4] of the case $q > 0$ in the proof of E17: $J \mathbf{1} = 0$, $J v = \lambda_v v$ and $J w = \lambda_w w$ (E13-E15), "
            r"$\lambda_v \leq \lambda_w$ with $\lambda_v = \varepsilon/(q + \varepsilon)^{3/2}$, and Pythagoras",
            gap=(lam_w**2 - lam_v**2) * b**2 * m.norm2(v) + lam_w**2 * a**2 * m.d,
        )
        .eq(m.norm2(x.vector) / (q + eps), r"$\lambda_w^{2} = 1/(q + \varepsilon)$"),
        LessEqual(
            1 / (q + eps),
            1 / eps,
            gap=q / (eps * (q + eps)),
            strict=True,
            gap_label=r"$1/\varepsilon - 1/(q + \varepsilon) = <gap>$, positive as $q > 0$",
        ),
    ]


def _rms_eigenpairs(m, eps):
    r"""``(w, x, chain)``: ``|J_r x|^2`` for ``x = x_z z + w`` from the eigenpairs R3 and R4, up to ``lambda_w^2 |x|^2``."""
    z, s = m.z, mean_square(m, m.z)
    a, w, x = split_along(m, "x", z, "x_z")
    lam_z = let(m, "lambda_z", eps * (s + eps) ** sp.Rational(-3, 2))
    lam_w = let(m, "lambda_w", _rsqrt(s + eps))
    chain = (
        Chain(m.norm2(rms_jacobian(m, eps) @ x))
        .eq(m.norm2(z * (a * lam_z) + w * lam_w), r"$J_{r} z = \lambda_z z$ (R3) and $J_{r} w = \lambda_w w$ (R4)")
        .eq(a**2 * lam_z**2 * m.norm2(z) + lam_w**2 * m.norm2(w), r"$z^{\mathsf{T}} w = 0$")
        .le(
            lam_w**2 * (a**2 * m.norm2(z) + m.norm2(w)),
            r"$\lambda_z \leq \lambda_w$, as $\varepsilon \leq s + \varepsilon$",
            gap=a**2 * m.norm2(z) * s * (s + 2 * eps) / (s + eps) ** 3,
        )
        .eq(lam_w**2 * m.norm2(x), r"$\lVert x\rVert^{2} = x_{z}^{2} \lVert z\rVert^{2} + \lVert w\rVert^{2}$, as $z^{\mathsf{T}} w = 0$")
    )
    return w, x, chain


@argument(
    "R6",
    closing=r"$J_{r}$ is symmetric (R2), with the eigenvalue $\lambda_z$ along $z$ and $\lambda_w$ on the directions "
    r"orthogonal to $z$ (R3, R4), so its operator norm is the largest eigenvalue that occurs: "
    r"$\lambda_w = (s + \varepsilon)^{-1/2}$ when some nonzero $w$ is orthogonal to $z$ (for $d \geq 2$, or at $z = 0$, "
    r"where $\lambda_z = \lambda_w$), and $\lambda_z$ when none is ($d = 1$ and $z \neq 0$). Both are at most "
    r"$\varepsilon^{-1/2}$.",
)
def _rms_operator_bound(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    _, x, chain = _rms_eigenpairs(m, eps)
    return chain.le(
        m.norm2(x) / eps,
        r"$\lambda_w^{2} = 1/(s + \varepsilon) \leq 1/\varepsilon$",
        gap=m.norm2(x) * s / (eps * (s + eps)),
    )


@argument(
    "R7",
    closing=r"So the local amplification $\lVert J_{r}\rVert_2$ is at most $(s + \varepsilon)^{-1/2}$. By the "
    r"difference of the squared bounds, $s/(\varepsilon (s + \varepsilon))$, this is below $\varepsilon^{-1/2}$ when "
    r"$s > 0$; and $s = \lVert z\rVert^{2}/d = 0$ only at $z = 0$, where the amplification is $\varepsilon^{-1/2}$.",
)
def _rms_bound_attained(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    origin = m.one * 0
    x, w = m.vector("x"), m.vector("w", orthogonal_to=(m.z,))
    lam_w = let(m, "lambda_w", _rsqrt(s + eps))
    return [
        Equal(rms_jacobian(m, eps, at=origin), m.eye() * _rsqrt(eps), r"$s = 0$ at $z = 0$ in the closed form (R2)"),
        Equal(m.norm2(rms_jacobian(m, eps, at=origin) @ x), m.norm2(x) / eps, r"$\lVert x/\sqrt{\varepsilon}\rVert^{2} = \lVert x\rVert^{2}/\varepsilon$, by row [1]"),
        Chain(m.norm2(rms_jacobian(m, eps) @ x))
        .le(
            lam_w**2 * m.norm2(x),
            r"rows [1]-[4] of the proof of R6: $J_{r} z = \lambda_z z$ (R3) and $J_{r} w = \lambda_w w$ (R4), "
            r"$\lambda_z \leq \lambda_w$ with $\lambda_z = \varepsilon/(s + \varepsilon)^{3/2}$, and Pythagoras",
            gap=m.dot(m.z, x) ** 2 * (s + 2 * eps) / (m.d * (s + eps) ** 3),
        )
        .eq(m.norm2(x) / (s + eps), r"$\lambda_w^{2} = 1/(s + \varepsilon)$"),
        Equal(1 / eps - 1 / (s + eps), s / (eps * (s + eps)), r"over the common denominator $\varepsilon (s + \varepsilon)$"),
        Equal(
            m.norm2(rms_jacobian(m, eps) @ w),
            m.norm2(w) / (s + eps),
            r"every $w$ orthogonal to $z$ is stretched by exactly $(s + \varepsilon)^{-1/2}$ (R4)",
        ),
    ]


@argument("B6", scope=AllD(min_d=2))
def _shared_bias(m):
    """B6's own relations, its vectors in the space of the n positions."""
    if isinstance(m, FormModel):
        m.dimension = "n"
    return shared_bias.body(m)


@argument(
    "G8",
    scope=AllD(min_d=2),
    closing=r"So the weighted sum of the column, at most the negative number of row [9], is negative; it is not $0$, "
    r"so some $\partial y_j/\partial z_i$ with $j \neq i$ is nonzero.",
)
def _zero_gain(m):
    """G8's relations with the gain named: ``D y e_i`` instead of ``D y(z; (1 - e_i) (.) gamma', beta) e_i``."""
    v_i = F.Coordinate(F.VectorSymbol("v"), sp.Symbol("i") - 1)  # v_i, as row [7] and the definition of S write it
    shown = isinstance(m, FormModel)  # a checking model computes with the value itself
    return zero_gain_relations(
        m, gain=lambda g: let(m, "gamma", g), centered=lambda c: Shown(v_i, value_of(c)) if shown else c
    )


@argument("G9", closing=r"This holds for every direction $t$, so $D y = \operatorname{diag}(\gamma) D u_{\varepsilon}(z)$.")
def _output_jacobian(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    along = m.D(lambda x: core(m, x, eps), m.z, t)
    return Chain(m.D(lambda x: layer_norm(m, x, gamma, beta, eps), m.z, t)).eq(
        gamma * along, r"the bias is constant in $z$, and $x \mapsto \gamma \odot x$ is linear, so it commutes with the derivative"
    ).eq(m.diag(gamma) @ (core_jacobian(m, eps) @ t), r"$\gamma \odot x = \operatorname{diag}(\gamma) x$")


def _along_coordinate(m, z, eps, direction, s):
    """``u_eps(z + s e)`` for the coordinate direction *e* and the scalar *s*."""
    return core(m, z + direction * s, eps)


@argument("J3", scope=Example(2))
def _example_jacobian(m):
    r"""The Jacobian of the example twice: column by column, differentiating the core along ``e_1`` and ``e_2``,
    and from the closed form (E12).

    Along ``z + s e_1 = (s - 1, 1)`` the core is ``k(s - 2) (1, -1)`` and along ``z + s e_2 = (-1, 1 + s)`` it
    is ``-k(s + 2) (1, -1)``, with ``k(x) = x/sqrt(x^2 + 12)``; ``k'(x) = 12/(x^2 + 12)^(3/2)`` is 3/16 at
    ``x = -2`` and at ``x = 2``.
    """
    z = let(m, "z", m.vec([-1, 1]))
    eps = let(m, "eps", m.number(3))
    s = m.scalar("tau")  # the parameter along a line (s is the mean square)
    first, second, contrast = m.vec([1, 0]), m.vec([0, 1]), m.vec([1, -1])
    J = core_jacobian(m, eps, at=z)
    expected = m.outer(contrast, contrast) * sp.Rational(3, 16)
    differentiated = [
        Equal(
            _along_coordinate(m, z, eps, first, s),
            contrast * ((s - 2) * _rsqrt((s - 2) ** 2 + 12)),
            r"$z + \tau (1, 0) = (\tau - 1, 1)$ has $\mu = \tau/2$, $v = (\tau - 2) (1, -1)/2$ and "
            r"$q + \varepsilon = ((\tau - 2)^{2} + 12)/4$",
        ),
        Equal(
            _along_coordinate(m, z, eps, second, s),
            m.vec([-1, 1]) * ((s + 2) * _rsqrt((s + 2) ** 2 + 12)),
            r"likewise $z + \tau (0, 1) = (-1, 1 + \tau)$ has $v = (\tau + 2) (-1, 1)/2$",
        ),
        Equal(
            m.D(lambda r: _along_coordinate(m, z, eps, first, r), m.number(0), m.number(1)),
            contrast * sp.Rational(3, 16),
            r"the factor of $(1, -1)$ in row [1] has the derivative $12/((\tau - 2)^{2} + 12)^{3/2}$ in $\tau$, "
            r"which is $12/16^{3/2} = 12/64 = 3/16$ at $\tau = 0$",
        ),
        Equal(
            m.D(lambda r: _along_coordinate(m, z, eps, second, r), m.number(0), m.number(1)),
            m.vec([-1, 1]) * sp.Rational(3, 16),
            r"the factor of $(-1, 1)$ in row [2] has the derivative $12/((\tau + 2)^{2} + 12)^{3/2}$, again $3/16$ at $\tau = 0$",
        ),
        Equal(J, expected, r"column $j$ of the Jacobian is the derivative along the $j$-th coordinate direction"),
    ]
    v = let(m, "v", exact(m, center(m, z)))
    q = let(m, "q", exact(m, variance(m, z)))
    d = let(m, "d", m.number(2))
    closed = (centering_matrix(m) - m.outer(v, v) / (d * (q + eps))) * _rsqrt(q + eps)
    substituted = Equal(
        closed, expected, r"the closed form (E12) gives the same matrix: $q + \varepsilon = 4$ and $d (q + \varepsilon) = 8$"
    )
    return [*differentiated, substituted]


@argument("S4", scope=Example(2))
def _norm_ratio(m):
    z = let(m, "z", m.vec(PERTURBED_Z))
    h = let(m, "h", m.vec(PERTURBATION))
    q = variance(m, z + h)  # q(z + h): the variance of the perturbed input (q(z) = 0)
    eps = m.scalar("eps", positive=True)
    ratio = m.sqrt(m.norm2(core(m, z + h, eps) - core(m, z, eps)) / m.norm2(h))
    relations = [
        Equal(core(m, z, eps), m.one * 0, "a constant input (E2)"),
        Equal(q, m.number(sp.Rational(1, 10**6)), r"$z + h = 7 \mathbf{1} + h$ with $\mathbf{1}^{\mathsf{T}} h = 0$, so $q(z + h) = \lVert h\rVert^{2}/2$"),
        Chain(ratio).eq(
            1 / m.sqrt(q + eps),
            r"$u_{\varepsilon}(z + h) = h/\sqrt{q(z + h) + \varepsilon}$, as $\mu(z + h) = 7$",
        ),
    ]
    for value, stated, _ in STATED_RATIOS:
        e = m.number(value)
        places = len(stated.split(".")[1])
        ratio = 1 / m.sqrt(q + e)
        relations += [
            Chain(ratio).eq(exact(m, ratio, places=places), _enclosure_reason(ratio, stated, places + 4)),
            LessEqual(exact(m, ratio), 1 / m.sqrt(e), strict=True, label=_below_bound_reason(ratio, 1 / m.sqrt(e))),
        ]
    return relations


def _square_parts(x) -> tuple[int, int]:
    """``(p, n)`` with ``x = sqrt(p/n)``, for the constant *x* of a ratio ``sqrt(p)/sqrt(n)``."""
    square = sp.nsimplify(value_of(x) ** 2)
    return int(square.p), int(square.q)


def _integer_text(n: int) -> str:
    """``10^{6}`` for a power of ten, else the digits."""
    digits = str(n)
    if n > 10 and digits.strip("0") == "1":
        return f"10^{{{len(digits) - 1}}}"
    return digits


def _enclosure_reason(x, stated: str, places: int) -> str:
    """Why the stated decimals of the constant *x* are right: decimal bounds whose squares are compared exactly."""
    lo, hi = enclosure(x, places)
    exact_value = latex(value_of(x), inline=True)
    p, n = _square_parts(x)
    low, high = decimal_text(lo, places), decimal_text(hi, places)
    return (
        rf"${low} < {exact_value} < {high}$, since ${low}^{{2}} \cdot {n} < {_integer_text(p)} < "
        rf"{high}^{{2}} \cdot {n}$; so the value rounds to ${stated}$"
    )


def _below_bound_reason(x, bound) -> str:
    """Why the ratio *x* = sqrt(p/n) is below the bound: the integer square roots compared."""
    p, n = _square_parts(x)
    b = value_of(bound)
    root = sp.sqrt(p) / b
    return rf"$\sqrt{{{n}}} > {latex(root, inline=True)}$, so the value is below the bound $\varepsilon^{{-1/2}} = {latex(b, inline=True)}$"
