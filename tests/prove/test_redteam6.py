"""Regression: the claims of the sixth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam6_claims.py`` holds false (or ill-defined) claims, each naming
a counterexample; none may end "proved".  ``tests/data/redteam6_true_claims.py``
holds true claims; none may end "failed".  Both module docstrings list the
weaknesses probed.  When this file was written several claims of each kind did
(the review's report lists them: RT6.lit.*, RT6.dim.*, RT6.py.* proved;
RT6.true.kink-*, RT6.true.limit-tiny-example, RT6.true.limit-huge-constant-root
refuted), so these tests were expected to fail there.
"""

from pathlib import Path

import pytest

from symln.prove.claims import load_claims
from symln.prove.verify import Outcome, verify_claim

DATA = Path(__file__).parents[1] / "data"
CLAIMS = load_claims(DATA / "redteam6_claims.py")
TRUE_CLAIMS = load_claims(DATA / "redteam6_true_claims.py")


def test_the_collection_is_complete():
    ids = [c.id for c in CLAIMS]
    assert len(ids) >= 40
    assert len(set(ids)) == len(ids)
    assert all(c.article == "redteam6" and c.id.startswith("RT6.") for c in CLAIMS)
    assert sum(i.startswith("RT6.fail.") for i in ids) >= 25
    assert sum(i.startswith(("RT6.lit.", "RT6.dim.", "RT6.py.")) for i in ids) >= 15
    true_ids = [c.id for c in TRUE_CLAIMS]
    assert len(set(true_ids)) == len(true_ids) >= 5
    assert all(c.article == "redteam6-true" and c.id.startswith("RT6.true.") for c in TRUE_CLAIMS)


@pytest.mark.parametrize("adversary", CLAIMS, ids=lambda c: c.id)
def test_red_team_claim_is_not_proved(adversary):
    verdict = verify_claim(adversary)
    assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} was proved: {verdict.reason}"
    assert verdict.reason


@pytest.mark.parametrize("truth", TRUE_CLAIMS, ids=lambda c: c.id)
def test_true_claim_is_not_refuted(truth):
    verdict = verify_claim(truth)
    assert verdict.outcome is not Outcome.FAILED, f"{truth.id} was refuted: {verdict.reason}"
