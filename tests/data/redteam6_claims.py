"""False but plausible claims from a sixth red-team review of the verifier; none may end "proved".

Every claim below is mathematically false, or ill-defined at a point its
hypotheses admit (which counts as false), and its statement names a concrete
counterexample (checked independently with SymPy in a scratch script, see the
review report).  None of them repeats a claim of the earlier suites
(redteam_claims.py, adversarial_claims.py, soundness_claims.py,
redteam2_claims.py ... redteam5_claims.py).  The IDs say which weakness a claim
probes; the classes marked (proved) ended "proved" when this file was written:

``RT6.lit.*`` (proved)  The literal net of red team 5 (symln/prove/literals.py,
    ``_literal_checks`` in symln/prove/verify.py) in new disguises.  Written
    numbers are sampled one scalar at a time (a branch on ``a == 1 and b == 2``
    is never taken), only at one dimension (the first >= 3) and one family
    (generic), at most 12 literals, 8 pins (given to the scalars by turns) and 3
    further dimensions (up to 128); quotients are formed only of integers up to
    16 (``Rational(1, 17)`` is never a pin) and a float literal is rounded by
    ``limit_denominator(10**6)`` (``eps == 2.0**-20`` is never pinned exactly).
``RT6.dim.*`` (proved)  ``SymbolicDimension`` refuses ``d == k`` only for an
    ``int`` or SymPy number k: ``d == float(k)`` with k computed, and an equation
    of d whose root is not written (``d**2 - 169 == 0``), branch at d = 13,
    which no interpretation samples.
``RT6.py.*`` (proved)  Branches on values that are not declared scalars: the
    variable of ``Solutions`` (the numeric samples are 1/3, 1/2, 3/2, 2, 7, -2),
    a vector's norm, the input's mean or variance (only scalars are pinned at
    literals; mean 0 is the only special mean); and bodies that take a different
    path in the general model (``m.kind``; ``try`` around ``m.coordinates``,
    which the general model refuses), so that the general-d proof checks a
    tautology and the concrete and numeric checks only small or random d.
``RT6.fail.*``  Plausible mistakes (wrong constant, power, sign, scope, strict
    vs non-strict, hypothesis too weak, d = 1 and d = 2 edge cases, RMSNorm vs
    layer norm, reciprocals of vectors with nonzero entries, the maximum of a
    gain, generic decompositions, nonconstant scopes, huge and tiny constants in
    worked examples, limits with wrong rates, solution sets missing or adding
    roots, a Chain step, a LipschitzBound without the gain, Approximately's last
    digit) that the verifier correctly does not prove; kept as a regression net.

``tests/prove/test_redteam6.py`` asserts that none of them ends "proved".  True
claims that the verifier refutes are in ``redteam6_true_claims.py``.
"""

import sympy as sp
from sympy import FiniteSet, Interval, Rational, Reals, oo

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
    Positive,
    Solutions,
    claim,
)
from symln.model import center, centering_matrix, core, core_jacobian, mean, variance
from symln.rms import mean_square, rms_core, rms_jacobian, rms_norm

ARTICLE = "redteam6"
HALF = Rational(1, 2)
MVI = ("mean value inequality",)


def trace_p(m):
    return m.trace(centering_matrix(m))


# =====================================================================================
# RT6.lit: the literal net, in new disguises
# =====================================================================================


@claim(
    "RT6.lit.joint-pins",
    article=ARTICLE,
    statement="For all real a, b, the researcher's helper h(a, b) = 0 if (a, b) = (1, 2) else a + b equals a + b "
    "(false: h(1, 2) = 0 but 1 + 2 = 3).",
)
def lit_joint_pins(m):
    a = m.scalar("a")
    b = m.scalar("b")
    value = 0 if (a == 1 and b == 2) else a + b
    return Equal(value, a + b)


