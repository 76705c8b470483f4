r"""The epsilon article: claims E1-E21 of CLAIMS.md.

The stabilizing constant eps > 0 enters the core as ``u_eps(z) = v/sqrt(q+eps)``.
The claims below establish the convention, the behaviour at constant inputs,
the coordinate mean and variance of the core, shift and scaling, the centering
matrix, the Jacobian (derived by differentiation), its three eigenpairs, the
operator-norm and Lipschitz bounds with their attainment, and the one-parameter
family ``(-t, 0, t)``.
"""

from __future__ import annotations

import sympy as sp

from ..model import center, centering_matrix, core, core_jacobian, layer_norm, mean, variance
from ..prove.claims import AllD, Example, claim
from ..prove.relations import Chain, Equal, LessEqual, Limit, LipschitzBound, Positive, Solutions

ARTICLE = "epsilon"
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
    statement="The convention: mu is the coordinate mean, v = z - mu 1 = P z, q = |v|^2/d uses the divisor d "
    "(equivalently |z|^2/d - mu^2), the core is P z / sqrt(q + eps), and y applies the gain coordinatewise "
    "to the core and then adds the bias.",
)
def convention(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    z = m.z
    mu, v, q = mean(m, z), center(m, z), variance(m, z)
    return [
        Equal(v, centering_matrix(m) @ z, "v = P z"),
        Equal(q, m.norm2(z) / m.d - mu**2, "q = |z|^2/d - mu^2 (divisor d)"),
        Equal(core(m, z, eps), (centering_matrix(m) @ z) * _rsqrt(q + eps), "u = P z / sqrt(q + eps)"),
        Equal(layer_norm(m, z, gamma, beta, eps), m.diag(gamma) @ core(m, z, eps) + beta, "y = diag(gamma) u + beta"),
    ]


@claim(
    "E2",
    article=ARTICLE,
    statement="A constant input c 1 has v = 0 and q = 0; for eps > 0 its core is 0 and the layer returns exactly beta.",
)
def constant_input(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    x = m.one * c
    zero = m.one * 0
    return [
        Equal(center(m, x), zero, "v = 0"),
        Equal(variance(m, x), 0, "q = 0"),
        Equal(core(m, x, eps), zero, "core = 0"),
        Equal(layer_norm(m, x, gamma, beta, eps), beta, "y = beta"),
    ]


@claim("E3", article=ARTICLE, statement="The coordinates of the core average to zero.")
def core_mean(m):
    eps = m.scalar("eps", positive=True)
    return Chain(mean(m, core(m, m.z, eps)), "mean of the core").eq(
        0, "the core is v/sqrt(q+eps) and 1.v = 0", lemmas=("sum_v",)
    )


@claim(
    "E4",
    article=ARTICLE,
    statement="The mean square of the core's coordinates, which is also their variance, equals q/(q + eps).",
)
def core_variance(m):
    eps = m.scalar("eps", positive=True)
    u, v, q = core(m, m.z, eps), center(m, m.z), variance(m, m.z)
    chain = (
        Chain(m.norm2(u) / m.d, "mean square of the core")
        .eq(m.norm2(v) / (m.d * (q + eps)), "u = v/sqrt(q+eps), so |u|^2 = |v|^2/(q+eps)")
        .eq(core_variance_formula(q, eps), "|v|^2 = d q", lemmas=("sum_vv",))
    )
    return [chain, Equal(variance(m, u), core_variance_formula(q, eps), "variance of the core (its mean is 0)")]


@claim(
    "E5",
    article=ARTICLE,
    statement="As a function of the ratio r = q/eps, the core variance r/(1 + r) tends to 1 as r grows, "
    "is exactly 1/2 at q = eps, and tends to 0 as r goes to 0.",
    uses=("E4",),
)
def variance_limits(m):
    eps = m.scalar("eps", positive=True)

    def ratio(r):
        return core_variance_formula(r * eps, eps)

    return [
        Equal(ratio(m.number(1)), m.number(HALF), "q = eps gives 1/2"),
        Limit(ratio, sp.oo, 1, "r", "q/eps -> oo"),
        Limit(ratio, 0, 0, "r", "q/eps -> 0+", side="+"),
    ]


@claim(
    "E6",
    article=ARTICLE,
    statement="For z = (1, 2, 3): mean 2 and q = 2/3; eps = 1/3 gives the core (-1, 0, 1), "
    "eps = 4/3 gives (-1, 0, 1)/sqrt(2).",
    scope=Example(3),
)
def example_123(m):
    z = m.vec([1, 2, 3])
    target = m.vec([-1, 0, 1])
    return [
        Equal(mean(m, z), 2),
        Equal(variance(m, z), sp.Rational(2, 3)),
        Equal(core(m, z, m.number(sp.Rational(1, 3))), target, "eps = 1/3"),
        Equal(core(m, z, m.number(sp.Rational(4, 3))), target * (1 / m.sqrt(m.number(2))), "eps = 4/3"),
    ]


@claim("E7", article=ARTICLE, statement="Adding the same number c to every input coordinate leaves the core unchanged.")
def shift_invariance(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    return Chain(core(m, m.z + m.one * c, eps), "core of the shifted input").eq(
        core(m, m.z, eps), "mean(z + c1) = mu + c, so P(z + c1) = P z and q is unchanged", lemmas=("sum_one",)
    )


@claim(
    "E8",
    article=ARTICLE,
    statement="Scaling the input by a > 0 gives u_eps(a z) = v / sqrt(q + eps/a^2) = u_{eps/a^2}(z): "
    "scaling the input acts like dividing eps by a^2.",
)
def scaling(m):
    eps, a = m.scalar("eps", positive=True), m.scalar("a", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Chain(core(m, m.z * a, eps), "core of the scaled input").eq(
        v * _rsqrt(q + eps / a**2), "P(a z) = a v, q(a z) = a^2 q, and a > 0"
    ).eq(core(m, m.z, eps / a**2), "definition of the core with eps/a^2")


@claim(
    "E9",
    article=ARTICLE,
    statement="For a nonconstant input and fixed eps > 0, u_eps(a z) = u_eps(z) with a > 0 holds only for a = 1.",
    scope=AllD(min_d=2, nonconstant=True),
)
def scaling_not_invariant(m):
    eps, a = m.scalar("eps", positive=True), m.scalar("a", positive=True)
    v, q = center(m, m.z), variance(m, m.z)

    def multiple(x):
        """The multiple k(x) of v in u(x z) - u(z), read off the cores (the difference lies along v)."""
        return m.dot(core(m, m.z * x, eps) - core(m, m.z, eps), v) / m.norm2(v)

    return [
        Positive(m.norm2(v), "v != 0 because q > 0"),
        Equal(core(m, m.z * a, eps) - core(m, m.z, eps), v * multiple(a), "u(a z) - u(z) = k(a) v"),
        Equal(multiple(a), a * _rsqrt(a**2 * q + eps) - _rsqrt(q + eps), "k(a) = a/sqrt(a^2 q + eps) - 1/sqrt(q + eps)"),
        Solutions(multiple, sp.Interval.open(0, sp.oo), sp.FiniteSet(1), "a", "k(a) = 0 for a > 0 only at a = 1"),
    ]


@claim(
    "E10",
    article=ARTICLE,
    statement="Without stabilization (eps = 0) the core of a nonconstant input is invariant under every scaling a > 0.",
    scope=AllD(min_d=2, nonconstant=True),
)
def unstabilized_scaling(m):
    a = m.scalar("a", positive=True)
    return Equal(core(m, m.z * a, 0), core(m, m.z, 0))


@claim(
    "E11",
    article=ARTICLE,
    statement="The centering matrix P = I - 1 1^T/d maps z to v, is symmetric and idempotent, fixes v and annihilates 1.",
)
def centering(m):
    P, v = centering_matrix(m), center(m, m.z)
    return [
        Equal(P @ m.z, v, "v = P z"),
        Equal(P.T, P, "P^T = P"),
        Equal(P @ v, v, "P v = v"),
        Equal(P @ P, P, "P^2 = P"),
        Equal(P @ m.one, m.one * 0, "P 1 = 0"),
    ]


@claim(
    "E12",
    article=ARTICLE,
    statement="Differentiating the core gives D u_eps(z) = (q+eps)^(-1/2) (P - v v^T/(d (q+eps))).",
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
        Chain(m.D(u, z, t), "J t: the derivative of the core along t")
        .eq(v_of(z) * m.D(scale_of, z, t) + m.D(v_of, z, t) * scale, "product rule for u = v (q+eps)^(-1/2)")
        .eq(
            v * (-HALF * (q + eps) ** sp.Rational(-3, 2) * m.D(q_of, z, t)) + (P @ t) * scale,
            "chain rule; v is linear in z with D_t v = P t",
            lemmas=("centering_matrix",),
        )
        .eq(
            v * (-(q + eps) ** sp.Rational(-3, 2) * m.dot(v, t) / m.d) + (P @ t) * scale,
            "D_t q = (2/d) v.t, since q = |v|^2/d and v.P t = v.t",
            lemmas=("sum_v", "sum_vv"),
        )
        .eq(jacobian_closed_form(m, eps) @ t, "collect: P t - v (v.t)/(d (q+eps)) = (P - v v^T/(d(q+eps))) t")
    )
    derived = core_jacobian(m, eps)
    return [
        chain,
        Equal(derived, jacobian_closed_form(m, eps), "the derived Jacobian matrix equals the closed form"),
        Equal(derived.T, derived, "J is symmetric"),
    ]


@claim(
    "E13",
    article=ARTICLE,
    statement="The all-ones direction is in the kernel of the Jacobian: J 1 = 0.",
    covers=("E13", "J1"),
)
def kernel_one(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core_jacobian(m, eps) @ m.one, m.one * 0)


@claim(
    "E14",
    article=ARTICLE,
    statement="For v != 0, v is an eigenvector of the Jacobian with eigenvalue eps/(q+eps)^(3/2).",
    scope=AllD(min_d=2, nonconstant=True),
)
def radial_eigenpair(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return [
        Positive(m.norm2(v), "v != 0"),
        Equal(core_jacobian(m, eps) @ v, v * (eps * (q + eps) ** sp.Rational(-3, 2))),
    ]


@claim(
    "E15",
    article=ARTICLE,
    statement="Every w orthogonal to 1 and v is an eigenvector with eigenvalue (q+eps)^(-1/2).",
    scope=AllD(min_d=3),
)
def orthogonal_eigenpair(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v))
    return Chain(core_jacobian(m, eps) @ w, "J w").eq(w * _rsqrt(q + eps), "P w = w and v.w = 0")


@claim("E16", article=ARTICLE, statement="At a constant input the Jacobian is P/sqrt(eps).")
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
    statement="The Jacobian's operator 2-norm is at most eps^(-1/2) at every input: |J x|^2 <= |x|^2/eps.",
    covers=("E17", "S1"),
)
def operator_bound(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    J = core_jacobian(m, eps)
    return LessEqual(m.norm2(J @ x.vector), m.norm2(x.vector) / eps, gap=_bound_gap(m, eps, x))


@claim(
    "E18",
    article=ARTICLE,
    statement="The core is Lipschitz with constant eps^(-1/2): |u(z) - u(z')| <= |z - z'|/sqrt(eps), "
    "by the derivative bound along the segment from z' to z.",
    covers=("E18", "S2"),
    cites=("mean value inequality for C^1 maps",),
)
def lipschitz(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: core(m, p, eps), 1 / eps, x, _bound_gap(m, eps, x))


@claim(
    "E19",
    article=ARTICLE,
    statement="The full output y = gamma (.) u + beta is Lipschitz with constant max_i |gamma_i| / sqrt(eps).",
    cites=("mean value inequality for C^1 maps",),
)
def output_lipschitz(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    big, slack = m.max_abs(gamma)
    x = m.generic_vector("x", along=(m.one,))
    jx = core_jacobian(m, eps) @ x.vector
    # G^2|x|^2/eps - |gamma (.) J x|^2 = G^2 (|x|^2/eps - |J x|^2) + sum_i (G^2 - gamma_i^2) (J x)_i^2
    gap = big**2 * _bound_gap(m, eps, x) + m.weighted_norm2(slack, jx)
    return LipschitzBound(lambda p: layer_norm(m, p, gamma, beta, eps), big**2 / eps, x, gap)


@claim(
    "E20",
    article=ARTICLE,
    statement="For d >= 2 the bound eps^(-1/2) is attained: at a constant input every centered direction is "
    "stretched by exactly eps^(-1/2), and a nonzero one exists (the centered coordinate direction P e_i).",
    scope=AllD(min_d=2),
)
def bound_attained(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    x = m.vector("x", orthogonal_to=(m.one,))
    e = m.coordinate_vector("e")
    witness = e - m.one / m.d  # P e_i: a centered direction, nonzero exactly when d >= 2
    J = core_jacobian(m, eps, at=m.one * c)
    return [
        Chain(m.norm2(J @ x), "|J x|^2 at the constant input c 1").eq(
            m.norm2(x) / eps, "J = P/sqrt(eps) and P x = x for every centered x"
        ),
        Positive(m.norm2(witness), "the centered direction P e_i is nonzero: |P e_i|^2 = 1 - 1/d > 0"),
        Equal(m.norm2(J @ witness), m.norm2(witness) / eps, "so the bound is attained along P e_i"),
    ]


@claim(
    "E22",
    article=ARTICLE,
    statement="The operator 2-norm of diag(gamma) is max_i |gamma_i|: |gamma (.) x|^2 <= (max_i |gamma_i|)^2 |x|^2 "
    "for every x, and at each coordinate vector e_i the stretch is |gamma_i|, the largest of which is the maximum.",
)
def gain_operator_norm(m):
    gamma, x = m.vector("gamma"), m.vector("x")
    big, slack = m.max_abs(gamma)
    e = m.coordinate_vector("e")
    return [
        LessEqual(
            m.norm2(m.diag(gamma) @ x), big**2 * m.norm2(x), gap=m.weighted_norm2(slack, x), label="at most max |gamma_i|"
        ),
        Equal(m.norm2(m.diag(gamma) @ e), m.dot(gamma, e) ** 2, "|diag(gamma) e_i|^2 = gamma_i^2 with |e_i| = 1"),
        Equal(m.norm2(e), 1, "e_i is a unit vector"),
    ]


@claim(
    "E23",
    article=ARTICLE,
    statement="A smaller eps permits a larger local amplification: the attained bound eps^(-1/2) (E20) strictly "
    "decreases in eps, 1/sqrt(eps) > 1/sqrt(eps + h) for every h > 0.",
    uses=("E20",),
)
def smaller_eps_amplifies_more(m):
    eps, h = m.scalar("eps", positive=True), m.scalar("h", positive=True)
    return [
        LessEqual(_rsqrt(eps + h), _rsqrt(eps), strict=True, label="eps^(-1/2) decreases"),
        LessEqual(1 / (eps + h), 1 / eps, gap=h / (eps * (eps + h)), strict=True, label="its square, with the gap"),
    ]


@claim("E20.d1", article=ARTICLE, statement="For d = 1 the core is identically 0, so its Jacobian is 0.", scope=Example(1), covers=("E20",))
def one_coordinate(m):
    eps = m.scalar("eps", positive=True)
    return [Equal(core(m, m.z, eps), m.one * 0), Equal(core_jacobian(m, eps), m.eye() * 0)]


def family_point(m, t):
    """The input ``(-t, 0, t)`` of the family of E21."""
    return m.vec([-1, 0, 1]) * t


@claim(
    "E21",
    article=ARTICLE,
    statement="Along the inputs (-t, 0, t), the third core coordinate is h(t) = t/sqrt(2t^2/3 + eps) with "
    "h'(t) = eps/(2t^2/3 + eps)^(3/2), and h tends to +sqrt(3/2) as t -> +oo and to -sqrt(3/2) as t -> -oo.",
    scope=Example(3),
)
def family_response(m):
    eps, t = m.scalar("eps", positive=True), m.scalar("t")
    e = m.vec([-1, 0, 1])

    def h(s):
        return m.coordinates(core(m, family_point(m, s), eps))[2]

    level = 2 * t**2 / 3 + eps
    return [
        Equal(h(t), t * _rsqrt(level), "h(t)"),
        Equal(m.coordinates(m.D(lambda x: core(m, x, eps), family_point(m, t), e))[2], eps * level ** sp.Rational(-3, 2), "h'(t)"),
        Limit(h, sp.oo, sp.sqrt(sp.Rational(3, 2)), "t", "t -> +oo"),
        Limit(h, -sp.oo, -sp.sqrt(sp.Rational(3, 2)), "t", "t -> -oo"),
        Equal(m.coordinates(core(m, family_point(m, t), eps))[0], -h(t), "the first coordinate is -h(t)"),
    ]
