"""False claims of the thirteenth red-team review; none may end "proved".

Probed this round (new classes, beside those of redteam..redteam12):

* ``RT13.dir.``  derivatives of one function along several directions at the
  same point (the shared line symbol and the ``lru_cache`` of d/ds c at s = 0
  of the general model): mixed second derivatives of q without the centering,
  the derivative along the point itself (scale invariance taken for granted
  with eps > 0), one function along two different transverse directions, |u|
  taken for constant, sigma taken for strictly convex.
* ``RT13.rms.``  RMSNorm taken for layer norm: J_r 1 = 0, tr J_r = (d - 1)/sqrt(s + eps),
  r orthogonal to J_r t, a strict contraction that is an equality on z-perp.
* ``RT13.vac.``  hypotheses wrongly believed unsatisfiable (a nonzero w
  orthogonal to 1 and z at d = 2 for a constant input; w orthogonal to z at d = 1
  for z = 0).
* ``RT13.dim.``  false only at a dimension that no literal names (d = 6, 7).
* ``RT13.lim.``  limits at -oo (sign slips, a copy of the +oo limit, odd scaling).
* ``RT13.sol.``  a solution on the closed end of the domain forgotten, a wrong eps.
* ``RT13.defn.``  a common factor that SymPy cancels as the body builds the
  value (b x / b -> x), and that vanishes only on a thin set the numbers never
  visit: two declared vectors orthogonal to each other, d = 6 or 7 with no such
  literal written, eps = q.
* ``RT13.cert.``  a certified nonnegative quantity (``m.cauchy_schwarz``)
  differentiated with ``m.D``.

Result when written (22 claims, ``--jobs 2 --timeout 60``): 18 failed, 1 error,
3 PROVED:

* ``RT13.defn.cos-sec``, ``RT13.defn.dim-factor``, ``RT13.defn.eps-equals-q``
  end "proved" although each divides by a quantity that vanishes at admissible
  points (h orthogonal to k; d = 6, 7; eps = q).  SymPy's evaluation cancels
  ``b * X / b`` to X before any check sees the quotient, so no definedness
  obligation is recorded, and the numeric degenerate set (zero vectors, vectors
  orthogonal to 1, literal dimensions and values) contains none of these points.
  README ("One limitation is stated plainly") acknowledges quotients of scalars
  that SymPy cancels; these are three plausible instances of it, and show that
  the degenerate set does not pin two declared vectors to be orthogonal to each
  other (whereas ``(<h,k> J)/<h,k>`` on a matrix is caught: numeric-only).
* ``RT13.cert.cs-derivative-zero`` is an error: at concrete d, ``m.cauchy_schwarz``
  of dual numbers raises SympifyError (``define_nonnegative`` cannot take a Dual),
  while the general model differentiates the certified quantity (a Dummy) as a
  constant, giving 0 (see ``RT13.true.cs-derivative`` in the true-claims file,
  which is therefore reported "failed").

Since then: every power the claim's own code builds while its body runs in an
exact model (``x / b`` builds ``b**-1`` before SymPy cancels it) is read, and its
obligation joins the claim's (``b != 0``): the three ``RT13.defn.`` claims end
failed or numeric-only.  Powers built below a cached SymPy function are not
read, so that the reading does not depend on which claims ran before.

Every counterexample below was checked with mpmath (40 digits, derivatives by
``mpmath.diff``, limits at c = -1e8, -1e20) or by hand.

Notation: mu = mean(z), v = z - mu 1, q = |v|^2/d, sigma = sqrt(q + eps),
u = v/sigma, s = |z|^2/d, r = z/sqrt(s + eps), J_r its Jacobian.
"""

from sympy import Interval, Rational, oo

from symln import AllD, Dims, Equal, Example, LessEqual, Limit, Nonzero, Positive, Solutions, claim
from symln.model import center, core, variance
from symln.rms import rms_jacobian

ARTICLE = "redteam13"
HALF = Rational(1, 2)


def sigma(m, x, eps):
    return m.sqrt(variance(m, x) + eps)


