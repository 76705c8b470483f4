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
from ..prove.language.claims import AllD, Example, claim
from ..prove.language.relations import Chain, Equal

ARTICLE = "bias"

#: The document's introduction to the article (inline-math text), in the order of its argument.
INTRODUCTION = (
    r"The bias $\beta$ is the last step of the layer: the core $u_{\varepsilon}(z)$ is scaled coordinatewise by "
    r"the gain $\gamma$ and then shifted by $\beta$ (B1). At a constant input the core vanishes, so the output is the "
    r"bias itself, whatever the gain (B2), and its mean is the mean of the bias rather than $0$ (B3). For a scalar "
    r"loss of the output the bias gradient is the output gradient (B4), worked out for $\lVert y\rVert^{2}/2$ in the "
    r"example of B2 (B5); a bias shared by several positions collects the sum of their gradients (B6). Shifting the input "
    r"by a common offset changes neither the core nor the output and leaves the bias in place (B7), and the bias "
    r"plays no part in the derivative with respect to the input (B8)."
)

#: Scopes the evidence table states where the claim's own scope (a dimension d) does not say it.
SCOPES = {"B6": r"$n \geq 2$ positions"}

#: Short titles of the claims for the documents.
TITLES = {
    "B1": "Where the bias enters",
    "B2": "A constant input returns the bias",
    "B3": "The output mean is the bias mean",
    "B4": "The bias gradient",
    "B5": "The bias gradient in the example of B2",
    "B6": "A bias shared by several positions",
    "B7": "A common shift keeps the bias",
    "B8": "The input derivative does not see the bias",
}

#: The constant input and the bias of the example (B2, B3, B5).
EXAMPLE_Z = (3, 3, 3)
EXAMPLE_BETA = (1, -1, 2)


@claim(
    "B1",
    article=ARTICLE,
    statement=r"The output is $y = \gamma \odot u_{\varepsilon}(z) + \beta$: the bias is added after the gain has "
    r"scaled the core, so removing it changes the output of every input by exactly $\beta$.",
)
def bias_after_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    u = core(m, m.z, eps)
    y = layer_norm(m, m.z, gamma, beta, eps)
    return [
        Equal(y, gamma * u + beta, "the definition of the output (E1)"),
        Equal(y - layer_norm(m, m.z, gamma, m.one * 0, eps), beta, r"the same input with the bias $0$"),
    ]


def _example_output(m, eps, gamma):
    return layer_norm(m, m.vec(EXAMPLE_Z), gamma, m.vec(EXAMPLE_BETA), eps)


