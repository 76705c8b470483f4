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

__all__ = ["WIDTH", "width", "aligned_rows", "escape_tex_text", "escape_markdown"]

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
    """
    out: list[str] = []
    for group in block.groups:
        for r, row in enumerate(group):
            for k, line in enumerate(_row_lines(row, tags=tags)):
                if out:
                    out[-1] += (r" \\" + spacing) if r == 0 and k == 0 else r" \\"
                out.append(line)
    return "\n".join(out)


def _row_lines(row: Row, *, tags: bool) -> list[str]:
    tag = rf" && \text{{[{row.note}]}}" if tags and row.note is not None else ""
    terms = row.terms or (row.rhs,)
    op = f"{row.op} " if row.op else ""
    if width(row.lhs) + width(row.rhs) <= WIDTH:
        return [f"{row.lhs} &{op}{row.rhs}{tag}"]
    chunks = _chunks(terms, WIDTH - width(row.lhs))
    if width(row.lhs) > 0.4 * WIDTH or width(row.lhs) + width(chunks[0]) > WIDTH:
        # a wide left side gets a line of its own
        chunks = _chunks(terms, WIDTH - 4)
        lines = [f"& {row.lhs}{tag}", rf"&\quad {op}{chunks[0]}"]
        lines.extend(rf"&\qquad {c}" for c in chunks[1:])
        return lines
    lines = [f"{row.lhs} &{op}{chunks[0]}{tag}"]
    lines.extend(rf"&\quad {c}" for c in chunks[1:])
    return lines


_TEX_SPECIALS = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
    "<": r"\textless{}",
    ">": r"\textgreater{}",
    "|": r"\textbar{}",
    # the few non-ASCII characters symln's own text uses (lemma names of hypotheses)
    "\u22a5": r"\ensuremath{\perp}",
    "\u2299": r"\ensuremath{\odot}",
    "\u00b7": r"\textperiodcentered{}",
}


def escape_tex_text(text: str) -> str:
    """Plain text (a claim statement, a reason) for LaTeX text mode (pdflatex: ASCII out)."""
    out = []
    for ch in text:
        if ch in _TEX_SPECIALS:
            out.append(_TEX_SPECIALS[ch])
        elif ord(ch) < 128:
            out.append(ch)
        else:
            out.append(rf"\texttt{{[U+{ord(ch):04X}]}}")
    return "".join(out)


_MD_SPECIALS = set("\\`*_[]<$")


def escape_markdown(text: str) -> str:
    """Plain text for GitHub Markdown: no emphasis, links, HTML or math is started by it."""
    return "".join("\\" + ch if ch in _MD_SPECIALS else ch for ch in text)
