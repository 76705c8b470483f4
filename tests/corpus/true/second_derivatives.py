"""Corpus of true claims, class second_derivatives: Second derivatives and stationarity with a wrong factor.

Each claim is true; none may end "failed".
Every claim's article is "corpus-true:second_derivatives".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Example, Equal, LessEqual, Limit, LipschitzBound, Positive, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance
from symln.rms import mean_square, rms_core
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)
MVI = ("mean value inequality",)


@claim("RT19.K.true.second-derivative-q", article="corpus-true:second_derivatives", statement="D_t D_t q = 2 |P t|^2/d")
def true_d2q(m):
    t = m.vector("t")
    first = lambda p: m.D(lambda x: variance(m, x), p, t)
    return Equal(m.D(first, m.z, t), 2 * m.norm2(center(m, t)) / m.d)


# ------------------------------------------------------------------ L: Lipschitz
