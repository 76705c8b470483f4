r"""The gain article: claims G1-G9 of CLAIMS.md.

The gain gamma multiplies the core coordinate by coordinate,
``y = gamma (.) u_eps(z) + beta``, with entries that may differ and be
negative.  The claims work the example z = (1, 1, -2), eps = 2 through every
figure of the text, give the gain gradient of an arbitrary scalar loss (see
:mod:`symln.articles.bias` for how "any loss" is modelled), show that a zero
gain freezes its output but not its input's influence on the others, and
that the input Jacobian of y is ``diag(gamma)`` times the core Jacobian.
"""

from __future__ import annotations

import sympy as sp

from ..model import core, core_jacobian, gradient, layer_norm, mean, output_jacobian, variance
from ..prove.language.claims import AllD, Example, claim
from ..prove.language.relations import Chain, Equal, Positive

ARTICLE = "gain"

#: The document's introduction to the article (inline-math text), in the order of its argument.
INTRODUCTION = (
    r"The gain $\gamma$ multiplies the core coordinate by coordinate, with entries that may differ and may be "
    r"negative (G1). A worked example with $z = (1, 1, -2)$ and $\varepsilon = 2$ follows the core (G2) and the output "
    r"(G3), whose mean and variance are no longer those of the core (G4), and in which a negative gain flips a sign "
    r"(G5). The gain gradient of a scalar loss is the output gradient times the core (G6), worked out in the example "
    r"of G2 and G3 (G7). A zero gain freezes its output, but the input at that position still moves the others through the shared "
    r"mean and variance (G8); in general the input Jacobian of the output is the core Jacobian with its rows scaled by "
    r"the gain (G9)."
)

#: Short titles of the claims for the documents.
TITLES = {
    "G1": "The gain acts coordinatewise",
    "G2": "The core in the gain example",
    "G3": "The output in the gain example",
    "G4": "Mean and variance of the output of G3",
    "G5": "A negative gain flips a sign",
    "G6": "The gain gradient",
    "G7": "The gain gradient in the example of G3",
    "G8": "A zero gain does not cut its input off",
    "G9": "The input Jacobian of the output",
}
HALF = sp.Rational(1, 2)

#: The example of G2-G7.
EXAMPLE_Z = (1, 1, -2)
EXAMPLE_EPS = 2
EXAMPLE_GAMMA = (2, 0, -1)


@claim(
    "G1",
    article=ARTICLE,
    statement=r"The gain multiplies the core coordinatewise, $y - \beta = \operatorname{diag}(\gamma) u_{\varepsilon}(z)$, "
    r"with arbitrary (unequal, possibly negative) entries: changing $\gamma$ along $t_{\gamma}$ changes $y$ at the rate "
    r"$t_{\gamma} \odot u_{\varepsilon}(z)$, so $\gamma_i$ acts on coordinate $i$ only, and negating the gain negates $y - \beta$.",
)
def coordinatewise_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t_gamma")
    u = core(m, m.z, eps)

    def output(g):
        return layer_norm(m, m.z, g, beta, eps)

    return [
        Equal(output(gamma) - beta, m.diag(gamma) @ u, r"the output of E1 without its bias, with $\gamma \odot x = \operatorname{diag}(\gamma) x$"),
        Equal(m.D(output, gamma, t), t * u, r"$y$ is linear in $\gamma$; the Jacobian in $\gamma$ is diagonal"),
        Equal(output(-gamma) - beta, -(output(gamma) - beta), r"$(-\gamma) \odot x = -(\gamma \odot x)$ for every vector $x$"),
    ]


def _example(m):
    """(z, eps, u, gamma, y) of the example, with beta = 0."""
    z, eps = m.vec(EXAMPLE_Z), m.number(EXAMPLE_EPS)
    gamma = m.vec(EXAMPLE_GAMMA)
    return z, eps, core(m, z, eps), gamma, layer_norm(m, z, gamma, m.one * 0, eps)


@claim(
    "G2",
    article=ARTICLE,
    statement=r"For $z = (1, 1, -2)$ and $\varepsilon = 2$: coordinate mean $0$, coordinate variance $q = 2$, core "
    r"$(1/2, 1/2, -1)$.",
    scope=Example(3),
)
def example_core(m):
    z, _, u, _, _ = _example(m)
    return [
        Equal(mean(m, z), 0, "$(1 + 1 - 2)/3$"),
        Equal(variance(m, z), 2, "$(1 + 1 + 4)/3$"),
        Equal(u, m.vec([HALF, HALF, -1]), r"$z/\sqrt{q + \varepsilon} = z/2$"),
    ]


