"""The eighth referee's points, checked on the generated documents.

Propositions named by section and place (no checklist IDs such as E20.d1 in the text, no gaps, the reading
order); no raw LaTeX, tool names or file names in the text; one name for the Jacobian in a proof; no reason
repeated verbatim in two proofs; cross-references by number; distinct titles; the evidence appendix in two pages
with the right scopes; the statements the mathematics requires (a Lipschitz constant, not the constant; E15 for
every d; strict bounds in S4).
"""

import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from symln.prove.language.claims import builtin_claims
from symln.render import forms as F
from symln.render.document import articles
from symln.render.labels import builtin_numbering, numbered, numbering, relabel
from symln.render.latex import build_pdf
from symln.render.lemma_proofs import WRITTEN, with_lemmas
from symln.render.notation import CONVENTIONS, NOTATION
from symln.render.printer import latex
from symln.render.verdicts import load_store

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
CLAIMS = builtin_claims()
#: what the documents' text writes for the Jacobian of the core at the input z
_D_AT_Z = re.compile(r"D (u|r)_\{\\varepsilon\}\(z\)")


def _records():
    return {r.id: r for entry in load_store(PROOFS / "verdicts.json").values() for r in entry["claims"]}


@pytest.fixture(scope="module")
def shown_articles():
    return articles(CLAIMS, _records())


@pytest.fixture(scope="module")
def pdf_pages(tex, tmp_path_factory):
    """The text of each page of the PDF (pdflatex and pdftotext are needed)."""
    if shutil.which("pdflatex") is None or shutil.which("pdftotext") is None:
        pytest.skip("pdflatex and pdftotext are needed")
    path = tmp_path_factory.mktemp("pdf") / "paper.tex"
    path.write_text(tex, encoding="utf-8")
    pdf = build_pdf(path)
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return text.split("\f")


def _texts(sc) -> list[str]:
    """The inline-math text of a proposition: statement, "where" clause, lead-ins, reasons, closing."""
    texts = [sc.claim.statement]
    if sc.proof is not None:
        texts += sc.proof.texts
    return texts


def _rows(sc) -> str:
    return "\n".join(cell for group in sc.proof.block.groups for row in group for cell in (row.lhs, row.op, row.rhs) if cell)


# -- names of propositions ----------------------------------------------------------------------------------------


def test_relabel_writes_ids_and_ranges_by_the_numbering():
    with numbered({"E12": "2.12", "E13": "2.13", "E14": "2.14", "E20.d1": "2.22", "D7": "D3"}):
        assert relabel("(E12), E13-E14, E20.d1 and E12 below; D7 stays") == "(2.12), 2.13-2.14, 2.22 and 2.12 below; D7 stays"
        assert relabel(r"$\mathbb{R}^{2}$ and J1") == r"$\mathbb{R}^{2}$ and J1"
    assert relabel("E12") == "E12"


def test_propositions_are_numbered_by_section_in_reading_order_without_gaps(shown_articles):
    labels = numbering(shown_articles)
    for k, a in enumerate(shown_articles):
        assert [labels[sc.claim.id] for sc in a.claims] == [f"{k + 2}.{n}" for n in range(1, len(a.claims) + 1)]


def test_no_checklist_id_names_a_proposition(tex, markdown):
    headers = re.findall(r"\\begin\{proposition\}\{([^}]*)\}", tex)
    assert headers and all(re.fullmatch(r"\d+\.\d+", h) for h in headers), headers
    for name, text in markdown.items():
        for header in re.findall(r"^### Proposition (\S+)", text, re.MULTILINE):
            assert re.fullmatch(r"\d+\.\d+", header), (name, header)
    body = tex.split(r"\begin{thebibliography}")[0]
    # the evidence tables are where a proposition meets its checklist ID (their ID column), nowhere else
    for text in (body, *(t.split("### Evidence")[0] for t in markdown.values())):
        assert not re.search(r"\b[EBGJSR]\d+\.d\d\b", text)
        assert not re.search(r"(?<![\w\\{])[EBGJSR]\d+(?![\w])", re.sub(r"\$[^$]*\$", "", text))


