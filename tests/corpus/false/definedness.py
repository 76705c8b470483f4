"""Corpus of false claims, class definedness: A value undefined on a thin set of admissible inputs (a denominator
or radicand that vanishes there), hidden because SymPy cancels it as the value is built, or a derivative or
difference drops it.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:definedness".  From: SC.* (the soundness suite), RT2.* (red-team round
2), RT3.* (red-team round 3), RT4.* (red-team round 4), RT13.* (red-team round 13), RT14.* (red-team round
14); tests/corpus/ROUNDS.md says what each round probed.
"""

from sympy import Rational, sqrt

from symln import AllD, Chain, Dims, Equal, Example, LessEqual, LipschitzBound, Nonzero, Positive, claim
from symln.model import center, core, core_jacobian, layer_norm, mean, variance
from symln.rms import mean_square, rms_core


# ---------------------------------------------------------------- the soundness suite (SC.*)


@claim(
    "SC.defq.coordinate-slack",
    article="corpus-false:definedness",
    statement="For d >= 3, a nonconstant input and every index i, v_i^2/((d - 1) q - v_i^2) >= 0 "
    "(false: z = (1, 0, 0), i = 1 give v_1^2 = 4/9 = (d - 1) q, so the ratio is 4/9 divided by 0).",
    scope=AllD(min_d=3, nonconstant=True),
)
def defq_coordinate_slack(m):
    e = m.coordinate_vector("e")
    slack = m.coordinate_slack(e)
    return LessEqual(0, m.dot(e, center(m, m.z)) ** 2 / slack)


@claim(
    "SC.defq.coordinate-slack-d2",
    article="corpus-false:definedness",
    statement="For d >= 2 and every index i, v_i^2/((d - 1) q - v_i^2) >= 0 "
    "(false: at d = 2 the denominator q - v_i^2 is 0 for every input, e.g. z = (-1, 1) gives 1/0).",
    scope=AllD(min_d=2),
)
def defq_coordinate_slack_d2(m):
    e = m.coordinate_vector("e")
    slack = m.coordinate_slack(e)
    return LessEqual(0, m.dot(e, center(m, m.z)) ** 2 / slack)


@claim(
    "SC.defq.relative-slack",
    article="corpus-false:definedness",
    statement="For d >= 2, every gain gamma and vector x, max|gamma|^2 |x|^2 / sum_i (max|gamma|^2 - gamma_i^2) x_i^2 >= 1 "
    "(false: gamma = (1, 1), x = (1, 0) make the denominator 0).",
    scope=AllD(min_d=2),
)
def defq_relative_slack(m):
    gamma, x = m.vector("gamma"), m.vector("x")
    big, slack = m.max_abs(gamma)
    w = m.weighted_norm2(slack, x)
    return LessEqual(1, big**2 * m.norm2(x) / w, gap=m.norm2(gamma * x) / w)


@claim(
    "SC.defq.normalized-gain",
    article="corpus-false:definedness",
    statement="For every gain gamma and vector x, |gamma (.) x|^2/max|gamma|^2 <= |x|^2 "
    "(false: gamma = 0 gives 0/0, undefined).",
)
def defq_normalized_gain(m):
    gamma, x = m.vector("gamma"), m.vector("x")
    big, slack = m.max_abs(gamma)
    return LessEqual(m.norm2(gamma * x) / big**2, m.norm2(x), gap=m.weighted_norm2(slack, x) / big**2)


@claim(
    "SC.defq.normalized-input",
    article="corpus-false:definedness",
    statement="For every z in R^2 and vector x, |v (.) x|^2/max|v|^2 <= |x|^2 with v = P z "
    "(false: at z = (1, 1), v = 0 and the ratio is 0/0, undefined).",
    scope=Example(2),
)
def defq_normalized_input(m):
    x = m.vector("x")
    v = center(m, m.z)
    big, slack = m.max_abs(v)
    return LessEqual(m.norm2(v * x) / big**2, m.norm2(x), gap=m.weighted_norm2(slack, x) / big**2)


