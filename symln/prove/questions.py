r"""What a claim's code may ask of symbolic values: questions with one answer for every value.

A claim's body is Python.  In the symbolic models its values are SymPy
expressions, and Python answers questions about them structurally:
``c == 1`` is False for a symbol c, ``m.d == 7`` is False and
``(m.d - 7).is_zero`` is None (falsy), so ``if c == 1: ...`` takes the same
branch for every value.  The symbolic proof then covers only the other branch,
and the numeric checks, at a few points, may never meet the value the branch
was written for: a claim false at c = 1 would be proved.

A proof for every value must be one argument for every value, so while a
claim's code runs in a symbolic model (its body, :func:`guarded_comparisons`,
and its functions wherever a judge calls them, :func:`guarded_calls`) it may
not ask a SymPy value

* ``==`` or ``!=`` with anything but itself when either side has free
  symbols, whichever side Python asks (a number's own ``==`` in
  ``S.Half == c`` too);
* for the hash of a compound value with free symbols (``2*d in {26}``: a set
  or a dict compares hashes before ``==``, so the lookup is answered without
  one); a symbol may be hashed, as a key of ``subs``;
* an assumption SymPy leaves undecided (``(d - 7).is_zero``,
  ``(c + 1).is_positive``: None for a value it cannot decide).

The symbolic dimension d also refuses to be hashed (``m.d in {7}``) and a
residue (``%``, ``//``).  Questions asked by SymPy or by symln itself (which
compare structurally while they compute) are answered as usual: the caller's
file tells them apart.  The guards are put on every SymPy class once
(:func:`_install`) and switched by a counter.  An order comparison needs no
guard: ``c > 5`` is a relation that Python cannot turn into a bool (SymPy
raises), and one SymPy decides (``m.d >= 1``) is true for every d.  What is
still answered structurally (a symbol in a set, ``str(m.d - 9) == "0"``) is
caught where the code writes the special value (:mod:`.literals`).  A claim
that holds differently for some values states them: a scope ``Dims(lo, hi)``
or ``Example(d)``, a hypothesis.
"""
from __future__ import annotations

import functools
import importlib
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import sympy as sp
from sympy.core.assumptions import _assume_defined
from sympy.core.relational import Relational

import symln

from ..errors import ClaimDefinitionError, refusals

__all__ = ["Interpretation", "SymbolicDimension", "TRUSTED", "guarded_calls", "guarded_comparisons"]

#: code in these folders computes with symbolic values (SymPy, symln) and may compare them structurally
TRUSTED = (os.path.dirname(sp.__file__) + os.sep, os.path.dirname(symln.__file__) + os.sep)


#: whether a source file is in :data:`TRUSTED`, by file name (asked millions of times per run)
_TRUSTED_FILES: dict[str, bool] = {}


def _asked_by_a_claim(depth: int = 2) -> bool:
    """Whether the frame *depth* levels up (the code that asked) is outside SymPy and symln."""
    name = sys._getframe(depth).f_code.co_filename
    trusted = _TRUSTED_FILES.get(name)
    if trusted is None:
        trusted = _TRUSTED_FILES[name] = name.startswith(TRUSTED)
    return not trusted


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


#: how many :func:`guarded_comparisons` blocks are open (the guards refuse only while one is)
_guarding = 0
_installed = False


def _maybe_symbolic(x) -> bool:
    """False for what surely has no free symbols (not SymPy's, or an atom that is not a symbol)."""
    return isinstance(x, sp.Basic) and (not x.is_Atom or x.is_Symbol)


def _guarded_comparison(plain, symbol: str):
    def guarded(self, other):
        if (_guarding and self is not other and (_maybe_symbolic(self) or _maybe_symbolic(other))
                and _asked_by_a_claim() and _symbolic(self, other)):
            _refuse(f"{_short(self)} {symbol} {_short(other)}", "a symbolic value")
        return plain(self, other)

    guarded.__name__, guarded.__doc__, guarded.symln_plain = plain.__name__, plain.__doc__, plain
    return guarded


def _guarded_hash(plain):
    cached = plain is sp.Basic.__dict__["__hash__"]  # Basic keeps its hash in _mhash once computed

    def guarded(self):
        # an atom (a symbol) may be a key (``{c: 1}`` for subs); a lookup by a compound value
        # (``2*d in {26}``, ``<t, v> in {0}``) is a comparison that never calls ``==``
        if _guarding and not self.is_Atom and _asked_by_a_claim() and self.free_symbols:
            _refuse(f"a lookup (hash) of {_short(self)}", "a symbolic value")
        if cached:
            h = self._mhash
            return plain(self) if h is None else h
        return plain(self)

    guarded.__name__, guarded.symln_plain = plain.__name__, plain
    return guarded


def _guarded_assumption(prop: property, name: str) -> property:
    plain = prop.fget

    def guarded(self):
        value = plain(self)
        if value is None and _guarding and _asked_by_a_claim():
            _refuse(name, _short(self))
        return value

    guarded.symln_plain = plain
    return property(guarded, doc=prop.__doc__)


def _guarded_question(plain, question: str):
    """*plain* (a conversion such as ``int``, a truth value, ``equals``), refused for a value with free
    symbols when a claim asks: its answer would be one for all values, or a TypeError to catch."""

    def guarded(self, *args):
        if _guarding and _asked_by_a_claim() and self.free_symbols:
            _refuse(question, _short(self))
        return plain(self, *args)

    guarded.__name__, guarded.__doc__, guarded.symln_plain = plain.__name__, plain.__doc__, plain
    return guarded


