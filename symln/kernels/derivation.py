r"""What each numeric kernel computes, derived once in the general-d algebra.

Every kernel of :mod:`symln.kernels` is the numpy rendering (by
:mod:`symln.kernels.codegen`) of one value below, and every twin in
:mod:`symln.mpkernels` evaluates the same value with mpmath.  Nothing is typed
in: each value comes from running the definitions of :mod:`symln.model` in a
:class:`~symln.prove.models.general.GeneralModel` (input ``z = mu 1 + v``, variance ``q``,
dimension ``d``):

==========================  ====================================================
kernel                      derived value
==========================  ====================================================
``core``                    ``core(m, z, eps)`` = ``v / sqrt(q + eps)``
``layer_norm``              ``layer_norm(m, z, gamma, beta, eps)``
``jacobian``                ``core_jacobian(m, eps)`` (differentiation, E12)
``jacobian_gamma``          ``m.jacobian`` of the layer output
``jvp`` / ``vjp``           ``J @ t`` / ``J.T @ g``
``jvp_gamma``               ``J_y @ t`` with ``J_y`` the layer's Jacobian
``vjp_gamma``               ``J.T @ p`` with ``p = gamma * g``; checked equal to ``J_y.T @ g``
``param_grads_*``           ``(D_gamma y).T @ g`` and ``(D_beta y).T @ g`` per row
``core_variance``           ``variance(m, core(m, z, eps))`` = ``q/(q+eps)`` (E4)
``sensitivity``             operator 2-norm of J from its eigenpairs (E14, E15, E20)
``lipschitz_bound*``        the square root of the bound in claims E18 / E19
==========================  ====================================================

The operator norm needs a case split on d: J has the eigenvalue 0 on **1**
(E13), ``lambda_v`` on v (E14, derived here as the coefficient of ``J v``) and
``lambda_w`` on every w orthogonal to **1** and v (E15, which exist only for
d >= 3).  For d = 1 the Jacobian is 0 (E20.d1); for d = 2 the norm is
``lambda_v``; for d >= 3 it is ``lambda_w``, because ``lambda_w - lambda_v``
is certified nonnegative below.  At a constant input (q = 0) both reduce to
``1/sqrt(eps)``, the norm of ``P/sqrt(eps)`` (E16, E20); that is checked too.

For d = 2 there is no such w: **1** and v span R^2, so ``P = v v^T/(2q)`` and
``J = lambda_v P``.  The kernels use that form at d = 2 (checked exactly in the
concrete model at d = 2, constant inputs included), because the general form
``(P - v v^T/(d(q+eps)))/sqrt(q+eps)`` subtracts two nearly equal matrices there
when q >> eps.  For d = 1, P = 0 and so J = 0 (E20.d1, checked in the concrete
model at d = 1): the Jacobians, ``J t`` and ``J^T g`` are the zero value there,
not a difference of terms that cancel only up to rounding.  A value with such
a case split is a tuple of ``(d, value)`` pieces, the last with ``d = None``
("every other d").
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field

import sympy as sp

from ..model import center, centering_matrix, core, core_jacobian, layer_norm, variance
from ..prove.models.algebra import Space, Vec
from ..prove.models.concrete import ConcreteModel
from ..prove.models.general import GeneralModel
from ..prove.decide.identities import is_zero
from ..prove.language.relations import Equal
from ..prove.decide.signs import certify_nonnegative

__all__ = ["Kernel", "derive_kernels", "DerivationError"]


class DerivationError(RuntimeError):
    """A derived kernel value failed one of its exact consistency checks."""


@dataclass(frozen=True)
class Kernel:
    """One kernel: its derived value and how its symbols map to arguments.

    ``rows`` are the per-row array arguments (``z`` first), ``params`` the
    ``(d,)`` arrays.  ``value`` is a :class:`Vec` (one vector per row), a
    :class:`Mat` (one d x d matrix per row), a SymPy scalar in ``q``, ``eps``
    and ``d`` (one number per row), a constant in ``eps`` and ``max_abs``
    symbols, or a tuple of ``(d, value)`` pieces tried in order (``d = None``
    matches every d).  ``numeric_value`` is an exactly equal rewrite that the
    numpy kernel evaluates instead, with ``products`` naming the atoms that
    stand for Hadamard products of arguments.  ``rename`` maps an atom of the
    derivation to the row argument it stands for, used as given: the RMSNorm
    kernels derive at a free vector ``x`` and read it from ``z``
    (:mod:`.rms_derivation`); without it, ``z`` enters through its centered
    part ``v``.
    """

    name: str
    summary: str
    kind: str
    rows: tuple[str, ...]
    params: tuple[str, ...]
    value: object
    space: Space | None = None
    numeric_value: object = None
    products: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    max_abs: Mapping[sp.Symbol, str] = field(default_factory=dict)
    rename: Mapping[str, str] = field(default_factory=dict)

    @property
    def centered(self) -> bool:
        """Whether z enters centered (through v), as in layer norm, rather than as given."""
        return "z" not in self.rename.values()

    @property
    def evaluated(self):
        """The value the numpy kernel evaluates (the rewrite if there is one)."""
        return self.value if self.numeric_value is None else self.numeric_value

    @staticmethod
    def pieces_of(value) -> tuple:
        """``((d, value), ...)`` for a value with or without a case split on d."""
        return value if isinstance(value, tuple) else ((None, value),)


def _require(ok, what: str) -> None:
    if ok is not True:
        raise DerivationError(f"derived kernel check failed: {what}")


def _coefficient_of(x: Vec, atom: str) -> sp.Expr:
    """The scalar c with ``x = c * atom``; fails if *x* has any other term."""
    others = {m: c for m, c in x.terms.items() if m != (atom,)}
    _require(all(is_zero(c) is True for c in others.values()), f"{x!r} is a multiple of {atom}")
    return sp.simplify(x.coefficient((atom,)))


def _eigenvalues(q: sp.Symbol, e: sp.Symbol) -> tuple[sp.Expr, sp.Expr]:
    """``(lambda_v, lambda_w)`` in the symbols *q*, *e*: J v = lambda_v v (E14) and J w = lambda_w w (E15)."""
    mv = GeneralModel(min_d=2, nonconstant=True)
    eps = mv.scalar("eps", positive=True)
    lam_v = _coefficient_of(core_jacobian(mv, eps) @ center(mv, mv.z), "v")
    mw = GeneralModel(min_d=3)
    eps_w = mw.scalar("eps", positive=True)
    w = mw.vector("w", orthogonal_to=(mw.one, center(mw, mw.z)))
    lam_w = _coefficient_of(core_jacobian(mw, eps_w) @ w, "w")
    # each model has its own q (positive in the nonconstant one) and eps: unify them
    lam_v = lam_v.xreplace({mv.q: q, eps: e})
    lam_w = lam_w.xreplace({mw.q: q, eps_w: e})
    _require(certify_nonnegative(sp.factor(sp.together(lam_w - lam_v))), "lambda_w >= lambda_v")
    root = 1 / sp.sqrt(e)
    _require(is_zero(lam_v.subs(q, 0) - root), "lambda_v = 1/sqrt(eps) at a constant input (E16)")
    _require(is_zero(lam_w.subs(q, 0) - root), "lambda_w = 1/sqrt(eps) at a constant input (E16)")
    return lam_v, lam_w


def _lipschitz_constants():
    """``(1/sqrt(eps), G/sqrt(eps), G)`` from the bounds of claims E18 and E19."""
    from ..articles import epsilon
    from ..prove.language.traces import relations_of

    plain = relations_of(epsilon.lipschitz, GeneralModel())[0].bound
    gained = relations_of(epsilon.output_lipschitz, GeneralModel())[0].bound
    big, _ = GeneralModel().max_abs(GeneralModel().vector("gamma"))
    return sp.sqrt(plain), sp.sqrt(gained), big


def _check_d2(lam_v: sp.Expr, q: sp.Symbol, eps: sp.Symbol) -> None:
    """At d = 2 the derived Jacobian is ``lambda_v P`` for every input (concrete model, exact)."""
    cm = ConcreteModel(2)
    e = cm.scalar("eps", positive=True)
    lam = lam_v.xreplace({q: variance(cm, cm.z), eps: e})
    _require(Equal(core_jacobian(cm, e), centering_matrix(cm) * lam).decide(cm).ok, "J = lambda_v P at d = 2")


def _check_d1() -> None:
    """At d = 1 the derived Jacobian is 0 for every input (concrete model, exact; E20.d1)."""
    cm = ConcreteModel(1)
    e = cm.scalar("eps", positive=True)
    _require(Equal(core_jacobian(cm, e), cm.eye() * 0).decide(cm).ok, "J = 0 at d = 1")


@functools.lru_cache(maxsize=1)
def derive_kernels() -> dict[str, Kernel]:
    """Every kernel's derived value, keyed by kernel name (computed once, then cached)."""
    m = GeneralModel()
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    t, g, p = m.vector("t"), m.vector("g"), m.vector("p")

    u = core(m, m.z, eps)
    J = core_jacobian(m, eps)
    Jy = m.jacobian(lambda x: layer_norm(m, x, gamma, beta, eps), m.z)
    dy_dgamma = m.jacobian(lambda G: layer_norm(m, m.z, G, beta, eps), gamma)
    dy_dbeta = m.jacobian(lambda b: layer_norm(m, m.z, gamma, b, eps), beta)

    _require(Equal(Jy.T @ g, J.T @ (gamma * g)).decide(m).ok, "J_y^T g = J^T (gamma * g)")
    lam_v, lam_w = _eigenvalues(m.q, eps)
    _check_d2(lam_v, m.q, eps)
    _check_d1()
    J1 = J * 0  # J at d = 1
    J2 = centering_matrix(m) * lam_v  # J at d = 2
    Jy2 = m.diag(gamma) @ J2
    _require(Equal(Jy, m.diag(gamma) @ J).decide(m).ok, "J_y = diag(gamma) J")

    def at_d2(two, other, one=J1):
        """The pieces d = 1 (*one*, by default the zero matrix), d = 2 and every other d."""
        return ((1, one), (2, two), (None, other))

    kernels = [
        Kernel("core", "u = v / sqrt(q + eps)", "vector", ("z",), (), u, m.space),
        Kernel("layer_norm", "y = gamma * u + beta", "vector", ("z",), ("gamma", "beta"),
               layer_norm(m, m.z, gamma, beta, eps), m.space),
        Kernel("jvp", "J t", "vector", ("z", "t"), (), at_d2(J2 @ t, J @ t, J1 @ t), m.space),
        Kernel("jvp_gamma", "J_y t = gamma * (J t)", "vector", ("z", "t"), ("gamma",),
               at_d2(Jy2 @ t, Jy @ t, J1 @ t), m.space),
        Kernel("vjp", "J^T g", "vector", ("z", "g"), (), at_d2(J2.T @ g, J.T @ g, J1 @ g), m.space),
        Kernel("vjp_gamma", "J_y^T g = J^T (gamma * g)", "vector", ("z", "g"), ("gamma",),
               at_d2(Jy2.T @ g, Jy.T @ g, J1 @ g), m.space,
               numeric_value=at_d2(J2.T @ p, J.T @ p, J1 @ p), products={"p": ("g", "gamma")}),
        Kernel("jacobian", "J = (P - v v^T / (d (q + eps))) / sqrt(q + eps)", "matrix", ("z",), (),
               at_d2(J2, J), m.space),
        Kernel("jacobian_gamma", "J_y = diag(gamma) J", "matrix", ("z",), ("gamma",), at_d2(Jy2, Jy), m.space),
        Kernel("param_grads_gamma", "(D_gamma y)^T g = g * u", "vector", ("z", "g"), (), dy_dgamma.T @ g, m.space),
        Kernel("param_grads_beta", "(D_beta y)^T g = g", "vector", ("z", "g"), (), dy_dbeta.T @ g, m.space),
        Kernel("core_variance", "q / (q + eps)", "row", ("z",), (), variance(m, u), m.space),
    ]

    pieces = ((1, sp.S.Zero), (2, lam_v), (None, lam_w))
    kernels.append(Kernel("sensitivity", "||J||_2", "row", ("z",), (), pieces, m.space))
    plain, gained, big = _lipschitz_constants()
    kernels.append(Kernel("lipschitz_bound", "1 / sqrt(eps)", "constant", (), (), plain))
    kernels.append(
        Kernel("lipschitz_bound_gamma", "max_i |gamma_i| / sqrt(eps)", "constant", (), ("gamma",), gained,
               max_abs={big: "gamma"})
    )
    return {k.name: k for k in kernels}
