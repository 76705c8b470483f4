"""Containment: a false claim (a parameter only in the numerator of a solution set) whose body raises
``SystemExit(0)`` when it is traced, before any check has run.
"""

from sympy import EmptySet, Reals

from symln import Solutions, claim


@claim(
    "SC.exit.numeric",
    article="soundness",
    statement="For every real c, (c - 1)/(x^2 + 1) = 0 has no real solution x (false: at c = 1 every real x solves "
    "it); its body raises SystemExit(0).",
)
def exits_in_numeric_model(m):
    c = m.scalar("c")
    raise SystemExit(0)  # the body is traced once: the trace exits
    return Solutions(lambda x: (c - 1) / (x**2 + 1), Reals, EmptySet)
