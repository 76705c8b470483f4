"""The concrete-d interpretation: explicit coordinates, exact SymPy arithmetic.

Every statistic is the literal formula of the definition applied to explicit
coordinates (``mu = (z_1 + ... + z_d)/d`` and so on), and derivatives are
SymPy's derivatives of those coordinates.  This is the independent check of
the general-d algebra: nothing here uses its lemmas.

Two parametrizations of the generic input are offered:

* ``"plain"``: ``z = (z1, ..., zd)``, one symbol per coordinate;
* ``"centered"``: ``z_i = m + c_i`` for i < d and ``z_d = m - (c_1 + ... + c_{d-1})``.

The second is a linear bijection of R^d onto R x R^(d-1), so an identity holds
for all z iff it holds for all (m, c).  The definitions are still evaluated
from the coordinates (SymPy's arithmetic then finds ``mean(z) = m``), but each
centered coordinate is a single symbol instead of a dense linear form, which
keeps exact checks at d = 8 small.
"""

from __future__ import annotations

from collections.abc import Sequence

import sympy as sp

from .coords import Coords, Grid
from .dual import Dual, derivative_of, seed
from .errors import NotAvailableError
from .exact import Sign, are_zero, check_exact, is_zero
from .judges import SymbolicJudge
from .model import Decomposition, Model, center, variance

__all__ = ["ConcreteModel"]


#: Exact values shared between claims: SymPy expressions are immutable, so a
#: cached Jacobian cannot be altered by the claim that receives it.
_MEMO: dict = {}
_MEMO_SIZE = 256


def _require_coords(x, what: str) -> Coords:
    if not isinstance(x, Coords):
        raise NotAvailableError(f"{what}: expected a concrete vector, got {type(x).__name__}")
    return x


