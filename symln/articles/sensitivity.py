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
from ..prove.language.claims import AllD, Example, claim
from ..prove.language.relations import Approximately, Equal, LessEqual, Positive
from .jacobian import example as jacobian_example

ARTICLE = "sensitivity"

#: The document's introduction to the article (inline-math text), in the order of its argument.
INTRODUCTION = (
    r"The local amplification of the core at $z$ is the operator norm $\lVert D u_{\varepsilon}(z)\rVert_2$. It is at "
    r"most $\varepsilon^{-1/2}$ at every input (proved as E17 in the Epsilon section), and integrating that bound along a segment gives "
    r"the global Lipschitz bound $\lVert u_{\varepsilon}(z) - u_{\varepsilon}(z')\rVert \leq \lVert z - z'\rVert/\sqrt{\varepsilon}$ "
    r"(proved as E18 there). The bound is reached at constant inputs and nowhere else (S3); with two coordinates the "
    r"bound away from constant inputs is sharper still (S3.d2). A finite perturbation of a constant input shows ratios close to the bound (S4). With a gain, "
    r"the bound scales by the largest gain, and a fixed bias cancels in output differences (S5). The two-coordinate "
    r"example of J2-J5 stays well below the bound (S6)."
)

#: Scopes the evidence table states where the claim's own scope does not say all of it.
SCOPES = {"S3": r"$d \geq 2$, $q > 0$; $q = 0$ by E20"}

#: Short titles of the claims for the documents.
TITLES = {
    "S3": r"The bound is not attained where $q > 0$",
    "S3.d2": "The bound with two coordinates",
    "S4": "A finite perturbation of a constant input",
    "S5": "The output bound and the bias",
    "S6": "The amplification in the two-coordinate example",
}

#: The finite perturbation of S4: z, h, and the two values of eps with the ratios the text states.
PERTURBED_Z = (7, 7)
PERTURBATION = (sp.Rational(1, 10**3), -sp.Rational(1, 10**3))
#: eps, the ratio's stated digits, and the stated bound eps^(-1/2)
STATED_RATIOS = ((sp.Rational(1, 10**4), "99.504", 100), (sp.Rational(1, 10**2), "9.9995", 10))


def _power_of_ten(value) -> str:
    """``10^{-4}`` for 1/10000 (the labels write eps as the article does)."""
    return f"10^{{-{len(str(value.q)) - 1}}}"


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
    statement=r"For $d \geq 2$ the bound $\varepsilon^{-1/2}$ is attained at constant inputs (E20) but not where "
    r"$q > 0$: there $\lVert J x\rVert^{2} \leq \lVert x\rVert^{2}/(q + \varepsilon)$ for every $x$, with "
    r"$J = D u_{\varepsilon}(z)$, and $1/(q + \varepsilon) < 1/\varepsilon$, so the local amplification is at most "
    r"$(q + \varepsilon)^{-1/2} < \varepsilon^{-1/2}$.",
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
            label=r"$J x = J x_{\perp}$ as $J \mathbf{1} = 0$ (E13), with $J x_{\perp}$ from the closed form (E12)",
            gap_label=r"$\lVert x\rVert^{2} = d \bar{x}^{2} + \lVert x_{\perp}\rVert^{2}$ and "
            r"$(q + \varepsilon) \lVert J x_{\perp}\rVert^{2} = \lVert x_{\perp}\rVert^{2} - (q + 2 \varepsilon) "
            r"(v^{\mathsf{T}} x_{\perp})^{2}/(d (q + \varepsilon)^{2})$, so the difference is two squares with positive "
            r"factors",
        ),
        LessEqual(
            1 / (q + eps),
            1 / eps,
            gap=q / (eps * (q + eps)),
            strict=True,
            label=r"the reciprocals of $0 < \varepsilon < q + \varepsilon$",
            gap_label=r"$q > 0$ over the positive $\varepsilon (q + \varepsilon)$",
        ),
    ]


