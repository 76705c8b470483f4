"""Corpus of false claims, class dependent_hypotheses: Vectors orthogonal to several vectors that are linearly
dependent with the model's own (1, v, z = mu 1 + v), where the claim asks more than the hypotheses imply.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:dependent_hypotheses".  From: RT22.*, RT23.* (red-team rounds 22 and 23,
the twins of their true claims); tests/corpus/ROUNDS.md says what each round probed.
"""

from sympy import Rational

from symln import AllD, Equal, claim
from symln.model import center, core_jacobian, variance

HALF = Rational(1, 2)


# counterexample: d = 3, z = (1, 2, 4), w = (2, -3, 1) (w ⊥ 1 and ⊥ v): J w = w/sqrt(q + eps), not twice that
@claim("RT22.dep.eigenvalue-doubled", article="corpus-false:dependent_hypotheses", scope=AllD(min_d=2),
       statement="Every w orthogonal to 1 and to 2 1 + v has J w = 2 w/sqrt(q + eps) (false: the factor is 1)")
def rt22_eigenvalue_doubled(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", orthogonal_to=(m.one, m.one * 2 + center(m, m.z)))
    return Equal(core_jacobian(m, eps) @ w, w * (variance(m, m.z) + eps) ** (-HALF) * 2)


# counterexample: w ⊥ 1 + v and w ⊥ 2 1 + v give <w, 1> = 0, not 1
@claim("RT22.dep.total-one", article="corpus-false:dependent_hypotheses", scope=AllD(min_d=2),
       statement="Every w orthogonal to 1 + v and 2 1 + v has total 1 (false: its total is 0)")
def rt22_total_one(m):
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one + v, m.one * 2 + v))
    return Equal(m.total(w), 1)


# counterexample: d = 2, z = (0, 2) (v = (-1, 1)), w = (1, 0): <w, 1 + v> = 0 but <w, v> = -1
@claim("RT22.dep.one-hypothesis-for-two", article="corpus-false:dependent_hypotheses", scope=AllD(min_d=2),
       statement="Every w orthogonal to 1 + v is orthogonal to v (false: only <w, 1> = -<w, v>)")
def rt22_one_hypothesis_for_two(m):
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one + v,))
    return Equal(m.dot(w, v), 0)


# ---------------------------------------------------------------- twins of RT23's true claims (RT23.*)


# counterexample: d = 3, z = (1, 2, 4), e = e_1, w = (1, -2, 1): <w, 1> = 0 and <w, z - e_1> = 0, but
# <w, z> = 1 = w_1, not 2 w_1 = 2
@claim("RT23.dep.coordinate-doubled", article="corpus-false:dependent_hypotheses", scope=AllD(min_d=2),
       statement="Every w orthogonal to 1 and z - e_i has <w, z> = 2 w_i (false: <w, z> = w_i)")
def rt23_coordinate_doubled(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", orthogonal_to=(m.one, m.z - e))
    return Equal(m.dot(w, m.z), m.dot(w, e) * 2)


# counterexample: d = 3, z = (1, 2, 4) (v = (-4/3, -1/3, 5/3)), e = e_1, w = (1, -2, 1): <w, 1> = 0 and
# <w, v - e_1> = 1 - 1 = 0, but w_1 = 1
@claim("RT23.dep.coordinate-zero", article="corpus-false:dependent_hypotheses", scope=AllD(min_d=3),
       statement="Every w orthogonal to 1 and v - e_i has w_i = 0 (false: w_i = <w, v>)")
def rt23_coordinate_zero(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", orthogonal_to=(m.one, center(m, m.z) - e))
    return Equal(m.dot(w, e), 0)

