"""Corpus of false claims, class state: State kept between claims (a memo, SymPy's cache, ``cacheit``, a deque,
nested dicts, attributes of a function or of a module): a verdict must not depend on which claims ran before.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:state".  From: RT4.* (red-team round 4), RT14.* (red-team round 14),
RT15.* (red-team round 15); tests/corpus/ROUNDS.md says what each round probed.
"""

import collections

import sympy as sp

from symln import Dims, Equal, claim
from symln.model import core_jacobian, variance


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


@claim(
    "RT4.memo.warm-cache",
    article="corpus-false:state",
    statement="(Warms the cache of RT4.memo.jacobian-any-input.)  For a nonconstant input, J_(c-1)^2 1 = 1 "
    "(false: J 1 = 0; d = 2, z = (0, 1), c = 0).",
    scope=Dims(2, 2, nonconstant=True),
)
def memo_warm_cache(m):
    c = m.scalar("c")
    return Equal(core_jacobian(m, (c - 1) ** 2) @ m.one, m.one)


@claim(
    "RT4.memo.jacobian-any-input",
    article="corpus-false:state",
    statement="For every input and every real c, the core Jacobian with eps = (c - 1)^2 kills 1: J 1 = 0 (false: at "
    "c = 1 and a constant input, q + eps = 0 and J does not exist).  Refuted alone; proved after "
    "RT4.memo.warm-cache in the same process.",
    scope=Dims(2, 2),
)
def memo_jacobian_any_input(m):
    c = m.scalar("c")
    return Equal(core_jacobian(m, (c - 1) ** 2) @ m.one, m.one * 0)


# ---------------------------------------------------------------- red-team round 14 (RT14.*)


_memo = {}


def scaled_ratio(a, b):
    """a b / b, memoized by the printed form of its arguments."""
    key = (str(a), str(b))
    if key not in _memo:
        _memo[key] = a * b / b
    return _memo[key]


