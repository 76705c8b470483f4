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

import dataclasses

import sympy as sp
from sympy.core.function import AppliedUndef

from ...errors import NotAvailableError
from ...model import center, variance
from .coords import Coords, Grid
from ..calculus.definedness import note, obligations_of, smoothness_obligations
from .dual import Dual, derivative_of
from .explicit import ExplicitModel, require_coords
from ..decide.exprs import as_expr, check_exact, nodes
from ..decide.hypotheses import Hypotheses
from ..decide.identities import are_zero, is_zero
from ..language.interpret import obligations_while
from .judges import SymbolicJudge
from ..decide.signs import Sign

__all__ = ["ConcreteModel"]


#: Time limit of a question to the decision procedure in a cross-check (undecided blocks nothing there).
CROSS_CHECK_MS = 300


class ConcreteModel(SymbolicJudge, ExplicitModel):
    """R^d for a fixed integer d, with symbolic coordinates."""

    kind = "concrete"

    def __init__(
        self, d: int, *, parametrization: str = "centered", nonconstant: bool = False, strict: bool = False, axis: int = 0
    ):
        super().__init__()
        if not isinstance(d, int) or d < 1:
            raise ValueError(f"d: expected a positive integer, got {d!r}")
        if parametrization not in ("plain", "centered", "zero"):
            raise ValueError(f"parametrization: expected 'plain', 'centered' or 'zero', got {parametrization!r}")
        self.d = sp.Integer(d)  # exact: 1/m.d is 1/3, not a binary float
        self.parametrization = parametrization
        self.nonconstant = nonconstant
        # strict: this check is the proof (a worked example or a range of d), not a cross-check
        self.strict = strict
        self.checks_obligations = strict
        self.cross_check = not strict
        if self.cross_check:
            self.decision_ms = CROSS_CHECK_MS
        self.axis = axis
        self.one = Coords([sp.S.One] * d)
        #: a strict check that took ``|z|^2 > 0`` to project along the input z: the input z = 0 is a case of its own
        self.split_at_zero_input = False
        if parametrization == "zero":  # that case: h ⊥ z is every h
            self.z = Coords([sp.S.Zero] * d)
        elif parametrization == "plain":
            self.z = Coords(sp.symbols(f"z1:{d + 1}", real=True))
        else:
            m = sp.Symbol("m", real=True)
            c = sp.symbols(f"c1:{d}", real=True)
            self.z = Coords([m + ci for ci in c] + [m - sp.Add(*c)])
        for symbol in sorted({s for e in self.z for s in e.free_symbols}, key=str):
            self._claim_name(symbol.name, "the model (a coordinate of the input)")
        if nonconstant:
            if d < 2:
                raise ValueError("nonconstant: a nonconstant input needs d >= 2")
            # the hypothesis q > 0, attached to the exact expressions that state it
            v = center(self, self.z)
            self.known_signs = {self.norm2(v): Sign.POS, variance(self, self.z): Sign.POS}
        self._scalars: dict[str, sp.Symbol] = {}
        #: the known signs a cross-check took to build its vectors (a direction to project along is nonzero),
        #: true for a generic input only, not hypotheses of the claim
        self.generic_assumptions: set = set()
        self._input_symbols = frozenset(s for e in self.z for s in e.free_symbols)
        self._vector_symbols: set = set()  # coordinates of the claim's vectors
        self._free_symbols: set = set()  # coordinates of vectors declared without hypotheses
        self._vectors: list[Coords] = []  # the claim's vectors, for Cauchy-Schwarz
        # undefined function -> a concrete function of its arguments, used to refute identities
        self._witnesses: dict = {}
        # how many dual-number derivatives are being evaluated (a derivative inside one is nested)
        self._dual_depth = 0

    # -- free objects ------------------------------------------------------------

    def _symbols_of(self, value) -> set:
        return set().union(*(as_expr(e).free_symbols for e in self._entries(value)))

    def foreign_in_function(self, value, argument) -> set:
        """Symbols of ``value = f(argument)`` besides the argument's and those :meth:`foreign_symbols` allows."""
        argument = set(require_coords(argument, "argument").entries)
        return {str(s) for e in self._entries(value) for s in self.foreign_symbols(e) - argument}

    def _free_maxima(self) -> set:
        maxima = self.__dict__.get("_maxima", {})
        return {s for key, s in maxima.items() if set().union(*(as_expr(e).free_symbols for e in key)) <= self._free_symbols}

    def foreign_symbols(self, value) -> set:
        """Symbols other than declared scalars, coordinates of free gains and their maxima."""
        allowed = set(self._scalars.values()) | self._free_symbols | self._free_maxima()
        return set(as_expr(value).free_symbols) - allowed

    def fresh_argument(self):
        return Coords(sp.Dummy(f"ζ{i + 1}", real=True) for i in range(self.d))

    def _free_coordinates(self, name):
        symbols = sp.symbols(f"{name}_1:{self.d + 1}", real=True)
        for symbol in symbols:
            self._claim_name(symbol.name, f"a coordinate of {name}")
        self._vector_symbols.update(symbols)
        return Coords(symbols)

    def vector(self, name, *, orthogonal_to=(), nonzero=False, nonzero_entries=False):
        x = super().vector(name, orthogonal_to=orthogonal_to, nonzero=nonzero, nonzero_entries=nonzero_entries)
        if not orthogonal_to:
            self._free_symbols.update(x.entries)
        self._vectors.append(x)
        return x

    def _assume_nonzero(self, x: Coords) -> None:
        self.known_signs[self.dot(x, x)] = Sign.POS

    def _assume_nonzero_entries(self, name: str, x: Coords) -> None:
        super()._assume_nonzero_entries(name, x)
        for e in x:
            self.known_signs[e] = Sign.NONZERO

    # -- hypotheses of the decision procedure -------------------------------------------

    def hypotheses(self, exprs=()) -> Hypotheses:
        """The claim's known signs, and Cauchy-Schwarz for each pair of the claim's vectors
        (the centered input among them) whose coordinates occur in *exprs* (lemma ``cauchy_schwarz``)."""
        symbols = set().union(*(as_expr(e).free_symbols for e in exprs))
        vectors = [x for x in (center(self, self.z), *self._vectors) if self._symbols_of(x) & symbols]
        facts = tuple(
            (self.norm2(a) * self.norm2(b) - self.dot(a, b) ** 2, Sign.NONNEG)
            for i, a in enumerate(vectors)
            for b in vectors[i + 1 :]
        )
        return Hypotheses(self.lower_bounds, self.known_signs, facts)

    def realizable(self, point, extra=frozenset()) -> bool:
        """Every point of the coordinates and scalars is realized: they are the free variables."""
        allowed = self._input_symbols | self._vector_symbols | set(self._scalars.values()) | set(extra)
        return bool(point) and set(point) <= allowed

    def _negligible(self, value) -> bool:
        return is_zero(value) is True

    def _coordinate_index(self, name) -> int:
        # the verifier repeats a strict check once per axis; a cross-check of an
        # all-d proof (which is index-free) uses the first axis only
        return self.axis

    def _usable_direction(self, b, what) -> bool:
        """Project along *b* unless it is zero.  A strict check (the proof of an example or
        a range of d) needs ``|b|^2 > 0`` proved; a cross-check of an all-d proof projects
        where ``|b|^2 > 0`` and takes that as a hypothesis of the construction."""
        norm2 = self.dot(b, b)
        if is_zero(norm2) is True:
            return False
        if not self.strict:
            self.known_signs[norm2] = Sign.POS
            self.generic_assumptions.add(norm2)
            return True
        if self._prove(norm2, Sign.POS, what).ok is True:
            return True
        if list(b) == list(self.z):  # orthogonal to the input: z != 0 here, and z = 0 judged as its own case
            self.known_signs[norm2] = Sign.POS
            self.split_at_zero_input = True
            return True
        raise NotAvailableError(
            f"{what}: the squared norm {norm2} of a vector to project along may vanish, "
            "so the projection is not defined for every input"
        )

    def coordinate_slack(self, e):
        """``(d-1) q - v_i^2`` as its sum of squares ``(1/d) sum_{j<k; j,k != i} (z_j - z_k)^2``.

        It is nonnegative as a sum of squares; its identity with
        ``(d-1) q - v_i^2`` is checked wherever the value is used (identities
        are judged with definitions expanded).
        """
        entries = require_coords(e, "coordinate_slack").entries
        if sorted(entries) != [0] * (self.d - 1) + [1]:
            raise ValueError("coordinate_slack: expected a coordinate vector e_i")
        i = entries.index(1)
        z = self.z.entries
        others = [j for j in range(self.d) if j != i]
        squares = sp.Add(*[(z[j] - z[k]) ** 2 for a, j in enumerate(others) for k in others[a + 1 :]])
        return self.define_nonnegative("S", squares / self.d)

    def scalar_loss(self, name):
        """Any smooth loss: the undefined function ``name(y_1, ..., y_d)``.

        Its partial derivatives are the undefined functions ``D1name, ...``; on
        dual numbers the loss applies the chain rule with them, so derivatives
        of ``l(y(s))`` are exact expressions in the unknown partials.
        """
        loss = _OpaqueLoss(name, self.d)
        self._witnesses.update(loss.affine_witness())
        return loss

    def number(self, value):
        # a coordinate on a derivative's line (m.vec of a function's coordinates) is a dual number already
        return value if isinstance(value, Dual) else super().number(value)

    def _nonnegative_quantity(self, name, value):
        if isinstance(value, Dual):  # on a derivative's line: the value part is the quantity, its slope carried along
            return Dual(self.define_nonnegative(name, value.a), value.da)
        return self.define_nonnegative(name, value)

    def _max_abs_value(self, gamma):
        # one symbol per distinct gain (by its coordinates); the name is no identifier
        key = tuple(require_coords(gamma, "max_abs").entries)
        if all(isinstance(e, sp.Basic) and e.is_number for e in key):
            return sp.Max(*[abs(e) for e in key])  # a gain of numbers: its maximum is a number
        if any(isinstance(e, Dual) or any(isinstance(s, sp.Dummy) and s not in self.definitions
                                          for s in as_expr(e).free_symbols) for e in key):
            # a symbol for the maximum would not vary with the argument of m.D or of a limit's function
            raise NotAvailableError("max_abs: the gain varies with the argument of a function (a derivative's line, "
                                    "a limit's variable); its maximum, not differentiable where entries tie, is not "
                                    "available there")
        maxima = self.__dict__.setdefault("_maxima", {})
        if key not in maxima:
            maxima[key] = sp.Symbol(f"max|gamma#{len(maxima) + 1}|", nonnegative=True)
        return maxima[key]

    # -- operations --------------------------------------------------------------

    def total(self, x):
        entries = require_coords(x, "total").entries
        if any(isinstance(e, Dual) for e in entries):
            # one n-ary Add per part: summing pairwise re-sorts a growing sum, O(d^2)
            return Dual(sp.Add(*(Dual.lift(e).a for e in entries)), sp.Add(*(Dual.lift(e).da for e in entries)))
        return sp.Add(*entries)

    def sqrt(self, x):
        return x ** sp.S.Half if isinstance(x, Dual) else super().sqrt(x)

    def D(self, f, at, direction):
        if self._dual_depth or any(isinstance(e, Dual) for e in (*_entries_of(at), *_entries_of(direction))):
            # inside another derivative: dual numbers of one kind would confuse the two
            # perturbations (f may close over the outer variable), so differentiate in a symbol
            return self._nested_D(f, at, direction)
        self._dual_depth += 1
        try:
            if isinstance(at, Coords) or isinstance(direction, Coords):
                at, direction = require_coords(at, "D"), require_coords(direction, "D")
                value = f(Coords(map(Dual, at.entries, direction.entries)))  # at_i + t_i e
            else:  # a scalar argument: d/ds f(at + s direction)
                value = f(Dual(check_exact(at), check_exact(direction)))
        finally:
            self._dual_depth -= 1
        if self.checks_obligations:  # f at the point (the value part, and as written) and its derivative must exist
            values = [e.a if isinstance(e, Dual) else as_expr(e) for e in _entries_of(value)]
            slopes = [e.da for e in _entries_of(value) if isinstance(e, Dual)]
            note(obligations_of(values), self.pending_obligations)
            # the derivative's formula (b^(-1/2) b' for sqrt b) may be undefined where the derivative exists
            note([dataclasses.replace(o, sufficient=True) for o in obligations_of(slopes)], self.pending_obligations)
            note(obligations_while(lambda: f(at), set(self.definitions)), self.pending_obligations)
        return _each_entry(value, derivative_of)

    def _nested_D(self, f, at, direction):
        """A derivative taken inside another one (a second derivative): the outer derivative
        runs on dual numbers, so this one differentiates ``f(at + s t)`` in a symbol s,
        part by part (``d/ds (a + a' e) = a_s + a'_s e``)."""
        s = sp.Dummy("s", real=True)
        if isinstance(at, Coords) or isinstance(direction, Coords):
            at, direction = require_coords(at, "D"), require_coords(direction, "D")
        value = f(at + direction * s)
        if self.checks_obligations:
            note(smoothness_obligations(_parts(value), s, "at the point of a derivative"), self.pending_obligations)
            note(obligations_while(lambda: f(at), set(self.definitions)), self.pending_obligations)

        def derivative(e):
            if isinstance(e, Dual):
                return Dual(sp.diff(e.a, s).subs(s, 0), sp.diff(e.da, s).subs(s, 0))
            return sp.diff(as_expr(e), s).subs(s, 0)

        return _each_entry(value, derivative)

    # -- exact judgement hooks ------------------------------------------------------

    def _zero(self, diff):
        entries = self._expand_definitions(self._entries(diff))
        calls = set(nodes(entries, AppliedUndef))
        if not calls:
            return super()._zero(diff)
        return _zero_for_every_function(entries, calls, self._witnesses)

    def _entries(self, value):
        return list(_entries_of(value)) if isinstance(value, (Coords, Grid)) else [as_expr(value)]


