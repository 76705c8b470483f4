"""Corpus of true claims, class limits: True limits (L'Hopital, parameters, one-sided, at infinity, rates).

Each claim is true; none may end "failed" (tests/prove/test_corpus.py keys the known holes by id). Every
claim's article is "corpus-true:limits".  From: RT3.true.* (red-team round 3, true claims), RT4.true.* (red-
team round 4, true claims), RT5.true.* (red-team round 5, true claims), RT6.true.* (red-team round 6, true
claims), RT7.true.* (red-team round 7, true claims), RT8.true.* (red-team round 8, true claims), RT9.true.*
(red-team round 9, true claims), RT10.true.* (red-team round 10, true claims), RT11.true.* (red-team round 11,
true claims), RT12.true.* (red-team round 12, true claims), RT13.true.* (red-team round 13, true claims),
RT14.true.* (red-team round 14, true claims), RT16.true.* (red-team round 16, true claims);
tests/corpus/ROUNDS.md says what each round probed.
"""

import sympy as sp
from sympy import Rational, oo

from symln import AllD, Example, Limit, claim
from symln.model import center, core, variance
from symln.rms import mean_square, rms_core


# ---------------------------------------------------------------- red-team round 3, true claims (RT3.true.*)


@claim(
    "RT3.true.limit-core-norm",
    article="corpus-true:limits",
    statement="The core of a scaled input vanishes as eps grows: |u_eps(a z)| -> 0 as eps -> oo (true: "
    "|u_eps(a z)|^2 = d a^2 q/(a^2 q + eps) <= d a^2 q/eps).",
)
def limit_core_norm(m):
    a = m.scalar("a")
    return Limit(lambda e: m.sqrt(m.norm2(core(m, m.z * a, e))), oo, 0, "eps")


@claim(
    "RT3.true.limit-normalizer-gap",
    article="corpus-true:limits",
    statement="The normalizer forgets the input as eps grows: sqrt(q(a z) + eps) - sqrt(eps) -> 0 as eps -> oo "
    "(true: it equals a^2 q/(sqrt(a^2 q + eps) + sqrt(eps)) <= a^2 q/(2 sqrt(eps))).",
)
def limit_normalizer_gap(m):
    a = m.scalar("a")
    return Limit(lambda e: m.sqrt(variance(m, m.z * a) + e) - m.sqrt(e), oo, 0, "eps")


@claim(
    "RT3.true.limit-root-norm",
    article="corpus-true:limits",
    statement="|u_eps(z)|^(1/2) -> 0 as eps -> oo (true: |u_eps(z)|^2 = d q/(q + eps) <= d q/eps, so the fourth "
    "root of it decays like eps^(-1/4)).",
)
def limit_root_norm(m):
    return Limit(lambda e: m.norm2(core(m, m.z, e)) ** Rational(1, 4), oo, 0, "eps")


# ---------------------------------------------------------------- red-team round 4, true claims (RT4.true.*)


@claim(
    "RT4.true.tiny-input-limit",
    article="corpus-true:limits",
    statement="At the tiny input z = (0, 10^-20) the core variance tends to 1 as eps -> 0+ (true: it is q/(q + eps) "
    "with q = 10^-40/4 > 0).",
    scope=Example(2),
)
def tiny_input_limit(m):
    z0 = m.vec([0, Rational(1, 10**20)])
    return Limit(lambda e: variance(m, core(m, z0, e)), 0, 1, "eps", side="+")


@claim(
    "RT4.true.limit-scale-beyond-probes",
    article="corpus-true:limits",
    statement="x/(x + c^8) tends to 1 as x -> oo for every real c (true: 1 - c^8/(x + c^8) -> 1; for c near 10^6, "
    "the offset family, c^8 = 10^48 is beyond the probe x = 10^32).",
)
def limit_scale_beyond_probes(m):
    c = m.scalar("c")
    return Limit(lambda x: x / (x + c**8), oo, 1, "x")


# ---------------------------------------------------------------- red-team round 5, true claims (RT5.true.*)


