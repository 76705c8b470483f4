"""Corpus of false claims, class dependent_hypotheses: Vectors orthogonal to several vectors that are linearly
dependent with the model's own (1, v, z = mu 1 + v), where the claim asks more than the hypotheses imply.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:dependent_hypotheses".  From: RT22.* (red-team round 22, the twins of
its true claims); tests/corpus/ROUNDS.md says what it probed.
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
