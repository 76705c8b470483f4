"""Corpus of false claims, class relations: The relation or claim objects misused: fields of unexpected kinds
(sets, ``zoo``, complex values, d-dependent domains), certificates and evidence that do not hold, ``uses`` of
missing claims, asserts.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:relations".  From: SC.* (the soundness suite), RT3.* (red-team round
3), RT4.* (red-team round 4), RT11.* (red-team round 11), RT13.* (red-team round 13), RT14.* (red-team round
14); tests/corpus/ROUNDS.md says what each round probed.
"""

import sympy as sp
from sympy import FiniteSet, ImageSet, Interval, Lambda, Rational, Reals, S, Symbol, oo, sqrt, zoo

from symln import AllD, Chain, Dims, Equal, Example, LessEqual, Limit, Nonzero, Positive, Solutions, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, variance
from symln.prove.language.relations import Check


# ---------------------------------------------------------------- the soundness suite (SC.*)


HALF = Rational(1, 2)


#: A floor that no random positive scalar of the numeric model goes below (they start at 1/64).
FLOOR = Rational(1, 100)


def e17_gap(m, eps, x):
    """The certificate of E17: ``|x|^2/eps - |J x|^2`` as a sum of visibly nonnegative terms (x = a 1 + w)."""
    v, q = center(m, m.z), variance(m, m.z)
    a, w = x.coefficients[0], x.remainder
    return a**2 * m.d / eps + m.norm2(w) * q / (eps * (q + eps)) + m.dot(v, w) ** 2 * (q + 2 * eps) / (m.d * (q + eps) ** 3)


@claim(
    "SC.cert.rayleigh",
    article="corpus-false:relations",
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
    article="corpus-false:relations",
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
    article="corpus-false:relations",
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
    article="corpus-false:relations",
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
    article="corpus-false:relations",
    statement="For all scalings a, b > 0 the secant slope (q(a z) - q(b z))/(a - b) of the variance equals (a + b) q(z) "
    "(false: at a = b = 1 the slope is 0/0, undefined).",
)
def cert_secant_scaling(m):
    a, b = m.scalar("a", positive=True), m.scalar("b", positive=True)
    slope = (variance(m, m.z * a) - variance(m, m.z * b)) / (a - b)
    return Equal(slope, (a + b) * variance(m, m.z))


@claim(
    "SC.cert.crossover-sensitivity",
    article="corpus-false:relations",
    statement="The crossover sensitivity 1/eps + 1/(q - eps)^2 never vanishes "
    "(false: at q = eps, e.g. d = 2, z = (-1, 1), eps = 1, it is undefined, 1/0).",
)
def cert_crossover_sensitivity(m):
    eps = m.scalar("eps", positive=True)
    return Nonzero(1 / eps + 1 / (variance(m, m.z) - eps) ** 2)


@claim(
    "SC.cert.inverse-spread",
    article="corpus-false:relations",
    statement="For d >= 2 every direction t orthogonal to 1 has a positive precision d/|t|^2 "
    "(false: t = 0 is orthogonal to 1 and d/|0|^2 is undefined).",
    scope=AllD(min_d=2),
)
def cert_inverse_spread(m):
    t = m.vector("t", orthogonal_to=(m.one,))
    return Positive(m.d / m.norm2(t))


