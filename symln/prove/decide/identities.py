"""Exact zero tests: is a SymPy scalar identically zero on its open domain?

Every function here answers ``True`` only with a proof, ``False`` only with a
disproof, and ``None`` when it cannot tell.  "Proof" means SymPy's or FLINT's
exact rational-function arithmetic after a valid change of variables
(:mod:`.radicals`).  A nonzero rational function cannot vanish on a nonempty
open set, which is why a nonzero radical-free remainder refutes an identity.
"""

from __future__ import annotations

import sympy as sp

from .exprs import check_exact, nodes
from .intervals import sign_of_constant
from .polyfrac import FractionConverter, NotRational
from .radicals import eliminate_radicals, factor_radicands

__all__ = ["is_zero", "are_zero", "constant_sign"]

#: Expressions larger than this (in ``count_ops``) skip ``simplify``, whose cost
#: grows quickly; the cheaper exact routes still run.
_SIMPLIFY_LIMIT = 400


def is_zero(expr) -> bool | None:
    """Decide whether *expr* is identically zero on its (open) domain.

    ``True``: proved zero.  ``False``: proved not identically zero (a nonzero
    constant, or a nonzero radical-free rational function, which cannot vanish
    on an open set).  ``None``: undecided.

    >>> import sympy as sp
    >>> q = sp.Symbol('q', nonnegative=True); eps = sp.Symbol('eps', positive=True)
    >>> is_zero(1/sp.sqrt(q + eps) - sp.sqrt(q + eps)/(q + eps))
    True
    >>> is_zero(q/(q + eps) - 1)
    False
    """
    return are_zero([expr])[0]


def are_zero(exprs) -> list[bool | None]:
    """:func:`is_zero` for several expressions at once (e.g. the entries of a matrix).

    1. The radicals of all entries are removed by one common change of
       variables (:func:`eliminate_radicals`) and each entry becomes a
       fraction of polynomials over QQ: zero iff its numerator is.
    2. Entries that keep a radical (one with no linear symbol, such as
       ``sqrt(q)`` or ``sqrt(2)``) are retried with each ``sqrt(B)`` as a ring
       generator ``rho`` reduced by ``rho**2 = B``; a zero numerator proves zero.
    3. What remains goes through the slow :func:`_residual_is_zero`.
    """
    exprs = [check_exact(e) for e in exprs]
    results: list[bool | None] = [True if e == 0 else None for e in exprs]
    pending = [i for i, r in enumerate(results) if r is None]
    if not pending:
        return results
    irrational = _elimination_route([exprs[i] for i in pending], pending, results)
    if irrational:
        indices, remaining = zip(*irrational)
        _algebraic_route(list(remaining), list(indices), results)
        for i, e in irrational:
            if results[i] is None:
                results[i] = _residual_is_zero(e)
    return results


def _algebraic_route(exprs, indices, results) -> None:
    exprs = factor_radicands(exprs)
    radicands = sorted(
        {p.base for p in nodes(exprs, sp.Pow) if p.exp.is_Rational and p.exp.q == 2},
        key=sp.default_sort_key,
    )
    symbols = sorted(set().union(*(e.free_symbols for e in exprs)), key=sp.default_sort_key)
    try:
        to_fraction = FractionConverter(symbols, radicands)
    except NotRational:
        return
    for i, e in zip(indices, exprs):
        try:
            numerator, _ = to_fraction(e)
        except (NotRational, ZeroDivisionError):
            continue
        if numerator.is_zero():
            results[i] = True


def _elimination_route(exprs, indices, results) -> list:
    """Decide what becomes rational; return ``(index, expr)`` of what stays irrational."""
    eliminated = list(eliminate_radicals(sp.Tuple(*exprs)))
    symbols = sorted(set().union(*(e.free_symbols for e in eliminated)), key=sp.default_sort_key)
    to_fraction = FractionConverter(symbols)
    irrational = []
    for i, e in zip(indices, eliminated):
        if e == 0:
            results[i] = True
            continue
        try:
            numerator, _ = to_fraction(e)
        except NotRational:
            irrational.append((i, e))
            continue
        # A rational function over QQ is zero iff its numerator is the zero polynomial.
        results[i] = numerator.is_zero()
    return irrational


def _residual_is_zero(expr) -> bool | None:
    """The slow path for expressions that stay irrational after radical elimination."""
    if not expr.free_symbols:
        return _constant_is_zero(expr)
    if sp.count_ops(expr) > _SIMPLIFY_LIMIT:
        return None  # too large for cancel/simplify to finish reliably
    reduced = sp.cancel(sp.together(expr))
    if reduced == 0:
        return True
    if not reduced.free_symbols:
        return _constant_is_zero(reduced)
    if sp.count_ops(reduced) <= _SIMPLIFY_LIMIT and sp.simplify(reduced) == 0:
        return True
    return None


def constant_sign(expr) -> int | None:
    """The certified sign -1, 0 or 1 of a constant expression, or None when undecided.

    An interval enclosure excluding 0 at rising precision (a huge term can
    hide a tiny difference, so 40 digits may not do), else the minimal
    polynomial over QQ, which is ``x`` exactly when the constant is 0.
    """
    for digits in (40, 160, 640):
        try:
            s = sign_of_constant(expr, digits)
        except ValueError:  # a constant the enclosures do not support
            break
        if s is not None:
            return s
    return 0 if _algebraic_is_zero(expr) is True else None


def _constant_is_zero(expr) -> bool | None:
    s = constant_sign(expr)
    if s is not None:
        return s == 0
    return _algebraic_is_zero(expr)


def _algebraic_is_zero(expr) -> bool | None:
    if sp.count_ops(expr) > _SIMPLIFY_LIMIT:
        return None
    x = sp.Dummy("x")
    try:
        polynomial = sp.minimal_polynomial(expr, x)
    except (NotImplementedError, ValueError, sp.polys.polyerrors.NotAlgebraic):
        return True if sp.simplify(expr) == 0 else None
    return polynomial == x
