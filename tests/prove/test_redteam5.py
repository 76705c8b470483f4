"""Regression: the claims of the fifth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam5_claims.py`` holds false (or ill-defined) claims, each naming
a counterexample; none may end "proved".  ``tests/data/redteam5_true_claims.py``
holds true claims; none may end "failed".  Both module docstrings list the
weaknesses probed.  When this file was written several claims of each kind did
(the review's report lists them: RT5.dim.*, RT5.py.* proved; RT5.true.huge-*,
RT5.true.limit-huge-*, RT5.true.limit-eps-tiny-variance refuted), so these
tests were expected to fail there.
"""

from red_team_support import round_tests

globals().update(round_tests(5, least_false=40, least_true=5, groups={("RT5.fail.",): 30, ("RT5.dim.", "RT5.py."): 10}))
