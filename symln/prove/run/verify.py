"""Verdicts: run a claim in each interpretation its scope requires and judge it.

Outcomes (DESIGN "Verdicts"):

* ``proved`` -- every relation holds exactly (general d and each concrete d, or
  the concrete example) *and* numerically at every sampled point, and every
  claim it relies on (``uses``) is proved;
* ``numeric-only`` -- numerically fine, but some exact check was undecided
  (or a claim it relies on is not proved); never counted as a proof;
* ``failed`` -- some check refuted it; the reason names where, the point, both
  sides, the difference and the tolerance;
* ``error`` -- the body or a check raised; the reason says what;
* ``skipped`` -- the body raised :class:`symln.prove.language.claims.Skip`.
"""

from __future__ import annotations

import enum
import itertools
import time
import zlib
from fractions import Fraction
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import mpmath
import sympy as sp

from ...certificates.record import decisions, labelled
from ...errors import UNCONTAINED, ClaimDefinitionError
from ..language.claims import AllD, Claim, Dims, Skip
from ..models.concrete import ConcreteModel
from ..calculus.definedness import built_obligations, recording
from .degenerate import near, pin_value, pins_of
from ..models.explicit import EmptyHypothesis
from ..models.general import GeneralModel
from ..language.interpret import building, interpret
from .ladder import on_the_ladder
from ..models.numeric import FAMILIES, SHAPES, NumericModel, UndefinedValue, tolerance
from ..language.relations import Chain, Check, Relation
from ..language.traces import ClaimError, ClaimTraces, describe_exception
from ..language.vacuity import past_empty, vacuity, vacuous_wording

__all__ = [
    "Outcome",
    "Settings",
    "Verdict",
    "SymbolicEvidence",
    "NumericEvidence",
    "apply_uses",
    "verify_claim",
    "verify_claims",
    "with_dependencies",
]


#: From this d on, the numeric checks use these families only: constant and near-constant inputs
#: are sampled at every smaller d, and a large d costs d^2 derivatives per Jacobian.
LARGE_D = 8
LARGE_D_FAMILIES = ("generic", "offset")
#: Worked examples fix their inputs; their free scalars vary at moderate and huge magnitude, and at 0.
EXAMPLE_FAMILIES = ("generic", "offset", "constant")
#: At most this many further dimensions, and scalar values, among the constants of a claim's graph are
#: sampled (each costs one numeric evaluation of the claim).
MAX_LITERAL_DIMS = 3
#: integer constants above this are not sampled as dimensions (a numeric check at d = k costs O(k^2))
MAX_LITERAL_DIM = 128
MAX_LITERAL_PINS = 12
#: the relative step of the pins beside a written value
_BESIDE = Fraction(1, 2**20)


class Outcome(str, enum.Enum):
    PROVED = "proved"
    VACUOUS = "vacuous"
    NUMERIC_ONLY = "numeric-only"
    FAILED = "failed"
    ERROR = "error"
    SKIPPED = "skipped"


@dataclass(frozen=True)
class Settings:
    """How hard to check: working digits and random points per input family."""

    dps: int = 50
    points: int = 1
    example_points: int = 2
    #: record the exact decisions of a proved claim on its verdict (``symln verify --certificates``)
    certificates: bool = False

    def __post_init__(self):
        if self.dps < 30:
            raise ValueError(f"dps: expected at least 30 digits, got {self.dps}")
        if self.points < 1 or self.example_points < 1:
            raise ValueError("points: expected at least one point")


@dataclass
class SymbolicEvidence:
    ok: bool | None
    seconds: float
    detail: str
    lemmas: tuple[str, ...] = ()
    #: the definedness and smoothness obligations proved (general d, or the first exact check)
    obligations: tuple[str, ...] = ()


@dataclass
class NumericEvidence:
    ok: bool | None
    dps: int
    points: int
    max_error: str
    detail: str = ""


@dataclass
class Verdict:
    claim: Claim
    outcome: Outcome
    symbolic: SymbolicEvidence
    numeric: NumericEvidence
    reason: str
    seconds: float
    notes: list[str] = field(default_factory=list)
    #: the dimensions of the scope where no value meets the claim's hypotheses (outcome ``vacuous``)
    vacuous_dims: tuple[int, ...] = ()
    #: the positive exact decisions of a proved claim (with ``Settings.certificates``; :mod:`symln.certificates`)
    decisions: tuple = ()

    @property
    def scope(self) -> str:
        return self.claim.scope.label