@claim(
    "G3",
    article=ARTICLE,
    statement=r"With $\gamma = (2, 0, -1)$ and $\beta = 0$ the example of G2 gives $y = (1, 0, 1)$.",
    scope=Example(3),
)
def example_output(m):
    _, _, _, _, y = _example(m)
    return Equal(y, m.vec([1, 0, 1]), r"$(2 \cdot 1/2, 0 \cdot 1/2, (-1) (-1))$")


@claim(
    "G4",
    article=ARTICLE,
    statement=r"The output of G3 has coordinate mean $2/3$ and coordinate variance $2/9$, while the core has mean $0$ and "
    r"variance $q/(q + \varepsilon) = 1/2$: in this example the unequal gains move the mean of the output away from $0$ and "
    r"its variance away from that of the core.",
    scope=Example(3),
)
def example_output_statistics(m):
    _, _, u, _, y = _example(m)
    return [
        Equal(mean(m, y), sp.Rational(2, 3), "$(1 + 0 + 1)/3$"),
        Equal(variance(m, y), sp.Rational(2, 9), "$((1/3)^{2} + (2/3)^{2} + (1/3)^{2})/3$"),
        Equal(mean(m, u), 0, "the core has mean $0$ (E3)"),
        Equal(variance(m, u), HALF, r"the core variance $q/(q + \varepsilon) = 2/4$ (E4)"),
    ]


@claim(
    "G5",
    article=ARTICLE,
    statement=r"In the example of G3 the negative gain $\gamma_3 = -1$ turns the core coordinate $u_{\varepsilon,3}(z) = -1 < 0$ "
    r"into the output $y_3 = 1 > 0$, while the positive gain $\gamma_1 = 2$ keeps the sign of coordinate $1$.",
    scope=Example(3),
)
def example_sign_reversal(m):
    _, _, u, gamma, y = _example(m)
    u, gamma, y = m.coordinates(u), m.coordinates(gamma), m.coordinates(y)
    return [
        Positive(-gamma[2], r"$\gamma_3 = -1$"),
        Positive(-u[2], r"$u_{\varepsilon,3}(z) = -1$ (G2)"),
        Positive(y[2], r"$y_3 = \gamma_3 u_{\varepsilon,3}(z) = 1$"),
        Positive(u[0] * y[0], r"$y_1 = \gamma_1 u_{\varepsilon,1}(z)$ with $\gamma_1 = 2 > 0$, so $u_{\varepsilon,1}(z) y_1 = 2 u_{\varepsilon,1}(z)^{2} > 0$ as $u_{\varepsilon,1}(z) = 1/2 \neq 0$ (G2)"),
    ]


