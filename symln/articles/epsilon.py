r"""The epsilon article: claims E1-E21 of CLAIMS.md.

The stabilizing constant eps > 0 enters the core as ``u_eps(z) = v/sqrt(q+eps)``.
The claims below establish the convention, the behaviour at constant inputs,
the coordinate mean and variance of the core, shift and scaling, the centering
matrix, the Jacobian (derived by differentiation), its three eigenpairs, the
operator-norm and Lipschitz bounds with their attainment, and the one-parameter
family ``t (-1, 0, 1)``.
"""

from __future__ import annotations

import sympy as sp

from ..model import center, centering_matrix, core, core_jacobian, layer_norm, mean, variance
from ..prove.language.claims import AllD, Example, claim
from ..prove.language.relations import Chain, Equal, LessEqual, Limit, LipschitzBound, Positive, Solutions

ARTICLE = "epsilon"

#: The document's introduction to the article (inline-math text), in the order of its argument.
INTRODUCTION = (
    r"The stabilizing constant $\varepsilon > 0$ enters the core under the square root, "
    r"$u_{\varepsilon}(z) = v/\sqrt{q + \varepsilon}$ (E1). It keeps the core defined at constant inputs, where it is "
    r"$0$ (E2). The core's coordinates have mean $0$ (E3) and variance $q/(q + \varepsilon)$ (E4), which is close to $1$ "
    r"only when $q$ is large against $\varepsilon$ (E5); a three-coordinate example computes it in both regimes (E6). The core ignores a common "
    r"shift (E7), but a scaling acts like a change of $\varepsilon$ (E8), so with $\varepsilon > 0$ the core is not scale "
    r"invariant (E9), as it would be with $\varepsilon = 0$ (E10). The centering matrix $P$ (E11) enters the Jacobian of "
    r"the core (E12), whose eigenpairs are the all-ones direction with eigenvalue $0$ (E13), $v$ (E14) and the directions "
    r"orthogonal to both (E15); at a constant input the Jacobian is $P/\sqrt{\varepsilon}$ (E16). The eigenvalues give the "
    r"operator-norm bound $\varepsilon^{-1/2}$ (E17), hence the Lipschitz bounds of the core (E18) and of the output "
    r"(E19, with the norm of the gain, E22); the bound is attained at constant inputs (E20) and grows as $\varepsilon$ "
    r"shrinks (E23). Finally the family of inputs $t (-1, 0, 1)^{\mathsf{T}}$ shows the response of one coordinate and its saturation "
    r"(E21, Figure F1)."
)

#: Closing sentences of proofs, after the numbered reasons (inline-math text).
CLOSINGS = {
    "E22": r"So $\operatorname{diag}(\gamma)$ stretches no vector by more than $G$ (row [1]) and stretches $e_j$ by "
    r"$\lvert\gamma_j\rvert$ (row [3]), which is $G$ for a $j$ with $\lvert\gamma_j\rvert = G$: its operator norm is $G$.",
}

#: Scopes the evidence table states where the claim's own scope does not say all of it.
SCOPES = {"E15": r"$d \geq 3$; $d = 2$ in the proof"}

#: Short titles of the claims for the documents.
TITLES = {
    "E1": "Conventions",
    "E2": "A constant input",
    "E3": "The core has mean zero",
    "E4": "The variance of the core",
    "E5": "The two regimes of the variance",
    "E6": "A three-coordinate example of both regimes",
    "E7": "Shift invariance",
    "E8": r"Scaling acts like a change of $\varepsilon$",
    "E9": r"No scale invariance for $\varepsilon > 0$",
    "E10": r"Scale invariance at $\varepsilon = 0$",
    "E11": "The centering matrix and the centered input",
    "E12": "The Jacobian of the core",
    "E13": "The all-ones direction",
    "E14": "The direction of the centered input",
    "E15": r"The directions orthogonal to $\mathbf{1}$ and $v$",
    "E16": "The Jacobian at a constant input",
    "E17": "The operator-norm bound",
    "E18": "The Lipschitz bound of the core",
    "E19": "The Lipschitz bound of the output",
    "E20": "The bound is attained",
    "E20.d1": "The core with one coordinate",
    "E21": "The response along a line of inputs",
    "E22": "The operator norm of the gain",
    "E23": r"The bound grows as $\varepsilon$ shrinks",
}
HALF = sp.Rational(1, 2)