def _judge(c: Claim, model, where: str, traces: ClaimTraces) -> tuple[Check, list[Relation]]:
    try:
        exact = model.kind != "numeric" and model.checks_obligations
        with recording(model.pending_obligations if exact else []), labelled(interpretation=where, cross_check=getattr(model, "cross_check", False)):
            with building() as built:
                relations = interpret(traces.at(model), model)
            if exact:  # the claim's own divisions and powers, as its graph wrote them
                model.pending_obligations.extend(built_obligations(built, set(model.definitions)))
            checks = []
            for i, r in enumerate(relations):
                with labelled(relation=f"{i + 1} of {len(relations)}: {r.describe()}"):
                    checks.append(type(r).decide(r, model))  # the class's decide, never the instance's
        if exact:
            with labelled(interpretation=where, relation="the obligations recorded while the claim was evaluated"):
                checks.append(model.discharge_pending())
        if model.kind != "numeric":
            checks = [model.deferred(check) for check in checks]
    except (Skip, ClaimError, *UNCONTAINED):  # a time limit or an interrupt stops the run, not the claim
        raise
    except EmptyHypothesis as exc:  # the vacuity pass (:mod:`.vacuity`) decides what this means
        return Check(True, evidence=f"vacuous at {where}: {exc}"), []
    except (ZeroDivisionError, UndefinedValue) as exc:
        if model.kind != "numeric":
            raise ClaimError(where, exc, c.source) from exc
        # an admissible point where the claim's values do not exist: the claim is false there
        return Check(False, f"undefined at {model.describe_point()}: {describe_exception(exc, c.source)}"), []
    except BaseException as exc:  # noqa: BLE001 - whatever claim code raises (SystemExit too) ends that claim
        raise ClaimError(where, exc, c.source) from exc
    finally:
        if model.kind == "numeric":
            model.forget_computed()  # its caches hold the claim's functions, which hold it: a cycle
    return Check.combine(checks), relations


def _symbolic(c: Claim, traces: ClaimTraces, general_from: int = 1) -> tuple[SymbolicEvidence, list, dict]:
    """Exact checks: general d first (for all-d claims), then each concrete d.

    Only the general-d check can prove an all-d claim.  When it cannot decide,
    the first concrete dimensions are still checked, looking for a
    counterexample (they can refute, never prove).  Checks stop at the first
    relation that is not proved.  Returns the evidence and the expressions
    whose zeros the numeric checks should sample, with the symbols of the scalars
    and statistics they are written in.
    """
    start = time.perf_counter()
    scope = c.scope
    parts: list[tuple[str, Check]] = []
    lemmas: set[str] = set()
    obligations: list[str] = []
    degenerate: list = []
    statistics: dict = {}
    if isinstance(scope, AllD):
        general = GeneralModel(min_d=max(scope.min_d, general_from), nonconstant=scope.nonconstant)
        check, relations = _judge(c, general, "general d", traces)
        parts.append(("general d", check))
        lemmas |= general.used_lemmas.union(*(r.lemmas() for r in relations if isinstance(r, Chain)))
        obligations += general.proved_obligations
        degenerate += general.degenerate
        statistics = {"q": general.q, "mu": general.mu, "d": general.d, **general.scalar_symbols}
    if all(check.ok is not False for _, check in parts):
        # for all-d claims the concrete checks cross-check the general-d proof (or, when it
        # was undecided, look for a counterexample); otherwise they are the proof, and run strictly
        strict = not isinstance(scope, AllD)
        searching = any(check.ok is None for _, check in parts)
        for d in scope.concrete_dims():
            for axis in range(d):
                model = ConcreteModel(d, nonconstant=scope.nonconstant, strict=strict, axis=axis)
                where = f"exact d={d}" + (f", coordinate axis {axis + 1}" if axis else "")
                check, _ = _judge(c, model, where, traces)
                if model.split_at_zero_input and check.ok is True:  # a vector orthogonal to z, with z = 0 apart
                    zero = ConcreteModel(d, parametrization="zero", strict=True, axis=axis)
                    check = Check.combine([check, _judge(c, zero, f"{where} at the input z = 0", traces)[0]])
                    check.evidence = "; ".join(filter(None, [check.evidence, "the input z = 0 judged apart (every vector is orthogonal to it)"]))
                if not isinstance(scope, AllD) and not obligations:
                    obligations += model.proved_obligations
                    degenerate += model.degenerate
                    statistics = dict(model.scalar_symbols)
                if searching and check.ok is not False:
                    break
                parts.append((f"exact d={d}", check))
                if check.ok is not True or not (strict and model.uses_coordinate_vector):
                    break  # a coordinate vector in a strict check: every axis in turn
            if parts[-1][1].ok is False or (not searching and parts[-1][1].ok is not True):
                break
    combined = Check.combine([check for _, check in parts])
    seconds = time.perf_counter() - start
    if combined.ok is True:
        dims = scope.concrete_dims()
        where = f"exact at d={dims[0]}" if len(dims) == 1 else f"exact at d={dims[0]}..{dims[-1]}"
        detail = ("general d and " if isinstance(scope, AllD) else "") + where
        if lemmas:
            detail += "; lemmas: " + ", ".join(sorted(lemmas))
        if combined.evidence:
            detail += "; " + combined.evidence
        if obligations:
            detail += "; definedness: " + ", ".join(obligations)
    else:
        where, bad = next(((w, ch) for w, ch in parts if ch.ok is False), None) or next((w, ch) for w, ch in parts if ch.ok is not True)
        detail = f"{where}: {bad.detail}"
        if bad.lhs or bad.rhs:
            detail += f"; lhs = {bad.lhs}; rhs = {bad.rhs}; tolerance: exact"
        if where == "general d":
            detail += " (only the general-d check can prove an all-d claim)"
    evidence = SymbolicEvidence(combined.ok, seconds, detail, tuple(sorted(lemmas)), tuple(obligations))
    return evidence, degenerate, statistics


