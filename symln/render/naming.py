r"""The names a worked example gives its values: ``z = (-1, 1)``, ``\varepsilon = 3``, stated once.

A claim body of a worked example passes literals to the named definitions
(``core(m, m.vec([-1, 1]), m.number(3))``).  Printed as they stand, every line
would repeat them, and a number in the place of eps would sit in the subscript
where coordinates go (``u_3(z)``).  :func:`naming_of` reads the literals the
presentation model recorded by role (:data:`~symln.render.present.ROLES`) and
names each role that received exactly one value and whose name the body does
not use otherwise: the input is ``z``, the gain ``gamma``, the bias ``beta``,
the stabilizer ``\varepsilon``.  A :class:`Naming` rewrites forms with those
names (a number only in its own slot, so the 3 of ``q + 3`` stays a 3) and
lists the bindings for the document's "where" clause.

Two values of eps in one claim (E6) stay unnamed; the printer shows each as
an evaluation, ``u_\varepsilon(z) |_{\varepsilon = 1/3}``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import sympy as sp

from . import forms as F

__all__ = ["Naming", "naming_of"]

#: the name each role of a definition's argument is shown by
ROLE_NAMES = {"x": F.Z, "at": F.Z, "gamma": F.VectorSymbol("gamma"), "beta": F.VectorSymbol("beta"), "eps": sp.Symbol("varepsilon")}
#: the body's own name that, when used, keeps a role from being named
OWN_NAMES = {"x": "z", "at": "z", "gamma": "gamma", "beta": "beta", "eps": "eps"}


@dataclass
class Naming:
    """Literal vectors and slot values shown by a name, and the bindings that state them."""

    #: literal vector form -> name
    vectors: dict = field(default_factory=dict)
    #: role ("eps", "beta") -> the number shown by the role's name in that slot
    slots: dict = field(default_factory=dict)
    #: ``(name, value form)`` in the order the roles were named
    bindings: list = field(default_factory=list)
    #: show the Jacobians of the two cores at the input z by the table's names J and J_r (a proof whose reasons
    #: write J then writes it in its rows too)
    jacobians: bool = False

    def __bool__(self) -> bool:
        return bool(self.vectors or self.slots or self.jacobians)

    def __call__(self, form):
        """*form* with the named literals replaced by their names."""
        if self.vectors:
            form = form.xreplace(self.vectors)
        if self.slots:
            form = form.replace(lambda e: isinstance(e, (F.CoreOf, F.OutputOf, F.RmsOf, F.RmsOutputOf)), self._slot)
        if self.jacobians:
            form = form.replace(_core_jacobian, lambda e: F.MatrixName(_jacobian_name(e)))
            # the derivative along a direction, D u_eps(z) t, is the Jacobian applied to it: J t
            form = form.replace(_core_derivative, lambda e: F.Apply(F.MatrixName(_jacobian_name(e)), e.args[1]))
        return form

    def _slot(self, node):
        args = list(node.args)
        where = {"eps": 0} if isinstance(node, (F.CoreOf, F.RmsOf)) else {"beta": 2, "eps": 3}
        for role, index in where.items():
            if role in self.slots and args[index] == self.slots[role]:
                args[index] = ROLE_NAMES[role]
        return node.func(*args)


def _core_jacobian(e) -> bool:
    """``D u_eps(z)`` or ``D r_eps(z)``: the Jacobian of a core at the input z, with a symbolic epsilon."""
    if not isinstance(e, F.Jac) or not isinstance(e.args[0], (F.CoreOf, F.RmsOf)):
        return False
    eps, x = e.args[0].args
    return x == F.Z and not eps.is_number


def _jacobian_name(e) -> str:
    return "J" if isinstance(e.args[0], F.CoreOf) else "J_r"


def _core_derivative(e) -> bool:
    """``D u_eps(z) t`` or ``D r_eps(z) t``: a core's derivative at the input z along a direction, symbolic epsilon."""
    if not isinstance(e, F.DirDeriv) or not isinstance(e.args[0], (F.CoreOf, F.RmsOf)):
        return False
    eps, x = e.args[0].args
    return x == F.Z and not eps.is_number


def _key(form):
    """Literals with equal entries (made by different ``m.vec`` calls) count as one value."""
    return form.args[0] if isinstance(form, F.VecLit) else form


def naming_of(m) -> Naming:
    """The naming of the presentation model *m* after it evaluated a claim body."""
    naming = Naming()
    literals = dict(m.role_literals)
    if "at" in literals:  # core_jacobian(eps, at=z): the same role as the input of core(x)
        literals["x"] = literals.get("x", []) + [f for f in literals.pop("at") if f not in literals.get("x", [])]
    used_z = getattr(m, "_z", None) is not None
    for role in ("x", "eps", "gamma", "beta"):
        forms = literals.get(role, [])
        if not forms or len({_key(f) for f in forms}) != 1:
            continue
        if role == "eps" and forms[0] == 0:  # no stabilization: shown as u_0, not as a value of epsilon
            continue
        if (role == "x" and used_z) or OWN_NAMES[role] in m._names or OWN_NAMES[role] in m._scalars:
            continue
        name = ROLE_NAMES[role]
        if isinstance(forms[0], F.VecLit):
            naming.vectors.update({f: name for f in forms})
        else:
            naming.slots[role] = forms[0]
        naming.bindings.append((name, forms[0]))
    return naming
