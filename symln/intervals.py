"""Rigorous interval enclosures of constant SymPy expressions (mpmath.iv).

An enclosure is an interval ``[lo, hi]`` guaranteed to contain the exact value:
mpmath's interval context rounds every endpoint outward, so each operation below
returns an interval containing the image of its operand intervals.  Only exact
inputs are accepted: integers, rationals, and the constants ``pi`` and ``E``.
A binary float (say ``1e-4``) is not the decimal number its author meant, so it
is refused rather than silently enclosed.
"""

from __future__ import annotations

import mpmath
import sympy as sp
from sympy.core.sympify import _sympify as as_expr  # strict: never parses strings

from .errors import InexactInputError

__all__ = ["enclose", "sign_of_constant"]


def enclose(expr, dps: int = 40):
    """Return an ``mpmath.iv.mpf`` interval containing the exact value of *expr*.

    *expr* must be a constant built from exact numbers with ``+``, ``*`` and
    powers (rational exponents of positive bases, e.g. square roots).

    >>> import sympy as sp
    >>> box = enclose(1 / sp.sqrt(sp.Rational(101, 10**6)), dps=30)
    >>> 99.5037190209 < box.a <= box.b < 99.5037190210
    True
    >>> float(box.b - box.a) < 1e-25
    True
    """
    expr = as_expr(expr)
    if expr.free_symbols:
        raise ValueError(f"enclose: expected a constant expression, got free symbols {sorted(map(str, expr.free_symbols))}")
    # mpmath's interval context has no ``workdps``; save and restore its precision.
    saved = mpmath.iv.prec
    mpmath.iv.dps = dps
    try:
        return _enclose(expr)
    finally:
        mpmath.iv.prec = saved


def _enclose(e):
    iv = mpmath.iv
    if e.is_Integer:
        return iv.mpf(int(e))
    if e.is_Rational:
        return iv.mpf(int(e.p)) / iv.mpf(int(e.q))
    if e.is_Float:
        raise InexactInputError(f"binary float {e} in an exact expression; write it as a Rational")
    if e is sp.pi:
        return iv.pi
    if e is sp.E:
        return iv.e
    if e.is_Add:
        total = iv.mpf(0)
        for term in e.args:
            total = total + _enclose(term)
        return total
    if e.is_Mul:
        prod = iv.mpf(1)
        for factor in e.args:
            prod = prod * _enclose(factor)
        return prod
    if e.is_Pow:
        base, exp = e.args
        b = _enclose(base)
        if exp.is_Integer:
            return b ** int(exp)
        if exp.is_Rational and b.a > 0:
            return iv.exp(iv.log(b) * (iv.mpf(int(exp.p)) / iv.mpf(int(exp.q))))
        raise ValueError(f"enclose: cannot enclose {e} (non-integer power of a base not known positive)")
    if isinstance(e, sp.Abs):
        x = _enclose(e.args[0])
        lo, hi = x.a, x.b
        if lo >= 0:
            return x
        if hi <= 0:
            return -x
        return iv.mpf([0, max(-lo, hi)])
    raise ValueError(f"enclose: unsupported constant {e!r}")


def sign_of_constant(expr, dps: int = 40) -> int | None:
    """Certified sign (-1, 0, 1) of a constant, or ``None`` when undecided.

    Zero is reported only when the expression is exactly zero after SymPy's
    automatic simplification; otherwise the interval must exclude zero.
    """
    expr = as_expr(expr)
    if expr == 0:
        return 0
    for digits in (dps, 4 * dps):
        box = enclose(expr, digits)
        if box.a > 0:
            return 1
        if box.b < 0:
            return -1
    return None
