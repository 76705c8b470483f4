"""The documents read as a paper (issue 15): the mechanical checks on the generated LaTeX and Markdown.

Each test reads the text a user gets (``symln latex`` and ``proofs/*.md``) and
checks one class of the reader's findings: ASCII pseudo-code in text mode, a
step whose two sides print the same, a cited lemma missing from the
appendix, display math outside fenced ``math`` blocks or a display line that
CommonMark would turn into a list item, a display label missing, a number in
the subscript of the core, an undefined name.
"""

import re
import shutil
from pathlib import Path

import pytest

from symln.prove.language.claims import builtin_claims
from symln.prove.models.lemmas import LEMMAS
from symln.prove.language.relations import Chain
from symln.prove.language.traces import relations_of
from symln.render.arguments import ARGUMENTS
from symln.render.derive import generate
from symln.render.displays import exact_model
from symln.render.document import articles, lemmas_shown
from symln.render.figure import table
from symln.render.latex import document
from symln.render.verdicts import load_store
from symln.text import plain, segments

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
CLAIMS = builtin_claims()
LABELS = [f"D{k}" for k in range(1, 13)] + ["F1"]
ASCII_OPERATORS = ("->", "!=", ">=", "<=", "(.)", "^", "sqrt(", "|x|")


@pytest.fixture(scope="module")
def shown():
    store = load_store(PROOFS / "verdicts.json")
    records = {r.id: r for entry in store.values() for r in entry["claims"]}
    return articles(CLAIMS, records), lemmas_shown()


@pytest.fixture(scope="module")
def tex(shown):
    return document(shown[0], table(), shown[1])


@pytest.fixture(scope="module")
def markdown():
    return {name: text for name, text in generate(PROOFS).files.items() if name.endswith(".md")}


# ---------------------------------------------------------------------------
# what is text mode


_TEX_MATH = re.compile(
    r"\$[^$]*\$"
    r"|\\begin\{(equation|align\*|gathered|tikzpicture)\}.*?\\end\{\1\}"
    r"|\\(eqref|ref|label)\{[^{}]*\}",
    re.DOTALL,
)


def _without_code(tex: str) -> str:
    """*tex* without ``\\texttt{...}`` (balanced braces): the verifier's own words, set as code."""
    out, i = [], 0
    while True:
        j = tex.find(r"\texttt{", i)
        if j < 0:
            return "".join(out) + tex[i:]
        out.append(tex[i:j])
        depth, k = 1, j + len(r"\texttt{")
        while depth:
            depth += {"{": 1, "}": -1}.get(tex[k], 0)
            k += 1
        i = k
_MD_MATH = re.compile(r"```math\n.*?\n```|\$`[^`]*`\$|`[^`]*`|<!--.*?-->|\]\([^)]*\)", re.DOTALL)


def tex_text_mode(tex: str) -> str:
    """The LaTeX outside mathematics, code spans and references (the preamble left out)."""
    body = tex.split(r"\begin{document}", 1)[1]
    return _TEX_MATH.sub(" ", _without_code(body))


def markdown_text_mode(md: str) -> str:
    return _MD_MATH.sub(" ", md)


def test_text_mode_helpers_can_fail():
    assert "->" in tex_text_mode(r"\begin{document} a -> b $x -> y$")
    assert "->" not in tex_text_mode(r"\begin{document} a $x -> y$ \texttt{p->q}")
    assert "!=" in markdown_text_mode("v != 0 and $`v \\neq 0`$")


# ---------------------------------------------------------------------------
# 1. no ASCII pseudo-code in text mode


def test_latex_has_no_circumflex_escapes(tex):
    assert r"\textasciicircum" not in tex


@pytest.mark.parametrize("operator", ASCII_OPERATORS)
def test_latex_text_mode_has_no_ascii_operators(tex, operator):
    text = tex_text_mode(tex)
    assert operator not in text, text[max(0, text.find(operator) - 120) : text.find(operator) + 60]