def _point(c: Claim, d: int, family: str = "generic", k: int = 0, **options) -> NumericModel:
    """The numeric model of *c* at dimension d, at the k-th seeded point of *family*."""
    seed = zlib.crc32(f"{c.id}|{d}|{family}|{k}".encode())
    return NumericModel(d, seed=seed, family=family, nonconstant=c.scope.nonconstant, **options)


def _numeric(c: Claim, settings: Settings, traces: ClaimTraces, degenerate: Sequence = (), statistics: dict | None = None) -> NumericEvidence:
    """mpmath checks at seeded points of every family, then on the degenerate set of the claim.

    *degenerate* holds the expressions the exact checks judged (obligations,
    signs, gaps); *statistics* maps the names ``q``, ``mu``, ``d`` to the
    symbols they appear with (see :mod:`.degenerate`).
    """
    scope = c.scope
    example = not isinstance(scope, AllD) and len(scope.concrete_dims()) == 1
    families = [f for f in (EXAMPLE_FAMILIES if example else FAMILIES) if not (scope.nonconstant and f == "constant")]
    per_family = settings.example_points if example else settings.points
    with mpmath.workdps(settings.dps):
        points = [(_point(c, d, family, k), family) for d in scope.numeric_dims() for family in families
                  if d < LARGE_D or family in LARGE_D_FAMILIES for k in range(per_family)]
        checks = _checks_at(c, points, traces, labelled=False)  # one counterexample is enough
        base = points[0][0]
        if checks[-1].ok is not False:
            checks += _literal_checks(c, base, traces)
        if checks[-1].ok is not False:
            checks += _checks_at(c, _degenerate_points(c, base, degenerate, statistics or {}), traces)
        combined = Check.combine(checks)
        errors = [ch.error for ch in checks if ch.error is not None]
        max_error = mpmath.nstr(max(errors), 3) if errors else "0"
        detail = combined.detail
        if combined.ok is False and (combined.lhs or combined.rhs):
            detail += f"; lhs = {combined.lhs}; rhs = {combined.rhs}; tolerance {mpmath.nstr(tolerance(settings.dps), 3)}"
    return NumericEvidence(combined.ok, settings.dps, len(checks), max_error, detail)


