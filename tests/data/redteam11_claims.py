"""False claims of the eleventh red-team review (round 12 worktree); none may end "proved".

Probed this round (all handled: none of these ended "proved" when written):

* ``RT11.rel.``  relation fields of unexpected kinds: SymPy sets, matrices
  and booleans as Equal sides, ``zoo``/``nan``/``c*oo`` as values and limits,
  complex values in Nonzero, Solutions domains that are not intervals
  (Rationals, ImageSet, ConditionSet) or depend on d.
* ``RT11.m.``  plausible mistakes about the core's Jacobian (trace and
  Frobenius norm with the wrong count of transverse directions).

Notation: mu = mean(z), v = z - mu 1, q = |v|^2/d, u = v/sqrt(q + eps),
J = D u(z).
"""

from sympy import FiniteSet, ImageSet, Interval, Lambda, Rational, S, Symbol, sqrt, zoo

from symln import AllD, Equal, Limit, Nonzero, Solutions, claim
from symln.model import center, core, variance

ARTICLE = "redteam11"


def core_jacobian_of(m, eps):
    return m.jacobian(lambda x: core(m, x, eps), m.z)


# counterexample: {1} != {1, 2} (2 is in one set only); Set difference {1} - {1, 2} is EmptySet, not 0
@claim("RT11.rel.equal-finite-sets", article=ARTICLE, statement="{1} = {1, 2} (false: 2 is in the right set only)")
def equal_finite_sets(m):
    return Equal(FiniteSet(1), FiniteSet(1, 2))


# counterexample: 3/2 is in [0, 2] but not in [0, 1]
@claim("RT11.rel.equal-intervals", article=ARTICLE, statement="[0, 1] = [0, 2] (false: 3/2 lies in the right one only)")
def equal_intervals(m):
    return Equal(Interval(0, 1), Interval(0, 2))


# counterexample: x = 1/2 (and x = -1/2): 1/x is +2 and -2, no limit in the extended reals (one-sided +-oo)
@claim(
    "RT11.rel.limit-zoo",
    article=ARTICLE,
    statement="1/x tends to zoo (complex infinity) as x -> 0 (false: the real one-sided limits are +oo and -oo, "
    "so there is no two-sided limit)",
)
def limit_zoo(m):
    return Limit(lambda x: 1 / x, 0, zoo)


# counterexample: c = 1: c + zoo is not a number, so no equality of real values holds
@claim("RT11.rel.equal-zoo", article=ARTICLE, statement="c + zoo = zoo for every real c (false: zoo is no real value)")
def equal_zoo(m):
    c = m.scalar("c")
    return Equal(zoo + c, zoo)


# counterexample: c = 0: c + i is i, which is not a real value (the claim is about reals)
@claim("RT11.rel.nonzero-complex", article=ARTICLE, statement="c + i is a nonzero real for every real c (false: it is not real)")
def nonzero_complex(m):
    c = m.scalar("c")
    return Nonzero(c + S.ImaginaryUnit)


# counterexample: sqrt 2 is irrational, so x^2 = 2 has no rational solution
@claim("RT11.rel.solutions-rationals", article=ARTICLE, statement="x^2 = 2 has the rational solution sqrt 2 (false: it is irrational)")
def solutions_rationals(m):
    return Solutions(lambda x: x**2 - 2, S.Rationals, FiniteSet(sqrt(2)))


# counterexample: -3 = 2 n has no integer n; the even solutions of x^2 = 36 are 6 and -6, of x^2 = 9 none
@claim(
    "RT11.rel.solutions-imageset",
    article=ARTICLE,
    statement="x^2 = 9 has the even-integer solutions 3 and -3 (false: 3 and -3 are odd)",
)
def solutions_imageset(m):
    n = Symbol("n", integer=True)
    return Solutions(lambda x: x**2 - 9, ImageSet(Lambda(n, 2 * n), S.Integers), FiniteSet(3, -3))


# counterexample: d = 1: the domain [0, 1] does not contain 2
@claim("RT11.rel.solutions-domain-d", article=ARTICLE, statement="x = 2 solves x - 2 = 0 in [0, d] (false at d = 1)")
def solutions_domain_d(m):
    return Solutions(lambda x: x - 2, Interval(0, m.d), [2])


# counterexample: d = 1: (x - 1)/(x - d) is 1 near x = 1, so the limit is 1, not 0
@claim("RT11.rel.limit-point-d", article=ARTICLE, statement="(x - 1)/(x - d) -> 0 as x -> 1+ (false at d = 1: it is 1)")
def limit_point_d(m):
    return Limit(lambda x: (x - 1) / (x - m.d), 1, 0, side="+")


# counterexample: d = 3, z = (1, 2, 4), eps = 1/3: trace(J^T J) - formula = -9/17
# (the transverse eigenvalue 1/sqrt(q + eps) has multiplicity d - 2, not d - 1)
@claim(
    "RT11.m.frobenius-count",
    article=ARTICLE,
    statement="|J|_F^2 = (d - 1)/(q + eps) + eps^2/(q + eps)^3 (false: d - 2 transverse directions; at a constant "
    "input it gives d/eps instead of (d - 1)/eps)",
)
def frobenius_count(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    J = core_jacobian_of(m, eps)
    return Equal(m.trace(J.T @ J), (m.d - 1) / (q + eps) + eps**2 / (q + eps) ** 3)


# counterexample: d = 3, z = (1, 2, 4), eps = 1/3: tr J - formula = -3 sqrt(17)/17 (tr P = d - 1, not d)
@claim(
    "RT11.m.trace-count",
    article=ARTICLE,
    statement="tr J = (d - q/(q + eps))/sqrt(q + eps) (false: tr P = d - 1; d = 3, z = (1, 2, 4), eps = 1/3)",
)
def trace_count(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.trace(core_jacobian_of(m, eps)), (m.d - q / (q + eps)) * (q + eps) ** (-Rational(1, 2)))


# counterexample: d = 2, z = (0, 2): |v|^2/(d - 1) = 2 but (d - 1) q/d = 1/2
@claim(
    "RT11.m.unbiased-inverted",
    article=ARTICLE,
    statement="The unbiased variance |v|^2/(d - 1) is (d - 1) q/d for d >= 2 (false: it is d q/(d - 1))",
    scope=AllD(min_d=2),
)
def unbiased_inverted(m):
    q = variance(m, m.z)
    v = center(m, m.z)
    return Equal(m.norm2(v) / (m.d - 1), (m.d - 1) * q / m.d)
