r"""Numeric evidence where claims break: points on the degenerate set of a claim.

Random points almost never land where a claim is most likely to be wrong:
where a denominator or a gap vanishes (``q = eps``), where a parameter kills
a coefficient, where a scalar is 0.  The exact checks know those places: every
obligation, sign value and gap they judged is an expression whose zero set is
such a place (:attr:`symln.prove.models.judges.SymbolicJudge.degenerate`).

A **pin** fixes one declared scalar to a root of such an expression, written
in the input's statistics (``q``, ``mu``, ``d``) and the other scalars, e.g.
``eps = q`` for ``q - eps``.  The numeric model draws its random point as
usual and replaces that scalar by the pin's value there (if the value is
admissible: real, and positive or nonnegative when the scalar is declared so),
exactly on the set and slightly off it.  Every scalar that may be 0 is also
pinned to 0.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import sympy as sp

from ..decide.exprs import as_expr
from ..decide.identities import constant_sign

__all__ = ["Pin", "pins_of", "pin_value", "near", "MAX_PINS", "OFFSET"]

#: At most this many pins per claim (each costs two numeric evaluations).
MAX_PINS = 6
#: Relative distance of the "near" point from the degenerate set.
OFFSET = sp.Rational(1, 10**8)
#: Roots are taken of numerators of at most this degree in the pinned scalar.
_MAX_DEGREE = 2


@dataclass(frozen=True)
class Pin:
    """Set the scalar ``name`` to ``value`` (an expression in q, mu, d and other scalars)."""

    name: str
    value: sp.Expr
    reason: str


def pins_of(degenerate: Iterable, scalars: Mapping[str, sp.Symbol], statistics: Iterable[sp.Symbol]) -> list[Pin]:
    """Pins from the expressions *degenerate* for the declared *scalars* (name -> symbol).

    Only roots expressible in *statistics* (q, mu, d of the general model) and
    the other scalars are kept: those the numeric model can evaluate.
    """
    known = set(scalars.values()) | set(statistics)
    found: dict[tuple, Pin] = {}
    for name, s in scalars.items():
        if not s.is_positive:
            found.setdefault((name, sp.S.Zero), Pin(name, sp.S.Zero, f"{name} = 0"))
    for expr in dict.fromkeys(e for e in map(as_expr, degenerate) if e.free_symbols):  # each once, in order
        numerator = _numerator(expr)
        for name, s in sorted(scalars.items()):
            if s not in numerator.free_symbols or not numerator.free_symbols <= known:
                continue
            for root in _roots(numerator, s):
                if s not in root.free_symbols and root.free_symbols <= known and (name, root) not in found:
                    found[name, root] = Pin(name, root, f"{name} = {root}, a zero of {expr}")
    ordered = sorted(found.values(), key=lambda p: (p.value != 0, sp.count_ops(p.value), p.name, str(p.value)))
    return ordered[:MAX_PINS]


@lru_cache(maxsize=512)
def _numerator(expr: sp.Expr) -> sp.Expr:
    """The numerator of *expr* over one denominator (claims share degenerate sets: ``eps + q`` in most)."""
    return sp.fraction(sp.together(expr))[0]


@lru_cache(maxsize=512)
def _roots(numerator, s) -> tuple:
    try:
        poly = sp.Poly(numerator, s)
    except sp.PolynomialError:
        return ()
    if not 1 <= poly.degree() <= _MAX_DEGREE:
        return ()
    try:
        return tuple(r for r in sp.roots(poly, s) if r.is_real is not False)
    except (sp.PolynomialError, NotImplementedError):
        return ()


def pin_value(pin: Pin, values: Mapping[str, Fraction], symbols: Mapping[str, sp.Symbol], *, positive: bool, nonnegative: bool):
    """The exact value of *pin* at a point (*values* by name), or None if it is not admissible there."""
    substitution = {symbols[n]: sp.Rational(v.numerator, v.denominator) for n, v in values.items() if n in symbols}
    value = pin.value.xreplace(substitution)
    if value.free_symbols or value.has(sp.zoo, sp.nan, sp.I, sp.oo, -sp.oo):
        return None
    sign = constant_sign(value)
    if sign is None or (positive and sign <= 0) or (nonnegative and sign < 0):
        return None
    return value


def near(value):
    """A point just off the degenerate set, on the admissible side of 0."""
    return value * (1 + OFFSET) if value != 0 else OFFSET
