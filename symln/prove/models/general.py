r"""The general-d interpretation: claims evaluated for a *symbolic* dimension d.

Values are :class:`symln.prove.models.algebra.Vec` and :class:`symln.prove.models.algebra.Mat` with
SymPy coefficients.  The input is ``z = mu 1 + v`` with ``mu`` real, ``v`` an
atom and ``q >= 0`` its variance (``q > 0`` when the claim asks for a
nonconstant input).  Identities are decided exactly: a vector difference is
zero when every coefficient is, or when its squared norm is identically zero.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import sympy as sp

from ...errors import NotAvailableError
from ...model import Decomposition, Model
from .algebra import ONE, Mat, Space, Vec, extract_matrix, require_vec
from ..calculus.definedness import Obligation, note, recording, smoothness_obligations
from ..decide.exprs import as_expr, substitute_all
from ..decide.hypotheses import Hypotheses
from ..decide.identities import is_zero
from ..language.interpret import obligations_while
from .judges import SymbolicJudge
from ..decide.signs import Sign

__all__ = ["GeneralModel", "derivative_at_zero"]


#: the parameter s of the line ``at + s direction`` of every outermost derivative: one symbol for
#: every claim, so that :func:`derivative_at_zero` differentiates a coefficient once per run
_LINE = sp.Dummy("s", real=True)


@functools.lru_cache(maxsize=4096)
def derivative_at_zero(c: sp.Expr, s: sp.Dummy) -> sp.Expr:
    """``d/ds c`` at s = 0 (a pure function of its arguments)."""
    return sp.diff(c, s).subs(s, 0)


class GeneralModel(SymbolicJudge, Model):
    """R^d with d a positive-integer symbol (at least *min_d*)."""

    kind = "general"

    def __init__(self, *, min_d: int = 1, nonconstant: bool = False):
        super().__init__()
        self.d = sp.Symbol("d", integer=True, positive=True)
        self.min_d = min_d
        self.nonconstant = nonconstant
        self.lower_bounds = {self.d: min_d} if min_d > 1 else {}
        self.q = sp.Symbol("q", positive=True) if nonconstant else sp.Symbol("q", nonnegative=True)
        self.mu = sp.Symbol("mu", real=True)
        self.space = Space(self.d, self.q)
        self.space.add_atom("v", "v", nonzero=nonconstant)
        self.one = Vec(self.space, {ONE: sp.S.One})
        self.v = Vec.atom(self.space, "v")
        self._scalars: dict[str, sp.Symbol] = {}
        self._free_vectors: set[str] = set()
        self._invertible: set[str] = set()  # atoms declared with nonzero entries
        self._derivative_depth = 0  # derivatives being taken (a scalar loss is modelled to first order)
        for name in ("d", "q", "mu"):
            self._claim_name(name, f"the model ({name})")
        self._claim_name("v", "the model (the centered input v)")

    @property
    def z(self) -> Vec:
        self.space.used.add("z_split")
        return self.one * self.mu + self.v

    @property
    def used_lemmas(self) -> set[str]:
        return set(self.space.used)

    @property
    def declared_scalars(self) -> frozenset:
        """The symbols declared with :meth:`scalar`: constants, independent of z."""
        return frozenset(self._scalars.values())

    # -- free objects --------------------------------------------------------

    def vector(self, name, *, orthogonal_to: Sequence = (), nonzero=False, nonzero_entries=False):
        if nonzero_entries and orthogonal_to:
            raise NotAvailableError("nonzero_entries: only for a vector without orthogonality hypotheses")
        x = self._atom(name, orthogonal_to, nonzero or nonzero_entries)
        self._free_vectors.add(name)
        if nonzero_entries:
            self._invertible.add(name)
            self.space.nonzero_entries.add(name)
        return x

    def reciprocal(self, x):
        """``1/x`` entrywise, a new atom with ``x * (1/x) = 1`` (x declared with nonzero entries)."""
        x = require_vec(x, "reciprocal")
        if len(x.terms) != 1:
            raise NotAvailableError("reciprocal: expected a vector declared with nonzero_entries=True, or a multiple of one")
        ((m, c),) = x.terms.items()
        if len(m) != 1 or m[0] not in self._invertible:
            raise NotAvailableError("reciprocal: expected a vector declared with m.vector(..., nonzero_entries=True)")
        if self._prove(c, Sign.NONZERO, "reciprocal").ok is not True:
            raise NotAvailableError(f"reciprocal: the coefficient {c} may vanish")
        return Vec.atom(self.space, self.space.add_inverse(m[0])) / c

    def _atom(self, name, orthogonal_to: Sequence, nonzero: bool) -> Vec:
        self._claim_name(name, "a vector")
        single = [x for x in orthogonal_to if len(require_vec(x, "orthogonal_to").terms) == 1]
        zeros = {self._monomial_of(x, "orthogonal_to", nonzero=True) for x in single}
        rules = self._solved_relations([x for x in orthogonal_to if len(x.terms) > 1], zeros, name)
        atom = self.space.add_atom(name, name, orthogonal_to=zeros, nonzero=nonzero)
        atom.solved.update(rules)
        return Vec.atom(self.space, name)

    def _solved_relations(self, sums: list, zeros: set, name: str) -> dict:
        """``<w, x> = 0`` for each ``x = sum_k c_k k`` of *sums*, solved by elimination: the totals
        ``<w, k>`` they force to 0 join *zeros*, the others give rules ``pivot -> {k: coefficient}``.

        Each relation is first reduced by the ones before it (totals known to be 0 dropped, solved
        ones replaced), so that the totals left in the rules are free: w ⊥ 1 and w ⊥ 2 1 + v give
        ``<w, v> = 0``, not a rule for ``<w, 1>`` beside its 0.  The pivot is a total whose coefficient
        is certified nonzero (for ``z = mu 1 + v``: v, with coefficient 1).
        """
        rules: dict = {}

        def reduced(form: dict) -> dict:
            out: dict = {}
            for k, c in form.items():
                for k2, c2 in (rules[k].items() if k in rules else () if k in zeros else ((k, 1),)):
                    out[k2] = out.get(k2, 0) + c * c2
            return {k: c for k, c in ((k, sp.cancel(c)) for k, c in out.items()) if c != 0}

        for x in sums:
            form = reduced(dict(x.terms))
            ordered = sorted(form.items(), key=lambda kc: (not kc[1].is_number, len(kc[0]), kc[0]))
            pivot = next((k for k, c in ordered if c.is_number or self._prove(c, Sign.NONZERO, "orthogonal_to").ok is True), None)
            if pivot is None and form:
                left = " + ".join(f"({c}) <{name}, {'·'.join(k) or '1'}>" for k, c in form.items())
                raise NotAvailableError(f"orthogonal_to: with the other hypotheses, {name} ⊥ {x!r} leaves {left} = 0, "
                                        "and no coefficient is certified nonzero: it says nothing usable")
            if pivot is None:
                continue  # implied by the relations before it
            rule = {k: -c / form[pivot] for k, c in form.items() if k != pivot}
            if rule:
                rules[pivot] = rule
            else:
                zeros.add(pivot)
            for other in [k for k, r in rules.items() if pivot in r and k != pivot]:
                rules[other] = reduced(rules[other])  # every rule in free totals: the pivot replaced, or dropped as 0
                if not rules[other]:
                    zeros.add(other)
                    del rules[other]
        return rules

    def generic_vector(self, name, *, along: Sequence) -> Decomposition:
        self._claim_name(name, "a vector")
        coefficients = []
        monomials = []
        for b in along:
            m = self._monomial_of(b, "along", nonzero=True)
            norm2 = self.space.total_of(m + m if m else ONE)
            if self._prove(norm2, Sign.POS, "a direction to decompose along").ok is not True:
                raise NotAvailableError(
                    f"cannot decompose along {b!r}: its squared norm {norm2} is not known to be positive "
                    "(declare the claim nonconstant to decompose along v)"
                )
            monomials.append(m)
            label = "1" if m == ONE else "_".join(m)
            self._claim_name(f"{name}_{label}", f"a coefficient of {name}")
            coefficients.append(sp.Symbol(f"{name}_{label}", real=True))
        for i, a in enumerate(monomials):
            for b in monomials[i + 1 :]:
                if is_zero(self.space.total_of(tuple(sorted(a + b)))) is not True:
                    raise ValueError("generic_vector: the 'along' vectors must be mutually orthogonal")
        remainder = self._atom(f"{name}_perp", along, False)  # a direction, not a free vector
        vector = remainder + Vec(self.space, dict(zip(monomials, coefficients)))  # distinct: they are orthogonal
        self.space.used.add("orthogonal_decomposition")
        return self._remember_generic(Decomposition(vector, tuple(coefficients), remainder))

    def shape_of(self, value) -> str:
        return "vector" if isinstance(value, Vec) else "matrix" if isinstance(value, Mat) else "scalar"

    def foreign_in_function(self, value, argument) -> set:
        """What ``value = f(argument)`` uses besides its argument, declared scalars, d and free gains.

        A function whose Lipschitz constant is claimed may not depend on the
        input, the direction of the derivative bound, or a vector tied to
        either by a hypothesis (a positive list, like :meth:`foreign_symbols`).
        """
        (name,) = require_vec(argument, "argument").terms
        allowed_atoms = set(name) | self._free_atoms()
        monomials = list(value.terms) if isinstance(value, Vec) else [m for k in value.terms for m in k[1:]] if isinstance(value, Mat) else []
        foreign = {a for m in monomials for a in m} - allowed_atoms
        symbols = set().union(*(c.free_symbols for c in self._entries(value)))
        return foreign | {str(s) for s in symbols - self._allowed_symbols(allowed_atoms)}

    def _free_atoms(self) -> set[str]:
        """The declared vectors tied to nothing: orthogonal to no monomial and to no sum (``w ⊥ z`` with
        ``z = mu 1 + v`` is a sum: its relation, solved for one total, ties w to the input all the same)."""
        return {name for name in self._free_vectors
                if not (self.space.atoms[name].orthogonal_to or self.space.atoms[name].solved)}

    def _allowed_symbols(self, atoms: set[str]) -> set:
        allowed = set(self.declared_scalars) | {self.d}
        allowed |= {sym for sym, m in self.__dict__.get("_maxima", {}).items() if m and set(m) <= atoms}
        allowed |= {sym for m, sym in self.space.totals().items() if m and set(m) <= atoms}
        allowed |= {self.space.variance_symbol(name) for name in atoms if name in self.space.atoms}
        return allowed

    def foreign_symbols(self, value) -> set:
        """The symbols of *value* other than declared scalars and quantities of free gains.

        A Lipschitz constant must be one number for all inputs and directions,
        so it may contain only those (a positive list, not a list of the
        symbols known to depend on the input): quantities of free gains are
        ``max|g|``, totals and variances of vectors g declared with
        :meth:`vector` and no hypothesis, which ties nothing to the input.
        """
        return set(as_expr(value).free_symbols) - self._allowed_symbols(self._free_atoms())

    def fresh_argument(self) -> Vec:
        """A vector atom no claim can name, to evaluate a function away from z."""
        name = self.space.fresh_name("ζ")
        self.space.add_atom(name, r"\zeta")
        return Vec.atom(self.space, name)

    def _monomial_of(self, x, what: str, *, nonzero: bool = False):
        """The monomial m of ``x = c m``; with *nonzero*, c must be certified nonzero
        (orthogonality to ``c m`` says nothing when c can vanish)."""
        x = require_vec(x, what)
        if len(x.terms) != 1:
            raise NotAvailableError(f"{what}: the general-d model supports single atoms or monomials, got {x!r}")
        (m, c), = x.terms.items()
        if nonzero and self._prove(c, Sign.NONZERO, what).ok is not True:
            raise NotAvailableError(f"{what}: the coefficient {c} of {x!r} is not certified nonzero")
        return m

    def vec(self, entries):
        raise NotAvailableError("a fixed vector has a concrete dimension; use a concrete-d claim (scope example)")

    def coordinates(self, x):
        raise NotAvailableError("coordinates exist only at a concrete dimension")

    def coordinate_vector(self, name):
        self._claim_name(name, "a vector")
        if self.space.coordinates:
            raise NotAvailableError("one coordinate vector per claim: the product of two depends on their indices")
        self.space.add_atom(name, name, coordinate=True)
        return Vec.atom(self.space, name)

    def coordinate_slack(self, e):
        (name,) = self._monomial_of(e, "coordinate_slack")
        if name not in self.space.coordinates:
            raise ValueError(f"coordinate_slack: {name!r} is not a coordinate vector")
        self.space.used.add("coordinate_bound")
        v_i = self.dot(e, self.v)
        return self.define_nonnegative("S", (self.d - 1) * self.q - v_i**2)

    def scalar_loss(self, name):
        """Any smooth loss, at first order: ``l(y) = <g, y>`` with g a free vector.

        Only first derivatives of l enter the claims that use it, and by the
        chain rule ``D_s l(Y(s)) = <grad l(Y(0)), Y'(0)>`` they depend on l only
        through its gradient at the point; a free vector g ranges over every
        possible gradient.  So an identity between first derivatives proved
        for ``<g, y>`` with g arbitrary holds for every smooth loss.
        """
        return _FirstOrderLoss(self, self.vector(f"grad_{name}"))

    def _max_abs_value(self, gamma):
        # max_i |c m_i| = |c| max_i |m_i|; the name is no identifier, so no user scalar can take it
        gamma = require_vec(gamma, "max_abs")
        m = self._monomial_of(gamma, "max_abs")
        symbol = sp.Symbol(f"max|{'⊙'.join(m) or '1'}|", nonnegative=True)
        self.__dict__.setdefault("_maxima", {})[symbol] = m
        return sp.Abs(gamma.terms[m]) * symbol

    def _nonnegative_quantity(self, name, value):
        self.space.used.add("hadamard_bound")
        return self.define_nonnegative(name, value)

    # -- operations -----------------------------------------------------------

    def total(self, x):
        return require_vec(x, "total").total()

    def D(self, f, at, direction):
        s = _LINE if self._derivative_depth == 0 else sp.Dummy("s", real=True)  # a nested one: its own s
        self._derivative_depth += 1
        try:
            with recording([]) as inside:  # conditions met along the line, kept at s = 0 with their signs
                value = f(at + direction * s)
        finally:
            self._derivative_depth -= 1
        along = self._entries(value)
        conditions = [Obligation(ob.expr.xreplace({s: sp.S.Zero}), ob.sign, ob.reason) for ob in inside]
        along += [ob.expr for ob in inside]  # and smooth in s, as every node along the line
        note(conditions + smoothness_obligations(along, s, "at the point of a derivative"), self.pending_obligations)
        # f at the point as written: a quotient SymPy cancelled (n t / n) is still undefined where n = 0
        note(obligations_while(lambda: f(at), set(self.definitions)), self.pending_obligations)

        # a certified quantity made along the line (m.cauchy_schwarz(x, h) at x = at + s direction) is a
        # placeholder for a function of s: it is differentiated through its definition
        along_line = {p: e for p, e in self.definitions.items() if s in e.free_symbols}

        def derivative(c):
            return derivative_at_zero(substitute_all(c, along_line), s)

        if isinstance(value, (Vec, Mat)):
            return value.map(derivative)
        return derivative(as_expr(value))

    def jacobian(self, f, at):
        """The matrix read off ``D_t f(at)`` for a fresh direction t (:func:`.algebra.extract_matrix`)."""
        name = self.space.fresh_name("τ")
        self.space.add_atom(name, r"\tau")
        return extract_matrix(require_vec(self.D(f, at, Vec.atom(self.space, name)), "jacobian"), name)

    def eye(self):
        return Mat(self.space, {("diag", ONE): sp.S.One})

    def outer(self, a, b):
        a, b = require_vec(a, "outer"), require_vec(b, "outer")
        return Mat(self.space, {("outer", ma, mb): ca * cb for ma, ca in a.terms.items() for mb, cb in b.terms.items()})

    def trace(self, M):
        """``tr(c diag(m)) = c <1, m>`` and ``tr(c a b^T) = c <a, b>``."""
        if not isinstance(M, Mat):
            raise NotAvailableError(f"trace: expected a matrix, got {type(M).__name__}")
        total = sp.S.Zero
        for key, c in M.terms.items():
            monomial = key[1] if key[0] == "diag" else tuple(sorted(key[1] + key[2]))
            total += c * self.space.total_of(monomial)
        return total

    def diag(self, x):
        x = require_vec(x, "diag")
        return Mat(self.space, {("diag", m): c for m, c in x.terms.items()})

    # -- exact judgement hooks ----------------------------------------------------

    def hypotheses(self, exprs=()) -> Hypotheses:
        """d >= min_d, Cauchy-Schwarz for each inner product of two atoms in *exprs* (a coordinate vector's
        among them: ``(x_i - mean x)^2 <= (d - 1) var(x)``, lemma ``coordinate_bound`` for x = z), and
        ``|x|^2 > 0`` for each nonzero atom x whose variance occurs.

        The symbol assumptions say the rest (q >= 0 or q > 0, |x|^2 >= 0).  For
        atoms a, b with centered parts a', b' (lemma ``cauchy_schwarz``):
        ``<a', b'>^2 <= |a'|^2 |b'|^2``, where ``<a', b'> = <a,b> - <1,a><1,b>/d``
        and ``|a'|^2 = d var(a)`` (``v' = v``, ``|v|^2 = d q``).
        """
        facts = []
        symbols = set().union(*(as_expr(e).free_symbols for e in exprs))
        for m, symbol in self.space.totals().items():
            if symbol not in symbols or len(m) != 2 or m[0] == m[1] or set(m) <= self.space.coordinates:
                continue
            a, b = sorted(m, key=lambda name: name not in self.space.coordinates)  # a coordinate vector first
            centered = symbol - self.space.total_of((a,)) * self.space.total_of((b,)) / self.d
            facts.append((self.d**2 * self._centered_square(a) * self._centered_square(b) - centered**2, Sign.NONNEG))
        for name, atom in self.space.atoms.items():
            # a nonzero vector has |x|^2 = <1,x>^2/d + d var(x) > 0 (not visible when x is not orthogonal to 1)
            if atom.nonzero and not atom.coordinate and name != "v" and self.space.variance_symbol(name) in symbols:
                facts.append((self.space.total_of((name,)) ** 2 / self.d + self.d * self.space.variance_symbol(name), Sign.POS))
        return Hypotheses(self.lower_bounds, self.known_signs, tuple(facts))

    def _note_lemma(self, name: str) -> None:
        self.space.used.add(name)

    def _centered_square(self, name: str):
        """``|P x|^2 / d`` of the atom *name*: q for v, (d - 1)/d^2 for a coordinate vector e_i
        (``P e_i = e_i - 1/d``), var(x) otherwise."""
        if name in self.space.coordinates:
            return (self.d - 1) / self.d**2
        return self.q if name == "v" else self.space.variance_symbol(name)

    def realizable(self, point, extra=frozenset()) -> bool:
        """A point of (d, q, mu, declared scalars) is realized by an input of that dimension,
        mean and variance (at d = 1 only q = 0); other symbols stand for totals whose
        joint values need not be realizable, so points with them are not accepted."""
        allowed = {self.d, self.q, self.mu} | self.declared_scalars | set(extra)
        if not point or set(point) - allowed:
            return False
        d = point.get(self.d)
        if d is None:
            return True  # any d >= max(2, min_d) realizes every mean and variance
        return d.is_integer and d >= self.min_d and not (d == 1 and point.get(self.q, 0) != 0)


    def _entries(self, value):
        return list(value.terms.values()) if isinstance(value, (Vec, Mat)) else [as_expr(value)]

    def _zero(self, diff):
        verdict = super()._zero(diff)
        if verdict is True or not isinstance(diff, (Vec, Mat)):
            return verdict
        # Coefficients need not be unique (1 and v may be dependent); decide by norms.
        if isinstance(diff, Mat):
            name = self.space.fresh_name("ξ")  # internal: not a user name
            self.space.add_atom(name, r"\xi")
            probe = Vec.atom(self.space, name)
            diff = diff @ probe
        return super()._zero(self.norm2(diff))


class _FirstOrderLoss:
    """The loss ``y -> <g, y>`` of :meth:`GeneralModel.scalar_loss`: g stands for its gradient at one point.

    That is all a claim may ask of it: its gradient at a point y0, and its value along a line through y0
    inside ``m.D`` (whose derivative at the point is ``<grad l(y0), Y'(0)>``).  Its value or gradient at a
    second point would be read off the linear stand-in, true of linear losses only
    (``l(u + h t) = l(u) + h <grad l(u), t>``): refused.
    """

    def __init__(self, model: GeneralModel, grad: Vec):
        self.model = model
        self.grad = grad
        self._point: Vec | None = None  # where the gradient g is taken, once known

    def __call__(self, y):
        if self.model._derivative_depth > 1:
            raise NotAvailableError("a scalar loss is modelled to first order at symbolic d: no second derivatives of it")
        y = require_vec(y, "loss")
        self._at(y.map(lambda c: as_expr(c).subs(_LINE, 0)))
        return self.model.dot(self.grad, y)

    def gradient(self, y):
        y = require_vec(y, "loss gradient")
        if self.model._derivative_depth > 0:
            raise NotAvailableError("a scalar loss is modelled to first order at symbolic d: its gradient has no derivative")
        self._at(y)
        return self.grad

    def _at(self, point: Vec) -> None:
        """Note that the loss is read at *point*; a second, different point is refused."""
        if self._point is None:
            self._point = point
        elif any(is_zero(c) is not True for c in (point - self._point).terms.values()):
            raise NotAvailableError("a scalar loss read at two points at symbolic d: it is modelled by its gradient "
                                    "at one point only")