@claim(
    "G6",
    article=ARTICLE,
    statement=r"For any smooth scalar loss $\ell$ of the output, with $g = \nabla \ell(y)$, the gain gradient is "
    r"$g \odot u_{\varepsilon}(z)$: along every gain direction $t_{\gamma}$ the derivative of $\ell$ is "
    r"$(g \odot u_{\varepsilon}(z))^{\mathsf{T}} t_{\gamma}$.",
    cites=("chain rule",),
)
def gain_gradient(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t_gamma")
    loss = m.scalar_loss("l")
    u = core(m, m.z, eps)

    def output(g):
        return layer_norm(m, m.z, g, beta, eps)

    g = loss.gradient(output(gamma))
    return Equal(m.D(lambda c: loss(output(c)), gamma, t), m.dot(g * u, t), r"chain rule: $y$ changes at the rate $t_{\gamma} \odot u_{\varepsilon}(z)$ (G1)")


@claim(
    "G7",
    article=ARTICLE,
    statement=r"For $\ell = \lVert y\rVert^{2}/2$ in the example of G3 the gain gradient is $(1/2, 0, -1)$.",
    scope=Example(3),
)
def example_gain_gradient(m):
    z, eps, u, gamma, y = _example(m)

    def loss(c):
        return m.norm2(layer_norm(m, z, c, m.one * 0, eps)) / 2

    return Chain(gradient(m, loss, gamma), "the gain gradient").eq(
        y * u, r"$\nabla \ell(y) = y$ for $\ell = \lVert y\rVert^{2}/2$, and the gain gradient is $g \odot u_{\varepsilon}(z)$ (G6)"
    ).eq(m.vec([HALF, 0, -1]), r"$y = (1, 0, 1)$ (G3) and $u_{\varepsilon}(z) = (1/2, 1/2, -1)$ (G2)")


@claim(
    "G8",
    article=ARTICLE,
    statement=r"For $d \geq 2$ and a gain $\gamma = (\mathbf{1} - e_i) \odot \gamma'$ with every $\gamma'_j$ nonzero "
    r"(so $\gamma_i = 0$ and every other gain is nonzero, of any size and sign), output $i$ is frozen at $\beta_i$ and ignores $z_i$, yet $z_i$ moves the other outputs: the column "
    r"$\partial y/\partial z_i$ is $\gamma \odot J e_i$, and weighted by $1/\gamma'_j$ its entries add up to "
    r"$-J_{ii} < 0$, so some $\partial y_j/\partial z_i$ with $j \neq i$ is nonzero.",
    scope=AllD(min_d=2),
)
def zero_gain_keeps_input(m):
    return zero_gain_relations(m)


def zero_gain_relations(m, *, gain=lambda g: g, centered=lambda c: c):
    """G8's relations; *gain* may name the gain ``(1 - e_i) (.) gamma'`` (the documents call it gamma), and
    *centered* the coordinate ``e_i^T (z - mu 1)`` (the documents write ``v_i``)."""
    eps = m.scalar("eps", positive=True)
    beta = m.vector("beta")
    e = m.coordinate_vector("e")
    nonzero_gains = m.vector("gamma2", nonzero_entries=True)  # gamma' in the documents: g is the loss gradient there
    gamma = gain((m.one - e) * nonzero_gains)  # gamma_i = 0, gamma_j = gamma'_j != 0 for j != i
    z, q = m.z, variance(m, m.z)
    v_i = centered(m.dot(e, z - m.one * mean(m, z)))
    slack = m.coordinate_slack(e)

    def output(x):
        return layer_norm(m, x, gamma, beta, eps)

    column = m.D(output, z, e)  # dy/dz_i
    core_column = m.D(lambda x: core(m, x, eps), z, e)  # J e_i
    J_ii = m.dot(e, core_column)
    level = q + eps
    return [
        Equal(e * output(z), e * beta, r"$\gamma_i = 0$, so $y_i = \beta_i$, as $e_i \odot x = x_i e_i$ (Lemma 9)"),
        Equal(column, gamma * core_column, r"$D y = \operatorname{diag}(\gamma) J$ (G9) applied to $e_i$"),
        Equal(e * column, m.one * 0, r"by row [2], coordinate $i$ of $D y \, e_i$ is $\gamma_i$ times that of $J e_i$, and $\gamma_i = 0$ (Lemma 9)"),
        Chain(m.dot(m.reciprocal(nonzero_gains), column), r"the sum of $\partial y_j/\partial z_i$ divided by $\gamma'_j$ (the term $j = i$ is $0$)")
        .eq(m.dot(m.one - e, core_column), r"term $j$ of the sum is $(\gamma_j/\gamma'_j) [J e_i]_j$ (Lemma 9), and $\gamma_j/\gamma'_j = 1$ for $j \neq i$, $\gamma_i/\gamma'_i = 0$")
        .eq(-J_ii, r"$J \mathbf{1} = 0$ (E13) and $J^{\mathsf{T}} = J$ (E12), so the entries of column $i$ of $J$ sum to $0$ and those with $j \neq i$ to $-J_{ii}$")
        .eq(-((m.d - 1) * level - v_i**2) / (m.d * level ** sp.Rational(3, 2)), r"$J_{ii}$ from the closed form (E12)")
        .eq(
            -((m.d - 1) * eps + slack) / (m.d * level ** sp.Rational(3, 2)),
            r"$v_i^{2} = (d - 1) q - S$, the definition of $S$",
        )
        .le(
            -((m.d - 1) * eps) / (m.d * level ** sp.Rational(3, 2)),
            r"$S \geq 0$",
            gap=slack / (m.d * level ** sp.Rational(3, 2)),
            lemmas=("coordinate_bound",),
        ),
        Positive(
            ((m.d - 1) * eps) / (m.d * level ** sp.Rational(3, 2)),
            r"$\varepsilon > 0$ and $d - 1 > 0$ for $d \geq 2$",
        ),
    ]


@claim(
    "G9",
    article=ARTICLE,
    statement=r"With gain and bias fixed, the input Jacobian of $y$ is $\operatorname{diag}(\gamma)$ times the core "
    r"Jacobian.",
)
def output_jacobian_is_scaled(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(output_jacobian(m, eps, gamma, beta), m.diag(gamma) @ core_jacobian(m, eps))
