"""False but plausible claims from a second red-team review of the verifier; none may end "proved".

Every claim below is mathematically false, or ill-defined at a point its
hypotheses admit (which counts as false), and its statement names a concrete
counterexample.  The IDs say which weakness a claim probes:

``RT2.defn.*``  A denominator that vanishes only where the numeric model never
    samples (mean(z) = 0, z = 0, a centered coordinate v_i = 0, a nonzero
    direction orthogonal to 1 or to J w) and that disappears before any exact
    check sees it: SymPy cancels ``X * X**-1`` while the value is built, a
    coefficient of v is multiplied by ``1.v = 0`` (or of w by ``1.w = 0``), or
    ``J 1 = 0`` kills it.  The definedness obligations are read off the
    values as built, and the numeric checks pin only scalars, zero vectors and
    constant inputs, so nothing notices.
``RT2.deriv.*``  A singular factor that multiplies only a second-order term in
    s, or a term free of s, so that ``d/ds ... |_{s=0}`` drops it (also in a
    LipschitzBound, whose f itself is never checked for definedness).
``RT2.diff.*``  A singular summand common to both sides of ``LessEqual`` or a
    ``Chain.le`` step: the judge forms ``rhs - lhs`` first and takes the
    obligations of the difference only.
``RT2.sol.*``  Solution sets of an ``f`` that uses ``m.D``: the obligations of
    ``f`` "as written" are read under ``sympy.evaluate(False)``, where
    ``diff`` leaves a ``Piecewise``; ``obligations_of`` refuses it and
    ``_written_obligations`` silently falls back to no obligations at all.
``RT2.lipdir.*``  A LipschitzBound whose f is built from the direction x
    itself (the engine refuses an f that depends on the input, not one that
    depends on the direction): the derivative is checked only along x, and
    ``D_x f = 0`` for any f composed with the projection orthogonal to x.
``RT2.const.*``  A constant denominator that is zero only after denesting
    (``sqrt(5 + 2 sqrt 6) = sqrt 2 + sqrt 3``): constants get no definedness
    obligation, and Z3's side constraint ``a * 0 = 1`` is unsatisfiable, so
    any sign of the value is "proved" (both signs, in fact).
``RT2.approx.*``  A value exactly halfway between two stated decimals: both
    roundings are accepted, so at most one of the two claims can be right.
``RT2.chain.*``  A ``Chain`` with no steps asserts nothing and is proved.
``RT2.fail.*``  Plausible mistakes (wrong constant, sign, scope, missing
    hypothesis, wrong derivative, limit or solution set) that the verifier
    correctly does not prove; kept as a regression net.  Some of them are
    "proved" by the exact side and caught only by the numbers (noted).

``tests/prove/test_redteam2.py`` asserts that none of them ends "proved";
the containment file ``redteam2_exit_os.py`` (``os._exit(0)`` in a body) is
checked there through a subprocess.
"""

from sympy import FiniteSet, Interval, Rational, Reals, oo, sqrt

from symln import (
    AllD,
    Approximately,
    Chain,
    Dims,
    Equal,
    Example,
    LessEqual,
    Limit,
    LipschitzBound,
    Nonzero,
    Positive,
    Solutions,
    claim,
)
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance

ARTICLE = "redteam2"
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


# =====================================================================================
# RT2.defn: denominators removed before any check, at points never sampled
# =====================================================================================


@claim(
    "RT2.defn.mean-normalized",
    article=ARTICLE,
    statement="Mean normalization: the input divided by its mean, z/mean(z), has mean 1 (false: z = (-1, 1) has "
    "mean 0 and z/mean(z) is undefined).",
)
def mean_normalized(m):
    mu = mean(m, m.z)
    return Equal(mean(m, m.z * (1 / mu)), 1)


@claim(
    "RT2.defn.relative-deviation",
    article=ARTICLE,
    statement="The relative deviations (z_i - mean(z))/mean(z) sum to zero (false: z = (-1, 1) has mean 0, so "
    "they are undefined).",
)
def relative_deviation(m):
    mu = mean(m, m.z)
    return Equal(m.total(center(m, m.z) / mu), 0)


@claim(
    "RT2.defn.mean-elasticity",
    article=ARTICLE,
    statement="The mean is homogeneous of degree 1: its elasticity under scaling, (d/ds mean(s z) at s = 1)/mean(z), "
    "is 1 (false: at z = (-1, 1) it is 0/0).",
)
def mean_elasticity(m):
    mu = mean(m, m.z)
    return Equal(m.D(lambda s: mean(m, m.z * s), 1, 1) / mu, 1)


