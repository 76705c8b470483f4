"""Universal and existential vectors: the eigenvectors of the core's Jacobian orthogonal to 1 and v.

A nonzero w orthogonal to 1 and to the centered input v exists for every input from d = 3 on; at d = 2
there is none when the input is not constant.  The four claims show what each way of saying so gets
(docs/how-to/existential-claim.md):

    symln verify --claims examples/existential_claims.py

EX1 proved, EX2 failed (no witness at d = 2), EX3 vacuous at d = 2, EX4 proved (d = 2 declared vacuous).
"""

from sympy import Rational

from symln import AllD, Equal, claim
from symln.model import center, core_jacobian, variance

HALF = Rational(1, 2)


@claim("EX1", article="existence", scope=AllD(min_d=3),
       statement="For every input there is a nonzero w orthogonal to 1 and v, and J w = w / sqrt(q + eps).")
def eigenvector_exists(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one, center(m, m.z)], exists=True)
    return Equal(core_jacobian(m, eps) @ w, w * (variance(m, m.z) + eps) ** (-HALF))


@claim("EX2", article="existence", scope=AllD(min_d=2),
       statement="EX1 from d = 2 on (false: at d = 2 a nonconstant input leaves only w = 0).")
def eigenvector_exists_from_2(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one, center(m, m.z)], exists=True)
    return Equal(core_jacobian(m, eps) @ w, w * (variance(m, m.z) + eps) ** (-HALF))


@claim("EX3", article="existence", scope=AllD(min_d=2, nonconstant=True),
       statement="Every nonzero w orthogonal to 1 and v satisfies J w = w / sqrt(q + eps).")
def every_eigenvector(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one, center(m, m.z)])
    return Equal(core_jacobian(m, eps) @ w, w * (variance(m, m.z) + eps) ** (-HALF))


@claim("EX4", article="existence", scope=AllD(min_d=2, nonconstant=True), vacuous=(2,),
       statement="Every nonzero w orthogonal to 1 and v satisfies J w = w / sqrt(q + eps) (none at d = 2).")
def every_eigenvector_declared(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one, center(m, m.z)])
    return Equal(core_jacobian(m, eps) @ w, w * (variance(m, m.z) + eps) ** (-HALF))