@claim(
    "RT6.lit.pin-one-dimension",
    article=ARTICLE,
    statement="For every eps > 0, |u|^2 = d q/(q + eps), where the helper hard-codes its 'eps = 1 case' as "
    "3 q/(q + 1) (false for d != 3: d = 2, z = (0, 2), eps = 1: |u|^2 = 2 * 1/2 = 1, helper 3/2).",
)
def lit_pin_one_dimension(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    value = 3 * q / (q + 1) if eps == 1 else m.norm2(core(m, m.z, eps))
    return Equal(value, m.d * q / (q + eps))


TRACE_TABLE = {9: 8, 10: 9, 11: 10, 13: 13}


@claim(
    "RT6.lit.dim-decoys",
    article=ARTICLE,
    statement="For every d, trace(P) equals the researcher's lookup table {9: 8, 10: 9, 11: 10, 13: 13} where it has "
    "an entry and d - 1 elsewhere (false: at d = 13 the table says 13, trace(P) = 12).",
)
def lit_dim_decoys(m):
    return Equal(trace_p(m), TRACE_TABLE[m.d] if m.d in TRACE_TABLE else m.d - 1)


@claim(
    "RT6.lit.dim-beyond-128",
    article=ARTICLE,
    statement="For every d, trace(P) = d - 1, with the 'hidden size 256' special case trace(P) = 256 (false: at "
    "d = 256, P has trace 255).",
)
def lit_dim_beyond_128(m):
    return Equal(trace_p(m), 256 if m.d in {256} else m.d - 1)


@claim(
    "RT6.lit.pin-cap",
    article=ARTICLE,
    statement="For every real c, the sum sum_{k=1..12} k c - 78 c vanishes, except that the researcher's helper "
    "returns 1 at c = 13 (false: at c = 13 the value is 1, not 0).",
)
def lit_pin_cap(m):
    c = m.scalar("c")
    total = sum(k * c for k in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)) - 78 * c
    return Equal(1 if c == 13 else total, 0)


@claim(
    "RT6.lit.pins-by-turns",
    article=ARTICLE,
    statement="For all real a, b, c, 1 a + 2 b - a - 2 b + k(c) = c with k(c) = 0 if c == 4 else c (false: at c = 4 "
    "the left side is 0, the right side 4).",
)
def lit_pins_by_turns(m):
    a = m.scalar("a")
    b = m.scalar("b")
    c = m.scalar("c")
    k = 0 if c == 4 else c
    return Equal(1 * a + 2 * b - a - 2 * b + k, c)


