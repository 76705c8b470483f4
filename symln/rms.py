r"""RMSNorm, defined once for every interpretation (the convention of claim R1).

RMSNorm divides the input by its root mean square instead of centering it and
dividing by its standard deviation.  For z in R^d:

.. math::

    s = \tfrac1d \lVert z\rVert^{2},\qquad
    r_\varepsilon(z) = \frac{z}{\sqrt{s+\varepsilon}},\qquad
    \tilde y = \gamma\odot r_\varepsilon(z) + \beta,

with a gain gamma and an optional bias beta (pass ``m.one * 0`` for none).
Like :mod:`symln.model`, each function takes a model ``m`` first and uses only
the :class:`symln.model.Model` interface, so the general-d algebra, the exact
concrete models and mpmath evaluate the same definitions; the documents show
them by name (:mod:`symln.render.present`).  Since ``s(P z) = q``, layer norm
is RMSNorm of the centered input: ``u_eps(z) = r_eps(P z)`` (claim R12).
"""

from __future__ import annotations

import sympy as sp

from .model import Model, definition

__all__ = ["mean_square", "rms_core", "rms_norm", "rms_jacobian", "rms_output_jacobian"]

HALF = sp.Rational(1, 2)


@definition
def mean_square(m: Model, x):
    r"""The mean square ``s(x) = |x|^2 / d`` (no centering)."""
    return m.norm2(x) / m.d


@definition
def rms_core(m: Model, x, eps):
    r"""The normalized input ``r_eps(x) = x / sqrt(s(x) + eps)``."""
    return x * (mean_square(m, x) + eps) ** (-HALF)


@definition
def rms_norm(m: Model, x, gamma, beta, eps):
    r"""The RMSNorm output ``gamma (.) r_eps(x) + beta`` (``beta = 0`` for the bias-free form)."""
    return gamma * rms_core(m, x, eps) + beta


@definition
def rms_jacobian(m: Model, eps, at=None):
    r"""The Jacobian of ``r_eps``, *derived* by differentiation in model *m* (nothing typed in)."""
    point = m.z if at is None else at
    return m.jacobian(lambda x: rms_core(m, x, eps), point)


def rms_output_jacobian(m: Model, eps, gamma, beta, at=None):
    r"""The input Jacobian of ``gamma (.) r_eps(x) + beta`` with gamma and beta fixed, derived like :func:`rms_jacobian`."""
    point = m.z if at is None else at
    return m.jacobian(lambda x: rms_norm(m, x, gamma, beta, eps), point)