@pytest.mark.parametrize("operator", ASCII_OPERATORS)
def test_markdown_text_mode_has_no_ascii_operators(markdown, operator):
    for name, md in markdown.items():
        text = markdown_text_mode(md)
        assert operator not in text, (name, text[max(0, text.find(operator) - 120) : text.find(operator) + 60])


#: what code looks like, and the verifier's internal names: none may reach a reader (issue 26)
CODE_PATTERNS = {
    "a Python power": r"[A-Za-z0-9)]\*\*[A-Za-z0-9(]",
    "a Python product": r"[A-Za-z0-9)]\*[A-Za-z0-9(]",
    "a model method": r"\bm\.[a-z]",
    "a verifier dummy": r"(?<![A-Za-z\\])_[rst]\b",
    "an escaped character": r"\[U\+",
    "an internal vector": r"x_perp",
    "a lemma's code name": r"\b(sum_one|sum_vv?|z_split|q_nonneg|hadamard_bound|cauchy_schwarz)\b",
}


@pytest.mark.parametrize("what", CODE_PATTERNS)
def test_no_code_and_no_internal_names_in_the_documents(tex, markdown, what):
    pattern = re.compile(CODE_PATTERNS[what])
    body = tex.split(r"\begin{document}", 1)[1]
    for name, text in {"paper": body, **markdown}.items():
        found = pattern.search(text)
        assert found is None, (name, text[max(0, found.start() - 100) : found.end() + 60])


def _sources():
    """Every built-in text written once for documents and terminal: statements, reasons, labels, lemmas."""
    for c in CLAIMS:
        yield c.id, c.statement
        m = exact_model(c.scope)
        for relation in relations_of(c, m):
            if relation.label:
                yield c.id, relation.label
            if isinstance(relation, Chain):
                for step in relation.steps:
                    yield c.id, step.reason
    for lem in LEMMAS:
        yield lem.name, lem.statement


@pytest.mark.parametrize("where, text", list(_sources()))
def test_source_text_is_math_where_it_is_math_and_reads_plainly_in_a_terminal(where, text):
    for is_math, piece in segments(text):
        if not is_math:
            for operator in ASCII_OPERATORS + ("_", "=", "<", ">"):
                assert operator not in piece, (where, piece)
    out = plain(text, strict=True)
    assert "\\" not in out and "$" not in out, (where, out)


def test_plain_text_of_a_statement():
    e12 = next(c for c in CLAIMS if c.id == "E12")
    assert plain(e12.statement) == (
        "Differentiating the core gives its Jacobian D u_eps(z) = (q + eps)^(-1/2) (P - v v^T/(d (q + eps)))."
    )


# ---------------------------------------------------------------------------
# 2. no step whose two sides print the same; no evaluation artifacts


def _derivations(arts):
    for a in arts:
        for sc in a.claims:
            for der in (sc.proof, sc.checked):
                if der is not None:
                    yield sc.claim.id, der


def test_no_step_prints_the_same_on_both_sides(shown):
    for cid, der in _derivations(shown[0]):
        previous = None
        for group in der.block.groups:
            for row in group:
                left = row.lhs or previous
                assert not (row.op == "=" and left == row.rhs), (cid, row)
                previous = row.rhs if row.op == "=" else previous


_NUMBER = r"-?\d+(\.\d+)?"


def test_no_row_relates_two_numbers(shown):
    """``1 > 0`` or ``100 = 100``: a step that evaluated to a triviality."""
    for cid, der in _derivations(shown[0]):
        for row in der.block.rows:
            assert not (re.fullmatch(_NUMBER, row.lhs or "x") and re.fullmatch(_NUMBER, row.rhs)), (cid, row)


def test_every_note_gives_a_reason(shown):
    for cid, der in _derivations(shown[0]):
        for note in der.block.notes:
            words = re.findall(r"[A-Za-z]{3,}", plain(note.text))
            assert words or note.lemmas or "$" in note.text, (cid, note)
            assert note.text not in ("q", "core", "h(t)", "the input of the example"), (cid, note)


