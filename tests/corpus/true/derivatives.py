"""Corpus of true claims, class derivatives: True derivatives, Jacobians, traces and second derivatives.

Each claim is true; none may end "failed" (tests/prove/test_corpus.py keys the known holes by id). Every
claim's article is "corpus-true:derivatives".  From: RT4.true.* (red-team round 4, true claims), RT6.true.*
(red-team round 6, true claims), RT7.true.* (red-team round 7, true claims), RT9.true.* (red-team round 9,
true claims), RT11.true.* (red-team round 11, true claims), RT12.true.* (red-team round 12, true claims),
RT13.true.* (red-team round 13, true claims), RT14.true.* (red-team round 14, true claims), RT16.true.* (red-
team round 16, true claims); tests/corpus/ROUNDS.md says what each round probed.
"""

import sympy as sp
from sympy import Rational

from symln import AllD, Dims, Equal, LessEqual, claim
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import mean_square, rms_core, rms_jacobian


# ---------------------------------------------------------------- red-team round 4, true claims (RT4.true.*)


@claim(
    "RT4.true.projection-fourth-moment",
    article="corpus-true:derivatives",
    statement="The fourth central moment <1, (P x)^4>/d does not change to first order along directions t orthogonal "
    "to 1 and to v (.) v (.) v (true: its derivative is 4 <v (.) v (.) v, P t>/d = 4 <v^3, t>/d = 0).",
    scope=AllD(min_d=2),
)
def projection_fourth_moment(m):
    v = center(m, m.z)
    t = m.vector("t", orthogonal_to=(m.one, v * v * v))

    def fourth(x):
        c = center(m, x)
        return m.total(c * c * c * c) / m.d

    return Equal(m.D(fourth, m.z, t), 0)


@claim(
    "RT4.true.warm-nonconstant-jacobian",
    article="corpus-true:derivatives",
    statement="For a nonconstant input and every real c, J_(c-1)^2 1 = 0 (true: q > 0, so q + (c - 1)^2 > 0 and J "
    "exists; J 1 = 0 as P 1 = 0 and <v, 1> = 0).",
    scope=AllD(min_d=2, nonconstant=True),
)
def warm_nonconstant_jacobian(m):
    c = m.scalar("c")
    return Equal(core_jacobian(m, (c - 1) ** 2) @ m.one, m.one * 0)


# ---------------------------------------------------------------- red-team round 6, true claims (RT6.true.*)


@claim(
    "RT6.true.kink-abs-cube",
    article="corpus-true:derivatives",
    statement="D_t |mean(z)|^3 = 3 mean |mean| mean(t) for every input (|x|^3 is C^1 with derivative 3 x |x|, "
    "0 at x = 0, so the derivative exists also where mean(z) = 0).",
)
def true_kink_abs_cube(m):
    t = m.vector("t")
    mu = mean(m, m.z)
    return Equal(m.D(lambda x: abs(mean(m, x)) ** 3, m.z, t), 3 * mu * abs(mu) * mean(m, t))


@claim(
    "RT6.true.kink-mean-abs-mean",
    article="corpus-true:derivatives",
    statement="D_t (mean |mean|) = 2 |mean| mean(t) for every input (x |x| is C^1 with derivative 2 |x|).",
)
def true_kink_mean_abs_mean(m):
    t = m.vector("t")
    mu = mean(m, m.z)
    return Equal(m.D(lambda x: mean(m, x) * abs(mean(m, x)), m.z, t), 2 * abs(mu) * mean(m, t))


@claim(
    "RT6.true.kink-variance-three-halves",
    article="corpus-true:derivatives",
    statement="D_t q^(3/2) = 3 sqrt(q) <t, v>/d for every input (at a constant input q(z + s t) = s^2 q(t), so "
    "q^(3/2) = |s|^3 q(t)^(3/2) has derivative 0 at s = 0, and the right side is 0).",
)
def true_kink_variance_three_halves(m):
    t = m.vector("t")
    q = variance(m, m.z)
    v = center(m, m.z)
    return Equal(m.D(lambda x: variance(m, x) ** Rational(3, 2), m.z, t), 3 * m.sqrt(q) * m.dot(t, v) / m.d)


@claim(
    "RT6.true.kink-rms-three-halves",
    article="corpus-true:derivatives",
    statement="D_t s^(3/2) = 3 sqrt(s) <t, z>/d for every input, s = |z|^2/d (at z = 0, s(s t) = s^2 |t|^2/d, so "
    "the derivative is 0, as is the right side).",
)
def true_kink_rms_three_halves(m):
    t = m.vector("t")
    s = mean_square(m, m.z)
    return Equal(m.D(lambda x: mean_square(m, x) ** Rational(3, 2), m.z, t), 3 * m.sqrt(s) * m.dot(t, m.z) / m.d)


