"""The seventh referee's points, checked on the generated documents.

Arguments a statement or a row left implicit (E15 at d = 2, E21's derivative, E22 from eigenpairs, Lemma 11 at
d = 1); the abstract's qualifications and the tools the proofs use; one meaning per letter; no tool names in the
text; no object declared in vain; reasons that cite what they use, printed after their case; the list of results
proved in other sections computed from the citations; the lemmas' checks stated once; one precision for S4; en
dashes in ranges.
"""

import re
from pathlib import Path

import pytest

from symln.render.labels import builtin_numbering

from symln.prove.language.claims import builtin_claims
from symln.render.document import cited_ids
from symln.render.figure import table
from symln.render.notation import ABSTRACT, CONVENTIONS, NOTATION
from symln.render.prose import markdown_text, tex_text

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
CLAIMS = builtin_claims()


def _section(markdown, cid: str) -> str:
    cid = builtin_numbering().get(cid, cid)
    text = next(t for t in markdown.values() if f"### Proposition {cid} " in t)
    start = text.index(f"### Proposition {cid} ")
    end = text.find("### ", start + 1)
    return text[start : end if end >= 0 else None]


def _proof(markdown, cid: str) -> str:
    section = _section(markdown, cid)
    return section[section.index("*Proof.*") :]


def _notes(sc) -> list[str]:
    return [note.text for note in sc.proof.block.notes]


# ---------------------------------------------------------------------------
# 1, 2, 8: arguments left implicit


def test_e15_proves_that_there_is_no_such_direction_at_d_2(shown, markdown):
    closing = shown["E15"].proof.closing
    assert "$d = 2$" in closing and r"v \neq 0" in closing and "span" in closing
    assert "Lemma 4" in closing and "Lemma 3" in closing
    assert "no such $`w`$ exists" in _proof(markdown, "E15")


def test_e21_derivative_cites_the_radial_eigenpair(shown):
    reason = _notes(shown["E21"])[1]
    assert "(E14)" in reason and r"v = t (-1, 0, 1)" in reason
    assert "(E16)" in reason and "$t = 0$" in reason  # v = 0 there: the constant input


def test_e22_argues_from_eigenpairs_and_uses_g_in_its_rows(shown, markdown):
    reason = _notes(shown["E22"])[0]  # the bound itself from the eigenpairs (e_j, gamma_j) (referee 8)
    assert "eigenpairs $(e_j, \\gamma_j)$" in reason and r"\operatorname{diag}(\gamma) e_j = \gamma_j e_j" in reason
    proof = _proof(markdown, "E22")
    assert "G^{2} \\left\\lVert x\\right\\rVert^{2}" in proof
    assert "\\max_{i}" not in proof.split("```math")[1]  # the rows write G, which the "where" clause declares


# ---------------------------------------------------------------------------
# 3: the abstract


def test_abstract_qualifies_scale_invariance_and_names_the_tools(markdown):
    for text in (ABSTRACT, markdown["README.md"]):
        assert "core is not scale invariant for" not in text
        assert "nonconstant input" in text
    # referee 9: the tools are listed once, with the lemmas; the abstract points there
    assert "standard facts of calculus and linear algebra, listed with the lemmas" in ABSTRACT
    lemmas = markdown["README.md"].split("## 1 Lemmas")[1]
    for tool in ("fundamental theorem of calculus", r"\lVert \int f\rVert \leq \int \lVert f\rVert", "Pythagoras",
                 "rank–nullity (in Lemma 8"):
        assert tool in lemmas.split("**Lemma 1**")[0]
    assert "fundamental theorem of calculus" in lemmas.split("**Lemma 1**")[0]
    assert "rank–nullity" in lemmas


# ---------------------------------------------------------------------------
# 4: lemma proofs valid for every d, one name per object


def test_lemma_11_treats_d_1_and_lemma_7_names_two_vectors(markdown):
    readme = markdown["README.md"]
    lemma11 = readme[readme.index("**Lemma 11**") : readme.index("**Lemma 12**")]
    assert "For $`d = 1`$, $`v = 0`$ and the claim is immediate" in lemma11
    lemma7 = readme[readme.index("**Lemma 7**") : readme.index("**Lemma 8**")]
    assert "$`x_{\\perp} = P x`$" in lemma7 and "$`w = x_{\\perp} - x_{v} v`$" in lemma7
    assert "w = P x" not in lemma7


