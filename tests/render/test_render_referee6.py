"""The sixth referee's points, checked on the generated documents.

Mathematics: E11's expansion of P^2 starts at I; the abstract qualifies the eigenpairs by q > 0; E23 is a
statement about the bound; no unproved "not sharp"; R4 for every d and R6's closing right at z = 0; reasons
that say what their inequality drops or needs.  Reasons and structure: rows in the order their reasons use
them; an inequality with a certificate is one row; no object a reason introduces and no row uses; one
letter one meaning.  Labels, tool names, front matter, the evidence table and inline formulas in LaTeX.
"""

import json
import re
from pathlib import Path

import pytest

from symln.render.labels import builtin_numbering

from symln.prove.language.claims import AllD, builtin_claims
from symln.render.document import display_index
from symln.render.evidence import EVIDENCE_HEADER, evidence_row
from symln.render.lemma_proofs import WRITTEN
from symln.render.notation import ABSTRACT, CONVENTIONS, NOTATION
from symln.render.prose import tex_text
from symln.render.verdicts import Record

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
CLAIMS = builtin_claims()
BY_ID = {c.id: c for c in CLAIMS}


def _section(text: str, cid: str) -> str:
    start = text.index(f"### Proposition {builtin_numbering().get(cid, cid)} ")
    end = text.find("### Proposition ", start + 1)
    return text[start : end if end >= 0 else None]


def _notes(sc) -> list[str]:
    return [note.text for note in sc.proof.block.notes]


# ---------------------------------------------------------------------------
# A. Mathematics


def test_e11_expands_p_squared_from_the_identity_and_concludes_p(shown, markdown):
    reason = _notes(shown["E11"])[3]
    assert reason.startswith(r"$P^{2} = I - 2 \mathbf{1} \mathbf{1}^{\mathsf{T}}/d")
    assert r"= I - \mathbf{1} \mathbf{1}^{\mathsf{T}}/d = P$" in reason
    assert r"P^{2} = P - 2" not in markdown["epsilon.md"]


def test_abstract_qualifies_the_eigenpairs_by_a_positive_variance(markdown):
    for text in (ABSTRACT, markdown["README.md"]):
        assert "along the centered input" in text
        assert re.search(r"along the centered input \$`?v`?\$ when \$`?q > 0`?\$", text)
        assert re.search(r"for \$`?d = 2`?\$ and \$`?q > 0`?\$ there are none", text)
        assert re.search(r"for \$`?d = 2`?\$ there are none", text) is None


def test_e23_is_a_statement_about_the_bound(shown):
    statement = BY_ID["E23"].statement
    assert "attained bound" not in statement
    assert r"The operator-norm bound $1/\sqrt{\varepsilon}$ (E17) strictly decreases" in statement  # one form (referee 8)
    assert r"for $d \geq 2$ (E20)" in statement  # the amplification part names its scope


def test_e23_and_r4_are_proved_in_their_scopes():
    stored = json.loads((PROOFS / "verdicts.json").read_text())["articles"]
    records = {r["id"]: r for article in stored.values() for r in article["claims"]}
    assert (records["E23"]["outcome"], records["E23"]["scope"]) == ("proved", "all-d")
    assert (records["R4"]["outcome"], records["R4"]["scope"]) == ("proved", "all-d")


@pytest.mark.parametrize("cid", ["E19", "R9", "S5"])
def test_no_unproved_claim_that_a_bound_is_not_sharp(cid, markdown):
    assert "not sharp" not in BY_ID[cid].statement
    assert not any("not sharp" in text for text in markdown.values())


def test_r4_holds_for_every_dimension_and_r6_closing_is_right_at_zero(shown):
    assert BY_ID["R4"].scope == AllD(min_d=1)
    assert r"For $d \geq 2$ every nonzero" not in BY_ID["R4"].statement
    closing = shown["R6"].proof.closing
    assert r"where $w = 0$" not in closing
    assert r"at $z = 0$" in closing and r"$d = 1$ and $z \neq 0$" in closing
    assert not any(r"$w = 0$ for $d = 1$" in note for note in _notes(shown["R7"]))


