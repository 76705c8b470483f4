"""Sign certificates for SymPy scalars.

A polynomial whose monomials are products of nonnegative quantities
(nonnegative symbols, even powers of real ones) with nonnegative coefficients
is nonnegative.  ``certify_sign`` applies that rule after ``together`` and
``expand``, and propagates signs structurally through sums, products and
powers.  Lower bounds such as ``d >= 3`` enter as the substitution
``d = 3 + k`` with ``k >= 0``.  Answers are ``True`` only with a proof,
``False`` only with a disproof, ``None`` otherwise.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

import sympy as sp

from .exprs import check_exact
from .intervals import sign_of_constant

__all__ = ["Sign", "sign", "certify_sign", "certify_nonnegative", "certify_positive", "certify_nonzero"]

#: Expressions larger than this (in ``count_ops``) skip the expand-and-inspect sign rule.
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


def _negate(s: Sign) -> Sign:
    return {
        Sign.POS: Sign.NEG,
        Sign.NEG: Sign.POS,
        Sign.NONNEG: Sign.NONPOS,
        Sign.NONPOS: Sign.NONNEG,
    }.get(s, s)


def _sign_of_symbol(s: sp.Symbol) -> Sign:
    if s.is_positive:
        return Sign.POS
    if s.is_negative:
        return Sign.NEG
    if s.is_zero:
        return Sign.ZERO
    if s.is_nonnegative:
        return Sign.NONNEG
    if s.is_nonpositive:
        return Sign.NONPOS
    if s.is_nonzero and s.is_extended_real:
        return Sign.NONZERO
    return Sign.UNKNOWN


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


def _sign_of_power(base, exp, known=None) -> Sign:
    b = _structural_sign(base, known)
    if exp.is_Integer:
        n = int(exp)
        if n == 0:
            return Sign.POS
        if n % 2 == 0:
            if b in (Sign.POS, Sign.NEG, Sign.NONZERO):
                return Sign.POS
            return Sign.NONNEG if (base.is_extended_real or b is not Sign.UNKNOWN) else Sign.UNKNOWN
        if n < 0 and b in (Sign.NONNEG, Sign.NONPOS):
            return {Sign.NONNEG: Sign.POS, Sign.NONPOS: Sign.NEG}[b]  # 1/x with x != 0 on its domain
        return b
    if exp.is_Rational:
        if b is Sign.POS:
            return Sign.POS
        if b in (Sign.NONNEG, Sign.ZERO) and exp > 0:
            return Sign.NONNEG
    return Sign.UNKNOWN


def _structural_sign(e, known=None) -> Sign:
    if known and e in known:
        return known[e]
    if not e.free_symbols:
        s = sign_of_constant(e)
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


def sign(expr, lower_bounds: Mapping[sp.Symbol, int] | None = None, known: Mapping | None = None) -> Sign:
    """The sign of *expr* on its whole domain, as far as it can be certified.

    Structural propagation first; then, for a sum of undecided sign, the
    polynomial rule on ``together(expr)`` (numerator expanded monomial by
    monomial, denominator by structure).  *known* maps subexpressions to
    signs established elsewhere (hypotheses such as "q > 0").

    >>> import sympy as sp
    >>> q = sp.Symbol('q', nonnegative=True); eps = sp.Symbol('eps', positive=True)
    >>> sign(1/eps - eps**2/(q + eps)**3)
    <Sign.NONNEG: '>= 0'>
    """
    expr = check_exact(expr)
    if lower_bounds:
        expr = _shift_lower_bounds(expr, lower_bounds)
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
    den_sign = _structural_sign(den)
    if den_sign not in (Sign.POS, Sign.NEG):
        den_sign = _structural_sign(sp.factor(den))
    if den_sign not in (Sign.POS, Sign.NEG):
        return Sign.UNKNOWN
    num_sign = _sign_of_expanded(num)
    if num_sign is Sign.UNKNOWN:
        num_sign = _sign_of_expanded(sp.factor(num), expand=False)
    if num_sign is Sign.UNKNOWN:
        return Sign.UNKNOWN
    return num_sign if den_sign is Sign.POS else _negate(num_sign)


def _sign_of_expanded(num, expand: bool = True) -> Sign:
    poly = sp.expand(num) if expand else num
    terms = sp.Add.make_args(poly)
    return _sign_of_sum([_structural_sign(t) for t in terms])


def certify_sign(expr, wanted: Sign, lower_bounds=None, known=None) -> bool | None:
    """True if *expr* provably has sign *wanted*; False if provably the opposite; else None."""
    s = sign(expr, lower_bounds, known)
    implied = {
        Sign.POS: {Sign.POS},
        Sign.NONNEG: {Sign.POS, Sign.NONNEG, Sign.ZERO},
        Sign.NONZERO: {Sign.POS, Sign.NEG, Sign.NONZERO},
    }[wanted]
    if s in implied:
        return True
    contradicts = {
        Sign.POS: {Sign.NEG, Sign.NONPOS, Sign.ZERO},
        Sign.NONNEG: {Sign.NEG},
        Sign.NONZERO: {Sign.ZERO},
    }[wanted]
    if s in contradicts:
        return False
    return None


def certify_nonnegative(expr, lower_bounds=None) -> bool | None:
    """``certify_sign(expr, Sign.NONNEG)``."""
    return certify_sign(expr, Sign.NONNEG, lower_bounds)


def certify_positive(expr, lower_bounds=None) -> bool | None:
    """``certify_sign(expr, Sign.POS)``."""
    return certify_sign(expr, Sign.POS, lower_bounds)


def certify_nonzero(expr, lower_bounds=None) -> bool | None:
    """``certify_sign(expr, Sign.NONZERO)``."""
    return certify_sign(expr, Sign.NONZERO, lower_bounds)
