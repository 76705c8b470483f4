"""The fourth referee's classes of findings, checked on the generated documents.

Each test names one class: a vector of R^1 printed as a transposed 1-tuple,
a printer's ``\\left(`` in inline Markdown mathematics, a lemma cited in a
section but missing from its list (or listed but never cited), lemmas cited
before they are proved, boilerplate reasons, a proposition title that carries
another claim's ID, the evidence lead repeated in every section.
"""

import re
from pathlib import Path

import pytest

from symln.render.evidence import EVIDENCE_LEAD
from symln.render.lemma_proofs import WRITTEN, lemma_number, lemma_proof, numbers_cited
from symln.render.prose import markdown_text
from symln.prove.models.lemmas import LEMMAS

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
SECTIONS = ("epsilon", "bias", "gain", "jacobian", "sensitivity", "rmsnorm")


def _body_and_list(text: str) -> tuple[str, set[int]]:
    body, _, appendix = text.partition("## Appendix")
    listed_part = appendix.split("### Evidence")[0]
    listed = {int(n) for n in re.findall(r"\[Lemma (\d+)\]", listed_part)}
    return body, listed


def test_no_transposed_one_tuple(markdown):
    """A vector of R^1 is its number: never ``(\\tau)^T``."""
    for name, text in markdown.items():
        assert not re.search(r"\((?:\\?[A-Za-z]+|-?[0-9/]+)\)\^\{\\mathsf\{T\}\}", text), name


def test_no_left_paren_in_inline_markdown_math(markdown):
    r"""Inline mathematics in Markdown is written by hand, as E21 writes it: ``\phi_{\varepsilon}(t)``, not the
    printer's ``\phi_{\varepsilon}{\left(t \right)}``; nor ``(- t, 0, t)``."""
    for name, text in markdown.items():
        for piece in re.findall(r"\$`([^`]*)`\$", text):
            assert r"{\left(" not in piece, (name, piece)
            assert "(- " not in piece, (name, piece)


@pytest.mark.parametrize("section", SECTIONS)
def test_every_lemma_cited_in_a_section_is_listed_and_only_those(markdown, section):
    body, listed = _body_and_list(markdown[f"{section}.md"])
    assert numbers_cited(body) == listed, section


def test_a_lemma_is_proved_before_a_lemma_that_uses_it():
    for lem in LEMMAS:
        for n in numbers_cited(lemma_proof(lem.name)):
            assert n < lemma_number(lem.name), (lem.name, n)


def test_no_boilerplate_difference_reason(markdown):
    """A reason says what the difference is: never the bare "the difference in the line above is > 0"."""
    for name, text in markdown.items():
        assert "the difference in the line above is" not in text, name


def test_titles_carry_no_other_claim_ids(markdown):
    for name, text in markdown.items():
        for title in re.findall(r"^### Proposition .*$", text, re.MULTILINE):
            assert "(also " not in title, (name, title)


def test_the_evidence_lead_stands_once_in_the_index(markdown):
    lead = markdown_text(EVIDENCE_LEAD)
    assert lead in markdown["README.md"]
    for section in SECTIONS:
        assert lead not in markdown[f"{section}.md"], section
        assert "JSON report" not in markdown[f"{section}.md"], section


def test_no_interval_enclosure_wording(markdown):
    """A decimal is justified by an inequality a reader can check, not by the name of a method."""
    for name, text in markdown.items():
        body = text.split("## Appendix")[0]
        assert "interval enclosure" not in body, name


def test_every_written_lemma_is_numbered():
    assert set(WRITTEN) == {lem.name for lem in LEMMAS}
