"""A claim's traces and what its code raised: the trace each interpretation reads, and errors named by their line.

:class:`ClaimTraces` makes a claim's traces once each (:func:`.trace.trace_claim`): the one at a symbolic
d, or, where the body needs d as a number and the scope lists its dimensions, one per dimension.
:func:`relations_of` is the claim's relations in one model, as every reader of a claim gets them (the
verifier's judges, the documents).
"""

from __future__ import annotations

import traceback
from fractions import Fraction
from pathlib import Path

import sympy as sp

from ...errors import UNCONTAINED, ClaimDefinitionError
from .claims import AllD, Claim, Skip, scope_problem
from .graph import constant_values
from .interpret import interpret
from ..models.lemmas import LEMMAS, lemma
from .relations import Chain, Relation
from .trace import Trace, trace_claim

__all__ = ["ClaimError", "ClaimTraces", "describe_error", "describe_exception", "relations_of"]


class ClaimError(Exception):
    """An exception raised by a claim body or a check, with where it happened."""

    def __init__(self, where: str, exc: BaseException, source: str = ""):
        self.where = where
        self.exc = exc
        super().__init__(f"{where}: {describe_exception(exc, source)}")


_LIBRARY_PARTS = ("/symln/", "/site-packages/", "/dist-packages/", "/lib/python")


def describe_exception(exc: BaseException, source: str = "") -> str:
    """The exception and the line of the claim's own code where it happened (its file if
    known, else the last frame outside symln, SymPy and the standard library)."""
    frames = traceback.extract_tb(exc.__traceback__)
    own = [f for f in frames if source and Path(f.filename).resolve() == Path(source).resolve()]
    if not own:
        own = [f for f in frames if not any(part in f.filename.replace("\\", "/") for part in _LIBRARY_PARTS)]
    at = f" (at {own[-1].filename}:{own[-1].lineno})" if own else ""
    hint = ""
    if isinstance(exc, sp.SympifyError) and "Num(" in str(exc):
        hint = "; a number of the numeric model cannot enter a SymPy set or function (give Solutions a list of points)"
    return f"{type(exc).__name__}: {exc}{at}{hint}"


def describe_error(c: Claim, exc: BaseException) -> str:
    """One line for an exception raised while *c* was traced or judged (as a verdict's reason says it)."""
    return str(exc) if isinstance(exc, (ClaimError, ClaimDefinitionError)) else describe_exception(exc, c.source)


def relations_of(c: Claim, model) -> list[Relation]:
    """The relations of *c* in *model*: its trace (:mod:`.trace`) interpreted by the model."""
    return interpret(ClaimTraces(c).at(model), model)


_LEMMA_NAMES = frozenset(lem.name for lem in LEMMAS)


def _check_lemma_names(c: Claim, relations: list[Relation]) -> None:
    """A chain may cite only lemmas of the registry (printed by ``symln verify``), each
    within the dimensions where it holds."""
    first = min(c.scope.concrete_dims())
    for r in relations:
        if isinstance(r, Chain):
            unknown = sorted(r.lemmas() - _LEMMA_NAMES)
            if unknown:
                raise ClaimDefinitionError(
                    f"claim {c.id}: unknown lemma(s) {', '.join(unknown)} cited; known: {', '.join(sorted(_LEMMA_NAMES))}"
                )
            for name in sorted(r.lemmas()):
                if lemma(name).min_d > first:
                    raise ClaimDefinitionError(
                        f"claim {c.id}: the lemma {name} holds for d >= {lemma(name).min_d}, "
                        f"but the claim's scope starts at d = {first}"
                    )


class ClaimTraces:
    """The traces of one claim, each made once, when first asked for: an all-d claim's at a symbolic d
    (read by every interpretation), and a claim whose scope lists its dimensions (``Example(d)``,
    ``Dims(lo, hi)``) at each of them, with d a number there as in every interpretation that reads it
    (so ``type(m.d) is int`` has one answer for the trace and its readers)."""

    def __init__(self, c: Claim):
        self.claim = c
        self._traces: dict[int | None, Trace] = {}

    def at(self, model) -> Trace:
        """The trace that *model* interprets (its d a symbol or a number)."""
        d = model.d
        return self.at_dimension(int(d) if isinstance(d, int) or getattr(d, "is_Integer", False) else None)

    def at_dimension(self, d: int | None) -> Trace:
        """The trace read at dimension *d* (None: the first one the claim has)."""
        key = None if isinstance(self.claim.scope, AllD) else self.claim.scope.concrete_dims()[0] if d is None else d
        if key not in self._traces:
            self._traces[key] = self._traced(key)
        return self._traces[key]

    def first(self) -> Trace:
        """The symbolic trace of an all-d claim, or the one at the scope's first dimension."""
        return self.at_dimension(None)

    def constants(self) -> tuple[Fraction, ...]:
        """The rational constants the claim writes, in every trace made so far (the simplest first)."""
        return constant_values([k for t in self._traces.values() for k in t.constants()])

    def _traced(self, d: int | None) -> Trace:
        c = self.claim
        problem = scope_problem(c.scope)
        if problem:
            raise ClaimDefinitionError(f"claim {c.id}: {problem}")
        try:
            trace = trace_claim(c, d)
        except (Skip, *UNCONTAINED):
            raise
        except BaseException as exc:  # noqa: BLE001 - whatever claim code raises (SystemExit too) ends that claim
            raise ClaimError("tracing", exc, c.source) from exc
        _check_lemma_names(c, trace.relations)
        return trace
