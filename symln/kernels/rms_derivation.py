r"""What each RMSNorm kernel computes, derived once in the general-d algebra.

The RMSNorm kernels (``rms_*`` in :mod:`symln.kernels`) are printed from the
values below exactly as the layer-norm kernels are printed from
:mod:`symln.kernels.derivation`.  RMSNorm does not center, so its input enters
as a free vector ``x`` of a :class:`~symln.prove.models.general.GeneralModel` (not as
``z = mu 1 + v``) whose totals are kept raw (``<x, x>``, not split into mean
and variance); every kernel maps ``x`` to its row argument ``z``
(:attr:`Kernel.rename`), which the printers use as given, with no centering pass.

==========================  ====================================================
kernel                      derived value (:mod:`symln.rms`, claims R1-R3, R14)
==========================  ====================================================
``rms_core``                ``rms_core(m, x, eps)`` = ``x / sqrt(s + eps)``
``rms_norm``                ``rms_norm(m, x, gamma, beta, eps)``
``rms_jacobian``            ``rms_jacobian(m, eps, at=x)`` (differentiation, R2)
``rms_jacobian_gamma``      ``m.jacobian`` of the output
``rms_jvp`` / ``rms_vjp``   ``J @ t`` / ``J.T @ g``
``rms_jvp_gamma``           ``J_y @ t``
``rms_vjp_gamma``           ``J.T @ p`` with ``p = gamma * g``; checked equal to ``J_y.T @ g``
``rms_param_grads_*``       ``(D_gamma y).T @ g`` and ``(D_beta y).T @ g`` per row (R14)
==========================  ====================================================

For d = 1 every direction is along x, so ``J = lambda_x I`` with
``lambda_x = eps / (s + eps)^(3/2)``, the eigenvalue of R3, derived here as the
coefficient of ``J x`` and checked against the derived Jacobian in the concrete
model at d = 1.  The kernels use that form at d = 1: the general one,
``(I - x x^T/(d (s+eps)))/sqrt(s+eps)``, subtracts two nearly equal numbers
there when s >> eps.
"""

from __future__ import annotations

import functools

import sympy as sp

from ..prove.models.concrete import ConcreteModel
from ..prove.models.general import GeneralModel
from ..prove.decide.identities import is_zero
from ..prove.language.relations import Equal
from ..rms import mean_square, rms_core, rms_jacobian, rms_norm, rms_output_jacobian
from .derivation import DerivationError, Kernel

__all__ = ["derive_rms_kernels"]

#: the derivation's name of the input, and the row argument it stands for
INPUT = "x"


def _require(ok, what: str) -> None:
    if ok is not True:
        raise DerivationError(f"derived RMSNorm kernel check failed: {what}")


def _input_eigenvalue(m: GeneralModel, eps, x, J) -> sp.Expr:
    """``lambda_x`` with ``J x = lambda_x x`` (R3), read off the derived Jacobian."""
    jx = J @ x
    _require(set(jx.terms) <= {(INPUT,)}, "J x is a multiple of x")
    lam = eps * (mean_square(m, x) + eps) ** sp.Rational(-3, 2)
    _require(is_zero(jx.coefficient((INPUT,)) - lam), "lambda_x = eps/(s + eps)^(3/2) (R3)")
    return lam


def _check_d1(lam: sp.Expr, total: sp.Symbol, d: sp.Symbol) -> None:
    """At d = 1 the derived Jacobian is ``lambda_x I`` for every input (concrete model, exact)."""
    cm = ConcreteModel(1)
    e = cm.scalar("eps", positive=True)
    value = lam.xreplace({total: cm.norm2(cm.z), d: 1, sp.Symbol("eps", positive=True): e})
    _require(Equal(rms_jacobian(cm, e), cm.eye() * value).decide(cm).ok, "J = lambda_x I at d = 1")


@functools.lru_cache(maxsize=1)
def derive_rms_kernels() -> dict[str, Kernel]:
    """Every RMSNorm kernel's derived value, keyed by kernel name (computed once, then cached)."""
    m = GeneralModel()
    m.space.split_squares = False  # the kernels compute <x, x> itself
    eps = m.scalar("eps", positive=True)
    x = m.vector(INPUT)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    t, g, p = m.vector("t"), m.vector("g"), m.vector("p")

    r = rms_core(m, x, eps)
    J = rms_jacobian(m, eps, at=x)
    Jy = rms_output_jacobian(m, eps, gamma, beta, at=x)
    dy_dgamma = m.jacobian(lambda G: rms_norm(m, x, G, beta, eps), gamma)
    dy_dbeta = m.jacobian(lambda b: rms_norm(m, x, gamma, b, eps), beta)

    _require(Equal(Jy, m.diag(gamma) @ J).decide(m).ok, "J_y = diag(gamma) J")
    _require(Equal(Jy.T @ g, J.T @ (gamma * g)).decide(m).ok, "J_y^T g = J^T (gamma * g)")
    _require(Equal(J.T, J).decide(m).ok, "J is symmetric (R2)")
    lam = _input_eigenvalue(m, eps, x, J)
    _check_d1(lam, m.space.total_of((INPUT, INPUT)), m.d)
    J1 = m.eye() * lam  # J at d = 1
    Jy1 = m.diag(gamma) @ J1

    def at_d1(one, other):
        """The pieces d = 1 and every other d."""
        return ((1, one), (None, other))

    rename = {INPUT: "z"}
    common = {"space": m.space, "rename": rename}
    kernels = [
        Kernel("rms_core", "r = z / sqrt(s + eps), s = <z, z>/d", "vector", ("z",), (), r, **common),
        Kernel("rms_norm", "y = gamma * r + beta", "vector", ("z",), ("gamma", "beta"),
               rms_norm(m, x, gamma, beta, eps), **common),
        Kernel("rms_jvp", "J t", "vector", ("z", "t"), (), at_d1(J1 @ t, J @ t), **common),
        Kernel("rms_jvp_gamma", "J_y t = gamma * (J t)", "vector", ("z", "t"), ("gamma",),
               at_d1(Jy1 @ t, Jy @ t), **common),
        Kernel("rms_vjp", "J^T g", "vector", ("z", "g"), (), at_d1(J1.T @ g, J.T @ g), **common),
        Kernel("rms_vjp_gamma", "J_y^T g = J^T (gamma * g)", "vector", ("z", "g"), ("gamma",),
               at_d1(Jy1.T @ g, Jy.T @ g), numeric_value=at_d1(J1.T @ p, J.T @ p), products={"p": ("g", "gamma")},
               **common),
        Kernel("rms_jacobian", "J = (I - z z^T / (d (s + eps))) / sqrt(s + eps)", "matrix", ("z",), (),
               at_d1(J1, J), **common),
        Kernel("rms_jacobian_gamma", "J_y = diag(gamma) J", "matrix", ("z",), ("gamma",), at_d1(Jy1, Jy), **common),
        Kernel("rms_param_grads_gamma", "(D_gamma y)^T g = g * r", "vector", ("z", "g"), (), dy_dgamma.T @ g, **common),
        Kernel("rms_param_grads_beta", "(D_beta y)^T g = g", "vector", ("z", "g"), (), dy_dbeta.T @ g, **common),
    ]
    return {k.name: k for k in kernels}
