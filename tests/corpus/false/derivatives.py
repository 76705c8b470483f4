"""Corpus of false claims, class derivatives: Derivatives and Jacobians: wrong eigenvalues, traces, directions,
second derivatives, derivatives at a kink, and worked examples where the concrete model is the proof.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:derivatives".  From: ADV.* (the adversarial suite), SC.* (the soundness
suite), RT2.* (red-team round 2), RT3.* (red-team round 3), RT4.* (red-team round 4), RT5.* (red-team round
5), RT6.* (red-team round 6), RT7.* (red-team round 7), RT11.* (red-team round 11), RT12.* (red-team round
12), RT13.* (red-team round 13), RT16.* (red-team round 16); tests/corpus/ROUNDS.md says what each round
probed.
"""

import sympy as sp
from sympy import Rational

from symln import AllD, Dims, Equal, Example, LessEqual, Positive, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance
from symln.rms import mean_square, rms_jacobian


# ---------------------------------------------------------------- the adversarial suite (ADV.*)


@claim("ADV.strict-bound", article="corpus-false:derivatives", statement="Every centered direction is stretched strictly less than eps^(-1/2).")
def strict_bound(m):
    # equality holds exactly at constant inputs (q = 0): strictness fails on a thin set
    eps = m.scalar("eps", positive=True)
    x = m.vector("x", orthogonal_to=(m.one,), nonzero=True)
    J = core_jacobian(m, eps)
    return LessEqual(m.norm2(J @ x), m.norm2(x) / eps, strict=True)


@claim("ADV.tight-bound", article="corpus-false:derivatives", statement="The Jacobian norm is at most (2 eps)^(-1/2).")
def bound_too_tight(m):
    # true away from constant inputs for large q, fails as q -> 0
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LessEqual(m.norm2(core_jacobian(m, eps) @ x.vector), m.norm2(x.vector) / (2 * eps))


@claim("ADV.wrong-vector", article="corpus-false:derivatives", statement="1 is an eigenvector with the radial eigenvalue.")
def right_value_wrong_vector(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(core_jacobian(m, eps) @ m.one, m.one * (eps * (q + eps) ** Rational(-3, 2)))


# ---------------------------------------------------------------- the soundness suite (SC.*)


HALF = Rational(1, 2)


@claim(
    "SC.range.abs-mean",
    article="corpus-false:derivatives",
    statement="For d >= 9 the absolute mean x -> |mean(x)| has derivative 0 at x = 0 in every direction "
    "(false: along t = 1, |mean(s 1)| = |s| has one-sided derivatives +1 and -1, so no derivative exists).",
    scope=AllD(min_d=9),
)
def range_abs_mean(m):
    t = m.vector("t")
    return Equal(m.D(lambda p: abs(mean(m, p)), m.one * 0, t), 0)


@claim(
    "SC.range.norm-kink",
    article="corpus-false:derivatives",
    statement="For d >= 9 the Euclidean norm x -> sqrt(|x|^2) has derivative 0 at x = 0 in every direction "
    "(false: along t = e_1 it is |s|, with one-sided derivatives +1 and -1).",
    scope=AllD(min_d=9),
)
def range_norm_kink(m):
    t = m.vector("t")
    return Equal(m.D(lambda p: m.sqrt(m.norm2(p)), m.one * 0, t), 0)


@claim(
    "SC.range.scalar-kink",
    article="corpus-false:derivatives",
    statement="For d >= 9 the magnitude s -> sqrt(s*s) has derivative 0 at s = 0 "
    "(false: sqrt(s^2) = |s| has one-sided derivatives +1 and -1 there).",
    scope=AllD(min_d=9),
)
def range_scalar_kink(m):
    return Equal(m.D(lambda s: m.sqrt(s * s), m.number(0), m.number(1)), 0)


@claim(
    "SC.range.coord-kink",
    article="corpus-false:derivatives",
    statement="For d >= 9 and every index i, x -> |x_i| has derivative 0 at x = 0 in every direction "
    "(false: along t = e_i it is |s|, with one-sided derivatives +1 and -1).",
    scope=AllD(min_d=9),
)
def range_coord_kink(m):
    e = m.coordinate_vector("e")
    t = m.vector("t")
    return Equal(m.D(lambda p: abs(m.dot(e, p)), m.one * 0, t), 0)


@claim(
    "SC.range.relu-kink",
    article="corpus-false:derivatives",
    statement="For d >= 9 the rectifier s -> (s + |s|)/2 has derivative 1/2 at s = 0 "
    "(false: its one-sided derivatives there are 0 and 1, so it has no derivative at 0).",
    scope=AllD(min_d=9),
)
def range_relu_kink(m):
    return Equal(m.D(lambda s: (s + abs(s)) / 2, m.number(0), m.number(1)), HALF)


@claim(
    "SC.range.std-kink",
    article="corpus-false:derivatives",
    statement="For d >= 9 the standard deviation sqrt(q) has derivative 0 at every constant input c 1 in every "
    "direction (false: along t = e_1 - e_2 at d = 9, sqrt(q(c 1 + s t)) = sqrt(2) |s|/3 has no derivative at s = 0).",
    scope=AllD(min_d=9),
)
def range_std_kink(m):
    c = m.scalar("c")
    t = m.vector("t")
    return Equal(m.D(lambda p: m.sqrt(variance(m, p)), m.one * c, t), 0)


# ---------------------------------------------------------------- red-team round 2 (RT2.*)


NONCONSTANT = AllD(min_d=2, nonconstant=True)


def rsqrt(x):
    return x ** (-HALF)


@claim(
    "RT2.fail.jacobian-no-centering",
    article="corpus-false:derivatives",
    statement="J = (I - v v^T/(d (q+eps)))/sqrt(q+eps) (false: J 1 = 0, but this maps 1 to 1/sqrt(q+eps)).",
)
def fail_jacobian_no_centering(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps), (m.eye() - m.outer(v, v) / (m.d * (q + eps))) * rsqrt(q + eps))


@claim(
    "RT2.fail.jacobian-no-d",
    article="corpus-false:derivatives",
    statement="J = (P - v v^T/(q+eps))/sqrt(q+eps) (false: d = 2, z = (-1, 1), eps = 1: J v = v/2^(3/2), this gives "
    "(v - v |v|^2/2)/sqrt 2 = 0).",
)
def fail_jacobian_no_d(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps), (centering_matrix(m) - m.outer(v, v) / (q + eps)) * rsqrt(q + eps))


@claim(
    "RT2.fail.radial-eigenvalue",
    article="corpus-false:derivatives",
    statement="J v = eps/(q+eps) v (false: the eigenvalue is eps/(q+eps)^(3/2); z = (-1, 1), eps = 3 gives 3/8, "
    "not 3/4).",
    scope=NONCONSTANT,
)
def fail_radial_eigenvalue(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps) @ v, v * (eps / (q + eps)))