@claim(
    "RT2.defn.mean-elasticity-d3",
    article=ARTICLE,
    statement="Worked example d = 3: the elasticity of the mean under scaling is 1 (false: z = (-1, 0, 1) has mean 0, "
    "the elasticity is 0/0).",
    scope=Example(3),
)
def mean_elasticity_d3(m):
    mu = mean(m, m.z)
    return Equal(m.D(lambda s: mean(m, m.z * s), 1, 1) / mu, 1)


@claim(
    "RT2.defn.cos2-z-one",
    article=ARTICLE,
    statement="The squared length of the projection of z on 1 is |z|^2 cos^2(z, 1) = d mean(z)^2 (false: at z = 0 "
    "the cosine is 0/0).",
)
def cos2_z_one(m):
    z = m.z
    cos2 = m.dot(z, m.one) ** 2 / (m.norm2(z) * m.norm2(m.one))
    return Equal(m.norm2(z) * cos2, m.d * mean(m, z) ** 2)


@claim(
    "RT2.defn.cos2-mean-direction",
    article=ARTICLE,
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
    article=ARTICLE,
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
    article=ARTICLE,
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
    article=ARTICLE,
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
    article=ARTICLE,
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
    article=ARTICLE,
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
    article=ARTICLE,
    statement="For every nonzero direction t, D_t mean(z) / mean(t) = 1 (false: t = (1, -1) is nonzero with "
    "mean 0, the ratio is 0/0).",
)
def dmean_over_mean(m):
    t = m.vector("t", nonzero=True)
    return Equal(m.D(lambda x: mean(m, x), m.z, t) / mean(m, t), 1)


@claim(
    "RT2.defn.jacobian-symmetry-ratio",
    article=ARTICLE,
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
    article=ARTICLE,
    statement="Every w orthogonal to 1, rescaled by the input's mean, still sums to zero: 1.(w/mean(z)) = 0 (false: "
    "z = (-1, 1), w = (1, -1) divides by 0).",
)
def transverse_over_mean(m):
    w = m.vector("w", orthogonal_to=(m.one,))
    return Equal(m.total(w / mean(m, m.z)), 0)


@claim(
    "RT2.defn.jacobian-mean-direction",
    article=ARTICLE,
    statement="The Jacobian annihilates the mean-normalized all-ones direction: J (1/mean(z)) = 0 (false: "
    "z = (-1, 1) has mean 0, the direction is undefined).",
)
def jacobian_mean_direction(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core_jacobian(m, eps) @ (m.one / mean(m, m.z)), m.one * 0)


# =====================================================================================
# RT2.deriv: singular factors dropped by differentiation
# =====================================================================================


@claim(
    "RT2.deriv.relative-error-stationary",
    article=ARTICLE,
    statement="The relative squared error x -> |x - z|^2/|z|^2 is stationary at x = z (false: at z = 0 it is "
    "undefined for every x).",
)
def relative_error_stationary(m):
    t, z = m.vector("t"), m.z
    return Equal(m.D(lambda x: m.norm2(x - z) / m.norm2(z), z, t), 0)


@claim(
    "RT2.deriv.mean-scaled-deviation",
    article=ARTICLE,
    statement="The mean-scaled squared deviation x -> |x - z|^2/mean(z) has zero derivative at x = z in every "
    "direction (false: at z = (-1, 1) the map is undefined).",
)
def mean_scaled_deviation(m):
    t, z = m.vector("t"), m.z
    return Equal(m.D(lambda x: m.norm2(x - z) / mean(m, z), z, t), 0)


@claim(
    "RT2.deriv.lipschitz-damped-shift",
    article=ARTICLE,
    statement="For every eps > 0 and every real damping rho, x -> u_eps(x) + 1/(1 - rho) 1 is Lipschitz with "
    "constant eps^(-1/2) (false: at rho = 1 the map is undefined).",
    cites=MVI,
)
def lipschitz_damped_shift(m):
    eps, rho = m.scalar("eps", positive=True), m.scalar("rho")
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: core(m, p, eps) + m.one / (1 - rho), 1 / eps, x, e17_gap(m, eps, x))


# =====================================================================================
# RT2.diff: a singular summand common to both sides of an inequality
# =====================================================================================


@claim(
    "RT2.diff.eps-monotone-score",
    article=ARTICLE,
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
    article=ARTICLE,
    statement="The score |u_eps|^2/d + q/mean(z)^2 is at most 1 + q/mean(z)^2 (false: at z = (-1, 1) both sides "
    "divide by mean(z)^2 = 0).",
)
def chain_score(m):
    eps = m.scalar("eps", positive=True)
    z = m.z
    mu, q = mean(m, z), variance(m, z)
    cv2 = q / mu**2
    return Chain(m.norm2(core(m, z, eps)) / m.d + cv2, "score").le(1 + cv2, "|u|^2/d = q/(q+eps) <= 1", gap=eps / (q + eps))


