"""Dual numbers over SymPy expressions: exact forward-mode derivatives along a line.

A value ``a + a' e`` with ``e**2 = 0`` carries a point value and its
derivative along one direction.  The rules are the sum, product, quotient
and power rules, applied exactly to SymPy expressions; running a function of
the model on dual coordinates therefore returns ``d/ds f(p + s t)`` at s = 0
without building ``f(p + s t)`` symbolically.  The concrete interpretation
differentiates this way; the general-d algebra uses SymPy's one-variable
``diff``, and the numeric interpretation ``mpmath.diff``, so the three
routes check one another.
"""

from __future__ import annotations

import sympy as sp
from sympy.core.sympify import CantSympify

from ..calculus.definedness import Obligation, note
from ..decide.exprs import as_expr
from ..decide.signs import Sign

__all__ = ["Dual", "derivative_of"]


class Dual(CantSympify):
    """``a + da * e`` with ``e**2 = 0`` (``a``, ``da`` SymPy expressions)."""

    __slots__ = ("a", "da")

    def __init__(self, a, da=sp.S.Zero):
        self.a = as_expr(a)
        self.da = as_expr(da)

    def __repr__(self) -> str:
        return f"Dual({self.a}, {self.da})"

    @staticmethod
    def lift(x) -> Dual:
        """*x* as a dual number (a constant has derivative 0)."""
        return x if isinstance(x, Dual) else Dual(x)

    def __add__(self, other):
        o = self.lift(other)
        return Dual(self.a + o.a, self.da + o.da)

    __radd__ = __add__

    def __sub__(self, other):
        o = self.lift(other)
        return Dual(self.a - o.a, self.da - o.da)

    def __rsub__(self, other):
        return self.lift(other) - self

    def __neg__(self):
        return Dual(-self.a, -self.da)

    def __mul__(self, other):
        if not isinstance(other, Dual) and hasattr(other, "entries"):
            return NotImplemented  # vectors and matrices scale themselves
        o = self.lift(other)
        return Dual(self.a * o.a, self.da * o.a + self.a * o.da)

    __rmul__ = __mul__

    def __truediv__(self, other):
        o = self.lift(other)
        inverse = 1 / o.a
        return Dual(self.a * inverse, (self.da * o.a - self.a * o.da) * inverse**2)

    def __rtruediv__(self, other):
        return self.lift(other) / self

    def __abs__(self):
        # d/ds |a(s)| = sign(a) a' where a != 0; at a = 0, |x| has a kink and sign(0) = 0 would be a derivative
        # that may not exist: a != 0 is recorded as a sufficient condition (sign(a) of a number that is 0
        # leaves nothing in the slope to find later)
        note([Obligation(self.a, Sign.NONZERO, "no kink of |x| at the point of a derivative", sufficient=True)], [])
        return Dual(sp.Abs(self.a), sp.sign(self.a) * self.da)

    def __pow__(self, exponent):
        if isinstance(exponent, Dual):
            raise TypeError("Dual: only constant exponents are supported")
        p = as_expr(exponent)
        return Dual(self.a**p, p * self.a ** (p - 1) * self.da)


def derivative_of(x):
    """The ``e``-part of a dual (0 for a constant)."""
    return x.da if isinstance(x, Dual) else sp.S.Zero
