"""The fifth referee's points, checked on the generated documents.

E17 shows its two cases where they start (a lead-in before the rows of each
case, each introducing its own objects), not only in the closing sentence;
E22 writes the difference of its certificate as a sum term by term and gives
its second row a reason of its own; a symbol a reason uses (``k(a)`` of E9,
``\\xi`` of J3, the vector of R4) is defined where it is first used, and no
reason writes a bare ``u`` or ``r`` for a core.
"""

import re
from pathlib import Path


from symln.render.labels import builtin_numbering

from symln.prove.language.claims import builtin_claims

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
CLAIMS = builtin_claims()


def _section(text: str, cid: str) -> str:
    """The text of proposition *cid* in a Markdown document, up to the next proposition."""
    start = text.index(f"### Proposition {builtin_numbering().get(cid, cid)} ")
    end = text.find("### Proposition ", start + 1)
    return text[start : end if end >= 0 else None]


def _latex_proposition(tex: str, cid: str) -> str:
    start = tex.index(rf"\begin{{proposition}}{{{builtin_numbering().get(cid, cid)}}}")
    return tex[start : tex.index(r"\begin{proposition}", start + 1)]


# ---------------------------------------------------------------------------
# 1. E17: each case is led in where its rows start


def test_e17_has_two_cases_each_with_its_own_objects(shown):
    proof = shown["E17"].proof
    first, second = proof.cases
    assert (first.start, first.label) == (0, "Case $q > 0$")
    assert (second.start, second.label) == (1, "Case $q = 0$")
    assert r"z = c \mathbf{1}" in second.text
    assert proof.where == []  # every object is shown in one case only
    assert any(r"\lambda_{v}" in item for item in first.where) and not any("x_{\\perp}" in item for item in first.where)
    assert any(r"x_{\perp}" in item for item in second.where) and not any(r"\lambda" in item for item in second.where)
    assert [len(block.rows) for _, block in proof.parts()] == [5, 2]


def test_e17_markdown_leads_in_each_case_before_its_rows(markdown):
    section = _section(markdown["epsilon.md"], "E17")
    blocks = re.findall(r"```math\n(.*?)\n```", section, re.DOTALL)
    assert len(blocks) == 2
    assert re.findall(r"\\text\{\[(\d)\]\}", blocks[0]) == ["1", "2", "3", "4", "5"]
    assert re.findall(r"\\text\{\[(\d)\]\}", blocks[1]) == ["6", "7"]
    first_case = section.index("*Case $`q > 0`$.*")
    second_case = section.index("*Case $`q = 0`$.*")
    assert first_case < section.index(blocks[0]) < second_case < section.index(blocks[1])
    closing = section.split("- \\[7\\]", 1)[1]
    assert "Rows" not in closing and "rows" not in closing  # the closing no longer says which rows are which case


def test_e17_latex_leads_in_each_case_before_its_rows(tex):
    e17 = _latex_proposition(tex, "E17")
    assert e17.count(r"\begin{align*}") == 2
    first_case, second_case = e17.index(r"\emph{Case $"), e17.rindex(r"\emph{Case $")
    aligns = [m.start() for m in re.finditer(r"\\begin\{align\*\}", e17)]
    assert first_case < aligns[0] < second_case < aligns[1]
    assert "q = 0" in e17[second_case : aligns[1]]


# ---------------------------------------------------------------------------
# 2. E22: the difference term by term; the second row says what it adds


def test_e22_writes_the_difference_term_by_term(shown, markdown):
    proof = shown["E22"].proof
    first = proof.block.rows[0]  # one row since the sixth referee: the difference is in its reason
    assert first.lhs == r"\left\lVert \operatorname{diag}(\gamma) x\right\rVert^{2}" and first.op == r"\leq"
    assert r"$G = \max_{i} \left\lvert \gamma_{i}\right\rvert$" in proof.where
    assert not any(r"\sigma =" in item for item in proof.where)  # no row shows sigma any more
    reason = proof.block.notes[0].text
    assert r"\sum_{i} \left(G^{2} - \gamma_{i}^{2}\right) x_{i}^{2} \geq 0" in reason and "Lemma 12" in reason
    assert r"\mathbf{1}^{\mathsf{T}} (\sigma \odot x \odot x)" not in markdown["epsilon.md"]


# ---------------------------------------------------------------------------
# 3. a symbol of a reason is defined where it is first used


def _first_note_with(proof, needle: str) -> str:
    return next(note.text for note in proof.block.notes if needle in note.text)


def test_e9_names_no_factor_that_its_rows_do_not_show(shown):
    # the sixth referee: k(a) was introduced in a reason and never used by a row; the reasons say "the factor"
    assert not any("k(a)" in note.text for note in shown["E9"].proof.block.notes)
    assert "gives its factor" in shown["E9"].proof.block.notes[1].text


def test_j3_differentiates_without_a_new_letter(shown):
    # the sixth referee: no xi introduced in a reason; the derivative is written in tau
    assert not any(r"\xi" in note.text for note in shown["J3"].proof.block.notes)
    assert r"12/((\tau - 2)^{2} + 12)^{3/2}" in _first_note_with(shown["J3"].proof, "row [1]")


def test_r4_uses_no_undefined_vector(markdown, shown):
    assert "x'" not in _section(markdown["rmsnorm.md"], "R4")
    closing = shown["R4"].proof.closing  # the span and the existence of w, after the reasons (referee 8)
    assert r"w = x - (z^{\mathsf{T}} x) z/\lVert z\rVert^{2}" in closing


def test_no_reason_writes_a_bare_core(markdown):
    """``u`` and ``r`` alone are not in the notation: a reason writes ``u_eps(z)``, ``r_eps(z)`` or a vector ``x``."""
    bare = re.compile(r"(?<![A-Za-z\\{_])[ur](?![A-Za-z_{(])")
    for name, text in markdown.items():
        for line in text.splitlines():
            if line.startswith("- \\["):
                for piece in re.findall(r"\$`([^`]*)`\$", line):
                    assert not bare.search(re.sub(r"\\[A-Za-z]+", " ", piece)), (name, piece)