def test_e17_says_which_term_its_bound_drops(shown):
    reason = _notes(shown["E17"])[3]
    assert "Pythagoras" in reason and r"drops the term $\lambda_w^{2} d \bar{x}^{2} \geq 0$" in reason


def test_g5_and_e9_reasons_give_what_the_row_needs(shown):
    assert r"u_{\varepsilon,1}(z) = 1/2 \neq 0$ (G2)" in _notes(shown["G5"])[3]
    first = _notes(shown["E9"])[0]
    assert "not constant" in first and "q > 0" not in first


# ---------------------------------------------------------------------------
# B. Reasons and structure


def test_g8_uses_only_rows_above(shown):
    rows, notes = shown["G8"].proof.block.rows, _notes(shown["G8"])
    assert rows[1].lhs.startswith(r"D y \, e_{i}") and rows[2].lhs.startswith(r"e_{i} \odot D y")
    assert "row [2]" in notes[2] and "next line" not in notes[2]


def test_b7_cites_shift_invariance_for_the_output(shown):
    assert "row [1] (E7)" in _notes(shown["B7"])[2]


def test_r7_equality_row_asserts_no_positivity(shown):
    notes = _notes(shown["R7"])
    difference = next(n for n, row in zip(notes, shown["R7"].proof.block.rows) if row.lhs.startswith(r"\frac{1}{\varepsilon} -"))
    assert "only where" not in difference and "positive" not in difference
    assert "s > 0" in shown["R7"].proof.closing


@pytest.mark.parametrize("cid", ["E22", "E23", "S3", "S3.d2", "S6", "R12"])
def test_an_inequality_and_its_certificate_are_one_row(cid, shown):
    block = shown[cid].proof.block
    assert not any(re.search(r"(\\geq|>) 0$", row.rhs) and row.op == "=" for row in block.rows), cid
    assert not any("of the line above is" in note or "difference of the line above" in note for note in _notes(shown[cid]))
    # the certificate's difference, stated generically or (referee 9) as the difference of the two sides it is
    assert any(note.startswith("the right side minus the left side is $") or re.match(r"\$[^$]* - [^$]* = ", note)
               for note in _notes(shown[cid]))


def test_e22_cites_lemma_12_and_uses_one_name_for_the_maximum(shown, markdown):
    proof = shown["E22"].proof
    first = _notes(shown["E22"])[0]
    assert first.endswith("(Lemma 12)") and r"\sigma" not in first  # after the eigenpair argument (referee 8)
    assert r"\sigma" not in _section(markdown["epsilon.md"], "E22")
    assert r"\max" not in first  # the difference is written with G alone


def test_s3_and_r7_cite_the_rows_they_repeated(shown):
    assert "rows [1]-[4] of the case $q > 0$ in the proof of E17" in _notes(shown["S3"])[0]
    assert len(shown["S3"].proof.block.rows) == 3
    assert "rows [1]-[4] of the proof of R6" in _notes(shown["R7"])[2]


def test_no_object_is_introduced_in_a_reason_and_left_unused(shown, markdown):
    assert "k(a)" not in _section(markdown["epsilon.md"], "E9")
    assert r"\xi" not in _section(markdown["jacobian.md"], "J3")
    assert r"the first core coordinate is $-\phi_{\varepsilon}(t)$" in BY_ID["E21"].statement


def test_one_letter_one_meaning(shown, markdown):
    e22 = _section(markdown["epsilon.md"], "E22")
    assert "e_{j}" in e22 and "e_{i}" not in e22 and r"\max_{i}" in e22
    b6 = _section(markdown["bias.md"], "B6")
    assert "position $`p`$" not in b6 and "evidence table" not in b6 and r"\mathbb{R}^{d}" not in b6  # referee 7: positions counted by n
    r5 = _section(markdown["rmsnorm.md"], "R5")
    assert r"\tau" not in r5 and r"\zeta" in r5 and r"z^{2}" not in r5


def test_no_alias_labels_and_d7_is_attributed_to_e12_and_e13(shown_articles, markdown, tex):
    assert not any("as Proposition" in text for text in markdown.values())
    assert "as Proposition" not in tex
    assert "(S1," not in markdown["sensitivity.md"] and "(S2," not in markdown["sensitivity.md"]
    attribution = {d.id: by for d, _, by in display_index(shown_articles)}
    assert attribution["D7"] == "E12, E13"
    assert "| D7 | [Jacobian](jacobian.md) | 2.12, 2.13 |" in markdown["README.md"]