@claim(
    "RT2.fail.transverse-eigenvalue",
    article="corpus-false:derivatives",
    statement="For d >= 3, J w = w/(q+eps) for w orthogonal to 1 and v (false: the eigenvalue is (q+eps)^(-1/2); "
    "q + eps = 4 gives 1/2, not 1/4).",
    scope=AllD(min_d=3),
)
def fail_transverse_eigenvalue(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v))
    return Equal(core_jacobian(m, eps) @ w, w / (q + eps))


@claim(
    "RT2.fail.radial-bound-everywhere",
    article="corpus-false:derivatives",
    statement="|J x|^2 <= eps^2/(q+eps)^3 |x|^2 for every x (false: the radial eigenvalue is not the largest; "
    "d = 3, z = (1, 2, 3), eps = 1, x = (1, -2, 1) is stretched by (q+eps)^(-1/2)).",
)
def fail_radial_bound_everywhere(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    x = m.vector("x")
    return LessEqual(m.norm2(core_jacobian(m, eps) @ x), m.norm2(x) * eps**2 / (q + eps) ** 3)


@claim(
    "RT2.fail.jacobian-kills-v",
    article="corpus-false:derivatives",
    statement="The input gradient is orthogonal to v: <v, J g> = 0 (false: g = v gives eps |v|^2/(q+eps)^(3/2) > 0).",
)
def fail_jacobian_kills_v(m):
    eps = m.scalar("eps", positive=True)
    g = m.vector("g")
    return Equal(m.dot(center(m, m.z), core_jacobian(m, eps) @ g), 0)


@claim(
    "RT2.fail.jacobian-injective",
    article="corpus-false:derivatives",
    statement="For d >= 2 the Jacobian moves every nonzero x: |J x|^2 > 0 (false: x = 1).",
    scope=AllD(min_d=2),
)
def fail_jacobian_injective(m):
    eps = m.scalar("eps", positive=True)
    x = m.vector("x", nonzero=True)
    return Positive(m.norm2(core_jacobian(m, eps) @ x))


@claim(
    "RT2.fail.example-norm",
    article="corpus-false:derivatives",
    statement="At z = (-1, 1), eps = 3 the Jacobian has norm 1/4 (false: 3/8, attained along (-1, 1)).",
    scope=Example(2),
)
def fail_example_norm(m):
    J = core_jacobian(m, m.number(3), at=m.vec([-1, 1]))
    x = m.generic_vector("x", along=(m.one, m.vec([-1, 1])))
    n = Rational(1, 4)
    return LessEqual(m.norm2(J @ x.vector), n**2 * m.norm2(x.vector), gap=n**2 * m.d * x.coefficients[0] ** 2)


@claim(
    "RT2.fail.output-jacobian-order",
    article="corpus-false:derivatives",
    statement="D y = J diag(gamma) (false: D y = diag(gamma) J; they differ unless gamma is constant).",
)
def fail_output_jacobian_order(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(output_jacobian(m, eps, gamma, beta), core_jacobian(m, eps) @ m.diag(gamma))


@claim(
    "RT2.fail.gain-gradient-uses-y",
    article="corpus-false:derivatives",
    statement="dL/dgamma = g (.) y (false: it is g (.) u; beta = 1 shows the difference).",
)
def fail_gain_gradient_uses_y(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    loss, t = m.scalar_loss("l"), m.vector("t")
    y = layer_norm(m, m.z, gamma, beta, eps)
    g = loss.gradient(y)
    return Equal(m.D(lambda gg: loss(layer_norm(m, m.z, gg, beta, eps)), gamma, t), m.dot(t, g * y))


@claim(
    "RT2.fail.bias-gradient-uses-u",
    article="corpus-false:derivatives",
    statement="dL/dbeta = g (.) u (false: it is g; g = t = (1, 1) gives <t, g> = 2 but <t, g (.) u> = 0, since u sums to 0).",
)
def fail_bias_gradient_uses_u(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    loss, t = m.scalar_loss("l"), m.vector("t")
    g = loss.gradient(layer_norm(m, m.z, gamma, beta, eps))
    return Equal(m.D(lambda bb: loss(layer_norm(m, m.z, gamma, bb, eps)), beta, t), m.dot(t, g * core(m, m.z, eps)))


@claim(
    "RT2.fail.constant-jacobian-identity",
    article="corpus-false:derivatives",
    statement="At a constant input the Jacobian is I/sqrt(eps) (false: P/sqrt(eps), which kills 1).",
)
def fail_constant_jacobian_identity(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    return Equal(core_jacobian(m, eps, at=m.one * c), m.eye() * rsqrt(eps))


@claim(
    "RT2.fail.variance-derivative-uncentered",
    article="corpus-false:derivatives",
    statement="D_t q = 2 <z, t>/d (false: 2 <v, t>/d; t = 1 gives 2 mean(z), not 0).",
)
def fail_variance_derivative_uncentered(m):
    t = m.vector("t")
    return Equal(m.D(lambda x: variance(m, x), m.z, t), 2 * m.dot(m.z, t) / m.d)


@claim(
    "RT2.fail.variance-second-derivative",
    article="corpus-false:derivatives",
    statement="D_t D_t q = 2 |t|^2/d (false: 2 |P t|^2/d; t = 1 gives 0, not 2).",
)
def fail_variance_second_derivative(m):
    t = m.vector("t")
    return Equal(m.D(lambda y: m.D(lambda x: variance(m, x), y, t), m.z, t), 2 * m.norm2(t) / m.d)


@claim(
    "RT2.fail.attainment-everywhere",
    article="corpus-false:derivatives",
    statement="For d >= 2, |J x|^2 = |x|^2/eps for every x orthogonal to 1 (false: only at constant inputs; "
    "z = (-1, 1), eps = 1, x = (-1, 1) gives 1/4, not 2).",
    scope=AllD(min_d=2),
)
def fail_attainment_everywhere(m):
    eps = m.scalar("eps", positive=True)
    x = m.vector("x", orthogonal_to=(m.one,))
    return Equal(m.norm2(core_jacobian(m, eps) @ x), m.norm2(x) / eps)


@claim(
    "RT2.fail.bound-strict",
    article="corpus-false:derivatives",
    statement="For d >= 2, |J x|^2 < |x|^2/eps for every nonzero x (false: equality at a constant input with "
    "x = (1, -1)).",
    scope=AllD(min_d=2),
)
def fail_bound_strict(m):
    eps = m.scalar("eps", positive=True)
    x = m.vector("x", nonzero=True)
    return LessEqual(m.norm2(core_jacobian(m, eps) @ x), m.norm2(x) / eps, strict=True)


@claim(
    "RT2.fail.core-derivative-eps",
    article="corpus-false:derivatives",
    statement="d u_eps/d eps = -v/(q+eps)^(3/2) (false: the factor is -1/2).",
)
def fail_core_derivative_eps(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(m.D(lambda e: core(m, m.z, e), eps, 1), v * (-((q + eps) ** Rational(-3, 2))))


@claim(
    "RT2.fail.symmetry-ratio-d1",
    article="corpus-false:derivatives",
    statement="<t, J w>/<w, J t> = 1 for nonzero t, w (false: at d = 1, J = 0 and the ratio is 0/0).",
)
def fail_symmetry_ratio_d1(m):
    eps = m.scalar("eps", positive=True)
    t, w = m.vector("t", nonzero=True), m.vector("w", nonzero=True)
    J = core_jacobian(m, eps)
    return Equal(m.dot(t, J @ w) / m.dot(w, J @ t), 1)


@claim(
    "RT2.fail.amplification-ratio-constant",
    article="corpus-false:derivatives",
    statement="The relative scaling sensitivity of |u|^2, (d/da |u(a z)|^2 at a = 1)/|u|^2, is 2 eps/(q + eps) "
    "(false: at a constant input |u|^2 = 0 and the ratio is 0/0).",
)
def fail_amplification_ratio_constant(m):
    eps = m.scalar("eps", positive=True)
    return Equal(
        m.D(lambda a: m.norm2(core(m, m.z * a, eps)), 1, 1) / m.norm2(core(m, m.z, eps)),
        2 * eps / (variance(m, m.z) + eps),
    )


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


def rms_norm(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


@claim(
    "RT3.ex.nested-kink",
    article="corpus-false:derivatives",
    statement="d/deps of (d/ds (|s| + eps s) at s = 0) equals 1 (false: |s| + eps s has one-sided slopes eps + 1 "
    "and eps - 1 at 0, so the inner derivative does not exist).",
    scope=Example(1),
)
def ex_nested_kink(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.D(lambda e: m.D(lambda s: m.sqrt(s * s) + e * s, m.number(0), m.number(1)), eps, 1), 1)


@claim(
    "RT3.ex.l1-mixed",
    article="corpus-false:derivatives",
    statement="At z = (-1, 0, 1) the mixed derivative d/deps D_{e_2} of |z|_1 + |u_eps(z)|^2 is 0, the L1 penalty "
    "not depending on eps (false: |z + s e_2|_1 = 2 + |s|, so D_{e_2} does not exist there).",
    scope=Example(3),
)
def ex_l1_mixed(m):
    eps = m.scalar("eps", positive=True)
    z0, e2 = m.vec([-1, 0, 1]), m.vec([0, 1, 0])

    def l1(x):
        return sum((m.sqrt(c * c) for c in m.coordinates(x)), m.number(0))

    def inner(e):
        return m.D(lambda x: l1(x) + m.norm2(core(m, x, e)), z0, e2)

    return Equal(m.D(inner, eps, 1), 0)


@claim(
    "RT3.ex.dual-free-term",
    article="corpus-false:derivatives",
    statement="At z = (1, 2, 3), adding a term 1/(eps - q) that depends only on eps does not change the derivative: "
    "D_t (sum(x) + 1/(eps - q(z))) = sum(t) (false: q(z) = 2/3, so at eps = 2/3 the function is undefined).",
    scope=Example(3),
)
def ex_dual_free_term(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    z0 = m.vec([1, 2, 3])
    q0 = variance(m, z0)
    return Equal(m.D(lambda x: m.total(x) + 1 / (eps - q0), z0, t), m.total(t))


@claim(
    "RT3.ex.barrier-gradient",
    article="corpus-false:derivatives",
    statement="At z = (1, 2, 3), the directional derivative of the objective |u_eps(x)|^2/2 + 1/(1 - eps) is "
    "<u, J t>, the barrier in eps dropping out (false: at eps = 1 the objective is undefined).",
    scope=Example(3),
)
def ex_barrier_gradient(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    z0 = m.vec([1, 2, 3])
    u = core(m, z0, eps)
    derivative = m.D(lambda x: m.norm2(core(m, x, eps)) / 2 + 1 / (1 - eps), z0, t)
    return Equal(derivative, m.dot(u, core_jacobian(m, eps, at=z0) @ t))


@claim(
    "RT3.fail.jac-rank-one-d2",
    article="corpus-false:derivatives",
    statement="J = (q + eps)^(-1/2) (P - v v^T/(d^2 (q + eps))) (false: the rank-one term has d, not d^2; d = 2, "
    "z = (0, 2), eps = 1 differ in the v v^T entry).",
)
def fail_jac_rank_one_d2(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps), (centering_matrix(m) - m.outer(v, v) / (m.d**2 * (q + eps))) * rsqrt(q + eps))


@claim(
    "RT3.fail.radial-eigenvalue",
    article="corpus-false:derivatives",
    statement="J v = eps/(q + eps) v (false: the eigenvalue is eps/(q + eps)^(3/2); q = 1, eps = 3 give 3/8 vs 3/4).",
    scope=NONCONSTANT,
)
def fail_radial_eigenvalue_rt3(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps) @ v, v * (eps / (q + eps)))


@claim(
    "RT3.fail.trace-jacobian",
    article="corpus-false:derivatives",
    statement="tr J = (d - 1)/sqrt(q + eps) (false: the rank-one term subtracts q/(q + eps)^(3/2); d = 2, q = 1, "
    "eps = 3 give 1/2 - 1/8 = 3/8, not 1/2).",
)
def fail_trace_jacobian(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.trace(core_jacobian(m, eps)), (m.d - 1) * rsqrt(q + eps))


@claim(
    "RT3.fail.frobenius",
    article="corpus-false:derivatives",
    statement="||J||_F^2 = (d - 1)/(q + eps) (false: the radial eigenvalue is eps/(q + eps)^(3/2), not "
    "(q + eps)^(-1/2); "
    "d = 2, q = 1, eps = 3 give 9/64, not 1/4).",
)
def fail_frobenius(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    J = core_jacobian(m, eps)
    return Equal(m.trace(J.T @ J), (m.d - 1) / (q + eps))


@claim(
    "RT3.fail.gain-grad-y",
    article="corpus-false:derivatives",
    statement="The gain gradient of a loss is g (.) y (false: it is g (.) u; at a constant input u = 0 while "
    "y = beta, so beta = 1 makes g (.) y = g differ from g (.) u = 0).",
)
def fail_gain_grad_y(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, dg = m.vector("gamma"), m.vector("beta"), m.vector("dg")
    loss = m.scalar_loss("l")
    g = loss.gradient(layer_norm(m, m.z, gamma, beta, eps))
    y = layer_norm(m, m.z, gamma, beta, eps)
    return Equal(m.D(lambda c: loss(layer_norm(m, m.z, c, beta, eps)), gamma, dg), m.dot(g * y, dg))


@claim(
    "RT3.fail.const-jacobian-identity",
    article="corpus-false:derivatives",
    statement="At a constant input the Jacobian is I/sqrt(eps) (false: it is P/sqrt(eps); its action on 1 is 0).",
)
def fail_const_jacobian_identity(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    return Equal(core_jacobian(m, eps, at=m.one * c), m.eye() * rsqrt(eps))


@claim(
    "RT3.fail.rms-jacobian",
    article="corpus-false:derivatives",
    statement="The RMSNorm Jacobian is (s + eps)^(-1/2) (I - z z^T/(s + eps)) (false: the rank-one term has 1/d; "
    "d = 2, z = (1, 0), eps = 1 differ).",
)
def fail_rms_jacobian(m):
    eps = m.scalar("eps", positive=True)
    z = m.z
    s = m.norm2(z) / m.d
    return Equal(m.jacobian(lambda x: rms_norm(m, x, eps), z), (m.eye() - m.outer(z, z) / (s + eps)) * rsqrt(s + eps))


@claim(
    "RT3.fail.vjp-order",
    article="corpus-false:derivatives",
    statement="J_y^T g = gamma (.) (J g) (false: it is J (gamma (.) g); gamma = (1, 0), g = (1, 0), z = 0, d = 2 "
    "differ).",
)
def fail_vjp_order(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, g = m.vector("gamma"), m.vector("beta"), m.vector("g")
    return Equal(output_jacobian(m, eps, gamma, beta).T @ g, gamma * (core_jacobian(m, eps) @ g))


@claim(
    "RT3.fail.second-derivative-norm",
    article="corpus-false:derivatives",
    statement="D_t D_t |u|^2 = 2 eps |P t|^2/(q + eps)^2 (false: the radial term is missing; d = 2, z = (0, 2), "
    "t = (0, 1), eps = 1 differ).",
)
def fail_second_derivative_norm(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    q = variance(m, m.z)
    Pt = centering_matrix(m) @ t
    second = m.D(lambda y: m.D(lambda x: m.norm2(core(m, x, eps)), y, t), m.z, t)
    return Equal(second, 2 * eps * m.norm2(Pt) / (q + eps) ** 2)


@claim(
    "RT3.fail.output-jacobian-symmetric",
    article="corpus-false:derivatives",
    statement="The output Jacobian diag(gamma) J is symmetric (false: gamma = (1, 0), z = 0, d = 2 gives the "
    "off-diagonal entries -1/(2 sqrt eps) and 0).",
)
def fail_output_jacobian_symmetric(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    Jy = output_jacobian(m, eps, gamma, beta)
    return Equal(Jy.T, Jy)


@claim(
    "RT3.fail.loss-second-order",
    article="corpus-false:derivatives",
    statement="D_t D_t l(y(z)) = <grad l(y), D_t D_t y> for every smooth loss (false: the Hessian term "
    "(D_t y)^T H (D_t y) is dropped; l = |y|^2/2 gives |D_t y|^2 more).  The general-d model, whose loss is "
    "first order, proves it; the concrete cross-check leaves it undecided.",
)
def fail_loss_second_order(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    loss = m.scalar_loss("l")

    def y(x):
        return layer_norm(m, x, gamma, beta, eps)

    lhs = m.D(lambda a: m.D(lambda x: loss(y(x)), a, t), m.z, t)
    rhs = m.dot(loss.gradient(y(m.z)), m.D(lambda a: m.D(y, a, t), m.z, t))
    return Equal(lhs, rhs)


@claim(
    "RT3.fail.eps-monotone",
    article="corpus-false:derivatives",
    statement="The core norm increases with eps: d/deps |u_eps|^2 >= 0 (false: it is -d q/(q + eps)^2 < 0 for q > 0).",
)
def fail_eps_monotone(m):
    e0 = m.scalar("eps", positive=True)
    return LessEqual(0, m.D(lambda e: m.norm2(core(m, m.z, e)), e0, 1))


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


@claim(
    "RT4.ex.closure-example",
    article="corpus-false:derivatives",
    statement="At z0 = (1, 2, 4) the core is locally constant: D_t u_eps(z0) = 0 for every t (false: t = e_1, eps = 1 "
    "give D_t u_1 = 30 sqrt(23)/529 != 0; the lambda closes over z0).",
    scope=Example(3),
)
def ex_closure_example(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    z0 = m.vec([1, 2, 4])
    return Equal(m.D(lambda x: core(m, z0, eps), z0, t), m.vec([0, 0, 0]))


@claim(
    "RT4.ex.closure-dims",
    article="corpus-false:derivatives",
    statement="For d = 2, 3 the output Jacobian is zero (false: d = 2, gamma = (1, 1), z = (0, 2), eps = 1 give "
    "J_y = (1/(4 sqrt 2)) [[1, -1], [-1, 1]]; the lambda closes over m.z).",
    scope=Dims(2, 3),
)
def ex_closure_dims(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(m.jacobian(lambda x: layer_norm(m, m.z, gamma, beta, eps), m.z), m.eye() * 0)


@claim(
    "RT4.fail.jacobian-positive-definite",
    article="corpus-false:derivatives",
    statement="The core Jacobian is positive definite: <t, J t> > 0 for every nonzero t (false: t = 1 gives J 1 = 0).",
)
def fail_jacobian_positive_definite(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", nonzero=True)
    return Positive(m.dot(t, core_jacobian(m, eps) @ t))


@claim(
    "RT4.fail.core-orthogonal-to-jt",
    article="corpus-false:derivatives",
    statement="The core is orthogonal to every change J t (false: <u, J t> = eps <v, t>/(q + eps)^2; d = 2, "
    "z = (0, 2), t = (0, 1), eps = 1 give 1/4).",
)
def fail_core_orthogonal_to_jt(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    return Equal(m.dot(core(m, m.z, eps), core_jacobian(m, eps) @ t), 0)


@claim(
    "RT4.fail.gain-gradient-missing-bias",
    article="corpus-false:derivatives",
    statement="For l = |y|^2/2 the gain gradient is gamma (.) u (.) u (false: it is (gamma (.) u + beta) (.) u; "
    "z = (0, 2), eps = 1, gamma = (1, 1), beta = (1, 0), t = (1, 0) differ by -1/sqrt 2).",
)
def fail_gain_gradient_missing_bias(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    u = core(m, m.z, eps)
    derivative = m.D(lambda g: m.norm2(layer_norm(m, m.z, g, beta, eps)) / 2, gamma, t)
    return Equal(derivative, m.dot(gamma * u * u, t))


@claim(
    "RT4.fail.bias-gradient-gain",
    article="corpus-false:derivatives",
    statement="The bias gradient of a loss is gamma (.) g (false: it is g; gamma = 0 gives 0 vs g).",
)
def fail_bias_gradient_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    loss = m.scalar_loss("l")
    g = loss.gradient(layer_norm(m, m.z, gamma, beta, eps))
    return Equal(m.D(lambda b: loss(layer_norm(m, m.z, gamma, b, eps)), beta, t), m.dot(gamma * g, t))


@claim(
    "RT4.fail.rms-radial-power",
    article="corpus-false:derivatives",
    statement="The RMSNorm Jacobian scales z by eps/(s + eps) (false: by eps/(s + eps)^(3/2); d = 1, z = (1), eps = 1 "
    "give 1/(2 sqrt 2) vs 1/2).",
)
def fail_rms_radial_power(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    return Equal(m.D(lambda x: rms_norm(m, x, eps), m.z, m.z), m.z * (eps / (s + eps)))


@claim(
    "RT4.fail.derivative-along-v",
    article="corpus-false:derivatives",
    statement="D_v u_eps(z) = v/sqrt(q + eps) (false: the radial factor eps/(q + eps) is missing; z = (0, 2), "
    "eps = 1 differ).",
)
def fail_derivative_along_v(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(m.D(lambda x: core(m, x, eps), m.z, v), v * rsqrt(q + eps))


@claim(
    "RT4.fail.normalizer-concave",
    article="corpus-false:derivatives",
    statement="The normalizer sqrt(q + eps) is concave along lines: D_t D_t sqrt(q(x) + eps) <= 0 (false: it is "
    "convex, (|Pt|^2 (q + eps) - <v, t>^2/d)/(d (q + eps)^(3/2)) >= 0; z = (0, 0), t = (1, -1), eps = 1 give 1).",
)
def fail_normalizer_concave(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    second = m.D(lambda y: m.D(lambda x: m.sqrt(variance(m, x) + eps), y, t), m.z, t)
    return LessEqual(second, 0)


@claim(
    "RT4.fail.d2-orthogonal-eigenvalue",
    article="corpus-false:derivatives",
    statement="At d = 2 and a nonconstant input, every centered direction is stretched by (q + eps)^(-1/2): "
    "|J t|^2 = |t|^2/(q + eps) for t orthogonal to 1 (false: at d = 2 the only centered direction is v, stretched "
    "by eps/(q + eps)^(3/2); z = (0, 2), eps = 1, t = (1, -1) give 1/4 vs 1).",
    scope=Dims(2, 2, nonconstant=True),
)
def fail_d2_orthogonal_eigenvalue(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", orthogonal_to=(m.one,))
    q = variance(m, m.z)
    return Equal(m.norm2(core_jacobian(m, eps) @ t), m.norm2(t) / (q + eps))


@claim(
    "RT4.fail.d1-jacobian",
    article="corpus-false:derivatives",
    statement="At d = 1 the core Jacobian is 1/sqrt(eps) (false: at d = 1 the core is 0, so J = 0).",
    scope=Example(1),
)
def fail_d1_jacobian(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core_jacobian(m, eps), m.eye() * rsqrt(eps))


@claim(
    "RT4.fail.abs-mean-derivative",
    article="corpus-false:derivatives",
    statement="D_t |mean(x)| at z equals mean(z) mean(t)/|mean(z)| (false: at mean(z) = 0 the absolute value has a "
    "kink and no derivative; z = (-1, 1), t = (1, 0)).",
)
def fail_abs_mean_derivative(m):
    t = m.vector("t")
    mu = mean(m, m.z)
    return Equal(m.D(lambda x: m.sqrt(mean(m, x) ** 2), m.z, t), mu * mean(m, t) / m.sqrt(mu**2))


@claim(
    "RT4.fail.jacobian-commutes-with-gain",
    article="corpus-false:derivatives",
    statement="J diag(gamma) = diag(gamma) J (false: d = 2, gamma = (1, 0), z = 0, eps = 1 give different off-diagonal "
    "entries).",
)
def fail_jacobian_commutes_with_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    J = core_jacobian(m, eps)
    return Equal(J @ m.diag(gamma), m.diag(gamma) @ J)


@claim(
    "RT4.fail.example-jacobian-constant",
    article="corpus-false:derivatives",
    statement="At z = (-1, 1), eps = 3 the Jacobian is (3/8)[[1, -1], [-1, 1]] (false: it is (3/16)[[1, -1], [-1, 1]]).",
    scope=Example(2),
)
def fail_example_jacobian_constant(m):
    J = core_jacobian(m, m.number(3), at=m.vec([-1, 1]))
    return Equal(J, (m.eye() - m.outer(m.vec([1, 1]), m.vec([1, 1])) / 2) * Rational(3, 4))


@claim(
    "RT4.fail.missing-orthogonality",
    article="corpus-false:derivatives",
    statement="J w = w/sqrt(q + eps) for every w orthogonal to 1 (false: w must also be orthogonal to v; w = v "
    "gives the radial eigenvalue eps/(q + eps)^(3/2)).",
)
def fail_missing_orthogonality(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", orthogonal_to=(m.one,))
    q = variance(m, m.z)
    return Equal(core_jacobian(m, eps) @ w, w * rsqrt(q + eps))


@claim(
    "RT4.fail.transverse-kernel",
    article="corpus-false:derivatives",
    statement="For d >= 2 and a nonconstant input, J kills every nonzero w orthogonal to 1 and v (false for d >= 3: "
    "J w = w/sqrt(q + eps); d = 3, z = (0, 0, 3), w = (1, -1, 0); at d = 2 no such w exists).",
    scope=NONCONSTANT,
)
def fail_transverse_kernel(m):
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v), nonzero=True)
    return Equal(core_jacobian(m, eps) @ w, w * 0)


@claim(
    "RT4.fail.second-derivative-variance",
    article="corpus-false:derivatives",
    statement="D_t D_t q(x) = 2 |t|^2/d (false: it is 2 |P t|^2/d; t = 1 gives 0 vs 2).",
)
def fail_second_derivative_variance(m):
    t = m.vector("t")
    second = m.D(lambda y: m.D(lambda x: variance(m, x), y, t), m.z, t)
    return Equal(second, 2 * m.norm2(t) / m.d)


# ---------------------------------------------------------------- red-team round 5 (RT5.*)


@claim(
    "RT5.fail.rms-radial-power",
    article="corpus-false:derivatives",
    statement="The RMSNorm Jacobian maps z to eps/(s + eps) z (false: it is eps/(s + eps)^(3/2) z; d = 1, z = 1, "
    "eps = 1: 2^(-3/2) vs 1/2).",
)
def fail_rms_radial_power_rt5(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    return Equal(rms_jacobian(m, eps) @ m.z, m.z * (eps / (s + eps)))


@claim(
    "RT5.fail.trace-j-cubed",
    article="corpus-false:derivatives",
    statement="trace(J^3) = (d - 2)/(q + eps)^(3/2) + eps^3/(q + eps)^3 (false: the radial term is "
    "eps^3/(q + eps)^(9/2); d = 2, z = (0, 2), eps = 1: 2^(-9/2) vs 1/8).",
    scope=AllD(min_d=2),
)
def fail_trace_j_cubed(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    J = core_jacobian(m, eps)
    return Equal(m.trace(J @ J @ J), (m.d - 2) * (q + eps) ** Rational(-3, 2) + eps**3 / (q + eps) ** 3)


@claim(
    "RT5.fail.jvp-strict",
    article="corpus-false:derivatives",
    statement="For nonzero t, |J t|^2 < |t|^2/(q + eps) strictly (false: d = 3, z = (0, 1, 2), t = (1, -2, 1) is "
    "orthogonal to 1 and v, an eigenvector of eigenvalue 1/sqrt(q + eps): equality).",
    scope=AllD(min_d=3),
)
def fail_jvp_strict(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", nonzero=True)
    q = variance(m, m.z)
    return LessEqual(m.norm2(core_jacobian(m, eps) @ t), m.norm2(t) / (q + eps), strict=True)


@claim(
    "RT5.fail.d2-jacobian-scale",
    article="corpus-false:derivatives",
    statement="At d = 2 the core Jacobian is P/sqrt(q + eps) (false: it is eps/(q + eps)^(3/2) P; z = (0, 2), eps = 1: "
    "2^(-3/2) P vs 2^(-1/2) P).",
    scope=Dims(2, 2),
)
def fail_d2_jacobian(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(core_jacobian(m, eps), centering_matrix(m) * (q + eps) ** (-HALF))


@claim(
    "RT5.fail.rms-d1-jacobian-zero",
    article="corpus-false:derivatives",
    statement="At d = 1 the RMSNorm Jacobian vanishes, as layer norm's does (false: it is eps/(z^2 + eps)^(3/2); "
    "z = 0, eps = 1: 1).",
    scope=Dims(1, 1),
)
def fail_rms_d1(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_jacobian(m, eps), m.eye() * 0)


@claim(
    "RT5.fail.hessian-mean-square",
    article="corpus-false:derivatives",
    statement="The second derivative of s(z) = |z|^2/d along t is 2 |t|^2 (false: 2 |t|^2/d; d = 2, t = (1, 0): 1 vs 2).",
)
def fail_hessian_mean_square(m):
    t = m.vector("t")
    return Equal(m.D(lambda x: m.D(lambda y: mean_square(m, y), x, t), m.z, t), 2 * m.norm2(t))


@claim(
    "RT5.fail.hessian-variance-uncentered",
    article="corpus-false:derivatives",
    statement="The second derivative of q along t is 2 |t|^2/d (false: 2 |P t|^2/d; t = 1 gives 0, not 2).",
)
def fail_hessian_variance(m):
    t = m.vector("t")
    return Equal(m.D(lambda x: m.D(lambda y: variance(m, y), x, t), m.z, t), 2 * m.norm2(t) / m.d)


@claim(
    "RT5.fail.eps-strictly-decreasing",
    article="corpus-false:derivatives",
    statement="|u|^2 strictly decreases in eps: -d/deps |u|^2 > 0 (false at a constant input: |u|^2 = 0 for every eps, "
    "derivative 0).",
)
def fail_eps_decreasing(m):
    eps = m.scalar("eps", positive=True)
    return Positive(-m.D(lambda e: m.norm2(core(m, m.z, e)), eps, 1))


@claim(
    "RT5.fail.sympy-relu-derivative",
    article="corpus-false:derivatives",
    statement="The derivative of relu(<1, x>) = <1, x> H(<1, x>) along 1 is d H(<1, z>) (false at <1, z> = 0: the "
    "kink has no derivative; z = 0).",
)
def fail_sympy_relu(m):
    def relu_total(x):
        s = m.total(x)
        return s * sp.Heaviside(s)

    return Equal(m.D(relu_total, m.z, m.one), m.d * sp.Heaviside(m.total(m.z)))


# ---------------------------------------------------------------- red-team round 6 (RT6.*)


@claim(
    "RT6.fail.rms-trace",
    article="corpus-false:derivatives",
    statement="trace of RMSNorm's Jacobian is d/sqrt(s + eps) (false: it is d/sqrt(s + eps) - s/(s + eps)^(3/2); "
    "d = 1, z = 1, eps = 1: 2^(-3/2), not 2^(-1/2)).",
)
def fail_rms_trace(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    return Equal(m.trace(rms_jacobian(m, eps)), m.d / m.sqrt(s + eps))


@claim(
    "RT6.fail.rms-orthogonal-eigenvalue",
    article="corpus-false:derivatives",
    statement="For t orthogonal to z, RMSNorm's Jacobian maps t to eps/(s + eps)^(3/2) t (false: it maps t to "
    "t/sqrt(s + eps); d = 2, z = (1, 0), t = (0, 1), eps = 1: 1/sqrt(3/2) vs 1/(3/2)^(3/2)).",
)
def fail_rms_orthogonal_eigenvalue(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", orthogonal_to=(m.z,))
    s = mean_square(m, m.z)
    return Equal(rms_jacobian(m, eps) @ t, t * (eps / (s + eps) ** Rational(3, 2)))


@claim(
    "RT6.fail.rms-hessian",
    article="corpus-false:derivatives",
    statement="D_t D_t sqrt(s + eps) = |t|^2/(d sqrt(s + eps)) (false: the term -<t, z>^2/(d^2 (s + eps)^(3/2)) is "
    "missing; d = 1, z = 1, t = 1, eps = 1: 2^(-1/2) - 2^(-3/2) vs 2^(-1/2)).",
)
def fail_rms_hessian(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    s = mean_square(m, m.z)

    def normalizer(x):
        return m.sqrt(mean_square(m, x) + eps)

    second = m.D(lambda x: m.D(normalizer, x, t), m.z, t)
    return Equal(second, m.norm2(t) / (m.d * m.sqrt(s + eps)))


@claim(
    "RT6.fail.frobenius-dims",
    article="corpus-false:derivatives",
    statement="For d = 2..4, the squared Frobenius norm of the core's Jacobian is (d - 1)/(q + eps) (false for q > 0: "
    "d = 2, z = (0, 2), eps = 1: eps^2/(q + eps)^3 = 1/8, not 1/2).",
    scope=Dims(2, 4),
)
def fail_frobenius_dims(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    J = core_jacobian(m, eps)
    return Equal(m.trace(J.T @ J), (m.d - 1) / (q + eps))


@claim(
    "RT6.fail.radial-without-eps",
    article="corpus-false:derivatives",
    statement="J v = v/sqrt(q + eps) (false: J v = eps/(q + eps)^(3/2) v; d = 2, z = (0, 2), eps = 1: 2^(-3/2) v, "
    "not 2^(-1/2) v).",
)
def fail_radial_without_eps(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    v = center(m, m.z)
    return Equal(core_jacobian(m, eps) @ v, v / m.sqrt(q + eps))


# ---------------------------------------------------------------- red-team round 7 (RT7.*)


@claim(
    "RT7.der.sigma-at-constant",
    article="corpus-false:derivatives",
    statement="The derivative of sqrt(q) along t is <t, v>/(d sqrt(q)) (ill-defined at a constant input, q = 0).",
)
def der_sigma_at_constant(m):
    t = m.vector("t")
    q = variance(m, m.z)
    return Equal(m.D(lambda x: m.sqrt(variance(m, x)), m.z, t), m.dot(t, center(m, m.z)) / (m.d * m.sqrt(q)))


@claim(
    "RT7.der.second-variance",
    article="corpus-false:derivatives",
    statement="D_t D_t q = 2 |t|^2/d (false: it is 2 |P t|^2/d; d = 2, t = 1: 0, not 1).",
)
def der_second_variance(m):
    t = m.vector("t")
    second = m.D(lambda x: m.D(lambda y: variance(m, y), x, t), m.z, t)
    return Equal(second, 2 * m.norm2(t) / m.d)


@claim(
    "RT7.der.rms-norm-at-zero",
    article="corpus-false:derivatives",
    statement="The derivative of |z| (= sqrt(d s)) along t is <t, z>/|z| ... written D_t sqrt(|x|^2) = <t,z>/sqrt(|z|^2) "
    "(ill-defined at z = 0).",
)
def der_rms_norm_at_zero(m):
    t = m.vector("t")
    return Equal(m.D(lambda x: m.sqrt(m.norm2(x)), m.z, t), m.dot(t, m.z) / m.sqrt(m.norm2(m.z)))


@claim(
    "RT7.der.second-rms-along-z",
    article="corpus-false:derivatives",
    statement="D_z D_z sqrt(s + eps) = 0 (false: s/sqrt(s+eps) * ... at d = 1, z = 1, eps = 1: 2*... = 2^(-3/2) != 0).",
)
def der_second_rms(m):
    eps = m.scalar("eps", positive=True)
    z = m.z

    def normalizer(x):
        return m.sqrt(mean_square(m, x) + eps)

    return Equal(m.D(lambda x: m.D(normalizer, x, z), z, z), 0)


# ---------------------------------------------------------------- red-team round 11 (RT11.*)


def core_jacobian_of(m, eps):
    return m.jacobian(lambda x: core(m, x, eps), m.z)


# counterexample: d = 3, z = (1, 2, 4), eps = 1/3: trace(J^T J) - formula = -9/17
# (the transverse eigenvalue 1/sqrt(q + eps) has multiplicity d - 2, not d - 1)
@claim(
    "RT11.m.frobenius-count",
    article="corpus-false:derivatives",
    statement="|J|_F^2 = (d - 1)/(q + eps) + eps^2/(q + eps)^3 (false: d - 2 transverse directions; at a constant "
    "input it gives d/eps instead of (d - 1)/eps)",
)
def frobenius_count(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    J = core_jacobian_of(m, eps)
    return Equal(m.trace(J.T @ J), (m.d - 1) / (q + eps) + eps**2 / (q + eps) ** 3)


# counterexample: d = 3, z = (1, 2, 4), eps = 1/3: tr J - formula = -3 sqrt(17)/17 (tr P = d - 1, not d)
@claim(
    "RT11.m.trace-count",
    article="corpus-false:derivatives",
    statement="tr J = (d - q/(q + eps))/sqrt(q + eps) (false: tr P = d - 1; d = 3, z = (1, 2, 4), eps = 1/3)",
)
def trace_count(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.trace(core_jacobian_of(m, eps)), (m.d - q / (q + eps)) * (q + eps) ** (-Rational(1, 2)))


# ---------------------------------------------------------------- red-team round 12 (RT12.*)


def sigma(m, x, eps):
    return m.sqrt(variance(m, x) + eps)


# counterexample: d = 2, z = (0, 2), eps = 1, t = (-1, 1) (= v): D_t D_t sigma = q/sigma - q^2/sigma^3 = 1/sqrt2 - 1/(2 sqrt2) = 0.35355, but |t|^2/(d sigma) = 0.70711
@claim(
    "RT12.d2.sigma-drops-term",
    article="corpus-false:derivatives",
    statement="D_t D_t sigma = |t|^2/(d sigma) for t orthogonal to 1 (false: minus <t, v>^2/(d^2 sigma^3))",
)
def d2_sigma(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", orthogonal_to=(m.one,))
    lhs = m.D(lambda y: m.D(lambda x: sigma(m, x, eps), y, t), m.z, t)
    return Equal(lhs, m.norm2(t) / (m.d * sigma(m, m.z, eps)))


# counterexample: t = 1 (any d): q(z + s 1) = q(z), so D_1 D_1 q = 0, not 2 |1|^2/d = 2
@claim("RT12.d2.q-uncentered", article="corpus-false:derivatives", statement="D_t D_t q = 2 |t|^2/d for every t (false: 2 |P t|^2/d; t = 1 gives 0)")
def d2_q(m):
    t = m.vector("t")
    lhs = m.D(lambda y: m.D(lambda x: variance(m, x), y, t), m.z, t)
    return Equal(lhs, 2 * m.norm2(t) / m.d)


# counterexample: d = 2, z = (0, 2), eps = 1 (q = 1, v = (-1, 1)): d u/d eps = -v/(2 (q + eps)^(3/2)) = -v/5.657, stated -v/4
@claim("RT12.grad.eps-power", article="corpus-false:derivatives", statement="du/deps = -v/(2 (q + eps)) (false: the power is 3/2)")
def grad_eps_power(m):
    v, q = center(m, m.z), variance(m, m.z)
    eps = m.scalar("eps", positive=True)
    lhs = m.D(lambda e: core(m, m.z, e), eps, 1)
    return Equal(lhs, -v / (2 * (q + eps)))


# ---------------------------------------------------------------- red-team round 13 (RT13.*)


# counterexample: d = 2, h = k = (1, 0): P h = (1/2, -1/2), D_h D_k q = 2 <Ph, Pk>/d = 1/2, stated 2 <h, k>/d = 1
@claim("RT13.dir.mixed-q-uncentered", article="corpus-false:derivatives", statement="D_h D_k q = 2 <h, k>/d for all h, k (false: 2 <P h, P k>/d)")
def dir_mixed_q(m):
    h, k = m.vector("h"), m.vector("k")
    return Equal(m.D(lambda x: m.D(lambda y: variance(m, y), x, k), m.z, h), 2 * m.dot(h, k) / m.d)


# counterexample: d = 2, z = (0, 2), eps = 1: D_z u = eps v/(q + eps)^(3/2) = (-1, 1)/(2 sqrt 2) = (-0.354, 0.354), not 0
@claim("RT13.dir.scale-invariance", article="corpus-false:derivatives", statement="D_z u(z) = 0: the core is scale invariant (false unless eps = 0: eps v/sigma^3)")
def dir_scale_invariance(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.D(lambda x: core(m, x, eps), m.z, m.z), 0 * m.z)


# counterexample: d = 3, z = (1, 2, 4) (v = (-4/3, -1/3, 5/3)), eps = 1, h = w = (-2, 3, -1) (w.1 = w.v = 0), k = 2 w: D_h u = w/sigma, D_k u = 2 w/sigma
@claim(
    "RT13.dir.same-value-two-directions",
    article="corpus-false:derivatives",
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
@claim("RT13.dir.norm-constant", article="corpus-false:derivatives", statement="D_h |u|^2 = 0 for every h: |u| is constant (false: d eps D_h q/(q + eps)^2)")
def dir_norm_constant(m):
    eps = m.scalar("eps", positive=True)
    h = m.vector("h")
    return Equal(m.D(lambda x: m.norm2(core(m, x, eps)), m.z, h), 0)


# counterexample: d = 2, z = (1, 1) (q = 0), eps = 1, h = 1: sigma(z + s 1) = 1 for all s, so D_1 D_1 sigma = 0, not > 0
@claim(
    "RT13.dir.sigma-strictly-convex",
    article="corpus-false:derivatives",
    statement="sigma = sqrt(q + eps) is strictly convex: D_h D_h sigma > 0 for every nonzero h (false: h = 1 gives 0)",
)
def dir_sigma_strict(m):
    eps = m.scalar("eps", positive=True)
    h = m.vector("h", nonzero=True)
    return Positive(m.D(lambda x: m.D(lambda y: sigma(m, y, eps), x, h), m.z, h))


# ---------------------------------------------------------------- red-team round 16 (RT16.*)


# counterexample: d = 2, z = (0, 2), eps = 1: J u = eps u/(q+eps)^(3/2) = u/2^(3/2), not u/2
@claim("RT16.jac.core-image", article="corpus-false:derivatives",
       statement="J u = eps u/(q + eps) (false: the power is 3/2)")
def jac_core_image(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    return Equal(core_jacobian(m, eps) @ u, u * eps / (q + eps))


# ---------------------------------------------------------------- red-team round 21 (RT21.*)
# derivatives at a kink of |x| inside a concrete-d function: sign(0) = 0 read as a derivative

from symln.model import gradient  # noqa: E402
from symln.rms import rms_core  # noqa: E402


# counterexample: z = (-1, 0, 1), eps = 1/3: along e_2, |u_2(z + s e_2)| = (2|s|/3)/sqrt(1 + 2s^2/9) has
# one-sided derivatives 2/3 and -2/3
@claim("RT21.kink.abs-core-coordinate", article="corpus-false:derivatives", scope=Example(3),
       statement="At z = (-1, 0, 1), eps = 1/3, the middle core coordinate is 0, the minimum of |u_2|, so the "
       "gradient of |u_2| there is 0.")
def kink_abs_core_coordinate(m):
    eps = m.number(Rational(1, 3))
    return Equal(gradient(m, lambda x: abs(m.coordinates(core(m, x, eps))[1]), m.vec([-1, 0, 1])), m.vec([0, 0, 0]))


# counterexample: z = (1, 1), eps = 1, t = (1, -1): max(u_1, u_2) = |s|/sqrt(s^2 + 1) along z + s t
@claim("RT21.kink.max-pool-constant", article="corpus-false:derivatives", scope=Example(2),
       statement="Max-pooling the core at the constant input (1, 1) (eps = 1) is stationary along (1, -1).")
def kink_max_pool_constant(m):
    eps = m.number(1)

    def pooled(x):
        a, b = m.coordinates(core(m, x, eps))
        return (a + b + abs(a - b)) / 2
    return Equal(m.D(pooled, m.vec([1, 1]), m.vec([1, -1])), 0)


# counterexample: gamma = (2, 0, -1): |gamma_2 + s| has no derivative at s = 0
@claim("RT21.kink.l1-gain-sign", article="corpus-false:derivatives", scope=Example(3),
       statement="The L1 penalty of the gain gamma = (2, 0, -1) has gradient sign(gamma) = (1, 0, -1).")
def kink_l1_gain_sign(m):
    return Equal(gradient(m, lambda g: sum((abs(c) for c in m.coordinates(g)), m.number(0)), m.vec([2, 0, -1])),
                 m.vec([1, 0, -1]))


# counterexample: d = 3, c = 0, eps = 1, t = e_1: the summed ReLU of the core is (2/3)|s|/sqrt(2s^2/9 + 1)
@claim("RT21.kink.relu-sum-constant", article="corpus-false:derivatives", scope=Dims(2, 4),
       statement="At every constant input c 1 the summed ReLU of the core has derivative 0 along every t.")
def kink_relu_sum_constant(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    t = m.vector("t")

    def relu_sum(x):
        return sum(((a + abs(a)) / 2 for a in m.coordinates(core(m, x, eps))), m.number(0))
    return Equal(m.D(relu_sum, m.one * c, t), 0)


# counterexample: d = 2, eps = 1, t = e_1: |r_1(s e_1)| = |s|/sqrt(s^2/2 + 1)
@claim("RT21.kink.rms-l1-origin", article="corpus-false:derivatives", scope=Example(2),
       statement="The L1 norm of RMSNorm's output is flat at the origin (eps = 1) along e_1.")
def kink_rms_l1_origin(m):
    eps = m.number(1)
    return Equal(m.D(lambda x: sum((abs(c) for c in m.coordinates(rms_core(m, x, eps))), m.number(0)),
                     m.vec([0, 0]), m.vec([1, 0])), 0)


# counterexample: at the constant input (5, 5), eps = 1, along e_1 the entry |u_1| is |s|/sqrt(s^2/2 + 1)... (kink)
@claim("RT21.kink.abs-core-jacobian", article="corpus-false:derivatives", scope=Example(2),
       statement="The entrywise |u| of the core has Jacobian 0 at the constant input (5, 5) (eps = 1).")
def kink_abs_core_jacobian(m):
    eps = m.number(1)
    return Equal(m.jacobian(lambda x: m.vec([abs(a) for a in m.coordinates(core(m, x, eps))]), m.vec([5, 5])),
                 m.eye() * 0)
