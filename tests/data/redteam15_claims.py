"""False claims of the fifteenth red-team review; none may end "proved".

Probed this round (new classes, beside those of redteam..redteam14):

* ``RT15.cache.``  state kept between runs through channels that
  :mod:`symln.prove.state` does not watch.  The claim's helper computes
  ``a b / b`` (SymPy cancels it to ``a`` as it is built; the claim's code
  builds ``b**-1``, so the first run records ``b != 0``); a later run that gets
  the cached ``a`` back records nothing, and ``b`` vanishes only on a thin set
  the numbers never visit (a = b for two declared scalars, eps = q).  Channels:
  SymPy's own ``@sympy.cacheit`` (its wrapper's code is in SymPy, a TRUSTED
  folder, so its closure and lru cache are never read), filled either by a
  "-warm" claim or AT IMPORT TIME with ``sympy.Symbol`` objects equal to the
  ones ``m.scalar`` builds (no warm claim needed: order- and jobs-independent);
  a ``collections.deque`` (fingerprinted by id only); a dict three levels
  deep (fingerprints stop at depth 2); an attribute of the helper function
  (functions are fingerprinted by id only); an attribute set on the ``sympy``
  module (library modules are not read).
* ``RT15.m.``  plausible slips (controls): two coordinate vectors taken as
  distinct, sum/reciprocal-sum inequality for entries of either sign.

Result when written (15 claims, ``--jobs 1`` and ``--jobs 2``, ``--timeout 60``):
8 PROVED, 6 failed, 1 error:

* PROVED, in any order and alone (``--id``): ``RT15.cache.prefill-difference-quotient``,
  ``prefill-squares``, ``prefill-q-eps`` (SymPy's cache filled at import time).
* PROVED after their "-warm" twin in the same process: ``cacheit-cached``,
  ``deque-cached``, ``nested-cached``, ``attr-cached``, ``module-cached``
  (alone with ``--id`` they fail: the verdict depends on which claims ran
  before, and no state error is raised).
* failed (correctly): every "-warm" claim (definedness q - eps != 0) and
  ``RT15.m.sum-reciprocal-sum`` (refuted at d = 2).
* error: ``RT15.m.two-coordinate-vectors-orthogonal`` (one coordinate vector
  per claim: refused).

Since then: a cached function the claim's code calls (``sympy.cacheit``,
``functools.lru_cache``) is refused outright, and the state read covers every
collection (a deque), containers six levels deep, a function's attributes and
attributes kept on any module the code names (``sympy._memo``): the thirteen
``RT15.cache.`` claims are errors, in any order (:mod:`symln.prove.state`).

Notation: mu = mean(z), v = z - mu 1, q = |v|^2/d.
"""

import collections

import sympy as sp

from symln import Equal, LessEqual, claim
from symln.model import variance

ARTICLE = "redteam15"


# ---------------------------------------------------------------- helpers that keep state


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


# ---------------------------------------------------------------- RT15.cache: import-time prefill (no warm claim)


# counterexample: a = b = 1: (b^2 - a^2)/(b - a) = 0/0 is undefined
@claim("RT15.cache.prefill-difference-quotient", article=ARTICLE,
       statement="(a + b)(b - a)/(b - a) = a + b for all positive a, b (false: undefined at a = b)")
def cache_prefill_difference_quotient(m):
    a = m.scalar("a", positive=True)
    b = m.scalar("b", positive=True)
    return Equal(prefilled_ratio(a + b, b - a), a + b)


# counterexample: a = b = 1: a b (a^2 - b^2)/(a^2 - b^2) = 0/0 is undefined
@claim("RT15.cache.prefill-squares", article=ARTICLE,
       statement="a b (a^2 - b^2)/(a^2 - b^2) = a b for all positive a, b (false: undefined at a = b)")
def cache_prefill_squares(m):
    a = m.scalar("a", positive=True)
    b = m.scalar("b", positive=True)
    return Equal(prefilled_ratio(a * b, a**2 - b**2), a * b)


# counterexample: d = 2, z = (0, 2) (q = 1), eps = 1: (q + eps)(q - eps)/(q - eps) = 0/0 is undefined
@claim("RT15.cache.prefill-q-eps", article=ARTICLE,
       statement="(q + eps)(q - eps)/(q - eps) = q + eps (false: undefined at eps = q)")
def cache_prefill_q_eps(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(prefilled_ratio(q + eps, q - eps), q + eps)


# ---------------------------------------------------------------- RT15.cache: warm claim then cached claim


# counterexample (all below): d = 2, z = (0, 2) (q = 1), eps = 1: (q + eps)(q - eps)/(q - eps) = 0/0
@claim("RT15.cache.cacheit-warm", article=ARTICLE, statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_cacheit_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(cached_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.cacheit-cached", article=ARTICLE, statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_cacheit_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(cached_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.deque-warm", article=ARTICLE, statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_deque_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(deque_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.deque-cached", article=ARTICLE, statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_deque_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(deque_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.nested-warm", article=ARTICLE, statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_nested_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(nested_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.nested-cached", article=ARTICLE, statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_nested_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(nested_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.attr-warm", article=ARTICLE, statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_attr_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(attr_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.attr-cached", article=ARTICLE, statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_attr_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(attr_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.module-warm", article=ARTICLE, statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_module_warm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(module_ratio(q + eps, q - eps), q + eps)


# counterexample: d = 2, z = (0, 2), eps = 1: 0/0
@claim("RT15.cache.module-cached", article=ARTICLE, statement="(q + eps)(q - eps)/(q - eps) = q + eps (false at eps = q)")
def cache_module_cached(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(module_ratio(q + eps, q - eps), q + eps)


# ---------------------------------------------------------------- RT15.m: plausible slips (controls)


# counterexample: d = 2, i = j = 1: e_i . e_j = 1, not 0
@claim("RT15.m.two-coordinate-vectors-orthogonal", article=ARTICLE,
       statement="Two coordinate vectors e_i, e_j are orthogonal (false: i = j is allowed)")
def m_two_coordinate_vectors(m):
    e = m.coordinate_vector("e")
    f = m.coordinate_vector("f")
    return Equal(m.dot(e, f), 0)


# counterexample: d = 2, h = (1, -1): total(h) total(1/h) = 0 * 0 = 0 < 4 = d^2
@claim("RT15.m.sum-reciprocal-sum", article=ARTICLE,
       statement="(sum h_i)(sum 1/h_i) >= d^2 for h with nonzero entries (false: true only for entries of one sign)")
def m_sum_reciprocal_sum(m):
    h = m.vector("h", nonzero_entries=True)
    return LessEqual(m.d**2, m.total(h) * m.total(m.reciprocal(h)))
