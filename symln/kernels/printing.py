"""Printing SymPy scalars as Python source: numpy extended precision or mpmath.

Shared by the numpy printer (:mod:`.numpy_printer`) and the twin printer
(:mod:`.twin_printer`).  Every constant is printed as a number of the target's
working type (``LD(...)`` or ``mpmath.mpf(...)``), never as a Python int whose
quotient would be a float64.
"""

from __future__ import annotations

import sympy as sp
from sympy.printing.precedence import precedence
from sympy.printing.str import StrPrinter

from ..prove.models.algebra import Monomial, Space

__all__ = ["CodegenError", "ScalarPrinter", "total_name", "scalar_names", "print_block", "show"]


class CodegenError(RuntimeError):
    """A derived value has a shape the printers do not handle."""

def total_name(m: Monomial) -> str:
    """The code name of the row total of monomial *m*."""
    return f"S_1_{m[0]}" if len(m) == 1 else "S_" + "_".join(m)


class ScalarPrinter(StrPrinter):
    """Python source for a SymPy scalar: numpy extended precision or mpmath."""

    def __init__(self, names: dict, target: str, *, number: str = "LD"):
        super().__init__()
        self._names = names
        self._sqrt = "np.sqrt" if target == "numpy" else "mpmath.sqrt"
        self._target = target
        self._number = number

    def _print_Symbol(self, s):
        if s in self._names:
            return self._names[s]
        if s.name in ("d", "q", "eps") or s.name.startswith("x"):
            return s.name
        raise CodegenError(f"no binding for the symbol {s}")

    def _print_Integer(self, i):
        # every constant is an extended-precision (numpy) or mpf (mpmath) number:
        # ``1/d`` with d a Python int would otherwise be a float64 quotient
        return f"{self._number}({i.p})" if self._target == "numpy" else f"mpmath.mpf({i.p})"

    _print_One = _print_NegativeOne = _print_Zero = _print_Integer

    def _print_Rational(self, r):
        if r.q == 1:
            return self._print_Integer(r)
        return f"({self._print_Integer(sp.Integer(r.p))}/{r.q})"

    _print_Half = _print_Rational

    def _print_Float(self, f):
        raise CodegenError(f"binary float {f} in a derived value")

    def _print_Pow(self, e, rational=False):
        base, exp = e.base, e.exp
        one = self._print(sp.S.One)
        if exp.is_Rational and exp.q == 2:
            root = f"{self._sqrt}({self._print(base)})"
            k = int(exp.p)
            if k == 1:
                return root
            if k == -1:
                return f"{one}/{root}"
            return f"{root}**{k}" if k > 0 else f"{one}/{root}**{-k}"
        if exp.is_Integer:
            b = self.parenthesize(base, precedence(e), strict=False)
            if exp == -1:
                return f"{one}/{b}"
            return f"{b}**{int(exp)}" if exp > 0 else f"{one}/{b}**{-int(exp)}"
        raise CodegenError(f"unsupported power {e}")


def scalar_names(space: Space | None, max_abs: dict) -> dict:
    names = {}
    if space is not None:
        for m, s in space.totals().items():
            names[s] = total_name(m)
    for s, arg in max_abs.items():
        names[s] = f"G_{arg}"
    return names


def print_block(exprs: list, names: dict, target: str, indent: str, *, number: str = "LD"):
    """``(assignment lines, printed exprs)`` with common subexpressions of *exprs* shared."""
    printer = ScalarPrinter(names, target, number=number)
    shared, reduced = sp.cse(exprs, symbols=sp.numbered_symbols("x"), optimizations=None)
    lines = [f"{indent}{s.name} = {printer.doprint(v)}" for s, v in shared]
    return lines, [printer.doprint(r) for r in reduced]


def show(value) -> str:
    if isinstance(value, tuple):
        return "; ".join(f"{'d = ' + str(dd) if dd is not None else 'other d'}: {show(v)}" for dd, v in value)
    return str(value)
