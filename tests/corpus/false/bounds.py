"""Corpus of false claims, class bounds: Inequalities with a constant too small, a missing factor of d or of the
gain, or a bound that holds only in part of the domain (wrong scope, huge or tiny constants).

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:bounds".  From: R* (the first red-team review), ADV.* (the adversarial
suite), RT2.* (red-team round 2), RT3.* (red-team round 3), RT4.* (red-team round 4), RT5.* (red-team round
5), RT6.* (red-team round 6), RT7.* (red-team round 7), RT10.* (red-team round 10), RT12.* (red-team round
12), RT15.* (red-team round 15), RT16.* (red-team round 16); tests/corpus/ROUNDS.md says what each round
probed.
"""

import sympy as sp
from sympy import Rational

from symln import AllD, Dims, Example, LessEqual, claim
from symln.model import center, core, layer_norm, variance
from symln.rms import rms_core


# ---------------------------------------------------------------- the first red-team review (R*)


K = 10**60


@claim("R8.coef", article="corpus-false:bounds", statement="4|g.x|^2 <= max|g|^2 |x|^2 + 10^60 (s-t)^2 for all g, x, s, t (false at s = t).")
def coef(m):
    g, x = m.vector("g"), m.vector("x")
    s, t = m.scalar("s"), m.scalar("t")
    G, _ = m.max_abs(g)
    H, slack2 = m.max_abs(g * 2)
    W = m.weighted_norm2(slack2, x)
    lhs = 4 * m.norm2(g * x)
    rhs = G**2 * m.norm2(x) + K * (s - t) ** 2
    return LessEqual(lhs, rhs, gap=W + K * (s - t) ** 2)


@claim("R8.two-gains", article="corpus-false:bounds", statement="|g2.x|^2 <= max|g1|^2 |x|^2 + 10^60 (s-t)^2 (false).", scope=Dims(2, 4))
def two_gains(m):
    g1, g2, x = m.vector("g1"), m.vector("g2"), m.vector("x")
    s, t = m.scalar("s"), m.scalar("t")
    G1, _ = m.max_abs(g1)
    G2, slack2 = m.max_abs(g2)
    W = m.weighted_norm2(slack2, x)
    return LessEqual(m.norm2(g2 * x), G1**2 * m.norm2(x) + K * (s - t) ** 2, gap=W + K * (s - t) ** 2)


# ---------------------------------------------------------------- the adversarial suite (ADV.*)


@claim("ADV.bounded-response", article="corpus-false:bounds", statement="Along (-t, 0, t) the third core coordinate stays below 6/5.", scope=Example(3))
def bounded_response(m):
    # true for moderate t; the supremum is sqrt(3/2) = 1.2247..., reached only as t grows
    eps, t = m.scalar("eps", positive=True), m.scalar("t")
    h = m.coordinates(core(m, m.vec([-1, 0, 1]) * t, eps))[2]
    return LessEqual(h, Rational(6, 5))


# ---------------------------------------------------------------- red-team round 2 (RT2.*)


@claim(
    "RT2.fail.core-norm-below-d-minus-1",
    article="corpus-false:bounds",
    statement="|u_eps|^2 <= d - 1 (false: d = 3, q = 1, eps = 9/64 gives 3 (64/73) > 2).",
    scope=AllD(min_d=2),
)
def fail_core_norm_below_d_minus_1(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d - 1)


@claim(
    "RT2.fail.core-coordinate-below-1",
    article="corpus-false:bounds",
    statement="Every core coordinate satisfies u_i^2 <= 1 (false: z = (3, -2, -1), eps = 1/100 gives u_1^2 about 1.9).",
)
def fail_core_coordinate_below_1(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, core(m, m.z, eps)) ** 2, 1)


@claim(
    "RT2.fail.cauchy-schwarz-missing-d",
    article="corpus-false:bounds",
    statement="<v, t>^2 <= q |t|^2 (false: Cauchy-Schwarz gives d q |t|^2; t = v gives d^2 q^2 > q d q for d >= 2).",
)
def fail_cauchy_schwarz_missing_d(m):
    t = m.vector("t")
    return LessEqual(m.dot(center(m, m.z), t) ** 2, variance(m, m.z) * m.norm2(t))


