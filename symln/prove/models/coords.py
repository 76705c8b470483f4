"""Explicit coordinates for the concrete-d interpretations (exact SymPy and mpmath).

``Coords`` is a vector of R^d given by its d entries, ``Grid`` a d x d matrix
given by its rows.  Entries are SymPy expressions (exact concrete model) or
:class:`symln.prove.models.numeric.Num` values (mpmath model): the classes only use ``+``,
``-`` and ``*`` of their entries, so one implementation serves both.

The operators mirror the general-d algebra (:mod:`symln.prove.models.algebra`) so that a
claim written once runs in every interpretation: ``x * y`` between vectors is
the Hadamard product, ``x * c`` scales, ``M @ x`` applies a matrix.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..calculus.definedness import note_operand

__all__ = ["Coords", "Grid"]


class Coords:
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

    def _same_length(self, other: Coords) -> None:
        if len(other.entries) != len(self.entries):
            raise ValueError(f"vector length mismatch: {len(self)} and {len(other)}")

    def __add__(self, other):
        if not isinstance(other, Coords):
            return NotImplemented
        self._same_length(other)
        return Coords([a + b for a, b in zip(self.entries, other.entries)])

    def __sub__(self, other):
        if not isinstance(other, Coords):
            return NotImplemented
        self._same_length(other)
        return Coords([a - b for a, b in zip(self.entries, other.entries)])

    def __neg__(self):
        return Coords([-a for a in self.entries])

    def __mul__(self, other):
        if isinstance(other, Coords):
            self._same_length(other)
            return Coords([a * b for a, b in zip(self.entries, other.entries)])
        if isinstance(other, Grid):
            return NotImplemented
        note_operand(other)
        return Coords([a * other for a in self.entries])

    def __rmul__(self, other):
        if isinstance(other, Grid):
            return NotImplemented
        note_operand(other)
        return Coords([other * a for a in self.entries])

    def __truediv__(self, other):
        if isinstance(other, (Coords, Grid)):
            return NotImplemented
        note_operand(other, divisor=True)
        return Coords([a / other for a in self.entries])


class Grid:
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

    def __add__(self, other):
        if not isinstance(other, Grid):
            return NotImplemented
        return Grid([a + b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows))

    def __sub__(self, other):
        if not isinstance(other, Grid):
            return NotImplemented
        return Grid([a - b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows))

    def __neg__(self):
        return Grid([-a for a in r] for r in self.rows)

    def __mul__(self, c):
        if isinstance(c, (Grid, Coords)):
            return NotImplemented
        note_operand(c)
        return Grid([a * c for a in r] for r in self.rows)

    def __rmul__(self, c):
        if isinstance(c, (Grid, Coords)):
            return NotImplemented
        note_operand(c)
        return Grid([c * a for a in r] for r in self.rows)

    def __truediv__(self, c):
        if isinstance(c, (Grid, Coords)):
            return NotImplemented
        note_operand(c, divisor=True)
        return Grid([a / c for a in r] for r in self.rows)

    def __matmul__(self, other):
        if isinstance(other, Coords):
            return Coords([_dot(row, other.entries) for row in self.rows])
        if isinstance(other, Grid):
            cols = list(zip(*other.rows))
            return Grid([_dot(row, col) for col in cols] for row in self.rows)
        return NotImplemented


def _dot(a, b):
    total = a[0] * b[0]
    for x, y in zip(a[1:], b[1:]):
        total = total + x * y
    return total