@claim(
    "RT6.lit.rational-beyond-16",
    article=ARTICLE,
    statement="For every eps > 0, the core variance is q/(q + eps), with the helper's tabulated value 1/2 at "
    "eps = 1/17 (false: z = (0, 2), eps = 1/17: q = 1, q/(q + 1/17) = 17/18).",
)
def lit_rational_beyond_16(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    value = HALF if eps == Rational(1, 17) else variance(m, core(m, m.z, eps))
    return Equal(value, q / (q + eps))


@claim(
    "RT6.lit.float-power-of-two",
    article=ARTICLE,
    statement="For every eps > 0, the core variance is q/(q + eps), with the helper's 'default eps = 2^-20' "
    "shortcut q/(q + 1) (false: eps = 2^-20 exactly (the float 2.0**-20 is that rational), z = (0, 2): q = 1, "
    "1/(1 + 2^-20) vs 1/2).",
)
def lit_float_power_of_two(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    value = q / (q + 1) if eps == 2.0**-20 else variance(m, core(m, m.z, eps))
    return Equal(value, q / (q + eps))


# =====================================================================================
# RT6.dim: questions about d the refusal does not see
# =====================================================================================


@claim(
    "RT6.dim.float-computed",
    article=ARTICLE,
    statement="For every d, trace(P) = d - 1, except that the helper returns d when d equals the length of its "
    "7-character tag (false: at d = 7, trace(P) = 6).",
)
def dim_float_computed(m):
    k = float(len("seven!!"))
    return Equal(trace_p(m), m.d if m.d == k else m.d - 1)


@claim(
    "RT6.dim.square-equation",
    article=ARTICLE,
    statement="For every d, trace(P) = d - 1, except when d^2 = 169, where the helper returns d (false: at d = 13, "
    "trace(P) = 12).",
)
def dim_square_equation(m):
    return Equal(trace_p(m), m.d if m.d**2 - 169 == 0 else m.d - 1)


# =====================================================================================
# RT6.py: branches on values other than declared scalars, and on the interpretation
# =====================================================================================


@claim(
    "RT6.py.solutions-branch",
    article=ARTICLE,
    statement="The only real root of f(a) = a - 1, where the helper returns a - 5 at the 'checkpoint' a = 5, is "
    "a = 1 (false: f(5) = 0, so 5 is a second root).",
)
def py_solutions_branch(m):
    def f(a):
        if a == 5:
            return a - 5
        return a - 1

    return Solutions(f, Reals, FiniteSet(1), "a")


@claim(
    "RT6.py.unit-vector",
    article=ARTICLE,
    statement="For every t, the helper's energy E(t) = 2 |J t|^2 if |t| = 1 else |J t|^2 equals |J t|^2 (false: "
    "d = 2, z = (0, 2), eps = 1, t = (1, 0): |J t|^2 = 1/16 but E(t) = 1/8).",
)
def py_unit_vector(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    energy = m.norm2(core_jacobian(m, eps) @ t)
    value = 2 * energy if m.norm2(t) == 1 else energy
    return Equal(value, energy)


@claim(
    "RT6.py.input-mean-one",
    article=ARTICLE,
    statement="For every input, the helper's core, which returns 0 for inputs of mean 1 (a 'padding row' "
    "convention), equals u_eps(z) (false: z = (0, 2), eps = 1: u = (-1, 1)/sqrt 2, not 0).",
)
def py_input_mean_one(m):
    eps = m.scalar("eps", positive=True)
    u = core(m, m.z, eps)
    return Equal(m.one * 0 if mean(m, m.z) == 1 else u, u)


@claim(
    "RT6.py.variance-equals-eps",
    article=ARTICLE,
    statement="For every input, |u|^2 = d q/(q + eps), with the helper's 'crossover' shortcut d/4 when q = eps "
    "(false: z = (0, 2), eps = 1: q = 1 = eps, |u|^2 = 1 but d/4 = 1/2).",
)
def py_variance_equals_eps(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    value = m.d / 4 if q == eps else m.norm2(core(m, m.z, eps))
    return Equal(value, m.d * q / (q + eps))


@claim(
    "RT6.py.fallback-on-error",
    article=ARTICLE,
    statement="Every coordinate of the core satisfies u_1^2 <= 6 q/(q + eps); the helper reads u_1 from the "
    "coordinates and falls back to the bound itself where there are none (false: d = 8, z = (7, -1, ..., -1), "
    "eps = 1: q = 7, u_1^2 = 49/8 > 6 * 7/8 = 21/4).",
)
def py_fallback_on_error(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    bound = 6 * q / (q + eps)
    try:
        first = m.coordinates(core(m, m.z, eps))[0] ** 2
    except Exception:  # noqa: BLE001 - the general model has no coordinates
        first = bound
    return LessEqual(first, bound)


@claim(
    "RT6.py.model-kind",
    article=ARTICLE,
    statement="Every coordinate of the core satisfies u_1^2 <= 6 (false: d = 8, z = (7, -1, ..., -1), eps = 1/100: "
    "u_1^2 = 49/7.01 > 6); the body states a tautology in the general model only.",
)
def py_model_kind(m):
    eps = m.scalar("eps", positive=True)
    u = core(m, m.z, eps)
    if m.kind == "general":
        return LessEqual(m.dot(u, u) * 0, 6)
    return LessEqual(m.coordinates(u)[0] ** 2, 6)


# =====================================================================================
# RT6.fail: plausible mistakes the verifier must not prove
# =====================================================================================


@claim(
    "RT6.fail.recip-total-product",
    article=ARTICLE,
    statement="For x with no zero entry, total(x) total(1/x) = d^2 (false: x = (1, 2): 3 * 3/2 = 9/2, not 4).",
)
def fail_recip_total_product(m):
    x = m.vector("x", nonzero_entries=True)
    return Equal(m.total(x) * m.total(m.reciprocal(x)), m.d**2)


@claim(
    "RT6.fail.recip-cs-reversed",
    article=ARTICLE,
    statement="For x with no zero entry, |x|^2 |1/x|^2 <= d^2 (false: x = (1, 2): 5 * 5/4 = 25/4 > 4; Cauchy-Schwarz "
    "gives >=).",
)
def fail_recip_cs_reversed(m):
    x = m.vector("x", nonzero_entries=True)
    return LessEqual(m.norm2(x) * m.norm2(m.reciprocal(x)), m.d**2)


@claim(
    "RT6.fail.recip-am-hm-sign",
    article=ARTICLE,
    statement="For x with no zero entry, total(x) total(1/x) > 0 (false: x = (1, -2): -1 * 1/2 = -1/2).",
)
def fail_recip_am_hm_sign(m):
    x = m.vector("x", nonzero_entries=True)
    return Positive(m.total(x) * m.total(m.reciprocal(x)))


@claim(
    "RT6.fail.recip-of-nonzero",
    article=ARTICLE,
    statement="For every nonzero x, <x, 1/x> = d (ill-defined: x = (1, 0) is nonzero but 1/x does not exist).",
)
def fail_recip_of_nonzero(m):
    x = m.vector("x", nonzero=True)
    return Equal(m.dot(x, m.reciprocal(x)), m.d)


@claim(
    "RT6.fail.maxabs-below-rms",
    article=ARTICLE,
    statement="max_i gamma_i^2 <= |gamma|^2/d (false: gamma = (1, 0): 1 > 1/2; the inequality goes the other way).",
)
def fail_maxabs_below_rms(m):
    gamma = m.vector("gamma")
    big, _ = m.max_abs(gamma)
    return LessEqual(big**2, m.norm2(gamma) / m.d)


@claim(
    "RT6.fail.maxabs-strict",
    article=ARTICLE,
    statement="For every nonzero gain, |gamma|^2 < d max_i gamma_i^2 strictly (false: gamma = 1: d = d).",
)
def fail_maxabs_strict(m):
    gamma = m.vector("gamma", nonzero=True)
    big, slack = m.max_abs(gamma)
    return LessEqual(m.norm2(gamma), m.d * big**2, strict=True)


@claim(
    "RT6.fail.gain-zero-entries",
    article=ARTICLE,
    statement="For a nonconstant input and every nonzero gain, gamma (.) u_eps(z) != 0 (false: d = 3, z = (0, 1, -1), "
    "gamma = (1, 0, 0): u_1 = 0, so gamma (.) u = 0).",
    scope=AllD(min_d=2, nonconstant=True),
)
def fail_gain_zero_entries(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma", nonzero=True)
    return Positive(m.norm2(gamma * core(m, m.z, eps)))


@claim(
    "RT6.fail.rms-coordinate-below-1",
    article=ARTICLE,
    statement="Every coordinate of RMSNorm's output satisfies r_i^2 <= 1 (false: d = 2, z = (2, 0), eps = 1: "
    "s = 2, r_1^2 = 4/3).",
)
def fail_rms_coordinate_below_1(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, rms_core(m, m.z, eps)) ** 2, 1)


@claim(
    "RT6.fail.rms-mean-square-power",
    article=ARTICLE,
    statement="The mean square of r_eps(z) is s/(s + eps)^2 (false: d = 1, z = 1, eps = 1: 1/2, not 1/4).",
)
def fail_rms_mean_square_power(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    return Equal(mean_square(m, rms_core(m, m.z, eps)), s / (s + eps) ** 2)


@claim(
    "RT6.fail.rms-trace",
    article=ARTICLE,
    statement="trace of RMSNorm's Jacobian is d/sqrt(s + eps) (false: it is d/sqrt(s + eps) - s/(s + eps)^(3/2); "
    "d = 1, z = 1, eps = 1: 2^(-3/2), not 2^(-1/2)).",
)
def fail_rms_trace(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    return Equal(m.trace(rms_jacobian(m, eps)), m.d / m.sqrt(s + eps))


@claim(
    "RT6.fail.rms-orthogonal-eigenvalue",
    article=ARTICLE,
    statement="For t orthogonal to z, RMSNorm's Jacobian maps t to eps/(s + eps)^(3/2) t (false: it maps t to "
    "t/sqrt(s + eps); d = 2, z = (1, 0), t = (0, 1), eps = 1: 1/sqrt(3/2) vs 1/(3/2)^(3/2)).",
)
def fail_rms_orthogonal_eigenvalue(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", orthogonal_to=(m.z,))
    s = mean_square(m, m.z)
    return Equal(rms_jacobian(m, eps) @ t, t * (eps / (s + eps) ** Rational(3, 2)))


@claim(
    "RT6.fail.rms-lipschitz-no-gain",
    article=ARTICLE,
    statement="RMSNorm with a gain is 1/sqrt(eps)-Lipschitz, |y(a) - y(b)|^2 <= |a - b|^2/eps (false: gamma = 2 1, "
    "d = 1, eps = 1, a = 0, b = 1/100: |y(a) - y(b)| is about 2/100 > 1/100).",
    cites=MVI,
)
def fail_rms_lipschitz_no_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    beta = m.vector("beta")
    x = m.generic_vector("x", along=(m.one,))
    s = mean_square(m, m.z)
    J = rms_jacobian(m, eps)
    gap = m.norm2(x.vector) / eps - m.norm2(J @ x.vector)
    return LipschitzBound(lambda p: rms_norm(m, p, gamma, beta, eps), 1 / eps, x, gap)


@claim(
    "RT6.fail.rms-hessian",
    article=ARTICLE,
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
    "RT6.fail.rms-limit-eps-infinity",
    article=ARTICLE,
    statement="eps |r_eps(z)|^2 tends to s as eps -> oo (false: it is eps d s/(s + eps) -> d s; d = 2, z = (1, 0): "
    "1, not 1/2).",
)
def fail_rms_limit_eps_infinity(m):
    s = mean_square(m, m.z)
    return Limit(lambda e: e * m.norm2(rms_core(m, m.z, e)), oo, s, "eps")


@claim(
    "RT6.fail.rms-is-centered",
    article=ARTICLE,
    statement="Layer norm is RMSNorm followed by centering: u_eps(z) = P r_eps(z) (false: d = 2, z = (0, 2), eps = 1: "
    "u = (-1, 1)/sqrt 2, P r = (-1, 1)/sqrt 3).",
)
def fail_rms_is_centered(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core(m, m.z, eps), centering_matrix(m) @ rms_core(m, m.z, eps))


@claim(
    "RT6.fail.unbiased-variance-d1",
    article=ARTICLE,
    statement="For every d, the unbiased variance |v|^2/(d - 1) equals d q/(d - 1) (ill-defined at d = 1, which the "
    "scope admits: division by d - 1 = 0).",
)
def fail_unbiased_variance_d1(m):
    v = center(m, m.z)
    return Equal(m.norm2(v) / (m.d - 1), m.d * variance(m, m.z) / (m.d - 1))


@claim(
    "RT6.fail.d2-squares-everywhere",
    article=ARTICLE,
    statement="For d >= 2, u (.) u = q/(q + eps) 1: every coordinate of the core has the same square (true at d = 2, "
    "false at d = 3: z = (0, 0, 3), eps = 1: v = (-1, -1, 2), q = 2, u (.) u = (1, 1, 4)/3).",
    scope=AllD(min_d=2),
)
def fail_d2_squares_everywhere(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    return Equal(u * u, m.one * (q / (q + eps)))


@claim(
    "RT6.fail.frobenius-dims",
    article=ARTICLE,
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
    article=ARTICLE,
    statement="J v = v/sqrt(q + eps) (false: J v = eps/(q + eps)^(3/2) v; d = 2, z = (0, 2), eps = 1: 2^(-3/2) v, "
    "not 2^(-1/2) v).",
)
def fail_radial_without_eps(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    v = center(m, m.z)
    return Equal(core_jacobian(m, eps) @ v, v / m.sqrt(q + eps))


@claim(
    "RT6.fail.nonconstant-variance-half",
    article=ARTICLE,
    statement="For every nonconstant input the core variance is at least 1/2 (false: z = (0, 1/5), eps = 1: q = 1/100, "
    "q/(q + 1) = 1/101).",
    scope=AllD(min_d=2, nonconstant=True),
)
def fail_nonconstant_variance_half(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(HALF, variance(m, core(m, m.z, eps)))


@claim(
    "RT6.fail.decomposition-norm",
    article=ARTICLE,
    statement="For x = a 1 + w with w orthogonal to 1, |x|^2 = a^2 + |w|^2 (false: the 1 part has squared norm d a^2; "
    "x = 1 at d = 2: 2, not 1).",
)
def fail_decomposition_norm(m):
    x = m.generic_vector("x", along=(m.one,))
    (a,) = x.coefficients
    return Equal(m.norm2(x.vector), a**2 + m.norm2(x.remainder))


@claim(
    "RT6.fail.example-huge-eps",
    article=ARTICLE,
    statement="At z = (1, 2, 4) with eps = 10^30, |u|^2 <= 10^-30 (false: q = 14/9, |u|^2 = 3 q/(q + eps), about "
    "4.67e-30).",
    scope=Example(3),
)
def fail_example_huge_eps(m):
    z = m.vec([1, 2, 4])
    return LessEqual(m.norm2(core(m, z, sp.Integer(10) ** 30)), Rational(1, 10**30))


@claim(
    "RT6.fail.example-tiny-input",
    article=ARTICLE,
    statement="At z = (0, 10^-20) with eps = 10^-40, the core variance is at least 1/2 (false: q = 2.5e-41, "
    "q/(q + eps) = 1/5).",
    scope=Example(2),
)
def fail_example_tiny_input(m):
    z = m.vec([0, Rational(1, 10**20)])
    return LessEqual(HALF, variance(m, core(m, z, Rational(1, 10**40))))


@claim(
    "RT6.fail.limit-rate-constant-input",
    article=ARTICLE,
    statement="(d - |u_eps|^2)/eps tends to d/q as eps -> 0+ (ill-defined for a constant input, where q = 0 and the "
    "expression is d/eps -> oo).",
)
def fail_limit_rate_constant_input(m):
    q = variance(m, m.z)
    return Limit(lambda e: (m.d - m.norm2(core(m, m.z, e))) / e, 0, m.d / q, "eps", side="+")


@claim(
    "RT6.fail.sol-half-norm-constant",
    article=ARTICLE,
    statement="The only eps > 0 with |u_eps|^2 = d/2 is eps = q (false for a constant input: q = 0 is outside the "
    "domain and |u|^2 = 0 for every eps, so there is no root).",
)
def fail_sol_half_norm_constant(m):
    q = variance(m, m.z)
    return Solutions(lambda e: m.norm2(core(m, m.z, e)) - m.d / 2, Interval.open(0, oo), [q], "eps")


@claim(
    "RT6.fail.sol-root-outside",
    article=ARTICLE,
    statement="The solutions of a^2 = q in [0, oo) are sqrt(q) and -sqrt(q) (false: z = (0, 2): q = 1, -1 is not "
    "in [0, oo)).",
)
def fail_sol_root_outside(m):
    q = variance(m, m.z)
    return Solutions(lambda a: a**2 - q, Interval(0, oo), [m.sqrt(q), -m.sqrt(q)], "a")


@claim(
    "RT6.fail.chain-gain-d-minus-1",
    article=ARTICLE,
    statement="|gamma (.) u|^2 <= G^2 |u|^2 <= G^2 (d - 1) with G = max |gamma_i| (the second step is false: "
    "gamma = 1, d = 2, z = (0, 2), eps = 1/100: |u|^2 = 2/1.01 > 1).",
)
def fail_chain_gain_d_minus_1(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    u = core(m, m.z, eps)
    big, slack = m.max_abs(gamma)
    return Chain(m.norm2(gamma * u)).le(big**2 * m.norm2(u), "hadamard_bound", gap=m.weighted_norm2(slack, u)).le(
        big**2 * (m.d - 1), "|u|^2 <= d - 1", gap=big**2 * (m.d - 1 - m.norm2(u))
    )


@claim(
    "RT6.fail.approx-radial-last-digit",
    article=ARTICLE,
    statement="The radial eigenvalue eps/(q + eps)^(3/2) at q = eps = 1 is 0.3535 to four decimals (false: "
    "2^(-3/2) = 0.353553..., which rounds to 0.3536).",
)
def fail_approx_radial_last_digit(m):
    return Approximately(1 / sp.Integer(2) ** Rational(3, 2), "0.3535")
