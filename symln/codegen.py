r"""Print the derived kernel values as numpy block kernels and mpmath twins.

``python -m symln.codegen --write`` regenerates :mod:`symln._generated_kernels`
from :func:`symln.kernel_math.derive_kernels`; ``--check`` exits 1 if the
committed file differs from what the derivations print now (a test runs it).
The file is committed so that importing :mod:`symln.kernels` costs no SymPy
work and the emitted code can be read and reviewed.

From a derived value to numpy code (each step exact):

1. **Evaluation atoms.**  z enters as its rows centered once in floating
   point, ``z_c = z - fl(mean z) 1`` (:func:`symln.rowops.center`), through
   ``v = z_c - (<1, z_c>/d) 1``: exact, because ``z - z_c`` is a multiple of
   **1** and ``v = P z = P z_c``.  So ``q = |v|^2/d = (<z_c, z_c> - <1, z_c>^2/d)/d``
   and every total with v becomes totals with z_c.  This is centering twice
   without a second pass over the rows: the correction ``<1, z_c>`` rides in
   the per-row coefficients.  The other inputs (t, g, gamma * g) enter as
   they are.  ``tests/test_kernels_codegen.py`` substitutes back
   ``z_c = v + c 1`` and checks that every kernel's value is unchanged.
2. **Per-row coefficients** (row totals, q, eps, d) are printed with common
   subexpressions shared (``sympy.cse``).  Those that fix the size of the
   result are evaluated in extended precision; the coefficients of terms much
   smaller than the result in the working dtype.
3. **Rows** are combined in place.  For a vector ``sum_F F (.) (sum_k c_k A_k)``
   (F a product of the ``(d,)`` parameters) the dominant term is computed
   into the output first and the smaller ones are summed apart and added
   last, so only two roundings happen at full size.  When the dominant term
   is an input x with a coefficient that depends on q only (J t: 1/sqrt(q +
   eps)), ``out = c_x x`` is written first and x's totals are read back from
   ``out``, divided by c_x in the algebra (:meth:`_Body.scaled`), so x is read
   from memory once.  A matrix ``sum c diag(m) + sum c a b^T`` becomes outer
   products per row.

The mpmath twin of a kernel prints the derived value itself, with no rewriting:
``v = z - mean(z) 1`` and every total computed at the working precision.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

import sympy as sp
from sympy.printing.precedence import precedence
from sympy.printing.str import StrPrinter

from .algebra import ONE, Mat, Monomial, Space, Vec
from .exact import as_expr, is_zero
from .kernel_math import Kernel, derive_kernels

__all__ = ["generate", "main", "GENERATED", "CodegenError"]

#: the committed output
GENERATED = Path(__file__).with_name("_generated_kernels.py")

_HEADER = '''"""Kernels printed by ``python -m symln.codegen`` from :func:`symln.kernel_math.derive_kernels`.