@claim(
    "SC.cert.radicand",
    article="corpus-false:relations",
    statement="For every eps > 0 the lowered stabilizer satisfies sqrt(eps - 1/100)^2 < eps "
    "(false: for eps = 1/200 the radicand -1/200 is negative and sqrt(eps - 1/100) is not real).",
)
def cert_radicand(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(m.sqrt(eps - FLOOR) ** 2, eps, gap=FLOOR, strict=True)


@claim(
    "SC.cert.radicand-q",
    article="corpus-false:relations",
    statement="The excess spread s = sqrt(q - eps) satisfies s^2 + eps <= q + eps "
    "(false: at a constant input q = 0 < eps, e.g. z = 0, eps = 1, and s = sqrt(-1) is not real).",
)
def cert_radicand_q(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(m.sqrt(q - eps) ** 2 + eps, q + eps, gap=eps)


@claim(
    "SC.evid.ghost-cancel",
    article="corpus-false:relations",
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
    article="corpus-false:relations",
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
    article="corpus-false:relations",
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
    article="corpus-false:relations",
    statement="The variance never equals the stabilizer: q - eps != 0 (false: d = 2, z = (-1, 1), eps = 1).",
)
def evid_crossover(m):
    eps = m.scalar("eps", positive=True)
    return Nonzero(variance(m, m.z) - eps)


@claim(
    "SC.evid.variance-example",
    article="corpus-false:relations",
    statement="Every z in R^3 has positive variance (false: z = (1, 1, 1) has q = 0).",
    scope=Example(3),
)
def evid_variance_example(m):
    return Positive(variance(m, m.z))


@claim(
    "SC.evid.uses-ghost",
    article="corpus-false:relations",
    statement="By the claim 'SC.no-such-claim' (which does not exist), (q/(q+eps) - 1/2)/(q - eps) = 1/(2 (q + eps)) "
    "(false: at q = eps, e.g. d = 2, z = (-1, 1), eps = 1, the left side is 0/0, undefined).",
    uses=("SC.no-such-claim",),
)
def evid_uses_ghost(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal((q / (q + eps) - HALF) / (q - eps), 1 / (2 * (q + eps)))


@claim(
    "SC.auto.pole-solution",
    article="corpus-false:relations",
    statement="For every real c the only real solution of (x - c)(x - 1)/(x - c) = 0 is x = 1 "
    "(false: at c = 1 the function is undefined at x = 1 and equals 1 elsewhere, so there is no solution).",
)
def auto_pole_solution(m):
    c = m.scalar("c")
    return Solutions(lambda x: (x - c) * (x - 1) / (x - c), Reals, FiniteSet(1))


@claim(
    "SC.auto.cosine-self",
    article="corpus-false:relations",
    statement="Every vector t has cosine 1 with itself, <t, t>/(|t| |t|) = 1 (false: t = 0 gives 0/0, undefined).",
)
def auto_cosine_self(m):
    t = m.vector("t")
    norm = m.sqrt(m.norm2(t))
    return Equal(m.dot(t, t) / (norm * norm), 1)


@claim(
    "SC.auto.cosine-positive",
    article="corpus-false:relations",
    statement="Every vector t has positive cosine with itself, <t, t>/(|t| |t|) > 0 (false: t = 0 gives 0/0, undefined).",
)
def auto_cosine_positive(m):
    t = m.vector("t")
    norm = m.sqrt(m.norm2(t))
    return Positive(m.dot(t, t) / (norm * norm))


@claim(
    "SC.auto.unit-direction",
    article="corpus-false:relations",
    statement="For every vector t the normalized direction t/|t| has unit norm (false: t = 0 gives 0/0, undefined).",
)
def auto_unit_direction(m):
    t = m.vector("t")
    return Equal(m.norm2(t * (1 / m.sqrt(m.norm2(t)))), 1)


@claim(
    "SC.auto.unstabilized-times-std",
    article="corpus-false:relations",
    statement="For every z in R^2 the unstabilized core times the standard deviation gives back v: sqrt(q) u_0(z) = v "
    "(false: at z = (1, 1), u_0(z) = 0/0 is undefined).",
    scope=Example(2),
)
def auto_unstabilized_times_std(m):
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core(m, m.z, 0) * m.sqrt(q), v)


@claim(
    "SC.auto.jacobian-std",
    article="corpus-false:relations",
    statement="For every z in R^3 the unstabilized Jacobian satisfies sqrt(q) J_0(z) = P - v v^T/(d q) "
    "(false: at z = (1, 1, 1), q = 0 and both J_0 and v v^T/(d q) are undefined).",
    scope=Example(3),
)
def auto_jacobian_std(m):
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, 0) * m.sqrt(q), centering_matrix(m) - m.outer(v, v) / (m.d * q))


@claim(
    "SC.auto.sqrt-square",
    article="corpus-false:relations",
    statement="For every eps > 0, sqrt(eps - 1/100)^2 + 1/100 = eps "
    "(false: for eps = 1/200, sqrt(-1/200) is not real).",
)
def auto_sqrt_square(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.sqrt(eps - FLOOR) ** 2 + FLOOR, eps)


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


