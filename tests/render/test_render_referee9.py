"""The ninth referee's points, checked on the generated documents.

F1's data names its proposition by number; the statements say what the proofs show (an example's effect, a smooth
loss, a Lipschitz constant, what is positive); the evidence table names the dimension its scope names and fills
every cell; cross-references by row number; citations of the lemmas that give each step; one name per object.
"""

from pathlib import Path

import pytest

from symln.prove.language.claims import builtin_claims
from symln.render.derive import generate
from symln.render.figure import table
from symln.render.labels import builtin_numbering

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
CLAIMS = {c.id: c for c in builtin_claims()}


@pytest.fixture(scope="module")
def files():
    return generate(PROOFS).files


@pytest.fixture(scope="module")
def markdown(files):
    return {name: text for name, text in files.items() if name.endswith(".md")}


def _proposition(markdown, number: str) -> str:
    """The Markdown text of the proposition *number* (``2.23``), up to the next one."""
    text = "\n".join(markdown.values())
    start = text.index(f"### Proposition {number} ")
    end = text.find("\n### ", start + 1)
    return text[start:end if end > 0 else None]


# -- 1. F1's data ----------------------------------------------------------------------------------------------------


def test_f1_table_names_the_proposition_by_number():
    number = builtin_numbering()["E21"]
    header = table().text().splitlines()[1]
    assert f"(Proposition {number})" in header
    assert "E21" not in table().text()
    assert f"(Proposition {number})" in (PROOFS / "F1.tsv").read_text().splitlines()[1]


# -- 2. statements the proofs support ------------------------------------------------------------------------------


def test_g4_says_what_its_example_shows():
    """Only what its example shows: no general claim about gains, which its proof (at d = 3) would not support."""
    statement = CLAIMS["G4"].statement
    assert "undo the core's centering and scale" not in statement
    assert "in this example" in statement and "need not" not in statement


@pytest.mark.parametrize("cid", ["B4", "B6", "G6", "R14"])
def test_loss_statements_say_smooth(cid):
    statement = CLAIMS[cid].statement
    assert "For any smooth scalar loss" in statement
    assert "For any scalar loss" not in statement


def test_rms_output_has_a_lipschitz_constant():
    assert "has a Lipschitz constant" in CLAIMS["R9"].statement


def test_r12_says_what_is_positive(markdown):
    text = _proposition(markdown, builtin_numbering()["R12"])
    assert "both are positive" not in text
    assert r"the numerator $`\varepsilon`$ is positive" in text


# -- 6. the evidence table -----------------------------------------------------------------------------------------


def test_shared_bias_method_names_the_positions(markdown):
    row = next(line for line in markdown["bias.md"].splitlines() if line.startswith(f"| {builtin_numbering()['B6']} |"))
    assert "positions" in row
    assert "symbolic $`n`$" in row and "exact at $`n = " in row
    assert "$`d" not in row


def test_lemma_rows_fill_every_cell():
    from symln.render.document import lemmas_shown
    from symln.render.document import articles
    from symln.render.latex import document

    tex = document(articles(builtin_claims(), {}), table(), lemmas_shown())
    rows = [line for line in tex.splitlines() if line.startswith(r"\multicolumn{3}") and "Lemma" in line]
    assert rows
    for row in rows:
        cells = [c.strip() for c in row.removesuffix(r"\\").split("&")]
        assert len(cells) == 4 and all(cells), row


# -- 3. front matter -----------------------------------------------------------------------------------------------


def test_tools_are_listed_once_and_where_used(markdown):
    from symln.render.notation import ABSTRACT

    readme = markdown["README.md"]
    lemmas_intro = readme.split("## 1 Lemmas")[1].split("**Lemma 1**")[0]
    assert "Pythagoras" not in ABSTRACT and "rank--nullity" not in ABSTRACT
    assert readme.count("Pythagoras' theorem") == 1
    n = builtin_numbering()
    assert f"rank–nullity (in Lemma 8 and in {n['R4']})" in lemmas_intro
    assert f"span it (in {n['E15']} and {n['S3.d2']})" in lemmas_intro
    assert f"largest absolute value of its eigenvalues (in {n['R6']})" in lemmas_intro


def test_abstract_says_whose_choice_epsilon_inside_the_root_is():
    from symln.render.notation import ABSTRACT, CONVENTIONS

    assert "(with $\\varepsilon$ inside the root" not in ABSTRACT
    assert "following PyTorch [4], this note puts $\\varepsilon$ inside the root" in ABSTRACT
    assert "depend on it" not in CONVENTIONS


