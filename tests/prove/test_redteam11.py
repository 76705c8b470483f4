"""Regression: the claims of the eleventh red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam11_claims.py`` holds false claims, each naming a
counterexample (relation fields of unexpected kinds: sets, ``zoo``, complex
values, non-interval and d-dependent domains; miscounted Jacobian traces);
none may end "proved".  ``tests/data/redteam11_true_claims.py`` holds true
claims; none may end "failed".  When this file was written no false claim
ended "proved" and no true claim ended "failed".
"""

from red_team_support import round_tests

globals().update(round_tests(11, least_false=12, least_true=9, groups={("RT11.rel.",): 9, ("RT11.m.",): 3}))
