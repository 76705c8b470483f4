r"""Permutation equivariance, and an exact Jacobian check at large d built on it.

Permutations.  A permutation ``p`` of ``{0, ..., d-1}`` is a tuple (``p[i]``
is the image of ``i``).  It acts on R^d by ``(Pi_p x)_{p(i)} = x_i``, so
``Pi_p e_i = e_{p(i)}``, ``Pi_p^{-1} = Pi_p^T`` and, for a matrix,

.. math::  (\Pi M \Pi^T)_{p(i)\,p(j)} = M_{ij}.

A map f is *equivariant* if ``f(Pi z) = Pi f(z)`` for every permutation and
every z; a scalar g is *invariant* if ``g(Pi z) = g(z)``.

Why two entries decide a Jacobian identity ``J_f(z) = C(z)`` at dimension d.
Let ``E = J_f - C`` on the domain ``z in R^d``, ``eps > 0`` (permutations map
it onto itself).

1. *Generators* (checked exactly at each d).  ``tau = (0 1)`` and the cycle
   ``c: i -> i+1 mod d`` generate S_d: ``c^k tau c^{-k} = (k  k+1)`` for
   ``k = 0..d-2``, and adjacent transpositions generate S_d (bubble sort).  If
   ``f(g z) = g f(z)`` for ``g`` in ``{tau, c}`` and all z, then
   ``f(gh z) = g f(h z) = gh f(z)``, so f is equivariant.  :func:`check_equivariant`
   checks the two identities exactly, with z symbolic: identical expression
   trees are equal, anything else goes to the model's exact judge.
2. *Chain rule.*  Differentiating ``f(Pi z) = Pi f(z)`` in z gives
   ``J(Pi z) Pi = Pi J(z)``, that is ``J(Pi z) = Pi J(z) Pi^T``.
3. *The closed form by construction.*  C is given as a matrix of the
   general-d algebra (:mod:`symln.prove.models.algebra`): ``sum c diag(m) + sum c a b^T``.
   :func:`structure_obstruction` checks that every monomial ``m, a, b`` is a
   Hadamard power of ``v = P z`` (or **1**) and every coefficient depends only
   on d, q, mu and declared constants (such as eps).  At dimension d such a
   matrix *means* the same sums with ``v = center(z)``, ``q = variance(z)``,
   ``mu = mean(z)`` (:func:`instantiate_entry`).  Because ``center`` is
   equivariant and ``mean``, ``variance`` are invariant (checked exactly at
   each d for tau and c, hence for all of S_d by step 1), and
   ``(Pi a) * (Pi b) = Pi (a * b)``, ``diag(Pi a) = Pi diag(a) Pi^T``,
   ``(Pi a)(Pi b)^T = Pi a b^T Pi^T``, we get ``C(Pi z) = Pi C(z) Pi^T``.
4. *Orbits.*  Hence ``E(Pi z) = Pi E(z) Pi^T``.  For ``i != j`` take p with
   ``p(0) = j``, ``p(1) = i`` and ``w = Pi_p^{-1} z``; then
   ``E(z)_{ij} = E(Pi_p w)_{p(1) p(0)} = E(w)_{10}``.  Likewise
   ``E(z)_{ii} = E(w)_{00}`` with ``p(0) = i``.  So if ``E_00`` and ``E_10``
   vanish identically, as functions of all d coordinates and eps, then E = 0
   (for d = 1, ``E_00`` is the whole matrix).
5. *The two entries* are the first column of J, one directional derivative
   along ``e_0`` (dual numbers, :meth:`ConcreteModel.D`) at the symbolic
   point, compared with the instantiated closed form by
   :func:`symln.prove.decide.identities.are_zero` (through the model's exact judge).

Every identity above is checked at a symbolic point of the concrete model
(:class:`symln.prove.models.concrete.ConcreteModel`).  Its ``"plain"`` point
``z = (z1, ..., zd)`` and its ``"centered"`` point
``z_i = m + c_i`` (i < d), ``z_d = m - (c_1 + ... + c_{d-1})`` both cover
R^d (the second is a linear bijection of R x R^(d-1) onto R^d), so an
identity holds for all z iff it holds at either point with its symbols free.
The centered point is the default: there ``v = center(z)`` has single-symbol
entries, SymPy's expressions stay O(d) in size, and d = 64 takes a few
hundredths of a second instead of about a second with the plain point.

The naive check (:func:`check_naive`) builds all d^2 entries of J and of C in
the concrete model and compares them; it needs none of the above, and the
tests compare the two on small d.

>>> from symln.model import center, centering_matrix
>>> ident = JacobianIdentity(lambda m, x: center(m, x), lambda m: centering_matrix(m), label="D(Pz) = P")
>>> check_structured(ident, 5).ok
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import sympy as sp

from ...model import center, mean, variance
from .algebra import Mat
from .concrete import ConcreteModel
from .coords import Coords
from .general import GeneralModel
from ..language.relations import Check

__all__ = [
    "JacobianIdentity",
    "GeneralForm",
    "generators",
    "permute",
    "check_equivariant",
    "check_invariant",
    "structure_obstruction",
    "instantiate_entry",
    "prove_general",
    "check_structured",
    "check_naive",
]

Permutation = tuple[int, ...]


@dataclass(frozen=True)
class JacobianIdentity:
    """The identity ``D f(z) = C(z)`` for all z (and all declared constants).

    ``f(m, x)`` is the map and ``closed_form(m)`` the claimed Jacobian at
    ``m.z``, both written against the model API (:mod:`symln.model`), so the
    same definitions run in the general-d and the concrete model.
    """

    f: Callable
    closed_form: Callable
    label: str = "D f = C"


# ---------------------------------------------------------------------------
# permutations


def generators(d: int) -> tuple[Permutation, ...]:
    """``(0 1)`` and the cycle ``i -> i+1 mod d``: generators of S_d (see the module doc).

    >>> generators(1), generators(2), generators(3)
    ((), ((1, 0),), ((1, 0, 2), (1, 2, 0)))
    """
    if not isinstance(d, int) or d < 1:
        raise ValueError(f"d: expected a positive integer, got {d!r}")
    if d == 1:
        return ()
    swap = (1, 0) + tuple(range(2, d))
    cycle = tuple(range(1, d)) + (0,)
    return (swap,) if d == 2 else (swap, cycle)


def permute(x: Coords, p: Sequence[int]) -> Coords:
    """``Pi_p x``: the entry ``x_i`` moves to position ``p[i]``.

    >>> permute(Coords("abc"), (1, 2, 0)).entries
    ('c', 'a', 'b')
    """
    if sorted(p) != list(range(len(x))):
        raise ValueError(f"p: expected a permutation of 0..{len(x) - 1}, got {tuple(p)!r}")
    out = [None] * len(x)
    for i, target in enumerate(p):
        out[target] = x[i]
    return Coords(out)


def check_equivariant(m: ConcreteModel, f: Callable, *, perms: Sequence[Permutation] | None = None) -> Check:
    """Exactly: ``f(Pi z) = Pi f(z)`` at the symbolic point ``m.z`` for each permutation.

    With the default *perms* (:func:`generators`) a True answer means f is
    equivariant under all of S_d.
    """
    fz = _vector_value(m, f(m.z), "f")
    return _for_each(m, perms, "f(Pi z) = Pi f(z)",
                     lambda p: _judge_equal(m, _vector_value(m, f(permute(m.z, p)), "f"), permute(fz, p)))


def check_invariant(m: ConcreteModel, g: Callable, *, perms: Sequence[Permutation] | None = None) -> Check:
    """Exactly: ``g(Pi z) = g(z)`` at the symbolic point ``m.z`` for each permutation."""
    gz = g(m.z)
    return _for_each(m, perms, "g(Pi z) = g(z)", lambda p: _judge_equal(m, g(permute(m.z, p)), gz))


def _for_each(m: ConcreteModel, perms, statement: str, check_at: Callable[[Permutation], Check]) -> Check:
    """``check_at(p)`` for each permutation p (the generators of S_d by default); the first that fails, named."""
    for p in generators(int(m.d)) if perms is None else perms:
        check = check_at(p)
        if check.ok is not True:
            check.detail = f"{statement} for p = {tuple(p)}: {check.detail}"
            return check
    return Check(True)


def _judge_equal(m: ConcreteModel, lhs, rhs) -> Check:
    """Identical expressions are equal; otherwise the model's exact judgement decides.

    SymPy builds ``f(Pi z)`` from the same definitions as ``f(z)`` with the
    symbols relabelled, and its canonical ordering of sums and products
    usually returns the same expressions, so the shortcut is the common case
    and the exact zero test the fallback.
    """
    pairs = zip(lhs.entries, rhs.entries) if isinstance(lhs, Coords) else [(lhs, rhs)]
    seen: set = set()
    if all(_identical(a, b, seen) for a, b in pairs):
        return Check(True)
    return m.judge_equal(lhs, rhs)


def _identical(a, b, seen: set) -> bool:
    """Whether *a* and *b* are the same expression tree (then they are equal).

    A SymPy expression is determined by its class and its arguments
    (``e.func(*e.args) == e``), so equal classes and pairwise identical
    arguments, down to equal atoms, make equal expressions.  Unlike ``==``,
    which walks the whole *tree* when SymPy's cache has handed out distinct
    copies of shared subexpressions, each pair of subexpressions is compared
    once (*seen* holds the pairs already matched).  False means only "not
    shown identical".
    """
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        if x is y or (id(x), id(y)) in seen:
            continue
        if not isinstance(x, sp.Basic) or not isinstance(y, sp.Basic):
            if x != y:
                return False
        elif type(x) is not type(y) or hash(x) != hash(y) or len(x.args) != len(y.args):
            return False
        elif not x.args:
            if x != y:
                return False
        else:
            stack.extend(zip(x.args, y.args))
        seen.add((id(x), id(y)))
    return True


def _vector_value(m: ConcreteModel, value, what: str) -> Coords:
    if not isinstance(value, Coords) or len(value) != m.d:
        raise ValueError(f"{what}: expected a vector of length {m.d}, got {type(value).__name__}")
    return value


# ---------------------------------------------------------------------------
# the closed form: a general-d matrix, equivariant by construction


@dataclass(frozen=True)
class GeneralForm:
    """A closed form evaluated once in the general-d model."""

    model: GeneralModel
    matrix: Mat

    @classmethod
    def of(cls, identity: JacobianIdentity) -> GeneralForm:
        model = GeneralModel()
        matrix = identity.closed_form(model)
        if not isinstance(matrix, Mat):
            raise ValueError(f"closed_form: expected a general-d matrix, got {type(matrix).__name__}")
        return cls(model, matrix)


def structure_obstruction(form: GeneralForm) -> str | None:
    """Why *form* is not equivariant by construction (step 3 of the module doc), or None.

    Allowed: monomials made of the atom ``v`` only (including **1**), and
    coefficients whose free symbols are d, q, mu or constants declared with
    ``m.scalar``.  Anything else (a fixed vector such as a gain, an opaque
    total, a decomposition coefficient) may break the symmetry.
    """
    g = form.model
    allowed = {g.d, g.q, g.mu} | set(g.declared_scalars)
    for key, c in form.matrix.terms.items():
        atoms = {a for monomial in key[1:] for a in monomial}
        if atoms - {"v"}:
            return f"the closed form uses the vector(s) {', '.join(sorted(atoms - {'v'}))}, not functions of z"
        strange = c.free_symbols - allowed
        if strange:
            names = ", ".join(sorted(map(str, strange)))
            return f"a coefficient of the closed form depends on {names}, not only on d, q, mu and constants"
    return None


def _instantiation(form: GeneralForm, m: ConcreteModel) -> tuple[dict, list]:
    """The values of d, q, mu and of the atom v at dimension ``m.d`` and the point ``m.z``."""
    g = form.model
    scalars = {g.d: sp.Integer(m.d), g.q: variance(m, m.z), g.mu: mean(m, m.z)}
    return scalars, list(center(m, m.z))


def _entry(form: GeneralForm, values: tuple[dict, list], i: int, j: int) -> sp.Expr:
    scalars, v = values
    total = sp.S.Zero
    for key, c in form.matrix.terms.items():
        c = c.xreplace(scalars)
        if key[0] == "diag":
            if i == j:
                total += c * v[i] ** len(key[1])
        else:
            total += c * v[i] ** len(key[1]) * v[j] ** len(key[2])
    return total


def instantiate_entry(form: GeneralForm, m: ConcreteModel, i: int, j: int) -> sp.Expr:
    """Entry ``(i, j)`` of the general-d matrix at dimension ``m.d`` and the point ``m.z``.

    ``c diag(v^k)`` contributes ``c v_i^k [i = j]`` and ``c v^a (v^b)^T``
    contributes ``c v_i^a v_j^b``, with ``v = center(z)`` and d, q, mu replaced
    by ``m.d``, ``variance(z)``, ``mean(z)``.
    """
    why = structure_obstruction(form)
    if why is not None:
        raise ValueError(f"form: {why}")
    if not (0 <= i < m.d and 0 <= j < m.d):
        raise ValueError(f"(i, j): expected indices in 0..{m.d - 1}, got {(i, j)!r}")
    return _entry(form, _instantiation(form, m), i, j)


# ---------------------------------------------------------------------------
# the checks


def prove_general(identity: JacobianIdentity) -> Check:
    """The identity for a symbolic d: J derived in the general-d model, compared exactly."""
    return _derived_and_compared(identity, GeneralModel(), "general d")


def check_structured(
    identity: JacobianIdentity, d: int, *, form: GeneralForm | None = None, parametrization: str = "centered"
) -> Check:
    """The identity at dimension d from two entries (module doc, steps 1-5).

    ``True`` proves ``J_f = C`` at dimension d; ``False`` refutes it (an entry
    differs); ``None`` means the symmetry argument does not apply (f or C not
    shown equivariant) or an entry was undecided.  *form* (from
    :meth:`GeneralForm.of`) evaluates the general-d closed form once for many
    d.  ``f(m, x)`` is called several times per model, so it may declare
    scalars (``m.scalar`` returns the same symbol again) but not vectors.
    """
    form = GeneralForm.of(identity) if form is None else form
    where = f"{identity.label}, d={d}"
    why = structure_obstruction(form)
    if why is not None:
        return Check(None, f"{where}: two entries do not decide the identity: {why}")
    m = ConcreteModel(d, parametrization=parametrization)

    def f(x):
        return identity.f(m, x)

    equivariant = check_equivariant(m, f)
    if equivariant.ok is not True:
        why = f"f is not shown equivariant: {equivariant.detail}"
        return Check(None, f"{where}: two entries do not decide the identity: {why}")
    lemmas = [
        ("center is equivariant", check_equivariant(m, lambda x: center(m, x))),
        ("mean is invariant", check_invariant(m, lambda x: mean(m, x))),
        ("variance is invariant", check_invariant(m, lambda x: variance(m, x))),
    ]
    for name, lemma in lemmas:
        if lemma.ok is not True:
            return Check(None, f"{where}: lemma '{name}' not shown: {lemma.detail}")
    e0 = Coords([sp.S.One] + [sp.S.Zero] * (d - 1))
    column = _vector_value(m, m.D(f, m.z, e0), "D f")
    rows = (0,) if d == 1 else (0, 1)
    values = _instantiation(form, m)
    derived = Coords([column[i] for i in rows])
    closed = Coords([_entry(form, values, i, 0) for i in rows])
    check = m.judge_equal(derived, closed)
    if check.ok is not True:
        check.detail = f"{where}: entries {[(i, 0) for i in rows]} of J and C: {check.detail}"
    return check


def check_naive(identity: JacobianIdentity, d: int) -> Check:
    """The identity at dimension d entry by entry: all d^2 entries of J and of C.

    This is how a concrete-d claim checks it (``ConcreteModel(d)``, its default
    parametrization, J by differentiation along each e_j).
    """
    return _derived_and_compared(identity, ConcreteModel(d), f"d={d} (all entries)")


def _derived_and_compared(identity: JacobianIdentity, m, where: str) -> Check:
    """J derived in *m* (along every direction) and compared exactly with the closed form there."""
    check = m.judge_equal(m.jacobian(lambda x: identity.f(m, x), m.z), identity.closed_form(m))
    if check.ok is not True:
        check.detail = f"{identity.label}, {where}: {check.detail}"
    return check
