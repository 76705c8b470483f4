"""False but plausible claims from a fourth red-team review of the verifier; none may end "proved".

Every claim below is mathematically false, or ill-defined at a point its
hypotheses admit (which counts as false), and its statement names a concrete
counterexample (checked independently with SymPy/mpmath, see the review
report).  None of them repeats a claim of redteam_claims.py,
adversarial_claims.py, soundness_claims.py, redteam2_claims.py or
redteam3_claims.py.  The IDs say which weakness a claim probes; the classes
marked (proved) ended "proved" when this file was written:

``RT4.lim.*`` (proved)  Limit keeps only the obligations *free of* the limit
    variable (``judge_limit``: "f need only be defined near the point"), but it
    never asks that f be defined near the point at all: a denominator that is a
    sum in x and the parameters (``x + c x``, ``a - c a``, ``x (<1,t>/d + mu)``)
    vanishes for every x at a thin set of the parameters, SymPy cancels it
    (``A^2/A = A``), and the obligation ``A != 0`` is dropped because it
    mentions x.  The limit point itself is never judged for definedness either
    (``1/(c - 1)``, ``1/(d - 7)``), and Z3 is never asked about it.
``RT4.wr.*`` (proved)  ``_written_obligations`` evaluates f under
    ``sympy.evaluate(False)`` and falls back to *no* obligations when f raises
    there.  An ordinary guard in f, ``assert eps > 0`` (which SymPy decides for
    a positive symbol, but not for an unevaluated relational), raises only in
    that pass, so every cancelled denominator of f is silently forgotten, in
    Solutions and in Limit alike.
``RT4.memo.*`` (proved, order-dependent)  ``ConcreteModel._memo`` shares
    ``core_jacobian``/``output_jacobian`` between claims by (d, eps, point), but
    the definedness obligations of the derivative are recorded only while it
    is computed (``note`` in ``_derivative``).  A claim that gets the Jacobian
    from the cache records none: ``RT4.memo.jacobian-any-input`` is refuted
    when verified alone and proved when ``RT4.memo.warm-cache`` (same eps and
    point, a nonconstant scope) ran before it in the same process; with
    ``--jobs 2`` the verdict depends on which worker ran what.
``RT4.ex.*`` (proved)  RT3's refusal of ``m.D`` of a function that ignores
    its argument exists only in the general model: in Example and Dims scopes
    (the concrete model is the proof) ``m.D(lambda x: core(m, z0, eps), z0, t)``
    is the derivative of a constant, "proved" to be 0.
``RT4.dim.*`` (proved)  The body is Python: ``if m.d == 7`` is False for the
    symbolic d of the general model, and d = 7 (also 9, 10, 11, 13, ...) is
    never evaluated concretely (d = 1..6) nor numerically (d = 1, 2, 3, 5, 8,
    12), so a special case for such a d is never checked.
``RT4.api.*`` (proved)  What the claim machinery takes on trust.
    ``relations_of`` refuses subclasses of the known relations because "a
    subclass could override decide", but an instance attribute does the same
    (``r.decide = lambda model: Check(True)``); ``Claim`` accepts a *subclass*
    of ``Dims`` whose ``concrete_dims``/``numeric_dims`` check one d while the
    verdict reports the whole range; and a Limit of a lambda that closes over a
    declared scalar instead of its argument (RT3.api's mistake, refused only in
    ``m.D`` of the general model) is the limit of a constant.
``RT4.known.*`` (proved)  The documented limitation (a scalar quotient that
    SymPy cancels is judged as built) at a thin set (z = c 1 with c a free
    scalar) no degenerate shape samples, inside a derivative; kept for
    completeness, not a new class.
``RT4.fail.*``  Plausible mistakes (wrong constant, power, sign, scope,
    strictness at equality, rate or direction of a limit, missing or extra
    root, complex or integer solutions, huge and tiny constants below the
    numeric tolerance, misapplied lemma or hypothesis, d = 1 and d = 2 edge
    cases, partial operations in derivatives) that the verifier correctly does
    not prove; kept as a regression net.

``tests/prove/test_redteam4.py`` asserts that none of them ends "proved".  True
claims that the verifier refutes are in ``redteam4_true_claims.py``.
"""

from sympy import FiniteSet, Integers, Interval, Rational, Reals, oo

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
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, variance
from symln.prove.relations import Check

ARTICLE = "redteam4"
HALF = Rational(1, 2)
MVI = ("mean value inequality",)
NONCONSTANT = AllD(min_d=2, nonconstant=True)


def rsqrt(x):
    return x ** (-HALF)


