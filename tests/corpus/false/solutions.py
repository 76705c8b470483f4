"""Corpus of false claims, class solutions: ``Solutions`` with a missing or extra root, roots at the wrong scale,
outside or at the end of the domain, or an f (or expected point) undefined on a thin set.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:solutions".  From: R* (the first red-team review), ADV.* (the
adversarial suite), SC.* (the soundness suite), RT2.* (red-team round 2), RT3.* (red-team round 3), RT4.*
(red-team round 4), RT5.* (red-team round 5), RT6.* (red-team round 6), RT7.* (red-team round 7), RT12.* (red-
team round 12), RT13.* (red-team round 13), RT14.* (red-team round 14), RT16.* (red-team round 16);
tests/corpus/ROUNDS.md says what each round probed.
"""

import sympy as sp
from sympy import EmptySet, FiniteSet, Integers, Interval, Rational, Reals, Union, oo

from symln import AllD, Dims, Equal, Example, Positive, Solutions, claim
from symln.model import center, core, layer_norm, mean, variance
from symln.rms import mean_square


# ---------------------------------------------------------------- the first red-team review (R*)


HALF = Rational(1, 2)


@claim("R1.abs", article="corpus-false:solutions", statement="|x| = 1 has the single real solution -1.", scope=Example(2))
def abs_one(m):
    return Solutions(lambda x: abs(x) - 1, Reals, FiniteSet(-1))


@claim("R1.sqrt", article="corpus-false:solutions", statement="sqrt(x^2) = 2 on [-5, 5] only at x = -2.")
def sqrt_sq(m):
    return Solutions(lambda x: m.sqrt(x * x) - 2, Interval(-5, 5), FiniteSet(-2))


@claim("R1.capture", article="corpus-false:solutions", statement="(t-1)((t-eps)^2-1)=0 has only t=1 for t>0.", scope=AllD())
def capture_1(m):
    eps = m.scalar("eps", positive=True)
    return Solutions(lambda t: (t - 1) * ((t - eps) ** 2 - 1), Interval.open(0, oo), FiniteSet(1), "eps")


@claim("R1.halfline", article="corpus-false:solutions", statement="sqrt(x^2) + x = 2 has no solution with x >= 0 (false: x = 1).")
def halfline(m):
    return Solutions(lambda x: m.sqrt(x * x) + x - 2, Interval(0, oo), EmptySet)


@claim("R9.eps-nonneg", article="corpus-false:solutions",
       statement="For every eps >= 0 and nonconstant z, the only a > 0 with u_eps(a z) = u_eps(z) is a = 1 "
                 "(false at eps = 0, where the core is scale invariant).",
       scope=AllD(min_d=2, nonconstant=True))
def eps_nonneg(m):
    eps = m.scalar("eps", nonnegative=True)
    q = variance(m, m.z)
    # squared multiples of v in u(a z) and u(z): a^2/(a^2 q + eps) and 1/(q + eps)
    return Solutions(lambda a: a**2 / (a**2 * q + eps) - 1 / (q + eps), Interval.open(0, oo), FiniteSet(1), "a")


@claim("R9.linear", article="corpus-false:solutions", statement="For every real c the only real solution of c x = 0 is x = 0 (false at c = 0).")
def linear(m):
    c = m.scalar("c")
    return Solutions(lambda x: c * x, Interval(-10, 10), FiniteSet(0))


@claim("R9.E9-eps-nonneg", article="corpus-false:solutions",
       statement="For every eps >= 0 and nonconstant z: u_eps(a z) = u_eps(z) with a > 0 only for a = 1 "
                 "(false: at eps = 0 every a > 0 works).",
       scope=AllD(min_d=2, nonconstant=True))
