"""No state kept between runs (:mod:`symln.prove.state`).

A claim's body runs in every interpretation and after other claims; code that keeps values
between runs (a memo, a list it appends to, a rebound global, a closure counter, state set on a
module) hands one run what another computed.  Such a claim is an error, whichever claim filled
the state and in whatever order the claims run; a cached function (``lru_cache``) is refused
outright, since its cache can be filled before any claim runs; reading constants is fine.
"""

import pytest

from symln.prove.claims import load_claims
from symln.prove.verify import Outcome, verify_claim

CLAIMS = '''
import functools

import sympy as sp

from symln import AllD, Equal, claim

sp._symln_test_state = {}

_memo = {}
_seen = []
_calls = 0
TABLE = {"two": 2}
DIMENSIONS = range(1, 1000)  # iterating makes new int objects: still no state


def cached_ratio(a, b):
    key = (str(a), str(b))
    if key not in _memo:
        _memo[key] = a * b / b
    return _memo[key]


@functools.lru_cache(maxsize=None)
def cached_square(name):
    return name * 2


@claim("S.memo", article="state", statement="q <h,k>/<h,k> = q through a memo")
def memo(m):
    h, k = m.vector("h"), m.vector("k")
    return Equal(cached_ratio(m.norm2(m.z), m.dot(h, k)), m.norm2(m.z))


@claim("S.append", article="state", statement="a list that grows with every run")
def append(m):
    _seen.append(m)
    return Equal(m.norm2(m.z) * len(_seen[:1]), m.norm2(m.z))


@claim("S.global", article="state", statement="a global rebound by every run")
def rebinding(m):
    global _calls
    _calls += 1
    return Equal(m.norm2(m.z), m.norm2(m.z))


@claim("S.lru", article="state", statement="an lru_cache helper")
def lru(m):
    return Equal(m.norm2(m.z) * len(cached_square("ab")) / 4, m.norm2(m.z))


def counter():
    count = 0

    def body(m):
        nonlocal count
        count += 1
        return Equal(m.norm2(m.z), m.norm2(m.z))

    return body


closure = claim("S.closure", article="state", statement="a closure counter")(counter())


@claim("S.module", article="state", statement="a memo kept on the sympy module")
def on_a_module(m):
    sp._symln_test_state.setdefault("q", m.norm2(m.z))
    return Equal(m.norm2(m.z), m.norm2(m.z))


@claim("S.lazy", article="state", statement="a library that adds attributes to its module is no state of the claim")
def lazy(m):
    setattr(sp, "_symln_lazy_" + str(len(vars(sp))), 1)  # as a package's lazy import of a submodule does
    return Equal(sp.Rational(1, 2) * m.norm2(m.z), m.norm2(m.z) / 2)


@claim("S.constant", article="state", statement="a constant table is read, never changed")
def constant(m):
    return Equal(m.norm2(m.z) * TABLE["two"] * len(DIMENSIONS) / 999, 2 * m.norm2(m.z))
'''


@pytest.fixture(scope="module")
def claims(tmp_path_factory):
    path = tmp_path_factory.mktemp("state") / "claims_state.py"
    path.write_text(CLAIMS)
    return {c.id: c for c in load_claims(path)}


@pytest.mark.parametrize("cid, what", [
    ("S.memo", "the global _memo"),
    ("S.append", "the global _seen"),
    ("S.global", "the global _calls"),
    ("S.closure", "shares with the code around it (count)"),
    ("S.module", "sympy._symln_test_state"),
])
def test_state_kept_between_runs_is_an_error(claims, cid, what):
    first = verify_claim(claims[cid])  # it changes its state while it is verified
    assert first.outcome is Outcome.ERROR and what in first.reason and "while it was verified" in first.reason
    again = verify_claim(claims[cid])  # and then reads state an earlier run changed
    assert again.outcome is Outcome.ERROR and what in again.reason and "changed since the first claim" in again.reason


def test_a_cached_function_is_refused_however_its_cache_was_filled(claims):
    for _ in range(2):
        v = verify_claim(claims["S.lru"])
        assert v.outcome is Outcome.ERROR and "calls a cached function (the cache of cached_square" in v.reason


def test_a_module_growing_is_no_state(claims):
    assert verify_claim(claims["S.lazy"]).outcome is Outcome.PROVED
    assert verify_claim(claims["S.lazy"]).outcome is Outcome.PROVED


def test_reading_constants_is_no_state(claims):
    assert verify_claim(claims["S.constant"]).outcome is Outcome.PROVED
    assert verify_claim(claims["S.constant"]).outcome is Outcome.PROVED
