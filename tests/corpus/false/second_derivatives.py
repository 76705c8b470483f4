"""Corpus of false claims, class second_derivatives: Second derivatives and stationarity with a wrong factor.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:second_derivatives".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Example, Equal, LessEqual, Limit, LipschitzBound, Positive, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance
from symln.rms import mean_square, rms_core
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)
MVI = ("mean value inequality",)


@claim("RT19.K.second-derivative-q", article="corpus-false:second_derivatives", statement="D_t D_t q = 2 |t|^2/d")
def d2q(m):
    t = m.vector("t")
    first = lambda p: m.D(lambda x: variance(m, x), p, t)
    return Equal(m.D(first, m.z, t), 2 * m.norm2(t) / m.d)


@claim("RT19.K.rms-scale-stationary", article="corpus-false:second_derivatives", statement="D_z |r|^2 at z = 0 (scale derivative vanishes)")
def rms_scale(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.D(lambda x: m.norm2(rms_core(m, x, eps)), m.z, m.z), 0)
