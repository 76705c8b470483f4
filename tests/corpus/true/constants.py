"""Corpus of true claims, class constants: Exact constants from outside SymPy and near-integer transcendental numbers.

Each claim is true; none may end "failed".
Every claim's article is "corpus-true:constants".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
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


@claim("RT19.A.true.pi-355", article="corpus-true:constants", statement="pi <= 355/113", scope=Example(1))
def true_pi_355(m):
    return LessEqual(m.number(sp.pi), m.number(Rational(355, 113)))


@claim("RT19.A.true.fraction-third", article="corpus-true:constants", statement="3 eps Fraction(1,3) = eps", scope=AllD())
def true_fraction_third(m):
    eps = m.scalar("eps", positive=True)
    return Equal(eps * Fraction(1, 3) * 3, eps)
