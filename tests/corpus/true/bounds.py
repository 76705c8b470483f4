"""Corpus of true claims, class bounds: True inequalities, strict or tight, with huge or tiny constants.

Each claim is true; none may end "failed" (tests/prove/test_corpus.py keys the known holes by id). Every
claim's article is "corpus-true:bounds".  From: RT4.true.* (red-team round 4, true claims), RT5.true.* (red-
team round 5, true claims), RT7.true.* (red-team round 7, true claims), RT8.true.* (red-team round 8, true
claims), RT10.true.* (red-team round 10, true claims), RT12.true.* (red-team round 12, true claims),
RT14.true.* (red-team round 14, true claims), RT15.true.* (red-team round 15, true claims), RT16.true.* (red-
team round 16, true claims); tests/corpus/ROUNDS.md says what each round probed.
"""

from sympy import Rational

from symln import AllD, Example, LessEqual, claim
from symln.model import center, core, variance


# ---------------------------------------------------------------- red-team round 4, true claims (RT4.true.*)


@claim(
    "RT4.true.tiny-eps-strict",
    article="corpus-true:bounds",
    statement="For every input the normalizer exceeds the variance by eps = 10^-30: q < q + 10^-30 (true: their "
    "difference is 10^-30 > 0).",
)
def tiny_eps_strict(m):
    q = variance(m, m.z)
    return LessEqual(q, q + Rational(1, 10**30), strict=True)


@claim(
    "RT4.true.offset-cancel-sign",
    article="corpus-true:bounds",
    statement="At z = (0, 10^40) with eps = 1, q < q + eps strictly (true: the difference is 1; q = 2.5e79 cancels "
    "it in 50-digit arithmetic).",
    scope=Example(2),
)
def offset_cancel_sign(m):
    q = variance(m, m.vec([0, 10**40]))
    return LessEqual(q, q + m.number(1), strict=True)


# ---------------------------------------------------------------- red-team round 5, true claims (RT5.true.*)


@claim(
    "RT5.true.huge-offset-variance-below-one",
    article="corpus-true:bounds",
    statement="At z = (10^30, 10^30 + 1) with eps = 10^-30 the core variance is strictly below 1 (true: it is "
    "q/(q + eps) with q = 1/4, so 1 - Var(u) = eps/(q + eps) = 4e-30 > 0).",
    scope=Example(2),
)
def huge_offset_variance(m):
    z = m.vec([10**30, 10**30 + 1])
    eps = m.number(Rational(1, 10**30))
    return LessEqual(variance(m, core(m, z, eps)), m.number(1), strict=True)


# ---------------------------------------------------------------- red-team round 7, true claims (RT7.true.*)


@claim("RT7.true.max-below-norm", article="corpus-true:bounds",
       statement="G^2 <= |gamma|^2 for G = max |gamma_i| (the maximum is one of the squares summed).")
def true_max_below_norm(m):
    gamma = m.vector("gamma")
    big, slack = m.max_abs(gamma)
    return LessEqual(big**2, m.norm2(gamma))


@claim("RT7.true.norm-below-d-max", article="corpus-true:bounds",
       statement="|gamma|^2 <= d G^2 (each of the d squares is at most G^2).")
def true_norm_below_d_max(m):
    gamma = m.vector("gamma")
    big, slack = m.max_abs(gamma)
    return LessEqual(m.norm2(gamma), m.d * big**2)


@claim("RT7.true.fourth-moment-lower", article="corpus-true:bounds",
       statement="sum_i x_i^4 >= |x|^4/d (Cauchy-Schwarz on the squares against 1).")
def true_fourth_lower(m):
    x = m.vector("x")
    return LessEqual(m.norm2(x) ** 2 / m.d, m.total(x * x * x * x))


@claim("RT7.true.fourth-moment-upper", article="corpus-true:bounds",
       statement="sum_i x_i^4 <= |x|^4 (the cross terms of (sum x_i^2)^2 are >= 0).")
def true_fourth_upper(m):
    x = m.vector("x")
    return LessEqual(m.total(x * x * x * x), m.norm2(x) ** 2)


@claim("RT7.true.hadamard-product-bound", article="corpus-true:bounds",
       statement="|gamma (.) t|^2 <= |gamma|^2 |t|^2 (each g_i^2 t_i^2 appears in the product of sums).")
def true_hadamard_bound(m):
    gamma = m.vector("gamma")
    t = m.vector("t")
    return LessEqual(m.norm2(gamma * t), m.norm2(gamma) * m.norm2(t))


@claim("RT7.true.reciprocal-cauchy-schwarz", article="corpus-true:bounds",
       statement="For gamma with nonzero entries, |gamma|^2 |1/gamma|^2 >= d^2 (Cauchy-Schwarz: <gamma, 1/gamma> = d).")
