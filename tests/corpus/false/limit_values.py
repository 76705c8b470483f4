"""Corpus of false claims, class limit_values: Limits with a missing factor, the wrong sign or a wrong rate.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:limit_values".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Example, Equal, LessEqual, Limit, LipschitzBound, Positive, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance
from symln.rms import mean_square, rms_core
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)
MVI = ("mean value inequality",)


@claim("RT19.E.small-scale-missing-d", article="corpus-false:limit_values", statement="|u(a z)|^2/a^2 -> q/eps as a -> 0")
def lim_small_scale(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Limit(lambda a: m.norm2(core(m, m.z * a, eps)) / a**2, 0, q / eps, "a")


@claim("RT19.E.small-scale-sigma", article="corpus-false:limit_values", scope=Dims(2, 3),
       statement="u(a z)_1/a -> v_1/sqrt(q + eps) as a -> 0")
def lim_small_sigma(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda a: m.coordinates(core(m, m.z * a, eps))[0] / a, 0, m.coordinates(v)[0] / m.sqrt(q + eps), "a")


@claim("RT19.E.minus-infinity-copy", article="corpus-false:limit_values", statement="sqrt(x^2 + x) - x -> -1/2 as x -> -oo")
def lim_minus_inf(m):
    return Limit(lambda x: m.sqrt(x**2 + x) - x, -oo, -HALF, "x")


@claim("RT19.E.rms-large-eps-mean", article="corpus-false:limit_values", statement="sqrt(eps) mean(r_eps(z)) -> 0 as eps -> oo")
def lim_rms_large(m):
    return Limit(lambda e: m.sqrt(e) * mean(m, rms_core(m, m.z, e)), oo, 0, "eps")


@claim("RT19.E.norm-rate-zero", article="corpus-false:limit_values", statement="the core's squared norm is stationary: rate 0")
def lim_norm_rate(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    base = m.norm2(core(m, m.z, eps))
    return Limit(lambda x: (m.norm2(core(m, m.z + t * x, eps)) - base) / x, 0, 0, "x")


# ------------------------------------------------------------------ K: derivatives