@claim(
    "RT5.true.limit-huge-point",
    article="corpus-true:limits",
    statement="(x^2 - 10^40)/(x - 10^20) tends to 2 10^20 as x -> 10^20 (true: it is x + 10^20 for x != 10^20).",
    scope=Example(1),
)
def limit_huge_point(m):
    return Limit(lambda x: (x**2 - 10**40) / (x - 10**20), 10**20, 2 * 10**20, "x")


@claim(
    "RT5.true.limit-huge-scale",
    article="corpus-true:limits",
    statement="x/(x + 10^40) tends to 1 as x -> oo (true: 1 - 10^40/(x + 10^40) -> 1).",
    scope=Example(1),
)
def limit_huge_scale(m):
    return Limit(lambda x: x / (x + 10**40), oo, 1, "x")


@claim(
    "RT5.true.limit-eps-tiny-variance",
    article="corpus-true:limits",
    statement="At z = (0, 10^-30) the core variance tends to 1 as eps -> 0+ (true: q/(q + eps) with q = 2.5e-61 > 0).",
    scope=Example(2),
)
def limit_eps_tiny_variance(m):
    z0 = m.vec([0, Rational(1, 10**30)])
    return Limit(lambda e: variance(m, core(m, z0, e)), 0, 1, "eps", side="+")


@claim(
    "RT5.true.limit-sign-right",
    article="corpus-true:limits",
    statement="x/|x| tends to 1 as x -> 0+ (true: it is 1 for x > 0).",
)
def limit_sign_right(m):
    return Limit(lambda x: x / abs(x), 0, 1, "x", side="+")


# ---------------------------------------------------------------- red-team round 6, true claims (RT6.true.*)


@claim(
    "RT6.true.limit-tiny-example",
    article="corpus-true:limits",
    statement="At z = (0, 2 10^-1100) the core variance q/(q + eps) tends to 1 as eps -> 0+ (q = 10^-2200 > 0).",
    scope=Example(2),
)
def true_limit_tiny_example(m):
    z = m.vec([0, 2 * Rational(1, 10**1100)])
    return Limit(lambda e: variance(m, core(m, z, e)), 0, 1, "eps", side="+")


@claim(
    "RT6.true.limit-huge-constant-root",
    article="corpus-true:limits",
    statement="sqrt(x^2 + 10^2100) - x tends to 0 as x -> oo (it is 10^2100/(sqrt(x^2 + 10^2100) + x) < 10^2100/x).",
)
def true_limit_huge_constant_root(m):
    c = sp.Integer(10) ** 2100
    return Limit(lambda x: m.sqrt(x**2 + c) - x, oo, 0, "x")


@claim(
    "RT6.true.limit-root-1000",
    article="corpus-true:limits",
    statement="x^(-1/1000) tends to 0 as x -> oo (control).",
)
def true_limit_root_1000(m):
    return Limit(lambda x: x ** Rational(-1, 1000), oo, 0, "x")


# ---------------------------------------------------------------- red-team round 7, true claims (RT7.true.*)


HALF = Rational(1, 2)


@claim("RT7.true.abs-ratio-right", article="corpus-true:limits",
       statement="sqrt(x^2)/x tends to 1 as x -> 0+ (it is 1 for every x > 0).")
def true_abs_ratio_right(m):
    return Limit(lambda x: m.sqrt(x**2) / x, 0, 1, "x", side="+")


@claim("RT7.true.sqrt-left", article="corpus-true:limits",
       statement="sqrt(c - x) tends to 0 as x -> c from the left, for every real c.")
def true_sqrt_left(m):
    c = m.scalar("c")
    return Limit(lambda x: m.sqrt(c - x), c, 0, "x", side="-")


@claim("RT7.true.rms-scale-infinity", article="corpus-true:limits",
       statement="For nonzero y, |r_eps(x y)|^2 = d x^2 s/(x^2 s + eps) tends to d as x -> oo.")
def true_rms_scale(m):
    eps = m.scalar("eps", positive=True)
    y = m.vector("y", nonzero=True)
    return Limit(lambda x: m.norm2(rms_core(m, y * x, eps)), oo, m.d, "x")


