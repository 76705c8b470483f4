"""Containment: a claim body that calls ``sys.exit(0)``.

The body raises ``SystemExit(0)`` in the first model that evaluates it.  A
verifier must report the claim as an error (or at least not as proved) and
must not end the whole run with status 0.
"""

import sys

from sympy import Rational

from symln import Nonzero, claim
from symln.model import variance


@claim(
    "SC.exit.body",
    article="soundness",
    statement="For every input and eps > 0 the core variance q/(q + eps) differs from 1/2 (false at q = eps, e.g. "
    "d = 2, z = (-1, 1), eps = 1); the body calls sys.exit(0).",
)
def exits_in_body(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    sys.exit(0)
    return Nonzero(q / (q + eps) - Rational(1, 2))
