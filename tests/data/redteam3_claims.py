"""False but plausible claims from a third red-team review of the verifier; none may end "proved".

Every claim below is mathematically false, or ill-defined at a point its
hypotheses admit (which counts as false), and its statement names a concrete
counterexample (checked independently with SymPy, see the review report).
None of them repeats a claim of redteam_claims.py, adversarial_claims.py,
soundness_claims.py or redteam2_claims.py.  The IDs say which weakness a claim
probes; the classes marked (proved) ended "proved" when this file was written:

``RT3.sol.*`` (proved)  Solutions whose expected point is undefined on a thin
    set of the parameters.  ``_is_solution`` judges the definedness of f(e) as
    SymPy builds it, where ``(a - 1) * (b/(a - 1))`` is already ``b``, and
    ``decide_solutions`` encodes e with an auxiliary inverse (or root), which
    silently restricts Z3's search to the parameters where e exists.  Nothing
    records ``a - 1 != 0`` or ``<g, t> != 0`` as an obligation, so no pin
    samples it.  (roots-radical: the same hole with a radical; the exact side
    proves it, only the random numbers refute it; normalizer-offset fails only for
    0 < eps < 1/100, where the numeric model never draws a positive scalar.)
``RT3.lim.*`` (proved)  Limit judges no definedness at all for the part of f
    free of x, nor for the expected value: ``judge_limit`` keeps only the
    obligations that ``note_operand``/``m.sqrt`` recorded, and
    ``exact_limit`` splits off an x-free factor (``_scaled``) without asking
    whether it exists.
``RT3.wr.*`` (proved)  Solutions of an f that uses ``m.D``: under
    ``sympy.evaluate(False)`` the derivative leaves ``Derivative``/``Subs``
    (and ``m.jacobian`` recurses without end), so ``_written_obligations``
    falls back to no obligations and a scalar division ``1/<gamma, z>`` of f
    is never an obligation.  (RT2.sol.mean-growth probed the same fallback at
    mean(z) = 0, which the mean-zero shape now samples; these use thin sets
    that no shape samples.)
``RT3.nest.*`` (proved)  Nested ``m.D``: the obligations of the inner
    derivative (``no kink``, ``radicand, differentiable``) are noted into the
    outer derivative's recording list, and the outer ``D`` turns every
    recorded obligation into a plain node (``along += [ob.expr ...]``), so its
    sign condition is lost unless the node itself holds a partial operation.
    The inner ``sign(0) = 0`` of SymPy's ``diff(Abs)`` then passes for a
    derivative that does not exist; central differences in mpmath agree.
``RT3.ex.*`` (proved)  Example and Dims scopes, where the concrete model is the
    proof: dual numbers record no smoothness obligation (a term free of s
    lives only in the dual's value part and never reaches a check), and a
    derivative nested in another one is taken by ``_nested_D`` with SymPy's
    ``diff`` and no obligation at all.
``RT3.thin.*``  The documented limitation (a scalar quotient SymPy cancels is
    judged as built) at thin sets the numeric model never samples: vectors
    declared ``nonzero_entries=True`` are exempt from every degenerate shape
    (no zero, centered or all-ones gains), so mean(gamma) = 0 or gamma
    orthogonal to v is never evaluated.
``RT3.api.*`` (proved)  ``m.D``/``m.jacobian`` of a lambda that ignores its
    argument (it closes over ``m.z``): the derivative of a constant is proved
    0, so a false statement about the core is "proved".  LipschitzBound
    refuses such functions; ``m.D`` does not.
``RT3.fail.*``  Plausible mistakes (wrong constant, power, sign, scope, missing
    hypothesis, wrong derivative, limit or solution set, misapplied lemma) that
    the verifier correctly does not prove; kept as a regression net.

``tests/prove/test_redteam3.py`` asserts that none of them ends "proved".  True
claims that the verifier refutes are in ``redteam3_true_claims.py``.
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

ARTICLE = "redteam3"
HALF = Rational(1, 2)
MVI = ("mean value inequality",)
NONCONSTANT = AllD(min_d=2, nonconstant=True)


def rsqrt(x):
    return x ** (-HALF)


def rms_norm(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


# =====================================================================================
# RT3.sol: expected points whose definedness SymPy cancels in f(e)
# =====================================================================================


@claim(
    "RT3.sol.hyperplane-step",
    article=ARTICLE,
    statement="Moving the input along a nonzero direction t, the step s at which the output's projection on a "
    "nonzero gain g vanishes, <g, z + s t> = 0, is s = -<g, z>/<g, t> (false: d = 2, g = (1, 0), t = (0, 1), "
    "z = (1, 1) give <g, z + s t> = 1 for every s, and -<g, z>/<g, t> = -1/0).",
)
def sol_hyperplane_step(m):
    g = m.vector("g", nonzero=True)
    t = m.vector("t", nonzero=True)
    return Solutions(lambda s: m.dot(g, m.z + t * s), Reals, [-m.dot(g, m.z) / m.dot(g, t)], "s")


@claim(
    "RT3.sol.ema-stationary",
    article=ARTICLE,
    statement="A running statistic updated by r <- alpha r + b with momentum alpha >= 0 is stationary where "
    "(1 - alpha) r = b, that is only at r = b/(1 - alpha) (false: alpha = 1, b = 1 has no stationary point and "
    "b/(1 - alpha) = 1/0).",
)
def sol_ema_stationary(m):
    alpha = m.scalar("alpha", nonnegative=True)
    b = m.scalar("b")
    return Solutions(lambda r: (1 - alpha) * r - b, Reals, [b / (1 - alpha)], "r")


@claim(
    "RT3.sol.gain-scale-mean",
    article=ARTICLE,
    statement="For a nonconstant input and a gain gamma with no zero entry, the global gain scale s that sets the "
    "output mean mean(s gamma (.) u + beta) to c is s = d (c - mean(beta))/<gamma, u> (false: d = 2, z = (0, 1), "
    "gamma = (1, 1), beta = 0, c = 1, eps = 1 give mean(s gamma (.) u) = 0 for every s, and <gamma, u> = 0).",
    scope=NONCONSTANT,
)
def sol_gain_scale_mean(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma, beta = m.vector("gamma", nonzero_entries=True), m.vector("beta")
    u = core(m, m.z, eps)
    return Solutions(
        lambda s: m.d * (mean(m, (gamma * u) * s + beta) - c), Reals, [m.d * (c - mean(m, beta)) / m.dot(gamma, u)], "s"
    )


@claim(
    "RT3.sol.bias-orthogonal",
    article=ARTICLE,
    statement="For a gain gamma with no zero entry, the uniform bias shift b that makes the output orthogonal to "
    "the gain, <y + b 1, gamma> = 0, is b = -<y, gamma>/<1, gamma> (false: d = 2, gamma = (1, -1), beta = (1, 0), "
    "z = (0, 1), eps = 1 give <y + b 1, gamma> = 1 for every b, and <1, gamma> = 0).",
)
def sol_bias_orthogonal(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma", nonzero_entries=True), m.vector("beta")
    y = layer_norm(m, m.z, gamma, beta, eps)
    return Solutions(lambda b: m.dot(y + m.one * b, gamma), Reals, [-m.dot(y, gamma) / m.total(gamma)], "b")


@claim(
    "RT3.sol.segment-at-mean",
    article=ARTICLE,
    statement="For a nonconstant input with d = 2..4, the point z_1 + lam (z_2 - z_1) of the segment from z_1 to z_2 "
    "reaches the mean exactly at lam = (mean(z) - z_1)/(z_2 - z_1) (false: z = (0, 0, 3) has z_1 = z_2 = 0 and "
    "mean 1, no lam works and the formula is 1/0).",
    scope=Dims(2, 4, nonconstant=True),
)
def sol_segment_at_mean(m):
    z1, z2 = m.coordinates(m.z)[:2]
    mu = mean(m, m.z)
    return Solutions(lambda lam: (z2 - z1) * lam - (mu - z1), Reals, [(mu - z1) / (z2 - z1)], "lam")


@claim(
    "RT3.sol.normalizer-offset",
    article=ARTICLE,
    statement="Along the family z = (-t, 0, t) (q = 2 t^2/3), for every eps > 0 the offsets at which the normalizer "
    "q(z) + 1/100 reaches eps are t = +-(3 (eps - 1/100)/2)^(1/2) (false: eps = 1/200 < 1/100 is never reached "
    "and the root is not real; the numeric model never draws a positive scalar below 1/64).",
    scope=Example(3),
)
def sol_normalizer_offset(m):
    eps = m.scalar("eps", positive=True)
    root = (3 * (eps - Rational(1, 100)) / 2) ** HALF
    return Solutions(lambda t: variance(m, m.vec([-1, 0, 1]) * t) + Rational(1, 100) - eps, Reals, [root, -root], "t")


@claim(
    "RT3.sol.roots-radical",
    article=ARTICLE,
    statement="For every c > 0 the equation x^2 = c - 1 has exactly the roots +-(c - 1)^(1/2) (false: c = 1/2 has "
    "no real root and (c - 1)^(1/2) is not real).  The exact side proves it (Z3 only searches where the expected "
    "radical exists); only a random c < 1 refutes it.",
)
def sol_roots_radical(m):
    c = m.scalar("c", positive=True)
    root = (c - 1) ** HALF
    return Solutions(lambda x: x**2 - (c - 1), Reals, [root, -root])


@claim(
    "RT3.sol.unit-variance-scale",
    article=ARTICLE,
    statement="The scale a > 0 that gives the input unit variance, q(a z) = 1, is a = q^(-1/2) (false: a constant "
    "input has q(a z) = 0 for every a, and q^(-1/2) = 1/0).",
)
def sol_unit_variance_scale(m):
    q = variance(m, m.z)
    return Solutions(lambda a: variance(m, m.z * a) - 1, Interval.open(0, oo), [rsqrt(q)], "a")


@claim(
    "RT3.sol.output-mean-target-scale",
    article=ARTICLE,
    statement="For a nonconstant input, the gain-weighted output mean k a/sqrt(a^2 q + eps) with k = mean(gamma (.) v) "
    "equals its value at a = 1 only at a = 1 among a > 0 (false: gamma = (1, 1), d = 2 gives k = 0, so every a "
    "solves it).",
    scope=NONCONSTANT,
)
def sol_output_mean_target_scale(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma", nonzero_entries=True)
    q = variance(m, m.z)
    k = mean(m, gamma * center(m, m.z))
    def f(a):
        return a * k * (q + eps) ** HALF - k * (a**2 * q + eps) ** HALF

    return Solutions(f, Interval.open(0, oo), FiniteSet(1), "a")


# =====================================================================================
# RT3.lim: no definedness for the x-free part of a limit or for its expected value
# =====================================================================================


@claim(
    "RT3.lim.normalized-level",
    article=ARTICLE,
    statement="Rescaling the core variance r/(1 + r) (E5) so that a level c maps to 0 and 1 maps to 1, "
    "(r/(1 + r) - c)/(1 - c) tends to 1 as r -> oo, for every real c (false: at c = 1 it is 0/0 for every r).",
)
def lim_normalized_level(m):
    c = m.scalar("c")
    return Limit(lambda r: (r / (1 + r) - c) / (1 - c), oo, 1, "r")


@claim(
    "RT3.lim.gain-projection",
    article=ARTICLE,
    statement="For a nonconstant input and a gain gamma with no zero entry, sqrt(eps) <gamma, u_eps(z)>/<gamma, v> "
    "tends to 1 as eps -> oo (false: d = 2, z = (0, 1), gamma = (1, 1) give <gamma, v> = 0 and the quotient is "
    "0/0 for every eps).",
    scope=NONCONSTANT,
)
def lim_gain_projection(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    v = center(m, m.z)
    return Limit(lambda e: m.sqrt(e) * m.dot(gamma, core(m, m.z, e)) / m.dot(gamma, v), oo, 1, "eps")


@claim(
    "RT3.lim.eps-sweep-gain",
    article=ARTICLE,
    statement="For a nonconstant input and a gain with no zero entry, sqrt(q + eps) <gamma, u_eps(z)>/<gamma, v> "
    "tends to 1 as eps -> 0+ (false: d = 2, z = (0, 1), gamma = (1, 1) give <gamma, v> = 0, 0/0 for every eps).",
    scope=NONCONSTANT,
)
def lim_eps_sweep_gain(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda e: m.dot(gamma, core(m, m.z, e)) / m.dot(gamma, v) * m.sqrt(q + e), 0, 1, "eps", side="+")


@claim(
    "RT3.lim.rms-gain-mean",
    article=ARTICLE,
    statement="RMSNorm of a large constant input c 1: the gain-weighted mean relative to the gain's mean, "
    "mean(gamma (.) r(c 1))/mean(gamma), tends to 1 as c -> oo for every gain with no zero entry (false: "
    "gamma = (1, -1) has mean 0 and the quotient is 0/0).",
)
def lim_rms_gain_mean(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma", nonzero_entries=True)
    return Limit(lambda c: mean(m, gamma * rms_norm(m, m.one * c, eps)) / mean(m, gamma), oo, 1, "c")


@claim(
    "RT3.lim.barrier-scale",
    article=ARTICLE,
    statement="Worked example z = (1, 2, 3): the objective var(u_eps(s z)) + (s/(s + 1))/(1 - eps) with a barrier "
    "term in eps tends to 1 + 1/(1 - eps) as s -> oo (false: at eps = 1 the barrier is undefined for every s).",
    scope=Example(3),
)
def lim_barrier_scale(m):
    eps = m.scalar("eps", positive=True)
    z0 = m.vec([1, 2, 3])
    return Limit(lambda s: variance(m, core(m, z0 * s, eps)) + (s / (s + 1)) / (1 - eps), oo, 1 + 1 / (1 - eps), "s")


@claim(
    "RT3.lim.two-eps-secant",
    article=ARTICLE,
    statement="The secant slope of the core variance between two epsilons, (V_eps1(a z) - V_eps2(a z))/(eps1 - eps2), "
    "tends to 0 as a -> oo (false: at eps1 = eps2 it is 0/0 for every a).",
)
def lim_two_eps_secant(m):
    e1, e2 = m.scalar("eps1", positive=True), m.scalar("eps2", positive=True)
    q = variance(m, m.z)
    return Limit(lambda a: (a**2 * q / (a**2 * q + e1) - a**2 * q / (a**2 * q + e2)) / (e1 - e2), oo, 0, "a")


@claim(
    "RT3.lim.bessel",
    article=ARTICLE,
    statement="The Bessel-corrected variance ratio d q/((d - 1)(q + eps)) tends to d/(d - 1) as eps -> 0+ (false: "
    "undefined at d = 1, and 0 at a constant input).",
)
def lim_bessel(m):
    q = variance(m, m.z)
    return Limit(lambda e: m.d * q / ((m.d - 1) * (q + e)), 0, m.d / (m.d - 1), "eps", side="+")


# =====================================================================================
# RT3.wr: Solutions of an f that uses m.D: no obligations "as written"
# =====================================================================================


@claim(
    "RT3.wr.gain-growth",
    article=ARTICLE,
    statement="For a nonconstant input and a gain gamma with no zero entry, the relative growth rate of the gain "
    "projection, (d/ds <gamma, s z> at s = a)/<gamma, z>, equals a only at a = 1 (false: z = (1, -1), "
    "gamma = (1, 1) give <gamma, z> = 0, the rate is 0/0 for every a).",
    scope=NONCONSTANT,
)
def wr_gain_growth(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    def rate(a):
        return m.D(lambda s: m.dot(gamma, m.z * s), a, 1) / m.dot(gamma, m.z) - a

    return Solutions(rate, Reals, FiniteSet(1), "a")


@claim(
    "RT3.wr.mean-growth-ref",
    article=ARTICLE,
    statement="For a nonconstant input and a reference level c, (d/ds mean(s z) at s = a - c)/(mean(z) - c) equals "
    "a only at a = 1 (false: z = (0, 2), c = 1 give mean(z) - c = 0, the quotient is undefined for every a).",
    scope=NONCONSTANT,
)
def wr_mean_growth_ref(m):
    c = m.scalar("c")
    mu = mean(m, m.z)
    return Solutions(lambda a: (m.D(lambda s: mean(m, m.z * s), a, 1) - c) / (mu - c) - a, Reals, FiniteSet(1), "a")


# =====================================================================================
# RT3.nest: nested derivatives lose the inner derivative's conditions
# =====================================================================================


@claim(
    "RT3.nest.mixed-eps-l1mean",
    article=ARTICLE,
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
    article=ARTICLE,
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
    article=ARTICLE,
    statement="(Control, one level.) mean(z) D_t |mean(x)| = |mean(z)| mean(t) (false: at z = (-1, 1) D_t does not "
    "exist).",
)
def nest_single_absmean(m):
    t = m.vector("t")
    mu = mean(m, m.z)
    return Equal(m.D(lambda x: m.sqrt(mean(m, x) ** 2), m.z, t) * mu, m.sqrt(mu**2) * mean(m, t))


@claim(
    "RT3.nest.orthogonal-hessian-absproj",
    article=ARTICLE,
    statement="D_w D_t |<g, x>| = 0 at z for every w orthogonal to a nonzero g, d >= 2 (false: at z = 0, "
    "|<g, z + s t>| = |s <g, t>| has no derivative in s).",
    scope=AllD(min_d=2),
)
def nest_orthogonal_hessian_absproj(m):
    g, t = m.vector("g", nonzero=True), m.vector("t")
    w = m.vector("w", orthogonal_to=(g,))
    return Equal(m.D(lambda y: m.D(lambda x: m.sqrt(m.dot(g, x) ** 2), y, t), m.z, w), 0)


# =====================================================================================
# RT3.ex: worked examples and ranges of d, where the concrete model is the proof
# =====================================================================================


@claim(
    "RT3.ex.nested-kink",
    article=ARTICLE,
    statement="d/deps of (d/ds (|s| + eps s) at s = 0) equals 1 (false: |s| + eps s has one-sided slopes eps + 1 "
    "and eps - 1 at 0, so the inner derivative does not exist).",
    scope=Example(1),
)
def ex_nested_kink(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.D(lambda e: m.D(lambda s: m.sqrt(s * s) + e * s, m.number(0), m.number(1)), eps, 1), 1)


@claim(
    "RT3.ex.l1-mixed",
    article=ARTICLE,
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
    article=ARTICLE,
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
    article=ARTICLE,
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


# =====================================================================================
# RT3.thin: cancelled scalar quotients at thin sets that no degenerate shape samples
# =====================================================================================


@claim(
    "RT3.thin.rms-gain-mean",
    article=ARTICLE,
    statement="RMSNorm at a constant input c 1: mean(gamma (.) r(c 1))/mean(gamma) = c/sqrt(c^2 + eps) for every gain "
    "with no zero entry (false: gamma = (1, -1) has mean 0, the quotient is 0/0).",
)
def thin_rms_gain_mean(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma = m.vector("gamma", nonzero_entries=True)
    return Equal(mean(m, gamma * rms_norm(m, m.one * c, eps)) / mean(m, gamma), c * rsqrt(c**2 + eps))


@claim(
    "RT3.thin.projection-elasticity",
    article=ARTICLE,
    statement="For a nonconstant input, the elasticity of the gain projection <gamma, u_eps(a z)> at a = 1 is "
    "eps/(q + eps) (false: d = 2, z = (0, 1), gamma = (1, 1) make the projection 0, the elasticity 0/0).",
    scope=NONCONSTANT,
)
def thin_projection_elasticity(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma", nonzero_entries=True)
    elasticity = m.D(lambda a: m.dot(gamma, core(m, m.z * a, eps)), 1, 1) / m.dot(gamma, core(m, m.z, eps))
    return Equal(elasticity, eps / (variance(m, m.z) + eps))


# =====================================================================================
# RT3.api: derivatives of functions that ignore their argument
# =====================================================================================


@claim(
    "RT3.api.closure-derivative",
    article=ARTICLE,
    statement="The core is locally constant: D_t u_eps(z) = 0 for every direction t (false: z = (1, 2, 4), t = e_1, "
    "eps = 1 give D_t u_1 = 30 sqrt(23)/529; the body differentiates a lambda that closes over m.z).",
)
def api_closure_derivative(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    return Equal(m.D(lambda x: core(m, m.z, eps), m.z, t), m.one * 0)


@claim(
    "RT3.api.closure-jacobian",
    article=ARTICLE,
    statement="The input Jacobian of the layer output is zero (false: it is diag(gamma) J, nonzero for gamma = 1, "
    "d = 2; the lambda passed to m.jacobian closes over m.z).",
)
def api_closure_jacobian(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(m.jacobian(lambda x: layer_norm(m, m.z, gamma, beta, eps), m.z), m.eye() * 0)


# =====================================================================================
# RT3.fail: plausible mistakes the verifier correctly does not prove
# =====================================================================================


@claim(
    "RT3.fail.jac-rank-one-d2",
    article=ARTICLE,
    statement="J = (q + eps)^(-1/2) (P - v v^T/(d^2 (q + eps))) (false: the rank-one term has d, not d^2; d = 2, "
    "z = (0, 2), eps = 1 differ in the v v^T entry).",
)
def fail_jac_rank_one_d2(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps), (centering_matrix(m) - m.outer(v, v) / (m.d**2 * (q + eps))) * rsqrt(q + eps))


@claim(
    "RT3.fail.radial-eigenvalue",
    article=ARTICLE,
    statement="J v = eps/(q + eps) v (false: the eigenvalue is eps/(q + eps)^(3/2); q = 1, eps = 3 give 3/8 vs 3/4).",
    scope=NONCONSTANT,
)
def fail_radial_eigenvalue(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps) @ v, v * (eps / (q + eps)))


@claim(
    "RT3.fail.trace-jacobian",
    article=ARTICLE,
    statement="tr J = (d - 1)/sqrt(q + eps) (false: the rank-one term subtracts q/(q + eps)^(3/2); d = 2, q = 1, "
    "eps = 3 give 1/2 - 1/8 = 3/8, not 1/2).",
)
def fail_trace_jacobian(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.trace(core_jacobian(m, eps)), (m.d - 1) * rsqrt(q + eps))


@claim(
    "RT3.fail.frobenius",
    article=ARTICLE,
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
    "RT3.fail.norm-bound-dminus1",
    article=ARTICLE,
    statement="|u_eps(z)|^2 <= d - 1 (false: d = 2, q = 1, eps = 9/64 give 128/73 > 1).",
)
def fail_norm_bound_dminus1(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d - 1)


@claim(
    "RT3.fail.coordinate-bound",
    article=ARTICLE,
    statement="u_i^2 <= (d - 1)/d (false: d = 2, z = (2, -2), eps = 13/8 give u_1^2 = 32/45 > 1/2).",
)
def fail_coordinate_bound(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, core(m, m.z, eps)) ** 2, (m.d - 1) / m.d)


@claim(
    "RT3.fail.lipschitz-eps-squared",
    article=ARTICLE,
    statement="The core is Lipschitz with constant 1/eps (false for eps > 1: at a constant input the stretch is "
    "1/sqrt(eps) > 1/eps, e.g. eps = 4 along (1, -1)).",
    cites=MVI,
)
def fail_lipschitz_eps_squared(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    J = core_jacobian(m, eps)
    return LipschitzBound(lambda p: core(m, p, eps), 1 / eps**2, x, m.norm2(x.vector) / eps**2 - m.norm2(J @ x.vector))


@claim(
    "RT3.fail.gain-grad-y",
    article=ARTICLE,
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
    "RT3.fail.output-mean",
    article=ARTICLE,
    statement="mean(gamma (.) u + beta) = mean(beta) for every gain (false: gamma = (1, 0), z = (0, 2), eps = 1 give "
    "mean(gamma (.) u) = -1/(2 sqrt 2)).",
)
def fail_output_mean(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(mean(m, layer_norm(m, m.z, gamma, beta, eps)), mean(m, beta))


@claim(
    "RT3.fail.variance-half",
    article=ARTICLE,
    statement="For a nonconstant input the core variance is at least 1/2 (false: q = 1, eps = 3 give 1/4).",
    scope=NONCONSTANT,
)
def fail_variance_half(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(HALF, q / (q + eps))


@claim(
    "RT3.fail.shift-core",
    article=ARTICLE,
    statement="u_eps(z + c 1) = u_eps(z) + c (q + eps)^(-1/2) 1 (false: the core is shift invariant; c = 1 at any z "
    "differs by (q + eps)^(-1/2) 1).",
)
def fail_shift_core(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    q = variance(m, m.z)
    return Equal(core(m, m.z + m.one * c, eps), core(m, m.z, eps) + m.one * (c * rsqrt(q + eps)))


@claim(
    "RT3.fail.negative-scale",
    article=ARTICLE,
    statement="u_eps(a z) = u_(eps/a^2)(z) for every real a (false: a = -1 flips the sign, a = 0 divides by 0).",
)
def fail_negative_scale(m):
    eps, a = m.scalar("eps", positive=True), m.scalar("a")
    return Equal(core(m, m.z * a, eps), core(m, m.z, eps / a**2))


@claim(
    "RT3.fail.const-jacobian-identity",
    article=ARTICLE,
    statement="At a constant input the Jacobian is I/sqrt(eps) (false: it is P/sqrt(eps); its action on 1 is 0).",
)
def fail_const_jacobian_identity(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    return Equal(core_jacobian(m, eps, at=m.one * c), m.eye() * rsqrt(eps))


@claim(
    "RT3.fail.limit-variance-1",
    article=ARTICLE,
    statement="The core variance tends to 1 as eps -> 0+ for every input (false: a constant input has core 0).",
)
def fail_limit_variance_1(m):
    return Limit(lambda e: variance(m, core(m, m.z, e)), 0, 1, "eps", side="+")


@claim(
    "RT3.fail.sol-variance-half",
    article=ARTICLE,
    statement="The core variance is 1/2 exactly at eps = q (false: a constant input has core variance 0 for every "
    "eps and q = 0 is not a positive eps).",
)
def fail_sol_variance_half(m):
    q = variance(m, m.z)
    return Solutions(lambda e: variance(m, core(m, m.z, e)) - HALF, Interval.open(0, oo), [q], "eps")


@claim(
    "RT3.fail.radial-vs-orthogonal",
    article=ARTICLE,
    statement="The radial eigenvalue eps/(q + eps)^(3/2) exceeds the orthogonal one (q + eps)^(-1/2) (false: their "
    "ratio is eps/(q + eps) < 1 for q > 0).",
    scope=NONCONSTANT,
)
def fail_radial_vs_orthogonal(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(rsqrt(q + eps), eps * (q + eps) ** Rational(-3, 2), strict=True)


@claim(
    "RT3.fail.radial-max",
    article=ARTICLE,
    statement="eps/(q + eps)^(3/2) <= 1/(2 sqrt(eps)) (false: q = 0 gives 1/sqrt(eps)).",
)
def fail_radial_max(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(eps * (q + eps) ** Rational(-3, 2), 1 / (2 * m.sqrt(eps)))


@claim(
    "RT3.fail.mean-core-nonzero",
    article=ARTICLE,
    statement="For a nonconstant input the mean of the core is nonzero (false: it is always 0).",
    scope=NONCONSTANT,
)
def fail_mean_core_nonzero(m):
    eps = m.scalar("eps", positive=True)
    return Nonzero(mean(m, core(m, m.z, eps)))


@claim(
    "RT3.fail.example-core",
    article=ARTICLE,
    statement="For z = (1, 2, 3) and eps = 1 the core is (-1, 0, 1)/sqrt(2) (false: q + eps = 5/3, so it is "
    "(-1, 0, 1) sqrt(3/5)).",
    scope=Example(3),
)
def fail_example_core(m):
    return Equal(core(m, m.vec([1, 2, 3]), m.number(1)), m.vec([-1, 0, 1]) * (1 / m.sqrt(m.number(2))))


@claim(
    "RT3.fail.approx-316",
    article=ARTICLE,
    statement="1/sqrt(10^-5) rounds to 316.22 (false: it is 316.2277..., which rounds to 316.23).",
    scope=Example(1),
)
def fail_approx_316(m):
    return Approximately(1 / m.sqrt(m.number(Rational(1, 10**5))), "316.22")


@claim(
    "RT3.fail.dims-d2-only",
    article=ARTICLE,
    statement="For d = 1..4, |u|^2 = d q/(q + eps) - (d - 2) q (false: true only at d = 2 or q = 0; d = 3, "
    "z = (0, 0, 3), eps = 1 give |u|^2 = 2 vs 0).",
    scope=Dims(1, 4),
)
def fail_dims_d2_only(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.norm2(core(m, m.z, eps)), m.d * q / (q + eps) - (m.d - 2) * q)


@claim(
    "RT3.fail.cs-missing-norm",
    article=ARTICLE,
    statement="<u, t>^2 <= |t|^2 (Cauchy-Schwarz without |u|^2: false, d = 2, z = (-3/4, 3/4), eps = 13/64, "
    "t = (1, -1)).",
)
def fail_cs_missing_norm(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    return LessEqual(m.dot(core(m, m.z, eps), t) ** 2, m.norm2(t))


@claim(
    "RT3.fail.coord-v-bound",
    article=ARTICLE,
    statement="v_i^2 <= q (false: the bound is (d - 1) q; z = (-1, 1, 0) gives v_1^2 = 1 > q = 2/3).",
)
def fail_coord_v_bound(m):
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, center(m, m.z)) ** 2, variance(m, m.z))


@claim(
    "RT3.fail.rms-jacobian",
    article=ARTICLE,
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
    article=ARTICLE,
    statement="J_y^T g = gamma (.) (J g) (false: it is J (gamma (.) g); gamma = (1, 0), g = (1, 0), z = 0, d = 2 "
    "differ).",
)
def fail_vjp_order(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, g = m.vector("gamma"), m.vector("beta"), m.vector("g")
    return Equal(output_jacobian(m, eps, gamma, beta).T @ g, gamma * (core_jacobian(m, eps) @ g))


@claim(
    "RT3.fail.second-derivative-norm",
    article=ARTICLE,
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
    "RT3.fail.limit-scaled-input",
    article=ARTICLE,
    statement="mean(u_eps(a z)^2) -> 1 as a -> oo for every input (false: a constant input gives 0).",
)
def fail_limit_scaled_input(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda a: m.norm2(core(m, m.z * a, eps)) / m.d, oo, 1, "a")


@claim(
    "RT3.fail.output-lipschitz-mean",
    article=ARTICLE,
    statement="The output is Lipschitz with constant |gamma|^2/(d eps) (mean square gain instead of the max: false, "
    "d = 3, gamma = e_2, constant input, direction e_2 - 1/3 stretches by sqrt(2/3)/sqrt(eps) > 1/sqrt(3 eps)).",
    cites=MVI,
)
def fail_output_lipschitz_mean(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    x = m.generic_vector("x", along=(m.one,))
    bound = m.norm2(gamma) / (m.d * eps)
    gap = bound * m.norm2(x.vector) - m.norm2(gamma * (core_jacobian(m, eps) @ x.vector))
    return LipschitzBound(lambda p: layer_norm(m, p, gamma, beta, eps), bound, x, gap)


@claim(
    "RT3.fail.scale-even",
    article=ARTICLE,
    statement="For a nonconstant input, u(a z) and u(z) have the same v-component exactly for a = +-1 (false: a = -1 "
    "flips it, -<u(z), v> != <u(z), v>).",
    scope=NONCONSTANT,
)
def fail_scale_even(m):
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)
    return Solutions(lambda a: m.dot(core(m, m.z * a, eps) - core(m, m.z, eps), v), Reals, FiniteSet(-1, 1), "a")


@claim(
    "RT3.fail.chain-step",
    article=ARTICLE,
    statement="A chain: the mean square of the core is q/(q + eps) - eps/d (false: the last step subtracts eps/d; "
    "d = 1, eps = 1 give q/(q + eps) = 0 vs -1).",
)
def fail_chain_step(m):
    eps = m.scalar("eps", positive=True)
    u, v, q = core(m, m.z, eps), center(m, m.z), variance(m, m.z)
    return (
        Chain(m.norm2(u) / m.d, "mean square")
        .eq(m.norm2(v) / (m.d * (q + eps)), "definition")
        .eq(q / (q + eps) - eps / m.d, "sum_vv", lemmas=("sum_vv",))
    )


@claim(
    "RT3.fail.centered-coordinate-d1",
    article=ARTICLE,
    statement="|P e_i|^2 > 0 for every d >= 1 (false: at d = 1, P = 0).",
)
def fail_centered_coordinate_d1(m):
    e = m.coordinate_vector("e")
    return Positive(m.norm2(e - m.one / m.d))


@claim(
    "RT3.fail.family-limit-sign",
    article=ARTICLE,
    statement="Along z = (t, t, -2t) the third core coordinate tends to -sqrt(2) as t -> -oo (false: it tends to "
    "+sqrt(2); the sign of t flips it).",
    scope=Example(3),
)
def fail_family_limit_sign(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda s: m.coordinates(core(m, m.vec([1, 1, -2]) * s, eps))[2], -oo, -sqrt(2), "t")


@claim(
    "RT3.fail.output-jacobian-symmetric",
    article=ARTICLE,
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
    article=ARTICLE,
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
    article=ARTICLE,
    statement="The core norm increases with eps: d/deps |u_eps|^2 >= 0 (false: it is -d q/(q + eps)^2 < 0 for q > 0).",
)
def fail_eps_monotone(m):
    e0 = m.scalar("eps", positive=True)
    return LessEqual(0, m.D(lambda e: m.norm2(core(m, m.z, e)), e0, 1))
