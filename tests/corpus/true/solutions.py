"""Corpus of true claims, class solutions: True ``Solutions`` claims (double roots, closed domains, tiny and huge
scales).

Each claim is true; none may end "failed" (tests/prove/test_corpus.py keys the known holes by id). Every
claim's article is "corpus-true:solutions".  From: RT4.true.* (red-team round 4, true claims), RT5.true.*
(red-team round 5, true claims), RT7.true.* (red-team round 7, true claims), RT8.true.* (red-team round 8,
true claims), RT9.true.* (red-team round 9, true claims), RT11.true.* (red-team round 11, true claims),
RT12.true.* (red-team round 12, true claims), RT13.true.* (red-team round 13, true claims), RT14.true.* (red-
team round 14, true claims), RT16.true.* (red-team round 16, true claims); tests/corpus/ROUNDS.md says what
each round probed.
"""

import sympy as sp
from sympy import FiniteSet, ImageSet, Interval, Lambda, Rational, Reals, S, Symbol, oo

from symln import AllD, Example, Solutions, claim
from symln.model import core, variance


# ---------------------------------------------------------------- red-team round 4, true claims (RT4.true.*)


@claim(
    "RT4.true.tiny-input-scale-solutions",
    article="corpus-true:solutions",
    statement="At the tiny input z = (0, 10^-15), q(a z) = q(z) exactly for a = +-1 (true: q(a z) - q(z) = "
    "(a^2 - 1) q with q = 10^-30/4 > 0).",
    scope=Example(2),
)
def tiny_input_scale_solutions(m):
    z0 = m.vec([0, Rational(1, 10**15)])
    return Solutions(lambda a: variance(m, z0 * a) - variance(m, z0), Reals, FiniteSet(-1, 1), "a")


# ---------------------------------------------------------------- red-team round 5, true claims (RT5.true.*)


@claim(
    "RT5.true.no-tiny-roots",
    article="corpus-true:solutions",
    statement="x^2 + 10^-30 = 0 has no real solution (true: the left side is >= 10^-30 > 0).",
    scope=Example(1),
)
def no_tiny_roots(m):
    return Solutions(lambda x: x**2 + Rational(1, 10**30), Reals, FiniteSet())


@claim(
    "RT5.true.tiny-roots",
    article="corpus-true:solutions",
    statement="x^2 = 10^-30 exactly at x = +-10^-15 (true).",
    scope=Example(1),
)
def tiny_roots(m):
    return Solutions(lambda x: x**2 - Rational(1, 10**30), Reals, FiniteSet(Rational(1, 10**15), -Rational(1, 10**15)))


# ---------------------------------------------------------------- red-team round 7, true claims (RT7.true.*)


HALF = Rational(1, 2)


@claim("RT7.true.cubic-roots", article="corpus-true:solutions",
       statement="For c > 0, the real solutions of x^3 - c^2 x = 0 are -c, 0, c.")
def true_cubic_roots(m):
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: x**3 - c**2 * x, Reals, [c, -c, m.number(0)], "x")


@claim("RT7.true.eps-half-variance", article="corpus-true:solutions",
       statement="For a nonconstant input, q/(q + eps) = 1/2 exactly at eps = q (eps > 0).",
       scope=AllD(min_d=2, nonconstant=True))
def true_eps_half_variance(m):
    q = variance(m, m.z)
    return Solutions(lambda e: q / (q + e) - HALF, Interval.open(0, oo), [q], "eps")


# ---------------------------------------------------------------- red-team round 8, true claims (RT8.true.*)


@claim(
    "RT8.true.solutions-sentinel-harmless",
    article="corpus-true:solutions",
    statement="The only real root of f(a) = a - 1, which returns 0 at the sentinel a = 1 (the root itself), is 1.",
)
def true_solutions_sentinel(m):
    def f(a):
        if sp.S.One == a:
            return a - a
        return a - 1

    return Solutions(f, Reals, FiniteSet(1), "a")


# ---------------------------------------------------------------- red-team round 9, true claims (RT9.true.*)


EPS_DOMINANT = 10**8


def shifted(c, x):
    try:
        far = bool(x > EPS_DOMINANT)
    except TypeError:
        far = False
    return (x - c) * 1 if far else x - c


@claim("RT9.true.solutions-saturated", article="corpus-true:solutions",
       statement="The only real root of shifted(c, x) = x - c is c (true: both branches are x - c).")
def solutions_saturated(m):
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: shifted(c, x), Reals, [c], "x")


# ---------------------------------------------------------------- red-team round 11, true claims (RT11.true.*)


