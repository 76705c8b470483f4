"""Corpus of true claims, class existence: Existential statements without a witness, and hypotheses empty at some d.

Each claim is true; none may end "failed".
Every claim's article is "corpus-true:existence".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Chain, Dims, Equal, LessEqual, Limit, Solutions, claim
from symln import AllD, Equal, claim
from symln.model import center
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import rms_core
from sympy import Rational, oo
import functools
import numpy as np
import sympy as sp

HALF = Rational(1, 2)


@claim("RT19.G.true.d2-orth-one", article="corpus-true:existence", scope=Dims(1, 2), vacuous=(1,),
       statement="At d = 2 every w with no zero entry orthogonal to 1 has d w_i^2 = |w|^2 (d = 1 empty)")
def true_d2_orth(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", nonzero_entries=True, orthogonal_to=[m.one])
    return Equal(m.dot(w, e) ** 2 * m.d, m.norm2(w))


# ------------------------------------------------------------------ H: chains with a wrong step


@claim("RT19.G.true.exists-orth-coordinate-d4", article="corpus-true:existence", scope=AllD(min_d=4),
       statement="There is a nonzero w orthogonal to 1 and v with w_i = 0 (d >= 4)")
def exists_orth_coord4(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one, center(m, m.z)], exists=True)
    return Equal(m.dot(w, e), 0)


@claim("RT19.G.true.vac-axes", article="corpus-true:existence", scope=AllD(min_d=2),
       statement="Every nonzero w orthogonal to e_i and 1 - e_i has total 0")
def vac_axes(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", nonzero=True, orthogonal_to=[e, m.one - e])
    return Equal(m.total(w), 0)