@claim("RT7.true.param-sqrt-rate", article="corpus-true:limits",
       statement="For every real c, x (sqrt(x^2 + c) - x) = c x/(sqrt(x^2 + c) + x) tends to c/2 as x -> oo.")
def true_param_sqrt_rate(m):
    c = m.scalar("c")
    return Limit(lambda x: x * (m.sqrt(x**2 + c) - x), oo, c / 2, "x")


@claim("RT7.true.eps-rate", article="corpus-true:limits",
       statement="For a nonconstant input, (1 - |u_eps|^2/d)/eps = 1/(q + eps) tends to 1/q as eps -> 0+.",
       scope=AllD(min_d=2, nonconstant=True))
def true_eps_rate(m):
    q = variance(m, m.z)
    return Limit(lambda e: (1 - m.norm2(core(m, m.z, e)) / m.d) / e, 0, 1 / q, "eps", side="+")


@claim("RT7.true.eps-sqrt-gap-rate", article="corpus-true:limits",
       statement="sqrt(eps) (sqrt(q + eps) - sqrt(eps)) = q sqrt(eps)/(sqrt(q + eps) + sqrt(eps)) tends to q/2 as "
       "eps -> oo (the standard deviation's offset from sqrt(eps) decays like q/(2 sqrt(eps))).")
def true_eps_sqrt_gap_rate(m):
    q = variance(m, m.z)
    return Limit(lambda e: m.sqrt(e) * (m.sqrt(q + e) - m.sqrt(e)), oo, q / 2, "eps")


@claim("RT7.true.rms-offset-rate", article="corpus-true:limits",
       statement="x (sqrt(x^2 + s) - x) tends to s/2 as x -> oo, s = |z|^2/d the mean square (s >= 0, so the root "
       "exists for every x).")
def true_rms_offset_rate(m):
    s = mean_square(m, m.z)
    return Limit(lambda x: x * (m.sqrt(x**2 + s) - x), oo, s / 2, "x")


@claim("RT7.true.second-order-at-zero", article="corpus-true:limits",
       statement="(sqrt(1 + x^2) - 1)/x^2 = 1/(sqrt(1 + x^2) + 1) tends to 1/2 as x -> 0.")
def true_second_order_at_zero(m):
    return Limit(lambda x: (m.sqrt(1 + x**2) - 1) / x**2, 0, HALF, "x")


@claim("RT7.true.core-norm-second-order", article="corpus-true:limits",
       statement="For a constant-offset check: with s = |z|^2/d, (sqrt(s + x^2) - sqrt(s))/x^2 tends to "
       "1/(2 sqrt(s)) as x -> 0 for nonzero z (s > 0).")
def true_core_norm_second_order(m):
    y = m.vector("y", nonzero=True)
    s = mean_square(m, y)
    return Limit(lambda x: (m.sqrt(s + x**2) - m.sqrt(s)) / x**2, 0, 1 / (2 * m.sqrt(s)), "x")


# ---------------------------------------------------------------- red-team round 8, true claims (RT8.true.*)


@claim(
    "RT8.true.limit-vanishing-coefficient",
    article="corpus-true:limits",
    statement="For every c >= 0, (c x^2 + x)/(c x + 1) -> oo as x -> oo (for c > 0 it grows like x; for c = 0 it "
    "is x).",
)
def true_limit_vanishing_coefficient(m):
    c = m.scalar("c", nonnegative=True)
    return Limit(lambda x: (c * x**2 + x) / (c * x + 1), oo, oo)


# ---------------------------------------------------------------- red-team round 9, true claims (RT9.true.*)


UNDERFLOW = Rational(1, 10**2000)


def safe_identity(x):
    try:
        tiny = bool(abs(x) < UNDERFLOW)
    except TypeError:
        tiny = False
    return x + 0 if tiny else x


@claim("RT9.true.limit-underflow", article="corpus-true:limits",
       statement="lim_{x -> 0} safe_identity(x) = 0 (true: safe_identity(x) = x on both branches).")
