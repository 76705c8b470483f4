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
from ..prove.claims import AllD, Example, claim
from ..prove.relations import Chain, Equal, LessEqual, Positive

ARTICLE = "gain"
HALF = sp.Rational(1, 2)

#: The example of G2-G7.
EXAMPLE_Z = (1, 1, -2)
EXAMPLE_EPS = 2
EXAMPLE_GAMMA = (2, 0, -1)


@claim(
    "G1",
    article=ARTICLE,
    statement="The gain multiplies the core coordinatewise, y - beta = diag(gamma) u, with arbitrary (unequal, "
    "possibly negative) entries: changing gamma along t changes y by t (.) u, so gamma_i acts on coordinate i "
    "only, and negating the gain negates y - beta.",
)
def coordinatewise_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    u = core(m, m.z, eps)

    def output(g):
        return layer_norm(m, m.z, g, beta, eps)

    return [
        Equal(output(gamma) - beta, m.diag(gamma) @ u, "y - beta = diag(gamma) u"),
        Equal(m.D(output, gamma, t), t * u, "dy/dgamma t = t (.) u (a diagonal Jacobian)"),
        Equal(output(-gamma) - beta, -(output(gamma) - beta), "a negated gain negates y - beta"),
    ]


def _example(m):
    """(z, eps, u, gamma, y) of the example, with beta = 0."""
    z, eps = m.vec(EXAMPLE_Z), m.number(EXAMPLE_EPS)
    gamma = m.vec(EXAMPLE_GAMMA)
    return z, eps, core(m, z, eps), gamma, layer_norm(m, z, gamma, m.one * 0, eps)


@claim(
    "G2",
    article=ARTICLE,
    statement="For z = (1, 1, -2) and eps = 2: coordinate mean 0, coordinate variance q = 2, core (1/2, 1/2, -1).",
    scope=Example(3),
)
def example_core(m):
    z, _, u, _, _ = _example(m)
    return [
        Equal(mean(m, z), 0, "mean"),
        Equal(variance(m, z), 2, "q"),
        Equal(u, m.vec([HALF, HALF, -1]), "core"),
    ]


@claim(
    "G3",
    article=ARTICLE,
    statement="With gamma = (2, 0, -1) and beta = 0 that example gives y = (1, 0, 1).",
    scope=Example(3),
)
def example_output(m):
    _, _, _, _, y = _example(m)
    return Equal(y, m.vec([1, 0, 1]))


@claim(
    "G4",
    article=ARTICLE,
    statement="That output has coordinate mean 2/3 and coordinate variance 2/9 (the core has mean 0 and variance "
    "q/(q + eps) = 1/2): unequal gains undo the core's centering and scale.",
    scope=Example(3),
)
def example_output_statistics(m):
    _, _, u, _, y = _example(m)
    return [
        Equal(mean(m, y), sp.Rational(2, 3), "mean of y"),
        Equal(variance(m, y), sp.Rational(2, 9), "variance of y"),
        Equal(mean(m, u), 0, "mean of the core"),
        Equal(variance(m, u), HALF, "variance of the core"),
    ]


@claim(
    "G5",
    article=ARTICLE,
    statement="In that example the negative gain gamma_3 = -1 turns the core coordinate u_3 = -1 < 0 into the "
    "output y_3 = 1 > 0, while the positive gain keeps the sign of coordinate 1.",
    scope=Example(3),
)
def example_sign_reversal(m):
    _, _, u, gamma, y = _example(m)
    u, gamma, y = m.coordinates(u), m.coordinates(gamma), m.coordinates(y)
    return [
        Positive(-gamma[2], "gamma_3 < 0"),
        Positive(-u[2], "u_3 < 0"),
        Positive(y[2], "y_3 > 0"),
        Positive(u[0] * y[0], "u_1 and y_1 have the same sign"),
    ]


