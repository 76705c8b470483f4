"""What a claim assumes of its symbols, in one value that every decision receives.

A claim's symbols carry SymPy assumptions of their own (``eps`` positive, a
total ``<w,w>`` nonnegative); :class:`Hypotheses` adds what the symbols cannot
say by themselves:

* ``lower_bounds``: least values of integer symbols (``d >= 3``);
* ``known``: subexpressions with a sign established by a hypothesis of the
  claim (``q > 0`` for a nonconstant input, written as the expression that
  states it at concrete d);
* ``facts``: further true statements ``expr (sign)`` about the symbols, such
  as Cauchy-Schwarz between two totals.  They are used by the decision
  procedure only; the structural sign rules read ``lower_bounds`` and
  ``known``.

Adding a true fact never makes a proof unsound; it only lets more true claims
be proved.  A counterexample, on the other hand, must satisfy every
hypothesis *and* be realizable by actual vectors, which the models check
before they report one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import sympy as sp

from .signs import Sign

__all__ = ["Hypotheses", "NONE"]


@dataclass(frozen=True)
class Hypotheses:
    """Lower bounds of integer symbols, known signs of subexpressions, and extra facts."""

    lower_bounds: Mapping[sp.Symbol, int] = field(default_factory=dict)
    known: Mapping[sp.Expr, Sign] = field(default_factory=dict)
    facts: tuple[tuple[sp.Expr, Sign], ...] = ()

    def key(self) -> tuple:
        """A hashable digest, for caching decisions."""
        return (
            tuple(sorted(self.lower_bounds.items(), key=lambda kv: str(kv[0]))),
            tuple(sorted(((e, s.value) for e, s in self.known.items()), key=lambda kv: sp.default_sort_key(kv[0]))),
            tuple((e, s.value) for e, s in self.facts),
        )

    def statements(self) -> list[tuple[sp.Expr, Sign]]:
        """Every hypothesis as ``(expr, sign)``: ``d - 3 >= 0``, ``q > 0``, the facts."""
        out = [(s - low, Sign.NONNEG) for s, low in self.lower_bounds.items()]
        out += list(self.known.items())
        out += list(self.facts)
        return out


#: No hypotheses beyond the symbols' own assumptions.
NONE = Hypotheses()
