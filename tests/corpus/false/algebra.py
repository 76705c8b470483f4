"""Corpus of false claims, class algebra: Identities with a wrong constant, sign, power, divisor or scope (mean,
variance, core, gain, bias).

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:algebra".  From: R* (the first red-team review), ADV.* (the adversarial
suite), RT2.* (red-team round 2), RT3.* (red-team round 3), RT4.* (red-team round 4), RT5.* (red-team round
5), RT6.* (red-team round 6), RT7.* (red-team round 7), RT8.* (red-team round 8), RT11.* (red-team round 11),
RT14.* (red-team round 14), RT15.* (red-team round 15); tests/corpus/ROUNDS.md says what each round probed.
"""

import sympy as sp
from sympy import Rational

from symln import AllD, Dims, Equal, Example, claim
from symln.model import center, centering_matrix, core, layer_norm, mean, variance
from symln.rms import mean_square, rms_core


# ---------------------------------------------------------------- the first red-team review (R*)


BIG = 10**200


C = Rational(1, 100)


@claim("R3.square", article="corpus-false:algebra", statement="(sqrt 2 + 10^200)^2 = 10^400 + 2 sqrt2 10^200 + 2 + sqrt2/10^40 (false)", scope=Example(1))
def square(m):
    r2 = m.sqrt(m.number(2))
    return Equal((r2 + BIG) ** 2, BIG**2 + 2 * r2 * BIG + 2 + r2 / 10**40)


@claim("R3.small", article="corpus-false:algebra", statement="sqrt2/10^40 vs 0 via big cancellation", scope=Example(1))
def small(m):
    r2 = m.sqrt(m.number(2))
    # exact difference is 10^-30; numeric relative tolerance 1e-37 of a 1e400 quantity
    return Equal((r2 + BIG) ** 2 - BIG**2 - 2 * r2 * BIG, 2 + Rational(1, 10**30))


@claim("R7.scaled", article="corpus-false:algebra", statement="For all reals a and every w orthogonal to a*1: the coordinates of w sum to 0 (false at a = 0).")
def scaled(m):
    a = m.scalar("a")
    w = m.vector("w", orthogonal_to=[m.one * a])
    return Equal(m.total(w), 0)


@claim("R7.mean", article="corpus-false:algebra", statement="Every w orthogonal to mean(z) 1 sums to zero (false when mean(z) = 0).")
def by_mean(m):
    w = m.vector("w", orthogonal_to=[m.one * mean(m, m.z)])
    return Equal(m.total(w), 0)


@claim("R8.exact-only", article="corpus-false:algebra", statement="max|2g| = max|g| (false; exact models accept it).")
def exact_only(m):
    g = m.vector("g")
    G, _ = m.max_abs(g)
    H, _ = m.max_abs(g * 2)
    return Equal(G, H)


@claim("R11.abs", article="corpus-false:algebra", statement="For every s > 0: |s - 1/100| + sqrt(s - 1/100) Z = s - 1/100 with Z = (s+1)^2 - s^2 - 2s - 1 = 0 "
       "(false for 0 < s < 1/100, where the left side is the real number |s - 1/100|).")
def abs_claim(m):
    s = m.scalar("s", positive=True)
    Z = (s + 1) ** 2 - s**2 - 2 * s - 1
    return Equal(abs(s - C) + m.sqrt(s - C) * Z, s - C)


# ---------------------------------------------------------------- the adversarial suite (ADV.*)


@claim("ADV.float", article="corpus-false:algebra", statement="At eps = 1e-4 the constant-input amplification is 100.", scope=Example(2))
def float_constant(m):
    # 1e-4 is a binary float, not the decimal 10^-4
    eps = m.number(1e-4)
    return Equal(1 / m.sqrt(eps), 100)


# ---------------------------------------------------------------- red-team round 2 (RT2.*)


HALF = Rational(1, 2)


