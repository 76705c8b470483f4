"""Corpus of true claims, class chain_links: Calculational chains with one wrong link.

Each claim is true; none may end "failed".
Every claim's article is "corpus-true:chain_links".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Chain, Dims, Equal, LessEqual, Limit, Solutions, claim
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import rms_core
from sympy import Rational, oo
import functools
import numpy as np
import sympy as sp

HALF = Rational(1, 2)


@claim("RT19.H.true.chain", article="corpus-true:chain_links", statement="<u, t>^2 <= |u|^2 |t|^2 <= d |t|^2")
def true_chain(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    u = core(m, m.z, eps)
    q = variance(m, m.z)
    return (Chain(m.dot(u, t) ** 2)
            .le(m.norm2(u) * m.norm2(t), "Cauchy-Schwarz", gap=m.cauchy_schwarz(u, t))
            .le(m.d * m.norm2(t), "|u|^2 <= d", gap=(m.d * eps / (q + eps)) * m.norm2(t)))
