"""False claims of the twelfth red-team review; none may end "proved".

Probed this round, against the changes of that day
(``calculus._analytic_quotient_limit``: L'Hopital's rule for parameter-free
limits at a finite point; ``AllD.concrete_dims``: the exact cross-check now at
``min_d .. min_d + 2`` only; an ``lru_cache`` of ``d/ds c |_{s=0}`` shared by
every derivative), and plausible slips of a mathematician:

* ``RT12.lhop.``  parameter-free limits at finite points in worked examples,
  decided by the new L'Hopital rule (first and second order, beyond the rule's
  order 4 so that SymPy's limit answers, a fractional power at its branch point,
  a real cube root of a negative base, two-sided limits of |x|/x).
* ``RT12.lim.``  limits with parameters (scaling the input to 0 or oo, RMSNorm
  at a small scale, eps -> 0 at constant inputs, a two-sided limit that does not
  exist, the derivative of sqrt(q + x) at q = 0).
* ``RT12.d2.``  nested ``m.D`` (second derivatives of sigma and q).
* ``RT12.dim.``  claims false only from d = 4 on, where the exact concrete checks
  no longer reach (d = 1..3) and the random numeric points (d = 5, 8, 12) never
  meet the thin set (disjoint supports of two vectors orthogonal to 1).
* ``RT12.had.``, ``RT12.orth.``, ``RT12.coord.``  the general-d vector algebra:
  Hadamard products of orthogonal vectors, orthogonality to z pushed into a
  Hadamard product, totals of vectors with nonzero entries, coordinates.
* ``RT12.lip.``, ``RT12.sol.``, ``RT12.grad.``, ``RT12.rms.``, ``RT12.chain.``
  a Lipschitz constant too small, roots at the wrong scale or outside the
  domain at q = 0, the eps-derivative of the core, RMSNorm's Jacobian at a
  centered input taken for layer norm's, a Chain step that drops d.

Result when written (32 claims): none ended "proved"; 28 failed, 3 error
(SymPy's two-sided limit raising "does not exist"; since then such a limit is
undecided exactly and the numbers refute it: 31 failed), 1 numeric-only
(``RT12.dim.disjoint-support``: false from d = 4 on, at a thin set of disjoint
supports; the general-d check rightly refuses the scalar counterexample as not
realizable, no concrete check finds the d = 4 one, and random points never
meet it.  It was numeric-only before the change to 3 concrete dimensions as
well).  ``RT12.dim.transverse-hadamard`` (the same thin set with v) is
refuted only by the exact check at d = 4, which its scope (min_d = 2) still
reaches.

Notation: mu = mean(z), v = z - mu 1, q = |v|^2/d, sigma = sqrt(q + eps),
u = v/sigma, s = |z|^2/d, r = z/sqrt(s + eps).
"""

from sympy import Rational, oo

from symln import AllD, Chain, Dims, Equal, Example, LessEqual, Limit, LipschitzBound, Nonzero, Positive, Solutions, claim
from symln.model import center, core, core_jacobian, mean, variance

ARTICLE = "redteam12"
HALF = Rational(1, 2)


def sigma(m, x, eps):
    return m.sqrt(variance(m, x) + eps)


