r"""The precision ladder: is a computed number zero, or is it a real (perhaps tiny) value?

A number computed in floating arithmetic at p digits carries a rounding
error of about ``C 10^-p``, where C is the size of the terms the computation
combined (its condition), not the size of the result.  A single evaluation
cannot tell a true 0 from a tiny real value: 8e-60 may be noise of terms of
size 1e-10 or the exact value of a tiny eigenvalue.  The cure is to compute
again at more digits.  If the claim's value at the point is ``x`` and the
computation at p digits returns ``x + C 10^-p e`` (e of order 1), then

* a **real** value *stays put*: at 2p digits the result moves by about
  ``C 10^-p``, which is tiny relative to ``x`` whenever the p-digit result
  had any correct digits at all;
* a **zero** *shrinks*: its result is pure rounding, ``C 10^-p e`` at p
  digits and ``C 10^-2p e'`` at 2p digits, smaller by about 10^-p;
* a value that neither stays put nor shrinks (it grows, or jumps from an
  exact 0 to something) is not resolved yet: a real value that cancelled
  entirely at p digits (``(q + 1) - q`` with q = 2.5e79 is 0 at 50 digits and
  1 at 100), or noise after a lucky exact 0.  One more rung settles it.

So a number is judged by its *history* over the rungs p, 2p, 4p
(:func:`digits_of`; 50, 100, 200 digits by default):

``REAL``     the last two rungs agree in half the working digits
             (``|x_r - x_(r-1)| <= 10^-(p/2) |x_r|``, both exactly 0 included);
             its sign is trusted however small it is.  The agreement asked is
             that of the first rung, not of the higher one: a value computed
             with a large amplification (10^30 terms, a difference of 10^-30)
             has 40 correct digits at 100 digits, not 50;
``ZERO``     it shrank: ``x_r = 0``, or ``|x_r| <= 10^-((p_r - p_j)/2) |x_j|`` for
             the nearest lower rung j where it was not 0 (noise of a zero shrinks
             by about 10^-(p_r - p_j); half of that is the margin), and it lies
             within the judge's slack of its terms at this rung (a value that
             shrank but is still of the size of its terms is a cancellation
             deeper than the rungs so far: ``(sqrt 2 + 10^200)^2 - 10^400 - ...``
             loses every digit up to 400);
``BLOWUP``   it grew by half the added digits at each of the last two steps:
             the reciprocal of a vanishing number (``1/(sqrt(5 + 2 sqrt 6) -
             sqrt 2 - sqrt 3)`` is 1e51, 1e101, 1e201).  A value lost to
             cancellation grows once and then stays put; rounding of absorbed
             terms shrinks.  No finite value has a property: every test fails;
``UNKNOWN``  none of these.

Why this is sound for refutation: noise cannot stay put across rungs (its
digits are rounding, different at each precision; two noises agreeing in 25
digits is a chance of 10^-25), so a REAL verdict rests on a value with digits;
a value with digits does not shrink by half the added digits, so a ZERO
verdict is not a lost real value, except when a real value cancels beyond
every rung (a difference below 10^-200 of its terms), the reach of the
ladder.  The ladder also avoids the two traps of a single-precision
tolerance: an absolute slack calls tiny real values zero (8e-60 "violates
> 0"), and a slack relative to the result calls noise of large terms real
(``(q + 1) - q`` at q = 2.5e79).

The first rung has no history: it classifies by the working tolerance
(:func:`tolerance`; ``|x| <= slack`` is ZERO), which is cheap and right for
nearly every check.  The verifier climbs only when the first rung refutes
(:func:`on_the_ladder`): a refutation stands only if it is *confirmed* at a
higher rung by REAL (or BLOWUP) values, or by a failure that recurs without
values (a division by an exact 0 at two rungs), or, at the top rung, by
values that vanished.  A verdict left undecided by UNKNOWN values climbs on,
up to 32p digits (:data:`MAX_RUNGS`), and stays undecided (the claim ends
"error", never "failed") if the numbers never settle.  A check that passes
at the first rung passes as before, so the ladder costs nothing where
nothing is refuted.

Each rung re-evaluates the whole claim at its precision, at the same exact
rational point (the seeded draws are exact), so the values a judge reads are
paired across rungs by their order (:class:`Transcript`).  Nothing else in
a claim's evaluation has a fixed precision: rationals are exact, SymPy
constants are evaluated at the working precision, ``mpmath.diff`` raises
its own precision with the working one.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import mpmath

from ..language.relations import Check, conjunction

__all__ = ["MAX_RUNGS", "RUNGS", "Kind", "Reading", "Transcript", "classify", "digits_of", "on_the_ladder", "tolerance"]

#: Rungs of the ladder: p, 2p, 4p digits ...
RUNGS = 3
#: ... and up to 32p digits while a verdict rests on an UNKNOWN (a cancellation deeper than 4p).
MAX_RUNGS = 6


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

    It is the first rung's slack and, on the ladder, the agreement two rungs
    need to call a value real (see the module docstring).
    """
    return _tolerance(dps, mpmath.mp.prec)


