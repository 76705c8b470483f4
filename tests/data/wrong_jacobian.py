"""A plausible but wrong claim: the layer-norm Jacobian without its rank-one term.

This is what matrix calculus that forgets d q/dz returns; `symln verify --claims`
must reject it and name it.
"""

from sympy import Rational

from symln import Equal, claim
from symln.model import centering_matrix, core_jacobian, variance


@claim("WRONG1", article="wrong", statement="D u_eps(z) = P / sqrt(q + eps) (rank-one term dropped).")
def jacobian_without_rank_one_term(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(core_jacobian(m, eps), centering_matrix(m) * (q + eps) ** Rational(-1, 2))
