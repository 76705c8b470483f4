r"""Text with inline mathematics (:mod:`symln.text`) for LaTeX and for GitHub Markdown.

The same source text gives both: text pieces are escaped for the target,
mathematics is kept as written, in ``$...$`` for LaTeX and in
``$`...`$`` for GitHub (its math syntax that no Markdown rule touches).

>>> tex_text(r"the core $u_{\varepsilon}(z)$ & 50%")
'the core $u_{\\varepsilon}(z)$ \\& 50\\%'
>>> markdown_text(r"the core $u_{\varepsilon}(z)$, *not* bold")
'the core $`u_{\\varepsilon}(z)`$, \\*not\\* bold'
"""

from __future__ import annotations

import re

from ..text import segments
from .labels import relabel

__all__ = ["tex_text", "markdown_text", "escape_tex_text", "escape_markdown"]


#: inline mathematics up to this many source characters never breaks: neither after a relation sign
#: (``S \geq`` / ``0``) nor after a binary operator (``(s +`` / ``\varepsilon)``); a longer relation breaks only after
#: a relation sign; longer mathematics without a relation breaks where TeX likes
SHORT_MATH = 80
_RELATION = re.compile(r"(?<![\\a-zA-Z])[=<>]|\\(leq|geq|neq|ll|gg|approx|in|subset|le|ge)(?![a-zA-Z])")


def _tex_math(piece: str) -> str:
    if len(piece) <= SHORT_MATH:
        return f"$\\relpenalty=10000 \\binoppenalty=10000 {piece}$" if _RELATION.search(piece) or " " in piece else f"${piece}$"
    if _RELATION.search(piece):
        return f"$\\binoppenalty=10000 {piece}$"
    return f"${piece}$"


#: a range of propositions or rows written with a hyphen, ``E13-E15`` or ``[1]-[4]``: the hyphen becomes an en dash
_RANGE = re.compile(r"(\b[A-Z]\d+(?:\.d\d+)?|\b\d+\.\d+|\[\d+\])-(?=[A-Z]\d+\b|\d+\.\d+\b|\[\d+\])")


def en_dashes(text: str) -> str:
    """Plain text with each range (``E13-E15``, ``[1]-[4]``) written ``--``, the en dash of LaTeX."""
    return _RANGE.sub(r"\1--", text)


def tex_text(text: str) -> str:
    """*text* for LaTeX: escaped text, mathematics in ``$...$`` (short mathematics unbreakable); a range takes an
    en dash (``--``)."""
    return "".join(_tex_math(piece) if math else escape_tex_text(en_dashes(relabel(piece))) for math, piece in segments(text))


def markdown_text(text: str) -> str:
    """*text* for GitHub Markdown: escaped text, mathematics in ``$`...`$``; a range (or ``--``) takes the en
    dash \u2013."""
    return "".join(
        f"$`{piece}`$" if math else escape_markdown(en_dashes(relabel(piece)).replace("--", "\u2013"))
        for math, piece in segments(text)
    )


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