# =====================================================================================
# RT2.sol: solution sets of an f that uses m.D (the obligations "as written" are dropped)
# =====================================================================================


@claim(
    "RT2.sol.relative-energy",
    article=ARTICLE,
    statement="The relative energy E(a) = |a z|^2/|z|^2 of a rescaled input is stationary only at a = 0 (false: at "
    "z = 0, E is undefined for every a, so it has no stationary point).",
)
def sol_relative_energy(m):
    z = m.z
    return Solutions(lambda a: m.D(lambda s: m.norm2(z * s) / m.norm2(z), a, 1), Reals, FiniteSet(0), "a")


@claim(
    "RT2.sol.relative-mean-energy",
    article=ARTICLE,
    statement="a -> mean(a z)^2/mean(z)^2 is stationary only at a = 0 (false: at z = (-1, 1) it is undefined "
    "for every a).",
)
def sol_relative_mean_energy(m):
    z = m.z
    mu = mean(m, z)
    return Solutions(lambda a: m.D(lambda s: mean(m, z * s) ** 2 / mu**2, a, 1), Reals, FiniteSet(0), "a")


@claim(
    "RT2.sol.mean-growth",
    article=ARTICLE,
    statement="The relative growth rate of the mean, (d/ds mean(s z) at s = a)/mean(z), equals the scale a only "
    "at a = 1 (false: at z = (-1, 1) the rate is 0/0 for every a, so nothing solves it).",
)
def sol_mean_growth(m):
    mu = mean(m, m.z)
    return Solutions(lambda a: m.D(lambda s: mean(m, m.z * s), a, 1) / mu - a, Reals, FiniteSet(1), "a")


# =====================================================================================
# RT2.lipdir: a Lipschitz map built from its own direction
# =====================================================================================


@claim(
    "RT2.lipdir.area",
    article=ARTICLE,
    statement="For every direction x the map p -> (1/100) L/(1+L) 1, L = |p|^2|x|^2 - <p,x>^2, is 1-Lipschitz "
    "(false: d = 2, x = (0, 1000), a = (1/(1000 sqrt 3), 0), b = 0 give |f(a)-f(b)|^2 = 1/80000 > |a-b|^2 = 1/(3 10^6)).",
    cites=MVI,
)
def lipdir_area(m):
    x = m.generic_vector("x", along=(m.one,))
    xv = x.vector

    def f(p):
        area = m.norm2(p) * m.norm2(xv) - m.dot(p, xv) ** 2
        return m.one * (area / (100 * (1 + area)))

    return LipschitzBound(f, 1, x, m.norm2(xv))


