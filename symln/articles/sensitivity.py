r"""The sensitivity article: claims S1-S6 of CLAIMS.md.

The local amplification of the core is the operator norm ``|D u_eps(z)|_2``.
Its uniform bound eps^(-1/2) (S1) and the global Lipschitz bound it implies
(S2) are the epsilon article's E17 and E18, which cover those IDs.  Here:
the bound is attained only where q = 0 (strictly smaller where q > 0, with the
two-coordinate case worked separately because there the norm is
eps/(q+eps)^(3/2)), the finite perturbation of (7, 7) with its approximate
ratios certified by interval arithmetic, the full output with a gain and a
fixed bias, and the Jacobian article's example amplifying by 3/8.
"""

from __future__ import annotations

import sympy as sp

from ..model import center, core, core_jacobian, layer_norm, variance
from ..prove.claims import AllD, Example, claim
from ..prove.relations import Approximately, Equal, LessEqual, Positive
from .jacobian import example as jacobian_example

ARTICLE = "sensitivity"

#: The finite perturbation of S4: z, h, and the two values of eps with the ratios the text states.
PERTURBED_Z = (7, 7)
PERTURBATION = (sp.Rational(1, 10**3), -sp.Rational(1, 10**3))
#: eps, the ratio's stated digits, and the stated bound eps^(-1/2)
STATED_RATIOS = ((sp.Rational(1, 10**4), "99.50", 100), (sp.Rational(1, 10**2), "9.9995", 10))


def sharp_gap(m, eps, x):
    r"""``|x|^2/(q+eps) - |J x|^2`` as a sum of visibly nonnegative terms (S3).

    With x = a 1 + w, w.1 = 0 (the split of E17's :func:`_bound_gap`),
    ``J x = (q+eps)^(-1/2) (w - k v)`` with ``k = v.w / (d (q+eps))``, and
    ``|w - k v|^2 = |w|^2 - (v.w)^2 (q + 2 eps) / (d (q+eps)^2)``; E17's gap
    exceeds this one by ``|x|^2 q / (eps (q+eps))``.
    """
    v, q = center(m, m.z), variance(m, m.z)
    a, w = x.coefficients[0], x.remainder
    return a**2 * m.d / (q + eps) + m.dot(v, w) ** 2 * (q + 2 * eps) / (m.d * (q + eps) ** 3)


