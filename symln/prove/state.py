r"""The state a claim's code can keep between runs, and the rule that it must not.

A claim is verified by running its body many times: in the general model, at
each concrete d, at each numeric point, and after other claims in the same
process.  Every run must compute its value afresh.  Code that keeps values
between runs (a memo ``_memo[str(b)] = a * b / b`` in the claims file, a list
it appends to, a ``global`` it rebinds, a ``functools.lru_cache``) hands one
run what another computed: a value cancelled and checked in one interpretation
arrives unchecked in the next, and the verdict depends on which claims ran
before.  So the state the claim's code can reach is read before and after the
claim is verified (:func:`StateWatch`), and compared with what it was when the
first claim of the process reached it: a change is an error of the claim.

The state is what :mod:`.literals` reads as the claim's own code: the globals
its code names and the attributes it names of the modules it uses (their
binding, and the contents of every collection and object's attributes in them,
six levels deep: ``sympy._memo`` too), the cells of its closures, the defaults
and attributes of its functions, and the attributes of its classes.  A cached
function it calls (``functools.lru_cache``, ``sympy.cacheit``) is refused
outright, since a cache can be filled before any claim runs.  Code of SymPy
and symln keeps its own caches and is not read.
"""

from __future__ import annotations

import functools
import numbers
import types
from collections.abc import Callable, Collection, Mapping

import sympy as sp

from ..errors import ClaimDefinitionError
from .literals import reachable_state

__all__ = ["StateWatch"]

#: items of one container fingerprinted at most
_MAX_ITEMS = 256
#: containers inside containers read this deep
_MAX_DEPTH = 6

#: the first fingerprint of each piece of state any claim of this process reached (a forked
#: worker inherits the parent's, taken before any claim ran), with the holder and the value then
#: (kept alive, so that no other object takes their ids)
_FIRST: dict[tuple, tuple] = {}


def _fingerprint(value, depth: int = 0):
    """What a later run could see of *value*: its identity, and for a container or an object with
    attributes, the identities of what it holds (a memo that gained an entry differs).  A module is
    its identity: the attributes the code names are read one by one (a library adds attributes to
    its own modules as it imports lazily)."""
    if isinstance(value, (str, bytes, numbers.Number, range, type(None))):
        return ("value", repr(value))  # by value: iterating a range or an array makes new number objects
    if depth > _MAX_DEPTH:
        return id(value)
    if isinstance(value, Mapping):
        items = list(value.items())[:_MAX_ITEMS]
        return ("map", id(value), len(value), tuple((id(k), _fingerprint(v, depth + 1)) for k, v in items))
    if isinstance(value, tuple):
        return ("tuple", tuple(_fingerprint(v, depth + 1) for v in value[:_MAX_ITEMS]))  # its contents, not its id
    if isinstance(value, Collection) and not isinstance(value, sp.Basic):  # list, set, deque, array ...
        return ("collection", id(value), len(value), tuple(_fingerprint(v, depth + 1) for v in list(value)[:_MAX_ITEMS]))
    if _has_own_attributes(value):
        return ("object", id(value), _fingerprint(vars(value), depth + 1))
    return id(value)


def _has_own_attributes(value) -> bool:
    if isinstance(value, (type, types.ModuleType, types.FunctionType, types.MethodType, functools.partial)):
        return False
    module = (getattr(type(value), "__module__", "") or "").split(".")[0]
    return module not in ("sympy", "symln", "builtins", "mpmath") and isinstance(getattr(value, "__dict__", None), dict)


class StateWatch:
    """The state *body*'s code can reach (module docstring), watched over one claim's verification."""

    def __init__(self, body: Callable, claim_id: str):
        self.claim_id = claim_id
        self.places = reachable_state(body)  # (description, key, read, holder) for each piece of state
        cached = next((where for where, (_, name), *_ in self.places if name == "cache"), None)
        if cached:
            raise ClaimDefinitionError(
                f"claim {claim_id}: its code calls a cached function ({cached}: functools.lru_cache, sympy.cacheit): "
                "a cached result skips the computation, and the conditions it would meet, in every later run"
            )
        self.before = self._now()
        for (where, key, read, holder), now in zip(self.places, self.before):
            if key not in _FIRST:
                _FIRST[key] = (now, holder, read())
            if _FIRST[key][0] != now:
                raise ClaimDefinitionError(
                    f"claim {claim_id}: its code reads {where}, which changed since the first claim of this run "
                    "reached it: a claim must compute every value afresh, whatever claims ran before (no memo or "
                    "other state kept between runs)"
                )

    def _now(self) -> list:
        return [_fingerprint(read()) for _, _, read, _ in self.places]

    def check(self) -> None:
        """Raise :class:`ClaimDefinitionError` if the claim's code changed its state while it was verified."""
        for (where, *_), was, now in zip(self.places, self.before, self._now()):
            if was != now:
                raise ClaimDefinitionError(
                    f"claim {self.claim_id}: its code changed {where} while it was verified: a claim must compute "
                    "every value afresh in every interpretation (no memo or other state kept between runs)"
                )
