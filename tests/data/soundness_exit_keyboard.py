"""Containment: a claim body that raises ``KeyboardInterrupt`` (a ``BaseException``).

Not a user's Ctrl-C: the claim itself raises it.  A verifier must not report
the claim proved and must not end with status 0.
"""

from symln import Nonzero, claim
from symln.model import variance


@claim(
    "SC.exit.keyboard",
    article="soundness",
    statement="For every input and eps > 0, q - eps != 0 (false: d = 2, z = (-1, 1), eps = 1 gives q = eps = 1); "
    "the body raises KeyboardInterrupt.",
)
def raises_keyboard_interrupt(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    raise KeyboardInterrupt
    return Nonzero(q - eps)
