"""Regression: the claims of the eighth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam8_claims.py`` holds false claims, each naming a
counterexample; none may end "proved".  ``tests/data/redteam8_true_claims.py``
holds true claims; none may end "failed".  Both module docstrings list the
weaknesses probed.  When this file was written, 13 of the 15 false claims
ended "proved" (every RT8.lit.* and RT8.guard.* claim: special values the
literal net never reads, and comparisons the guard never sees), so those
tests were expected to fail there; every true claim was proved.
"""

from pathlib import Path

import pytest

from symln.prove.claims import load_claims
from symln.prove.verify import Outcome, verify_claim

DATA = Path(__file__).parents[1] / "data"
CLAIMS = load_claims(DATA / "redteam8_claims.py")
TRUE_CLAIMS = load_claims(DATA / "redteam8_true_claims.py")


def test_the_collection_is_complete():
    ids = [c.id for c in CLAIMS]
    assert len(ids) >= 15
    assert len(set(ids)) == len(ids)
    assert all(c.article == "redteam8" and c.id.startswith("RT8.") for c in CLAIMS)
    assert sum(i.startswith("RT8.lit.") for i in ids) >= 9
    assert sum(i.startswith("RT8.guard.") for i in ids) >= 4
    true_ids = [c.id for c in TRUE_CLAIMS]
    assert len(set(true_ids)) == len(true_ids) >= 10
    assert all(c.article == "redteam8-true" and c.id.startswith("RT8.true.") for c in TRUE_CLAIMS)


@pytest.mark.parametrize("adversary", CLAIMS, ids=lambda c: c.id)
def test_red_team_claim_is_not_proved(adversary):
    verdict = verify_claim(adversary)
    assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} was proved: {verdict.reason}"
    assert verdict.reason


@pytest.mark.parametrize("truth", TRUE_CLAIMS, ids=lambda c: c.id)
def test_true_claim_is_not_refuted(truth):
    verdict = verify_claim(truth)
    assert verdict.outcome is not Outcome.FAILED, f"{truth.id} was refuted: {verdict.reason}"