Do not edit: regenerate with ``python -m symln.codegen --write``.  Each kernel
``NAME(ws, rows..., params..., eps, out)`` fills ``out`` for one block of rows
(``eps`` in extended precision); ``NAME_mp(rows..., params..., eps)`` is its
mpmath twin for one row of mpf values.
"""

import mpmath
import numpy as np

from . import rowops as _r

LD = _r.LD
'''


class CodegenError(RuntimeError):
    """A derived value has a shape the printers do not handle."""


# ---------------------------------------------------------------------------
# scalar printing


def total_name(m: Monomial) -> str:
    """The code name of the row total of monomial *m*."""
    return f"S_1_{m[0]}" if len(m) == 1 else "S_" + "_".join(m)


class _ScalarPrinter(StrPrinter):
    """Python source for a SymPy scalar: numpy extended precision or mpmath."""

    def __init__(self, names: dict, target: str, *, number: str = "LD"):
        super().__init__()
        self._names = names
        self._sqrt = "np.sqrt" if target == "numpy" else "mpmath.sqrt"
        self._target = target
        self._number = number

    def _print_Symbol(self, s):
        if s in self._names:
            return self._names[s]
        if s.name in ("d", "q", "eps") or s.name.startswith("x"):
            return s.name
        raise CodegenError(f"no binding for the symbol {s}")

    def _print_Integer(self, i):
        # every constant is an extended-precision (numpy) or mpf (mpmath) number:
        # ``1/d`` with d a Python int would otherwise be a float64 quotient
        return f"{self._number}({i.p})" if self._target == "numpy" else f"mpmath.mpf({i.p})"

    _print_One = _print_NegativeOne = _print_Zero = _print_Integer

    def _print_Rational(self, r):
        if r.q == 1:
            return self._print_Integer(r)
        return f"({self._print_Integer(sp.Integer(r.p))}/{r.q})"

    _print_Half = _print_Rational

    def _print_Float(self, f):
        raise CodegenError(f"binary float {f} in a derived value")

    def _print_Pow(self, e, rational=False):
        base, exp = e.base, e.exp
        one = self._print(sp.S.One)
        if exp.is_Rational and exp.q == 2:
            root = f"{self._sqrt}({self._print(base)})"
            k = int(exp.p)
            if k == 1:
                return root
            if k == -1:
                return f"{one}/{root}"
            return f"{root}**{k}" if k > 0 else f"{one}/{root}**{-k}"
        if exp.is_Integer:
            b = self.parenthesize(base, precedence(e), strict=False)
            if exp == -1:
                return f"{one}/{b}"
            return f"{b}**{int(exp)}" if exp > 0 else f"{one}/{b}**{-int(exp)}"
        raise CodegenError(f"unsupported power {e}")


def _scalar_names(space: Space | None, max_abs: dict) -> dict:
    names = {}
    if space is not None:
        for m, s in space.totals().items():
            names[s] = total_name(m)
    for s, arg in max_abs.items():
        names[s] = f"G_{arg}"
    return names


def _print_block(exprs: list, names: dict, target: str, indent: str, *, number: str = "LD"):
    """``(assignment lines, printed exprs)`` with common subexpressions of *exprs* shared."""
    printer = _ScalarPrinter(names, target, number=number)
    shared, reduced = sp.cse(exprs, symbols=sp.numbered_symbols("x"), optimizations=None)
    lines = [f"{indent}{s.name} = {printer.doprint(v)}" for s, v in shared]
    return lines, [printer.doprint(r) for r in reduced]


# ---------------------------------------------------------------------------
# step 1: evaluation atoms


@dataclass
class _Plan:
    kernel: Kernel
    space: Space
    value: object
    centered: dict  # argument -> centered atom name
    raw: tuple
    q: sp.Expr | None


def _monomial_atoms(value) -> set[str]:
    names: set[str] = set()
    if isinstance(value, Vec):
        for m in value.terms:
            names.update(m)
    elif isinstance(value, Mat):
        for key in value.terms:
            for m in key[1:]:
                names.update(m)
    return names


def _coefficients(value) -> list:
    if isinstance(value, (Vec, Mat)):
        return [as_expr(c) for c in value.terms.values()]
    return [as_expr(value)]


def _product(space: Space, sub: dict, m: Monomial) -> Vec:
    out = Vec(space, {ONE: sp.S.One})
    for a in m:
        out = out * sub[a]
    return out


def _substitute(value, old: Space, new: Space, sub: dict):
    """*value* with each atom ``a`` replaced by the vector ``sub[a]`` of *new* (totals included)."""
    totals = {}
    for c in _coefficients(value):
        for s in c.free_symbols:
            m = old.monomial_of(s)
            if m is not None and s not in totals:
                totals[s] = _product(new, sub, m).total()

    def scalar(c):
        return as_expr(c).xreplace(totals)

    if isinstance(value, Vec):
        out = Vec(new, {})
        for m, c in value.terms.items():
            out = out + _product(new, sub, m) * scalar(c)
        return out
    if isinstance(value, Mat):
        terms: dict = {}

        def add(key, c):
            terms[key] = terms.get(key, sp.S.Zero) + c

        for key, c in value.terms.items():
            c = scalar(c)
            if key[0] == "diag":
                for m, cm in _product(new, sub, key[1]).terms.items():
                    add(("diag", m), c * cm)
            else:
                for a, ca in _product(new, sub, key[1]).terms.items():
                    for b, cb in _product(new, sub, key[2]).terms.items():
                        add(("outer", a, b), c * ca * cb)
        return Mat(new, terms)
    return scalar(value)


def _check_products(kernel: Kernel) -> None:
    """The rewrite ``numeric_value`` equals ``value`` once each product atom is expanded."""
    if kernel.numeric_value is None:
        return
    space = kernel.space
    sub = {a: Vec.atom(space, a) for a in space.atoms}
    for name, factors in kernel.products.items():
        sub[name] = _product(space, {a: Vec.atom(space, a) for a in factors}, factors)
    pairs = zip(Kernel.pieces_of(kernel.numeric_value), Kernel.pieces_of(kernel.value))
    for (d1, rewritten), (d2, value) in pairs:
        diff = _substitute(rewritten, space, space, sub) - value
        if d1 != d2 or any(is_zero(c) is not True for c in diff.terms.values()):
            raise CodegenError(f"{kernel.name}: the numeric rewrite differs from the derived value by {diff!r}")


def _plan(kernel: Kernel, value) -> _Plan:
    """Step 1 of the module docstring for one piece of one kernel."""
    old = kernel.space
    used = _monomial_atoms(value)
    for c in _coefficients(value):
        for s in c.free_symbols:
            m = old.monomial_of(s)
            if m is not None:
                used.update(m)
    new = Space(old.d, old.q, split_squares=False)  # the kernels compute raw row totals
    one = Vec(new, {ONE: sp.S.One})
    new.add_atom("zc")
    zc = Vec.atom(new, "zc")
    sub = {"v": zc - one * (zc.total() / new.d)}
    for a in (*kernel.params, *(x for x in (*kernel.rows[1:], *kernel.products) if x in used)):
        new.add_atom(a)
        sub[a] = Vec.atom(new, a)
    result = _substitute(value, old, new, sub)
    raw = tuple(a for a in sub if a != "v" and a not in kernel.params)
    q = None
    if any(old.q in c.free_symbols for c in _coefficients(result)):
        # |v|^2 / d with v = z_c - (<1,z_c>/d) 1, collected as (<z_c,z_c> - <1,z_c>^2/d) / d
        q = sp.collect(sp.expand((sub["v"] * sub["v"]).total()), new.d) / new.d
    return _Plan(kernel, new, result, {"z": "zc"}, raw, q)


# ---------------------------------------------------------------------------
# steps 2 and 3: numpy kernels

#: kernels whose terms can cancel (``J t`` with t nearly along v when q >> eps):
#: a Gram matrix of their terms finds the rows to recompute (:func:`symln.rowops.cancels`)
_CHECKED = frozenset({"jvp", "jvp_gamma", "vjp", "vjp_gamma"})


def _is_one(c) -> bool:
    return as_expr(c) == 1


class _Body:
    """The numpy statements for one piece of one kernel, working on a block of n rows."""

    def __init__(self, plan: _Plan, names: dict, ind: str):
        self.plan = plan
        self.k = plan.kernel
        self.params = set(self.k.params)
        self.names = names
        self.ind = ind
        self.lines: list[str] = []
        self.where: dict[str, str] = {}  # row atom -> variable holding it
        self.raw: dict = {}  # total symbol -> the name of its working-dtype value
        self.scratch = 0
        self.converted: set = set()

    def emit(self, line: str, extra: str = "") -> None:
        self.lines.append(f"{self.ind}{extra}{line}")

    def buffer(self) -> str:
        self.scratch += 1
        return f"ws.buffer({self.scratch - 1}, n)"

    def input_of(self, atom: str) -> str | None:
        return next((x for x, a in self.plan.centered.items() if a == atom), None)

    def row_part(self, m: Monomial) -> tuple:
        return tuple(a for a in m if a not in self.params)

    # -- rows and totals ------------------------------------------------------------

    def needed(self):
        """Row atoms and total symbols the coefficients (and q) use."""
        symbols = set()
        for c in _coefficients(self.plan.value):
            symbols |= c.free_symbols
        if self.plan.q is not None:
            symbols |= self.plan.q.free_symbols
        totals = {s for s in symbols if self.plan.space.monomial_of(s) is not None}
        atoms = set()
        for s in totals:
            atoms.update(self.row_part(self.plan.space.monomial_of(s)))
        return atoms, totals

    def place_rows(self, atoms: set, targets: dict) -> None:
        """Center z into its target; other inputs are used where they are (a slot or the argument)."""
        if "zc" in atoms:
            target = targets.get("zc") or self.buffer()
            self.emit(f"zc = _r.center(ws, z, {target}, 'z')")
            self.where["zc"] = "zc"
        for a in self.plan.raw:
            self.where.setdefault(a, a)

    def total_call(self, m: Monomial) -> str:
        r, f = self.row_part(m), [a for a in m if a in self.params]
        arrays = [self.where[a] for a in r]
        if len(arrays) == 1 and not f:
            return f"_r.total(ws, {arrays[0]})"
        if len(arrays) == 2 and not f:
            return f"_r.dot({arrays[0]}, {arrays[1]})"
        weight = " * ".join(f)
        if not arrays and f:
            return f"_r.param_total({weight})"
        if len(arrays) == 1 and f:
            return f"{arrays[0]} @ ({weight})"
        if len(arrays) == 2 and f:
            return f"_r.dot({arrays[0]}, {arrays[1]}, {weight})"
        raise CodegenError(f"{self.k.name}: no row total for the monomial {m}")

    def totals(self, symbols, extra: str = "", scale: dict | None = None) -> None:
        """Compute the row totals *symbols*; check them; convert the plain ones to extended precision.

        Each total is first taken in the working dtype under a prefixed name,
        ``f`` for a plain total and ``o`` for one of an x held as ``cx * x``
        (``scale[x] = "cx"``, see :meth:`scaled`).  The plain ones also get an
        extended-precision copy under their own name (for q and the leading
        coefficient); the others are only checked.
        """
        scale = scale or {}
        todo = sorted((s for s in symbols if s not in self.converted), key=lambda s: self.names[s])
        if not todo:
            return
        inputs, plain, held = [], [], []
        for s in todo:
            m = self.plan.space.monomial_of(s)
            is_held = any(x in m for x in scale)
            raw = self.raw[s] = ("o" if is_held else "f") + self.names[s]
            self.emit(f"{raw} = {self.total_call(m)}", extra)
            (held if is_held else plain).append(s)
            for a in self.row_part(m):
                x = self.input_of(a) or a
                x = self.k.products[x][0] if x in self.k.products else x
                if x not in inputs:
                    inputs.append(x)
        names = repr(", ".join(inputs))
        if plain:
            lhs = ", ".join(self.names[s] for s in plain)
            comma = "," if len(plain) == 1 else ""
            args = ", ".join(self.raw[s] for s in (*plain, *held))
            self.emit(f"{lhs}{comma}{' *_' if held else ''} = _r.extended({names}, {args})", extra)
        else:
            self.emit(f"_r.extended({names}, {', '.join(self.raw[s] for s in held)})", extra)
        self.converted.update(todo)

    def prologue(self, targets: dict, skip=frozenset()) -> None:
        atoms, totals = self.needed()
        # z is validated by its row sums even where the value does not need them (d = 1)
        totals.add(self.plan.space.total_of(("zc",)))
        self.names.update(_scalar_names(self.plan.space, {}))
        atoms.add("zc")
        atoms |= {a for a in targets}
        self.place_rows(atoms, targets)
        self.totals(totals - set(skip))
        if self.plan.q is not None:
            self.emit(f"q = _r.nonneg({_ScalarPrinter(self.names, 'numpy').doprint(self.plan.q)})")

    def cse(self, exprs: list, extra: str = "", *, number: str = "LD") -> list[str]:
        shared, printed = _print_block(exprs, self.names, "numpy", self.ind + extra, number=number)
        self.lines.extend(shared)
        return printed

    # -- the three kinds of result ------------------------------------------------------

    def vector(self) -> None:
        """``sum_F F (.) (sum_k c_k A_k + c_0 1)`` with in-place numpy operations.

        The group of parameter factor F that holds row arrays is the main one
        (at most one); the others are parameter vectors (beta) added at the end.
        Within the main group the dominant term is computed into ``out`` first:

        * an input x (t, g, or a product such as gamma * g) whose coefficient
          depends on q only (1/sqrt(q + eps), lambda_v): ``out = c_x x`` reads x
          once, and x's row totals are then taken from ``out`` (divided by c_x),
          which is still in cache;
        * otherwise z_c, centered straight into ``out``.

        The smaller terms are summed apart and added last, so only the dominant
        product and the final sum round at full size.
        """
        groups: dict[tuple, list] = {}
        for m, c in self.plan.value.terms.items():
            groups.setdefault(tuple(a for a in m if a in self.params), []).append((self.row_part(m), c))
        main = [f for f, terms in groups.items() if any(r for r, _ in terms)]
        if len(main) > 1:
            raise CodegenError(f"{self.k.name}: row arrays under two different parameter factors")
        factor = main[0] if main else ()
        terms = groups.pop(factor, [])
        if not main:
            raise CodegenError(f"{self.k.name}: no row array in the value")
        if len(terms) == 1 and not groups and not factor and _is_one(terms[0][1]) and terms[0][0] in [
            (a,) for a in self.plan.raw
        ]:
            self.emit(f"return {terms[0][0][0]}")  # the value is an input as it stands
            return
        _, totals = self.needed()

        def q_only(c):
            return not any(self.plan.space.monomial_of(s) is not None for s in as_expr(c).free_symbols)

        lead = next(((r, c) for r, c in terms if len(r) == 1 and r[0] in self.plan.raw and q_only(c)), None)
        rest = [(r, c) for r, c in terms if (r, c) != lead]
        if lead is None:
            first = next(((r, c) for r, c in terms if r == ("zc",)), None) or next((r, c) for r, c in terms if r)
            rest.remove(first)
            if first[0] == ("zc",):
                if any("zc" in r for r, _ in rest):
                    raise CodegenError(f"{self.k.name}: z_c is needed after it became the output")
                self.prologue({"zc": "out"})
            else:
                self.prologue({})
                arrays = [self.where.get(a, a) for a in first[0]]
                self.emit(f"np.multiply({arrays[0]}, {arrays[1] if len(arrays) > 1 else 1.0}, out=out)")
                for a in arrays[2:]:
                    self.emit(f"np.multiply(out, {a}, out=out)")
            printed = self.cse([first[1], *[c for _, c in rest]])
            self.emit(f"np.multiply(out, {self.column(printed[0])}, out=out)")
            self.add_terms(rest, printed[1:])
        else:
            x = lead[0][0]
            # the coefficient of x depends on q only: compute the z statistics first
            x_totals = {s for s in totals if x in self.plan.space.monomial_of(s)}
            self.prologue({}, skip=x_totals)
            (cx,) = self.cse([lead[1]])
            self.emit(f"cx = {self.column(cx)}")
            self.emit("cxf = cx[:, 0]")
            if x in self.k.products:
                f = self.k.products[x]
                self.emit(f"np.multiply({f[0]}, {f[1]}, out=out)")
                self.emit("np.multiply(out, cx, out=out)")
            else:
                self.emit(f"np.multiply({x}, cx, out=out)")
            self.where[x] = "out"
            self.totals(x_totals, scale={x: "cx"})
            checked = self.k.name in _CHECKED
            if checked:
                gram = self.gram([lead[0], *[r for r, _ in rest]], factor, x)
            self.emit("W = ws.dtype.type")
            printed = self.cse([self.scaled(c, lead[1], x) for _, c in rest], number="W")
            columns = self.add_terms(rest, printed)
        for a in factor:
            self.emit(f"np.multiply(out, {a}, out=out)")
        if groups:
            # added parameter vectors (beta) can cancel the rest: rows where they do are recomputed
            self.emit("if ws.refine:")
            self.emit("terms = _r.absmax(out)", "    ")
        for f, others in groups.items():
            ((r, c),) = others
            value = " * ".join(f)
            if not _is_one(c):
                (text,) = self.cse([c])
                value = f"{self.column(text)} * {value}"
            self.emit(f"np.add(out, {value}, out=out)")
        if lead is not None and checked:
            self.check(gram, ["cx", *columns])
        if groups:
            self.emit("if ws.refine:")
            self.emit("ws.check_max(terms, out)", "    ")
        self.emit("return out")

    def scaled(self, c, lead, x: str):
        """Coefficient *c* of a smaller term, from what ``out = cx x`` provides, in the working dtype.

        The leading coefficient becomes ``cxf`` (the applied factor) and a total
        with x (k times) becomes ``o-total / cxf^k``; SymPy cancels the powers,
        so no division is left.  Other totals are their working-dtype values:
        these coefficients multiply terms much smaller than the result, so
        their own rounding does not show.
        """
        cxf = sp.Symbol("cxf", positive=True)
        self.names[cxf] = "cxf"
        swap = {}
        for s in as_expr(c).free_symbols:
            m = self.plan.space.monomial_of(s)
            if m is not None:
                raw = sp.Symbol(self.raw[s], real=True)
                self.names[raw] = self.raw[s]
                swap[s] = raw / cxf ** m.count(x)
        return as_expr(c).subs(lead, cxf).xreplace(swap)

    def column(self, text: str) -> str:
        return f"_r.col(ws, {text})"

    def add_terms(self, rest: list, printed: list) -> list[str]:
        """``out += sum_k c_k A_k + c_0``: the array terms summed in a scratch buffer first.

        Returns the names of the coefficient columns, in the order of *rest*.
        """
        names = []
        for i, text in enumerate(printed):
            self.emit(f"c{i + 1} = {self.column(text)}")
            names.append(f"c{i + 1}")
        arrays = [(r, c) for (r, _), c in zip(rest, names) if r]
        const = [c for (r, _), c in zip(rest, names) if not r]
        if not arrays:
            for c in const:
                self.emit(f"np.add(out, {c}, out=out)")
            return names
        acc = None
        for r, c in arrays:
            src = " * ".join(self.where.get(a, a) for a in r) if len(r) > 1 else self.where[r[0]]
            if len(r) == 1 and r[0] == "zc" and acc is None:
                acc = "zc"
                self.emit(f"np.multiply(zc, {c}, out=zc)")
            elif acc is None:
                self.emit(f"acc = np.multiply({src}, {c}, out={self.buffer()})")
                acc = "acc"
            else:
                self.emit(f"np.add({acc}, {c} * {src}, out={acc})")
        for c in const:
            self.emit(f"np.add({acc}, {c}, out={acc})")
        self.emit(f"np.add(out, {acc}, out=out)")
        return names

    def gram(self, slots: list, factor: tuple, x: str) -> list:
        """``<F A_j, F A_k>`` for the terms (F the common factor), for :meth:`check`.

        The leading term is x as held in ``out`` (``cx * x``, coefficient 1);
        totals not yet taken are taken now, before ``out`` changes.
        """
        gram = [[self.plan.space.total_of(tuple(sorted(a + b + factor + factor))) for b in slots] for a in slots]
        self.names.update(_scalar_names(self.plan.space, {}))
        extra = sorted(
            {s for row in gram for s in row if self.plan.space.monomial_of(s) is not None and s not in self.converted},
            key=lambda s: self.names[s],
        )
        if extra:
            self.emit("if ws.refine:")
            for s in extra:
                m = self.plan.space.monomial_of(s)
                self.raw[s] = ("o" if x in m else "f") + self.names[s]
                self.emit(f"{self.raw[s]} = {self.total_call(m)}", "    ")
        return gram

    def check(self, gram: list, columns: list) -> None:
        """Mark the rows whose terms cancel, for :meth:`symln.rowops.Workspace.refine_rows`."""
        names = {**self.names, **{s: self.raw[s] for s in self.raw}}
        printer = _ScalarPrinter(names, "numpy")
        text = "(" + ", ".join("(" + ", ".join(printer.doprint(s) for s in row) + ",)" for row in gram) + ")"
        self.emit("if ws.refine:")
        self.emit(f"ws.check((1.0, {', '.join(columns[1:])},), {text})", "    ")

    def matrix(self) -> None:
        """``sum c diag(m) + sum_a a (sum_b c_ab b)^T``: one outer product per left vector."""
        self.prologue({})
        terms = list(self.plan.value.terms.items())
        printed = self.cse([c for _, c in terms])
        for i, text in enumerate(printed):
            self.emit(f"c{i} = _r.col(ws, {text})")
        lefts: dict = {}
        diags = []
        for i, (key, _) in enumerate(terms):
            if key[0] == "outer":
                lefts.setdefault(key[1], []).append((key[2], i))
            else:
                diags.append((key[1], i))
        first = True
        for left, rights in sorted(lefts.items()):
            right = " + ".join(f"c{i}" if not b else f"c{i} * {self.array_expr(b)}" for b, i in rights)
            self.emit(f"_r.outer_add(out, {self.array_expr(left)}, {right}, first={first})")
            first = False
        if first:
            self.emit("out[...] = 0")
        for m, i in diags:
            vals = self.array_expr(m)
            self.emit(f"_r.diag_add(out, {f'c{i}' if vals is None else f'c{i} * {vals}'})")
        self.emit("return out")

    def array_expr(self, m: Monomial) -> str | None:
        return " * ".join(self.where.get(a, a) for a in m) if m else None

    def row(self) -> None:
        self.prologue({})
        (text,) = self.cse([as_expr(self.plan.value)])
        self.emit(f"out[...] = {text}")
        self.emit("return out")


def _numpy_kernel(k: Kernel) -> str:
    args = ["ws", *k.rows, *k.params, "eps", "out"]
    L = [f"def {k.name}({', '.join(args)}):", f'    """{k.summary}.', ""]
    L.append(f"    derived: {_show(k.value)}")
    if k.numeric_value is not None:
        products = ", ".join(f"{p} = {' * '.join(f)}" for p, f in k.products.items())
        L.append(f"    rewritten with {products}: {_show(k.numeric_value)}")
    plans = [(dd, _plan(k, value)) for dd, value in Kernel.pieces_of(k.evaluated)]
    for dd, plan in plans:
        where = "" if dd is None and len(plans) == 1 else (f" (d = {dd})" if dd is not None else " (other d)")
        L.append(f"    evaluated{where}: {_show(plan.value)}")
    qs = {str(p.q) for _, p in plans if p.q is not None}
    for text in sorted(qs):
        L.append(f"    with q = {text}")
    L.append('    """')
    L.append("    n, d = z.shape")
    for dd, plan in plans:
        ind = "    " if dd is None else "        "
        if dd is not None:
            L.append(f"    if d == {dd}:")
        body = _Body(plan, _scalar_names(plan.space, k.max_abs), ind)
        getattr(body, k.kind)()
        L.extend(body.lines)
    return "\n".join(L) + "\n"


