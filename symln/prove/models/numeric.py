"""The numeric interpretation: seeded random exact points, evaluated with mpmath.

Every free scalar and vector is drawn as an exact rational from a seeded
``random.Random``, converted once to mpmath at the working precision, and the
claim is evaluated in mpmath arithmetic.  Derivatives are ``mpmath.diff``'s
central differences at raised precision (independent of SymPy), limits are
probed at 10^(8 2^k) up to 10^1024 (and the reciprocals; deeper for claims of
a larger scale), solution sets at sample points.  The caller chooses the precision with ``mpmath.workdps``;
nothing here changes it globally.

Zero within rounding is decided by the precision ladder (:mod:`.ladder`):
every judge reads the numbers its verdict rests on through the model's
:class:`~symln.prove.run.ladder.Transcript`; at the working precision a number
within the tolerance of its terms counts as 0, and a refutation is re-judged
with the whole claim evaluated again at 2 and 4 times the digits
(:meth:`NumericModel.next_rung`), where a number that stays put is real
(however small) and one that shrinks is rounding.

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
from functools import lru_cache

import mpmath
import sympy as sp

from .coords import Coords, Grid
from .explicit import ExplicitModel, require_coords
from ..run.ladder import MAX_RUNGS, Kind, Reading, Transcript, tolerance
from .numbers import (Dimension, Num, UndefinedValue, centered_integers, centered_nonzero_integers,
                      random_rational, to_mpf)
from .probes import LimitProbes
from ..language.relations import Check
from ..decide.signs import Sign

__all__ = ["Num", "NumericModel", "UndefinedValue", "tolerance", "FAMILIES", "SHAPES"]

FAMILIES = ("generic", "near-constant", "offset", "constant")
#: degenerate shapes of a point, where cancelled divisions show as undefined values:
#: an input of mean 0, the zero input, an input whose first centered coordinate is 0
#: (the coordinate vector's index), vectors orthogonal to 1, vectors equal to 1
SHAPES = ("mean-zero", "zero-input", "zero-coordinate", "centered-vectors", "ones-vectors")


#: the extra bits of mpmath.diff's step (its option ``addprec``)
_DIFF_EXTRA_BITS = 10


def _defined_value(f, x):
    """``f(x)`` as an mpf, or None where f is undefined at *x* (a division by zero, an even root or a
    fractional power of a negative number)."""
    try:
        return to_mpf(f(Num(x)))
    except (ZeroDivisionError, UndefinedValue):
        return None


def _in_interval(x, interval: sp.Interval) -> bool:
    lo, hi = interval.start, interval.end
    above = lo == -sp.oo or (x > to_mpf(lo) if interval.left_open else x >= to_mpf(lo))
    below = hi == sp.oo or (x < to_mpf(hi) if interval.right_open else x <= to_mpf(hi))
    return bool(above and below)


@lru_cache(maxsize=256)
def _admits(domain: sp.Set, x: Fraction) -> bool:
    """Whether *domain* contains x: SymPy's test, slow, and the same at every point of a claim."""
    return sp.Rational(x.numerator, x.denominator) in domain


