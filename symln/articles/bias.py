r"""The bias article: claims B1-B8 of CLAIMS.md.

The bias beta is a learned offset added after the core and the gain,
``y = gamma (.) u_eps(z) + beta``.  The claims establish that form, the
constant-input example (for every gain and every eps > 0), its output mean,
the bias gradient of an arbitrary scalar loss and of ``|y|^2 / 2`` in the
example, the accumulation of gradients when beta is shared by several
positions, shift invariance with the bias persisting, and that beta plays no
part in the input Jacobian.

"Any scalar loss" is the model's :meth:`~symln.model.Model.scalar_loss`: an
undefined function of the outputs at concrete d, a random nonlinear function
numerically, and at general d the first-order form ``<g, y>`` with g a free
vector (by the chain rule only the gradient g = dl/dy enters a first
derivative).  A gradient with respect to a parameter is checked as directional
derivatives along an arbitrary parameter direction t: ``D_t l = <grad, t>``.
"""

from __future__ import annotations

import sympy as sp

from ..model import core, gradient, layer_norm, mean
from ..prove.claims import AllD, Example, claim
from ..prove.relations import Chain, Equal

ARTICLE = "bias"

#: The constant input and the bias of the example (B2, B3, B5).
EXAMPLE_Z = (3, 3, 3)
EXAMPLE_BETA = (1, -1, 2)


@claim(
    "B1",
    article=ARTICLE,
    statement="The output is y = gamma (.) u_eps(z) + beta: the bias is added after the core has been multiplied "
    "by the gain, so removing it changes every input's output by exactly beta.",
)
def bias_after_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    u = core(m, m.z, eps)
    y = layer_norm(m, m.z, gamma, beta, eps)
    return [
        Equal(y, gamma * u + beta, "y = gamma (.) u + beta"),
        Equal(y - layer_norm(m, m.z, gamma, m.one * 0, eps), beta, "y(beta) - y(0) = beta"),
    ]


def _example_output(m, eps, gamma):
    return layer_norm(m, m.vec(EXAMPLE_Z), gamma, m.vec(EXAMPLE_BETA), eps)


@claim(
    "B2",
    article=ARTICLE,
    statement="For z = (3, 3, 3) and every eps > 0 the core is 0, so with beta = (1, -1, 2) the output is exactly "
    "(1, -1, 2) whatever the gain.",
    scope=Example(3),
)
def constant_example(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    return [
        Equal(core(m, m.vec(EXAMPLE_Z), eps), m.one * 0, "core of (3, 3, 3)"),
        Equal(_example_output(m, eps, gamma), m.vec(EXAMPLE_BETA), "output for every gain"),
    ]


@claim(
    "B3",
    article=ARTICLE,
    statement="In that example the output has coordinate mean 2/3, while the core has mean 0.",
    scope=Example(3),
)
def example_mean(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    return [
        Equal(mean(m, _example_output(m, eps, gamma)), sp.Rational(2, 3), "mean of the output"),
        Equal(mean(m, core(m, m.vec(EXAMPLE_Z), eps)), 0, "mean of the core"),
    ]


@claim(
    "B4",
    article=ARTICLE,
    statement="For any scalar loss l of the output, the bias gradient is dl/dbeta = g with g = dl/dy: "
    "along every bias direction t, D_t l = <g, t>.",
    cites=("chain rule",),
)
def bias_gradient(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    loss = m.scalar_loss("l")

    def output(b):
        return layer_norm(m, m.z, gamma, b, eps)

    g = loss.gradient(output(beta))
    return [
        Equal(m.D(output, beta, t), t, "dy/dbeta = I: y moves by t along the bias direction t"),
        Equal(m.D(lambda b: loss(output(b)), beta, t), m.dot(g, t), "D_t l = <g, t>"),
    ]


@claim(
    "B5",
    article=ARTICLE,
    statement="For l = |y|^2/2 in the example of B2 the bias gradient is (1, -1, 2), for every gain and eps > 0.",
    scope=Example(3),
)
def example_bias_gradient(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    z, beta = m.vec(EXAMPLE_Z), m.vec(EXAMPLE_BETA)

    def loss(b):
        return m.norm2(layer_norm(m, z, gamma, b, eps)) / 2

    return Chain(gradient(m, loss, beta), "dl/dbeta by differentiation").eq(
        layer_norm(m, z, gamma, beta, eps), "g = y for l = |y|^2/2, and dl/dbeta = g (B4)"
    ).eq(beta, "y = beta in this example (B2)")


@claim(
    "B6",
    article=ARTICLE,
    statement="If the bias is shared by n >= 2 positions (any n: the claim's symbolic dimension counts positions), "
    "the gradient of any loss of all their outputs with respect to a bias coordinate b = beta_i is the sum over "
    "positions p of dl/dy_(p,i): dl/dbeta = sum_p g_p.",
    scope=AllD(min_d=2),
    cites=("chain rule",),
)
def shared_bias(m):
    # Position space: coordinate p of a vector is position p.  Output p is Y_p = c U_p + b, where U_p is
    # the core coordinate at position p (arbitrary: each position has its own input) and c the gain.
    b, c = m.scalar("b"), m.scalar("c")
    U = m.vector("U")
    loss = m.scalar_loss("l")

    def outputs(shared):
        return U * c + shared

    per_position = loss.gradient(outputs(m.one * b))
    return [
        Equal(m.D(outputs, m.one * b, m.one), m.one, "moving b by s moves every position's output by s"),
        Equal(
            m.D(lambda shared: loss(outputs(shared)), m.one * b, m.one),
            m.total(per_position),
            "dl/db = sum_p dl/dY_p",
        ),
    ]


@claim(
    "B7",
    article=ARTICLE,
    statement="A common input shift z + c 1 leaves the core and the output unchanged, but it does not remove the "
    "bias: the output minus beta is the same gain times core, and the output mean still includes mean(beta).",
)
def shift_keeps_bias(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    shifted = m.z + m.one * c
    y = layer_norm(m, shifted, gamma, beta, eps)
    return [
        Equal(core(m, shifted, eps), core(m, m.z, eps), "u(z + c 1) = u(z)"),
        Equal(y, layer_norm(m, m.z, gamma, beta, eps), "y(z + c 1) = y(z)"),
        Equal(y - beta, gamma * core(m, m.z, eps), "the bias persists after the shift"),
        Equal(mean(m, y), mean(m, gamma * core(m, m.z, eps)) + mean(m, beta), "mean(y) keeps mean(beta)"),
    ]


@claim(
    "B8",
    article=ARTICLE,
    statement="With gain and bias fixed, the input derivative dy/dz is the same for every bias (for instance "
    "beta = 0): beta contributes nothing to the input Jacobian.",
)
def bias_not_in_jacobian(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, other, t = m.vector("gamma"), m.vector("beta"), m.vector("beta2"), m.vector("t")

    def along_t(b):
        return m.D(lambda x: layer_norm(m, x, gamma, b, eps), m.z, t)

    return Equal(along_t(beta), along_t(other), "dy/dz t is the same for any two biases")
