"""Corpus of false claims, class dimensions: False only at a dimension that no check reaches (only from d = 4 on,
at d = 6 or 7, at a dimension computed rather than written), or at the small d the scope includes (d = 1, 2).

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:dimensions".  From: ADV.* (the adversarial suite), RT7.* (red-team
round 7), RT12.* (red-team round 12), RT13.* (red-team round 13), RT14.* (red-team round 14);
tests/corpus/ROUNDS.md says what each round probed.
"""

import sympy as sp
from sympy import Rational

from symln import AllD, Dims, Equal, LessEqual, LipschitzBound, Nonzero, Positive, claim
from symln.model import center, core, core_jacobian, variance
from symln.rms import rms_jacobian


# ---------------------------------------------------------------- the adversarial suite (ADV.*)


@claim("ADV.cubes", article="corpus-false:dimensions", statement="The centered coordinates have zero third moment.")
def cubes_vanish(m):
    # true for d <= 2 (v = (a, -a)), false from d = 3 on
    v = center(m, m.z)
    return Equal(m.total(v * v * v), 0)


@claim("ADV.poly-d", article="corpus-false:dimensions", statement="A count that vanishes for d = 1, 2, 3.")
def vanishes_for_small_d(m):
    return Equal((m.total(m.one) - 1) * (m.d - 2) * (m.d - 3), 0)


# ---------------------------------------------------------------- red-team round 7 (RT7.*)


MVI = ("mean value inequality",)


@claim(
    "RT7.dim.d1-rms-jacobian",
    article="corpus-false:dimensions",
    statement="At d = 1 the RMSNorm Jacobian is 0 like layer norm's (false: it is eps/(s + eps)^(3/2); z = 0, eps = 1: 1).",
    scope=Dims(1, 1),
)
def dim_d1_rms_jacobian(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_jacobian(m, eps), m.eye() * 0)


@claim(
    "RT7.dim.rms-kills-one",
    article="corpus-false:dimensions",
    statement="The RMSNorm Jacobian kills 1 like layer norm's (false: at z = 0 it is I/sqrt(eps)).",
)
def dim_rms_kills_one(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_jacobian(m, eps) @ m.one, m.one * 0)


@claim(
    "RT7.dim.d2-sensitivity-all",
    article="corpus-false:dimensions",
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
    article="corpus-false:dimensions",
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


# ---------------------------------------------------------------- red-team round 12 (RT12.*)


# counterexample: d = 4, a = (1, -1, 0, 0), w = (0, 0, 1, -1): both nonzero, orthogonal to 1, <w, a> = 0, and a (.) w = 0,
# so sum a_i^2 w_i^2 = 0.  (At d <= 3 no such pair has disjoint supports, and random points never have them.)
@claim(
    "RT12.dim.disjoint-support",
    article="corpus-false:dimensions",
    statement="sum a_i^2 w_i^2 > 0 for nonzero a, w orthogonal to 1 and to each other (false from d = 4 on)",
)
def dim_disjoint_support(m):
    a = m.vector("a", orthogonal_to=(m.one,), nonzero=True)
    w = m.vector("w", orthogonal_to=(m.one, a), nonzero=True)
    return Positive(m.total(w * w * a * a))


# counterexample: d = 4, z = (0, 0, 1, -1) (v = z, q = 1/2; concrete d = 2..4 since min_d = 2, refuted at d = 4), w = (1, -1, 0, 0): w is orthogonal to 1 and v, nonzero, and v (.) w = 0
@claim(
    "RT12.dim.transverse-hadamard",
    article="corpus-false:dimensions",
    statement="|v (.) w|^2 > 0 for nonzero w orthogonal to 1 and v, nonconstant z (false at d = 4)",
    scope=AllD(min_d=2, nonconstant=True),
)
def dim_transverse_hadamard(m):
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v), nonzero=True)
    return Positive(m.norm2(w * v))


# counterexample: d = 4: (d - 4)^2 - 1/4 = -1/4
@claim("RT12.dim.only-d4", article="corpus-false:dimensions", statement="(d - 4)^2 > 1/4 for every d (false at d = 4)")
def dim_only_d4(m):
    return Positive((m.d - 4) ** 2 - Rational(1, 4))


# counterexample: Dims 2..3, d = 3, z = (1, 2, 4), eps = 1/3: the core's Jacobian is not lambda_v P at d = 3 (the transverse
# eigenvalue 1/sigma differs from eps/sigma^3); J - lambda_v P = (P - v v^T/(d q))/sigma * q/(q + eps), nonzero
@claim(
    "RT12.dim.d2-formula-at-d3",
    article="corpus-false:dimensions",
    statement="J = eps/(q + eps)^(3/2) P at d = 2 and 3 (false at d = 3: exact only at d = 2)",
    scope=Dims(2, 3),
)
def dim_d2_formula(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    P = m.eye() - m.outer(m.one, m.one) / m.d
    return Equal(core_jacobian(m, eps), P * (eps / (q + eps) ** Rational(3, 2)))


# ---------------------------------------------------------------- red-team round 13 (RT13.*)


# counterexample: d = 6: 3600 - 7200 + 3599 = -1 (no literal 6 is written; exact concrete d = 1..3, random d = 5, 8, 12 miss it)
@claim("RT13.dim.hidden-root", article="corpus-false:dimensions", statement="100 d^2 - 1200 d + 3599 > 0 for every d (false at d = 6: -1)")
def dim_hidden_root(m):
    return Positive(100 * m.d**2 - 1200 * m.d + 3599)


# counterexample: d = 7: 49 - 91 + 42 = 0 (and d = 6)
@claim("RT13.dim.hidden-zero", article="corpus-false:dimensions", statement="d^2 - 13 d + 42 != 0 for every d (false at d = 6, 7)", scope=AllD(min_d=4))
def dim_hidden_zero(m):
    return Nonzero(m.d**2 - 13 * m.d + 42)


# ---------------------------------------------------------------- red-team round 14 (RT14.*)


# counterexample: d = 7 (= prime(4)): (d - 7)^2 = 0
@claim(
    "RT14.dim.computed-seven",
    article="corpus-false:dimensions",
    statement="(d - p)^2 > 0 with p the fourth prime (false at d = 7)",
)
def dim_computed_seven(m):
    p = sp.prime(4)
    return Positive((m.d - p) ** 2)


# counterexample: d = 7: the claim divides by d - 7 (computed as prime(4)); at d = 7 the left side is undefined
@claim(
    "RT14.dim.computed-seven-quotient",
    article="corpus-false:dimensions",
    statement="(d - p) q/(d - p) = q with p the fourth prime (false at d = 7: undefined)",
)
def dim_computed_seven_quotient(m):
    p = sp.prime(4)
    q = variance(m, m.z)
    return Equal((m.d - p) * q / (m.d - p), q)


# ---------------------------------------------------------------- red-team round 22 (RT22.*)


# counterexample: d = 14, z = (13, -1, ..., -1): v_1 = 13, q = 13, v_1^2 = 169 > 12 q = 156 (false from d = 14 on,
# where (d - 1) q, the largest v_i^2, passes 12 q; the numeric checks reach d = 12 and 13 only)
@claim("RT22.dim.coordinate-below-twelve-q", article="corpus-false:dimensions",
       statement="Every centered coordinate has v_i^2 <= 12 q (false from d = 14 on)")
def rt22_coordinate_below_twelve_q(m):
    e = m.coordinate_vector("e")
    return LessEqual(m.dot(e, center(m, m.z)) ** 2, 12 * variance(m, m.z))
