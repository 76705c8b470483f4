r"""The RMSNorm article: claims R1-R15.

RMSNorm divides the input by its root mean square, ``r_eps(z) = z/sqrt(s + eps)``
with ``s = |z|^2/d`` (:mod:`symln.rms`), and then applies a gain and, in some
models, a bias.  It does not center.  The claims follow layer norm's: the
convention; the Jacobian derived by differentiation and its closed form
``(s+eps)^(-1/2) (I - z z^T/(d (s+eps)))``; its eigenpairs (along z and
orthogonal to z) and the one-coordinate case; the operator-norm bound
``eps^(-1/2)``, attained only at z = 0; the Lipschitz constants of ``r_eps`` and
of the output with a gain; scaling as a change of eps; the exact effect of a
common shift (no invariance); the mean square ``s/(s+eps)`` of ``r_eps(z)``; layer norm as
RMSNorm of the centered input; the parameter gradients; and worked examples.
"""

from __future__ import annotations

import sympy as sp

from ..model import center, core, gradient, layer_norm, mean, variance
from ..prove.language.claims import AllD, Example, claim
from ..prove.language.relations import Chain, Equal, LessEqual, Limit, LipschitzBound, Positive
from ..rms import mean_square, rms_core, rms_jacobian, rms_norm

ARTICLE = "rmsnorm"

#: The document's introduction to the article (inline-math text), in the order of its argument.
INTRODUCTION = (
    r"RMSNorm divides the input by its root mean square instead of centering it: with the mean square "
    r"$s = \lVert z\rVert^{2}/d$ it computes $r_{\varepsilon}(z) = z/\sqrt{s + \varepsilon}$ and the output "
    r"$\tilde{y} = \gamma \odot r_{\varepsilon}(z) + \beta$, where many models leave out the bias ($\beta = 0$) (R1). "
    r"Differentiating gives the Jacobian $J_{r} = D r_{\varepsilon}(z)$ in closed form (R2). The input itself is an "
    r"eigenvector, with eigenvalue $\varepsilon/(s + \varepsilon)^{3/2}$ (R3), and every direction orthogonal to it has "
    r"eigenvalue $(s + \varepsilon)^{-1/2}$ (R4); with one coordinate only the first kind exists (R5). The eigenvalues give "
    r"the operator-norm bound $\varepsilon^{-1/2}$ (R6), reached at $z = 0$ and nowhere else (R7), hence the Lipschitz "
    r"constants $\varepsilon^{-1/2}$ of $r_{\varepsilon}$ (R8) and $\max_i \lvert\gamma_i\rvert/\sqrt{\varepsilon}$ of the "
    r"output (R9). Scaling the input acts like a change of $\varepsilon$ (R10), while a common shift changes the output "
    r"(R11): RMSNorm is not shift invariant. The normalized input $r_{\varepsilon}(z)$ has mean square "
    r"$s/(s + \varepsilon)$ (R12), and layer norm is RMSNorm applied to the centered input (R13). The parameter "
    r"gradients are those of layer norm (B4, G6) with $r_{\varepsilon}(z)$ in place of the core (R14). Two worked examples give "
    r"exact values (R15, R16)."
)

#: Short titles of the claims for the documents.
#: Closing sentences of proofs, after the numbered reasons (inline-math text).
CLOSINGS = {
    "R4": r"For $z \neq 0$, row [2] divided by $\lVert z\rVert^{2}$ says that $w = x - (z^{\mathsf{T}} x) z/\lVert z\rVert^{2}$ "
    r"is orthogonal to $z$, so every $x$ is $(z^{\mathsf{T}} x) z/\lVert z\rVert^{2} + w$: $z$ and the $w$ span $\mathbb{R}^{d}$. "
    r"Nonzero such $w$ exist for $d \geq 2$, as the kernel of $w \mapsto z^{\mathsf{T}} w$, a linear map from $\mathbb{R}^{d}$ "
    r"to $\mathbb{R}$, has dimension at least $d - 1 \geq 1$ (rank--nullity); at $z = 0$ every vector is such a $w$; for $d = 1$ "
    r"and $z \neq 0$, $z^{\mathsf{T}} w = z_1 w_1 = 0$ forces $w = 0$.",
    "R11": r"So $\mathbf{1}^{\mathsf{T}} J_{r} \mathbf{1} > 0$, hence $J_{r} \mathbf{1} \neq 0$; as $J_{r} \mathbf{1}$ is the "
    r"derivative of $c \mapsto r_{\varepsilon}(z + c \mathbf{1})$ at $c = 0$, that map is not constant near $c = 0$.",
}

