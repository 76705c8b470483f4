"""Corpus of true claims, class certified_quantities: the same quantities where the claim holds (a Cauchy-Schwarz
gap that scales, a maximum of numbers, a smooth maximum).

Each claim is true; none may end "failed".  Every claim's article is "corpus-true:certified_quantities".
From: RT20.T.* (red-team round 20, true controls); tests/corpus/ROUNDS.md says what it probed.
"""

from sympy import Reals, oo

from symln import Equal, Example, Limit, Solutions, claim

A = "corpus-true:certified_quantities"


# TRUE. CS(x t, k) = x^2 CS(t, k), so the quotient is the constant CS(t, k).
@claim("RT20.true.area-scaling", article=A,
       statement="CS(x t, k)/x^2 -> CS(t, k) as x -> oo (it is constant)")
def t_find_area_scaling(m):
    t, k = m.vector("t"), m.vector("k")
    return Limit(lambda x: m.cauchy_schwarz(t * x, k) / x**2, oo, m.cauchy_schwarz(t, k), "x")


# TRUE. max(|1|, |-3|) = 3.
@claim("RT20.true.max-value", article=A, scope=Example(2), statement="max_i |(1, -3)_i| = 3")
def t_find_max_value(m):
    return Equal(m.max_abs(m.vec([1, -3]))[0], 3)


# TRUE. At gamma = (1, 2) the max is |gamma_2| = 2 + s along (0, 1) near s = 0: derivative 1.
@claim("RT20.true.max-smooth-derivative", article=A, scope=Example(2),
       statement="D max_i |gamma_i| at (1, 2) along (0, 1) is 1")
def t_find_max_smooth(m):
    return Equal(m.D(lambda g: m.max_abs(g)[0], m.vec([1, 2]), m.vec([0, 1])), 1)


# TRUE. CS(x t, k) + x^2 - CS(t, k) - 1 = (x^2 - 1)(CS(t, k) + 1): the roots are exactly +-1.
@claim("RT20.true.area-roots", article=A,
       statement="CS(x t, k) + x^2 = CS(t, k) + 1 iff x = +-1")
def t_find_area_roots(m):
    t, k = m.vector("t"), m.vector("k")
    return Solutions(lambda x: m.cauchy_schwarz(t * x, k) + x**2 - m.cauchy_schwarz(t, k) - 1, Reals, [1, -1], "x")