def _constant_kernel(k: Kernel) -> str:
    names = _scalar_names(None, k.max_abs)
    args = [*k.params, "eps"]
    L = [f"def {k.name}({', '.join(args)}):", f'    """{k.summary}.', "", f"    derived: {_show(k.value)}", '    """']
    for s, arg in k.max_abs.items():
        L.append(f"    {names[s]} = _r.max_abs({arg})")
    shared, (text,) = _print_block([k.value], names, "numpy", "    ")
    L.extend(shared)
    L.append(f"    return float({text})")
    return "\n".join(L) + "\n"


# ---------------------------------------------------------------------------
# the mpmath twins


def _mp_twin(k: Kernel) -> str:
    names = _scalar_names(k.space, k.max_abs)
    args = [*k.rows, *k.params, "eps"]
    ind = "    "
    L = [f"def {k.name}_mp({', '.join(args)}):", f'{ind}"""{k.summary}: {_show(k.value)}."""']
    if k.kind == "constant":
        for s, arg in k.max_abs.items():
            L.append(f"{ind}{names[s]} = _r.mp_max_abs({arg})")
        shared, (text,) = _print_block([k.value], names, "mpmath", ind)
        return "\n".join([*L, *shared, f"{ind}return {text}"]) + "\n"
    L.append(f"{ind}d = len(z)")
    pieces = Kernel.pieces_of(k.value)
    for dd, value in pieces:
        inner = ind if dd is None else ind * 2
        if dd is not None:
            L.append(f"{ind}if d == {dd}:")
        L.extend(_mp_piece(k, value, names, inner))
    return "\n".join(L) + "\n"


