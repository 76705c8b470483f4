"""False but plausible claims for a soundness review of the verifier; none may ever end "proved".

Each claim is mathematically false, or ill-defined at an admissible point
(which counts as false), and its statement names a concrete counterexample.
They are grouped by the weakness they probe:

1. certificates (a gap, or the value of Positive/Nonzero) with a denominator
   that vanishes at admissible points, or a radicand that can be negative;
2. solution sets with a parameter in the numerator or in a coefficient;
3. Lipschitz bounds that depend on the input after all (maxima of the
   centered input, or a map that uses the claim's own input and is flat there);
4. all-d claims with no concrete cross-check (``AllD(min_d=9)``), here with
   ``abs`` or ``sqrt(x*x)`` differentiated at its kink;
6. numeric evidence that misses a thin set (q = eps, a parameter killing a
   coefficient, constant inputs and zero scalars in worked examples, the
   smallest d) and limits stated as +oo or -oo;
7. evidence that is not evidence (lemma names that do not exist, a missing
   claim in ``uses``, verdicts that end numeric-only);
A. singularities that SymPy cancels while the claim is built, before any check;
D. the nonnegative quantities the models define (``max_abs``,
   ``weighted_norm2``, ``coordinate_slack``) used in denominators where they
   can vanish.

Class 5 (containment: claims files and bodies that exit) lives in the small
files ``soundness_exit_*.py`` beside this one, because a claim that ends the
process would also end a run over this file.  ``tests/prove/test_soundness_claims.py``
checks that nothing here ends "proved" and that those files never end a run
with status 0.
"""

from sympy import EmptySet, FiniteSet, Interval, Rational, Reals, oo

from symln import (
    AllD,
    Chain,
    Dims,
    Equal,
    Example,
    LessEqual,
    Limit,
    LipschitzBound,
    Nonzero,
    Positive,
    Solutions,
    claim,
)
from symln.model import center, centering_matrix, core, core_jacobian, mean, variance

ARTICLE = "soundness"
HALF = Rational(1, 2)
#: A floor that no random positive scalar of the numeric model goes below (they start at 1/64).
FLOOR = Rational(1, 100)
MVI = ("mean value inequality",)


def e17_gap(m, eps, x):
    """The certificate of E17: ``|x|^2/eps - |J x|^2`` as a sum of visibly nonnegative terms (x = a 1 + w)."""
    v, q = center(m, m.z), variance(m, m.z)
    a, w = x.coefficients[0], x.remainder
    return a**2 * m.d / eps + m.norm2(w) * q / (eps * (q + eps)) + m.dot(v, w) ** 2 * (q + 2 * eps) / (m.d * (q + eps) ** 3)


def family_h(m, eps):
    """E21's third core coordinate along the inputs (-t, 0, t)."""
    return lambda s: m.coordinates(core(m, m.vec([-1, 0, 1]) * s, eps))[2]


# --- 1. certificates not defined where the claim is -------------------------------------------------


