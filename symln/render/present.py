r"""The presentation model: claim bodies evaluated to *forms* (how a step is written).

:class:`FormModel` implements the model protocol of :mod:`symln.model` on
pairs :class:`Shown` ``(form, value)``: ``form`` is a SymPy expression of
:mod:`symln.render.forms` that records how a claim body wrote a quantity, and
``value`` is the same quantity in a *paired* exact model (the general-d
algebra or a concrete d).  Values keep the body's control flow honest (an
orthogonal decomposition, the coordinates of an example); forms are what the
documents print.  The named definitions of :mod:`symln.model` (marked with
``@definition``) reach :meth:`FormModel.apply_definition`, so
``core(m, z, eps)`` becomes :math:`u_\varepsilon(z)` instead of its expansion.

The model also records what a body introduces (:attr:`FormModel.declarations`:
each scalar and vector with its hypothesis, the parts of a decomposition, a
coordinate vector, a named slack) and the literals a worked example passes to
the definitions (:attr:`FormModel.role_literals`), so a document can state
"where ..." once and name the example's values (:mod:`.naming`).  Helpers for
display builders are in :mod:`.builders`.
"""

from __future__ import annotations

from fractions import Fraction

import sympy as sp
from sympy.core.sympify import CantSympify

from ..model import Decomposition
from ..prove.decide.exprs import check_exact
from . import forms as F
from .lemma_proofs import lemma_reference
from .printer import latex

__all__ = ["Shown", "FormModel", "form_of", "value_of", "plus", "minus"]

#: how scalar names of claim bodies are shown (and sorted: q + eps prints as q + \varepsilon)
SCALAR_NAMES = {"eps": "varepsilon", "cprime": "c'"}
#: how vector names of claim bodies are shown: a second bias is beta', not beta_2 (a coordinate); a second gain gamma'
VECTOR_NAMES = {"beta2": "beta'", "gamma2": "gamma'", "xc": "x_perp"}
#: names of the notation section (defined once for the whole document, never declared by a claim)
GLOBAL_NAMES = {"eps", "gamma", "beta"}
#: the roles of the arguments of the named definitions that a worked example may name (z, gamma, beta, eps)
ROLES = {"core": ("x", "eps"), "layer_norm": ("x", "gamma", "beta", "eps"), "core_jacobian": ("eps", "at"),
         "rms_core": ("x", "eps"), "rms_norm": ("x", "gamma", "beta", "eps"), "rms_jacobian": ("eps", "at")}


def _split(x):
    """``(form, value)`` of a :class:`Shown` or a plain exact constant; ``None`` otherwise."""
    if isinstance(x, Shown):
        return x.form, x.value
    if isinstance(x, (bool, int, Fraction, sp.Basic)):
        value = sp.Rational(x.numerator, x.denominator) if isinstance(x, Fraction) else x
        return check_exact(value), x
    return None


def form_of(x):
    """The form of a presentation value (a plain constant is its own form)."""
    pair = _split(x)
    if pair is None:
        raise TypeError(f"form_of: not a presentation value: {type(x).__name__}")
    return pair[0]


def value_of(x):
    """The paired model's value of a presentation value."""
    return x.value if isinstance(x, Shown) else x


def plus(a, b):
    """``a + b`` kept in the order written (SymPy would sort the terms); zeros dropped."""
    if a == 0:
        return b
    if b == 0:
        return a
    return F.WrittenAdd(*_terms(a), *_terms(b), evaluate=False)


def minus(a, b):
    """``a - b`` as written (see :func:`plus`)."""
    return plus(a, -b)


def _terms(a):
    return a.args if isinstance(a, sp.Add) else (a,)


def _flat_hadamard(form):
    return form.args if isinstance(form, F.Hadamard) else (form,)


