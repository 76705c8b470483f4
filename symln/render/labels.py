r"""How the documents name propositions and displays: by section and place, not by checklist ID.

A claim keeps its ID (E20.d1, S3) in the claims, the JSON report and
``verdicts.json``; the documents number the propositions of each section in
the order they are read, ``Proposition 2.12`` being the twelfth of Section 2
(Sections 2, 3, ... follow the lemmas of Section 1), and the displays in the
order they stand, (D1), (D2), ...  So the numbers have no gaps, follow the
pages, and a suffixed case (E20.d1) is a proposition like the others.

The text of the articles cites by ID (``(E12)``, ``E13-E15``, ``G9 below``);
:func:`relabel` rewrites those citations in plain text while a numbering is
active (:func:`numbered`), which the writers of :mod:`.latex` and
:mod:`.markdown` set for the documents they write.

>>> with numbered({"E12": "2.12", "E13": "2.13", "E14": "2.14", "E15": "2.15"}):
...     relabel("the closed form (E12), the eigenpairs E13-E15")
'the closed form (2.12), the eigenpairs 2.13-2.15'
>>> relabel("E12")
'E12'
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

__all__ = ["numbering", "numbered", "relabel", "label", "builtin_numbering", "FIRST_SECTION"]

#: the number of the first section of propositions (Section 1 holds the lemmas)
FIRST_SECTION = 2

_ACTIVE: ContextVar[Mapping[str, str]] = ContextVar("symln_labels", default={})

#: an ID where text cites it: E12, E20.d1, D7 (not inside a word, a number or a LaTeX command)
_ID = re.compile(r"(?<![\w.\\{])([A-Z]\d+(?:\.d\d+)?)(?![\w]|\.d\d)")
#: a range of IDs of one letter, ``E13-E15`` (also with ``--`` or an en dash)
_RANGE = re.compile(r"(?<![\w.\\{])([A-Z])(\d+)(-{1,2}|\u2013)\1(\d+)(?![\w.])")


def numbering(articles: Sequence) -> dict[str, str]:
    """``{claim or display ID: label}`` for the articles of a document, in their order.

    Propositions are ``section.place`` (``2.12``), displays ``D1``, ``D2``, ... in the order they stand: a
    section's own displays after its introduction, then each proposition's displays.
    """
    out: dict[str, str] = {}
    displays: list[str] = []
    for k, a in enumerate(articles):
        section = FIRST_SECTION + k
        displays += [sd.display.id for sd in a.displays]
        for place, sc in enumerate(a.claims, start=1):
            out[sc.claim.id] = f"{section}.{place}"
            displays += [sd.display.id for sd in sc.displays]
    out.update({d: f"D{n}" for n, d in enumerate(displays, start=1)})
    return out


@contextmanager
def numbered(labels: Mapping[str, str]) -> Iterator[None]:
    """Make *labels* the numbering :func:`relabel` and :func:`label` use, inside the ``with`` block."""
    token = _ACTIVE.set(dict(labels))
    try:
        yield
    finally:
        _ACTIVE.reset(token)


def label(cid: str) -> str:
    """The document's name of the claim or display *cid* (the ID itself when no numbering is active)."""
    return _ACTIVE.get().get(cid, cid)


def _range(found: re.Match) -> str:
    letter, lo, dash, hi = found.groups()
    labels = _ACTIVE.get()
    ids = [f"{letter}{n}" for n in range(int(lo), int(hi) + 1)]
    if not all(i in labels for i in ids):
        return found.group(0)
    shown = [labels[i] for i in ids]
    if _consecutive(shown):
        return f"{shown[0]}{dash}{shown[-1]}"
    return ", ".join(shown)


def _consecutive(shown: list[str]) -> bool:
    """Labels ``2.13, 2.14, 2.15`` (or ``D3, D4``) that follow one another."""
    def split(x: str) -> tuple[str, int]:
        head, _, tail = x.rpartition(".") if "." in x else (x[:1], "", x[1:])
        return head, int(tail)

    parts = [split(x) for x in shown]
    return all(a[0] == b[0] and b[1] == a[1] + 1 for a, b in zip(parts, parts[1:]))


def relabel(text: str) -> str:
    """Plain *text* with each cited proposition ID (and range of IDs) written by the active numbering; display
    labels (``D5``) are the document's own and stay as written (:func:`label` names a display by its ID)."""
    labels = {k: v for k, v in _ACTIVE.get().items() if "." in v}
    if not labels:
        return text
    token = _ACTIVE.set(labels)
    try:
        return _relabel(text, labels)
    finally:
        _ACTIVE.reset(token)


def _relabel(text: str, labels: Mapping[str, str]) -> str:
    text = _RANGE.sub(_range, text)
    return _ID.sub(lambda found: labels.get(found.group(1), found.group(1)), text)


@lru_cache(maxsize=1)
def builtin_numbering() -> dict[str, str]:
    """The numbering of the documents of the built-in claims (``{"E20.d1": "2.22", ...}``): where a proposition
    stands in the paper and in ``proofs/``, for a reader of the JSON report or of a test."""
    from ..prove.language.claims import builtin_claims
    from .document import articles

    return numbering(articles(builtin_claims(), {}))