# ---------------------------------------------------------------------------
# 5: letters of the notation table


def test_b6_counts_positions_with_n(markdown):
    section = _section(markdown, "B6")
    assert "$`n \\geq 2`$ positions" in section and "$`U \\in \\mathbb{R}^{n}`$" in section
    assert "\\mathbb{R}^{d}" not in section


def test_lemmas_9_and_10_use_no_table_letter_for_a_generic_vector(markdown):
    readme = markdown["README.md"]
    lemmas = readme[readme.index("**Lemma 9**") : readme.index("**Lemma 11**")]
    assert not re.search(r"(?<![\\\w])y(?![\w])", lemmas.replace("Cauchy", ""))
    assert "any $`w`$" not in lemmas and "x'" in lemmas


def test_r14_and_the_table_agree_on_g(markdown):
    assert r"g = \nabla \ell(\tilde{y})" in dict(NOTATION)[r"$\ell$, $g = \nabla \ell(y)$"]
    assert "here its gradient at the output" in _section(markdown, "R14")


def test_s6_names_the_coefficient_along_v(markdown):
    section = _section(markdown, "S6")
    assert "x_{c}" not in section and "x_{v}" in section and "$`v = (-1, 1)`$ here" in section


def test_e17_does_not_declare_c_twice(markdown):
    proof = _proof(markdown, "E17")
    assert "Here $`c \\in \\mathbb{R}`$" not in proof and "c = \\mu \\in \\mathbb{R}" in proof


def test_conventions_define_split_subscripts_and_point_to_the_table():
    assert "the letters $s$, $v$, $q$ and the others are those of table 1" in CONVENTIONS.lower()
    assert "x_{v}" in CONVENTIONS and "x_{\\perp}" in CONVENTIONS
    symbols = " ".join(symbol for symbol, _ in NOTATION)
    assert "x_{v}" in symbols and "x_{\\perp}" in symbols and "x_{z}" in symbols


# ---------------------------------------------------------------------------
# 6: tool names


def test_no_command_names_in_the_documents(tex, markdown):
    for text in (tex, *markdown.values()):
        text = re.sub(r"<!--.*?-->", "", text)  # the generated files' marker for editors, not shown
        assert "symln latex" not in text and "symln verify" not in text and "symln derive" not in text
    assert "symln" not in tex[tex.index(r"\section{Evidence}") :]  # nor the software's name (referee 8)


def test_figure_table_header_is_plain_words():
    header = [line for line in table().text().splitlines() if not line[:1].isdigit() and not line.startswith("-")]
    text = "\n".join(header)
    for code in ("u_eps", "symln.render", "h[eps=", "phi_eps", "_3"):
        assert code not in text
    assert "phi at epsilon 1/10" in text


# ---------------------------------------------------------------------------
# 7: nothing declared in vain


def test_no_split_declared_where_the_rows_use_none_of_its_parts(markdown):
    s3 = _proof(markdown, "S3")
    assert "Here $`\\lambda_{w} = 1/\\sqrt{q + \\varepsilon}`$; $`x \\in \\mathbb{R}^{d}`$." in s3
    r7 = _proof(markdown, "R7")
    assert "x_{z}" not in r7 and "$`x \\in \\mathbb{R}^{d}`$" in r7
    for text in markdown.values():
        assert "where $`v \\neq 0`$." not in text


# ---------------------------------------------------------------------------
# 9: reasons


def test_reasons_cite_what_they_use(shown, markdown):
    assert "Lemma 6" not in _proof(markdown, "E12").split("- \\[2\\]")[1].split("\n")[0]
    assert "matrix product" in _notes(shown["E12"])[1]
    e14 = _notes(shown["E14"])[1]
    assert r"\mathbf{1}^{\mathsf{T}} v = 0" in e14 and "(E11)" in e14
    lead = shown["E17"].proof.cases[0].text
    assert "Lemma 4" in lead and r"v \neq 0" in lead
    g8 = _proof(markdown, "G8")
    assert "e_{i}^{\\mathsf{T}} (z - \\mu \\mathbf{1})" not in g8 and "v_{i}^{2}" in g8


