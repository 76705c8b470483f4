"""Rigorous interval enclosures of constant SymPy expressions (mpmath.iv).

An enclosure is an interval ``[lo, hi]`` guaranteed to contain the exact value:
mpmath's interval context rounds every endpoint outward, so each operation below
returns an interval containing the image of its operand intervals.  Only exact
inputs are accepted: integers, rationals, and the constants ``pi`` and ``E``.
A binary float (say ``1e-4``) is not the decimal number its author meant, so it
is refused rather than silently enclosed.
"""

from __future__ import annotations

import functools
import operator

import mpmath
import sympy as sp
from sympy.core.sympify import _sympify as as_expr  # strict: never parses strings

from ...errors import InexactInputError

__all__ = ["enclose", "sign_of_constant", "endpoints", "show_enclosure", "within"]


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
    if e.is_Rational:
        return iv.mpf(int(e.p)) / iv.mpf(int(e.q))
    if e.is_Float:
        raise InexactInputError(f"binary float {e} in an exact expression; write it as a Rational")
    if e is sp.pi:
        return iv.pi
    if e is sp.E:
        return iv.e
    if e.is_Add or e.is_Mul:
        return functools.reduce(operator.add if e.is_Add else operator.mul, [_enclose(a) for a in e.args])
    if e.is_Pow:
        base, exp = e.args
        b = _enclose(base)
        if exp.is_Integer:
            return b ** int(exp)
        if exp.is_Rational and b.a > 0:
            return iv.exp(iv.log(b) * (iv.mpf(int(exp.p)) / iv.mpf(int(exp.q))))
        raise ValueError(f"enclose: cannot enclose {e} (non-integer power of a base not known positive)")
    if isinstance(e, sp.Abs):
        return abs(_enclose(e.args[0]))  # mpmath's interval |x|: [0, max(-lo, hi)] when x straddles 0
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


def endpoints(box) -> tuple[sp.Rational, sp.Rational]:
    """The exact endpoints of an ``mpmath.iv`` interval, as SymPy rationals.

    Converting an endpoint with ``mpf(...)`` would round it to the current
    ``mp`` precision; reading the binary mantissa and exponent does not.
    """

    def exact(raw):
        sign, man, exp, _ = raw
        value = sp.Integer(int(man)) * sp.Integer(2) ** int(exp)
        return -value if sign else value

    lo, hi = box._mpi_
    return exact(lo), exact(hi)


def _decimal(x: sp.Rational, places: int, *, up: bool) -> str:
    """*x* with *places* decimals, rounded down (or up): outward rounding for display."""
    scaled = x * 10**places
    n = int(sp.ceiling(scaled) if up else sp.floor(scaled))
    sign = "-" if n < 0 else ""
    digits = str(abs(n)).rjust(places + 1, "0")
    return f"{sign}{digits[:-places]}.{digits[-places:]}" if places else f"{sign}{digits}"


def show_enclosure(lo: sp.Rational, hi: sp.Rational, places: int = 30) -> str:
    """``[lo, hi]`` with *places* decimals, rounded outward (the shown interval still encloses)."""
    return f"[{_decimal(lo, places, up=False)}, {_decimal(hi, places, up=True)}]"


def within(expr, lo, hi, dps: int = 40) -> tuple[bool | None, str]:
    """Is the exact value of *expr* in the open interval ``(lo, hi)`` (exact rationals)?  With the enclosure shown.

    ``True`` when a rigorous enclosure lies strictly inside, ``False`` when it
    lies outside ``[lo, hi]``, ``None`` when it still touches or straddles an end
    at ``4 * dps`` digits (a value exactly at an end, such as 1/8 for the
    digits "0.12", rounds either way and is certified neither way).

    >>> import sympy as sp
    >>> within(1 / sp.sqrt(sp.Rational(101, 10**6)), sp.Rational(99495, 1000), sp.Rational(99505, 1000), 30)[0]
    True
    """
    if dps < 30:
        raise ValueError(f"dps: an enclosure that certifies stated digits uses at least 30 digits, got {dps}")
    lo, hi = sp.Rational(lo), sp.Rational(hi)
    for digits in (dps, 4 * dps):
        a, b = endpoints(enclose(expr, digits))
        shown = f"{show_enclosure(a, b)} (mpmath.iv, {digits} digits)"
        if lo < a and b < hi:
            return True, shown
        if b < lo or a > hi:
            return False, shown
    return None, shown
