r"""Printing SymPy scalars as C that evaluates them in double-double.

:class:`DoubleDoublePrinter` is SymPy's C99 code printer with the arithmetic
replaced by the ``sym_dd`` functions of ``csrc/dd.h`` (a value is a pair of
doubles ``hi + lo``, 106 bits of significand).  The compiled kernels evaluate
their per-row scalars (q, ``1/sqrt(q + eps)``, the coefficients) with it,
where the numpy path uses ``numpy.longdouble``.

* A product ``c * a * b^-1 * e^(-3/2)`` is printed as one quotient,
  ``dd_div(num, den)``: every factor with a negative exponent goes to the
  denominator, so a value has one division, not one per factor.
* ``b^(k/2)`` is ``b^((k-1)/2) * sqrt(b)``: ``(q + eps)^(3/2)`` is
  ``(q + eps) * sqrt(q + eps)``, one square root and one product.
* Integers are exact doubles (``dd_from(3.0)``); a binary float in a derived
  value is an error, as in the numpy printer.

>>> import sympy as sp
>>> q, eps, d = sp.symbols("q eps d", positive=True)
>>> printer = DoubleDoublePrinter({q: "q", eps: "eps", d: "D"})
>>> printer.doprint(-q / (d * (q + eps) ** sp.Rational(3, 2)))
'dd_neg(dd_div(q, dd_mul(D, dd_mul(dd_add(eps, q), dd_sqrt(dd_add(eps, q))))))'
>>> printer.doprint(sp.Rational(1, 3) - q)
'dd_sub(dd_div(dd_from(1.0), dd_from(3.0)), q)'
"""

from __future__ import annotations

import sympy as sp
from sympy.printing.c import C99CodePrinter

from .printing import CodegenError

__all__ = ["DoubleDoublePrinter", "print_dd_block"]

#: integers up to this magnitude are exact doubles
_EXACT = 2**53


class DoubleDoublePrinter(C99CodePrinter):
    """C99 source for a SymPy scalar, every operation a ``sym_dd`` function call.

    *names* maps each symbol to the C name of a ``sym_dd`` value.
    """

    def __init__(self, names: dict):
        super().__init__({"strict": False})
        self._names = names

    def _print_Symbol(self, s):
        if s in self._names:
            return self._names[s]
        if s.name.startswith("x"):  # a common subexpression of print_dd_block
            return s.name
        raise CodegenError(f"no double-double binding for the symbol {s}")

    def _print_Integer(self, i):
        if abs(i.p) > _EXACT:
            raise CodegenError(f"the integer {i.p} is not an exact double")
        return f"dd_from({float(i.p)!r})"

    _print_Zero = _print_One = _print_NegativeOne = _print_Integer

    def _print_Rational(self, r):
        if r.q == 1:
            return self._print_Integer(sp.Integer(r.p))
        return f"dd_div({self._print_Integer(sp.Integer(r.p))}, {self._print_Integer(sp.Integer(r.q))})"

    _print_Half = _print_Rational

    def _print_Float(self, f):
        raise CodegenError(f"binary float {f} in a derived value")

    def _print_Add(self, e, order=None):
        terms = self._as_ordered_terms(e, order=None)
        # lead with a term that is not negated, so that the others are added or subtracted
        first = next((t for t in terms if not t.could_extract_minus_sign()), terms[0])
        terms = [first, *(t for t in terms if t is not first)]
        text = self._print(terms[0])
        for t in terms[1:]:
            if t.could_extract_minus_sign():
                text = f"dd_sub({text}, {self._print(-t)})"
            else:
                text = f"dd_add({text}, {self._print(t)})"
        return text

    def _product(self, factors: list) -> str:
        if not factors:
            return self._print_Integer(sp.S.One)
        text = self._print(factors[-1])
        for f in reversed(factors[:-1]):
            text = f"dd_mul({self._print(f)}, {text})"
        return text

    def _print_Mul(self, e):
        if e.could_extract_minus_sign():
            return f"dd_neg({self._print(-e)})"
        num, den = [], []
        for f in e.as_ordered_factors():
            if f.is_Rational and f.q != 1:
                num += [sp.Integer(f.p)] if f.p != 1 else []
                den.append(sp.Integer(f.q))
            elif f.is_Pow and f.exp.is_Rational and f.exp.is_negative:
                den.append(f.base ** -f.exp if f.exp != -1 else f.base)
            else:
                num.append(f)
        if not den:
            return self._product(num)
        return f"dd_div({self._product(num)}, {self._product(den)})"

    def _print_Pow(self, e, rational=False):
        base, exp = e.base, e.exp
        if not exp.is_Rational or exp.q not in (1, 2):
            raise CodegenError(f"unsupported power {e}")
        if exp.is_negative:
            return f"dd_div({self._print_Integer(sp.S.One)}, {self._print(base ** -exp)})"
        b = self._print(base)
        if exp.q == 2:
            root = f"dd_sqrt({b})"
            return root if exp.p == 1 else f"dd_mul({self._print(base ** ((exp.p - 1) // 2))}, {root})"
        text = b
        for _ in range(int(exp.p) - 1):
            text = f"dd_mul({b}, {text})"
        return text


def print_dd_block(exprs: list, names: dict, indent: str) -> tuple[list[str], list[str]]:
    """``(declarations, printed exprs)`` with common subexpressions of *exprs* shared (``sympy.cse``)."""
    printer = DoubleDoublePrinter(names)
    shared, reduced = sp.cse(exprs, symbols=sp.numbered_symbols("x"), optimizations=None)
    lines = [f"{indent}const sym_dd {s.name} = {printer.doprint(v)};" for s, v in shared]
    return lines, [printer.doprint(r) for r in reduced]
