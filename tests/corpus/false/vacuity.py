"""Corpus of false claims, class vacuity: A hypothesis wrongly believed unsatisfiable, so that the claim would
hold vacuously.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:vacuity".  From: RT13.* (red-team round 13); tests/corpus/ROUNDS.md
says what each round probed.
"""

from symln import Nonzero, claim


# ---------------------------------------------------------------- red-team round 13 (RT13.*)


# counterexample: d = 2, z = (1, 1) (constant, v = 0), w = (1, -1): w != 0, w.1 = 0, w.z = 0, but d = 2
@claim(
    "RT13.vac.complement-needs-d3",
    article="corpus-false:vacuity",
    statement="A nonzero w orthogonal to 1 and z exists only for d >= 3 (false: at d = 2 for a constant input)",
)
def vac_complement(m):
    m.vector("w", orthogonal_to=(m.one, m.z), nonzero=True)
    return Nonzero(m.d - 2)


# counterexample: d = 1, z = (0), w = (1): w != 0 and w.z = 0, but d = 1
@claim(
    "RT13.vac.orth-z-needs-d2",
    article="corpus-false:vacuity",
    statement="A nonzero w orthogonal to z exists only for d >= 2 (false: at d = 1 for z = 0)",
)
def vac_orth_z(m):
    m.vector("w", orthogonal_to=(m.z,), nonzero=True)
    return Nonzero(m.d - 1)