@claim(
    "B2",
    article=ARTICLE,
    statement=r"For $z = (3, 3, 3)$ and every $\varepsilon > 0$ the core is $0$, so with $\beta = (1, -1, 2)$ the output "
    r"equals $\beta$ whatever the gain $\gamma$.",
    scope=Example(3),
)
def constant_example(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    return [
        Equal(core(m, m.vec(EXAMPLE_Z), eps), m.one * 0, r"a constant input has $v = 0$ (E2)"),
        Equal(_example_output(m, eps, gamma), m.vec(EXAMPLE_BETA), r"$\gamma \odot 0 + \beta = \beta$ for every $\gamma$"),
    ]


@claim(
    "B3",
    article=ARTICLE,
    statement=r"In the example of B2 the output has coordinate mean $2/3$, the mean of $\beta$, while the core has mean $0$.",
    scope=Example(3),
)
def example_mean(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    return [
        Equal(mean(m, _example_output(m, eps, gamma)), sp.Rational(2, 3), r"$y = \beta$ (B2) and $(1 - 1 + 2)/3 = 2/3$"),
        Equal(mean(m, core(m, m.vec(EXAMPLE_Z), eps)), 0, r"the core is $0$ (B2)"),
    ]


@claim(
    "B4",
    article=ARTICLE,
    statement=r"For any smooth scalar loss $\ell$ of the output, with $g = \nabla \ell(y)$, the bias gradient is $g$: along every "
    r"bias direction $t_{\beta}$ the derivative of $\ell$ is $g^{\mathsf{T}} t_{\beta}$.",
    cites=("chain rule",),
)
def bias_gradient(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t_beta")
    loss = m.scalar_loss("l")

    def output(b):
        return layer_norm(m, m.z, gamma, b, eps)

    g = loss.gradient(output(beta))
    return [
        Equal(m.D(output, beta, t), t, r"$\beta$ enters $y$ as the term $+\beta$ only"),
        Equal(m.D(lambda b: loss(output(b)), beta, t), m.dot(g, t), "chain rule with row [1]"),
    ]


@claim(
    "B5",
    article=ARTICLE,
    statement=r"For $\ell = \lVert y\rVert^{2}/2$ in the example of B2 the bias gradient is $(1, -1, 2)$, for every gain "
    r"and every $\varepsilon > 0$.",
    scope=Example(3),
)
def example_bias_gradient(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    z, beta = m.vec(EXAMPLE_Z), m.vec(EXAMPLE_BETA)

    def loss(b):
        return m.norm2(layer_norm(m, z, gamma, b, eps)) / 2

    return Chain(gradient(m, loss, beta), "the bias gradient").eq(
        layer_norm(m, z, gamma, beta, eps), r"$\nabla \ell(y) = y$ for $\ell = \lVert y\rVert^{2}/2$, and the bias gradient is $g$ (B4)"
    ).eq(beta, r"$y = \beta$ in this example (B2)")


@claim(
    "B6",
    article=ARTICLE,
    statement=r"Let the bias coordinate $\beta_k$ and the gain coordinate $\gamma_k$ of one coordinate $k$ be shared by "
    r"$n \geq 2$ positions, the output at position $m$ being $Y_m = \gamma_k U_m + \beta_k$ with $U_m$ the core "
    r"coordinate $k$ there (in this proposition vectors are indexed by position, $U, Y \in \mathbb{R}^{n}$, and $\mathbf{1}$ "
    r"is the all-ones vector of $\mathbb{R}^{n}$). For any smooth scalar loss $\ell(Y)$ the gradient with respect to $\beta_k$ is the sum of the "
    r"gradients of the positions: $\partial \ell/\partial \beta_k = \sum_m \partial \ell/\partial Y_m$.",
    scope=AllD(min_d=2),
    cites=("chain rule",),
)
def shared_bias(m):
    # Position space: coordinate p of a vector is position p.  Output p is Y_p = gamma_k U_p + beta_k, where U_p is
    # the core coordinate k at position p (arbitrary: each position has its own input).
    b, c = m.scalar("beta_k"), m.scalar("gamma_k")
    U = m.vector("U")
    loss = m.scalar_loss("l")

    def outputs(shared):
        return U * c + shared

    per_position = loss.gradient(outputs(m.one * b))
    return [
        Equal(m.D(outputs, m.one * b, m.one), m.one, r"$Y = \gamma_k U + \beta_k \mathbf{1}$: moving $\beta_k$ moves every $Y_m$ alike"),
        Equal(
            m.D(lambda shared: loss(outputs(shared)), m.one * b, m.one),
            m.total(per_position),
            r"chain rule: the derivative along $\mathbf{1}$ sums the gradients of the positions",
        ),
    ]


@claim(
    "B7",
    article=ARTICLE,
    statement=r"A common shift $z + c \mathbf{1}$ of the input leaves the core and the output unchanged, and it does not "
    r"remove the bias: $y - \beta$ is still $\gamma \odot u_{\varepsilon}(z)$, and the output mean still contains the "
    r"mean of $\beta$.",
)
def shift_keeps_bias(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    shifted = m.z + m.one * c
    y = layer_norm(m, shifted, gamma, beta, eps)
    return [
        Equal(core(m, shifted, eps), core(m, m.z, eps), "shift invariance (E7)"),
        Equal(y, layer_norm(m, m.z, gamma, beta, eps), r"$y$ depends on the input through the core only, which row [1] leaves unchanged"),
        Equal(
            y - beta,
            gamma * core(m, m.z, eps),
            r"the definition of the output, $y(z + c \mathbf{1}) = \gamma \odot u_{\varepsilon}(z + c \mathbf{1}) + \beta$, "
            r"and row [1] (E7)",
        ),
        Equal(mean(m, y), mean(m, gamma * core(m, m.z, eps)) + mean(m, beta), "the coordinate mean is linear"),
    ]


@claim(
    "B8",
    article=ARTICLE,
    statement=r"With the gain fixed, the derivative of $y$ along any input direction $t$ does not depend on the bias: "
    r"it is the same for any two biases $\beta$ and $\beta'$, so the bias contributes nothing to the input Jacobian.",
)
def bias_not_in_jacobian(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, other, t = m.vector("gamma"), m.vector("beta"), m.vector("beta2"), m.vector("t")

    def along_t(b):
        return m.D(lambda x: layer_norm(m, x, gamma, b, eps), m.z, t)

    return Equal(along_t(beta), along_t(other), r"the bias is constant in $z$")
