"""Corpus of true claims, class solution_sets: Solution sets with a missing root or a root in the wrong statistic.

Each claim is true; none may end "failed".
Every claim's article is "corpus-true:solution_sets".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Equal, LessEqual, Limit, Positive, Solutions, claim
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import mean_square, rms_core, rms_jacobian
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)


@claim("RT19.F.true.rms-shift-solutions", article="corpus-true:solution_sets",
       statement="|r(z + x 1)|^2 = |r(z)|^2 iff x in {0, -2 mu}")
def true_rms_shift_sols(m):
    eps = m.scalar("eps", positive=True)
    target = m.norm2(rms_core(m, m.z, eps))
    mu = mean(m, m.z)
    return Solutions(lambda x: m.norm2(rms_core(m, m.z + m.one * x, eps)) - target, sp.Reals, [0, -2 * mu])
