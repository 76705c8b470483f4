"""True claims of the eleventh red-team review (the corrected twins); none may end "failed".

Each was checked independently with SymPy at d = 3, z = (1, 2, 4), eps = 1/3
(exact Jacobian by ``Matrix.jacobian``) or by hand.
"""

from sympy import FiniteSet, ImageSet, Interval, Lambda, Rational, S, Symbol, oo

from symln import AllD, Equal, Limit, Positive, Solutions, claim
from symln.model import center, core, variance

ARTICLE = "redteam11-true"


def core_jacobian_of(m, eps):
    return m.jacobian(lambda x: core(m, x, eps), m.z)


# independent: SymPy at d = 3, z = (1, 2, 4), eps = 1/3 gives difference 0
@claim(
    "RT11.true.frobenius",
    article=ARTICLE,
    statement="|J|_F^2 = (d - 2)/(q + eps) + eps^2/(q + eps)^3 (d - 2 transverse directions and the radial one)",
)
def frobenius(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    J = core_jacobian_of(m, eps)
    return Equal(m.trace(J.T @ J), (m.d - 2) / (q + eps) + eps**2 / (q + eps) ** 3)


# independent: SymPy at d = 3, z = (1, 2, 4), eps = 1/3 gives difference 0
@claim("RT11.true.trace", article=ARTICLE, statement="tr J = (d - 1 - q/(q + eps))/sqrt(q + eps)")
def trace(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.trace(core_jacobian_of(m, eps)), (m.d - 1 - q / (q + eps)) * (q + eps) ** (-Rational(1, 2)))


# by hand: |v|^2 = d q
@claim("RT11.true.unbiased", article=ARTICLE, statement="|v|^2/(d - 1) = d q/(d - 1) for d >= 2", scope=AllD(min_d=2))
def unbiased(m):
    q = variance(m, m.z)
    return Equal(m.norm2(center(m, m.z)) / (m.d - 1), m.d * q / (m.d - 1))


# by hand: the even solutions of x^2 = 36 are 6 and -6
@claim("RT11.true.solutions-imageset", article=ARTICLE, statement="x^2 = 36 has the even-integer solutions 6 and -6")
def solutions_imageset(m):
    n = Symbol("n", integer=True)
    return Solutions(lambda x: x**2 - 36, ImageSet(Lambda(n, 2 * n), S.Integers), FiniteSet(6, -6))


# by hand: x^2 = 2 has no rational solution
@claim("RT11.true.solutions-rationals", article=ARTICLE, statement="x^2 = 2 has no rational solution")
def solutions_rationals(m):
    return Solutions(lambda x: x**2 - 2, S.Rationals, S.EmptySet)


# by hand: 1 is in [0, d] for every d >= 1
@claim("RT11.true.solutions-domain-d", article=ARTICLE, statement="x - 1 = 0 has the solution 1 in [0, d]")
def solutions_domain_d(m):
    return Solutions(lambda x: x - 1, Interval(0, m.d), [1])


# by hand: for d >= 2, (x - 1)/(x - d) -> 0 as x -> 1+
@claim("RT11.true.limit-point-d", article=ARTICLE, statement="(x - 1)/(x - d) -> 0 as x -> 1+ for d >= 2", scope=AllD(min_d=2))
def limit_point_d(m):
    return Limit(lambda x: (x - 1) / (x - m.d), 1, 0, side="+")


# by hand: 1/x^2 -> +oo as x -> 0 from both sides
@claim("RT11.true.limit-oo", article=ARTICLE, statement="1/x^2 -> oo as x -> 0")
def limit_oo(m):
    return Limit(lambda x: 1 / x**2, 0, oo)


# by hand: i^4 = 1, so i^4 c = c > 0
@claim("RT11.true.positive-i4", article=ARTICLE, statement="i^4 c > 0 for c > 0 (i^4 = 1)")
def positive_i4(m):
    c = m.scalar("c", positive=True)
    return Positive(S.ImaginaryUnit**4 * c)
