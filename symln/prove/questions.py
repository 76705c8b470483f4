r"""What a claim's code may ask of symbolic values: questions with one answer for every value.

A claim's body is Python.  In the symbolic models its values are SymPy
expressions, and Python answers questions about them structurally:
``c == 1`` is False for a symbol c, ``m.d == 7`` is False and
``m.d.is_prime`` is None (falsy), so ``if c == 1: ...`` takes the same branch
for every value.  The symbolic proof then covers only the other branch, and
the numeric checks, at a few points, may never meet the value the branch was
written for: a claim false at c = 1 would be proved.

A proof for every value must be one argument for every value, so while a
claim's body is evaluated in a symbolic model (:func:`guarded_comparisons`)
its code may not compare a symbolic value (``==``, ``!=``, ``in`` a tuple or
list) with anything but itself, and the symbolic dimension d also refuses
to be hashed (``m.d in {7}``, ``{7: 7}.get(m.d)``), an assumption SymPy
cannot decide for every admissible d (``is_prime``, ``is_even``; a decided
one such as ``is_positive`` is answered) and a residue (``%``, ``//``).
Questions asked by SymPy or by symln itself (which compare structurally
while they compute) are answered as usual: the caller's file tells them
apart.  An order comparison needs no guard: ``c > 5`` is a relation that
Python cannot turn into a bool (SymPy raises), and one SymPy decides
(``m.d >= 1``) is true for every d.  What is still answered structurally
(``(m.d - 7).is_zero``, a set of scalars) is caught where the code writes the
special value (:mod:`.literals`).  A claim that holds differently for some
values states them: a scope ``Dims(lo, hi)`` or ``Example(d)``, a hypothesis.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import sympy as sp
from sympy.core.assumptions import _assume_defined

import symln

from ..errors import ClaimDefinitionError

__all__ = ["Interpretation", "SymbolicDimension", "TRUSTED", "guarded_comparisons"]

#: code in these folders computes with symbolic values (SymPy, symln) and may compare them structurally
TRUSTED = (os.path.dirname(sp.__file__) + os.sep, os.path.dirname(symln.__file__) + os.sep)


def _asked_by_a_claim(depth: int = 2) -> bool:
    """Whether the frame *depth* levels up (the code that asked) is outside SymPy and symln."""
    return not sys._getframe(depth).f_code.co_filename.startswith(TRUSTED)


def _refuse(question: str, of: str = "the symbolic dimension d") -> None:
    raise ClaimDefinitionError(
        f"the body asks {question} of {of}, which has no single answer for every value: a claim cannot "
        "branch on a symbolic value (state where it differs with a scope, Dims(lo, hi) or Example(d), or a hypothesis)"
    )


class Interpretation:
    """A model's ``kind`` ("general", "concrete", "numeric"): for symln's own code.  A claim's code may
    not ask it: a body that asserts one thing in the general model and another elsewhere would have
    its general-d proof stand for a claim the other interpretations never checked."""

    def __init__(self, name: str):
        self.name = name

    def __get__(self, model, owner=None) -> str:
        if _asked_by_a_claim():
            raise ClaimDefinitionError(
                "the body asks which interpretation it runs in (m.kind): a claim must assert the same "
                "in every interpretation"
            )
        return self.name


#: how many :func:`guarded_comparisons` blocks are open (the guard refuses only while one is)
_guarding = 0
_PLAIN_EQ, _PLAIN_NE = sp.Basic.__eq__, sp.Basic.__ne__


def _guarded_eq(self, other):
    if _guarding and self is not other and _asked_by_a_claim() and _symbolic(self, other):
        _refuse(f"{_short(self)} == {_short(other)}", "a symbolic value")
    return _PLAIN_EQ(self, other)


def _guarded_ne(self, other):
    if _guarding and self is not other and _asked_by_a_claim() and _symbolic(self, other):
        _refuse(f"{_short(self)} != {_short(other)}", "a symbolic value")
    return _PLAIN_NE(self, other)


@contextmanager
def guarded_comparisons() -> Iterator[None]:
    """While a claim's body runs in a symbolic model: its code's ``==`` and ``!=`` on a SymPy value
    with free symbols refuse (module docstring); SymPy's and symln's own comparisons are untouched.

    The guarded methods are put on ``sp.Basic`` at the first use and stay there, switched off outside
    these blocks: assigning a method of ``Basic`` invalidates Python's attribute caches of all its
    subclasses (hundreds of SymPy classes), which on every claim cost more than the guard itself.
    """
    global _guarding
    if sp.Basic.__eq__ is not _guarded_eq:
        sp.Basic.__eq__, sp.Basic.__ne__ = _guarded_eq, _guarded_ne
    _guarding += 1
    try:
        yield
    finally:
        _guarding -= 1


def _symbolic(*values) -> bool:
    return any(isinstance(v, sp.Basic) and v.free_symbols for v in values)


def _short(value) -> str:
    text = str(value)
    return text if len(text) <= 40 else text[:37] + "..."


class SymbolicDimension(sp.Symbol):
    """The positive-integer symbol d; see the module docstring for the questions it refuses."""

    def __eq__(self, other):
        if other is not self and _asked_by_a_claim():
            _refuse(f"d == {other}")
        return sp.Symbol.__eq__(self, other)

    def __ne__(self, other):
        if other is not self and _asked_by_a_claim():
            _refuse(f"d != {other}")
        return sp.Symbol.__ne__(self, other)

    def __hash__(self):
        if _asked_by_a_claim():
            _refuse("a lookup (hash)")  # m.d in {7}, {7: 7}.get(m.d): a set or a dict compares by hash first
        return sp.Symbol.__hash__(self)

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