def _literal_dimensions(c: Claim, traces: ClaimTraces) -> list[int]:
    """Integer constants of the claim's graph that are dimensions of its scope not sampled yet."""
    scope = c.scope
    if not isinstance(scope, (AllD, Dims)):
        return []
    low = scope.min_d if isinstance(scope, AllD) else scope.lo
    high = MAX_LITERAL_DIM if isinstance(scope, AllD) else min(scope.hi, MAX_LITERAL_DIM)
    sampled = set(scope.numeric_dims())
    written = [int(x) for x in traces.constants() if x.denominator == 1]
    # each written k and the next, k + 1: a threshold (d > 12) is crossed just past the value written
    found = sorted({k for x in written for k in (x, x + 1) if low <= k <= high} - sampled)
    return found[:MAX_LITERAL_DIMS]


def _literal_checks(c: Claim, base: NumericModel, traces: ClaimTraces) -> list[Check]:
    """The claim at the special values it writes (the constants of its graph): at a generic point of each
    dimension among them, and with each declared scalar at each of them and just either side, at a
    generic point of the first dimension >= 3 of the scope (at d = 1 or 2 the input is too special)."""
    dims = c.scope.numeric_dims()
    d = next((k for k in dims if k >= 3), dims[-1])
    points = [(k, {}, f"at d={k}, a dimension written in the claim's code") for k in _literal_dimensions(c, traces)]
    points += [(d, {name: value}, f"at {name} = {value}, a value written in the claim's code") for name, value in _literal_pins(base, traces)]
    return _checks_at(c, ((_point(c, k, overrides=overrides), where) for k, overrides, where in points), traces)


def _smallest_d(shape: str, c: Claim, base: NumericModel, vectors: bool) -> int | None:
    """The smallest numeric d of the claim at which a degenerate shape is one of its points: there
    are vectors to shape, and the input is nonconstant where required (the zero input never is; at
    d = 2, v_k = 0 makes z constant)."""
    if "vectors" in shape and not vectors:
        return None
    least = 2 if shape == "centered-vectors" else 1  # at d = 1 a centered vector is 0
    if base.nonconstant:
        if shape == "zero-input":
            return None
        least = 3 if shape == "zero-coordinate" else 2
    return next((d for d in c.scope.numeric_dims() if d >= least), None)


def _checks_at(c: Claim, points, traces: ClaimTraces, *, labelled: bool = True) -> list[Check]:
    """The claim at each ``(model, where)`` of *points*, up to the first refutation; a check that
    does not pass says where it was made (*labelled*).  A refutation is re-judged up the precision
    ladder (:func:`.ladder.on_the_ladder`) and stands only when it is not rounding."""
    checks = []
    for model, where in points:
        check = on_the_ladder(model, lambda m, at=f"numeric d={model.d} {where}": _judge(c, m, at, traces)[0])
        if labelled and check.ok is not True:
            check.detail = f"{where}: {check.detail}"
        checks.append(check)
        if check.ok is False:
            break
    return checks


def _degenerate_points(c: Claim, base: NumericModel, degenerate: Sequence, statistics: dict):
    """``(model, where)`` for each degenerate point of the claim: zero vectors, the degenerate shapes, and
    one scalar pinned on (and just off) each degenerate set of the exact checks (see :mod:`.degenerate`)."""
    vectors = any(isinstance(v, list) for k, v in base.point.items() if k != "z")
    if vectors:
        yield _point(c, base.d, base.family, zero_vectors=True), "with zero vectors"
    for shape in SHAPES:
        d = _smallest_d(shape, c, base, vectors)
        for k in range(min(d, 3)) if d is not None and shape == "zero-coordinate" else (0,) if d is not None else ():
            yield _point(c, d, shape=shape, shape_index=k), f"with {shape}" + (f" at {k + 1}" if k else "")
    if vectors:
        yield from _degenerate_pairs(c, base)
    scalars = {name: sp.Symbol(name, real=True, positive=pos or None, nonnegative=nonneg or None)
               for name, (pos, nonneg) in base.scalar_flags.items()}
    scalars = {**scalars, **{n: s for n, s in statistics.items() if n in scalars}}
    symbols = {**{n: s for n, s in statistics.items() if n in ("q", "mu", "d")}, **scalars}
    stats = [s for n, s in statistics.items() if n in ("q", "mu", "d")]
    values = base.exact_values()
    for pin in pins_of(degenerate, scalars, stats):
        positive, nonnegative = base.scalar_flags[pin.name]
        at = pin_value(pin, values, symbols, positive=positive, nonnegative=nonnegative)
        if at is None:
            continue
        for value, where in ((at, "on"), (near(at), "near")):
            model = _point(c, base.d, base.family, overrides={pin.name: value})
            yield model, f"{where} the degenerate set ({pin.reason})"