def e9_nonneg(m):
    eps = m.scalar("eps", nonnegative=True)
    a = m.scalar("a", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    scaled = a * (a**2 * q + eps) ** (-HALF)
    plain = (q + eps) ** (-HALF)
    return [
        Equal(core(m, m.z * a, eps), v * scaled),
        Equal(core(m, m.z, eps), v * plain),
        Positive(m.norm2(v)),


        Equal(scaled**2 - plain**2, eps * (a**2 - 1) / ((a**2 * q + eps) * (q + eps))),
        Solutions(lambda x: eps * (x**2 - 1), Interval.open(0, oo), FiniteSet(1), "a"),
    ]


# ---------------------------------------------------------------- the adversarial suite (ADV.*)


@claim("ADV.extra-root", article="corpus-false:solutions", statement="Scaling by a = 1 or a = 1/2 leaves the core unchanged.", scope=AllD(min_d=2, nonconstant=True))
def extra_root(m):
    eps = m.scalar("eps", positive=True)
    return Solutions(lambda a: eps * (a**2 - 1), Interval.open(0, oo), FiniteSet(HALF, 1), "a")


# ---------------------------------------------------------------- the soundness suite (SC.*)


@claim(
    "SC.sol.numerator",
    article="corpus-false:solutions",
    statement="For every real c, (c - 1)/(x^2 + 1) = 0 has no real solution x (false: at c = 1 every real x solves it).",
)
def sol_numerator(m):
    c = m.scalar("c")
    return Solutions(lambda x: (c - 1) / (x**2 + 1), Reals, EmptySet)


@claim(
    "SC.sol.moebius",
    article="corpus-false:solutions",
    statement="For gains g, b > 0 the response t -> (g t + b)/(t + 1) has no critical point t > 0, its derivative "
    "(g - b)/(t + 1)^2 never vanishing (false: for g = b = 1 the response is constant and every t > 0 is critical).",
)
def sol_moebius(m):
    g, b = m.scalar("g", positive=True), m.scalar("b", positive=True)
    return Solutions(lambda t: (g - b) / (t + 1) ** 2, Interval.open(0, oo), EmptySet, "t")


@claim(
    "SC.sol.eps-stationary",
    article="corpus-false:solutions",
    statement="For d >= 2, a nonconstant input and every c > 0, eps -> (q + c eps)/(q + eps) has no stationary eps > 0, "
    "its derivative being (c - 1) q/(q + eps)^2 (false: for c = 1 the map is constant and every eps > 0 is stationary).",
    scope=AllD(min_d=2, nonconstant=True),
)
def sol_eps_stationary(m):
    c = m.scalar("c", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda e: (c - 1) * q / (q + e) ** 2, Interval.open(0, oo), EmptySet, "e")


@claim(
    "SC.sol.shift-variance",
    article="corpus-false:solutions",
    statement="For every input z and every c > 0 no common shift x makes the variance of z + x 1 equal to c "
    "(false: z = (-1, 1) has q = 1, so for c = 1 every real x works).",
)
def sol_shift_variance(m):
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: variance(m, m.z + m.one * x) - c, Reals, EmptySet)


@claim(
    "SC.sol.pole",
    article="corpus-false:solutions",
    statement="For every real c the only real solution of (x - 1)/(x - c) = 0 is x = 1 "
    "(false: at c = 1 the function is undefined at x = 1 and equals 1 elsewhere, so there is no solution).",
)
def sol_pole(m):
    c = m.scalar("c")
    return Solutions(lambda x: (x - 1) / (x - c), Reals, FiniteSet(1))


@claim(
    "SC.sol.pole-square",
    article="corpus-false:solutions",
    statement="For every real c the only real solution of (x - 1)/((x - 1)^2 + c^2) = 0 is x = 1 "
    "(false: at c = 0 the function is 1/(x - 1), undefined at x = 1 and never 0).",
)
def sol_pole_square(m):
    c = m.scalar("c")
    return Solutions(lambda x: (x - 1) / ((x - 1) ** 2 + c**2), Reals, FiniteSet(1))


@claim(
    "SC.sol.root-leaves-domain",
    article="corpus-false:solutions",
    statement="For every real c the only positive solution of x^2 - c^2 = 0 is x = |c| "
    "(false: at c = 0 the root |c| = 0 leaves the domain x > 0 and there is no positive solution).",
)
def sol_root_leaves_domain(m):
    c = m.scalar("c")
    return Solutions(lambda x: x**2 - c**2, Interval.open(0, oo), FiniteSet(abs(c)))


@claim(
    "SC.sol.complex-roots",
    article="corpus-false:solutions",
    statement="For every c > 0 the real solutions of x^2 - 2 x + c = 0 are 1 - sqrt(1 - c) and 1 + sqrt(1 - c) "
    "(false: for c = 2 the equation (x - 1)^2 + 1 = 0 has no real solution and sqrt(1 - c) = sqrt(-1) is not real).",
)
def sol_complex_roots(m):
    c = m.scalar("c", positive=True)
    root = m.sqrt(1 - c)
    return Solutions(lambda x: x**2 - 2 * x + c, Reals, FiniteSet(1 - root, 1 + root))


# ---------------------------------------------------------------- red-team round 2 (RT2.*)


NONCONSTANT = AllD(min_d=2, nonconstant=True)


def rsqrt(x):
    return x ** (-HALF)


@claim(
    "RT2.sol.relative-energy",
    article="corpus-false:solutions",
    statement="The relative energy E(a) = |a z|^2/|z|^2 of a rescaled input is stationary only at a = 0 (false: at "
    "z = 0, E is undefined for every a, so it has no stationary point).",
)
def sol_relative_energy(m):
    z = m.z
    return Solutions(lambda a: m.D(lambda s: m.norm2(z * s) / m.norm2(z), a, 1), Reals, FiniteSet(0), "a")