@claim(
    "S3.d2",
    article=ARTICLE,
    statement=r"For $d = 2$ and $q > 0$ the vectors $\mathbf{1}$ and $v$ are orthogonal (Lemma 3) and nonzero, so "
    r"they span $\mathbb{R}^{2}$ and every direction is $x = \bar{x} \mathbf{1} + x_{v} v$ (no nonzero direction is "
    r"orthogonal to both, and E15 has no case here); the local amplification is exactly $\varepsilon/(q + \varepsilon)^{3/2}$, attained along $v$: "
    r"smaller than $(q + \varepsilon)^{-1/2}$, the value for $d \geq 3$ (E15, S3).",
    scope=Example(2, nonconstant=True),
)
def two_coordinates(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    mean_part, radial_part = m.scalar("xbar"), m.scalar("x_v")
    x = m.one * mean_part + v * radial_part  # 1 and v span R^2 (statement)
    J = core_jacobian(m, eps)
    radial = eps * (q + eps) ** sp.Rational(-3, 2)
    return [
        LessEqual(
            m.norm2(J @ x),
            radial**2 * m.norm2(x),
            gap=radial**2 * m.d * mean_part**2,
            gap_label=r"$J \mathbf{1} = 0$ and $J v = \lambda_v v$ with $\lambda_v = \varepsilon/(q + \varepsilon)^{3/2}$ "
            r"(E13, E14), so $\lVert J x\rVert^{2} = \lambda_v^{2} x_{v}^{2} \lVert v\rVert^{2}$, and "
            r"$\lVert x\rVert^{2} = 2 \bar{x}^{2} + x_{v}^{2} \lVert v\rVert^{2}$ as $\mathbf{1}^{\mathsf{T}} v = 0$ "
            r"(Lemma 3): the difference is $2 \lambda_v^{2} \bar{x}^{2}$",
        ),
        Equal(m.norm2(J @ v), radial**2 * m.norm2(v), r"$J v = \lambda_v v$ (E14): the bound is attained along $v$"),
        Positive(m.norm2(v), r"$q > 0$, so $v \neq 0$"),
        LessEqual(
            radial**2,
            1 / (q + eps),
            gap=q * (q + 2 * eps) / (q + eps) ** 3,
            strict=True,
            label=r"so the amplification $\lambda_v$ is below $(q + \varepsilon)^{-1/2}$",
            gap_label=r"$1/(q + \varepsilon) - \lambda_v^{2} = ((q + \varepsilon)^{2} - \varepsilon^{2})/(q + \varepsilon)^{3} = <gap>$, "
            r"positive as $q > 0$",
        ),
    ]


@claim(
    "S4",
    article=ARTICLE,
    statement=r"At $z = (7, 7)$ the core is $0$; adding $h = (10^{-3}, -10^{-3})$ gives $q(z + h) = 10^{-6}$ and the ratio "
    r"$\lVert u_{\varepsilon}(z + h) - u_{\varepsilon}(z)\rVert/\lVert h\rVert = 1/\sqrt{q(z + h) + \varepsilon}$: about $99.504$ "
    r"for $\varepsilon = 10^{-4}$ (bound $100$) and about $9.9995$ for $\varepsilon = 10^{-2}$ (bound $10$).",
    scope=Example(2),
)
def finite_perturbation(m):
    z, h = m.vec(PERTURBED_Z), m.vec(PERTURBATION)
    q = variance(m, z + h)
    relations = [Equal(q, sp.Rational(1, 10**6), r"$z + h = 7 \mathbf{1} + h$ with $\mathbf{1}^{\mathsf{T}} h = 0$")]
    for value, stated, stated_bound in STATED_RATIOS:
        eps = m.number(value)
        ratio = m.sqrt(m.norm2(core(m, z + h, eps) - core(m, z, eps)) / m.norm2(h))
        bound = 1 / m.sqrt(eps)
        relations += [
            Equal(core(m, z, eps), m.one * 0, rf"a constant input has core $0$ (E2); $\varepsilon = {_power_of_ten(value)}$"),
            LessEqual(q * 100, eps, label=rf"the near-constant regime $q(z + h) \leq \varepsilon/100$ for $\varepsilon = {_power_of_ten(value)}$"),
            Equal(ratio, 1 / m.sqrt(q + eps), rf"$u_{{\varepsilon}}(z + h) = h/\sqrt{{q(z + h) + \varepsilon}}$ and $u_{{\varepsilon}}(z) = 0$ for $\varepsilon = {_power_of_ten(value)}$"),
            Approximately(ratio, stated, rf"the ratio for $\varepsilon = {_power_of_ten(value)}$, certified by an interval enclosure"),
            Equal(bound, stated_bound, rf"the bound $\varepsilon^{{-1/2}}$ for $\varepsilon = {_power_of_ten(value)}$"),
            LessEqual(ratio, bound, strict=True, label=rf"the ratio is below the bound for $\varepsilon = {_power_of_ten(value)}$, as $q(z + h) > 0$"),
        ]
    return relations


@claim(
    "S5",
    article=ARTICLE,
    statement=r"The full output has a Lipschitz constant $\max_i \lvert\gamma_i\rvert/\sqrt{\varepsilon}$ (E19), and a "
    r"fixed bias does not change output differences: for every $\beta$ and every other input $x$, "
    r"$y(z) - y(x) = \gamma \odot (u_{\varepsilon}(z) - u_{\varepsilon}(x))$.",
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
            "the bias cancels in the difference",
        ),
        Equal(difference(beta), difference(other), r"the same for two biases $\beta$ and $\beta'$"),
    ]


@claim(
    "S6",
    article=ARTICLE,
    statement=r"The two-coordinate example of J2-J5 ($z = (-1, 1)$, $\varepsilon = 3$) amplifies by $\lVert J\rVert_2 = 3/8$, "
    r"attained along $(-1, 1)$, below the uniform bound $1/\sqrt{3}$.",
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
            gap_label=r"$v = (-1, 1)$ here, $J \mathbf{1} = 0$ and $J v = \frac{3}{8} v$ (J4), so $\lVert J x\rVert^{2} = "
            r"9 x_{v}^{2}/32$, and $\lVert x\rVert^{2} = 2 \bar{x}^{2} + 2 x_{v}^{2}$: the difference is "
            r"$9 \bar{x}^{2}/32$",
        ),
        Equal(J @ contrast, contrast * norm, r"$(-1, 1) = v$ here, and $J v = \lambda_v v$ with $\lambda_v = \varepsilon/(q + \varepsilon)^{3/2} = 3/8$ at $q = 1$, $\varepsilon = 3$ (E14, J4)"),
        Equal(1 / m.sqrt(eps), 1 / sp.sqrt(3), r"the bound $\varepsilon^{-1/2}$ at $\varepsilon = 3$"),
        LessEqual(norm, 1 / m.sqrt(eps), strict=True, label=r"$(3/8)^{2} = 9/64 < 1/3$"),
    ]
