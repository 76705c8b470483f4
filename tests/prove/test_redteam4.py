"""Regression: the claims of the fourth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam4_claims.py`` holds false (or ill-defined) claims, each naming
a counterexample; none may end "proved".  ``tests/data/redteam4_true_claims.py``
holds true claims; none may end "failed".  Both module docstrings list the
weaknesses probed.  When this file was written several claims of each kind did
(the review's report lists them), so these tests were expected to fail there.

The claims are verified in file order in one process, as ``symln verify`` does
serially: ``RT4.memo.jacobian-any-input`` is proved only after
``RT4.memo.warm-cache`` has filled the concrete model's cache, and
``test_cached_jacobian_keeps_its_obligations`` checks that order explicitly.
"""

from pathlib import Path

import pytest

from symln.prove.claims import load_claims
from symln.prove.concrete import _MEMO
from symln.prove.verify import Outcome, verify_claim

DATA = Path(__file__).parents[1] / "data"
CLAIMS = load_claims(DATA / "redteam4_claims.py")
TRUE_CLAIMS = load_claims(DATA / "redteam4_true_claims.py")


def test_the_collection_is_complete():
    ids = [c.id for c in CLAIMS]
    assert len(ids) >= 50
    assert len(set(ids)) == len(ids)
    assert all(c.article == "redteam4" and c.id.startswith("RT4.") for c in CLAIMS)
    assert sum(i.startswith("RT4.fail.") for i in ids) >= 30
    true_ids = [c.id for c in TRUE_CLAIMS]
    assert len(set(true_ids)) == len(true_ids) >= 5
    assert all(c.article == "redteam4-true" and c.id.startswith("RT4.true.") for c in TRUE_CLAIMS)


@pytest.mark.parametrize("adversary", CLAIMS, ids=lambda c: c.id)
def test_red_team_claim_is_not_proved(adversary):
    verdict = verify_claim(adversary)
    assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} was proved: {verdict.reason}"
    assert verdict.reason


@pytest.mark.parametrize("truth", TRUE_CLAIMS, ids=lambda c: c.id)
def test_true_claim_is_not_refuted(truth):
    verdict = verify_claim(truth)
    assert verdict.outcome is not Outcome.FAILED, f"{truth.id} was refuted: {verdict.reason}"


def test_cached_jacobian_keeps_its_obligations():
    """A claim's verdict must not depend on which claims ran before it in the same process."""
    by_id = {c.id: c for c in CLAIMS}
    _MEMO.clear()  # as in a fresh process: nothing computed before
    alone = verify_claim(by_id["RT4.memo.jacobian-any-input"]).outcome
    verify_claim(by_id["RT4.memo.warm-cache"])
    after = verify_claim(by_id["RT4.memo.jacobian-any-input"]).outcome
    assert after is alone, f"verified alone: {alone.value}; after RT4.memo.warm-cache: {after.value}"