# counterexample: d = 2, z = (0, 2), h = (1, 0), k = (0, 1): <h,k> = 0, q <h,k>/<h,k> = 1 * 0/0 is undefined
@claim(
    "RT14.memo.ratio-warm",
    article="corpus-false:state",
    statement="q <h,k>/<h,k> = q for nonzero h, k (false: undefined when h is orthogonal to k)",
)
def memo_ratio_warm(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    q = variance(m, m.z)
    return Equal(scaled_ratio(q, m.dot(h, k)), q)


# counterexample: d = 2, z = (0, 2), h = (1, 0), k = (0, 1): <h,k> = 0, q <h,k>/<h,k> = 0/0 is undefined
@claim(
    "RT14.memo.ratio-cached",
    article="corpus-false:state",
    statement="q <h,k>/<h,k> = q for nonzero h, k, by the memoized helper (false: undefined when h is orthogonal to k)",
)
def memo_ratio_cached(m):
    h, k = m.vector("h", nonzero=True), m.vector("k", nonzero=True)
    q = variance(m, m.z)
    return Equal(scaled_ratio(q, m.dot(h, k)), q)


# counterexample: d = 7 (= prime(4)), any z: (d - 7) q/(d - 7) = 0/0 is undefined
@claim(
    "RT14.memo.dim-warm",
    article="corpus-false:state",
    statement="(d - p) q/(d - p) = q, p the fourth prime (false at d = 7: undefined)",
)
def memo_dim_warm(m):
    q = variance(m, m.z)
    return Equal(scaled_ratio(q, m.d - sp.prime(4)), q)


# counterexample: d = 7 (= prime(4)), any z: (d - 7) q/(d - 7) = 0/0 is undefined
@claim(
    "RT14.memo.dim-cached",
    article="corpus-false:state",
    statement="(d - p) q/(d - p) = q, p the fourth prime, by the memoized helper (false at d = 7: undefined)",
)
def memo_dim_cached(m):
    q = variance(m, m.z)
    return Equal(scaled_ratio(q, m.d - sp.prime(4)), q)


# counterexample: d = 2, z = (0, 2) (q = 1), eps = 1: (q - eps) |u|^2/(q - eps) = 0/0 is undefined
@claim(
    "RT14.memo.eps-q-warm",
    article="corpus-false:state",
    statement="(q - eps) |u|^2/(q - eps) = |u|^2 (false at eps = q: undefined)",
)
def memo_eps_q_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(scaled_ratio(m.d * q / (q + eps), q - eps), m.d * q / (q + eps))


# counterexample: d = 2, z = (0, 2) (q = 1), eps = 1: (q - eps) |u|^2/(q - eps) = 0/0 is undefined
@claim(
    "RT14.memo.eps-q-cached",
    article="corpus-false:state",
    statement="(q - eps) |u|^2/(q - eps) = |u|^2, by the memoized helper (false at eps = q: undefined)",
)
def memo_eps_q_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(scaled_ratio(m.d * q / (q + eps), q - eps), m.d * q / (q + eps))


# ---------------------------------------------------------------- red-team round 15 (RT15.*)


@sp.cacheit
def cached_ratio(a, b):
    """a b / b through SymPy's own cache decorator."""
    return a * b / b


@sp.cacheit
def prefilled_ratio(a, b):
    """a b / b through SymPy's cache, filled at import time below."""
    return a * b / b


# the symbols m.scalar("a"/"b"/"eps", positive=True) builds in the exact models, and q of the general model
_A = sp.Symbol("a", real=True, positive=True, nonnegative=True)


_B = sp.Symbol("b", real=True, positive=True, nonnegative=True)


_EPS = sp.Symbol("eps", real=True, positive=True, nonnegative=True)


_Q = sp.Symbol("q", nonnegative=True)


prefilled_ratio(_A + _B, _B - _A)


prefilled_ratio(_A * _B, _A**2 - _B**2)


prefilled_ratio(_Q + _EPS, _Q - _EPS)


_deque = collections.deque()


def deque_ratio(a, b):
    key = ("deque", str(a), str(b))
    for k, val in _deque:
        if k == key:
            return val
    val = a * b / b
    _deque.append((key, val))
    return val


_nested = {"l1": {"l2": {"l3": {}}}}


def nested_ratio(a, b):
    memo = _nested["l1"]["l2"]["l3"]
    key = ("nested", str(a), str(b))
    if key not in memo:
        memo[key] = a * b / b
    return memo[key]


def attr_ratio(a, b):
    key = ("attr", str(a), str(b))
    if key not in attr_ratio.memo:
        attr_ratio.memo[key] = a * b / b
    return attr_ratio.memo[key]


attr_ratio.memo = {}


sp._rt15_memo = {}


def module_ratio(a, b):
    key = ("module", str(a), str(b))
    memo = sp._rt15_memo
    if key not in memo:
        memo[key] = a * b / b
    return memo[key]


# counterexample: a = b = 1: (b^2 - a^2)/(b - a) = 0/0 is undefined
@claim("RT15.cache.prefill-difference-quotient", article="corpus-false:state",
       statement="(a + b)(b - a)/(b - a) = a + b for all positive a, b (false: undefined at a = b)")
def cache_prefill_difference_quotient(m):
    a = m.scalar("a", positive=True)
    b = m.scalar("b", positive=True)
    return Equal(prefilled_ratio(a + b, b - a), a + b)


# counterexample: a = b = 1: a b (a^2 - b^2)/(a^2 - b^2) = 0/0 is undefined
@claim("RT15.cache.prefill-squares", article="corpus-false:state",
       statement="a b (a^2 - b^2)/(a^2 - b^2) = a b for all positive a, b (false: undefined at a = b)")
def cache_prefill_squares(m):
    a = m.scalar("a", positive=True)
    b = m.scalar("b", positive=True)
    return Equal(prefilled_ratio(a * b, a**2 - b**2), a * b)


# counterexample: d = 2, z = (0, 2) (q = 1), eps = 1: (q + eps)(q - eps)/(q - eps) = 0/0 is undefined
@claim("RT15.cache.prefill-q-eps", article="corpus-false:state",
       statement="(q + eps)(q - eps)/(q - eps) = q + eps (false: undefined at eps = q)")
def cache_prefill_q_eps(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(prefilled_ratio(q + eps, q - eps), q + eps)


# counterexample (all below): d = 2, z = (0, 2) (q = 1), eps = 1: (q + eps)(q - eps)/(q - eps) = 0/0
@claim("RT15.cache.cacheit-warm", article="corpus-false:state", statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_cacheit_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(cached_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.cacheit-cached", article="corpus-false:state", statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_cacheit_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(cached_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.deque-warm", article="corpus-false:state", statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_deque_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(deque_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.deque-cached", article="corpus-false:state", statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_deque_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(deque_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.nested-warm", article="corpus-false:state", statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_nested_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(nested_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.nested-cached", article="corpus-false:state", statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_nested_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(nested_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.attr-warm", article="corpus-false:state", statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_attr_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(attr_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.attr-cached", article="corpus-false:state", statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_attr_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(attr_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.module-warm", article="corpus-false:state", statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_module_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(module_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.module-cached", article="corpus-false:state", statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_module_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(module_ratio(q + eps, q - eps), q + eps)
