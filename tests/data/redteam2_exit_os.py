"""Containment: a claim body that calls ``os._exit(0)``.

``os._exit`` ends the process at once, without raising: no ``except
BaseException`` can contain it.  When ``symln verify`` runs the claim in its
own process (``--jobs 1``, or any ``--jobs`` when only one claim is selected,
since a single task never starts the pool) the whole run ends with status 0
and prints nothing, which CI reads as success.  The claim itself is false.

Importing this file is harmless: the exit happens when the body is traced.  ``tests/prove/test_containment.py`` runs it in a subprocess.
"""

import os

from sympy import Rational

from symln import Nonzero, claim
from symln.model import variance


@claim(
    "RT2.exit.os-exit",
    article="redteam2-exit",
    statement="For every input and eps > 0 the core variance q/(q + eps) differs from 1/2 (false at q = eps, e.g. "
    "d = 2, z = (-1, 1), eps = 1); its body calls os._exit(0).",
)
def exits_with_os_exit(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    os._exit(0)  # the body is traced once: the trace exits
    return Nonzero(q / (q + eps) - Rational(1, 2))
