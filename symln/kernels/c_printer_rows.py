r"""The C of one piece of one kernel: its rows, totals and coefficients.

A piece (one case of d, :meth:`symln.kernels.derivation.Kernel.pieces_of`) is
evaluated from its plan (:func:`symln.kernels.plan.plan_piece`) in one of two
precisions:

* **fast**: z centered once into a scratch row ``zc`` (``z - fl(mean z) 1``),
  or used as given by a kernel that does not center (RMSNorm),
  the other inputs used where they are, products of inputs (``p = g * gamma``)
  rounded once into scratch rows; totals by blocked lane sums
  (``sym_sum``, ``sym_dot``);
* **exact**: z centered exactly into ``zc_hi + zc_lo`` and products split
  exactly (``two_prod``); totals accumulated in double-double
  (``sym_sum_dd``, ``sym_dot_dd``).

Either way the per-row coefficients are the same double-double code, printed
once per piece as ``<piece>_coefficients`` by :class:`DoubleDoublePrinter`.
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp

from ..prove.models.algebra import Monomial
from ..prove.decide.exprs import as_expr
from .c_passes import fast_pass
from .c_printer import DoubleDoublePrinter, print_dd_block
from .derivation import Kernel
from .plan import Plan, coefficients
from .printing import CodegenError, scalar_names

__all__ = ["Rows", "value_terms"]


def value_terms(value) -> list:
    """``[(key, coefficient)]`` of a Vec or Mat (key: monomial, or ``("diag", m)`` / ``("outer", a, b)``)."""
    return list(value.terms.items()) if hasattr(value, "terms") else [((), value)]


def reciprocal_root(exprs: list) -> tuple[list, tuple | None]:
    """*exprs* with every ``b^(k/2)`` written ``r^(-k)``, ``r = 1/sqrt(b)``, when they have one such base b.

    An exact renaming: the coefficients of J t have ``(q + eps)^(-1/2)`` and
    ``(q + eps)^(-3/2)``, which then cost one square root and one division per
    row instead of two each.  Returns ``(exprs, (r, b))``, or ``(exprs, None)``.
    """
    bases = {p.base for e in exprs for p in e.atoms(sp.Pow) if p.exp.is_Rational and p.exp.q == 2}
    if len(bases) != 1:
        return exprs, None
    (base,) = bases
    r = sp.Symbol("r", positive=True)

    def rename(e):
        return e.replace(lambda x: x.is_Pow and x.base == base and x.exp.is_Rational and x.exp.q == 2,
                         lambda x: r ** (-2 * x.exp))

    return [rename(e) for e in exprs], (r, base)


@dataclass
class Rows:
    """Rows, totals and coefficients of one piece (*plan*) of kernel *k*, named *name* in C."""

    k: Kernel
    plan: Plan
    name: str

    def __post_init__(self):
        self.params = set(self.k.params)
        self.coefs = [as_expr(c) for c in coefficients(self.plan.value)]
        symbols = set().union(*(c.free_symbols for c in self.coefs))
        if self.plan.q is not None:
            symbols |= self.plan.q.free_symbols
        space = self.plan.space
        totals = {s for s in symbols if space.monomial_of(s) is not None}
        # z is validated by its row statistics even where the value needs neither (d = 1)
        z = self.plan.z
        totals |= {space.total_of((z,)), space.total_of((z, z))} if z == "zc" else {space.total_of((z, z))}
        self.names = scalar_names(space, {})
        self.totals = sorted(totals, key=lambda s: self.names[s])
        for s in self.totals:
            m = space.monomial_of(s)
            if len(m) > 2 or self.params.intersection(m):
                raise CodegenError(f"{self.k.name}: no compiled row total for the monomial {m}")

    # -- inputs -------------------------------------------------------------------

    def argument(self, atom: str) -> int:
        """The index among the row arguments that atom *atom* comes from (z for zc; g for p = g * gamma)."""
        x = "z" if atom == "zc" else self.k.products.get(atom, (atom,))[0]
        return self.k.rows.index(x)

    def products(self) -> list[str]:
        return [p for p in self.k.products if p in self.plan.raw]

    def product_atoms(self) -> dict:
        """The product atoms this piece uses, with their factors (``{"p": ("g", "gamma")}``)."""
        return {p: self.k.products[p] for p in self.products()}

    def scratch(self, exact: bool) -> int:
        """Scratch rows (of d doubles) the fast or the exact prologue uses: the fast one computes its atoms."""
        return 2 * (1 + len(self.products())) if exact else 0

    def pointers(self, ind: str) -> list[str]:
        """The row and parameter pointers of row ``i``."""
        lines = [f"{ind}const double *restrict {x} = c->rows[{j}] + i * d;" for j, x in enumerate(self.k.rows)]
        used = set(self.plan.space.atoms) | {a for p in self.products() for a in self.k.products[p]}
        used = {a for a in used if a in self.params and self.uses(a)}
        lines += [f"{ind}const double *restrict {x} = c->params[{j}];" for j, x in enumerate(self.k.params) if x in used]
        return lines

    def uses(self, param: str) -> bool:
        """Whether the value or a product row reads the parameter *param*."""
        keys = [key for key, _ in value_terms(self.plan.value)]
        atoms = {a for key in keys for part in (key if key and isinstance(key[0], tuple) else (key,)) for a in part}
        atoms |= {a for key in keys if key and key[0] in ("diag", "outer") for part in key[1:] for a in part}
        return param in atoms or any(param in self.k.products[p] for p in self.products())

    def prologue(self, ind: str, *, exact: bool) -> list[str]:
        """Take the totals (fast: :mod:`.c_passes`; exact: from exactly centered rows) and validate them."""
        space = self.plan.space
        monomials = {self.names[s]: space.monomial_of(s) for s in self.totals}
        if exact:
            L = []
            if self.plan.z == "zc":
                L += [f"{ind}double *restrict zc_hi = ws, *restrict zc_lo = ws + d;",
                      f"{ind}sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);"]
            for n, (p, (a, b)) in enumerate(self.product_atoms().items(), start=1):
                L.append(f"{ind}double *restrict {p}_hi = ws + {2 * n} * d, *restrict {p}_lo = ws + {2 * n + 1} * d;")
                L.append(f"{ind}sym_product_dd({a}, {b}, {p}_hi, {p}_lo, d);")
            L += [f"{ind}const sym_dd {name} = {self.total_call(m)};" for name, m in monomials.items()]
        elif self.plan.z == "zc":
            first = [("sum_z", ("z",))] + [(n, m) for n, m in monomials.items() if "zc" not in m]
            L = fast_pass(first, self.product_atoms(), ind)
            L.append(f"{ind}const double mean = sum_z.hi / (double)d;")
            L += fast_pass([(n, m) for n, m in monomials.items() if "zc" in m], self.product_atoms(), ind)
        else:  # z as given (RMSNorm): one pass takes every total
            L = fast_pass(list(monomials.items()), self.product_atoms(), ind)
        return L + self.validation(ind)

    def validation(self, ind: str) -> list[str]:
        """``return SYM_BAD + j`` when the totals of row argument j are not finite (z first)."""
        by_argument: dict[int, list] = {}
        for s in self.totals:
            by_argument.setdefault(max(self.argument(a) for a in self.plan.space.monomial_of(s)), []).append(s)
        L = []
        for j in sorted(by_argument):
            ok = " && ".join(f"dd_isfinite({self.names[s]})" for s in by_argument[j])
            L.append(f"{ind}if (!({ok}))")
            L.append(f"{ind}    return SYM_BAD + {j};  /* {self.k.rows[j]}: NaN, inf or too large */")
        for j, x in enumerate(self.k.rows):
            if j not in by_argument:  # a row the value does not use (J t = 0 at d = 1) is validated all the same
                L.append(f"{ind}if (!dd_isfinite(sym_sum({x}, d)))")
                L.append(f"{ind}    return SYM_BAD + {j};  /* {x}: NaN, inf or too large */")
        return L

    def total_call(self, m: Monomial) -> str:
        """An exact total: ``sym_sum_dd`` or ``sym_dot_dd`` of the exactly held rows."""
        parts = [self.dd_row(a) for a in m]
        if len(m) == 1:
            return f"sym_sum_dd({parts[0]}, d)"
        return f"sym_dot_dd({parts[0]}, {parts[1]}, d)"

    def dd_row(self, atom: str) -> str:
        """``hi, lo`` pointers of a row atom in the exact prologue (lo NULL for an input as given)."""
        if atom == "zc" or atom in self.k.products:
            return f"{atom}_hi, {atom}_lo"
        return f"{atom}, NULL"

    # -- coefficients ---------------------------------------------------------------

    def scalar_bindings(self) -> tuple[dict, dict]:
        """``(names, doubles)``: C names of the symbols in the coefficients (totals, q, eps) and of d (a double)."""
        space = self.plan.space
        exprs = [*self.coefs, *([self.plan.q] if self.plan.q is not None else [])]
        names, doubles = {}, {}
        for s in set().union(*(e.free_symbols for e in exprs)):
            if space.monomial_of(s) is not None:
                names[s] = self.names[s]
            elif s == space.q:
                names[s] = "q"
            elif s == space.d:
                doubles[s] = "n"
            elif s.name == "eps":
                names[s] = "eps"
            else:
                raise CodegenError(f"{self.k.name}: no C binding for the symbol {s}")
        return names, doubles

    def needed(self) -> list:
        """The totals the coefficients use, in the order of :attr:`totals`."""
        names, _ = self.scalar_bindings()
        return [s for s in self.totals if s in names]

    def coefficients_function(self) -> list[str]:
        """``static SYM_INLINE int <name>_coefficients(totals..., eps, d, k)``: 1 if the coefficients are usable.

        Every coefficient in double-double, as the numpy path evaluates the
        leading ones in longdouble (the fast rows round them to double once).
        The row goes back to Python (0) when ``q + eps`` (the radicand of a kernel without q) lies outside
        ``SYM_TINY .. SYM_HUGE`` or a coefficient is not finite: double-double
        has the exponent range of a double, numpy's longdouble a wider one.
        """
        names, doubles = self.scalar_bindings()
        args = [f"sym_dd {self.names[s]}" for s in self.needed()]
        signature = ", ".join([*args, "sym_dd eps", "ptrdiff_t d", "sym_dd *k"])
        ind = "    "
        L = [f"static SYM_INLINE int {self.name}_coefficients({signature})", "{"]
        L.append(f"{ind}const double n = (double)d;" if doubles else f"{ind}(void)d;")
        if self.plan.q is not None:
            q = DoubleDoublePrinter(names, doubles=doubles).doprint(self.plan.q)
            L.append(f"{ind}const sym_dd q = dd_nonneg({q});")
            L.append(f"{ind}if (!sym_in_range(dd_add(eps, q)))")
            L.append(f"{ind}    return 0;")
        elif "eps" not in names.values():
            L.append(f"{ind}(void)eps;")
        coefs, root = reciprocal_root(self.coefs)
        if root is not None:
            r, base = root
            names[r] = "r"
            base = DoubleDoublePrinter(names, doubles=doubles).doprint(base)
            if self.plan.q is None:  # the scale of a kernel without q (RMSNorm: <z, z>/d + eps), in range as q + eps is
                L.append(f"{ind}if (!sym_in_range({base}))")
                L.append(f"{ind}    return 0;")
            L.append(f"{ind}const sym_dd r = dd_div(dd_from(1.0), dd_sqrt({base}));")
        shared, printed = print_dd_block(coefs, names, ind, doubles=doubles)
        L += shared + [f"{ind}k[{i}] = {text};" for i, text in enumerate(printed)]
        finite = " && ".join(f"dd_isfinite(k[{i}])" for i in range(len(printed)))
        L.append(f"{ind}return {finite};")
        L.append("}")
        return L

    def coefficients_call(self, ind: str) -> list[str]:
        if not self.coefs:
            return []
        totals = "".join(f"{self.names[s]}, " for s in self.needed())
        return [
            f"{ind}const sym_dd eps = dd_from(c->eps);",
            f"{ind}sym_dd k[{len(self.coefs)}];",
            f"{ind}if (!{self.name}_coefficients({totals}eps, d, k))",
            f"{ind}    return SYM_FALLBACK;",
        ]