# ---------------------------------------------------------------------------
# 3. the lemmas come first, numbered, each with a written proof; the body cites them by number


def _cited_numbers(text: str) -> set[int]:
    """The lemma numbers a text cites: ``(Lemma 3)``, ``(Lemmas 1, 3)`` (``~`` after the word in LaTeX)."""
    groups = re.findall(r"\(Lemmas?[ ~]([0-9, ]+)\)", text)
    return {int(n) for group in groups for n in group.split(",")}


def test_latex_states_and_proves_every_lemma_before_the_articles(tex):
    before, lemmas_and_rest = tex.split(r"\section{Lemmas}", 1)
    lemmas, body = lemmas_and_rest.split(r"\section{Bias}", 1)
    assert r"\section{" not in before.split(r"\maketitle")[1].replace(r"\section*{", "")  # nothing numbered before
    assert lemmas.count(r"\begin{lemma}") == len(LEMMAS) == lemmas.count(r"\begin{proof}")
    for n in range(1, len(LEMMAS) + 1):
        assert rf"\label{{lemma:{n}}}" in lemmas
    cited = _cited_numbers(body)
    assert cited and cited <= set(range(1, len(LEMMAS) + 1))
    # referee 7: the dimensions of the exact checks are stated once, in the section's introduction
    assert r"Each lemma was also checked exactly at $\relpenalty=10000 \binoppenalty=10000 d = 1, \dots, 12$" in lemmas
    assert "Checked exactly at" not in lemmas
    assert "texttt{sum" not in tex and "(lemma " not in tex


def test_markdown_lists_the_lemmas_each_section_cites(markdown):
    for name, md in markdown.items():
        if name == "README.md":
            continue
        body, _, appendix = md.partition("### Lemmas cited in this section")
        listed = {int(n) for n in re.findall(r"^- \[Lemma (\d+)\]\(README.md#1-lemmas\)", appendix.split("### Evidence")[0],
                                              re.MULTILINE)}
        assert _cited_numbers(body) <= listed, (name, _cited_numbers(body) - listed)
        assert "`sum_" not in md and "(lemma " not in md


def test_every_lemma_of_the_engine_is_proved_in_the_index(markdown):
    from symln.render.lemma_proofs import WRITTEN

    index = markdown["README.md"]
    assert set(WRITTEN) == {lem.name for lem in LEMMAS}
    for n, lem in enumerate(LEMMAS, start=1):
        statement = f"**Lemma {n}** ({WRITTEN[lem.name].title})."
        assert statement in index
        assert index.split(statement, 1)[1].lstrip().split("\n")[2].startswith("*Proof.* ")
    assert index.index("## 1 Lemmas") < index.index("## Documents") and "## References" in index and "## Abstract" in index


# ---------------------------------------------------------------------------
# 4. GitHub: fenced math blocks only, no display line starting with "- ", nothing depends on \tag


def _math_blocks(md):
    return re.findall(r"```math\n(.*?)\n```", md, re.DOTALL)


def test_markdown_uses_fenced_math_blocks_only(markdown):
    for name, md in markdown.items():
        assert "$$" not in md, name
        assert r"\tag" not in md, name
        outside = re.sub(r"```math\n.*?\n```|\$`[^`]*`\$", "", md, flags=re.DOTALL)
        assert r"\begin{" not in outside, name


def test_no_display_line_starts_with_a_dash(markdown):
    blocks = [(name, block) for name, md in markdown.items() for block in _math_blocks(md)]
    assert len(blocks) > 50
    for name, block in blocks:
        for line in block.splitlines():
            assert not line.lstrip().startswith("-"), (name, line)


# ---------------------------------------------------------------------------
# 5. every display label and the figure


def test_every_label_is_in_the_latex(tex):
    for label in LABELS:
        assert tex.count(rf"\label{{{label}}}") == 1, label
        assert rf"\tag{{{label}}}" in tex or label == "F1"


