"""Corpus of false claims, class existence: Existential statements without a witness, and hypotheses empty at some d.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:existence".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Chain, Dims, Equal, LessEqual, Limit, Solutions, claim
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import rms_core
from sympy import Rational, oo
import functools
import numpy as np
import sympy as sp

HALF = Rational(1, 2)


@claim("RT19.G.exists-orth-coordinate", article="corpus-false:existence", scope=AllD(min_d=3),
       statement="There is a nonzero w orthogonal to 1 and v with w_i = 0")
def exists_orth_coord(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one, center(m, m.z)], exists=True)
    return Equal(m.dot(w, e), 0)


@claim("RT19.G.nonzero-entries-orth-coordinate", article="corpus-false:existence",
       statement="Every w with no zero entry orthogonal to e_i has total(w) = total(w) + 1")
def nonzero_entries_orth(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", nonzero_entries=True, orthogonal_to=[e])
    return Equal(m.total(w), m.total(w) + 1)


@claim("RT19.G.exists-nonzero-entries-orth-coordinate", article="corpus-false:existence", scope=AllD(min_d=2),
       statement="There is w with no zero entry orthogonal to e_i")
def exists_ne_orth(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", nonzero_entries=True, orthogonal_to=[e], exists=True)
    return Equal(m.dot(w, e), 0)


@claim("RT19.G.d1-nonzero-entries-orth-one", article="corpus-false:existence", scope=Dims(1, 2),
       statement="Every w with no zero entry orthogonal to 1 has |w|^2 = 2 w_1^2... (<w, e>^2 d = |w|^2)")
def d1_ne_orth(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", nonzero_entries=True, orthogonal_to=[m.one])
    return Equal(m.dot(w, e) ** 2 * m.d, m.norm2(w))