def _basic_truth(self) -> bool:
    """Python's truth value of a SymPy object (True, or its length), refused for a symbolic value a
    claim asks about (``if c - 1:`` would take one branch for every c)."""
    length = getattr(type(self), "__len__", None)
    if length is not None:  # a container's truth is its length: one answer for every value
        return length(self) != 0
    if _guarding and _asked_by_a_claim() and self.free_symbols:
        _refuse("its truth value (bool)", _short(self))
    return True


_basic_truth.symln_plain = None

#: the conversions and queries refused for a symbolic value (their name in the message)
_QUESTIONS = {"__bool__": "its truth value (bool)", "__int__": "int", "__float__": "float", "__complex__": "complex",
              "__index__": "an index (int)", "__round__": "round", "__trunc__": "trunc", "__floor__": "floor",
              "__ceil__": "ceil", "equals": "equals"}


def _guarded_relation(plain):
    """A relation's constructor (``Gt(d, 12)``): refused when a claim builds one SymPy cannot decide,
    whose form (``is S.true``, ``str``) would answer for every value."""

    def guarded(cls, *args, **kwargs):
        made = plain(cls, *args, **kwargs)
        if _guarding and isinstance(made, Relational) and _asked_by_a_claim() and made.free_symbols:
            _refuse("a relation it cannot decide", _short(made))
        return made

    guarded.symln_plain = plain
    return staticmethod(guarded)


def _guard_class(cls: type) -> None:
    """Put the guards on the questions *cls* answers itself (its own ``==``, ``!=``, hash,
    conversions and assumption properties); symln's own classes guard themselves."""
    if (cls.__module__ or "").startswith("symln"):
        return
    guards = {"__eq__": lambda f: _guarded_comparison(f, "=="), "__ne__": lambda f: _guarded_comparison(f, "!="),
              "__hash__": _guarded_hash, **{name: (lambda q: lambda f: _guarded_question(f, q))(question)
                                            for name, question in _QUESTIONS.items()}}
    for name, guard in guards.items():
        plain = cls.__dict__.get(name)
        if callable(plain) and not hasattr(plain, "symln_plain"):
            setattr(cls, name, guard(plain))
    if issubclass(cls, Relational) and "__new__" in cls.__dict__:
        plain = cls.__dict__["__new__"]
        plain = plain.__func__ if isinstance(plain, staticmethod) else plain
        if not hasattr(plain, "symln_plain"):
            setattr(cls, "__new__", _guarded_relation(plain))
    for fact in _assume_defined:
        name = f"is_{fact}"
        prop = cls.__dict__.get(name)
        if isinstance(prop, property) and not hasattr(prop.fget, "symln_plain"):
            setattr(cls, name, _guarded_assumption(prop, name))


def _install() -> None:
    """Guard every SymPy class there is, and every one defined later (once per process).

    The guards stay, switched off outside :func:`guarded_comparisons` (one flag test): assigning
    methods of ``Basic`` invalidates Python's attribute caches of all its subclasses, which on
    every claim would cost more than the guards themselves.  A class defined later gets its
    assumption properties from SymPy's ``make_property`` and is guarded when it is made.
    """
    global _installed
    if _installed:
        return
    _installed = True
    sp.Basic.__bool__ = _basic_truth  # Basic has none: Python's default answers True for every value
    pending, seen = [sp.Basic], set()
    while pending:
        cls = pending.pop()
        if cls not in seen:
            seen.add(cls)
            _guard_class(cls)
            pending.extend(cls.__subclasses__())
    assumptions = importlib.import_module("sympy.core.assumptions")  # the module (sympy.core names a function so)
    make_property = assumptions.make_property
    assumptions.make_property = lambda fact: _guarded_assumption(make_property(fact), f"is_{fact}")
    plain_init_subclass = sp.Basic.__dict__["__init_subclass__"]

    def init_subclass(cls, **kwargs):
        plain_init_subclass.__func__(cls, **kwargs)
        _guard_class(cls)

    sp.Basic.__init_subclass__ = classmethod(init_subclass)


@contextmanager
def guarded_comparisons() -> Iterator[None]:
    """While a claim's body runs in a symbolic model: the questions its code asks of a SymPy
    value refuse when they have no single answer for every value (module docstring): ``==``
    and ``!=`` with a value that has free symbols (whichever side is asked, a number's own
    ``==`` included), a lookup by the hash of a compound symbolic value, an assumption SymPy
    leaves undecided (``(d - 7).is_zero``).  SymPy's and symln's own questions are untouched.
    """
    global _guarding
    _install()
    _guarding += 1
    try:
        yield
    finally:
        _guarding -= 1


def guarded_calls(f: Callable) -> Callable:
    """*f* (a claim's function) with its questions guarded wherever it is called, as in the body.

    Deciding a relation is SymPy's and symln's work, done with the guards off; only the claim's
    own functions (those of ``Limit``, ``Solutions``, ``LipschitzBound``) run then, each through
    this wrapper.  ``symln_claim_function`` names *f* for code that inspects it (:mod:`.closures`).
    """

    @functools.wraps(f)
    def guarded(*args, **kwargs):
        with guarded_comparisons(), refusals() as refused:
            value = f(*args, **kwargs)
        if refused:  # refused, caught (contextlib.suppress) and gone on: it took another path here
            raise ClaimDefinitionError(
                f"the claim's function caught a refusal ({refused[0]}) and went on; a claim must compute "
                "the same in every interpretation"
            )
        return value

    guarded.symln_claim_function = f
    return guarded


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
