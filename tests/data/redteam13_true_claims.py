"""True claims of the thirteenth red-team review (the corrected twins and probes); none may end "failed".

Each is the twin of a claim of ``redteam13_claims.py`` with the right value,
or a probe of the same machinery (nested derivatives along the point itself,
symmetric second derivatives, RMSNorm equal to layer norm on the hyperplane
orthogonal to 1, a vacuous hypothesis at d = 2, derivatives of the certified
quantities ``m.cauchy_schwarz`` and ``m.weighted_norm2``).  Each was checked
with mpmath (40 digits, derivatives by ``mpmath.diff``) at small d, or by hand;
the statement says why it holds.

Result when written (16 claims): 10 proved, 2 numeric-only (the integer-d
quadratic: Z3's counterexamples have non-integer d; the limit at -oo: no
certified sign on the side of approach), 4 FAILED although true:

* ``RT13.true.complement-nonconstant`` and ``...-v``: with a nonconstant input
  a nonzero w orthogonal to 1 and z (or v) cannot exist at d = 2 (1 and z span
  R^2), so ``d - 2 != 0`` holds (vacuously at d = 2).  symln reports "refuted
  exactly at general d: fails at d = 2": the scalar counterexample d = 2 is not
  checked against the declared vector's hypotheses, although README promises
  that such a hypothesis makes the claim hold vacuously and that counterexamples
  are reported only if actual vectors realize them.
* ``RT13.true.cs-derivative`` and ``RT13.true.weighted-derivative``: the general
  model returns ``m.cauchy_schwarz``/``m.weighted_norm2`` as a fresh nonnegative
  Dummy standing for the value, and ``m.D`` differentiates that Dummy as a
  constant: the derivative is 0, and the true derivative is "refuted exactly at
  general d".  (The concrete model raises SympifyError on the same values.)

Since then: a certified quantity made along the line of a derivative is
differentiated through its definition; the two derivative claims are proved at
general d and end as errors at concrete d (its models do not carry dual
numbers through ``m.cauchy_schwarz``).  The two vacuous-hypothesis claims are
still refuted: kept as known failures in ``tests/prove/test_redteam13.py``.
"""

from sympy import Interval, Rational, oo

from symln import AllD, Equal, Limit, Nonzero, Positive, Solutions, claim
from symln.model import center, core, variance
from symln.rms import rms_jacobian

ARTICLE = "redteam13-true"
HALF = Rational(1, 2)


