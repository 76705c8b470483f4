"""False claims of the sixteenth red-team review; none may end "proved".

Probed this round (new classes, beside those of redteam..redteam15):

* ``RT16.lip.``  LipschitzBound whose f or bound depends on the base point
  through a hypothesis rather than through m.z: a vector declared
  orthogonal_to=(m.z,) (D f(z) = 0 only at z), and max_abs of the centered input
  as the constant.
* ``RT16.orth.``  orthogonal_to a scalar multiple c 1, c v that vanishes at c = 0.
* ``RT16.sol.``  a nonnegative parameter whose root falls on the open end of
  the domain (c = 0), and a claimed root where f is undefined (a = sqrt(c)).
* ``RT16.strict.``  a strict LessEqual whose gap vanishes on a thin set (a = b).
* ``RT16.lim.``  a difference quotient of sqrt at a nonnegative parameter (c = 0).
* ``RT16.coord.``, ``RT16.gain.``, ``RT16.jac.``  plausible slips (strict
  coordinate bound at d = 1, max-gain bound reversed, power 2 for 3/2 in J u).

Result when written (11 claims, --jobs 1 and --jobs 2, --timeout 60):
0 proved, 7 failed, 4 error (lip.orth-to-input and lip.max-of-input refused
as definition errors; orth.scaled-one and orth.scaled-v refused: the
coefficient c is not certified nonzero).  No hole found.  Side finding (true
claims): with --jobs 2, three claims of redteam16_true_claims.py end "error"
("its code changed the global sp ... while it was verified" / "reads the
global sp ..., which changed since the first claim of this run reached it")
while --jobs 1 and --id prove them: the verdict depends on --jobs.
"""

import sympy as sp

from symln import AllD, Equal, LessEqual, LipschitzBound, Positive, Solutions, claim
from symln.model import center, core, core_jacobian, variance

ARTICLE = "redteam16"
HALF = sp.Rational(1, 2)


# counterexample: d = 2, z = (1, 0), w = (0, 5): f(p) = <p, w>^2; f(z + (0,1)) - f(z) = 25 > 1 * |(0,1)|^2
@claim("RT16.lip.orth-to-input", article=ARTICLE,
       statement="p -> <p, w>^2 is 1-Lipschitz for w orthogonal to z (false: D f(z) = 0 only at the base point)")
def lip_orth_to_input(m):
    w = m.vector("w", orthogonal_to=(m.z,))
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: m.one * m.dot(p, w) ** 2, 1, x, m.norm2(x.vector))


# counterexample: c = 0, d = 2, w = (1, 0): w is orthogonal to 0 * 1 but total(w) = 1
@claim("RT16.orth.scaled-one", article=ARTICLE,
       statement="A vector orthogonal to c 1 has total 0 (false at c = 0)")
def orth_scaled_one(m):
    c = m.scalar("c")
    w = m.vector("w", orthogonal_to=(m.one * c,))
    return Equal(m.total(w), 0)


# counterexample: c = 0, d = 2, z = (0, 2) (v = (-1, 1)), w = (0, 1): <w, v> = 1
@claim("RT16.orth.scaled-v", article=ARTICLE,
       statement="A vector orthogonal to c v is orthogonal to v (false at c = 0)")
def orth_scaled_v(m):
    c = m.scalar("c")
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(v * c,))
    return Equal(m.dot(w, v), 0)


# counterexample: d = 1: u_1 = 0 and 0 < 0 is false
@claim("RT16.coord.strict-core-coordinate", article=ARTICLE,
       statement="Each core coordinate satisfies u_i^2 < d - 1 (false at d = 1: 0 < 0)")
