r"""Line layout shared by the Markdown and LaTeX writers: aligned derivations and display lines.

A derivation is an ``aligned`` (Markdown) or ``align*`` (LaTeX) environment
with the relation in the second column and the note number as a tag.  A row
wider than :data:`WIDTH` (estimated from its LaTeX, see :func:`width`) breaks
between the top-level terms of its right side; a wide left side moves to a
line of its own.
"""

from __future__ import annotations

import re

from .blocks import Block, Row

__all__ = ["WIDTH", "width", "aligned_rows"]

#: the widest row, in estimated printed characters, that stays on one line
WIDTH = 52

_TOKEN = re.compile(r"\\[A-Za-z]+|\\.|[{}^_]|[^\\{}^_]")
_WORDS = {r"\max": 3, r"\lim": 3, r"\min": 3, r"\sup": 3, r"\lVert": 0.5, r"\rVert": 0.5}
_ZERO = {r"\left", r"\right", r"\mathsf", r"\operatorname", r"\quad", r"\qquad", r"\text"}


def width(tex: str) -> float:
    """A rough printed width of LaTeX math, in characters.

    Fractions count their wider part, scripts 0.6 of theirs, ``\\left``,
    ``\\right`` and spaces nothing, any other command one character.
    """
    tokens = _TOKEN.findall(tex)
    total, _ = _width(tokens, 0, closing=False)
    return total


def _group(tokens, i):
    """The width of the group or single token at *i*, and the index after it."""
    if i >= len(tokens):
        return 0.0, i
    if tokens[i] == "{":
        return _width(tokens, i + 1, closing=True)
    return _width(tokens[i : i + 1], 0, closing=False)[0], i + 1


def _width(tokens, i, *, closing):
    total = 0.0
    while i < len(tokens):
        t = tokens[i]
        if t == "}" and closing:
            return total, i + 1
        if t == "{":
            w, i = _width(tokens, i + 1, closing=True)
            total += w
            continue
        if t in ("^", "_"):
            w, i = _group(tokens, i + 1)
            total += 0.6 * w
            continue
        if t == r"\frac":
            a, i = _group(tokens, i + 1)
            b, i = _group(tokens, i)
            total += max(a, b) + 0.5
            continue
        i += 1
        if t in _ZERO or t.isspace():
            continue
        total += _WORDS.get(t, 1)
    return total, i


def _chunks(terms: tuple[str, ...], limit: int) -> list[str]:
    chunks: list[str] = []
    for term in terms:
        if chunks and width(chunks[-1] + term) <= limit:
            chunks[-1] = f"{chunks[-1]} {term}"
        else:
            chunks.append(term)
    return chunks


def aligned_rows(block: Block, *, tags: bool = True, spacing: str = "[3pt]") -> str:
    """The body of an aligned environment for *block*: rows ended by ``\\\\``.

    *spacing* is added after the ``\\\\`` that ends a relation (LaTeX); the
    Markdown writer passes ``""``: GitHub protects ``\\\\`` only at the end of a line.
    All rows share the left column, so a left side that widens it for the
    others gets a line of its own too (see :func:`_layout`).
    """
    rows = [(r, row) for group in block.groups for r, row in enumerate(group)]
    layouts = _layout([row for _, row in rows])
    out: list[str] = []
    for (r, row), (own, chunks) in zip(rows, layouts):
        for k, line in enumerate(_lines(row, own, chunks, tags=tags)):
            if out:
                out[-1] += (r" \\" + spacing) if r == 0 and k == 0 else r" \\"
            out.append(line)
    return "\n".join(out)


def _layout(rows: list[Row]) -> list[tuple[bool, list[str]]]:
    """Per row: whether its left side stands on a line of its own, and the chunks of its right side."""
    own = [False] * len(rows)
    while True:
        left = max((width(row.lhs) for row, o in zip(rows, own) if not o), default=0)
        plans = []
        for row, o in zip(rows, own):
            terms = list(row.terms or (row.rhs,))
            if o:
                plans.append((True, _chunks(terms, WIDTH - 4)))
                continue
            chunks = _chunks(terms, WIDTH - left)
            plans.append((False, chunks))
        # the right column starts after the widest left side, for every row
        too_wide = [
            i
            for i, ((o, chunks), row) in enumerate(zip(plans, rows))
            if left + max([width(c) + 2 * o for c in chunks] + [width(row.lhs) if o else 0]) > WIDTH
        ]
        candidates = [i for i, (row, o) in enumerate(zip(rows, own)) if not o and row.lhs]
        if not too_wide or not candidates:
            return plans
        # give the widest left side a line of its own and lay out again
        own[max(candidates, key=lambda i: width(rows[i].lhs))] = True


def _lines(row: Row, own: bool, chunks: list[str], *, tags: bool) -> list[str]:
    tag = rf" && \text{{[{row.note}]}}" if tags and row.note is not None else ""
    op = f"{row.op} " if row.op else ""
    if own:
        lines = [f"& {row.lhs}{tag}", rf"&\quad {op}{chunks[0]}"]
        lines.extend(rf"&\qquad {c}" for c in chunks[1:])
        return lines
    lines = [f"{row.lhs} &{op}{chunks[0]}{tag}"]
    lines.extend(rf"&\quad {c}" for c in chunks[1:])
    return lines