def limit_underflow(m):
    return Limit(safe_identity, 0, 0)


# ---------------------------------------------------------------- red-team round 10, true claims (RT10.true.*)


@claim(
    "RT10.true.std-difference-quotient",
    article="corpus-true:limits",
    scope=AllD(min_d=2, nonconstant=True),
    statement="For a nonconstant input, (sqrt(q + x) - sqrt q)/x -> 1/(2 sqrt q) as x -> 0 (true: q > 0, the "
    "derivative of sqrt at q)",
)
def std_difference_quotient(m):
    q = variance(m, m.z)
    return Limit(lambda x: (m.sqrt(q + x) - m.sqrt(q)) / x, 0, 1 / (2 * m.sqrt(q)), "x")


@claim(
    "RT10.true.eps-large-expansion",
    article="corpus-true:limits",
    statement="eps (sqrt(1 + q/eps) - 1) -> q/2 as eps -> oo (true: sqrt(1 + h) = 1 + h/2 + O(h^2))",
)
def eps_large_expansion(m):
    q = variance(m, m.z)
    return Limit(lambda e: e * (m.sqrt(1 + q / e) - 1), oo, q / 2, "eps")


# ---------------------------------------------------------------- red-team round 11, true claims (RT11.true.*)


# by hand: for d >= 2, (x - 1)/(x - d) -> 0 as x -> 1+
@claim("RT11.true.limit-point-d", article="corpus-true:limits", statement="(x - 1)/(x - d) -> 0 as x -> 1+ for d >= 2", scope=AllD(min_d=2))
def limit_point_d(m):
    return Limit(lambda x: (x - 1) / (x - m.d), 1, 0, side="+")


# by hand: 1/x^2 -> +oo as x -> 0 from both sides
@claim("RT11.true.limit-oo", article="corpus-true:limits", statement="1/x^2 -> oo as x -> 0")
def limit_oo(m):
    return Limit(lambda x: 1 / x**2, 0, oo)


# ---------------------------------------------------------------- red-team round 12, true claims (RT12.true.*)