@claim(
    "G6",
    article=ARTICLE,
    statement="For any scalar loss l of the output, the gain gradient is dl/dgamma = g (.) u_eps(z) with "
    "g = dl/dy: along every gain direction t, D_t l = <g (.) u, t>.",
    cites=("chain rule",),
)
def gain_gradient(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    loss = m.scalar_loss("l")
    u = core(m, m.z, eps)

    def output(g):
        return layer_norm(m, m.z, g, beta, eps)

    g = loss.gradient(output(gamma))
    return Equal(m.D(lambda c: loss(output(c)), gamma, t), m.dot(g * u, t), "D_t l = <g (.) u, t>")


@claim(
    "G7",
    article=ARTICLE,
    statement="For l = |y|^2/2 in the example of G3 the gain gradient is (1/2, 0, -1).",
    scope=Example(3),
)
def example_gain_gradient(m):
    z, eps, u, gamma, y = _example(m)

    def loss(c):
        return m.norm2(layer_norm(m, z, c, m.one * 0, eps)) / 2

    return Chain(gradient(m, loss, gamma), "dl/dgamma by differentiation").eq(
        y * u, "g = y for l = |y|^2/2, and dl/dgamma = g (.) u (G6)"
    ).eq(m.vec([HALF, 0, -1]), "y = (1, 0, 1), u = (1/2, 1/2, -1)")


@claim(
    "G8",
    article=ARTICLE,
    statement="For d >= 2 and gains gamma with gamma_i = 0 and every other gain nonzero (of any size and sign): "
    "output i is frozen at beta_i and ignores z_i, yet z_i moves the other outputs: the column dy/dz_i is "
    "gamma (.) J e_i, and weighted by 1/gamma_j its entries add up to -J_ii < 0, so some dy_j/dz_i (j != i) "
    "is nonzero.",
    scope=AllD(min_d=2),
)
def zero_gain_keeps_input(m):
    eps = m.scalar("eps", positive=True)
    beta = m.vector("beta")
    e = m.coordinate_vector("e")
    g = m.vector("g", nonzero_entries=True)
    gamma = (m.one - e) * g  # gamma_i = 0, gamma_j = g_j != 0 for j != i
    z, q = m.z, variance(m, m.z)
    v_i = m.dot(e, z - m.one * mean(m, z))
    slack = m.coordinate_slack(e)

    def output(x):
        return layer_norm(m, x, gamma, beta, eps)

    column = m.D(output, z, e)  # dy/dz_i
    core_column = m.D(lambda x: core(m, x, eps), z, e)  # J e_i
    J_ii = m.dot(e, core_column)
    level = q + eps
    return [
        Equal(e * output(z), e * beta, "y_i = beta_i"),
        Equal(e * column, m.one * 0, "output i does not respond to z_i"),
        Equal(column, gamma * core_column, "the column of input i is gamma (.) J e_i"),
        Chain(m.dot(m.reciprocal(g), column), "sum over j of dy_j/dz_i / g_j (the i-th term is 0)")
        .eq(m.dot(m.one - e, core_column), "g_j / g_j = 1 for j != i")
        .eq(-J_ii, "J 1 = 0 and J is symmetric, so the entries of J e_i other than i sum to -J_ii")
        .eq(-((m.d - 1) * level - v_i**2) / (m.d * level ** sp.Rational(3, 2)), "J_ii from the closed form")
        .eq(-((m.d - 1) * eps + slack) / (m.d * level ** sp.Rational(3, 2)), "v_i^2 = (d-1) q - S", lemmas=("coordinate_bound",)),
        Positive(((m.d - 1) * eps + slack) / (m.d * level ** sp.Rational(3, 2)), "so the weighted sum is nonzero"),
    ]


@claim(
    "G9",
    article=ARTICLE,
    statement="With gain and bias fixed, the input Jacobian of y is diag(gamma) times the core Jacobian.",
)
def output_jacobian_is_scaled(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(output_jacobian(m, eps, gamma, beta), m.diag(gamma) @ core_jacobian(m, eps))