def test_tool_names_only_in_the_evidence_appendix(tex, markdown):
    assert "Derivations checked by" not in tex
    before_evidence = tex[: tex.index(r"\section{Evidence}")]
    assert "symln" not in before_evidence.split(r"\begin{document}", 1)[1]
    assert "SymPy" not in tex
    # the eighth referee: no words about the software in the documents at all
    assert "symln" not in tex[tex.index(r"\section{Evidence}") :]
    visible = [line for line in markdown["README.md"].splitlines() if not line.startswith("<!--")]
    assert [line for line in visible if "symln" in line] == []


# ---------------------------------------------------------------------------
# C. Front matter and evidence


def test_abstract_sentences_and_conventions():
    assert "By integrating the Jacobian along a segment the same Lipschitz constant." not in ABSTRACT
    assert r"Integrating the Jacobian along a segment turns the bound" in ABSTRACT
    assert r"where $s$ is the mean square" in ABSTRACT
    assert "R3--R9 are derived for this form" in CONVENTIONS  # referee 7: a range takes an en dash; referee 9: no
    # unsupported "depend on it"


def test_notation_defines_the_output_jacobians_and_lemma_7_quantifies():
    symbols = [symbol for symbol, _ in NOTATION]
    assert r"$D y$, $D \tilde{y}$" in symbols
    statement = WRITTEN["orthogonal_decomposition"].statement
    # referee 7: the part orthogonal to 1 alone is x_perp, w the part orthogonal to 1 and v
    assert statement.startswith(r"For every $x \in \mathbb{R}^{d}$ there are a number $\bar{x}$ and a vector $x_{\perp}$")
    assert r"numbers $\bar{x}$, $x_{v}$ and a vector $w$" in statement


def test_evidence_columns_count_obligations_and_name_the_precision_once():
    assert EVIDENCE_HEADER[4] == "Obligations"
    assert EVIDENCE_HEADER[5] == "Points at 50 digits"
    record = Record(id="E3", article="epsilon", covers=("E3",), outcome="proved", scope="all d",
                    detail="general d and exact at d=1..3", lemmas=(), numeric_dps=50, numeric_points=12, reason="",
                    notes=(), obligations=4)
    row = evidence_row(BY_ID["E3"], record)
    assert (row.obligations, row.points) == ("4", "12")


def test_evidence_scope_follows_the_statements(markdown):
    assert rf"| {builtin_numbering()['R4']} | R4 | $`d \geq 1`$ |" in markdown["rmsnorm.md"]
    assert rf"| {builtin_numbering()['E23']} | E23 | $`d \geq 1`$ |" in markdown["epsilon.md"]


# ---------------------------------------------------------------------------
# D. Layout


@pytest.mark.parametrize(
    "piece",
    [r"(s + \varepsilon)^{-1/2}", r"\lVert J_{r} x\rVert^{2} \leq \lVert x\rVert^{2}/(s + \varepsilon)",
     r"y = \gamma \odot r_{\varepsilon}(v) + \beta"],
)
def test_short_inline_formulas_do_not_break_in_latex(piece):
    assert tex_text(f"${piece}$") == rf"$\relpenalty=10000 \binoppenalty=10000 {piece}$"


def test_long_relations_break_only_after_a_relation_sign():
    long = r"\lVert D u_{\varepsilon}(z) x\rVert^{2} \leq \lVert x\rVert^{2}/\varepsilon + \lVert x\rVert^{2}/\varepsilon + 1"
    assert tex_text(f"${long}$") == rf"$\binoppenalty=10000 {long}$"


def test_figure_f1_follows_the_last_proof_of_its_section(tex):
    figure = tex.index(r"\begin{figure}")
    e23 = tex.index(rf"\begin{{proposition}}{{{builtin_numbering()['E23']}}}")
    assert e23 < tex.index(r"\emph{Proof.}", e23) < figure < tex.index(r"\section{", e23)
    assert tex.index(r"\begin{proposition}", e23 + 1) > tex.index(r"\section{", e23)  # E23 is the last proposition
