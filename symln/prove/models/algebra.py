r"""Vectors and matrices of R^d for a *symbolic* dimension d.

A vector is a finite sum ``sum_m c_m * m`` of Hadamard monomials ``m`` (sorted
tuples of atom names; the empty monomial is the all-ones vector **1**, the unit
of the Hadamard product) with SymPy scalar coefficients.  The only linear
functional is the coordinate sum ``total(x) = 1 . x``; inner products are
``<x, y> = total(x * y)``.  Matrices are finite sums of ``c * diag(m)`` and
``c * a b^T``.

Everything dimension-specific enters through :meth:`Space.total` of a
monomial, which consults the named lemmas of :mod:`symln.prove.models.lemmas`:

* ``sum_one``: ``total(1) = d``;
* ``sum_v``: ``total(v) = 0``;
* ``sum_vv``: ``total(v * v) = d q``;

and the hypotheses of the claim at hand (``w`` orthogonal to **1** and v:
``total(w) = 0``, ``total(v * w) = 0``).

A *coordinate atom* ``e`` stands for a standard basis vector ``e_i`` with an
arbitrary index i (lemma ``coordinate_vector``): ``e * x = x_i e`` and
``total(e) = 1``.  Every monomial containing e therefore reduces to a scalar
multiple of e, the scalar being the product of the coordinates
``x_i = total(x * e)`` of its other atoms (opaque symbols ``<x,e>``, or 0 under a
hypothesis ``x`` orthogonal to e).  Any other total is an opaque real
symbol (nonnegative when it is a sum of squares), so an identity proved here
holds for every value those totals can take.  Each use of a lemma or
hypothesis is recorded, and verdicts list them.

The input is ``z = mu 1 + v`` (lemma ``z_split``), with ``mu`` real, ``q >= 0``
(``q > 0`` for a nonconstant input) and ``v`` an atom.  Derivatives are taken
along lines: ``D_t f(p) = d/ds f(p + s t) |_{s=0}``, computed by SymPy's scalar
calculus on the coefficients; no matrix calculus is involved.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

import sympy as sp

from ...errors import NotAvailableError
from ..decide.exprs import check_exact
from .coords import Linear

__all__ = ["ONE", "Monomial", "Atom", "Space", "Vec", "Mat"]

Monomial = tuple[str, ...]
#: The empty Hadamard monomial: the all-ones vector.
ONE: Monomial = ()


def _product(a: Monomial, b: Monomial) -> Monomial:
    return tuple(sorted(a + b))


def _even(m: Monomial) -> bool:
    return all(m.count(a) % 2 == 0 for a in set(m))


@dataclass
class Atom:
    """A named vector with its hypotheses.

    ``orthogonal_to`` holds monomials ``k`` with ``total(k * atom) = 0``;
    ``nonzero`` records that the atom is not the zero vector.
    """

    name: str
    latex: str
    orthogonal_to: frozenset = frozenset()
    nonzero: bool = False
    #: a standard basis vector e_i (index arbitrary); see the module doc
    coordinate: bool = False
    #: orthogonality to sums of monomials ``sum_k c_k k``, solved for one total:
    #: ``pivot -> {k: -c_k / c_pivot}`` means ``total(atom * pivot) = sum_k c total(atom * k)``
    solved: dict = field(default_factory=dict)


@dataclass
class Space:
    """The symbolic R^d of one claim: its atoms, total symbols and used lemmas."""

    d: sp.Symbol
    q: sp.Symbol
    atoms: dict[str, Atom] = field(default_factory=dict)
    #: write <x,x> as <1,x>^2/d + d var(x) (see total_of); code generation keeps raw totals
    split_squares: bool = True
    used: set[str] = field(default_factory=set)
    #: names of the coordinate atoms (at most one per claim)
    coordinates: set[str] = field(default_factory=set)
    #: atom -> its entrywise reciprocal (both ways): ``x * (1/x) = 1``
    inverses: dict[str, str] = field(default_factory=dict)
    #: atoms none of whose entries is 0 (their reciprocals among them)
    nonzero_entries: set[str] = field(default_factory=set)
    _totals: dict[Monomial, sp.Symbol] = field(default_factory=dict)
    _fresh: itertools.count = field(default_factory=itertools.count)

    def add_atom(
        self,
        name: str,
        latex: str | None = None,
        *,
        orthogonal_to: Iterable[Monomial] = (),
        nonzero=False,
        coordinate=False,
    ) -> Atom:
        if name in self.atoms:
            raise ValueError(f"vector name {name!r} is already used in this claim")
        if "⊙" in name or "," in name:
            raise ValueError(f"vector name {name!r} may not contain '⊙' or ','")
        atom = Atom(name, latex or name, frozenset(orthogonal_to), nonzero or coordinate, coordinate)
        self.atoms[name] = atom
        if coordinate:
            self.coordinates.add(name)
        return atom

    # -- coordinate atoms -------------------------------------------------

    def product(self, a: Monomial, b: Monomial) -> tuple[sp.Expr, Monomial]:
        """The Hadamard product of two monomials as ``(scalar, monomial)``, reduced."""
        return self.reduce(_product(a, b))

    def reduce(self, m: Monomial) -> tuple[sp.Expr, Monomial]:
        """``m = scalar * monomial`` with each pair ``x * (1/x)`` cancelled and at most one
        factor a coordinate atom e (``e * x = x_i e``)."""
        m = self._cancel_inverses(m)
        if self.coordinates.isdisjoint(m):
            return sp.S.One, m
        coordinates = sorted(self.coordinates.intersection(m))
        if len(coordinates) > 1:
            raise NotAvailableError(
                f"the product of coordinate vectors {', '.join(coordinates)} depends on whether their indices agree"
            )
        (e,) = coordinates
        self.used.add("coordinate_vector")
        scalar = sp.S.One
        for a in m:
            if a != e:
                scalar *= self._coordinate(a, e)
        return scalar, (e,)

    def _cancel_inverses(self, m: Monomial) -> Monomial:
        if not self.inverses or self.inverses.keys().isdisjoint(m):
            return m
        rest = list(m)
        for a in sorted(set(m)):
            b = self.inverses.get(a)
            while b is not None and a in rest and b in rest:
                rest.remove(a)
                rest.remove(b)
        return tuple(rest)

    def add_inverse(self, name: str) -> str:
        """The reciprocal atom of *name* (an atom whose entries are nonzero), made once."""
        if name in self.inverses:
            return self.inverses[name]
        inverse = f"{name}^-1"
        self.add_atom(inverse, rf"{self.atoms[name].latex}^{{-1}}", nonzero=True)
        self.inverses[name], self.inverses[inverse] = inverse, name
        self.nonzero_entries.add(inverse)
        return inverse

    def _coordinate(self, a: str, e: str) -> sp.Expr:
        """The coordinate ``a_i = total(a * e)`` of atom *a* at the index of *e* (``1/x_i`` for a reciprocal)."""
        if a in self.inverses and a.endswith("^-1"):
            return 1 / self._coordinate(self.inverses[a], e)
        for x, y in ((a, e), (e, a)):
            known = self._by_hypothesis(x, (y,))
            if known is not None:
                return known
        return self.total_symbol(_product((a,), (e,)))

    def _by_hypothesis(self, name: str, rest: Monomial) -> sp.Expr | None:
        """``total(name * rest)`` by a hypothesis of the atom *name*: 0, or the relation an orthogonality to a
        sum was solved into; None when neither says anything."""
        atom = self.atoms.get(name)
        if atom is None:
            return None
        if rest in atom.orthogonal_to:
            self.used.add(f"hypothesis {name} ⊥ {_show(rest)}")
            return sp.S.Zero
        if rest in atom.solved:
            self.used.add(f"hypothesis {name} ⊥ a sum")
            return sp.Add(*[c * self.total_of(_product((name,), k)) for k, c in atom.solved[rest].items()])
        return None

    def fresh_name(self, stem: str) -> str:
        while True:
            name = f"{stem}{next(self._fresh)}"
            if name not in self.atoms:
                return name

    # -- totals -----------------------------------------------------------

    def total_of(self, m: Monomial) -> sp.Expr:
        """``total(m)`` by the lemmas and hypotheses, else an opaque symbol."""
        scalar, reduced = self.reduce(m)
        if reduced != m:
            return scalar * self.total_of(reduced)
        if len(m) == 1 and m[0] in self.coordinates:
            return sp.S.One
        if m == ONE:
            self.used.add("sum_one")
            return self.d
        if m == ("v",):
            self.used.add("sum_v")
            return sp.S.Zero
        if m == ("v", "v"):
            self.used.add("sum_vv")
            return self.d * self.q
        for i, name in enumerate(m):
            known = self._by_hypothesis(name, m[:i] + m[i + 1 :])
            if known is not None:
                return known
        if self.split_squares and len(m) == 2 and m[0] == m[1] and m[0] in self.atoms and m[0] not in self.coordinates:
            # <x, x> = <1, x>^2/d + d var(x) with var(x) >= 0 (lemma q_nonneg for the vector x):
            # a change of variables that makes Cauchy-Schwarz with 1 visible to the sign rules
            self.used.add("q_nonneg")
            return self.total_of(m[:1]) ** 2 / self.d + self.d * self.variance_symbol(m[0])
        return self.total_symbol(m)

    def variance_symbol(self, name: str) -> sp.Symbol:
        """``var(x) = |P x|^2 / d >= 0`` of the atom *name* (> 0 if it is nonzero and orthogonal to 1)."""
        atom = self.atoms[name]
        positive = atom.nonzero and ONE in atom.orthogonal_to
        return sp.Symbol(f"var({name})", nonnegative=True, positive=positive or None)

    def total_symbol(self, m: Monomial) -> sp.Symbol:
        symbol = self._totals.get(m)
        if symbol is None:
            assumptions = {"real": True}
            if _even(m):
                assumptions["nonnegative"] = True
                if any(self.atoms.get(a) is not None and self.atoms[a].nonzero for a in m) and len(set(m)) == 1:
                    assumptions["positive"] = True
            others = [a for a in m if a not in self.coordinates]
            if len(m) == 2 and len(others) == 1 and others[0] in self.nonzero_entries:
                assumptions["nonzero"] = True  # a coordinate x_i of a vector with no zero entry
            symbol = sp.Symbol(_total_name(m), **assumptions)
            self._totals[m] = symbol
        return symbol

    def totals(self) -> Mapping[Monomial, sp.Symbol]:
        """The opaque total symbols created so far, by monomial."""
        return dict(self._totals)

    def monomial_of(self, symbol: sp.Symbol) -> Monomial | None:
        return next((m for m, s in self._totals.items() if s == symbol), None)


def _show(m: Monomial) -> str:
    return "1" if m == ONE else "⊙".join(m)


def _total_name(m: Monomial) -> str:
    if len(m) == 1:
        return f"<1,{m[0]}>"
    if len(m) == 2:
        return f"<{m[0]},{m[1]}>"
    return f"Σ({_show(m)})"


class _Terms(Linear):
    """A finite sum ``sum_k c_k k`` with SymPy coefficients: what vectors and matrices share."""

    __slots__ = ("space", "terms")

    def __init__(self, space: Space, terms: Mapping):
        self.space = space
        self.terms = {k: c for k, c in terms.items() if c != 0}

    def map(self, fn: Callable[[sp.Expr], sp.Expr]):
        """Apply *fn* to every coefficient."""
        return type(self)(self.space, {k: fn(c) for k, c in self.terms.items()})

    def _pairs(self, other, op):
        if not isinstance(other, type(self)):
            return NotImplemented
        terms = dict(self.terms)
        for k, c in other.terms.items():
            terms[k] = op(terms.get(k, sp.S.Zero), c)
        return type(self)(self.space, terms)

    def _operand(self, c, divisor: bool):
        return super()._operand(check_exact(c), divisor)  # a binary float never scales an exact vector


class Vec(_Terms):
    """A vector ``sum_m c_m m`` over Hadamard monomials; ``*`` of two vectors is Hadamard."""

    __slots__ = ()

    @classmethod
    def atom(cls, space: Space, name: str) -> Vec:
        return cls(space, {(name,) if name else ONE: sp.S.One})

    def __repr__(self) -> str:
        inner = " + ".join(f"({c})*{_show(m)}" for m, c in sorted(self.terms.items())) or "0"
        return f"Vec({inner})"

    def __mul__(self, other):
        if isinstance(other, Vec):
            terms: dict[Monomial, sp.Expr] = {}
            for (m1, c1), (m2, c2) in itertools.product(self.terms.items(), other.terms.items()):
                k, m = self.space.product(m1, m2)
                terms[m] = terms.get(m, sp.S.Zero) + k * c1 * c2
            return Vec(self.space, terms)
        return self._scaled(other, operator.mul)

    def total(self) -> sp.Expr:
        """``1 . self``, reduced by the lemmas."""
        return sp.Add(*[c * self.space.total_of(m) for m, c in self.terms.items()])

    def coefficient(self, m: Monomial) -> sp.Expr:
        return self.terms.get(m, sp.S.Zero)


class Mat(_Terms):
    """A matrix ``sum c diag(m) + sum c a b^T`` with Hadamard monomials m, a, b.

    Keys are ``("diag", m)`` and ``("outer", a, b)``; ``diag(1)`` is the identity.
    """

    __slots__ = ()

    def __repr__(self) -> str:
        def show(k):
            return f"diag({_show(k[1])})" if k[0] == "diag" else f"{_show(k[1])} {_show(k[2])}^T"

        inner = " + ".join(f"({c})*{show(k)}" for k, c in sorted(self.terms.items())) or "0"
        return f"Mat({inner})"

    @property
    def T(self) -> Mat:
        return Mat(self.space, {(k if k[0] == "diag" else ("outer", k[2], k[1])): c for k, c in self.terms.items()})

    def __matmul__(self, other):
        if isinstance(other, Vec):
            out = Vec(self.space, {})
            for k, c in self.terms.items():
                if k[0] == "diag":
                    out = out + (Vec(self.space, {k[1]: c}) * other)
                else:
                    out = out + Vec(self.space, {k[1]: c * (Vec(self.space, {k[2]: 1}) * other).total()})
            return out
        if isinstance(other, Mat):
            terms: dict[tuple, sp.Expr] = {}

            def add(key, value):
                terms[key] = terms.get(key, sp.S.Zero) + value

            for (k1, c1), (k2, c2) in itertools.product(self.terms.items(), other.terms.items()):
                c = c1 * c2
                if k1[0] == "diag" and k2[0] == "diag":
                    k, m = self.space.product(k1[1], k2[1])
                    add(("diag", m), k * c)
                elif k1[0] == "diag":
                    k, m = self.space.product(k1[1], k2[1])
                    add(("outer", m, k2[2]), k * c)
                elif k2[0] == "diag":
                    k, m = self.space.product(k1[2], k2[1])
                    add(("outer", k1[1], m), k * c)
                else:
                    add(("outer", k1[1], k2[2]), c * self.space.total_of(_product(k1[2], k2[1])))
            return Mat(self.space, terms)
        return NotImplemented


def extract_matrix(jt: Vec, direction: str) -> Mat:
    """The matrix ``J`` with ``J t = jt`` for the atom ``t = direction``.

    Terms ``c (m * t)`` give ``c diag(m)``; terms ``c <k, t> m`` give
    ``c m k^T``.  Raises ``ValueError`` when *jt* is not linear in ``t``.
    """
    space = jt.space
    t_symbols = {s: m for m, s in space.totals().items() if direction in m}
    terms: dict[tuple, sp.Expr] = {}

    def add(key, value):
        terms[key] = terms.get(key, sp.S.Zero) + value

    for m, c in jt.terms.items():
        count = m.count(direction)
        present = c.free_symbols & set(t_symbols)
        if count >= 2:
            raise ValueError(f"not linear in {direction}: monomial {_show(m)}")
        if count == 1:
            if present:
                raise ValueError(f"not linear in {direction}: {c} multiplies {_show(m)}")
            rest = list(m)
            rest.remove(direction)
            add(("diag", tuple(rest)), c)
            continue
        remainder = c
        for s in sorted(present, key=sp.default_sort_key):
            k = list(t_symbols[s])
            if k.count(direction) != 1:
                raise ValueError(f"not linear in {direction}: total {s}")
            k.remove(direction)
            coeff = sp.diff(c, s)
            if coeff.free_symbols & set(t_symbols):
                raise ValueError(f"not linear in {direction}: {c}")
            add(("outer", m, tuple(k)), coeff)
            remainder = remainder - coeff * s
        if sp.cancel(sp.expand(remainder)) != 0:
            raise ValueError(f"not linear in {direction}: constant part {remainder} of {_show(m)}")
    return Mat(space, terms)


def require_vec(x, what: str) -> Vec:
    if not isinstance(x, Vec):
        raise NotAvailableError(f"{what}: expected a general-d vector, got {type(x).__name__}")
    return x
