"""False claims of the fourteenth red-team review; none may end "proved".

Probed this round (new classes, beside those of redteam..redteam13):

* ``RT14.defn.``  definedness on thin sets by new routes: a power whose exponent
  involves d (``b**(1-d) b**(d-1)``), a symln definition called with an eps that
  makes its own radicand vanish on a thin set (``rms_core`` with
  ``eps0 = <h,k>^2 - s``, ``core`` with ``eps0 = (q - eps)^2 - q``), the Jacobian
  and a derivative of ``|<x,k>|`` written as ``m.sqrt(<x,k>^2)`` (kink where z is
  orthogonal to k).
* ``RT14.strict.``  strict inequalities that are tight only on a thin set
  (Cauchy-Schwarz for parallel vectors, ``|J t|^2 < |t|^2/(q + eps)`` tight for
  t orthogonal to v, the coordinate bound tight for v along e_i - 1/d).
* ``RT14.lim.``, ``RT14.sol.``  limits and solution sets whose parameter
  vanishes only when two declared vectors are orthogonal or parallel, or eps = q.
* ``RT14.dim.``  a dimension computed (``sympy.prime(4)``), never written.
* ``RT14.loss.``  the first-order model of a scalar loss used for its value
  (``l(0) = 0``).
* ``RT14.cert.``  a Cauchy-Schwarz certificate of a complex vector (``i h``).
* ``RT14.memo.``  a helper of the claim file that memoizes ``a b / b`` in a dict
  keyed by ``str`` of its arguments (a structural lookup on strings, which the
  question guards do not refuse).  The first claim that calls it builds
  ``b**-1`` in its own code, so the obligation ``b != 0`` is read; a later claim
  of the same process gets the cached value ``a`` back: no power is built, no
  obligation is recorded, and the undefined quotient is never judged.

Result when written (22 claims, ``--jobs 1 --timeout 60``): 13 failed, 5
numeric-only, 1 error, 3 PROVED:

* ``RT14.memo.ratio-cached`` (undefined when h is orthogonal to k),
  ``RT14.memo.dim-cached`` (undefined at d = 7) and ``RT14.memo.eps-q-cached``
  (undefined at eps = q) end "proved" in a serial run (``--jobs 1``) and under
  the pytest plugin (one process), because their "-warm" twins ran first in the
  same process and filled the memo.  Alone (``--id``) or with ``--jobs 4`` the
  same claims end failed or numeric-only, so the verdict depends on which claims
  ran before and on ``--jobs`` (README: "the verdicts are those of a serial
  run"; "a verdict never depends on which claims ran before").  The numbers do
  not catch them: h orthogonal to k, d = 7 (no literal 7 is written) and
  eps = q (no condition met by the exact checks) are not on the degenerate set.
* Everything else is refuted or left numeric-only: the exponent ``1 - d`` is
  refused ("a power with a variable exponent"), the radicands of the shifted
  eps are read from the scaling of the vector, the kinks are caught (the zero
  input, mean zero), the strict bounds are refuted exactly at d = 2 or 3, the
  thin limits are undecided, ``l(0)`` is refuted by the concrete cross-check,
  and ``i h`` makes the numeric model raise (error).

Since then: the state a claim's code can reach (the globals it names, its
closure cells, defaults, class attributes, ``lru_cache`` helpers) is read
before and after each claim is verified and compared with what it was when the
first claim of the process reached it; a change is an error of the claim
(:mod:`symln.prove.state`).  All six ``RT14.memo.`` claims end as errors, in
any order and with any ``--jobs``.

Every counterexample below was checked with mpmath (40 digits, derivatives by
difference quotients and ``mpmath.diff``) or by hand.

Notation: mu = mean(z), v = z - mu 1, q = |v|^2/d, sigma = sqrt(q + eps),
u = v/sigma, J the Jacobian of u, s = |z|^2/d, r = z/sqrt(s + eps).
"""

import sympy as sp
from sympy import Interval, Rational, S, oo

from symln import AllD, Dims, Equal, Example, LessEqual, Limit, Nonzero, Positive, Solutions, claim
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import mean_square, rms_core

ARTICLE = "redteam14"
HALF = Rational(1, 2)


# ---------------------------------------------------------------- definedness on thin sets, new routes


