"""The numeric interpretation: seeded random exact points, evaluated with mpmath.

Every free scalar and vector is drawn as an exact rational from a seeded
``random.Random``, converted once to mpmath at the working precision, and the
claim is evaluated in mpmath arithmetic.  Derivatives use ``mpmath.diff``
(finite differences at raised precision, independent of SymPy), limits are
probed at 10^k, solution sets at sample points.  The caller chooses the
precision with ``mpmath.mp.workdps``; nothing here changes it globally.

Families (``family=``) shape the random point:

* ``"generic"``: input entries uniform in [-3, 3] with random denominators;
* ``"near-constant"``: a constant plus a spread of 1e-6 (variance far below eps);
* ``"offset"``: a common offset 1e6 plus a spread of order 1, and free scalars
  of magnitude 1e5..1e7 (claims that fail only for huge values are caught);
* ``"constant"``: an exactly constant input (q = 0, the thin set where
  several formulas change form), and every scalar not declared positive at
  exactly 0; not used for claims about nonconstant inputs.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.core.sympify import CantSympify

from ..errors import InexactInputError
from .coords import Coords, Grid
from .explicit import ExplicitModel, require_coords
from .exprs import nodes
from .relations import Check
from .signs import Sign

__all__ = ["Num", "NumericModel", "UndefinedValue", "tolerance", "FAMILIES", "SHAPES"]

FAMILIES = ("generic", "near-constant", "offset", "constant")
#: degenerate shapes of a point, where cancelled divisions show as undefined values:
#: an input of mean 0, the zero input, an input whose first centered coordinate is 0
#: (the coordinate vector's index), vectors orthogonal to 1, vectors equal to 1
SHAPES = ("mean-zero", "zero-input", "zero-coordinate", "centered-vectors", "ones-vectors")


def tolerance(dps: int):
    """Relative tolerance for numeric agreement at *dps* working digits: ``10^(-dps/2)``.

    A claim's evaluation is a few hundred operations, each with relative error
    10^-dps, and ``mpmath.diff`` returns about dps correct digits; a difference
    of two sides may cancel digits as well, by the condition number of the
    claim at the point.  The offset family (entries near 10^6, scalars up to
    10^7) makes condition numbers of 10^12 to 10^20 ordinary (a one-pass
    variance |x|^2/d - mean^2 cancels 12 digits), so half the digits are
    allowed for rounding and cancellation: 1e-25 at 50 digits.  A binary float
    such as ``1e-4`` (off by 5e-21 relative) is still rejected by four orders,
    and a refutation names the point, both sides and the difference.
    """
    return mpmath.mpf(10) ** -(dps // 2)


def _to_mpf(x):
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


class Num(CantSympify):
    """An mpmath real that mixes safely with ints, Fractions and SymPy numbers.

    SymPy turns any operand with ``__float__`` into a 15-digit ``Float``, so a
    plain ``mpf`` to the right of a SymPy ``Rational`` would lose precision.
    ``Num`` is marked ``CantSympify``: SymPy's operators then defer to ours.
    """

    __slots__ = ("v",)

    def __init__(self, value):
        v = _to_mpf(value)
        if v is NotImplemented:
            raise TypeError(f"Num: cannot convert {type(value).__name__}")
        self.v = v

    def __repr__(self) -> str:
        return f"Num({mpmath.nstr(self.v, 20)})"

    __str__ = __repr__

    def _binary(self, other, op):
        if isinstance(other, (Coords, Grid)):
            return NotImplemented
        o = _to_mpf(other)
        if o is NotImplemented:
            return NotImplemented
        return Num(op(self.v, o))

    def __add__(self, o):
        return self._binary(o, lambda a, b: a + b)

    def __radd__(self, o):
        return self._binary(o, lambda a, b: b + a)

    def __sub__(self, o):
        return self._binary(o, lambda a, b: a - b)

    def __rsub__(self, o):
        return self._binary(o, lambda a, b: b - a)

    def __mul__(self, o):
        return self._binary(o, lambda a, b: a * b)

    def __rmul__(self, o):
        return self._binary(o, lambda a, b: b * a)

    def __truediv__(self, o):
        return self._binary(o, lambda a, b: a / b)

    def __rtruediv__(self, o):
        return self._binary(o, lambda a, b: b / a)

    def __pow__(self, o):
        return self._binary(o, _real_power)

    def __rpow__(self, o):
        return self._binary(o, lambda a, b: _real_power(b, a))

    def __neg__(self):
        return Num(-self.v)

    def __pos__(self):
        return self

    def __abs__(self):
        return Num(abs(self.v))

    def _cmp(self, other):
        o = _to_mpf(other)
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


def _in_interval(x, interval: sp.Interval) -> bool:
    lo, hi = interval.start, interval.end
    above = lo == -sp.oo or (x > _to_mpf(lo) if interval.left_open else x >= _to_mpf(lo))
    below = hi == sp.oo or (x < _to_mpf(hi) if interval.right_open else x <= _to_mpf(hi))
    return bool(above and below)


def _centered_integers(rng: random.Random, n: int) -> list[Fraction]:
    """Integers ``r_i - r_(i+1)`` (cyclically): their sum is exactly 0, and not all are 0 for n >= 2."""
    while True:
        r = [rng.randint(-9, 9) for _ in range(n)]
        values = [Fraction(r[i] - r[(i + 1) % n]) for i in range(n)]
        if n < 2 or any(values):
            return values


def _centered_nonzero_integers(rng: random.Random, n: int) -> list[Fraction]:
    """Nonzero integers with sum exactly 0 (n >= 2): pairs k, -k, and 2k, -k, -k for an odd n."""
    k = [rng.randint(1, 9) * rng.choice((1, -1)) for _ in range(n)]
    values = [k[i // 2] * (1 if i % 2 == 0 else -1) for i in range(n - 3 if n % 2 else n)]
    if n % 2:
        values += [2 * k[-1], -k[-1], -k[-1]]
    return [Fraction(v) for v in values]


class UndefinedValue(ArithmeticError):
    """A claim's value is undefined at the point (a division by zero, a root of a negative number)."""


