"""Corpus of true claims, class limit_values: Limits with a missing factor, the wrong sign or a wrong rate.

Each claim is true; none may end "failed".
Every claim's article is "corpus-true:limit_values".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Example, Equal, LessEqual, Limit, LipschitzBound, Positive, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance
from symln.rms import mean_square, rms_core
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)
MVI = ("mean value inequality",)


@claim("RT19.E.true.plus-infinity", article="corpus-true:limit_values", statement="sqrt(x^2 + x) - x -> 1/2 as x -> oo")
def true_lim_plus_inf(m):
    return Limit(lambda x: m.sqrt(x**2 + x) - x, oo, HALF, "x")
