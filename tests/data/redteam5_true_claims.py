"""True claims probing the fifth red-team review's findings; none may end "failed".

Every claim here is mathematically true at every admissible point (the
statement says why, with a one-line proof).  Those marked (refuted) ended
"failed" when this file was written, each with a numeric "counterexample" that
is not one:

``RT5.true.huge-*`` (refuted)  The numeric model's slack is still *absolute*
    for small values (RT4.true.tiny-* in a new disguise: huge constants).  A
    worked example with eps = 10^80 has the positive radial eigenvalue
    eps/(q + eps)^(3/2) ~ 1e-40, which "violates > 0 (slack 1.0e-25)"; at the
    input (10^30, 10^30 + 1) with eps = 10^-30 the strict bound Var(u) < 1 has a
    margin of 4e-30, also below the absolute slack.
``RT5.true.limit-*`` (refuted)  The limit probes are fixed offsets from the
    point: 10^-8, 10^-16, 10^-32 (and 10^8, 10^16, 10^32 at infinity).  At the
    finite point 10^20, the probe 10^20 + 10^-32 rounds to 10^20 in 50-digit
    arithmetic, so the difference quotient (x^2 - 10^40)/(x - 10^20) divides by
    zero and the claim is "undefined"; x/(x + 10^40) has not started to converge
    at x = 10^32; and the core variance at an input of variance 2.5e-61 has not
    started to converge at eps = 10^-32.
``RT5.true.*`` (other)  True claims that end proved or numeric-only (kept as
    controls): solution sets at the scale 10^-15, |c|^2 = c^2, a one-sided limit
    of x/|x|, RMSNorm's Lipschitz bound 1/eps (numeric-only: Z3 times out).

``tests/prove/test_redteam5.py`` asserts that none of them ends "failed".
"""

from sympy import FiniteSet, Rational, Reals, oo

from symln import Equal, Example, LessEqual, Limit, LipschitzBound, Positive, Solutions, claim
from symln.model import core, variance
from symln.rms import rms_core

ARTICLE = "redteam5-true"


@claim(
    "RT5.true.huge-eps-radial",
    article=ARTICLE,
    statement="With eps = 10^80 the radial eigenvalue at z = (0, 1) is positive (true: eps/(q + eps)^(3/2) with "
    "q = 1/4 is about 1e-40 > 0).",
    scope=Example(2),
)
def huge_eps_radial(m):
    eps = m.number(10**80)
    q = variance(m, m.vec([0, 1]))
    return Positive(eps * (q + eps) ** Rational(-3, 2))


@claim(
    "RT5.true.huge-offset-variance-below-one",
    article=ARTICLE,
    statement="At z = (10^30, 10^30 + 1) with eps = 10^-30 the core variance is strictly below 1 (true: it is "
    "q/(q + eps) with q = 1/4, so 1 - Var(u) = eps/(q + eps) = 4e-30 > 0).",
    scope=Example(2),
)
def huge_offset_variance(m):
    z = m.vec([10**30, 10**30 + 1])
    eps = m.number(Rational(1, 10**30))
    return LessEqual(variance(m, core(m, z, eps)), m.number(1), strict=True)


@claim(
    "RT5.true.limit-huge-point",
    article=ARTICLE,
    statement="(x^2 - 10^40)/(x - 10^20) tends to 2 10^20 as x -> 10^20 (true: it is x + 10^20 for x != 10^20).",
    scope=Example(1),
)
def limit_huge_point(m):
    return Limit(lambda x: (x**2 - 10**40) / (x - 10**20), 10**20, 2 * 10**20, "x")


@claim(
    "RT5.true.limit-huge-scale",
    article=ARTICLE,
    statement="x/(x + 10^40) tends to 1 as x -> oo (true: 1 - 10^40/(x + 10^40) -> 1).",
    scope=Example(1),
)
def limit_huge_scale(m):
    return Limit(lambda x: x / (x + 10**40), oo, 1, "x")


@claim(
    "RT5.true.limit-eps-tiny-variance",
    article=ARTICLE,
    statement="At z = (0, 10^-30) the core variance tends to 1 as eps -> 0+ (true: q/(q + eps) with q = 2.5e-61 > 0).",
    scope=Example(2),
)
def limit_eps_tiny_variance(m):
    z0 = m.vec([0, Rational(1, 10**30)])
    return Limit(lambda e: variance(m, core(m, z0, e)), 0, 1, "eps", side="+")


@claim(
    "RT5.true.no-tiny-roots",
    article=ARTICLE,
    statement="x^2 + 10^-30 = 0 has no real solution (true: the left side is >= 10^-30 > 0).",
    scope=Example(1),
)
def no_tiny_roots(m):
    return Solutions(lambda x: x**2 + Rational(1, 10**30), Reals, FiniteSet())


@claim(
    "RT5.true.tiny-roots",
    article=ARTICLE,
    statement="x^2 = 10^-30 exactly at x = +-10^-15 (true).",
    scope=Example(1),
)
def tiny_roots(m):
    return Solutions(lambda x: x**2 - Rational(1, 10**30), Reals, FiniteSet(Rational(1, 10**15), -Rational(1, 10**15)))


@claim(
    "RT5.true.abs-squared",
    article=ARTICLE,
    statement="|c|^2 = c^2 for every real c (true).",
)
def abs_squared(m):
    c = m.scalar("c")
    return Equal(abs(c) ** 2, c**2)


@claim(
    "RT5.true.limit-sign-right",
    article=ARTICLE,
    statement="x/|x| tends to 1 as x -> 0+ (true: it is 1 for x > 0).",
)
def limit_sign_right(m):
    return Limit(lambda x: x / abs(x), 0, 1, "x", side="+")


@claim(
    "RT5.true.rms-lipschitz",
    article=ARTICLE,
    statement="RMSNorm's core is Lipschitz with squared constant 1/eps (true: its Jacobian is symmetric with "
    "eigenvalues 1/sqrt(s + eps) and eps/(s + eps)^(3/2), both <= 1/sqrt(eps)).",
    cites=("mean value inequality",),
)
def rms_lipschitz(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    f = lambda y: rms_core(m, y, eps)  # noqa: E731
    gap = m.norm2(x.vector) / eps - m.norm2(m.D(f, m.z, x.vector))
    return LipschitzBound(f, 1 / eps, x, gap)
