r"""The Jacobian article: claims J1-J6 of CLAIMS.md.

``J(z) = D u_eps(z)`` is the first-order response of the core to a change of
its input.  Its closed form (J1) is the epsilon article's E12, which also shows
J symmetric, and J 1 = 0 is E13; those claims cover J1, since the Jacobian
article states nothing beyond them.  Here the formula is evaluated on the
two-coordinate example z = (-1, 1), eps = 3, probed along the common-offset and
contrast directions, contrasted with a finite change, scaled by the gain (0, 2),
and separated from the parameter derivatives.
"""

from __future__ import annotations

import sympy as sp

from ..model import core, core_jacobian, layer_norm, output_jacobian, variance
from ..prove.language.claims import Example, claim
from ..prove.language.relations import Equal, Limit, Positive
from .epsilon import jacobian_closed_form

ARTICLE = "jacobian"

#: The introduction to the article's section (inline-math text), in the order of its argument.
INTRODUCTION = (
    r"The Jacobian $J = D u_{\varepsilon}(z)$ is the first-order response of the core to a change of its input. Its "
    r"closed form, its symmetry and $J \mathbf{1} = 0$ are proved earlier (E12, E13). Here they are "
    r"evaluated in the example $z = (-1, 1)$, $\varepsilon = 3$: the variance and the core (J2), the Jacobian matrix "
    r"(J3), its action on the common offset and on the contrast direction, and the difference between a first-order "
    r"response and a finite change (J4); a gain scales the rows (J5); and the derivatives with respect to the gain and "
    r"the bias are separate from the input Jacobian (J6)."
)

#: Short titles of the claims for the documents.
TITLES = {
    "J2": "The two-coordinate example",
    "J3": "The Jacobian in the example of J2",
    "J4": "Offset and contrast directions",
    "J5": "A gain scales the rows",
    "J6": "Input and parameter derivatives are separate",
}

#: The two-coordinate example of J2-J5 (and S6).
EXAMPLE_Z = (-1, 1)
EXAMPLE_EPS = 3
EXAMPLE_GAMMA = (0, 2)


def example(m):
    """``(z, eps, J)`` of the example; J is the core Jacobian derived at z (also used by S6)."""
    z, eps = m.vec(EXAMPLE_Z), m.number(EXAMPLE_EPS)
    return z, eps, core_jacobian(m, eps, at=z)


def contrast_matrix(m):
    """``[[1, -1], [-1, 1]]``, the matrix of the example's Jacobian up to the factor 3/16."""
    a = m.vec([1, -1])
    return m.outer(a, a)


@claim(
    "J2",
    article=ARTICLE,
    statement=r"For $z = (-1, 1)$ and $\varepsilon = 3$ the variance is $q = 1$ and the core is $(-1/2, 1/2)$.",
    scope=Example(2),
)
def example_core(m):
    z, eps, _ = example(m)
    return [
        Equal(variance(m, z), 1, r"$\mu = 0$, so $q = ((-1)^{2} + 1^{2})/2$"),
        Equal(core(m, z, eps), m.vec([-sp.Rational(1, 2), sp.Rational(1, 2)]), r"$z/\sqrt{q + \varepsilon} = z/2$"),
    ]


@claim(
    "J3",
    article=ARTICLE,
    statement=r"In the example of J2 the Jacobian is $\frac{3}{16} \left(\begin{smallmatrix}1 & -1\\-1 & 1\end{smallmatrix}\right)$, "
    r"both by substituting into the closed form of E12 and by differentiating the core directly.",
    scope=Example(2),
)
def example_jacobian(m):
    z, eps, J = example(m)
    expected = contrast_matrix(m) * sp.Rational(3, 16)
    return [
        Equal(jacobian_closed_form(m, eps, at=z), expected, r"$q + \varepsilon = 4$, $d = 2$ and $v = z$ in E12"),
        Equal(J, expected, "differentiating the core at $z$"),
    ]


