"""Fixtures of the document tests: the Markdown documents, the articles as shown, and the paper's LaTeX.

Each is built once per test module (a module may override ``shown_articles``, e.g. with stored verdicts).
"""

from pathlib import Path

import pytest

from symln.prove.language.claims import builtin_claims
from symln.render.derive import generate
from symln.render.document import articles
from symln.render.figure import table
from symln.render.latex import document

PROOFS = Path(__file__).resolve().parents[2] / "proofs"


@pytest.fixture(scope="module")
def markdown():
    """The Markdown documents as ``symln derive`` writes them, by file name."""
    return {name: text for name, text in generate(PROOFS).files.items() if name.endswith(".md")}


@pytest.fixture(scope="module")
def shown_articles():
    return articles(builtin_claims(), {})


@pytest.fixture(scope="module")
def shown(shown_articles):
    """Each built-in claim as shown in the documents, by claim ID."""
    return {sc.claim.id: sc for a in shown_articles for sc in a.claims}


@pytest.fixture(scope="module")
def tex(shown_articles):
    return document(shown_articles, table())
