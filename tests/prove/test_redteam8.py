"""Regression: the claims of the eighth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam8_claims.py`` holds false claims, each naming a
counterexample; none may end "proved".  ``tests/data/redteam8_true_claims.py``
holds true claims; none may end "failed".  Both module docstrings list the
weaknesses probed.  When this file was written, 13 of the 15 false claims
ended "proved" (every RT8.lit.* and RT8.guard.* claim: special values the
literal net never reads, and comparisons the guard never sees), so those
tests were expected to fail there; every true claim was proved.
"""

from red_team_support import round_tests

globals().update(round_tests(8, least_false=15, least_true=10, groups={("RT8.lit.",): 9, ("RT8.guard.",): 4}))