@lru_cache(maxsize=64)
def _tolerance(dps: int, prec: int):
    """``10^-(dps // 2)`` rounded to *prec* bits (every judge asks for it, once per number it reads)."""
    return mpmath.mpf(10) ** -(dps // 2)


def digits_of(dps: int, rungs: int = RUNGS) -> tuple[int, ...]:
    """The working digits of the rungs: ``(dps, 2 dps, 4 dps)``.

    >>> digits_of(50)
    (50, 100, 200)
    """
    return tuple(dps * 2**k for k in range(rungs))


class Kind(enum.Enum):
    REAL = "real"
    ZERO = "zero"
    BLOWUP = "blowup"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Reading:
    """A number as a judge may use it: its value at this rung and what it is."""

    value: object
    kind: Kind

    def test(self, holds: Callable[[object], bool], at_zero: bool) -> bool | None:
        """*holds* of a REAL value, *at_zero* for a ZERO, False for a BLOWUP (no finite value
        has a property), None (undecided) for an UNKNOWN."""
        if self.kind is Kind.REAL:
            return bool(holds(self.value))
        if self.kind is Kind.ZERO:
            return at_zero
        if self.kind is Kind.BLOWUP:
            return False
        return None

    @property
    def settled(self) -> bool:
        """REAL or BLOWUP: what the number is does not depend on more digits."""
        return self.kind in (Kind.REAL, Kind.BLOWUP)


def _first_rung(x, slack) -> Reading:
    return Reading(x, Kind.ZERO if abs(x) <= slack else Kind.REAL)


def classify(history: Sequence, digits: Sequence[int], slack=None) -> Reading:
    """The reading of a number computed at the rungs *digits* (lowest first) with values *history*.

    A ZERO must also lie within *slack* (the judge's tolerance of the terms at
    this rung), when given: a value that shrank but is still of the size of
    its terms is a cancellation deeper than the rungs so far (UNKNOWN).

    >>> with mpmath.workdps(200):
    ...     noise = classify([mpmath.mpf('3e-51'), mpmath.mpf('-2e-101')], (50, 100))
    ...     tiny = classify([mpmath.mpf(8) / 10**60, mpmath.mpf(8) / 10**60], (50, 100))
    ...     lost = classify([mpmath.mpf(0), mpmath.mpf(1)], (50, 100))
    ...     pole = classify([mpmath.mpf('2e53'), mpmath.mpf('4e103'), mpmath.mpf('3e203')], (50, 100, 200))
    >>> [r.kind.value for r in (noise, tiny, lost, pole)]
    ['zero', 'real', 'unknown', 'blowup']
    """
    x, below = history[-1], history[-2]
    if abs(x - below) <= tolerance(digits[0]) * abs(x):
        return Reading(x, Kind.REAL)
    if x == 0:
        return Reading(x, Kind.ZERO)
    if len(history) >= 3 and _grew(history[-3], below, digits[-3], digits[-2]) and _grew(below, x, digits[-2], digits[-1]):
        return Reading(x, Kind.BLOWUP)
    for y, p in zip(reversed(history[:-1]), reversed(digits[:-1])):
        if y != 0:
            shrunk = abs(x) <= abs(y) * mpmath.mpf(10) ** -((digits[-1] - p) // 2)
            small = slack is None or abs(x) <= slack
            return Reading(x, Kind.ZERO if shrunk and small else Kind.UNKNOWN)
    return Reading(x, Kind.UNKNOWN)


def _grew(a, b, p: int, q: int) -> bool:
    """Whether b (at q digits) exceeds a (at p digits, not 0) by half the added digits."""
    return a != 0 and abs(b) >= abs(a) * mpmath.mpf(10) ** ((q - p) // 2)


class Transcript:
    """What one evaluation of a claim read, in order, and the readings of the rungs below it.

    ``digits`` are the working digits of the rungs up to this one (lowest
    first); ``lower`` holds, for each lower rung, the list of value lists it
    read.  Judges call :meth:`read` with the numbers their verdict rests on
    and :meth:`conclude` with the verdict; the transcript keeps what the
    ladder needs: whether a failure rests on settled readings only (REAL or
    BLOWUP: confirmed), and whether any reading was not settled (unresolved).
    """

    def __init__(self, digits: Sequence[int], lower: Sequence[list] = ()):
        self.digits = tuple(digits)
        self.lower = tuple(lower)
        self.values: list[list] = []
        self.failures = 0
        self.confirmed = False
        self.unresolved = False

    @property
    def rung(self) -> int:
        return len(self.digits)

    def read(self, values: Sequence, slacks: Sequence) -> list[Reading]:
        """Readings of *values*; at the first rung ZERO means ``|x| <= slack``."""
        values = list(values)
        k = len(self.values)
        self.values.append(values)
        if self.rung == 1:
            return [_first_rung(x, s) for x, s in zip(values, slacks)]
        histories = []  # the contiguous run of lower rungs that read the same number of values here
        for record in reversed(self.lower):
            if k >= len(record) or len(record[k]) != len(values):
                break
            histories.insert(0, record[k])
        if not histories:
            return [Reading(x, Kind.UNKNOWN) for x in values]
        digits = self.digits[-len(histories) - 1 :]
        return [classify([h[i] for h in histories] + [x], digits, slacks[i]) for i, x in enumerate(values)]

    def conclude(self, outcomes: Sequence[tuple[Sequence[Reading], bool | None]]) -> bool | None:
        """The conjunction of *outcomes* (readings used, verdict), noted for the ladder.

        False if any is False, else None if any is None, else True.  A failure
        is confirmed when every reading of every failing outcome is settled
        (REAL or BLOWUP; a failing outcome without readings, such as a shape
        mismatch, is structural and confirmed as well).
        """
        ok = conjunction(ok for _, ok in outcomes)
        if self.rung > 1:
            if not all(r.settled for used, _ in outcomes for r in used):
                self.unresolved = True
            if ok is False and all(r.settled for used, v in outcomes if v is False for r in used):
                self.confirmed = True
        if ok is False:
            self.failures += 1
        return ok


def on_the_ladder(model, judge: Callable[[object], Check]) -> Check:
    """``judge(model)``, and when it refutes, the same judgement climbed up the ladder.

    *model* is a numeric model at its first rung: it provides ``transcript``
    and ``next_rung()`` (the same point, one rung up, with the transcripts of
    the rungs below; built and judged here under ``mpmath.workdps`` of that
    rung).  The refutation stands only when a rung confirms it (see the
    module docstring); a rung whose verdict holds with every reading REAL
    ends the climb with that verdict; otherwise the top rung's verdict is the
    answer, its ZERO readings taken as zeros and its UNKNOWN ones undecided.
    A failure without any judge failing (a division by zero, a relation's own
    verdict) is confirmed when it recurs at the next rung.
    """
    check = judge(model)
    if check.ok is not False or not hasattr(model, "next_rung"):
        return check
    first, rung = check, model
    outside = model.transcript.failures == 0
    while rung.transcript.rung < (RUNGS if check.ok is not None else MAX_RUNGS):
        lower, lower_outside = rung, outside
        with mpmath.workdps(lower.transcript.digits[-1] * 2):
            rung = lower.next_rung()
            check = judge(rung)
        t = rung.transcript
        outside = check.ok is False and t.failures == 0
        if check.ok is False and (t.confirmed or (outside and lower_outside)):
            return check  # its detail says at which digits the numbers are real
        if check.ok is not False and not t.unresolved:
            return check
    top = rung.transcript.digits[-1]
    if check.ok is None:
        check.detail = f"{check.detail} (not resolved by the precision ladder up to {top} digits; at {model.transcript.digits[0]} digits: {first.detail})"
    elif check.ok is False:
        check.detail = f"{check.detail} (at the top of the precision ladder, {top} digits)"
    return check
