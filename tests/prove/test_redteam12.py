"""Regression: the claims of the twelfth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam12_claims.py`` holds false claims, each naming a
counterexample (parameter-free limits at finite points decided by L'Hopital's
rule, limits with parameters, second derivatives, claims false only from d = 4
on, the general-d vector algebra, Lipschitz constants, roots, gradients);
none may end "proved".  ``tests/data/redteam12_true_claims.py`` holds their
corrected twins; none may end "failed".  When this file was written no false
claim ended "proved" and no true claim ended "failed".
"""

from red_team_support import round_tests

globals().update(round_tests(12, least_false=32, least_true=19,
                             groups={("RT12.lhop.",): 7, ("RT12.lim.",): 6, ("RT12.dim.",): 4, ("RT12.d2.",): 2}))
