"""Corpus of true claims, class rms_vs_layer: RMSNorm facts stated with layer norm's formulas, and the reverse.

Each claim is true; none may end "failed".
Every claim's article is "corpus-true:rms_vs_layer".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Equal, LessEqual, Limit, Positive, Solutions, claim
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import mean_square, rms_core, rms_jacobian
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)


@claim("RT19.B.true.rms-of-centered", article="corpus-true:rms_vs_layer", statement="r_eps(P z) = u_eps(z)")
def true_rms_centered(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_core(m, center(m, m.z), eps), core(m, m.z, eps))


@claim("RT19.B.true.rms-radial", article="corpus-true:rms_vs_layer", statement="J_r z = eps z (s + eps)^(-3/2)")
def true_rms_radial(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    return Equal(rms_jacobian(m, eps) @ m.z, m.z * (eps * (s + eps) ** Rational(-3, 2)))
