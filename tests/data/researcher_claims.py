"""True claims a researcher writes beyond the five articles (issue 13); every one must end "proved".

Each claim is mathematically true for every admissible point, and each was
checked numerically before it went in: an independent scratch script (mpmath
at 50 digits, or SymPy exactly at small d, with random rational inputs and
the degenerate points: constant inputs, tiny and huge eps) recomputed both
sides without symln; the comment line above each claim says how.  They cover
the kinds issue 13 lists, by ID prefix:

* ``TC.bwd.``  the backward formula: J^T g for the core and for y (with a
  gain), the adjoint identity <J t, g> = <t, J^T g>, parameter gradients;
* ``TC.tr.``   traces and Frobenius norms of Jacobians (``m.trace``);
* ``TC.rms.``  RMSNorm r(z) = z/sqrt(s + eps), s = |z|^2/d: Jacobian,
  eigenpairs along and orthogonal to z (``orthogonal_to=(m.z,)``), mean square;
* ``TC.hess.`` second derivatives with nested ``m.D``;
* ``TC.lim.``  limits in eps and limits to +-infinity;
* ``TC.psd.``  positive semidefiniteness of J and P;
* ``TC.sol.``  solution sets with parameters, of functions built from the model;
* ``TC.cs.``   Cauchy-Schwarz steps inside a ``Chain``;
* ``TC.orth.`` vectors orthogonal to 1 and v declared nonzero, in scopes that
  include d = 2 where no such vector exists for a nonconstant input (those
  d hold vacuously);
* ``TC.dim.``  concrete-d claims written with ``1/m.d`` (exact arithmetic of
  the dimension), and ``Dims(lo, hi)`` scopes;
* ``TC.ex.``   worked examples (``Example(d)``) with exact values computed by hand.

Notation: mu = mean(z), v = z - mu 1 = P z, q = |v|^2/d, u = v/sqrt(q + eps),
J = D u(z) = (q+eps)^(-1/2) (P - v v^T/(d (q+eps))), y = gamma (.) u + beta.
``tests/prove/test_researcher_claims.py`` runs the suite.
"""

from sympy import EmptySet, FiniteSet, Interval, Rational, Reals, oo

from symln import AllD, Chain, Dims, Equal, Example, LessEqual, Limit, Positive, Solutions, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance

ARTICLE = "researcher"
HALF = Rational(1, 2)
THREE_HALVES = Rational(3, 2)
FIVE_HALVES = Rational(5, 2)
CHAIN_RULE = ("chain rule",)


def rms_norm(m, x, eps):
    """RMSNorm r(x) = x / sqrt(|x|^2/d + eps), with the model's operations only."""
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


def rms_jacobian(m, eps, at=None):
    """The Jacobian of RMSNorm, derived by differentiation at *at* (the input z by default)."""
    point = m.z if at is None else at
    return m.jacobian(lambda x: rms_norm(m, x, eps), point)


def core_backward(m, eps, g, at=None):
    """The closed form of J^T g: (P g - u <u, g>/d) / sqrt(q + eps)."""
    x = m.z if at is None else at
    u, q = core(m, x, eps), variance(m, x)
    return (center(m, g) - u * (m.dot(u, g) / m.d)) * (q + eps) ** (-HALF)


def family_point(m, t):
    """The input (-t, 0, t) of the d = 3 family (E21)."""
    return m.vec([-1, 0, 1]) * t


def family_h(m, eps):
    """The third core coordinate along (-t, 0, t): h(t) = t / sqrt(2 t^2/3 + eps)."""
    return lambda t: m.coordinates(core(m, family_point(m, t), eps))[2]


def family_dh(m, eps):
    """h'(t): the third coordinate of the core's derivative along (-1, 0, 1) at (-t, 0, t)."""
    e = m.vec([-1, 0, 1])
    return lambda t: m.coordinates(m.D(lambda x: core(m, x, eps), family_point(m, t), e))[2]


def e17_gap(m, eps, x):
    """|x|^2/eps - |J x|^2 for x = a 1 + w, w.1 = 0, as a sum of visibly nonnegative terms (E17's certificate)."""
    v, q = center(m, m.z), variance(m, m.z)
    a, w = x.coefficients[0], x.remainder
    r = q + eps
    return a**2 * m.d / eps + m.norm2(w) * q / (eps * r) + m.dot(v, w) ** 2 * (q + 2 * eps) / (m.d * r**3)


# =====================================================================================================
# TC.bwd: the backward formula


# checked: mpmath 50 digits, d = 1..7, J by mpmath.diff of an independent core, J^T g vs closed form (bwd_core)
@claim(
    "TC.bwd.core",
    article=ARTICLE,
    statement="The backward pass of the core is J^T g = (P g - u <u, g>/d) / sqrt(q + eps) for every upstream "
    "gradient g.",
)
def backward_core(m):
    eps = m.scalar("eps", positive=True)
    g = m.vector("g")
    return Equal(core_jacobian(m, eps).T @ g, core_backward(m, eps, g))


