"""True claims of the twelfth red-team review (the corrected twins); none may end "failed".

Each is the twin of a claim of ``redteam12_claims.py`` with the right value, side
or hypothesis, plus two that are true only because d is an integer or only
for a one-sided approach.  Each was checked independently with mpmath (40
digits) at d = 2, z = (0, 2), eps = 1 (derivatives by ``mpmath.diff``, limits
at c = 1e-20 and 1e20) or by hand; the statement says why it holds.
"""

from sympy import Interval, Rational, oo

from symln import AllD, Chain, Equal, Example, Limit, LipschitzBound, LessEqual, Solutions, claim
from symln.model import center, core, core_jacobian, variance

ARTICLE = "redteam12-true"
HALF = Rational(1, 2)


def sigma(m, x, eps):
    return m.sqrt(variance(m, x) + eps)


def rms(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


@claim("RT12.true.lhop-first-order", article=ARTICLE, statement="(sqrt(1+x) - 1)/x = 1/(sqrt(1+x) + 1) -> 1/2 as x -> 0", scope=Example(3))
def lhop_first_order(m):
    return Limit(lambda x: (m.sqrt(1 + x) - 1) / x, 0, HALF)


@claim("RT12.true.lhop-second-order", article=ARTICLE, statement="(1 - sqrt(1 - x^2))/x^2 = 1/(1 + sqrt(1 - x^2)) -> 1/2", scope=Example(3))
def lhop_second_order(m):
    return Limit(lambda x: (1 - m.sqrt(1 - x**2)) / x**2, 0, HALF)


@claim("RT12.true.lhop-beyond-order", article=ARTICLE, statement="(2x^5 + x^6)/(x^5 - x^7) = (2 + x)/(1 - x^2) -> 2", scope=Example(3))
def lhop_beyond_order(m):
    return Limit(lambda x: (2 * x**5 + x**6) / (x**5 - x**7), 0, 2)


@claim("RT12.true.lhop-cube-root", article=ARTICLE, statement="(x^(1/3) - 1)/(x - 1) -> 1/3 (the derivative of x^(1/3) at 1)", scope=Example(2))
def lhop_cube_root(m):
    return Limit(lambda x: (x ** Rational(1, 3) - 1) / (x - 1), 1, Rational(1, 3))


@claim(
    "RT12.true.core-eps-tied-right",
    article=ARTICLE,
    statement="u_1((x, 0)) with eps = x^2 is (x/2)/(|x| sqrt5/2) = 1/sqrt5 for x > 0, so its limit from the right is 1/sqrt5",
    scope=Example(2),
)
def core_eps_tied_right(m):
    return Limit(lambda x: m.coordinates(core(m, m.vec([x, 0]), x**2))[0], 0, 1 / m.sqrt(5), side="+")


@claim(
    "RT12.true.scale-inf",
    article=ARTICLE,
    statement="<u(c z), v> = c d q/sqrt(c^2 q + eps) -> d sqrt(q) as c -> oo (q > 0)",
    scope=AllD(min_d=2, nonconstant=True),
)
def scale_inf(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda c: m.dot(core(m, c * m.z, eps), v), oo, m.d * m.sqrt(q))


@claim(
    "RT12.true.scale-zero",
    article=ARTICLE,
    statement="<u(c z), v>/c = d q/sqrt(c^2 q + eps) -> d q/sqrt(eps) as c -> 0",
    scope=AllD(min_d=2, nonconstant=True),
)
def scale_zero(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda c: m.dot(core(m, c * m.z, eps), v) / c, 0, m.d * q / m.sqrt(eps))


@claim("RT12.true.rms-small-scale", article=ARTICLE, statement="|r(c z)|^2/c^2 = |z|^2/(c^2 s + eps) -> |z|^2/eps as c -> 0+")
def rms_small_scale(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda c: m.norm2(rms(m, c * m.z, eps)) / c**2, 0, m.norm2(m.z) / eps, side="+")


@claim(
    "RT12.true.one-sided-sign",
    article=ARTICLE,
    statement="sqrt(x^2 q)/x = sqrt(q) for every x > 0, so its limit from the right is sqrt(q)",
    scope=AllD(min_d=2, nonconstant=True),
)
def one_sided_sign(m):
    q = variance(m, m.z)
    return Limit(lambda x: m.sqrt(x**2 * q) / x, 0, m.sqrt(q), side="+")


@claim(
    "RT12.true.sqrt-derivative",
    article=ARTICLE,
    statement="(sqrt(q + x) - sqrt(q))/x = 1/(sqrt(q + x) + sqrt(q)) -> 1/(2 sqrt(q)) as x -> 0+ for q > 0",
    scope=AllD(min_d=2, nonconstant=True),
)
def sqrt_derivative(m):
    q = variance(m, m.z)
    return Limit(lambda x: (m.sqrt(q + x) - m.sqrt(q)) / x, 0, 1 / (2 * m.sqrt(q)), side="+")


@claim(
    "RT12.true.d2-sigma",
    article=ARTICLE,
    statement="For t orthogonal to 1, q(z + s t) = q + 2 s <v,t>/d + s^2 |t|^2/d, so D_t D_t sigma = |t|^2/(d sigma) - <t,v>^2/(d^2 sigma^3)",
)
def d2_sigma(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", orthogonal_to=(m.one,))
    v = center(m, m.z)
    sig = sigma(m, m.z, eps)
    lhs = m.D(lambda y: m.D(lambda x: sigma(m, x, eps), y, t), m.z, t)
    return Equal(lhs, m.norm2(t) / (m.d * sig) - m.dot(t, v) ** 2 / (m.d**2 * sig**3))


@claim("RT12.true.d2-q", article=ARTICLE, statement="D_t D_t q = 2 |P t|^2/d = 2 (|t|^2 - <1,t>^2/d)/d")
def d2_q(m):
    t = m.vector("t")
    lhs = m.D(lambda y: m.D(lambda x: variance(m, x), y, t), m.z, t)
    return Equal(lhs, 2 * (m.norm2(t) - m.total(t) ** 2 / m.d) / m.d)


@claim("RT12.true.grad-eps", article=ARTICLE, statement="du/deps = v d/deps (q + eps)^(-1/2) = -v/(2 (q + eps)^(3/2))")
def grad_eps(m):
    v, q = center(m, m.z), variance(m, m.z)
    eps = m.scalar("eps", positive=True)
    lhs = m.D(lambda e: core(m, m.z, e), eps, 1)
    return Equal(lhs, -v / (2 * (q + eps) ** Rational(3, 2)))


@claim(
    "RT12.true.rms-vs-ln-jacobian",
    article=ARTICLE,
    statement="RMSNorm's Jacobian at v minus the core's at z is 1 1^T/(d sigma) (s(v) = q; I - P = 1 1^T/d)",
)
def rms_vs_ln(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    Jr = m.jacobian(lambda x: rms(m, x, eps), v)
    return Equal(Jr - core_jacobian(m, eps), m.outer(m.one, m.one) / (m.d * m.sqrt(q + eps)))


@claim(
    "RT12.true.integer-d",
    article=ARTICLE,
    statement="(d - 2)(d - 3) >= 0 for every positive integer d (false for real d in (2, 3), which no dimension is)",
)
def integer_d(m):
    return LessEqual(0, (m.d - 2) * (m.d - 3))


@claim("RT12.true.disjoint-nonneg", article=ARTICLE, statement="sum a_i^2 w_i^2 >= 0 (a sum of squares)")
def disjoint_nonneg(m):
    a = m.vector("a", orthogonal_to=(m.one,), nonzero=True)
    w = m.vector("w", orthogonal_to=(m.one, a), nonzero=True)
    return LessEqual(0, m.total(w * w * a * a))


@claim(
    "RT12.true.scale-root",
    article=ARTICLE,
    statement="|u(c z)|^2 = d c^2 q/(c^2 q + eps) = d/2 for c > 0 iff c^2 q = eps, i.e. c = sqrt(eps/q) (q > 0)",
    scope=AllD(min_d=2, nonconstant=True),
)
def scale_root(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda c: m.norm2(core(m, c * m.z, eps)) - m.d / 2, Interval.open(0, oo), [m.sqrt(eps / q)])


@claim(
    "RT12.true.rms-lipschitz",
    article=ARTICLE,
    statement="RMSNorm is Lipschitz with |r(a) - r(b)|^2 <= |a - b|^2/eps: |J x|^2 = |x|^2/(s+eps) - <z,x>^2 (s+2eps)/(d (s+eps)^3)",
    cites=("mean value inequality for continuously differentiable maps",),
)
def rms_lipschitz(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    s = m.norm2(m.z) / m.d
    X = x.vector
    gap = m.norm2(X) * s / (eps * (s + eps)) + m.dot(m.z, X) ** 2 * (s + 2 * eps) / (m.d * (s + eps) ** 3)
    return LipschitzBound(lambda p: rms(m, p, eps), 1 / eps, x, gap)


@claim("RT12.true.chain-cs", article=ARTICLE, statement="<t, v>^2 <= |t|^2 |v|^2 = |t|^2 d q (Cauchy-Schwarz)")
def chain_cs(m):
    t = m.vector("t")
    v, q = center(m, m.z), variance(m, m.z)
    return (
        Chain(m.dot(t, v) ** 2)
        .le(m.norm2(t) * m.norm2(v), "Cauchy-Schwarz", gap=m.cauchy_schwarz(t, v), lemmas=("cauchy_schwarz",))
        .eq(m.norm2(t) * m.d * q, "|v|^2 = d q", lemmas=("sum_vv",))
    )
