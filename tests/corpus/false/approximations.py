"""Corpus of false claims, class approximations: ``Approximately`` with a wrong digit, a value exactly halfway
between two decimals (a rounding tie), or an error below the numeric tolerance.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:approximations".  From: RT2.* (red-team round 2), RT3.* (red-team round
3), RT4.* (red-team round 4), RT5.* (red-team round 5), RT6.* (red-team round 6), RT7.* (red-team round 7);
tests/corpus/ROUNDS.md says what each round probed.
"""

import sympy as sp
from sympy import Rational

from symln import Approximately, Example, claim


# ---------------------------------------------------------------- red-team round 2 (RT2.*)


@claim(
    "RT2.approx.tie-down",
    article="corpus-false:approximations",
    statement="1/8 rounds to 0.12 (false under round-half-up, which gives 0.13; RT2.approx.tie-up is accepted too, "
    "so at most one of the two is right under any one convention).",
    scope=Example(1),
)
def approx_tie_down(m):
    return Approximately(m.number(Rational(1, 8)), "0.12")


@claim(
    "RT2.approx.tie-up",
    article="corpus-false:approximations",
    statement="1/8 rounds to 0.13 (false under round-half-even, which gives 0.12).",
    scope=Example(1),
)
def approx_tie_up(m):
    return Approximately(m.number(Rational(1, 8)), "0.13")


@claim(
    "RT2.fail.approx-digit",
    article="corpus-false:approximations",
    statement="1/sqrt(q + eps) at q = 10^-6, eps = 10^-4 is 99.51 to two decimals (false: 99.5037...).",
    scope=Example(1),
)
def fail_approx_digit(m):
    return Approximately(1 / m.sqrt(m.number(Rational(101, 10**6))), "99.51")


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


@claim(
    "RT3.fail.approx-316",
    article="corpus-false:approximations",
    statement="1/sqrt(10^-5) rounds to 316.22 (false: it is 316.2277..., which rounds to 316.23).",
    scope=Example(1),
)
def fail_approx_316(m):
    return Approximately(1 / m.sqrt(m.number(Rational(1, 10**5))), "316.22")


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


@claim(
    "RT4.fail.approx-9951",
    article="corpus-false:approximations",
    statement="1/sqrt(1.01e-4) rounds to 99.51 (false: it is 99.5037..., which rounds to 99.50).",
    scope=Example(1),
)
def fail_approx_9951(m):
    return Approximately(1 / m.sqrt(m.number(Rational(101, 10**6))), "99.51")


@claim(
    "RT4.fail.approx-many-digits",
    article="corpus-false:approximations",
    statement="The S4 ratio 1/sqrt(1.01e-4) to 12 decimals is 99.503719020998 (false: it is 99.503719020998917..., "
    "which rounds to 99.503719020999).",
    scope=Example(1),
)
def fail_approx_many_digits(m):
    return Approximately(1 / m.sqrt(m.number(Rational(101, 10**6))), "99.503719020998")


@claim(
    "RT4.fail.approx-wrong-far-digit",
    article="corpus-false:approximations",
    statement="sqrt 2 rounds to 1.41421356237309504880168872420969807856967187537694807317667973799073297846210703 "
    "(80 decimals; false: the 70th decimal of sqrt 2 is 4, stated 9; the exact check encloses at 160 digits, the "
    "numeric one rounds the stated figure to 50).",
    scope=Example(1),
)
def fail_approx_wrong_far_digit(m):
    digits = "1.41421356237309504880168872420969807856967187537694807317667973799073247846210703885038753432764157"
    stated = digits[:71] + ("9" if digits[71] != "9" else "0") + digits[72:82]
    return Approximately(m.sqrt(m.number(2)), stated)


# ---------------------------------------------------------------- red-team round 5 (RT5.*)


@claim(
    "RT5.fail.approx-truncated",
    article="corpus-false:approximations",
    statement="1/sqrt(1/4 + 10^-6) rounds to 1.99999 (false: it is 1.999996000..., which rounds to 2.00000; the "
    "digits were truncated).",
    scope=Example(1),
)
def fail_approx_truncated(m):
    return Approximately(1 / m.sqrt(m.number(Rational(1, 4) + Rational(1, 10**6))), "1.99999")


@claim(
    "RT5.fail.approx-huge",
    article="corpus-false:approximations",
    statement="10^40 + 3/5 rounds to 10^40 (false: it rounds to 10^40 + 1; the error is 1e-40 relative, far below "
    "the numeric tolerance).",
    scope=Example(1),
)
def fail_approx_huge(m):
    return Approximately(m.number(10**40) + m.number(Rational(3, 5)), str(10**40))


# ---------------------------------------------------------------- red-team round 6 (RT6.*)


@claim(
    "RT6.fail.approx-radial-last-digit",
    article="corpus-false:approximations",
    statement="The radial eigenvalue eps/(q + eps)^(3/2) at q = eps = 1 is 0.3535 to four decimals (false: "
    "2^(-3/2) = 0.353553..., which rounds to 0.3536).",
)
def fail_approx_radial_last_digit(m):
    return Approximately(1 / sp.Integer(2) ** Rational(3, 2), "0.3535")


# ---------------------------------------------------------------- red-team round 7 (RT7.*)


@claim(
    "RT7.tie.exact-half-down",
    article="corpus-false:approximations",
    statement="The mean of the core variance at q = 3 eps/4, q/(q + eps) = 3/7 ... written as the exact tie 7/20 "
    "rounds to 0.3 (false: |7/20 - 3/10| = 1/20 is not < 1/20; a tie certifies neither digit).",
)
def tie_exact_half_down(m):
    return Approximately(Rational(7, 20), "0.3")


@claim(
    "RT7.tie.exact-half-up",
    article="corpus-false:approximations",
    statement="7/20 rounds to 0.4 (false: the tie 0.35 is exactly half a unit from 0.4, not strictly less).",
)
def tie_exact_half_up(m):
    return Approximately(Rational(7, 20), "0.4")


@claim(
    "RT7.tie.radial-eigenvalue-eighth",
    article="corpus-false:approximations",
    statement="The radial eigenvalue eps/(q + eps)^(3/2) at q = 3, eps = 1 is 1/8 = 0.125, which rounds to 0.12 "
    "(false: 0.125 is a tie).",
)
def tie_radial_eighth(m):
    return Approximately(sp.Integer(1) / (sp.Integer(3) + 1) ** Rational(3, 2), "0.12")


@claim(
    "RT7.tie.sqrt-tie",
    article="corpus-false:approximations",
    statement="sqrt(1/4 + 0) + 1/40 = 0.525 rounds to 0.53 (false: an exact tie, via a square root that SymPy "
    "evaluates to 1/2).",
)
def tie_sqrt(m):
    return Approximately(sp.sqrt(Rational(1, 4)) + Rational(1, 40), "0.53")


@claim(
    "RT7.tie.below-precision",
    article="corpus-false:approximations",
    statement="0.35 - 10^-60 rounds to 0.4 (false: it is further than 1/20 from 0.4; the miss is 10^-60, below a "
    "30-digit enclosure).",
)
def tie_below_precision(m):
    return Approximately(Rational(7, 20) - Rational(1, 10**60), "0.4")