def _parts(value) -> list:
    """The SymPy scalars of a value whose entries may be dual numbers (a value part and a derivative)."""
    out = []
    entries = _entries_of(value)
    for e in entries:
        out += [e.a, e.da] if isinstance(e, Dual) else [as_expr(e)]
    return out


def _entries_of(value) -> list:
    """The entries of a scalar, vector or matrix value."""
    return value.entries if isinstance(value, Coords) else value.entries() if isinstance(value, Grid) else [value]


def _each_entry(value, fn):
    """*fn* applied to the scalar *value*, or to each entry of a vector or matrix."""
    return value.map(fn) if isinstance(value, (Coords, Grid)) else fn(value)


def _zero_for_every_function(entries, calls, witnesses) -> bool | None:
    """Decide ``entries == 0`` for *every* choice of the undefined functions in them (a scalar loss).

    Proof: replace each distinct application ``f(args)`` by its own unknown; if
    the result vanishes identically, it vanishes whatever values the
    applications take.  Refutation: replace the functions by a family of actual
    functions (*witnesses*: a loss becomes ``c_0 + sum_k c_k y_k`` and its
    partial derivatives the constants ``c_k``; any other function a constant);
    a nonzero result exhibits functions for which the identity fails.
    """
    ordered = sorted(calls, key=sp.default_sort_key)
    each = {call: sp.Dummy(f"{call.func}_{k}", real=True) for k, call in enumerate(ordered)}
    if all(r is True for r in are_zero([e.xreplace(each) for e in entries])):
        return True
    constants = {f: sp.Dummy(str(f), real=True) for f in {call.func for call in calls} if f not in witnesses}
    replace = {c: witnesses[c.func](*c.args) if c.func in witnesses else constants[c.func] for c in calls}
    if any(r is False for r in are_zero([e.xreplace(replace) for e in entries])):
        return False
    return None


