"""Corpus of false claims, class rmsnorm: RMSNorm taken for layer norm (its Jacobian, trace, output
orthogonality, contraction).

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:rmsnorm".  From: RT12.* (red-team round 12), RT13.* (red-team round
13); tests/corpus/ROUNDS.md says what each round probed.
"""

from sympy import Rational

from symln import Equal, LessEqual, claim
from symln.model import center, core_jacobian
from symln.rms import rms_jacobian


# ---------------------------------------------------------------- red-team round 12 (RT12.*)


HALF = Rational(1, 2)


def rms(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


# counterexample: d = 2, z = (0, 2), eps = 1: the two Jacobians differ by 1 1^T/(d sigma) = [[1,1],[1,1]]/(2 sqrt 2)
@claim(
    "RT12.rms.jacobian-at-centered",
    article="corpus-false:rmsnorm",
    statement="RMSNorm's Jacobian at v equals the core's Jacobian at z (false: they differ by 1 1^T/(d sigma))",
)
def rms_jacobian_centered(m):
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)
    return Equal(m.jacobian(lambda x: rms(m, x, eps), v), core_jacobian(m, eps))


# ---------------------------------------------------------------- red-team round 13 (RT13.*)


# counterexample: d = 1, z = (1), eps = 1: J_r = eps/(s + eps)^(3/2) = 1/(2 sqrt 2), J_r 1 = 0.354, not 0
@claim("RT13.rms.kills-one", article="corpus-false:rmsnorm", statement="J_r 1 = 0 for RMSNorm (false: that is layer norm; RMSNorm does not center)")
def rms_kills_one(m):
    eps = m.scalar("eps", positive=True)
    return Equal(rms_jacobian(m, eps) @ m.one, 0 * m.one)


# counterexample: d = 1, z = (1), eps = 1: tr J_r = 1/(2 sqrt 2) = 0.354, stated (d - 1)/sqrt(s + eps) = 0
@claim("RT13.rms.trace", article="corpus-false:rmsnorm", statement="tr J_r = (d - 1)/sqrt(s + eps) (false: (d - s/(s + eps))/sqrt(s + eps))")
def rms_trace(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    return Equal(m.trace(rms_jacobian(m, eps)), (m.d - 1) / m.sqrt(s + eps))


# counterexample: d = 1, z = (1), eps = 1, t = (1): r = 1/sqrt 2, J_r t = 1/(2 sqrt 2), <r, J_r t> = 1/4, not 0
@claim("RT13.rms.output-orthogonal", article="corpus-false:rmsnorm", statement="<r, J_r t> = 0 for all t (false: eps <z, t>/(s + eps)^2)")
def rms_output_orthogonal(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    r = rms(m, m.z, eps)
    return Equal(m.dot(r, m.D(lambda x: rms(m, x, eps), m.z, t)), 0)


# counterexample: d = 2, z = (1, 0), eps = 1, t = (0, 1) (orthogonal to z): J_r t = t/sqrt(s + eps), so |J_r t|^2 = |t|^2/(s + eps) = 2/3: equality
@claim(
    "RT13.rms.strict-contraction",
    article="corpus-false:rmsnorm",
    statement="|J_r t|^2 < |t|^2/(s + eps) for nonzero t (false: equality for t orthogonal to z, d >= 2)",
)
def rms_strict(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t", nonzero=True)
    s = m.norm2(m.z) / m.d
    return LessEqual(m.norm2(m.D(lambda x: rms(m, x, eps), m.z, t)), m.norm2(t) / (s + eps), strict=True)