@claim(
    "RT2.fail.coordinates-below-1-dims",
    article="corpus-false:bounds",
    statement="For d = 2..4, u_i^2 < 1 (false at d = 3: z = (3, -2, -1), eps = 1/100 gives about 1.9).",
    scope=Dims(2, 4),
)
def fail_coordinates_below_1_dims(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, core(m, m.z, eps)) ** 2, 1, strict=True)


@claim(
    "RT2.fail.eps-increases-norm",
    article="corpus-false:bounds",
    statement="|u_eps|^2 grows with eps (false: it is d q/(q+eps), decreasing; z = (-3, 3), eps = 1/2, h = 1).",
)
def fail_eps_increases_norm(m):
    eps, h = m.scalar("eps", positive=True), m.scalar("h", positive=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.norm2(core(m, m.z, eps + h)))


@claim(
    "RT2.fail.hadamard-bound-unsquared",
    article="corpus-false:bounds",
    statement="|g (.) x|^2 <= max|g| |x|^2 (false: the maximum enters squared; g = 2 1 gives 4|x|^2 > 2|x|^2).",
)
def fail_hadamard_bound_unsquared(m):
    g, x = m.vector("g"), m.vector("x")
    big, _ = m.max_abs(g)
    return LessEqual(m.norm2(g * x), big * m.norm2(x))


@claim(
    "RT2.fail.output-variance-bound",
    article="corpus-false:bounds",
    statement="var(y) <= max|gamma|^2 q/(q+eps) (false: a nonconstant bias adds its own variance; gamma = 0, "
    "beta = (0, 1)).",
)
def fail_output_variance_bound(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    big, _ = m.max_abs(gamma)
    q = variance(m, m.z)
    return LessEqual(variance(m, layer_norm(m, m.z, gamma, beta, eps)), big**2 * q / (q + eps))


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


HALF = Rational(1, 2)


NONCONSTANT = AllD(min_d=2, nonconstant=True)


def rsqrt(x):
    return x ** (-HALF)


@claim(
    "RT3.fail.norm-bound-dminus1",
    article="corpus-false:bounds",
    statement="|u_eps(z)|^2 <= d - 1 (false: d = 2, q = 1, eps = 9/64 give 128/73 > 1).",
)
def fail_norm_bound_dminus1(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d - 1)


@claim(
    "RT3.fail.coordinate-bound",
    article="corpus-false:bounds",
    statement="u_i^2 <= (d - 1)/d (false: d = 2, z = (2, -2), eps = 13/8 give u_1^2 = 32/45 > 1/2).",
)
def fail_coordinate_bound(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, core(m, m.z, eps)) ** 2, (m.d - 1) / m.d)


