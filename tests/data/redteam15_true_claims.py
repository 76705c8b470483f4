"""True claims of the fifteenth red-team review; none may end "failed".

Companions of ``redteam15_claims.py``: the same helpers with state (SymPy's
``cacheit``, a ``collections.deque`` memo) applied to a quotient whose
denominator never vanishes, the difference quotient with a positive
denominator, the sum-of-squares bound that the reciprocal-sum slip misremembers,
and two identities about the core.  Checked by hand (one-line proofs in the
statements).  Since then the two with stateful helpers (``cacheit-safe-ratio``,
``deque-safe-ratio``) are errors: no claim may keep state between runs.
"""

import collections

import sympy as sp

from symln import Equal, LessEqual, claim
from symln.model import core, variance

ARTICLE = "redteam15-true"


@sp.cacheit
def cached_ratio_true(a, b):
    return a * b / b


_deque_true = collections.deque()


def deque_ratio_true(a, b):
    key = ("deque-true", str(a), str(b))
    for k, val in _deque_true:
        if k == key:
            return val
    val = a * b / b
    _deque_true.append((key, val))
    return val


# q + eps > 0 always, so the quotient is defined and equals q - eps
@claim("RT15.true.cacheit-safe-ratio", article=ARTICLE, statement="(q - eps)(q + eps)/(q + eps) = q - eps (q + eps > 0)")
def true_cacheit_safe_ratio(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(cached_ratio_true(q - eps, q + eps), q - eps)


# same, through a deque memo
@claim("RT15.true.deque-safe-ratio", article=ARTICLE, statement="(q - eps)(q + eps)/(q + eps) = q - eps (q + eps > 0)")
def true_deque_safe_ratio(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(deque_ratio_true(q - eps, q + eps), q - eps)


# a + b > 0 for positive a, b
@claim("RT15.true.difference-quotient-positive", article=ARTICLE,
       statement="(b^2 - a^2)/(a + b) = b - a for positive a, b (a + b > 0)")
def true_difference_quotient_positive(m):
    a = m.scalar("a", positive=True)
    b = m.scalar("b", positive=True)
    return Equal((b**2 - a**2) / (a + b), b - a)


# Cauchy-Schwarz with 1: <1, h>^2 <= |1|^2 |h|^2 = d |h|^2
@claim("RT15.true.sum-square-bound", article=ARTICLE, statement="(sum h_i)^2 <= d |h|^2 (Cauchy-Schwarz with 1)")
def true_sum_square_bound(m):
    h = m.vector("h")
    return LessEqual(m.total(h) ** 2, m.d * m.norm2(h), gap=m.cauchy_schwarz(m.one, h))


# 1.u = 1.v/sigma = 0
@claim("RT15.true.core-mean-zero", article=ARTICLE, statement="The core has coordinate sum 0 (1.v = 0)")
def true_core_mean_zero(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.total(core(m, m.z, eps)), 0)


# (q + eps)^2 - (q - eps)^2 = 4 q eps, a polynomial identity
@claim("RT15.true.squares-difference", article=ARTICLE, statement="(q + eps)^2 - (q - eps)^2 = 4 q eps")
def true_squares_difference(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal((q + eps) ** 2 - (q - eps) ** 2, 4 * q * eps)


# |u|^2 = d q/(q + eps)
@claim("RT15.true.core-norm", article=ARTICLE, statement="|u_eps(z)|^2 = d q/(q + eps) (|v|^2 = d q)")
def true_core_norm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.norm2(core(m, m.z, eps)), m.d * q / (q + eps))