@claim(
    "SC.defq.efficiency",
    article="corpus-false:definedness",
    statement="For every gain gamma and vector x the Hadamard efficiency |gamma (.) x|^2/(max|gamma|^2 |x|^2) is at most 1 "
    "(false: x = 0 gives 0/0, undefined).",
)
def defq_efficiency(m):
    gamma, x = m.vector("gamma"), m.vector("x")
    big, slack = m.max_abs(gamma)
    n = m.norm2(x)
    return LessEqual(m.norm2(gamma * x) / (big**2 * n), 1, gap=m.weighted_norm2(slack, x) / (big**2 * n))


# ---------------------------------------------------------------- red-team round 2 (RT2.*)


HALF = Rational(1, 2)


MVI = ("mean value inequality",)


NONCONSTANT = AllD(min_d=2, nonconstant=True)


def rsqrt(x):
    return x ** (-HALF)


def e17_gap(m, eps, x):
    """``|x|^2/eps - |J x|^2`` as a sum of visibly nonnegative terms (the certificate of E17)."""
    v, q = center(m, m.z), variance(m, m.z)
    a, w = x.coefficients[0], x.remainder
    return a**2 * m.d / eps + m.norm2(w) * q / (eps * (q + eps)) + m.dot(v, w) ** 2 * (q + 2 * eps) / (m.d * (q + eps) ** 3)


HIDDEN_ZERO = sqrt(5 + 2 * sqrt(6)) - sqrt(2) - sqrt(3)  # = 0: (sqrt 2 + sqrt 3)^2 = 5 + 2 sqrt 6


@claim(
    "RT2.defn.mean-normalized",
    article="corpus-false:definedness",
    statement="Mean normalization: the input divided by its mean, z/mean(z), has mean 1 (false: z = (-1, 1) has "
    "mean 0 and z/mean(z) is undefined).",
)
def mean_normalized(m):
    mu = mean(m, m.z)
    return Equal(mean(m, m.z * (1 / mu)), 1)


@claim(
    "RT2.defn.relative-deviation",
    article="corpus-false:definedness",
    statement="The relative deviations (z_i - mean(z))/mean(z) sum to zero (false: z = (-1, 1) has mean 0, so "
    "they are undefined).",
)
def relative_deviation(m):
    mu = mean(m, m.z)
    return Equal(m.total(center(m, m.z) / mu), 0)


@claim(
    "RT2.defn.mean-elasticity",
    article="corpus-false:definedness",
    statement="The mean is homogeneous of degree 1: its elasticity under scaling, (d/ds mean(s z) at s = 1)/mean(z), "
    "is 1 (false: at z = (-1, 1) it is 0/0).",
)
def mean_elasticity(m):
    mu = mean(m, m.z)
    return Equal(m.D(lambda s: mean(m, m.z * s), 1, 1) / mu, 1)


@claim(
    "RT2.defn.mean-elasticity-d3",
    article="corpus-false:definedness",
    statement="Worked example d = 3: the elasticity of the mean under scaling is 1 (false: z = (-1, 0, 1) has mean 0, "
    "the elasticity is 0/0).",
    scope=Example(3),
)
def mean_elasticity_d3(m):
    mu = mean(m, m.z)
    return Equal(m.D(lambda s: mean(m, m.z * s), 1, 1) / mu, 1)


@claim(
    "RT2.defn.cos2-z-one",
    article="corpus-false:definedness",
    statement="The squared length of the projection of z on 1 is |z|^2 cos^2(z, 1) = d mean(z)^2 (false: at z = 0 "
    "the cosine is 0/0).",
)
def cos2_z_one(m):
    z = m.z
    cos2 = m.dot(z, m.one) ** 2 / (m.norm2(z) * m.norm2(m.one))
    return Equal(m.norm2(z) * cos2, m.d * mean(m, z) ** 2)