def rms(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


# ---------------------------------------------------------------- derivatives along several directions


# counterexample: d = 2, h = k = (1, 0): P h = (1/2, -1/2), D_h D_k q = 2 <Ph, Pk>/d = 1/2, stated 2 <h, k>/d = 1
@claim("RT13.dir.mixed-q-uncentered", article=ARTICLE, statement="D_h D_k q = 2 <h, k>/d for all h, k (false: 2 <P h, P k>/d)")
def dir_mixed_q(m):
    h, k = m.vector("h"), m.vector("k")
    return Equal(m.D(lambda x: m.D(lambda y: variance(m, y), x, k), m.z, h), 2 * m.dot(h, k) / m.d)


# counterexample: d = 2, z = (0, 2), eps = 1: D_z u = eps v/(q + eps)^(3/2) = (-1, 1)/(2 sqrt 2) = (-0.354, 0.354), not 0
@claim("RT13.dir.scale-invariance", article=ARTICLE, statement="D_z u(z) = 0: the core is scale invariant (false unless eps = 0: eps v/sigma^3)")
def dir_scale_invariance(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.D(lambda x: core(m, x, eps), m.z, m.z), 0 * m.z)


# counterexample: d = 3, z = (1, 2, 4) (v = (-4/3, -1/3, 5/3)), eps = 1, h = w = (-2, 3, -1) (w.1 = w.v = 0), k = 2 w: D_h u = w/sigma, D_k u = 2 w/sigma
@claim(
    "RT13.dir.same-value-two-directions",
    article=ARTICLE,
    statement="D_h u = D_k u for any two directions h, k orthogonal to 1 and v (false: D_w u = w/sigma depends on w)",
    scope=AllD(min_d=3),
)
def dir_same_value(m):
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)
    h = m.vector("h", orthogonal_to=(m.one, v), nonzero=True)
    k = m.vector("k", orthogonal_to=(m.one, v), nonzero=True)
    f = lambda x: core(m, x, eps)  # noqa: E731  one function, two directions, the same point
    return Equal(m.D(f, m.z, h), m.D(f, m.z, k))


# counterexample: d = 2, z = (0, 2), eps = 1, h = (-1, 1): |u|^2 = 2q/(q + eps), D_h q = 2 <v, h>/d = 2, D_h |u|^2 = d eps D_h q/(q + eps)^2 = 1
@claim("RT13.dir.norm-constant", article=ARTICLE, statement="D_h |u|^2 = 0 for every h: |u| is constant (false: d eps D_h q/(q + eps)^2)")
def dir_norm_constant(m):
    eps = m.scalar("eps", positive=True)
    h = m.vector("h")
    return Equal(m.D(lambda x: m.norm2(core(m, x, eps)), m.z, h), 0)


# counterexample: d = 2, z = (1, 1) (q = 0), eps = 1, h = 1: sigma(z + s 1) = 1 for all s, so D_1 D_1 sigma = 0, not > 0
@claim(
    "RT13.dir.sigma-strictly-convex",
    article=ARTICLE,
    statement="sigma = sqrt(q + eps) is strictly convex: D_h D_h sigma > 0 for every nonzero h (false: h = 1 gives 0)",
)
def dir_sigma_strict(m):
    eps = m.scalar("eps", positive=True)
    h = m.vector("h", nonzero=True)
    return Positive(m.D(lambda x: m.D(lambda y: sigma(m, y, eps), x, h), m.z, h))


# ---------------------------------------------------------------- RMSNorm taken for layer norm


# counterexample: d = 1, z = (1), eps = 1: J_r = eps/(s + eps)^(3/2) = 1/(2 sqrt 2), J_r 1 = 0.354, not 0
@claim("RT13.rms.kills-one", article=ARTICLE, statement="J_r 1 = 0 for RMSNorm (false: that is layer norm; RMSNorm does not center)")
def rms_kills_one(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_jacobian(m, eps) @ m.one, 0 * m.one)


