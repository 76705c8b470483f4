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

from red_team_support import round_tests

globals().update(round_tests(7, least_false=40, least_true=5, groups={("RT7.tie.", "RT7.had.", "RT7.gain.", "RT7.orth."): 15, ("RT7.sol.", "RT7.lim.", "RT7.der.", "RT7.lip."): 15}))