def test_every_display_and_the_figure_are_in_the_markdown(markdown):
    every = "".join(markdown.values())
    for label in LABELS[:-1]:
        assert every.count(f"**Display {label}**") == 1, label
    assert "![Figure F1](F1.svg)" in markdown["epsilon.md"]


# ---------------------------------------------------------------------------
# notation and definitions


def test_no_number_in_the_subscript_of_the_core(tex, markdown):
    for text in [tex, *markdown.values()]:
        assert not re.search(r"u_\{\d", text.replace("u_{0}", ""))  # u_0: the unstabilized core of E10, not a value
        assert not re.search(r"u_\{[^{}]*,\d\}\(z\)", text.replace(r"\varepsilon,", "")), "eps value before a coordinate"


def test_x_perp_means_one_thing(shown):
    """``x_perp`` is always the part of x orthogonal to 1 alone; the part orthogonal to 1 and v is w."""
    for cid, der in _derivations(shown[0]):
        for item in der.declarations:
            if r"x_{\perp}" in item:
                assert r"\mathbf{1}^{\mathsf{T}} x_{\perp} = 0$" in item and "v^{" not in item, (cid, item)


def test_every_object_a_derivation_introduces_is_defined_there(shown):
    """A vector or scalar of the body that is not in the notation section has a "where" entry."""
    from symln.render.present import FormModel

    for a in shown[0]:
        for sc in a.claims:
            if sc.proof is None:
                continue
            text = " ".join(sc.proof.declarations)
            for needle in (r"\bar{x}", r"x_{\perp}", r"\beta'", "S =", r"\sigma ="):
                rows = " ".join(f"{r.lhs} {r.rhs}" for r in sc.proof.block.rows)
                if needle.split(" ")[0] in rows:
                    assert needle.split(" ")[0] in text, (sc.claim.id, needle)
    assert FormModel  # the declarations come from the presentation model


def test_d11_is_the_operator_norm_bound():
    from symln.render.displays import DISPLAYS
    from symln.render.document import shown_display

    assert shown_display(DISPLAYS["D11"], CLAIMS).lines == [
        r"\left\lVert D u_{\varepsilon}(z)\right\rVert_{2} \leq \frac{1}{\sqrt{\varepsilon}}"
    ]


def test_e20_states_its_hypothesis(shown):
    e20 = next(sc for a in shown[0] for sc in a.claims if sc.claim.id == "E20")
    assert r"$x \in \mathbb{R}^{d}$ with $\mathbf{1}^{\mathsf{T}} x = 0$" in e20.proof.where


def test_sensitivity_mentions_s1_and_s2(tex, markdown):
    # the checklist IDs S1 and S2 are no labels of the documents: the propositions that prove them are named
    assert "2.18, the Lipschitz bound of the core ([Epsilon](epsilon.md))" in markdown["sensitivity.md"]
    assert r"2.18, the Lipschitz bound of the core (Section~\ref{article:epsilon})" in tex


def test_exponents_are_slashed_and_powers_of_ten_are_written_so(tex):
    assert r"^{\frac{3}{2}}" not in tex
    assert "1/1000" not in _without_code(tex) and "10^{-3}" in tex


# ---------------------------------------------------------------------------
# the arguments


def test_the_missing_derivations_have_arguments():
    assert {"E10", "E13", "E14", "E16", "G9", "E17"} <= set(ARGUMENTS)


@pytest.mark.parametrize("cid", sorted(ARGUMENTS))
def test_arguments_hold_exactly(cid):
    from symln.prove.language.claims import AllD
    from symln.prove.models.concrete import ConcreteModel
    from symln.render.blocks import relations_in

    arg = ARGUMENTS[cid]
    models = [exact_model(arg.scope)]
    if isinstance(arg.scope, AllD):
        models += [ConcreteModel(d, nonconstant=arg.scope.nonconstant) for d in range(arg.scope.min_d, 5)]
    for m in models:
        for relation in relations_in(arg.builder(m)):
            check = m.deferred(relation.decide(m))  # a concrete d cross-checks the general proof: it must not refute
            assert check.ok is True, (cid, m.kind, getattr(m, "d", None), check.detail)


