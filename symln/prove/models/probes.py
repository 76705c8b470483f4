"""Limits judged by numbers: probes toward the point, past the claim's own scale.

A limit of f as x tends to a point is judged at probes x = 10^e toward +-oo, or
point +- 10^-e toward a finite point, for e = 8, 16, ..., 1024, deeper when the
claim's numbers are larger or smaller (its *scale*), each probe computed at the
digits it needs.  :class:`LimitProbes` is the part of the numeric model
(:class:`symln.prove.models.numeric.NumericModel`) that does this.  This is evidence
that can refute, never a proof.
"""

from __future__ import annotations

import itertools

import mpmath
import sympy as sp

from ..run.ladder import Kind, Reading, _first_rung
from .numbers import Num, UndefinedValue, note_magnitude, noted_magnitudes, to_mpf
from ..language.relations import Check, conjunction

__all__ = ["LimitProbes"]


class LimitProbes:
    """Numeric limits (module docstring): a mixin of :class:`~symln.prove.models.numeric.NumericModel`,
    which provides ``transcript``, ``_slack``, ``exact_values``, ``describe_point``, ``forget_computed``
    and the plans the rungs of the ladder share (``_limit_plans``, ``_limit_paths``)."""

    #: Limit probes: x = 10^e toward +-oo, point +- 10^-e toward a finite point, for
    #: e = 8, 16, 32, ..., 1024 (the exponent doubles; mpmath's exponents are unbounded).
    LIMIT_EXPONENTS = tuple(8 * 2**k for k in range(8))
    #: The deepest probe exponent of the deepening (:meth:`_limit_plan`): a probe 10^-e costs
    #: about e digits, so this bounds the work (2^22: four million digits).
    LIMIT_MAX_EXPONENT = 2**22

    def _probe_digits(self, e: int) -> int:
        """Working digits of the probe 10^e or 10^-e: ``dps + (40 + e) 2^(r-1)`` on rung r.

        A probe 10^-e from a finite point needs e more digits to exist, and a probe 10^e cancels
        e digits in ``(x + c) - x`` but 2e in ``x (sqrt(x^2 + c) - x)``, k e for a k-th power: no
        fixed margin is enough.  The margin doubles with each rung of the ladder, so a value lost
        to a cancellation deeper than the margin changes from one rung to the next (it is not
        taken for a real value) until the rungs' margins exceed the cancellation."""
        return mpmath.mp.dps + (40 + e) * 2 ** (self.transcript.rung - 1)

    def _probe(self, f, point, sign: int, e: int, *, defined: bool = True):
        """``(x, f(x))`` at the probe 10^e (toward +-oo) or point +- 10^-e, at :meth:`_probe_digits`;
        ``(x, None)`` where f is undefined, unless it must be *defined* there."""
        with mpmath.workdps(self._probe_digits(e)):
            step = mpmath.mpf(10) ** e
            x = sign * step if point in (sp.oo, -sp.oo) else to_mpf(point) + sign / step
            try:
                return x, to_mpf(f(Num(x)))
            except (UndefinedValue, ZeroDivisionError):
                if defined:
                    raise
                return x, None

    def _probe_path(self, f, point, sign: int, exponents) -> list[tuple]:
        """``(x, f(x))`` at the probes 10^e of one path, e in *exponents* (:meth:`_probe`).

        f need only be defined near the point: where it is undefined at a probe
        before the three deepest (a radicand q - x at q = 1e-40 is negative at
        x = 1e-8), its value is None; at the deepest probes it must exist.
        """
        deep = len(exponents) - 3
        return [self._probe(f, point, sign, e, defined=k >= deep) for k, e in enumerate(exponents)]

    def _limit_scale(self, f, point, probes, target) -> int:
        """The claim's own scale N (decimal digits): every number of the claim is within 10^+-N.

        The numbers are the exact values of the point (:meth:`exact_values`),
        the finite limit point, the expected limit *target*, and f with every
        number made while computing it (each ``Num``: its terms, not only its
        value) at the first probe where f is defined.  A limit whose scale is
        10^N converges only past it (``sqrt(x^2 + 10^2N) - x`` once x passes
        10^2N; ``q/(q + eps)`` with q = 10^-2N once eps passes below 10^-2N).
        """
        bits = [0]
        logs = [abs(mpmath.mag(mpmath.mpf(v.numerator) / v.denominator)) for v in self.exact_values().values() if v]
        if point not in (sp.oo, -sp.oo) and to_mpf(point):
            logs.append(abs(mpmath.mag(to_mpf(point))))
        if target:
            logs.append(abs(mpmath.mag(target)))
        first = next((k for k, (_, y) in enumerate(probes) if y is not None), None)
        if first is not None:
            x = probes[first][0]
            e = self.LIMIT_EXPONENTS[first] if first < len(self.LIMIT_EXPONENTS) else 0
            self.forget_computed()  # so that every number of f is made again, and noted
            with noted_magnitudes() as bits:
                try:
                    with mpmath.workdps(self._probe_digits(e)):
                        note_magnitude(x)
                        note_magnitude(to_mpf(f(Num(x))))
                except (UndefinedValue, ZeroDivisionError):
                    pass
        return int(mpmath.ceil(max([bits[0], *logs]) * mpmath.log10(2)))

    def _limit_plan(self, f, point, sign: int, settled, passes, target=None) -> tuple[list[tuple], bool]:
        """The probes of one path and whether they reach beyond the claim's scale.

        The standard probes (:attr:`LIMIT_EXPONENTS`) first.  When their three
        deepest would refute (*settled*, a verdict on first-rung readings of
        the probes, is False), numbers have not yet shown non-convergence
        unless those probes lie beyond the claim's own scale N
        (:meth:`_limit_scale`): the three deepest must be past 10^+-2N.
        Otherwise the probes go on geometrically (10^-(8 2^k)) until *passes*
        holds at the deepest (the error vanishes: the check passes), or the three deepest
        lie past 10^+-2N (non-convergence there is judged as usual), or the
        deepest probe reaches :attr:`LIMIT_MAX_EXPONENT` (not beyond: the
        judge's refutation becomes undecided).  Every deeper probe is at the
        digits it needs (:meth:`_probe`); mpmath's exponents are unbounded.

        The first rung chooses the exponents; the rungs above the precision
        ladder probe the same points (``_limit_plans``), so that each number
        is paired with itself across rungs.  A claim whose standard probes do
        not refute costs nothing more.
        """
        index, self._limit_paths = self._limit_paths, self._limit_paths + 1
        if index < len(self._limit_plans):  # a higher rung: the first rung's points
            exponents, beyond = self._limit_plans[index]
            return self._probe_path(f, point, sign, exponents), beyond
        exponents = list(self.LIMIT_EXPONENTS)
        probes = self._probe_path(f, point, sign, exponents)
        beyond = True
        if settled(probes) is False:
            twice = 2 * self._limit_scale(f, point, probes, target)
            beyond = exponents[-3] >= twice
            while not beyond and exponents[-1] < self.LIMIT_MAX_EXPONENT:
                exponents.append(2 * exponents[-1])
                probes.append(self._probe(f, point, sign, exponents[-1]))
                beyond = exponents[-3] >= twice
                if passes(probes):
                    break
        self._limit_plans.append((tuple(exponents), beyond))
        return probes, beyond

    @staticmethod
    def _signs(point, side) -> list[int]:
        if point == sp.oo:
            return [1]
        if point == -sp.oo:
            return [-1]
        return ([1] if "+" in side else []) + ([-1] if "-" in side else [])

    def judge_limit(self, f, point, expected, variable, side="+-") -> Check:
        """Convergence to *expected* (divergence to +-oo: :meth:`_divergence`) at probes beyond the
        claim's scale (:meth:`_limit_plan`), on each path toward the point.

        A true limit whose scale is s (it converges once x passes s, or once
        |x - point| passes below s) is judged where the probes have passed
        the scale: at the three deepest probes (10^256, 10^512, 10^1024, or
        their reciprocals, for any claim whose numbers lie within 10^+-128;
        deeper for larger or smaller ones).  There the error |f - L| must
        vanish (ZERO: within the tolerance of max(1, |L|) at the first rung,
        rounding on the ladder) or shrink by a quarter at each doubling of
        the exponent (a rate x^-r shrinks by 10^(-256 r), 1/log x by 1/2).
        A wrong value, an oscillation or a jump keeps the error from
        shrinking at every scale, so non-convergence is refuted only where it
        persists at three probes past 10^+-2N, N the claim's scale
        (:meth:`_limit_scale`); the numbers cannot tell a limit from a plateau
        before they reach the scale where the claim's own terms stop
        dominating, and on the way there the deepening stops as soon as the
        error vanishes (a pass).  When the deepening reaches its bound first,
        the verdict is undecided, never a refutation.  (This is evidence
        that can refute, not a proof; a convergence slower than 1/log x at
        those scales is not recognized.)
        """
        if expected in (sp.oo, -sp.oo):
            target, window, passes = None, self._divergence(1 if expected == sp.oo else -1), None
            noun, shown = "divergence", expected
        else:
            target = to_mpf(expected) if not isinstance(expected, Num) else expected.v
            floor = self._slack(target)
            noun, shown = "convergence", mpmath.nstr(target, 20)

            def window(probes, read):  # the errors at the three deepest probes, and whether they converge
                deep = read([abs(y - target) for _, y in probes[-3:]], [floor] * 3)
                return deep, _shrinking(deep)

            def passes(probes):  # the deepening's test on a first-rung reading: the last error vanishes
                return abs(probes[-1][1] - target) <= floor

        def describe(probes):  # f at the probes toward an infinite limit, else its error |f - L|
            label, digits = ("f", 5) if target is None else ("|f - L|", 3)
            values = [y if y is None or target is None else abs(y - target) for _, y in probes]
            pairs = ", ".join(f"{mpmath.nstr(x, 3)}: {_nstr(v, digits)}" for (x, _), v in zip(probes, values))
            return f"{label} at {variable} = {pairs}"

        def settled(probes):  # the window's verdict on first-rung readings; None where f is undefined at one
            if any(y is None for _, y in probes[-3:]):
                return None
            return window(probes, lambda values, slacks: [_first_rung(x, s) for x, s in zip(values, slacks)])[1]

        paths, outcomes, at_bound = [], [], False
        for sign in self._signs(point, side):
            probes, beyond = self._limit_plan(f, point, sign, settled, passes or (lambda p: settled(p) is True), target)
            at_bound = at_bound or not beyond
            readings, verdict = window(probes, self.transcript.read)
            outcomes.append((readings, None if verdict is False and not beyond else verdict))
            paths.append(probes)
        ok = self.transcript.conclude(outcomes)
        detail = "; ".join(describe(probes) for probes in paths)
        error = mpmath.mpf(0) if target is None else max(abs(probes[-1][1] - target) for probes in paths)
        if ok is True:
            return Check(True, detail, error)
        what = f"no {noun}" if ok is False else f"{noun} not resolved"
        if ok is None and at_bound:
            what += f" (the probes reached 10^+-{self.LIMIT_MAX_EXPONENT}, not beyond the claim's scale)"
        return Check(ok, f"at {self.describe_point()}: {what} to {shown}; {detail}", error)

    def _divergence(self, sign: int):
        """The judgement of a limit +-oo (*sign* 1 or -1) at the three deepest probes (10^256, 10^512,
        10^1024 or their reciprocals, deeper for a claim of a larger scale: :meth:`_limit_plan`):
        ``window(probes, read)`` gives their readings and whether the values have the expected sign,
        grow, and their steps do not shrink by more than half.

        A bounded function fails: its steps shrink as it converges.  As for a finite limit,
        a failure counts only at probes past the claim's scale, and is undecided when the
        deepening reaches its bound first.  (This is evidence that can refute, not a proof.)
        """

        def window(probes, read):
            v = [sign * y for _, y in probes[-3:]]
            steps = [v[1] - v[0], v[2] - v[1]]
            slacks = [self._slack(x) for x in v] + [self._slack(v[0], v[1]), self._slack(v[1], v[2])]
            readings = read([*v, *steps], slacks)
            positive = [r.test(lambda x: x > 0, False) for r in readings]
            s1, s2 = readings[3:]
            growing = None if Kind.UNKNOWN in (s1.kind, s2.kind) else (
                s1.kind is Kind.REAL and s2.kind is Kind.REAL and s2.value >= s1.value / 2
            )
            return readings, conjunction([*positive, growing])

        return window


def _shrinking(deep: list[Reading]) -> bool | None:
    """Whether the errors at the three deepest probes converge: the last one vanishes, or
    each is at most 3/4 of the one before.

    A ZERO is an error lost in rounding: any size up to its slack.  Shrinking to a ZERO is
    shrinking; a REAL error after a ZERO cannot be compared with it (``1e-1024`` after an
    error lost in the rounding of ``10^2048``-sized terms), so that step is undecided until
    more digits make both real.
    """
    if any(r.kind is Kind.BLOWUP for r in deep):
        return False
    if deep[-1].test(lambda v: v == 0, True):
        return True
    if any(r.kind is Kind.UNKNOWN for r in deep):
        return None
    return conjunction(True if b.kind is Kind.ZERO else None if a.kind is Kind.ZERO else 4 * b.value <= 3 * a.value
                       for a, b in itertools.pairwise(deep))


def _nstr(x, digits: int) -> str:
    return "undefined" if x is None else mpmath.nstr(x, digits)