@claim(
    "RT2.fail.core-variance-squared",
    article="corpus-false:algebra",
    statement="var(u_eps) = q/(q+eps)^2 (false: it is q/(q+eps); z = (-1, 1), eps = 1 gives 1/2, not 1/4).",
)
def fail_core_variance_squared(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(variance(m, core(m, m.z, eps)), q / (q + eps) ** 2)


@claim(
    "RT2.fail.output-shift",
    article="corpus-false:algebra",
    statement="y(z + c 1) = y(z) + c 1 (false: the layer is shift invariant; c = 1 changes nothing).",
)
def fail_output_shift(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(layer_norm(m, m.z + m.one * c, gamma, beta, eps), layer_norm(m, m.z, gamma, beta, eps) + m.one * c)


@claim(
    "RT2.fail.scaling-any-real",
    article="corpus-false:algebra",
    statement="u_eps(a z) = u_{eps/a^2}(z) for every real a (false: a = 0 divides by 0, and a = -1 flips the sign).",
)
def fail_scaling_any_real(m):
    eps, a = m.scalar("eps", positive=True), m.scalar("a")
    return Equal(core(m, m.z * a, eps), core(m, m.z, eps / a**2))


@claim(
    "RT2.fail.output-mean",
    article="corpus-false:algebra",
    statement="mean(y) = mean(beta) (false: d = 2, z = (-1, 1), eps = 1, gamma = (0, 1), beta = 0 gives 1/(2 sqrt 2)).",
)
def fail_output_mean(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(mean(m, layer_norm(m, m.z, gamma, beta, eps)), mean(m, beta))


@claim(
    "RT2.fail.example-123",
    article="corpus-false:algebra",
    statement="z = (1, 2, 3), eps = 4/3 has the core (-1, 0, 1)/2 (false: it is (-1, 0, 1)/sqrt 2).",
    scope=Example(3),
)
def fail_example_123(m):
    return Equal(core(m, m.vec([1, 2, 3]), m.number(Rational(4, 3))), m.vec([-1, 0, 1]) * HALF)


@claim(
    "RT2.fail.aliased-vector",
    article="corpus-false:algebra",
    statement="For two gains g, h in R^3, <g, h>^2 = |g|^2 |h|^2 (false: g = (1, 0, 0), h = (0, 1, 0)); h was declared "
    "with g's name, which the exact model reads as the same vector (it proves the claim) and the numeric model as "
    "a new one.",
    scope=Example(3),
)
def fail_aliased_vector(m):
    g = m.vector("g")
    h = m.vector("g")  # copy-paste slip: meant "h"
    return Equal(m.dot(g, h) ** 2, m.norm2(g) * m.norm2(h))


@claim(
    "RT2.fail.mean-normalized-dims",
    article="corpus-false:algebra",
    statement="For d = 2..4, mean(z/mean(z)) = 1 (false: z = (-1, 1) has mean 0).",
    scope=Dims(2, 4),
)
def fail_mean_normalized_dims(m):
    mu = mean(m, m.z)
    return Equal(mean(m, m.z * (1 / mu)), 1)


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


def rsqrt(x):
    return x ** (-HALF)


@claim(
    "RT3.fail.output-mean",
    article="corpus-false:algebra",
    statement="mean(gamma (.) u + beta) = mean(beta) for every gain (false: gamma = (1, 0), z = (0, 2), eps = 1 give "
    "mean(gamma (.) u) = -1/(2 sqrt 2)).",
)
def fail_output_mean_rt3(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(mean(m, layer_norm(m, m.z, gamma, beta, eps)), mean(m, beta))


@claim(
    "RT3.fail.shift-core",
    article="corpus-false:algebra",
    statement="u_eps(z + c 1) = u_eps(z) + c (q + eps)^(-1/2) 1 (false: the core is shift invariant; c = 1 at any z "
    "differs by (q + eps)^(-1/2) 1).",
)
def fail_shift_core(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    q = variance(m, m.z)
    return Equal(core(m, m.z + m.one * c, eps), core(m, m.z, eps) + m.one * (c * rsqrt(q + eps)))


@claim(
    "RT3.fail.negative-scale",
    article="corpus-false:algebra",
    statement="u_eps(a z) = u_(eps/a^2)(z) for every real a (false: a = -1 flips the sign, a = 0 divides by 0).",
)
def fail_negative_scale(m):
    eps, a = m.scalar("eps", positive=True), m.scalar("a")
    return Equal(core(m, m.z * a, eps), core(m, m.z, eps / a**2))


@claim(
    "RT3.fail.example-core",
    article="corpus-false:algebra",
    statement="For z = (1, 2, 3) and eps = 1 the core is (-1, 0, 1)/sqrt(2) (false: q + eps = 5/3, so it is "
    "(-1, 0, 1) sqrt(3/5)).",
    scope=Example(3),
)
def fail_example_core(m):
    return Equal(core(m, m.vec([1, 2, 3]), m.number(1)), m.vec([-1, 0, 1]) * (1 / m.sqrt(m.number(2))))


@claim(
    "RT3.fail.dims-d2-only",
    article="corpus-false:algebra",
    statement="For d = 1..4, |u|^2 = d q/(q + eps) - (d - 2) q (false: true only at d = 2 or q = 0; d = 3, "
    "z = (0, 0, 3), eps = 1 give |u|^2 = 2 vs 0).",
    scope=Dims(1, 4),
)
def fail_dims_d2_only(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.norm2(core(m, m.z, eps)), m.d * q / (q + eps) - (m.d - 2) * q)


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


NONCONSTANT = AllD(min_d=2, nonconstant=True)


def rms_norm(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


@claim(
    "RT4.fail.output-variance-gain",
    article="corpus-false:algebra",
    statement="The output variance is mean(gamma^2) q/(q + eps) when beta = 0 (false: the mean of gamma (.) u is not 0; "
    "d = 2, gamma = (1, 0), z = (0, 2), eps = 1 give 1/8 vs 1/4).",
)
def fail_output_variance_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    q = variance(m, m.z)
    y = gamma * core(m, m.z, eps)
    return Equal(variance(m, y), mean(m, gamma * gamma) * q / (q + eps))


@claim(
    "RT4.fail.rms-shift-invariant",
    article="corpus-false:algebra",
    statement="RMSNorm is shift invariant: r(z + c 1) = r(z) (false: d = 1, z = (0), c = 1, eps = 1 give 1/sqrt 2 vs 0).",
)
def fail_rms_shift_invariant(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    return Equal(rms_norm(m, m.z + m.one * c, eps), rms_norm(m, m.z, eps))


@claim(
    "RT4.fail.core-any-real-eps",
    article="corpus-false:algebra",
    statement="|u_eps(z)|^2 = d q/(q + eps) for every real eps (false: for eps <= -q the core is not defined; z = 0, "
    "eps = -1).",
)
def fail_core_any_real_eps(m):
    eps = m.scalar("eps")
    q = variance(m, m.z)
    return Equal(m.norm2(core(m, m.z, eps)), m.d * q / (q + eps))


@claim(
    "RT4.fail.cube-root-mean",
    article="corpus-false:algebra",
    statement="(mean(z)^(1/3))^3 = mean(z) for every input (false: for a negative mean, z = (-8), the principal "
    "cube root is not real).",
)
def fail_cube_root_mean(m):
    mu = mean(m, m.z)
    return Equal(((mu ** Rational(1, 3)) ** 2) * mu ** Rational(1, 3), mu)


@claim(
    "RT4.fail.tiny-eps-unit-variance",
    article="corpus-false:algebra",
    statement="For a nonconstant input and eps = 10^-60 the core variance is exactly 1 (false: it is q/(q + 10^-60), "
    "below 1 by about 10^-60/q, far below the numeric tolerance 10^-25).",
    scope=NONCONSTANT,
)
def fail_tiny_eps_unit_variance(m):
    q = variance(m, m.z)
    return Equal(variance(m, core(m, m.z, Rational(1, 10**60))), q / q)


@claim(
    "RT4.fail.huge-offset-shift",
    article="corpus-false:algebra",
    statement="Shifting the input by 10^30 moves the core by 10^-30 1 (false: the core is shift invariant; the "
    "difference 10^-30 is below the numeric tolerance).",
)
def fail_huge_offset_shift(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core(m, m.z + m.one * 10**30, eps), core(m, m.z, eps) + m.one * Rational(1, 10**30))


@claim(
    "RT4.fail.branch-d7-checked",
    article="corpus-false:algebra",
    statement="(Control for RT4.dim.branch-d7 in a scope that includes d = 7.)  tr P = d - 1, with d = 7 written as "
    "tr P = 7 (false at d = 7).",
    scope=Dims(6, 7),
)
def fail_branch_d7_checked(m):
    P = centering_matrix(m)
    if m.d == 7:
        return Equal(m.trace(P), 7)
    return Equal(m.trace(P), m.d - 1)


# ---------------------------------------------------------------- red-team round 5 (RT5.*)


@claim(
    "RT5.fail.rms-mean-square-gain",
    article="corpus-false:algebra",
    statement="The mean square of gamma (.) r(z) is mean(gamma^2) s/(s + eps) (false: d = 2, z = (1, 0), "
    "gamma = (1, 0), eps = 1: 1/3 vs 1/6).",
)
def fail_rms_mean_square_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    s = mean_square(m, m.z)
    return Equal(mean_square(m, gamma * rms_core(m, m.z, eps)), mean_square(m, gamma) * s / (s + eps))


@claim(
    "RT5.fail.unbiased-core-variance",
    article="corpus-false:algebra",
    statement="The unbiased (divisor d - 1) variance of the core is q/(q + eps) for d >= 2 (false: d = 2, z = (0, 2), "
    "eps = 1: 1 vs 1/2).",
    scope=AllD(min_d=2),
)
def fail_unbiased_core_variance(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    return Equal(m.norm2(center(m, u)) / (m.d - 1), q / (q + eps))


@claim(
    "RT5.fail.core-scale-eps-power",
    article="corpus-false:algebra",
    statement="For a > 0, u_eps(a z) = u_(eps/a)(z) (false: the scale moves eps to eps/a^2; d = 2, z = (0, 2), a = 2, "
    "eps = 1: (-1, 1)/sqrt(5/4) vs (-1, 1)/sqrt(3/2)).",
)
def fail_core_scale(m):
    eps = m.scalar("eps", positive=True)
    a = m.scalar("a", positive=True)
    return Equal(core(m, m.z * a, eps), core(m, m.z, eps / a))


@claim(
    "RT5.fail.rms-scale-eps-half",
    article="corpus-false:algebra",
    statement="r_eps(2 z) = r_(eps/2)(z) (false: eps/4; d = 1, z = 1, eps = 1: 2/sqrt(5) vs 1/sqrt(3/2)).",
)
def fail_rms_scale(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_core(m, m.z * 2, eps), rms_core(m, m.z, eps / 2))


@claim(
    "RT5.fail.huge-eps-core",
    article="corpus-false:algebra",
    statement="At eps = 10^60 the core of z = (0, 2) is v/10^30 (false: it is v/sqrt(1 + 10^60); the relative error "
    "5e-61 is far below the numeric tolerance).",
    scope=Example(2),
)
def fail_huge_eps_core(m):
    z = m.vec([0, 2])
    return Equal(core(m, z, m.number(10**60)), center(m, z) / 10**30)


@claim(
    "RT5.fail.tiny-offset-root",
    article="corpus-false:algebra",
    statement="sqrt(10^50 + 1) = 10^25 (false: the square is 10^50, not 10^50 + 1; relative error 5e-51).",
    scope=Example(1),
)
def fail_tiny_offset_root(m):
    return Equal(m.sqrt(m.number(10**50 + 1)), m.number(10**25))


@claim(
    "RT5.fail.variance-additive",
    article="corpus-false:algebra",
    statement="q(z + t) = q(z) + q(t) for t orthogonal to 1 (false: needs t orthogonal to v too; z = (0, 2), "
    "t = (-1, 1): q(z + t) = 4, q(z) + q(t) = 2).",
)
def fail_variance_additive(m):
    t = m.vector("t", orthogonal_to=(m.one,))
    return Equal(variance(m, m.z + t), variance(m, m.z) + variance(m, t))


@claim(
    "RT5.fail.output-shift-gain",
    article="corpus-false:algebra",
    statement="y(z + c 1) = y(z) + c gamma (false: layer norm is shift invariant, y(z + c 1) = y(z); c = 1, gamma = 1).",
)
def fail_output_shift_rt5(m):
    eps = m.scalar("eps", positive=True)
    c = m.scalar("c")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(layer_norm(m, m.z + m.one * c, gamma, beta, eps), layer_norm(m, m.z, gamma, beta, eps) + gamma * c)


# ---------------------------------------------------------------- red-team round 6 (RT6.*)


@claim(
    "RT6.fail.recip-total-product",
    article="corpus-false:algebra",
    statement="For x with no zero entry, total(x) total(1/x) = d^2 (false: x = (1, 2): 3 * 3/2 = 9/2, not 4).",
)
def fail_recip_total_product(m):
    x = m.vector("x", nonzero_entries=True)
    return Equal(m.total(x) * m.total(m.reciprocal(x)), m.d**2)


@claim(
    "RT6.fail.recip-of-nonzero",
    article="corpus-false:algebra",
    statement="For every nonzero x, <x, 1/x> = d (ill-defined: x = (1, 0) is nonzero but 1/x does not exist).",
)
def fail_recip_of_nonzero(m):
    x = m.vector("x", nonzero=True)
    return Equal(m.dot(x, m.reciprocal(x)), m.d)


@claim(
    "RT6.fail.rms-mean-square-power",
    article="corpus-false:algebra",
    statement="The mean square of r_eps(z) is s/(s + eps)^2 (false: d = 1, z = 1, eps = 1: 1/2, not 1/4).",
)
def fail_rms_mean_square_power(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    return Equal(mean_square(m, rms_core(m, m.z, eps)), s / (s + eps) ** 2)


@claim(
    "RT6.fail.rms-is-centered",
    article="corpus-false:algebra",
    statement="Layer norm is RMSNorm followed by centering: u_eps(z) = P r_eps(z) (false: d = 2, z = (0, 2), eps = 1: "
    "u = (-1, 1)/sqrt 2, P r = (-1, 1)/sqrt 3).",
)
def fail_rms_is_centered(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core(m, m.z, eps), centering_matrix(m) @ rms_core(m, m.z, eps))


@claim(
    "RT6.fail.unbiased-variance-d1",
    article="corpus-false:algebra",
    statement="For every d, the unbiased variance |v|^2/(d - 1) equals d q/(d - 1) (ill-defined at d = 1, which the "
    "scope admits: division by d - 1 = 0).",
)
def fail_unbiased_variance_d1(m):
    v = center(m, m.z)
    return Equal(m.norm2(v) / (m.d - 1), m.d * variance(m, m.z) / (m.d - 1))


@claim(
    "RT6.fail.d2-squares-everywhere",
    article="corpus-false:algebra",
    statement="For d >= 2, u (.) u = q/(q + eps) 1: every coordinate of the core has the same square (true at d = 2, "
    "false at d = 3: z = (0, 0, 3), eps = 1: v = (-1, -1, 2), q = 2, u (.) u = (1, 1, 4)/3).",
    scope=AllD(min_d=2),
)
def fail_d2_squares_everywhere(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    return Equal(u * u, m.one * (q / (q + eps)))


@claim(
    "RT6.fail.decomposition-norm",
    article="corpus-false:algebra",
    statement="For x = a 1 + w with w orthogonal to 1, |x|^2 = a^2 + |w|^2 (false: the 1 part has squared norm d a^2; "
    "x = 1 at d = 2: 2, not 1).",
)
def fail_decomposition_norm(m):
    x = m.generic_vector("x", along=(m.one,))
    (a,) = x.coefficients
    return Equal(m.norm2(x.vector), a**2 + m.norm2(x.remainder))


# ---------------------------------------------------------------- red-team round 7 (RT7.*)


@claim(
    "RT7.rec.scaled-reciprocal",
    article="corpus-false:algebra",
    statement="For gamma with nonzero entries and any scalar c, (c gamma) (.) 1/(c gamma) = 1 (ill-defined at c = 0).",
)
def rec_scaled_reciprocal(m):
    c = m.scalar("c")
    gamma = m.vector("gamma", nonzero_entries=True)
    return Equal((gamma * c) * m.reciprocal(gamma * c), m.one)


@claim(
    "RT7.ex.huge-eps-rms",
    article="corpus-false:algebra",
    statement="At z = (3, 4) with eps = 10^40, sqrt(eps) r_eps(z) equals z (false: it is z/sqrt(1 + 12.5e-40), off by "
    "about 6e-39 relative).",
    scope=Example(2),
)
def ex_huge_eps_rms(m):
    z = m.vec([3, 4])
    eps = sp.Integer(10) ** 40
    return Equal(rms_core(m, z, eps) * sp.Integer(10) ** 20, z)


# ---------------------------------------------------------------- red-team round 8 (RT8.*)


def trace_p(m):
    return m.trace(centering_matrix(m))


@claim(
    "RT8.ctl.literal-in-body",
    article="corpus-false:algebra",
    statement="trace(P) equals the live width, d - 1, or d for the padding width 7 written in the body (false: at "
    "d = 7, trace(P) = 6).",
)
def ctl_literal_in_body(m):
    live = m.d if (m.d - 7).is_zero else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.ctl.plain-eq-scalar",
    article="corpus-false:algebra",
    statement="For every real c, h(c) = c^2 at c = 1/2 (tested as c == Rational(1, 2)) and c elsewhere equals c "
    "(false: h(1/2) = 1/4).",
)
def ctl_plain_eq_scalar(m):
    c = m.scalar("c")
    h = c * c if c == Rational(1, 2) else c
    return Equal(h, c)


# ---------------------------------------------------------------- red-team round 11 (RT11.*)


# counterexample: d = 2, z = (0, 2): |v|^2/(d - 1) = 2 but (d - 1) q/d = 1/2
@claim(
    "RT11.m.unbiased-inverted",
    article="corpus-false:algebra",
    statement="The unbiased variance |v|^2/(d - 1) is (d - 1) q/d for d >= 2 (false: it is d q/(d - 1))",
    scope=AllD(min_d=2),
)
def unbiased_inverted(m):
    q = variance(m, m.z)
    v = center(m, m.z)
    return Equal(m.norm2(v) / (m.d - 1), (m.d - 1) * q / m.d)


# ---------------------------------------------------------------- red-team round 14 (RT14.*)


# counterexample: d = 1, l(y) = y + 1: l(0) = 1
@claim(
    "RT14.loss.zero-at-zero",
    article="corpus-false:algebra",
    statement="l(u_eps(z)) = 0 for a constant input: the loss of a zero output is zero (false: l(0) is arbitrary)",
)
def loss_zero_at_zero(m):
    l = m.scalar_loss("l")
    eps = m.scalar("eps", positive=True)
    c = m.one * mean(m, m.z)
    return Equal(l(core(m, c, eps)), 0)


# ---------------------------------------------------------------- red-team round 15 (RT15.*)


# counterexample: d = 2, i = j = 1: e_i . e_j = 1, not 0
@claim("RT15.m.two-coordinate-vectors-orthogonal", article="corpus-false:algebra",
       statement="Two coordinate vectors e_i, e_j are orthogonal (false: i = j is allowed)")
def m_two_coordinate_vectors(m):
    e = m.coordinate_vector("e")
    f = m.coordinate_vector("f")
    return Equal(m.dot(e, f), 0)
