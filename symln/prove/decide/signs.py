"""Structural sign rules: the fast path of every sign decision.

These rules are a small trusted kernel.  Each answers for the **domain** of
the expression, the set of admissible points where every partial operation
in it is defined: every base of a negative power is nonzero and every base of
a fractional power is nonnegative (positive under a negative exponent).
Callers never accept a sign without also proving that the domain is the whole
admissible set (the definedness obligations of :mod:`.definedness`); the
decision procedure (:mod:`.decide`) confirms every answer of these rules in
the tests and decides what they cannot.

The rules, with their side conditions:

* a symbol has the sign of its SymPy assumptions; a constant the sign of a
  rigorous interval enclosure;
* a sum of terms of one weak sign has that sign, strict if one term is strict;
* a product has the sign given by the count of negative factors, strict if
  every factor is strict, zero if one factor is zero;
* ``b**n`` for an even integer n > 0 is nonnegative if b is real, positive if
  b is nonzero; ``b**n`` for n < 0 has the sign of ``b**(-n)`` made strict
  (side condition: ``b != 0``, an obligation);
* ``b**(p/q)`` for a non-integer exponent is positive if b is positive and
  nonnegative if b is nonnegative (side condition: ``b >= 0``, and ``b > 0``
  if p < 0, obligations);
* ``|x|`` is nonnegative;
* a sum whose sign is undecided structurally is written ``num/den`` by
  ``together``; if ``den`` has a strict sign and the expanded ``num`` is a sum
  of terms of one weak sign, the quotient has the corresponding sign.

Hypotheses enter as known signs of subexpressions (``q > 0``) and as lower
bounds of integer symbols, substituted as ``d = 3 + k`` with ``k >= 0``.
"""

from __future__ import annotations

import enum

import sympy as sp

from .exprs import check_exact, factor
from .intervals import sign_of_constant

__all__ = [
    "Sign",
    "ASSUMED",
    "sign",
    "certify_sign",
    "certify_nonnegative",
    "implies",
    "complement",
]

#: Expressions larger than this (in ``count_ops``) skip the expand-and-inspect rule.
_SIGN_LIMIT = 2000


class Sign(enum.Enum):
    """What is known about the sign of an expression on its whole domain."""

    POS = "> 0"
    NONNEG = ">= 0"
    ZERO = "= 0"
    NONPOS = "<= 0"
    NEG = "< 0"
    NONZERO = "!= 0"
    UNKNOWN = "?"


_NONNEG = {Sign.POS, Sign.NONNEG, Sign.ZERO}
_NONPOS = {Sign.NEG, Sign.NONPOS, Sign.ZERO}

#: which established signs imply a wanted one
_IMPLIES = {
    Sign.POS: {Sign.POS},
    Sign.NONNEG: {Sign.POS, Sign.NONNEG, Sign.ZERO},
    Sign.NONZERO: {Sign.POS, Sign.NEG, Sign.NONZERO},
    Sign.NEG: {Sign.NEG},
    Sign.NONPOS: {Sign.NEG, Sign.NONPOS, Sign.ZERO},
    Sign.ZERO: {Sign.ZERO},
}


def implies(established: Sign, wanted: Sign) -> bool:
    """Whether knowing *established* everywhere gives *wanted* everywhere."""
    return established in _IMPLIES[wanted]


def complement(sign: Sign) -> Sign:
    """The sign that holds exactly where *sign* fails (``!= 0`` fails where ``= 0`` holds, ...)."""
    return {
        Sign.POS: Sign.NONPOS,
        Sign.NONNEG: Sign.NEG,
        Sign.NONZERO: Sign.ZERO,
        Sign.ZERO: Sign.NONZERO,
        Sign.NEG: Sign.NONNEG,
        Sign.NONPOS: Sign.POS,
    }[sign]


def _negate(s: Sign) -> Sign:
    return {
        Sign.POS: Sign.NEG,
        Sign.NEG: Sign.POS,
        Sign.NONNEG: Sign.NONPOS,
        Sign.NONPOS: Sign.NONNEG,
    }.get(s, s)


#: the signs a symbol's SymPy assumptions state (``is_positive``, ...), the strongest first
ASSUMED = (("is_positive", Sign.POS), ("is_negative", Sign.NEG), ("is_zero", Sign.ZERO),
           ("is_nonnegative", Sign.NONNEG), ("is_nonpositive", Sign.NONPOS))


def _sign_of_symbol(s: sp.Symbol) -> Sign:
    for assumption, sign in ASSUMED:
        if getattr(s, assumption):
            return sign
    return Sign.NONZERO if s.is_nonzero and s.is_extended_real else Sign.UNKNOWN


def _sign_of_sum(signs: list[Sign]) -> Sign:
    if all(s is Sign.ZERO for s in signs):
        return Sign.ZERO
    if all(s in _NONNEG for s in signs):
        return Sign.POS if any(s is Sign.POS for s in signs) else Sign.NONNEG
    if all(s in _NONPOS for s in signs):
        return Sign.NEG if any(s is Sign.NEG for s in signs) else Sign.NONPOS
    return Sign.UNKNOWN


