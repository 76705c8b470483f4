"""Step 1 of :mod:`.codegen`: the evaluation atoms of a derived kernel value.

z enters as its rows centered once in floating point, ``z_c``, through
``v = z_c - (<1, z_c>/d) 1`` (or as given, atom ``z``, for a kernel derived at an
input it does not center: RMSNorm); :func:`plan_piece` rewrites a value in those atoms and
:func:`check_products` confirms that a kernel's numeric rewrite equals its
derived value exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp

from ..prove.models.algebra import ONE, Mat, Monomial, Space, Vec
from ..prove.decide.exprs import as_expr
from ..prove.decide.identities import is_zero
from .derivation import Kernel
from .printing import CodegenError

__all__ = ["Plan", "plan_piece", "check_products", "monomial_atoms", "coefficients", "substitute", "CANCELLING"]

#: kernels whose terms can cancel: ``J t`` with t nearly along v when q >> eps
#: (t/s and v <t,v>/(d s^3) agree to (q + eps)/eps; for RMSNorm t nearly along z when
#: <z, z>/d >> eps), and ``gamma * u + beta`` when beta cancels the scaled core.  Both printers check their rows and recompute those that cancel;
#: codegen prints the set into _generated.py for the numpy driver (symln.kernels.array).
CANCELLING = frozenset({"jvp", "jvp_gamma", "vjp", "vjp_gamma", "layer_norm",
                        "rms_jvp", "rms_jvp_gamma", "rms_vjp", "rms_vjp_gamma", "rms_norm"})


@dataclass
class Plan:
    kernel: Kernel
    space: Space
    value: object
    centered: dict  # argument -> centered atom name
    raw: tuple
    q: sp.Expr | None

    @property
    def z(self) -> str:
        """The atom that carries z: ``zc`` (centered once) or ``z`` (as given)."""
        return self.centered.get("z", "z")

    def is_scale(self, c) -> bool:
        """Whether the coefficient *c* depends on the row's scale only: q (layer norm) or ``<z, z>``
        (z as given, RMSNorm), eps and d; the term of an input with such a coefficient dominates
        (``J t = t/sqrt(q + eps) + ...``) and the printers compute it first."""
        scale = {self.space.total_of((self.z, self.z))} if self.z == "z" else set()
        return all(self.space.monomial_of(s) is None or s in scale for s in as_expr(c).free_symbols)


def monomial_atoms(value) -> set[str]:
    names: set[str] = set()
    if isinstance(value, Vec):
        for m in value.terms:
            names.update(m)
    elif isinstance(value, Mat):
        for key in value.terms:
            for m in key[1:]:
                names.update(m)
    return names


def coefficients(value) -> list:
    if isinstance(value, (Vec, Mat)):
        return [as_expr(c) for c in value.terms.values()]
    return [as_expr(value)]


def product(space: Space, sub: dict, m: Monomial) -> Vec:
    out = Vec(space, {ONE: sp.S.One})
    for a in m:
        out = out * sub[a]
    return out


def substitute(value, old: Space, new: Space, sub: dict):
    """*value* with each atom ``a`` replaced by the vector ``sub[a]`` of *new* (totals included)."""
    totals = {}
    for c in coefficients(value):
        for s in c.free_symbols:
            m = old.monomial_of(s)
            if m is not None and s not in totals:
                totals[s] = product(new, sub, m).total()

    def scalar(c):
        return as_expr(c).xreplace(totals)

    if isinstance(value, Vec):
        out = Vec(new, {})
        for m, c in value.terms.items():
            out = out + product(new, sub, m) * scalar(c)
        return out
    if isinstance(value, Mat):
        terms: dict = {}

        def add(key, c):
            terms[key] = terms.get(key, sp.S.Zero) + c

        for key, c in value.terms.items():
            c = scalar(c)
            if key[0] == "diag":
                for m, cm in product(new, sub, key[1]).terms.items():
                    add(("diag", m), c * cm)
            else:
                for a, ca in product(new, sub, key[1]).terms.items():
                    for b, cb in product(new, sub, key[2]).terms.items():
                        add(("outer", a, b), c * ca * cb)
        return Mat(new, terms)
    return scalar(value)


def check_products(kernel: Kernel) -> None:
    """The rewrite ``numeric_value`` equals ``value`` once each product atom is expanded."""
    if kernel.numeric_value is None:
        return
    space = kernel.space
    sub = {a: Vec.atom(space, a) for a in space.atoms}
    for name, factors in kernel.products.items():
        sub[name] = product(space, {a: Vec.atom(space, a) for a in factors}, factors)
    pairs = zip(Kernel.pieces_of(kernel.numeric_value), Kernel.pieces_of(kernel.value))
    for (d1, rewritten), (d2, value) in pairs:
        diff = substitute(rewritten, space, space, sub) - value
        if d1 != d2 or any(is_zero(c) is not True for c in diff.terms.values()):
            raise CodegenError(f"{kernel.name}: the numeric rewrite differs from the derived value by {diff!r}")


def plan_piece(kernel: Kernel, value) -> Plan:
    """Step 1 of the module docstring for one piece of one kernel."""
    old = kernel.space
    used = monomial_atoms(value)
    for c in coefficients(value):
        for s in c.free_symbols:
            m = old.monomial_of(s)
            if m is not None:
                used.update(m)
    new = Space(old.d, old.q, split_squares=False)  # the kernels compute raw row totals
    one = Vec(new, {ONE: sp.S.One})
    sub, centered = {}, {}
    if kernel.centered:
        new.add_atom("zc")
        zc = Vec.atom(new, "zc")
        sub["v"] = zc - one * (zc.total() / new.d)
        centered = {"z": "zc"}
    for atom, argument in kernel.rename.items():
        new.add_atom(argument)
        sub[atom] = Vec.atom(new, argument)
    for a in (*kernel.params, *(x for x in (*kernel.rows[1:], *kernel.products) if x in used)):
        new.add_atom(a)
        sub[a] = Vec.atom(new, a)
    result = substitute(value, old, new, sub)
    raw = tuple(kernel.rename.get(a, a) for a in sub if a != "v" and a not in kernel.params)
    q = None
    if any(old.q in c.free_symbols for c in coefficients(result)):
        # |v|^2 / d with v = z_c - (<1,z_c>/d) 1, collected as (<z_c,z_c> - <1,z_c>^2/d) / d
        q = sp.collect(sp.expand((sub["v"] * sub["v"]).total()), new.d) / new.d
    return Plan(kernel, new, result, centered, raw, q)

