"""Corpus of false claims, class chain_links: Calculational chains with one wrong link.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:chain_links".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Chain, Dims, Equal, LessEqual, Limit, Solutions, claim
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import rms_core
from sympy import Rational, oo
import functools
import numpy as np
import sympy as sp

HALF = Rational(1, 2)


@claim("RT19.H.chain-wrong-middle", article="corpus-false:chain_links", statement="<u, t>^2 <= |u|^2 |t|^2 <= (d - 1)|t|^2")
def chain_wrong(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    u = core(m, m.z, eps)
    q = variance(m, m.z)
    return (Chain(m.dot(u, t) ** 2)
            .le(m.norm2(u) * m.norm2(t), "Cauchy-Schwarz", gap=m.cauchy_schwarz(u, t))
            .le((m.d - 1) * m.norm2(t), "|u|^2 <= d - 1", gap=(m.d - 1 - m.d * q / (q + eps)) * m.norm2(t)))


@claim("RT19.H.chain-false-eq-link", article="corpus-false:chain_links", statement="|u|^2 = d q/(q + eps) = d <= d + 1")
def chain_false_eq(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    return Chain(m.norm2(u)).eq(m.d * q / (q + eps), "E5").eq(m.d, "eps negligible").le(m.d + 1, "", gap=1)


# ------------------------------------------------------------------ I: front end