def test_a_wrong_argument_is_refuted():
    from symln.model import core
    from symln.prove.language.claims import AllD

    def wrong(m):
        eps = m.scalar("eps", positive=True)
        return Chain(core(m, m.z, eps)).eq(m.z, "not the core")

    check = wrong(exact_model(AllD())).decide(exact_model(AllD()))
    assert check.ok is not True


# ---------------------------------------------------------------------------
# proofs as a reader makes them: the integral along the segment, the eigenpairs, no unexplained certificate


def _shown_claim(shown, cid):
    return next(sc for a in shown[0] for sc in a.claims if sc.claim.id == cid)


def _notes(der) -> str:
    return " ".join(note.text for note in der.block.notes)


#: the Lipschitz bounds and the proposition whose derivative bound each integrates
LIPSCHITZ = {"E18": "E17", "E19": "E17", "R8": "R6", "R9": "R6"}


@pytest.mark.parametrize("cid, cited", sorted(LIPSCHITZ.items()))
def test_a_lipschitz_proof_integrates_the_derivative_along_the_segment(shown, cid, cited):
    der = _shown_claim(shown, cid).proof
    first, *bound = der.block.rows
    assert first.op == "=" and first.rhs.startswith(r"\int_{0}^{1} D ") and first.rhs.endswith(r"(z - z') \, d\tau")  # the parameter of a segment is tau, as of a line
    assert [row.op for row in bound] == [r"\leq", r"\leq", "="]
    assert bound[0].rhs.startswith(r"\int_{0}^{1} \left\lVert D ") and r"\sqrt{\varepsilon}" in bound[-1].rhs
    notes = [note.text for note in der.block.notes]
    assert "fundamental theorem of calculus" in notes[0] and f"({cited})" in notes[2]
    # the direction of the certificate is not shown, nor declared; the maximum of the gain is G in the rows (referee 7)
    gain = [r"$G = \max_{i} \left\lvert \gamma_{i}\right\rvert$"] if cid in ("E19", "R9") else []
    assert der.where == [*gain, r"$z' \in \mathbb{R}^{d}$"]


@pytest.mark.parametrize("cid", ["R6", "R7"])
def test_the_rmsnorm_bound_is_argued_from_the_eigenpairs(shown, cid):
    sc = _shown_claim(shown, cid)
    assert sc.checked is not None  # the certificate is what the verifier checked; the eigenpairs are shown
    notes = _notes(sc.proof)
    assert "(R3)" in notes and "(R4)" in notes and r"\lambda_z \leq \lambda_w" in notes
    if cid == "R6":
        assert any(r"x = x_{z} z + w$ with $z^{\mathsf{T}} w = 0$" in item for item in sc.proof.where)
    else:  # R7 shows x and w, never the coefficient x_z: each is declared on its own (referee 7)
        assert r"$x \in \mathbb{R}^{d}$" in sc.proof.where and r"$w \in \mathbb{R}^{d}$ with $z^{\mathsf{T}} w = 0$" in sc.proof.where


def test_j3_differentiates_the_core(shown):
    der = _shown_claim(shown, "J3").proof
    derivatives = [row for row in der.block.rows if row.lhs.startswith(r"\left.\frac{d}{d \tau} u_{\varepsilon}")]
    assert len(derivatives) == 2 and "(E12)" in _notes(der)


def test_s4_states_the_enclosures_it_certifies_by(shown):
    notes = _notes(_shown_claim(shown, "S4").proof)
    assert r"99.5037190 < 1000/\sqrt{101} < 99.5037191" in notes
    assert r"99.5037190^{2} \cdot 101 < 10^{6} < 99.5037191^{2} \cdot 101" in notes  # the reason, checkable by hand
    assert r"9.99950003 < 1000/\sqrt{10001} < 9.99950004" in notes
    assert "interval enclosure" not in notes