def _real_power(a, b):
    if a == 0 and b < 0:
        raise UndefinedValue(f"0**{mpmath.nstr(b, 10)}")
    result = mpmath.power(a, b)
    if isinstance(result, mpmath.mpc):
        raise UndefinedValue(f"power {mpmath.nstr(a, 10)}**{mpmath.nstr(b, 10)} is not real")
    return result



def _random_rational(rng: random.Random, low: Fraction, high: Fraction) -> Fraction:
    den = rng.randint(1, 97)
    return low + (high - low) * Fraction(rng.randint(0, 10**6), 10**6) + Fraction(rng.randint(0, 96), den * 10**9)


class NumericModel(ExplicitModel):
    """R^d at a seeded random point, in mpmath arithmetic at the current ``mp.dps``."""

    kind = "numeric"

    def __init__(
        self,
        d: int,
        *,
        seed: int,
        family: str = "generic",
        nonconstant: bool = False,
        overrides: Mapping | None = None,
        zero_vectors: bool = False,
        shape: str | None = None,
        shape_index: int = 0,
    ):
        if family not in FAMILIES:
            raise ValueError(f"family: expected one of {FAMILIES}, got {family!r}")
        self.d = sp.Integer(d)  # exact: 1/m.d is 1/3, not a binary float
        self._n = int(d)  # the same, for Fraction arithmetic
        #: scalar name -> exact value replacing its random draw (a point on a degenerate set)
        self.overrides = dict(overrides or {})
        #: scalar name -> (positive, nonnegative) as declared
        self.scalar_flags: dict[str, tuple[bool, bool]] = {}
        #: every vector not declared nonzero is the zero vector (a degenerate point)
        self.zero_vectors = zero_vectors
        if shape not in (None, *SHAPES):
            raise ValueError(f"shape: expected one of {SHAPES}, got {shape!r}")
        #: a degenerate shape of the point (see SHAPES), on top of the family
        self.shape = shape
        self.shape_index = shape_index
        self.family = family
        self.nonconstant = nonconstant
        self.seed = seed
        self.rng = random.Random(seed)
        self.point: dict[str, object] = {}
        self.one = Coords([Num(1)] * d)
        self._nonconstant = nonconstant
        self._z: Coords | None = None
        self._scalars: dict[str, Num] = {}
        self._start_explicit()
        self._dps = mpmath.mp.dps

    @property
    def z(self) -> Coords:
        """The generic input, drawn on first use (examples with fixed inputs never draw it)."""
        if self._z is None:
            self._z = Coords(Num(x) for x in self._draw_input(self._nonconstant))
        return self._z

    def _draw_input(self, nonconstant: bool) -> list[Fraction]:
        rng, d = self.rng, self._n
        three = Fraction(3)
        while True:
            if self.family == "generic":
                z = [_random_rational(rng, -three, three) for _ in range(d)]
            elif self.family == "near-constant":
                c = _random_rational(rng, -three, three)
                z = [c + _random_rational(rng, -1, 1) / 10**6 for _ in range(d)]
            elif self.family == "constant":
                if nonconstant:
                    raise ValueError("family 'constant' cannot give a nonconstant input")
                z = [_random_rational(rng, -three, three)] * d
            else:
                z = [10**6 + _random_rational(rng, -three, three) for _ in range(d)]
            z = self._shaped_input(z)
            if not nonconstant or len(set(z)) > 1:
                self.point["z"] = z
                return z

    def _shaped_input(self, z: list[Fraction]) -> list[Fraction]:
        """The input on a degenerate set: mean 0, the zero input, or v_k = 0 (z_k equal to the mean).

        The entries are small integers, so the degenerate quantity is exactly 0 in
        floating arithmetic too (a sum of integers is exact), and a division by it
        is a ``ZeroDivisionError`` rather than a huge number.
        """
        if self.shape == "mean-zero":
            return _centered_integers(self.rng, self._n)
        if self.shape == "zero-input":
            return [Fraction(0)] * self._n
        if self.shape == "zero-coordinate" and self._n > 1:
            k, n = self.shape_index, self._n
            others = [Fraction(self.rng.randint(-9, 9)) for _ in range(n - 1)]
            others[0] -= sum(others, Fraction(0)) % (n - 1)  # the sum divisible by d - 1
            mean = sum(others, Fraction(0)) / (n - 1)
            return [*others[:k], mean, *others[k:]]  # then z_k = mean(z), so v_k = 0
        return z

    def describe_point(self) -> str:
        """The exact point, for failure reports."""

        def show(x):
            if isinstance(x, list):
                return "(" + ", ".join(str(e) for e in x) + ")"
            return str(x)

        drawn = "; ".join(f"{k}={show(v)}" for k, v in self.point.items()) or "no random values (fixed inputs)"
        return f"d={self.d}, family={self.family}: {drawn}"

    # -- free objects ------------------------------------------------------------

    def scalar(self, name, *, positive=False, nonnegative=False):
        self._claim_name(name, "a scalar")
        if name not in self._scalars:
            low, high = (Fraction(10**5), Fraction(10**7)) if self.family == "offset" else (Fraction(1, 64), Fraction(4))
            value = _random_rational(self.rng, low, high)
            if not (positive or nonnegative) and self.rng.random() < 0.5:
                value = -value
            if self.family == "constant" and not positive:
                value = Fraction(0)  # the degenerate value a symbolic answer may have assumed away
            self.scalar_flags[name] = (positive, nonnegative or positive)
            if name in self.overrides:  # drawn all the same, so the other draws stay where they were
                value = self.overrides[name]
            self.point[name] = value
            self._scalars[name] = Num(value)
        return self._scalars[name]

    def exact_values(self) -> dict[str, Fraction]:
        """The exact rational values of the point: each scalar, and d, mu, q of the input."""
        values = {name: v for name, v in self.point.items() if isinstance(v, Fraction)}
        z = self.point.get("z")
        values["d"] = Fraction(self._n)
        if z is not None:
            mu = sum(z, Fraction(0)) / self._n
            values["mu"] = mu
            values["q"] = sum(((x - mu) ** 2 for x in z), Fraction(0)) / self._n
        return values

    def number(self, value):
        return Num(value)

    def vector(self, name, *, orthogonal_to=(), nonzero=False, nonzero_entries=False):
        x = super().vector(name, orthogonal_to=orthogonal_to, nonzero=nonzero, nonzero_entries=nonzero_entries)
        if self.zero_vectors and not (nonzero or nonzero_entries):  # drawn all the same, then replaced
            self.point[name] = "0"
            return Coords([Num(0)] * self.d)
        if self.shape in ("centered-vectors", "ones-vectors") and not orthogonal_to and self._n > 1:
            if self.shape == "ones-vectors":
                values = [Fraction(1)] * self._n
            elif nonzero_entries:
                values = _centered_nonzero_integers(self.rng, self._n)
            else:
                values = _centered_integers(self.rng, self._n)  # orthogonal to 1, exactly
            self.point[name] = values
            x = Coords(Num(v) for v in values)
            if nonzero_entries:
                self._assume_nonzero_entries(name, x)
        return x

    def _free_coordinates(self, name):
        values = [_random_rational(self.rng, Fraction(-2), Fraction(2)) for _ in range(self.d)]
        self.point[name] = values
        return Coords(Num(x) for x in values)

    def _negligible(self, value) -> bool:
        return abs(_to_mpf(value)) <= tolerance(self._dps)

    def _coordinate_index(self, name) -> int:
        i = self.rng.randrange(self.d)
        if self.shape == "zero-coordinate":
            i = self.shape_index  # the coordinate where v vanishes
        self.point[name] = f"e_{i + 1}"
        return i

    def coordinate_slack(self, e):
        e = require_coords(e, "coordinate_slack")
        v = self.z - self.one * (self.total(self.z) / self.d)
        q = self.total(v * v) / self.d
        return q * (self.d - 1) - self.dot(e, v) ** 2

    def scalar_loss(self, name):
        """A random smooth nonlinear loss ``<a, y> + <b, y>^2 / 2 + sin(<c, y>)``.

        Its gradient is computed by ``mpmath.diff`` along each axis, so the
        chain rule itself is checked numerically, independently of the exact
        interpretations.
        """
        draw = {}
        for part in "abc":
            draw[part] = [_random_rational(self.rng, Fraction(-2), Fraction(2)) for _ in range(self.d)]
            self.point[f"{name}.{part}"] = draw[part]
        return _SampledLoss(self, *(Coords(Num(x) for x in draw[part]) for part in "abc"))

    def _max_abs_value(self, gamma):
        return Num(max(abs(_to_mpf(g)) for g in require_coords(gamma, "max_abs")))

    def _nonnegative_quantity(self, name, value):
        return value

    # -- operations --------------------------------------------------------------

    def total(self, x):
        x = require_coords(x, "total")
        return Num(mpmath.fsum(e.v for e in x))

    def sqrt(self, x):
        value = _to_mpf(x)
        if value < 0:
            raise UndefinedValue(f"m.sqrt of the negative number {mpmath.nstr(value, 15)}")
        return Num(mpmath.sqrt(value))

    def D(self, f, at, direction):
        cache: dict = {}

        def along(s):
            key = (s, mpmath.mp.prec)
            if key not in cache:
                cache[key] = f(at + direction * Num(s))
            return cache[key]

        value = along(mpmath.mpf(0))
        if isinstance(value, Coords):
            return Coords(Num(mpmath.diff(lambda s, i=i: along(s)[i].v, 0)) for i in range(len(value)))
        return Num(mpmath.diff(lambda s: _to_mpf(along(s)), 0))

    # -- numeric judgement ------------------------------------------------------------

    def _values(self, value) -> list:
        if isinstance(value, Coords):
            return [_to_mpf(e) for e in value]
        if isinstance(value, Grid):
            return [_to_mpf(e) for e in value.entries()]
        v = _to_mpf(value)
        if v is NotImplemented:
            raise TypeError(f"not a numeric value: {value!r}")
        return [v]

    def _show(self, value) -> str:
        return "(" + ", ".join(mpmath.nstr(v, 25) for v in self._values(value)) + ")"

    def judge_equal(self, lhs, rhs) -> Check:
        a, b = self._values(lhs), self._values(rhs)
        if len(a) != len(b):
            return Check(False, f"shapes differ: {len(a)} and {len(b)} entries", None, self._show(lhs), self._show(rhs))
        error = max((abs(x - y) / max(1, abs(x), abs(y)) for x, y in zip(a, b)), default=mpmath.mpf(0))
        tol = tolerance(mpmath.mp.dps)
        if error <= tol:
            return Check(True, "", error)
        return Check(
            False,
            f"at {self.describe_point()}: relative difference {mpmath.nstr(error, 5)} > tolerance {mpmath.nstr(tol, 3)}",
            error,
            self._show(lhs),
            self._show(rhs),
        )

    def judge_sign(self, value, wanted: Sign) -> Check:
        (x,) = self._values(value)
        slack = tolerance(mpmath.mp.dps) * max(1, abs(x))
        ok = {Sign.NONNEG: x >= -slack, Sign.POS: x > slack, Sign.NONZERO: abs(x) > slack}[wanted]
        if ok:
            return Check(True, "", mpmath.mpf(0))
        return Check(
            False,
            f"at {self.describe_point()}: value {mpmath.nstr(x, 25)} violates {wanted.value} (slack {mpmath.nstr(slack, 3)})",
            abs(x),
            mpmath.nstr(x, 25),
            wanted.value,
        )

    def judge_smooth(self, value) -> Check:
        return Check(True)

    def judge_defined(self, *values) -> Check:
        return Check(True)  # the values exist: computing them would have raised UndefinedValue

    def judge_sign_of_difference(self, a, b, wanted: Sign) -> Check:
        check = self.judge_sign(Num(_to_mpf(a) - _to_mpf(b)), wanted)
        if check.ok is False:
            check.detail = f"{check.detail}; difference of the two sides"
            check.lhs, check.rhs = self._show(b), self._show(a)
        return check

    def judge_solutions(self, f, domain, expected, variable) -> Check:
        """Each expected point (in the domain) solves the equation, and sample points away from
        them do not.  *expected* is a finite SymPy set or a list of this model's scalars."""
        tol = tolerance(mpmath.mp.dps)
        if isinstance(expected, sp.Set) and not expected.is_FiniteSet:
            return Check(None, f"numeric check needs a finite expected set, got {expected}")
        roots = [_to_mpf(r) for r in expected]
        for root in roots:
            if isinstance(domain, sp.Interval) and not _in_interval(root, domain):
                return Check(False, f"at {self.describe_point()}: {variable}={mpmath.nstr(root, 20)} is not in {domain}")
            value = _to_mpf(f(Num(root)))
            if abs(value) > tol:
                return Check(False, f"at {self.describe_point()}: {variable}={mpmath.nstr(root, 20)} gives {mpmath.nstr(value, 20)}, not 0")
        for sample in (Fraction(1, 3), Fraction(1, 2), Fraction(3, 2), Fraction(2), Fraction(7), Fraction(-2)):
            if not sp.Rational(sample.numerator, sample.denominator) in domain:
                continue
            if any(abs(r - _to_mpf(sample)) < mpmath.mpf(1) / 100 for r in roots):
                continue
            value = _to_mpf(f(Num(sample)))
            if abs(value) <= tol:
                return Check(False, f"at {self.describe_point()}: {variable}={sample} also solves the equation")
        return Check(True, "", mpmath.mpf(0))

    def judge_limit(self, f, point, expected, variable, side="+-") -> Check:
        if expected in (sp.oo, -sp.oo):
            return self._judge_infinite_limit(f, point, expected, variable, side)
        target = _to_mpf(expected) if not isinstance(expected, Num) else expected.v
        details, worst, ok = [], mpmath.mpf(0), True
        floor = tolerance(mpmath.mp.dps) * max(1, abs(target))
        for probes in self._limit_paths(point, side, (8, 16, 32)):
            with mpmath.workdps(mpmath.mp.dps + 40):  # a probe at 10^-32 cancels 32 digits
                errors = [abs(_to_mpf(f(Num(x))) - target) for x in probes]
            # convergence: the error shrinks along the probes (up to rounding), to a small size or by
            # at least three orders over the 24 orders of the probes (a slow rate such as x^(-1/4))
            small = errors[-1] <= mpmath.mpf(10) ** -12 * max(1, abs(target))
            shrinking = errors[-1] <= errors[0] / 1000 or errors[-1] <= floor
            ok = ok and (small or shrinking) and errors[-1] <= errors[0] + floor
            worst = max(worst, errors[-1])
            details.append(
                f"|f - L| at {variable} = "
                + ", ".join(f"{mpmath.nstr(x, 3)}: {mpmath.nstr(e, 3)}" for x, e in zip(probes, errors))
            )
        detail = "; ".join(details)
        if ok:
            return Check(True, detail, worst)
        return Check(False, f"at {self.describe_point()}: no convergence to {mpmath.nstr(target, 20)}; {detail}", worst)

    @staticmethod
    def _limit_paths(point, side, exponents):
        steps = [mpmath.mpf(10) ** k for k in exponents]
        if point == sp.oo:
            return [steps]
        if point == -sp.oo:
            return [[-x for x in steps]]
        base = _to_mpf(point)
        paths = [[base + 1 / x for x in steps]] if "+" in side else []
        return paths + ([[base - 1 / x for x in steps]] if "-" in side else [])

    def _judge_infinite_limit(self, f, point, expected, variable, side) -> Check:
        """Divergence to +-oo: along probes 10^8, 10^32, 10^128 (or their reciprocals) the
        values have the expected sign, grow, and their steps do not shrink.

        A bounded function fails: its steps shrink as it converges.  (This is
        evidence that can refute, not a proof.)
        """
        sign = 1 if expected == sp.oo else -1
        details, ok = [], True
        for probes in self._limit_paths(point, side, (8, 32, 128)):
            values = [sign * _to_mpf(f(Num(x))) for x in probes]
            steps = [b - a for a, b in zip(values, values[1:])]
            ok = ok and values[0] > 0 and all(s > 0 for s in steps) and steps[1] >= steps[0] / 2
            details.append(f"f at {variable} = " + ", ".join(f"{mpmath.nstr(x, 3)}: {mpmath.nstr(sign * v, 5)}" for x, v in zip(probes, values)))
        detail = "; ".join(details)
        if ok:
            return Check(True, detail, mpmath.mpf(0))
        return Check(False, f"at {self.describe_point()}: no divergence to {expected}; {detail}", mpmath.mpf(0))

    def judge_approximately(self, value, center, radius, stated: str) -> Check:
        (x,) = self._values(value)
        error = abs(x - _to_mpf(center))
        shown = mpmath.nstr(x, 30)
        if error <= _to_mpf(radius):
            return Check(True, "", mpmath.mpf(0), evidence=f"mpmath value {shown} rounds to {stated}")
        return Check(
            False,
            f"at {self.describe_point()}: value {shown} is {mpmath.nstr(error, 5)} from {stated}, "
            f"more than half a unit of its last digit ({mpmath.nstr(_to_mpf(radius), 3)})",
            error,
            shown,
            stated,
        )


class _SampledLoss:
    """``y -> <a, y> + <b, y>^2 / 2 + sin(<c, y>)``; see :meth:`NumericModel.scalar_loss`."""

    def __init__(self, model: NumericModel, a: Coords, b: Coords, c: Coords):
        self.model, self.a, self.b, self.c = model, a, b, c

    def __call__(self, y):
        m = self.model
        y = require_coords(y, "loss")
        return m.dot(self.a, y) + m.dot(self.b, y) ** 2 / 2 + Num(mpmath.sin(m.dot(self.c, y).v))

    def gradient(self, y):
        y = require_coords(y, "loss gradient")
        axes = [Coords(Num(1 if i == k else 0) for i in range(len(y))) for k in range(len(y))]
        return Coords(Num(mpmath.diff(lambda h, e=e: self(y + e * Num(h)).v, 0)) for e in axes)