@claim(
    "RT3.fail.variance-half",
    article="corpus-false:bounds",
    statement="For a nonconstant input the core variance is at least 1/2 (false: q = 1, eps = 3 give 1/4).",
    scope=NONCONSTANT,
)
def fail_variance_half(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(HALF, q / (q + eps))


@claim(
    "RT3.fail.radial-vs-orthogonal",
    article="corpus-false:bounds",
    statement="The radial eigenvalue eps/(q + eps)^(3/2) exceeds the orthogonal one (q + eps)^(-1/2) (false: their "
    "ratio is eps/(q + eps) < 1 for q > 0).",
    scope=NONCONSTANT,
)
def fail_radial_vs_orthogonal(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(rsqrt(q + eps), eps * (q + eps) ** Rational(-3, 2), strict=True)


@claim(
    "RT3.fail.radial-max",
    article="corpus-false:bounds",
    statement="eps/(q + eps)^(3/2) <= 1/(2 sqrt(eps)) (false: q = 0 gives 1/sqrt(eps)).",
)
def fail_radial_max(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(eps * (q + eps) ** Rational(-3, 2), 1 / (2 * m.sqrt(eps)))


@claim(
    "RT3.fail.cs-missing-norm",
    article="corpus-false:bounds",
    statement="<u, t>^2 <= |t|^2 (Cauchy-Schwarz without |u|^2: false, d = 2, z = (-3/4, 3/4), eps = 13/64, "
    "t = (1, -1)).",
)
def fail_cs_missing_norm(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    return LessEqual(m.dot(core(m, m.z, eps), t) ** 2, m.norm2(t))


@claim(
    "RT3.fail.coord-v-bound",
    article="corpus-false:bounds",
    statement="v_i^2 <= q (false: the bound is (d - 1) q; z = (-1, 1, 0) gives v_1^2 = 1 > q = 2/3).",
)
def fail_coord_v_bound(m):
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, center(m, m.z)) ** 2, variance(m, m.z))


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


@claim(
    "RT4.fail.strict-at-equality",
    article="corpus-false:bounds",
    statement="|u_eps(z)|^2 < d q/(q + eps) strictly (false: they are equal at every input).",
)
def fail_strict_at_equality(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d * q / (q + eps), strict=True)


@claim(
    "RT4.fail.max-gain-below-rms",
    article="corpus-false:bounds",
    statement="max_i |gamma_i|^2 <= |gamma|^2/d (false: the maximum bounds the mean square from above; gamma = (1, 0) "
    "gives 1 > 1/2).",
)
def fail_max_gain_below_rms(m):
    gamma = m.vector("gamma")
    big, slack = m.max_abs(gamma)
    return LessEqual(big**2, m.norm2(gamma) / m.d, gap=-m.weighted_norm2(slack, m.one) / m.d)


@claim(
    "RT4.fail.cauchy-schwarz-wrong-gap",
    article="corpus-false:bounds",
    statement="<u, t>^2 <= |u|^2 |t|^2 with the gap CS(t, t), i.e. |u|^2 |t|^2 - <u, t>^2 = |t|^4 - <t, t>^2 = 0 "
    "(false: z = (0, 2), eps = 1, t = (1, 0) give |u|^2 |t|^2 - <u, t>^2 = 1/2; the gap of this step is CS(u, t)).",
)
def fail_cauchy_schwarz_wrong_gap(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    u = core(m, m.z, eps)
    return LessEqual(m.dot(u, t) ** 2, m.norm2(u) * m.norm2(t), gap=m.cauchy_schwarz(t, t))


@claim(
    "RT4.fail.core-bound-eps-nonnegative",
    article="corpus-false:bounds",
    statement="|u_eps(z)|^2 <= d for every eps >= 0 (false: eps = 0 and a constant input give 0/0).",
)
def fail_core_bound_eps_nonnegative(m):
    eps = m.scalar("eps", nonnegative=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d)


# ---------------------------------------------------------------- red-team round 5 (RT5.*)


@claim(
    "RT5.fail.core-norm-sphere",
    article="corpus-false:bounds",
    statement="The core lies in the ball of radius sqrt(d - 1): |u|^2 <= d - 1 (false: d = 2, z = (0, 2), "
    "eps = 1/100: |u|^2 = 2/1.01 > 1).",
)
def fail_core_norm_sphere(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d - 1)


@claim(
    "RT5.fail.radial-below-orthogonal-strict",
    article="corpus-false:bounds",
    statement="The radial eigenvalue eps/(q + eps)^(3/2) is strictly below the orthogonal one 1/sqrt(q + eps) "
    "(false at a constant input: q = 0 makes them equal, 1/sqrt(eps)).",
)
def fail_radial_strict(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(eps * (q + eps) ** Rational(-3, 2), (q + eps) ** (-HALF), strict=True)


@claim(
    "RT5.fail.coordinate-bound-strict",
    article="corpus-false:bounds",
    statement="For a nonconstant input, v_i^2 < (d - 1) q strictly (false at d = 2: v = (a, -a), v_1^2 = a^2 = q).",
    scope=AllD(min_d=2, nonconstant=True),
)
def fail_coordinate_strict(m):
    e = m.coordinate_vector("e")
    v = center(m, m.z)
    return LessEqual(m.dot(e, v) ** 2, (m.d - 1) * variance(m, m.z), strict=True)


@claim(
    "RT5.fail.sympy-sin-bound",
    article="corpus-false:bounds",
    statement="sin(c) <= c - c^3/6 + c^5/200 for c >= 0 (false: the Taylor coefficient is 1/120; c = 1/2: "
    "0.479426 > 0.479323).",
)
def fail_sympy_sin(m):
    c = m.scalar("c", nonnegative=True)
    return LessEqual(sp.sin(c), c - c**3 / 6 + c**5 / 200)


# ---------------------------------------------------------------- red-team round 6 (RT6.*)


@claim(
    "RT6.fail.recip-cs-reversed",
    article="corpus-false:bounds",
    statement="For x with no zero entry, |x|^2 |1/x|^2 <= d^2 (false: x = (1, 2): 5 * 5/4 = 25/4 > 4; Cauchy-Schwarz "
    "gives >=).",
)
def fail_recip_cs_reversed(m):
    x = m.vector("x", nonzero_entries=True)
    return LessEqual(m.norm2(x) * m.norm2(m.reciprocal(x)), m.d**2)


@claim(
    "RT6.fail.maxabs-below-rms",
    article="corpus-false:bounds",
    statement="max_i gamma_i^2 <= |gamma|^2/d (false: gamma = (1, 0): 1 > 1/2; the inequality goes the other way).",
)
def fail_maxabs_below_rms(m):
    gamma = m.vector("gamma")
    big, _ = m.max_abs(gamma)
    return LessEqual(big**2, m.norm2(gamma) / m.d)


@claim(
    "RT6.fail.maxabs-strict",
    article="corpus-false:bounds",
    statement="For every nonzero gain, |gamma|^2 < d max_i gamma_i^2 strictly (false: gamma = 1: d = d).",
)
def fail_maxabs_strict(m):
    gamma = m.vector("gamma", nonzero=True)
    big, slack = m.max_abs(gamma)
    return LessEqual(m.norm2(gamma), m.d * big**2, strict=True)


@claim(
    "RT6.fail.rms-coordinate-below-1",
    article="corpus-false:bounds",
    statement="Every coordinate of RMSNorm's output satisfies r_i^2 <= 1 (false: d = 2, z = (2, 0), eps = 1: "
    "s = 2, r_1^2 = 4/3).",
)
def fail_rms_coordinate_below_1(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, rms_core(m, m.z, eps)) ** 2, 1)


@claim(
    "RT6.fail.nonconstant-variance-half",
    article="corpus-false:bounds",
    statement="For every nonconstant input the core variance is at least 1/2 (false: z = (0, 1/5), eps = 1: q = 1/100, "
    "q/(q + 1) = 1/101).",
    scope=AllD(min_d=2, nonconstant=True),
)
def fail_nonconstant_variance_half(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(HALF, variance(m, core(m, m.z, eps)))


@claim(
    "RT6.fail.example-huge-eps",
    article="corpus-false:bounds",
    statement="At z = (1, 2, 4) with eps = 10^30, |u|^2 <= 10^-30 (false: q = 14/9, |u|^2 = 3 q/(q + eps), about "
    "4.67e-30).",
    scope=Example(3),
)
def fail_example_huge_eps(m):
    z = m.vec([1, 2, 4])
    return LessEqual(m.norm2(core(m, z, sp.Integer(10) ** 30)), Rational(1, 10**30))


@claim(
    "RT6.fail.example-tiny-input",
    article="corpus-false:bounds",
    statement="At z = (0, 10^-20) with eps = 10^-40, the core variance is at least 1/2 (false: q = 2.5e-41, "
    "q/(q + eps) = 1/5).",
    scope=Example(2),
)
def fail_example_tiny_input(m):
    z = m.vec([0, Rational(1, 10**20)])
    return LessEqual(HALF, variance(m, core(m, z, Rational(1, 10**40))))


# ---------------------------------------------------------------- red-team round 7 (RT7.*)


@claim(
    "RT7.gain.max-vs-norm",
    article="corpus-false:bounds",
    statement="G^2 >= |gamma|^2 for G = max |gamma_i| (false: d = 2, gamma = 1: G^2 = 1 < 2).",
)
def gain_max_vs_norm(m):
    gamma = m.vector("gamma")
    big, slack = m.max_abs(gamma)
    return LessEqual(m.norm2(gamma), big**2)


@claim(
    "RT7.ex.tiny-gap",
    article="corpus-false:bounds",
    statement="At z = (0, 1) with eps = 10^-80, the core variance q/(q + eps) is at least 1 - 10^-81 (false: it is "
    "1 - 4 10^-80 + ..., about 1 - 4e-80).",
    scope=Example(2),
)
def ex_tiny_gap(m):
    z = m.vec([0, 1])
    return LessEqual(1 - Rational(1, 10**81), variance(m, core(m, z, Rational(1, 10**80))))


# ---------------------------------------------------------------- red-team round 10 (RT10.*)


# counterexample: d = 1: u = 0, so u_1^2 = 0 > -eps/(q + eps)
@claim(
    "RT10.m.coord-bound-eps",
    article="corpus-false:bounds",
    statement="u_i^2 <= d - 1 - eps/(q + eps) (false at d = 1: u = 0 but the bound is -eps/(q + eps) < 0)",
)
def coord_bound_eps(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    q = variance(m, m.z)
    return LessEqual(m.dot(e, core(m, m.z, eps)) ** 2, m.d - 1 - eps / (q + eps))


# counterexample: d = 2, z = (0, 2), eps = 1: q/(q + eps) = 1/2, the claim says 1
@claim(
    "RT10.m.core-variance-eps-outside",
    article="corpus-false:bounds",
    statement="With eps inside the root the core variance is q/(sqrt(q) + eps)^2 (false: that is the eps-outside "
    "form; it is q/(q + eps); z = (0, 2), eps = 1 give 1/2 vs 1/4)",
)
def core_variance_eps_outside(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(variance(m, core(m, m.z, eps)), q / (m.sqrt(q) + eps) ** 2, gap=0 * q)


# ---------------------------------------------------------------- red-team round 12 (RT12.*)


# counterexample: d = 3, w = (2, -1, -1) (orthogonal to 1, |w|^2 = 6), i = 1: w_1^2 = 4 > |w|^2/2 = 3
@claim("RT12.coord.half-bound", article="corpus-false:bounds", statement="w_i^2 <= |w|^2/2 for w orthogonal to 1 (false: (d-1)/d, d = 3, w = (2,-1,-1))", scope=AllD(min_d=2))
def coord_half_bound(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", orthogonal_to=(m.one,), nonzero=True)
    return LessEqual(m.dot(e, w) ** 2, m.norm2(w) / 2)


# counterexample: d = 2, z = (0, 2) (v = (-1, 1), q = 1): v_1^2 = 1 = (d - 1) q: equality, not strict
@claim("RT12.coord.strict-at-d2", article="corpus-false:bounds", statement="v_i^2 < (d - 1) q for a nonconstant input (false at d = 2: equality)", scope=AllD(min_d=2, nonconstant=True))
def coord_strict(m):
    e = m.coordinate_vector("e")
    v, q = center(m, m.z), variance(m, m.z)
    return LessEqual(m.dot(e, v) ** 2, (m.d - 1) * q, strict=True)


# ---------------------------------------------------------------- red-team round 15 (RT15.*)


# counterexample: d = 2, h = (1, -1): total(h) total(1/h) = 0 * 0 = 0 < 4 = d^2
@claim("RT15.m.sum-reciprocal-sum", article="corpus-false:bounds",
       statement="(sum h_i)(sum 1/h_i) >= d^2 for h with nonzero entries (false: true only for entries of one sign)")
def m_sum_reciprocal_sum(m):
    h = m.vector("h", nonzero_entries=True)
    return LessEqual(m.d**2, m.total(h) * m.total(m.reciprocal(h)))


# ---------------------------------------------------------------- red-team round 16 (RT16.*)


# counterexample: d = 1: u_1 = 0 and 0 < 0 is false
@claim("RT16.coord.strict-core-coordinate", article="corpus-false:bounds",
       statement="Each core coordinate satisfies u_i^2 < d - 1 (false at d = 1: 0 < 0)")
def coord_strict_rt16(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    ui = m.dot(core(m, m.z, eps), e)
    return LessEqual(ui**2, m.d - 1, strict=True)


# counterexample: d = 2, gamma = (1, 0): G^2 d = 2 > 1 = |gamma|^2
@claim("RT16.gain.max-times-d", article="corpus-false:bounds",
       statement="d (max|gamma_i|)^2 <= |gamma|^2 (false: reversed; equality only for |gamma_i| constant)")
def gain_max_times_d(m):
    gamma = m.vector("gamma")
    big, _ = m.max_abs(gamma)
    return LessEqual(m.d * big**2, m.norm2(gamma))