def test_an_enclosure_brackets_its_value_exactly():
    import sympy as sp

    from symln.render.builders import decimal_text, enclosure

    lo, hi = enclosure(1000 / sp.sqrt(101), 6)
    assert (decimal_text(lo, 6), decimal_text(hi, 6)) == ("99.503719", "99.503720")
    assert lo**2 <= sp.Rational(10**6, 101) <= hi**2  # both positive: the squares decide it exactly


def test_every_certificate_says_what_its_difference_is(shown, markdown):
    from symln.render.blocks import UNEXPLAINED_GAP

    for cid, der in _derivations(shown[0]):
        assert UNEXPLAINED_GAP not in _notes(der), cid
    assert not any(UNEXPLAINED_GAP in md for md in markdown.values())


def test_a_where_clause_declares_only_what_a_row_shows(shown):
    """Each object the clause introduces is a symbol of some row (``y`` shows the example's gain and bias)."""
    from symln.render.printer import latex

    for cid, der in _derivations(shown[0]):
        symbols = {latex(symbol) for symbol in der.block.symbols}
        for item in der.declarations:
            name = re.match(r"\$(.+?)(?: =| \\in| >| \\geq|\$)", item).group(1)
            assert name.replace(r"\ell", "l") in symbols, (cid, item)  # the loss symbol l is printed as ell
    assert _shown_claim(shown, "G2").proof.where == [r"$z = (1, 1, -2)^{\mathsf{T}}$", r"$\varepsilon = 2$"]


def test_the_loss_gradient_and_a_gain_have_different_names(shown):
    g8 = _shown_claim(shown, "G8").proof
    assert any(item.startswith(r"$\gamma' \in \mathbb{R}^{d}$") for item in g8.where)
    assert not re.search(r"\bg\b", " ".join(f"{row.lhs} {row.rhs}" for row in g8.block.rows))
    assert _shown_claim(shown, "R12").title == "Mean square, mean and variance of the normalized input"


# ---------------------------------------------------------------------------
# the referee's third reading: notation, wording, order, layout


def _text_of(tex: str) -> str:
    """The body of the paper without labels, references and the verifier's code."""
    body = tex.split(r"\begin{document}", 1)[1]
    return re.sub(r"\\(label|ref|eqref|cite|url)\{[^{}]*\}", "", _without_code(body))


def test_a_line_parameter_is_tau_not_the_mean_square(tex, markdown):
    """``s`` is RMSNorm's mean square; the parameter along a line or a segment is tau."""
    pattern = re.compile(r"\\frac\{d\}\{d s\}|(?<![\w\\])s \\(?:to|mapsto)\b|\+ s \(|\+ s t\b|\\, ds\b")
    for name, text in {"paper": tex, **markdown}.items():
        found = pattern.search(text)
        assert found is None, (name, text[max(0, found.start() - 100) : found.end() + 60])
    j4 = next(c for c in CLAIMS if c.id == "J4").statement
    assert r"\tau" in j4 and not re.search(r"(?<![\w\\])s\b", j4)


def test_no_verdict_lines_in_the_body(tex, markdown):
    """The status of each proof is in the evidence table; a proof ends with its conclusion, not "Verdict:"."""
    for name, text in {"paper": tex, **markdown}.items():
        assert "Verdict" not in text, name
    assert tex.count(r"$\square$") == len(CLAIMS)  # every proof shown is proved, and ends with the mark


def test_a_section_is_called_a_section(tex, markdown):
    for name, text in {"paper": _text_of(tex), **{k: _MD_MATH.sub("", v) for k, v in markdown.items()}}.items():
        found = re.search(r"\barticles?\b", text, re.IGNORECASE)
        assert found is None, (name, text[max(0, found.start() - 100) : found.end() + 60])