class Shown(CantSympify):
    """A quantity of the presentation model: its *form* and its *value* in the paired model.

    ``*`` between two non-scalars is the Hadamard product, ``@`` applies a
    matrix, ``.T`` transposes, as in every model.
    """

    __slots__ = ("form", "value")

    def __init__(self, form, value):
        self.form = form
        self.value = value

    def __repr__(self) -> str:
        return f"Shown({self.form!r})"

    @property
    def kind(self) -> str:
        return F.kind_of(self.form)

    def _binary(self, other, form_op, value_op, *, reflected=False):
        pair = _split(other)
        if pair is None:
            return NotImplemented
        f, v = pair
        if reflected:
            return Shown(form_op(f, self.form), value_op(v, self.value))
        return Shown(form_op(self.form, f), value_op(self.value, v))

    def __add__(self, other):
        return self._binary(other, plus, lambda a, b: a + b)

    def __radd__(self, other):
        if isinstance(other, int) and other == 0:  # sum() starts from 0
            return self
        return self._binary(other, plus, lambda a, b: a + b, reflected=True)

    def __sub__(self, other):
        return self._binary(other, minus, lambda a, b: a - b)

    def __rsub__(self, other):
        return self._binary(other, minus, lambda a, b: a - b, reflected=True)

    def __neg__(self):
        return Shown(-self.form, -self.value)

    def __pos__(self):
        return self

    @staticmethod
    def _times(a, b):
        if F.kind_of(a) != F.SCALAR and F.kind_of(b) != F.SCALAR:
            return F.Hadamard(*_flat_hadamard(a), *_flat_hadamard(b))
        return a * b

    def __mul__(self, other):
        return self._binary(other, self._times, lambda a, b: a * b)

    def __rmul__(self, other):
        return self._binary(other, self._times, lambda a, b: a * b, reflected=True)

    def __truediv__(self, other):
        return self._binary(other, lambda a, b: a / b, lambda a, b: a / b)

    def __rtruediv__(self, other):
        return self._binary(other, lambda a, b: a / b, lambda a, b: a / b, reflected=True)

    def __pow__(self, other):
        return self._binary(other, lambda a, b: a**b, lambda a, b: a**b)

    def __rpow__(self, other):
        return self._binary(other, lambda a, b: a**b, lambda a, b: a**b, reflected=True)

    def __matmul__(self, other):
        if not isinstance(other, Shown):
            return NotImplemented
        node = F.MatProd if other.kind == F.MATRIX else F.Apply
        return Shown(node(self.form, other.form), self.value @ other.value)

    @property
    def T(self):
        return Shown(F.Transpose(self.form), self.value.T)

    def __getitem__(self, i):
        return Shown(F.Coordinate(self.form, sp.Integer(i)), self.value[i])