# counterexample: d = 2, h = (1, 0), k = (0, 1): <h,k> = 0, so <h,k>^(1-d) = 0^(-1) is undefined
@claim(
    "RT14.defn.dimension-exponent",
    article=ARTICLE,
    statement="<h,k>^(1-d) <h,k>^(d-1) = 1 for nonzero h, k (false: undefined when h is orthogonal to k, d >= 2)",
)
def defn_dimension_exponent(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    b = m.dot(h, k)
    return Equal(b ** (1 - m.d) * b ** (m.d - 1), 1)


# counterexample: d = 2, z = (0, 2), h = (1, 0), k = (0, 1): eps0 = <h,k>^2 - s = -2, s + eps0 = 0, r = z/0 undefined
@claim(
    "RT14.defn.rms-shifted-eps",
    article=ARTICLE,
    statement="With eps0 = <h,k>^2 - s(z), <h,k>^2 |r_eps0(z)|^2 = |z|^2 (false: r is undefined when h is orthogonal to k)",
)
def defn_rms_shifted_eps(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    b = m.dot(h, k)
    eps0 = b**2 - mean_square(m, m.z)
    r = rms_core(m, m.z, eps0)
    return Equal(b**2 * m.norm2(r), m.norm2(m.z))


# counterexample: d = 2, z = (0, 2) (v = (-1, 1), q = 1), eps = 1: eps0 = (q - eps)^2 - q = -1, q + eps0 = 0, u undefined
@claim(
    "RT14.defn.core-shifted-eps",
    article=ARTICLE,
    statement="With eps0 = (q - eps)^2 - q, (q - eps)^2 |u_eps0(z)|^2 = d q (false: u is undefined at eps = q)",
    scope=AllD(min_d=2, nonconstant=True),
)
def defn_core_shifted_eps(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    g = (q - eps) ** 2
    u = core(m, m.z, g - q)
    return Equal(g * m.norm2(u), m.d * q)


# counterexample: d = 2, z = (1, 1), k = (1, -1): <z,k> = 0 and f(x) = x |<x,k>| has f(z + s t) = z |s <t,k>| + O(s^2): no derivative
@claim(
    "RT14.defn.jacobian-abs-kink",
    article=ARTICLE,
    statement="The Jacobian of x |<x,k>| is |<z,k>| I + (<z,k>/|<z,k>|) z k^T (false: no derivative where <z,k> = 0)",
)
def defn_jacobian_abs_kink(m):
    k = m.vector("k", nonzero=True)
    a = m.dot(m.z, k)
    J = m.jacobian(lambda x: x * m.sqrt(m.dot(x, k) ** 2), m.z)
    return Equal(J, m.eye() * m.sqrt(a**2) + m.outer(m.z, k) * a / m.sqrt(a**2))


# counterexample: d = 2, z = (1, 1), k = (1, -1), h = k: |<z + s h, k>| = 2|s|, no derivative at s = 0
@claim(
    "RT14.defn.D-abs-dot-times",
    article=ARTICLE,
    statement="D_h |<x,k>| = <h,k> |<z,k>|^3/<z,k>^3 (false: no derivative where z is orthogonal to k)",
)
def defn_d_abs_dot(m):
    k = m.vector("k", nonzero=True)
    h = m.vector("h")
    a = m.dot(m.z, k)
    return Equal(m.D(lambda x: m.sqrt(m.dot(x, k) ** 2), m.z, h), m.dot(h, k) * m.sqrt(a**2) ** 3 / a**3)


# ---------------------------------------------------------------- strict inequalities tight on a thin set


# counterexample: d = 2, h = k = (1, -1): <h,k>^2 = 4 = |h|^2 |k|^2
@claim(
    "RT14.strict.cauchy-schwarz",
    article=ARTICLE,
    statement="<h,k>^2 < |h|^2 |k|^2 for nonzero h, k orthogonal to 1 (false: equality when h is parallel to k)",
    scope=AllD(min_d=2),
)
def strict_cauchy_schwarz(m):
    h = m.vector("h", orthogonal_to=(m.one,), nonzero=True)
    k = m.vector("k", orthogonal_to=(m.one,), nonzero=True)
    return LessEqual(m.dot(h, k) ** 2, m.norm2(h) * m.norm2(k), strict=True)


# counterexample: d = 3, z = (1, 2, 4) (v = (-4/3, -1/3, 5/3)), t = (-2, 3, -1) (t.1 = t.v = 0): J t = t/sigma, |J t|^2 = |t|^2/(q + eps)
@claim(
    "RT14.strict.jacobian-contraction",
    article=ARTICLE,
    statement="|J t|^2 < |t|^2/(q + eps) for nonzero t orthogonal to 1, nonconstant z (false: equality for t orthogonal to v)",
    scope=AllD(min_d=3, nonconstant=True),
)
def strict_jacobian_contraction(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", orthogonal_to=(m.one,), nonzero=True)
    J = core_jacobian(m, eps)
    q = variance(m, m.z)
    return LessEqual(m.norm2(J @ t), m.norm2(t) / (q + eps), strict=True)


# counterexample: d = 3, i = 1, z = (2, -1, -1) (v = z, q = 2): v_1^2 = 4 = (d - 1) q
@claim(
    "RT14.strict.coordinate-bound",
    article=ARTICLE,
    statement="v_i^2 < (d - 1) q for a nonconstant input, d >= 3 (false: equality when v is along e_i - 1/d)",
    scope=AllD(min_d=3, nonconstant=True),
)
def strict_coordinate_bound(m):
    e = m.coordinate_vector("e")
    v = center(m, m.z)
    return LessEqual(m.dot(e, v) ** 2, (m.d - 1) * variance(m, m.z), strict=True)


# ---------------------------------------------------------------- limits and solution sets with a thin parameter set


# counterexample: h = (1, 0), k = (0, 1) (b = <h,k> = 0): (sqrt(x^2) - 0)/x^2 = 1/|x| -> oo, and 1/(2|b|) is undefined
@claim(
    "RT14.lim.thin-parameter",
    article=ARTICLE,
    statement="(sqrt(x^2 + b^2) - |b|)/x^2 -> 1/(2|b|) as x -> 0, b = <h,k> (false when h is orthogonal to k)",
)
def lim_thin_parameter(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    b = m.dot(h, k)
    return Limit(lambda x: (m.sqrt(x**2 + b**2) - m.sqrt(b**2)) / x**2, 0, 1 / (2 * m.sqrt(b**2)), "x")


# counterexample: h = (1, 0), k = (0, 1): b = 0, the function is 0 and its limit 0, not 1
@claim(
    "RT14.lim.oo-thin",
    article=ARTICLE,
    statement="b^2 x/(1 + b^2 x) -> 1 as x -> oo, b = <h,k> (false when h is orthogonal to k: the limit is 0)",
)
def lim_oo_thin(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    b = m.dot(h, k)
    return Limit(lambda x: b**2 * x / (1 + b**2 * x), oo, 1, "x")


# counterexample: d = 2, h = k = (1, -1): x^2 - 2 <h,k> x + |h|^2 |k|^2 = x^2 - 4x + 4 has the solution x = 2
@claim(
    "RT14.sol.tight-discriminant",
    article=ARTICLE,
    statement="x^2 - 2<h,k> x + |h|^2|k|^2 = 0 has no real solution for nonzero h, k orthogonal to 1 (false when h is parallel to k)",
    scope=AllD(min_d=2),
)
def sol_tight_discriminant(m):
    h = m.vector("h", orthogonal_to=(m.one,), nonzero=True)
    k = m.vector("k", orthogonal_to=(m.one,), nonzero=True)
    return Solutions(lambda x: x**2 - 2 * m.dot(h, k) * x + m.norm2(h) * m.norm2(k), Interval(-oo, oo), [], "x")


# counterexample: eps = q (d = 2, z = (0, 2), eps = 1): q x - eps x = 0 for every x, not only x = 0
@claim(
    "RT14.sol.eps-equals-q",
    article=ARTICLE,
    statement="(q - eps) x = 0 only at x = 0 (false at eps = q: every x)",
)
def sol_eps_equals_q(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda x: (q - eps) * x, Interval(-oo, oo), [0], "x")


# ---------------------------------------------------------------- a dimension that no literal names


# counterexample: d = 7 (= prime(4)): (d - 7)^2 = 0
@claim(
    "RT14.dim.computed-seven",
    article=ARTICLE,
    statement="(d - p)^2 > 0 with p the fourth prime (false at d = 7)",
)
def dim_computed_seven(m):
    p = sp.prime(4)
    return Positive((m.d - p) ** 2)


# counterexample: d = 7: the claim divides by d - 7 (computed as prime(4)); at d = 7 the left side is undefined
@claim(
    "RT14.dim.computed-seven-quotient",
    article=ARTICLE,
    statement="(d - p) q/(d - p) = q with p the fourth prime (false at d = 7: undefined)",
)
def dim_computed_seven_quotient(m):
    p = sp.prime(4)
    q = variance(m, m.z)
    return Equal((m.d - p) * q / (m.d - p), q)


# ---------------------------------------------------------------- the loss and certified quantities


# counterexample: d = 1, l(y) = y + 1: l(0) = 1
@claim(
    "RT14.loss.zero-at-zero",
    article=ARTICLE,
    statement="l(u_eps(z)) = 0 for a constant input: the loss of a zero output is zero (false: l(0) is arbitrary)",
)
def loss_zero_at_zero(m):
    l = m.scalar_loss("l")
    eps = m.scalar("eps", positive=True)
    c = m.one * mean(m, m.z)
    return Equal(l(core(m, c, eps)), 0)


# counterexample: d = 2, h = (1, 0), k = (0, 1): |h|^2 |k|^2 = 1 > 0 = <h,k>^2 (reverse Cauchy-Schwarz)
@claim(
    "RT14.cert.complex-cauchy-schwarz",
    article=ARTICLE,
    statement="|h|^2 |k|^2 <= <h,k>^2 with gap cauchy_schwarz(i h, k) (false: the certificate of a complex vector is not >= 0)",
)
def cert_complex_cauchy_schwarz(m):
    h, k = m.vector("h"), m.vector("k")
    return LessEqual(m.norm2(h) * m.norm2(k), m.dot(h, k) ** 2, gap=m.cauchy_schwarz(h * sp.I, k))


# ---------------------------------------------------------------- a memoized helper shared between claims
#
# ``scaled_ratio`` memoizes ``a b / b`` by the printed form of its arguments (a structural
# lookup on strings, which the question guards do not refuse).  The first claim that calls
# it builds ``b**-1`` in its own code, so the obligation b != 0 is read; a later claim of the
# same run (same worker process) gets the cached value ``a``: no power is built, no
# obligation is recorded, and the quotient that is undefined on a thin set is never judged.

_memo = {}


def scaled_ratio(a, b):
    """a b / b, memoized by the printed form of its arguments."""
    key = (str(a), str(b))
    if key not in _memo:
        _memo[key] = a * b / b
    return _memo[key]


# counterexample: d = 2, z = (0, 2), h = (1, 0), k = (0, 1): <h,k> = 0, q <h,k>/<h,k> = 1 * 0/0 is undefined
@claim(
    "RT14.memo.ratio-warm",
    article=ARTICLE,
    statement="q <h,k>/<h,k> = q for nonzero h, k (false: undefined when h is orthogonal to k)",
)
def memo_ratio_warm(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    q = variance(m, m.z)
    return Equal(scaled_ratio(q, m.dot(h, k)), q)


# counterexample: d = 2, z = (0, 2), h = (1, 0), k = (0, 1): <h,k> = 0, q <h,k>/<h,k> = 0/0 is undefined
@claim(
    "RT14.memo.ratio-cached",
    article=ARTICLE,
    statement="q <h,k>/<h,k> = q for nonzero h, k, by the memoized helper (false: undefined when h is orthogonal to k)",
)
def memo_ratio_cached(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    q = variance(m, m.z)
    return Equal(scaled_ratio(q, m.dot(h, k)), q)


# counterexample: d = 7 (= prime(4)), any z: (d - 7) q/(d - 7) = 0/0 is undefined
@claim(
    "RT14.memo.dim-warm",
    article=ARTICLE,
    statement="(d - p) q/(d - p) = q, p the fourth prime (false at d = 7: undefined)",
)
def memo_dim_warm(m):
    q = variance(m, m.z)
    return Equal(scaled_ratio(q, m.d - sp.prime(4)), q)


# counterexample: d = 7 (= prime(4)), any z: (d - 7) q/(d - 7) = 0/0 is undefined
@claim(
    "RT14.memo.dim-cached",
    article=ARTICLE,
    statement="(d - p) q/(d - p) = q, p the fourth prime, by the memoized helper (false at d = 7: undefined)",
)
def memo_dim_cached(m):
    q = variance(m, m.z)
    return Equal(scaled_ratio(q, m.d - sp.prime(4)), q)


# counterexample: d = 2, z = (0, 2) (q = 1), eps = 1: (q - eps) |u|^2/(q - eps) = 0/0 is undefined
@claim(
    "RT14.memo.eps-q-warm",
    article=ARTICLE,
    statement="(q - eps) |u|^2/(q - eps) = |u|^2 (false at eps = q: undefined)",
)
def memo_eps_q_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(scaled_ratio(m.d * q / (q + eps), q - eps), m.d * q / (q + eps))


# counterexample: d = 2, z = (0, 2) (q = 1), eps = 1: (q - eps) |u|^2/(q - eps) = 0/0 is undefined
@claim(
    "RT14.memo.eps-q-cached",
    article=ARTICLE,
    statement="(q - eps) |u|^2/(q - eps) = |u|^2, by the memoized helper (false at eps = q: undefined)",
)
def memo_eps_q_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(scaled_ratio(m.d * q / (q + eps), q - eps), m.d * q / (q + eps))
