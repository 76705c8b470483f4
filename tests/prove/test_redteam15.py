"""Regression: the claims of the fifteenth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam15_claims.py`` holds false claims, each naming a
counterexample (a cancelled quotient handed from one run to another through
SymPy's cache filled at import, ``cacheit``, a deque, nested dicts, a
function's attribute, an attribute of the sympy module); none may end
"proved".  ``tests/data/redteam15_true_claims.py`` holds true claims; none may
end "failed".
"""

from red_team_support import round_tests

globals().update(round_tests(15, least_false=15, least_true=7, groups={("RT15.cache.",): 13}))
