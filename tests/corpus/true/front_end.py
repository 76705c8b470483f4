"""Corpus of true claims, class front_end: Python containers, closures and numbers of other libraries around traced values.

Each claim is true; none may end "failed".
Every claim's article is "corpus-true:front_end".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Chain, Dims, Equal, LessEqual, Limit, Solutions, claim
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import rms_core
from sympy import Rational, oo
import functools
import numpy as np
import sympy as sp

HALF = Rational(1, 2)


@claim("RT19.I.true.bound-closure", article="corpus-true:front_end", statement="D_t u(k x)|_z = J t for k = 1")
def true_bound_closure(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    fns = []
    for k in (1, 2):
        fns.append(lambda x, k=k: core(m, x * k, eps))
    return Equal(m.D(fns[0], m.z, t), core_jacobian(m, eps) @ t)


@claim("RT19.I.true.numpy-array-sum", article="corpus-true:front_end", scope=Dims(3, 3), statement="sum of core coordinates = 0")
def true_numpy_sum(m):
    eps = m.scalar("eps", positive=True)
    arr = np.array(m.coordinates(core(m, m.z, eps)), dtype=object)
    return Equal(arr.sum(), 0)
