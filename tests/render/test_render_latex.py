"""``symln latex``: a standalone document with the thirteen labels that pdflatex compiles cleanly."""

import os
import re
import shutil
from pathlib import Path

import pytest

from symln.cli import main
from symln.prove.language.claims import builtin_claims
from symln.render import latex as latex_module
from symln.render.latex import PdfError, build_pdf

ROOT = Path(__file__).resolve().parents[2]
LABELS = [f"D{k}" for k in range(1, 13)] + ["F1"]


@pytest.fixture(scope="module")
def document(tmp_path_factory):
    out = tmp_path_factory.mktemp("latex") / "symln.tex"
    assert main(["latex", "--out", str(out), "--proofs", str(ROOT / "proofs")]) == 0
    return out


def test_document_has_every_label_once_and_a_section_per_article(document):
    text = document.read_text()
    for label in LABELS:
        assert text.count(rf"\label{{{label}}}") == 1, label
    assert re.findall(r"\\section\{(\w+)\}", text) == ["Lemmas", "Epsilon", "Bias", "Gain", "Jacobian", "Sensitivity", "RMSNorm", "Evidence"]
    assert text.count(r"\begin{align*}") >= 20
    assert text.count(r"\hfill$\square$") == len(builtin_claims())  # each proof ends with the mark, no verdict line
    assert r"\subsection*{Verdicts}" not in text and r"\allowdisplaybreaks" not in text
    assert text.startswith(r"\documentclass") and text.rstrip().endswith(r"\end{document}")


def test_id_prints_one_display(capsys):
    assert main(["latex", "--id", "D5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(r"\begin{equation}\tag{D5}\label{D5}")
    assert r"\left(P - \frac{v v^{\mathsf{T}}}{d \left(q + \varepsilon\right)}\right)" in out


def test_id_d8_prints_the_exact_jacobian(capsys):
    assert main(["latex", "--id", "D8"]) == 0
    assert r"\frac{3}{16} \begin{pmatrix}1 & -1\\-1 & 1\end{pmatrix}" in capsys.readouterr().out


def test_bad_usage_exits_2(capsys):
    assert main(["latex", "--id", "D99"]) == 2
    assert main(["latex"]) == 2
    assert main(["latex", "--out", "x.pdf"]) == 2
    assert "unknown display 'D99'" in capsys.readouterr().err


def test_missing_pdflatex_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setattr(latex_module.shutil, "which", lambda name: None)
    tex = tmp_path / "x.tex"
    tex.write_text("\\documentclass{article}\\begin{document}x\\end{document}\n")
    with pytest.raises(PdfError, match="needs pdflatex.*texlive-latex-base"):
        build_pdf(tex)


def _need_pdflatex():
    if shutil.which("pdflatex") is None:
        if os.environ.get("SYMLN_REQUIRE_PDFLATEX"):
            pytest.fail("pdflatex is required here (SYMLN_REQUIRE_PDFLATEX is set) but not installed")
        pytest.skip("pdflatex is not installed")


def test_pdf_compiles_without_errors_or_undefined_references(document):
    _need_pdflatex()
    pdf = build_pdf(document)
    assert pdf.read_bytes().startswith(b"%PDF")
    # the labels the document defines: build_pdf already failed on any undefined reference
    assert pdf.stat().st_size > 50_000


def test_an_undefined_reference_fails_the_build(tmp_path):
    _need_pdflatex()
    tex = tmp_path / "bad.tex"
    tex.write_text("\\documentclass{article}\\begin{document}see \\ref{nowhere}\\end{document}\n")
    with pytest.raises(PdfError, match="undefined"):
        build_pdf(tex)
