r"""The LaTeX export: one standalone paper, and single displays ready to paste.

:func:`document` writes the abstract, the conventions and the notation
table, the lemmas (Section 1, numbered, each with its proof for every d),
then a section per article: its introduction, each claim as a proposition
with its typeset statement, its displays as numbered equations labelled
``\label{D1}`` ... ``\label{D12}``, its proof (an ``align*`` whose rows carry
the numbers of the reasons under it, after a "where" clause that introduces
every object; one per case, each after the sentence that leads the case in,
when the rows are cases), ended by a square; a claim the verifier did not prove says
so under it.  Then the references, and an appendix with the evidence of
every verdict as one table.  Figure F1 is a pgfplots
picture of the same table as ``proofs/F1.tsv``, labelled ``\label{F1}``.  No
display is split across pages (amsmath's default; ``\allowdisplaybreaks`` is
not used).  The packages used are in TeX Live's ``texlive-latex-base``,
``texlive-latex-recommended`` and ``texlive-pictures`` (pgfplots).

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

from ..errors import SymlnError
from ..fileio import atomic_write_bytes
from .displays import DISPLAYS, Display
from .document import (
    Article,
    Case,
    Derivation,
    ShownClaim,
    ShownDisplay,
    ShownLemma,
    display_index,
    shown_display,
    verdict_line,
)
from .evidence import EVIDENCE_HEADER, EVIDENCE_LEAD, evidence_row
from .figure import EPS_VALUES, FIGURE_ID, Table, labels, pgfplots
from .layout import aligned_rows
from .lemma_proofs import WRITTEN, lemma_number, lemma_proof, lemma_reference, lemma_statement
from .notation import ABSTRACT, CONVENTIONS, NOTATION, REFERENCES, lemma_range, lemmas_introduction
from .prose import escape_tex_text, tex_text
from .labels import label as label_of, numbered, numbering, relabel
from .lemma_proofs import with_lemmas

__all__ = ["document", "display_equation", "display_snippet", "build_pdf", "PdfError", "PREAMBLE"]

PREAMBLE = r"""\documentclass[11pt]{article}
\usepackage[a4paper, margin=2.3cm]{geometry}
\usepackage{amsmath, amssymb, amsthm}
\usepackage{booktabs}
\usepackage{array}
\usepackage{longtable}
\usepackage{url}
\usepackage{pgfplots}
\pgfplotsset{compat=1.16}
\setlength{\parindent}{0pt}
\setlength{\parskip}{4pt}
\renewcommand{\thefigure}{F\arabic{figure}}
\newenvironment{proposition}[2]{\par\addvspace{\medskipamount}\noindent\textbf{Proposition #1}\ (#2).\ \itshape\ignorespaces}{\par\addvspace{\smallskipamount}}
\newcommand{\unproved}[1]{\par{\small\emph{Not proved:} #1}\par}
\emergencystretch=4em
\newtheorem{lemma}{Lemma}
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
    return f"\\begin{{equation}}\\tag{{{label_of(d.id)}}}\\label{{{d.id}}}\n{body}\n\\end{{equation}}"


def _where(items) -> str:
    return "Here " + "; ".join(tex_text(x) for x in items) + "." if items else ""


def _case_lead(case: Case) -> str:
    """The sentence that starts a case: its label emphasized, what the case gives, the objects it introduces."""
    return " ".join(p for p in (rf"\emph{{{tex_text(case.label)}.}}", tex_text(case.text), _where(case.where)) if p)


def derivation_tex(der: Derivation, *, lead: str = "") -> list[str]:
    """A derivation: its "where" clause, its rows (each case after its lead-in), the numbered reasons, the
    closing sentence."""
    lines = []
    for opening, block, notes in der.paragraphs([lead, _where(der.where)], _case_lead):
        if opening:
            lines.append(opening)
        lines += ["\\begin{align*}", aligned_rows(block), "\\end{align*}"]
        items = []
        for i, note in notes:  # the reasons of these rows, right after them
            text = with_lemmas(note.text, lemma_reference(note.lemmas)) if note.lemmas else note.text
            items.append(rf"[{i}]~{tex_text(text).replace('Lemma ', 'Lemma~').replace('Lemmas ', 'Lemmas~')}")
        if items:
            lines.append("{\\small\\raggedright " + r"\quad ".join(items) + "\\par}")
    if der.closing:
        lines.append(tex_text(der.closing))
    return lines


def _claim(sc: ShownClaim, figure: str | None) -> list[str]:
    c = sc.claim
    title = tex_text(sc.title)
    lines = [rf"\begin{{proposition}}{{{escape_tex_text(label_of(c.id))}}}{{{title}}}", tex_text(c.statement), r"\end{proposition}"]
    for sd in sc.displays:
        lines.append(_display_or_note(sd))
    proved = sc.record is not None and sc.record.outcome == "proved"
    if sc.proof is not None:
        proof = derivation_tex(sc.proof, lead=r"\emph{Proof.}")
        lines += _ended(proof) if proved else proof
    else:
        lines.append(rf"\emph{{The derivation could not be shown:}} {escape_tex_text(sc.error)}")
    if not proved:  # a derivation that did not go through says so; the checks of the others are in the appendix
        lines.append(rf"\unproved{{{tex_text(verdict_line(c, sc.record))}; see Appendix~\ref{{evidence}}.}}")
    if sc.figure and figure:
        lines.append(figure)
    return lines


def _ended(lines: list[str]) -> list[str]:
    """The lines of a proof with the end-of-proof mark after its last words."""
    # tied to the last word (no break before it), at least 1em after it, flush right
    mark = r"\unskip\nobreak\hfill\nobreak\hskip1em\nobreak$\square$"
    last = lines[-1]
    if last.endswith(r"\par}"):
        return [*lines[:-1], last[: -len(r"\par}")] + f" {mark}" + r"\par}"]
    if last == r"\end{align*}":
        return [*lines, r"\vspace{-\parskip}\hfill$\square$"]
    return [*lines[:-1], f"{last} {mark}"]


def _display_or_note(sd: ShownDisplay) -> str:
    if sd.error:
        return rf"\emph{{Display {label_of(sd.display.id)} is not available:}} {escape_tex_text(sd.error)}"
    return display_equation(sd)


def _figure(data: Table) -> str:
    tex = labels()
    eps = ", ".join(f"${tex[k]}$" for k in tex if k.startswith("eps="))
    caption = (
        f"Left: ${tex['h']}$, the third coordinate of the core along the inputs ${tex['family']}$ "
        f"(Proposition {label_of('E21')}), for {eps}; dashed: ${tex['+']}$ and ${tex['-']}$. Right: ${tex['dh']}$."
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


def _index(articles) -> list[str]:
    lines = [
        r"\begin{center}\small",
        r"\begin{tabular}{@{}l l l >{\raggedright\arraybackslash}p{0.52\linewidth}@{}}",
        r"\toprule",
        r"Display & Section & Proposition & What it shows \\",
        r"\midrule",
    ]
    for d, section, proposition in display_index(articles):
        lines.append(rf"\eqref{{{d.id}}} & {escape_tex_text(section)} & {escape_tex_text(relabel(proposition))} & {escape_tex_text(d.about)} \\")
    family = labels()["family"]
    lines.append(rf"Figure~\ref{{{FIGURE_ID}}} & Epsilon & {label_of('E21')} & the response of the core along ${family}$ and its derivative \\")
    lines += [r"\bottomrule", r"\end{tabular}", r"\end{center}"]
    return lines


def _notation() -> list[str]:
    lines = [r"\section*{Conventions and notation}", tex_text(CONVENTIONS), r"\begin{center}\small",
             r"\begin{tabular}{@{}>{\raggedright\arraybackslash}p{0.42\linewidth} >{\raggedright\arraybackslash}p{0.52\linewidth}@{}}",
             r"\multicolumn{2}{@{}l}{Table 1: the notation} \\[2pt]",
             r"\toprule", r"Symbol & Meaning \\", r"\midrule"]
    lines += [rf"{tex_text(symbol)} & {tex_text(meaning)} \\" for symbol, meaning in NOTATION]
    return lines + [r"\bottomrule", r"\end{tabular}", r"\end{center}"]


def _lemmas(lemmas) -> list[str]:
    lines = [r"\section{Lemmas}\label{lemmas}",
             tex_text(lemmas_introduction(lemmas))]
    for lem in lemmas:
        lines += [rf"\begin{{lemma}}[{escape_tex_text(WRITTEN[lem.name].title)}]\label{{lemma:{lemma_number(lem.name)}}}",
                  tex_text(lemma_statement(lem)), r"\end{lemma}",
                  rf"\begin{{proof}}{tex_text(lemma_proof(lem.name))}"
                  r"\end{proof}"]
    return lines


#: an address in a reference (plain characters only), set with ``\url`` so that it breaks at its slashes
_URL = re.compile(r"https://[A-Za-z0-9./_-]+[A-Za-z0-9/]")


def _cite(text: str) -> str:
    """*text* with the reference keys ``[1]`` .. written as citations."""
    for key, _ in REFERENCES:
        text = text.replace(f"[{key}]", rf"\cite{{ref{key}}}")
    return text


def _references() -> list[str]:
    lines = [r"\begingroup\raggedright", r"\begin{thebibliography}{9}"]
    for key, text in REFERENCES:
        item = _URL.sub(lambda found: r"\url{" + found.group(0) + "}", tex_text(text))
        lines.append(rf"\bibitem{{ref{key}}} {item}")
    return lines + [r"\end{thebibliography}", r"\endgroup"]


def _lemma_rows(lemmas) -> list[str]:
    """The lemmas' rows of the evidence table: one for the lemmas checked at the same dimensions, one for each
    other (their proofs for every d are written in Section 1)."""
    from collections import Counter

    ranges = [(lemma_number(lem.name), lemma_range(lem)) for lem in lemmas]
    if not ranges:
        return []
    common = Counter(r for _, r in ranges).most_common(1)[0][0]
    groups = [([n for n, r in ranges if r == common], common)] + [([n], r) for n, r in ranges if r != common]
    rows = []
    for numbers, dims in ((sorted(ns), r) for ns, r in groups):
        runs: list[list[int]] = []
        for n in numbers:  # 1--7, 9--12
            if runs and n == runs[-1][-1] + 1:
                runs[-1].append(n)
            else:
                runs.append([n])
        spans = ", ".join(f"{r[0]}--{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in runs)
        name = f"Lemma {spans}" if len(numbers) == 1 else f"Lemmas {spans}"
        # the first three columns together: a lemma's name is wider than a proposition's number
        rows.append(rf"\multicolumn{{3}}{{@{{}}l}}{{{name} at {tex_text(dims)}}} & exact at each $d$ & -- & -- \\")
    return rows


def _evidence(articles, lemmas=()) -> list[str]:
    lines = [
        r"\section{Evidence}\label{evidence}",
        tex_text(EVIDENCE_LEAD),
        r"{\footnotesize\setlength{\tabcolsep}{4pt}",
        r"\begin{longtable}{@{}l l l l r l@{}}",
        r"\toprule",
        " & ".join(EVIDENCE_HEADER) + r" \\",
        r"\midrule",
        r"\endhead",
    ]
    lines += _lemma_rows(lemmas)
    for a in articles:
        for sc in a.claims:
            lines.append(" & ".join(sc.evidence().cells(tex_text, escape_tex_text)) + r" \\")
    return lines + [r"\bottomrule", r"\end{longtable}", "}"]


def document(articles: Sequence[Article], data: Table, lemmas: Sequence[ShownLemma] = ()) -> str:
    """The standalone LaTeX document of every article, with the lemmas, the references and the evidence; the
    propositions and displays numbered by section and place (:mod:`.labels`)."""
    with numbered(numbering(articles)):
        return _document(articles, data, lemmas)


def _document(articles: Sequence[Article], data: Table, lemmas: Sequence[ShownLemma] = ()) -> str:
    figure = _figure(data)
    lines = [
        PREAMBLE.rstrip("\n"),
        r"\title{Layer normalization and RMSNorm: Jacobians, eigenvalues and bounds for every dimension}",
        r"\author{}",
        r"\date{}",
        r"\begin{document}",
        r"\maketitle",
        r"\begin{abstract}",
        _cite(tex_text(ABSTRACT)),
        r"\end{abstract}",
        *[_cite(line) for line in _notation()],
        "The displays are numbered D1--"
        f"D{len(DISPLAYS)} and the figure is Figure~\\ref{{{FIGURE_ID}}} ({len(EPS_VALUES)} values of the stabilizing "
        "constant); each stands in the section the table names:",
        *_index(articles),
        *_lemmas(lemmas),
    ]
    for a in articles:
        lines.append(rf"\section{{{escape_tex_text(a.title)}}}\label{{article:{a.name}}}")
        if a.introduction:
            lines.append(tex_text(a.introduction))
        if a.elsewhere:
            proved = "; ".join(f"{tex_text(by)}, {tex_text(_lower_first(title))} (Section~\\ref{{article:{article}}})"
                               for by, title, article in a.elsewhere)
            lines.append(f"Proved in another section and used here: {proved}.")
        for sd in a.displays:  # a display of a result proved in another section, restated where it is used
            if sd.proved_by:
                lines.append(f"Restated from {'Propositions' if ',' in sd.proved_by else 'Proposition'} {tex_text(sd.proved_by)}:")
            lines.append(_display_or_note(sd))
        for sc in a.claims:
            lines += _claim(sc, None)
        if figure and any(sc.figure for sc in a.claims):  # after the section's last proof, not inside a proposition
            lines.append(figure)
    lines += _references()
    lines += [r"\clearpage", r"\appendix"]
    lines += _evidence(articles, lemmas)
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


def _lower_first(title: str) -> str:
    """A title inside a sentence: ``The all-ones direction`` -> ``the all-ones direction``."""
    return title[:1].lower() + title[1:]


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
