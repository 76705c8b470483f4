"""Numbers of the numeric interpretation: mpmath reals that mix with SymPy, and the dimension d.

:class:`Num` wraps an ``mpf`` so that SymPy's operators defer to it (a plain
``mpf`` beside a SymPy ``Rational`` would become a 15-digit ``Float``);
:class:`Dimension` is the numeric model's d, an ``int`` whose arithmetic stays
exact.  Binary floats in a claim are refused (:class:`~symln.errors.InexactInputError`):
the claim's constants are exact rationals, and only the evaluation is in mpmath.
"""

from __future__ import annotations

import operator
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.core.sympify import CantSympify

from ...errors import InexactInputError
from .coords import Coords, Grid
from ..decide.exprs import nodes

__all__ = ["Dimension", "Num", "UndefinedValue", "comparable", "note_magnitude", "noted_magnitudes", "real_power", "to_mpf"]


def to_mpf(x):
    if isinstance(x, Num):
        return x.v
    if isinstance(x, mpmath.mpf):
        return x
    if isinstance(x, bool):
        return mpmath.mpf(int(x))
    if isinstance(x, int):
        return mpmath.mpf(x)
    if isinstance(x, Fraction):
        return mpmath.mpf(x.numerator) / x.denominator
    if isinstance(x, float) or isinstance(x, sp.Float):
        raise InexactInputError(f"binary float {x!r} in a claim; write exact constants as sympy.Rational")
    if isinstance(x, sp.Rational):
        return mpmath.mpf(int(x.p)) / int(x.q)
    if isinstance(x, sp.Expr) and x.is_number:
        if nodes([x], sp.Float):
            raise InexactInputError(f"binary float in {x}; write exact constants as sympy.Rational")
        return sp.N(x, mpmath.mp.dps + 10)._to_mpmath(mpmath.mp.prec + 30)
    return NotImplemented


#: Inside :func:`noted_magnitudes`, a one-element list holding the largest ``|log2 |x||`` of every
#: number made (``Num``) and noted; None outside.
_MAGNITUDES: list | None = None


@contextmanager
def noted_magnitudes() -> Iterator[list]:
    """Note the magnitude of every ``Num`` made meanwhile (and of each value given to
    :func:`note_magnitude`): yields a one-element list holding the largest ``|log2 |x||``.
    The numeric model measures the scale of a limit this way (:mod:`.probes`)."""
    global _MAGNITUDES
    outer, _MAGNITUDES = _MAGNITUDES, [0]
    try:
        yield _MAGNITUDES
    finally:
        _MAGNITUDES = outer


def note_magnitude(v) -> None:
    """Count *v* (an mpf) in the magnitudes noted by :func:`noted_magnitudes`, if they are."""
    if _MAGNITUDES is not None and v and mpmath.isfinite(v):
        _MAGNITUDES[0] = max(_MAGNITUDES[0], abs(mpmath.mag(v)))