def test_the_evidence_tables_give_each_proposition_its_checklist_id(tex, markdown):
    """A reader of the checklist or of the JSON report finds each claim's proposition: the table's ID column."""
    numbers = builtin_numbering()
    rows = [row for text in markdown.values() for row in re.findall(r"^\| ([\d.]+) \| ([\w.]+) \|", text, re.MULTILINE)]
    assert rows and all(numbers[cid] == number for number, cid in rows)
    assert {cid for _, cid in rows} == {cid for cid, label in numbers.items() if "." in label}
    evidence = tex.split(r"\section{Evidence}")[1]
    assert all(f"{numbers[cid]} & {cid} & " in evidence for _, cid in rows)


def test_displays_are_numbered_in_the_order_they_stand(tex):
    tags = re.findall(r"\\tag\{(D\d+)\}", tex)
    assert tags == [f"D{n}" for n in range(1, len(tags) + 1)]


def test_each_display_of_another_section_says_where_it_is_proved(tex):
    for tag in ("D7", "D11"):
        before = tex[: tex.index(rf"\tag{{{tag}}}")]
        assert re.search(r"Restated from Propositions? [\d., ]+:\s*\\begin\{equation\}$", before), tag


# -- text of the documents ----------------------------------------------------------------------------------------


def test_no_raw_latex_in_the_pdf_text(pdf_pages):
    for n, page in enumerate(pdf_pages, start=1):
        assert "$" not in page and "\\mathbf" not in page and "[U+" not in page, n


def test_the_evidence_appendix_fits_in_two_pages(pdf_pages):
    start = next(n for n, page in enumerate(pdf_pages) if re.search(r"^A\s+Evidence", page, re.MULTILINE))
    last = max(n for n, page in enumerate(pdf_pages) if page.strip())
    assert last - start + 1 <= 2


def test_no_tool_or_file_names_in_the_text(tex, markdown):
    body = tex.split(r"\begin{thebibliography}")[0]
    readme_body = markdown["README.md"].split("## References")[0]
    for text in (body, readme_body, *(t for n, t in markdown.items() if n != "README.md")):
        text = text.split("\n", 1)[1] if text.startswith("<!--") else text  # the invisible marker of a generated file
        assert "torch.nn" not in text and "symln" not in text and "version 0." not in text
        assert "[F1.tsv]" not in text
    assert "symln" not in tex


def test_no_operator_written_as_code(shown):
    """``gamma (.)`` alone is no object: the map is written x -> gamma (.) x."""
    for cid, sc in shown.items():
        for text in _texts(sc):
            assert not re.search(r"\\odot\$ is", text), cid


def test_no_reason_is_repeated_verbatim_in_two_proofs(shown):
    owners: dict[str, set[str]] = {}
    for cid, sc in shown.items():
        if sc.proof is None:
            continue
        for note in sc.proof.block.notes:
            if len(note.text) >= 40:
                owners.setdefault(note.text, set()).add(cid)
    repeated = {text: ids for text, ids in owners.items() if len(ids) > 1}
    assert not repeated


def test_no_proof_writes_d_u_eps_in_its_rows_where_its_text_writes_j(shown):
    writes_j = re.compile(r"\$[^$]*(?<![\\\w])J(?:_\{?r\}?)?(?![\w{])(?!_\{?i)[^$]*\$")
    for cid, sc in shown.items():
        if sc.proof is None:
            continue
        if any(writes_j.search(t) for t in _texts(sc)):
            assert not _D_AT_Z.search(_rows(sc)), cid


def test_cross_references_are_by_number(tex, markdown):
    for text in (tex, *markdown.values()):
        for phrase in ("that example", "In that example", "There the Jacobian", "That output", "that output",
                       "the table below", "the section below", "in the example (", "in the example)"):
            assert phrase not in text, phrase


def test_titles_are_distinct_and_write_epsilon_as_a_symbol(shown):
    titles = [sc.title for sc in shown.values()] + [w.title for w in WRITTEN.values()]
    assert not [t for t, n in Counter(titles).items() if n > 1]
    assert not [t for t in titles if re.search(r"(?<!\\var)epsilon", t)]  # the symbol, $\varepsilon$


