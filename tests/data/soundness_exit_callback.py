"""Containment: ``SystemExit`` raised while a relation is decided, not while the body runs.

The body returns normally; the function handed to ``Solutions`` raises
``SystemExit(None)`` (status 0) when the judge calls it.
"""

import sys

from sympy import EmptySet, Reals

from symln import Solutions, claim


def _solve_me(c):
    def f(x):
        sys.exit()
        return (c - 1) / (x**2 + 1)

    return f


@claim(
    "SC.exit.callback",
    article="soundness",
    statement="For every real c, (c - 1)/(x^2 + 1) = 0 has no real solution x (false at c = 1, where every real x "
    "solves it); the equation's function calls sys.exit() when evaluated.",
)
def exits_in_callback(m):
    c = m.scalar("c")
    return Solutions(_solve_me(c), Reals, EmptySet)
