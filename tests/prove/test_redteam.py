"""Regression: the claims of a red-team review of the verifier are never proved."""

from pathlib import Path

import pytest

from symln.prove.claims import load_claims
from symln.prove.verify import Outcome, verify_claim

CLAIMS = load_claims(Path(__file__).parents[1] / "data" / "redteam_claims.py")


def test_the_collection_is_complete():
    assert len(CLAIMS) >= 25


@pytest.mark.parametrize("adversary", CLAIMS, ids=lambda c: c.id)
def test_red_team_claim_is_not_proved(adversary):
    verdict = verify_claim(adversary)
    assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} was proved: {verdict.reason}"
    assert verdict.reason
