"""Corpus of false claims, class thin_sets: False only on a thin set that random points never meet: strict bounds
tight somewhere, orthogonality, Hadamard products and coordinates of vectors that can vanish.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:thin_sets".  From: SC.* (the soundness suite), RT3.* (red-team round
3), RT7.* (red-team round 7), RT12.* (red-team round 12), RT14.* (red-team round 14), RT16.* (red-team round
16); tests/corpus/ROUNDS.md says what each round probed.
"""

from sympy import Rational, oo

from symln import AllD, Dims, Equal, Example, LessEqual, Limit, Nonzero, Positive, claim
from symln.model import center, core, core_jacobian, mean, variance


# ---------------------------------------------------------------- the soundness suite (SC.*)


HALF = Rational(1, 2)


def family_h(m, eps):
    """E21's third core coordinate along the inputs (-t, 0, t)."""
    return lambda s: m.coordinates(core(m, m.vec([-1, 0, 1]) * s, eps))[2]


@claim(
    "SC.thin.half",
    article="corpus-false:thin_sets",
    statement="The core variance q/(q + eps) never equals 1/2 "
    "(false: d = 2, z = (-1, 1), eps = 1 give q = eps = 1 and exactly 1/2).",
)
def thin_half(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Nonzero(q / (q + eps) - HALF)


@claim(
    "SC.thin.killed-coefficient",
    article="corpus-false:thin_sets",
    statement="For every real c and input z, (c - 1)^2 + c^2 q > 0 "
    "(false: c = 1 with a constant input, e.g. z = 0, gives 0).",
)
def thin_killed_coefficient(m):
    c = m.scalar("c")
    return Positive((c - 1) ** 2 + c**2 * variance(m, m.z))


@claim(
    "SC.thin.unstabilized-norm",
    article="corpus-false:thin_sets",
    statement="For every z in R^2 the unstabilized core u_0(z) = v/sqrt(q) has |u_0(z)|^2 = d = 2 "
    "(false: at the constant input z = (1, 1), u_0 = 0/0 is undefined).",
    scope=Example(2),
)
def thin_unstabilized_norm(m):
    return Equal(m.norm2(core(m, m.z, 0)), m.d)


@claim(
    "SC.thin.precision",
    article="corpus-false:thin_sets",
    statement="For every z in R^3 the precision 1/q(z) is positive (false: z = (1, 1, 1) has q = 0 and 1/q is undefined).",
    scope=Example(3),
)
def thin_precision(m):
    return Positive(1 / variance(m, m.z))


@claim(
    "SC.thin.zero-scalar",
    article="corpus-false:thin_sets",
    statement="For every real c and z in R^2, q(c z)/c^2 = q(z) (false: at c = 0 the left side is 0/0, undefined).",
    scope=Example(2),
)
def thin_zero_scalar(m):
    c = m.scalar("c")
    return Equal(variance(m, m.z * c) / c**2, variance(m, m.z))


@claim(
    "SC.thin.square-scaling",
    article="corpus-false:thin_sets",
    statement="For every real c and z in R^2 the unstabilized core is invariant under scaling by c^2: "
    "u_0(c^2 z) = u_0(z) (false: c = 0, z = (-1, 1) give u_0(0) = 0/0, undefined, while u_0(z) = (-1, 1)).",
    scope=Example(2),
)
def thin_square_scaling(m):
    c = m.scalar("c")
    return Equal(core(m, m.z * c**2, 0), core(m, m.z, 0))


@claim(
    "SC.thin.smallest-d",
    article="corpus-false:thin_sets",
    statement="For d = 1..4 and every vector t, d/|P t|^2 > 0 "
    "(false at the smallest d: for d = 1, P t = 0 for every t and d/|P t|^2 is undefined).",
    scope=Dims(1, 4),
)
def thin_smallest_d(m):
    t = m.vector("t")
    return Positive(m.d / m.norm2(center(m, t)))


@claim(
    "SC.thin.limit-blowup",
    article="corpus-false:thin_sets",
    statement="For d >= 2 and a nonconstant input the amplification (q + eps)^(-1/2) tends to +oo as eps -> 0+ "
    "(false: it tends to q^(-1/2), finite; e.g. 1 for z = (-1, 1)).",
    scope=AllD(min_d=2, nonconstant=True),
)
def thin_limit_blowup(m):
    q = variance(m, m.z)
    return Limit(lambda e: 1 / m.sqrt(q + e), 0, oo, "e", side="+")


@claim(
    "SC.thin.limit-two-sided",
    article="corpus-false:thin_sets",
    statement="For every z in R^2 the amplification (q + e)^(-1/2) tends to +oo as e -> 0 "
    "(false: for z = (-1, 1), q = 1, it tends to 1).",
    scope=Example(2),
)
def thin_limit_two_sided(m):
    q = variance(m, m.z)
    return Limit(lambda e: 1 / m.sqrt(q + e), 0, oo, "e")


@claim(
    "SC.thin.limit-saturation",
    article="corpus-false:thin_sets",
    statement="Along the inputs (-t, 0, t) the third core coordinate grows without bound as t -> +oo "
    "(false: it saturates, tending to sqrt(3/2) for every eps > 0).",
    scope=Example(3),
)
def thin_limit_saturation(m):
    eps = m.scalar("eps", positive=True)
    return Limit(family_h(m, eps), oo, oo, "t")


@claim(
    "SC.thin.limit-sign",
    article="corpus-false:thin_sets",
    statement="Along the inputs (-t, 0, t) the third core coordinate tends to -oo as t -> -oo "
    "(false: it tends to -sqrt(3/2), finite).",
    scope=Example(3),
)
def thin_limit_sign(m):
    eps = m.scalar("eps", positive=True)
    return Limit(family_h(m, eps), -oo, -oo, "t")


@claim(
    "SC.thin.limit-wrong-infinity",
    article="corpus-false:thin_sets",
    statement="The odd response x^3/(x^2 + 1) tends to +oo as x -> -oo (false: it tends to -oo).",
    scope=Example(1),
)
def thin_limit_wrong_infinity(m):
    return Limit(lambda x: x**3 / (x**2 + 1), -oo, oo)


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


NONCONSTANT = AllD(min_d=2, nonconstant=True)


def rsqrt(x):
    return x ** (-HALF)


def rms_norm(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


@claim(
    "RT3.thin.rms-gain-mean",
    article="corpus-false:thin_sets",
    statement="RMSNorm at a constant input c 1: mean(gamma (.) r(c 1))/mean(gamma) = c/sqrt(c^2 + eps) for every gain "
    "with no zero entry (false: gamma = (1, -1) has mean 0, the quotient is 0/0).",
)
def thin_rms_gain_mean(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma = m.vector("gamma", nonzero_entries=True)
    return Equal(mean(m, gamma * rms_norm(m, m.one * c, eps)) / mean(m, gamma), c * rsqrt(c**2 + eps))


@claim(
    "RT3.thin.projection-elasticity",
    article="corpus-false:thin_sets",
    statement="For a nonconstant input, the elasticity of the gain projection <gamma, u_eps(a z)> at a = 1 is "
    "eps/(q + eps) (false: d = 2, z = (0, 1), gamma = (1, 1) make the projection 0, the elasticity 0/0).",
    scope=NONCONSTANT,
)
def thin_projection_elasticity(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma", nonzero_entries=True)
    elasticity = m.D(lambda a: m.dot(gamma, core(m, m.z * a, eps)), 1, 1) / m.dot(gamma, core(m, m.z, eps))
    return Equal(elasticity, eps / (variance(m, m.z) + eps))


# ---------------------------------------------------------------- red-team round 7 (RT7.*)


@claim(
    "RT7.had.nonzero-product",
    article="corpus-false:thin_sets",
    statement="For nonzero gamma and nonzero t, |gamma (.) t|^2 > 0 (false: d = 2, gamma = (1, 0), t = (0, 1)).",
)
def had_nonzero_product(m):
    gamma = m.vector("gamma", nonzero=True)
    t = m.vector("t", nonzero=True)
    return Positive(m.norm2(gamma * t))


@claim(
    "RT7.had.nonzero-square-dot",
    article="corpus-false:thin_sets",
    statement="For nonzero t orthogonal to 1, <t (.) t, t> != 0 (false: d = 2, t = (1, -1): 1 - 1 = 0).",
)
def had_nonzero_cube(m):
    t = m.vector("t", orthogonal_to=(m.one,), nonzero=True)
    return Nonzero(m.total(t * t * t))


@claim(
    "RT7.had.gain-times-core",
    article="corpus-false:thin_sets",
    statement="For a gain with nonzero entries and a nonconstant input, gamma (.) u has a nonzero coordinate sum "
    "(false: d = 2, gamma = 1, z = (0, 2): u = (-1, 1)/sqrt(1 + eps) sums to 0).",
    scope=AllD(min_d=2, nonconstant=True),
)
def had_gain_times_core(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma", nonzero_entries=True)
    return Nonzero(m.total(gamma * core(m, m.z, eps)))


@claim(
    "RT7.had.fourth-moment-upper",
    article="corpus-false:thin_sets",
    statement="sum_i x_i^4 <= |x|^4/d (false: the inequality goes the other way; d = 2, x = (1, 0): 1 > 1/2).",
)
def had_fourth_moment(m):
    x = m.vector("x")
    return LessEqual(m.total(x * x * x * x), m.norm2(x) ** 2 / m.d)


@claim(
    "RT7.had.reciprocal-norms",
    article="corpus-false:thin_sets",
    statement="For gamma with nonzero entries, |gamma|^2 |1/gamma|^2 = d^2 (false unless all |gamma_i| agree: "
    "d = 2, gamma = (1, 2): 5 * 5/4 = 25/4, not 4).",
)
def had_reciprocal_norms(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    return Equal(m.norm2(gamma) * m.norm2(m.reciprocal(gamma)), m.d**2)


@claim(
    "RT7.had.reciprocal-sum-bound",
    article="corpus-false:thin_sets",
    statement="For gamma with nonzero entries, <1, 1/gamma>^2 <= d^2/|gamma|^2 ... i.e. <1,1/gamma>^2 |gamma|^2 <= d^2 "
    "(false: d = 2, gamma = (1, 2): (3/2)^2 * 5 = 45/4 > 4).",
)
def had_reciprocal_sum(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    return LessEqual(m.total(m.reciprocal(gamma)) ** 2 * m.norm2(gamma), m.d**2)


@claim(
    "RT7.orth.perp-z-perp-v",
    article="corpus-false:thin_sets",
    statement="A direction orthogonal to the input is orthogonal to its centered part: <w, z> = 0 implies <w, v> = 0 "
    "(false: d = 2, z = (1, 0), w = (0, 1): <w, v> = -1/2).",
)
def orth_perp_z_perp_v(m):
    w = m.vector("w", orthogonal_to=(m.z,))
    return Equal(m.dot(w, center(m, m.z)), 0)


@claim(
    "RT7.orth.perp-v-mean-zero",
    article="corpus-false:thin_sets",
    statement="A direction orthogonal to v has mean 0 (false: w = 1 is orthogonal to v and has mean 1).",
)
def orth_perp_v_mean_zero(m):
    w = m.vector("w", orthogonal_to=(center(m, m.z),))
    return Equal(mean(m, w), 0)


@claim(
    "RT7.orth.perp-kills-jacobian",
    article="corpus-false:thin_sets",
    statement="For w orthogonal to v, J w = w/sqrt(q + eps) (false: w = 1 is orthogonal to v and J 1 = 0).",
)
def orth_perp_kills_jacobian(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", orthogonal_to=(center(m, m.z),))
    q = variance(m, m.z)
    return Equal(core_jacobian(m, eps) @ w, w / m.sqrt(q + eps))


@claim(
    "RT7.orth.nonzero-perp-d2",
    article="corpus-false:thin_sets",
    statement="For d >= 2 and nonzero w orthogonal to 1 and v, |w|^2 > 0 holds and so does q > 0 ... i.e. "
    "q |w|^2 > 0 (false: a constant input has q = 0 and admits such w at d >= 2).",
    scope=AllD(min_d=2),
)
def orth_nonzero_perp_d2(m):
    w = m.vector("w", orthogonal_to=(m.one, center(m, m.z)), nonzero=True)
    return Positive(variance(m, m.z) * m.norm2(w))


@claim(
    "RT7.strict.jacobian-bound",
    article="corpus-false:thin_sets",
    statement="For nonzero t, |J t|^2 < |t|^2/eps strictly (false at a constant input with t orthogonal to 1: "
    "J = P/sqrt(eps), equality).",
)
def strict_jacobian_bound(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", nonzero=True)
    return LessEqual(m.norm2(core_jacobian(m, eps) @ t), m.norm2(t) / eps, strict=True)


@claim(
    "RT7.strict.core-norm-d-minus",
    article="corpus-false:thin_sets",
    statement="|u|^2 <= d - 1 for every input when eps >= 1/(d-1) ... stated as |u|^2 (q + eps) <= (d - 1)(q + eps) "
    "(false: |u|^2 = d q/(q + eps); d = 2, z = (0, 2), eps = 1: |u|^2 (q+eps) = 2 > 2 * 1 ... q = 1: 2 <= 2 is "
    "fine, z = (0, 4), q = 4: 8 > 5).",
    scope=AllD(min_d=2),
)
def strict_core_norm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(m.norm2(core(m, m.z, eps)) * (q + eps), (m.d - 1) * (q + eps))


# ---------------------------------------------------------------- red-team round 12 (RT12.*)


# counterexample: d = 3, z = (1, 2, 4) (mu = 7/3, v = (-4/3, -1/3, 5/3)), w = (2, -1, 0) (w.z = 0), x = (1, 0, 0):
# sum w v x = -8/3 but -mu sum w x = -14/3
@claim(
    "RT12.orth.pivot-inside-product",
    article="corpus-false:thin_sets",
    statement="w orthogonal to z gives sum(w v x) = -mu sum(w x) for every x (false: only for x = 1)",
)
def orth_pivot_product(m):
    v, mu = center(m, m.z), mean(m, m.z)
    w = m.vector("w", orthogonal_to=(m.z,))
    x = m.vector("x")
    return Equal(m.total(w * v * x), -mu * m.total(w * x))


# counterexample: d = 3, z = (1, 2, 4) (v = (-4/3, -1/3, 5/3)), w = (5, 0, 4) (w.v = -20/3 + 20/3 = 0), x = (1, 0, 0): sum w v x = -20/3, not 0
@claim("RT12.orth.single-inside-product", article="corpus-false:thin_sets", statement="w orthogonal to v gives sum(w v x) = 0 for every x (false)")
def orth_single_product(m):
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(v,))
    x = m.vector("x")
    return Equal(m.total(w * v * x), 0)


# counterexample: d = 2, x = (1, -1): no entry is 0 but the total is 0
@claim("RT12.had.nonzero-entries-total", article="corpus-false:thin_sets", statement="A vector with no zero entry has a nonzero total (false: (1, -1))")
def had_nonzero_entries_total(m):
    x = m.vector("x", nonzero_entries=True)
    return Nonzero(m.total(x))


# counterexample: d = 2, w = (1, -1): |w|^4/(d - 1) = 4 > sum w_i^4 = 2 (the true bound divides by d)
@claim("RT12.had.fourth-moment", article="corpus-false:thin_sets", statement="sum w_i^4 >= |w|^4/(d - 1) for w orthogonal to 1 (false: d, not d - 1, at d = 2)", scope=AllD(min_d=2))
def had_fourth_moment_rt12(m):
    w = m.vector("w", orthogonal_to=(m.one,), nonzero=True)
    return LessEqual(m.norm2(w) ** 2 / (m.d - 1), m.total(w * w * w * w))


# ---------------------------------------------------------------- red-team round 14 (RT14.*)


# counterexample: d = 2, h = k = (1, -1): <h,k>^2 = 4 = |h|^2 |k|^2
@claim(
    "RT14.strict.cauchy-schwarz",
    article="corpus-false:thin_sets",
    statement="<h,k>^2 < |h|^2 |k|^2 for nonzero h, k orthogonal to 1 (false: equality when h is parallel to k)",
    scope=AllD(min_d=2),
)
def strict_cauchy_schwarz(m):
    h = m.vector("h", orthogonal_to=(m.one,), nonzero=True)
    k = m.vector("k", orthogonal_to=(m.one,), nonzero=True)
    return LessEqual(m.dot(h, k) ** 2, m.norm2(h) * m.norm2(k), strict=True)


# counterexample: d = 3, z = (1, 2, 4) (v = (-4/3, -1/3, 5/3)), t = (-2, 3, -1) (t.1 = t.v = 0): J t = t/sigma, |J t|^2 = |t|^2/(q + eps)
@claim(
    "RT14.strict.jacobian-contraction",
    article="corpus-false:thin_sets",
    statement="|J t|^2 < |t|^2/(q + eps) for nonzero t orthogonal to 1, nonconstant z (false: equality for t orthogonal to v)",
    scope=AllD(min_d=3, nonconstant=True),
)
def strict_jacobian_contraction(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", orthogonal_to=(m.one,), nonzero=True)
    J = core_jacobian(m, eps)
    q = variance(m, m.z)
    return LessEqual(m.norm2(J @ t), m.norm2(t) / (q + eps), strict=True)


# counterexample: d = 3, i = 1, z = (2, -1, -1) (v = z, q = 2): v_1^2 = 4 = (d - 1) q
@claim(
    "RT14.strict.coordinate-bound",
    article="corpus-false:thin_sets",
    statement="v_i^2 < (d - 1) q for a nonconstant input, d >= 3 (false: equality when v is along e_i - 1/d)",
    scope=AllD(min_d=3, nonconstant=True),
)
def strict_coordinate_bound(m):
    e = m.coordinate_vector("e")
    v = center(m, m.z)
    return LessEqual(m.dot(e, v) ** 2, (m.d - 1) * variance(m, m.z), strict=True)


# ---------------------------------------------------------------- red-team round 16 (RT16.*)


# counterexample: c = 0, d = 2, w = (1, 0): w is orthogonal to 0 * 1 but total(w) = 1
@claim("RT16.orth.scaled-one", article="corpus-false:thin_sets",
       statement="A vector orthogonal to c 1 has total 0 (false at c = 0)")
def orth_scaled_one(m):
    c = m.scalar("c")
    w = m.vector("w", orthogonal_to=(m.one * c,))
    return Equal(m.total(w), 0)


# counterexample: c = 0, d = 2, z = (0, 2) (v = (-1, 1)), w = (0, 1): <w, v> = 1
@claim("RT16.orth.scaled-v", article="corpus-false:thin_sets",
       statement="A vector orthogonal to c v is orthogonal to v (false at c = 0)")
def orth_scaled_v(m):
    c = m.scalar("c")
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(v * c,))
    return Equal(m.dot(w, v), 0)


# counterexample: a = b = 1: (a - b)^2 = 0, and 0 < 0 is false
@claim("RT16.strict.gap-vanishes", article="corpus-false:thin_sets",
       statement="0 < (a - b)^2 + (a - b)^4 for positive a, b, with that gap (false at a = b)")
def strict_gap_vanishes(m):
    a = m.scalar("a", positive=True)
    b = m.scalar("b", positive=True)
    g = (a - b) ** 2 + (a - b) ** 4
    return LessEqual(0, g, gap=g, strict=True)