def _sign_of_product(signs: list[Sign]) -> Sign:
    if any(s is Sign.ZERO for s in signs):
        return Sign.ZERO
    if any(s is Sign.UNKNOWN for s in signs):
        return Sign.UNKNOWN
    negative = sum(s in (Sign.NEG, Sign.NONPOS) for s in signs) % 2 == 1
    if any(s is Sign.NONZERO for s in signs):
        if all(s in (Sign.POS, Sign.NEG, Sign.NONZERO) for s in signs):
            return Sign.NONZERO
        return Sign.UNKNOWN
    strict = all(s in (Sign.POS, Sign.NEG) for s in signs)
    if negative:
        return Sign.NEG if strict else Sign.NONPOS
    return Sign.POS if strict else Sign.NONNEG


def _strict(s: Sign) -> Sign:
    """The sign of ``1/x`` given that of x, on the domain where x != 0."""
    return {Sign.NONNEG: Sign.POS, Sign.NONPOS: Sign.NEG, Sign.ZERO: Sign.UNKNOWN}.get(s, s)


def _sign_of_power(base, exp, known) -> Sign:
    b = _structural_sign(base, known)
    if exp.is_Integer:
        n = int(exp)
        if n == 0:
            return Sign.POS
        if n % 2 == 0:
            if b in (Sign.POS, Sign.NEG, Sign.NONZERO):
                s = Sign.POS
            elif base.is_extended_real or b is not Sign.UNKNOWN:
                s = Sign.NONNEG
            else:
                return Sign.UNKNOWN
        else:
            s = b
        # side condition of a negative power: base != 0 (its obligation), so the power is nonzero
        return _strict(s) if n < 0 else s
    if exp.is_Rational:
        # side condition of a fractional power: base >= 0 (> 0 under a negative exponent)
        if b is Sign.POS:
            return Sign.POS
        if b in (Sign.NONNEG, Sign.ZERO):
            return Sign.POS if exp < 0 else Sign.NONNEG
    return Sign.UNKNOWN


def _structural_sign(e, known) -> Sign:
    if known and e in known:
        return known[e]
    if not e.free_symbols:
        try:
            s = sign_of_constant(e)
        except ValueError:  # not a real constant the enclosures support (I, zoo, ...)
            return Sign.UNKNOWN
        return {1: Sign.POS, -1: Sign.NEG, 0: Sign.ZERO}.get(s, Sign.UNKNOWN)
    if e.is_Symbol:
        return _sign_of_symbol(e)
    if e.is_Add:
        return _sign_of_sum([_structural_sign(a, known) for a in e.args])
    if e.is_Mul:
        return _sign_of_product([_structural_sign(a, known) for a in e.args])
    if e.is_Pow:
        return _sign_of_power(*e.args, known)
    if isinstance(e, sp.Abs):
        return Sign.NONNEG
    return Sign.UNKNOWN


def sign(expr, hyps=None) -> Sign:
    """The sign of *expr* on its domain, as far as the structural rules certify it.

    >>> import sympy as sp
    >>> q = sp.Symbol('q', nonnegative=True); eps = sp.Symbol('eps', positive=True)
    >>> sign(1/eps - eps**2/(q + eps)**3)
    <Sign.NONNEG: '>= 0'>
    """
    expr = check_exact(expr)
    known = hyps.known if hyps is not None else None
    if hyps is not None and hyps.lower_bounds:
        expr = _shift_lower_bounds(expr, hyps.lower_bounds)
    s = _structural_sign(expr, known)
    if s is not Sign.UNKNOWN and s is not Sign.NONZERO:
        return s
    refined = _polynomial_sign(expr)
    return refined if refined is not Sign.UNKNOWN else s


def _shift_lower_bounds(expr, lower_bounds):
    subs = {}
    for symbol, low in lower_bounds.items():
        if symbol in expr.free_symbols:
            k = sp.Dummy(f"{symbol}_minus_{low}", integer=True, nonnegative=True)
            subs[symbol] = k + low
    return expr.xreplace(subs) if subs else expr


def _polynomial_sign(expr) -> Sign:
    if sp.count_ops(expr) > _SIGN_LIMIT:
        return Sign.UNKNOWN  # expanding would not finish reliably; no certificate
    num, den = sp.fraction(sp.together(expr))
    den_sign = _structural_sign(den, None)
    if den_sign not in (Sign.POS, Sign.NEG):
        den_sign = _structural_sign(factor(den), None)
    if den_sign not in (Sign.POS, Sign.NEG):
        return Sign.UNKNOWN
    num_sign = _sign_of_expanded(num)
    if num_sign is Sign.UNKNOWN:
        num_sign = _sign_of_expanded(factor(num), expand=False)
    if num_sign is Sign.UNKNOWN:
        return Sign.UNKNOWN
    return num_sign if den_sign is Sign.POS else _negate(num_sign)


def _sign_of_expanded(num, expand: bool = True) -> Sign:
    poly = sp.expand(num) if expand else num
    terms = sp.Add.make_args(poly)
    return _sign_of_sum([_structural_sign(t, None) for t in terms])


def certify_sign(expr, wanted: Sign, hyps=None) -> bool | None:
    """True if the rules give *expr* the sign *wanted* on its domain; False if they give
    the opposite at every point of it; else None."""
    s = sign(expr, hyps)
    if implies(s, wanted):
        return True
    if implies(s, complement(wanted)):  # the opposite at every point of the domain
        return False
    return None


def certify_nonnegative(expr, hyps=None) -> bool | None:
    """``certify_sign(expr, Sign.NONNEG, hyps)``."""
    return certify_sign(expr, Sign.NONNEG, hyps)