class NumericModel(LimitProbes, ExplicitModel):
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
        shape: str | tuple[str, ...] | None = None,
        shape_index: int = 0,
        transcript: Transcript | None = None,
        limit_plans: list | None = None,
    ):
        if family not in FAMILIES:
            raise ValueError(f"family: expected one of {FAMILIES}, got {family!r}")
        self.d = Dimension(d)  # an int whose arithmetic is exact: 1/m.d is 1/3, not a binary float
        self._n = int(d)  # the same, for Fraction arithmetic
        #: scalar name -> exact value replacing its random draw (a point on a degenerate set)
        self.overrides = dict(overrides or {})
        #: scalar name -> (positive, nonnegative) as declared
        self.scalar_flags: dict[str, tuple[bool, bool]] = {}
        #: every vector not declared nonzero is the zero vector (a degenerate point)
        self.zero_vectors = zero_vectors
        shapes = (shape,) if isinstance(shape, str) else tuple(shape or ())
        if any(s not in SHAPES for s in shapes):
            raise ValueError(f"shape: expected one of {SHAPES} or a tuple of them, got {shape!r}")
        #: the degenerate shapes of the point (see SHAPES), on top of the family: one of the input's and
        #: one of the vectors' may hold together
        self.shapes = shapes
        self.shape_index = shape_index
        self.family = family
        self.nonconstant = nonconstant
        self.seed = seed
        self.rng = random.Random(seed)
        self.point: dict[str, object] = {}
        self.one = Coords([Num(1)] * d)
        self._z: Coords | None = None
        self._scalars: dict[str, Num] = {}
        self._computed: dict[tuple, tuple] = {}  # values computed once per point (D, apply_definition)
        self._dps = mpmath.mp.dps
        #: what the judges read, for the precision ladder (:mod:`.ladder`); the first rung by default
        self.transcript = transcript or Transcript((self._dps,))
        #: the probe exponents of each limit path, in the order judged, as the first rung chose
        #: them (:meth:`_limit_plan`); the rungs above probe the same points
        self._limit_plans = limit_plans if limit_plans is not None else []
        self._limit_paths = 0
        self._arguments = {
            "d": d, "seed": seed, "family": family, "nonconstant": nonconstant, "overrides": self.overrides,
            "zero_vectors": zero_vectors, "shape": shape, "shape_index": shape_index,
        }

    def next_rung(self) -> NumericModel | None:
        """The same point one rung up the precision ladder, at the current ``mp.dps``
        (the caller's ``mpmath.workdps``), carrying the readings of the rungs below;
        None at the top rung.  The point is the same exactly: its values are seeded
        exact rationals, converted to mpmath at the new precision as they are drawn."""
        t = self.transcript
        if t.rung >= MAX_RUNGS:
            return None
        return NumericModel(**self._arguments, transcript=Transcript((*t.digits, mpmath.mp.dps), (*t.lower, t.values)),
                            limit_plans=self._limit_plans)

    @property
    def z(self) -> Coords:
        """The generic input, drawn on first use (examples with fixed inputs never draw it)."""
        if self._z is None:
            self._z = Coords(Num(x) for x in self._draw_input(self.nonconstant))
        return self._z

    def _draw_input(self, nonconstant: bool) -> list[Fraction]:
        rng, d = self.rng, self._n
        while True:
            if self.family == "generic":
                z = [random_rational(rng, -3, 3) for _ in range(d)]
            elif self.family == "near-constant":
                c = random_rational(rng, -3, 3)
                z = [c + random_rational(rng, -1, 1) / 10**6 for _ in range(d)]
            elif self.family == "constant":
                if nonconstant:
                    raise ValueError("family 'constant' cannot give a nonconstant input")
                z = [random_rational(rng, -3, 3)] * d
            else:
                z = [10**6 + random_rational(rng, -3, 3) for _ in range(d)]
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
        if "mean-zero" in self.shapes:
            return centered_integers(self.rng, self._n)
        if "zero-input" in self.shapes:
            return [Fraction(0)] * self._n
        if "zero-coordinate" in self.shapes and self._n > 1:
            k, n = self.shape_index, self._n
            others = [Fraction(self.rng.randint(-9, 9)) for _ in range(n - 1)]
            others[0] -= sum(others, Fraction(0)) % (n - 1)  # the sum divisible by d - 1
            mean = sum(others, Fraction(0)) / (n - 1)
            return [*others[:k], mean, *others[k:]]  # then z_k = mean(z), so v_k = 0
        return z

    def describe_point(self) -> str:
        """The exact point, for failure reports."""

        def show(x):
            return "(" + ", ".join(str(e) for e in x) + ")" if isinstance(x, list) else str(x)

        drawn = "; ".join(f"{k}={show(v)}" for k, v in self.point.items()) or "no random values (fixed inputs)"
        return f"d={self.d}, family={self.family}: {drawn}"

    # -- free objects ------------------------------------------------------------

    def scalar(self, name, *, positive=False, nonnegative=False):
        self._claim_name(name, "a scalar")
        if name not in self._scalars:
            low, high = (Fraction(10**5), Fraction(10**7)) if self.family == "offset" else (Fraction(1, 64), Fraction(4))
            value = random_rational(self.rng, low, high)
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
            values["mu"] = mu = sum(z, Fraction(0)) / self._n
            values["q"] = sum(((x - mu) ** 2 for x in z), Fraction(0)) / self._n
        return values

    def number(self, value):
        return Num(value)

    def vector(self, name, *, orthogonal_to=(), nonzero=False, nonzero_entries=False):
        x = super().vector(name, orthogonal_to=orthogonal_to, nonzero=nonzero, nonzero_entries=nonzero_entries)
        if self.zero_vectors and not (nonzero or nonzero_entries):  # drawn all the same, then replaced
            self.point[name] = "0"
            return Coords([Num(0)] * self.d)
        if {"centered-vectors", "ones-vectors"} & set(self.shapes) and not orthogonal_to and self._n > 1:
            if "ones-vectors" in self.shapes:
                values = [Fraction(1)] * self._n
            elif nonzero_entries:
                values = centered_nonzero_integers(self.rng, self._n)
            else:
                values = centered_integers(self.rng, self._n)  # orthogonal to 1, exactly
            self.point[name] = values
            x = Coords(Num(v) for v in values)
            if nonzero_entries:
                self._assume_nonzero_entries(name, x)
        return x

    def _free_coordinates(self, name):
        values = [random_rational(self.rng, Fraction(-2), Fraction(2)) for _ in range(self.d)]
        self.point[name] = values
        return Coords(Num(x) for x in values)

    def _negligible(self, value) -> bool:
        return abs(to_mpf(value)) <= tolerance(self._dps)

    def _vanishes(self, x, original) -> bool:
        """Whether *x*, what projections left of *original*, is zero: ``|x| <= 10^-(dps/2) |original|``.

        Relative to the vector it came from, never to 1: a direction of squared
        norm 1e-38 (the cube of a centered input of spread 1e-6) is a direction,
        and so is (10^-13, -10^-13).  What Gram-Schmidt leaves of a dependent
        vector is rounding, about 10^-dps |original| times the condition of the
        projections, far below the threshold; an independent vector within
        10^-(dps/2) of the span (an angle below 1e-25 radians) is taken as
        dependent, so a hypothesis "orthogonal to it" holds to about 1e-25
        relative, within the first rung's tolerance.  The threshold follows the
        working precision: one rung up the precision ladder such a vector is
        projected out, and what the claim computed from it shrinks with the
        rounding (a ZERO on the ladder).  An exactly zero vector vanishes.
        """
        return _norm2(x) <= tolerance(self._dps) ** 2 * _norm2(original)

    def _independent(self, residual, original) -> bool:
        return not self._vanishes(residual, original)

    def _coordinate_index(self, name) -> int:
        i = self.rng.randrange(self.d)
        if "zero-coordinate" in self.shapes:
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

        Its gradient is computed by central differences along each axis, so the
        chain rule itself is checked numerically, independently of the exact
        interpretations.
        """
        return _SampledLoss(self, *(self._free_coordinates(f"{name}.{part}") for part in "abc"))

    def _max_abs_value(self, gamma):
        return Num(max(abs(to_mpf(g)) for g in require_coords(gamma, "max_abs")))

    def _nonnegative_quantity(self, name, value):
        return value

    # -- operations --------------------------------------------------------------

    def total(self, x):
        x = require_coords(x, "total")
        return Num(mpmath.fsum([e.v for e in x]))

    def sqrt(self, x):
        value = to_mpf(x)
        if value < 0:
            raise UndefinedValue(f"m.sqrt of the negative number {mpmath.nstr(value, 15)}")
        return Num(mpmath.sqrt(value))

    def D(self, f, at, direction):
        """``d/ds f(at + s direction)`` at s = 0: the central difference of ``mpmath.diff``, every entry
        of a vector from the same two evaluations (``mpmath.diff`` takes one entry at a time).

        At p bits ``mpmath.diff`` takes the step h = 2^-(p + 10), evaluates at s = -h and s = h at
        w = 2 (p + 20) bits, forms the difference ``(-1) g(-h) + 1 g(h)`` at w bits (each term rounded
        to w, then their sum), divides by 2h (a power of 2: exact) and rounds the quotient to p bits.
        f is also evaluated at the point itself (it must exist there), once per function, point and
        precision: the columns of a Jacobian evaluate the same f(at).
        """
        prec = mpmath.mp.prec
        key = (prec, id(f), id(at))  # an int where a definition's key has its function (apply_definition)
        entry = self._computed.get(key)
        if entry is None:  # the entry keeps f and at alive, so that their ids stay theirs
            entry = self._computed[key] = (f, at, f(at))
        value = entry[-1]
        with mpmath.workprec(2 * (prec + 2 * _DIFF_EXTRA_BITS)):
            h = mpmath.ldexp(1, -prec - _DIFF_EXTRA_BITS)
            lower, upper = (self._values(f(at + direction * Num(s))) for s in (-h, h))
            quotients = [(-a + +b) / (2 * h) for a, b in zip(lower, upper)]
        slopes = [Num(+q) for q in quotients]
        return Coords(slopes) if isinstance(value, Coords) else slopes[0]

    def apply_definition(self, fn, *args, **kwargs):
        """A named definition of symln's (``core(m, x, eps)``), computed once per argument objects and
        precision: ``core`` and ``variance`` both center x, a Jacobian's columns differentiate the
        same definitions, and a claim writes ``core(m, m.z, eps)`` in several relations."""
        key = (mpmath.mp.prec, fn, *map(id, args), *((k, id(v)) for k, v in kwargs.items()))
        entry = self._computed.get(key)
        if entry is None:  # the entry keeps the arguments alive, so that their ids stay theirs
            entry = self._computed[key] = (args, kwargs, fn(self, *args, **kwargs))
        return entry[-1]

    def forget_computed(self) -> None:
        """Drop the values computed once (:meth:`D`, :meth:`apply_definition`).  They hold the claim's
        functions, which hold the interpreter and so the model: a cycle only a garbage collection frees."""
        self._computed.clear()

    # -- numeric judgement ------------------------------------------------------------
    #
    # Every judge reduces its verdict to numbers that must be zero, or nonzero, or of a sign,
    # and reads them through the transcript (:mod:`.ladder`): at the first rung a number within
    # the working tolerance of its terms is ZERO, up the ladder it is REAL, ZERO, BLOWUP or UNKNOWN by
    # its history over the rungs.  The verdicts are written once, over readings.

    def _slack(self, *terms):
        """The first rung's slack for a number combined from *terms*: the tolerance times the
        largest of them, and at least the tolerance itself (a rounding floor for values near 0)."""
        return tolerance(mpmath.mp.dps) * max([1, *(abs(t) for t in terms)])

    def _kind_note(self, reading: Reading, slack) -> str:
        if self.transcript.rung == 1:
            return f"slack {mpmath.nstr(slack, 3)}"
        return f"{reading.kind.value} at {mpmath.mp.dps} digits"

    def _values(self, value) -> list:
        """The mpf entries of a scalar, a vector or a matrix of the model."""
        if isinstance(value, Coords):
            return [to_mpf(e) for e in value]
        if isinstance(value, Grid):
            return [to_mpf(e) for e in value.entries()]
        v = to_mpf(value)
        if v is NotImplemented:
            raise TypeError(f"not a numeric value: {value!r}")
        return [v]

    def _show(self, value) -> str:
        return "(" + ", ".join(mpmath.nstr(v, 25) for v in self._values(value)) + ")"

    def judge_equal(self, lhs, rhs) -> Check:
        """Each entry of ``lhs - rhs`` is zero: within the tolerance of the larger side at the
        first rung, vanishing (or exactly 0) on the precision ladder."""
        a, b = self._values(lhs), self._values(rhs)
        if len(a) != len(b):
            self.transcript.conclude([((), False)])
            return Check(False, f"shapes differ: {len(a)} and {len(b)} entries", None, self._show(lhs), self._show(rhs))
        tol, differences = tolerance(mpmath.mp.dps), [x - y for x, y in zip(a, b)]
        sizes = [max(1, abs(x), abs(y)) for x, y in zip(a, b)]  # the slack of each is tol * its size (_slack)
        readings = self.transcript.read(differences, [tol * size for size in sizes])
        ok = self.transcript.conclude([((r,), r.test(lambda v: v == 0, True)) for r in readings])
        error = max((abs(v) / size for v, size in zip(differences, sizes)), default=mpmath.mpf(0))
        if ok is True:
            return Check(True, "", error)
        if ok is None:
            detail = f"at {self.describe_point()}: the difference neither stays put nor vanishes as the precision rises"
        elif self.transcript.rung == 1:
            detail = f"at {self.describe_point()}: relative difference {mpmath.nstr(error, 5)} > tolerance {mpmath.nstr(tol, 3)}"
        else:
            kinds = {r.kind for r in readings if r.test(lambda v: v == 0, True) is False}
            what = "blows up" if kinds == {Kind.BLOWUP} else "real"
            detail = f"at {self.describe_point()}: relative difference {mpmath.nstr(error, 5)}, {what} at {mpmath.mp.dps} digits"
        return Check(ok, detail, error, self._show(lhs), self._show(rhs))

    def judge_sign(self, value, wanted: Sign) -> Check:
        """The sign of *value*: a REAL value's sign is trusted however small it is; a ZERO
        is nonnegative, not positive and not nonzero.

        The first rung passes a sign only when the computed value has it: a
        negative value within the slack does not pass ``>= 0`` there, the
        ladder decides whether it is rounding of a 0 or a tiny negative value
        (such values are rare: none in the built-in claims).
        """
        (x,) = self._values(value)
        slack = self._slack(x)
        if self.transcript.rung == 1 and wanted is Sign.NONNEG and x < 0:
            slack = 0
        (reading,) = self.transcript.read([x], [slack])
        holds = {Sign.NONNEG: lambda v: v >= 0, Sign.POS: lambda v: v > 0, Sign.NONZERO: lambda v: v != 0}[wanted]
        ok = self.transcript.conclude([((reading,), reading.test(holds, wanted is Sign.NONNEG))])
        if ok is True:
            return Check(True, "", mpmath.mpf(0))
        verb = "violates" if ok is False else "is not resolved for"
        return Check(
            ok,
            f"at {self.describe_point()}: value {mpmath.nstr(x, 25)} {verb} {wanted.value} ({self._kind_note(reading, slack)})",
            abs(x),
            mpmath.nstr(x, 25),
            wanted.value,
        )

    def judge_defined(self, *values) -> Check:
        return Check(True)  # the values exist: computing them would have raised UndefinedValue

    judge_smooth = judge_defined  # a derivative too: nothing is judged numerically beyond computing it

    def judge_sign_of_difference(self, a, b, wanted: Sign) -> Check:
        check = self.judge_sign(Num(to_mpf(a) - to_mpf(b)), wanted)
        if check.ok is not True:
            check.detail = f"{check.detail}; difference of the two sides"
            check.lhs, check.rhs = self._show(b), self._show(a)
        return check

    #: points of a domain tried as non-solutions (those in the domain and away from the expected ones)
    SAMPLES = (Fraction(1, 3), Fraction(1, 2), Fraction(3, 2), Fraction(2), Fraction(7), Fraction(-2))

    def judge_solutions(self, f, domain, expected, variable) -> Check:
        """Each expected point (in the domain) solves the equation, and sample points away from
        them do not.  *expected* is a finite SymPy set or a list of this model's scalars.
        f is evaluated at every point before any verdict, so that each rung of the precision
        ladder reads the same numbers."""
        if isinstance(expected, sp.Set) and not expected.is_FiniteSet:
            return Check(None, f"numeric check needs a finite expected set, got {expected}")
        roots = [to_mpf(r) for r in expected]
        for root in roots:
            if isinstance(domain, sp.Interval) and not _in_interval(root, domain):
                self.transcript.conclude([((), False)])
                return Check(False, f"at {self.describe_point()}: {variable}={mpmath.nstr(root, 20)} is not in {domain}")
        candidates = [
            x for x in self.SAMPLES
            if _admits(domain, x)
            and not any(abs(r - to_mpf(x)) < mpmath.mpf(1) / 100 for r in roots)
        ]
        # the solution set is taken where f is defined: a sample outside f's domain is not a solution
        sampled = [(x, _defined_value(f, x)) for x in candidates]
        samples = [x for x, v in sampled if v is not None]
        values = [to_mpf(f(Num(r))) for r in roots] + [v for _, v in sampled if v is not None]
        slack = tolerance(mpmath.mp.dps)
        readings = self.transcript.read(values, [slack] * len(values))
        tests = [r.test(lambda v: v == 0, True) for r in readings[: len(roots)]]
        tests += [r.test(lambda v: v != 0, False) for r in readings[len(roots) :]]
        ok = self.transcript.conclude([((r,), t) for r, t in zip(readings, tests)])
        if ok is True:
            return Check(True, "", mpmath.mpf(0))
        i = tests.index(ok)
        if i < len(roots):
            what = "not 0" if ok is False else "not resolved"
            return Check(ok, f"at {self.describe_point()}: {variable}={mpmath.nstr(roots[i], 20)} gives {mpmath.nstr(values[i], 20)}, "
                             f"{what} ({self._kind_note(readings[i], slack)})")
        sample = samples[i - len(roots)]
        what = "also solves the equation" if ok is False else "may solve the equation (not resolved)"
        return Check(ok, f"at {self.describe_point()}: {variable}={sample} {what}: f = {mpmath.nstr(values[i], 5)} "
                         f"({self._kind_note(readings[i], slack)})")

    def judge_approximately(self, value, center, radius, stated: str) -> Check:
        """``|value - center| <= radius``: the margin ``radius - |value - center|`` is not negative
        (no slack at the first rung; on the ladder a margin that vanishes is not a refutation)."""
        (x,) = self._values(value)
        error = abs(x - to_mpf(center))
        # no slack at the first rung (the digits are judged as computed); up the ladder a margin
        # that vanishes within the rounding of the value is a value on the boundary
        slack = 0 if self.transcript.rung == 1 else self._slack(x)
        (margin,) = self.transcript.read([to_mpf(radius) - error], [slack])
        ok = self.transcript.conclude([((margin,), margin.test(lambda v: v >= 0, True))])
        shown = mpmath.nstr(x, 30)
        if ok is True:
            return Check(True, "", mpmath.mpf(0), evidence=f"mpmath value {shown} rounds to {stated}")
        return Check(
            ok,
            f"at {self.describe_point()}: value {shown} is {mpmath.nstr(error, 5)} from {stated}, "
            f"more than half a unit of its last digit ({mpmath.nstr(to_mpf(radius), 3)})"
            + ("" if ok is False else ", or not resolved"),
            error,
            shown,
            stated,
        )


def _norm2(x) -> mpmath.mpf:
    return mpmath.fsum(e.v * e.v for e in x)


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
        return Coords([self.model.D(self, y, self.model._axis(k)) for k in range(len(y))])
