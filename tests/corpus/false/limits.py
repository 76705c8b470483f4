"""Corpus of false claims, class limits: Limits: wrong value or rate, limits at a finite point (L'Hopital), at
-oo/oo, with parameters, one-sided vs two-sided, the limit or the expected value undefined.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:limits".  From: R* (the first red-team review), ADV.* (the adversarial
suite), RT2.* (red-team round 2), RT3.* (red-team round 3), RT4.* (red-team round 4), RT5.* (red-team round
5), RT6.* (red-team round 6), RT7.* (red-team round 7), RT10.* (red-team round 10), RT12.* (red-team round
12), RT13.* (red-team round 13), RT14.* (red-team round 14), RT16.* (red-team round 16);
tests/corpus/ROUNDS.md says what each round probed.
"""

from sympy import Rational, oo, sqrt

from symln import AllD, Dims, Example, Limit, claim
from symln.model import center, core, mean, variance
from symln.rms import mean_square, rms_core


# ---------------------------------------------------------------- the first red-team review (R*)


@claim("R6.sign", article="corpus-false:limits", statement="(x-1)/|x-1| tends to 1 as x -> 1 (false: no two-sided limit).", scope=Example(1))
def sign_limit(m):
    return Limit(lambda x: (x - 1) / abs(x - 1), 1, 1)


@claim("R6.pole", article="corpus-false:limits", statement="sqrt((x-2)^2)/(x-2) -> 1 as x -> 2 (false: the left limit is -1)", scope=AllD())
def pole(m):
    return Limit(lambda x: m.sqrt((x - 2) ** 2) / (x - 2), 2, 1)


@claim("R6.capture", article="corpus-false:limits", statement="lim_{t->oo} (t-x)(1/t^2 + t/(t^2+10^90)) = 0 for every real x (false: it is 1).", scope=AllD())
def capture_2(m):
    x = m.scalar("x")
    return Limit(lambda t: (t - x) * (1 / t**2 + t / (t**2 + 10**90)), oo, 0)


@claim("R9.limit", article="corpus-false:limits", statement="For every real a: x^2/(x^2 + a) -> 0 as x -> 0+ (false at a = 0).")
def limit(m):
    a = m.scalar("a")
    return Limit(lambda x: x**2 / (x**2 + a), 0, 0)


# ---------------------------------------------------------------- the adversarial suite (ADV.*)


@claim("ADV.limit-sign", article="corpus-false:limits", statement="h tends to +sqrt(3/2) at -infinity.", scope=Example(3))
def wrong_sign_limit(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda s: m.coordinates(core(m, m.vec([-1, 0, 1]) * s, eps))[2], -oo, sqrt(Rational(3, 2)), "t")


# ---------------------------------------------------------------- red-team round 2 (RT2.*)


@claim(
    "RT2.fail.core-variance-limit",
    article="corpus-false:limits",
    statement="q/(q+eps) -> 1 as eps -> 0+ for every input (false: a constant input has q = 0 and the limit 0).",
)
def fail_core_variance_limit(m):
    q = variance(m, m.z)
    return Limit(lambda e: q / (q + e), 0, 1, "eps", side="+")


@claim(
    "RT2.fail.family-limit-sqrt3",
    article="corpus-false:limits",
    statement="Along (-t, 0, t) the third core coordinate tends to sqrt 3 as t -> oo (false: it tends to sqrt(3/2)).",
    scope=Example(3),
)
def fail_family_limit_sqrt3(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda s: m.coordinates(core(m, m.vec([-1, 0, 1]) * s, eps))[2], oo, sqrt(3), "t")


@claim(
    "RT2.fail.family-limit-minus-infinity",
    article="corpus-false:limits",
    statement="Along (-t, 0, t) the third core coordinate tends to +sqrt(3/2) as t -> -oo (false: -sqrt(3/2)).",
    scope=Example(3),
)
def fail_family_limit_minus_infinity(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda s: m.coordinates(core(m, m.vec([-1, 0, 1]) * s, eps))[2], -oo, sqrt(Rational(3, 2)), "t")


