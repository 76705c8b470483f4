r"""The numbers a claim's code writes: where its Python branches are, and so where it is sampled.

A body is Python, and Python can branch on a value: ``if c == 1``,
``{7: 7}.get(m.d, ...)``, ``if str(m.d) == "7"``, ``c in (1, 2)``.  The
symbolic models answer such questions structurally (a symbol is never equal
to 1), so they follow one branch for every value and prove that branch; only
an interpretation that *is* at the special value takes the other one.  The
special value is written in the code as a literal, so the numeric checks also
evaluate the claim there (:func:`literals_of`):

* each declared scalar pinned to each literal value it admits (a positive
  scalar only to positive ones), in the numeric model, whose numbers compare
  as the reals they stand for (``Num(1) == 1``);
* each integer literal that is a dimension of the claim's scope and is not
  sampled already, as a further numeric dimension.

The literals are everything the code can name, read transitively: the
constants of the body's code and of the functions and lambdas it defines;
the globals it names (numbers, and the numbers in tuples, lists, sets and
dicts); the defaults of its functions; the cells of its closures; the
functions, classes (their methods) and ``functools.partial`` objects (their
bound arguments) it reaches that way; SymPy's named numbers it reads as
attributes (``S.Half``, ``S.NegativeOne``).  Strings that spell a number count
too (``str(m.d) == "7"``), and so do the quotients of small integer literals
(``Rational(1, 2)`` writes 1 and 2).  Code of SymPy and symln is not read:
symln's helpers do not branch on values.  This is a net for the class of
mistakes, not a decision: a branch on a value computed at run time (``c ==
k`` with k computed) is sampled only if that value is also written; the
questions themselves are refused where Python lets them be seen
(:mod:`.questions`).
"""

from __future__ import annotations

import dis
import functools
import sys
import sysconfig
import types
from collections.abc import Callable, Iterable
from fractions import Fraction

import sympy as sp

from .questions import TRUSTED

__all__ = ["exception_handler_in", "literals_of", "reachable_state", "MAX_LITERALS", "MAX_LITERAL_DIM"]

#: at most this many values are used (the simplest first: small numerators and denominators)
MAX_LITERALS = 12
#: integer literals above this are not sampled as dimensions (a numeric check at d = k costs O(k^2))
MAX_LITERAL_DIM = 128
#: quotients p/q are formed of integer literals up to this size
_MAX_QUOTIENT_TERM = 16
#: code objects read at most (a claim's module and its helpers)
_MAX_CODES = 200
#: items read at most from one container the code names
_MAX_CONTAINER = 64
#: where Python's own library and installed packages live (their code is not the claim's own)
_LIBRARIES = tuple(sorted({sysconfig.get_paths()[k] for k in ("stdlib", "platstdlib", "purelib", "platlib")})) + ("<frozen",)



def literals_of(body: Callable) -> tuple[Fraction, ...]:
    """The numbers written in *body*'s code and its own helpers (module docstring), simplest first."""
    _, numbers, _ = _read(body)
    integers = [n for n in numbers if n.denominator == 1 and 0 < abs(n) <= _MAX_QUOTIENT_TERM]
    quotients = {Fraction(p, q) for p in integers for q in integers if q > 0} - numbers
    return tuple((_simplest(numbers) + _simplest(quotients))[:MAX_LITERALS])


def exception_handler_in(body: Callable) -> str | None:
    """The name of a function of the claim's own code (not a library's) that catches exceptions.

    A claim whose code catches an exception takes another path where an operation fails, and
    operations fail in one interpretation and not in another (``bool`` of a symbolic relation,
    ``int(m.d)``, a division by an exact zero): the proof would cover a path the other
    interpretations never took.  A ``try`` with ``except`` or ``finally`` is such a handler; a
    ``with`` block is not (what its manager suppresses is caught where it is raised, as a refusal).
    """
    codes, _, _ = _read(body)
    for code in codes:
        if code.co_filename.startswith(_LIBRARIES):
            continue
        ops = [i.opname for i in dis.get_instructions(code)]
        if ops.count("PUSH_EXC_INFO") > ops.count("WITH_EXCEPT_START"):
            return f"{code.co_qualname} ({code.co_filename}:{code.co_firstlineno})"
    return None


def reachable_state(body: Callable) -> list[tuple[str, tuple, Callable[[], object], object]]:
    """``(description, key, read, holder)`` for each piece of state *body*'s own code can reach: the
    bindings of the globals and helper-module attributes it names, its closure cells, its
    functions' defaults and its classes' attributes (:mod:`.state` watches them)."""
    return _read(body, places=[])[2]


