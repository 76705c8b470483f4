"""False but plausible claims from a seventh red-team review of the verifier; none may end "proved".

Every claim below is mathematically false, or ill-defined at a point its
hypotheses admit (which counts as false), and its statement names a concrete
counterexample (checked by hand / SymPy in the review's scratch work).  None of
them repeats a claim of the earlier suites (redteam_claims.py ...
redteam6_claims.py, adversarial_claims.py, soundness_claims.py).  Classes
probed; none ended "proved" when this file was written (46 claims: 0 proved,
37 failed, 5 numeric-only, 4 error):

``RT7.tie.*``  Approximately at exact rounding ties (7/20 to "0.3" and to
    "0.4", 1/8 via a radical, a tie reached through a square root SymPy
    evaluates) and a miss of 10^-60 below a 30-digit enclosure.  The ties end
    numeric-only (the enclosure is not decidably inside), never proved.
``RT7.had.*``  Hadamard products and entrywise reciprocals in the general
    model: products of nonzero vectors that vanish, odd moments, fourth moments
    the wrong way, |gamma|^2 |1/gamma|^2 = d^2.
``RT7.gain.*``  max_abs: G > 0 without a nonzero gain, G^2 >= |gamma|^2, a
    Chain step citing hadamard_bound for a Cauchy-Schwarz bound.
``RT7.orth.*``  orthogonal_to hypotheses too weak (orthogonal to z rather than
    to v, orthogonal to v but not to 1).
``RT7.sol.*``  removable roots, sqrt(x)^2 simplified by SymPy, missing or
    extra roots, a root outside the domain for negative parameters.
``RT7.lim.*``  two-sided limits of one-sided functions, the wrong side, the
    wrong rate, a vanishing parametric coefficient.
``RT7.der.*``  derivatives at constant or zero inputs, second derivatives.
``RT7.dim.*``, ``RT7.strict.*``  d = 1 RMSNorm vs layer norm, Dims off by one,
    a Lipschitz constant with a spurious 1/d, strictness attained at constant
    inputs (RT7.strict.jacobian-bound ends numeric-only: the numeric model never
    combines a constant input with a direction orthogonal to 1, and Z3's d = 1
    counterexample is not realizable).
``RT7.lip.*``  LipschitzBound across a hole of a nonconstant scope (sign of the
    mean; layer norm without eps at d = 2, derivative 0 everywhere it exists):
    refused ("must hold at every input").
``RT7.rec.*``, ``RT7.ex.*``  reciprocal of a scaled gain (refused), worked
    examples with 10^-80 and 10^40 constants.

``tests/prove/test_redteam7.py`` asserts that none of them ends "proved".  True
claims that the verifier refutes are in ``redteam7_true_claims.py``.
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
    Nonzero,
    Positive,
    Solutions,
    claim,
)
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import mean_square, rms_core, rms_jacobian

ARTICLE = "redteam7"
HALF = Rational(1, 2)
MVI = ("mean value inequality",)


# ---------------------------------------------------------------- Approximately at ties


@claim(
    "RT7.tie.exact-half-down",
    article=ARTICLE,
    statement="The mean of the core variance at q = 3 eps/4, q/(q + eps) = 3/7 ... written as the exact tie 7/20 "
    "rounds to 0.3 (false: |7/20 - 3/10| = 1/20 is not < 1/20; a tie certifies neither digit).",
)
def tie_exact_half_down(m):
    return Approximately(Rational(7, 20), "0.3")


@claim(
    "RT7.tie.exact-half-up",
    article=ARTICLE,
    statement="7/20 rounds to 0.4 (false: the tie 0.35 is exactly half a unit from 0.4, not strictly less).",
)
def tie_exact_half_up(m):
    return Approximately(Rational(7, 20), "0.4")


@claim(
    "RT7.tie.radial-eigenvalue-eighth",
    article=ARTICLE,
    statement="The radial eigenvalue eps/(q + eps)^(3/2) at q = 3, eps = 1 is 1/8 = 0.125, which rounds to 0.12 "
    "(false: 0.125 is a tie).",
)
def tie_radial_eighth(m):
    return Approximately(sp.Integer(1) / (sp.Integer(3) + 1) ** Rational(3, 2), "0.12")


@claim(
    "RT7.tie.sqrt-tie",
    article=ARTICLE,
    statement="sqrt(1/4 + 0) + 1/40 = 0.525 rounds to 0.53 (false: an exact tie, via a square root that SymPy "
    "evaluates to 1/2).",
)
def tie_sqrt(m):
    return Approximately(sp.sqrt(Rational(1, 4)) + Rational(1, 40), "0.53")


@claim(
    "RT7.tie.below-precision",
    article=ARTICLE,
    statement="0.35 - 10^-60 rounds to 0.4 (false: it is further than 1/20 from 0.4; the miss is 10^-60, below a "
    "30-digit enclosure).",
)
def tie_below_precision(m):
    return Approximately(Rational(7, 20) - Rational(1, 10**60), "0.4")


# ---------------------------------------------------------------- Hadamard products of nonzero vectors


@claim(
    "RT7.had.nonzero-product",
    article=ARTICLE,
    statement="For nonzero gamma and nonzero t, |gamma (.) t|^2 > 0 (false: d = 2, gamma = (1, 0), t = (0, 1)).",
)
def had_nonzero_product(m):
    gamma = m.vector("gamma", nonzero=True)
    t = m.vector("t", nonzero=True)
    return Positive(m.norm2(gamma * t))


@claim(
    "RT7.had.nonzero-square-dot",
    article=ARTICLE,
    statement="For nonzero t orthogonal to 1, <t (.) t, t> != 0 (false: d = 2, t = (1, -1): 1 - 1 = 0).",
)
def had_nonzero_cube(m):
    t = m.vector("t", orthogonal_to=(m.one,), nonzero=True)
    return Nonzero(m.total(t * t * t))


@claim(
    "RT7.had.gain-times-core",
    article=ARTICLE,
    statement="For a gain with nonzero entries and a nonconstant input, gamma (.) u has a nonzero coordinate sum "
    "(false: d = 2, gamma = 1, z = (0, 2): u = (-1, 1)/sqrt(1 + eps) sums to 0).",
    scope=AllD(min_d=2, nonconstant=True),
)
def had_gain_times_core(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma", nonzero_entries=True)
    return Nonzero(m.total(gamma * core(m, m.z, eps)))


@claim(
    "RT7.had.fourth-moment-upper",
    article=ARTICLE,
    statement="sum_i x_i^4 <= |x|^4/d (false: the inequality goes the other way; d = 2, x = (1, 0): 1 > 1/2).",
)
def had_fourth_moment(m):
    x = m.vector("x")
    return LessEqual(m.total(x * x * x * x), m.norm2(x) ** 2 / m.d)


@claim(
    "RT7.had.reciprocal-norms",
    article=ARTICLE,
    statement="For gamma with nonzero entries, |gamma|^2 |1/gamma|^2 = d^2 (false unless all |gamma_i| agree: "
    "d = 2, gamma = (1, 2): 5 * 5/4 = 25/4, not 4).",
)
def had_reciprocal_norms(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    return Equal(m.norm2(gamma) * m.norm2(m.reciprocal(gamma)), m.d**2)


@claim(
    "RT7.had.reciprocal-sum-bound",
    article=ARTICLE,
    statement="For gamma with nonzero entries, <1, 1/gamma>^2 <= d^2/|gamma|^2 ... i.e. <1,1/gamma>^2 |gamma|^2 <= d^2 "
    "(false: d = 2, gamma = (1, 2): (3/2)^2 * 5 = 45/4 > 4).",
)
def had_reciprocal_sum(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    return LessEqual(m.total(m.reciprocal(gamma)) ** 2 * m.norm2(gamma), m.d**2)


# ---------------------------------------------------------------- gains and max_abs


@claim(
    "RT7.gain.max-positive",
    article=ARTICLE,
    statement="The largest gain magnitude G = max |gamma_i| is positive (false: gamma = 0 gives G = 0).",
)
def gain_max_positive(m):
    gamma = m.vector("gamma")
    big, slack = m.max_abs(gamma)
    return Positive(big)


@claim(
    "RT7.gain.max-vs-norm",
    article=ARTICLE,
    statement="G^2 >= |gamma|^2 for G = max |gamma_i| (false: d = 2, gamma = 1: G^2 = 1 < 2).",
)
def gain_max_vs_norm(m):
    gamma = m.vector("gamma")
    big, slack = m.max_abs(gamma)
    return LessEqual(m.norm2(gamma), big**2)


@claim(
    "RT7.gain.max-nonzero-entries-sum",
    article=ARTICLE,
    statement="For gamma with nonzero entries, d G >= <1, gamma> > 0 (false: the sum may be negative or 0; "
    "d = 2, gamma = (1, -1)).",
)
def gain_sum_positive(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    return Positive(m.total(gamma))


@claim(
    "RT7.gain.chain-sum-bound",
    article=ARTICLE,
    statement="|<gamma, u>| is bounded by G |u|^2 ... <gamma, u>^2 <= G^2 |u|^2 (false: the bound is G^2 d |u|^2 "
    "by Cauchy-Schwarz; d = 2, gamma = (1, -1), z = (0, 2), eps = 1/100: <gamma,u>^2 = 4/1.01 > 2/1.01).",
)
def gain_chain_sum_bound(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    u = core(m, m.z, eps)
    big, slack = m.max_abs(gamma)
    return Chain(m.dot(gamma, u) ** 2).le(
        m.norm2(gamma) * m.norm2(u), "cauchy_schwarz", gap=m.cauchy_schwarz(gamma, u)
    ).le(big**2 * m.norm2(u), "hadamard_bound", gap=big**2 * m.norm2(u) - m.norm2(gamma) * m.norm2(u))


# ---------------------------------------------------------------- orthogonality hypotheses


@claim(
    "RT7.orth.perp-z-perp-v",
    article=ARTICLE,
    statement="A direction orthogonal to the input is orthogonal to its centered part: <w, z> = 0 implies <w, v> = 0 "
    "(false: d = 2, z = (1, 0), w = (0, 1): <w, v> = -1/2).",
)
def orth_perp_z_perp_v(m):
    w = m.vector("w", orthogonal_to=(m.z,))
    return Equal(m.dot(w, center(m, m.z)), 0)


@claim(
    "RT7.orth.perp-v-mean-zero",
    article=ARTICLE,
    statement="A direction orthogonal to v has mean 0 (false: w = 1 is orthogonal to v and has mean 1).",
)
def orth_perp_v_mean_zero(m):
    w = m.vector("w", orthogonal_to=(center(m, m.z),))
    return Equal(mean(m, w), 0)


@claim(
    "RT7.orth.perp-kills-jacobian",
    article=ARTICLE,
    statement="For w orthogonal to v, J w = w/sqrt(q + eps) (false: w = 1 is orthogonal to v and J 1 = 0).",
)
def orth_perp_kills_jacobian(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", orthogonal_to=(center(m, m.z),))
    q = variance(m, m.z)
    return Equal(core_jacobian(m, eps) @ w, w / m.sqrt(q + eps))


@claim(
    "RT7.orth.nonzero-perp-d2",
    article=ARTICLE,
    statement="For d >= 2 and nonzero w orthogonal to 1 and v, |w|^2 > 0 holds and so does q > 0 ... i.e. "
    "q |w|^2 > 0 (false: a constant input has q = 0 and admits such w at d >= 2).",
    scope=AllD(min_d=2),
)
def orth_nonzero_perp_d2(m):
    w = m.vector("w", orthogonal_to=(m.one, center(m, m.z)), nonzero=True)
    return Positive(variance(m, m.z) * m.norm2(w))


# ---------------------------------------------------------------- solution sets


@claim(
    "RT7.sol.removable-root",
    article=ARTICLE,
    statement="The solutions of (x - 1)^2/(x - 1) = 0 in R are {1} (false: f is undefined at 1, so there is none).",
)
def sol_removable_root(m):
    return Solutions(lambda x: (x - 1) ** 2 / (x - 1), Reals, FiniteSet(1), "x")


@claim(
    "RT7.sol.squared-root-negative",
    article=ARTICLE,
    statement="The solutions of sqrt(x)^2 + 4 = 0 in R are {-4} (false: sqrt(-4) is not real; there is none).",
)
def sol_squared_root(m):
    return Solutions(lambda x: m.sqrt(x) ** 2 + 4, Reals, FiniteSet(-4), "x")


@claim(
    "RT7.sol.eps-half-variance",
    article=ARTICLE,
    statement="For a nonconstant input, the eps > 0 at which the core variance is 1/2 ... q/(q + eps) = 1/2 ... is "
    "eps = q/2 (false: it is eps = q; z = (0, 2): q = 1, eps = 1/2 gives 2/3).",
    scope=AllD(min_d=2, nonconstant=True),
)
def sol_eps_half_variance(m):
    q = variance(m, m.z)
    return Solutions(lambda e: q / (q + e) - HALF, Interval.open(0, oo), [q / 2], "eps")


@claim(
    "RT7.sol.double-root-missing",
    article=ARTICLE,
    statement="The solutions of x^3 - c^2 x = 0 in R are {c, -c} (false: 0 is a root too; c = 1 gives {-1, 0, 1}).",
)
def sol_double_root_missing(m):
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: x**3 - c**2 * x, Reals, [c, -c], "x")


@claim(
    "RT7.sol.param-root-outside",
    article=ARTICLE,
    statement="For every real c, the solutions of x^2 = c^2 in [0, oo) are {c} (false for c < 0: c = -1 gives {1}).",
)
def sol_param_root_outside(m):
    c = m.scalar("c")
    return Solutions(lambda x: x**2 - c**2, Interval(0, oo), [c], "x")


# ---------------------------------------------------------------- limits


@claim(
    "RT7.lim.sqrt-two-sided",
    article=ARTICLE,
    statement="sqrt(x) tends to 0 as x -> 0 (false as a two-sided limit: sqrt is undefined for x < 0).",
)
def lim_sqrt_two_sided(m):
    return Limit(lambda x: m.sqrt(x), 0, 0, "x")


@claim(
    "RT7.lim.abs-ratio-two-sided",
    article=ARTICLE,
    statement="sqrt(x^2)/x tends to 1 as x -> 0 (false: from the left it is -1).",
)
def lim_abs_ratio(m):
    return Limit(lambda x: m.sqrt(x**2) / x, 0, 1, "x")


@claim(
    "RT7.lim.eps-rate-wrong-power",
    article=ARTICLE,
    statement="For a nonconstant input, (1 - |u_eps|^2/d)/eps tends to 1/q^2 as eps -> 0+ (false: the rate is 1/q; "
    "z = (0, 2): q = 1 ... take z = (0, 4): q = 4, 1/4 not 1/16).",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_eps_rate(m):
    q = variance(m, m.z)
    return Limit(lambda e: (1 - m.norm2(core(m, m.z, e)) / m.d) / e, 0, 1 / q**2, "eps", side="+")


@claim(
    "RT7.lim.rms-scale-infinity",
    article=ARTICLE,
    statement="For nonzero z, r_eps(x z) tends to z/sqrt(s) as x -> oo, so |r_eps(x z)|^2 -> d ... tested as "
    "|r_eps(x z)|^2 -> d s (false: the limit is d; z = (2): s = 4, 1 not 4).",
)
def lim_rms_scale(m):
    eps = m.scalar("eps", positive=True)
    z = m.vector("y", nonzero=True)
    s = mean_square(m, z)
    return Limit(lambda x: m.norm2(rms_core(m, z * x, eps)), oo, m.d * s, "x")


@claim(
    "RT7.lim.side-minus-sqrt",
    article=ARTICLE,
    statement="sqrt(c - x) tends to 0 as x -> c from the right (false: sqrt(c - x) is undefined for x > c).",
)
def lim_side_minus_sqrt(m):
    c = m.scalar("c")
    return Limit(lambda x: m.sqrt(c - x), c, 0, "x", side="+")


@claim(
    "RT7.lim.param-vanishing-coefficient",
    article=ARTICLE,
    statement="For every real c, x/(c x + 1) tends to 1/c as x -> oo (ill-defined at c = 0, where it tends to oo).",
)
def lim_param_vanishing(m):
    c = m.scalar("c")
    return Limit(lambda x: x / (c * x + 1), oo, 1 / c, "x")


# ---------------------------------------------------------------- derivatives at special points


@claim(
    "RT7.der.sigma-at-constant",
    article=ARTICLE,
    statement="The derivative of sqrt(q) along t is <t, v>/(d sqrt(q)) (ill-defined at a constant input, q = 0).",
)
def der_sigma_at_constant(m):
    t = m.vector("t")
    q = variance(m, m.z)
    return Equal(m.D(lambda x: m.sqrt(variance(m, x)), m.z, t), m.dot(t, center(m, m.z)) / (m.d * m.sqrt(q)))


@claim(
    "RT7.der.second-variance",
    article=ARTICLE,
    statement="D_t D_t q = 2 |t|^2/d (false: it is 2 |P t|^2/d; d = 2, t = 1: 0, not 1).",
)
def der_second_variance(m):
    t = m.vector("t")
    second = m.D(lambda x: m.D(lambda y: variance(m, y), x, t), m.z, t)
    return Equal(second, 2 * m.norm2(t) / m.d)


@claim(
    "RT7.der.rms-norm-at-zero",
    article=ARTICLE,
    statement="The derivative of |z| (= sqrt(d s)) along t is <t, z>/|z| ... written D_t sqrt(|x|^2) = <t,z>/sqrt(|z|^2) "
    "(ill-defined at z = 0).",
)
def der_rms_norm_at_zero(m):
    t = m.vector("t")
    return Equal(m.D(lambda x: m.sqrt(m.norm2(x)), m.z, t), m.dot(t, m.z) / m.sqrt(m.norm2(m.z)))


@claim(
    "RT7.der.second-rms-along-z",
    article=ARTICLE,
    statement="D_z D_z sqrt(s + eps) = 0 (false: s/sqrt(s+eps) * ... at d = 1, z = 1, eps = 1: 2*... = 2^(-3/2) != 0).",
)
def der_second_rms(m):
    eps = m.scalar("eps", positive=True)
    z = m.z

    def normalizer(x):
        return m.sqrt(mean_square(m, x) + eps)

    return Equal(m.D(lambda x: m.D(normalizer, x, z), z, z), 0)


# ---------------------------------------------------------------- d edge cases, RMS vs LN


@claim(
    "RT7.dim.d1-rms-jacobian",
    article=ARTICLE,
    statement="At d = 1 the RMSNorm Jacobian is 0 like layer norm's (false: it is eps/(s + eps)^(3/2); z = 0, eps = 1: 1).",
    scope=Dims(1, 1),
)
def dim_d1_rms_jacobian(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_jacobian(m, eps), m.eye() * 0)


@claim(
    "RT7.dim.rms-kills-one",
    article=ARTICLE,
    statement="The RMSNorm Jacobian kills 1 like layer norm's (false: at z = 0 it is I/sqrt(eps)).",
)
def dim_rms_kills_one(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_jacobian(m, eps) @ m.one, m.one * 0)


@claim(
    "RT7.dim.d2-sensitivity-all",
    article=ARTICLE,
    statement="For d = 2..3 the Jacobian satisfies |J t|^2 <= eps^2 |t|^2/(q + eps)^3 (true at d = 2, false at d = 3: "
    "z = (0, 1, 2), eps = 1, t = (1, -2, 1) orthogonal to 1 and v: |J t|^2 = |t|^2/(q + eps)).",
    scope=Dims(2, 3),
)
def dim_d2_sensitivity(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    q = variance(m, m.z)
    return LessEqual(m.norm2(core_jacobian(m, eps) @ t), eps**2 * m.norm2(t) / (q + eps) ** 3)


@claim(
    "RT7.dim.lipschitz-d-factor",
    article=ARTICLE,
    statement="The core is sqrt(1/(d eps))-Lipschitz: |u(a) - u(b)|^2 <= |a - b|^2/(d eps) (false: at a constant "
    "input J = P/sqrt(eps); d = 2, t = (1, -1): |J t|^2 = 2/eps > 2/(2 eps)).",
    cites=MVI,
)
def dim_lipschitz_d_factor(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    J = core_jacobian(m, eps)
    gap = m.norm2(x.vector) / (m.d * eps) - m.norm2(J @ x.vector)
    return LipschitzBound(lambda p: core(m, p, eps), 1 / (m.d * eps), x, gap)


@claim(
    "RT7.strict.jacobian-bound",
    article=ARTICLE,
    statement="For nonzero t, |J t|^2 < |t|^2/eps strictly (false at a constant input with t orthogonal to 1: "
    "J = P/sqrt(eps), equality).",
)
def strict_jacobian_bound(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", nonzero=True)
    return LessEqual(m.norm2(core_jacobian(m, eps) @ t), m.norm2(t) / eps, strict=True)


@claim(
    "RT7.strict.core-norm-d-minus",
    article=ARTICLE,
    statement="|u|^2 <= d - 1 for every input when eps >= 1/(d-1) ... stated as |u|^2 (q + eps) <= (d - 1)(q + eps) "
    "(false: |u|^2 = d q/(q + eps); d = 2, z = (0, 2), eps = 1: |u|^2 (q+eps) = 2 > 2 * 1 ... q = 1: 2 <= 2 is "
    "fine, z = (0, 4), q = 4: 8 > 5).",
    scope=AllD(min_d=2),
)
def strict_core_norm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(m.norm2(core(m, m.z, eps)) * (q + eps), (m.d - 1) * (q + eps))


# ---------------------------------------------------------------- Lipschitz across a hole


@claim(
    "RT7.lip.sign-of-mean",
    article=ARTICLE,
    statement="For nonconstant inputs, f(p) = sign(mean p)... p * mean(p)/sqrt(mean(p)^2) is 1-Lipschitz (false: "
    "d = 1... d = 2, a = (1/100, 0), b = (-1/100, 0): |f(a) - f(b)| = 0 ... a = (1, -99/100), b = (1, -101/100): "
    "|f(a) - f(b)|^2 = 8.0402 > |a - b|^2 = 4/10^4).",
    scope=AllD(min_d=2, nonconstant=True),
    cites=MVI,
)
def lip_sign_of_mean(m):
    x = m.generic_vector("x", along=(m.one,))

    def f(p):
        mu_p = mean(m, p)
        return p * (mu_p / m.sqrt(mu_p**2))

    gap = m.norm2(x.vector) - m.norm2(m.D(f, m.z, x.vector))
    return LipschitzBound(f, 1, x, gap)


@claim(
    "RT7.lip.eps-zero-d2",
    article=ARTICLE,
    statement="At d = 2, layer norm without eps, P p/sqrt(q(p)), has derivative 0 at every nonconstant input, so it is "
    "0-Lipschitz there (false: it jumps from (-1, 1) to (1, -1) across the constant inputs; a = (0, 1), b = (1, 0)).",
    scope=Dims(2, 2, nonconstant=True),
    cites=MVI,
)
def lip_eps_zero_d2(m):
    x = m.generic_vector("x", along=(m.one,))

    def f(p):
        return center(m, p) / m.sqrt(variance(m, p))

    gap = -m.norm2(m.D(f, m.z, x.vector))
    return LipschitzBound(f, 0, x, gap)


@claim(
    "RT7.lip.eps-zero-d2-example",
    article=ARTICLE,
    statement="Same as RT7.lip.eps-zero-d2 with bound 1 (false: a = (0, 1), b = (1, 0): |f(a) - f(b)|^2 = 8 > 2).",
    scope=Dims(2, 2, nonconstant=True),
    cites=MVI,
)
def lip_eps_zero_d2_one(m):
    x = m.generic_vector("x", along=(m.one,))

    def f(p):
        return center(m, p) / m.sqrt(variance(m, p))

    gap = m.norm2(x.vector) - m.norm2(m.D(f, m.z, x.vector))
    return LipschitzBound(f, 1, x, gap)


# ---------------------------------------------------------------- reciprocal of a sum


@claim(
    "RT7.rec.scaled-reciprocal",
    article=ARTICLE,
    statement="For gamma with nonzero entries and any scalar c, (c gamma) (.) 1/(c gamma) = 1 (ill-defined at c = 0).",
)
def rec_scaled_reciprocal(m):
    c = m.scalar("c")
    gamma = m.vector("gamma", nonzero_entries=True)
    return Equal((gamma * c) * m.reciprocal(gamma * c), m.one)


# ---------------------------------------------------------------- worked examples with tiny numbers


@claim(
    "RT7.ex.tiny-gap",
    article=ARTICLE,
    statement="At z = (0, 1) with eps = 10^-80, the core variance q/(q + eps) is at least 1 - 10^-81 (false: it is "
    "1 - 4 10^-80 + ..., about 1 - 4e-80).",
    scope=Example(2),
)
def ex_tiny_gap(m):
    z = m.vec([0, 1])
    return LessEqual(1 - Rational(1, 10**81), variance(m, core(m, z, Rational(1, 10**80))))


@claim(
    "RT7.ex.huge-eps-rms",
    article=ARTICLE,
    statement="At z = (3, 4) with eps = 10^40, sqrt(eps) r_eps(z) equals z (false: it is z/sqrt(1 + 12.5e-40), off by "
    "about 6e-39 relative).",
    scope=Example(2),
)
def ex_huge_eps_rms(m):
    z = m.vec([3, 4])
    eps = sp.Integer(10) ** 40
    return Equal(rms_core(m, z, eps) * sp.Integer(10) ** 20, z)
