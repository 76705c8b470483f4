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

from red_team_support import round_tests

from symln.prove.concrete import _MEMO
from symln.prove.verify import verify_claim

globals().update(round_tests(4, least_false=50, least_true=5, groups={("RT4.fail.",): 30}))


def test_cached_jacobian_keeps_its_obligations():
    """A claim's verdict must not depend on which claims ran before it in the same process."""
    by_id = {c.id: c for c in CLAIMS}  # noqa: F821 - from round_tests
    _MEMO.clear()  # as in a fresh process: nothing computed before
    alone = verify_claim(by_id["RT4.memo.jacobian-any-input"]).outcome
    verify_claim(by_id["RT4.memo.warm-cache"])
    after = verify_claim(by_id["RT4.memo.jacobian-any-input"]).outcome
    assert after is alone, f"verified alone: {alone.value}; after RT4.memo.warm-cache: {after.value}"
