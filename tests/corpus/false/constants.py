"""Corpus of false claims, class constants: Exact constants from outside SymPy and near-integer transcendental numbers.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:constants".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from decimal import Decimal
from fractions import Fraction
from symln import AllD, Approximately, Equal, Example, LessEqual, Positive, Nonzero, claim
from symln.model import core, variance
from sympy import Rational
import mpmath
import numpy as np
import sympy as sp

HALF = Rational(1, 2)
RAM = sp.exp(sp.pi * sp.sqrt(163))
RAM_INT = sp.Integer(640320) ** 3 + 744


@claim("RT19.A.ramanujan-equal", article="corpus-false:constants", statement="exp(pi sqrt 163) = 640320^3 + 744", scope=Example(2))
def ramanujan_equal(m):
    return Equal(m.number(RAM), m.number(RAM_INT))


@claim("RT19.A.ramanujan-le", article="corpus-false:constants", statement="640320^3 + 744 <= exp(pi sqrt 163)", scope=Example(2))
def ramanujan_le(m):
    return LessEqual(m.number(RAM_INT), m.number(RAM))


@claim("RT19.A.ramanujan-positive", article="corpus-false:constants",
       statement="eps (exp(pi sqrt 163) - 640320^3 - 744 + 10^-13) > 0 for eps > 0", scope=AllD())
def ramanujan_positive(m):
    eps = m.scalar("eps", positive=True)
    return Positive(eps * (RAM - RAM_INT + Rational(1, 10**13)))


@claim("RT19.A.sqrt-near", article="corpus-false:constants", statement="sqrt(10^50 + 1) - 10^25 = 1/(2 10^25)", scope=AllD())
def sqrt_near(m):
    eps = m.scalar("eps", positive=True)
    return Equal(eps * (m.sqrt(m.number(sp.Integer(10) ** 50 + 1)) - 10**25), eps / (2 * sp.Integer(10) ** 25))


@claim("RT19.A.decimal-third", article="corpus-false:constants", statement="3 eps * 0.3333333333333333333333333333 = eps", scope=AllD())
def decimal_third(m):
    eps = m.scalar("eps", positive=True)
    return Equal(eps * Decimal("0.3333333333333333333333333333") * 3, eps)


@claim("RT19.A.float32-tenth", article="corpus-false:constants", statement="10 (eps * float32(0.1)) = eps", scope=AllD())
def float32_tenth(m):
    eps = m.scalar("eps", positive=True)
    return Equal(eps * np.float32(0.1) * 10, eps)


@claim("RT19.A.mpf-third", article="corpus-false:constants", statement="eps * mpf(1/3) * 3 = eps", scope=AllD())
def mpf_third(m):
    eps = m.scalar("eps", positive=True)
    return Equal(eps * (mpmath.mpf(1) / 3) * 3, eps)


@claim("RT19.A.rational-of-float", article="corpus-false:constants", statement="|u|^2 with eps = Rational(0.1): 10 eps' = 1", scope=AllD())
def rational_of_float(m):
    eps = m.scalar("eps", positive=True)
    return Equal(eps * Rational(0.1) * 10, eps)


@claim("RT19.A.int64-overflow", article="corpus-false:constants", statement="eps * int64(10)^19 = eps * 10^19", scope=AllD())
def int64_overflow(m):
    eps = m.scalar("eps", positive=True)
    return Equal(eps * (np.int64(10) ** 19), eps * 10**19)


@claim("RT19.A.pi-355", article="corpus-false:constants", statement="355/113 <= pi", scope=Example(1))
def pi_355(m):
    return LessEqual(m.number(Rational(355, 113)), m.number(sp.pi))
