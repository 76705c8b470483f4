"""Corpus of false claims, class rms_vs_layer: RMSNorm facts stated with layer norm's formulas, and the reverse.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:rms_vs_layer".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Equal, LessEqual, Limit, Positive, Solutions, claim
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import mean_square, rms_core, rms_jacobian
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)


@claim("RT19.B.rms-mean-zero", article="corpus-false:rms_vs_layer", statement="RMSNorm outputs have mean zero")
def rms_mean_zero(m):
    eps = m.scalar("eps", positive=True)
    return Equal(mean(m, rms_core(m, m.z, eps)), 0)


@claim("RT19.B.rms-shift-invariant", article="corpus-false:rms_vs_layer", statement="r(z + c 1) = r(z) for every c")
def rms_shift(m):
    eps = m.scalar("eps", positive=True)
    c = m.scalar("c")
    return Equal(rms_core(m, m.z + m.one * c, eps), rms_core(m, m.z, eps))


@claim("RT19.B.rms-norm-uses-q", article="corpus-false:rms_vs_layer", statement="|r_eps(z)|^2 = d q/(q + eps)")
def rms_norm_q(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.norm2(rms_core(m, m.z, eps)), m.d * q / (q + eps))


@claim("RT19.B.rms-radial-killed", article="corpus-false:rms_vs_layer", statement="J_r z = 0 (RMSNorm forgets the scale)")
def rms_radial(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_jacobian(m, eps) @ m.z, m.z * 0)


@claim("RT19.B.rms-grad-orth-z", article="corpus-false:rms_vs_layer", statement="RMSNorm's input gradient J_r^T g is orthogonal to z")
def rms_grad_orth(m):
    eps = m.scalar("eps", positive=True)
    g = m.vector("g")
    return Equal(m.dot(rms_jacobian(m, eps).T @ g, m.z), 0)


@claim("RT19.B.rms-coord-d-minus-1", article="corpus-false:rms_vs_layer", statement="r_i^2 <= d - 1 (as for layer norm)")
def rms_coord(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, rms_core(m, m.z, eps)) ** 2, m.d - 1)


@claim("RT19.B.rms-trace-ln", article="corpus-false:rms_vs_layer", statement="tr J_r = (d - 1 - s/(s+eps))/sqrt(s + eps)")
def rms_trace_ln(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    return Equal(m.trace(rms_jacobian(m, eps)), (m.d - 1 - s / (s + eps)) / m.sqrt(s + eps))