def test_notation_defines_partial_derivatives():
    from symln.render.notation import NOTATION

    assert any(r"\partial" in symbol for symbol, _ in NOTATION)


# -- 5. citations --------------------------------------------------------------------------------------------------


def test_rms_split_says_why_it_exists(markdown):
    text = _proposition(markdown, builtin_numbering()["R6"])
    here = next(line for line in text.splitlines() if line.startswith("*Proof.*"))
    assert "a split every" in here and r"x_{z} = 0" in here


def test_e14_cites_the_lemma_of_each_fact(markdown):
    text = _proposition(markdown, builtin_numbering()["E14"])
    reason = next(line for line in text.splitlines() if line.startswith(r"- \[2\]"))
    assert r"v = 0`$ (Lemma 3)" in reason and r"d q`$ (Lemma 4)" in reason
    assert "Lemmas 3, 4, 6" not in reason


def test_two_coordinates_cites_the_value_for_three(markdown):
    n = builtin_numbering()
    statement = _proposition(markdown, n["S3.d2"]).splitlines()[2]
    assert f"the value for $`d \\geq 3`$ ({n['E15']}, {n['S3']})" in statement


# -- 4. cross-references by number -------------------------------------------------------------------------------


def test_no_reason_cites_a_row_by_position(markdown):
    for name, text in markdown.items():
        for phrase in ("the first line", "the line above", "the last line"):
            assert phrase not in text, (name, phrase)
    n = builtin_numbering()
    assert r"row \[4\] holds for every direction" in _proposition(markdown, n["E12"])
    assert r"chain rule with row \[1\]" in _proposition(markdown, n["B4"])
    assert r"- \[7\] row \[6\], with" in _proposition(markdown, n["R11"])


def test_introductions_cite_the_propositions_they_mean(markdown):
    n = builtin_numbering()
    assert "as a case of its own" not in markdown["sensitivity.md"]
    assert f"sharper still ({n['S3.d2']})" in markdown["sensitivity.md"]
    assert f"those of layer norm ({n['B4']}, {n['G6']})" in markdown["rmsnorm.md"]


# -- 7. one name per object within a proof ------------------------------------------------------------------------


def test_e21_connects_phi_to_the_rows_and_writes_one_input(markdown):
    text = _proposition(markdown, builtin_numbering()["E21"])
    statement = text.splitlines()[2]
    assert r"\phi_{\varepsilon}(t) = u_{\varepsilon,3}(t (-1, 0, 1)^{\mathsf{T}})" in statement
    assert "(-t, 0, t)" not in text
    assert "-t, 0, t" not in table().text()


def test_r4_names_the_jacobian_as_its_rows(markdown):
    text = _proposition(markdown, builtin_numbering()["R4"])
    assert r"the Jacobian $`J_{r}`$" in text
    assert r"D r_{\varepsilon}(z)" not in text


def test_one_form_of_a_value_in_a_proof(markdown):
    n = builtin_numbering()
    j6 = _proposition(markdown, n["J6"])
    assert r"u_{\varepsilon}(z) \odot t_{\gamma}" not in j6
    g8 = _proposition(markdown, n["G8"])
    assert r"q \left(d - 1\right)" not in g8 and r"S = (d - 1) q - v_{i}^{2}" in g8


# -- 8. no boilerplate reason ---------------------------------------------------------------------------------------


def test_differences_say_what_they_are(markdown):
    n = builtin_numbering()
    for cid in ("E23", "S3", "S3.d2", "R12"):
        text = _proposition(markdown, n[cid])
        assert "over the common denominator" not in text, cid
    for cid in ("E23", "S3", "R12"):
        assert "the right side minus the left side" not in _proposition(markdown, n[cid]), cid
    assert r"1/\varepsilon - 1/(\varepsilon + \delta) = " in _proposition(markdown, n["E23"])
    assert r"1 - s/(s + \varepsilon) = " in _proposition(markdown, n["R12"])


def test_the_loss_is_introduced_once_by_its_statement(markdown):
    n = builtin_numbering()
    for cid in ("B4", "B6", "G6", "R14"):
        text = _proposition(markdown, n[cid])
        assert "any smooth scalar loss of the output" not in text.split("*Proof.*")[1], cid
