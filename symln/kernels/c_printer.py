r"""Printing SymPy scalars as C that evaluates them in double-double.

:class:`DoubleDoublePrinter` is SymPy's C99 code printer with the symbols
bound to C names and the arithmetic replaced by the ``sym_dd`` functions of
``csrc/dd.h`` (a value is a pair of doubles ``hi + lo``, 106 bits of
significand).  The compiled kernels evaluate their per-row scalars with it
(q, ``1/sqrt(q + eps)``, the coefficients), where the numpy path uses
``numpy.longdouble``.

* A product ``c * a * b^-1 * e^(-3/2)`` is printed as one quotient,
  ``dd_div(num, den)``: every factor with a negative exponent goes to the
  denominator, so a value has one division, not one per factor.
* ``b^(k/2)`` is ``b^((k-1)/2) * sqrt(b)``: ``(q + eps)^(3/2)`` is
  ``(q + eps) * sqrt(q + eps)``, one square root and one product.
* A symbol bound in *doubles* is an exact double (the dimension d): products
  and quotients with it use ``dd_mul_d`` and ``dd_div_d``.
* Integers are exact doubles (``dd_from(3.0)``); a binary float in a derived
  value is an error, as in the numpy printer.

>>> import sympy as sp
>>> q, eps, d = sp.symbols("q eps d", positive=True)
>>> printer = DoubleDoublePrinter({q: "q", eps: "eps"}, doubles={d: "n"})
>>> printer.doprint(-q / (d * (q + eps) ** sp.Rational(3, 2)))
'dd_neg(dd_div_d(dd_div(q, dd_mul(dd_add(eps, q), dd_sqrt(dd_add(eps, q)))), n))'
>>> printer.doprint(sp.Rational(1, 3) - q / d)
'dd_sub(dd_div(dd_from(1.0), dd_from(3.0)), dd_div_d(q, n))'
>>> printer.doprint(q / d**2)
'dd_div_d(dd_div_d(q, n), n)'
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

    *names* binds each symbol to the C name of a ``sym_dd`` value, *doubles* to
    that of an exact double (the dimension d).
    """

    def __init__(self, names: dict, *, doubles: dict | None = None):
        super().__init__({"strict": False})
        self._names = names
        self._doubles = doubles or {}

    def _print_Symbol(self, s):
        if s in self._names:
            return self._names[s]
        if s in self._doubles:
            return self._doubles[s]
        if s.name[:1] == "x" and s.name[1:].isdigit():  # a common subexpression of print_dd_block
            return s.name
        raise CodegenError(f"no C binding for the symbol {s}")

    def _exact(self, i) -> float:
        if abs(i.p) > _EXACT:
            raise CodegenError(f"the integer {i.p} is not an exact double")
        return float(i.p)

    def _print_Float(self, f):
        raise CodegenError(f"binary float {f} in a derived value")

    def _print_Integer(self, i):
        return f"dd_from({self._exact(i)!r})"

    _print_Zero = _print_One = _print_NegativeOne = _print_Integer

    def _print_Rational(self, r):
        if r.q == 1:
            return self._print_Integer(sp.Integer(r.p))
        return f"dd_div({self._print_Integer(sp.Integer(r.p))}, {self._print_Integer(sp.Integer(r.q))})"

    _print_Half = _print_Rational

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

    def _split(self, factors: list) -> tuple[list, list]:
        """``(exact doubles with multiplicity, the other factors)`` of a product."""
        exact, rest = [], []
        for f in factors:
            if f in self._doubles:
                exact.append(f)
            elif f.is_Pow and f.base in self._doubles and f.exp.is_Integer and f.exp > 0:
                exact += [f.base] * int(f.exp)
            else:
                rest.append(f)
        return exact, rest

    def _product(self, factors: list) -> str:
        exact, rest = self._split(factors)
        if not rest:
            text = self._print_Integer(sp.S.One)
        else:
            text = self._print(rest[-1])
            for f in reversed(rest[:-1]):
                text = f"dd_mul({self._print(f)}, {text})"
        for f in exact:
            text = f"dd_mul_d({text}, {self._print(f)})"
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
        text = self._product(num)
        exact, rest = self._split(den)
        if rest:
            text = f"dd_div({text}, {self._product(rest)})"
        for f in exact:
            text = f"dd_div_d({text}, {self._print(f)})"
        return text

    def _print_Pow(self, e, rational=False):
        base, exp = e.base, e.exp
        if not exp.is_Rational or exp.q not in (1, 2):
            raise CodegenError(f"unsupported power {e}")
        if exp.is_negative:
            return self._print_Mul(sp.Mul(sp.S.One, e, evaluate=False))
        if base in self._doubles and exp.q == 1:
            return self._product([base] * int(exp.p))
        b = self._print(base)
        if exp.q == 2:
            root = f"dd_sqrt({b})"
            return root if exp.p == 1 else f"dd_mul({self._print(base ** ((exp.p - 1) // 2))}, {root})"
        text = b
        for _ in range(int(exp.p) - 1):
            text = f"dd_mul({b}, {text})"
        return text


def print_dd_block(exprs: list, names: dict, indent: str, *, doubles: dict | None = None) -> tuple[list[str], list[str]]:
    """``(declarations, printed exprs)`` with common subexpressions of *exprs* shared (``sympy.cse``)."""
    p = DoubleDoublePrinter(names, doubles=doubles)
    shared, reduced = sp.cse(exprs, symbols=sp.numbered_symbols("x"), optimizations=None)
    lines = [f"{indent}const sym_dd {s.name} = {p.doprint(v)};" for s, v in shared]
    return lines, [p.doprint(r) for r in reduced]