def rms(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


# ---------------------------------------------------------------- L'Hopital (parameter-free, worked examples)


# counterexample: (sqrt(1 + x) - 1)/x = 1/(sqrt(1 + x) + 1) -> 1/2; at x = 1e-8 it is 0.4999999988
@claim("RT12.lhop.first-order", article=ARTICLE, statement="(sqrt(1+x) - 1)/x -> 1 as x -> 0 (false: 1/2)", scope=Example(3))
def lhop_first_order(m):
    return Limit(lambda x: (m.sqrt(1 + x) - 1) / x, 0, 1)


# counterexample: 1 - sqrt(1 - x^2) = x^2/2 + O(x^4), so the quotient -> 1/2; at x = 1e-4 it is 0.5000000013
@claim("RT12.lhop.second-order", article=ARTICLE, statement="(1 - sqrt(1 - x^2))/x^2 -> 1 as x -> 0 (false: 1/2)", scope=Example(3))
def lhop_second_order(m):
    return Limit(lambda x: (1 - m.sqrt(1 - x**2)) / x**2, 0, 1)


# counterexample: (2x^5 + x^6)/(x^5 - x^7) = (2 + x)/(1 - x^2) -> 2 (order 5 > the rule's order 4); at x = 1e-6 it is 2.000001
@claim("RT12.lhop.beyond-order", article=ARTICLE, statement="(2x^5 + x^6)/(x^5 - x^7) -> 1 as x -> 0 (false: 2)", scope=Example(3))
def lhop_beyond_order(m):
    return Limit(lambda x: (2 * x**5 + x**6) / (x**5 - x**7), 0, 1)


# counterexample: (x^(1/3) - 1)/(x - 1) -> 1/3 (derivative of x^(1/3) at 1); at x = 1 + 1e-8 it is 0.33333333
@claim("RT12.lhop.cube-root", article=ARTICLE, statement="(x^(1/3) - 1)/(x - 1) -> 1/2 as x -> 1 (false: 1/3)", scope=Example(2))
def lhop_cube_root(m):
    return Limit(lambda x: (x ** Rational(1, 3) - 1) / (x - 1), 1, HALF)


# counterexample: for x < 0 near -1, x^(1/3) (SymPy's principal power) is not real, so f is undefined left and right of -1
@claim(
    "RT12.lhop.negative-base",
    article=ARTICLE,
    statement="(x^(1/3) + 1)/(x + 1) -> 1/3 as x -> -1 (false for the power as written: x^(1/3) is not real for x < 0)",
    scope=Example(2),
)
def lhop_negative_base(m):
    return Limit(lambda x: (x ** Rational(1, 3) + 1) / (x + 1), -1, Rational(1, 3))


# counterexample: sqrt(x^2 + x^4)/x = |x| sqrt(1 + x^2)/x is -1.0000 at x = -1e-8 and +1.0000 at x = 1e-8: no two-sided limit
@claim("RT12.lhop.abs-two-sided", article=ARTICLE, statement="sqrt(x^2 + x^4)/x -> 1 as x -> 0 (false: one-sided limits -1, 1)", scope=Example(3))
def lhop_abs_two_sided(m):
    return Limit(lambda x: m.sqrt(x**2 + x**4) / x, 0, 1)


# ---------------------------------------------------------------- limits with parameters


# counterexample: d = 2, z = (0, 2), eps = 1 (q = 1, v = (-1, 1)): <u(c z), v> = 2c/sqrt(c^2 + 1) -> 2 = d sqrt(q), not d q/sqrt(q + eps) = sqrt 2
@claim(
    "RT12.lim.scale-inf-keeps-eps",
    article=ARTICLE,
    statement="<u(c z), v> -> d q/sqrt(q + eps) as c -> oo (false: eps drops out, the limit is d sqrt(q))",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_scale_inf(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda c: m.dot(core(m, c * m.z, eps), v), oo, m.d * q / m.sqrt(q + eps))


# counterexample: d = 2, z = (0, 2), eps = 1: <u(c z), v>/c = 2/sqrt(c^2 + 1) -> 2 = d q/sqrt(eps), not sqrt 2 = d q/sqrt(q + eps)
@claim(
    "RT12.lim.scale-zero-keeps-q",
    article=ARTICLE,
    statement="<u(c z), v>/c -> d q/sqrt(q + eps) as c -> 0 (false: q drops out, the limit is d q/sqrt(eps))",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_scale_zero(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Limit(lambda c: m.dot(core(m, c * m.z, eps), v) / c, 0, m.d * q / m.sqrt(q + eps))


# counterexample: d = 1, z = (1), eps = 1: |r(c z)|^2/c^2 = 1/(c^2 + 1) -> 1 = |z|^2/eps, not d s/(s + eps) = 1/2
@claim(
    "RT12.lim.rms-small-scale",
    article=ARTICLE,
    statement="|r(c z)|^2/c^2 -> d s/(s + eps) as c -> 0+ (false: the limit is |z|^2/eps)",
)
def lim_rms_small(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    return Limit(lambda c: m.norm2(rms(m, c * m.z, eps)) / c**2, 0, m.d * s / (s + eps), side="+")


# counterexample: a constant input (q = 0): q/(q + x) = 0 for every x > 0, so the limit is 0, not 1
@claim("RT12.lim.variance-ratio-const", article=ARTICLE, statement="q/(q + x) -> 1 as x -> 0+ for every input (false at q = 0)")
def lim_variance_ratio(m):
    q = variance(m, m.z)
    return Limit(lambda x: q / (q + x), 0, 1, side="+")


# counterexample: a constant input: (sqrt(0 + x) - 0) sqrt(0)/x = 0 for every x > 0, not 1/2
@claim(
    "RT12.lim.sqrt-derivative-const",
    article=ARTICLE,
    statement="sqrt(q) (sqrt(q + x) - sqrt(q))/x -> 1/2 as x -> 0+ for every input (false at q = 0: it is 0)",
)
def lim_sqrt_derivative(m):
    q = variance(m, m.z)
    return Limit(lambda x: (m.sqrt(q + x) - m.sqrt(q)) * m.sqrt(q) / x, 0, HALF, side="+")


# counterexample: d = 2, z = (0, 2) (q = 1): sqrt(x^2 q)/x = |x|/x is -1 at x = -1e-8 and +1 at x = 1e-8
@claim(
    "RT12.lim.two-sided-sign",
    article=ARTICLE,
    statement="sqrt(x^2 q)/x -> sqrt(q) as x -> 0 (false: -sqrt(q) from the left)",
    scope=AllD(min_d=2, nonconstant=True),
)
def lim_two_sided_sign(m):
    q = variance(m, m.z)
    return Limit(lambda x: m.sqrt(x**2 * q) / x, 0, m.sqrt(q))


# ---------------------------------------------------------------- second derivatives


# counterexample: d = 2, z = (0, 2), eps = 1, t = (-1, 1) (= v): D_t D_t sigma = q/sigma - q^2/sigma^3 = 1/sqrt2 - 1/(2 sqrt2) = 0.35355, but |t|^2/(d sigma) = 0.70711
@claim(
    "RT12.d2.sigma-drops-term",
    article=ARTICLE,
    statement="D_t D_t sigma = |t|^2/(d sigma) for t orthogonal to 1 (false: minus <t, v>^2/(d^2 sigma^3))",
)
def d2_sigma(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", orthogonal_to=(m.one,))
    lhs = m.D(lambda y: m.D(lambda x: sigma(m, x, eps), y, t), m.z, t)
    return Equal(lhs, m.norm2(t) / (m.d * sigma(m, m.z, eps)))


# counterexample: t = 1 (any d): q(z + s 1) = q(z), so D_1 D_1 q = 0, not 2 |1|^2/d = 2
@claim("RT12.d2.q-uncentered", article=ARTICLE, statement="D_t D_t q = 2 |t|^2/d for every t (false: 2 |P t|^2/d; t = 1 gives 0)")
def d2_q(m):
    t = m.vector("t")
    lhs = m.D(lambda y: m.D(lambda x: variance(m, x), y, t), m.z, t)
    return Equal(lhs, 2 * m.norm2(t) / m.d)


# ---------------------------------------------------------------- dimensions past the concrete checks


# counterexample: d = 4, a = (1, -1, 0, 0), w = (0, 0, 1, -1): both nonzero, orthogonal to 1, <w, a> = 0, and a (.) w = 0,
# so sum a_i^2 w_i^2 = 0.  (At d <= 3 no such pair has disjoint supports, and random points never have them.)
@claim(
    "RT12.dim.disjoint-support",
    article=ARTICLE,
    statement="sum a_i^2 w_i^2 > 0 for nonzero a, w orthogonal to 1 and to each other (false from d = 4 on)",
)
def dim_disjoint_support(m):
    a = m.vector("a", orthogonal_to=(m.one,), nonzero=True)
    w = m.vector("w", orthogonal_to=(m.one, a), nonzero=True)
    return Positive(m.total(w * w * a * a))


# counterexample: d = 4, z = (0, 0, 1, -1) (v = z, q = 1/2; concrete d = 2..4 since min_d = 2, refuted at d = 4), w = (1, -1, 0, 0): w is orthogonal to 1 and v, nonzero, and v (.) w = 0
@claim(
    "RT12.dim.transverse-hadamard",
    article=ARTICLE,
    statement="|v (.) w|^2 > 0 for nonzero w orthogonal to 1 and v, nonconstant z (false at d = 4)",
    scope=AllD(min_d=2, nonconstant=True),
)
def dim_transverse_hadamard(m):
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v), nonzero=True)
    return Positive(m.norm2(w * v))


# counterexample: d = 4: (d - 4)^2 - 1/4 = -1/4
@claim("RT12.dim.only-d4", article=ARTICLE, statement="(d - 4)^2 > 1/4 for every d (false at d = 4)")
def dim_only_d4(m):
    return Positive((m.d - 4) ** 2 - Rational(1, 4))


# ---------------------------------------------------------------- the general-d vector algebra


# counterexample: d = 3, z = (1, 2, 4) (mu = 7/3, v = (-4/3, -1/3, 5/3)), w = (2, -1, 0) (w.z = 0), x = (1, 0, 0):
# sum w v x = -8/3 but -mu sum w x = -14/3
@claim(
    "RT12.orth.pivot-inside-product",
    article=ARTICLE,
    statement="w orthogonal to z gives sum(w v x) = -mu sum(w x) for every x (false: only for x = 1)",
)
def orth_pivot_product(m):
    v, mu = center(m, m.z), mean(m, m.z)
    w = m.vector("w", orthogonal_to=(m.z,))
    x = m.vector("x")
    return Equal(m.total(w * v * x), -mu * m.total(w * x))


# counterexample: d = 3, z = (1, 2, 4) (v = (-4/3, -1/3, 5/3)), w = (5, 0, 4) (w.v = -20/3 + 20/3 = 0), x = (1, 0, 0): sum w v x = -20/3, not 0
@claim("RT12.orth.single-inside-product", article=ARTICLE, statement="w orthogonal to v gives sum(w v x) = 0 for every x (false)")
def orth_single_product(m):
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(v,))
    x = m.vector("x")
    return Equal(m.total(w * v * x), 0)


# counterexample: d = 2, x = (1, -1): no entry is 0 but the total is 0
@claim("RT12.had.nonzero-entries-total", article=ARTICLE, statement="A vector with no zero entry has a nonzero total (false: (1, -1))")
def had_nonzero_entries_total(m):
    x = m.vector("x", nonzero_entries=True)
    return Nonzero(m.total(x))


# counterexample: d = 2, w = (1, -1): |w|^4/(d - 1) = 4 > sum w_i^4 = 2 (the true bound divides by d)
@claim("RT12.had.fourth-moment", article=ARTICLE, statement="sum w_i^4 >= |w|^4/(d - 1) for w orthogonal to 1 (false: d, not d - 1, at d = 2)", scope=AllD(min_d=2))
def had_fourth_moment(m):
    w = m.vector("w", orthogonal_to=(m.one,), nonzero=True)
    return LessEqual(m.norm2(w) ** 2 / (m.d - 1), m.total(w * w * w * w))


# counterexample: d = 3, w = (2, -1, -1) (orthogonal to 1, |w|^2 = 6), i = 1: w_1^2 = 4 > |w|^2/2 = 3
@claim("RT12.coord.half-bound", article=ARTICLE, statement="w_i^2 <= |w|^2/2 for w orthogonal to 1 (false: (d-1)/d, d = 3, w = (2,-1,-1))", scope=AllD(min_d=2))
def coord_half_bound(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", orthogonal_to=(m.one,), nonzero=True)
    return LessEqual(m.dot(e, w) ** 2, m.norm2(w) / 2)


# counterexample: d = 2, z = (0, 2) (v = (-1, 1), q = 1): v_1^2 = 1 = (d - 1) q: equality, not strict
@claim("RT12.coord.strict-at-d2", article=ARTICLE, statement="v_i^2 < (d - 1) q for a nonconstant input (false at d = 2: equality)", scope=AllD(min_d=2, nonconstant=True))
def coord_strict(m):
    e = m.coordinate_vector("e")
    v, q = center(m, m.z), variance(m, m.z)
    return LessEqual(m.dot(e, v) ** 2, (m.d - 1) * q, strict=True)


# ---------------------------------------------------------------- Lipschitz, solutions, gradients, RMSNorm, chains


# counterexample: d = 2, eps = 1, a = (1e-30, 0), b = -a: |r(a) - r(b)|^2/|a - b|^2 = 1.0 > 1/(2 eps) = 1/2
# (at z = 0 the Jacobian is I/sqrt(eps); the stated gap is -|x|^2/(2 eps) < 0 there)
@claim(
    "RT12.lip.rms-half",
    article=ARTICLE,
    statement="RMSNorm is Lipschitz with |r(a) - r(b)|^2 <= |a - b|^2/(2 eps) (false: 1/eps is attained at z = 0)",
)
def lip_rms_half(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    s = m.norm2(m.z) / m.d
    bound = 1 / (2 * eps)
    X = x.vector
    gap = bound * m.norm2(X) - m.norm2(X) / (s + eps) + m.dot(m.z, X) ** 2 * (s + 2 * eps) / (m.d * (s + eps) ** 3)
    return LipschitzBound(lambda p: rms(m, p, eps), bound, x, gap)


# counterexample: d = 2, eps = 1, z = (3, 3), z' = (3 + h, 3 - h), h = 1e-30: |u(z') - u(z)|^2/|z' - z|^2 = 1.0 > (d-1)/(d eps) = 1/2
# (at a constant input J = P/sqrt(eps) and P x = x for x orthogonal to 1)
@claim(
    "RT12.lip.projection-shrinks",
    article=ARTICLE,
    statement="The core is Lipschitz with constant sqrt((d-1)/(d eps)) (false: P does not shrink vectors orthogonal to 1)",
    scope=AllD(min_d=2),
)
def lip_projection(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    bound = (m.d - 1) / (m.d * eps)
    J = core_jacobian(m, eps)
    gap = bound * m.norm2(x.vector) - m.norm2(J @ x.vector)
    return LipschitzBound(lambda p: core(m, p, eps), bound, x, gap)


# counterexample: d = 2, z = (0, 4) (q = 4), eps = 4: |u(c z)|^2 = 8 c^2/(4 c^2 + 4) = 1 = d/2 at c = 1 = sqrt(eps/q);
# at the stated c = sqrt(eps)/q = 1/2 it is 2/5, so f(1/2) = -3/5 != 0
@claim(
    "RT12.sol.scale-root",
    article=ARTICLE,
    statement="|u(c z)|^2 = d/2 for c > 0 exactly at c = sqrt(eps)/q (false: at sqrt(eps/q))",
    scope=AllD(min_d=2, nonconstant=True),
)
def sol_scale_root(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    from sympy import Interval

    return Solutions(lambda c: m.norm2(core(m, c * m.z, eps)) - m.d / 2, Interval.open(0, oo), [m.sqrt(eps) / q])


# counterexample: a constant input (q = 0): x^2 - q x = x^2 has no root in (0, oo), but q = 0 is stated as one
@claim("RT12.sol.root-leaves-domain", article=ARTICLE, statement="x^2 = q x has the single root q in (0, oo) for every input (false at q = 0)")
def sol_root_leaves_domain(m):
    q = variance(m, m.z)
    from sympy import Interval

    return Solutions(lambda x: x**2 - q * x, Interval.open(0, oo), [q])


# counterexample: d = 2, z = (0, 2), eps = 1 (q = 1, v = (-1, 1)): d u/d eps = -v/(2 (q + eps)^(3/2)) = -v/5.657, stated -v/4
@claim("RT12.grad.eps-power", article=ARTICLE, statement="du/deps = -v/(2 (q + eps)) (false: the power is 3/2)")
def grad_eps_power(m):
    v, q = center(m, m.z), variance(m, m.z)
    eps = m.scalar("eps", positive=True)
    lhs = m.D(lambda e: core(m, m.z, e), eps, 1)
    return Equal(lhs, -v / (2 * (q + eps)))


# counterexample: d = 2, z = (0, 2), eps = 1: the two Jacobians differ by 1 1^T/(d sigma) = [[1,1],[1,1]]/(2 sqrt 2)
@claim(
    "RT12.rms.jacobian-at-centered",
    article=ARTICLE,
    statement="RMSNorm's Jacobian at v equals the core's Jacobian at z (false: they differ by 1 1^T/(d sigma))",
)
def rms_jacobian_centered(m):
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)
    return Equal(m.jacobian(lambda x: rms(m, x, eps), v), core_jacobian(m, eps))


# counterexample: d = 2, z = (0, 2) (v = (-1, 1), q = 1), t = (-1, 1): <t, v>^2 = 4 > |t|^2 q = 2 (step 3 claims 2 |t|^2 q <= |t|^2 q)
@claim(
    "RT12.chain.drops-d",
    article=ARTICLE,
    statement="<t, v>^2 <= |t|^2 q (false: Cauchy-Schwarz gives |t|^2 d q; the last step drops d)",
)
def chain_drops_d(m):
    t = m.vector("t")
    v, q = center(m, m.z), variance(m, m.z)
    return (
        Chain(m.dot(t, v) ** 2)
        .le(m.norm2(t) * m.norm2(v), "Cauchy-Schwarz", gap=m.cauchy_schwarz(t, v), lemmas=("cauchy_schwarz",))
        .eq(m.norm2(t) * m.d * q, "|v|^2 = d q", lemmas=("sum_vv",))
        .le(m.norm2(t) * q, "d >= 1")
    )


# counterexample: Example d = 2, z = (x, 0), eps = x^2: u_1 = (x/2)/sqrt(x^2/4 + x^2) = sign(x)/sqrt5: -0.447 left of 0, +0.447 right
@claim(
    "RT12.lhop.core-eps-tied",
    article=ARTICLE,
    statement="u_1((x, 0)) with eps = x^2 tends to 1/sqrt5 as x -> 0 (false: -1/sqrt5 from the left)",
    scope=Example(2),
)
def lhop_core_eps_tied(m):
    return Limit(lambda x: m.coordinates(core(m, m.vec([x, 0]), x**2))[0], 0, 1 / m.sqrt(5))


# counterexample: Dims 2..3, d = 3, z = (1, 2, 4), eps = 1/3: the core's Jacobian is not lambda_v P at d = 3 (the transverse
# eigenvalue 1/sigma differs from eps/sigma^3); J - lambda_v P = (P - v v^T/(d q))/sigma * q/(q + eps), nonzero
@claim(
    "RT12.dim.d2-formula-at-d3",
    article=ARTICLE,
    statement="J = eps/(q + eps)^(3/2) P at d = 2 and 3 (false at d = 3: exact only at d = 2)",
    scope=Dims(2, 3),
)
def dim_d2_formula(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    P = m.eye() - m.outer(m.one, m.one) / m.d
    return Equal(core_jacobian(m, eps), P * (eps / (q + eps) ** Rational(3, 2)))
