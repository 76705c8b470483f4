"""Corpus of false claims, class lipschitz_constants: Lipschitz constants with the wrong statistic of the gain or the wrong power.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:lipschitz_constants".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Example, Equal, LessEqual, Limit, LipschitzBound, Positive, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance
from symln.rms import mean_square, rms_core
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)
MVI = ("mean value inequality",)


@claim("RT19.L.rms-quarter", article="corpus-false:lipschitz_constants", cites=MVI, statement="r_eps is 1/(2 sqrt eps)-Lipschitz")
def lip_rms_quarter(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    f = lambda p: rms_core(m, p, eps)
    gap = m.norm2(x.vector) / (4 * eps) - m.norm2(m.D(f, m.z, x.vector))
    return LipschitzBound(f, 1 / (4 * eps), x, gap)


@claim("RT19.L.center-gain-mean", article="corpus-false:lipschitz_constants", cites=MVI, statement="p -> gamma (.) P p is |gamma|/sqrt(d)-Lipschitz")
def lip_center_gain(m):
    gamma = m.vector("gamma")
    x = m.generic_vector("x", along=(m.one,))
    f = lambda p: gamma * center(m, p)
    bound = m.norm2(gamma) / m.d
    gap = bound * m.norm2(x.vector) - m.norm2(gamma * center(m, x.vector))
    return LipschitzBound(f, bound, x, gap)
