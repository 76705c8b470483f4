"""Corpus of false claims, class inequalities: Inequalities with a wrong coefficient, a dropped term or the wrong direction.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:inequalities".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Example, Equal, LessEqual, Limit, LipschitzBound, Positive, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance
from symln.rms import mean_square, rms_core
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)
MVI = ("mean value inequality",)


@claim("RT19.D.jac-bound-radial-rate", article="corpus-false:inequalities", statement="|J t|^2 <= eps |t|^2/(q + eps)^2")
def jac_bound_radial(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    q = variance(m, m.z)
    return LessEqual(m.norm2(core_jacobian(m, eps) @ t), eps * m.norm2(t) / (q + eps) ** 2)


@claim("RT19.D.scale-shrinks", article="corpus-false:inequalities", statement="|u(2 z)|^2 <= |u(z)|^2")
def scale_shrinks(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(m.norm2(core(m, m.z * 2, eps)), m.norm2(core(m, m.z, eps)))


@claim("RT19.D.output-norm-no-cross", article="corpus-false:inequalities", statement="|y|^2 <= max|gamma|^2 |u|^2 + |beta|^2")
def out_norm(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    G, slack = m.max_abs(gamma)
    u = core(m, m.z, eps)
    y = layer_norm(m, m.z, gamma, beta, eps)
    return LessEqual(m.norm2(y), G**2 * m.norm2(u) + m.norm2(beta))


@claim("RT19.D.eps-defect", article="corpus-false:inequalities", statement="eps (1 - |u|^2/d) <= q")
def eps_defect(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(eps * (1 - m.norm2(core(m, m.z, eps)) / m.d), q)


@claim("RT19.D.sqrt-superadditive", article="corpus-false:inequalities", statement="sqrt(q) + sqrt(eps) <= sqrt(q + eps)")
def sqrt_super(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(m.sqrt(q) + m.sqrt(eps), m.sqrt(q + eps))


@claim("RT19.D.taylor-coef", article="corpus-false:inequalities",
       statement="sqrt(eps)/sqrt(q + eps) <= 1 - q/(2 eps) + q^2/(4 eps^2)")
def taylor_coef(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    x = q / eps
    return LessEqual(m.sqrt(eps) / m.sqrt(q + eps), 1 - x / 2 + x**2 / 4)


@claim("RT19.D.defect-wrong-denominator", article="corpus-false:inequalities", statement="d - |u|^2 <= d eps/(q + 2 eps)")
def defect_wrong(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(m.d - m.norm2(core(m, m.z, eps)), m.d * eps / (q + 2 * eps))


# ------------------------------------------------------------------ E: limits
