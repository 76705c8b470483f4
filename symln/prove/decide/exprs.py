"""Strict conversion to SymPy and walks over shared expression trees.

Nothing in symln evaluates text: :func:`as_expr` is SymPy's strict sympify, and
:func:`check_exact` also refuses binary floats, which have no place in an exact
check.
"""

from __future__ import annotations

import sympy as sp
from sympy.core.sympify import _sympify

from ...errors import InexactInputError

__all__ = ["as_expr", "check_exact", "nodes", "substitute", "substitute_all"]


def as_expr(value) -> sp.Basic:
    """Strict conversion to SymPy: numbers and SymPy objects only, never a string.

    Nothing in symln evaluates text; strict sympify raises on ``str`` input
    instead of parsing it.
    """
    return _sympify(value)


def nodes(exprs, kind=sp.Basic):
    """Each distinct subexpression of *exprs* that is an instance of *kind*, once.

    SymPy's ``atoms`` walks a tree and revisits shared subtrees every time;
    derivatives built by dual numbers share subtrees heavily, so this walk
    keeps a set of visited nodes instead.
    """
    seen: set = set()
    stack = list(exprs)
    found = []
    while stack:
        e = stack.pop()
        if e in seen:
            continue
        seen.add(e)
        if isinstance(e, kind):
            found.append(e)
        stack.extend(e.args)
    return found


def factor(expr):
    """``sp.factor(expr)`` with SymPy's random generator at a fixed state, restored afterwards.

    Wang's multivariate factoring draws its evaluation points from that generator, which each process seeds
    on its own: the same numerator then factors in a second in one process and runs for minutes in another.
    A fixed state makes the time, like the answer, the same in every run.
    """
    from sympy.core import random as sympy_random

    state = sympy_random.rng.getstate()
    sympy_random.rng.seed(0)
    try:
        return sp.factor(expr)
    finally:
        sympy_random.rng.setstate(state)


def substitute(expr, mapping: dict, cache: dict | None = None):
    """``expr.xreplace(mapping)`` rebuilding each distinct subexpression once."""
    if not mapping:
        return expr
    cache = {} if cache is None else cache

    def walk(e):
        if e in mapping:
            return mapping[e]
        if not e.args:
            return e
        done = cache.get(e)
        if done is None:
            args = tuple(walk(a) for a in e.args)
            done = e.func(*args) if args != e.args else e
            cache[e] = done
        return done

    return walk(expr)


def substitute_all(expr, mapping: dict):
    """:func:`substitute` until no key of *mapping* is left (its values may mention other keys: at most
    one substitution per key)."""
    for _ in range(len(mapping) + 1):
        if not (expr.free_symbols & mapping.keys()):
            break
        expr = substitute(expr, mapping)
    return expr


#: subexpressions already found free of binary floats (immutable, so for good); emptied when large
_FLOAT_FREE: set = set()
_FLOAT_FREE_LIMIT = 200_000


def _floats_in(expr) -> list:
    """The Float nodes of *expr*, walking only subtrees not already known to be free of them."""
    seen: set = set()
    stack = [expr]
    found = []
    while stack:
        e = stack.pop()
        if e in seen or e in _FLOAT_FREE:
            continue
        seen.add(e)
        if isinstance(e, sp.Float):
            found.append(e)
        stack.extend(e.args)
    if not found:
        if len(_FLOAT_FREE) + len(seen) > _FLOAT_FREE_LIMIT:
            _FLOAT_FREE.clear()
        _FLOAT_FREE.update(seen)
    return found


def check_exact(expr) -> sp.Expr:
    """Return ``as_expr(expr)``; raise :class:`InexactInputError` on binary floats."""
    expr = as_expr(expr)
    floats = _floats_in(expr)
    if floats:
        shown = ", ".join(sorted(str(f) for f in floats))
        raise InexactInputError(
            f"binary float constant(s) {shown} in an exact check; use sympy.Rational (e.g. Rational(1, 10**4))"
        )
    return expr