@claim(
    "RT2.sol.relative-mean-energy",
    article="corpus-false:solutions",
    statement="a -> mean(a z)^2/mean(z)^2 is stationary only at a = 0 (false: at z = (-1, 1) it is undefined "
    "for every a).",
)
def sol_relative_mean_energy(m):
    z = m.z
    mu = mean(m, z)
    return Solutions(lambda a: m.D(lambda s: mean(m, z * s) ** 2 / mu**2, a, 1), Reals, FiniteSet(0), "a")


@claim(
    "RT2.sol.mean-growth",
    article="corpus-false:solutions",
    statement="The relative growth rate of the mean, (d/ds mean(s z) at s = a)/mean(z), equals the scale a only "
    "at a = 1 (false: at z = (-1, 1) the rate is 0/0 for every a, so nothing solves it).",
)
def sol_mean_growth(m):
    mu = mean(m, m.z)
    return Solutions(lambda a: m.D(lambda s: mean(m, m.z * s), a, 1) / mu - a, Reals, FiniteSet(1), "a")


@claim(
    "RT2.fail.scaling-solutions-reals",
    article="corpus-false:solutions",
    statement="For a nonconstant input a^2/(a^2 q + eps) = 1/(q + eps) only at a = 1 (false: a = -1 also solves it).",
    scope=NONCONSTANT,
)
def fail_scaling_solutions_reals(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda a: a**2 / (a**2 * q + eps) - 1 / (q + eps), Reals, FiniteSet(1), "a")


@claim(
    "RT2.fail.crossover-solution",
    article="corpus-false:solutions",
    statement="The radial and transverse eigenvalues eps/(q+eps)^(3/2) and (q+eps)^(-1/2) agree at eps = 1 (false: "
    "they agree only when q = 0; z = (-1, 1) gives 1/2^(3/2) vs 1/sqrt 2).",
    scope=NONCONSTANT,
)
def fail_crossover_solution(m):
    q = variance(m, m.z)
    return Solutions(lambda e: e * (q + e) ** Rational(-3, 2) - rsqrt(q + e), Interval.open(0, oo), FiniteSet(1), "eps")


@claim(
    "RT2.fail.relative-energy-written",
    article="corpus-false:solutions",
    statement="2 a |z|^2/|z|^2 = 0 only at a = 0 (false: at z = 0 it is undefined for every a).",
)
def fail_relative_energy_written(m):
    z = m.z
    return Solutions(lambda a: 2 * a * m.norm2(z) / m.norm2(z), Reals, FiniteSet(0), "a")


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


@claim(
    "RT3.sol.hyperplane-step",
    article="corpus-false:solutions",
    statement="Moving the input along a nonzero direction t, the step s at which the output's projection on a "
    "nonzero gain g vanishes, <g, z + s t> = 0, is s = -<g, z>/<g, t> (false: d = 2, g = (1, 0), t = (0, 1), "
    "z = (1, 1) give <g, z + s t> = 1 for every s, and -<g, z>/<g, t> = -1/0).",
)
def sol_hyperplane_step(m):
    g = m.vector("g", nonzero=True)
    t = m.vector("t", nonzero=True)
    return Solutions(lambda s: m.dot(g, m.z + t * s), Reals, [-m.dot(g, m.z) / m.dot(g, t)], "s")


@claim(
    "RT3.sol.ema-stationary",
    article="corpus-false:solutions",
    statement="A running statistic updated by r <- alpha r + b with momentum alpha >= 0 is stationary where "
    "(1 - alpha) r = b, that is only at r = b/(1 - alpha) (false: alpha = 1, b = 1 has no stationary point and "
    "b/(1 - alpha) = 1/0).",
)
def sol_ema_stationary(m):
    alpha = m.scalar("alpha", nonnegative=True)
    b = m.scalar("b")
    return Solutions(lambda r: (1 - alpha) * r - b, Reals, [b / (1 - alpha)], "r")