class FormModel:
    """The model protocol on :class:`Shown` pairs, over a paired exact model.

    ``FormModel(GeneralModel(...))`` presents a claim for a symbolic d,
    ``FormModel(ConcreteModel(d))`` a worked example.  ``kind`` and ``d`` are
    those of the paired model, so a body takes the same branches as there.
    """

    def __init__(self, paired):
        self.paired = paired
        self.kind = paired.kind
        self.d = paired.d
        self.nonconstant = getattr(paired, "nonconstant", False)
        self.one = Shown(F.ONE, paired.one)
        #: ``(name form, form)`` of every :func:`let`, in order
        self.bindings: list[tuple] = []
        #: ``(symbol form, text)``: every object the body introduced, with its hypothesis (a "where" clause)
        self.declarations: list[tuple] = []
        #: declared symbol -> the symbols a row may show it by (a decomposition ``x = a 1 + w``: x, a and w)
        self.declared_parts: dict = {}
        #: a decomposed symbol -> its declaration as a plain vector, for rows that show none of its parts
        self.plain_declarations: dict = {}
        #: role -> literal forms passed in that role to a named definition (see :data:`ROLES`)
        self.role_literals: dict[str, list] = {}
        self._literals = 0
        self._scalars: dict[str, Shown] = {}
        self._names: set[str] = set()
        self._z = None
        #: id of the slack value of each max_abs -> (the name of the maximum, the gain's form, the slack)
        self._maxima: dict = {}
        #: the letter of a symbolic dimension in the "where" clauses (B6 counts positions, n, not coordinates)
        self.dimension = "d"

    def declare(self, symbol, text: str, *, parts=()) -> None:
        """Record that the body introduced *symbol* with the hypothesis *text* (inline-math text).

        *parts* are further symbols the declaration defines (the pieces of a decomposition); a part
        declared on its own before is from now on declared by this one.
        """
        if any(symbol == s for s, _ in self.declarations):
            return
        self.declarations = [(s, t) for s, t in self.declarations if s not in parts]
        self.declarations.append((symbol, text))
        self.declared_parts[symbol] = frozenset({symbol, *parts})

    def used_declarations(self, shown: set) -> list[str]:
        """The texts of the declarations some symbol of *shown* belongs to, in order (no object declared in vain)."""
        return [text for symbol, text in self.declarations if self.declared_parts.get(symbol, {symbol}) & shown]

    @property
    def z(self) -> Shown:
        if self._z is None:
            self._z = Shown(F.Z, self.paired.z)
        return self._z

    # -- free objects ----------------------------------------------------------

    def scalar(self, name, *, positive=False, nonnegative=False):
        if name not in self._scalars:
            value = self.paired.scalar(name, positive=positive, nonnegative=nonnegative)
            form = sp.Symbol(
                SCALAR_NAMES.get(name, name),
                real=True,
                positive=positive or None,
                nonnegative=(nonnegative or positive) or None,
            )
            self._scalars[name] = Shown(form, value)
            self._names.add(name)
            if name not in GLOBAL_NAMES:
                tex = _tex(form)
                self.declare(form, f"${tex} > 0$" if positive else rf"${tex} \geq 0$" if nonnegative else rf"${tex} \in \mathbb{{R}}$")
        return self._scalars[name]

    def vector(self, name, *, orthogonal_to=(), nonzero=False, nonzero_entries=False):
        value = self.paired.vector(
            name, orthogonal_to=[value_of(b) for b in orthogonal_to], nonzero=nonzero, nonzero_entries=nonzero_entries
        )
        form = F.VectorSymbol(VECTOR_NAMES.get(name, name))
        self._names.add(form.name)
        if name not in GLOBAL_NAMES:
            text = rf"${_tex(form)} \in {self._space()}$"
            if orthogonal_to:
                text += " with " + " and ".join(f"${_tex(F.Dot(form_of(b), form))} = 0$" for b in orthogonal_to)
            if nonzero:
                text += rf", ${_tex(form)} \neq 0$"
            if nonzero_entries:
                text += rf", no entry of ${_tex(form)}$ zero"
            self.declare(form, text)
        return Shown(form, value)

    def _space(self) -> str:
        r"""``\mathbb{R}^{d}``, or ``\mathbb{R}^{2}`` where the paired model has a concrete dimension."""
        d = getattr(self.paired, "d", None)
        shown = str(int(d)) if d is not None and getattr(d, "is_Integer", isinstance(d, int)) else self.dimension
        return rf"\mathbb{{R}}^{{{shown}}}"

    def _free_name(self, name: str) -> str:
        while name in self._names:
            name += "'"
        self._names.add(name)
        return name

    def reciprocal(self, x):
        return Shown(F.Reciprocal(form_of(x)), self.paired.reciprocal(value_of(x)))

    def generic_vector(self, name, *, along):
        r"""``x = \bar{x} 1 + x_\perp`` (along 1), or ``x = \bar{x} 1 + x_b b + w`` (along 1 and b).

        ``x_\perp`` is always the part orthogonal to **1** alone; the part
        orthogonal to two vectors is called ``w`` (as in E15), so each name
        means one thing throughout the documents.
        """
        split = self.paired.generic_vector(name, along=[value_of(b) for b in along])
        self._names.add(name)
        coefficients = []
        for b, c in zip(along, split.coefficients):
            direction = form_of(b)
            # a literal direction is the centered input of an example (S6: (-1, 1) at z = (-1, 1)), its coefficient x_v
            label = "bar" if direction == F.ONE else f"_{_tex(direction)}" if isinstance(direction, sp.Symbol) else "_v"
            coefficients.append(Shown(sp.Symbol(f"{name}{label}", real=True), c))
        rest = F.VectorSymbol(f"{name}_perp" if len(along) == 1 else self._free_name("w"))
        x = F.VectorSymbol(name)
        parts = " + ".join(_tex(form_of(c) * form_of(b)) for b, c in zip(along, coefficients))
        orthogonal = " = ".join(_tex(F.Dot(form_of(b), rest)) for b in along)
        every = rf"any ${_tex(x)} \in {self._space()}$"
        nonzero = [form_of(b) for b in along if form_of(b) != F.ONE and isinstance(form_of(b), sp.Symbol)]
        if nonzero:  # the split exists where the directions are nonzero (and orthogonal): v != 0 needs q > 0
            every = (rf"a split every ${_tex(x)} \in {self._space()}$ has, as "
                     + " and ".join(rf"${_tex(b)} \neq 0$" for b in nonzero) + " (Lemma 7)")
        self.plain_declarations[x] = rf"${_tex(x)} \in {self._space()}$"
        d = getattr(self.paired, "d", None)
        if len(along) > 1 and d is not None and getattr(d, "is_Integer", isinstance(d, int)) and int(d) == len(along):
            # the directions span R^d (as many orthogonal nonzero ones as coordinates): nothing is left over, and
            # the remainder is declared on its own, shown only where a row uses it
            self.declare(x, rf"${_tex(x)} = {parts}$, {every}", parts=[form_of(c) for c in coefficients])
            self.declare(rest, rf"${_tex(rest)} \in {self._space()}$ with ${orthogonal} = 0$")
        else:
            self.declare(x, rf"${_tex(x)} = {parts} + {_tex(rest)}$ with ${orthogonal} = 0$, {every}",
                         parts=[form_of(c) for c in coefficients] + [rest])
        return Decomposition(Shown(x, split.vector), tuple(coefficients), Shown(rest, split.remainder))

    def is_generic(self, decomposition) -> bool:
        return isinstance(decomposition, Decomposition)

    def shape_of(self, value) -> str:
        return self.paired.shape_of(value_of(value))

    def foreign_symbols(self, value) -> set:
        return self.paired.foreign_symbols(value_of(value))

    def foreign_in_function(self, value, argument) -> set:
        return self.paired.foreign_in_function(value_of(value), value_of(argument))

    def fresh_argument(self):
        return self.paired.fresh_argument()

    def vec(self, entries):
        value = self.paired.vec([value_of(e) for e in entries])
        self._literals += 1
        return Shown(F.VecLit(sp.Tuple(*[form_of(e) for e in entries]), sp.Integer(self._literals)), value)

    def coordinate_vector(self, name):
        """``e_i``, any i; ``e_j`` when a maximum over the coordinates (``max_i``) is shown, whose index is bound."""
        index = "j" if self._maxima else "i"
        form = F.VectorSymbol(f"{name}_{index}")
        self._names.add(name)
        self.declare(form, f"${_tex(form)}$ is the ${index}$-th standard basis vector, for any ${index}$")
        return Shown(form, self.paired.coordinate_vector(name))

    def coordinate_slack(self, e):
        """``S = (d - 1) q - v_i^2``, shown by its name (the lemma ``coordinate_bound`` makes it >= 0)."""
        q = sp.Symbol("q", nonnegative=True, positive=self.nonconstant or None)
        v_i = F.Coordinate(F.VectorSymbol("v"), sp.Symbol("i") - 1)
        S = sp.Symbol("S", nonnegative=True)
        # (d - 1) q as Lemma 11 and the reasons write it (the printer would order it q (d - 1))
        self.declare(S, rf"${_tex(S)} = ({_tex(self.d)} - 1) {_tex(q)} - {_tex(v_i**2)} \geq 0$ "
                        f"({lemma_reference(['coordinate_bound'])})")
        return Shown(S, self.paired.coordinate_slack(value_of(e)))

    def scalar_loss(self, name):
        symbol = sp.Symbol(name)
        # the statement introduces the loss ("for any smooth scalar loss"): the proof does not restate it
        self.declare(symbol, "")
        return _ShownLoss(name, self.paired.scalar_loss(name))

    def number(self, value):
        return check_exact(value)

    # -- operations ------------------------------------------------------------

    def total(self, x):
        return Shown(F.Total(form_of(x)), self.paired.total(value_of(x)))

    def dot(self, x, y):
        return Shown(F.Dot(form_of(x), form_of(y)), self.paired.dot(value_of(x), value_of(y)))

    def norm2(self, x):
        return Shown(F.Norm2(form_of(x)), self.paired.norm2(value_of(x)))

    def sqrt(self, x):
        return Shown(sp.sqrt(form_of(x)), self.paired.sqrt(value_of(x)))

    def _values_of(self, f, at):
        form = form_of(at)

        def g(point):
            return value_of(f(Shown(form, point)))

        return g

    def D(self, f, at, direction):
        """``D_t f(z)`` at the input z; ``d/ds f(at + s t)`` at s = 0 at any other point (a parameter)."""
        value = self.paired.D(self._values_of(f, at), value_of(at), value_of(direction))
        if form_of(at) == F.Z:
            return Shown(F.DirDeriv(form_of(f(at)), form_of(direction)), value)
        s = sp.Symbol("tau", real=True)  # not s: s is the mean square of RMSNorm
        # the form of f along the line; the value passed is the point's (only the form is kept)
        moved = f(Shown(plus(form_of(at), s * form_of(direction)), value_of(at)))
        return Shown(F.DerivAt(form_of(moved), s), value)

    def jacobian(self, f, at):
        inner = f(at)
        value = self.paired.jacobian(self._values_of(f, at), value_of(at))
        return Shown(F.Jac(form_of(inner)), value)

    def eye(self):
        return Shown(F.MatrixName("I"), self.paired.eye())

    def outer(self, a, b):
        return Shown(F.Outer(form_of(a), form_of(b)), self.paired.outer(value_of(a), value_of(b)))

    def diag(self, x):
        return Shown(F.Diag(form_of(x)), self.paired.diag(value_of(x)))

    def trace(self, M):
        return Shown(F.Trace(form_of(M)), self.paired.trace(value_of(M)))

    def coordinates(self, x):
        entries = self.paired.coordinates(value_of(x))
        form = form_of(x)
        # a literal's coordinates too: gamma_3 once the example names gamma (printed as the entry otherwise)
        return [Shown(F.Coordinate(form, sp.Integer(i)), e) for i, e in enumerate(entries)]

    def max_abs(self, gamma):
        """The maximum shown as ``G`` (``G'`` for a second gain), declared as ``G = max_i |gamma_i|``, and the slack
        as ``sigma``; a weighted sum of squares with that slack is shown term by term with the maximum named ``G``."""
        big, slack = self.paired.max_abs(value_of(gamma))
        g = form_of(gamma)
        big_form = F.MaxAbs(g)
        sigma = F.VectorSymbol("sigma")
        defined = _tex(minus(big_form**2 * F.ONE, F.Hadamard(g, g)))
        self.declare(sigma, rf"$\sigma = {defined}$, whose coordinates are $\geq 0$")
        bound = next((b for b, gain, _ in self._maxima.values() if gain == g), None)
        if bound is None:
            bound = sp.Symbol("G" + "'" * len({gain for _, gain, _ in self._maxima.values()}))
            self.declare(bound, rf"${_tex(bound)} = {_tex(big_form)}$")
        self._maxima[id(slack)] = (bound, g, slack)  # the slack kept, so that its id stays its own
        # the rows show the maximum by its name, the one the "where" clause declares
        return Shown(bound, big), Shown(sigma, slack)

    def cauchy_schwarz(self, a, b):
        value = self.paired.cauchy_schwarz(value_of(a), value_of(b))
        form = F.Norm2(form_of(a)) * F.Norm2(form_of(b)) - F.Dot(form_of(a), form_of(b)) ** 2
        return Shown(form, value)

    def weighted_norm2(self, weight, x):
        value = self.paired.weighted_norm2(value_of(weight), value_of(x))
        named = self._maxima.get(id(value_of(weight)))
        if named is not None:  # the slack of max_abs: sum_i (G^2 - gamma_i^2) x_i^2
            bound, gain, _ = named
            return Shown(F.SlackSquares(bound, gain, form_of(x)), value)
        form = F.Total(F.Hadamard(*_flat_hadamard(form_of(weight)), form_of(x), form_of(x)))
        return Shown(form, value)

    # -- the named definitions ---------------------------------------------------

    def apply_definition(self, fn, *args, **kwargs):
        """Evaluate a definition of :mod:`symln.model` in the paired model; show it by its name."""
        self._record_roles(fn.__name__, args, kwargs)
        if fn.__name__ == "gradient":
            return self._gradient(fn, *args, **kwargs)
        form = self._definition_form(fn.__name__, [form_of(a) for a in args], {k: form_of(v) for k, v in kwargs.items()})
        if form is None:  # a definition without a notation of its own: show its body
            return fn(self, *args, **kwargs)
        value = fn(self.paired, *[value_of(a) for a in args], **{k: value_of(v) for k, v in kwargs.items()})
        return Shown(form, value)

    def _record_roles(self, name, args, kwargs):
        """Remember the literal arguments (vectors, numbers) of a definition by their role."""
        roles = ROLES.get(name, ())
        given = dict(zip(roles, args))
        given.update({k: v for k, v in kwargs.items() if k in roles})
        for role, value in given.items():
            if value is None:
                continue
            form = form_of(value)
            if isinstance(form, F.VecLit) or (form.is_number if isinstance(form, sp.Expr) else False):
                found = self.role_literals.setdefault(role, [])
                if form not in found:
                    found.append(form)

    def _gradient(self, fn, f, at):
        """``grad_x f(x)`` at x = at (the value: the paired model's gradient of f)."""
        x = F.VectorSymbol("x")
        shown_f = f(Shown(x, value_of(at)))  # only the form is kept
        value = fn(self.paired, self._values_of(f, at), value_of(at))
        return Shown(F.GradientAt(form_of(shown_f), x, form_of(at)), value)

    def _definition_form(self, name, args, kwargs):
        at_z = bool(args) and args[0] == F.Z
        if name == "mean":
            return sp.Symbol("mu", real=True) if at_z else F.MeanOf(args[0])
        if name == "center":
            return F.VectorSymbol("v") if at_z else F.CenterOf(args[0])
        if name == "variance":
            if at_z:
                return sp.Symbol("q", nonnegative=True, positive=self.nonconstant or None)
            return F.VarianceOf(args[0])
        if name == "core":
            x, eps = _arguments(args, kwargs, ("x", "eps"))
            return F.CoreOf(eps, x)
        if name == "layer_norm":
            x, gamma, beta, eps = _arguments(args, kwargs, ("x", "gamma", "beta", "eps"))
            return F.OutputOf(x, gamma, beta, eps)
        if name == "centering_matrix":
            return F.MatrixName("P")
        if name == "core_jacobian":
            eps, at = _arguments(args, kwargs, ("eps", "at"), defaults={"at": None})
            return F.Jac(F.CoreOf(eps, F.Z if at is None else at))
        # RMSNorm (symln.rms): s, r_eps(x), the output and its Jacobian
        if name == "mean_square":
            return F.MeanSquareOf(args[0])
        if name == "rms_core":
            x, eps = _arguments(args, kwargs, ("x", "eps"))
            return F.RmsOf(eps, x)
        if name == "rms_norm":
            x, gamma, beta, eps = _arguments(args, kwargs, ("x", "gamma", "beta", "eps"))
            return F.RmsOutputOf(x, gamma, beta, eps)
        if name == "rms_jacobian":
            eps, at = _arguments(args, kwargs, ("eps", "at"), defaults={"at": None})
            return F.Jac(F.RmsOf(eps, F.Z if at is None else at))
        return None


class _ShownLoss:
    """A scalar loss of the paired model, shown as ``l(y)`` and ``grad l(y)``."""

    def __init__(self, name: str, paired_loss):
        self.symbol = sp.Symbol(name)
        self.paired = paired_loss

    def __call__(self, y):
        return Shown(F.LossOf(self.symbol, form_of(y)), self.paired(value_of(y)))

    def gradient(self, y):
        return Shown(F.GradOf(self.symbol, form_of(y)), self.paired.gradient(value_of(y)))


def _tex(form) -> str:
    return latex(form, inline=True)


def _arguments(args, kwargs, names, defaults=None):
    values = dict(defaults or {})
    values.update(zip(names, args))
    values.update(kwargs)
    missing = [n for n in names if n not in values]
    if missing:
        raise TypeError(f"missing argument(s) {', '.join(missing)}")
    return [values[n] for n in names]
