"""Regression: the claims of the seventh red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam7_claims.py`` holds false (or ill-defined) claims, each naming
a counterexample; none may end "proved".  ``tests/data/redteam7_true_claims.py``
holds true claims; none may end "failed".  Both module docstrings list the
weaknesses probed.  When this file was written, true claims did end "failed"
(the review's report lists them: none of the false claims was proved;
RT7.true.param-sqrt-rate, RT7.true.rms-offset-rate,
RT7.true.second-order-at-zero and RT7.true.core-norm-second-order were refuted), so the
true-claim tests were expected to fail there.
"""

from pathlib import Path

import pytest

from symln.prove.claims import load_claims
from symln.prove.verify import Outcome, verify_claim

DATA = Path(__file__).parents[1] / "data"
CLAIMS = load_claims(DATA / "redteam7_claims.py")
TRUE_CLAIMS = load_claims(DATA / "redteam7_true_claims.py")


def test_the_collection_is_complete():
    ids = [c.id for c in CLAIMS]
    assert len(ids) >= 40
    assert len(set(ids)) == len(ids)
    assert all(c.article == "redteam7" and c.id.startswith("RT7.") for c in CLAIMS)
    assert sum(i.startswith(("RT7.tie.", "RT7.had.", "RT7.gain.", "RT7.orth.")) for i in ids) >= 15
    assert sum(i.startswith(("RT7.sol.", "RT7.lim.", "RT7.der.", "RT7.lip.")) for i in ids) >= 15
    true_ids = [c.id for c in TRUE_CLAIMS]
    assert len(set(true_ids)) == len(true_ids) >= 5
    assert all(c.article == "redteam7-true" and c.id.startswith("RT7.true.") for c in TRUE_CLAIMS)


@pytest.mark.parametrize("adversary", CLAIMS, ids=lambda c: c.id)
def test_red_team_claim_is_not_proved(adversary):
    verdict = verify_claim(adversary)
    assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} was proved: {verdict.reason}"
    assert verdict.reason


@pytest.mark.parametrize("truth", TRUE_CLAIMS, ids=lambda c: c.id)
def test_true_claim_is_not_refuted(truth):
    verdict = verify_claim(truth)
    assert verdict.outcome is not Outcome.FAILED, f"{truth.id} was refuted: {verdict.reason}"
