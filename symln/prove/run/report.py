"""Verdicts for people and for machines: a text table, JSON (the interface contract), JUnit XML."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ... import __version__
from ...text import plain
from ..models.lemmas import LemmaResult
from ..language.vacuity import vacuous_wording
from .verify import Outcome, Verdict

__all__ = ["Report", "reason_of", "text_table", "to_json", "to_junit", "vacuous_wording"]


def reason_of(v: Verdict) -> str:
    """The verdict's reason as the reports show it; a vacuous verdict's names the dimensions first."""
    if v.outcome is not Outcome.VACUOUS:
        return v.reason
    wording = vacuous_wording(v.vacuous_dims)
    if v.reason.startswith(wording):
        return v.reason
    return f"{wording}; {v.reason}" if v.reason else wording


@dataclass
class Report:
    verdicts: Sequence[Verdict]
    lemmas: Sequence[LemmaResult]
    seconds: float

    def counts(self) -> Counter:
        return Counter(v.outcome for v in self.verdicts)

    @property
    def ok(self) -> bool:
        """True iff no claim failed or errored and every lemma check passed."""
        bad = self.counts()[Outcome.FAILED] + self.counts()[Outcome.ERROR]
        return bad == 0 and not any(r.failure for r in self.lemmas)

    def summary(self) -> dict:
        c = self.counts()  # each outcome by its value, numeric-only as numeric_only
        by_outcome = {o.value.replace("-", "_"): c[o] for o in Outcome}
        return {"total": len(self.verdicts), **by_outcome, "seconds": round(self.seconds, 3)}


def text_table(report: Report) -> str:
    """The readable table, the non-proved reasons, the lemmas, and the "Overall:" line."""
    rows = [("ID", "article", "outcome", "scope", "time")]
    for v in report.verdicts:
        rows.append((v.claim.id, v.claim.article, v.outcome.value, v.scope, f"{v.seconds:.2f}s"))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    for v in report.verdicts:
        if v.outcome is not Outcome.PROVED:
            lines.append(f"{v.claim.id} [{v.outcome.value}]: {plain(reason_of(v))}")
    checked = [r for r in report.lemmas if not r.failure]
    if report.lemmas:
        dims = sorted({d for r in checked for d in r.checked_d})
        span = f"d={dims[0]}..{dims[-1]}" if dims else "no d"
        lines.append(f"Lemmas: {len(checked)}/{len(report.lemmas)} checked exactly at {span}")
    for r in report.lemmas:
        if r.failure:
            lines.append(f"lemma {r.lemma.name} FAILED: {r.failure}")
    s = report.summary()
    verdict = "OK" if report.ok else "NOT OK"
    lines.append(
        f"Overall: {verdict}: {s['total']} claims: {s['proved']} proved, {s['vacuous']} vacuous, "
        f"{s['numeric_only']} numeric-only, "
        f"{s['failed']} failed, {s['error']} error, {s['skipped']} skipped in {s['seconds']:.1f} s"
    )
    return "\n".join(lines) + "\n"


def _claim_json(v: Verdict) -> dict:
    return {
        "id": v.claim.id,
        "covers": list(v.claim.covers),
        "article": v.claim.article,
        "statement": plain(v.claim.statement),
        "outcome": v.outcome.value,
        "scope": v.scope,
        "symbolic": {"ok": v.symbolic.ok, "seconds": round(v.symbolic.seconds, 3), "detail": v.symbolic.detail},
        "numeric": {
            "ok": v.numeric.ok,
            "dps": v.numeric.dps,
            "points": v.numeric.points,
            "max_error": v.numeric.max_error,
        },
        "reason": plain(reason_of(v)),
    }


def to_json(report: Report) -> str:
    """The JSON document of the interface contract (DESIGN.md)."""
    document = {
        "version": __version__,
        "summary": report.summary(),
        "lemmas": [
            {"name": r.lemma.name, "statement": plain(r.lemma.statement), "checked_d": list(r.checked_d)}
            for r in report.lemmas
        ],
        "claims": [_claim_json(v) for v in report.verdicts],
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def to_junit(report: Report) -> str:
    """JUnit XML, one testcase per claim (numeric-only and vacuous are reported as skipped: not a proof)."""
    s = report.summary()
    suite = ET.Element(
        "testsuite",
        name="symln",
        tests=str(s["total"]),
        failures=str(s["failed"]),
        errors=str(s["error"]),
        skipped=str(s["skipped"] + s["vacuous"] + s["numeric_only"]),
        time=f"{report.seconds:.3f}",
    )
    for v in report.verdicts:
        case = ET.SubElement(
            suite, "testcase", classname=f"symln.{v.claim.article}", name=v.claim.id, time=f"{v.seconds:.3f}"
        )
        if v.outcome is Outcome.FAILED:
            ET.SubElement(case, "failure", message=v.reason[:200]).text = v.reason
        elif v.outcome is Outcome.ERROR:
            ET.SubElement(case, "error", message=v.reason[:200]).text = v.reason
        elif v.outcome is Outcome.VACUOUS:  # its reason starts "vacuous at d = ..."
            ET.SubElement(case, "skipped", message=plain(reason_of(v))[:200])
        elif v.outcome in (Outcome.SKIPPED, Outcome.NUMERIC_ONLY):
            ET.SubElement(case, "skipped", message=f"{v.outcome.value}: {v.reason}"[:200])
        ET.SubElement(case, "system-out").text = f"{plain(v.claim.statement)}\nscope: {v.scope}\n{v.symbolic.detail}"
    root = ET.Element("testsuites")
    root.append(suite)
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"
