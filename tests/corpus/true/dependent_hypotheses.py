"""Corpus of true claims, class dependent_hypotheses: Vectors orthogonal to several vectors that are linearly
dependent with the model's own (1, v, z = mu 1 + v), so that together the hypotheses imply more than each.

Each claim is true; none may end "failed".
Every claim's article is "corpus-true:dependent_hypotheses".  From: RT22.* (red-team round 22), RT23.* (red-team
round 23); tests/corpus/ROUNDS.md says what each round probed.
"""

from sympy import Rational

from symln import AllD, Equal, claim
from symln.model import center, core_jacobian, variance
from symln.rms import mean_square, rms_jacobian

HALF = Rational(1, 2)


# w ⊥ 1 and w ⊥ 2 1 + v give <w, v> = 0, so w is an eigenvector of J with eigenvalue 1/sqrt(q + eps)
@claim("RT22.true.orthogonal-to-one-and-shifted-v", article="corpus-true:dependent_hypotheses", scope=AllD(min_d=2),
       statement="Every w orthogonal to 1 and to 2 1 + v has J w = w/sqrt(q + eps)")
def rt22_orthogonal_to_one_and_shifted_v(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", orthogonal_to=(m.one, m.one * 2 + center(m, m.z)))
    return Equal(core_jacobian(m, eps) @ w, w * (variance(m, m.z) + eps) ** (-HALF))


# w ⊥ z and w ⊥ v give mu <w, 1> = 0, so the terms mu <w, 1> of J_r w vanish
@claim("RT22.true.orthogonal-to-z-and-v-rms", article="corpus-true:dependent_hypotheses", scope=AllD(min_d=3),
       statement="Every w orthogonal to z and v has J_r w = w/sqrt(s + eps)")
def rt22_orthogonal_to_z_and_v_rms(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", orthogonal_to=(m.z, center(m, m.z)))
    return Equal(rms_jacobian(m, eps) @ w, w * (mean_square(m, m.z) + eps) ** (-HALF))


# ---------------------------------------------------------------- red-team round 23 (RT23.true.*)
# an orthogonality to a sum with a coordinate vector: the coordinate w_i is read through the solved relation


@claim("RT23.true.orthogonal-to-z-minus-coordinate", article="corpus-true:dependent_hypotheses", scope=AllD(min_d=1),
       statement="Every w orthogonal to z - e_i has <w, z> = w_i")
def rt23_orthogonal_to_z_minus_coordinate(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", orthogonal_to=(m.z - e,))
    return Equal(m.dot(w, m.z), m.dot(w, e))


@claim("RT23.true.orthogonal-to-one-and-v-minus-coordinate", article="corpus-true:dependent_hypotheses",
       scope=AllD(min_d=3), statement="Every w orthogonal to 1 and v - e_i has <w, v> = w_i")
def rt23_orthogonal_to_one_and_v_minus_coordinate(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", orthogonal_to=(m.one, center(m, m.z) - e))
    return Equal(m.dot(w, center(m, m.z)), m.dot(w, e))

