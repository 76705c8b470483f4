"""The evidence behind a verdict, for the appendix of the documents (the full record is in the JSON).

A claim's main text carries one verdict line (:func:`~symln.render.document.verdict_line`);
its appendix entry lists what the verifier did: the exact checks, the
numeric points, the lemmas and hypotheses it used, the definedness
conditions it proved, the claims it relies on and the theorems it cites, and
the interval enclosures of approximate figures.  These are the verifier's
own words and formulas, so the writers set them in a code font.
"""

from __future__ import annotations

from ..prove.language.claims import Claim
from ..text import has_math, plain
from .verdicts import Record

__all__ = ["evidence_items", "cited_lemmas"]


def evidence_items(c: Claim, record: Record | None) -> list[tuple[str, str, str]]:
    """``(what, label, verifier's text)``, in a fixed order; *label* (inline-math text) is "" but for notes of labelled relations."""
    if record is None:
        return [("outcome", "", "not verified")]
    items = [("outcome", record.outcome), ("scope", record.scope)]
    if record.vacuous_dims:
        items.append(("hypotheses empty at", "d = " + ", ".join(str(d) for d in record.vacuous_dims)))
    parts = record.detail.split("; ")
    for part in parts:
        if part.startswith("lemmas: "):
            continue
        if part.startswith("definedness: "):
            items.append(("defined", part[len("definedness: ") :]))
        elif part:
            items.append(("exact checks", part))
    items.append(("numeric check", f"{record.numeric_points} points at {record.numeric_dps} digits"))
    lemmas = [x for x in record.lemmas if not x.startswith("hypothesis ")]
    hypotheses = [x[len("hypothesis ") :] for x in record.lemmas if x.startswith("hypothesis ")]
    if lemmas:
        items.append(("lemmas", ", ".join(lemmas)))
    if hypotheses:
        items.append(("hypotheses", ", ".join(hypotheses)))
    if c.uses:
        items.append(("uses", ", ".join(c.uses)))
    if c.cites:
        items.append(("cites", ", ".join(c.cites)))
    said = {f"cites {x}" for x in c.cites} | {f"uses {x}" for x in c.uses} | {f"uses {', '.join(c.uses)}"}
    items.extend(("note", n) for n in record.notes if n not in said)
    if record.reason:
        items.append(("reason", record.reason))
    return [(what, *_split(text)) for what, text in items]


def _split(text: str) -> tuple[str, str]:
    """``(prose, code)``: a note that starts with a relation's label keeps the label as inline-math text."""
    label, sep, rest = text.partition(": ")
    if sep and has_math(label) and not has_math(rest):
        return label, rest
    return "", plain(text)


def cited_lemmas(record: Record | None, notes=()) -> list[str]:
    """The lemma names a claim's verdict and notes cite (hypotheses are the claim's own, not lemmas)."""
    names = [x for x in (record.lemmas if record else ()) if not x.startswith("hypothesis ")]
    for note in notes:
        names.extend(note.lemmas)
    return sorted(set(names))
