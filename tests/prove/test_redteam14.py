"""Regression: the claims of the fourteenth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam14_claims.py`` holds false claims, each naming a
counterexample (definedness on thin sets by new routes, strict bounds tight on
a thin set, a dimension computed rather than written, a memo kept between
claims); none may end "proved".  ``tests/data/redteam14_true_claims.py`` holds
true claims; none may end "failed", except the known one below.
"""

from red_team_support import round_tests

globals().update(round_tests(
    14, least_false=22, least_true=10,
    groups={("RT14.memo.",): 6, ("RT14.defn.",): 5, ("RT14.strict.",): 3},
    known_holes={"RT14.true.three-constraints": (
        "true, vacuously at d = 2 (no nonzero w is orthogonal to 1, v and k there); the decision procedure's "
        "counterexample d = 2 is not checked against the declared vectors' hypotheses (as in test_redteam13)")},
))