def rms_norm(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


def e17_gap(m, eps, x):
    """``|x|^2/eps - |J x|^2`` for x = a 1 + w (E17's certificate), for a deliberately wrong bound below."""
    v, q = center(m, m.z), variance(m, m.z)
    a, w = x.coefficients[0], x.remainder
    return a**2 * m.d / eps + m.norm2(w) * q / (eps * (q + eps)) + m.dot(v, w) ** 2 * (q + 2 * eps) / (m.d * (q + eps) ** 3)


# =====================================================================================
# RT4.lim: definedness near the limit point, and of the point itself, is never judged
# =====================================================================================


@claim(
    "RT4.lim.nbhd-secant",
    article=ARTICLE,
    statement="For every real c, the squared increment of x -> (1 + c) x over the increment itself, "
    "(x + c x)^2/(x + c x), tends to 0 as x -> 0 (false: at c = -1 it is 0/0 for every x, so no limit exists).",
)
def lim_nbhd_secant(m):
    c = m.scalar("c")
    return Limit(lambda x: (x + c * x) ** 2 / (x + c * x), 0, 0, "x")


@claim(
    "RT4.lim.nbhd-path-mean",
    article=ARTICLE,
    statement="Along the shift-and-scale path z + x (z + t), the squared change of the mean over the change of the "
    "mean, D^2/D with D = mean(z + x (z + t)) - mean(z), tends to 0 as x -> 0 (false: d = 2, z = (1, 1), "
    "t = (0, -2) give D = x (mu + <1,t>/d) = 0 for every x, so the quotient is 0/0 everywhere).",
)
def lim_nbhd_path_mean(m):
    t = m.vector("t", nonzero=True)

    def f(x):
        change = mean(m, m.z + (m.z + t) * x) - mean(m, m.z)
        return change**2 / change

    return Limit(f, 0, 0, "x")


@claim(
    "RT4.lim.nbhd-scale-infinity",
    article=ARTICLE,
    statement="For every real c, (a - c a)^2/((a - c a) a^2) tends to 0 as a -> oo (false: at c = 1 the "
    "denominator is 0 for every a).",
)
def lim_nbhd_scale_infinity(m):
    c = m.scalar("c")
    return Limit(lambda a: (a - c * a) ** 2 / ((a - c * a) * a**2), oo, 0, "a")


@claim(
    "RT4.lim.point-undefined",
    article=ARTICLE,
    statement="For every real c, (c - 1) x tends to 1 as x tends to the point 1/(c - 1) (false: at c = 1 the point "
    "1/(c - 1) = 1/0 does not exist).",
)
def lim_point_undefined(m):
    c = m.scalar("c")
    return Limit(lambda x: (c - 1) * x, 1 / (c - 1), 1, "x")


@claim(
    "RT4.lim.point-crossover",
    article=ARTICLE,
    statement="For two positive epsilons, q (q + e)^2/(q + e)^3 tends to its value at the crossover "
    "eps1/(eps1 - eps2) as e tends to it (false: at eps1 = eps2 the crossover eps1/(eps1 - eps2) is 1/0).",
    scope=NONCONSTANT,
)
def lim_point_crossover(m):
    e1, e2 = m.scalar("eps1", positive=True), m.scalar("eps2", positive=True)
    q = variance(m, m.z)
    point = e1 / (e1 - e2)
    return Limit(lambda e: q * (q + e) ** 2 / (q + e) ** 3, point, q * (q + point) ** 2 / (q + point) ** 3, "e")


@claim(
    "RT4.lim.point-d7",
    article=ARTICLE,
    statement="(d - 7) x tends to 1 as x tends to 1/(d - 7), for every d (false at d = 7: the point is 1/0; d = 7 is "
    "neither checked exactly (d = 1..6) nor numerically (d = 1, 2, 3, 5, 8, 12)).",
)
def lim_point_d7(m):
    return Limit(lambda x: (m.d - 7) * x, 1 / (m.d - 7), 1, "x")


# =====================================================================================
# RT4.wr: an assert in f makes the "as written" pass raise, and its obligations vanish
# =====================================================================================


@claim(
    "RT4.wr.assert-solutions",
    article=ARTICLE,
    statement="With a guard assert eps > 0 in f, the equation (x - c)(x - 1)/(x - 1) = 0 has the root x = c for "
    "every real c (false: at c = 1 the function is undefined at x = 1, so it has no root at all).",
)
def wr_assert_solutions(m):
    c = m.scalar("c")
    eps = m.scalar("eps", positive=True)

    def f(x):
        assert eps > 0, "eps must be positive"
        return (x - c) * (x - 1) / (x - 1)

    return Solutions(f, Reals, [c], "x")


@claim(
    "RT4.wr.assert-solutions-core",
    article=ARTICLE,
    statement="For a nonconstant input, with a guarded helper, (1 - c) <u_eps(z), v> a/(1 - c) = <u_eps(z), v> "
    "exactly at a = 1, for every real c (false: at c = 1 the left side is 0/0 for every a).",
    scope=NONCONSTANT,
)
def wr_assert_solutions_core(m):
    c = m.scalar("c")
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)

    def guarded_core(x):
        assert eps > 0, "eps must be positive"
        return core(m, x, eps)

    def f(a):
        k = m.dot(guarded_core(m.z), v)
        return (1 - c) * k * a / (1 - c) - k

    return Solutions(f, Reals, FiniteSet(1), "a")