@claim(
    "S3",
    article=ARTICLE,
    statement="For d >= 2 the bound eps^(-1/2) is attained at constant inputs (E20) but not where q > 0: there "
    "|J x|^2 <= |x|^2/(q + eps) for every x, and 1/(q + eps) < 1/eps, so the local amplification is at most "
    "(q+eps)^(-1/2) < eps^(-1/2).",
    scope=AllD(min_d=2, nonconstant=True),
    uses=("E20",),
)
def bound_not_attained(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    x = m.generic_vector("x", along=(m.one,))
    J = core_jacobian(m, eps)
    return [
        LessEqual(
            m.norm2(J @ x.vector),
            m.norm2(x.vector) / (q + eps),
            gap=sharp_gap(m, eps, x),
            label="|J x|^2 <= |x|^2/(q+eps)",
        ),
        LessEqual(1 / (q + eps), 1 / eps, gap=q / (eps * (q + eps)), strict=True, label="1/(q+eps) < 1/eps"),
    ]


@claim(
    "S3.d2",
    article=ARTICLE,
    statement="For d = 2 and q > 0 every direction is a combination of 1 and v (nothing is orthogonal to both), "
    "and the local amplification is exactly eps/(q+eps)^(3/2), attained along v: smaller than (q+eps)^(-1/2), "
    "the value for d >= 3.",
    scope=Example(2, nonconstant=True),
)
def two_coordinates(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    x = m.generic_vector("x", along=(m.one, v))
    J = core_jacobian(m, eps)
    radial = eps * (q + eps) ** sp.Rational(-3, 2)
    return [
        Equal(m.norm2(x.remainder), 0, "no direction is orthogonal to 1 and v"),
        LessEqual(
            m.norm2(J @ x.vector),
            radial**2 * m.norm2(x.vector),
            gap=radial**2 * m.d * x.coefficients[0] ** 2,
            label="|J x| <= eps/(q+eps)^(3/2) |x|",
        ),
        Equal(m.norm2(J @ v), radial**2 * m.norm2(v), "attained along v"),
        Positive(m.norm2(v), "v != 0"),
        LessEqual(
            radial**2, 1 / (q + eps), gap=q * (q + 2 * eps) / (q + eps) ** 3, strict=True, label="below (q+eps)^(-1/2)"
        ),
    ]


@claim(
    "S4",
    article=ARTICLE,
    statement="At z = (7, 7) the core is 0; adding h = (10^-3, -10^-3) gives q = 10^-6 and the ratio "
    "|u(z+h) - u(z)|/|h| = 1/sqrt(q + eps): about 99.50 for eps = 10^-4 (bound 100) and about 9.9995 for "
    "eps = 10^-2 (bound 10), the stated digits certified by interval enclosures.",
    scope=Example(2),
)
def finite_perturbation(m):
    z, h = m.vec(PERTURBED_Z), m.vec(PERTURBATION)
    q = variance(m, z + h)
    relations = [Equal(q, sp.Rational(1, 10**6), "q at z + h")]
    for value, stated, stated_bound in STATED_RATIOS:
        eps = m.number(value)
        ratio = m.sqrt(m.norm2(core(m, z + h, eps) - core(m, z, eps)) / m.norm2(h))
        bound = 1 / m.sqrt(eps)
        relations += [
            Equal(core(m, z, eps), m.one * 0, f"core at z, eps = {value}"),
            LessEqual(q * 100, eps, label=f"q is at most eps/100: near-constant regime, eps = {value}"),
            Equal(ratio, 1 / m.sqrt(q + eps), f"ratio = 1/sqrt(q + eps), eps = {value}"),
            Approximately(ratio, stated, f"ratio 1/sqrt(q + eps) for eps = {value}"),
            Equal(bound, stated_bound, f"bound eps^(-1/2) = {stated_bound} for eps = {value}"),
            LessEqual(ratio, bound, strict=True, label=f"ratio below the bound, eps = {value}"),
        ]
    return relations


@claim(
    "S5",
    article=ARTICLE,
    statement="The full output has Lipschitz constant max_i |gamma_i| / sqrt(eps) (E19), and a fixed bias does not "
    "change output differences: y(z) - y(x) = gamma (.) (u(z) - u(x)) for every beta.",
    uses=("E19",),
)
def output_differences(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, other = m.vector("gamma"), m.vector("beta"), m.vector("beta2")
    x = m.vector("x")

    def difference(b):
        return layer_norm(m, m.z, gamma, b, eps) - layer_norm(m, x, gamma, b, eps)

    return [
        Equal(
            difference(beta),
            gamma * core(m, m.z, eps) - gamma * core(m, x, eps),
            "y(z) - y(x) = gamma (.) (u(z) - u(x))",
        ),
        Equal(difference(beta), difference(other), "the same for any two biases"),
    ]


@claim(
    "S6",
    article=ARTICLE,
    statement="The Jacobian article's example (z = (-1, 1), eps = 3) amplifies by |J|_2 = 3/8, attained along "
    "(-1, 1), below the uniform bound 1/sqrt(3).",
    scope=Example(2),
)
def example_amplification(m):
    _, eps, J = jacobian_example(m)
    contrast = m.vec([-1, 1])
    x = m.generic_vector("x", along=(m.one, contrast))
    norm = sp.Rational(3, 8)
    return [
        LessEqual(
            m.norm2(J @ x.vector),
            norm**2 * m.norm2(x.vector),
            gap=norm**2 * m.d * x.coefficients[0] ** 2,
            label="|J x| <= (3/8) |x|",
        ),
        Equal(J @ contrast, contrast * norm, "attained along (-1, 1)"),
        Equal(1 / m.sqrt(eps), 1 / sp.sqrt(3), "the bound eps^(-1/2)"),
        LessEqual(norm, 1 / m.sqrt(eps), strict=True, label="3/8 < 1/sqrt(3)"),
    ]