@claim(
    "RT2.fail.mean-growth-limit",
    article="corpus-false:limits",
    statement="mean(t z)/mean(t z + z) -> 1 as t -> oo (false: at z = (-1, 1) it is 0/0 for every t).",
)
def fail_mean_growth_limit(m):
    return Limit(lambda t: mean(m, m.z * t) / mean(m, m.z * t + m.z), oo, 1, "t")


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


HALF = Rational(1, 2)


NONCONSTANT = AllD(min_d=2, nonconstant=True)


def rms_norm(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


@claim(
    "RT3.lim.normalized-level",
    article="corpus-false:limits",
    statement="Rescaling the core variance r/(1 + r) (E5) so that a level c maps to 0 and 1 maps to 1, "
    "(r/(1 + r) - c)/(1 - c) tends to 1 as r -> oo, for every real c (false: at c = 1 it is 0/0 for every r).",
)
def lim_normalized_level(m):
    c = m.scalar("c")
    return Limit(lambda r: (r / (1 + r) - c) / (1 - c), oo, 1, "r")


@claim(
    "RT3.lim.gain-projection",
    article="corpus-false:limits",
    statement="For a nonconstant input and a gain gamma with no zero entry, sqrt(eps) <gamma, u_eps(z)>/<gamma, v> "
    "tends to 1 as eps -> oo (false: d = 2, z = (0, 1), gamma = (1, 1) give <gamma, v> = 0 and the quotient is "
    "0/0 for every eps).",
    scope=NONCONSTANT,
)
def lim_gain_projection(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    v = center(m, m.z)
    return Limit(lambda e: m.sqrt(e) * m.dot(gamma, core(m, m.z, e)) / m.dot(gamma, v), oo, 1, "eps")


@claim(
    "RT3.lim.eps-sweep-gain",
    article="corpus-false:limits",
    statement="For a nonconstant input and a gain with no zero entry, sqrt(q + eps) <gamma, u_eps(z)>/<gamma, v> "
    "tends to 1 as eps -> 0+ (false: d = 2, z = (0, 1), gamma = (1, 1) give <gamma, v> = 0, 0/0 for every eps).",
    scope=NONCONSTANT,
)
def lim_eps_sweep_gain(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda e: m.dot(gamma, core(m, m.z, e)) / m.dot(gamma, v) * m.sqrt(q + e), 0, 1, "eps", side="+")


@claim(
    "RT3.lim.rms-gain-mean",
    article="corpus-false:limits",
    statement="RMSNorm of a large constant input c 1: the gain-weighted mean relative to the gain's mean, "
    "mean(gamma (.) r(c 1))/mean(gamma), tends to 1 as c -> oo for every gain with no zero entry (false: "
    "gamma = (1, -1) has mean 0 and the quotient is 0/0).",
)
def lim_rms_gain_mean(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma", nonzero_entries=True)
    return Limit(lambda c: mean(m, gamma * rms_norm(m, m.one * c, eps)) / mean(m, gamma), oo, 1, "c")


@claim(
    "RT3.lim.barrier-scale",
    article="corpus-false:limits",
    statement="Worked example z = (1, 2, 3): the objective var(u_eps(s z)) + (s/(s + 1))/(1 - eps) with a barrier "
    "term in eps tends to 1 + 1/(1 - eps) as s -> oo (false: at eps = 1 the barrier is undefined for every s).",
    scope=Example(3),
)
def lim_barrier_scale(m):
    eps = m.scalar("eps", positive=True)
    z0 = m.vec([1, 2, 3])
    return Limit(lambda s: variance(m, core(m, z0 * s, eps)) + (s / (s + 1)) / (1 - eps), oo, 1 + 1 / (1 - eps), "s")


@claim(
    "RT3.lim.two-eps-secant",
    article="corpus-false:limits",
    statement="The secant slope of the core variance between two epsilons, (V_eps1(a z) - V_eps2(a z))/(eps1 - eps2), "
    "tends to 0 as a -> oo (false: at eps1 = eps2 it is 0/0 for every a).",
)
def lim_two_eps_secant(m):
    e1, e2 = m.scalar("eps1", positive=True), m.scalar("eps2", positive=True)
    q = variance(m, m.z)
    return Limit(lambda a: (a**2 * q / (a**2 * q + e1) - a**2 * q / (a**2 * q + e2)) / (e1 - e2), oo, 0, "a")


@claim(
    "RT3.lim.bessel",
    article="corpus-false:limits",
    statement="The Bessel-corrected variance ratio d q/((d - 1)(q + eps)) tends to d/(d - 1) as eps -> 0+ (false: "
    "undefined at d = 1, and 0 at a constant input).",
)
def lim_bessel(m):
    q = variance(m, m.z)
    return Limit(lambda e: m.d * q / ((m.d - 1) * (q + e)), 0, m.d / (m.d - 1), "eps", side="+")


@claim(
    "RT3.fail.limit-variance-1",
    article="corpus-false:limits",
    statement="The core variance tends to 1 as eps -> 0+ for every input (false: a constant input has core 0).",
)
def fail_limit_variance_1(m):
    return Limit(lambda e: variance(m, core(m, m.z, e)), 0, 1, "eps", side="+")


@claim(
    "RT3.fail.limit-scaled-input",
    article="corpus-false:limits",
    statement="mean(u_eps(a z)^2) -> 1 as a -> oo for every input (false: a constant input gives 0).",
)
def fail_limit_scaled_input(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda a: m.norm2(core(m, m.z * a, eps)) / m.d, oo, 1, "a")


@claim(
    "RT3.fail.family-limit-sign",
    article="corpus-false:limits",
    statement="Along z = (t, t, -2t) the third core coordinate tends to -sqrt(2) as t -> -oo (false: it tends to "
    "+sqrt(2); the sign of t flips it).",
    scope=Example(3),
)
def fail_family_limit_sign(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda s: m.coordinates(core(m, m.vec([1, 1, -2]) * s, eps))[2], -oo, -sqrt(2), "t")


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


def rsqrt(x):
    return x ** (-HALF)


@claim(
    "RT4.lim.nbhd-secant",
    article="corpus-false:limits",
    statement="For every real c, the squared increment of x -> (1 + c) x over the increment itself, "
    "(x + c x)^2/(x + c x), tends to 0 as x -> 0 (false: at c = -1 it is 0/0 for every x, so no limit exists).",
)
def lim_nbhd_secant(m):
    c = m.scalar("c")
    return Limit(lambda x: (x + c * x) ** 2 / (x + c * x), 0, 0, "x")


@claim(
    "RT4.lim.nbhd-path-mean",
    article="corpus-false:limits",
    statement="Along the shift-and-scale path z + x (z + t), the squared change of the mean over the change of the "
    "mean, D^2/D with D = mean(z + x (z + t)) - mean(z), tends to 0 as x -> 0 (false: d = 2, z = (1, 1), "
    "t = (0, -2) give D = x (mu + <1,t>/d) = 0 for every x, so the quotient is 0/0 everywhere).",
)
def lim_nbhd_path_mean(m):
    t = m.vector("t", nonzero=True)

    def f(x):
        change = mean(m, m.z + (m.z + t) * x) - mean(m, m.z)
        return change**2 / change

    return Limit(f, 0, 0, "x")


@claim(
    "RT4.lim.nbhd-scale-infinity",
    article="corpus-false:limits",
    statement="For every real c, (a - c a)^2/((a - c a) a^2) tends to 0 as a -> oo (false: at c = 1 the "
    "denominator is 0 for every a).",
)
def lim_nbhd_scale_infinity(m):
    c = m.scalar("c")
    return Limit(lambda a: (a - c * a) ** 2 / ((a - c * a) * a**2), oo, 0, "a")


@claim(
    "RT4.lim.point-undefined",
    article="corpus-false:limits",
    statement="For every real c, (c - 1) x tends to 1 as x tends to the point 1/(c - 1) (false: at c = 1 the point "
    "1/(c - 1) = 1/0 does not exist).",
)
def lim_point_undefined(m):
    c = m.scalar("c")
    return Limit(lambda x: (c - 1) * x, 1 / (c - 1), 1, "x")


@claim(
    "RT4.lim.point-crossover",
    article="corpus-false:limits",
    statement="For two positive epsilons, q (q + e)^2/(q + e)^3 tends to its value at the crossover "
    "eps1/(eps1 - eps2) as e tends to it (false: at eps1 = eps2 the crossover eps1/(eps1 - eps2) is 1/0).",
    scope=NONCONSTANT,
)
def lim_point_crossover(m):
    e1, e2 = m.scalar("eps1", positive=True), m.scalar("eps2", positive=True)
    q = variance(m, m.z)
    point = e1 / (e1 - e2)
    return Limit(lambda e: q * (q + e) ** 2 / (q + e) ** 3, point, q * (q + point) ** 2 / (q + point) ** 3, "e")


@claim(
    "RT4.lim.point-d7",
    article="corpus-false:limits",
    statement="(d - 7) x tends to 1 as x tends to 1/(d - 7), for every d (false at d = 7: the point is 1/0; d = 7 is "
    "neither checked exactly (d = 1..6) nor numerically (d = 1, 2, 3, 5, 8, 12)).",
)
def lim_point_d7(m):
    return Limit(lambda x: (m.d - 7) * x, 1 / (m.d - 7), 1, "x")


@claim(
    "RT4.fail.limit-rate-normalizer",
    article="corpus-false:limits",
    statement="sqrt(eps) (sqrt(q + eps) - sqrt(eps)) tends to q as eps -> oo (false: it tends to q/2; z = (0, 2) has "
    "q = 1 and the limit 1/2).",
)
def fail_limit_rate_normalizer(m):
    q = variance(m, m.z)
    return Limit(lambda e: m.sqrt(e) * (m.sqrt(q + e) - m.sqrt(e)), oo, q, "eps")


@claim(
    "RT4.fail.limit-eps-weighted",
    article="corpus-false:limits",
    statement="eps |u_eps(z)|^2 tends to q as eps -> oo (false: it tends to d q; d = 2, z = (0, 2): 2 vs 1).",
)
def fail_limit_eps_weighted(m):
    q = variance(m, m.z)
    return Limit(lambda e: e * m.norm2(core(m, m.z, e)), oo, q, "eps")


@claim(
    "RT4.fail.limit-negative-scale",
    article="corpus-false:limits",
    statement="For a nonconstant input, the first coordinate of u_eps(a z) tends to +v_1/sqrt(q) as a -> -oo "
    "(false: it tends to -v_1/sqrt(q); z = (0, 2), eps = 1 give the limit +1, not -1).",
    scope=Dims(2, 3, nonconstant=True),
)
def fail_limit_negative_scale(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    v1 = m.coordinates(v)[0]
    return Limit(lambda a: m.coordinates(core(m, m.z * a, eps))[0], -oo, v1 * rsqrt(q), "a")


# ---------------------------------------------------------------- red-team round 5 (RT5.*)


@claim(
    "RT5.fail.limit-eps-infinity-scale",
    article="corpus-false:limits",
    statement="sqrt(eps) |u|^2 tends to d q as eps -> oo (false: it is d q sqrt(eps)/(q + eps) -> 0; z = (0, 2): "
    "2/sqrt(eps) -> 0, not 2).",
)
def fail_limit_eps_infinity_scale(m):
    q = variance(m, m.z)
    return Limit(lambda e: m.sqrt(e) * m.norm2(core(m, m.z, e)), oo, m.d * q, "eps")


@claim(
    "RT5.fail.limit-rms-eps0-zero-input",
    article="corpus-false:limits",
    statement="For every input, the mean square of r_eps(z) tends to 1 as eps -> 0+ (false at z = 0: it is 0 for "
    "every eps).",
)
def fail_limit_rms_eps0(m):
    return Limit(lambda e: mean_square(m, rms_core(m, m.z, e)), 0, 1, "eps", side="+")


@claim(
    "RT5.fail.limit-sign-two-sided",
    article="corpus-false:limits",
    statement="x/|x| tends to 1 as x -> 0 (false: the one-sided limits are 1 and -1, so there is no two-sided limit).",
)
def fail_limit_sign_two_sided(m):
    return Limit(lambda x: x / abs(x), 0, 1, "x")


@claim(
    "RT5.fail.limit-directional-rate",
    article="corpus-false:limits",
    statement="(s(z + x t) - s(z))/x tends to 2 <z, t> as x -> 0 (false: 2 <z, t>/d; d = 2, z = t = (1, 0): 1 vs 2).",
)
def fail_limit_rate(m):
    t = m.vector("t")
    return Limit(lambda x: (mean_square(m, m.z + t * x) - mean_square(m, m.z)) / x, 0, 2 * m.dot(m.z, t), "x")


# ---------------------------------------------------------------- red-team round 6 (RT6.*)


@claim(
    "RT6.fail.rms-limit-eps-infinity",
    article="corpus-false:limits",
    statement="eps |r_eps(z)|^2 tends to s as eps -> oo (false: it is eps d s/(s + eps) -> d s; d = 2, z = (1, 0): "
    "1, not 1/2).",
)
def fail_rms_limit_eps_infinity(m):
    s = mean_square(m, m.z)
    return Limit(lambda e: e * m.norm2(rms_core(m, m.z, e)), oo, s, "eps")


@claim(
    "RT6.fail.limit-rate-constant-input",
    article="corpus-false:limits",
    statement="(d - |u_eps|^2)/eps tends to d/q as eps -> 0+ (ill-defined for a constant input, where q = 0 and the "
    "expression is d/eps -> oo).",
)
def fail_limit_rate_constant_input(m):
    q = variance(m, m.z)
    return Limit(lambda e: (m.d - m.norm2(core(m, m.z, e))) / e, 0, m.d / q, "eps", side="+")


# ---------------------------------------------------------------- red-team round 7 (RT7.*)


@claim(
    "RT7.lim.sqrt-two-sided",
    article="corpus-false:limits",
    statement="sqrt(x) tends to 0 as x -> 0 (false as a two-sided limit: sqrt is undefined for x < 0).",
)
def lim_sqrt_two_sided(m):
    return Limit(lambda x: m.sqrt(x), 0, 0, "x")


@claim(
    "RT7.lim.abs-ratio-two-sided",
    article="corpus-false:limits",
    statement="sqrt(x^2)/x tends to 1 as x -> 0 (false: from the left it is -1).",
)
def lim_abs_ratio(m):
    return Limit(lambda x: m.sqrt(x**2) / x, 0, 1, "x")


@claim(
    "RT7.lim.eps-rate-wrong-power",
    article="corpus-false:limits",
    statement="For a nonconstant input, (1 - |u_eps|^2/d)/eps tends to 1/q^2 as eps -> 0+ (false: the rate is 1/q; "
    "z = (0, 2): q = 1 ... take z = (0, 4): q = 4, 1/4 not 1/16).",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_eps_rate(m):
    q = variance(m, m.z)
    return Limit(lambda e: (1 - m.norm2(core(m, m.z, e)) / m.d) / e, 0, 1 / q**2, "eps", side="+")


@claim(
    "RT7.lim.rms-scale-infinity",
    article="corpus-false:limits",
    statement="For nonzero z, r_eps(x z) tends to z/sqrt(s) as x -> oo, so |r_eps(x z)|^2 -> d ... tested as "
    "|r_eps(x z)|^2 -> d s (false: the limit is d; z = (2): s = 4, 1 not 4).",
)
def lim_rms_scale(m):
    eps = m.scalar("eps", positive=True)
    z = m.vector("y", nonzero=True)
    s = mean_square(m, z)
    return Limit(lambda x: m.norm2(rms_core(m, z * x, eps)), oo, m.d * s, "x")


@claim(
    "RT7.lim.side-minus-sqrt",
    article="corpus-false:limits",
    statement="sqrt(c - x) tends to 0 as x -> c from the right (false: sqrt(c - x) is undefined for x > c).",
)
def lim_side_minus_sqrt(m):
    c = m.scalar("c")
    return Limit(lambda x: m.sqrt(c - x), c, 0, "x", side="+")


@claim(
    "RT7.lim.param-vanishing-coefficient",
    article="corpus-false:limits",
    statement="For every real c, x/(c x + 1) tends to 1/c as x -> oo (ill-defined at c = 0, where it tends to oo).",
)
def lim_param_vanishing(m):
    c = m.scalar("c")
    return Limit(lambda x: x / (c * x + 1), oo, 1 / c, "x")


# ---------------------------------------------------------------- red-team round 10 (RT10.*)


# counterexample: z = (1) (or any constant input): q = 0, 1/(2 sqrt q) = 1/0, and sqrt(x)/x -> oo
@claim(
    "RT10.m.std-difference-quotient",
    article="corpus-false:limits",
    statement="(sqrt(q + x) - sqrt q)/x -> 1/(2 sqrt q) as x -> 0 (false at a constant input: q = 0)",
)
def std_difference_quotient(m):
    q = variance(m, m.z)
    return Limit(lambda x: (m.sqrt(q + x) - m.sqrt(q)) / x, 0, 1 / (2 * m.sqrt(q)), "x")


# counterexample: z = (0, 0): q = 0, sqrt(x)/x -> oo as x -> 0+
@claim(
    "RT10.m.std-difference-quotient-right",
    article="corpus-false:limits",
    statement="(sqrt(q + x) - sqrt q)/x -> 1/(2 sqrt q) as x -> 0+ (false at q = 0: sqrt(x)/x -> oo)",
)
def std_difference_quotient_right(m):
    q = variance(m, m.z)
    return Limit(lambda x: (m.sqrt(q + x) - m.sqrt(q)) / x, 0, 1 / (2 * m.sqrt(q)), "x", side="+")


# counterexample: z = (0, 2): q = 1, eps (sqrt(1 + 1/eps) - 1) -> 1/2, not 1
@claim(
    "RT10.m.eps-large-expansion",
    article="corpus-false:limits",
    statement="eps (sqrt(1 + q/eps) - 1) -> q as eps -> oo (false: it tends to q/2; z = (0, 2) gives 1/2, not 1)",
)
def eps_large_expansion(m):
    q = variance(m, m.z)
    return Limit(lambda e: e * (m.sqrt(1 + q / e) - 1), oo, q, "eps")


# ---------------------------------------------------------------- red-team round 12 (RT12.*)


def rms(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


# counterexample: (sqrt(1 + x) - 1)/x = 1/(sqrt(1 + x) + 1) -> 1/2; at x = 1e-8 it is 0.4999999988
@claim("RT12.lhop.first-order", article="corpus-false:limits", statement="(sqrt(1+x) - 1)/x -> 1 as x -> 0 (false: 1/2)", scope=Example(3))
def lhop_first_order(m):
    return Limit(lambda x: (m.sqrt(1 + x) - 1) / x, 0, 1)


# counterexample: 1 - sqrt(1 - x^2) = x^2/2 + O(x^4), so the quotient -> 1/2; at x = 1e-4 it is 0.5000000013
@claim("RT12.lhop.second-order", article="corpus-false:limits", statement="(1 - sqrt(1 - x^2))/x^2 -> 1 as x -> 0 (false: 1/2)", scope=Example(3))
def lhop_second_order(m):
    return Limit(lambda x: (1 - m.sqrt(1 - x**2)) / x**2, 0, 1)


# counterexample: (2x^5 + x^6)/(x^5 - x^7) = (2 + x)/(1 - x^2) -> 2 (order 5 > the rule's order 4); at x = 1e-6 it is 2.000001
@claim("RT12.lhop.beyond-order", article="corpus-false:limits", statement="(2x^5 + x^6)/(x^5 - x^7) -> 1 as x -> 0 (false: 2)", scope=Example(3))
def lhop_beyond_order(m):
    return Limit(lambda x: (2 * x**5 + x**6) / (x**5 - x**7), 0, 1)


# counterexample: (x^(1/3) - 1)/(x - 1) -> 1/3 (derivative of x^(1/3) at 1); at x = 1 + 1e-8 it is 0.33333333
@claim("RT12.lhop.cube-root", article="corpus-false:limits", statement="(x^(1/3) - 1)/(x - 1) -> 1/2 as x -> 1 (false: 1/3)", scope=Example(2))
def lhop_cube_root(m):
    return Limit(lambda x: (x ** Rational(1, 3) - 1) / (x - 1), 1, HALF)


# counterexample: for x < 0 near -1, x^(1/3) (SymPy's principal power) is not real, so f is undefined left and right of -1
@claim(
    "RT12.lhop.negative-base",
    article="corpus-false:limits",
    statement="(x^(1/3) + 1)/(x + 1) -> 1/3 as x -> -1 (false for the power as written: x^(1/3) is not real for x < 0)",
    scope=Example(2),
)
def lhop_negative_base(m):
    return Limit(lambda x: (x ** Rational(1, 3) + 1) / (x + 1), -1, Rational(1, 3))


# counterexample: sqrt(x^2 + x^4)/x = |x| sqrt(1 + x^2)/x is -1.0000 at x = -1e-8 and +1.0000 at x = 1e-8: no two-sided limit
@claim("RT12.lhop.abs-two-sided", article="corpus-false:limits", statement="sqrt(x^2 + x^4)/x -> 1 as x -> 0 (false: one-sided limits -1, 1)", scope=Example(3))
def lhop_abs_two_sided(m):
    return Limit(lambda x: m.sqrt(x**2 + x**4) / x, 0, 1)


# counterexample: d = 2, z = (0, 2), eps = 1 (q = 1, v = (-1, 1)): <u(c z), v> = 2c/sqrt(c^2 + 1) -> 2 = d sqrt(q), not d q/sqrt(q + eps) = sqrt 2
@claim(
    "RT12.lim.scale-inf-keeps-eps",
    article="corpus-false:limits",
    statement="<u(c z), v> -> d q/sqrt(q + eps) as c -> oo (false: eps drops out, the limit is d sqrt(q))",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_scale_inf(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda c: m.dot(core(m, c * m.z, eps), v), oo, m.d * q / m.sqrt(q + eps))


# counterexample: d = 2, z = (0, 2), eps = 1: <u(c z), v>/c = 2/sqrt(c^2 + 1) -> 2 = d q/sqrt(eps), not sqrt 2 = d q/sqrt(q + eps)
@claim(
    "RT12.lim.scale-zero-keeps-q",
    article="corpus-false:limits",
    statement="<u(c z), v>/c -> d q/sqrt(q + eps) as c -> 0 (false: q drops out, the limit is d q/sqrt(eps))",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_scale_zero(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda c: m.dot(core(m, c * m.z, eps), v) / c, 0, m.d * q / m.sqrt(q + eps))


# counterexample: d = 1, z = (1), eps = 1: |r(c z)|^2/c^2 = 1/(c^2 + 1) -> 1 = |z|^2/eps, not d s/(s + eps) = 1/2
@claim(
    "RT12.lim.rms-small-scale",
    article="corpus-false:limits",
    statement="|r(c z)|^2/c^2 -> d s/(s + eps) as c -> 0+ (false: the limit is |z|^2/eps)",
)
def lim_rms_small(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    return Limit(lambda c: m.norm2(rms(m, c * m.z, eps)) / c**2, 0, m.d * s / (s + eps), side="+")


# counterexample: a constant input (q = 0): q/(q + x) = 0 for every x > 0, so the limit is 0, not 1
@claim("RT12.lim.variance-ratio-const", article="corpus-false:limits", statement="q/(q + x) -> 1 as x -> 0+ for every input (false at q = 0)")
def lim_variance_ratio(m):
    q = variance(m, m.z)
    return Limit(lambda x: q / (q + x), 0, 1, side="+")


# counterexample: a constant input: (sqrt(0 + x) - 0) sqrt(0)/x = 0 for every x > 0, not 1/2
@claim(
    "RT12.lim.sqrt-derivative-const",
    article="corpus-false:limits",
    statement="sqrt(q) (sqrt(q + x) - sqrt(q))/x -> 1/2 as x -> 0+ for every input (false at q = 0: it is 0)",
)
def lim_sqrt_derivative(m):
    q = variance(m, m.z)
    return Limit(lambda x: (m.sqrt(q + x) - m.sqrt(q)) * m.sqrt(q) / x, 0, HALF, side="+")


# counterexample: d = 2, z = (0, 2) (q = 1): sqrt(x^2 q)/x = |x|/x is -1 at x = -1e-8 and +1 at x = 1e-8
@claim(
    "RT12.lim.two-sided-sign",
    article="corpus-false:limits",
    statement="sqrt(x^2 q)/x -> sqrt(q) as x -> 0 (false: -sqrt(q) from the left)",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_two_sided_sign(m):
    q = variance(m, m.z)
    return Limit(lambda x: m.sqrt(x**2 * q) / x, 0, m.sqrt(q))


# counterexample: Example d = 2, z = (x, 0), eps = x^2: u_1 = (x/2)/sqrt(x^2/4 + x^2) = sign(x)/sqrt5: -0.447 left of 0, +0.447 right
@claim(
    "RT12.lhop.core-eps-tied",
    article="corpus-false:limits",
    statement="u_1((x, 0)) with eps = x^2 tends to 1/sqrt5 as x -> 0 (false: -1/sqrt5 from the left)",
    scope=Example(2),
)
def lhop_core_eps_tied(m):
    return Limit(lambda x: m.coordinates(core(m, m.vec([x, 0]), x**2))[0], 0, 1 / m.sqrt(5))


# ---------------------------------------------------------------- red-team round 13 (RT13.*)


# counterexample: q = 1 (d = 2, z = (0, 2)): sqrt(c^2 + c) + c at c = -1e8 is -0.5000000013, not +1/2
@claim(
    "RT13.lim.neg-infinity-sign",
    article="corpus-false:limits",
    statement="sqrt(c^2 + q c) + c -> q/2 as c -> -oo (false: -q/2)",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_neg_inf_sign(m):
    q = variance(m, m.z)
    return Limit(lambda c: m.sqrt(c**2 + q * c) + c, -oo, q / 2, "c")


# counterexample: q = 1: sqrt(c^2 + c) - c at c = -1e8 is 2e8 (grows without bound), not 1/2
@claim(
    "RT13.lim.neg-infinity-copy",
    article="corpus-false:limits",
    statement="sqrt(c^2 + q c) - c -> q/2 as c -> -oo, as at +oo (false: it tends to +oo)",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_neg_inf_copy(m):
    q = variance(m, m.z)
    return Limit(lambda c: m.sqrt(c**2 + q * c) - c, -oo, q / 2, "c")


# counterexample: d = 2, z = (0, 2), eps = 1: <u(c z), v> = 2 c/sqrt(c^2 + 1) -> -2 as c -> -oo, not +2 = d sqrt(q)
@claim(
    "RT13.lim.scale-neg-infinity",
    article="corpus-false:limits",
    statement="<u(c z), v> -> d sqrt(q) as c -> -oo (false: -d sqrt(q); u is odd in c)",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_scale_neg_inf(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda c: m.dot(core(m, c * m.z, eps), v), -oo, m.d * m.sqrt(q), "c")


# ---------------------------------------------------------------- red-team round 14 (RT14.*)


# counterexample: h = (1, 0), k = (0, 1) (b = <h,k> = 0): (sqrt(x^2) - 0)/x^2 = 1/|x| -> oo, and 1/(2|b|) is undefined
@claim(
    "RT14.lim.thin-parameter",
    article="corpus-false:limits",
    statement="(sqrt(x^2 + b^2) - |b|)/x^2 -> 1/(2|b|) as x -> 0, b = <h,k> (false when h is orthogonal to k)",
)
def lim_thin_parameter(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    b = m.dot(h, k)
    return Limit(lambda x: (m.sqrt(x**2 + b**2) - m.sqrt(b**2)) / x**2, 0, 1 / (2 * m.sqrt(b**2)), "x")


# counterexample: h = (1, 0), k = (0, 1): b = 0, the function is 0 and its limit 0, not 1
@claim(
    "RT14.lim.oo-thin",
    article="corpus-false:limits",
    statement="b^2 x/(1 + b^2 x) -> 1 as x -> oo, b = <h,k> (false when h is orthogonal to k: the limit is 0)",
)
def lim_oo_thin(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    b = m.dot(h, k)
    return Limit(lambda x: b**2 * x / (1 + b**2 * x), oo, 1, "x")


# ---------------------------------------------------------------- red-team round 16 (RT16.*)


# counterexample: c = 0: (sqrt(t) - 0)/t = t^(-1/2) -> oo as t -> 0+, not 1/(2 sqrt(0))
@claim("RT16.lim.sqrt-derivative-nonneg", article="corpus-false:limits",
       statement="For c >= 0, (sqrt(c + t) - sqrt(c))/t -> 1/(2 sqrt(c)) as t -> 0+ (false at c = 0)")
def lim_sqrt_derivative_rt16(m):
    from symln import Limit
    c = m.scalar("c", nonnegative=True)
    return Limit(lambda t: (m.sqrt(c + t) - m.sqrt(c)) / t, 0, 1 / (2 * m.sqrt(c)), "t", side="+")