@claim(
    "RT4.wr.assert-limit",
    article=ARTICLE,
    statement="With a guard assert eps > 0 in f, (1 - c)(r/(1 + r))/(1 - c) tends to 1 as r -> oo for every real c "
    "(false: at c = 1 it is 0/0 for every r).",
)
def wr_assert_limit(m):
    c = m.scalar("c")
    eps = m.scalar("eps", positive=True)

    def f(r):
        assert eps > 0, "eps must be positive"
        return (1 - c) * (r / (1 + r)) / (1 - c)

    return Limit(f, oo, 1, "r")


# =====================================================================================
# RT4.memo: a Jacobian shared between claims carries no definedness obligations
# =====================================================================================


@claim(
    "RT4.memo.warm-cache",
    article=ARTICLE,
    statement="(Warms the cache of RT4.memo.jacobian-any-input.)  For a nonconstant input, J_(c-1)^2 1 = 1 "
    "(false: J 1 = 0; d = 2, z = (0, 1), c = 0).",
    scope=Dims(2, 2, nonconstant=True),
)
def memo_warm_cache(m):
    c = m.scalar("c")
    return Equal(core_jacobian(m, (c - 1) ** 2) @ m.one, m.one)


@claim(
    "RT4.memo.jacobian-any-input",
    article=ARTICLE,
    statement="For every input and every real c, the core Jacobian with eps = (c - 1)^2 kills 1: J 1 = 0 (false: at "
    "c = 1 and a constant input, q + eps = 0 and J does not exist).  Refuted alone; proved after "
    "RT4.memo.warm-cache in the same process.",
    scope=Dims(2, 2),
)
def memo_jacobian_any_input(m):
    c = m.scalar("c")
    return Equal(core_jacobian(m, (c - 1) ** 2) @ m.one, m.one * 0)


# =====================================================================================
# RT4.ex: derivatives of functions that ignore their argument, in concrete scopes
# =====================================================================================