# checked: mpmath 50 digits, d = 1..7, Jacobian of y by mpmath.diff, (dy/dz)^T g vs J^T (gamma (.) g) (bwd_output)
@claim(
    "TC.bwd.output",
    article=ARTICLE,
    statement="With a gain, the backward pass of the layer is (dy/dz)^T g = J^T (gamma (.) g): the gain scales the "
    "upstream gradient before the core's backward formula.",
)
def backward_output(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, g = m.vector("gamma"), m.vector("beta"), m.vector("g")
    return Equal(output_jacobian(m, eps, gamma, beta).T @ g, core_backward(m, eps, gamma * g))


# checked: mpmath 50 digits, d = 1..7, <D_t u, g> by mpmath.diff vs <t, closed J^T g> (bwd_adjoint)
@claim(
    "TC.bwd.adjoint",
    article=ARTICLE,
    statement="The forward and backward passes are adjoint: <J t, g> = <t, J^T g> for all directions t and gradients "
    "g, with J t the derivative of the core along t and J^T g the closed backward formula.",
)
def backward_adjoint(m):
    eps = m.scalar("eps", positive=True)
    t, g = m.vector("t"), m.vector("g")
    jt = m.D(lambda x: core(m, x, eps), m.z, t)
    return Equal(m.dot(jt, g), m.dot(t, core_backward(m, eps, g)))


# checked: mpmath 50 digits, d = 2..6, loss l(y) = sum sin(y_i) + |y|^4, D_t l(y(z)) by mpmath.diff (bwd_loss)
@claim(
    "TC.bwd.loss",
    article=ARTICLE,
    statement="For any scalar loss l of the output with g = dl/dy, the input gradient is J^T (gamma (.) g): "
    "D_t l(y(z)) = <J^T (gamma (.) g), t> along every input direction t.",
    cites=CHAIN_RULE,
)
def backward_loss(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    loss = m.scalar_loss("l")

    def output(x):
        return layer_norm(m, x, gamma, beta, eps)

    g = loss.gradient(output(m.z))
    return Equal(m.D(lambda x: loss(output(x)), m.z, t), m.dot(core_backward(m, eps, gamma * g), t))


# checked: mpmath 50 digits, d = 2..6, joint derivative along (a, b) of a nonlinear loss by mpmath.diff (bwd_params)
@claim(
    "TC.bwd.params",
    article=ARTICLE,
    statement="Moving gain and bias together along (a, b) changes any loss by <g (.) u, a> + <g, b>: the parameter "
    "gradients are g (.) u for the gain and g for the bias.",
    cites=CHAIN_RULE,
)
def backward_params(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, a, b = m.vector("gamma"), m.vector("beta"), m.vector("a"), m.vector("b")
    loss = m.scalar_loss("l")
    g = loss.gradient(layer_norm(m, m.z, gamma, beta, eps))

    def along(s):
        return loss(layer_norm(m, m.z, gamma + a * s, beta + b * s, eps))

    u = core(m, m.z, eps)
    return Equal(m.D(along, m.number(0), m.number(1)), m.dot(g * u, a) + m.dot(g, b))


# checked: mpmath 50 digits, d = 1..7, coordinate sum of J^T g with J by mpmath.diff (bwd_sum)
@claim(
    "TC.bwd.sum-zero",
    article=ARTICLE,
    statement="The input gradient of the core has coordinate sum zero, <1, J^T g> = 0 for every g, the backward "
    "image of shift invariance.",
)
def backward_sums_to_zero(m):
    eps = m.scalar("eps", positive=True)
    g = m.vector("g")
    return [
        Equal(m.total(core_jacobian(m, eps).T @ g), 0, "derived J^T g"),
        Equal(m.total(core_backward(m, eps, g)), 0, "closed form"),
    ]


# =====================================================================================================
# TC.tr: traces and Frobenius norms


# checked: SymPy exact, d = 1..8, trace and Frobenius^2 of I - 1 1^T/d (tr_centering)
@claim(
    "TC.tr.centering",
    article=ARTICLE,
    statement="The centering matrix P has trace d - 1 and squared Frobenius norm trace(P^T P) = d - 1, "
    "as a projection of rank d - 1.",
)
def trace_centering(m):
    P = centering_matrix(m)
    return [Equal(m.trace(P), m.d - 1, "trace P"), Equal(m.trace(P.T @ P), m.d - 1, "|P|_F^2")]


# checked: mpmath 50 digits, d = 1..8, J at c 1 by mpmath.diff, sum of diagonal vs (d-1)/sqrt(eps) (tr_constant)
@claim(
    "TC.tr.constant",
    article=ARTICLE,
    statement="At a constant input c 1 the trace of the core Jacobian is (d - 1)/sqrt(eps).",
)
def trace_at_constant_input(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    return Equal(m.trace(core_jacobian(m, eps, at=m.one * c)), (m.d - 1) * eps ** (-HALF))


# checked: mpmath 50 digits, d = 1..8, J by mpmath.diff, trace vs ((d-2) q + (d-1) eps)/(q+eps)^(3/2) (tr_general)
@claim(
    "TC.tr.general",
    article=ARTICLE,
    statement="At every input the trace of the core Jacobian is ((d - 2) q + (d - 1) eps) / (q + eps)^(3/2).",
)
def trace_general(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.trace(core_jacobian(m, eps)), ((m.d - 2) * q + (m.d - 1) * eps) * (q + eps) ** (-THREE_HALVES))


# checked: mpmath 50 digits, d = 1..8, J by mpmath.diff, sum of squared entries (tr_frobenius)
@claim(
    "TC.tr.frobenius",
    article=ARTICLE,
    statement="The squared Frobenius norm of the core Jacobian is trace(J^T J) = (d - 2)/(q + eps) + eps^2/(q + eps)^3 "
    "at every input.",
)
def frobenius_general(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    J = core_jacobian(m, eps)
    return Equal(m.trace(J.T @ J), (m.d - 2) / (q + eps) + eps**2 / (q + eps) ** 3)


# checked: mpmath 50 digits, d = 1..7, Jacobian of y by mpmath.diff, its trace vs the formula (tr_output)
@claim(
    "TC.tr.output",
    article=ARTICLE,
    statement="With a gain, the trace of the layer's input Jacobian is ((d - 1) <gamma, 1>/d - <gamma, v (.) v>/(d (q "
    "+ eps))) / sqrt(q + eps).",
)
def trace_output(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    v, q = center(m, m.z), variance(m, m.z)
    expected = ((m.d - 1) * m.total(gamma) / m.d - m.dot(gamma, v * v) / (m.d * (q + eps))) * (q + eps) ** (-HALF)
    return Equal(m.trace(output_jacobian(m, eps, gamma, beta)), expected)


# checked: by hand (eigenvalues 1/16, 1/2, 1/2, 0) and SymPy exactly at z = (1, 2, 3, 6), eps = 1/2 (ex_d4)
@claim(
    "TC.ex.trace-d4",
    article=ARTICLE,
    statement="For z = (1, 2, 3, 6) and eps = 1/2: q = 7/2, the core is (-1, -1/2, 0, 3/2), and the Jacobian has trace "
    "17/16 and squared Frobenius norm 129/256.",
    scope=Example(4),
)
def example_trace_d4(m):
    z, eps = m.vec([1, 2, 3, 6]), m.number(HALF)
    J = core_jacobian(m, eps, at=z)
    return [
        Equal(variance(m, z), Rational(7, 2), "q"),
        Equal(core(m, z, eps), m.vec([-1, -HALF, 0, THREE_HALVES]), "core"),
        Equal(m.trace(J), Rational(17, 16), "trace"),
        Equal(m.trace(J.T @ J), Rational(129, 256), "Frobenius^2"),
    ]


# =====================================================================================================
# TC.rms: RMSNorm


# checked: mpmath 50 digits, d = 1..8, R by mpmath.diff, symmetry and sum of diagonal (rms_trace)
@claim(
    "TC.rms.trace",
    article=ARTICLE,
    statement="The RMSNorm Jacobian is symmetric with trace ((d - 1) s + d eps) / (s + eps)^(3/2), s = |z|^2/d.",
)
def rms_trace(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    R = rms_jacobian(m, eps)
    return [
        Equal(R.T, R, "symmetric"),
        Equal(m.trace(R), ((m.d - 1) * s + m.d * eps) * (s + eps) ** (-THREE_HALVES), "trace"),
    ]


# checked: mpmath 50 digits, d = 1..8, R z with R by mpmath.diff vs eps/(s+eps)^(3/2) z (rms_radial)
@claim(
    "TC.rms.radial",
    article=ARTICLE,
    statement="The input z is an eigenvector of the RMSNorm Jacobian with eigenvalue eps/(s + eps)^(3/2).",
)
def rms_radial(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    return Equal(rms_jacobian(m, eps) @ m.z, m.z * (eps * (s + eps) ** (-THREE_HALVES)))


# checked: mpmath 50 digits, d = 2..8, w = random projected orthogonal to z, R w by mpmath.diff (rms_orthogonal)
@claim(
    "TC.rms.orthogonal",
    article=ARTICLE,
    statement="Every w orthogonal to the input z is an eigenvector of the RMSNorm Jacobian with eigenvalue "
    "1/sqrt(s + eps).",
)
def rms_orthogonal(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    w = m.vector("w", orthogonal_to=(m.z,))
    return Equal(rms_jacobian(m, eps) @ w, w * (s + eps) ** (-HALF))


# checked: mpmath 50 digits, d = 1..8, |r(z)|^2 vs d s/(s+eps), including z = 0 (rms_norm2)
@claim(
    "TC.rms.norm",
    article=ARTICLE,
    statement="RMSNorm outputs have squared norm d s/(s + eps), strictly below d.",
)
def rms_squared_norm(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    n2 = m.norm2(rms_norm(m, m.z, eps))
    return [
        Equal(n2, m.d * s / (s + eps), "|r(z)|^2"),
        LessEqual(n2, m.d, gap=m.d * eps / (s + eps), strict=True, label="|r(z)|^2 < d"),
    ]


# checked: mpmath 50 digits, d = 1..8, layer-norm core vs RMSNorm of z - mean(z) 1 (rms_centered)
@claim(
    "TC.rms.centered",
    article=ARTICLE,
    statement="The layer-norm core is RMSNorm applied to the centered input: u_eps(z) = r_eps(z - mu 1).",
)
def rms_of_centered(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core(m, m.z, eps), rms_norm(m, center(m, m.z), eps))


# checked: mpmath 50 digits, d = 1..8, R^T g with R by mpmath.diff vs (g - r <r, g>/d)/sqrt(s+eps) (rms_backward)
@claim(
    "TC.rms.backward",
    article=ARTICLE,
    statement="The backward pass of RMSNorm is R^T g = (g - r <r, g>/d) / sqrt(s + eps), with r = r(z) its output.",
)
def rms_backward(m):
    eps = m.scalar("eps", positive=True)
    g = m.vector("g")
    s = m.norm2(m.z) / m.d
    r = rms_norm(m, m.z, eps)
    return Equal(rms_jacobian(m, eps).T @ g, (g - r * (m.dot(r, g) / m.d)) * (s + eps) ** (-HALF))


# checked: by hand (s = 10, s + eps = 16) and SymPy exactly at z = (2, 4), eps = 6 (ex_rms)
@claim(
    "TC.ex.rms-d2",
    article=ARTICLE,
    statement="For z = (2, 4) and eps = 6, RMSNorm gives (1/2, 1) with Jacobian [[7/32, -1/16], [-1/16, 1/8]], which "
    "maps z to (3/32) z and (2, -1) to (1/4) (2, -1) and has trace 11/32.",
    scope=Example(2),
)
def example_rms_d2(m):
    z, eps = m.vec([2, 4]), m.number(6)
    R = rms_jacobian(m, eps, at=z)
    w = m.vec([2, -1])
    expected = m.outer(m.vec([1, 0]), m.vec([Rational(7, 32), -Rational(1, 16)])) + m.outer(
        m.vec([0, 1]), m.vec([-Rational(1, 16), Rational(1, 8)])
    )
    return [
        Equal(rms_norm(m, z, eps), m.vec([HALF, 1]), "r(z)"),
        Equal(R, expected, "Jacobian"),
        Equal(R @ z, z * Rational(3, 32), "eigenpair along z"),
        Equal(R @ w, w * Rational(1, 4), "eigenpair orthogonal to z"),
        Equal(m.trace(R), Rational(11, 32), "trace"),
    ]


# =====================================================================================================
# TC.hess: second derivatives (nested m.D)


# checked: mpmath 50 digits, d = 1..7, mixed partial d^2/(da db) by mpmath.diff(f, (0, 0), (1, 1)) (hess_constant)
@claim(
    "TC.hess.constant",
    article=ARTICLE,
    statement="At a constant input c 1 the mixed second derivative d^2/(da db) u(c 1 + a s + b t) at a = b = 0 is "
    "zero for all directions s and t, because the core is odd about a constant input.",
)
def hessian_at_constant(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    s, t = m.vector("s"), m.vector("t")
    zero, one = m.number(0), m.number(1)

    def u(a, b):
        return core(m, m.one * c + s * a + t * b, eps)

    second = m.D(lambda a: m.D(lambda b: u(a, b), zero, one), zero, one)
    return Equal(second, m.one * 0)


# checked: mpmath 50 digits, d = 1..7, D_s D_t u(z) by mpmath.diff mixed partials vs the closed form (hess_general)
@claim(
    "TC.hess.general",
    article=ARTICLE,
    statement="The second derivative of the core along s and t is D_s D_t u = -(P t <v, s> + P s <v, t> + v <P s, t>) "
    "/ (d (q+eps)^(3/2)) + 3 v <v, s> <v, t> / (d^2 (q+eps)^(5/2)).",
)
def hessian_general(m):
    eps = m.scalar("eps", positive=True)
    s, t = m.vector("s"), m.vector("t")
    v, q = center(m, m.z), variance(m, m.z)
    r = q + eps
    second = m.D(lambda x: m.D(lambda y: core(m, y, eps), x, t), m.z, s)
    vs, vt, st = m.dot(v, s), m.dot(v, t), m.dot(center(m, s), t)
    expected = (center(m, t) * vs + center(m, s) * vt + v * st) * (-(r ** (-THREE_HALVES)) / m.d) + v * (
        3 * vs * vt * r ** (-FIVE_HALVES) / m.d**2
    )
    return Equal(second, expected)


# checked: SymPy exact, d = 1..6, random rational z, s, t: second derivative of the variance polynomial (hess_variance)
@claim(
    "TC.hess.variance",
    article=ARTICLE,
    statement="The variance has constant second derivative D_s D_t q = 2 <P s, P t>/d, a positive semidefinite "
    "quadratic form.",
)
def hessian_variance(m):
    s, t = m.vector("s"), m.vector("t")
    second = m.D(lambda x: m.D(lambda y: variance(m, y), x, t), m.z, s)
    return [
        Equal(second, 2 * m.dot(center(m, s), center(m, t)) / m.d, "D_s D_t q"),
        LessEqual(
            0,
            m.D(lambda x: m.D(lambda y: variance(m, y), x, s), m.z, s),
            gap=2 * m.norm2(center(m, s)) / m.d,
            label="D_s D_s q >= 0",
        ),
    ]


# checked: mpmath 50 digits, d = 1..7, second derivative of tau -> |u(z + tau x)|^2 by mpmath.diff (hess_curvature)
@claim(
    "TC.hess.curvature",
    article=ARTICLE,
    statement="The curvature of tau -> |u(z + tau x)|^2 at tau = 0 is 2 eps |P x|^2/(q+eps)^2 - 8 eps <v, x>^2/(d "
    "(q+eps)^3), which is 2 |P x|^2/eps at a constant input.",
)
def curvature_of_norm(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    x = m.vector("x")
    v, q = center(m, m.z), variance(m, m.z)
    zero, one = m.number(0), m.number(1)

    def curvature(at):
        return m.D(lambda a: m.D(lambda b: m.norm2(core(m, at + x * (a + b), eps)), zero, one), zero, one)

    px2 = m.norm2(center(m, x))
    return [
        Equal(curvature(m.z), 2 * eps * px2 / (q + eps) ** 2 - 8 * eps * m.dot(v, x) ** 2 / (m.d * (q + eps) ** 3)),
        Equal(curvature(m.one * c), 2 * px2 / eps, "at a constant input"),
    ]


# checked: mpmath 50 digits, h(t) = t/sqrt(2t^2/3 + eps), mpmath.diff(h, t, 2) at random t, eps (hess_family)
@claim(
    "TC.hess.family",
    article=ARTICLE,
    statement="Along the inputs (-t, 0, t) the third core coordinate h(t) = t/sqrt(2t^2/3 + eps) has second derivative "
    "h''(t) = -2 eps t / (2t^2/3 + eps)^(5/2).",
    scope=Example(3),
)
def family_second_derivative(m):
    eps, t = m.scalar("eps", positive=True), m.scalar("t")
    e = m.vec([-1, 0, 1])
    second = m.coordinates(m.D(lambda x: m.D(lambda y: core(m, y, eps), x, e), family_point(m, t), e))[2]
    return Equal(second, -2 * eps * t * (2 * t**2 / 3 + eps) ** (-FIVE_HALVES))


# checked: mpmath 50 digits, d = 1..7, mixed partial of y in (z along t, gamma along a) by mpmath.diff (hess_mixed)
@claim(
    "TC.hess.mixed-gain",
    article=ARTICLE,
    statement="The mixed second derivative of the output in the input (along t) and the gain (along a) is a (.) J t.",
)
def mixed_gain_input(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t, a = m.vector("gamma"), m.vector("beta"), m.vector("t"), m.vector("a")

    def gain_derivative(x):
        return m.D(lambda g: layer_norm(m, x, g, beta, eps), gamma, a)

    return Equal(m.D(gain_derivative, m.z, t), a * (core_jacobian(m, eps) @ t))


# =====================================================================================================
# TC.lim: limits in eps and to +-infinity


# checked: mpmath 50 digits, q/(q+eps) at eps = 1e-10, 1e-20, 1e-40 for random nonconstant z, d = 2..6 (lim_var0)
@claim(
    "TC.lim.variance-eps0",
    article=ARTICLE,
    statement="For a nonconstant input the variance of the core, q/(q + eps), tends to 1 as eps -> 0+.",
    scope=AllD(min_d=2, nonconstant=True),
)
def variance_as_eps_vanishes(m):
    return Limit(lambda e: variance(m, core(m, m.z, e)), 0, 1, "eps", side="+")


# checked: mpmath 50 digits, <v, J v>/|v|^2 with J by mpmath.diff at eps = 1e-10 .. 1e-30, d = 2..6 (lim_radial0)
@claim(
    "TC.lim.radial-eps0",
    article=ARTICLE,
    statement="For a nonconstant input the Jacobian's eigenvalue along v, <v, J v>/|v|^2 = eps/(q + eps)^(3/2), "
    "tends to 0 as eps -> 0+.",
    scope=AllD(min_d=2, nonconstant=True),
)
def radial_eigenvalue_as_eps_vanishes(m):
    v = center(m, m.z)
    return Limit(lambda e: m.dot(v, core_jacobian(m, e) @ v) / m.norm2(v), 0, 0, "eps", side="+")


# checked: mpmath 50 digits, sqrt(eps) <u, x> - <v, x> at eps = 1e10, 1e20, 1e40, d = 1..6 (lim_epsinf)
@claim(
    "TC.lim.eps-infinity",
    article=ARTICLE,
    statement="For every direction x, sqrt(eps) <u_eps(z), x> tends to <v, x> as eps -> oo: a large eps makes the core "
    "the centered input divided by sqrt(eps).",
)
def core_as_eps_grows(m):
    x = m.vector("x")
    v = center(m, m.z)
    return Limit(lambda e: m.sqrt(e) * m.dot(core(m, m.z, e), x), oo, m.dot(v, x), "eps")


# checked: mpmath 50 digits, |J(c1) x|^2 with J by mpmath.diff at eps = 1e-10 .. 1e-40, x nonzero centered (lim_blowup)
@claim(
    "TC.lim.constant-blowup",
    article=ARTICLE,
    statement="At a constant input the squared stretch |J x|^2 = |x|^2/eps of a nonzero centered direction x tends to "
    "+oo as eps -> 0+.",
    scope=AllD(min_d=2),
)
def blowup_at_constant_input(m):
    c = m.scalar("c")
    x = m.vector("x", orthogonal_to=(m.one,), nonzero=True)
    return Limit(lambda e: m.norm2(core_jacobian(m, e, at=m.one * c) @ x), 0, oo, "eps", side="+")


# checked: mpmath 50 digits, the ratio equals 1 + r at r = 1e10, 1e20, 1e40 for random eps (lim_condition)
@claim(
    "TC.lim.condition",
    article=ARTICLE,
    statement="The ratio of the Jacobian's eigenvalues orthogonal to and along v, 1/sqrt(q + eps) over eps/(q + "
    "eps)^(3/2), tends to +oo as q/eps -> oo.",
)
def condition_grows(m):
    eps = m.scalar("eps", positive=True)

    def ratio(r):
        level = r * eps + eps
        return level ** (-HALF) / (eps * level ** (-THREE_HALVES))

    return Limit(ratio, oo, oo, "r")


# checked: mpmath 50 digits, -t + t/sqrt(2t^2/3 + eps) at t = +-1e10, +-1e20, +-1e40 (lim_residual)
@claim(
    "TC.lim.residual",
    article=ARTICLE,
    statement="Along the inputs (-t, 0, t) the first coordinate of z - u(z), -t + t/sqrt(2t^2/3 + eps), tends to -oo "
    "as t -> +oo and to +oo as t -> -oo: normalization removes the scale.",
    scope=Example(3),
)
def residual_unbounded(m):
    eps = m.scalar("eps", positive=True)

    def residual(t):
        x = family_point(m, t)
        return m.coordinates(x - core(m, x, eps))[0]

    return [Limit(residual, oo, -oo, "t", "t -> +oo"), Limit(residual, -oo, oo, "t", "t -> -oo")]


# checked: mpmath 50 digits, c/sqrt(c^2 + eps) at c = +-1e10, +-1e20, +-1e40, d = 1..6 (lim_rms_const)
@claim(
    "TC.lim.rms-constant",
    article=ARTICLE,
    statement="RMSNorm of a constant input c 1 has coordinate mean c/sqrt(c^2 + eps), which tends to 1 as c -> +oo "
    "and to -1 as c -> -oo.",
)
def rms_constant_limits(m):
    eps = m.scalar("eps", positive=True)

    def level(c):
        return mean(m, rms_norm(m, m.one * c, eps))

    return [Limit(level, oo, 1, "c", "c -> +oo"), Limit(level, -oo, -1, "c", "c -> -oo")]


# =====================================================================================================
# TC.psd: positive semidefiniteness


# checked: SymPy exact, d = 1..6, random rational x: <x, P x> - |P x|^2 = 0 (psd_centering)
@claim(
    "TC.psd.centering",
    article=ARTICLE,
    statement="The centering matrix is positive semidefinite: <x, P x> = |P x|^2 >= 0 for every x.",
)
def centering_psd(m):
    x = m.vector("x")
    return LessEqual(0, m.dot(x, centering_matrix(m) @ x), gap=m.norm2(center(m, x)))


# checked: mpmath 50 digits, d = 2..7, 2000 random x (also x = v, x = 1, x orthogonal), J by mpmath.diff (psd_core)
@claim(
    "TC.psd.core",
    article=ARTICLE,
    statement="For a nonconstant input, writing x = a 1 + b v + w, the core Jacobian's quadratic form is "
    "<x, J x> = |w|^2/sqrt(q+eps) + b^2 d q eps/(q+eps)^(3/2) >= 0.",
    scope=AllD(min_d=2, nonconstant=True),
)
def core_psd(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    x = m.generic_vector("x", along=(m.one, v))
    b, w = x.coefficients[1], x.remainder
    form = m.dot(x.vector, core_jacobian(m, eps) @ x.vector)
    gap = m.norm2(w) * (q + eps) ** (-HALF) + b**2 * m.d * q * eps * (q + eps) ** (-THREE_HALVES)
    return LessEqual(0, form, gap=gap)


# checked: mpmath 50 digits, d = 2..7, random x, x = v, x orthogonal to 1 and v; eps 1e-6..1e6 (psd_energy)
@claim(
    "TC.psd.energy",
    article=ARTICLE,
    statement="For a nonconstant input |J x|^2 <= <x, J x>/sqrt(q + eps) <= <x, J x>/sqrt(eps) for every x, since "
    "every eigenvalue of J lies in [0, 1/sqrt(q + eps)].",
    scope=AllD(min_d=2, nonconstant=True),
)
def energy_bound(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    x = m.generic_vector("x", along=(m.one, v))
    b, w = x.coefficients[1], x.remainder
    J = core_jacobian(m, eps)
    form = m.dot(x.vector, J @ x.vector)
    r = q + eps
    form_closed = m.norm2(w) * r ** (-HALF) + b**2 * m.d * q * eps * r ** (-THREE_HALVES)
    return [
        Equal(form, form_closed, "<x, J x> in the split x = a 1 + b v + w"),
        LessEqual(m.norm2(J @ x.vector), form * r ** (-HALF), gap=b**2 * m.d * q**2 * eps / r**3, label="first"),
        LessEqual(
            form * r ** (-HALF),
            form * eps ** (-HALF),
            gap=form_closed * (eps ** (-HALF) - r ** (-HALF)),
            label="second",
        ),
    ]


# checked: mpmath 50 digits, d = 1..7, J(c 1) by mpmath.diff, <x, J x> and |J x|^2 for random x (psd_constant)
@claim(
    "TC.psd.constant",
    article=ARTICLE,
    statement="At a constant input <x, J x> = |P x|^2/sqrt(eps) >= 0 and |J x|^2 = <x, J x>/sqrt(eps): the bound "
    "|J x|^2 <= <x, J x>/sqrt(eps) is attained there.",
)
def constant_input_psd(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    x = m.vector("x")
    J = core_jacobian(m, eps, at=m.one * c)
    form = m.dot(x, J @ x)
    return [
        LessEqual(0, form, gap=m.norm2(center(m, x)) * eps ** (-HALF), label="<x, J x> = |P x|^2/sqrt(eps)"),
        Equal(m.norm2(J @ x), form * eps ** (-HALF), "|J x|^2 = <x, J x>/sqrt(eps)"),
    ]


# =====================================================================================================
# TC.sol: solution sets


# checked: SymPy solveset on a^2 q - q over (0, oo) for random rational q > 0 from random nonconstant z (sol_scale)
@claim(
    "TC.sol.variance-scale",
    article=ARTICLE,
    statement="For a nonconstant input the only scale a > 0 with q(a z) = q(z) is a = 1.",
    scope=AllD(min_d=2, nonconstant=True),
)
def variance_scale(m):
    return Solutions(lambda a: variance(m, m.z * a) - variance(m, m.z), Interval.open(0, oo), FiniteSet(1), "a")


# checked: SymPy solveset of d q/(q+e) / d - 1/2 = 0 over e > 0 for random rational q > 0 (sol_half)
@claim(
    "TC.sol.half-variance",
    article=ARTICLE,
    statement="For a nonconstant input the core has variance exactly 1/2 for one eps > 0 only: eps = q.",
    scope=AllD(min_d=2, nonconstant=True),
)
def half_variance(m):
    q = variance(m, m.z)
    return Solutions(lambda e: variance(m, core(m, m.z, e)) - HALF, Interval.open(0, oo), [q], "eps")


# checked: SymPy solveset of c/sqrt(c^2+eps) - 1/2 over c > 0 for random rational eps, vs sqrt(eps/3) (sol_rms)
@claim(
    "TC.sol.rms-half",
    article=ARTICLE,
    statement="RMSNorm maps the constant input c 1 with c > 0 to (1/2) 1 exactly when c = sqrt(eps/3).",
)
def rms_half(m):
    eps = m.scalar("eps", positive=True)
    return Solutions(
        lambda c: mean(m, rms_norm(m, m.one * c, eps)) - HALF, Interval.open(0, oo), [m.sqrt(eps / 3)], "c"
    )


# checked: SymPy solveset of eps (x+eps)^(-3/2) - (x+eps)^(-1/2) over [0, oo) for random rational eps (sol_eigen)
@claim(
    "TC.sol.eigen-equal",
    article=ARTICLE,
    statement="The Jacobian's eigenvalues along v, eps/(q + eps)^(3/2), and orthogonal to 1 and v, 1/sqrt(q + eps), "
    "coincide only at q = 0.",
)
def eigenvalues_coincide(m):
    eps = m.scalar("eps", positive=True)
    return Solutions(
        lambda x: eps * (x + eps) ** (-THREE_HALVES) - (x + eps) ** (-HALF), Interval(0, oo), FiniteSet(0), "q"
    )


# checked: h'(t) = eps (2t^2/3 + eps)^(-3/2) > 0 at 10^4 random t, and mpmath.diff of h agrees (sol_critical)
@claim(
    "TC.sol.no-critical-point",
    article=ARTICLE,
    statement="Along the inputs (-t, 0, t) the third core coordinate has no critical point: h'(t) = 0 has no real "
    "solution.",
    scope=Example(3),
)
def no_critical_point(m):
    eps = m.scalar("eps", positive=True)
    return Solutions(family_dh(m, eps), Reals, EmptySet, "t")


# checked: SymPy: h'' = -2 eps t (2t^2/3+eps)^(-5/2), solveset gives {0} at random rational eps (sol_inflect)
@claim(
    "TC.sol.inflection",
    article=ARTICLE,
    statement="Along the inputs (-t, 0, t) the third core coordinate has its only inflection point at t = 0: "
    "h''(t) = 0 exactly there.",
    scope=Example(3),
)
def inflection(m):
    eps = m.scalar("eps", positive=True)
    e = m.vec([-1, 0, 1])

    def second(t):
        return m.coordinates(m.D(lambda x: m.D(lambda y: core(m, y, eps), x, e), family_point(m, t), e))[2]

    return Solutions(second, Reals, FiniteSet(0), "t")


# checked: SymPy solveset of t/sqrt(2t^2/3 + eps) - 1 over the reals at random rational eps, vs sqrt(3 eps) (sol_level)
@claim(
    "TC.sol.family-level",
    article=ARTICLE,
    statement="Along the inputs (-t, 0, t) the third core coordinate equals 1 only at t = sqrt(3 eps) (squaring "
    "would add the false root -sqrt(3 eps)).",
    scope=Example(3),
)
def family_level(m):
    eps = m.scalar("eps", positive=True)
    h = family_h(m, eps)
    return Solutions(lambda t: h(t) - 1, Reals, [m.sqrt(3 * eps)], "t")


# =====================================================================================================
# TC.cs: Cauchy-Schwarz inside a chain


# checked: mpmath 50 digits, d = 1..8, random t and z: <v, t>^2 <= d q |t|^2 (cs_centered)
@claim(
    "TC.cs.centered",
    article=ARTICLE,
    statement="The centered input's inner product with any t is bounded by Cauchy-Schwarz: <v, t>^2 <= |v|^2 |t|^2 = "
    "d q |t|^2.",
)
def cs_centered(m):
    t = m.vector("t")
    v, q = center(m, m.z), variance(m, m.z)
    return (
        Chain(m.dot(v, t) ** 2, "<v, t>^2")
        .le(m.norm2(v) * m.norm2(t), "Cauchy-Schwarz", lemmas=("cauchy_schwarz",))
        .eq(m.d * q * m.norm2(t), "|v|^2 = d q", lemmas=("sum_vv",))
    )


# checked: mpmath 50 digits, d = 1..7, random t, g, J t by mpmath.diff: both links, and E17's gap (cs_jvp)
@claim(
    "TC.cs.jvp",
    article=ARTICLE,
    statement="The directional response of the core to t, paired with any g, satisfies <J t, g>^2 <= |J t|^2 |g|^2 <= "
    "|t|^2 |g|^2/eps.",
)
def cs_jvp(m):
    eps = m.scalar("eps", positive=True)
    g = m.vector("g")
    t = m.generic_vector("t", along=(m.one,))
    jt = core_jacobian(m, eps) @ t.vector
    return (
        Chain(m.dot(jt, g) ** 2, "<J t, g>^2")
        .le(m.norm2(jt) * m.norm2(g), "Cauchy-Schwarz", gap=m.cauchy_schwarz(jt, g), lemmas=("cauchy_schwarz",))
        .le(m.norm2(t.vector) * m.norm2(g) / eps, "|J t|^2 <= |t|^2/eps (E17)", gap=m.norm2(g) * e17_gap(m, eps, t))
    )


# checked: mpmath 50 digits, d = 1..8, random g: <g, u>^2 <= d q |g|^2/(q+eps) <= d |g|^2 (cs_gain)
@claim(
    "TC.cs.gain-gradient",
    article=ARTICLE,
    statement="The pairing of an upstream gradient g with the core obeys <g, u>^2 <= |g|^2 |u|^2 = d q |g|^2/(q + eps) "
    "<= d |g|^2.",
)
def cs_gain_gradient(m):
    eps = m.scalar("eps", positive=True)
    g = m.vector("g")
    u, q = core(m, m.z, eps), variance(m, m.z)
    return (
        Chain(m.dot(g, u) ** 2, "<g, u>^2")
        .le(m.norm2(g) * m.norm2(u), "Cauchy-Schwarz", lemmas=("cauchy_schwarz",))
        .eq(m.d * q * m.norm2(g) / (q + eps), "|u|^2 = d q/(q + eps)", lemmas=("sum_vv",))
        .le(m.d * m.norm2(g), "q/(q + eps) <= 1", gap=m.d * eps * m.norm2(g) / (q + eps))
    )


# checked: SymPy exact, d = 1..8, random rational x: mean(x)^2 <= |x|^2/d (cs_mean)
@claim(
    "TC.cs.mean",
    article=ARTICLE,
    statement="The square of a vector's mean is at most its mean square, mean(x)^2 <= |x|^2/d, by Cauchy-Schwarz "
    "with 1.",
)
def cs_mean(m):
    x = m.vector("x")
    return (
        Chain(mean(m, x) ** 2, "mean(x)^2")
        .eq(m.dot(m.one, x) ** 2 / m.d**2, "mean(x) = <1, x>/d")
        .le(m.norm2(m.one) * m.norm2(x) / m.d**2, "Cauchy-Schwarz", lemmas=("cauchy_schwarz",))
        .eq(m.norm2(x) / m.d, "|1|^2 = d", lemmas=("sum_one",))
    )


# checked: mpmath 50 digits, d = 1..7, constant z too, random x and x = v: <x, J x> and the lower bound (cs_psd)
@claim(
    "TC.cs.psd-core",
    article=ARTICLE,
    statement="At every input the core Jacobian is positive semidefinite: Cauchy-Schwarz on <v, P x> gives "
    "<x, J x> >= eps |P x|^2/(q + eps)^(3/2) >= 0.",
)
def cs_core_psd(m):
    eps = m.scalar("eps", positive=True)
    x = m.vector("x")
    v, q = center(m, m.z), variance(m, m.z)
    px = center(m, x)
    r = q + eps
    lower = eps * m.norm2(px) * r ** (-THREE_HALVES)
    by_norms = (m.norm2(px) - m.norm2(v) * m.norm2(px) / (m.d * r)) * r ** (-HALF)
    by_inner = (m.norm2(px) - m.dot(v, px) ** 2 / (m.d * r)) * r ** (-HALF)
    return (
        Chain(m.number(0), "0")
        .le(lower, "a nonnegative multiple of |P x|^2", gap=lower)
        .eq(by_norms, "|v|^2 = d q and q + eps - q = eps", lemmas=("sum_vv",))
        .le(by_inner, "Cauchy-Schwarz: <v, P x>^2 <= |v|^2 |P x|^2", lemmas=("cauchy_schwarz",))
        .eq(
            m.dot(x, core_jacobian(m, eps) @ x),
            "J = (P - v v^T/(d (q+eps)))/sqrt(q+eps) and <v, P x> = <v, x>",
            lemmas=("sum_v", "centering_matrix"),
        )
    )


# checked: mpmath 50 digits, d = 1..7, R by mpmath.diff, z = 0 too, random x and x = z: <x, R x> and the bound (cs_rms)
@claim(
    "TC.cs.psd-rms",
    article=ARTICLE,
    statement="The RMSNorm Jacobian is positive semidefinite: Cauchy-Schwarz on <z, x> gives "
    "<x, R x> >= eps |x|^2/(s + eps)^(3/2) >= 0.",
)
def cs_rms_psd(m):
    eps = m.scalar("eps", positive=True)
    x = m.vector("x")
    s = m.norm2(m.z) / m.d
    r = s + eps
    lower = eps * m.norm2(x) * r ** (-THREE_HALVES)
    by_norms = (m.norm2(x) - m.norm2(m.z) * m.norm2(x) / (m.d * r)) * r ** (-HALF)
    by_inner = (m.norm2(x) - m.dot(m.z, x) ** 2 / (m.d * r)) * r ** (-HALF)
    return (
        Chain(m.number(0), "0")
        .le(lower, "a nonnegative multiple of |x|^2", gap=lower)
        .eq(by_norms, "|z|^2 = d s and s + eps - s = eps")
        .le(by_inner, "Cauchy-Schwarz: <z, x>^2 <= |z|^2 |x|^2", lemmas=("cauchy_schwarz",))
        .eq(m.dot(x, rms_jacobian(m, eps) @ x), "R = (I - z z^T/(d (s+eps)))/sqrt(s+eps)")
    )


# =====================================================================================================
# TC.orth: nonzero vectors orthogonal to 1 and v (none exists at d = 2 for a nonconstant input)


# checked: mpmath 50 digits, d = 2..7, w projected off 1 and v; w = (1, -1) at a constant z, d = 2 (orth_eigen)
@claim(
    "TC.orth.eigen",
    article=ARTICLE,
    statement="Every nonzero w orthogonal to 1 and v is an eigenvector of the core Jacobian with eigenvalue "
    "1/sqrt(q + eps), for every d >= 2 (at d = 2 only constant inputs admit such a w).",
    scope=AllD(min_d=2),
    vacuous=(2,),
)
def orth_eigen(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v), nonzero=True)
    return Equal(core_jacobian(m, eps) @ w, w * (q + eps) ** (-HALF))


# checked: mpmath 50 digits, d = 3..7, w projected off 1 and v: <w, J w>/|w|^2 vs 1/sqrt(q+eps) (orth_rayleigh)
@claim(
    "TC.orth.rayleigh",
    article=ARTICLE,
    statement="For a nonconstant input, the Rayleigh quotient <w, J w>/|w|^2 of any nonzero w orthogonal to 1 and v is "
    "1/sqrt(q + eps), the largest eigenvalue of J (vacuous at d = 2, where no such w exists).",
    scope=AllD(min_d=2, nonconstant=True),
    vacuous=(2,),
)
def orth_rayleigh(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v), nonzero=True)
    return Equal(m.dot(w, core_jacobian(m, eps) @ w) / m.norm2(w), (q + eps) ** (-HALF))


# checked: mpmath 50 digits, d = 3, 4, w projected off 1 and v: |J w|^2/|w|^2 = 1/(q+eps) < 1/eps (orth_stretch)
@claim(
    "TC.orth.stretch",
    article=ARTICLE,
    statement="For d = 2..4 and a nonconstant input, a nonzero w orthogonal to 1 and v is stretched by |J w|^2/|w|^2 = "
    "1/(q + eps), strictly below 1/eps (vacuous at d = 2).",
    scope=Dims(2, 4, nonconstant=True),
    vacuous=(2,),
)
def orth_stretch(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v), nonzero=True)
    ratio = m.norm2(core_jacobian(m, eps) @ w) / m.norm2(w)
    return [
        Equal(ratio, 1 / (q + eps), "|J w|^2/|w|^2"),
        LessEqual(ratio, 1 / eps, gap=q / (eps * (q + eps)), strict=True, label="below 1/eps"),
    ]


# checked: SymPy exact, d = 3..6, w projected off 1 and v: D_w q = 0 and D_w D_w q = 2|w|^2/d > 0 (orth_flat)
@claim(
    "TC.orth.variance-flat",
    article=ARTICLE,
    statement="For a nonconstant input, moving along a nonzero w orthogonal to 1 and v leaves the variance stationary "
    "(D_w q = 0) but strictly convex (D_w D_w q = 2 |w|^2/d > 0); vacuous at d = 2.",
    scope=AllD(min_d=2, nonconstant=True),
    vacuous=(2,),
)
def orth_variance_flat(m):
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v), nonzero=True)
    first = m.D(lambda x: variance(m, x), m.z, w)
    second = m.D(lambda y: m.D(lambda x: variance(m, x), y, w), m.z, w)
    return [
        Equal(first, 0, "D_w q = 0"),
        Equal(second, 2 * m.norm2(w) / m.d, "D_w D_w q = 2 |w|^2/d"),
        Positive(second, "D_w D_w q > 0"),
    ]


# checked: mpmath 50 digits, d = 3, 4, gain c 1, dy/dz w by mpmath.diff and <y - beta, w> (orth_output)
@claim(
    "TC.orth.output",
    article=ARTICLE,
    statement="For d = 2..4, a nonconstant input and a uniform gain c 1, the output responds to a nonzero w orthogonal "
    "to 1 and v by c w/sqrt(q + eps), and y - beta is orthogonal to w (vacuous at d = 2).",
    scope=Dims(2, 4, nonconstant=True),
    vacuous=(2,),
)
def orth_output(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    beta = m.vector("beta")
    v, q = center(m, m.z), variance(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v), nonzero=True)
    gamma = m.one * c

    def output(x):
        return layer_norm(m, x, gamma, beta, eps)

    return [
        Equal(m.D(output, m.z, w), w * (c * (q + eps) ** (-HALF)), "dy/dz w"),
        Equal(m.dot(output(m.z) - beta, w), 0, "<y - beta, w> = 0"),
    ]


# =====================================================================================================
# TC.dim: concrete d, written with 1/m.d


# checked: SymPy exact, d = 1..6: mean as <(1/d) 1, z>, P = I - (1/d) 1 1^T idempotent with P z = v (dim_mean)
@claim(
    "TC.dim.mean",
    article=ARTICLE,
    statement="For d = 1..6 the mean is <(1/d) 1, z>, and I - (1/d) 1 1^T is idempotent and maps z to v.",
    scope=Dims(1, 6),
)
def dim_mean(m):
    avg = m.one * (1 / m.d)
    P = m.eye() - m.outer(m.one, m.one) * (1 / m.d)
    return [
        Equal(mean(m, m.z), m.dot(avg, m.z), "mean"),
        Equal(P @ P, P, "P^2 = P"),
        Equal(P @ m.z, center(m, m.z), "P z = v"),
    ]


# checked: SymPy exact, d = 1..6: trace((1/d) 1 1^T) = 1 and trace(I - (1/d) 1 1^T) = d - 1 (dim_trace)
@claim(
    "TC.dim.trace",
    article=ARTICLE,
    statement="For d = 1..6 the averaging matrix (1/d) 1 1^T has trace 1 and the centering matrix trace d - 1.",
    scope=Dims(1, 6),
)
def dim_trace(m):
    average = m.outer(m.one, m.one) * (1 / m.d)
    return [
        Equal(m.trace(average), 1, "trace (1/d) 1 1^T"),
        Equal(m.trace(m.eye() - average), m.d - 1, "trace P"),
    ]


# checked: mpmath 50 digits, d = 2..5: q = (1/d)|z|^2 - mean^2 and (1/d)|u|^2 = q/(q+eps) (dim_variance)
@claim(
    "TC.dim.variance",
    article=ARTICLE,
    statement="For d = 2..5 the variance is (1/d) |z|^2 - mean(z)^2 and the core's mean square (1/d) |u|^2 is "
    "q/(q + eps).",
    scope=Dims(2, 5),
)
def dim_variance(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return [
        Equal(q, (1 / m.d) * m.norm2(m.z) - mean(m, m.z) ** 2, "q"),
        Equal((1 / m.d) * m.norm2(core(m, m.z, eps)), q / (q + eps), "mean square of the core"),
    ]


# checked: mpmath 50 digits, d = 1..4, J(c 1) by mpmath.diff vs (I - (1/d) 1 1^T)/sqrt(eps) (dim_constant)
@claim(
    "TC.dim.constant-jacobian",
    article=ARTICLE,
    statement="For d = 1..4 the core Jacobian at a constant input c 1 is (I - (1/d) 1 1^T)/sqrt(eps).",
    scope=Dims(1, 4),
)
def dim_constant_jacobian(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    P = m.eye() - m.outer(m.one, m.one) * (1 / m.d)
    return Equal(core_jacobian(m, eps, at=m.one * c), P * eps ** (-HALF))


# =====================================================================================================
# TC.ex: worked examples


# checked: by hand (J = [[1/3,-1/3,0],[-1/3,2/3,-1/3],[0,-1/3,1/3]]) and SymPy exactly (ex_backward)
@claim(
    "TC.ex.backward-d3",
    article=ARTICLE,
    statement="For z = (1, 2, 3), eps = 1/3, gamma = (2, 0, -1) and g = (1, 0, 0): J^T g = (1/3, -1/3, 0), the layer's "
    "input gradient is (2/3, -2/3, 0) and the gain gradient g (.) u is (-1, 0, 0).",
    scope=Example(3),
)
def example_backward_d3(m):
    z, eps = m.vec([1, 2, 3]), m.number(Rational(1, 3))
    gamma, g = m.vec([2, 0, -1]), m.vec([1, 0, 0])
    third = Rational(1, 3)
    return [
        Equal(core_jacobian(m, eps, at=z).T @ g, m.vec([third, -third, 0]), "J^T g"),
        Equal(output_jacobian(m, eps, gamma, m.one * 0, at=z).T @ g, m.vec([2 * third, -2 * third, 0]), "(dy/dz)^T g"),
        Equal(g * core(m, z, eps), m.vec([-1, 0, 0]), "g (.) u"),
    ]
