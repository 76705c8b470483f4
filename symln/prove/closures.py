r"""Functions given to ``m.D`` must take the point through their argument.

``m.D(f, p, t)`` is ``d/ds f(p + s t)`` at s = 0.  A body that writes
``m.D(lambda x: core(m, p, eps), p, t)`` (the point captured instead of the
argument) differentiates a constant and gets 0, whatever ``core`` does: true of
that lambda, false of the statement.  Such a derivative is refused.

A function that ignores its argument is still fine when its value does not
involve the point at all: ``D_beta u_eps(z) = 0`` is written
``m.D(lambda b: core(m, m.z, eps), beta, t)`` and means what it says.  So the
refusal needs both:

1. *f ignores its argument*: ``f(x)`` at a fresh argument x, **as written**
   (SymPy's evaluation off, so that ``x - x`` inside f still mentions x; at
   d = 1 the centered input is 0 once evaluated, though f uses its argument),
   mentions none of x's symbols;
2. *f involves the point*: its value mentions a symbol of the point, or f holds
   the point object itself (in a closure cell or a global it names; a point
   of numbers such as ``m.vec([1, 2, 4])`` has no symbols).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import sympy as sp
from sympy.core.cache import clear_cache

from ..errors import ClaimDefinitionError, refusals
from .definedness import recording

__all__ = ["refuse_ignored_argument"]

MESSAGE = (
    "D: the function ignores its argument but involves the point of the derivative, so the derivative is 0 "
    "whatever it computes; pass its argument on (lambda x: core(m, x, eps), not core(m, z0, eps))"
)


def refuse_ignored_argument(
    f: Callable, at, value, probe, symbols_of: Callable[[object], set]
) -> None:
    """Raise :class:`ClaimDefinitionError` when f (module docstring) ignores its argument and involves *at*.

    *value* is f's value along the line, *probe* a fresh argument, *symbols_of* the symbols a value
    mentions in the model.
    """
    point = symbols_of(at)
    if not (symbols_of(value) & point or _holds(f, at)):
        return
    if not _uses(f, probe, symbols_of):
        raise ClaimDefinitionError(MESSAGE)


def _uses(f: Callable, probe, symbols_of) -> bool:
    """Whether f(probe), as written, mentions a symbol of *probe* (evaluated if it cannot be written)."""
    fresh = symbols_of(probe)
    try:
        with recording([]), sp.evaluate(False), refusals():  # a refusal in this internal pass is not the body's
            return bool(symbols_of(f(probe)) & fresh)
    except Exception:  # noqa: BLE001 - not readable as written: judged on the evaluated value
        pass
    finally:
        clear_cache()  # objects built unevaluated must not reach evaluated code through SymPy's cache
    with recording([]):
        return bool(symbols_of(f(probe)) & fresh)


def _holds(f: Callable, obj) -> bool:
    """Whether f keeps *obj* itself, in a closure cell or a global it names."""
    f = getattr(f, "symln_claim_function", f)  # the claim's function, not the wrapper that guards it
    cells: Iterable = getattr(f, "__closure__", None) or ()
    if any(_cell(c) is obj for c in cells):
        return True
    code, namespace = getattr(f, "__code__", None), getattr(f, "__globals__", {})
    return code is not None and any(namespace.get(name) is obj for name in code.co_names)


def _cell(cell):
    try:
        return cell.cell_contents
    except ValueError:  # an empty cell
        return None