@claim(
    "RT2.lipdir.core-of-projection",
    article=ARTICLE,
    statement="For every eps > 0 and direction x, p -> 10^-6 u_eps(p - <p,x> x/|x|^2) is Lipschitz with constant "
    "sqrt(eps) (false: d = 3, eps = 10^-8, x = (0, 0, 1), a = 0, b = (10^-4, -10^-4, 0) give |f(b)-f(a)|^2 = 1.2 10^-12 "
    "> eps |b-a|^2 = 2 10^-16; and at x = 0 the map is undefined).",
    cites=MVI,
)
def lipdir_core_of_projection(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    xv = x.vector

    def f(p):
        return core(m, p - xv * (m.dot(p, xv) / m.norm2(xv)), eps) * Rational(1, 10**6)

    return LipschitzBound(f, eps, x, eps * m.norm2(xv))


# =====================================================================================
# RT2.const: constant denominators that vanish only after denesting
# =====================================================================================

HIDDEN_ZERO = sqrt(5 + 2 * sqrt(6)) - sqrt(2) - sqrt(3)  # = 0: (sqrt 2 + sqrt 3)^2 = 5 + 2 sqrt 6


@claim(
    "RT2.const.reciprocal-huge",
    article=ARTICLE,
    statement="1/(sqrt(5 + 2 sqrt 6) - sqrt 2 - sqrt 3) >= 10^100 (false: the denominator is 0 since "
    "(sqrt 2 + sqrt 3)^2 = 5 + 2 sqrt 6; the value is undefined).",
    scope=Example(1),
)
def const_reciprocal_huge(m):
    return LessEqual(10**100, m.number(1 / HIDDEN_ZERO))


@claim(
    "RT2.const.reciprocal-positive",
    article=ARTICLE,
    statement="1/(sqrt(5 + 2 sqrt 6) - sqrt 2 - sqrt 3) > 0 (false: division by 0).",
    scope=Example(1),
)
def const_reciprocal_positive(m):
    return Positive(m.number(1 / HIDDEN_ZERO))


@claim(
    "RT2.const.secant",
    article=ARTICLE,
    statement="The amplification s -> s^(-1/2) has a nonnegative secant slope between s1 = 5 + 2 sqrt 6 and "
    "s0 = (sqrt 2 + sqrt 3)^2 (false: s1 = s0, the slope is 0/0).",
    scope=Example(1),
)
def const_secant(m):
    s1, s0 = 5 + 2 * sqrt(6), (sqrt(2) + sqrt(3)) ** 2
    return LessEqual(0, m.number((1 / sqrt(s1) - 1 / sqrt(s0)) / (s1 - s0)))


# =====================================================================================
# RT2.approx: a value halfway between two stated decimals
# =====================================================================================


@claim(
    "RT2.approx.tie-down",
    article=ARTICLE,
    statement="1/8 rounds to 0.12 (false under round-half-up, which gives 0.13; RT2.approx.tie-up is accepted too, "
    "so at most one of the two is right under any one convention).",
    scope=Example(1),
)
def approx_tie_down(m):
    return Approximately(m.number(Rational(1, 8)), "0.12")


@claim(
    "RT2.approx.tie-up",
    article=ARTICLE,
    statement="1/8 rounds to 0.13 (false under round-half-even, which gives 0.12).",
    scope=Example(1),
)
def approx_tie_up(m):
    return Approximately(m.number(Rational(1, 8)), "0.13")


# =====================================================================================
# RT2.chain: a chain with no steps
# =====================================================================================


@claim(
    "RT2.chain.no-steps",
    article=ARTICLE,
    statement="|u_eps(z)|^2 = d (false: z = (-1, 1), eps = 1 gives 1, not 2); the chain's steps were never added.",
)
def chain_no_steps(m):
    eps = m.scalar("eps", positive=True)
    return Chain(m.norm2(core(m, m.z, eps)), "|u|^2 = d")


@claim(
    "RT2.chain.detached-steps",
    article=ARTICLE,
    statement="|u_eps(z)|^2 = |v|^2/(q + eps) = d (false: the last step, z = (-1, 1), eps = 1 gives 1 != 2); the "
    "steps went to a new chain each time.",
)
def chain_detached_steps(m):
    eps = m.scalar("eps", positive=True)
    chain = Chain(m.norm2(core(m, m.z, eps)), "|u|^2")
    steps = [(m.norm2(center(m, m.z)) / (variance(m, m.z) + eps), "u = v/sqrt(q+eps)"), (m.d, "|v|^2 = d q")]
    for value, reason in steps:
        Chain(chain.end).eq(value, reason)
    return chain


# =====================================================================================
# RT2.fail: plausible mistakes that are (rightly) not proved
# =====================================================================================


@claim(
    "RT2.fail.jacobian-no-centering",
    article=ARTICLE,
    statement="J = (I - v v^T/(d (q+eps)))/sqrt(q+eps) (false: J 1 = 0, but this maps 1 to 1/sqrt(q+eps)).",
)
def fail_jacobian_no_centering(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps), (m.eye() - m.outer(v, v) / (m.d * (q + eps))) * rsqrt(q + eps))


@claim(
    "RT2.fail.jacobian-no-d",
    article=ARTICLE,
    statement="J = (P - v v^T/(q+eps))/sqrt(q+eps) (false: d = 2, z = (-1, 1), eps = 1: J v = v/2^(3/2), this gives "
    "(v - v |v|^2/2)/sqrt 2 = 0).",
)
def fail_jacobian_no_d(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps), (centering_matrix(m) - m.outer(v, v) / (q + eps)) * rsqrt(q + eps))


