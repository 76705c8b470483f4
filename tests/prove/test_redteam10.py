"""Regression: the claims of the tenth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam10_claims.py`` holds false claims, each naming a
counterexample; none may end "proved".  ``tests/data/redteam10_true_claims.py``
holds true claims (the corrected twins); none may end "failed".  When this file
was written, the 4 RT10.chain.* claims ended "proved" (a ``Chain``'s steps are
taken as given: any ``Step.op`` other than "=" is checked as "<=", so ">=", ">"
and "<" prove the wrong or a weaker relation, and a steps container counted by
``len`` but iterated empty leaves no link to check), so those tests were
expected to fail there; the RT10.m.* controls failed, and no true claim failed.
"""

from pathlib import Path

import pytest

from symln.prove.claims import load_claims
from symln.prove.verify import Outcome, verify_claim

DATA = Path(__file__).parents[1] / "data"
CLAIMS = load_claims(DATA / "redteam10_claims.py")
TRUE_CLAIMS = load_claims(DATA / "redteam10_true_claims.py")


def test_the_collection_is_complete():
    ids = [c.id for c in CLAIMS]
    assert len(ids) >= 9
    assert len(set(ids)) == len(ids)
    assert all(c.article == "redteam10" and c.id.startswith("RT10.") for c in CLAIMS)
    assert sum(i.startswith("RT10.chain.") for i in ids) >= 4
    true_ids = [c.id for c in TRUE_CLAIMS]
    assert len(set(true_ids)) == len(true_ids) >= 7
    assert all(c.article == "redteam10-true" and c.id.startswith("RT10.true.") for c in TRUE_CLAIMS)


@pytest.mark.parametrize("adversary", CLAIMS, ids=lambda c: c.id)
def test_red_team_claim_is_not_proved(adversary):
    verdict = verify_claim(adversary)
    assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} was proved: {verdict.reason}"
    assert verdict.reason


@pytest.mark.parametrize("truth", TRUE_CLAIMS, ids=lambda c: c.id)
def test_true_claim_is_not_refuted(truth):
    verdict = verify_claim(truth)
    assert verdict.outcome is not Outcome.FAILED, f"{truth.id} was refuted: {verdict.reason}"