class Num(CantSympify):
    """An mpmath real that mixes safely with ints, Fractions and SymPy numbers.

    SymPy turns any operand with ``__float__`` into a 15-digit ``Float``, so a
    plain ``mpf`` to the right of a SymPy ``Rational`` would lose precision.
    ``Num`` is marked ``CantSympify``: SymPy's operators then defer to ours.
    """

    __slots__ = ("v",)

    def __init__(self, value):
        v = to_mpf(value)
        if v is NotImplemented:
            raise TypeError(f"Num: cannot convert {type(value).__name__}")
        self.v = v
        if _MAGNITUDES is not None:  # measuring the scale of a limit (noted_magnitudes)
            note_magnitude(v)

    @classmethod
    def _of(cls, v: mpmath.mpf) -> Num:
        """``Num(v)`` for an mpf *v* (the arithmetic's fast path: no conversion)."""
        made = object.__new__(cls)
        made.v = v
        if _MAGNITUDES is not None:
            note_magnitude(v)
        return made

    def __repr__(self) -> str:
        return f"Num({mpmath.nstr(self.v, 20)})"

    __str__ = __repr__

    def _binary(self, other, op):
        if type(other) is Num:
            return Num._of(op(self.v, other.v))
        if isinstance(other, (Coords, Grid)):
            return NotImplemented
        o = to_mpf(other)
        if o is NotImplemented:
            return NotImplemented
        return Num._of(op(self.v, o))

    def __add__(self, o):
        return self._binary(o, operator.add)

    def __radd__(self, o):
        return self._binary(o, lambda a, b: b + a)

    def __sub__(self, o):
        return self._binary(o, operator.sub)

    def __rsub__(self, o):
        return self._binary(o, lambda a, b: b - a)

    def __mul__(self, o):
        return self._binary(o, operator.mul)

    def __rmul__(self, o):
        return self._binary(o, lambda a, b: b * a)

    def __truediv__(self, o):
        return self._binary(o, operator.truediv)

    def __rtruediv__(self, o):
        return self._binary(o, lambda a, b: b / a)

    def __pow__(self, o):
        return self._binary(o, real_power)

    def __rpow__(self, o):
        return self._binary(o, lambda a, b: real_power(b, a))

    def __neg__(self):
        return Num._of(-self.v)

    def __pos__(self):
        return self

    def __abs__(self):
        return Num._of(abs(self.v))

    # Python's questions about a value are answered as for the real number it stands for (``!=`` inverts ``==``)
    def __eq__(self, o):
        b = comparable(o)
        return NotImplemented if b is NotImplemented else self.v == b

    def __hash__(self):
        return hash(self.v)  # mpmath hashes an exact value as Python hashes the same int or Fraction

    def __bool__(self):
        return bool(self.v)

    def _cmp(self, other):
        o = to_mpf(other)
        if o is NotImplemented:
            raise TypeError(f"cannot compare Num with {type(other).__name__}")
        return self.v, o

    def __lt__(self, o):
        a, b = self._cmp(o)
        return a < b

    def __le__(self, o):
        a, b = self._cmp(o)
        return a <= b

    def __gt__(self, o):
        a, b = self._cmp(o)
        return a > b

    def __ge__(self, o):
        a, b = self._cmp(o)
        return a >= b


def comparable(x):
    """*x* as an mpmath value to compare with (a binary float compares as it is; only arithmetic refuses it)."""
    if isinstance(x, float):
        return mpmath.mpf(x)
    try:
        return to_mpf(x)
    except (TypeError, ValueError, ArithmeticError):
        return NotImplemented


class Dimension(int):
    """The d of the numeric model and of a trace at a number: a Python ``int`` whose arithmetic stays exact
    as SymPy's ``Integer`` (``1/d`` is 1/3, not a binary float) and which answers SymPy's questions
    (``m.d.is_prime``)."""

    __slots__ = ()

    def __getattr__(self, name):
        if name.startswith("is_"):  # SymPy's assumptions of the integer; nothing else (not __sympy__)
            return getattr(sp.Integer(int(self)), name)
        raise AttributeError(name)


def _exact(op: str):
    def method(self, *args):
        # int in the MRO, not isinstance: a traced value refuses type tests (it answers with its own operation)
        result = getattr(sp.Integer(int(self)), op)(*(sp.Integer(int(a)) if int in type(a).__mro__ else a for a in args))
        return Dimension(int(result)) if isinstance(result, sp.Integer) else result

    method.__name__ = op
    return method


for _op in ("__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__", "__truediv__", "__rtruediv__",
            "__floordiv__", "__rfloordiv__", "__mod__", "__rmod__", "__pow__", "__rpow__", "__neg__", "__pos__", "__abs__"):
    setattr(Dimension, _op, _exact(_op))


class UndefinedValue(ArithmeticError):
    """A claim's value is undefined at the point (a division by zero, a root of a negative number)."""


def real_power(a, b):
    if a == 0 and b < 0:
        raise UndefinedValue(f"0**{mpmath.nstr(b, 10)}")
    result = mpmath.power(a, b)
    if isinstance(result, mpmath.mpc):
        raise UndefinedValue(f"power {mpmath.nstr(a, 10)}**{mpmath.nstr(b, 10)} is not real")
    return result