def coord_strict(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    ui = m.dot(core(m, m.z, eps), e)
    return LessEqual(ui**2, m.d - 1, strict=True)


# counterexample: d = 2, gamma = (1, 0): G^2 d = 2 > 1 = |gamma|^2
@claim("RT16.gain.max-times-d", article=ARTICLE,
       statement="d (max|gamma_i|)^2 <= |gamma|^2 (false: reversed; equality only for |gamma_i| constant)")
def gain_max_times_d(m):
    gamma = m.vector("gamma")
    big, _ = m.max_abs(gamma)
    return LessEqual(m.d * big**2, m.norm2(gamma))


# counterexample: c = 0: x^2 = 0 has no solution in (0, oo), but sqrt(c) = 0 is claimed
@claim("RT16.sol.open-root", article=ARTICLE,
       statement="For c >= 0, x^2 = c has the single solution sqrt(c) in (0, oo) (false at c = 0)")
def sol_open_root(m):
    c = m.scalar("c", nonnegative=True)
    return Solutions(lambda x: x**2 - c, sp.Interval.open(0, sp.oo), [m.sqrt(c)])


# counterexample: a = 2, c = 4: f(x) = (x^2 - 4)/(x - 2) is undefined at 2, the claimed root; no root in [0, oo)
@claim("RT16.sol.removable-at-root", article=ARTICLE,
       statement="For a, c > 0, (x^2 - c)/(x - a) = 0 exactly at x = sqrt(c) on [0, oo) (false at a = sqrt(c))")
def sol_removable_at_root(m):
    a = m.scalar("a", positive=True)
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: (x**2 - c) / (x - a), sp.Interval(0, sp.oo), [m.sqrt(c)])


# counterexample: d = 2, z = (0, 2), eps = 1: J u = eps u/(q+eps)^(3/2) = u/2^(3/2), not u/2
@claim("RT16.jac.core-image", article=ARTICLE,
       statement="J u = eps u/(q + eps) (false: the power is 3/2)")
def jac_core_image(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    return Equal(core_jacobian(m, eps) @ u, u * eps / (q + eps))


# counterexample: a = b = 1: (a - b)^2 = 0, and 0 < 0 is false
@claim("RT16.strict.gap-vanishes", article=ARTICLE,
       statement="0 < (a - b)^2 + (a - b)^4 for positive a, b, with that gap (false at a = b)")
def strict_gap_vanishes(m):
    a = m.scalar("a", positive=True)
    b = m.scalar("b", positive=True)
    g = (a - b) ** 2 + (a - b) ** 4
    return LessEqual(0, g, gap=g, strict=True)


# counterexample: d = 2, z = (1, -1) (v = z, max|v_i| = 1), p = z + h with h = (3, 0): |f(z+h) - f(z)|^2 = |(15, 0)|^2 = 225 > 4 * 9 = 36
@claim("RT16.lip.max-of-input", article=ARTICLE,
       statement="p -> P(p) (.) P(p) is Lipschitz with constant 2 max_i |v_i| (false: the constant depends on the input)")
def lip_max_of_input(m):
    v = center(m, m.z)
    big, slack = m.max_abs(v)
    x = m.generic_vector("x", along=(m.one,))
    jx = v * center(m, x.vector) * 2
    gap = 4 * m.weighted_norm2(slack, center(m, x.vector)) + 4 * big**2 * (m.norm2(x.vector) - m.norm2(center(m, x.vector)))
    return LipschitzBound(lambda p: center(m, p) * center(m, p), 4 * big**2, x, gap)


# counterexample: c = 0: (sqrt(t) - 0)/t = t^(-1/2) -> oo as t -> 0+, not 1/(2 sqrt(0))
@claim("RT16.lim.sqrt-derivative-nonneg", article=ARTICLE,
       statement="For c >= 0, (sqrt(c + t) - sqrt(c))/t -> 1/(2 sqrt(c)) as t -> 0+ (false at c = 0)")
def lim_sqrt_derivative(m):
    from symln import Limit
    c = m.scalar("c", nonnegative=True)
    return Limit(lambda t: (m.sqrt(c + t) - m.sqrt(c)) / t, 0, 1 / (2 * m.sqrt(c)), "t", side="+")