def test_nothing_is_cited_before_it_is_proved(shown):
    """Sections and the propositions in them are ordered so that each cites only what stands before it."""
    from symln.render.document import cited_ids

    order = [sc for a in shown[0] for sc in a.claims]
    place = {}
    for k, sc in enumerate(order):
        for x in (sc.claim.id, *sc.claim.covers):
            place.setdefault(x, k)
    for k, sc in enumerate(order):
        for x in cited_ids(sc):
            assert place.get(x, -1) < k, (sc.claim.id, "cites", x)
    assert [a.name for a in shown[0]][:2] == ["epsilon", "bias"]  # the bias section relies on E1, E2, E7


def test_a_display_is_attributed_to_the_proposition_that_proves_it(shown):
    from symln.render.document import display_index

    rows = {d.id: (section, proposition) for d, section, proposition in display_index(shown[0])}
    assert rows["D7"] == ("Jacobian", "E12, E13") and rows["D11"] == ("Sensitivity", "E17")
    assert rows["D8"] == ("Jacobian", "J3")


def test_pytorch_is_cited_by_its_layer_norm_documentation(tex, markdown):
    from symln.render.notation import REFERENCES

    pytorch = [text for _, text in REFERENCES if "PyTorch" in text]
    # LayerNorm's convention, and RMSNorm's (eps inside the root, this note's choice as torch.nn.RMSNorm computes it)
    assert len(pytorch) == 2 and "torch.nn.LayerNorm" in pytorch[0] and "torch.nn.RMSNorm" in pytorch[1]
    assert not any("Paszke" in text for text in pytorch)
    assert r"\url{https://pytorch.org/docs/stable/generated/torch.nn.LayerNorm.html}" in tex


def test_an_example_states_only_the_values_its_rows_use(shown):
    """J5's rows show ``D y``, which does not depend on the bias: its value is not stated."""
    j5 = _shown_claim(shown, "J5").proof.where
    assert not any(r"\beta" in item for item in j5), j5
    assert any(item.startswith(r"$\beta = 0$") for item in _shown_claim(shown, "G3").proof.where)


#: letters that a proof declares as a vector or as a real number, with the propositions allowed the other kind
_KIND = re.compile(r"^\$([a-z])\s*(\\in \\mathbb\{R\}\^\{\w\}|\\in \\mathbb\{R\}\$|> 0\$)")


def test_a_letter_is_a_vector_or_a_number_across_the_paper(shown):
    """One role per letter: a, b, c, h, t, w, x are declared either as vectors or as numbers, not both."""
    kinds: dict[str, dict[str, set]] = {}
    for cid, der in _derivations(shown[0]):
        for item in der.declarations:
            found = _KIND.match(item)
            if found:
                kind = "vector" if "^" in found.group(2) else "number"
                kinds.setdefault(found.group(1), {}).setdefault(kind, set()).add(cid)
    mixed = {letter: k for letter, k in kinds.items() if len(k) > 1}
    assert set(mixed) <= {"t"}, mixed
    assert mixed.get("t", {}).get("number", set()) <= {"E21"}  # the family (-t, 0, t) of E21 and Figure F1


def test_no_aligned_row_starts_in_the_right_column(tex):
    """A left side too wide for the alignment would start at the relation column, right of the page's middle."""
    for block in re.findall(r"\\begin\{align\*\}\n(.*?)\n\\end\{align\*\}", tex, re.DOTALL):
        for line in block.split("\n"):
            assert not re.match(r"& (?!\\quad)", line), line


@pytest.mark.skipif(shutil.which("pdflatex") is None, reason="needs pdflatex")
def test_nothing_runs_into_the_margin(tex, tmp_path):
    """pdflatex reports no overfull line: every line, display and table is inside the text block."""
    import subprocess

    (tmp_path / "paper.tex").write_text(tex)
    subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "paper.tex"], cwd=tmp_path,
                   capture_output=True, check=False)
    log = (tmp_path / "paper.log").read_text(errors="replace")
    overfull = re.findall(r"Overfull \\hbox \((\d+\.\d+)pt too wide\)[^\n]*", log)
    assert not [w for w in overfull if float(w) > 1.0], re.findall(r"Overfull \\hbox[^\n]*", log)