@claim(
    "J4",
    article=ARTICLE,
    statement=r"In the example of J2, $J (1, 1)^{\mathsf{T}} = (0, 0)^{\mathsf{T}}$ and $J (-1, 1)^{\mathsf{T}} = \frac{3}{8} (-1, 1)^{\mathsf{T}}$; a common offset has no effect even "
    r"when finite, but along the contrast direction $t = (-1, 1)$ the response is only first order: the remainder "
    r"$u_{\varepsilon}(z + \tau t) - u_{\varepsilon}(z) - \tau J t$ is $o(\tau)$ as $\tau \to 0$, yet nonzero at $\tau = 1$.",
    scope=Example(2),
)
def example_directions(m):
    z, eps, J = example(m)
    offset, contrast = m.one, m.vec([-1, 1])
    tau = m.scalar("tau")

    def remainder(t):
        return core(m, z + contrast * t, eps) - core(m, z, eps) - (J @ contrast) * t

    return [
        Equal(J @ offset, m.one * 0, r"the kernel direction $\mathbf{1}$ (E13)"),
        Equal(J @ contrast, contrast * sp.Rational(3, 8), r"$\frac{3}{16} (-1 - 1, 1 + 1)$"),
        Equal(core(m, z + offset * tau, eps), core(m, z, eps), "shift invariance (E7), for a finite offset too"),
        Limit(lambda t: m.norm2(remainder(t)) / t**2, 0, 0, "tau", r"the remainder is $o(\tau)$ from both sides: it is smooth in $\tau$, $0$ at $\tau = 0$ with $\tau$-derivative $0$ there "
                r"(that derivative is $J t - J t$), so it is $O(\tau^{2})$ as $\tau \to 0$"),
        Positive(m.norm2(remainder(m.number(1))), r"at $\tau = 1$ each coordinate of the remainder is $\pm(2/\sqrt{7} - 7/8) \neq 0$"),
    ]


@claim(
    "J5",
    article=ARTICLE,
    statement=r"In the example of J2 with $\gamma = (0, 2)$, the input Jacobian of the output is "
    r"$\operatorname{diag}(\gamma) J = \frac{3}{8} \left(\begin{smallmatrix}0 & 0\\-1 & 1\end{smallmatrix}\right)$: output $1$ is suppressed, "
    r"yet input $1$ still moves output $2$.",
    scope=Example(2),
)
def example_gain(m):
    z, eps, J = example(m)
    gamma = m.vec(EXAMPLE_GAMMA)
    expected = m.outer(m.vec([0, 1]), m.vec([-1, 1])) * sp.Rational(3, 8)
    column_1 = m.coordinates(output_jacobian(m, eps, gamma, m.one * 0, at=z) @ m.vec([1, 0]))
    return [
        Equal(m.diag(gamma) @ J, expected, r"row $i$ of $J$ times $\gamma_i$"),
        Equal(output_jacobian(m, eps, gamma, m.one * 0, at=z), expected, r"$D y = \operatorname{diag}(\gamma) J$ (G9) and row [1]"),
        Equal(column_1[0], 0, r"$\partial y_1/\partial z_1 = 0$: output $1$ is suppressed"),
        Positive(-column_1[1], r"$\partial y_2/\partial z_1 = -3/8 \neq 0$"),
    ]


@claim(
    "J6",
    article=ARTICLE,
    statement=r"Changing input, gain and bias together along $(t, t_{\gamma}, t_{\beta})$ changes $y$ at the rate "
    r"$D y \, t + t_{\gamma} \odot u_{\varepsilon}(z) + t_{\beta}$: the input Jacobian (parameters fixed) and the parameter derivatives "
    r"(B4, G6) are separate terms.",
)
def separate_derivatives(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    t, a, b = m.vector("t"), m.vector("t_gamma"), m.vector("t_beta")  # the directions of input, gain and bias
    z = m.z

    def joint(s):
        return layer_norm(m, z + t * s, gamma + a * s, beta + b * s, eps)

    by_input = m.D(lambda x: layer_norm(m, x, gamma, beta, eps), z, t)
    by_gain = m.D(lambda g: layer_norm(m, z, g, beta, eps), gamma, a)
    by_bias = m.D(lambda c: layer_norm(m, z, gamma, c, eps), beta, b)
    return [
        Equal(m.D(joint, m.number(0), m.number(1)), by_input + by_gain + by_bias, r"the chain rule: $y$ is a differentiable function of $(z, \gamma, \beta)$, so its derivative along "
            r"$(t, t_{\gamma}, t_{\beta})$ is the sum of its partial derivatives along $t$, $t_{\gamma}$ and $t_{\beta}$"),
        Equal(by_gain, a * core(m, z, eps), r"$y = \gamma \odot u_{\varepsilon}(z) + \beta$ is linear in $\gamma$ (G1): the derivative along $t_{\gamma}$ is $t_{\gamma} \odot u_{\varepsilon}(z)$"),
        Equal(by_bias, b, r"$\beta$ enters $y = \gamma \odot u_{\varepsilon}(z) + \beta$ as the added term, so the derivative along $t_{\beta}$ is $t_{\beta}$"),
    ]