@claim(
    "RT2.fail.radial-eigenvalue",
    article=ARTICLE,
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
    article=ARTICLE,
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
    "RT2.fail.core-variance-squared",
    article=ARTICLE,
    statement="var(u_eps) = q/(q+eps)^2 (false: it is q/(q+eps); z = (-1, 1), eps = 1 gives 1/2, not 1/4).",
)
def fail_core_variance_squared(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(variance(m, core(m, m.z, eps)), q / (q + eps) ** 2)


@claim(
    "RT2.fail.radial-bound-everywhere",
    article=ARTICLE,
    statement="|J x|^2 <= eps^2/(q+eps)^3 |x|^2 for every x (false: the radial eigenvalue is not the largest; "
    "d = 3, z = (1, 2, 3), eps = 1, x = (1, -2, 1) is stretched by (q+eps)^(-1/2)).",
)
def fail_radial_bound_everywhere(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    x = m.vector("x")
    return LessEqual(m.norm2(core_jacobian(m, eps) @ x), m.norm2(x) * eps**2 / (q + eps) ** 3)


@claim(
    "RT2.fail.output-lipschitz-without-gain",
    article=ARTICLE,
    statement="The layer output is eps^(-1/2)-Lipschitz whatever the gain (false: gamma = 10 1 multiplies the "
    "constant of the core by 10).",
    cites=MVI,
)
def fail_output_lipschitz_without_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: layer_norm(m, p, gamma, beta, eps), 1 / eps, x, e17_gap(m, eps, x))


@claim(
    "RT2.fail.output-shift",
    article=ARTICLE,
    statement="y(z + c 1) = y(z) + c 1 (false: the layer is shift invariant; c = 1 changes nothing).",
)
def fail_output_shift(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(layer_norm(m, m.z + m.one * c, gamma, beta, eps), layer_norm(m, m.z, gamma, beta, eps) + m.one * c)


@claim(
    "RT2.fail.scaling-any-real",
    article=ARTICLE,
    statement="u_eps(a z) = u_{eps/a^2}(z) for every real a (false: a = 0 divides by 0, and a = -1 flips the sign).",
)
def fail_scaling_any_real(m):
    eps, a = m.scalar("eps", positive=True), m.scalar("a")
    return Equal(core(m, m.z * a, eps), core(m, m.z, eps / a**2))


@claim(
    "RT2.fail.output-mean",
    article=ARTICLE,
    statement="mean(y) = mean(beta) (false: d = 2, z = (-1, 1), eps = 1, gamma = (0, 1), beta = 0 gives 1/(2 sqrt 2)).",
)
def fail_output_mean(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(mean(m, layer_norm(m, m.z, gamma, beta, eps)), mean(m, beta))


@claim(
    "RT2.fail.jacobian-kills-v",
    article=ARTICLE,
    statement="The input gradient is orthogonal to v: <v, J g> = 0 (false: g = v gives eps |v|^2/(q+eps)^(3/2) > 0).",
)
def fail_jacobian_kills_v(m):
    eps = m.scalar("eps", positive=True)
    g = m.vector("g")
    return Equal(m.dot(center(m, m.z), core_jacobian(m, eps) @ g), 0)


@claim(
    "RT2.fail.scaling-solutions-reals",
    article=ARTICLE,
    statement="For a nonconstant input a^2/(a^2 q + eps) = 1/(q + eps) only at a = 1 (false: a = -1 also solves it).",
    scope=NONCONSTANT,
)
def fail_scaling_solutions_reals(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Solutions(lambda a: a**2 / (a**2 * q + eps) - 1 / (q + eps), Reals, FiniteSet(1), "a")


@claim(
    "RT2.fail.crossover-solution",
    article=ARTICLE,
    statement="The radial and transverse eigenvalues eps/(q+eps)^(3/2) and (q+eps)^(-1/2) agree at eps = 1 (false: "
    "they agree only when q = 0; z = (-1, 1) gives 1/2^(3/2) vs 1/sqrt 2).",
    scope=NONCONSTANT,
)
def fail_crossover_solution(m):
    q = variance(m, m.z)
    return Solutions(lambda e: e * (q + e) ** Rational(-3, 2) - rsqrt(q + e), Interval.open(0, oo), FiniteSet(1), "eps")


@claim(
    "RT2.fail.core-variance-limit",
    article=ARTICLE,
    statement="q/(q+eps) -> 1 as eps -> 0+ for every input (false: a constant input has q = 0 and the limit 0).",
)
def fail_core_variance_limit(m):
    q = variance(m, m.z)
    return Limit(lambda e: q / (q + e), 0, 1, "eps", side="+")


@claim(
    "RT2.fail.family-limit-sqrt3",
    article=ARTICLE,
    statement="Along (-t, 0, t) the third core coordinate tends to sqrt 3 as t -> oo (false: it tends to sqrt(3/2)).",
    scope=Example(3),
)
def fail_family_limit_sqrt3(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda s: m.coordinates(core(m, m.vec([-1, 0, 1]) * s, eps))[2], oo, sqrt(3), "t")


@claim(
    "RT2.fail.family-limit-minus-infinity",
    article=ARTICLE,
    statement="Along (-t, 0, t) the third core coordinate tends to +sqrt(3/2) as t -> -oo (false: -sqrt(3/2)).",
    scope=Example(3),
)
def fail_family_limit_minus_infinity(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda s: m.coordinates(core(m, m.vec([-1, 0, 1]) * s, eps))[2], -oo, sqrt(Rational(3, 2)), "t")


@claim(
    "RT2.fail.variance-positive",
    article=ARTICLE,
    statement="The variance is positive (false: a constant input has q = 0).",
)
def fail_variance_positive(m):
    return Positive(variance(m, m.z))


@claim(
    "RT2.fail.jacobian-injective",
    article=ARTICLE,
    statement="For d >= 2 the Jacobian moves every nonzero x: |J x|^2 > 0 (false: x = 1).",
    scope=AllD(min_d=2),
)
def fail_jacobian_injective(m):
    eps = m.scalar("eps", positive=True)
    x = m.vector("x", nonzero=True)
    return Positive(m.norm2(core_jacobian(m, eps) @ x))


@claim(
    "RT2.fail.core-norm-below-d-minus-1",
    article=ARTICLE,
    statement="|u_eps|^2 <= d - 1 (false: d = 3, q = 1, eps = 9/64 gives 3 (64/73) > 2).",
    scope=AllD(min_d=2),
)
def fail_core_norm_below_d_minus_1(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d - 1)


@claim(
    "RT2.fail.core-coordinate-below-1",
    article=ARTICLE,
    statement="Every core coordinate satisfies u_i^2 <= 1 (false: z = (3, -2, -1), eps = 1/100 gives u_1^2 about 1.9).",
)
def fail_core_coordinate_below_1(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, core(m, m.z, eps)) ** 2, 1)


@claim(
    "RT2.fail.cauchy-schwarz-missing-d",
    article=ARTICLE,
    statement="<v, t>^2 <= q |t|^2 (false: Cauchy-Schwarz gives d q |t|^2; t = v gives d^2 q^2 > q d q for d >= 2).",
)
def fail_cauchy_schwarz_missing_d(m):
    t = m.vector("t")
    return LessEqual(m.dot(center(m, m.z), t) ** 2, variance(m, m.z) * m.norm2(t))


@claim(
    "RT2.fail.chain-missing-d",
    article=ARTICLE,
    statement="|u|^2/d = q/(d (q+eps)) because |v|^2 = q (false: |v|^2 = d q; z = (-1, 1), eps = 1 gives 1/2, not 1/4).",
)
def fail_chain_missing_d(m):
    eps = m.scalar("eps", positive=True)
    u, v, q = core(m, m.z, eps), center(m, m.z), variance(m, m.z)
    return (
        Chain(m.norm2(u) / m.d, "mean square")
        .eq(m.norm2(v) / (m.d * (q + eps)), "u = v/sqrt(q+eps)")
        .eq(q / (m.d * (q + eps)), "|v|^2 = q", lemmas=("sum_vv",))
    )


@claim(
    "RT2.fail.example-123",
    article=ARTICLE,
    statement="z = (1, 2, 3), eps = 4/3 has the core (-1, 0, 1)/2 (false: it is (-1, 0, 1)/sqrt 2).",
    scope=Example(3),
)
def fail_example_123(m):
    return Equal(core(m, m.vec([1, 2, 3]), m.number(Rational(4, 3))), m.vec([-1, 0, 1]) * HALF)


@claim(
    "RT2.fail.example-norm",
    article=ARTICLE,
    statement="At z = (-1, 1), eps = 3 the Jacobian has norm 1/4 (false: 3/8, attained along (-1, 1)).",
    scope=Example(2),
)
def fail_example_norm(m):
    J = core_jacobian(m, m.number(3), at=m.vec([-1, 1]))
    x = m.generic_vector("x", along=(m.one, m.vec([-1, 1])))
    n = Rational(1, 4)
    return LessEqual(m.norm2(J @ x.vector), n**2 * m.norm2(x.vector), gap=n**2 * m.d * x.coefficients[0] ** 2)


@claim(
    "RT2.fail.approx-digit",
    article=ARTICLE,
    statement="1/sqrt(q + eps) at q = 10^-6, eps = 10^-4 is 99.51 to two decimals (false: 99.5037...).",
    scope=Example(1),
)
def fail_approx_digit(m):
    return Approximately(1 / m.sqrt(m.number(Rational(101, 10**6))), "99.51")


@claim(
    "RT2.fail.coordinates-below-1-dims",
    article=ARTICLE,
    statement="For d = 2..4, u_i^2 < 1 (false at d = 3: z = (3, -2, -1), eps = 1/100 gives about 1.9).",
    scope=Dims(2, 4),
)
def fail_coordinates_below_1_dims(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, core(m, m.z, eps)) ** 2, 1, strict=True)


@claim(
    "RT2.fail.output-jacobian-order",
    article=ARTICLE,
    statement="D y = J diag(gamma) (false: D y = diag(gamma) J; they differ unless gamma is constant).",
)
def fail_output_jacobian_order(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(output_jacobian(m, eps, gamma, beta), core_jacobian(m, eps) @ m.diag(gamma))


@claim(
    "RT2.fail.gain-gradient-uses-y",
    article=ARTICLE,
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
    article=ARTICLE,
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
    article=ARTICLE,
    statement="At a constant input the Jacobian is I/sqrt(eps) (false: P/sqrt(eps), which kills 1).",
)
def fail_constant_jacobian_identity(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    return Equal(core_jacobian(m, eps, at=m.one * c), m.eye() * rsqrt(eps))


@claim(
    "RT2.fail.variance-derivative-uncentered",
    article=ARTICLE,
    statement="D_t q = 2 <z, t>/d (false: 2 <v, t>/d; t = 1 gives 2 mean(z), not 0).",
)
def fail_variance_derivative_uncentered(m):
    t = m.vector("t")
    return Equal(m.D(lambda x: variance(m, x), m.z, t), 2 * m.dot(m.z, t) / m.d)


@claim(
    "RT2.fail.variance-second-derivative",
    article=ARTICLE,
    statement="D_t D_t q = 2 |t|^2/d (false: 2 |P t|^2/d; t = 1 gives 0, not 2).",
)
def fail_variance_second_derivative(m):
    t = m.vector("t")
    return Equal(m.D(lambda y: m.D(lambda x: variance(m, x), y, t), m.z, t), 2 * m.norm2(t) / m.d)


@claim(
    "RT2.fail.attainment-everywhere",
    article=ARTICLE,
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
    article=ARTICLE,
    statement="For d >= 2, |J x|^2 < |x|^2/eps for every nonzero x (false: equality at a constant input with "
    "x = (1, -1)).",
    scope=AllD(min_d=2),
)
def fail_bound_strict(m):
    eps = m.scalar("eps", positive=True)
    x = m.vector("x", nonzero=True)
    return LessEqual(m.norm2(core_jacobian(m, eps) @ x), m.norm2(x) / eps, strict=True)


@claim(
    "RT2.fail.eps-increases-norm",
    article=ARTICLE,
    statement="|u_eps|^2 grows with eps (false: it is d q/(q+eps), decreasing; z = (-3, 3), eps = 1/2, h = 1).",
)
def fail_eps_increases_norm(m):
    eps, h = m.scalar("eps", positive=True), m.scalar("h", positive=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.norm2(core(m, m.z, eps + h)))


@claim(
    "RT2.fail.core-derivative-eps",
    article=ARTICLE,
    statement="d u_eps/d eps = -v/(q+eps)^(3/2) (false: the factor is -1/2).",
)
def fail_core_derivative_eps(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(m.D(lambda e: core(m, m.z, e), eps, 1), v * (-((q + eps) ** Rational(-3, 2))))


@claim(
    "RT2.fail.hadamard-bound-unsquared",
    article=ARTICLE,
    statement="|g (.) x|^2 <= max|g| |x|^2 (false: the maximum enters squared; g = 2 1 gives 4|x|^2 > 2|x|^2).",
)
def fail_hadamard_bound_unsquared(m):
    g, x = m.vector("g"), m.vector("x")
    big, _ = m.max_abs(g)
    return LessEqual(m.norm2(g * x), big * m.norm2(x))


@claim(
    "RT2.fail.output-variance-bound",
    article=ARTICLE,
    statement="var(y) <= max|gamma|^2 q/(q+eps) (false: a nonconstant bias adds its own variance; gamma = 0, "
    "beta = (0, 1)).",
)
def fail_output_variance_bound(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    big, _ = m.max_abs(gamma)
    q = variance(m, m.z)
    return LessEqual(variance(m, layer_norm(m, m.z, gamma, beta, eps)), big**2 * q / (q + eps))


@claim(
    "RT2.fail.lipschitz-half",
    article=ARTICLE,
    statement="The core is Lipschitz with squared constant 1/(2 eps) (false: 1/eps is attained at a constant input "
    "along (1, -1)).",
    cites=MVI,
)
def fail_lipschitz_half(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: core(m, p, eps), 1 / (2 * eps), x, e17_gap(m, eps, x) - m.norm2(x.vector) / (2 * eps))


@claim(
    "RT2.fail.lipschitz-tied-direction-field",
    article=ARTICLE,
    statement="For d >= 3 and w orthogonal to 1 and P z, x -> (<w,x>^2/(1 + <w,x>^2)) 1 is 1-Lipschitz (false: "
    "w = 10 (1, -1, 0) at z = 0 has constant sqrt 3 (3 sqrt 3/8) 10 sqrt 2, about 15.9 > 1); f depends on z through w.",
    scope=AllD(min_d=3),
    cites=MVI,
)
def fail_lipschitz_tied_direction_field(m):
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v))
    x = m.generic_vector("x", along=(m.one,))

    def f(p):
        s = m.dot(w, p)
        return m.one * (s**2 / (1 + s**2))

    return LipschitzBound(f, 1, x, m.norm2(x.vector))


@claim(
    "RT2.fail.hidden-zero-via-model",
    article=ARTICLE,
    statement="At z = (-1, 1), eps = 4 + 2 sqrt 6: 1/(sqrt(q + eps) - sqrt 2 - sqrt 3) > 0 (false: q + eps = "
    "5 + 2 sqrt 6 = (sqrt 2 + sqrt 3)^2, division by 0).  The exact side proves it (Z3 vacuity); only the numbers "
    "refute it.",
    scope=Example(2),
)
def fail_hidden_zero_via_model(m):
    q = variance(m, m.vec([-1, 1]))
    eps = m.number(4 + 2 * sqrt(6))
    return Positive(1 / (m.sqrt(q + eps) - m.number(sqrt(2) + sqrt(3))))


@claim(
    "RT2.fail.aliased-vector",
    article=ARTICLE,
    statement="For two gains g, h in R^3, <g, h>^2 = |g|^2 |h|^2 (false: g = (1, 0, 0), h = (0, 1, 0)); h was declared "
    "with g's name, which the exact model reads as the same vector (it proves the claim) and the numeric model as "
    "a new one.",
    scope=Example(3),
)
def fail_aliased_vector(m):
    g = m.vector("g")
    h = m.vector("g")  # copy-paste slip: meant "h"
    return Equal(m.dot(g, h) ** 2, m.norm2(g) * m.norm2(h))


@claim(
    "RT2.fail.mean-growth-limit",
    article=ARTICLE,
    statement="mean(t z)/mean(t z + z) -> 1 as t -> oo (false: at z = (-1, 1) it is 0/0 for every t).",
)
def fail_mean_growth_limit(m):
    return Limit(lambda t: mean(m, m.z * t) / mean(m, m.z * t + m.z), oo, 1, "t")


@claim(
    "RT2.fail.symmetry-ratio-d1",
    article=ARTICLE,
    statement="<t, J w>/<w, J t> = 1 for nonzero t, w (false: at d = 1, J = 0 and the ratio is 0/0).",
)
def fail_symmetry_ratio_d1(m):
    eps = m.scalar("eps", positive=True)
    t, w = m.vector("t", nonzero=True), m.vector("w", nonzero=True)
    J = core_jacobian(m, eps)
    return Equal(m.dot(t, J @ w) / m.dot(w, J @ t), 1)


@claim(
    "RT2.fail.mean-normalized-dims",
    article=ARTICLE,
    statement="For d = 2..4, mean(z/mean(z)) = 1 (false: z = (-1, 1) has mean 0).",
    scope=Dims(2, 4),
)
def fail_mean_normalized_dims(m):
    mu = mean(m, m.z)
    return Equal(mean(m, m.z * (1 / mu)), 1)


@claim(
    "RT2.fail.relative-energy-written",
    article=ARTICLE,
    statement="2 a |z|^2/|z|^2 = 0 only at a = 0 (false: at z = 0 it is undefined for every a).",
)
def fail_relative_energy_written(m):
    z = m.z
    return Solutions(lambda a: 2 * a * m.norm2(z) / m.norm2(z), Reals, FiniteSet(0), "a")


@claim(
    "RT2.fail.amplification-ratio-constant",
    article=ARTICLE,
    statement="The relative scaling sensitivity of |u|^2, (d/da |u(a z)|^2 at a = 1)/|u|^2, is 2 eps/(q + eps) "
    "(false: at a constant input |u|^2 = 0 and the ratio is 0/0).",
)
def fail_amplification_ratio_constant(m):
    eps = m.scalar("eps", positive=True)
    return Equal(
        m.D(lambda a: m.norm2(core(m, m.z * a, eps)), 1, 1) / m.norm2(core(m, m.z, eps)),
        2 * eps / (variance(m, m.z) + eps),
    )