class _OpaqueLoss:
    """``l(y) = name(y_1, ..., y_d)`` for an undefined function; see :meth:`ConcreteModel.scalar_loss`."""

    def __init__(self, name: str, d: int):
        self.value = sp.Function(name, real=True)
        self.partials = [sp.Function(f"D{k + 1}{name}", real=True) for k in range(d)]

    def __call__(self, y):
        entries = require_coords(y, "loss").entries
        if not any(isinstance(e, Dual) for e in entries):
            return self.value(*entries)
        point = [e.a if isinstance(e, Dual) else as_expr(e) for e in entries]
        slope = [derivative_of(e) for e in entries]
        return Dual(self.value(*point), sp.Add(*[p(*point) * s for p, s in zip(self.partials, slope)]))

    def gradient(self, y):
        entries = require_coords(y, "loss gradient").entries
        return Coords(p(*entries) for p in self.partials)

    def affine_witness(self) -> dict:
        """The loss ``c_0 + sum_k c_k y_k`` with its partials ``c_k``: a consistent family of actual functions."""
        c = sp.symbols(f"c0:{len(self.partials) + 1}", real=True, cls=sp.Dummy)
        witness = {self.value: lambda *y: c[0] + sp.Add(*[ck * yk for ck, yk in zip(c[1:], y)])}
        for ck, p in zip(c[1:], self.partials):
            witness[p] = lambda *y, ck=ck: ck
        return witness