def test_lemma_citations_join_the_reasons_own_parentheses(tex, markdown):
    assert with_lemmas("the closed form (E12)", "Lemma 6") == "the closed form (E12; Lemma 6)"
    assert with_lemmas("shift invariance", "Lemma 6") == "shift invariance (Lemma 6)"
    for text in (tex, *markdown.values()):
        assert not re.search(r"\) \((Lemma|Lemmas)[ ~]", text)


def test_a_dot_product_times_a_vector_is_grouped():
    z, x = F.VectorSymbol("z"), F.VectorSymbol("x")
    assert latex(z * F.Dot(z, x)) == r"\left(z^{\mathsf{T}} x\right) z"


def test_a_zero_bias_is_written_zero_in_the_display(tex):
    start = tex.index(r"\tag{D6}")
    assert r"\beta = (0, 0, 0)" not in tex[start - 400 : start + 400]


# -- front matter -------------------------------------------------------------------------------------------------


def test_the_notation_table_is_numbered_and_names_what_is_used(markdown):
    symbols = " ".join(symbol for symbol, _ in NOTATION)
    assert "M_{ij}" not in symbols and "u_{0}" in symbols
    assert "Table 1" in CONVENTIONS and "table below" not in CONVENTIONS
    assert "**Table 1.**" in markdown["README.md"]
    assert "torch.nn" not in CONVENTIONS


def test_every_section_file_is_titled_by_its_number(markdown, shown_articles):
    for k, a in enumerate(shown_articles):
        assert f"\n# {k + 2} {a.title}\n" in markdown[f"{a.name}.md"]


# -- evidence -------------------------------------------------------------------------------------------------------


def test_the_scope_column_states_what_each_proposition_states(shown):
    assert "n \\geq 2" in shown["B6"].evidence().scope
    assert "d = 2" in shown["E15"].evidence().scope
    assert "q = 0" in shown["S3"].evidence().scope


def test_a_worked_example_with_fixed_values_counts_one_point(shown):
    assert shown["G2"].evidence().points == "1"
    assert shown["B2"].evidence().points != "1"  # every eps > 0 and every gain: points of their own


def test_the_evidence_lead_has_no_words_about_the_software(tex):
    appendix = tex[tex.index(r"\section{Evidence}") :]
    assert "software" not in appendix and "records the outcome" not in appendix


# -- mathematics ----------------------------------------------------------------------------------------------------


def _claim(cid):
    return next(c for c in CLAIMS if c.id == cid)


def test_e19_gives_a_lipschitz_constant_not_the_best_one():
    """With gamma = (1, 0) at d = 2 the best constant is 1/sqrt(2 eps), below max|gamma_i|/sqrt(eps); R9's constant
    is attained at z = 0 and stays "the"."""
    assert "has a Lipschitz constant" in _claim("E19").statement
    assert "has a Lipschitz constant" in _claim("R9").statement


def test_e15_states_the_eigenvector_for_every_d():
    statement = _claim("E15").statement
    assert statement.startswith("Every nonzero $w$")
    assert r"for $d \geq 3$" in statement


def test_the_centered_vector_subtracts_the_mean_times_one(shown):
    for cid in ("E20.d1",):
        assert not any(r"z - \mu = 0" in t for t in _texts(shown[cid]))


def test_s4_bounds_are_strict(shown):
    ops = [row.op for group in shown["S4"].proof.block.groups for row in group if row.op]
    assert "<" in ops and r"\leq" not in ops


def test_r5_limits_name_the_coordinate(shown):
    texts = _texts(shown["R5"])
    assert not any(re.search(r"\$r_\{\\varepsilon\}\(\\zeta\) =", t) for t in texts)
    assert any("quotient rule" in t for t in texts)


def test_closings_carry_the_conclusions(shown):
    for cid in ("G8", "R11", "E22", "R4"):
        assert shown[cid].proof.closing, cid
    last = shown["G8"].proof.block.notes[-1].text
    assert "weighted sum" not in last
