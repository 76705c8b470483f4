"""Regression: the claims of the thirteenth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam13_claims.py`` holds false claims, each naming a
counterexample (derivatives along several directions, RMSNorm taken for layer
norm, hypotheses wrongly believed unsatisfiable, dimensions no literal names,
limits at -oo, a factor SymPy cancels as the body builds the value);
none may end "proved".  ``tests/data/redteam13_true_claims.py`` holds true
claims; none may end "failed".  Known: three false claims proved (a cancelled factor) and
two true claims refuted (a vacuous hypothesis at d = 2), below.
"""

from red_team_support import round_tests

_VACUOUS = ("true, vacuously at d = 2 (no nonzero w is orthogonal to 1 and a nonconstant z there); the decision "
            "procedure's counterexample d = 2 is not checked against the declared vector's hypotheses")

_CANCELLED = ("a factor SymPy cancels as the body builds the value (b * X / b is X at once) loses its condition "
              "b != 0, and the numbers never visit the thin set where b = 0")

globals().update(round_tests(
    13, least_false=22, least_true=16,
    groups={("RT13.dir.",): 5, ("RT13.rms.",): 4, ("RT13.defn.",): 3, ("RT13.lim.",): 3},
    known_holes={"RT13.true.complement-nonconstant": _VACUOUS, "RT13.true.complement-nonconstant-v": _VACUOUS,
                 **dict.fromkeys(("RT13.defn.cos-sec", "RT13.defn.dim-factor", "RT13.defn.eps-equals-q"), _CANCELLED)},
))
