"""Corpus of true claims, class matrices: Matrix identities with a factor on the wrong side or a wrong symmetry.

Each claim is true; none may end "failed".
Every claim's article is "corpus-true:matrices".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Dims, Example, Equal, LessEqual, Limit, LipschitzBound, Positive, claim
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, mean, output_jacobian, variance
from symln.rms import mean_square, rms_core
from sympy import Rational, oo
import sympy as sp

HALF = Rational(1, 2)
MVI = ("mean value inequality",)


@claim("RT19.C.true.ln-grad-orth-one", article="corpus-true:matrices", statement="<J^T g, 1> = 0")
def true_ln_grad(m):
    eps = m.scalar("eps", positive=True)
    g = m.vector("g")
    return Equal(m.total(core_jacobian(m, eps).T @ g), 0)


@claim("RT19.C.true.outer-diag", article="corpus-true:matrices", statement="outer(a, b) diag(x) = outer(a, b (.) x)")
def true_outer_diag(m):
    a, b, x = m.vector("a"), m.vector("b"), m.vector("x")
    return Equal(m.outer(a, b) @ m.diag(x), m.outer(a, b * x))


# ------------------------------------------------------------------ D: inequalities
