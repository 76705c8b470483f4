"""Regression: the claims of the thirteenth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam13_claims.py`` holds false claims, each naming a
counterexample (derivatives along several directions, RMSNorm taken for layer
norm, hypotheses wrongly believed unsatisfiable, dimensions no literal names,
limits at -oo, a factor SymPy cancels as the body builds the value);
none may end "proved".  ``tests/data/redteam13_true_claims.py`` holds true
claims; none may end "failed", except the two known below (a vacuous hypothesis at d = 2).
"""

from red_team_support import round_tests

_VACUOUS = ("true, vacuously at d = 2 (no nonzero w is orthogonal to 1 and a nonconstant z there); the decision "
            "procedure's counterexample d = 2 is not checked against the declared vector's hypotheses")

globals().update(round_tests(
    13, least_false=22, least_true=16,
    groups={("RT13.dir.",): 5, ("RT13.rms.",): 4, ("RT13.defn.",): 3, ("RT13.lim.",): 3},
    known_holes={"RT13.true.complement-nonconstant": _VACUOUS, "RT13.true.complement-nonconstant-v": _VACUOUS},
))
