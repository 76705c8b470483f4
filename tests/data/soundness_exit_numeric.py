"""Containment: a claim whose exact checks pass and whose numeric check raises ``SystemExit(0)``.

The body is a false claim the exact checks accept (a parameter only in the
numerator of a solution set); in the numeric model it raises ``SystemExit``
instead of returning, so the exit happens after the exact evidence was
gathered, in the last stage of the verdict.
"""

from sympy import EmptySet, Reals

from symln import Solutions, claim


@claim(
    "SC.exit.numeric",
    article="soundness",
    statement="For every real c, (c - 1)/(x^2 + 1) = 0 has no real solution x (false: at c = 1 every real x solves "
    "it); in the numeric model the body raises SystemExit(0).",
)
def exits_in_numeric_model(m):
    c = m.scalar("c")
    if m.kind == "numeric":
        raise SystemExit(0)
    return Solutions(lambda x: (c - 1) / (x**2 + 1), Reals, EmptySet)