# by hand: the even solutions of x^2 = 36 are 6 and -6
@claim("RT11.true.solutions-imageset", article="corpus-true:solutions", statement="x^2 = 36 has the even-integer solutions 6 and -6")
def solutions_imageset(m):
    n = Symbol("n", integer=True)
    return Solutions(lambda x: x**2 - 36, ImageSet(Lambda(n, 2 * n), S.Integers), FiniteSet(6, -6))


# by hand: x^2 = 2 has no rational solution
@claim("RT11.true.solutions-rationals", article="corpus-true:solutions", statement="x^2 = 2 has no rational solution")
def solutions_rationals(m):
    return Solutions(lambda x: x**2 - 2, S.Rationals, S.EmptySet)


# by hand: 1 is in [0, d] for every d >= 1
@claim("RT11.true.solutions-domain-d", article="corpus-true:solutions", statement="x - 1 = 0 has the solution 1 in [0, d]")
def solutions_domain_d(m):
    return Solutions(lambda x: x - 1, Interval(0, m.d), [1])


# ---------------------------------------------------------------- red-team round 12, true claims (RT12.true.*)


@claim(
    "RT12.true.scale-root",
    article="corpus-true:solutions",
    statement="|u(c z)|^2 = d c^2 q/(c^2 q + eps) = d/2 for c > 0 iff c^2 q = eps, i.e. c = sqrt(eps/q) (q > 0)",
    scope=AllD(min_d=2, nonconstant=True),
)
def scale_root(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda c: m.norm2(core(m, c * m.z, eps)) - m.d / 2, Interval.open(0, oo), [m.sqrt(eps / q)])


# ---------------------------------------------------------------- red-team round 13, true claims (RT13.true.*)


@claim(
    "RT13.true.solutions-with-zero",
    article="corpus-true:solutions",
    statement="q x^2 = eps x has the solutions 0 and eps/q in [0, oo)",
    scope=AllD(min_d=2, nonconstant=True),
)
def solutions_with_zero(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda x: q * x**2 - eps * x, Interval(0, oo), [0, eps / q])


# ---------------------------------------------------------------- red-team round 14, true claims (RT14.true.*)


# x^2 - 2 b x + b^2 = 0 has exactly the solution b
@claim("RT14.true.sol-double-root", article="corpus-true:solutions", statement="x^2 - 2<h,k> x + <h,k>^2 = 0 only at x = <h,k>")
def true_sol_double_root(m):
    h, k = m.vector("h"), m.vector("k")
    b = m.dot(h, k)
    return Solutions(lambda x: x**2 - 2 * b * x + b**2, Interval(-oo, oo), [b], "x")


# ---------------------------------------------------------------- red-team round 16, true claims (RT16.true.*)


# x^2 = c, x >= 0 iff x = sqrt(c), for every c >= 0 (c = 0 included: x = 0)
@claim("RT16.true.closed-root", article="corpus-true:solutions", statement="For c >= 0 the only solution of x^2 = c in [0, oo) is sqrt(c)")
def closed_root(m):
    c = m.scalar("c", nonnegative=True)
    return Solutions(lambda x: x**2 - c, sp.Interval(0, sp.oo), [m.sqrt(c)])


# ---------------------------------------------------------------- red-team round 22 (RT22.true.*)
# f defined on part of the domain only: the solution set is taken where f is defined (a sample point of the
# numeric check outside f's domain is not a solution, and refuted nothing)


@claim("RT22.true.sqrt-solutions", article="corpus-true:solutions", scope=Example(1),
       statement="sqrt(x) = 1 only at x = 1 (where sqrt is defined)")
def rt22_sqrt_solutions(m):
    return Solutions(lambda x: m.sqrt(x) - 1, sp.Reals, sp.FiniteSet(1), "x")


@claim("RT22.true.shifted-sqrt-solutions", article="corpus-true:solutions", scope=Example(1),
       statement="sqrt(x - 1) = 1 only at x = 2")
def rt22_shifted_sqrt_solutions(m):
    return Solutions(lambda x: m.sqrt(x - 1) - 1, sp.Reals, sp.FiniteSet(2), "x")


@claim("RT22.true.two-thirds-power-solutions", article="corpus-true:solutions", scope=Example(1),
       statement="x^(2/3) = 1 only at x = 1 (the real power is defined for x >= 0)")
def rt22_two_thirds_power_solutions(m):
    return Solutions(lambda x: x ** sp.Rational(2, 3) - 1, sp.Reals, sp.FiniteSet(1), "x")
