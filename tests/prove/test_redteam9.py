"""Regression: the claims of the ninth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam9_claims.py`` holds false claims, each naming a
counterexample; none may end "proved".  ``tests/data/redteam9_true_claims.py``
holds true claims (the corrected twins); none may end "failed".  Both module
docstrings list the weaknesses probed.  When this file was written, all 13
false claims ended "proved" (RT9.q.*: SymPy answers a question in its own,
trusted frames and the claim reads the answer by identity, ``sp.ask``, ``str``,
``has_dups`` or ``.equals``; RT9.exc.*: a TypeError that SymPy or Python raises
for a symbolic value is caught by the claim, so the exact models prove the
handler's branch; RT9.type.*: ``isinstance`` picks the path), so those tests
were expected to fail there; every true claim was proved.
"""

from red_team_support import round_tests

globals().update(round_tests(9, least_false=13, least_true=12, groups={("RT9.q.",): 5, ("RT9.exc.",): 7},
    known_holes={
        "RT9.q.has-dups": "a SymPy utility that compares structurally inside SymPy (has_dups) returns a plain bool "
        "that the claim branches on; the special d = 13 is written only as 169 = 13^2, above the literal net's reach",
    }))