@claim(
    "RT2.defn.cos2-mean-direction",
    article="corpus-false:definedness",
    statement="For a nonconstant input, cos^2 between z and its mean part mu 1 is mu^2/(mu^2 + q) (false: "
    "z = (-1, 1) has mu 1 = 0, the cosine is 0/0).",
    scope=NONCONSTANT,
)
def cos2_mean_direction(m):
    z = m.z
    mu, q = mean(m, z), variance(m, z)
    a = m.one * mu
    return Equal(m.dot(z, a) ** 2 / (m.norm2(z) * m.norm2(a)), mu**2 / (mu**2 + q))


@claim(
    "RT2.defn.core-coordinate-ratio",
    article="corpus-false:definedness",
    statement="For a nonconstant input every core coordinate is its centered coordinate scaled by the same factor: "
    "u_i/v_i = (q + eps)^(-1/2) (false: z = (1, 2, 3), i = 2 has v_2 = u_2 = 0, the ratio is 0/0).",
    scope=NONCONSTANT,
)
def core_coordinate_ratio(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    u, v = core(m, m.z, eps), center(m, m.z)
    return Equal(m.dot(e, u) / m.dot(e, v), rsqrt(variance(m, m.z) + eps))


@claim(
    "RT2.defn.core-coordinate-ratio-d3",
    article="corpus-false:definedness",
    statement="Worked example d = 3, nonconstant input: u_i/v_i = (q + eps)^(-1/2) for every i (false: z = (1, 2, 3), "
    "i = 2 gives 0/0).",
    scope=Example(3, nonconstant=True),
)
def core_coordinate_ratio_d3(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    u, v = core(m, m.z, eps), center(m, m.z)
    return Equal(m.dot(e, u) / m.dot(e, v), rsqrt(variance(m, m.z) + eps))


@claim(
    "RT2.defn.core-coordinate-ratio-nonzero",
    article="corpus-false:definedness",
    statement="For a nonconstant input the coordinate gain u_i/v_i never vanishes (false: z = (1, 2, 3), i = 2 "
    "gives 0/0).",
    scope=NONCONSTANT,
)
def core_coordinate_ratio_nonzero(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    return Nonzero(m.dot(e, core(m, m.z, eps)) / m.dot(e, center(m, m.z)))


@claim(
    "RT2.defn.core-coordinate-ratio-dims",
    article="corpus-false:definedness",
    statement="For d = 2..4 and a nonconstant input, u_i/v_i = (q + eps)^(-1/2) (false: z = (1, 2, 3), i = 2 gives "
    "0/0).",
    scope=Dims(2, 4, nonconstant=True),
)
def core_coordinate_ratio_dims(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    u, v = core(m, m.z, eps), center(m, m.z)
    return Equal(m.dot(e, u) / m.dot(e, v), rsqrt(variance(m, m.z) + eps))


@claim(
    "RT2.defn.gain-gradient-ratio",
    article="corpus-false:definedness",
    statement="For a nonconstant input, the gain gradient divided by the core is the output gradient: "
    "(g (.) u)_i / u_i = g_i (false: z = (1, 2, 3), i = 2 has u_2 = 0, the ratio is 0/0).",
    scope=NONCONSTANT,
)
def gain_gradient_ratio(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    e = m.coordinate_vector("e")
    loss = m.scalar_loss("l")
    g = loss.gradient(layer_norm(m, m.z, gamma, beta, eps))
    u = core(m, m.z, eps)
    return Equal(m.dot(e, g * u) / m.dot(e, u), m.dot(e, g))


@claim(
    "RT2.defn.dmean-over-mean",
    article="corpus-false:definedness",
    statement="For every nonzero direction t, D_t mean(z) / mean(t) = 1 (false: t = (1, -1) is nonzero with "
    "mean 0, the ratio is 0/0).",
)
def dmean_over_mean(m):
    t = m.vector("t", nonzero=True)
    return Equal(m.D(lambda x: mean(m, x), m.z, t) / mean(m, t), 1)


@claim(
    "RT2.defn.jacobian-symmetry-ratio",
    article="corpus-false:definedness",
    statement="For d >= 2 and nonzero t, w, the Jacobian is symmetric in the sense <t, J w>/<w, J t> = 1 (false: "
    "w = 1 is nonzero and J 1 = 0, so d = 3, z = (1, 2, 3), eps = 1, t = (1, -1, 0) gives 0/0).",
    scope=AllD(min_d=2),
)
def jacobian_symmetry_ratio(m):
    eps = m.scalar("eps", positive=True)
    t, w = m.vector("t", nonzero=True), m.vector("w", nonzero=True)
    J = core_jacobian(m, eps)
    return Equal(m.dot(t, J @ w) / m.dot(w, J @ t), 1)


@claim(
    "RT2.defn.transverse-over-mean",
    article="corpus-false:definedness",
    statement="Every w orthogonal to 1, rescaled by the input's mean, still sums to zero: 1.(w/mean(z)) = 0 (false: "
    "z = (-1, 1), w = (1, -1) divides by 0).",
)
def transverse_over_mean(m):
    w = m.vector("w", orthogonal_to=(m.one,))
    return Equal(m.total(w / mean(m, m.z)), 0)


@claim(
    "RT2.defn.jacobian-mean-direction",
    article="corpus-false:definedness",
    statement="The Jacobian annihilates the mean-normalized all-ones direction: J (1/mean(z)) = 0 (false: "
    "z = (-1, 1) has mean 0, the direction is undefined).",
)
def jacobian_mean_direction(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core_jacobian(m, eps) @ (m.one / mean(m, m.z)), m.one * 0)


@claim(
    "RT2.deriv.relative-error-stationary",
    article="corpus-false:definedness",
    statement="The relative squared error x -> |x - z|^2/|z|^2 is stationary at x = z (false: at z = 0 it is "
    "undefined for every x).",
)
def relative_error_stationary(m):
    t, z = m.vector("t"), m.z
    return Equal(m.D(lambda x: m.norm2(x - z) / m.norm2(z), z, t), 0)


@claim(
    "RT2.deriv.mean-scaled-deviation",
    article="corpus-false:definedness",
    statement="The mean-scaled squared deviation x -> |x - z|^2/mean(z) has zero derivative at x = z in every "
    "direction (false: at z = (-1, 1) the map is undefined).",
)
def mean_scaled_deviation(m):
    t, z = m.vector("t"), m.z
    return Equal(m.D(lambda x: m.norm2(x - z) / mean(m, z), z, t), 0)


@claim(
    "RT2.deriv.lipschitz-damped-shift",
    article="corpus-false:definedness",
    statement="For every eps > 0 and every real damping rho, x -> u_eps(x) + 1/(1 - rho) 1 is Lipschitz with "
    "constant eps^(-1/2) (false: at rho = 1 the map is undefined).",
    cites=MVI,
)
def lipschitz_damped_shift(m):
    eps, rho = m.scalar("eps", positive=True), m.scalar("rho")
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: core(m, p, eps) + m.one / (1 - rho), 1 / eps, x, e17_gap(m, eps, x))


@claim(
    "RT2.diff.eps-monotone-score",
    article="corpus-false:definedness",
    statement="The score |u_eps|^2/d + q/mean(z)^2 (core variance plus squared coefficient of variation) does not "
    "increase with eps (false: at z = (-1, 1) the coefficient of variation is 1/0, the score undefined).",
)
def eps_monotone_score(m):
    eps, h = m.scalar("eps", positive=True), m.scalar("h", positive=True)
    z = m.z
    mu, q = mean(m, z), variance(m, z)

    def score(e):
        return m.norm2(core(m, z, e)) / m.d + q / mu**2

    return LessEqual(score(eps + h), score(eps))


@claim(
    "RT2.diff.chain-score",
    article="corpus-false:definedness",
    statement="The score |u_eps|^2/d + q/mean(z)^2 is at most 1 + q/mean(z)^2 (false: at z = (-1, 1) both sides "
    "divide by mean(z)^2 = 0).",
)
def chain_score(m):
    eps = m.scalar("eps", positive=True)
    z = m.z
    mu, q = mean(m, z), variance(m, z)
    cv2 = q / mu**2
    return Chain(m.norm2(core(m, z, eps)) / m.d + cv2, "score").le(1 + cv2, "|u|^2/d = q/(q+eps) <= 1", gap=eps / (q + eps))


@claim(
    "RT2.const.reciprocal-huge",
    article="corpus-false:definedness",
    statement="1/(sqrt(5 + 2 sqrt 6) - sqrt 2 - sqrt 3) >= 10^100 (false: the denominator is 0 since "
    "(sqrt 2 + sqrt 3)^2 = 5 + 2 sqrt 6; the value is undefined).",
    scope=Example(1),
)
def const_reciprocal_huge(m):
    return LessEqual(10**100, m.number(1 / HIDDEN_ZERO))


@claim(
    "RT2.const.reciprocal-positive",
    article="corpus-false:definedness",
    statement="1/(sqrt(5 + 2 sqrt 6) - sqrt 2 - sqrt 3) > 0 (false: division by 0).",
    scope=Example(1),
)
def const_reciprocal_positive(m):
    return Positive(m.number(1 / HIDDEN_ZERO))


@claim(
    "RT2.const.secant",
    article="corpus-false:definedness",
    statement="The amplification s -> s^(-1/2) has a nonnegative secant slope between s1 = 5 + 2 sqrt 6 and "
    "s0 = (sqrt 2 + sqrt 3)^2 (false: s1 = s0, the slope is 0/0).",
    scope=Example(1),
)
def const_secant(m):
    s1, s0 = 5 + 2 * sqrt(6), (sqrt(2) + sqrt(3)) ** 2
    return LessEqual(0, m.number((1 / sqrt(s1) - 1 / sqrt(s0)) / (s1 - s0)))


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


@claim(
    "RT3.nest.mixed-eps-l1mean",
    article="corpus-false:definedness",
    statement="For the objective |mean(x)| + |u_eps(x)|^2/2 the mixed derivative d/deps D_t at z is "
    "<v, t>(q - eps)/(q + eps)^3, the penalty |mean(x)| not depending on eps (false: z = (-1, 1), t = (1, 0) give "
    "|mean(z + s t)| = |s|/2, so D_t does not exist at z).",
)
def nest_mixed_eps_l1mean(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    v, q = center(m, m.z), variance(m, m.z)

    def inner(e):
        return m.D(lambda x: abs(mean(m, x)) + m.norm2(core(m, x, e)) / 2, m.z, t)

    return Equal(m.D(inner, eps, 1), m.dot(v, t) * (q - eps) / (q + eps) ** 3)


@claim(
    "RT3.nest.centered-hessian-absmean",
    article="corpus-false:definedness",
    statement="The Hessian of |mean(x)| vanishes along centered directions: D_w D_t |mean(x)| = 0 at z for every "
    "w orthogonal to 1 (false: z = (-1, 1), t = (1, 0), w = (1, -1): mean(z + a w + s t) = s/2, so D_t does not "
    "exist anywhere on the line z + a w).",
)
def nest_centered_hessian_absmean(m):
    t = m.vector("t")
    w = m.vector("w", orthogonal_to=(m.one,))
    return Equal(m.D(lambda y: m.D(lambda x: m.sqrt(mean(m, x) ** 2), y, t), m.z, w), 0)


@claim(
    "RT3.nest.single-absmean",
    article="corpus-false:definedness",
    statement="(Control, one level.) mean(z) D_t |mean(x)| = |mean(z)| mean(t) (false: at z = (-1, 1) D_t does not "
    "exist).",
)
def nest_single_absmean(m):
    t = m.vector("t")
    mu = mean(m, m.z)
    return Equal(m.D(lambda x: m.sqrt(mean(m, x) ** 2), m.z, t) * mu, m.sqrt(mu**2) * mean(m, t))


@claim(
    "RT3.nest.orthogonal-hessian-absproj",
    article="corpus-false:definedness",
    statement="D_w D_t |<g, x>| = 0 at z for every w orthogonal to a nonzero g, d >= 2 (false: at z = 0, "
    "|<g, z + s t>| = |s <g, t>| has no derivative in s).",
    scope=AllD(min_d=2),
)
def nest_orthogonal_hessian_absproj(m):
    g, t = m.vector("g", nonzero=True), m.vector("t")
    w = m.vector("w", orthogonal_to=(g,))
    return Equal(m.D(lambda y: m.D(lambda x: m.sqrt(m.dot(g, x) ** 2), y, t), m.z, w), 0)


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


@claim(
    "RT4.known.cancel-in-derivative",
    article="corpus-false:definedness",
    statement="D_t of |x - c 1|^2 <1, x>/|x - c 1|^2 at z is <1, t> for every real c (false: at z = c 1 the function "
    "is 0/0 at the point, e.g. d = 1, z = (2), c = 2).",
)
def known_cancel_in_derivative(m):
    c = m.scalar("c")
    t = m.vector("t")

    def f(x):
        n = m.norm2(x - m.one * c)
        return n * m.total(x) / n

    return Equal(m.D(f, m.z, t), m.total(t))


# ---------------------------------------------------------------- red-team round 13 (RT13.*)


# counterexample: d = 2, h = (1, 0), k = (0, 1): both nonzero, <h, k> = 0, so sec^2 = |h|^2 |k|^2/<h, k>^2 = 1/0 is undefined
@claim(
    "RT13.defn.cos-sec",
    article="corpus-false:definedness",
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
    article="corpus-false:definedness",
    statement="b |z|^2/b = |z|^2 with b = d^2 - 13 d + 42 (false: undefined at d = 6 and d = 7)",
)
def defn_dim_factor(m):
    b = m.d**2 - 13 * m.d + 42
    return Equal(b * m.norm2(m.z) / b, m.norm2(m.z))


# counterexample: d = 2, z = (0, 2) (q = 1), eps = 1 = q: (q - eps) |u|^2/(q - eps) = 0/0 is undefined
@claim(
    "RT13.defn.eps-equals-q",
    article="corpus-false:definedness",
    statement="(q - eps) |u|^2/(q - eps) = |u|^2 for every eps > 0 (false: undefined at eps = q)",
)
def defn_eps_equals_q(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u2 = m.norm2(core(m, m.z, eps))
    return Equal((q - eps) * u2 / (q - eps), u2)


# ---------------------------------------------------------------- red-team round 14 (RT14.*)


# counterexample: d = 2, h = (1, 0), k = (0, 1): <h,k> = 0, so <h,k>^(1-d) = 0^(-1) is undefined
@claim(
    "RT14.defn.dimension-exponent",
    article="corpus-false:definedness",
    statement="<h,k>^(1-d) <h,k>^(d-1) = 1 for nonzero h, k (false: undefined when h is orthogonal to k, d >= 2)",
)
def defn_dimension_exponent(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    b = m.dot(h, k)
    return Equal(b ** (1 - m.d) * b ** (m.d - 1), 1)


# counterexample: d = 2, z = (0, 2), h = (1, 0), k = (0, 1): eps0 = <h,k>^2 - s = -2, s + eps0 = 0, r = z/0 undefined
@claim(
    "RT14.defn.rms-shifted-eps",
    article="corpus-false:definedness",
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
    article="corpus-false:definedness",
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
    article="corpus-false:definedness",
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
    article="corpus-false:definedness",
    statement="D_h |<x,k>| = <h,k> |<z,k>|^3/<z,k>^3 (false: no derivative where z is orthogonal to k)",
)
def defn_d_abs_dot(m):
    k = m.vector("k", nonzero=True)
    h = m.vector("h")
    a = m.dot(m.z, k)
    return Equal(m.D(lambda x: m.sqrt(m.dot(x, k) ** 2), m.z, h), m.dot(h, k) * m.sqrt(a**2) ** 3 / a**3)