TITLES = {
    "R1": "RMSNorm conventions",
    "R2": "The Jacobian",
    "R3": "The input direction",
    "R4": "The directions orthogonal to the input",
    "R5": "RMSNorm with one coordinate",
    "R6": "The operator-norm bound of RMSNorm",
    "R7": "Where the RMSNorm bound is attained",
    "R8": "The Lipschitz bound",
    "R9": "The Lipschitz bound of the RMSNorm output",
    "R10": r"Scaling RMSNorm acts like a change of $\varepsilon$",
    "R11": "A common shift",
    "R12": "Mean square, mean and variance of the normalized input",
    "R13": "Layer norm is RMSNorm of the centered input",
    "R14": "The parameter gradients",
    "R15": "A three-coordinate example",
    "R16": "RMSNorm at a constant input",
}
HALF = sp.Rational(1, 2)


def _rsqrt(x):
    return x ** (-HALF)


def jacobian_closed_form(m, eps, at=None):
    r"""``(s+eps)^{-1/2} (I - x x^T / (d (s+eps)))`` at the input *at* (R2)."""
    x = m.z if at is None else at
    s = mean_square(m, x)
    return (m.eye() - m.outer(x, x) / (m.d * (s + eps))) * _rsqrt(s + eps)


def bound_gap(m, eps, x):
    r"""``|x|^2/eps - |J_r x|^2`` as a sum of visibly nonnegative terms (the R6 certificate).

    ``J_r x = (s+eps)^{-1/2} (x - k z)`` with ``k = <z, x>/(d (s+eps))``, and
    ``|z|^2 = d s`` gives ``|J_r x|^2 = (|x|^2 - <z, x>^2 (s + 2 eps)/(d (s+eps)^2))/(s+eps)``; so
    the gap is ``|x|^2 s/(eps (s+eps)) + <z, x>^2 (s + 2 eps)/(d (s+eps)^3)``.
    """
    s = mean_square(m, m.z)
    return m.norm2(x) * s / (eps * (s + eps)) + sharp_gap(m, eps, x)


def sharp_gap(m, eps, x):
    r"""``|x|^2/(s+eps) - |J_r x|^2 = <z, x>^2 (s + 2 eps)/(d (s+eps)^3)`` (R7; see :func:`bound_gap`)."""
    s = mean_square(m, m.z)
    return m.dot(m.z, x) ** 2 * (s + 2 * eps) / (m.d * (s + eps) ** 3)


