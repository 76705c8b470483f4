"""Regression: the claims of the fifth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam5_claims.py`` holds false (or ill-defined) claims, each naming
a counterexample; none may end "proved".  ``tests/data/redteam5_true_claims.py``
holds true claims; none may end "failed".  Both module docstrings list the
weaknesses probed.  When this file was written several claims of each kind did
(the review's report lists them: RT5.dim.*, RT5.py.* proved; RT5.true.huge-*,
RT5.true.limit-huge-*, RT5.true.limit-eps-tiny-variance refuted), so these
tests were expected to fail there.
"""

from pathlib import Path

import pytest

from symln.prove.claims import load_claims
from symln.prove.verify import Outcome, verify_claim

DATA = Path(__file__).parents[1] / "data"
CLAIMS = load_claims(DATA / "redteam5_claims.py")
TRUE_CLAIMS = load_claims(DATA / "redteam5_true_claims.py")


def test_the_collection_is_complete():
    ids = [c.id for c in CLAIMS]
    assert len(ids) >= 40
    assert len(set(ids)) == len(ids)
    assert all(c.article == "redteam5" and c.id.startswith("RT5.") for c in CLAIMS)
    assert sum(i.startswith("RT5.fail.") for i in ids) >= 30
    assert sum(i.startswith(("RT5.dim.", "RT5.py.")) for i in ids) >= 10
    true_ids = [c.id for c in TRUE_CLAIMS]
    assert len(set(true_ids)) == len(true_ids) >= 5
    assert all(c.article == "redteam5-true" and c.id.startswith("RT5.true.") for c in TRUE_CLAIMS)


@pytest.mark.parametrize("adversary", CLAIMS, ids=lambda c: c.id)
def test_red_team_claim_is_not_proved(adversary):
    verdict = verify_claim(adversary)
    assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} was proved: {verdict.reason}"
    assert verdict.reason


@pytest.mark.parametrize("truth", TRUE_CLAIMS, ids=lambda c: c.id)
def test_true_claim_is_not_refuted(truth):
    verdict = verify_claim(truth)
    assert verdict.outcome is not Outcome.FAILED, f"{truth.id} was refuted: {verdict.reason}"