def rms(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


@claim("RT13.true.mixed-q", article=ARTICLE, statement="D_h D_k q = 2 <P h, P k>/d")
def mixed_q(m):
    h, k = m.vector("h"), m.vector("k")
    ph = h - m.one * (m.total(h) / m.d)
    pk = k - m.one * (m.total(k) / m.d)
    return Equal(m.D(lambda x: m.D(lambda y: variance(m, y), x, k), m.z, h), 2 * m.dot(ph, pk) / m.d)


@claim("RT13.true.radial-derivative", article=ARTICLE, statement="D_z u(z) = eps v/(q + eps)^(3/2)")
def radial(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(m.D(lambda x: core(m, x, eps), m.z, m.z), v * (eps * (q + eps) ** (-Rational(3, 2))))


@claim("RT13.true.radial-second", article=ARTICLE, statement="D_h (D_x u(x)) = eps (P h/sigma^3 - 3 v <v, h>/(d sigma^5)), the direction the point itself")
def radial_second(m):
    eps = m.scalar("eps", positive=True)
    h = m.vector("h")
    v, q = center(m, m.z), variance(m, m.z)
    sg = m.sqrt(q + eps)
    ph = h - m.one * (m.total(h) / m.d)
    return Equal(m.D(lambda x: m.D(lambda y: core(m, y, eps), x, x), m.z, h), eps * (ph / sg**3 - v * (3 * m.dot(v, h) / (m.d * sg**5))))


@claim("RT13.true.hessian-symmetric", article=ARTICLE, statement="D_h D_k u = D_k D_h u (the same function, two directions, both orders)")
def hessian_symmetric(m):
    eps = m.scalar("eps", positive=True)
    h, k = m.vector("h"), m.vector("k")
    f = lambda x: core(m, x, eps)  # noqa: E731
    return Equal(m.D(lambda x: m.D(f, x, k), m.z, h), m.D(lambda x: m.D(f, x, h), m.z, k))


@claim("RT13.true.rms-trace", article=ARTICLE, statement="tr J_r = (d - s/(s + eps))/sqrt(s + eps)")
def rms_trace(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    return Equal(m.trace(rms_jacobian(m, eps)), (m.d - s / (s + eps)) / m.sqrt(s + eps))


@claim("RT13.true.rms-output-derivative", article=ARTICLE, statement="<r, J_r t> = eps <z, t>/(s + eps)^2")
def rms_output(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    s = m.norm2(m.z) / m.d
    return Equal(m.dot(rms(m, m.z, eps), m.D(lambda x: rms(m, x, eps), m.z, t)), eps * m.dot(m.z, t) / (s + eps) ** 2)


@claim("RT13.true.rms-is-ln-on-hyperplane", article=ARTICLE, statement="D_t r(w) = D_t u(w) for w and t orthogonal to 1")
def rms_ln_hyperplane(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", orthogonal_to=(m.one,))
    t = m.vector("t", orthogonal_to=(m.one,))
    return Equal(m.D(lambda x: rms(m, x, eps), w, t), m.D(lambda x: core(m, x, eps), w, t))


@claim("RT13.true.integer-d-quadratic", article=ARTICLE, statement="d^2 - 11 d + 30 + 1/10 > 0 for every positive integer d (negative only for real d near 5.5)")
def integer_d(m):
    return Positive(m.d**2 - 11 * m.d + 30 + Rational(1, 10))


@claim(
    "RT13.true.neg-infinity",
    article=ARTICLE,
    statement="sqrt(c^2 + q c) + c -> -q/2 as c -> -oo",
    scope=AllD(min_d=2, nonconstant=True),
)
def neg_infinity(m):
    q = variance(m, m.z)
    return Limit(lambda c: m.sqrt(c**2 + q * c) + c, -oo, -q / 2, "c")


@claim(
    "RT13.true.solutions-with-zero",
    article=ARTICLE,
    statement="q x^2 = eps x has the solutions 0 and eps/q in [0, oo)",
    scope=AllD(min_d=2, nonconstant=True),
)
def solutions_with_zero(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda x: q * x**2 - eps * x, Interval(0, oo), [0, eps / q])


@claim(
    "RT13.true.complement-nonconstant",
    article=ARTICLE,
    statement="For a nonconstant input, a nonzero w orthogonal to 1 and z exists only for d >= 3 (d = 2 vacuous)",
    scope=AllD(min_d=2, nonconstant=True),
)
def complement_nonconstant(m):
    m.vector("w", orthogonal_to=(m.one, m.z), nonzero=True)
    return Nonzero(m.d - 2)


@claim("RT13.true.outer-coordinate", article=ARTICLE, statement="e e^T = diag(e) for a standard basis vector e")
def outer_coordinate(m):
    e = m.coordinate_vector("e")
    return Equal(m.outer(e, e), m.diag(e))


@claim("RT13.true.orth-z", article=ARTICLE, statement="<h, v> = -mu <1, h> for h orthogonal to z")
def orth_z(m):
    h = m.vector("h", orthogonal_to=(m.z,))
    mu = m.total(m.z) / m.d
    return Equal(m.dot(h, center(m, m.z)), -mu * m.total(h))


@claim(
    "RT13.true.cs-derivative",
    article=ARTICLE,
    statement="D_k (|x|^2 |h|^2 - <x, h>^2) = 2 <k, z> |h|^2 - 2 <z, h> <k, h> (the Cauchy-Schwarz gap as a function of x)",
)
def cs_derivative(m):
    h, k = m.vector("h"), m.vector("k")
    z = m.z
    return Equal(m.D(lambda x: m.cauchy_schwarz(x, h), z, k), 2 * m.dot(k, z) * m.norm2(h) - 2 * m.dot(z, h) * m.dot(k, h))


@claim(
    "RT13.true.weighted-derivative",
    article=ARTICLE,
    statement="D_h sum_i (G^2 - g_i^2) x_i^2 = 2 sum_i (G^2 - g_i^2) z_i h_i (G = max |g_i|)",
)
def weighted_derivative(m):
    g, h = m.vector("g"), m.vector("h")
    big, slack = m.max_abs(g)
    return Equal(m.D(lambda x: m.weighted_norm2(slack, x), m.z, h), 2 * m.total(slack * m.z * h))


@claim(
    "RT13.true.complement-nonconstant-v",
    article=ARTICLE,
    statement="For a nonconstant input, a nonzero w orthogonal to 1 and v exists only for d >= 3 (README's own vacuous example)",
    scope=AllD(min_d=2, nonconstant=True),
)
def complement_nonconstant_v(m):
    m.vector("w", orthogonal_to=(m.one, center(m, m.z)), nonzero=True)
    return Nonzero(m.d - 2)