class ConcreteModel(SymbolicJudge, Model):
    """R^d for a fixed integer d, with symbolic coordinates."""

    kind = "concrete"

    def __init__(self, d: int, *, parametrization: str = "centered", nonconstant: bool = False):
        if not isinstance(d, int) or d < 1:
            raise ValueError(f"d: expected a positive integer, got {d!r}")
        if parametrization not in ("plain", "centered"):
            raise ValueError(f"parametrization: expected 'plain' or 'centered', got {parametrization!r}")
        self.d = d
        self.parametrization = parametrization
        self.nonconstant = nonconstant
        self.lower_bounds = {}
        self.one = Coords([sp.S.One] * d)
        if parametrization == "plain":
            self.z = Coords(sp.symbols(f"z1:{d + 1}", real=True))
        else:
            m = sp.Symbol("m", real=True)
            c = sp.symbols(f"c1:{d}", real=True)
            self.z = Coords([m + ci for ci in c] + [m - sp.Add(*c)])
        if nonconstant:
            if d < 2:
                raise ValueError("nonconstant: a nonconstant input needs d >= 2")
            # the hypothesis q > 0, attached to the exact expressions that state it
            v = center(self, self.z)
            self.known_signs = {self.norm2(v): Sign.POS, variance(self, self.z): Sign.POS}
        self._scalars: dict[str, sp.Symbol] = {}
        self._names: set[str] = set()

    # -- free objects ------------------------------------------------------------

    def scalar(self, name, *, positive=False, nonnegative=False):
        symbol = sp.Symbol(name, real=True, positive=positive or None, nonnegative=(nonnegative or positive) or None)
        known = self._scalars.setdefault(name, symbol)
        if known != symbol:
            raise ValueError(f"scalar {name!r} was already declared with other assumptions")
        return known

    def _fresh_symbols(self, name: str) -> Coords:
        if name in self._names:
            raise ValueError(f"vector name {name!r} is already used in this claim")
        self._names.add(name)
        return Coords(sp.symbols(f"{name}_1:{self.d + 1}", real=True))

    def vector(self, name, *, orthogonal_to: Sequence = (), nonzero=False):
        x = self._fresh_symbols(name)
        for b in _orthogonal_basis(self, [_require_coords(b, "orthogonal_to") for b in orthogonal_to]):
            x = x - b * (self.dot(x, b) / self.dot(b, b))
        return x

    def generic_vector(self, name, *, along: Sequence) -> Decomposition:
        along = [_require_coords(b, "along") for b in along]
        for i, a in enumerate(along):
            for b in along[i + 1 :]:
                if is_zero(self.dot(a, b)) is not True:
                    raise ValueError("generic_vector: the 'along' vectors must be mutually orthogonal")
        x = self._fresh_symbols(name)
        coefficients = tuple(self.dot(x, b) / self.dot(b, b) for b in along)
        remainder = x
        for c, b in zip(coefficients, along):
            remainder = remainder - b * c
        return Decomposition(x, coefficients, remainder)

    def vec(self, entries):
        values = [check_exact(e) for e in entries]
        if len(values) != self.d:
            raise ValueError(f"vec: expected {self.d} entries for d = {self.d}, got {len(values)}")
        return Coords(values)

    def coordinates(self, x):
        return list(_require_coords(x, "coordinates").entries)

    def number(self, value):
        return check_exact(value)

    def _max_abs_value(self, gamma):
        _require_coords(gamma, "max_abs")
        return sp.Symbol("Gamma", nonnegative=True)

    def _nonnegative_quantity(self, name, value):
        return self.define_nonnegative(name, value)

    # -- operations --------------------------------------------------------------

    def total(self, x):
        entries = _require_coords(x, "total").entries
        if any(isinstance(e, Dual) for e in entries):
            # one n-ary Add per part: summing pairwise re-sorts a growing sum, O(d^2)
            return Dual(sp.Add(*(Dual.lift(e).a for e in entries)), sp.Add(*(Dual.lift(e).da for e in entries)))
        return sp.Add(*entries)

    def sqrt(self, x):
        return x ** sp.S.Half if isinstance(x, Dual) else sp.sqrt(x)

    def D(self, f, at, direction):
        at, direction = _require_coords(at, "D"), _require_coords(direction, "D")
        value = f(Coords(seed(at.entries, direction.entries)))
        if isinstance(value, Coords):
            return Coords(derivative_of(e) for e in value)
        if isinstance(value, Grid):
            return Grid([derivative_of(e) for e in row] for row in value.rows)
        return derivative_of(value)

    def jacobian(self, f, at):
        at = _require_coords(at, "jacobian")
        columns = []
        for j in range(self.d):
            e_j = Coords(sp.S.One if i == j else sp.S.Zero for i in range(self.d))
            columns.append(_require_coords(self.D(f, at, e_j), "jacobian").entries)
        return Grid(zip(*columns))

    def memo(self, key, compute):
        """Share a pure value between claims (same d, parametrization and *key*)."""
        full = (self.d, self.parametrization, key)
        if full not in _MEMO:
            if len(_MEMO) >= _MEMO_SIZE:
                _MEMO.pop(next(iter(_MEMO)))
            _MEMO[full] = compute()
        return _MEMO[full]

    def eye(self):
        return Grid(sp.eye(self.d).tolist())

    def outer(self, a, b):
        a, b = _require_coords(a, "outer"), _require_coords(b, "outer")
        return Grid([[x * y for y in b] for x in a])

    def diag(self, x):
        x = _require_coords(x, "diag")
        return Grid([[x[i] if i == j else sp.S.Zero for j in range(self.d)] for i in range(self.d)])

    # -- exact judgement hooks ------------------------------------------------------

    def _entries(self, value):
        if isinstance(value, Coords):
            return list(value.entries)
        if isinstance(value, Grid):
            return value.entries()
        return [sp.sympify(value)]


def _orthogonal_basis(m: Model, vectors):
    """Gram-Schmidt without normalization; drops vectors that are exactly zero."""
    basis = []
    for x in vectors:
        for b in basis:
            x = x - b * (m.dot(x, b) / m.dot(b, b))
        if not all(r is True for r in are_zero(list(x))):
            basis.append(x)
    return basis
