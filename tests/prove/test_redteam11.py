"""Regression: the claims of the eleventh red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam11_claims.py`` holds false claims, each naming a
counterexample (relation fields of unexpected kinds: sets, ``zoo``, complex
values, non-interval and d-dependent domains; miscounted Jacobian traces);
none may end "proved".  ``tests/data/redteam11_true_claims.py`` holds true
claims; none may end "failed".  When this file was written no false claim
ended "proved" and no true claim ended "failed".
"""

from pathlib import Path

import pytest

from symln.prove.claims import load_claims
from symln.prove.verify import Outcome, verify_claim

DATA = Path(__file__).parents[1] / "data"
CLAIMS = load_claims(DATA / "redteam11_claims.py")
TRUE_CLAIMS = load_claims(DATA / "redteam11_true_claims.py")


def test_the_collection_is_complete():
    ids = [c.id for c in CLAIMS]
    assert len(ids) >= 12
    assert len(set(ids)) == len(ids)
    assert all(c.article == "redteam11" and c.id.startswith("RT11.") for c in CLAIMS)
    true_ids = [c.id for c in TRUE_CLAIMS]
    assert len(set(true_ids)) == len(true_ids) >= 9
    assert all(c.article == "redteam11-true" and c.id.startswith("RT11.true.") for c in TRUE_CLAIMS)


@pytest.mark.parametrize("adversary", CLAIMS, ids=lambda c: c.id)
def test_red_team_claim_is_not_proved(adversary):
    verdict = verify_claim(adversary)
    assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} was proved: {verdict.reason}"
    assert verdict.reason


@pytest.mark.parametrize("truth", TRUE_CLAIMS, ids=lambda c: c.id)
def test_true_claim_is_not_refuted(truth):
    verdict = verify_claim(truth)
    assert verdict.outcome is not Outcome.FAILED, f"{truth.id} was refuted: {verdict.reason}"
