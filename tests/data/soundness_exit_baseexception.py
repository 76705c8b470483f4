"""Containment: a claim body that raises a user-defined ``BaseException`` subclass.

``except Exception`` does not catch it, so it escapes the verifier unless the
verifier contains every ``BaseException`` a claim may raise.
"""

from sympy import Rational

from symln import Nonzero, claim
from symln.model import variance


class Abort(BaseException):
    """Raised by the claim below: not an Exception."""


@claim(
    "SC.exit.base",
    article="soundness",
    statement="For every input and eps > 0 the core variance q/(q + eps) differs from 1/2 (false at q = eps, e.g. "
    "d = 2, z = (-1, 1), eps = 1); the body raises a BaseException subclass.",
)
def raises_base_exception(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    raise Abort("stop")
    return Nonzero(q / (q + eps) - Rational(1, 2))