@claim(
    "R1",
    article=ARTICLE,
    statement=r"The RMSNorm conventions: the mean square is $s = \lVert z\rVert^{2}/d$, which is $q + \mu^{2}$ (no "
    r"centering); the normalized input is $r_{\varepsilon}(z) = z/\sqrt{s + \varepsilon}$; and the output "
    r"$\tilde{y} = \gamma \odot r_{\varepsilon}(z) + \beta$ applies the gain coordinatewise and then adds the bias, "
    r"$\beta = 0$ in the bias-free form.",
)
def convention(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    z = m.z
    s = mean_square(m, z)
    return [
        Equal(s, variance(m, z) + mean(m, z) ** 2, r"expand $\lVert v + \mu \mathbf{1}\rVert^{2}$ with $\mathbf{1}^{\mathsf{T}} v = 0$"),
        Equal(rms_core(m, z, eps), z * _rsqrt(s + eps), "the definition of RMSNorm"),
        Equal(rms_norm(m, z, gamma, beta, eps), m.diag(gamma) @ rms_core(m, z, eps) + beta, r"the gain written as a matrix, as in E1"),
        Equal(rms_norm(m, z, gamma, m.one * 0, eps), gamma * rms_core(m, z, eps), r"without a bias, $\beta = 0$"),
    ]


@claim(
    "R2",
    article=ARTICLE,
    statement=r"Differentiating $r_{\varepsilon}$ gives its Jacobian "
    r"$J_{r} = D r_{\varepsilon}(z) = (s + \varepsilon)^{-1/2} \left(I - z z^{\mathsf{T}}/(d (s + \varepsilon))\right)$, "
    r"a symmetric matrix.",
)
def jacobian(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    z = m.z
    s = mean_square(m, z)
    scale = _rsqrt(s + eps)

    def r(x):
        return rms_core(m, x, eps)

    def scale_of(x):
        return _rsqrt(mean_square(m, x) + eps)

    chain = (
        Chain(m.D(r, z, t), r"the derivative of $r_{\varepsilon}$ along $t$")
        .eq(z * m.D(scale_of, z, t) + t * scale, r"product rule for $r_{\varepsilon}(z) = z (s + \varepsilon)^{-1/2}$")
        .eq(
            z * (-HALF * (s + eps) ** sp.Rational(-3, 2) * m.D(lambda x: mean_square(m, x), z, t)) + t * scale,
            r"chain rule: the derivative of $(s + \varepsilon)^{-1/2}$ along $t$ is $-\tfrac{1}{2} (s + \varepsilon)^{-3/2}$ "
            r"times that of $s$",
        )
        .eq(
            z * (-(s + eps) ** sp.Rational(-3, 2) * m.dot(z, t) / m.d) + t * scale,
            r"$s = \lVert z\rVert^{2}/d$ gives $D s \, t = 2 z^{\mathsf{T}} t/d$",
        )
        .eq(jacobian_closed_form(m, eps) @ t, r"collect the terms: $z (z^{\mathsf{T}} t) = (z z^{\mathsf{T}}) t$")
    )
    derived = rms_jacobian(m, eps)
    return [
        chain,
        Equal(derived, jacobian_closed_form(m, eps), r"row [4] holds for every $t \in \mathbb{R}^{d}$, so the two matrices agree"),
        Equal(derived.T, derived, r"$I$ and $z z^{\mathsf{T}}$ are symmetric"),
    ]


@claim(
    "R3",
    article=ARTICLE,
    statement=r"The input is an eigenvector of the Jacobian: $J_{r} z = \frac{\varepsilon}{(s + \varepsilon)^{3/2}} z$, so every "
    r"nonzero $z$ is stretched along itself by $\varepsilon/(s + \varepsilon)^{3/2}$.",
)
def input_eigenpair(m):
    eps = m.scalar("eps", positive=True)
    z, s = m.z, mean_square(m, m.z)
    return Chain(rms_jacobian(m, eps) @ z, r"$J_{r} z$").eq(
        (z - z * (m.norm2(z) / (m.d * (s + eps)))) * _rsqrt(s + eps), "the closed form (R2)"
    ).eq(z * (eps * (s + eps) ** sp.Rational(-3, 2)), r"$\lVert z\rVert^{2} = d s$, and $1 - s/(s + \varepsilon) = \varepsilon/(s + \varepsilon)$")


@claim(
    "R4",
    article=ARTICLE,
    statement=r"Every nonzero $w$ orthogonal to $z$ is an eigenvector of the Jacobian $J_{r}$ with eigenvalue "
    r"$(s + \varepsilon)^{-1/2}$; together with $z$ these span $\mathbb{R}^{d}$. Such $w$ exist for $d \geq 2$ and at "
    r"$z = 0$; for $d = 1$ and $z \neq 0$ there is none.",
)
def orthogonal_eigenpair(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    w = m.vector("w", orthogonal_to=(m.z,))
    x = m.vector("x")
    return [
        Chain(rms_jacobian(m, eps) @ w, r"$J_{r} w$").eq(w * _rsqrt(s + eps), r"the closed form (R2) with $z^{\mathsf{T}} w = 0$"),
        Equal(
            m.dot(m.z, x * m.norm2(m.z) - m.z * m.dot(m.z, x)),
            0,
            r"both terms are $\lVert z\rVert^{2} z^{\mathsf{T}} x$, as $z^{\mathsf{T}} z = \lVert z\rVert^{2}$",
        ),
    ]


def _one_coordinate(m, t):
    """The single coordinate of ``r_eps`` at the input ``(t)``."""
    return m.coordinates(rms_core(m, m.vec([t]), m.scalar("eps", positive=True)))[0]


@claim(
    "R5",
    article=ARTICLE,
    statement=r"For $d = 1$ the input is $z = (z_1)$, and $r_{\varepsilon}(z) = z/\sqrt{z_1^{2} + \varepsilon}$ is increasing "
    r"in $z_1$, with derivative $\varepsilon/(z_1^{2} + \varepsilon)^{3/2} > 0$ (the eigenvalue of R3); writing "
    r"$[r_{\varepsilon}(\zeta)]_1$ for its coordinate at the input $(\zeta)$, it tends to $\pm 1$ as $\zeta \to \pm\infty$: unlike "
    r"layer norm, which is $0$ at $d = 1$, one coordinate is not lost.",
    scope=Example(1),
)
def one_coordinate(m):
    eps = m.scalar("eps", positive=True)
    (x,) = m.coordinates(m.z)
    slope = eps * (x**2 + eps) ** sp.Rational(-3, 2)
    return [
        Equal(rms_core(m, m.z, eps), m.z * _rsqrt(x**2 + eps), r"$s = z_1^{2}$ at $d = 1$"),
        Equal(rms_jacobian(m, eps), m.eye() * slope, r"the quotient rule: the derivative of $z_1/\sqrt{z_1^{2} + \varepsilon}$ in $z_1$ is "
                   r"$(\sqrt{z_1^{2} + \varepsilon} - z_1^{2}/\sqrt{z_1^{2} + \varepsilon})/(z_1^{2} + \varepsilon) = \varepsilon/(z_1^{2} + \varepsilon)^{3/2}$"),
        Positive(slope, r"$\varepsilon > 0$"),
        Limit(lambda t: _one_coordinate(m, t), sp.oo, 1, "zeta", r"for $\zeta > 0$, $[r_{\varepsilon}(\zeta)]_1 = 1/\sqrt{1 + \varepsilon/\zeta^{2}}$ (divide by $\zeta$), and $\varepsilon/\zeta^{2} \to 0$"),
        Limit(lambda t: _one_coordinate(m, t), -sp.oo, -1, "zeta", r"for $\zeta < 0$, $[r_{\varepsilon}(\zeta)]_1 = -1/\sqrt{1 + \varepsilon/\zeta^{2}}$ (divide by $\lvert \zeta\rvert = -\zeta$), and $\varepsilon/\zeta^{2} \to 0$"),
        Equal(core(m, m.z, eps), m.one * 0, r"layer norm at $d = 1$ (E20.d1)"),
    ]


@claim(
    "R6",
    article=ARTICLE,
    statement=r"The Jacobian's operator 2-norm is at most $\varepsilon^{-1/2}$ at every input: "
    r"$\lVert J_{r} x\rVert^{2} \leq \lVert x\rVert^{2}/\varepsilon$ for every $x$.",
)
def operator_bound(m):
    eps = m.scalar("eps", positive=True)
    x = m.vector("x")
    return LessEqual(
        m.norm2(rms_jacobian(m, eps) @ x),
        m.norm2(x) / eps,
        gap=bound_gap(m, eps, x),
        gap_label=r"with $J_{r} x$ from the closed form (R2), the difference is $\lVert x\rVert^{2}$ and "
        r"$(z^{\mathsf{T}} x)^{2}$ with positive factors",
    )


@claim(
    "R7",
    article=ARTICLE,
    statement=r"The bound $\varepsilon^{-1/2}$ is attained at $z = 0$, where $J_{r} = I/\sqrt{\varepsilon}$ stretches every "
    r"direction by exactly $\varepsilon^{-1/2}$, and nowhere else: at every $z$, "
    r"$\lVert J_{r} x\rVert^{2} \leq \lVert x\rVert^{2}/(s + \varepsilon)$, and $1/\varepsilon - 1/(s + \varepsilon) = "
    r"s/(\varepsilon (s + \varepsilon))$ is positive unless $z = 0$. For $d \geq 2$ the local amplification "
    r"$(s + \varepsilon)^{-1/2}$ is attained along the directions orthogonal to $z$ (R4).",
)
def bound_attained(m):
    eps = m.scalar("eps", positive=True)
    x = m.vector("x")
    s = mean_square(m, m.z)
    zero = m.one * 0
    return [
        Equal(rms_jacobian(m, eps, at=zero), m.eye() * _rsqrt(eps), r"$s = 0$ at $z = 0$ in the closed form (R2)"),
        Equal(m.norm2(rms_jacobian(m, eps, at=zero) @ x), m.norm2(x) / eps, r"so every $x$ is stretched by $\varepsilon^{-1/2}$"),
        LessEqual(
            m.norm2(rms_jacobian(m, eps) @ x),
            m.norm2(x) / (s + eps),
            gap=sharp_gap(m, eps, x),
            label=r"$\lVert J_{r} x\rVert^{2} \leq \lVert x\rVert^{2}/(s + \varepsilon)$",
            gap_label=r"with $J_{r} x$ from the closed form (R2), the difference is $(z^{\mathsf{T}} x)^{2}$ with a "
            r"positive factor",
        ),
        Equal(1 / eps - 1 / (s + eps), s / (eps * (s + eps)), r"the difference of the squared bounds, $0$ only where $s = 0$"),
    ]


@claim(
    "R8",
    article=ARTICLE,
    statement=r"$r_{\varepsilon}$ is Lipschitz with constant $\varepsilon^{-1/2}$: "
    r"$\lVert r_{\varepsilon}(z) - r_{\varepsilon}(z')\rVert \leq \lVert z - z'\rVert/\sqrt{\varepsilon}$, by the "
    r"derivative bound (R6) along the segment from $z'$ to $z$.",
    cites=("mean value inequality for continuously differentiable maps",),
)
def lipschitz(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(
        lambda p: rms_core(m, p, eps),
        1 / eps,
        x,
        bound_gap(m, eps, x.vector),
        label=r"$\lVert D r_{\varepsilon}(p) x\rVert \leq \lVert x\rVert/\sqrt{\varepsilon}$ at every input $p$ and for "
        r"every $x$ (R6), here at $p = z' + \tau (z - z')$ with $x = z - z'$",
    )


@claim(
    "R9",
    article=ARTICLE,
    statement=r"The output $\tilde{y} = \gamma \odot r_{\varepsilon}(z) + \beta$ has a Lipschitz constant "
    r"$\max_i \lvert\gamma_i\rvert/\sqrt{\varepsilon}$, with or without a bias.",
    cites=("mean value inequality for continuously differentiable maps",),
)
def output_lipschitz(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    big, slack = m.max_abs(gamma)
    x = m.generic_vector("x", along=(m.one,))
    jx = rms_jacobian(m, eps) @ x.vector
    # G^2|x|^2/eps - |gamma (.) J x|^2 = G^2 (|x|^2/eps - |J x|^2) + sum_i (G^2 - gamma_i^2) (J x)_i^2
    gap = big**2 * bound_gap(m, eps, x.vector) + m.weighted_norm2(slack, jx)
    return LipschitzBound(
        lambda p: rms_norm(m, p, gamma, beta, eps),
        big**2 / eps,
        x,
        gap,
        label=r"at $p = z' + \tau (z - z')$ and $x = z - z'$, $D \tilde{y}(p) x = \gamma \odot (D r_{\varepsilon}(p) x)$, as "
        r"$\beta$ does not depend on the input, so $\lVert D \tilde{y}(p) x\rVert \leq G "
        r"\lVert D r_{\varepsilon}(p) x\rVert$ (E22) and $\lVert D r_{\varepsilon}(p) x\rVert \leq "
        r"\lVert x\rVert/\sqrt{\varepsilon}$ (R6)",
    )


@claim(
    "R10",
    article=ARTICLE,
    statement=r"Scaling the input by $a > 0$ gives $r_{\varepsilon}(a z) = z/\sqrt{s + \varepsilon/a^{2}} = "
    r"r_{\varepsilon/a^{2}}(z)$: scaling acts like dividing $\varepsilon$ by $a^{2}$, and a negative factor also flips "
    r"the sign, $r_{\varepsilon}(-a z) = -r_{\varepsilon/a^{2}}(z)$.",
)
def scaling(m):
    eps, a = m.scalar("eps", positive=True), m.scalar("a", positive=True)
    s = mean_square(m, m.z)
    return [
        Chain(rms_core(m, m.z * a, eps), r"$r_{\varepsilon}$ of the scaled input")
        .eq(m.z * _rsqrt(s + eps / a**2), r"$s(a z) = a^{2} s$; divide by $a > 0$")
        .eq(rms_core(m, m.z, eps / a**2), r"the definition, with $\varepsilon/a^{2}$ in place of $\varepsilon$"),
        Equal(rms_core(m, m.z * (-a), eps), -rms_core(m, m.z, eps / a**2), r"$r_{\varepsilon}(-a z) = -a z/\sqrt{s(-a z) + \varepsilon}$ and $s(-a z) = s(a z)$, so "
              r"$r_{\varepsilon}(-a z) = -r_{\varepsilon}(a z)$, which is $-r_{\varepsilon/a^{2}}(z)$ by row [2]"),
    ]


@claim(
    "R11",
    article=ARTICLE,
    statement=r"A common shift changes RMSNorm: $s(z + c \mathbf{1}) = s + 2 c \mu + c^{2}$ and "
    r"$r_{\varepsilon}(z + c \mathbf{1}) = (z + c \mathbf{1})/\sqrt{s + 2 c \mu + c^{2} + \varepsilon}$ for every $c$; a "
    r"constant input $c' \mathbf{1}$ with $c' > 0$ maps to $c' \mathbf{1}/\sqrt{c'^{2} + \varepsilon}$, whose mean is positive where layer "
    r"norm gives $0$; and at every input the derivative along $\mathbf{1}$ is "
    r"$J_{r} \mathbf{1} = (\mathbf{1} - \mu z/(s + \varepsilon))/\sqrt{s + \varepsilon}$, not $0$, so "
    r"$c \mapsto r_{\varepsilon}(z + c \mathbf{1})$ is not constant near $c = 0$.",
)
def common_shift(m):
    eps, c, a = m.scalar("eps", positive=True), m.scalar("c"), m.scalar("cprime", positive=True)
    z, mu, s, q = m.z, mean(m, m.z), mean_square(m, m.z), variance(m, m.z)
    level = s + 2 * c * mu + c**2
    constant = rms_core(m, m.one * a, eps)
    along_one = rms_jacobian(m, eps) @ m.one
    return [
        Equal(mean_square(m, z + m.one * c), level, r"expand $\lVert z + c \mathbf{1}\rVert^{2}$ with $\mathbf{1}^{\mathsf{T}} z = d \mu$"),
        Equal(rms_core(m, z + m.one * c, eps), (z + m.one * c) * _rsqrt(level + eps), "the definition at the shifted input"),
        Equal(constant, m.one * (a * _rsqrt(a**2 + eps)), r"$s(c' \mathbf{1}) = c'^{2}$"),
        Positive(mean(m, constant), r"its mean $c'/\sqrt{c'^{2} + \varepsilon}$ is positive as $c' > 0$"),
        Equal(core(m, m.one * a, eps), m.one * 0, "layer norm of a constant input (E2)"),
        Equal(along_one, (m.one - z * (mu / (s + eps))) * _rsqrt(s + eps), r"the closed form (R2) with $z^{\mathsf{T}} \mathbf{1} = d \mu$"),
        Chain(m.dot(m.one, along_one))
        .eq(m.d * (s + eps - mu**2) * (s + eps) ** sp.Rational(-3, 2), r"row [6], with $\mathbf{1}^{\mathsf{T}} \mathbf{1} = d$ and $\mathbf{1}^{\mathsf{T}} z = d \mu$")
        .eq(m.d * (q + eps) * (s + eps) ** sp.Rational(-3, 2), r"$s - \mu^{2} = q$: the mean square is the variance plus the squared mean"),
        Positive(
            m.d * (q + eps) * (s + eps) ** sp.Rational(-3, 2),
            r"$q \geq 0$ (Lemma 5) and $\varepsilon > 0$",
        ),
    ]


@claim(
    "R12",
    article=ARTICLE,
    statement=r"The coordinates of $r_{\varepsilon}(z)$ have mean square $s/(s + \varepsilon) < 1$, mean "
    r"$\mu/\sqrt{s + \varepsilon}$ and variance $q/(s + \varepsilon)$.",
)
def mean_square_of_output(m):
    eps = m.scalar("eps", positive=True)
    r = rms_core(m, m.z, eps)
    s, mu, q = mean_square(m, m.z), mean(m, m.z), variance(m, m.z)
    return [
        Chain(mean_square(m, r), r"mean square of $r_{\varepsilon}(z)$")
        .eq(m.norm2(m.z) / (m.d * (s + eps)), r"$r_{\varepsilon}(z) = z/\sqrt{s + \varepsilon}$")
        .eq(s / (s + eps), r"$\lVert z\rVert^{2} = d s$"),
        LessEqual(
            s / (s + eps),
            1,
            gap=eps / (s + eps),
            strict=True,
            gap_label=r"$1 - s/(s + \varepsilon) = <gap>$: the numerator $\varepsilon$ is positive and so is the denominator $s + \varepsilon$, as $s \geq 0$ is a mean of squares",
        ),
        Equal(mean(m, r), mu * _rsqrt(s + eps), r"the mean of $z$ divided by $\sqrt{s + \varepsilon}$"),
        Equal(variance(m, r), q / (s + eps), r"the variance of $z$ divided by $s + \varepsilon$"),
    ]


@claim(
    "R13",
    article=ARTICLE,
    statement=r"Layer norm is RMSNorm of the centered input: the mean square of $v = P z$ is the variance $q$, so "
    r"$u_{\varepsilon}(z) = r_{\varepsilon}(v)$ and $y = \gamma \odot r_{\varepsilon}(v) + \beta$; for every $x$ of "
    r"mean $0$ and every $c$, $u_{\varepsilon}(x + c \mathbf{1}) = r_{\varepsilon}(x)$, so with $c = 0$ the two agree on "
    r"inputs of mean $0$.",
)
def layer_norm_is_centered_rms(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    v = center(m, m.z)
    centered = m.vector("x", orthogonal_to=(m.one,))
    return [
        Equal(mean_square(m, v), variance(m, m.z), r"$s(v) = \lVert v\rVert^{2}/d = q$"),
        Equal(core(m, m.z, eps), rms_core(m, v, eps), r"both are $v/\sqrt{q + \varepsilon}$"),
        Equal(layer_norm(m, m.z, gamma, beta, eps), rms_norm(m, v, gamma, beta, eps), "the same gain and bias"),
        Equal(core(m, centered + m.one * c, eps), rms_core(m, centered, eps), r"$P (x + c \mathbf{1}) = x$ as $\mathbf{1}^{\mathsf{T}} x = 0$, so $u_{\varepsilon}(x + c \mathbf{1}) = x/\sqrt{q(x) + \varepsilon}$, "
             r"and $q(x) = \lVert x\rVert^{2}/d = s(x)$ for $x$ of mean $0$"),
    ]


@claim(
    "R14",
    article=ARTICLE,
    statement=r"For any smooth scalar loss $\ell$ of the output, with $g = \nabla \ell(\tilde{y})$ here its gradient at the "
    r"output $\tilde{y}$ of RMSNorm, the gain gradient is "
    r"$g \odot r_{\varepsilon}(z)$ and the bias gradient is $g$: along gain and bias directions $t_{\gamma}$ and "
    r"$t_{\beta}$ the derivatives of $\ell$ are $(g \odot r_{\varepsilon}(z))^{\mathsf{T}} t_{\gamma}$ and "
    r"$g^{\mathsf{T}} t_{\beta}$.",
    cites=("chain rule",),
)
def parameter_gradients(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, a, b = m.vector("gamma"), m.vector("beta"), m.vector("t_gamma"), m.vector("t_beta")
    loss = m.scalar_loss("l")
    r = rms_core(m, m.z, eps)
    g = loss.gradient(rms_norm(m, m.z, gamma, beta, eps))
    return [
        Equal(m.D(lambda G: loss(rms_norm(m, m.z, G, beta, eps)), gamma, a), m.dot(g * r, a), r"chain rule: $\tilde{y}$ is linear in $\gamma$ and changes along $t_{\gamma}$ at the rate "
              r"$t_{\gamma} \odot r_{\varepsilon}(z)$, and $g^{\mathsf{T}} (t_{\gamma} \odot r_{\varepsilon}(z)) = (g \odot r_{\varepsilon}(z))^{\mathsf{T}} t_{\gamma}$"),
        Equal(m.D(lambda B: loss(rms_norm(m, m.z, gamma, B, eps)), beta, b), m.dot(g, b), r"chain rule: $\beta$ enters $\tilde{y}$ as the added term, so $\tilde{y}$ changes along $t_{\beta}$ at the rate $t_{\beta}$"),
    ]


#: The example of R15.
EXAMPLE_Z = (1, 2, 2)
EXAMPLE_EPS = 1
EXAMPLE_GAMMA = (2, 0, -1)
EXAMPLE_BETA = (0, 1, 0)


@claim(
    "R15",
    article=ARTICLE,
    statement=r"For $z = (1, 2, 2)$ and $\varepsilon = 1$: $s = 3$ and $r_{\varepsilon}(z) = (1/2, 1, 1)$, of mean square "
    r"$3/4$; the Jacobian is $I/2 - z z^{\mathsf{T}}/24$ with $J_{r} z = z/8$; with $\gamma = (2, 0, -1)$ and "
    r"$\beta = (0, 1, 0)$ the output is $(1, 1, -1)$, and for $\ell = \lVert \tilde{y}\rVert^{2}/2$ the gain gradient is "
    r"$(1/2, 1, -1)$ and the bias gradient $(1, 1, -1)$.",
    scope=Example(3),
)
def example(m):
    z, eps = m.vec(EXAMPLE_Z), m.number(EXAMPLE_EPS)
    gamma, beta = m.vec(EXAMPLE_GAMMA), m.vec(EXAMPLE_BETA)
    J = rms_jacobian(m, eps, at=z)
    y = rms_norm(m, z, gamma, beta, eps)

    def loss_in_gain(G):
        return m.norm2(rms_norm(m, z, G, beta, eps)) / 2

    def loss_in_bias(B):
        return m.norm2(rms_norm(m, z, gamma, B, eps)) / 2

    return [
        Equal(mean_square(m, z), 3, "$(1 + 4 + 4)/3$"),
        Equal(rms_core(m, z, eps), m.vec([HALF, 1, 1]), r"$\sqrt{s + \varepsilon} = 2$"),
        Equal(mean_square(m, rms_core(m, z, eps)), sp.Rational(3, 4), r"$s/(s + \varepsilon)$ (R12)"),
        Equal(J, m.eye() * HALF - m.outer(z, z) / 24, r"$d (s + \varepsilon) = 12$ in the closed form (R2)"),
        Equal(J @ z, z * sp.Rational(1, 8), r"$\varepsilon/(s + \varepsilon)^{3/2} = 1/8$ (R3)"),
        Equal(y, m.vec([1, 1, -1]), r"$(2 \cdot 1/2 + 0, 0 \cdot 1 + 1, (-1) \cdot 1 + 0)$"),
        Equal(gradient(m, loss_in_gain, gamma), m.vec([HALF, 1, -1]), r"$g \odot r_{\varepsilon}(z)$ with $g = \tilde{y}$ (R14)"),
        Equal(gradient(m, loss_in_bias, beta), m.vec([1, 1, -1]), r"$g = \tilde{y}$ (R14)"),
    ]


@claim(
    "R16",
    article=ARTICLE,
    statement=r"For the constant input $z = (1, 1)$ and $\varepsilon = 3$: $s = 1$ and $r_{\varepsilon}(z) = (1/2, 1/2)$, "
    r"while layer norm gives $0$; shifting the input to $(0, 0)$ gives $0$, and the Jacobian there is "
    r"$\frac{1}{\sqrt{3}} I$, the largest amplification $\varepsilon^{-1/2}$ (R7).",
    scope=Example(2),
)
def constant_example(m):
    z, eps = m.vec([1, 1]), m.number(3)
    zero = m.vec([0, 0])
    return [
        Equal(mean_square(m, z), 1, "$(1 + 1)/2$"),
        Equal(rms_core(m, z, eps), m.vec([HALF, HALF]), r"$\sqrt{s + \varepsilon} = 2$"),
        Equal(core(m, z, eps), m.vec([0, 0]), "a constant input has core $0$ (E2)"),
        Equal(rms_core(m, zero, eps), m.vec([0, 0]), r"$0/\sqrt{0 + \varepsilon}$"),
        Equal(rms_jacobian(m, eps, at=zero), m.eye() / m.sqrt(eps), r"$s = 0$ in the closed form (R2)"),
    ]
