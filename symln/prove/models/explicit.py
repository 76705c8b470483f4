"""What the two explicit-coordinate interpretations share (exact concrete d, mpmath).

Both represent vectors by their d coordinates (:class:`symln.prove.models.coords.Coords`)
and matrices by rows (:class:`symln.prove.models.coords.Grid`); they differ in their
scalars (SymPy expressions or mpmath numbers) and in how they make free
vectors (symbols or seeded random values).  Everything else (free vectors
orthogonal to given ones, orthogonal decompositions, coordinate vectors, the
Jacobian by columns, the basic matrices) is written once here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...errors import NotAvailableError
from ...model import Decomposition, Model
from .coords import Coords, Grid

__all__ = ["ExplicitModel", "EmptyHypothesis", "require_coords"]


class EmptyHypothesis(Exception):
    """No object satisfies a claim's hypotheses at this dimension for a generic input: the claim holds
    vacuously there unless they are met at some other admissible point (:mod:`..language.vacuity` decides).
    ``orthogonal_to`` holds the vectors the declaration is orthogonal to, as this model built them, and
    ``model`` the model."""

    def __init__(self, message: str, orthogonal_to=(), model=None):
        super().__init__(message)
        self.orthogonal_to, self.model = tuple(orthogonal_to), model


def require_coords(x, what: str) -> Coords:
    """*x* as a vector with explicit coordinates, or a :class:`NotAvailableError` naming *what*."""
    if not isinstance(x, Coords):
        raise NotAvailableError(f"{what}: expected a vector with explicit coordinates, got {type(x).__name__}")
    return x


class ExplicitModel(Model):
    """A model whose vectors have explicit coordinates.

    Subclasses provide :meth:`_free_coordinates` (the coordinates of a new
    free vector), :meth:`_negligible` (is a scalar zero, exactly or within
    the numeric tolerance) and :meth:`_coordinate_index` (which axis a coordinate
    vector is); the numeric model
    also overrides :meth:`_independent` and :meth:`_vanishes`, which judge a
    projected vector zero relative to the vector it came from.
    """

    #: the name of the claim's coordinate vector (one per claim), once declared
    _coordinate: str | None = None

    def _new_vector(self, name: str) -> Coords:
        self._claim_name(name, "a vector")
        return self._free_coordinates(name)

    # -- free objects ----------------------------------------------------------------

    def vector(self, name, *, orthogonal_to: Sequence = (), nonzero=False, nonzero_entries=False):
        """A free vector in the orthogonal complement of *orthogonal_to* (a projection of free
        coordinates).  With *nonzero*, a complement that is {0} at this d (d = 2 and
        orthogonal to 1 and v) makes the claim hold vacuously here: :class:`EmptyHypothesis`."""
        if nonzero_entries and orthogonal_to:
            raise NotAvailableError("nonzero_entries: only for a vector without orthogonality hypotheses")
        x = free = self._new_vector(name)
        if nonzero_entries:
            self._assume_nonzero_entries(name, x)
            return x
        others = [require_coords(b, "orthogonal_to") for b in orthogonal_to]
        for b in self._orthogonal_basis(others):
            x = x - b * (self.dot(x, b) / self.dot(b, b))
        if nonzero:
            if self._vanishes(x, free):
                raise EmptyHypothesis(f"no nonzero vector {name} satisfies its hypotheses at d = {self.d} for a "
                                      "generic input", others, self)
            self._assume_nonzero(x)
        return x

    def _assume_nonzero(self, x: Coords) -> None:
        """Take ``|x|^2 > 0`` as a hypothesis (models that decide signs record it)."""

    def _assume_nonzero_entries(self, name: str, x: Coords) -> None:
        """Take ``x_i != 0`` for every i as a hypothesis, and allow :meth:`reciprocal` of *x*."""
        self.__dict__.setdefault("_invertible", []).append(x)

    def reciprocal(self, x):
        x = require_coords(x, "reciprocal")
        if not any(x is y for y in self.__dict__.get("_invertible", [])):
            raise NotAvailableError("reciprocal: expected a vector declared with m.vector(..., nonzero_entries=True)")
        return Coords(self.number(1) / e for e in x)

    def _orthogonal_basis(self, vectors) -> list[Coords]:
        """Gram-Schmidt without normalization, dropping what is left of a vector when it is zero
        (the vector was zero, or in the span of those before it)."""
        basis: list[Coords] = []
        for original in vectors:
            x = original
            for b in basis:
                x = x - b * (self.dot(x, b) / self.dot(b, b))
            if self._independent(x, original):
                basis.append(x)
        return basis

    def _independent(self, residual: Coords, original: Coords) -> bool:
        """Whether *residual*, what Gram-Schmidt left of *original*, is a new direction to project
        along.  Exact models: it is not zero (:meth:`_usable_direction`); the numeric model
        judges zero relative to *original* (a tiny vector is still a direction)."""
        return self._usable_direction(residual, "orthogonal_to")

    def _vanishes(self, x: Coords, original: Coords) -> bool:
        """Whether *x*, what projections left of the free vector *original*, is zero (then a
        nonzero vector with the hypotheses does not exist).  Exact models: ``|x|^2`` is 0."""
        return self._negligible(self.dot(x, x))

    def _usable_direction(self, b: Coords, what: str) -> bool:
        """Whether to project along *b*: False when b is zero (nothing to project out)."""
        return not self._negligible(self.dot(b, b))

    def generic_vector(self, name, *, along: Sequence) -> Decomposition:
        along = [require_coords(b, "along") for b in along]
        for b in along:
            if not self._usable_direction(b, "along"):
                raise ValueError("generic_vector: an 'along' vector is zero")
        for i, a in enumerate(along):
            for b in along[i + 1 :]:
                if not self._negligible(self.dot(a, b)):
                    raise ValueError("generic_vector: the 'along' vectors must be mutually orthogonal")
        x = self._new_vector(name)
        coefficients = tuple(self.dot(x, b) / self.dot(b, b) for b in along)
        remainder = x
        for c, b in zip(coefficients, along):
            remainder = remainder - b * c
        return self._remember_generic(Decomposition(x, coefficients, remainder))

    def shape_of(self, value) -> str:
        return "vector" if isinstance(value, Coords) else "matrix" if isinstance(value, Grid) else "scalar"

    def vec(self, entries):
        values = [self.number(e) for e in entries]
        if len(values) != self.d:
            raise ValueError(f"vec: expected {self.d} entries for d = {self.d}, got {len(values)}")
        return Coords(values)

    def coordinates(self, x):
        return list(require_coords(x, "coordinates").entries)

    def coordinate_vector(self, name):
        """``e_i``: one per claim (a product of two depends on their indices)."""
        if self._coordinate is not None:
            raise NotAvailableError("one coordinate vector per claim: the product of two depends on their indices")
        self._claim_name(name, "a vector")
        self._coordinate = name
        return self._axis(self._coordinate_index(name))

    @property
    def uses_coordinate_vector(self) -> bool:
        return self._coordinate is not None

    def _axis(self, i: int) -> Coords:
        return Coords(self.number(1 if k == i else 0) for k in range(self.d))

    # -- matrices ------------------------------------------------------------------------

    def jacobian(self, f, at):
        at = require_coords(at, "jacobian")
        columns = [require_coords(self.D(f, at, self._axis(j)), "jacobian").entries for j in range(self.d)]
        return Grid(zip(*columns))

    def eye(self):
        return Grid([self._axis(i).entries for i in range(self.d)])

    def outer(self, a, b):
        a, b = require_coords(a, "outer"), require_coords(b, "outer")
        return Grid([[x * y for y in b] for x in a])

    def trace(self, M):
        if not isinstance(M, Grid):
            raise NotAvailableError(f"trace: expected a matrix, got {type(M).__name__}")
        return sum((M.rows[i][i] for i in range(self.d)), self.number(0))

    def diag(self, x):
        x = require_coords(x, "diag")
        zero = self.number(0)
        return Grid([[x[i] if i == j else zero for j in range(self.d)] for i in range(self.d)])