@claim(
    "RT4.ex.closure-example",
    article=ARTICLE,
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
    article=ARTICLE,
    statement="For d = 2, 3 the output Jacobian is zero (false: d = 2, gamma = (1, 1), z = (0, 2), eps = 1 give "
    "J_y = (1/(4 sqrt 2)) [[1, -1], [-1, 1]]; the lambda closes over m.z).",
    scope=Dims(2, 3),
)
def ex_closure_dims(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(m.jacobian(lambda x: layer_norm(m, m.z, gamma, beta, eps), m.z), m.eye() * 0)


# =====================================================================================
# RT4.dim: Python branches on m.d that no interpretation takes
# =====================================================================================


@claim(
    "RT4.dim.branch-d7",
    article=ARTICLE,
    statement="tr P = d - 1, with the case d = 7 written out as tr P = 7 (false: at d = 7, tr P = 6).",
)
def dim_branch_d7(m):
    P = centering_matrix(m)
    if m.d == 7:
        return Equal(m.trace(P), 7)
    return Equal(m.trace(P), m.d - 1)


@claim(
    "RT4.dim.branch-large-prime",
    article=ARTICLE,
    statement="For a nonconstant input, |u_eps(z)|^2 = d q/(q + eps), with large prime dimensions (d > 5) written out "
    "as q/(q + eps) (false at d = 7: |u|^2 = 7 q/(q + eps)).",
    scope=NONCONSTANT,
)
def dim_branch_large_prime(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    if m.d.is_prime and m.d > 5:
        return Equal(m.norm2(core(m, m.z, eps)), q / (q + eps))
    return Equal(m.norm2(core(m, m.z, eps)), m.d * q / (q + eps))


# =====================================================================================
# RT4.api: an instance attribute overrides a known relation's decide
# =====================================================================================


@claim(
    "RT4.api.instance-decide",
    article=ARTICLE,
    statement="The core variance is 2 (false: it is q/(q + eps) < 1; the relation's decide is replaced on the "
    "instance, which relations_of does not refuse).",
)
def api_instance_decide(m):
    eps = m.scalar("eps", positive=True)
    relation = Equal(variance(m, core(m, m.z, eps)), 2)
    relation.decide = lambda model: Check(True)
    return relation


# =====================================================================================
# RT4.known: the documented limitation (scalar quotients cancelled as built), in a derivative
# =====================================================================================


@claim(
    "RT4.known.cancel-in-derivative",
    article=ARTICLE,
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


# =====================================================================================
# RT4.fail: plausible mistakes the verifier correctly does not prove
# =====================================================================================


@claim(
    "RT4.fail.output-variance-gain",
    article=ARTICLE,
    statement="The output variance is mean(gamma^2) q/(q + eps) when beta = 0 (false: the mean of gamma (.) u is not 0; "
    "d = 2, gamma = (1, 0), z = (0, 2), eps = 1 give 1/8 vs 1/4).",
)
def fail_output_variance_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    q = variance(m, m.z)
    y = gamma * core(m, m.z, eps)
    return Equal(variance(m, y), mean(m, gamma * gamma) * q / (q + eps))


@claim(
    "RT4.fail.jacobian-positive-definite",
    article=ARTICLE,
    statement="The core Jacobian is positive definite: <t, J t> > 0 for every nonzero t (false: t = 1 gives J 1 = 0).",
)
def fail_jacobian_positive_definite(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", nonzero=True)
    return Positive(m.dot(t, core_jacobian(m, eps) @ t))


@claim(
    "RT4.fail.core-orthogonal-to-jt",
    article=ARTICLE,
    statement="The core is orthogonal to every change J t (false: <u, J t> = eps <v, t>/(q + eps)^2; d = 2, "
    "z = (0, 2), t = (0, 1), eps = 1 give 1/4).",
)
def fail_core_orthogonal_to_jt(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    return Equal(m.dot(core(m, m.z, eps), core_jacobian(m, eps) @ t), 0)


@claim(
    "RT4.fail.scale-solutions-pm",
    article=ARTICLE,
    statement="For a nonconstant input, u_eps(a z) = u_eps(z) along v exactly for a = +-1 (false: a = -1 flips the "
    "core; only a = 1 solves <u(a z) - u(z), v> = 0).",
    scope=NONCONSTANT,
)
def fail_scale_solutions_pm(m):
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)
    return Solutions(
        lambda a: m.dot(core(m, m.z * a, eps), v) - m.dot(core(m, m.z, eps), v), Reals, FiniteSet(-1, 1), "a"
    )


@claim(
    "RT4.fail.shift-solutions-zero",
    article=ARTICLE,
    statement="|u_eps(z + x 1)|^2 = |u_eps(z)|^2 only at x = 0 (false: the core is shift invariant, every x solves).",
)
def fail_shift_solutions_zero(m):
    eps = m.scalar("eps", positive=True)
    return Solutions(lambda x: m.norm2(core(m, m.z + m.one * x, eps)) - m.norm2(core(m, m.z, eps)), Reals, FiniteSet(0), "x")


@claim(
    "RT4.fail.extra-root",
    article=ARTICLE,
    statement="For a nonconstant input, x^2 q = eps has the roots +-(eps/q)^(1/2) and 0 (false: 0 is no root since "
    "eps > 0).",
    scope=NONCONSTANT,
)
def fail_extra_root(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    r = (eps / q) ** HALF
    return Solutions(lambda x: x**2 * q - eps, Reals, [r, -r, 0], "x")


@claim(
    "RT4.fail.gain-gradient-missing-bias",
    article=ARTICLE,
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
    article=ARTICLE,
    statement="The bias gradient of a loss is gamma (.) g (false: it is g; gamma = 0 gives 0 vs g).",
)
def fail_bias_gradient_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    loss = m.scalar_loss("l")
    g = loss.gradient(layer_norm(m, m.z, gamma, beta, eps))
    return Equal(m.D(lambda b: loss(layer_norm(m, m.z, gamma, b, eps)), beta, t), m.dot(gamma * g, t))


@claim(
    "RT4.fail.rms-shift-invariant",
    article=ARTICLE,
    statement="RMSNorm is shift invariant: r(z + c 1) = r(z) (false: d = 1, z = (0), c = 1, eps = 1 give 1/sqrt 2 vs 0).",
)
def fail_rms_shift_invariant(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    return Equal(rms_norm(m, m.z + m.one * c, eps), rms_norm(m, m.z, eps))


@claim(
    "RT4.fail.rms-radial-power",
    article=ARTICLE,
    statement="The RMSNorm Jacobian scales z by eps/(s + eps) (false: by eps/(s + eps)^(3/2); d = 1, z = (1), eps = 1 "
    "give 1/(2 sqrt 2) vs 1/2).",
)
def fail_rms_radial_power(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    return Equal(m.D(lambda x: rms_norm(m, x, eps), m.z, m.z), m.z * (eps / (s + eps)))


@claim(
    "RT4.fail.derivative-along-v",
    article=ARTICLE,
    statement="D_v u_eps(z) = v/sqrt(q + eps) (false: the radial factor eps/(q + eps) is missing; z = (0, 2), "
    "eps = 1 differ).",
)
def fail_derivative_along_v(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(m.D(lambda x: core(m, x, eps), m.z, v), v * rsqrt(q + eps))


@claim(
    "RT4.fail.lipschitz-over-d",
    article=ARTICLE,
    statement="The core is Lipschitz with constant 1/sqrt(d eps) (false: at a constant input it stretches centered "
    "directions by 1/sqrt(eps); d = 2, direction (1, -1)).",
    cites=MVI,
)
def fail_lipschitz_over_d(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    J = core_jacobian(m, eps)
    return LipschitzBound(lambda p: core(m, p, eps), 1 / (m.d * eps), x, m.norm2(x.vector) / (m.d * eps) - m.norm2(J @ x.vector))


@claim(
    "RT4.fail.approx-9951",
    article=ARTICLE,
    statement="1/sqrt(1.01e-4) rounds to 99.51 (false: it is 99.5037..., which rounds to 99.50).",
    scope=Example(1),
)
def fail_approx_9951(m):
    return Approximately(1 / m.sqrt(m.number(Rational(101, 10**6))), "99.51")


@claim(
    "RT4.fail.approx-many-digits",
    article=ARTICLE,
    statement="The S4 ratio 1/sqrt(1.01e-4) to 12 decimals is 99.503719020998 (false: it is 99.503719020998917..., "
    "which rounds to 99.503719020999).",
    scope=Example(1),
)
def fail_approx_many_digits(m):
    return Approximately(1 / m.sqrt(m.number(Rational(101, 10**6))), "99.503719020998")


@claim(
    "RT4.fail.chain-weaker-step",
    article=ARTICLE,
    statement="A chain: |J t|^2 <= |P t|^2/(q + eps) <= |t|^2/(q + eps)^2 (false: the last step squares the "
    "normalizer; z = (0, 4), eps = 1, t = (1, -1) give |P t|^2/(q + eps) = 2/5 > |t|^2/(q + eps)^2 = 2/25).",
)
def fail_chain_weaker_step(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    v, q = center(m, m.z), variance(m, m.z)
    Pt = centering_matrix(m) @ t
    J = core_jacobian(m, eps)
    return (
        Chain(m.norm2(J @ t), "the Jacobian")
        .le(m.norm2(Pt) / (q + eps), "drop the radial term", gap=m.norm2(Pt) / (q + eps) - m.norm2(J @ t))
        .le(m.norm2(t) / (q + eps) ** 2, "P is a projection", gap=m.norm2(t) / (q + eps) ** 2 - m.norm2(Pt) / (q + eps))
    )


@claim(
    "RT4.fail.normalizer-concave",
    article=ARTICLE,
    statement="The normalizer sqrt(q + eps) is concave along lines: D_t D_t sqrt(q(x) + eps) <= 0 (false: it is "
    "convex, (|Pt|^2 (q + eps) - <v, t>^2/d)/(d (q + eps)^(3/2)) >= 0; z = (0, 0), t = (1, -1), eps = 1 give 1).",
)
def fail_normalizer_concave(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    second = m.D(lambda y: m.D(lambda x: m.sqrt(variance(m, x) + eps), y, t), m.z, t)
    return LessEqual(second, 0)


@claim(
    "RT4.fail.strict-at-equality",
    article=ARTICLE,
    statement="|u_eps(z)|^2 < d q/(q + eps) strictly (false: they are equal at every input).",
)
def fail_strict_at_equality(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d * q / (q + eps), strict=True)


@claim(
    "RT4.fail.limit-rate-normalizer",
    article=ARTICLE,
    statement="sqrt(eps) (sqrt(q + eps) - sqrt(eps)) tends to q as eps -> oo (false: it tends to q/2; z = (0, 2) has "
    "q = 1 and the limit 1/2).",
)
def fail_limit_rate_normalizer(m):
    q = variance(m, m.z)
    return Limit(lambda e: m.sqrt(e) * (m.sqrt(q + e) - m.sqrt(e)), oo, q, "eps")


@claim(
    "RT4.fail.limit-eps-weighted",
    article=ARTICLE,
    statement="eps |u_eps(z)|^2 tends to q as eps -> oo (false: it tends to d q; d = 2, z = (0, 2): 2 vs 1).",
)
def fail_limit_eps_weighted(m):
    q = variance(m, m.z)
    return Limit(lambda e: e * m.norm2(core(m, m.z, e)), oo, q, "eps")


@claim(
    "RT4.fail.limit-negative-scale",
    article=ARTICLE,
    statement="For a nonconstant input, the first coordinate of u_eps(a z) tends to +v_1/sqrt(q) as a -> -oo "
    "(false: it tends to -v_1/sqrt(q); z = (0, 2), eps = 1 give the limit +1, not -1).",
    scope=Dims(2, 3, nonconstant=True),
)
def fail_limit_negative_scale(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    v1 = m.coordinates(v)[0]
    return Limit(lambda a: m.coordinates(core(m, m.z * a, eps))[0], -oo, v1 * rsqrt(q), "a")


@claim(
    "RT4.fail.d2-orthogonal-eigenvalue",
    article=ARTICLE,
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
    article=ARTICLE,
    statement="At d = 1 the core Jacobian is 1/sqrt(eps) (false: at d = 1 the core is 0, so J = 0).",
    scope=Example(1),
)
def fail_d1_jacobian(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core_jacobian(m, eps), m.eye() * rsqrt(eps))


@claim(
    "RT4.fail.core-any-real-eps",
    article=ARTICLE,
    statement="|u_eps(z)|^2 = d q/(q + eps) for every real eps (false: for eps <= -q the core is not defined; z = 0, "
    "eps = -1).",
)
def fail_core_any_real_eps(m):
    eps = m.scalar("eps")
    q = variance(m, m.z)
    return Equal(m.norm2(core(m, m.z, eps)), m.d * q / (q + eps))


@claim(
    "RT4.fail.cube-root-mean",
    article=ARTICLE,
    statement="(mean(z)^(1/3))^3 = mean(z) for every input (false: for a negative mean, z = (-8), the principal "
    "cube root is not real).",
)
def fail_cube_root_mean(m):
    mu = mean(m, m.z)
    return Equal(((mu ** Rational(1, 3)) ** 2) * mu ** Rational(1, 3), mu)


@claim(
    "RT4.fail.abs-mean-derivative",
    article=ARTICLE,
    statement="D_t |mean(x)| at z equals mean(z) mean(t)/|mean(z)| (false: at mean(z) = 0 the absolute value has a "
    "kink and no derivative; z = (-1, 1), t = (1, 0)).",
)
def fail_abs_mean_derivative(m):
    t = m.vector("t")
    mu = mean(m, m.z)
    return Equal(m.D(lambda x: m.sqrt(mean(m, x) ** 2), m.z, t), mu * mean(m, t) / m.sqrt(mu**2))


@claim(
    "RT4.fail.max-gain-below-rms",
    article=ARTICLE,
    statement="max_i |gamma_i|^2 <= |gamma|^2/d (false: the maximum bounds the mean square from above; gamma = (1, 0) "
    "gives 1 > 1/2).",
)
def fail_max_gain_below_rms(m):
    gamma = m.vector("gamma")
    big, slack = m.max_abs(gamma)
    return LessEqual(big**2, m.norm2(gamma) / m.d, gap=-m.weighted_norm2(slack, m.one) / m.d)


@claim(
    "RT4.fail.cauchy-schwarz-wrong-gap",
    article=ARTICLE,
    statement="<u, t>^2 <= |u|^2 |t|^2 with the gap CS(t, t), i.e. |u|^2 |t|^2 - <u, t>^2 = |t|^4 - <t, t>^2 = 0 "
    "(false: z = (0, 2), eps = 1, t = (1, 0) give |u|^2 |t|^2 - <u, t>^2 = 1/2; the gap of this step is CS(u, t)).",
)
def fail_cauchy_schwarz_wrong_gap(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    u = core(m, m.z, eps)
    return LessEqual(m.dot(u, t) ** 2, m.norm2(u) * m.norm2(t), gap=m.cauchy_schwarz(t, t))


@claim(
    "RT4.fail.jacobian-commutes-with-gain",
    article=ARTICLE,
    statement="J diag(gamma) = diag(gamma) J (false: d = 2, gamma = (1, 0), z = 0, eps = 1 give different off-diagonal "
    "entries).",
)
def fail_jacobian_commutes_with_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    J = core_jacobian(m, eps)
    return Equal(J @ m.diag(gamma), m.diag(gamma) @ J)


@claim(
    "RT4.fail.solutions-outside-domain",
    article=ARTICLE,
    statement="For a nonconstant input, q(a z) = q(z) for a > 0 exactly at a = +-1 (false: -1 is not in (0, oo)).",
    scope=NONCONSTANT,
)
def fail_solutions_outside_domain(m):
    return Solutions(lambda a: variance(m, m.z * a) - variance(m, m.z), Interval.open(0, oo), FiniteSet(-1, 1), "a")


@claim(
    "RT4.fail.variance-nonzero-d2",
    article=ARTICLE,
    statement="For d >= 2 the input variance is nonzero (false: a constant input has q = 0).",
    scope=AllD(min_d=2),
)
def fail_variance_nonzero_d2(m):
    return Nonzero(variance(m, m.z))


@claim(
    "RT4.fail.core-bound-eps-nonnegative",
    article=ARTICLE,
    statement="|u_eps(z)|^2 <= d for every eps >= 0 (false: eps = 0 and a constant input give 0/0).",
)
def fail_core_bound_eps_nonnegative(m):
    eps = m.scalar("eps", nonnegative=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d)


@claim(
    "RT4.fail.example-jacobian-constant",
    article=ARTICLE,
    statement="At z = (-1, 1), eps = 3 the Jacobian is (3/8)[[1, -1], [-1, 1]] (false: it is (3/16)[[1, -1], [-1, 1]]).",
    scope=Example(2),
)
def fail_example_jacobian_constant(m):
    J = core_jacobian(m, m.number(3), at=m.vec([-1, 1]))
    return Equal(J, (m.eye() - m.outer(m.vec([1, 1]), m.vec([1, 1])) / 2) * Rational(3, 4))


@claim(
    "RT4.fail.complex-roots",
    article=ARTICLE,
    statement="x^2 + q + eps = 0 has the real solutions +-i sqrt(q + eps) (false: it has no real solution; the "
    "expected points are not real).",
)
def fail_complex_roots(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    import sympy

    r = sympy.I * m.sqrt(q + eps)
    return Solutions(lambda x: x**2 + q + eps, Reals, [r, -r], "x")


@claim(
    "RT4.fail.integer-solution",
    article=ARTICLE,
    statement="2 x - 1 = 0 has the integer solution 1/2 (false: 1/2 is not an integer; the set is empty).",
    scope=Example(1),
)
def fail_integer_solution(m):
    return Solutions(lambda x: 2 * x - 1, Integers, FiniteSet(Rational(1, 2)), "x")


@claim(
    "RT4.fail.tiny-eps-unit-variance",
    article=ARTICLE,
    statement="For a nonconstant input and eps = 10^-60 the core variance is exactly 1 (false: it is q/(q + 10^-60), "
    "below 1 by about 10^-60/q, far below the numeric tolerance 10^-25).",
    scope=NONCONSTANT,
)
def fail_tiny_eps_unit_variance(m):
    q = variance(m, m.z)
    return Equal(variance(m, core(m, m.z, Rational(1, 10**60))), q / q)


@claim(
    "RT4.fail.huge-offset-shift",
    article=ARTICLE,
    statement="Shifting the input by 10^30 moves the core by 10^-30 1 (false: the core is shift invariant; the "
    "difference 10^-30 is below the numeric tolerance).",
)
def fail_huge_offset_shift(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core(m, m.z + m.one * 10**30, eps), core(m, m.z, eps) + m.one * Rational(1, 10**30))


@claim(
    "RT4.fail.coordinate-bound-misused",
    article=ARTICLE,
    statement="A chain: u_i^2 <= (d - 1) q/(q + eps) <= d - 2 (false: d = 3, z = (0, 0, 3), eps = 1/10 give "
    "u_3^2 = 40/21 > 1 = d - 2).",
    scope=AllD(min_d=2),
)
def fail_coordinate_bound_misused(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    slack = m.coordinate_slack(e)
    return (
        Chain(m.dot(e, u) ** 2, "the i-th coordinate")
        .le((m.d - 1) * q / (q + eps), "coordinate_bound", gap=slack / (q + eps), lemmas=("coordinate_bound",))
        .le(m.d - 2, "q/(q + eps) < 1", gap=m.d - 2 - (m.d - 1) * q / (q + eps), lemmas=("q_nonneg",))
    )


@claim(
    "RT4.fail.missing-orthogonality",
    article=ARTICLE,
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
    article=ARTICLE,
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
    "RT4.fail.branch-d7-checked",
    article=ARTICLE,
    statement="(Control for RT4.dim.branch-d7 in a scope that includes d = 7.)  tr P = d - 1, with d = 7 written as "
    "tr P = 7 (false at d = 7).",
    scope=Dims(6, 7),
)
def fail_branch_d7_checked(m):
    P = centering_matrix(m)
    if m.d == 7:
        return Equal(m.trace(P), 7)
    return Equal(m.trace(P), m.d - 1)


@claim(
    "RT4.fail.lipschitz-output-without-max",
    article=ARTICLE,
    statement="The output gamma (.) u + beta is Lipschitz with the constant <1, gamma>^2/(d^2 eps) (false: "
    "gamma = (1, -1) gives the constant 0, but at d = 2 and a constant input the output moves along (1, -1)).",
    cites=MVI,
)
def fail_lipschitz_output_without_max(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    x = m.generic_vector("x", along=(m.one,))
    bound = m.total(gamma) ** 2 / (m.d**2 * eps)
    gap = bound * m.norm2(x.vector) - m.norm2(gamma * (core_jacobian(m, eps) @ x.vector))
    return LipschitzBound(lambda p: layer_norm(m, p, gamma, beta, eps), bound, x, gap)


@claim(
    "RT4.fail.solutions-shift-path",
    article=ARTICLE,
    scope=AllD(min_d=2),
    statement="q(z + x t) = q(z) exactly at x = 0 and x = -2 <v, t>/|P t|^2 for every nonzero t (false: for t "
    "parallel to 1, e.g. t = 1, every x solves and the second point is 0/0).",
)
def fail_solutions_shift_path(m):
    t = m.vector("t", nonzero=True)
    v = center(m, m.z)
    Pt = center(m, t)
    return Solutions(
        lambda x: variance(m, m.z + t * x) - variance(m, m.z), Reals, [0, -2 * m.dot(v, t) / m.norm2(Pt)], "x"
    )


@claim(
    "RT4.fail.second-derivative-variance",
    article=ARTICLE,
    statement="D_t D_t q(x) = 2 |t|^2/d (false: it is 2 |P t|^2/d; t = 1 gives 0 vs 2).",
)
def fail_second_derivative_variance(m):
    t = m.vector("t")
    second = m.D(lambda y: m.D(lambda x: variance(m, x), y, t), m.z, t)
    return Equal(second, 2 * m.norm2(t) / m.d)


@claim(
    "RT4.fail.eps-sign-root",
    article=ARTICLE,
    statement="For every real eps the normalizer equation s^2 = q + eps has the roots +-sqrt(q + eps) (false: for "
    "eps < -q there is no real root and sqrt(q + eps) is not real).",
)
def fail_eps_sign_root(m):
    eps = m.scalar("eps")
    q = variance(m, m.z)
    r = m.sqrt(q + eps)
    return Solutions(lambda s: s**2 - q - eps, Reals, [r, -r], "s")


# =====================================================================================
# RT4.api (continued): closures and scopes the checks take on trust
# =====================================================================================


class _FirstDimensionOnly(Dims):
    """A Dims scope whose checks run at its lowest d only (a subclass the claim machinery accepts)."""

    def concrete_dims(self):
        return (self.lo,)

    def numeric_dims(self):
        return (self.lo,)


@claim(
    "RT4.api.scope-subclass",
    article=ARTICLE,
    statement="For d = 2..5, |u_eps(z)|^2 = 2 q/(q + eps) (false for d = 3..5, where |u|^2 = d q/(q + eps); the scope is "
    "a subclass of Dims that checks d = 2 only, and the verdict reports d=2..5).",
    scope=_FirstDimensionOnly(2, 5),
)
def api_scope_subclass(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.norm2(core(m, m.z, eps)), 2 * q / (q + eps))


@claim(
    "RT4.api.closure-limit",
    article=ARTICLE,
    statement="As eps -> 0+ the core variance of a nonconstant input tends to q/(q + eps0) (false: it tends to 1; "
    "the lambda closes over the declared eps0 instead of its argument).",
    scope=NONCONSTANT,
)
def api_closure_limit(m):
    eps0 = m.scalar("eps0", positive=True)
    q = variance(m, m.z)
    return Limit(lambda e: variance(m, core(m, m.z, eps0)), 0, q / (q + eps0), "eps", side="+")


@claim(
    "RT4.fail.approx-wrong-far-digit",
    article=ARTICLE,
    statement="sqrt 2 rounds to 1.41421356237309504880168872420969807856967187537694807317667973799073297846210703 "
    "(80 decimals; false: the 70th decimal of sqrt 2 is 4, stated 9; the exact check encloses at 160 digits, the "
    "numeric one rounds the stated figure to 50).",
    scope=Example(1),
)
def fail_approx_wrong_far_digit(m):
    digits = "1.41421356237309504880168872420969807856967187537694807317667973799073247846210703885038753432764157"
    stated = digits[:71] + ("9" if digits[71] != "9" else "0") + digits[72:82]
    return Approximately(m.sqrt(m.number(2)), stated)
