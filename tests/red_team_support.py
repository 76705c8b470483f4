"""The tests of one red-team round (``tests/data/redteamN_claims.py`` and ``redteamN_true_claims.py``).

Every false claim of a round names a counterexample, and none may end "proved";
every true claim, none may end "failed".  A hole found and not closed is named
in *known_holes* with the reason, as a strict expected failure: closing it makes
the test pass, and then fail until the entry is removed.  Each round's test
module is ``globals().update(round_tests(...))`` plus whatever it checks alone.
"""

from pathlib import Path

import pytest

from symln.prove.claims import load_claims
from symln.prove.verify import Outcome, verify_claim

DATA = Path(__file__).parent / "data"


def round_tests(n: int, *, least_false: int, least_true: int, groups: dict, known_holes: dict | None = None) -> dict:
    """The round's three tests: the collection is complete (at least *least_false* false claims, at least
    so many of each id prefix group in *groups*, *least_true* true ones), none false is proved, none true
    is refuted."""
    false, true = load_claims(DATA / f"redteam{n}_claims.py"), load_claims(DATA / f"redteam{n}_true_claims.py")
    holes = known_holes or {}

    def cases(claims):
        return [pytest.param(c, id=c.id, marks=[pytest.mark.xfail(strict=True, reason=holes[c.id])] if c.id in holes else [])
                for c in claims]

    def test_the_collection_is_complete():
        ids = [c.id for c in false]
        assert len(ids) >= least_false and len(set(ids)) == len(ids)
        assert all(c.article == f"redteam{n}" and c.id.startswith(f"RT{n}.") for c in false)
        for prefixes, least in groups.items():
            assert sum(i.startswith(prefixes) for i in ids) >= least, prefixes
        true_ids = [c.id for c in true]
        assert len(set(true_ids)) == len(true_ids) >= least_true
        assert all(c.article == f"redteam{n}-true" and c.id.startswith(f"RT{n}.true.") for c in true)

    @pytest.mark.parametrize("adversary", cases(false))
    def test_red_team_claim_is_not_proved(adversary):
        verdict = verify_claim(adversary)
        assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} was proved: {verdict.reason}"
        assert verdict.reason

    @pytest.mark.parametrize("truth", cases(true))
    def test_true_claim_is_not_refuted(truth):
        verdict = verify_claim(truth)
        assert verdict.outcome is not Outcome.FAILED, f"{truth.id} was refuted: {verdict.reason}"

    return {"CLAIMS": false, "TRUE_CLAIMS": true, "test_the_collection_is_complete": test_the_collection_is_complete,
            "test_red_team_claim_is_not_proved": test_red_team_claim_is_not_proved,
            "test_true_claim_is_not_refuted": test_true_claim_is_not_refuted}