# ---------------------------------------------------------------- red-team round 7, true claims (RT7.true.*)


@claim("RT7.true.strict-nonconstant", article="corpus-true:derivatives",
       statement="For a nonconstant input and nonzero t, |J t|^2 < |t|^2/eps (|J t|^2 <= |P t|^2/(q + eps) and q > 0).",
       scope=AllD(min_d=2, nonconstant=True))
def true_strict_nonconstant(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", nonzero=True)
    return LessEqual(m.norm2(core_jacobian(m, eps) @ t), m.norm2(t) / eps, strict=True)


@claim("RT7.true.second-variance", article="corpus-true:derivatives",
       statement="D_t D_t q = 2 |P t|^2/d (q is a quadratic form).")
def true_second_variance(m):
    t = m.vector("t")
    second = m.D(lambda x: m.D(lambda y: variance(m, y), x, t), m.z, t)
    return Equal(second, 2 * m.norm2(center(m, t)) / m.d)


@claim("RT7.true.d1-rms-jacobian", article="corpus-true:derivatives",
       statement="At d = 1, D_t r_eps(z) = eps/(z^2 + eps)^(3/2) t.", scope=Dims(1, 1))
def true_d1_rms(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    s = mean_square(m, m.z)
    return Equal(m.D(lambda x: rms_core(m, x, eps), m.z, t), t * (eps / (s + eps) ** Rational(3, 2)))


# ---------------------------------------------------------------- red-team round 9, true claims (RT9.true.*)


SATURATED = 10**40


def saturated(m, p):
    try:
        return bool(m.norm2(p) > SATURATED)
    except TypeError:
        return False


def guarded_core(m, p, eps):
    return core(m, p, eps) * 1 if saturated(m, p) else core(m, p, eps)


@claim("RT9.true.derivative-saturated", article="corpus-true:derivatives",
       statement="D guarded_core(z)[t] = J t (true: guarded_core is the core on both branches).")
def derivative_saturated(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    return Equal(m.D(lambda p: guarded_core(m, p, eps), m.z, t), core_jacobian(m, eps) @ t)


# ---------------------------------------------------------------- red-team round 11, true claims (RT11.true.*)


def core_jacobian_of(m, eps):
    return m.jacobian(lambda x: core(m, x, eps), m.z)


# independent: SymPy at d = 3, z = (1, 2, 4), eps = 1/3 gives difference 0
@claim(
    "RT11.true.frobenius",
    article="corpus-true:derivatives",
    statement="|J|_F^2 = (d - 2)/(q + eps) + eps^2/(q + eps)^3 (d - 2 transverse directions and the radial one)",
)
def frobenius(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    J = core_jacobian_of(m, eps)
    return Equal(m.trace(J.T @ J), (m.d - 2) / (q + eps) + eps**2 / (q + eps) ** 3)


# independent: SymPy at d = 3, z = (1, 2, 4), eps = 1/3 gives difference 0
@claim("RT11.true.trace", article="corpus-true:derivatives", statement="tr J = (d - 1 - q/(q + eps))/sqrt(q + eps)")
def trace(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.trace(core_jacobian_of(m, eps)), (m.d - 1 - q / (q + eps)) * (q + eps) ** (-Rational(1, 2)))


# ---------------------------------------------------------------- red-team round 12, true claims (RT12.true.*)


HALF = Rational(1, 2)


def sigma(m, x, eps):
    return m.sqrt(variance(m, x) + eps)


def rms(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


@claim(
    "RT12.true.d2-sigma",
    article="corpus-true:derivatives",
    statement="For t orthogonal to 1, q(z + s t) = q + 2 s <v,t>/d + s^2 |t|^2/d, so D_t D_t sigma = |t|^2/(d sigma) - <t,v>^2/(d^2 sigma^3)",
)
def d2_sigma(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", orthogonal_to=(m.one,))
    v = center(m, m.z)
    sig = sigma(m, m.z, eps)
    lhs = m.D(lambda y: m.D(lambda x: sigma(m, x, eps), y, t), m.z, t)
    return Equal(lhs, m.norm2(t) / (m.d * sig) - m.dot(t, v) ** 2 / (m.d**2 * sig**3))


@claim("RT12.true.d2-q", article="corpus-true:derivatives", statement="D_t D_t q = 2 |P t|^2/d = 2 (|t|^2 - <1,t>^2/d)/d")
def d2_q(m):
    t = m.vector("t")
    lhs = m.D(lambda y: m.D(lambda x: variance(m, x), y, t), m.z, t)
    return Equal(lhs, 2 * (m.norm2(t) - m.total(t) ** 2 / m.d) / m.d)


@claim("RT12.true.grad-eps", article="corpus-true:derivatives", statement="du/deps = v d/deps (q + eps)^(-1/2) = -v/(2 (q + eps)^(3/2))")
def grad_eps(m):
    v, q = center(m, m.z), variance(m, m.z)
    eps = m.scalar("eps", positive=True)
    lhs = m.D(lambda e: core(m, m.z, e), eps, 1)
    return Equal(lhs, -v / (2 * (q + eps) ** Rational(3, 2)))


@claim(
    "RT12.true.rms-vs-ln-jacobian",
    article="corpus-true:derivatives",
    statement="RMSNorm's Jacobian at v minus the core's at z is 1 1^T/(d sigma) (s(v) = q; I - P = 1 1^T/d)",
)
def rms_vs_ln(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    Jr = m.jacobian(lambda x: rms(m, x, eps), v)
    return Equal(Jr - core_jacobian(m, eps), m.outer(m.one, m.one) / (m.d * m.sqrt(q + eps)))


# ---------------------------------------------------------------- red-team round 13, true claims (RT13.true.*)


@claim("RT13.true.mixed-q", article="corpus-true:derivatives", statement="D_h D_k q = 2 <P h, P k>/d")
def mixed_q(m):
    h, k = m.vector("h"), m.vector("k")
    ph = h - m.one * (m.total(h) / m.d)
    pk = k - m.one * (m.total(k) / m.d)
    return Equal(m.D(lambda x: m.D(lambda y: variance(m, y), x, k), m.z, h), 2 * m.dot(ph, pk) / m.d)


@claim("RT13.true.radial-derivative", article="corpus-true:derivatives", statement="D_z u(z) = eps v/(q + eps)^(3/2)")
def radial(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(m.D(lambda x: core(m, x, eps), m.z, m.z), v * (eps * (q + eps) ** (-Rational(3, 2))))


@claim("RT13.true.radial-second", article="corpus-true:derivatives", statement="D_h (D_x u(x)) = eps (P h/sigma^3 - 3 v <v, h>/(d sigma^5)), the direction the point itself")
def radial_second(m):
    eps = m.scalar("eps", positive=True)
    h = m.vector("h")
    v, q = center(m, m.z), variance(m, m.z)
    sg = m.sqrt(q + eps)
    ph = h - m.one * (m.total(h) / m.d)
    return Equal(m.D(lambda x: m.D(lambda y: core(m, y, eps), x, x), m.z, h), eps * (ph / sg**3 - v * (3 * m.dot(v, h) / (m.d * sg**5))))


@claim("RT13.true.hessian-symmetric", article="corpus-true:derivatives", statement="D_h D_k u = D_k D_h u (the same function, two directions, both orders)")
def hessian_symmetric(m):
    eps = m.scalar("eps", positive=True)
    h, k = m.vector("h"), m.vector("k")
    f = lambda x: core(m, x, eps)  # noqa: E731
    return Equal(m.D(lambda x: m.D(f, x, k), m.z, h), m.D(lambda x: m.D(f, x, h), m.z, k))


@claim("RT13.true.rms-trace", article="corpus-true:derivatives", statement="tr J_r = (d - s/(s + eps))/sqrt(s + eps)")
def rms_trace(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    return Equal(m.trace(rms_jacobian(m, eps)), (m.d - s / (s + eps)) / m.sqrt(s + eps))


@claim("RT13.true.rms-output-derivative", article="corpus-true:derivatives", statement="<r, J_r t> = eps <z, t>/(s + eps)^2")
def rms_output(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    s = m.norm2(m.z) / m.d
    return Equal(m.dot(rms(m, m.z, eps), m.D(lambda x: rms(m, x, eps), m.z, t)), eps * m.dot(m.z, t) / (s + eps) ** 2)


@claim("RT13.true.rms-is-ln-on-hyperplane", article="corpus-true:derivatives", statement="D_t r(w) = D_t u(w) for w and t orthogonal to 1")
def rms_ln_hyperplane(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", orthogonal_to=(m.one,))
    t = m.vector("t", orthogonal_to=(m.one,))
    return Equal(m.D(lambda x: rms(m, x, eps), w, t), m.D(lambda x: core(m, x, eps), w, t))


@claim(
    "RT13.true.cs-derivative",
    article="corpus-true:derivatives",
    statement="D_k (|x|^2 |h|^2 - <x, h>^2) = 2 <k, z> |h|^2 - 2 <z, h> <k, h> (the Cauchy-Schwarz gap as a function of x)",
)
def cs_derivative(m):
    h, k = m.vector("h"), m.vector("k")
    z = m.z
    return Equal(m.D(lambda x: m.cauchy_schwarz(x, h), z, k), 2 * m.dot(k, z) * m.norm2(h) - 2 * m.dot(z, h) * m.dot(k, h))


@claim(
    "RT13.true.weighted-derivative",
    article="corpus-true:derivatives",
    statement="D_h sum_i (G^2 - g_i^2) x_i^2 = 2 sum_i (G^2 - g_i^2) z_i h_i (G = max |g_i|)",
)
def weighted_derivative(m):
    g, h = m.vector("g"), m.vector("h")
    big, slack = m.max_abs(g)
    return Equal(m.D(lambda x: m.weighted_norm2(slack, x), m.z, h), 2 * m.total(slack * m.z * h))


# ---------------------------------------------------------------- red-team round 14, true claims (RT14.true.*)


# sqrt(|x|^4) = |x|^2 is smooth, with derivative 2 <z, h> everywhere (z = 0 included)
@claim("RT14.true.D-sqrt-fourth-power", article="corpus-true:derivatives", statement="D_h sqrt(|x|^4) = 2 <z, h> (sqrt(|x|^4) = |x|^2 is smooth)")
def true_d_sqrt_fourth(m):
    h = m.vector("h")
    return Equal(m.D(lambda x: m.sqrt(m.norm2(x) ** 2), m.z, h), 2 * m.dot(m.z, h))


# sqrt(q^2) = q (q >= 0) is smooth: D_h q = 2 <v, h>/d
@claim("RT14.true.D-sqrt-variance-square", article="corpus-true:derivatives", statement="D_h sqrt(q(x)^2) = 2 <v, h>/d (sqrt(q^2) = q)")
def true_d_sqrt_q_square(m):
    h = m.vector("h")
    v = center(m, m.z)
    return Equal(m.D(lambda x: m.sqrt(variance(m, x) ** 2), m.z, h), 2 * m.dot(v, h) / m.d)


# |J t|^2 <= |t|^2/(q + eps) for t orthogonal to 1 (equality for t orthogonal to v)
@claim(
    "RT14.true.jacobian-contraction-weak",
    article="corpus-true:derivatives",
    statement="|J t|^2 <= |t|^2/(q + eps) for t orthogonal to 1",
)
def true_jacobian_contraction(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", orthogonal_to=(m.one,))
    J = core_jacobian(m, eps)
    q = variance(m, m.z)
    return LessEqual(m.norm2(J @ t), m.norm2(t) / (q + eps))


# ---------------------------------------------------------------- red-team round 16, true claims (RT16.true.*)


# J v = eps v/(q+eps)^(3/2) (eigenpair along v) and u = v/sqrt(q+eps)
@claim("RT16.true.core-image", article="corpus-true:derivatives", statement="J u = eps u/(q + eps)^(3/2)")
def core_image(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    return Equal(core_jacobian(m, eps) @ u, u * eps * (q + eps) ** sp.Rational(-3, 2))


# ---------------------------------------------------------------- red-team round 21 (RT21.*)
# derivatives that exist at a kink of the formula: sqrt(q) at a constant input inside a differentiable map

from symln.model import centering_matrix  # noqa: E402


# f(c 1 + s t) = s P t/(|s| |P t|/sqrt(d) + eps), whose difference quotient tends to P t/eps
@claim("RT21.true.eps-outside-root-jacobian", article="corpus-true:derivatives", scope=AllD(min_d=2),
       statement="With eps added to the standard deviation, P x/(sigma(x) + eps) has Jacobian P/eps at a constant input.")
def eps_outside_root_jacobian(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    t = m.vector("t")
    return Equal(m.D(lambda x: center(m, x) / (m.sqrt(variance(m, x)) + eps), m.one * c, t),
                 centering_matrix(m) @ t / eps)


@claim("RT21.true.cubed-std-constant", article="corpus-true:derivatives", scope=Dims(3, 3),
       statement="The cubed standard deviation q^(3/2) has derivative 0 at a constant input.")
def cubed_std_constant(m):
    c = m.scalar("c")
    t = m.vector("t")
    return Equal(m.D(lambda x: m.sqrt(variance(m, x)) ** 3, m.one * c, t), 0)


# at z = (1, 3), eps = 1: u = (-1, 1)/sqrt(2), and D(u (.) u) t = 2 u (.) (J t)
@claim("RT21.true.square-of-core-from-coordinates", article="corpus-true:derivatives", scope=Dims(2, 2),
       statement="The entrywise square of the core, rebuilt from its coordinates, has derivative 2 u (.) (J t) at "
       "z = (1, 3), eps = 1.")
def square_of_core_from_coordinates(m):
    eps, z = m.number(1), m.vec([1, 3])
    t = m.vector("t")
    return Equal(m.D(lambda x: m.vec([a * a for a in m.coordinates(core(m, x, eps))]), z, t),
                 2 * core(m, z, eps) * (core_jacobian(m, eps, at=z) @ t))