def _mp_piece(k: Kernel, value, names: dict, ind: str) -> list[str]:
    L = []
    symbols = set()
    for c in _coefficients(value):
        symbols |= c.free_symbols
    totals = sorted((s for s in symbols if k.space.monomial_of(s) is not None), key=lambda s: names[s])
    atoms = _monomial_atoms(value) | {a for s in totals for a in k.space.monomial_of(s)}
    if "v" in atoms or any(s.name == "q" for s in symbols):
        L.append(f"{ind}v, q = _r.mp_stats(z)")
    for s in totals:
        L.append(f"{ind}{names[s]} = _r.mp_total({', '.join(k.space.monomial_of(s))})")

    def entry(m, i):
        return "*".join(f"{a}[{i}]" for a in m)

    if isinstance(value, (Vec, Mat)):
        terms = list(value.terms.items())
        shared, printed = _print_block([c for _, c in terms], names, "mpmath", ind)
        L.extend(shared)
        parts = []
        for j, ((key, c), text) in enumerate(zip(terms, printed)):
            coef = "" if _is_one(c) else f"c{j}"
            if coef:
                L.append(f"{ind}c{j} = {text}")
            if isinstance(value, Vec):
                factors = [f for f in (coef, entry(key, "i")) if f]
                parts.append("*".join(factors) or "1")
            elif key[0] == "diag":
                factors = [f for f in (coef, entry(key[1], "i")) if f]
                parts.append(f"({'*'.join(factors) or '1'} if i == j else 0)")
            else:
                factors = [f for f in (coef, entry(key[1], "i"), entry(key[2], "j")) if f]
                parts.append("*".join(factors) or "1")
        body = " + ".join(parts) if parts else "0"
        if isinstance(value, Vec):
            L.append(f"{ind}return [{body} for i in range(d)]")
        else:
            L.append(f"{ind}return [[{body} for j in range(d)] for i in range(d)]")
        return L
    expr = as_expr(value)
    shared, (text,) = _print_block([expr], names, "mpmath", ind)
    L.extend(shared)
    L.append(f"{ind}return {text}")
    return L


def _show(value) -> str:
    if isinstance(value, tuple):
        return "; ".join(f"{'d = ' + str(dd) if dd is not None else 'other d'}: {_show(v)}" for dd, v in value)
    return str(value)


# ---------------------------------------------------------------------------
# the module


def generate() -> str:
    """The source of :mod:`symln._generated_kernels` printed from the current derivations."""
    parts = [_HEADER]
    for k in derive_kernels().values():
        _check_products(k)
        parts.append(_constant_kernel(k) if k.kind == "constant" else _numpy_kernel(k))
        parts.append(_mp_twin(k))
    return "\n\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    """``python -m symln.codegen (--write | --check)``; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m symln.codegen", description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help=f"regenerate {GENERATED.name}")
    mode.add_argument("--check", action="store_true", help=f"exit 1 if {GENERATED.name} is stale")
    args = parser.parse_args(argv)
    source = generate()
    current = GENERATED.read_text(encoding="utf-8") if GENERATED.exists() else ""
    if args.check:
        if source != current:
            print(f"{GENERATED} is stale: run python -m symln.codegen --write", file=sys.stderr)
            return 1
        print(f"{GENERATED} is current")
        return 0
    GENERATED.write_text(source, encoding="utf-8")
    print(f"wrote {GENERATED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
