"""Regression: the claims of the tenth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam10_claims.py`` holds false claims, each naming a
counterexample; none may end "proved".  ``tests/data/redteam10_true_claims.py``
holds true claims (the corrected twins); none may end "failed".  When this file
was written, the 4 RT10.chain.* claims ended "proved" (a ``Chain``'s steps are
taken as given: any ``Step.op`` other than "=" is checked as "<=", so ">=", ">"
and "<" prove the wrong or a weaker relation, and a steps container counted by
``len`` but iterated empty leaves no link to check), so those tests were
expected to fail there; the RT10.m.* controls failed, and no true claim failed.
"""

from red_team_support import round_tests

globals().update(round_tests(10, least_false=9, least_true=7, groups={("RT10.chain.",): 4}))
