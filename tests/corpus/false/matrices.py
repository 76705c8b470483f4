"""Corpus of false claims, class matrices: Matrix identities with a factor on the wrong side or a wrong symmetry.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:matrices".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Example, Equal, LessEqual, Limit, LipschitzBound, Positive, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance
from symln.rms import mean_square, rms_core
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)
MVI = ("mean value inequality",)


@claim("RT19.C.outer-diag-side", article="corpus-false:matrices", statement="outer(a, b) diag(x) = outer(a (.) x, b)")
def outer_diag(m):
    a, b, x = m.vector("a"), m.vector("b"), m.vector("x")
    return Equal(m.outer(a, b) @ m.diag(x), m.outer(a * x, b))


@claim("RT19.C.diag-commutes", article="corpus-false:matrices", statement="diag(x) outer(a, b) = outer(a, b) diag(x)")
def diag_commutes(m):
    a, b, x = m.vector("a"), m.vector("b"), m.vector("x")
    return Equal(m.diag(x) @ m.outer(a, b), m.outer(a, b) @ m.diag(x))


@claim("RT19.C.jacobian-idempotent", article="corpus-false:matrices", statement="J^2 = J/sqrt(q + eps) (J sigma is a projection)")
def jac_idem(m):
    eps = m.scalar("eps", positive=True)
    J = core_jacobian(m, eps)
    return Equal(J @ J, J * (variance(m, m.z) + eps) ** (-HALF))


@claim("RT19.C.frobenius-P", article="corpus-false:matrices", statement="trace(P^T P) = d")
def frob_p(m):
    P = centering_matrix(m)
    return Equal(m.trace(P.T @ P), m.d)


@claim("RT19.C.output-jacobian-order", article="corpus-false:matrices", statement="dy/dz = J diag(gamma)")
def out_jac_order(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(output_jacobian(m, eps, gamma, beta), core_jacobian(m, eps) @ m.diag(gamma))


@claim("RT19.C.output-jacobian-symmetric", article="corpus-false:matrices", statement="dy/dz is symmetric")
def out_jac_sym(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    Jy = output_jacobian(m, eps, gamma, beta)
    return Equal(Jy, Jy.T)


@claim("RT19.C.ln-grad-orth-v", article="corpus-false:matrices", statement="J^T g is orthogonal to v (LN gradients are centered and radial-free)")
def ln_grad_orth(m):
    eps = m.scalar("eps", positive=True)
    g = m.vector("g")
    return Equal(m.dot(core_jacobian(m, eps).T @ g, center(m, m.z)), 0)