def rms(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


@claim("RT12.true.lhop-first-order", article="corpus-true:limits", statement="(sqrt(1+x) - 1)/x = 1/(sqrt(1+x) + 1) -> 1/2 as x -> 0", scope=Example(3))
def lhop_first_order(m):
    return Limit(lambda x: (m.sqrt(1 + x) - 1) / x, 0, HALF)


@claim("RT12.true.lhop-second-order", article="corpus-true:limits", statement="(1 - sqrt(1 - x^2))/x^2 = 1/(1 + sqrt(1 - x^2)) -> 1/2", scope=Example(3))
def lhop_second_order(m):
    return Limit(lambda x: (1 - m.sqrt(1 - x**2)) / x**2, 0, HALF)


@claim("RT12.true.lhop-beyond-order", article="corpus-true:limits", statement="(2x^5 + x^6)/(x^5 - x^7) = (2 + x)/(1 - x^2) -> 2", scope=Example(3))
def lhop_beyond_order(m):
    return Limit(lambda x: (2 * x**5 + x**6) / (x**5 - x**7), 0, 2)


@claim("RT12.true.lhop-cube-root", article="corpus-true:limits", statement="(x^(1/3) - 1)/(x - 1) -> 1/3 (the derivative of x^(1/3) at 1)", scope=Example(2))
def lhop_cube_root(m):
    return Limit(lambda x: (x ** Rational(1, 3) - 1) / (x - 1), 1, Rational(1, 3))


@claim(
    "RT12.true.core-eps-tied-right",
    article="corpus-true:limits",
    statement="u_1((x, 0)) with eps = x^2 is (x/2)/(|x| sqrt5/2) = 1/sqrt5 for x > 0, so its limit from the right is 1/sqrt5",
    scope=Example(2),
)
def core_eps_tied_right(m):
    return Limit(lambda x: m.coordinates(core(m, m.vec([x, 0]), x**2))[0], 0, 1 / m.sqrt(5), side="+")


@claim(
    "RT12.true.scale-inf",
    article="corpus-true:limits",
    statement="<u(c z), v> = c d q/sqrt(c^2 q + eps) -> d sqrt(q) as c -> oo (q > 0)",
    scope=AllD(min_d=2, nonconstant=True),
)
def scale_inf(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda c: m.dot(core(m, c * m.z, eps), v), oo, m.d * m.sqrt(q))


@claim(
    "RT12.true.scale-zero",
    article="corpus-true:limits",
    statement="<u(c z), v>/c = d q/sqrt(c^2 q + eps) -> d q/sqrt(eps) as c -> 0",
    scope=AllD(min_d=2, nonconstant=True),
)
def scale_zero(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda c: m.dot(core(m, c * m.z, eps), v) / c, 0, m.d * q / m.sqrt(eps))


@claim("RT12.true.rms-small-scale", article="corpus-true:limits", statement="|r(c z)|^2/c^2 = |z|^2/(c^2 s + eps) -> |z|^2/eps as c -> 0+")
def rms_small_scale(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda c: m.norm2(rms(m, c * m.z, eps)) / c**2, 0, m.norm2(m.z) / eps, side="+")


@claim(
    "RT12.true.one-sided-sign",
    article="corpus-true:limits",
    statement="sqrt(x^2 q)/x = sqrt(q) for every x > 0, so its limit from the right is sqrt(q)",
    scope=AllD(min_d=2, nonconstant=True),
)
def one_sided_sign(m):
    q = variance(m, m.z)
    return Limit(lambda x: m.sqrt(x**2 * q) / x, 0, m.sqrt(q), side="+")


@claim(
    "RT12.true.sqrt-derivative",
    article="corpus-true:limits",
    statement="(sqrt(q + x) - sqrt(q))/x = 1/(sqrt(q + x) + sqrt(q)) -> 1/(2 sqrt(q)) as x -> 0+ for q > 0",
    scope=AllD(min_d=2, nonconstant=True),
)
def sqrt_derivative(m):
    q = variance(m, m.z)
    return Limit(lambda x: (m.sqrt(q + x) - m.sqrt(q)) / x, 0, 1 / (2 * m.sqrt(q)), side="+")


# ---------------------------------------------------------------- red-team round 13, true claims (RT13.true.*)


@claim(
    "RT13.true.neg-infinity",
    article="corpus-true:limits",
    statement="sqrt(c^2 + q c) + c -> -q/2 as c -> -oo",
    scope=AllD(min_d=2, nonconstant=True),
)
def neg_infinity(m):
    q = variance(m, m.z)
    return Limit(lambda c: m.sqrt(c**2 + q * c) + c, -oo, -q / 2, "c")


# ---------------------------------------------------------------- red-team round 14, true claims (RT14.true.*)


# (sqrt(x^2 + c) - sqrt(c))/x^2 -> 1/(2 sqrt(c)) with c = <h,k>^2 + 1 > 0
@claim(
    "RT14.true.lim-shifted-parameter",
    article="corpus-true:limits",
    statement="(sqrt(x^2 + c) - sqrt(c))/x^2 -> 1/(2 sqrt c) as x -> 0, c = <h,k>^2 + 1",
)
def true_lim_shifted(m):
    h, k = m.vector("h"), m.vector("k")
    c = m.dot(h, k) ** 2 + 1
    return Limit(lambda x: (m.sqrt(x**2 + c) - m.sqrt(c)) / x**2, 0, 1 / (2 * m.sqrt(c)), "x")


# ---------------------------------------------------------------- red-team round 16, true claims (RT16.true.*)


# sqrt(t^2 + c t) - t = c t/(sqrt(t^2 + c t) + t) -> c/2, for every real c
@claim("RT16.true.shifted-root-limit", article="corpus-true:limits", statement="sqrt(t^2 + c t) - t -> c/2 as t -> oo, for every real c")
def shifted_root_limit(m):
    c = m.scalar("c")
    return Limit(lambda t: m.sqrt(t**2 + c * t) - t, sp.oo, c / 2, "t")