@claim(
    "RT3.api.closure-derivative",
    article="corpus-false:relations",
    statement="The core is locally constant: D_t u_eps(z) = 0 for every direction t (false: z = (1, 2, 4), t = e_1, "
    "eps = 1 give D_t u_1 = 30 sqrt(23)/529; the body differentiates a lambda that closes over m.z).",
)
def api_closure_derivative(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    return Equal(m.D(lambda x: core(m, m.z, eps), m.z, t), m.one * 0)


@claim(
    "RT3.api.closure-jacobian",
    article="corpus-false:relations",
    statement="The input Jacobian of the layer output is zero (false: it is diag(gamma) J, nonzero for gamma = 1, "
    "d = 2; the lambda passed to m.jacobian closes over m.z).",
)
def api_closure_jacobian(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(m.jacobian(lambda x: layer_norm(m, m.z, gamma, beta, eps), m.z), m.eye() * 0)


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


NONCONSTANT = AllD(min_d=2, nonconstant=True)


class _FirstDimensionOnly(Dims):
    """A Dims scope whose checks run at its lowest d only (a subclass the claim machinery accepts)."""

    def concrete_dims(self):
        return (self.lo,)

    def numeric_dims(self):
        return (self.lo,)


@claim(
    "RT4.wr.assert-solutions",
    article="corpus-false:relations",
    statement="With a guard assert eps > 0 in f, the equation (x - c)(x - 1)/(x - 1) = 0 has the root x = c for "
    "every real c (false: at c = 1 the function is undefined at x = 1, so it has no root at all).",
)
def wr_assert_solutions(m):
    c = m.scalar("c")
    eps = m.scalar("eps", positive=True)

    def f(x):
        assert eps > 0, "eps must be positive"
        return (x - c) * (x - 1) / (x - 1)

    return Solutions(f, Reals, [c], "x")


@claim(
    "RT4.wr.assert-solutions-core",
    article="corpus-false:relations",
    statement="For a nonconstant input, with a guarded helper, (1 - c) <u_eps(z), v> a/(1 - c) = <u_eps(z), v> "
    "exactly at a = 1, for every real c (false: at c = 1 the left side is 0/0 for every a).",
    scope=NONCONSTANT,
)
def wr_assert_solutions_core(m):
    c = m.scalar("c")
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)

    def guarded_core(x):
        assert eps > 0, "eps must be positive"
        return core(m, x, eps)

    def f(a):
        k = m.dot(guarded_core(m.z), v)
        return (1 - c) * k * a / (1 - c) - k

    return Solutions(f, Reals, FiniteSet(1), "a")


@claim(
    "RT4.wr.assert-limit",
    article="corpus-false:relations",
    statement="With a guard assert eps > 0 in f, (1 - c)(r/(1 + r))/(1 - c) tends to 1 as r -> oo for every real c "
    "(false: at c = 1 it is 0/0 for every r).",
)
def wr_assert_limit(m):
    c = m.scalar("c")
    eps = m.scalar("eps", positive=True)

    def f(r):
        assert eps > 0, "eps must be positive"
        return (1 - c) * (r / (1 + r)) / (1 - c)

    return Limit(f, oo, 1, "r")


@claim(
    "RT4.api.instance-decide",
    article="corpus-false:relations",
    statement="The core variance is 2 (false: it is q/(q + eps) < 1; the relation's decide is replaced on the "
    "instance, which relations_of does not refuse).",
)
def api_instance_decide(m):
    eps = m.scalar("eps", positive=True)
    relation = Equal(variance(m, core(m, m.z, eps)), 2)
    relation.decide = lambda model: Check(True)
    return relation


@claim(
    "RT4.api.scope-subclass",
    article="corpus-false:relations",
    statement="For d = 2..5, |u_eps(z)|^2 = 2 q/(q + eps) (false for d = 3..5, where |u|^2 = d q/(q + eps); the scope is "
    "a subclass of Dims that checks d = 2 only, and the verdict reports d=2..5).",
    scope=_FirstDimensionOnly(2, 5),
)
def api_scope_subclass(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.norm2(core(m, m.z, eps)), 2 * q / (q + eps))


@claim(
    "RT4.api.closure-limit",
    article="corpus-false:relations",
    statement="As eps -> 0+ the core variance of a nonconstant input tends to q/(q + eps0) (false: it tends to 1; "
    "the lambda closes over the declared eps0 instead of its argument).",
    scope=NONCONSTANT,
)
def api_closure_limit(m):
    eps0 = m.scalar("eps0", positive=True)
    q = variance(m, m.z)
    return Limit(lambda e: variance(m, core(m, m.z, eps0)), 0, q / (q + eps0), "eps", side="+")


# ---------------------------------------------------------------- red-team round 11 (RT11.*)


# counterexample: {1} != {1, 2} (2 is in one set only); Set difference {1} - {1, 2} is EmptySet, not 0
@claim("RT11.rel.equal-finite-sets", article="corpus-false:relations", statement="{1} = {1, 2} (false: 2 is in the right set only)")
def equal_finite_sets(m):
    return Equal(FiniteSet(1), FiniteSet(1, 2))


# counterexample: 3/2 is in [0, 2] but not in [0, 1]
@claim("RT11.rel.equal-intervals", article="corpus-false:relations", statement="[0, 1] = [0, 2] (false: 3/2 lies in the right one only)")
def equal_intervals(m):
    return Equal(Interval(0, 1), Interval(0, 2))


# counterexample: x = 1/2 (and x = -1/2): 1/x is +2 and -2, no limit in the extended reals (one-sided +-oo)
@claim(
    "RT11.rel.limit-zoo",
    article="corpus-false:relations",
    statement="1/x tends to zoo (complex infinity) as x -> 0 (false: the real one-sided limits are +oo and -oo, "
    "so there is no two-sided limit)",
)
def limit_zoo(m):
    return Limit(lambda x: 1 / x, 0, zoo)


# counterexample: c = 1: c + zoo is not a number, so no equality of real values holds
@claim("RT11.rel.equal-zoo", article="corpus-false:relations", statement="c + zoo = zoo for every real c (false: zoo is no real value)")
def equal_zoo(m):
    c = m.scalar("c")
    return Equal(zoo + c, zoo)


# counterexample: c = 0: c + i is i, which is not a real value (the claim is about reals)
@claim("RT11.rel.nonzero-complex", article="corpus-false:relations", statement="c + i is a nonzero real for every real c (false: it is not real)")
def nonzero_complex(m):
    c = m.scalar("c")
    return Nonzero(c + S.ImaginaryUnit)


# counterexample: sqrt 2 is irrational, so x^2 = 2 has no rational solution
@claim("RT11.rel.solutions-rationals", article="corpus-false:relations", statement="x^2 = 2 has the rational solution sqrt 2 (false: it is irrational)")
def solutions_rationals(m):
    return Solutions(lambda x: x**2 - 2, S.Rationals, FiniteSet(sqrt(2)))


# counterexample: -3 = 2 n has no integer n; the even solutions of x^2 = 36 are 6 and -6, of x^2 = 9 none
@claim(
    "RT11.rel.solutions-imageset",
    article="corpus-false:relations",
    statement="x^2 = 9 has the even-integer solutions 3 and -3 (false: 3 and -3 are odd)",
)
def solutions_imageset(m):
    n = Symbol("n", integer=True)
    return Solutions(lambda x: x**2 - 9, ImageSet(Lambda(n, 2 * n), S.Integers), FiniteSet(3, -3))


# counterexample: d = 1: the domain [0, 1] does not contain 2
@claim("RT11.rel.solutions-domain-d", article="corpus-false:relations", statement="x = 2 solves x - 2 = 0 in [0, d] (false at d = 1)")
def solutions_domain_d(m):
    return Solutions(lambda x: x - 2, Interval(0, m.d), [2])


# counterexample: d = 1: (x - 1)/(x - d) is 1 near x = 1, so the limit is 1, not 0
@claim("RT11.rel.limit-point-d", article="corpus-false:relations", statement="(x - 1)/(x - d) -> 0 as x -> 1+ (false at d = 1: it is 1)")
def limit_point_d(m):
    return Limit(lambda x: (x - 1) / (x - m.d), 1, 0, side="+")


# ---------------------------------------------------------------- red-team round 13 (RT13.*)


# counterexample: d = 2, z = (1, 1), h = (1, 0), k = (0, 1): CS(x, h) = |x|^2 |h|^2 - <x, h>^2 = x_2^2, so D_k CS = 2 z_2 = 2, not 0
@claim(
    "RT13.cert.cs-derivative-zero",
    article="corpus-false:relations",
    statement="D_k (|x|^2 |h|^2 - <x, h>^2) = 0: the Cauchy-Schwarz gap is stationary (false: 2<k, z>|h|^2 - 2<z, h><k, h>)",
    scope=AllD(min_d=2),
)
def cert_cs_derivative_zero(m):
    h, k = m.vector("h"), m.vector("k")
    return Equal(m.D(lambda x: m.cauchy_schwarz(x, h), m.z, k), 0)


# ---------------------------------------------------------------- red-team round 14 (RT14.*)


# counterexample: d = 2, h = (1, 0), k = (0, 1): |h|^2 |k|^2 = 1 > 0 = <h,k>^2 (reverse Cauchy-Schwarz)
@claim(
    "RT14.cert.complex-cauchy-schwarz",
    article="corpus-false:relations",
    statement="|h|^2 |k|^2 <= <h,k>^2 with gap cauchy_schwarz(i h, k) (false: the certificate of a complex vector is not >= 0)",
)
def cert_complex_cauchy_schwarz(m):
    h, k = m.vector("h"), m.vector("k")
    return LessEqual(m.norm2(h) * m.norm2(k), m.dot(h, k) ** 2, gap=m.cauchy_schwarz(h * sp.I, k))