# counterexample: d = 1, z = (1), eps = 1: tr J_r = 1/(2 sqrt 2) = 0.354, stated (d - 1)/sqrt(s + eps) = 0
@claim("RT13.rms.trace", article=ARTICLE, statement="tr J_r = (d - 1)/sqrt(s + eps) (false: (d - s/(s + eps))/sqrt(s + eps))")
def rms_trace(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    return Equal(m.trace(rms_jacobian(m, eps)), (m.d - 1) / m.sqrt(s + eps))


# counterexample: d = 1, z = (1), eps = 1, t = (1): r = 1/sqrt 2, J_r t = 1/(2 sqrt 2), <r, J_r t> = 1/4, not 0
@claim("RT13.rms.output-orthogonal", article=ARTICLE, statement="<r, J_r t> = 0 for all t (false: eps <z, t>/(s + eps)^2)")
def rms_output_orthogonal(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    r = rms(m, m.z, eps)
    return Equal(m.dot(r, m.D(lambda x: rms(m, x, eps), m.z, t)), 0)


# counterexample: d = 2, z = (1, 0), eps = 1, t = (0, 1) (orthogonal to z): J_r t = t/sqrt(s + eps), so |J_r t|^2 = |t|^2/(s + eps) = 2/3: equality
@claim(
    "RT13.rms.strict-contraction",
    article=ARTICLE,
    statement="|J_r t|^2 < |t|^2/(s + eps) for nonzero t (false: equality for t orthogonal to z, d >= 2)",
)
def rms_strict(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", nonzero=True)
    s = m.norm2(m.z) / m.d
    return LessEqual(m.norm2(m.D(lambda x: rms(m, x, eps), m.z, t)), m.norm2(t) / (s + eps), strict=True)


# ---------------------------------------------------------------- hypotheses thought unsatisfiable (vacuity)


# counterexample: d = 2, z = (1, 1) (constant, v = 0), w = (1, -1): w != 0, w.1 = 0, w.z = 0, but d = 2
@claim(
    "RT13.vac.complement-needs-d3",
    article=ARTICLE,
    statement="A nonzero w orthogonal to 1 and z exists only for d >= 3 (false: at d = 2 for a constant input)",
)
def vac_complement(m):
    m.vector("w", orthogonal_to=(m.one, m.z), nonzero=True)
    return Nonzero(m.d - 2)


# counterexample: d = 1, z = (0), w = (1): w != 0 and w.z = 0, but d = 1
@claim(
    "RT13.vac.orth-z-needs-d2",
    article=ARTICLE,
    statement="A nonzero w orthogonal to z exists only for d >= 2 (false: at d = 1 for z = 0)",
)
def vac_orth_z(m):
    m.vector("w", orthogonal_to=(m.z,), nonzero=True)
    return Nonzero(m.d - 1)


# ---------------------------------------------------------------- false only at a dimension no literal names


# counterexample: d = 6: 3600 - 7200 + 3599 = -1 (no literal 6 is written; exact concrete d = 1..3, random d = 5, 8, 12 miss it)
@claim("RT13.dim.hidden-root", article=ARTICLE, statement="100 d^2 - 1200 d + 3599 > 0 for every d (false at d = 6: -1)")
def dim_hidden_root(m):
    return Positive(100 * m.d**2 - 1200 * m.d + 3599)


# counterexample: d = 7: 49 - 91 + 42 = 0 (and d = 6)
@claim("RT13.dim.hidden-zero", article=ARTICLE, statement="d^2 - 13 d + 42 != 0 for every d (false at d = 6, 7)", scope=AllD(min_d=4))
def dim_hidden_zero(m):
    return Nonzero(m.d**2 - 13 * m.d + 42)


# ---------------------------------------------------------------- limits at -oo, sign slips


# counterexample: q = 1 (d = 2, z = (0, 2)): sqrt(c^2 + c) + c at c = -1e8 is -0.5000000013, not +1/2
@claim(
    "RT13.lim.neg-infinity-sign",
    article=ARTICLE,
    statement="sqrt(c^2 + q c) + c -> q/2 as c -> -oo (false: -q/2)",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_neg_inf_sign(m):
    q = variance(m, m.z)
    return Limit(lambda c: m.sqrt(c**2 + q * c) + c, -oo, q / 2, "c")


# counterexample: q = 1: sqrt(c^2 + c) - c at c = -1e8 is 2e8 (grows without bound), not 1/2
@claim(
    "RT13.lim.neg-infinity-copy",
    article=ARTICLE,
    statement="sqrt(c^2 + q c) - c -> q/2 as c -> -oo, as at +oo (false: it tends to +oo)",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_neg_inf_copy(m):
    q = variance(m, m.z)
    return Limit(lambda c: m.sqrt(c**2 + q * c) - c, -oo, q / 2, "c")


# counterexample: d = 2, z = (0, 2), eps = 1: <u(c z), v> = 2 c/sqrt(c^2 + 1) -> -2 as c -> -oo, not +2 = d sqrt(q)
@claim(
    "RT13.lim.scale-neg-infinity",
    article=ARTICLE,
    statement="<u(c z), v> -> d sqrt(q) as c -> -oo (false: -d sqrt(q); u is odd in c)",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_scale_neg_inf(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda c: m.dot(core(m, c * m.z, eps), v), -oo, m.d * m.sqrt(q), "c")


# ---------------------------------------------------------------- solution sets


# counterexample: x = 0 lies in [0, oo) and solves q x^2 = eps x, so the set is {0, eps/q}, not {eps/q}
@claim(
    "RT13.sol.forgets-zero",
    article=ARTICLE,
    statement="q x^2 = eps x has the single solution eps/q in [0, oo) (false: x = 0 too)",
    scope=AllD(min_d=2, nonconstant=True),
)
def sol_forgets_zero(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda x: q * x**2 - eps * x, Interval(0, oo), [eps / q])


# counterexample: d = 3, z = (0, 0, 3) (q = 2), eps = 1: |u|^2 = d - 1 = 2 at eps = q/(d - 1) = 1, stated q/d = 2/3 (|u|^2 = 9/4 there)
@claim(
    "RT13.sol.eps-for-norm",
    article=ARTICLE,
    statement="|u_eps|^2 = d - 1 exactly at eps = q/d (false: at eps = q/(d - 1))",
    scope=AllD(min_d=2, nonconstant=True),
)
def sol_eps_for_norm(m):
    q = variance(m, m.z)
    return Solutions(lambda e: m.norm2(core(m, m.z, e)) - (m.d - 1), Interval.open(0, oo), [q / m.d], "eps")


# ---------------------------------------------------------------- a common factor SymPy cancels before any check


# counterexample: d = 2, h = (1, 0), k = (0, 1): both nonzero, <h, k> = 0, so sec^2 = |h|^2 |k|^2/<h, k>^2 = 1/0 is undefined
@claim(
    "RT13.defn.cos-sec",
    article=ARTICLE,
    statement="cos^2 * sec^2 of the angle between nonzero h and k is 1 (false: sec is undefined when h is orthogonal to k)",
)
def defn_cos_sec(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    cos2 = m.dot(h, k) ** 2 / (m.norm2(h) * m.norm2(k))
    sec2 = m.norm2(h) * m.norm2(k) / m.dot(h, k) ** 2
    return Equal(cos2 * sec2, 1)


# counterexample: d = 6 (and d = 7): b = 36 - 78 + 42 = 0, so b |z|^2/b = 0/0 is undefined (no literal 6 or 7 is written)
@claim(
    "RT13.defn.dim-factor",
    article=ARTICLE,
    statement="b |z|^2/b = |z|^2 with b = d^2 - 13 d + 42 (false: undefined at d = 6 and d = 7)",
)
def defn_dim_factor(m):
    b = m.d**2 - 13 * m.d + 42
    return Equal(b * m.norm2(m.z) / b, m.norm2(m.z))


# counterexample: d = 2, z = (0, 2) (q = 1), eps = 1 = q: (q - eps) |u|^2/(q - eps) = 0/0 is undefined
@claim(
    "RT13.defn.eps-equals-q",
    article=ARTICLE,
    statement="(q - eps) |u|^2/(q - eps) = |u|^2 for every eps > 0 (false: undefined at eps = q)",
)
def defn_eps_equals_q(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u2 = m.norm2(core(m, m.z, eps))
    return Equal((q - eps) * u2 / (q - eps), u2)


# ---------------------------------------------------------------- a certified quantity differentiated


# counterexample: d = 2, z = (1, 1), h = (1, 0), k = (0, 1): CS(x, h) = |x|^2 |h|^2 - <x, h>^2 = x_2^2, so D_k CS = 2 z_2 = 2, not 0
@claim(
    "RT13.cert.cs-derivative-zero",
    article=ARTICLE,
    statement="D_k (|x|^2 |h|^2 - <x, h>^2) = 0: the Cauchy-Schwarz gap is stationary (false: 2<k, z>|h|^2 - 2<z, h><k, h>)",
    scope=AllD(min_d=2),
)
def cert_cs_derivative_zero(m):
    h, k = m.vector("h"), m.vector("k")
    return Equal(m.D(lambda x: m.cauchy_schwarz(x, h), m.z, k), 0)
