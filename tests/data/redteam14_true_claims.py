"""True claims of the fourteenth red-team review; none may end "failed".

Companions of ``redteam14_claims.py``: the same shapes (radicals of squares under
a derivative, thin-set limits, strict and non-strict bounds, solution sets with a
tight discriminant, a vector orthogonal to three vectors, a memoized helper), in
forms that hold at every admissible point.

Result when written (10 claims, ``--jobs 4 --timeout 60``): 6 proved, 3
numeric-only, 1 FAILED:

* proved: ``cauchy-schwarz-weak``, ``jacobian-contraction-weak``,
  ``sol-double-root``, ``rms-norm``, ``coordinate-bound``, ``memo-safe-ratio``.
* numeric-only: ``D-sqrt-fourth-power`` and ``D-sqrt-variance-square`` (the
  derivative of ``m.sqrt(a^2)`` is left as ``... sign(a)``, not decided),
  ``lim-shifted-parameter`` (a limit with parameters not decided).
* FAILED: ``RT14.true.three-constraints`` is refuted "at d = 2", where no
  nonzero w orthogonal to 1 and v exists for a nonconstant input, so the claim
  holds vacuously there.  This is the known limitation stated in the README
  (a scalar counterexample at a dimension where no vectors meet the hypotheses,
  ``tests/prove/test_redteam13.py``), seen again here with a third vector k.

Since then ``memo-safe-ratio`` is an error: its helper keeps a memo between
runs, which no claim may (:mod:`symln.prove.state`).
"""

import sympy as sp
from sympy import Interval, Rational, oo

from symln import AllD, Equal, LessEqual, Limit, Positive, Solutions, claim
from symln.model import center, core_jacobian, variance
from symln.rms import mean_square, rms_core

ARTICLE = "redteam14-true"
HALF = Rational(1, 2)

_memo = {}


def scaled_ratio(a, b):
    """a b / b, memoized by the printed form of its arguments (as in the false file)."""
    key = ("true", str(a), str(b))
    if key not in _memo:
        _memo[key] = a * b / b
    return _memo[key]


# sqrt(|x|^4) = |x|^2 is smooth, with derivative 2 <z, h> everywhere (z = 0 included)
@claim("RT14.true.D-sqrt-fourth-power", article=ARTICLE, statement="D_h sqrt(|x|^4) = 2 <z, h> (sqrt(|x|^4) = |x|^2 is smooth)")
def true_d_sqrt_fourth(m):
    h = m.vector("h")
    return Equal(m.D(lambda x: m.sqrt(m.norm2(x) ** 2), m.z, h), 2 * m.dot(m.z, h))


# sqrt(q^2) = q (q >= 0) is smooth: D_h q = 2 <v, h>/d
@claim("RT14.true.D-sqrt-variance-square", article=ARTICLE, statement="D_h sqrt(q(x)^2) = 2 <v, h>/d (sqrt(q^2) = q)")
def true_d_sqrt_q_square(m):
    h = m.vector("h")
    v = center(m, m.z)
    return Equal(m.D(lambda x: m.sqrt(variance(m, x) ** 2), m.z, h), 2 * m.dot(v, h) / m.d)


# (sqrt(x^2 + c) - sqrt(c))/x^2 -> 1/(2 sqrt(c)) with c = <h,k>^2 + 1 > 0
@claim(
    "RT14.true.lim-shifted-parameter",
    article=ARTICLE,
    statement="(sqrt(x^2 + c) - sqrt(c))/x^2 -> 1/(2 sqrt c) as x -> 0, c = <h,k>^2 + 1",
)
def true_lim_shifted(m):
    h, k = m.vector("h"), m.vector("k")
    c = m.dot(h, k) ** 2 + 1
    return Limit(lambda x: (m.sqrt(x**2 + c) - m.sqrt(c)) / x**2, 0, 1 / (2 * m.sqrt(c)), "x")


# Cauchy-Schwarz, not strict
@claim("RT14.true.cauchy-schwarz-weak", article=ARTICLE, statement="<h,k>^2 <= |h|^2 |k|^2")
def true_cs_weak(m):
    h, k = m.vector("h"), m.vector("k")
    return LessEqual(m.dot(h, k) ** 2, m.norm2(h) * m.norm2(k), gap=m.cauchy_schwarz(h, k))


# |J t|^2 <= |t|^2/(q + eps) for t orthogonal to 1 (equality for t orthogonal to v)
@claim(
    "RT14.true.jacobian-contraction-weak",
    article=ARTICLE,
    statement="|J t|^2 <= |t|^2/(q + eps) for t orthogonal to 1",
)
def true_jacobian_contraction(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", orthogonal_to=(m.one,))
    J = core_jacobian(m, eps)
    q = variance(m, m.z)
    return LessEqual(m.norm2(J @ t), m.norm2(t) / (q + eps))


# x^2 - 2 b x + b^2 = 0 has exactly the solution b
@claim("RT14.true.sol-double-root", article=ARTICLE, statement="x^2 - 2<h,k> x + <h,k>^2 = 0 only at x = <h,k>")
def true_sol_double_root(m):
    h, k = m.vector("h"), m.vector("k")
    b = m.dot(h, k)
    return Solutions(lambda x: x**2 - 2 * b * x + b**2, Interval(-oo, oo), [b], "x")


# |r_eps(z)|^2 = d s/(s + eps) (RMSNorm, eps > 0)
@claim("RT14.true.rms-norm", article=ARTICLE, statement="|r_eps(z)|^2 = d s/(s + eps)")
def true_rms_norm(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    return Equal(m.norm2(rms_core(m, m.z, eps)), m.d * s / (s + eps))


# the coordinate bound, not strict
@claim("RT14.true.coordinate-bound", article=ARTICLE, statement="v_i^2 <= (d - 1) q", scope=AllD(min_d=1))
def true_coordinate_bound(m):
    e = m.coordinate_vector("e")
    v = center(m, m.z)
    return LessEqual(m.dot(e, v) ** 2, (m.d - 1) * variance(m, m.z), gap=m.coordinate_slack(e))


# a memoized ratio with a divisor that never vanishes: q (<h,k>^2 + 1)/(<h,k>^2 + 1) = q
@claim("RT14.true.memo-safe-ratio", article=ARTICLE, statement="q b / b = q for b = <h,k>^2 + 1 > 0 (memoized helper)")
def true_memo_safe_ratio(m):
    h, k = m.vector("h"), m.vector("k")
    q = variance(m, m.z)
    return Equal(scaled_ratio(q, m.dot(h, k) ** 2 + 1), q)


# a nonzero w orthogonal to 1, v and k exists for d >= 3 (k in span(1, v)), so only d >= 3 follows
@claim(
    "RT14.true.three-constraints",
    article=ARTICLE,
    statement="a nonzero w orthogonal to 1, v and k (k orthogonal to 1) exists only for d >= 3",
    scope=AllD(min_d=2, nonconstant=True),
)
def true_three_constraints(m):
    v = center(m, m.z)
    k = m.vector("k", orthogonal_to=(m.one,), nonzero=True)
    m.vector("w", orthogonal_to=(m.one, v, k), nonzero=True)
    return Positive(m.d - 2)
