"""True claims of the sixteenth red-team review; none may end "failed".

Companions of ``redteam16_claims.py``: the corrected forms of its slips (the
power 3/2 in J u, the direction of the max-gain bound, the closed half-line for
sqrt(c), the non-strict coordinate bound), a limit with a parameter of either
sign, and a strict bound whose gap never vanishes.  One-line proofs in the
statements.  Results (--jobs 1, and each alone with --id): 4 proved, 2 numeric-only
(shifted-root-limit: no certified sign on the side of approach;
core-coordinate: the scalar counterexample is not realizable), 0 failed.
With --jobs 2: core-image, closed-root and shifted-root-limit end "error"
(the global ``sp`` of the claims module is said to have changed), reproducibly.
Since then a module is read by the attributes the code names, not as a whole
(SymPy adds attributes to its own modules as it imports lazily): with any
``--jobs`` the verdicts are those above.
"""

import sympy as sp

from symln import Equal, LessEqual, Limit, Solutions, claim
from symln.model import core, core_jacobian, variance

ARTICLE = "redteam16-true"


# J v = eps v/(q+eps)^(3/2) (eigenpair along v) and u = v/sqrt(q+eps)
@claim("RT16.true.core-image", article=ARTICLE, statement="J u = eps u/(q + eps)^(3/2)")
def core_image(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    return Equal(core_jacobian(m, eps) @ u, u * eps * (q + eps) ** sp.Rational(-3, 2))


# sum_i gamma_i^2 <= sum_i G^2 = d G^2, the gap being sum_i (G^2 - gamma_i^2)
@claim("RT16.true.gain-sum-bound", article=ARTICLE, statement="|gamma|^2 <= d (max|gamma_i|)^2")
def gain_sum_bound(m):
    gamma = m.vector("gamma")
    big, slack = m.max_abs(gamma)
    return LessEqual(m.norm2(gamma), m.d * big**2, gap=m.weighted_norm2(slack, m.one))


# x^2 = c, x >= 0 iff x = sqrt(c), for every c >= 0 (c = 0 included: x = 0)
@claim("RT16.true.closed-root", article=ARTICLE, statement="For c >= 0 the only solution of x^2 = c in [0, oo) is sqrt(c)")
def closed_root(m):
    c = m.scalar("c", nonnegative=True)
    return Solutions(lambda x: x**2 - c, sp.Interval(0, sp.oo), [m.sqrt(c)])


# sqrt(t^2 + c t) - t = c t/(sqrt(t^2 + c t) + t) -> c/2, for every real c
@claim("RT16.true.shifted-root-limit", article=ARTICLE, statement="sqrt(t^2 + c t) - t -> c/2 as t -> oo, for every real c")
def shifted_root_limit(m):
    c = m.scalar("c")
    return Limit(lambda t: m.sqrt(t**2 + c * t) - t, sp.oo, c / 2, "t")


# (a - b)^2 + eps > 0 since eps > 0
@claim("RT16.true.strict-gap", article=ARTICLE, statement="0 < (a - b)^2 + eps for eps > 0, with that gap")
def strict_gap(m):
    a, b = m.scalar("a"), m.scalar("b")
    eps = m.scalar("eps", positive=True)
    g = (a - b) ** 2 + eps
    return LessEqual(0, g, gap=g, strict=True)


# u_i^2 = v_i^2/(q+eps) <= (d-1) q/(q+eps) <= d - 1 (coordinate_bound)
@claim("RT16.true.core-coordinate", article=ARTICLE, statement="u_i^2 <= d - 1 for each core coordinate")
def core_coordinate(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    ui = m.dot(core(m, m.z, eps), e)
    return LessEqual(ui**2, m.d - 1)
