"""Corpus of true claims, class state: True claims written with memos, ``cacheit`` or deques: the state must not
make them fail.

Each claim is true; none may end "failed" (tests/prove/test_corpus.py keys the known holes by id). Every
claim's article is "corpus-true:state".  From: RT14.true.* (red-team round 14, true claims), RT15.true.* (red-
team round 15, true claims); tests/corpus/ROUNDS.md says what each round probed.
"""

import collections

import sympy as sp

from symln import Equal, claim
from symln.model import variance


# ---------------------------------------------------------------- red-team round 14, true claims (RT14.true.*)


_memo = {}


def scaled_ratio(a, b):
    """a b / b, memoized by the printed form of its arguments (as in the false file)."""
    key = ("true", str(a), str(b))
    if key not in _memo:
        _memo[key] = a * b / b
    return _memo[key]


# a memoized ratio with a divisor that never vanishes: q (<h,k>^2 + 1)/(<h,k>^2 + 1) = q
@claim("RT14.true.memo-safe-ratio", article="corpus-true:state", statement="q b / b = q for b = <h,k>^2 + 1 > 0 (memoized helper)")
def true_memo_safe_ratio(m):
    h, k = m.vector("h"), m.vector("k")
    q = variance(m, m.z)
    return Equal(scaled_ratio(q, m.dot(h, k) ** 2 + 1), q)


# ---------------------------------------------------------------- red-team round 15, true claims (RT15.true.*)


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
@claim("RT15.true.cacheit-safe-ratio", article="corpus-true:state", statement="(q - eps)(q + eps)/(q + eps) = q - eps (q + eps > 0)")
def true_cacheit_safe_ratio(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(cached_ratio_true(q - eps, q + eps), q - eps)


# same, through a deque memo
@claim("RT15.true.deque-safe-ratio", article="corpus-true:state", statement="(q - eps)(q + eps)/(q + eps) = q - eps (q + eps > 0)")
def true_deque_safe_ratio(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(deque_ratio_true(q - eps, q + eps), q - eps)
