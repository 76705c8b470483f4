r"""The LaTeX export: one standalone document, and single displays ready to paste.

:func:`document` writes a section per article: each claim with its displays
as numbered equations labelled ``\label{D1}`` ... ``\label{D12}``, its
derivation as an ``align*`` with numbered reasons, and its verdict; a table of
the article's verdicts closes the section.  Figure F1 is a pgfplots picture of
the same table as ``proofs/F1.tsv``, labelled ``\label{F1}``.  The packages
used are in TeX Live's ``texlive-latex-base``, ``texlive-latex-recommended``
and ``texlive-pictures`` (pgfplots).

:func:`build_pdf` runs ``pdflatex`` twice (for the references) in a scratch
directory and reports the first error of the log.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

from .. import __version__
from ..errors import SymlnError
from ..fileio import atomic_write_bytes
from .displays import DISPLAYS, Display
from .document import Article, ShownClaim, ShownDisplay, shown_display
from .figure import EPS_VALUES, FIGURE_ID, Table, labels, pgfplots
from .layout import aligned_rows, escape_tex_text
from .markdown import verdict_text

__all__ = ["document", "display_equation", "display_snippet", "build_pdf", "PdfError", "PREAMBLE"]

PREAMBLE = r"""\documentclass[11pt]{article}
\usepackage[a4paper, margin=2.3cm]{geometry}
\usepackage{amsmath, amssymb}
\usepackage{booktabs}
\usepackage{array}
\usepackage{pgfplots}
\pgfplotsset{compat=1.16}
\allowdisplaybreaks
\setlength{\parindent}{0pt}
\setlength{\parskip}{4pt}
\renewcommand{\thefigure}{F\arabic{figure}}
"""


class PdfError(SymlnError):
    """pdflatex is missing, failed, or left references undefined."""


def display_equation(sd: ShownDisplay) -> str:
    """A display as a numbered, labelled equation."""
    if sd.error:
        raise SymlnError(sd.error)
    d = sd.display
    if len(sd.lines) == 1:
        body = sd.lines[0]
    else:
        body = "\\begin{gathered}\n" + " \\\\\n".join(sd.lines) + "\n\\end{gathered}"
    return f"\\begin{{equation}}\\tag{{{d.id}}}\\label{{{d.id}}}\n{body}\n\\end{{equation}}"


def _code(name: str) -> str:
    return r"\texttt{" + escape_tex_text(name) + "}"


def _claim(sc: ShownClaim, figure: str | None) -> list[str]:
    c = sc.claim
    title = c.title.replace("_", " ").capitalize()
    covers = [x for x in c.covers if x != c.id]
    meta = f"scope {c.scope.label}" + (f"; covers {', '.join(covers)}" if covers else "")
    lines = [
        rf"\subsection*{{{escape_tex_text(c.id)}\quad {escape_tex_text(title)}}}",
        rf"{{\small\itshape {escape_tex_text(meta)}}}\par",
        escape_tex_text(c.statement),
    ]
    for sd in sc.displays:
        lines.append(_display_or_note(sd))
    if sc.block is not None:
        lines += ["\\begin{align*}", aligned_rows(sc.block), "\\end{align*}"]
        if sc.block.notes:
            items = []
            for i, note in enumerate(sc.block.notes, start=1):
                lemmas = f" (lemmas: {', '.join(_code(x) for x in note.lemmas)})" if note.lemmas else ""
                items.append(rf"[{i}]~{escape_tex_text(note.text)}{lemmas}")
            lines.append("{\\small\\raggedright " + r"\quad ".join(items) + "\\par}")
    else:
        lines.append(rf"\emph{{The derivation could not be shown:}} {escape_tex_text(sc.error)}")
    lines.append(rf"{{\small\raggedright\textbf{{Verdict:}} {verdict_text(sc.record, code=_code, escape=escape_tex_text)}\par}}")
    if sc.figure and figure:
        lines.append(figure)
    return lines


def _display_or_note(sd: ShownDisplay) -> str:
    if sd.error:
        return rf"\emph{{Display {sd.display.id} is not available:}} {escape_tex_text(sd.error)}"
    return display_equation(sd)


def _figure(data: Table) -> str:
    tex = labels()
    eps = ", ".join(f"${tex[k]}$" for k in tex if k.startswith("eps="))
    caption = (
        f"Left: ${tex['h']}$, the third coordinate of the core along the inputs ${tex['family']}$ "
        f"(claim E21), for {eps}; dashed: ${tex['+']}$ and ${tex['-']}$. Right: ${tex['dh']}$."
    )
    return "\n".join(
        [
            r"\begin{figure}[htbp]",
            r"\centering",
            pgfplots(data),
            rf"\caption{{{caption}}}",
            rf"\label{{{FIGURE_ID}}}",
            r"\end{figure}",
        ]
    )


def _verdict_table(a: Article) -> list[str]:
    lines = [
        r"\begin{center}\small",
        r"\begin{tabular}{@{}l l l l >{\raggedright\arraybackslash}p{0.45\linewidth}@{}}",
        r"\toprule",
        r"Claim & Covers & Outcome & Scope & Lemmas \\",
        r"\midrule",
    ]
    for sc in a.claims:
        r = sc.record
        outcome = r.outcome if r else "not verified"
        lemmas = ", ".join(_code(x) for x in r.lemmas) if r else ""
        covers = escape_tex_text(", ".join(sc.claim.covers))
        lines.append(rf"{escape_tex_text(sc.claim.id)} & {covers} & {outcome} & {escape_tex_text(sc.claim.scope.label)} & {lemmas} \\")
    lines += [r"\bottomrule", r"\end{tabular}", r"\end{center}"]
    return lines


def _index() -> list[str]:
    lines = [
        r"\begin{center}\small",
        r"\begin{tabular}{@{}l l l >{\raggedright\arraybackslash}p{0.55\linewidth}@{}}",
        r"\toprule",
        r"Display & Article & Shows & What it shows \\",
        r"\midrule",
    ]
    for d in DISPLAYS.values():
        lines.append(rf"\eqref{{{d.id}}} & {d.article} & {d.claim} & {escape_tex_text(d.about)} \\")
    family = labels()["family"]
    lines.append(rf"Figure~\ref{{{FIGURE_ID}}} & epsilon & E21 & the response of the core along ${family}$ and its derivative \\")
    lines += [r"\bottomrule", r"\end{tabular}", r"\end{center}"]
    return lines


def document(articles: Sequence[Article], data: Table) -> str:
    """The standalone LaTeX document of every article."""
    figure = _figure(data)
    lines = [
        PREAMBLE.rstrip("\n"),
        r"\title{Layer normalization: derivations checked by symln}",
        rf"\author{{symln {__version__}}}",
        r"\date{}",
        r"\begin{document}",
        r"\maketitle",
        "This document is generated by \\texttt{symln latex} from the claims of symln. Every formula is printed "
        "from the SymPy objects of its derivations; every verdict comes from \\texttt{symln verify}. The displays "
        f"and the figure keep the identifiers of the articles: the displays D1--D{len(DISPLAYS)} and Figure~\\ref{{{FIGURE_ID}}} "
        f"({len(EPS_VALUES)} values of the stabilizing constant).",
        *_index(),
    ]
    for a in articles:
        lines.append(rf"\section{{{escape_tex_text(a.title)}}}")
        if not a.claims:
            lines.append(
                f"The claims of the {escape_tex_text(a.name)} article are not in symln yet; its displays are derived "
                "from the definitions of the model."
            )
        for sd in a.displays:
            proved_by = f", proved as {sd.proved_by}" if sd.proved_by and sd.proved_by != sd.display.claim else ""
            lines.append(
                rf"\paragraph{{{sd.display.id}}} {escape_tex_text(sd.display.about)} (shows {sd.display.claim}{proved_by})."
            )
            lines.append(_display_or_note(sd))
        for sc in a.claims:
            lines += _claim(sc, figure)
        if a.claims:
            lines += [r"\subsection*{Verdicts}", *_verdict_table(a)]
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


def display_snippet(d: Display, claims) -> str:
    """``symln latex --id D5``: the display as a labelled equation, ready to paste."""
    return display_equation(shown_display(d, claims)) + "\n"


_ERROR = re.compile(r"^! .*$", re.MULTILINE)
_UNDEFINED = re.compile(r"(Reference|Citation) `[^']*' on page \d+ undefined|There were undefined references")


def build_pdf(tex_path: Path, *, pdflatex: str | None = None, runs: int = 2) -> Path:
    """Compile *tex_path* to a PDF beside it; :class:`PdfError` on a missing pdflatex, an error or an undefined reference."""
    tex_path = Path(tex_path)
    program = pdflatex or shutil.which("pdflatex")
    if program is None:
        raise PdfError(
            "--pdf needs pdflatex, which is not installed (Debian/Ubuntu: "
            "apt-get install texlive-latex-base texlive-latex-recommended texlive-pictures)"
        )
    with tempfile.TemporaryDirectory(prefix="symln-latex-") as scratch:
        work = Path(scratch)
        shutil.copyfile(tex_path, work / "doc.tex")
        log = ""
        for _ in range(runs):
            result = subprocess.run(
                [program, "-interaction=nonstopmode", "-halt-on-error", "doc.tex"],
                cwd=work,
                capture_output=True,
                text=True,
                errors="replace",
                check=False,
            )
            log_file = work / "doc.log"
            log = log_file.read_text(errors="replace") if log_file.exists() else result.stdout
            if result.returncode != 0 or _ERROR.search(log):
                first = _ERROR.search(log)
                where = first.group(0) if first else f"exit status {result.returncode}"
                context = log[first.start() : first.start() + 400] if first else result.stdout[-400:]
                raise PdfError(f"pdflatex failed on {tex_path}: {where}\n{context}")
        undefined = _UNDEFINED.search(log)
        if undefined:
            raise PdfError(f"{tex_path}: {undefined.group(0)}")
        target = tex_path.with_suffix(".pdf")
        atomic_write_bytes(target, (work / "doc.pdf").read_bytes())
    return target
