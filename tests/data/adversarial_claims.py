"""False claims built to slip past a careless verifier; none may end "proved".

Each targets a weakness: evidence from small d only, random points missing a
thin set, inequalities failing only in extreme regimes, binary floats that are
merely close, right values on wrong vectors, and wrong limits.
"""

from sympy import FiniteSet, Interval, Rational, oo, sqrt

from symln import AllD, Equal, Example, LessEqual, Limit, Nonzero, Positive, Solutions, claim
from symln.model import center, core, core_jacobian, variance

HALF = Rational(1, 2)


@claim("ADV.cubes", article="adversarial", statement="The centered coordinates have zero third moment.")
def cubes_vanish(m):
    # true for d <= 2 (v = (a, -a)), false from d = 3 on
    v = center(m, m.z)
    return Equal(m.total(v * v * v), 0)


@claim("ADV.poly-d", article="adversarial", statement="A count that vanishes for d = 1, 2, 3.")
def vanishes_for_small_d(m):
    return Equal((m.total(m.one) - 1) * (m.d - 2) * (m.d - 3), 0)


@claim("ADV.variance-positive", article="adversarial", statement="The variance is positive.")
def variance_positive(m):
    # fails only on the thin set of constant inputs
    return Positive(variance(m, m.z))


@claim("ADV.strict-bound", article="adversarial", statement="Every centered direction is stretched strictly less than eps^(-1/2).")
def strict_bound(m):
    # equality holds exactly at constant inputs (q = 0): strictness fails on a thin set
    eps = m.scalar("eps", positive=True)
    x = m.vector("x", orthogonal_to=(m.one,), nonzero=True)
    J = core_jacobian(m, eps)
    return LessEqual(m.norm2(J @ x), m.norm2(x) / eps, strict=True)


@claim("ADV.first-coordinate", article="adversarial", statement="The first centered coordinate never vanishes.", scope=AllD(min_d=2))
def first_coordinate_nonzero(m):
    # v is orthogonal to e_1 on a thin set (e.g. every constant input)
    e1 = m.coordinate_vector("e1")
    return Nonzero(m.dot(center(m, m.z), e1))


@claim("ADV.tight-bound", article="adversarial", statement="The Jacobian norm is at most (2 eps)^(-1/2).")
def bound_too_tight(m):
    # true away from constant inputs for large q, fails as q -> 0
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LessEqual(m.norm2(core_jacobian(m, eps) @ x.vector), m.norm2(x.vector) / (2 * eps))


@claim("ADV.bounded-response", article="adversarial", statement="Along (-t, 0, t) the third core coordinate stays below 6/5.", scope=Example(3))
def bounded_response(m):
    # true for moderate t; the supremum is sqrt(3/2) = 1.2247..., reached only as t grows
    eps, t = m.scalar("eps", positive=True), m.scalar("t")
    h = m.coordinates(core(m, m.vec([-1, 0, 1]) * t, eps))[2]
    return LessEqual(h, Rational(6, 5))


@claim("ADV.float", article="adversarial", statement="At eps = 1e-4 the constant-input amplification is 100.", scope=Example(2))
def float_constant(m):
    # 1e-4 is a binary float, not the decimal 10^-4
    eps = m.number(1e-4)
    return Equal(1 / m.sqrt(eps), 100)


@claim("ADV.wrong-vector", article="adversarial", statement="1 is an eigenvector with the radial eigenvalue.")
def right_value_wrong_vector(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(core_jacobian(m, eps) @ m.one, m.one * (eps * (q + eps) ** Rational(-3, 2)))


@claim("ADV.limit-sign", article="adversarial", statement="h tends to +sqrt(3/2) at -infinity.", scope=Example(3))
def wrong_sign_limit(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda s: m.coordinates(core(m, m.vec([-1, 0, 1]) * s, eps))[2], -oo, sqrt(Rational(3, 2)), "t")


@claim("ADV.extra-root", article="adversarial", statement="Scaling by a = 1 or a = 1/2 leaves the core unchanged.", scope=AllD(min_d=2, nonconstant=True))
def extra_root(m):
    eps = m.scalar("eps", positive=True)
    return Solutions(lambda a: eps * (a**2 - 1), Interval.open(0, oo), FiniteSet(HALF, 1), "a")
