r"""The symbolic dimension d of the general model, which a claim's body cannot branch on.

A claim's body is Python.  In the general model ``m.d`` is a SymPy symbol, and
Python answers questions about a symbol structurally: ``m.d == 7`` is False
and ``m.d.is_prime`` is None (falsy), so ``if m.d == 7: ...`` takes the same
branch for every d.  The general-d proof then covers only the other branch,
and the concrete and numeric checks (a few small d) may never meet the d the
branch was written for: a claim that is false at d = 7 would be proved.

A proof for every d must be one argument for every d, so the symbol refuses
such questions when they come from a claim's code: an equality with a number
(``==``, ``!=``, ``in``), an assumption SymPy cannot decide for every
admissible d (``is_prime``, ``is_even``, ...; a decided one such as
``is_positive`` is answered), and a residue (``%``, ``//``).  Questions asked
by SymPy or by symln itself (which compare structurally while they compute)
are answered as usual.  An order comparison needs no guard: ``m.d > 5`` is a
relation that Python cannot turn into a bool (SymPy raises), and one SymPy
decides (``m.d >= 1``) is true for every d.  A claim that holds differently
for some dimensions states them in its scope (``Dims(lo, hi)``, ``Example``).
"""

from __future__ import annotations

import os
import sys

import sympy as sp
from sympy.core.assumptions import _assume_defined

import symln

from ..errors import ClaimDefinitionError

__all__ = ["SymbolicDimension"]

#: code in these folders computes with d (SymPy, symln's engine) and may compare it structurally
_TRUSTED = (os.path.dirname(sp.__file__) + os.sep, os.path.dirname(symln.__file__) + os.sep)


def _asked_by_a_claim(depth: int = 2) -> bool:
    """Whether the frame *depth* levels up (the code that asked) is outside SymPy and symln."""
    return not sys._getframe(depth).f_code.co_filename.startswith(_TRUSTED)


def _refuse(question: str) -> None:
    raise ClaimDefinitionError(
        f"the body asks {question} of the symbolic dimension d, which has no single answer for every d: "
        "a claim for every d cannot branch on d (state the dimensions where it differs with Dims(lo, hi) or Example(d))"
    )


class SymbolicDimension(sp.Symbol):
    """The positive-integer symbol d; see the module docstring for the questions it refuses."""

    def __eq__(self, other):
        if isinstance(other, (int, sp.Number)) and _asked_by_a_claim():
            _refuse(f"d == {other}")
        return super().__eq__(other)

    def __ne__(self, other):
        if isinstance(other, (int, sp.Number)) and _asked_by_a_claim():
            _refuse(f"d != {other}")
        return super().__ne__(other)

    __hash__ = sp.Symbol.__hash__

    @classmethod
    def class_key(cls):
        return sp.Symbol.class_key()  # sorted and printed in the same place as a plain symbol d

    def __mod__(self, other):
        if _asked_by_a_claim():
            _refuse(f"d % {other}")
        return super().__mod__(other)

    def __floordiv__(self, other):
        if _asked_by_a_claim():
            _refuse(f"d // {other}")
        return super().__floordiv__(other)


def _guarded(fact: str) -> property:
    generic = getattr(sp.Symbol, f"is_{fact}")

    def get(self):
        value = generic.fget(self)
        if value is None and _asked_by_a_claim():
            _refuse(f"is_{fact}")
        return value

    return property(get, doc=generic.__doc__)


# set after the class is built: SymPy's class machinery reads is_<fact> attributes of the class body as defaults
for _fact in sorted(_assume_defined):
    setattr(SymbolicDimension, f"is_{_fact}", _guarded(_fact))
