"""Explicit coordinates for the concrete-d interpretations (exact SymPy and mpmath).

``Coords`` is a vector of R^d given by its d entries, ``Grid`` a d x d matrix
given by its rows.  Entries are SymPy expressions (exact concrete model) or
:class:`symln.prove.models.numeric.Num` values (mpmath model): the classes only use ``+``,
``-`` and ``*`` of their entries, so one implementation serves both.

The operators mirror the general-d algebra (:mod:`symln.prove.models.algebra`) so that a
claim written once runs in every interpretation: ``x * y`` between vectors is
the Hadamard product, ``x * c`` scales, ``M @ x`` applies a matrix.  The linear
operations of both are written once, in :class:`Linear`.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Iterable, Sequence

from ..calculus.definedness import note_operand

__all__ = ["Coords", "Grid", "Linear"]


class Linear:
    """What every vector and matrix shares (by entries here, by terms in :mod:`.algebra`): sums part by
    part (``_pairs``), scaling each part (``map``) by a scalar, whose obligations are recorded as it scales
    (:func:`~symln.prove.calculus.definedness.note_operand`; a divisor must be nonzero)."""

    __slots__ = ()

    def __add__(self, other):
        return self._pairs(other, operator.add)

    def __sub__(self, other):
        return self._pairs(other, operator.sub)

    def __neg__(self):
        return self.map(operator.neg)

    def _operand(self, c, divisor: bool):
        note_operand(c, divisor=divisor)
        return c

    def _scaled(self, c, times, *, divisor: bool = False):
        """Each part a as ``times(a, c)`` for a scalar c (a vector or matrix: NotImplemented)."""
        if isinstance(c, Linear):
            return NotImplemented
        c = self._operand(c, divisor)
        return self.map(lambda a: times(a, c))

    def __mul__(self, c):
        return self._scaled(c, operator.mul)

    def __rmul__(self, c):
        return self._scaled(c, lambda a, c: c * a)

    def __truediv__(self, c):
        return self._scaled(c, operator.truediv, divisor=True)


class Coords(Linear):
    """A vector of R^d by coordinates; ``*`` between two vectors is the Hadamard product."""

    __slots__ = ("entries",)

    def __init__(self, entries: Iterable):
        self.entries = tuple(entries)

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self):
        return iter(self.entries)

    def __getitem__(self, i):
        return self.entries[i]

    def __repr__(self) -> str:
        return f"Coords({list(self.entries)!r})"

    def map(self, fn) -> Coords:
        """Apply *fn* to every entry."""
        return Coords([fn(a) for a in self.entries])

    def _pairs(self, other, op) -> Coords:
        if not isinstance(other, Coords):
            return NotImplemented
        if len(other.entries) != len(self.entries):
            raise ValueError(f"vector length mismatch: {len(self)} and {len(other)}")
        return Coords([op(a, b) for a, b in zip(self.entries, other.entries)])

    def __mul__(self, other):
        return self._pairs(other, operator.mul) if isinstance(other, Coords) else self._scaled(other, operator.mul)


class Grid(Linear):
    """A d x d matrix by rows, with the operations of :class:`symln.prove.models.algebra.Mat`."""

    __slots__ = ("rows",)

    def __init__(self, rows: Iterable[Sequence]):
        self.rows = tuple(tuple(r) for r in rows)

    @property
    def size(self) -> int:
        return len(self.rows)

    def __repr__(self) -> str:
        return f"Grid({[list(r) for r in self.rows]!r})"

    def entries(self):
        """All entries, row by row."""
        return [x for row in self.rows for x in row]

    @property
    def T(self) -> Grid:
        return Grid(zip(*self.rows))

    def map(self, fn) -> Grid:
        """Apply *fn* to every entry."""
        return Grid([fn(a) for a in r] for r in self.rows)

    def _pairs(self, other, op) -> Grid:
        if not isinstance(other, Grid):
            return NotImplemented
        return Grid([op(a, b) for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows))

    def __matmul__(self, other):
        if isinstance(other, Coords):
            return Coords([_dot(row, other.entries) for row in self.rows])
        if isinstance(other, Grid):
            cols = list(zip(*other.rows))
            return Grid([_dot(row, col) for col in cols] for row in self.rows)
        return NotImplemented


def _dot(a, b):
    return functools.reduce(operator.add, (x * y for x, y in zip(a, b)))
