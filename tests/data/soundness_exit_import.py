"""Containment: a claims file that ends the process at import, with status 0.

``symln verify --claims`` executes the file; ``sys.exit(0)`` at module level
raises ``SystemExit(0)``, which is not an ``Exception``.  A verifier must not
let it end the run with status 0 (which CI reads as "every claim proved"); the
false claim below must never be reported proved either.
"""

import sys

from sympy import EmptySet, Reals

from symln import Solutions, claim


@claim(
    "SC.exit.import",
    article="soundness",
    statement="For every real c, (c - 1)/(x^2 + 1) = 0 has no real solution x (false: at c = 1 every x solves it); "
    "the file then calls sys.exit(0) while it is imported.",
)
def exits_at_import(m):
    c = m.scalar("c")
    return Solutions(lambda x: (c - 1) / (x**2 + 1), Reals, EmptySet)


sys.exit(0)