@claim(
    "RT3.sol.gain-scale-mean",
    article="corpus-false:solutions",
    statement="For a nonconstant input and a gain gamma with no zero entry, the global gain scale s that sets the "
    "output mean mean(s gamma (.) u + beta) to c is s = d (c - mean(beta))/<gamma, u> (false: d = 2, z = (0, 1), "
    "gamma = (1, 1), beta = 0, c = 1, eps = 1 give mean(s gamma (.) u) = 0 for every s, and <gamma, u> = 0).",
    scope=NONCONSTANT,
)
def sol_gain_scale_mean(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma, beta = m.vector("gamma", nonzero_entries=True), m.vector("beta")
    u = core(m, m.z, eps)
    return Solutions(
        lambda s: m.d * (mean(m, (gamma * u) * s + beta) - c), Reals, [m.d * (c - mean(m, beta)) / m.dot(gamma, u)], "s"
    )


@claim(
    "RT3.sol.bias-orthogonal",
    article="corpus-false:solutions",
    statement="For a gain gamma with no zero entry, the uniform bias shift b that makes the output orthogonal to "
    "the gain, <y + b 1, gamma> = 0, is b = -<y, gamma>/<1, gamma> (false: d = 2, gamma = (1, -1), beta = (1, 0), "
    "z = (0, 1), eps = 1 give <y + b 1, gamma> = 1 for every b, and <1, gamma> = 0).",
)
def sol_bias_orthogonal(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma", nonzero_entries=True), m.vector("beta")
    y = layer_norm(m, m.z, gamma, beta, eps)
    return Solutions(lambda b: m.dot(y + m.one * b, gamma), Reals, [-m.dot(y, gamma) / m.total(gamma)], "b")


@claim(
    "RT3.sol.segment-at-mean",
    article="corpus-false:solutions",
    statement="For a nonconstant input with d = 2..4, the point z_1 + lam (z_2 - z_1) of the segment from z_1 to z_2 "
    "reaches the mean exactly at lam = (mean(z) - z_1)/(z_2 - z_1) (false: z = (0, 0, 3) has z_1 = z_2 = 0 and "
    "mean 1, no lam works and the formula is 1/0).",
    scope=Dims(2, 4, nonconstant=True),
)
def sol_segment_at_mean(m):
    z1, z2 = m.coordinates(m.z)[:2]
    mu = mean(m, m.z)
    return Solutions(lambda lam: (z2 - z1) * lam - (mu - z1), Reals, [(mu - z1) / (z2 - z1)], "lam")


@claim(
    "RT3.sol.normalizer-offset",
    article="corpus-false:solutions",
    statement="Along the family z = (-t, 0, t) (q = 2 t^2/3), for every eps > 0 the offsets at which the normalizer "
    "q(z) + 1/100 reaches eps are t = +-(3 (eps - 1/100)/2)^(1/2) (false: eps = 1/200 < 1/100 is never reached "
    "and the root is not real; the numeric model never draws a positive scalar below 1/64).",
    scope=Example(3),
)
def sol_normalizer_offset(m):
    eps = m.scalar("eps", positive=True)
    root = (3 * (eps - Rational(1, 100)) / 2) ** HALF
    return Solutions(lambda t: variance(m, m.vec([-1, 0, 1]) * t) + Rational(1, 100) - eps, Reals, [root, -root], "t")


@claim(
    "RT3.sol.roots-radical",
    article="corpus-false:solutions",
    statement="For every c > 0 the equation x^2 = c - 1 has exactly the roots +-(c - 1)^(1/2) (false: c = 1/2 has "
    "no real root and (c - 1)^(1/2) is not real).  The exact side proves it (Z3 only searches where the expected "
    "radical exists); only a random c < 1 refutes it.",
)
def sol_roots_radical(m):
    c = m.scalar("c", positive=True)
    root = (c - 1) ** HALF
    return Solutions(lambda x: x**2 - (c - 1), Reals, [root, -root])


@claim(
    "RT3.sol.unit-variance-scale",
    article="corpus-false:solutions",
    statement="The scale a > 0 that gives the input unit variance, q(a z) = 1, is a = q^(-1/2) (false: a constant "
    "input has q(a z) = 0 for every a, and q^(-1/2) = 1/0).",
)
def sol_unit_variance_scale(m):
    q = variance(m, m.z)
    return Solutions(lambda a: variance(m, m.z * a) - 1, Interval.open(0, oo), [rsqrt(q)], "a")


@claim(
    "RT3.sol.output-mean-target-scale",
    article="corpus-false:solutions",
    statement="For a nonconstant input, the gain-weighted output mean k a/sqrt(a^2 q + eps) with k = mean(gamma (.) v) "
    "equals its value at a = 1 only at a = 1 among a > 0 (false: gamma = (1, 1), d = 2 gives k = 0, so every a "
    "solves it).",
    scope=NONCONSTANT,
)
def sol_output_mean_target_scale(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma", nonzero_entries=True)
    q = variance(m, m.z)
    k = mean(m, gamma * center(m, m.z))
    def f(a):
        return a * k * (q + eps) ** HALF - k * (a**2 * q + eps) ** HALF

    return Solutions(f, Interval.open(0, oo), FiniteSet(1), "a")


@claim(
    "RT3.wr.gain-growth",
    article="corpus-false:solutions",
    statement="For a nonconstant input and a gain gamma with no zero entry, the relative growth rate of the gain "
    "projection, (d/ds <gamma, s z> at s = a)/<gamma, z>, equals a only at a = 1 (false: z = (1, -1), "
    "gamma = (1, 1) give <gamma, z> = 0, the rate is 0/0 for every a).",
    scope=NONCONSTANT,
)
def wr_gain_growth(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    def rate(a):
        return m.D(lambda s: m.dot(gamma, m.z * s), a, 1) / m.dot(gamma, m.z) - a

    return Solutions(rate, Reals, FiniteSet(1), "a")


@claim(
    "RT3.wr.mean-growth-ref",
    article="corpus-false:solutions",
    statement="For a nonconstant input and a reference level c, (d/ds mean(s z) at s = a - c)/(mean(z) - c) equals "
    "a only at a = 1 (false: z = (0, 2), c = 1 give mean(z) - c = 0, the quotient is undefined for every a).",
    scope=NONCONSTANT,
)
def wr_mean_growth_ref(m):
    c = m.scalar("c")
    mu = mean(m, m.z)
    return Solutions(lambda a: (m.D(lambda s: mean(m, m.z * s), a, 1) - c) / (mu - c) - a, Reals, FiniteSet(1), "a")


@claim(
    "RT3.fail.sol-variance-half",
    article="corpus-false:solutions",
    statement="The core variance is 1/2 exactly at eps = q (false: a constant input has core variance 0 for every "
    "eps and q = 0 is not a positive eps).",
)
def fail_sol_variance_half(m):
    q = variance(m, m.z)
    return Solutions(lambda e: variance(m, core(m, m.z, e)) - HALF, Interval.open(0, oo), [q], "eps")


@claim(
    "RT3.fail.scale-even",
    article="corpus-false:solutions",
    statement="For a nonconstant input, u(a z) and u(z) have the same v-component exactly for a = +-1 (false: a = -1 "
    "flips it, -<u(z), v> != <u(z), v>).",
    scope=NONCONSTANT,
)
def fail_scale_even(m):
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)
    return Solutions(lambda a: m.dot(core(m, m.z * a, eps) - core(m, m.z, eps), v), Reals, FiniteSet(-1, 1), "a")


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


@claim(
    "RT4.fail.scale-solutions-pm",
    article="corpus-false:solutions",
    statement="For a nonconstant input, u_eps(a z) = u_eps(z) along v exactly for a = +-1 (false: a = -1 flips the "
    "core; only a = 1 solves <u(a z) - u(z), v> = 0).",
    scope=NONCONSTANT,
)
def fail_scale_solutions_pm(m):
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)
    return Solutions(
        lambda a: m.dot(core(m, m.z * a, eps), v) - m.dot(core(m, m.z, eps), v), Reals, FiniteSet(-1, 1), "a"
    )


@claim(
    "RT4.fail.shift-solutions-zero",
    article="corpus-false:solutions",
    statement="|u_eps(z + x 1)|^2 = |u_eps(z)|^2 only at x = 0 (false: the core is shift invariant, every x solves).",
)
def fail_shift_solutions_zero(m):
    eps = m.scalar("eps", positive=True)
    return Solutions(lambda x: m.norm2(core(m, m.z + m.one * x, eps)) - m.norm2(core(m, m.z, eps)), Reals, FiniteSet(0), "x")


@claim(
    "RT4.fail.extra-root",
    article="corpus-false:solutions",
    statement="For a nonconstant input, x^2 q = eps has the roots +-(eps/q)^(1/2) and 0 (false: 0 is no root since "
    "eps > 0).",
    scope=NONCONSTANT,
)
def fail_extra_root(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    r = (eps / q) ** HALF
    return Solutions(lambda x: x**2 * q - eps, Reals, [r, -r, 0], "x")


@claim(
    "RT4.fail.solutions-outside-domain",
    article="corpus-false:solutions",
    statement="For a nonconstant input, q(a z) = q(z) for a > 0 exactly at a = +-1 (false: -1 is not in (0, oo)).",
    scope=NONCONSTANT,
)
def fail_solutions_outside_domain(m):
    return Solutions(lambda a: variance(m, m.z * a) - variance(m, m.z), Interval.open(0, oo), FiniteSet(-1, 1), "a")


@claim(
    "RT4.fail.complex-roots",
    article="corpus-false:solutions",
    statement="x^2 + q + eps = 0 has the real solutions +-i sqrt(q + eps) (false: it has no real solution; the "
    "expected points are not real).",
)
def fail_complex_roots(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    import sympy

    r = sympy.I * m.sqrt(q + eps)
    return Solutions(lambda x: x**2 + q + eps, Reals, [r, -r], "x")


@claim(
    "RT4.fail.integer-solution",
    article="corpus-false:solutions",
    statement="2 x - 1 = 0 has the integer solution 1/2 (false: 1/2 is not an integer; the set is empty).",
    scope=Example(1),
)
def fail_integer_solution(m):
    return Solutions(lambda x: 2 * x - 1, Integers, FiniteSet(Rational(1, 2)), "x")


@claim(
    "RT4.fail.solutions-shift-path",
    article="corpus-false:solutions",
    scope=AllD(min_d=2),
    statement="q(z + x t) = q(z) exactly at x = 0 and x = -2 <v, t>/|P t|^2 for every nonzero t (false: for t "
    "parallel to 1, e.g. t = 1, every x solves and the second point is 0/0).",
)
def fail_solutions_shift_path(m):
    t = m.vector("t", nonzero=True)
    v = center(m, m.z)
    Pt = center(m, t)
    return Solutions(
        lambda x: variance(m, m.z + t * x) - variance(m, m.z), Reals, [0, -2 * m.dot(v, t) / m.norm2(Pt)], "x"
    )


@claim(
    "RT4.fail.eps-sign-root",
    article="corpus-false:solutions",
    statement="For every real eps the normalizer equation s^2 = q + eps has the roots +-sqrt(q + eps) (false: for "
    "eps < -q there is no real root and sqrt(q + eps) is not real).",
)
def fail_eps_sign_root(m):
    eps = m.scalar("eps")
    q = variance(m, m.z)
    r = m.sqrt(q + eps)
    return Solutions(lambda s: s**2 - q - eps, Reals, [r, -r], "s")


# ---------------------------------------------------------------- red-team round 5 (RT5.*)


@claim(
    "RT5.fail.sol-half-variance-constant",
    article="corpus-false:solutions",
    statement="For every input, the core variance q/(q + eps) equals 1/2 exactly at eps = q, eps in (0, oo) (false at "
    "a constant input: q = 0, no eps > 0 solves, and 0 is not in the domain).",
)
def fail_sol_half_variance(m):
    q = variance(m, m.z)
    return Solutions(lambda e: variance(m, core(m, m.z, e)) - HALF, Interval.open(0, oo), [q], "eps")


@claim(
    "RT5.fail.sol-rms-scale-missing-root",
    article="corpus-false:solutions",
    statement="For a nonconstant input, s(a z) = s(z) only at a = 1 (false: a = -1 solves it too; z = (0, 1)).",
    scope=AllD(min_d=2, nonconstant=True),
)
def fail_sol_rms_scale(m):
    return Solutions(lambda a: mean_square(m, m.z * a) - mean_square(m, m.z), Reals, FiniteSet(1), "a")


@claim(
    "RT5.fail.sol-union-domain",
    article="corpus-false:solutions",
    statement="x^2 = 4 has the single solution 2 on [-3, -1] U [1, 3] (false: -2 is in the domain too).",
    scope=Example(1),
)
def fail_sol_union(m):
    return Solutions(lambda x: x**2 - 4, Union(Interval(-3, -1), Interval(1, 3)), FiniteSet(2))


@claim(
    "RT5.fail.sol-punctured-domain",
    article="corpus-false:solutions",
    statement="x (x - 1) = 0 on R minus {1} has the solutions 0 and 1 (false: 1 is excluded from the domain).",
    scope=Example(1),
)
def fail_sol_punctured(m):
    return Solutions(lambda x: x * (x - 1), sp.Complement(Reals, FiniteSet(1)), FiniteSet(0, 1))


# ---------------------------------------------------------------- red-team round 6 (RT6.*)


@claim(
    "RT6.fail.sol-half-norm-constant",
    article="corpus-false:solutions",
    statement="The only eps > 0 with |u_eps|^2 = d/2 is eps = q (false for a constant input: q = 0 is outside the "
    "domain and |u|^2 = 0 for every eps, so there is no root).",
)
def fail_sol_half_norm_constant(m):
    q = variance(m, m.z)
    return Solutions(lambda e: m.norm2(core(m, m.z, e)) - m.d / 2, Interval.open(0, oo), [q], "eps")


@claim(
    "RT6.fail.sol-root-outside",
    article="corpus-false:solutions",
    statement="The solutions of a^2 = q in [0, oo) are sqrt(q) and -sqrt(q) (false: z = (0, 2): q = 1, -1 is not "
    "in [0, oo)).",
)
def fail_sol_root_outside(m):
    q = variance(m, m.z)
    return Solutions(lambda a: a**2 - q, Interval(0, oo), [m.sqrt(q), -m.sqrt(q)], "a")


# ---------------------------------------------------------------- red-team round 7 (RT7.*)


@claim(
    "RT7.sol.removable-root",
    article="corpus-false:solutions",
    statement="The solutions of (x - 1)^2/(x - 1) = 0 in R are {1} (false: f is undefined at 1, so there is none).",
)
def sol_removable_root(m):
    return Solutions(lambda x: (x - 1) ** 2 / (x - 1), Reals, FiniteSet(1), "x")


@claim(
    "RT7.sol.squared-root-negative",
    article="corpus-false:solutions",
    statement="The solutions of sqrt(x)^2 + 4 = 0 in R are {-4} (false: sqrt(-4) is not real; there is none).",
)
def sol_squared_root(m):
    return Solutions(lambda x: m.sqrt(x) ** 2 + 4, Reals, FiniteSet(-4), "x")


@claim(
    "RT7.sol.eps-half-variance",
    article="corpus-false:solutions",
    statement="For a nonconstant input, the eps > 0 at which the core variance is 1/2 ... q/(q + eps) = 1/2 ... is "
    "eps = q/2 (false: it is eps = q; z = (0, 2): q = 1, eps = 1/2 gives 2/3).",
    scope=AllD(min_d=2, nonconstant=True),
)
def sol_eps_half_variance(m):
    q = variance(m, m.z)
    return Solutions(lambda e: q / (q + e) - HALF, Interval.open(0, oo), [q / 2], "eps")


@claim(
    "RT7.sol.double-root-missing",
    article="corpus-false:solutions",
    statement="The solutions of x^3 - c^2 x = 0 in R are {c, -c} (false: 0 is a root too; c = 1 gives {-1, 0, 1}).",
)
def sol_double_root_missing(m):
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: x**3 - c**2 * x, Reals, [c, -c], "x")


@claim(
    "RT7.sol.param-root-outside",
    article="corpus-false:solutions",
    statement="For every real c, the solutions of x^2 = c^2 in [0, oo) are {c} (false for c < 0: c = -1 gives {1}).",
)
def sol_param_root_outside(m):
    c = m.scalar("c")
    return Solutions(lambda x: x**2 - c**2, Interval(0, oo), [c], "x")


# ---------------------------------------------------------------- red-team round 12 (RT12.*)


# counterexample: d = 2, z = (0, 4) (q = 4), eps = 4: |u(c z)|^2 = 8 c^2/(4 c^2 + 4) = 1 = d/2 at c = 1 = sqrt(eps/q);
# at the stated c = sqrt(eps)/q = 1/2 it is 2/5, so f(1/2) = -3/5 != 0
@claim(
    "RT12.sol.scale-root",
    article="corpus-false:solutions",
    statement="|u(c z)|^2 = d/2 for c > 0 exactly at c = sqrt(eps)/q (false: at sqrt(eps/q))",
    scope=AllD(min_d=2, nonconstant=True),
)
def sol_scale_root(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    from sympy import Interval

    return Solutions(lambda c: m.norm2(core(m, c * m.z, eps)) - m.d / 2, Interval.open(0, oo), [m.sqrt(eps) / q])


# counterexample: a constant input (q = 0): x^2 - q x = x^2 has no root in (0, oo), but q = 0 is stated as one
@claim("RT12.sol.root-leaves-domain", article="corpus-false:solutions", statement="x^2 = q x has the single root q in (0, oo) for every input (false at q = 0)")
def sol_root_leaves_domain_rt12(m):
    q = variance(m, m.z)
    from sympy import Interval

    return Solutions(lambda x: x**2 - q * x, Interval.open(0, oo), [q])


# ---------------------------------------------------------------- red-team round 13 (RT13.*)


# counterexample: x = 0 lies in [0, oo) and solves q x^2 = eps x, so the set is {0, eps/q}, not {eps/q}
@claim(
    "RT13.sol.forgets-zero",
    article="corpus-false:solutions",
    statement="q x^2 = eps x has the single solution eps/q in [0, oo) (false: x = 0 too)",
    scope=AllD(min_d=2, nonconstant=True),
)
def sol_forgets_zero(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda x: q * x**2 - eps * x, Interval(0, oo), [eps / q])


# counterexample: d = 3, z = (0, 0, 3) (q = 2), eps = 1: |u|^2 = d - 1 = 2 at eps = q/(d - 1) = 1, stated q/d = 2/3 (|u|^2 = 9/4 there)
@claim(
    "RT13.sol.eps-for-norm",
    article="corpus-false:solutions",
    statement="|u_eps|^2 = d - 1 exactly at eps = q/d (false: at eps = q/(d - 1))",
    scope=AllD(min_d=2, nonconstant=True),
)
def sol_eps_for_norm(m):
    q = variance(m, m.z)
    return Solutions(lambda e: m.norm2(core(m, m.z, e)) - (m.d - 1), Interval.open(0, oo), [q / m.d], "eps")


# ---------------------------------------------------------------- red-team round 14 (RT14.*)


# counterexample: d = 2, h = k = (1, -1): x^2 - 2 <h,k> x + |h|^2 |k|^2 = x^2 - 4x + 4 has the solution x = 2
@claim(
    "RT14.sol.tight-discriminant",
    article="corpus-false:solutions",
    statement="x^2 - 2<h,k> x + |h|^2|k|^2 = 0 has no real solution for nonzero h, k orthogonal to 1 (false when h is parallel to k)",
    scope=AllD(min_d=2),
)
def sol_tight_discriminant(m):
    h = m.vector("h", orthogonal_to=(m.one,), nonzero=True)
    k = m.vector("k", orthogonal_to=(m.one,), nonzero=True)
    return Solutions(lambda x: x**2 - 2 * m.dot(h, k) * x + m.norm2(h) * m.norm2(k), Interval(-oo, oo), [], "x")


# counterexample: eps = q (d = 2, z = (0, 2), eps = 1): q x - eps x = 0 for every x, not only x = 0
@claim(
    "RT14.sol.eps-equals-q",
    article="corpus-false:solutions",
    statement="(q - eps) x = 0 only at x = 0 (false at eps = q: every x)",
)
def sol_eps_equals_q(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda x: (q - eps) * x, Interval(-oo, oo), [0], "x")


# ---------------------------------------------------------------- red-team round 16 (RT16.*)


# counterexample: c = 0: x^2 = 0 has no solution in (0, oo), but sqrt(c) = 0 is claimed
@claim("RT16.sol.open-root", article="corpus-false:solutions",
       statement="For c >= 0, x^2 = c has the single solution sqrt(c) in (0, oo) (false at c = 0)")
def sol_open_root(m):
    c = m.scalar("c", nonnegative=True)
    return Solutions(lambda x: x**2 - c, sp.Interval.open(0, sp.oo), [m.sqrt(c)])


# counterexample: a = 2, c = 4: f(x) = (x^2 - 4)/(x - 2) is undefined at 2, the claimed root; no root in [0, oo)
@claim("RT16.sol.removable-at-root", article="corpus-false:solutions",
       statement="For a, c > 0, (x^2 - c)/(x - a) = 0 exactly at x = sqrt(c) on [0, oo) (false at a = sqrt(c))")
def sol_removable_at_root(m):
    a = m.scalar("a", positive=True)
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: (x**2 - c) / (x - a), sp.Interval(0, sp.oo), [m.sqrt(c)])


# ---------------------------------------------------------------- twins of RT22's true claims (RT22.*)
# f defined on part of the domain only: a wrong root, a missed root or a root where f is undefined still refutes


# counterexample: sqrt(4) - 1 = 1, not 0
@claim("RT22.sol.sqrt-extra-root", article="corpus-false:solutions", scope=Example(1),
       statement="sqrt(x) = 1 exactly at x in {1, 4} (false: 4 is no solution)")
def rt22_sqrt_extra_root(m):
    return Solutions(lambda x: m.sqrt(x) - 1, sp.Reals, sp.FiniteSet(1, 4), "x")


# counterexample: x = 1 solves sqrt(x) = 1
@claim("RT22.sol.sqrt-no-root", article="corpus-false:solutions", scope=Example(1),
       statement="sqrt(x) = 1 has no solution (false: x = 1)")
def rt22_sqrt_no_root(m):
    return Solutions(lambda x: m.sqrt(x) - 1, sp.Reals, sp.EmptySet, "x")


# counterexample: sqrt(-1) is not real, so -1 is no solution
@claim("RT22.sol.sqrt-root-outside-domain", article="corpus-false:solutions", scope=Example(1),
       statement="sqrt(x) - 1 = 0 at x = -1 (false: undefined there)")
def rt22_sqrt_root_outside_domain(m):
    return Solutions(lambda x: m.sqrt(x) - 1, sp.Reals, sp.FiniteSet(-1), "x")


# counterexample: x = 8 solves 1/(x - 7) = 1 (x = 7, where f is undefined, is not the point)
@claim("RT22.sol.pole-missed-root", article="corpus-false:solutions", scope=Example(1),
       statement="1/(x - 7) = 1 has no solution (false: x = 8)")
def rt22_pole_missed_root(m):
    return Solutions(lambda x: 1 / (x - 7) - 1, sp.Reals, sp.EmptySet, "x")
