"""What a claim asserts: relations between values of one model, and their checks.

A claim body returns one relation or a list of them.  Each relation is
decided by the model it was built in (:meth:`decide`): exactly by the general
and concrete interpretations, within a precision-derived tolerance by the
numeric one.  A :class:`Check` is the answer: ``ok`` is ``True`` (holds),
``False`` (refuted, with both sides and the difference) or ``None``
(undecided).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import sympy as sp

from ...errors import ClaimDefinitionError
from ..decide.signs import Sign

__all__ = [
    "Check",
    "Relation",
    "Equal",
    "LessEqual",
    "Positive",
    "Nonzero",
    "Solutions",
    "Limit",
    "Chain",
    "Step",
    "LipschitzBound",
    "Approximately",
    "KNOWN",
    "conjunction",
]


def conjunction(verdicts) -> bool | None:
    """Three-valued "and": False if any verdict is False, else None (undecided) if any is None, else True."""
    verdicts = list(verdicts)
    return False if False in verdicts else None if None in verdicts else True


@dataclass
class Check:
    """The result of deciding one relation in one model."""

    ok: bool | None
    detail: str = ""
    error: object = None
    lhs: str = ""
    rhs: str = ""
    #: what a check that holds wants shown in the verdict (e.g. an interval enclosure)
    evidence: str = ""

    @staticmethod
    def combine(checks: Sequence[Check], detail: str = "") -> Check:
        """All must hold: refuted if any is refuted, undecided if any is undecided."""
        first_bad = next((c for c in checks if c.ok is not True), None)
        errors = [c.error for c in checks if c.error is not None]
        return Check(
            conjunction(c.ok for c in checks),
            detail or (first_bad.detail if first_bad else ""),
            max(errors) if errors else None,
            first_bad.lhs if first_bad else "",
            first_bad.rhs if first_bad else "",
            "; ".join(dict.fromkeys(c.evidence for c in checks if c.evidence)),
        )


class Relation:
    """Base class: something a model can decide."""

    label: str = ""

    def decide(self, model) -> Check:  # pragma: no cover - abstract
        raise NotImplementedError

    def describe(self) -> str:
        return self.label or type(self).__name__


def expect(model, value, shape: str, relation: str, role: str):
    """*value* if it is a *shape* ("scalar" or "vector") of *model*, else a clear authoring error."""
    found = model.shape_of(value)
    if found != shape:
        raise ClaimDefinitionError(f"{relation}: {role} must be a {shape}, got a {found}")
    return value


def _scalar_valued(model, f: Callable, relation: str) -> Callable:
    """*f*, checking that each value it returns is a scalar of *model*."""

    def checked(x):
        return expect(model, f(x), "scalar", relation, "f(x)")

    checked.uses_argument = getattr(f, "uses_argument", True)  # type: ignore[attr-defined] - read from the graph
    return checked


def _labelled(check: Check, label: str) -> Check:
    if label and check.ok is not True:
        check.detail = f"{label}: {check.detail}" if check.detail else label
    return check


@dataclass
class Equal(Relation):
    """``lhs == rhs`` (scalars, vectors or matrices of the same model)."""

    lhs: object
    rhs: object
    label: str = ""

    def decide(self, model) -> Check:
        return _labelled(model.judge_equal(self.lhs, self.rhs), self.label)


@dataclass
class LessEqual(Relation):
    """``lhs <= rhs``; with ``gap``, proved as ``rhs - lhs == gap`` and ``gap >= 0``.

    The gap is the certificate of a calculational proof: an identity checked
    in every model, and an expression whose sign follows from its structure.
    ``label`` says why the inequality holds; ``gap_label`` says what the
    difference is and why its sign is known (documents show it with the gap).
    """

    lhs: object
    rhs: object
    gap: object = None
    label: str = ""
    strict: bool = False
    gap_label: str = ""

    def decide(self, model) -> Check:
        wanted = Sign.POS if self.strict else Sign.NONNEG
        for value, role in ((self.lhs, "the left side"), (self.rhs, "the right side"), (self.gap, "the gap")):
            if value is not None:
                expect(model, value, "scalar", "LessEqual", role)
        defined = model.judge_defined(self.lhs, self.rhs)  # each side, before rhs - lhs cancels a common term
        if defined.ok is not True:
            return _labelled(defined, self.label)
        if self.gap is None:
            return _labelled(model.judge_sign_of_difference(self.rhs, self.lhs, wanted), self.label)
        identity = model.judge_equal(self.rhs - self.lhs, self.gap)
        _labelled(identity, "gap identity")
        sign = _labelled(model.judge_sign(self.gap, wanted), f"gap {wanted.value}")
        return _labelled(Check.combine([identity, sign]), self.label)


@dataclass
class _SignOf(Relation):
    """A scalar ``value`` has the sign ``SIGN`` everywhere on the domain."""

    value: object
    label: str = ""
    SIGN = Sign.POS

    def decide(self, model) -> Check:
        expect(model, self.value, "scalar", type(self).__name__, "the value")
        return _labelled(model.judge_sign(self.value, self.SIGN), self.label)


class Positive(_SignOf):
    """``value > 0``."""


class Nonzero(_SignOf):
    """``value != 0`` everywhere on the domain."""

    SIGN = Sign.NONZERO


@dataclass
class Solutions(Relation):
    """The solution set of ``f(x) = 0`` for x in *domain* is exactly *expected*.

    *expected* is a finite SymPy set, or a list of the model's scalars (points
    that depend on the claim's scalars or input).  The exact models decide it
    for every admissible value of the claim's scalars; the numeric model checks
    that each expected point solves the equation and that sample points of the
    domain away from them do not.
    """

    f: Callable
    domain: sp.Set
    expected: sp.Set
    variable: str = "x"
    label: str = ""

    def decide(self, model) -> Check:
        f = _scalar_valued(model, self.f, "Solutions")
        return _labelled(model.judge_solutions(f, self.domain, self.expected, self.variable), self.label)


@dataclass
class Limit(Relation):
    """``lim f(x) = expected`` as x tends to *point*: ``oo``, ``-oo``, or a finite
    point approached from both sides (``side="+-"``, the default), from above
    (``"+"``) or from below (``"-"``)."""

    f: Callable
    point: object
    expected: object
    variable: str = "x"
    label: str = ""
    side: str = "+-"

    def __post_init__(self):
        if self.side not in ("+-", "+", "-"):
            raise ValueError(f"side: expected '+-', '+' or '-', got {self.side!r}")
        if self.side != "+-" and (self.point is sp.oo or self.point is sp.S.NegativeInfinity):
            raise ValueError(f"side: a limit at {self.point} has one side only; leave side at its default, got {self.side!r}")

    def decide(self, model) -> Check:
        f = _scalar_valued(model, self.f, "Limit")
        return _labelled(model.judge_limit(f, self.point, self.expected, self.variable, self.side), self.label)


@dataclass
class LipschitzBound(Relation):
    """``|f(a) - f(b)|^2 <= bound |a - b|^2`` for all inputs a, b.

    Proof scheme (the mean value inequality along the segment from b to a,
    a cited standard theorem): the relation itself computes ``D f(z) x`` at the
    model's generic input z in the direction x of *direction*, a generic
    vector made by ``m.generic_vector`` (so x ranges over all of R^d), and checks

    * that *bound* contains only declared scalars and maxima of free gains (a
      positive list: it is one number for every input and direction), and
      that *f*, evaluated at a fresh argument, does not depend on the input;
    * ``bound |x|^2 - |D f(z) x|^2 == gap`` and ``gap >= 0``;
    * every denominator and radicand of ``D f(z) x`` is positive, so f is C^1.

    The numeric model also checks the finite inequality at a random pair.  The
    scheme needs the bound at *every* input, so a model restricted to
    nonconstant inputs cannot prove it.
    """

    f: Callable
    bound: object
    direction: object
    gap: object
    label: str = ""

    def decide(self, model) -> Check:
        if getattr(model, "nonconstant", False):
            return _labelled(Check(None, "the derivative bound must hold at every input, not only nonconstant ones"), self.label)
        if not model.is_generic(self.direction):
            return _labelled(
                Check(False, "direction: expected the result of m.generic_vector (a generic vector of R^d)"), self.label
            )
        foreign = sorted(map(str, model.foreign_symbols(self.bound)))
        if foreign:
            raise ClaimDefinitionError(
                f"LipschitzBound: the bound may contain only declared scalars (m.scalar), the dimension d and quantities "
                f"of free gains (m.max_abs, totals of vectors from m.vector), but {self.bound} contains {', '.join(foreign)}"
            )
        if model.kind != "numeric":
            argument = model.fresh_argument()
            foreign = sorted({re.sub(r"ζ\d*", "x", str(s)) for s in model.foreign_in_function(self.f(argument), argument)})
            if foreign:
                raise ClaimDefinitionError(
                    "LipschitzBound: f must be a function of its argument, declared scalars and free gains only (a "
                    f"vector declared orthogonal to the input is tied to it), but f(x) at a fresh x depends on {', '.join(foreign)}"
                )
        x = self.direction.vector
        value = expect(model, self.f(model.z), "vector", "LipschitzBound", "f(z)")
        defined = model.judge_defined(value)  # f itself, not only its derivative, must exist everywhere
        if defined.ok is not True:
            return _labelled(defined, self.label)
        derivative = model.D(self.f, model.z, x)
        checks = [
            _labelled(
                LessEqual(model.norm2(derivative), self.bound * model.norm2(x), gap=self.gap).decide(model),
                "derivative bound",
            ),
            _labelled(model.judge_smooth(derivative), "smoothness"),
        ]
        if model.kind == "numeric":
            h = model.vector("lipschitz_h")
            a = model.z + h
            finite = LessEqual(model.norm2(self.f(a) - self.f(model.z)), self.bound * model.norm2(h))
            checks.append(_labelled(finite.decide(model), "finite pair"))
        return _labelled(Check.combine(checks), self.label)


#: the relations a step of a chain may state: equal to, or at most, the previous value
STEP_OPERATORS = ("=", "<=")


@dataclass(frozen=True)
class Step:
    """One line of a calculational chain: ``op`` ("=" or "<=") relates the previous value to ``value``."""

    value: object
    reason: str
    op: str = "="
    lemmas: tuple[str, ...] = ()
    gap: object = None

    def __post_init__(self):
        if self.op not in STEP_OPERATORS:
            raise ClaimDefinitionError(f"Step: op must be one of {', '.join(STEP_OPERATORS)}, got {self.op!r}")


@dataclass
class Chain(Relation):
    """A calculational proof ``start = s1 = s2 <= s3 ...``; each link is checked.

    Build it with :meth:`eq` and :meth:`le`; every step names its reason and
    the lemmas it uses.
    """

    start: object
    label: str = ""
    steps: list[Step] = field(default_factory=list)

    def eq(self, value, reason: str, *, lemmas: Iterable[str] = ()) -> Chain:
        self.steps.append(Step(value, reason, "=", tuple(lemmas)))
        return self

    def le(self, value, reason: str, *, gap=None, lemmas: Iterable[str] = ()) -> Chain:
        self.steps.append(Step(value, reason, "<=", tuple(lemmas), gap))
        return self

    def plain_steps(self) -> tuple[Step, ...]:
        """The steps as judged: a list or tuple of :class:`Step` themselves (not of a subclass, not a
        container that answers ``len`` one way and iteration another), each with a known operator."""
        if type(self.steps) not in (list, tuple):
            raise ClaimDefinitionError(f"Chain: steps must be a list of Step (from .eq and .le), got {type(self.steps).__name__}")
        steps = tuple(self.steps)
        for step in steps:
            if type(step) is not Step or step.op not in STEP_OPERATORS:
                raise ClaimDefinitionError(f"Chain: each step must be a Step with op '=' or '<=' (from .eq and .le), got {step!r}")
        return steps

    def links(self):
        previous = self.start
        for step in self.plain_steps():
            if step.op == "=":
                yield step, Equal(previous, step.value)
            else:
                yield step, LessEqual(previous, step.value, gap=step.gap)
            previous = step.value

    def decide(self, model) -> Check:
        if not self.plain_steps():
            raise ClaimDefinitionError("Chain: a chain asserts nothing without a step (.eq or .le)")
        checks = []
        for index, (step, relation) in enumerate(self.links(), start=1):
            check = relation.decide(model)
            _labelled(check, f"step {index} ({step.reason})")
            checks.append(check)
        return _labelled(Check.combine(checks), self.label)

    def lemmas(self) -> set[str]:
        return {name for step in self.plain_steps() for name in step.lemmas}


@dataclass
class Approximately(Relation):
    """The constant *value* rounds to the decimal *stated* (a string such as ``"99.50"``).

    That is ``|value - stated| < r`` with r half a unit of the last stated
    digit (``r = 1/200`` for ``"99.50"``), so the stated digits are right
    (a value exactly halfway rounds either way, so it certifies neither).
    The exact models enclose the value rigorously (``mpmath.iv``, at least 30
    digits) and require the enclosure to lie inside ``[stated - r, stated + r]``;
    the check's evidence shows the enclosure.  The numeric model compares its
    mpmath value.
    """

    value: object
    stated: str
    label: str = ""

    def __post_init__(self):
        if not isinstance(self.stated, str) or not re.fullmatch(r"-?[0-9]+(\.[0-9]+)?", self.stated):
            raise ValueError(f"stated: expected a decimal string such as '99.50', got {self.stated!r}")

    @property
    def center(self) -> sp.Rational:
        """The stated number, exactly."""
        return sp.Rational(self.stated)

    @property
    def radius(self) -> sp.Rational:
        """Half a unit of the last stated digit."""
        places = len(self.stated.partition(".")[2])
        return sp.Rational(1, 2 * 10**places)

    def decide(self, model) -> Check:
        expect(model, self.value, "scalar", "Approximately", "the value")
        check = model.judge_approximately(self.value, self.center, self.radius, self.stated)
        if check.evidence and self.label:
            check.evidence = f"{self.label}: {check.evidence}"
        return _labelled(check, self.label)


#: The relations symln knows how to judge.  A claim may return only these: a subclass
#: could override ``decide`` and answer "holds" without any check.
KNOWN = (Equal, LessEqual, Positive, Nonzero, Solutions, Limit, LipschitzBound, Chain, Approximately)
