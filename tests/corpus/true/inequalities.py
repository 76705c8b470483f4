"""Corpus of true claims, class inequalities: Inequalities with a wrong coefficient, a dropped term or the wrong direction.

Each claim is true; none may end "failed".
Every claim's article is "corpus-true:inequalities".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Example, Equal, LessEqual, Limit, LipschitzBound, Positive, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance
from symln.rms import mean_square, rms_core
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)
MVI = ("mean value inequality",)


@claim("RT19.D.true.taylor-coef", article="corpus-true:inequalities",
       statement="sqrt(eps)/sqrt(q + eps) <= 1 - q/(2 eps) + 3 q^2/(8 eps^2)")
def true_taylor(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    x = q / eps
    return LessEqual(m.sqrt(eps) / m.sqrt(q + eps), 1 - x / 2 + 3 * x**2 / 8)


@claim("RT19.D.true.sqrt-subadditive", article="corpus-true:inequalities", statement="sqrt(q + eps) <= sqrt(q) + sqrt(eps)")
def true_sqrt_sub(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(m.sqrt(q + eps), m.sqrt(q) + m.sqrt(eps))
