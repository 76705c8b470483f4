"""False but plausible claims from a fifth red-team review of the verifier; none may end "proved".

Every claim below is mathematically false, or ill-defined at a point its
hypotheses admit (which counts as false), and its statement names a concrete
counterexample (checked independently with SymPy in a scratch script, see the
review report).  None of them repeats a claim of the earlier suites
(redteam_claims.py, adversarial_claims.py, soundness_claims.py,
redteam2_claims.py, redteam3_claims.py, redteam4_claims.py).  The IDs say which
weakness a claim probes; the classes marked (proved) ended "proved" when this
file was written:

``RT5.dim.*`` (proved)  RT4.dim in new disguises.  ``SymbolicDimension``
    (symln/prove/dimension.py) refuses ``d == 7``, ``d != 7``, ``%``, ``//`` and
    undecided ``is_*`` asked *of d itself*, but a question about d is answered
    structurally as soon as it is asked another way: set or dict membership
    (``m.d in {7}``, ``{7: ...}.get(m.d)``: hashes differ, ``__eq__`` is never
    called), an expression of d (``m.d - 7 == 0``, ``(m.d - 7).is_zero``), the
    type (``isinstance(m.d, int) and m.d == 7``) or the printed name
    (``str(m.d) == "7"``).  The general-d proof covers the other branch, and
    d = 7 is neither a concrete (1..6) nor a numeric (1, 2, 3, 5, 8, 12) d.
``RT5.py.*`` (proved)  The same hole for the claim's *scalars*: a declared
    scalar is a plain SymPy symbol, so ``c == 1``, ``c in (1, 2)`` and
    ``eps == 1`` are False in the general and concrete models, and the numeric
    model pins a scalar only at 0 and at the roots of conditions the exact checks
    met; a special case at c = 1 (or at <t, v> = 0, the "safe division" idiom)
    is never evaluated anywhere.
``RT5.fail.*``  Plausible mistakes (wrong constant, power, divisor, sign,
    scope, strictness at equality, rate of a limit, missing or extra root, open
    vs closed domain, d = 1 and d = 2 edge cases, huge and tiny constants whose
    error is below the numeric tolerance, RMSNorm slips, a Chain step misusing a
    lemma, a LipschitzBound constant too small, SymPy functions the numeric
    model cannot evaluate) that the verifier correctly does not prove; kept as a
    regression net.

``tests/prove/test_redteam5.py`` asserts that none of them ends "proved".  True
claims that the verifier refutes are in ``redteam5_true_claims.py``.
"""

import sympy as sp
from sympy import FiniteSet, Interval, Rational, Reals, Union, oo

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
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, variance
from symln.rms import mean_square, rms_core, rms_jacobian

ARTICLE = "redteam5"
HALF = Rational(1, 2)
MVI = ("mean value inequality",)


def trace_p(m):
    return m.trace(centering_matrix(m))


# =====================================================================================
# RT5.dim: questions about d that SymbolicDimension answers structurally
# =====================================================================================


@claim(
    "RT5.dim.set-membership",
    article=ARTICLE,
    statement="For every d, trace(P) equals the table value T(d) = 7 if d in {7} else d - 1 (false: at d = 7, "
    "trace(P) = 6 but T(7) = 7).",
)
def dim_set_membership(m):
    return Equal(trace_p(m), 7 if m.d in {7} else m.d - 1)


@claim(
    "RT5.dim.dict-lookup",
    article=ARTICLE,
    statement="For every d, trace(P) equals {7: 7}.get(d, d - 1) (false: at d = 7 the table gives 7, trace(P) = 6).",
)
def dim_dict_lookup(m):
    return Equal(trace_p(m), {7: 7}.get(m.d, m.d - 1))


@claim(
    "RT5.dim.shifted-eq",
    article=ARTICLE,
    statement="For every d, trace(P) = 7 if d - 7 == 0 else d - 1 (false: at d = 7 trace(P) = 6).",
)
def dim_shifted_eq(m):
    return Equal(trace_p(m), 7 if m.d - 7 == 0 else m.d - 1)