@claim(
    "SC.cert.rayleigh",
    article=ARTICLE,
    statement="For every direction x the Rayleigh quotient |J x|^2/|x|^2 of the core Jacobian is at most 1/eps "
    "(false: at x = 0 the quotient is 0/0, undefined; the gap E17/|x|^2 has the same pole).",
)
def cert_rayleigh(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    n = m.norm2(x.vector)
    return LessEqual(m.norm2(core_jacobian(m, eps) @ x.vector) / n, 1 / eps, gap=e17_gap(m, eps, x) / n)


@claim(
    "SC.cert.rayleigh-strict",
    article=ARTICLE,
    statement="For every direction x the Rayleigh quotient |J x|^2/|x|^2 is strictly below 2/eps "
    "(false: at x = 0 it is 0/0, undefined, and so is the strict gap E17/|x|^2 + 1/eps).",
)
def cert_rayleigh_strict(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    n = m.norm2(x.vector)
    gap = e17_gap(m, eps, x) / n + 1 / eps
    return LessEqual(m.norm2(core_jacobian(m, eps) @ x.vector) / n, 2 / eps, gap=gap, strict=True)


@claim(
    "SC.cert.centered-stretch",
    article=ARTICLE,
    statement="For d >= 2 and every direction x, the stretch of its centered part |J x|^2/|P x|^2 is at most 1/eps "
    "(false: x = 1 gives J 1 = 0 and P 1 = 0, so the ratio is 0/0, undefined).",
    scope=AllD(min_d=2),
)
def cert_centered_stretch(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    v, q, w = center(m, m.z), variance(m, m.z), x.remainder
    n = m.norm2(center(m, x.vector))
    gap = q / (eps * (q + eps)) + m.dot(v, w) ** 2 * (q + 2 * eps) / (m.d * (q + eps) ** 3 * n)
    return LessEqual(m.norm2(core_jacobian(m, eps) @ x.vector) / n, 1 / eps, gap=gap)


@claim(
    "SC.cert.secant-crossover",
    article=ARTICLE,
    statement="The secant slope (q/(q+eps) - 1/2)/(q - eps) of the core variance through its crossover q = eps is at "
    "most 1/(2 eps) (false: at q = eps, e.g. d = 2, z = (-1, 1), eps = 1, the slope is 0/0, undefined).",
)
def cert_secant_crossover(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    slope = (q / (q + eps) - HALF) / (q - eps)
    return LessEqual(slope, 1 / (2 * eps), gap=q / (2 * eps * (q + eps)))


@claim(
    "SC.cert.secant-scaling",
    article=ARTICLE,
    statement="For all scalings a, b > 0 the secant slope (q(a z) - q(b z))/(a - b) of the variance equals (a + b) q(z) "
    "(false: at a = b = 1 the slope is 0/0, undefined).",
)
def cert_secant_scaling(m):
    a, b = m.scalar("a", positive=True), m.scalar("b", positive=True)
    slope = (variance(m, m.z * a) - variance(m, m.z * b)) / (a - b)
    return Equal(slope, (a + b) * variance(m, m.z))


@claim(
    "SC.cert.crossover-sensitivity",
    article=ARTICLE,
    statement="The crossover sensitivity 1/eps + 1/(q - eps)^2 never vanishes "
    "(false: at q = eps, e.g. d = 2, z = (-1, 1), eps = 1, it is undefined, 1/0).",
)
def cert_crossover_sensitivity(m):
    eps = m.scalar("eps", positive=True)
    return Nonzero(1 / eps + 1 / (variance(m, m.z) - eps) ** 2)


@claim(
    "SC.cert.inverse-spread",
    article=ARTICLE,
    statement="For d >= 2 every direction t orthogonal to 1 has a positive precision d/|t|^2 "
    "(false: t = 0 is orthogonal to 1 and d/|0|^2 is undefined).",
    scope=AllD(min_d=2),
)
def cert_inverse_spread(m):
    t = m.vector("t", orthogonal_to=(m.one,))
    return Positive(m.d / m.norm2(t))


@claim(
    "SC.cert.radicand",
    article=ARTICLE,
    statement="For every eps > 0 the lowered stabilizer satisfies sqrt(eps - 1/100)^2 < eps "
    "(false: for eps = 1/200 the radicand -1/200 is negative and sqrt(eps - 1/100) is not real).",
)
def cert_radicand(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(m.sqrt(eps - FLOOR) ** 2, eps, gap=FLOOR, strict=True)


@claim(
    "SC.cert.radicand-q",
    article=ARTICLE,
    statement="The excess spread s = sqrt(q - eps) satisfies s^2 + eps <= q + eps "
    "(false: at a constant input q = 0 < eps, e.g. z = 0, eps = 1, and s = sqrt(-1) is not real).",
)
def cert_radicand_q(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(m.sqrt(q - eps) ** 2 + eps, q + eps, gap=eps)


# --- 2. solution sets with a parameter in the numerator or a coefficient ---------------------------------


@claim(
    "SC.sol.numerator",
    article=ARTICLE,
    statement="For every real c, (c - 1)/(x^2 + 1) = 0 has no real solution x (false: at c = 1 every real x solves it).",
)
def sol_numerator(m):
    c = m.scalar("c")
    return Solutions(lambda x: (c - 1) / (x**2 + 1), Reals, EmptySet)


@claim(
    "SC.sol.moebius",
    article=ARTICLE,
    statement="For gains g, b > 0 the response t -> (g t + b)/(t + 1) has no critical point t > 0, its derivative "
    "(g - b)/(t + 1)^2 never vanishing (false: for g = b = 1 the response is constant and every t > 0 is critical).",
)
def sol_moebius(m):
    g, b = m.scalar("g", positive=True), m.scalar("b", positive=True)
    return Solutions(lambda t: (g - b) / (t + 1) ** 2, Interval.open(0, oo), EmptySet, "t")


@claim(
    "SC.sol.eps-stationary",
    article=ARTICLE,
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
    article=ARTICLE,
    statement="For every input z and every c > 0 no common shift x makes the variance of z + x 1 equal to c "
    "(false: z = (-1, 1) has q = 1, so for c = 1 every real x works).",
)
def sol_shift_variance(m):
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: variance(m, m.z + m.one * x) - c, Reals, EmptySet)


@claim(
    "SC.sol.pole",
    article=ARTICLE,
    statement="For every real c the only real solution of (x - 1)/(x - c) = 0 is x = 1 "
    "(false: at c = 1 the function is undefined at x = 1 and equals 1 elsewhere, so there is no solution).",
)
def sol_pole(m):
    c = m.scalar("c")
    return Solutions(lambda x: (x - 1) / (x - c), Reals, FiniteSet(1))


@claim(
    "SC.sol.pole-square",
    article=ARTICLE,
    statement="For every real c the only real solution of (x - 1)/((x - 1)^2 + c^2) = 0 is x = 1 "
    "(false: at c = 0 the function is 1/(x - 1), undefined at x = 1 and never 0).",
)
def sol_pole_square(m):
    c = m.scalar("c")
    return Solutions(lambda x: (x - 1) / ((x - 1) ** 2 + c**2), Reals, FiniteSet(1))


@claim(
    "SC.sol.root-leaves-domain",
    article=ARTICLE,
    statement="For every real c the only positive solution of x^2 - c^2 = 0 is x = |c| "
    "(false: at c = 0 the root |c| = 0 leaves the domain x > 0 and there is no positive solution).",
)
def sol_root_leaves_domain(m):
    c = m.scalar("c")
    return Solutions(lambda x: x**2 - c**2, Interval.open(0, oo), FiniteSet(abs(c)))


@claim(
    "SC.sol.complex-roots",
    article=ARTICLE,
    statement="For every c > 0 the real solutions of x^2 - 2 x + c = 0 are 1 - sqrt(1 - c) and 1 + sqrt(1 - c) "
    "(false: for c = 2 the equation (x - 1)^2 + 1 = 0 has no real solution and sqrt(1 - c) = sqrt(-1) is not real).",
)
def sol_complex_roots(m):
    c = m.scalar("c", positive=True)
    root = m.sqrt(1 - c)
    return Solutions(lambda x: x**2 - 2 * x + c, Reals, FiniteSet(1 - root, 1 + root))


# --- 3. Lipschitz bounds that depend on the input after all ------------------------------------------


@claim(
    "SC.lip.max-abs-v",
    article=ARTICLE,
    statement="x -> (P x)(.)(P x)/2 is Lipschitz with squared constant (max_i |v_i| + 2)^2, v = P z "
    "(false: at z = 0 the constant is 4, yet d = 2, a = (5, -5), b = 0 give |f(a) - f(b)|^2 = 312.5 > 4 |a - b|^2 = 200).",
    cites=MVI,
)
def lip_max_abs_v(m):
    big, slack = m.max_abs(center(m, m.z))
    x = m.generic_vector("x", along=(m.one,))
    a, w = x.coefficients[0], x.remainder
    gap = (4 * big + 4) * m.norm2(x.vector) + big**2 * a**2 * m.d + m.weighted_norm2(slack, w)
    return LipschitzBound(lambda p: center(m, p) * center(m, p) * HALF, (big + 2) ** 2, x, gap)


@claim(
    "SC.lip.max-abs-vv",
    article=ARTICLE,
    statement="x -> (P x)^3/3 (coordinatewise) is Lipschitz with squared constant (max_i v_i^2 + 4 max_i |v_i| + 6)^2, "
    "v = P z (false: at z = 0 the constant is 36, yet d = 2, a = (5, -5), b = 0 give |f(a) - f(b)|^2 = 31250/9 > "
    "36 |a - b|^2 = 1800).",
    cites=MVI,
)
def lip_max_abs_vv(m):
    v = center(m, m.z)
    g, _ = m.max_abs(v)
    h, slack = m.max_abs(v * v)
    x = m.generic_vector("x", along=(m.one,))
    a, w = x.coefficients[0], x.remainder
    extra = 16 * g**2 + 8 * g * h + 48 * g + 12 * h + 36  # (h + 4 g + 6)^2 - h^2
    gap = extra * m.norm2(x.vector) + h**2 * a**2 * m.d + m.weighted_norm2(slack, w)
    return LipschitzBound(lambda p: center(m, p) * center(m, p) * center(m, p) / 3, (h + 4 * g + 6) ** 2, x, gap)


@claim(
    "SC.lip.flat-hadamard",
    article=ARTICLE,
    statement="For every input z the squared deviation x -> (x - z)(.)(x - z) is 2-Lipschitz "
    "(false: z = 0, d = 1, a = 3, b = 0 give |f(a) - f(b)|^2 = 81 > 4 |a - b|^2 = 36).",
    cites=MVI,
)
def lip_flat_hadamard(m):
    z = m.z
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: (p - z) * (p - z), 4, x, 4 * m.norm2(x.vector))


@claim(
    "SC.lip.flat-mean",
    article=ARTICLE,
    statement="For every input z the squared mean shift x -> (mean(x) - mean(z))^2 1 is 2-Lipschitz "
    "(false: z = 0, d = 1, a = 3, b = 0 give |f(a) - f(b)|^2 = 81 > 4 |a - b|^2 = 36).",
    cites=MVI,
)
def lip_flat_mean(m):
    z = m.z
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: m.one * (mean(m, p) - mean(m, z)) ** 2, 4, x, 4 * m.norm2(x.vector))


@claim(
    "SC.lip.flat-variance",
    article=ARTICLE,
    statement="For every input z the perturbation variance x -> q(x - z) 1 is 2-Lipschitz "
    "(false: z = 0, d = 2, a = (3, -3), b = 0 give q(a) = 9 and |f(a) - f(b)|^2 = 162 > 4 |a - b|^2 = 72).",
    cites=MVI,
)
def lip_flat_variance(m):
    z = m.z
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: m.one * variance(m, p - z), 4, x, 4 * m.norm2(x.vector))


@claim(
    "SC.lip.flat-cubic",
    article=ARTICLE,
    statement="For every input z the cubic correction x -> (x - z) |x - z|^2 is 4d-Lipschitz "
    "(false: z = 0, d = 1, a = 5, b = 0 give |f(a) - f(b)|^2 = 15625 > 16 |a - b|^2 = 400).",
    cites=MVI,
)
def lip_flat_cubic(m):
    z = m.z
    x = m.generic_vector("x", along=(m.one,))
    bound = 16 * m.d**2
    return LipschitzBound(lambda p: (p - z) * m.norm2(p - z), bound, x, bound * m.norm2(x.vector))


# --- 4. no cross-check beyond the concrete range; kinks -------------------------------------------------


@claim(
    "SC.range.abs-mean",
    article=ARTICLE,
    statement="For d >= 9 the absolute mean x -> |mean(x)| has derivative 0 at x = 0 in every direction "
    "(false: along t = 1, |mean(s 1)| = |s| has one-sided derivatives +1 and -1, so no derivative exists).",
    scope=AllD(min_d=9),
)
def range_abs_mean(m):
    t = m.vector("t")
    return Equal(m.D(lambda p: abs(mean(m, p)), m.one * 0, t), 0)


@claim(
    "SC.range.norm-kink",
    article=ARTICLE,
    statement="For d >= 9 the Euclidean norm x -> sqrt(|x|^2) has derivative 0 at x = 0 in every direction "
    "(false: along t = e_1 it is |s|, with one-sided derivatives +1 and -1).",
    scope=AllD(min_d=9),
)
def range_norm_kink(m):
    t = m.vector("t")
    return Equal(m.D(lambda p: m.sqrt(m.norm2(p)), m.one * 0, t), 0)


@claim(
    "SC.range.scalar-kink",
    article=ARTICLE,
    statement="For d >= 9 the magnitude s -> sqrt(s*s) has derivative 0 at s = 0 "
    "(false: sqrt(s^2) = |s| has one-sided derivatives +1 and -1 there).",
    scope=AllD(min_d=9),
)
def range_scalar_kink(m):
    return Equal(m.D(lambda s: m.sqrt(s * s), m.number(0), m.number(1)), 0)


@claim(
    "SC.range.coord-kink",
    article=ARTICLE,
    statement="For d >= 9 and every index i, x -> |x_i| has derivative 0 at x = 0 in every direction "
    "(false: along t = e_i it is |s|, with one-sided derivatives +1 and -1).",
    scope=AllD(min_d=9),
)
def range_coord_kink(m):
    e = m.coordinate_vector("e")
    t = m.vector("t")
    return Equal(m.D(lambda p: abs(m.dot(e, p)), m.one * 0, t), 0)


@claim(
    "SC.range.relu-kink",
    article=ARTICLE,
    statement="For d >= 9 the rectifier s -> (s + |s|)/2 has derivative 1/2 at s = 0 "
    "(false: its one-sided derivatives there are 0 and 1, so it has no derivative at 0).",
    scope=AllD(min_d=9),
)
def range_relu_kink(m):
    return Equal(m.D(lambda s: (s + abs(s)) / 2, m.number(0), m.number(1)), HALF)


@claim(
    "SC.range.std-kink",
    article=ARTICLE,
    statement="For d >= 9 the standard deviation sqrt(q) has derivative 0 at every constant input c 1 in every "
    "direction (false: along t = e_1 - e_2 at d = 9, sqrt(q(c 1 + s t)) = sqrt(2) |s|/3 has no derivative at s = 0).",
    scope=AllD(min_d=9),
)
def range_std_kink(m):
    c = m.scalar("c")
    t = m.vector("t")
    return Equal(m.D(lambda p: m.sqrt(variance(m, p)), m.one * c, t), 0)


# --- 6. numeric evidence too generic: thin sets and infinite limits ----------------------------------------


@claim(
    "SC.thin.half",
    article=ARTICLE,
    statement="The core variance q/(q + eps) never equals 1/2 "
    "(false: d = 2, z = (-1, 1), eps = 1 give q = eps = 1 and exactly 1/2).",
)
def thin_half(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Nonzero(q / (q + eps) - HALF)


@claim(
    "SC.thin.killed-coefficient",
    article=ARTICLE,
    statement="For every real c and input z, (c - 1)^2 + c^2 q > 0 "
    "(false: c = 1 with a constant input, e.g. z = 0, gives 0).",
)
def thin_killed_coefficient(m):
    c = m.scalar("c")
    return Positive((c - 1) ** 2 + c**2 * variance(m, m.z))


@claim(
    "SC.thin.unstabilized-norm",
    article=ARTICLE,
    statement="For every z in R^2 the unstabilized core u_0(z) = v/sqrt(q) has |u_0(z)|^2 = d = 2 "
    "(false: at the constant input z = (1, 1), u_0 = 0/0 is undefined).",
    scope=Example(2),
)
def thin_unstabilized_norm(m):
    return Equal(m.norm2(core(m, m.z, 0)), m.d)


@claim(
    "SC.thin.precision",
    article=ARTICLE,
    statement="For every z in R^3 the precision 1/q(z) is positive (false: z = (1, 1, 1) has q = 0 and 1/q is undefined).",
    scope=Example(3),
)
def thin_precision(m):
    return Positive(1 / variance(m, m.z))


@claim(
    "SC.thin.zero-scalar",
    article=ARTICLE,
    statement="For every real c and z in R^2, q(c z)/c^2 = q(z) (false: at c = 0 the left side is 0/0, undefined).",
    scope=Example(2),
)
def thin_zero_scalar(m):
    c = m.scalar("c")
    return Equal(variance(m, m.z * c) / c**2, variance(m, m.z))


@claim(
    "SC.thin.square-scaling",
    article=ARTICLE,
    statement="For every real c and z in R^2 the unstabilized core is invariant under scaling by c^2: "
    "u_0(c^2 z) = u_0(z) (false: c = 0, z = (-1, 1) give u_0(0) = 0/0, undefined, while u_0(z) = (-1, 1)).",
    scope=Example(2),
)
def thin_square_scaling(m):
    c = m.scalar("c")
    return Equal(core(m, m.z * c**2, 0), core(m, m.z, 0))


@claim(
    "SC.thin.smallest-d",
    article=ARTICLE,
    statement="For d = 1..4 and every vector t, d/|P t|^2 > 0 "
    "(false at the smallest d: for d = 1, P t = 0 for every t and d/|P t|^2 is undefined).",
    scope=Dims(1, 4),
)
def thin_smallest_d(m):
    t = m.vector("t")
    return Positive(m.d / m.norm2(center(m, t)))


@claim(
    "SC.thin.limit-blowup",
    article=ARTICLE,
    statement="For d >= 2 and a nonconstant input the amplification (q + eps)^(-1/2) tends to +oo as eps -> 0+ "
    "(false: it tends to q^(-1/2), finite; e.g. 1 for z = (-1, 1)).",
    scope=AllD(min_d=2, nonconstant=True),
)
def thin_limit_blowup(m):
    q = variance(m, m.z)
    return Limit(lambda e: 1 / m.sqrt(q + e), 0, oo, "e", side="+")


@claim(
    "SC.thin.limit-two-sided",
    article=ARTICLE,
    statement="For every z in R^2 the amplification (q + e)^(-1/2) tends to +oo as e -> 0 "
    "(false: for z = (-1, 1), q = 1, it tends to 1).",
    scope=Example(2),
)
def thin_limit_two_sided(m):
    q = variance(m, m.z)
    return Limit(lambda e: 1 / m.sqrt(q + e), 0, oo, "e")


@claim(
    "SC.thin.limit-saturation",
    article=ARTICLE,
    statement="Along the inputs (-t, 0, t) the third core coordinate grows without bound as t -> +oo "
    "(false: it saturates, tending to sqrt(3/2) for every eps > 0).",
    scope=Example(3),
)
def thin_limit_saturation(m):
    eps = m.scalar("eps", positive=True)
    return Limit(family_h(m, eps), oo, oo, "t")


@claim(
    "SC.thin.limit-sign",
    article=ARTICLE,
    statement="Along the inputs (-t, 0, t) the third core coordinate tends to -oo as t -> -oo "
    "(false: it tends to -sqrt(3/2), finite).",
    scope=Example(3),
)
def thin_limit_sign(m):
    eps = m.scalar("eps", positive=True)
    return Limit(family_h(m, eps), -oo, -oo, "t")


@claim(
    "SC.thin.limit-wrong-infinity",
    article=ARTICLE,
    statement="The odd response x^3/(x^2 + 1) tends to +oo as x -> -oo (false: it tends to -oo).",
    scope=Example(1),
)
def thin_limit_wrong_infinity(m):
    return Limit(lambda x: x**3 / (x**2 + 1), -oo, oo)


# --- 7. evidence that is not evidence -------------------------------------------------------------------


@claim(
    "SC.evid.ghost-cancel",
    article=ARTICLE,
    statement="For all scalings a, b > 0, (a^2 q - b^2 q)/(a - b) = (a + b) q by a lemma 'cancel_common_factor' "
    "that does not exist (false: at a = b = 1 the left side is 0/0, undefined).",
)
def evid_ghost_cancel(m):
    a, b = m.scalar("a", positive=True), m.scalar("b", positive=True)
    q = variance(m, m.z)
    return Chain((a**2 * q - b**2 * q) / (a - b), "secant slope of a^2 q").eq(
        (a + b) * q, "cancel a - b", lemmas=("cancel_common_factor",)
    )


@claim(
    "SC.evid.ghost-rayleigh",
    article=ARTICLE,
    statement="For every direction x, |J x|^2/|x|^2 <= 1/eps by a lemma 'operator_norm_bound' that does not exist "
    "(false: at x = 0 the quotient is 0/0, undefined).",
)
def evid_ghost_rayleigh(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    n = m.norm2(x.vector)
    return Chain(m.norm2(core_jacobian(m, eps) @ x.vector) / n, "the Rayleigh quotient").le(
        1 / eps, "the operator norm bound", gap=e17_gap(m, eps, x) / n, lemmas=("operator_norm_bound",)
    )


@claim(
    "SC.evid.misspelled-lemma",
    article=ARTICLE,
    statement="For every z in R^2, |u_0(z)|^2 = |v|^2/q = d, citing 'sum_vv' and a lemma 'q_positive' that does not "
    "exist (false: at z = (1, 1), q = 0 and u_0 is 0/0, undefined).",
    scope=Example(2),
)
def evid_misspelled_lemma(m):
    v, q = center(m, m.z), variance(m, m.z)
    return (
        Chain(m.norm2(core(m, m.z, 0)), "|u_0|^2")
        .eq(m.norm2(v) / q, "definition of the core with eps = 0")
        .eq(m.d, "|v|^2 = d q and q > 0", lemmas=("sum_vv", "q_positive"))
    )


@claim(
    "SC.evid.crossover",
    article=ARTICLE,
    statement="The variance never equals the stabilizer: q - eps != 0 (false: d = 2, z = (-1, 1), eps = 1).",
)
def evid_crossover(m):
    eps = m.scalar("eps", positive=True)
    return Nonzero(variance(m, m.z) - eps)


@claim(
    "SC.evid.variance-example",
    article=ARTICLE,
    statement="Every z in R^3 has positive variance (false: z = (1, 1, 1) has q = 0).",
    scope=Example(3),
)
def evid_variance_example(m):
    return Positive(variance(m, m.z))


@claim(
    "SC.evid.uses-ghost",
    article=ARTICLE,
    statement="By the claim 'SC.no-such-claim' (which does not exist), (q/(q+eps) - 1/2)/(q - eps) = 1/(2 (q + eps)) "
    "(false: at q = eps, e.g. d = 2, z = (-1, 1), eps = 1, the left side is 0/0, undefined).",
    uses=("SC.no-such-claim",),
)
def evid_uses_ghost(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal((q / (q + eps) - HALF) / (q - eps), 1 / (2 * (q + eps)))


# --- A. singularities cancelled by SymPy while the claim is built ---------------------------------------


@claim(
    "SC.auto.pole-solution",
    article=ARTICLE,
    statement="For every real c the only real solution of (x - c)(x - 1)/(x - c) = 0 is x = 1 "
    "(false: at c = 1 the function is undefined at x = 1 and equals 1 elsewhere, so there is no solution).",
)
def auto_pole_solution(m):
    c = m.scalar("c")
    return Solutions(lambda x: (x - c) * (x - 1) / (x - c), Reals, FiniteSet(1))


@claim(
    "SC.auto.cosine-self",
    article=ARTICLE,
    statement="Every vector t has cosine 1 with itself, <t, t>/(|t| |t|) = 1 (false: t = 0 gives 0/0, undefined).",
)
def auto_cosine_self(m):
    t = m.vector("t")
    norm = m.sqrt(m.norm2(t))
    return Equal(m.dot(t, t) / (norm * norm), 1)


@claim(
    "SC.auto.cosine-positive",
    article=ARTICLE,
    statement="Every vector t has positive cosine with itself, <t, t>/(|t| |t|) > 0 (false: t = 0 gives 0/0, undefined).",
)
def auto_cosine_positive(m):
    t = m.vector("t")
    norm = m.sqrt(m.norm2(t))
    return Positive(m.dot(t, t) / (norm * norm))


@claim(
    "SC.auto.unit-direction",
    article=ARTICLE,
    statement="For every vector t the normalized direction t/|t| has unit norm (false: t = 0 gives 0/0, undefined).",
)
def auto_unit_direction(m):
    t = m.vector("t")
    return Equal(m.norm2(t * (1 / m.sqrt(m.norm2(t)))), 1)


@claim(
    "SC.auto.unstabilized-times-std",
    article=ARTICLE,
    statement="For every z in R^2 the unstabilized core times the standard deviation gives back v: sqrt(q) u_0(z) = v "
    "(false: at z = (1, 1), u_0(z) = 0/0 is undefined).",
    scope=Example(2),
)
def auto_unstabilized_times_std(m):
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core(m, m.z, 0) * m.sqrt(q), v)


@claim(
    "SC.auto.jacobian-std",
    article=ARTICLE,
    statement="For every z in R^3 the unstabilized Jacobian satisfies sqrt(q) J_0(z) = P - v v^T/(d q) "
    "(false: at z = (1, 1, 1), q = 0 and both J_0 and v v^T/(d q) are undefined).",
    scope=Example(3),
)
def auto_jacobian_std(m):
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, 0) * m.sqrt(q), centering_matrix(m) - m.outer(v, v) / (m.d * q))


@claim(
    "SC.auto.sqrt-square",
    article=ARTICLE,
    statement="For every eps > 0, sqrt(eps - 1/100)^2 + 1/100 = eps "
    "(false: for eps = 1/200, sqrt(-1/200) is not real).",
)
def auto_sqrt_square(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.sqrt(eps - FLOOR) ** 2 + FLOOR, eps)


# --- D. defined nonnegative quantities used where they vanish -----------------------------------------------


@claim(
    "SC.defq.coordinate-slack",
    article=ARTICLE,
    statement="For d >= 3, a nonconstant input and every index i, v_i^2/((d - 1) q - v_i^2) >= 0 "
    "(false: z = (1, 0, 0), i = 1 give v_1^2 = 4/9 = (d - 1) q, so the ratio is 4/9 divided by 0).",
    scope=AllD(min_d=3, nonconstant=True),
)
def defq_coordinate_slack(m):
    e = m.coordinate_vector("e")
    slack = m.coordinate_slack(e)
    return LessEqual(0, m.dot(e, center(m, m.z)) ** 2 / slack)


@claim(
    "SC.defq.coordinate-slack-d2",
    article=ARTICLE,
    statement="For d >= 2 and every index i, v_i^2/((d - 1) q - v_i^2) >= 0 "
    "(false: at d = 2 the denominator q - v_i^2 is 0 for every input, e.g. z = (-1, 1) gives 1/0).",
    scope=AllD(min_d=2),
)
def defq_coordinate_slack_d2(m):
    e = m.coordinate_vector("e")
    slack = m.coordinate_slack(e)
    return LessEqual(0, m.dot(e, center(m, m.z)) ** 2 / slack)


@claim(
    "SC.defq.relative-slack",
    article=ARTICLE,
    statement="For d >= 2, every gain gamma and vector x, max|gamma|^2 |x|^2 / sum_i (max|gamma|^2 - gamma_i^2) x_i^2 >= 1 "
    "(false: gamma = (1, 1), x = (1, 0) make the denominator 0).",
    scope=AllD(min_d=2),
)
def defq_relative_slack(m):
    gamma, x = m.vector("gamma"), m.vector("x")
    big, slack = m.max_abs(gamma)
    w = m.weighted_norm2(slack, x)
    return LessEqual(1, big**2 * m.norm2(x) / w, gap=m.norm2(gamma * x) / w)


@claim(
    "SC.defq.normalized-gain",
    article=ARTICLE,
    statement="For every gain gamma and vector x, |gamma (.) x|^2/max|gamma|^2 <= |x|^2 "
    "(false: gamma = 0 gives 0/0, undefined).",
)
def defq_normalized_gain(m):
    gamma, x = m.vector("gamma"), m.vector("x")
    big, slack = m.max_abs(gamma)
    return LessEqual(m.norm2(gamma * x) / big**2, m.norm2(x), gap=m.weighted_norm2(slack, x) / big**2)


@claim(
    "SC.defq.normalized-input",
    article=ARTICLE,
    statement="For every z in R^2 and vector x, |v (.) x|^2/max|v|^2 <= |x|^2 with v = P z "
    "(false: at z = (1, 1), v = 0 and the ratio is 0/0, undefined).",
    scope=Example(2),
)
def defq_normalized_input(m):
    x = m.vector("x")
    v = center(m, m.z)
    big, slack = m.max_abs(v)
    return LessEqual(m.norm2(v * x) / big**2, m.norm2(x), gap=m.weighted_norm2(slack, x) / big**2)


@claim(
    "SC.defq.efficiency",
    article=ARTICLE,
    statement="For every gain gamma and vector x the Hadamard efficiency |gamma (.) x|^2/(max|gamma|^2 |x|^2) is at most 1 "
    "(false: x = 0 gives 0/0, undefined).",
)
def defq_efficiency(m):
    gamma, x = m.vector("gamma"), m.vector("x")
    big, slack = m.max_abs(gamma)
    n = m.norm2(x)
    return LessEqual(m.norm2(gamma * x) / (big**2 * n), 1, gap=m.weighted_norm2(slack, x) / (big**2 * n))