def test_e17_prints_each_cases_reasons_after_its_rows(markdown, tex):
    proof = _proof(markdown, "E17")
    assert proof.index("- \\[5\\]") < proof.index("*Case $`q = 0`$.*") < proof.index("- \\[6\\]")
    e17 = tex[tex.index(r"\begin{proposition}{2.17}") : tex.index(r"\begin{proposition}{2.18}")]
    assert e17.index("[5]~") < e17.index(r"\emph{Case $\relpenalty=10000 \binoppenalty=10000 q = 0$.}") < e17.index("[6]~")


# ---------------------------------------------------------------------------
# 10: results proved in other sections, from the citations


@pytest.mark.parametrize(
    "article, ids",
    [
        ("jacobian", ("E7", "E12", "E13", "G9", "G1", "B4", "G6")),
        ("sensitivity", ("E2", "E13", "E14", "E15", "E17", "E18", "E19", "E20", "J4")),
        ("bias", ("E1", "E7")),
        ("gain", ("E12",)),
    ],
)
def test_proved_elsewhere_lists_every_cited_result(shown_articles, markdown, article, ids):
    a = next(a for a in shown_articles if a.name == article)
    listed = {by for by, _, _ in a.elsewhere}
    assert set(ids) <= listed
    cited = {x for sc in a.claims for x in cited_ids(sc)}
    own = {sc.claim.id for sc in a.claims}
    others = {c.id for c in CLAIMS if c.article != article}
    assert (cited - own) & others <= listed
    line = next(l for l in markdown[f"{article}.md"].splitlines() if l.startswith("Proved in another section"))
    assert all(f"{builtin_numbering()[x]}," in line for x in ids)


# ---------------------------------------------------------------------------
# 11, 12, 13


def test_lemma_checks_stated_once(markdown, tex):
    readme = markdown["README.md"]
    assert "Checked exactly at" not in readme and "Checked exactly at" not in tex
    assert readme.count("Each lemma was also checked exactly at") == 1
    assert "(Lemma 8 at $`d = 2, \\dots, 12`$)" in readme


def test_s4_and_d12_state_one_precision(markdown):
    section = _section(markdown, "S4")
    assert "\\approx 99.504" in section and "\\approx 99.50 " not in section and "\\approx 99.50\n" not in section


def test_ranges_take_an_en_dash(markdown, tex):
    assert markdown_text("E13-E15 and rows [1]-[4]") == "E13–E15 and rows \\[1\\]–\\[4\\]"
    assert tex_text("E13-E15 and rows [1]-[4]") == "E13--E15 and rows [1]--[4]"
    assert tex_text("Cauchy-Schwarz") == "Cauchy-Schwarz"
    for text in markdown.values():
        assert not re.search(r"\b[A-Z]\d+-[A-Z]\d+\b", text)
        assert "\\]-\\[" not in text
    assert "7.3–7.9" in markdown["README.md"] and "2.13–2.15" in markdown["epsilon.md"]  # numbered (referee 8)
    assert "7.3--7.9" in tex and not re.search(r"\b[A-Z]\d+-[A-Z]\d+\b", tex)


def test_evidence_explains_points_without_free_variables():
    from symln.render.evidence import EVIDENCE_LEAD

    assert "a worked example with fixed values has one" in EVIDENCE_LEAD  # and its row counts one (referee 8)


@pytest.mark.parametrize("cid, name", [("E17", "J"), ("S3", "J"), ("R6", "J_{r}"), ("R7", "J_{r}"), ("R11", "J_{r}")])
def test_a_proof_whose_reasons_write_j_writes_j_in_its_rows(markdown, cid, name):
    proof = _proof(markdown, cid)
    rows = "\n".join(re.findall(r"```math(.*?)```", proof, re.S))
    assert rf"\left\lVert {name} " in rows or rf"{name} \mathbf{{1}}" in rows
    assert "D u_{\\varepsilon}(z)" not in rows and "D r_{\\varepsilon}(z)" not in rows


def test_an_example_keeps_its_values_in_the_rows(markdown):
    # an example whose text never writes J keeps D u_eps(z) (J3); one whose statement does (S6) writes J in its rows
    # too, the eighth referee's "one name per object in a proof"
    rows = "\n".join(re.findall(r"```math(.*?)```", _proof(markdown, "J3"), re.S))
    assert "D u_{\\varepsilon}(z)" in rows and "J =" not in rows
    rows = "\n".join(re.findall(r"```math(.*?)```", _proof(markdown, "S6"), re.S))
    assert "D u_{\\varepsilon}(z)" not in rows and "J x" in rows
