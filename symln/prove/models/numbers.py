"""Numbers of the numeric interpretation: mpmath reals that mix with SymPy, the dimension d, and the
exact random rationals its points are drawn as.

:class:`Num` wraps an ``mpf`` so that SymPy's operators defer to it (a plain
``mpf`` beside a SymPy ``Rational`` would become a 15-digit ``Float``);
:class:`Dimension` is the numeric model's d, an ``int`` whose arithmetic stays
exact.  Binary floats in a claim are refused (:class:`~symln.errors.InexactInputError`):
the claim's constants are exact rationals, and only the evaluation is in mpmath.
"""

from __future__ import annotations

import operator
import random
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from functools import lru_cache

import mpmath
import sympy as sp
from sympy.core.sympify import CantSympify

from ...errors import InexactInputError
from .coords import Coords, Grid
from ..decide.exprs import nodes

__all__ = ["Dimension", "Num", "UndefinedValue", "centered_integers", "centered_nonzero_integers", "note_magnitude",
           "noted_magnitudes", "random_rational", "real_power", "to_mpf"]


def to_mpf(x):
    if isinstance(x, Num):
        return x.v
    if isinstance(x, mpmath.mpf):
        return x
    if isinstance(x, int):
        return mpmath.mpf(int(x))  # a bool or the dimension d as a plain int
    if isinstance(x, Fraction):
        return mpmath.mpf(x.numerator) / x.denominator
    if isinstance(x, (float, sp.Float)):
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

    def __repr__(self) -> str:
        return f"Num({mpmath.nstr(self.v, 20)})"

    __str__ = __repr__

    def __neg__(self):
        return _num(-self.v)

    def __pos__(self):
        return self

    def __abs__(self):
        return _num(abs(self.v))

    def __hash__(self):
        return hash(self.v)  # mpmath hashes an exact value as Python hashes the same int or Fraction

    def __bool__(self):
        return bool(self.v)


def _num(v) -> Num:
    """``Num(v)`` for an mpf *v* (the arithmetic's fast path: no conversion)."""
    made = object.__new__(Num)
    made.v = v
    if _MAGNITUDES is not None:
        note_magnitude(v)
    return made


def _operand(x):
    """*x* as the mpf operand of a ``Num`` operation (NotImplemented for a vector, a matrix or an unknown type);
    an exact rational is converted once per precision (a claim's constants and d recur at every point)."""
    if type(x) is Num:
        return x.v
    if isinstance(x, (Coords, Grid)):
        return NotImplemented
    if isinstance(x, (int, sp.Rational, Fraction)):
        return _exact_operand(type(x), x, mpmath.mp.prec)
    return to_mpf(x)


@lru_cache(maxsize=1024)
def _exact_operand(kind: type, x, prec: int):
    return to_mpf(x)


def _arithmetic(op):
    """``Num op x`` and ``x op Num`` for the mpf operation *op*."""

    def forward(self, other):
        o = other.v if type(other) is Num else _operand(other)
        if o is NotImplemented:
            return NotImplemented
        made = object.__new__(Num)  # _num, inline: the one step every operation takes
        made.v = op(self.v, o)
        if _MAGNITUDES is not None:
            note_magnitude(made.v)
        return made

    def reflected(self, other):
        o = _operand(other)
        return NotImplemented if o is NotImplemented else _num(op(o, self.v))

    return forward, reflected


def _equality(op):
    """``Num == x`` and ``Num != x``, answered as for the real number it stands for: a value of another
    kind is NotImplemented; a binary float compares as it is (only arithmetic refuses it).  Order
    comparisons are not defined: nothing compares the numbers of a claim but the judges, which read mpf."""

    def compare(self, other):
        try:
            o = mpmath.mpf(other) if isinstance(other, float) else to_mpf(other)
        except (TypeError, ValueError, ArithmeticError):
            return NotImplemented
        return NotImplemented if o is NotImplemented else op(self.v, o)

    return compare


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


def centered_integers(rng: random.Random, n: int) -> list[Fraction]:
    """Integers ``r_i - r_(i+1)`` (cyclically): their sum is exactly 0, and not all are 0 for n >= 2."""
    while True:
        r = [rng.randint(-9, 9) for _ in range(n)]
        values = [Fraction(r[i] - r[(i + 1) % n]) for i in range(n)]
        if n < 2 or any(values):
            return values


def centered_nonzero_integers(rng: random.Random, n: int) -> list[Fraction]:
    """Nonzero integers with sum exactly 0 (n >= 2): pairs k, -k, and 2k, -k, -k for an odd n."""
    k = [rng.randint(1, 9) * rng.choice((1, -1)) for _ in range(n)]
    values = [k[i // 2] * (1 if i % 2 == 0 else -1) for i in range(n - 3 if n % 2 else n)]
    if n % 2:
        values += [2 * k[-1], -k[-1], -k[-1]]
    return [Fraction(v) for v in values]


def random_rational(rng: random.Random, low: Fraction | int, high: Fraction | int) -> Fraction:
    """``low + (high - low) a/10^6 + b/(c 10^9)`` for random integers c in [1, 97], a in [0, 10^6] and
    b in [0, 96] (drawn in that order), over the common denominator ``q s c 10^15`` of low = p/q and
    high = r/s: one Fraction reduced instead of six."""
    c, a, b = rng.randint(1, 97), rng.randint(0, 10**6), rng.randint(0, 96)
    p, q = Fraction(low).as_integer_ratio()
    r, s = Fraction(high).as_integer_ratio()
    numerator = p * s * c * 10**15 + (r * q - p * s) * a * c * 10**9 + b * q * s * 10**6
    return Fraction(numerator, q * s * c * 10**15)


class UndefinedValue(ArithmeticError):
    """A claim's value is undefined at the point (a division by zero, a root of a negative number)."""


def real_power(a, b):
    if a == 0 and b < 0:
        raise UndefinedValue(f"0**{mpmath.nstr(b, 10)}")
    result = mpmath.power(a, b)
    if isinstance(result, mpmath.mpc):
        raise UndefinedValue(f"power {mpmath.nstr(a, 10)}**{mpmath.nstr(b, 10)} is not real")
    return result


for _name, _op in (("add", operator.add), ("sub", operator.sub), ("mul", operator.mul), ("truediv", operator.truediv),
                   ("pow", real_power)):
    _forward, _reflected = _arithmetic(_op)
    setattr(Num, f"__{_name}__", _forward)
    setattr(Num, f"__r{_name}__", _reflected)
for _name in ("eq", "ne"):
    setattr(Num, f"__{_name}__", _equality(getattr(operator, _name)))
del _name, _op, _forward, _reflected