def _read(body: Callable, places: list | None = None) -> tuple[list[types.CodeType], set[Fraction], list]:
    """The code objects *body* can run (module docstring), the numbers they name, and (into
    *places*, when given) the state they can reach (:func:`reachable_state`)."""
    numbers: set[Fraction] = set()
    seen: dict = {}
    stack: list[tuple[types.CodeType, dict, tuple]] = []
    noted: set = set()

    def note(where: str, holder, name: str, read: Callable[[], object]) -> None:
        key = (id(holder), name)
        if places is not None and key not in noted:
            noted.add(key)
            places.append((where, key, read, holder))

    _push(body, stack, numbers, note=note)
    while stack and len(seen) < _MAX_CODES:
        code, namespace, cells = stack.pop()
        if code in seen or code.co_filename.startswith(TRUSTED):
            continue
        seen[code] = None
        for const in code.co_consts:
            if isinstance(const, types.CodeType):
                stack.append((const, namespace, ()))
            else:
                numbers.update(_numbers(const))
        modules = [namespace[n] for n in code.co_names if isinstance(namespace.get(n), types.ModuleType)]
        for name in code.co_names:  # globals it names, and attributes of its own modules (helpers.f)
            if name in namespace:
                value = namespace[name]
                note(f"the global {name} of {namespace.get('__name__', '?')}", namespace, name,
                     lambda ns=namespace, n=name: ns.get(n))
                numbers.update(_numbers(value))
                _push(value, stack, numbers, note=note)
            for module in modules:
                if hasattr(module, name):  # state kept on a module, a library's too (sympy._memo = {})
                    note(f"{module.__name__}.{name}", module, name, lambda mod=module, n=name: getattr(mod, n, None))
                if not (getattr(module, "__file__", None) or "<").startswith((*TRUSTED, *_LIBRARIES)):
                    value = getattr(module, name, None)
                    numbers.update(_numbers(value))
                    _push(value, stack, numbers, note=note)
            numbers.update(_named_sympy_number(name))
        for i, cell in enumerate(cells):
            value = _contents(cell)
            note(f"a variable that {code.co_qualname} shares with the code around it ({code.co_freevars[i]})",
                 cell, "", lambda c=cell: _contents(c))
            numbers.update(_numbers(value))
            _push(value, stack, numbers, note=note)
    return list(seen), numbers, places or []


def _simplest(numbers: Iterable[Fraction]) -> list[Fraction]:
    """Written numbers first, each group by size of numerator and denominator (1 before 10^60)."""
    return sorted(numbers, key=lambda x: (abs(x.numerator) + x.denominator, x < 0, x))


def _push(value, stack: list, numbers: set, depth: int = 0, note: Callable | None = None) -> None:
    """Put the code *value* can run on *stack* (a function, a method, the methods of a class, the
    function of a ``functools.partial``, the function a decorator such as ``functools.lru_cache``
    wraps), with the numbers of its defaults and bound arguments; *note* records the state they hold."""
    if depth > 3 or isinstance(value, type) and (value.__module__ or "").split(".")[0] in ("sympy", "symln", "builtins"):
        return
    note = note or (lambda where, holder, name, read: None)
    if isinstance(value, types.MethodType):
        value = value.__func__
    if isinstance(value, (staticmethod, classmethod)):
        value = value.__func__
    if callable(getattr(value, "cache_info", None)) and _own(value):  # functools.lru_cache, sympy.cacheit
        note(f"the cache of {getattr(value, '__qualname__', value)}", value, "cache", lambda: None)
    wrapped = getattr(value, "__wrapped__", None) if callable(value) else None
    if wrapped is not None and not (isinstance(value, types.FunctionType) and
                                    not value.__code__.co_filename.startswith(TRUSTED)):
        _push(wrapped, stack, numbers, depth + 1, note)  # the function a decorator (of a library) wraps
    if isinstance(value, types.FunctionType) and isinstance(getattr(value, "__code__", None), types.CodeType):
        stack.append((value.__code__, value.__globals__, value.__closure__ or ()))
        if not value.__code__.co_filename.startswith(TRUSTED):
            note(f"the defaults and attributes of {value.__qualname__}", value, "defaults",
                 lambda f=value: (f.__defaults__, f.__kwdefaults__, tuple(v for k, v in vars(f).items() if k != "__wrapped__")))
        numbers.update(_numbers(value.__defaults__ or ()))
        numbers.update(_numbers(tuple((value.__kwdefaults__ or {}).values())))
    elif isinstance(value, functools.partial):
        numbers.update(_numbers(value.args + tuple(value.keywords.values())))
        for part in (value.func, *value.args, *value.keywords.values()):
            _push(part, stack, numbers, depth + 1, note)
    elif isinstance(value, type):
        own = _own(value)
        for name, member in vars(value).items():
            if own:
                note(f"the attribute {name} of class {value.__qualname__}", value, name,
                     lambda cls=value, n=name: vars(cls).get(n))
            numbers.update(_numbers(member))
            _push(member, stack, numbers, depth + 1, note)


def _own(value) -> bool:
    """Whether *value* (a function, however decorated, or a class) is defined in the claim's own
    code rather than in a library (whose caches and class attributes are its own business)."""
    while getattr(value, "__wrapped__", None) is not None:
        value = value.__wrapped__
    code = getattr(value, "__code__", None)
    if isinstance(code, types.CodeType):
        filename = code.co_filename
    else:
        filename = getattr(sys.modules.get(getattr(value, "__module__", None) or ""), "__file__", None) or ""
    return not filename.startswith((*TRUSTED, *_LIBRARIES))


def _named_sympy_number(name: str) -> Iterable[Fraction]:
    """The rational number SymPy's ``S`` names *name* (``Half``: 1/2), if it names one."""
    if not name[:1].isupper():
        return ()
    try:
        value = getattr(sp.S, name)
    except (AttributeError, TypeError):
        return ()
    return _numbers(value) if isinstance(value, sp.Rational) else ()


def _contents(cell):
    try:
        return cell.cell_contents
    except ValueError:  # an empty cell
        return None


def _numbers(value) -> Iterable[Fraction]:
    if isinstance(value, bool) or value is None:
        return ()
    if isinstance(value, (int, Fraction)):
        return (Fraction(value),)
    if isinstance(value, float) and value == value and abs(value) != float("inf"):
        return (Fraction(value).limit_denominator(10**6),)
    if isinstance(value, str):
        try:
            return (Fraction(value.strip()),)
        except (ValueError, ZeroDivisionError):
            return ()
    if isinstance(value, dict):
        value = (*value.keys(), *value.values())
    if isinstance(value, (tuple, list, set, frozenset)):
        return [n for item in list(value)[:_MAX_CONTAINER] for n in _numbers(item)]
    if isinstance(value, sp.Rational):
        return (Fraction(int(value.p), int(value.q)),)
    return ()
