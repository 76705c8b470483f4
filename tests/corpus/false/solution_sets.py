"""Corpus of false claims, class solution_sets: Solution sets with a missing root or a root in the wrong statistic.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:solution_sets".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Equal, LessEqual, Limit, Positive, Solutions, claim
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import mean_square, rms_core, rms_jacobian
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)


@claim("RT19.F.rms-shift-solutions-missing", article="corpus-false:solution_sets",
       statement="The only shift x with |r(z + x 1)|^2 = |r(z)|^2 is x = 0")
def rms_shift_sols(m):
    eps = m.scalar("eps", positive=True)
    target = m.norm2(rms_core(m, m.z, eps))
    return Solutions(lambda x: m.norm2(rms_core(m, m.z + m.one * x, eps)) - target, sp.Reals, [0])


@claim("RT19.F.rms-half-scale-q", article="corpus-false:solution_sets", scope=AllD(nonconstant=True, min_d=2),
       statement="For nonconstant z, mean square of r(a z) = 1/2 at a = sqrt(eps/q) only (a > 0)")
def rms_half_scale(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda a: mean_square(m, rms_core(m, m.z * a, eps)) - HALF, sp.Interval.open(0, oo),
                     [m.sqrt(eps / q)])


@claim("RT19.F.eps-half-all-inputs", article="corpus-false:solution_sets",
       statement="The eps > 0 with core variance 1/2 is eps = q")
def eps_half(m):
    q = variance(m, m.z)
    return Solutions(lambda e: q / (q + e) - HALF, sp.Interval.open(0, oo), [q])


@claim("RT19.F.ln-half-scale-one-root", article="corpus-false:solution_sets", scope=AllD(nonconstant=True, min_d=2),
       statement="|u(a z)|^2 = d/2 iff a = sqrt(eps/q)")
def ln_half_scale(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda a: m.norm2(core(m, m.z * a, eps)) - m.d / 2, sp.Reals, [m.sqrt(eps / q)])