@claim(
    "RT5.dim.is-zero",
    article=ARTICLE,
    statement="For every d, trace(P) = 7 if (d - 7).is_zero else d - 1 (false: at d = 7 trace(P) = 6).",
)
def dim_is_zero(m):
    return Equal(trace_p(m), 7 if (m.d - 7).is_zero else m.d - 1)


@claim(
    "RT5.dim.int-guard",
    article=ARTICLE,
    statement="For every d, |u|^2 = d q/(q + eps), except that at d = 7 it is 7 (false: at d = 7, z = (0, 2, 0, ..., 0), "
    "eps = 1, |u|^2 = 7 q/(q + 1) with q = 4/7 - 4/49 = 24/49, i.e. 168/73, not 7).",
)
def dim_int_guard(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    expected = m.d if isinstance(m.d, int) and m.d == 7 else m.d * q / (q + eps)
    return Equal(m.norm2(core(m, m.z, eps)), expected)


@claim(
    "RT5.dim.printed-name",
    article=ARTICLE,
    statement="For every d, trace(P) = 7 if str(d) == '7' else d - 1 (false: at d = 7 trace(P) = 6).",
)
def dim_printed_name(m):
    return Equal(trace_p(m), 7 if str(m.d) == "7" else m.d - 1)


@claim(
    "RT5.dim.tuple-of-expr",
    article=ARTICLE,
    statement="For every d, trace(P^2) = d - 1, except in the researcher's special cases d - 7 in (0,), where it is "
    "0 (false: at d = 7, P^2 = P has trace 6).",
)
def dim_tuple_of_expr(m):
    p = centering_matrix(m)
    return Equal(m.trace(p @ p), 0 if (m.d - 7) in (0,) else m.d - 1)


# =====================================================================================
# RT5.py: branches on the value of a declared scalar
# =====================================================================================


@claim(
    "RT5.py.scalar-branch",
    article=ARTICLE,
    statement="For every real c, g(c) = c + 1 where g is the researcher's removable-singularity helper "
    "g(c) = 3 if c == 1 else (c^2 - 1)/(c - 1) written as c + 1 (false: g(1) = 3 but 1 + 1 = 2).",
)
def py_scalar_branch(m):
    c = m.scalar("c")
    g = 3 if c == 1 else c + 1
    return Equal(g, c + 1)


@claim(
    "RT5.py.scalar-tuple",
    article=ARTICLE,
    statement="For every real c, the core variance at eps = c^2 + 1 is q/(q + c^2 + 1), with the helper's "
    "'special cases' c in (1, 2) returning 1 (false: c = 1, z = (0, 2): q = 1, q/(q + 2) = 1/3, not 1).",
)
def py_scalar_tuple(m):
    c = m.scalar("c")
    q = variance(m, m.z)
    eps = c**2 + 1
    value = 1 if c in (1, 2) else variance(m, core(m, m.z, eps))
    return Equal(value, q / (q + eps))


@claim(
    "RT5.py.default-eps",
    article=ARTICLE,
    statement="For every eps > 0, |u|^2 = d q/(q + eps), where the researcher's helper returns the 'eps = 1 default' "
    "d q/(q + 2) when eps == 1 (false: eps = 1, d = 2, z = (0, 2): |u|^2 = 2 * 1/2 = 1, but 2 * 1/3 = 2/3).",
)
def py_default_eps(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    norm = m.d * q / (q + 2) if eps == 1 else m.norm2(core(m, m.z, eps))
    return Equal(norm, m.d * q / (q + eps))


@claim(
    "RT5.py.safe-division",
    article=ARTICLE,
    statement="For every t, with the 'safe division' r = 1 if <t, v> == 0 else <t, v>^2/<t, v>, r = <t, v> "
    "(false: d = 2, z = (0, 2), t = (1, 1): <t, v> = 0, so r = 1 but <t, v> = 0).",
)
def py_safe_division(m):
    t = m.vector("t")
    a = m.dot(t, center(m, m.z))
    r = 1 if a == 0 else a**3 / a**2
    return Equal(r, a)


@claim(
    "RT5.py.safe-division-nonconstant",
    article=ARTICLE,
    statement="For a nonconstant input and every nonzero t, the projection coefficient with the 'safe division' "
    "c = 1 if <t, v> == 0 else <t, v>^3/<t, v>^2 equals <t, v> (false: d = 2, z = (0, 2), t = (1, 1): <t, v> = 0, "
    "so c = 1 but <t, v> = 0; no degenerate shape makes t orthogonal to v).",
    scope=AllD(min_d=2, nonconstant=True),
)
def py_safe_division_nonconstant(m):
    t = m.vector("t", nonzero=True)
    a = m.dot(t, center(m, m.z))
    c = 1 if a == 0 else a**3 / a**2
    return Equal(c, a)


# =====================================================================================
# RT5.fail: plausible mistakes the verifier must not prove
# =====================================================================================


@claim(
    "RT5.fail.rms-radial-power",
    article=ARTICLE,
    statement="The RMSNorm Jacobian maps z to eps/(s + eps) z (false: it is eps/(s + eps)^(3/2) z; d = 1, z = 1, "
    "eps = 1: 2^(-3/2) vs 1/2).",
)
def fail_rms_radial_power(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    return Equal(rms_jacobian(m, eps) @ m.z, m.z * (eps / (s + eps)))


@claim(
    "RT5.fail.rms-mean-square-gain",
    article=ARTICLE,
    statement="The mean square of gamma (.) r(z) is mean(gamma^2) s/(s + eps) (false: d = 2, z = (1, 0), "
    "gamma = (1, 0), eps = 1: 1/3 vs 1/6).",
)
def fail_rms_mean_square_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    s = mean_square(m, m.z)
    return Equal(mean_square(m, gamma * rms_core(m, m.z, eps)), mean_square(m, gamma) * s / (s + eps))


@claim(
    "RT5.fail.unbiased-core-variance",
    article=ARTICLE,
    statement="The unbiased (divisor d - 1) variance of the core is q/(q + eps) for d >= 2 (false: d = 2, z = (0, 2), "
    "eps = 1: 1 vs 1/2).",
    scope=AllD(min_d=2),
)
def fail_unbiased_core_variance(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    return Equal(m.norm2(center(m, u)) / (m.d - 1), q / (q + eps))


@claim(
    "RT5.fail.trace-j-cubed",
    article=ARTICLE,
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
    "RT5.fail.core-norm-sphere",
    article=ARTICLE,
    statement="The core lies in the ball of radius sqrt(d - 1): |u|^2 <= d - 1 (false: d = 2, z = (0, 2), "
    "eps = 1/100: |u|^2 = 2/1.01 > 1).",
)
def fail_core_norm_sphere(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d - 1)


@claim(
    "RT5.fail.jvp-strict",
    article=ARTICLE,
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
    "RT5.fail.limit-eps-infinity-scale",
    article=ARTICLE,
    statement="sqrt(eps) |u|^2 tends to d q as eps -> oo (false: it is d q sqrt(eps)/(q + eps) -> 0; z = (0, 2): "
    "2/sqrt(eps) -> 0, not 2).",
)
def fail_limit_eps_infinity_scale(m):
    q = variance(m, m.z)
    return Limit(lambda e: m.sqrt(e) * m.norm2(core(m, m.z, e)), oo, m.d * q, "eps")


@claim(
    "RT5.fail.limit-rms-eps0-zero-input",
    article=ARTICLE,
    statement="For every input, the mean square of r_eps(z) tends to 1 as eps -> 0+ (false at z = 0: it is 0 for "
    "every eps).",
)
def fail_limit_rms_eps0(m):
    return Limit(lambda e: mean_square(m, rms_core(m, m.z, e)), 0, 1, "eps", side="+")


@claim(
    "RT5.fail.limit-sign-two-sided",
    article=ARTICLE,
    statement="x/|x| tends to 1 as x -> 0 (false: the one-sided limits are 1 and -1, so there is no two-sided limit).",
)
def fail_limit_sign_two_sided(m):
    return Limit(lambda x: x / abs(x), 0, 1, "x")


@claim(
    "RT5.fail.sol-half-variance-constant",
    article=ARTICLE,
    statement="For every input, the core variance q/(q + eps) equals 1/2 exactly at eps = q, eps in (0, oo) (false at "
    "a constant input: q = 0, no eps > 0 solves, and 0 is not in the domain).",
)
def fail_sol_half_variance(m):
    q = variance(m, m.z)
    return Solutions(lambda e: variance(m, core(m, m.z, e)) - HALF, Interval.open(0, oo), [q], "eps")


@claim(
    "RT5.fail.sol-rms-scale-missing-root",
    article=ARTICLE,
    statement="For a nonconstant input, s(a z) = s(z) only at a = 1 (false: a = -1 solves it too; z = (0, 1)).",
    scope=AllD(min_d=2, nonconstant=True),
)
def fail_sol_rms_scale(m):
    return Solutions(lambda a: mean_square(m, m.z * a) - mean_square(m, m.z), Reals, FiniteSet(1), "a")


@claim(
    "RT5.fail.sol-union-domain",
    article=ARTICLE,
    statement="x^2 = 4 has the single solution 2 on [-3, -1] U [1, 3] (false: -2 is in the domain too).",
    scope=Example(1),
)
def fail_sol_union(m):
    return Solutions(lambda x: x**2 - 4, Union(Interval(-3, -1), Interval(1, 3)), FiniteSet(2))


@claim(
    "RT5.fail.sol-punctured-domain",
    article=ARTICLE,
    statement="x (x - 1) = 0 on R minus {1} has the solutions 0 and 1 (false: 1 is excluded from the domain).",
    scope=Example(1),
)
def fail_sol_punctured(m):
    return Solutions(lambda x: x * (x - 1), sp.Complement(Reals, FiniteSet(1)), FiniteSet(0, 1))


@claim(
    "RT5.fail.chain-coordinate-bound-q",
    article=ARTICLE,
    statement="v_i^2 <= (d - 1) q <= q (false: the second step needs d <= 2; d = 3, z = (0, 0, 3): v_3^2 = 4 > q = 2).",
)
def fail_chain_coordinate(m):
    e = m.coordinate_vector("e")
    v = center(m, m.z)
    q = variance(m, m.z)
    vi = m.dot(e, v)
    return Chain(vi**2).le((m.d - 1) * q, "coordinate bound", gap=m.coordinate_slack(e), lemmas=("coordinate_bound",)).le(
        q, "drop d - 1", gap=q - (m.d - 1) * q
    )


@claim(
    "RT5.fail.lipschitz-rms-half",
    article=ARTICLE,
    statement="RMSNorm's core is Lipschitz with squared constant 1/(2 eps) (false: at z = 0 its Jacobian is "
    "I/sqrt(eps), so |r(h) - r(0)|^2 -> |h|^2/eps for small h).",
    cites=MVI,
)
def fail_lipschitz_rms_half(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    f = lambda y: rms_core(m, y, eps)
    gap = m.norm2(x.vector) / (2 * eps) - m.norm2(m.D(f, m.z, x.vector))
    return LipschitzBound(f, 1 / (2 * eps), x, gap)


@claim(
    "RT5.fail.d2-jacobian-scale",
    article=ARTICLE,
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
    article=ARTICLE,
    statement="At d = 1 the RMSNorm Jacobian vanishes, as layer norm's does (false: it is eps/(z^2 + eps)^(3/2); "
    "z = 0, eps = 1: 1).",
    scope=Dims(1, 1),
)
def fail_rms_d1(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_jacobian(m, eps), m.eye() * 0)


@claim(
    "RT5.fail.core-scale-eps-power",
    article=ARTICLE,
    statement="For a > 0, u_eps(a z) = u_(eps/a)(z) (false: the scale moves eps to eps/a^2; d = 2, z = (0, 2), a = 2, "
    "eps = 1: (-1, 1)/sqrt(5/4) vs (-1, 1)/sqrt(3/2)).",
)
def fail_core_scale(m):
    eps = m.scalar("eps", positive=True)
    a = m.scalar("a", positive=True)
    return Equal(core(m, m.z * a, eps), core(m, m.z, eps / a))


@claim(
    "RT5.fail.rms-scale-eps-half",
    article=ARTICLE,
    statement="r_eps(2 z) = r_(eps/2)(z) (false: eps/4; d = 1, z = 1, eps = 1: 2/sqrt(5) vs 1/sqrt(3/2)).",
)
def fail_rms_scale(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_core(m, m.z * 2, eps), rms_core(m, m.z, eps / 2))


@claim(
    "RT5.fail.hessian-mean-square",
    article=ARTICLE,
    statement="The second derivative of s(z) = |z|^2/d along t is 2 |t|^2 (false: 2 |t|^2/d; d = 2, t = (1, 0): 1 vs 2).",
)
def fail_hessian_mean_square(m):
    t = m.vector("t")
    return Equal(m.D(lambda x: m.D(lambda y: mean_square(m, y), x, t), m.z, t), 2 * m.norm2(t))


@claim(
    "RT5.fail.hessian-variance-uncentered",
    article=ARTICLE,
    statement="The second derivative of q along t is 2 |t|^2/d (false: 2 |P t|^2/d; t = 1 gives 0, not 2).",
)
def fail_hessian_variance(m):
    t = m.vector("t")
    return Equal(m.D(lambda x: m.D(lambda y: variance(m, y), x, t), m.z, t), 2 * m.norm2(t) / m.d)


@claim(
    "RT5.fail.radial-below-orthogonal-strict",
    article=ARTICLE,
    statement="The radial eigenvalue eps/(q + eps)^(3/2) is strictly below the orthogonal one 1/sqrt(q + eps) "
    "(false at a constant input: q = 0 makes them equal, 1/sqrt(eps)).",
)
def fail_radial_strict(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(eps * (q + eps) ** Rational(-3, 2), (q + eps) ** (-HALF), strict=True)


@claim(
    "RT5.fail.approx-truncated",
    article=ARTICLE,
    statement="1/sqrt(1/4 + 10^-6) rounds to 1.99999 (false: it is 1.999996000..., which rounds to 2.00000; the "
    "digits were truncated).",
    scope=Example(1),
)
def fail_approx_truncated(m):
    return Approximately(1 / m.sqrt(m.number(Rational(1, 4) + Rational(1, 10**6))), "1.99999")


@claim(
    "RT5.fail.approx-huge",
    article=ARTICLE,
    statement="10^40 + 3/5 rounds to 10^40 (false: it rounds to 10^40 + 1; the error is 1e-40 relative, far below "
    "the numeric tolerance).",
    scope=Example(1),
)
def fail_approx_huge(m):
    return Approximately(m.number(10**40) + m.number(Rational(3, 5)), str(10**40))


@claim(
    "RT5.fail.coordinate-bound-strict",
    article=ARTICLE,
    statement="For a nonconstant input, v_i^2 < (d - 1) q strictly (false at d = 2: v = (a, -a), v_1^2 = a^2 = q).",
    scope=AllD(min_d=2, nonconstant=True),
)
def fail_coordinate_strict(m):
    e = m.coordinate_vector("e")
    v = center(m, m.z)
    return LessEqual(m.dot(e, v) ** 2, (m.d - 1) * variance(m, m.z), strict=True)


@claim(
    "RT5.fail.huge-eps-core",
    article=ARTICLE,
    statement="At eps = 10^60 the core of z = (0, 2) is v/10^30 (false: it is v/sqrt(1 + 10^60); the relative error "
    "5e-61 is far below the numeric tolerance).",
    scope=Example(2),
)
def fail_huge_eps_core(m):
    z = m.vec([0, 2])
    return Equal(core(m, z, m.number(10**60)), center(m, z) / 10**30)


@claim(
    "RT5.fail.tiny-offset-root",
    article=ARTICLE,
    statement="sqrt(10^50 + 1) = 10^25 (false: the square is 10^50, not 10^50 + 1; relative error 5e-51).",
    scope=Example(1),
)
def fail_tiny_offset_root(m):
    return Equal(m.sqrt(m.number(10**50 + 1)), m.number(10**25))


@claim(
    "RT5.fail.variance-additive",
    article=ARTICLE,
    statement="q(z + t) = q(z) + q(t) for t orthogonal to 1 (false: needs t orthogonal to v too; z = (0, 2), "
    "t = (-1, 1): q(z + t) = 4, q(z) + q(t) = 2).",
)
def fail_variance_additive(m):
    t = m.vector("t", orthogonal_to=(m.one,))
    return Equal(variance(m, m.z + t), variance(m, m.z) + variance(m, t))


@claim(
    "RT5.fail.output-shift-gain",
    article=ARTICLE,
    statement="y(z + c 1) = y(z) + c gamma (false: layer norm is shift invariant, y(z + c 1) = y(z); c = 1, gamma = 1).",
)
def fail_output_shift(m):
    eps = m.scalar("eps", positive=True)
    c = m.scalar("c")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(layer_norm(m, m.z + m.one * c, gamma, beta, eps), layer_norm(m, m.z, gamma, beta, eps) + gamma * c)


@claim(
    "RT5.fail.eps-strictly-decreasing",
    article=ARTICLE,
    statement="|u|^2 strictly decreases in eps: -d/deps |u|^2 > 0 (false at a constant input: |u|^2 = 0 for every eps, "
    "derivative 0).",
)
def fail_eps_decreasing(m):
    eps = m.scalar("eps", positive=True)
    return Positive(-m.D(lambda e: m.norm2(core(m, m.z, e)), eps, 1))


@claim(
    "RT5.fail.limit-directional-rate",
    article=ARTICLE,
    statement="(s(z + x t) - s(z))/x tends to 2 <z, t> as x -> 0 (false: 2 <z, t>/d; d = 2, z = t = (1, 0): 1 vs 2).",
)
def fail_limit_rate(m):
    t = m.vector("t")
    return Limit(lambda x: (mean_square(m, m.z + t * x) - mean_square(m, m.z)) / x, 0, 2 * m.dot(m.z, t), "x")


@claim(
    "RT5.fail.sympy-sin-bound",
    article=ARTICLE,
    statement="sin(c) <= c - c^3/6 + c^5/200 for c >= 0 (false: the Taylor coefficient is 1/120; c = 1/2: "
    "0.479426 > 0.479323).",
)
def fail_sympy_sin(m):
    c = m.scalar("c", nonnegative=True)
    return LessEqual(sp.sin(c), c - c**3 / 6 + c**5 / 200)


@claim(
    "RT5.fail.sympy-relu-derivative",
    article=ARTICLE,
    statement="The derivative of relu(<1, x>) = <1, x> H(<1, x>) along 1 is d H(<1, z>) (false at <1, z> = 0: the "
    "kink has no derivative; z = 0).",
)
def fail_sympy_relu(m):
    def relu_total(x):
        s = m.total(x)
        return s * sp.Heaviside(s)

    return Equal(m.D(relu_total, m.z, m.one), m.d * sp.Heaviside(m.total(m.z)))


@claim(
    "RT5.fail.hypothesis-d2-constant",
    article=ARTICLE,
    statement="If a nonzero w is orthogonal to 1 and z then d >= 3 (false at d = 2 for a constant input: z = (1, 1), "
    "w = (1, -1)).",
    scope=AllD(min_d=2),
)
def fail_hypothesis_d2(m):
    m.vector("w", orthogonal_to=(m.one, m.z), nonzero=True)
    return Positive(m.d - 2)
