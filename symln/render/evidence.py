r"""The evidence behind the verdicts, as one table per document (the full record is in the JSON report).

A claim's main text carries one verdict line (:func:`~symln.render.document.verdict_line`);
the evidence table gives one row per claim: its scope, the exact method that
proved it (the general-d algebra, the exact checks at concrete d, interval
enclosures), the number of exact side conditions (definedness and
smoothness) proved with it, and the numeric cross-check.  A verdict other
than "proved" says why in the method's place.  What each obligation was, the
lemmas and every figure are in ``symln verify --json``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..prove.language.claims import AllD, Claim, Dims, Example
from .verdicts import Record

__all__ = ["EvidenceRow", "EVIDENCE_HEADER", "EVIDENCE_LEAD", "evidence_row", "scope_text", "cited_lemmas"]

#: the columns of the evidence table
#: the working precision of the numeric cross-check, stated once in the header of its column
NUMERIC_DIGITS = 50
EVIDENCE_HEADER = ("Claim", "ID", "Scope", "Exact method", "Obligations", f"Points at {NUMERIC_DIGITS} digits")
#: what the table says, before it (inline-math text)
EVIDENCE_LEAD = (
    r"One row per proposition, in the order of the text. ID: its identifier in the checklist of claims and in the "
    r"verification report. Symbolic $d$: the relations were decided for every $d$ at "
    r"once, in the algebra of vectors that the lemmas describe; exact at $d = 1, 2, 3$: decided with the coordinates "
    r"written out at those $d$. Obligations: the definedness and smoothness conditions proved with the relations "
    r"(denominators nonzero, radicands positive, maps smooth where differentiated). Points: the inputs where the "
    r"relations were also evaluated at 50 digits; a worked example with fixed values has one. A proposition that "
    r"was not proved would show its outcome in place of the method."
)


@dataclass(frozen=True)
class EvidenceRow:
    """One claim's row: its ID, scope (inline-math text), exact method, side conditions and numeric points."""

    claim: str
    scope: str
    method: str
    obligations: str
    points: str

    def cells(self, text: Callable[[str], str], verbatim: Callable[[str], str]) -> list[str]:
        """The cells in the header's order: the text ones through *text* (which writes the claim's ID as the
        proposition's number), the ID column through *verbatim* (the ID as the checklist writes it)."""
        return [text(self.claim), verbatim(self.claim), *map(text, (self.scope, self.method, self.obligations, self.points))]


def scope_text(c: Claim) -> str:
    """Where the claim is stated (inline-math text): every d from a bound, or the listed dimensions."""
    scope = c.scope
    if isinstance(scope, AllD):
        text = rf"$d \geq {scope.min_d}$"
        return text + (r", $q > 0$" if scope.nonconstant else "")
    if isinstance(scope, Example):
        return rf"$d = {scope.d}$"
    if isinstance(scope, Dims):
        return rf"$d = {scope.lo}, \dots, {scope.hi}$"
    return ""


_EXACT = re.compile(r"^(general d and )?exact at d=(\d+)(?:\.\.(\d+))?$")


def _method(detail: str, variable: str = "d") -> str:
    """``symbolic d; exact at d = 1, 2, 3`` (inline-math text) from the verifier's detail, with ``interval
    enclosures`` if it used them; *variable* names the dimension as the claim's scope does (``n`` positions)."""
    parts = detail.split("; ")
    found = _EXACT.match(parts[0]) if parts else None
    if found is None:
        return parts[0] if parts else ""
    general, lo, hi = found.groups()
    dims = ", ".join(str(d) for d in range(int(lo), int(hi or lo) + 1))
    method = f"symbolic ${variable}$; exact at ${variable} = {dims}$" if general else f"exact at ${variable} = {dims}$"
    if any("interval enclosure" in p for p in parts[1:]):
        method += "; interval enclosures"
    return method


def evidence_row(c: Claim, record: Record | None, *, scope: str = "", fixed: bool = False) -> EvidenceRow:
    """The evidence of *c*'s verdict as a row of the table (module docstring).

    *scope* replaces the scope read from the claim (a statement about $n$ positions, or one whose other case is
    argued in its proof); a worked example with *fixed* values counts its one point, however often it was
    evaluated.
    """
    scope = scope or scope_text(c)
    #: a scope counting positions (``$n \geq 2$ positions``) names the dimension n in the method too
    variable = "n" if scope.startswith("$n ") else "d"
    if record is None:
        return EvidenceRow(c.id, scope, "not verified", "", "")
    if record.outcome == "proved":
        method = _method(record.detail, variable)
    elif record.outcome == "vacuous" and record.vacuous_dims:
        method = "vacuous: no value meets the hypotheses at d = " + ", ".join(str(d) for d in record.vacuous_dims)
    else:
        method = f"{record.outcome}: {record.reason}" if record.reason else record.outcome
    points = "1" if fixed and record.numeric_points else str(record.numeric_points)
    if record.numeric_dps != NUMERIC_DIGITS:  # a precision other than the header's says so in its cell
        points += f" at {record.numeric_dps} digits"
    return EvidenceRow(c.id, scope, method, str(record.obligations), points)


def cited_lemmas(record: Record | None, notes=()) -> list[str]:
    """The lemma names a claim's verdict and notes cite (hypotheses are the claim's own, not lemmas)."""
    names = [x for x in (record.lemmas if record else ()) if not x.startswith("hypothesis ")]
    for note in notes:
        names.extend(note.lemmas)
    return sorted(set(names))