#: degeneracies of the input (a family or a shape) and of the other vectors, sampled in pairs
_INPUT_DEGENERACIES = (("constant", None), ("generic", "mean-zero"), ("generic", "zero-input"), ("generic", "zero-coordinate"))
_VECTOR_DEGENERACIES = ("centered-vectors", "ones-vectors", "zero vectors")


def _degenerate_pairs(c: Claim, base: NumericModel):
    """``(model, where)`` where a degeneracy of the input and one of the vectors hold together (a constant
    input and a direction orthogonal to 1): a strict inequality may fail only there.  Each pair at the
    smallest dimension that admits both."""
    for (family, shape), vectors in itertools.product(_INPUT_DEGENERACIES, _VECTOR_DEGENERACIES):
        if base.nonconstant and (family == "constant" or shape == "zero-input"):
            continue
        needs = [s for s in (shape, vectors) if s in SHAPES]
        least = [_smallest_d(s, c, base, True) for s in needs] or [c.scope.numeric_dims()[0]]
        if None in least:
            continue
        d = next((k for k in c.scope.numeric_dims() if k >= max(least)), None)
        if d is None:
            continue
        model = _point(c, d, family, shape=tuple(needs), zero_vectors=vectors == "zero vectors")
        yield model, f"with {shape or 'a ' + family + ' input'} and {vectors}"


def _literal_pins(base: NumericModel, traces: ClaimTraces) -> list[tuple[str, sp.Rational]]:
    """Each declared scalar at each constant of the claim's graph it admits and just either side of it
    (a relation that changes at ``c = 10**8`` is crossed just past the value written), the simplest
    first, taking the scalars in turn (at most :data:`MAX_LITERAL_PINS`)."""
    values = [v for v in traces.constants() if v != 0]  # 0 is pinned with the degenerate sets
    per_scalar = []
    for name, (positive, nonnegative) in sorted(base.scalar_flags.items()):
        admitted = [v for v in values if v > 0 or not (positive or nonnegative)]
        per_scalar.append([(name, sp.Rational(w.numerator, w.denominator))
                           for v in admitted for w in (v, v * (1 + _BESIDE), v * (1 - _BESIDE))])
    by_turns = [pin for group in itertools.zip_longest(*per_scalar) for pin in group if pin is not None]
    return by_turns[:MAX_LITERAL_PINS]


def verify_claim(c: Claim, settings: Settings = Settings()) -> Verdict:
    """Verify one claim (its ``uses`` are applied by :func:`verify_claims`)."""
    with decisions(c.id, settings.certificates) as made:
        verdict = _verify_claim(c, settings)
    if verdict.outcome is Outcome.PROVED:
        verdict.decisions = tuple(made)
    return verdict


def _verify_claim(c: Claim, settings: Settings) -> Verdict:
    start = time.perf_counter()
    symbolic = SymbolicEvidence(None, 0.0, "not run")
    numeric = NumericEvidence(None, settings.dps, 0, "0", "not run")
    try:
        traces = ClaimTraces(c)
        admitted = vacuity(c, traces.at_dimension)  # where the hypotheses are empty, the claim says nothing
        exact = _symbolic(c, traces, past_empty(c, admitted))  # the evidence, the degenerate sets and their symbols
        symbolic, numeric = exact[0], _numeric(c, settings, traces, *exact[1:])
    except Skip as skip:
        return Verdict(c, Outcome.SKIPPED, symbolic, numeric, f"skipped: {skip}", time.perf_counter() - start)
    except (ClaimError, ClaimDefinitionError) as exc:
        return Verdict(c, Outcome.ERROR, symbolic, numeric, f"error: {exc}", time.perf_counter() - start)
    outcome, reason = _outcome(symbolic, numeric)
    vacuous = admitted.dims
    witnesses = _existential(traces)
    if outcome is Outcome.FAILED and witnesses and not admitted.missing:
        # judged for every vector with the hypotheses: one that fails does not refute that another one holds
        outcome = Outcome.NUMERIC_ONLY
        reason = (f"not proved: the relation fails for some {' and '.join(witnesses)} meeting the hypotheses, which does "
                  f"not refute that one exists (exists=True is proved when every such vector holds it); {reason}")
    if admitted.missing:  # an existential declaration without a witness at some d: the claim is false there
        outcome, reason = Outcome.FAILED, f"refuted: {admitted.missing}"
    elif admitted.unsettled and outcome is Outcome.PROVED:
        outcome, reason = Outcome.NUMERIC_ONLY, f"numerically consistent, but not proved: {admitted.unsettled}"
    elif vacuous and outcome is Outcome.PROVED:
        outcome = Outcome.VACUOUS
        reason = (f"{vacuous_wording(vacuous)}, so the claim holds there only because nothing is quantified "
                  f"(declare vacuous=(...) if that is intended, or state the vector with exists=True); {symbolic.detail}")
    return Verdict(c, outcome, symbolic, numeric, reason, time.perf_counter() - start, vacuous_dims=vacuous)