def true_reciprocal_cs(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    return LessEqual(m.d**2, m.norm2(gamma) * m.norm2(m.reciprocal(gamma)))


@claim("RT7.true.tiny-gap-example", article="corpus-true:bounds",
       statement="At z = (0, 1), eps = 10^-80: q = 1/4 and q/(q + eps) = 1 - 4 10^-80 + ... >= 1 - 10^-79.",
       scope=Example(2))
def true_tiny_gap(m):
    z = m.vec([0, 1])
    return LessEqual(1 - Rational(1, 10**79), variance(m, core(m, z, Rational(1, 10**80))))


# ---------------------------------------------------------------- red-team round 8, true claims (RT8.true.*)


@claim(
    "RT8.true.core-norm-below-d",
    article="corpus-true:bounds",
    statement="|u_eps(z)|^2 = d q/(q + eps) <= d for eps > 0 (q/(q + eps) <= 1).",
)
def true_core_norm_below_d(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d)


# ---------------------------------------------------------------- red-team round 10, true claims (RT10.true.*)


@claim(
    "RT10.true.coord-bound",
    article="corpus-true:bounds",
    statement="u_i^2 <= (d - 1) q/(q + eps) (true: v_i^2 <= (d - 1) q, the coordinate bound)",
)
def coord_bound(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    q = variance(m, m.z)
    return LessEqual(m.dot(e, core(m, m.z, eps)) ** 2, (m.d - 1) * q / (q + eps))


@claim(
    "RT10.true.core-variance",
    article="corpus-true:bounds",
    statement="The core variance is q/(q + eps) (true: |v|^2 = d q)",
)
def core_variance(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(variance(m, core(m, m.z, eps)), q / (q + eps), gap=0 * q)


# ---------------------------------------------------------------- red-team round 12, true claims (RT12.true.*)


@claim(
    "RT12.true.integer-d",
    article="corpus-true:bounds",
    statement="(d - 2)(d - 3) >= 0 for every positive integer d (false for real d in (2, 3), which no dimension is)",
)
def integer_d(m):
    return LessEqual(0, (m.d - 2) * (m.d - 3))


@claim("RT12.true.disjoint-nonneg", article="corpus-true:bounds", statement="sum a_i^2 w_i^2 >= 0 (a sum of squares)")
def disjoint_nonneg(m):
    a = m.vector("a", orthogonal_to=(m.one,), nonzero=True)
    w = m.vector("w", orthogonal_to=(m.one, a), nonzero=True)
    return LessEqual(0, m.total(w * w * a * a))


# ---------------------------------------------------------------- red-team round 14, true claims (RT14.true.*)


# Cauchy-Schwarz, not strict
@claim("RT14.true.cauchy-schwarz-weak", article="corpus-true:bounds", statement="<h,k>^2 <= |h|^2 |k|^2")
def true_cs_weak(m):
    h, k = m.vector("h"), m.vector("k")
    return LessEqual(m.dot(h, k) ** 2, m.norm2(h) * m.norm2(k), gap=m.cauchy_schwarz(h, k))


# the coordinate bound, not strict
@claim("RT14.true.coordinate-bound", article="corpus-true:bounds", statement="v_i^2 <= (d - 1) q", scope=AllD(min_d=1))
def true_coordinate_bound(m):
    e = m.coordinate_vector("e")
    v = center(m, m.z)
    return LessEqual(m.dot(e, v) ** 2, (m.d - 1) * variance(m, m.z), gap=m.coordinate_slack(e))


# ---------------------------------------------------------------- red-team round 15, true claims (RT15.true.*)


# Cauchy-Schwarz with 1: <1, h>^2 <= |1|^2 |h|^2 = d |h|^2
@claim("RT15.true.sum-square-bound", article="corpus-true:bounds", statement="(sum h_i)^2 <= d |h|^2 (Cauchy-Schwarz with 1)")
def true_sum_square_bound(m):
    h = m.vector("h")
    return LessEqual(m.total(h) ** 2, m.d * m.norm2(h), gap=m.cauchy_schwarz(m.one, h))


# ---------------------------------------------------------------- red-team round 16, true claims (RT16.true.*)


# sum_i gamma_i^2 <= sum_i G^2 = d G^2, the gap being sum_i (G^2 - gamma_i^2)
@claim("RT16.true.gain-sum-bound", article="corpus-true:bounds", statement="|gamma|^2 <= d (max|gamma_i|)^2")
def gain_sum_bound(m):
    gamma = m.vector("gamma")
    big, slack = m.max_abs(gamma)
    return LessEqual(m.norm2(gamma), m.d * big**2, gap=m.weighted_norm2(slack, m.one))


# (a - b)^2 + eps > 0 since eps > 0
@claim("RT16.true.strict-gap", article="corpus-true:bounds", statement="0 < (a - b)^2 + eps for eps > 0, with that gap")
def strict_gap(m):
    a, b = m.scalar("a"), m.scalar("b")
    eps = m.scalar("eps", positive=True)
    g = (a - b) ** 2 + eps
    return LessEqual(0, g, gap=g, strict=True)


# u_i^2 = v_i^2/(q+eps) <= (d-1) q/(q+eps) <= d - 1 (coordinate_bound)
@claim("RT16.true.core-coordinate", article="corpus-true:bounds", statement="u_i^2 <= d - 1 for each core coordinate")
def core_coordinate(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    ui = m.dot(core(m, m.z, eps), e)
    return LessEqual(ui**2, m.d - 1)