def _rsqrt(x):
    return x ** (-HALF)


def core_variance_formula(q, eps):
    """The coordinate variance of the core as a function of q and eps (E4)."""
    return q / (q + eps)


def jacobian_closed_form(m, eps, at=None):
    r"""``(q+eps)^{-1/2} (P - v v^T / (d (q+eps)))`` at the input *at* (E12)."""
    x = m.z if at is None else at
    v, q = center(m, x), variance(m, x)
    return (centering_matrix(m) - m.outer(v, v) / (m.d * (q + eps))) * _rsqrt(q + eps)


@claim(
    "E1",
    article=ARTICLE,
    statement=r"The conventions: $\mu$ is the coordinate mean of $z$, $v = z - \mu \mathbf{1} = P z$ with "
    r"$P = I - \mathbf{1} \mathbf{1}^{\mathsf{T}}/d$, the variance $q = \lVert v\rVert^{2}/d$ uses the divisor $d$ "
    r"(equivalently $q = \lVert z\rVert^{2}/d - \mu^{2}$), the core is $u_{\varepsilon}(z) = P z/\sqrt{q + \varepsilon}$, "
    r"and the output $y = \gamma \odot u_{\varepsilon}(z) + \beta$ applies the gain coordinatewise and then adds the bias.",
)
def convention(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    z = m.z
    mu, v, q = mean(m, z), center(m, z), variance(m, z)
    return [
        Equal(v, centering_matrix(m) @ z, "$P$ subtracts the coordinate mean"),
        Equal(q, m.norm2(z) / m.d - mu**2, r"expand $\lVert z - \mu \mathbf{1}\rVert^{2}$ with $\mathbf{1}^{\mathsf{T}} z = d \mu$"),
        Equal(core(m, z, eps), (centering_matrix(m) @ z) * _rsqrt(q + eps), "definition of the core, with $v = P z$"),
        Equal(layer_norm(m, z, gamma, beta, eps), m.diag(gamma) @ core(m, z, eps) + beta, r"$\gamma \odot x = \operatorname{diag}(\gamma) x$ for every vector $x$"),
    ]


@claim(
    "E2",
    article=ARTICLE,
    statement=r"A constant input $c \mathbf{1}$ has $v = 0$ and $q = 0$; for $\varepsilon > 0$ its core is $0$ and the "
    r"layer returns exactly $\beta$.",
)
def constant_input(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    x = m.one * c
    zero = m.one * 0
    return [
        Equal(center(m, x), zero, r"the mean of $c \mathbf{1}$ is $c$"),
        Equal(variance(m, x), 0, "its centered part is $0$"),
        Equal(core(m, x, eps), zero, r"$v = 0$ and $\sqrt{\varepsilon} > 0$"),
        Equal(layer_norm(m, x, gamma, beta, eps), beta, r"$\gamma \odot 0 + \beta = \beta$"),
    ]


@claim("E3", article=ARTICLE, statement="The coordinates of the core average to zero.")
def core_mean(m):
    eps = m.scalar("eps", positive=True)
    return Chain(mean(m, core(m, m.z, eps)), "mean of the core").eq(
        0, r"the core is $v/\sqrt{q + \varepsilon}$ and $\mathbf{1}^{\mathsf{T}} v = 0$", lemmas=("sum_v",)
    )


@claim(
    "E4",
    article=ARTICLE,
    statement=r"The mean square of the core's coordinates, which is also their variance since their mean is $0$ (E3), "
    r"equals $q/(q + \varepsilon)$.",
)
def core_variance(m):
    eps = m.scalar("eps", positive=True)
    u, v, q = core(m, m.z, eps), center(m, m.z), variance(m, m.z)
    chain = (
        Chain(m.norm2(u) / m.d, "mean square of the core")
        .eq(m.norm2(v) / (m.d * (q + eps)), r"$u_{\varepsilon}(z) = v/\sqrt{q + \varepsilon}$")
        .eq(core_variance_formula(q, eps), r"$\lVert v\rVert^{2} = d q$", lemmas=("sum_vv",))
    )
    return [chain, Equal(variance(m, u), core_variance_formula(q, eps), "the variance of the core is its mean square, as its mean is $0$ (E3)")]


@claim(
    "E5",
    article=ARTICLE,
    statement=r"As a function of the ratio $\rho = q/\varepsilon$, the core variance $q/(q + \varepsilon) = \rho/(1 + \rho)$ "
    r"is exactly $1/2$ at $q = \varepsilon$, tends to $1$ as $\rho \to \infty$ and to $0$ as $\rho \to 0$.",
    uses=("E4",),
)
def variance_limits(m):
    eps = m.scalar("eps", positive=True)

    def ratio(rho):
        return core_variance_formula(rho * eps, eps)

    return [
        Equal(ratio(m.number(1)), m.number(HALF), r"$q = \varepsilon$, that is $\rho = 1$"),
        Limit(ratio, sp.oo, 1, "rho", r"$q$ large against $\varepsilon$: $\rho/(1 + \rho) = 1 - 1/(1 + \rho)$ and $1/(1 + \rho) \to 0$"),
        Limit(ratio, 0, 0, "rho", r"$q$ small against $\varepsilon$: $\rho/(1 + \rho) \leq \rho \to 0$", side="+"),
    ]


@claim(
    "E6",
    article=ARTICLE,
    statement=r"For $z = (1, 2, 3)$ the mean is $2$ and $q = 2/3$, and $\varepsilon = 1/3$ gives the core $(-1, 0, 1)$. "
    r"With $\varepsilon = 1/150$, so that $q/\varepsilon = 100$ ($q \gg \varepsilon$), the core's variance "
    r"$q/(q + \varepsilon)$ is $100/101$, close to $1$; with $\varepsilon = 200/3$, so that $q/\varepsilon = 1/100$ "
    r"($q \ll \varepsilon$), it is $1/101$, close to $0$.",
    scope=Example(3),
    uses=("E4",),
)
def example_123(m):
    z = m.vec([1, 2, 3])
    target = m.vec([-1, 0, 1])
    return [
        Equal(mean(m, z), 2, "$(1 + 2 + 3)/3$"),
        Equal(variance(m, z), sp.Rational(2, 3), "$v = (-1, 0, 1)$, so $q = 2/3$"),
        Equal(core(m, z, m.number(sp.Rational(1, 3))), target, r"$\sqrt{q + \varepsilon} = \sqrt{2/3 + 1/3} = 1$"),
        Equal(variance(m, core(m, z, m.number(sp.Rational(1, 150)))), sp.Rational(100, 101),
              r"$q/(q + \varepsilon)$ (E4) with $q + \varepsilon = 2/3 + 1/150 = 101/150$: $(100/150)/(101/150)$"),
        Equal(variance(m, core(m, z, m.number(sp.Rational(200, 3)))), sp.Rational(1, 101),
              r"$q/(q + \varepsilon)$ (E4) with $q + \varepsilon = 2/3 + 200/3 = 202/3$: $(2/3)/(202/3)$"),
    ]


@claim("E7", article=ARTICLE, statement="Adding the same number $c$ to every input coordinate leaves the core unchanged.")
def shift_invariance(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    return Chain(core(m, m.z + m.one * c, eps), "core of the shifted input").eq(
        core(m, m.z, eps), r"$\mu(z + c \mathbf{1}) = \mu + c$, so $P (z + c \mathbf{1}) = P z + c P \mathbf{1} = P z$ and $q$ is unchanged", lemmas=("centering_matrix",)
    )


@claim(
    "E8",
    article=ARTICLE,
    statement=r"Scaling the input by $a > 0$ gives $u_{\varepsilon}(a z) = v/\sqrt{q + \varepsilon/a^{2}} = "
    r"u_{\varepsilon/a^{2}}(z)$: scaling the input acts like dividing $\varepsilon$ by $a^{2}$.",
)
def scaling(m):
    eps, a = m.scalar("eps", positive=True), m.scalar("a", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Chain(core(m, m.z * a, eps), "core of the scaled input").eq(
        v * _rsqrt(q + eps / a**2), r"$P (a z) = a v$ and $q(a z) = a^{2} q$; divide by $a > 0$"
    ).eq(core(m, m.z, eps / a**2), r"definition of the core, with $\varepsilon/a^{2}$ in place of $\varepsilon$")


@claim(
    "E9",
    article=ARTICLE,
    statement=r"For a nonconstant input and a fixed $\varepsilon > 0$, $u_{\varepsilon}(a z) = u_{\varepsilon}(z)$ with "
    r"$a > 0$ holds only for $a = 1$.",
    scope=AllD(min_d=2, nonconstant=True),
)
def scaling_not_invariant(m):
    eps, a = m.scalar("eps", positive=True), m.scalar("a", positive=True)
    v, q = center(m, m.z), variance(m, m.z)

    def multiple(x):
        """The multiple k(x) of v in u(x z) - u(z), read off the cores (the difference lies along v)."""
        return m.dot(core(m, m.z * x, eps) - core(m, m.z, eps), v) / m.norm2(v)

    return [
        Positive(m.norm2(v), r"the input is not constant, so $v = z - \mu \mathbf{1} \neq 0$"),
        Equal(
            core(m, m.z * a, eps) - core(m, m.z, eps),
            v * multiple(a),
            r"both cores are multiples of $v$ (E8), so their difference is a multiple of $v$; taking the inner "
            r"product with $v \neq 0$ (row [1]) and dividing by $\lVert v\rVert^{2}$ gives its factor",
        ),
        Equal(
            multiple(a),
            a * _rsqrt(a**2 * q + eps) - _rsqrt(q + eps),
            r"the factor is the multiple $1/\sqrt{q + \varepsilon/a^{2}}$ of $v$ in $u_{\varepsilon}(a z)$ (E8), which is "
            r"$a/\sqrt{a^{2} q + \varepsilon}$ after multiplying numerator and denominator by $a > 0$, minus the "
            r"multiple $1/\sqrt{q + \varepsilon}$ in $u_{\varepsilon}(z)$",
        ),
        Solutions(
            multiple,
            sp.Interval.open(0, sp.oo),
            sp.FiniteSet(1),
            "a",
            r"the factor of row [3] is $0$ only at $a = 1$: both multiples are positive, and their squares are equal iff "
            r"$a^{2} (q + \varepsilon) = a^{2} q + \varepsilon$, that is $\varepsilon (a^{2} - 1) = 0$",
        ),
    ]


@claim(
    "E10",
    article=ARTICLE,
    statement=r"Without stabilization the core $u_{0}(z) = v/\sqrt{q}$, the formula of the core evaluated at "
    r"$\varepsilon = 0$ and defined since $q > 0$, is invariant under every scaling $a > 0$ of a nonconstant input.",
    scope=AllD(min_d=2, nonconstant=True),
)
def unstabilized_scaling(m):
    a = m.scalar("a", positive=True)
    return Equal(core(m, m.z * a, 0), core(m, m.z, 0))


@claim(
    "E11",
    article=ARTICLE,
    statement=r"The centering matrix $P = I - \mathbf{1} \mathbf{1}^{\mathsf{T}}/d$ maps $z$ to $v$, is symmetric and "
    r"idempotent, fixes $v$ and annihilates $\mathbf{1}$.",
)
def centering(m):
    P, v = centering_matrix(m), center(m, m.z)
    return [
        Equal(P @ m.z, v, r"$P z = z - \mathbf{1} (\mathbf{1}^{\mathsf{T}} z)/d = z - \mu \mathbf{1}$"),
        Equal(P.T, P, r"$I$ and $\mathbf{1} \mathbf{1}^{\mathsf{T}}$ are symmetric"),
        Equal(P @ v, v, r"$\mathbf{1}^{\mathsf{T}} v = 0$"),
        Equal(P @ P, P, r"$P^{2} = I - 2 \mathbf{1} \mathbf{1}^{\mathsf{T}}/d + \mathbf{1} (\mathbf{1}^{\mathsf{T}} \mathbf{1}) \mathbf{1}^{\mathsf{T}}/d^{2} = I - \mathbf{1} \mathbf{1}^{\mathsf{T}}/d = P$, as $\mathbf{1}^{\mathsf{T}} \mathbf{1} = d$"),
        Equal(P @ m.one, m.one * 0, r"$\mathbf{1}^{\mathsf{T}} \mathbf{1} = d$"),
    ]


@claim(
    "E12",
    article=ARTICLE,
    statement=r"Differentiating the core gives its Jacobian "
    r"$D u_{\varepsilon}(z) = (q + \varepsilon)^{-1/2} \left(P - v v^{\mathsf{T}}/(d (q + \varepsilon))\right)$.",
    covers=("E12", "J1"),
)
def jacobian(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    z, v, q = m.z, center(m, m.z), variance(m, m.z)
    P = centering_matrix(m)
    scale = _rsqrt(q + eps)

    def u(x):
        return core(m, x, eps)

    def v_of(x):
        return center(m, x)

    def q_of(x):
        return variance(m, x)

    def scale_of(x):
        return _rsqrt(variance(m, x) + eps)

    chain = (
        Chain(m.D(u, z, t), "the derivative of the core along $t$")
        .eq(v_of(z) * m.D(scale_of, z, t) + m.D(v_of, z, t) * scale, r"product rule for $u_{\varepsilon}(z) = v (q + \varepsilon)^{-1/2}$")
        .eq(
            v * (-HALF * (q + eps) ** sp.Rational(-3, 2) * m.D(q_of, z, t)) + (P @ t) * scale,
            r"chain rule; $v = P z$ is a matrix product, linear in $z$, so $D v \, t = P t$",
        )
        .eq(
            v * (-(q + eps) ** sp.Rational(-3, 2) * m.dot(v, t) / m.d) + (P @ t) * scale,
            r"the definition $q = \lVert v\rVert^{2}/d$ gives $D q \, t = 2 v^{\mathsf{T}} P t/d$, and "
            r"$v^{\mathsf{T}} P = (P^{\mathsf{T}} v)^{\mathsf{T}} = (P v)^{\mathsf{T}} = v^{\mathsf{T}}$ as $P^{\mathsf{T}} = P$ and $P^{2} = P$",
            lemmas=("centering_matrix",),
        )
        .eq(jacobian_closed_form(m, eps) @ t, r"collect the terms: $v (v^{\mathsf{T}} t) = (v v^{\mathsf{T}}) t$")
    )
    derived = core_jacobian(m, eps)
    return [
        chain,
        Equal(derived, jacobian_closed_form(m, eps), r"row [4] holds for every direction $t$"),
        Equal(derived.T, derived, r"$P$ and $v v^{\mathsf{T}}$ are symmetric"),
    ]


@claim(
    "E13",
    article=ARTICLE,
    statement=r"The all-ones direction is in the kernel of the Jacobian: $D u_{\varepsilon}(z) \mathbf{1} = 0$.",
    covers=("E13", "J1"),
)
def kernel_one(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core_jacobian(m, eps) @ m.one, m.one * 0)


@claim(
    "E14",
    article=ARTICLE,
    statement=r"For $v \neq 0$, $v$ is an eigenvector of the Jacobian with eigenvalue $\varepsilon/(q + \varepsilon)^{3/2}$.",
    scope=AllD(min_d=2, nonconstant=True),
)
def radial_eigenpair(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return [
        Positive(m.norm2(v), r"$q > 0$, so $v \neq 0$"),
        Equal(core_jacobian(m, eps) @ v, v * (eps * (q + eps) ** sp.Rational(-3, 2))),
    ]


@claim(
    "E15",
    article=ARTICLE,
    statement=r"Every nonzero $w$ orthogonal to $\mathbf{1}$ and to $v$ is an eigenvector of the Jacobian "
    r"with eigenvalue $(q + \varepsilon)^{-1/2}$. Such $w$ exist for $d \geq 3$ by Lemma 8; for $d = 2$ and $q > 0$ there is none, as $\mathbf{1}$ and $v$ "
    r"then span $\mathbb{R}^{2}$.",
    scope=AllD(min_d=3),
)
def orthogonal_eigenpair(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v))
    return Chain(core_jacobian(m, eps) @ w, "J w").eq(w * _rsqrt(q + eps), r"$P w = w$ as $\mathbf{1}^{\mathsf{T}} w = 0$, and $v^{\mathsf{T}} w = 0$")


@claim("E16", article=ARTICLE, statement=r"At a constant input the Jacobian is $P/\sqrt{\varepsilon}$.")
def constant_input_jacobian(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    return Equal(core_jacobian(m, eps, at=m.one * c), centering_matrix(m) * _rsqrt(eps))


def _bound_gap(m, eps, x):
    """``|x|^2/eps - |J x|^2`` as a sum of visibly nonnegative terms (the E17 certificate).

    Write x = a 1 + w with w.1 = 0.  Then J x = (q+eps)^(-1/2) (w - k v) with
    k = v.w/(d (q+eps)), and expanding with 1.1 = d, 1.v = 0, v.v = d q gives
    a^2 d/eps + |w|^2 q/(eps (q+eps)) + (v.w)^2 (q + 2 eps)/(d (q+eps)^3).
    """
    v, q = center(m, m.z), variance(m, m.z)
    a, w = x.coefficients[0], x.remainder
    return (
        a**2 * m.d / eps
        + m.norm2(w) * q / (eps * (q + eps))
        + m.dot(v, w) ** 2 * (q + 2 * eps) / (m.d * (q + eps) ** 3)
    )


@claim(
    "E17",
    article=ARTICLE,
    statement=r"The Jacobian's operator 2-norm is at most $\varepsilon^{-1/2}$ at every input: "
    r"$\lVert J x\rVert^{2} \leq \lVert x\rVert^{2}/\varepsilon$ for every $x$, with $J = D u_{\varepsilon}(z)$.",
    covers=("E17", "S1"),
)
def operator_bound(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    J = core_jacobian(m, eps)
    return LessEqual(
        m.norm2(J @ x.vector),
        m.norm2(x.vector) / eps,
        gap=_bound_gap(m, eps, x),
        gap_label=r"with $\lVert x\rVert^{2} = d \bar{x}^{2} + \lVert x_{\perp}\rVert^{2}$ and $J x = J x_{\perp}$ from the "
        r"closed form (E12), the difference is three squares with positive factors",
    )


@claim(
    "E18",
    article=ARTICLE,
    statement=r"The core is Lipschitz with constant $\varepsilon^{-1/2}$: "
    r"$\lVert u_{\varepsilon}(z) - u_{\varepsilon}(z')\rVert \leq \lVert z - z'\rVert/\sqrt{\varepsilon}$, "
    r"by the derivative bound (E17) along the segment from $z'$ to $z$.",
    covers=("E18", "S2"),
    cites=("mean value inequality for continuously differentiable maps",),
)
def lipschitz(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(
        lambda p: core(m, p, eps),
        1 / eps,
        x,
        _bound_gap(m, eps, x),
        label=r"$\lVert D u_{\varepsilon}(p) x\rVert \leq \lVert x\rVert/\sqrt{\varepsilon}$ at every input $p$ and for "
        r"every $x$ (E17), here at $p = z' + \tau (z - z')$ with $x = z - z'$",
    )


@claim(
    "E19",
    article=ARTICLE,
    statement=r"The full output $y = \gamma \odot u_{\varepsilon}(z) + \beta$ has a Lipschitz constant "
    r"$\max_i \lvert\gamma_i\rvert/\sqrt{\varepsilon}$.",
    cites=("mean value inequality for continuously differentiable maps",),
)
def output_lipschitz(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    big, slack = m.max_abs(gamma)
    x = m.generic_vector("x", along=(m.one,))
    jx = core_jacobian(m, eps) @ x.vector
    # G^2|x|^2/eps - |gamma (.) J x|^2 = G^2 (|x|^2/eps - |J x|^2) + sum_i (G^2 - gamma_i^2) (J x)_i^2
    gap = big**2 * _bound_gap(m, eps, x) + m.weighted_norm2(slack, jx)
    return LipschitzBound(
        lambda p: layer_norm(m, p, gamma, beta, eps),
        big**2 / eps,
        x,
        gap,
        label=r"at $p = z' + \tau (z - z')$ and $x = z - z'$, $D y(p) x = \gamma \odot (D u_{\varepsilon}(p) x)$ (G9 below), so "
        r"$\lVert D y(p) x\rVert \leq G \lVert D u_{\varepsilon}(p) x\rVert$ (E22) and "
        r"$\lVert D u_{\varepsilon}(p) x\rVert \leq \lVert x\rVert/\sqrt{\varepsilon}$ (E17)",
    )


@claim(
    "E20",
    article=ARTICLE,
    statement=r"For $d \geq 2$ the bound $\varepsilon^{-1/2}$ is attained: at a constant input every centered "
    r"direction $x$ ($\mathbf{1}^{\mathsf{T}} x = 0$) is stretched by exactly $\varepsilon^{-1/2}$, and a nonzero one "
    r"exists, the centered coordinate direction $P e_i$.",
    scope=AllD(min_d=2),
)
def bound_attained(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    x = m.vector("x", orthogonal_to=(m.one,))
    e = m.coordinate_vector("e")
    witness = e - m.one / m.d  # P e_i: a centered direction, nonzero exactly when d >= 2
    J = core_jacobian(m, eps, at=m.one * c)
    return [
        Chain(m.norm2(J @ x), r"the stretch at the constant input $c \mathbf{1}$").eq(
            m.norm2(x) / eps, r"the Jacobian is $P/\sqrt{\varepsilon}$ there (E16), and $P x = x$ as $\mathbf{1}^{\mathsf{T}} x = 0$"
        ),
        Positive(m.norm2(witness), r"$P e_i = e_i - \mathbf{1}/d$ is nonzero: $\lVert P e_i\rVert^{2} = 1 - 1/d > 0$ for $d \geq 2$"),
        Equal(m.norm2(J @ witness), m.norm2(witness) / eps, r"row [1] with $x = P e_i$, which has $\mathbf{1}^{\mathsf{T}} x = 0$"),
    ]


@claim(
    "E22",
    article=ARTICLE,
    statement=r"The operator 2-norm of $\operatorname{diag}(\gamma)$ is $\max_i \lvert\gamma_i\rvert$: "
    r"$\lVert \gamma \odot x\rVert^{2} \leq (\max_i \lvert\gamma_i\rvert)^{2} \lVert x\rVert^{2}$ for every $x$, and at each "
    r"standard basis vector $e_j$ the stretch is $\lvert\gamma_j\rvert$, the largest of which is the maximum.",
)
def gain_operator_norm(m):
    gamma, x = m.vector("gamma"), m.vector("x")
    big, slack = m.max_abs(gamma)
    e = m.coordinate_vector("e")
    return [
        LessEqual(
            m.norm2(m.diag(gamma) @ x),
            big**2 * m.norm2(x),
            gap=m.weighted_norm2(slack, x),
            label=r"by the eigenpairs $(e_j, \gamma_j)$ of $\operatorname{diag}(\gamma)$: with $x = \sum_j x_j e_j$ and "
            r"$\operatorname{diag}(\gamma) e_j = \gamma_j e_j$, Pythagoras gives "
            r"$\lVert \operatorname{diag}(\gamma) x\rVert^{2} = \sum_j \gamma_j^{2} x_j^{2}$ (the $e_j$ are orthonormal), "
            r"and each term is at most $G^{2} x_j^{2}$ (Lemma 12)",
        ),
        Equal(m.norm2(e), 1, r"the single nonzero coordinate of $e_j$ is $1$ (Lemma 9)"),
        Equal(
            m.norm2(m.diag(gamma) @ e),
            m.dot(gamma, e) ** 2,
            r"$\operatorname{diag}(\gamma) e_j = \gamma_j e_j$ with $\gamma_j = \gamma^{\mathsf{T}} e_j$, so the squared norm "
            r"is $\gamma_j^{2} \lVert e_j\rVert^{2} = \gamma_j^{2}$ by row [2]",
        ),
    ]


@claim(
    "E23",
    article=ARTICLE,
    statement=r"The operator-norm bound $1/\sqrt{\varepsilon}$ (E17) strictly decreases in $\varepsilon$: "
    r"$1/\sqrt{\varepsilon} > 1/\sqrt{\varepsilon + \delta}$ for every $\delta > 0$. Where the bound is attained, at the "
    r"constant inputs for $d \geq 2$ (E20), a smaller $\varepsilon$ thus permits a larger local amplification.",
    uses=("E17", "E20"),
)
def smaller_eps_amplifies_more(m):
    eps, delta = m.scalar("eps", positive=True), m.scalar("delta", positive=True)
    return [
        LessEqual(
            1 / (eps + delta),
            1 / eps,
            gap=delta / (eps * (eps + delta)),
            strict=True,
            gap_label=r"$1/\varepsilon - 1/(\varepsilon + \delta) = <gap>$, a quotient of the positive numbers $\delta$ and "
            r"$\varepsilon (\varepsilon + \delta)$",
        ),
        LessEqual(_rsqrt(eps + delta), _rsqrt(eps), strict=True, label=r"square roots of both sides of row [1], as $\sqrt{\cdot}$ is strictly increasing"),
    ]


@claim("E20.d1", article=ARTICLE, statement=r"For $d = 1$ the core is identically $0$, so its Jacobian is $0$.", scope=Example(1), covers=("E20",))
def one_coordinate(m):
    eps = m.scalar("eps", positive=True)
    return [
        Equal(core(m, m.z, eps), m.one * 0, r"with one coordinate the mean is $\mu = z$, so $v = z - \mu \mathbf{1} = 0$ and $u_{\varepsilon}(z) = 0/\sqrt{\varepsilon}$"),
        Equal(core_jacobian(m, eps), m.eye() * 0, r"the core is the constant $0$ on all of $\mathbb{R}$, so its derivative is $0$"),
    ]


def family_point(m, t):
    """The input ``t (-1, 0, 1)`` of the family of E21."""
    return m.vec([-1, 0, 1]) * t


@claim(
    "E21",
    article=ARTICLE,
    statement=r"Along the inputs $t (-1, 0, 1)^{\mathsf{T}}$, $t \in \mathbb{R}$, the third core coordinate "
    r"$\phi_{\varepsilon}(t) = u_{\varepsilon,3}(t (-1, 0, 1)^{\mathsf{T}})$ is $\phi_{\varepsilon}(t) = t/\sqrt{2 t^{2}/3 + \varepsilon}$ with "
    r"derivative $\phi_{\varepsilon}'(t) = \varepsilon/(2 t^{2}/3 + \varepsilon)^{3/2}$, and $\phi_{\varepsilon}(t)$ tends to $\sqrt{3/2}$ as $t \to \infty$ "
    r"and to $-\sqrt{3/2}$ as $t \to -\infty$; the first core coordinate is $-\phi_{\varepsilon}(t)$.",
    scope=Example(3),
)
def family_response(m):
    eps, t = m.scalar("eps", positive=True), m.scalar("t")
    e = m.vec([-1, 0, 1])

    def h(s):
        return m.coordinates(core(m, family_point(m, s), eps))[2]

    level = 2 * t**2 / 3 + eps
    return [
        Equal(h(t), t * _rsqrt(level), r"$\mu = 0$ and $q = 2 t^{2}/3$ for $t (-1, 0, 1)^{\mathsf{T}}$"),
        Equal(
            m.coordinates(m.D(lambda x: core(m, x, eps), family_point(m, t), e))[2],
            eps * level ** sp.Rational(-3, 2),
            r"for $t \neq 0$ the input $t (-1, 0, 1)^{\mathsf{T}}$ has $v = t (-1, 0, 1)^{\mathsf{T}}$, so the direction "
            r"$(-1, 0, 1)^{\mathsf{T}}$ of the family lies along $v$ and the derivative is $\lambda_v (-1, 0, 1)^{\mathsf{T}}$ "
            r"with $\lambda_v = \varepsilon/(q + \varepsilon)^{3/2}$ (E14), whose third coordinate is $\lambda_v$ at "
            r"$q = 2 t^{2}/3$; as moving by $\tau$ along $(-1, 0, 1)^{\mathsf{T}}$ from $t (-1, 0, 1)^{\mathsf{T}}$ moves $t$ "
            r"to $t + \tau$, the left side is $\phi_{\varepsilon}'(t)$. At $t = 0$ the Jacobian is "
            r"$P/\sqrt{\varepsilon}$ (E16) and $P (-1, 0, 1)^{\mathsf{T}} = (-1, 0, 1)^{\mathsf{T}}$, which gives the same value $1/\sqrt{\varepsilon}$",
        ),
        Limit(h, sp.oo, sp.sqrt(sp.Rational(3, 2)), "t", r"by row [1], for $t > 0$ divide numerator and denominator by $t$: $\phi_{\varepsilon}(t) = 1/\sqrt{2/3 + \varepsilon/t^{2}}$, "
                 r"and $\varepsilon/t^{2} \to 0$ leaves $1/\sqrt{2/3} = \sqrt{3/2}$"),
        Limit(h, -sp.oo, -sp.sqrt(sp.Rational(3, 2)), "t", r"for $t < 0$ divide by $\lvert t\rvert = -t$: $\phi_{\varepsilon}(t) = -1/\sqrt{2/3 + \varepsilon/t^{2}}$, "
                 r"and $\varepsilon/t^{2} \to 0$ leaves $-\sqrt{3/2}$"),
        Equal(m.coordinates(core(m, family_point(m, t), eps))[0], -h(t), r"the first coordinate is $-t/\sqrt{2 t^{2}/3 + \varepsilon} = -\phi_{\varepsilon}(t)$"),
    ]
