"""True claims that the verifier refutes (found by the fourth red-team review); each must not end "failed".

Every claim here is mathematically true at every admissible point (the
statement says why, with a one-line proof).  Those marked (refuted) end
"failed" with a numeric "counterexample" that is not one:

``RT4.true.tiny-*`` (refuted)  The numeric model's slack is *absolute* for
    small values: ``judge_sign`` accepts x > 0 only when x > 10^-25 max(1, |x|),
    ``judge_solutions`` calls a sample point a solution when |f| <= 10^-25, and
    the limit probes stop at 10^-32 (10^32 at infinity).  A worked example with a
    tiny input or a tiny eps (10^-15 .. 10^-60, "very small constants") is
    proved exactly and then refuted numerically: a positive eigenvalue 8e-60
    "violates > 0", a = 1/3 "also solves" q(a z) = q(z) because q = 2.5e-31,
    and the core variance at q = 2.5e-41 has not started to converge at
    eps = 10^-32.
``RT4.true.offset-cancel-sign`` (refuted)  A sign that cancels beyond the
    working precision: (q + eps) - q at q = 2.5e79 is 0 in 50-digit mpmath, so
    the strict inequality q < q + eps "fails".
``RT4.true.projection-*`` (refuted)  ``ExplicitModel._orthogonal_basis`` drops
    an ``orthogonal_to`` direction whose squared norm is within the numeric
    tolerance (10^-25), so the numeric model's vector is not orthogonal to it.
    In the near-constant family (spread 10^-6) the cube v (.) v (.) v of the
    centered input has squared norm about 10^-38: t declared orthogonal to it is
    not, and a claim that rests on that hypothesis is refuted by 10^-19.
``RT4.true.warm-*``, ``RT4.true.approx-*``  True claims that end proved (kept
    as controls): the nonconstant Jacobian that warms the cache of
    RT4.memo.*, and a figure stated to 60 decimals.

``tests/prove/test_redteam4.py`` asserts that none of them ends "failed".
"""

from sympy import FiniteSet, Rational, Reals, oo

from symln import AllD, Approximately, Equal, Example, LessEqual, Limit, Positive, Solutions, claim
from symln.model import center, core, core_jacobian, variance

ARTICLE = "redteam4-true"


@claim(
    "RT4.true.tiny-radial-eigenvalue",
    article=ARTICLE,
    statement="With eps = 10^-60 the radial eigenvalue at z = (0, 1) is positive (true: eps/(q + eps)^(3/2) with "
    "q = 1/4 is about 8e-60 > 0).",
    scope=Example(2),
)
def tiny_radial_eigenvalue(m):
    eps = m.number(Rational(1, 10**60))
    q = variance(m, m.vec([0, 1]))
    return Positive(eps * (q + eps) ** Rational(-3, 2))


@claim(
    "RT4.true.tiny-input-limit",
    article=ARTICLE,
    statement="At the tiny input z = (0, 10^-20) the core variance tends to 1 as eps -> 0+ (true: it is q/(q + eps) "
    "with q = 10^-40/4 > 0).",
    scope=Example(2),
)
def tiny_input_limit(m):
    z0 = m.vec([0, Rational(1, 10**20)])
    return Limit(lambda e: variance(m, core(m, z0, e)), 0, 1, "eps", side="+")


@claim(
    "RT4.true.tiny-input-scale-solutions",
    article=ARTICLE,
    statement="At the tiny input z = (0, 10^-15), q(a z) = q(z) exactly for a = +-1 (true: q(a z) - q(z) = "
    "(a^2 - 1) q with q = 10^-30/4 > 0).",
    scope=Example(2),
)
def tiny_input_scale_solutions(m):
    z0 = m.vec([0, Rational(1, 10**15)])
    return Solutions(lambda a: variance(m, z0 * a) - variance(m, z0), Reals, FiniteSet(-1, 1), "a")


@claim(
    "RT4.true.tiny-eps-strict",
    article=ARTICLE,
    statement="For every input the normalizer exceeds the variance by eps = 10^-30: q < q + 10^-30 (true: their "
    "difference is 10^-30 > 0).",
)
def tiny_eps_strict(m):
    q = variance(m, m.z)
    return LessEqual(q, q + Rational(1, 10**30), strict=True)


@claim(
    "RT4.true.offset-cancel-sign",
    article=ARTICLE,
    statement="At z = (0, 10^40) with eps = 1, q < q + eps strictly (true: the difference is 1; q = 2.5e79 cancels "
    "it in 50-digit arithmetic).",
    scope=Example(2),
)
def offset_cancel_sign(m):
    q = variance(m, m.vec([0, 10**40]))
    return LessEqual(q, q + m.number(1), strict=True)


@claim(
    "RT4.true.projection-fourth-moment",
    article=ARTICLE,
    statement="The fourth central moment <1, (P x)^4>/d does not change to first order along directions t orthogonal "
    "to 1 and to v (.) v (.) v (true: its derivative is 4 <v (.) v (.) v, P t>/d = 4 <v^3, t>/d = 0).",
    scope=AllD(min_d=2),
)
def projection_fourth_moment(m):
    v = center(m, m.z)
    t = m.vector("t", orthogonal_to=(m.one, v * v * v))

    def fourth(x):
        c = center(m, x)
        return m.total(c * c * c * c) / m.d

    return Equal(m.D(fourth, m.z, t), 0)


@claim(
    "RT4.true.projection-small-direction",
    article=ARTICLE,
    statement="A vector w orthogonal to b = (10^-13, -10^-13) satisfies <w, b> = 0 (true by hypothesis; |b|^2 = 2e-26 "
    "is below the numeric tolerance, so the numeric model does not project b out).",
    scope=Example(2),
)
def projection_small_direction(m):
    b = m.vec([Rational(1, 10**13), -Rational(1, 10**13)])
    w = m.vector("w", orthogonal_to=(b,))
    return Equal(m.dot(w, b) * 10**13, 0)


@claim(
    "RT4.true.warm-nonconstant-jacobian",
    article=ARTICLE,
    statement="For a nonconstant input and every real c, J_(c-1)^2 1 = 0 (true: q > 0, so q + (c - 1)^2 > 0 and J "
    "exists; J 1 = 0 as P 1 = 0 and <v, 1> = 0).",
    scope=AllD(min_d=2, nonconstant=True),
)
def warm_nonconstant_jacobian(m):
    c = m.scalar("c")
    return Equal(core_jacobian(m, (c - 1) ** 2) @ m.one, m.one * 0)


@claim(
    "RT4.true.approx-sixty-digits",
    article=ARTICLE,
    statement="sqrt 2 rounds to 1.414213562373095048801688724209698078569671875376948073176680 (true: sqrt 2 = "
    "1.41421356237309504880168872420969807856967187537694807317667973799...).",
    scope=Example(1),
)
def approx_sixty_digits(m):
    return Approximately(m.sqrt(m.number(2)), "1.414213562373095048801688724209698078569671875376948073176680")


@claim(
    "RT4.true.limit-scale-beyond-probes",
    article=ARTICLE,
    statement="x/(x + c^8) tends to 1 as x -> oo for every real c (true: 1 - c^8/(x + c^8) -> 1; for c near 10^6, "
    "the offset family, c^8 = 10^48 is beyond the probe x = 10^32).",
)
def limit_scale_beyond_probes(m):
    c = m.scalar("c")
    return Limit(lambda x: x / (x + c**8), oo, 1, "x")