def _existential(traces: ClaimTraces) -> list[str]:
    """The names of the vectors the claim declares with ``exists=True``."""
    return sorted({n.args[0] for n in traces.first().graph.nodes if n.op == "vector" and n.kwargs.get("exists")})


def _outcome(symbolic: SymbolicEvidence, numeric: NumericEvidence) -> tuple[Outcome, str]:
    if symbolic.ok is False:
        also = f"; numerically {numeric.detail}" if numeric.ok is False else ""
        return Outcome.FAILED, f"refuted exactly at {symbolic.detail}{also}"
    if numeric.ok is False:
        return Outcome.FAILED, f"refuted numerically {numeric.detail}"
    if numeric.ok is None:
        return Outcome.ERROR, f"numeric check undecided: {numeric.detail}"
    if symbolic.ok is None:
        return Outcome.NUMERIC_ONLY, f"numerically consistent, but not proved: {symbolic.detail}"
    return Outcome.PROVED, symbolic.detail


def with_dependencies(claims: Sequence[Claim], known: Iterable[Claim]) -> list[Claim]:
    """*claims*, then every claim of *known* they rely on (through ``uses``, transitively)."""
    pool = {c.id: c for c in known}
    todo = list(claims)
    ids = {c.id for c in todo}
    pending = [u for c in todo for u in c.uses]
    while pending:
        uid = pending.pop()
        if uid not in ids and uid in pool:
            ids.add(uid)
            todo.append(pool[uid])
            pending.extend(pool[uid].uses)
    return todo


def verify_claims(claims: Sequence[Claim], settings: Settings = Settings(), *, known: Iterable[Claim] = ()) -> list[Verdict]:
    """Verify *claims* serially, then apply dependencies (see :func:`apply_uses`).

    Claims they rely on are looked up in *known* and verified as well,
    without being reported.  :func:`symln.prove.run.runner.run` does the same with
    time limits and parallel processes.
    """
    verdicts = [verify_claim(c, settings) for c in with_dependencies(claims, known)]
    apply_uses(verdicts)
    return verdicts[: len(claims)]


def apply_uses(verdicts: list[Verdict]) -> None:
    """A proved claim whose ``uses`` names a claim that is not proved becomes numeric-only."""
    by_id = {v.claim.id: v for v in verdicts}

    def not_proved(uid: str, seen: frozenset) -> str:
        """Why *uid* is not proved, or "" when it is (with every claim it uses in turn)."""
        v = by_id.get(uid)
        if v is None:
            return f"{uid} is not a known claim"
        if v.outcome is not Outcome.PROVED:
            return f"{uid} is {v.outcome.value}"
        for dep in v.claim.uses:
            why = f"circular use of {dep}" if dep in seen else not_proved(dep, seen | {dep})
            if why:
                return why
        return ""

    for v in verdicts:
        if v.outcome is not Outcome.PROVED:
            continue
        for uid in v.claim.uses:
            why = not_proved(uid, frozenset({v.claim.id, uid}))
            if why:
                v.outcome = Outcome.NUMERIC_ONLY
                v.reason = f"relies on {uid}, but {why}"
                break
        else:
            if v.claim.uses:
                v.notes.append("uses " + ", ".join(v.claim.uses))
            if v.claim.cites:
                v.notes.append("cites " + "; ".join(v.claim.cites))
