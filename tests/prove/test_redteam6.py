"""Regression: the claims of the sixth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam6_claims.py`` holds false (or ill-defined) claims, each naming
a counterexample; none may end "proved".  ``tests/data/redteam6_true_claims.py``
holds true claims; none may end "failed".  Both module docstrings list the
weaknesses probed.  When this file was written several claims of each kind did
(the review's report lists them: RT6.lit.*, RT6.dim.*, RT6.py.* proved;
RT6.true.kink-*, RT6.true.limit-tiny-example, RT6.true.limit-huge-constant-root
refuted), so these tests were expected to fail there.
"""

from red_team_support import round_tests

globals().update(round_tests(6, least_false=40, least_true=5, groups={("RT6.fail.",): 25, ("RT6.lit.", "RT6.dim.", "RT6.py."): 15}))
