"""Steps 2 and 3 of :mod:`.codegen`: a kernel as numpy statements on a block of rows."""

from __future__ import annotations

import sympy as sp

from ..prove.models.algebra import Monomial
from ..prove.decide.exprs import as_expr
from .derivation import Kernel
from .plan import CANCELLING, Plan, coefficients, plan_piece
from .printing import CodegenError, ScalarPrinter, print_block, scalar_names, show

__all__ = ["numpy_kernel", "constant_kernel"]




def is_one(c) -> bool:
    return as_expr(c) == 1


class _Body:
    """The numpy statements for one piece of one kernel, working on a block of n rows."""

    def __init__(self, plan: Plan, names: dict, ind: str):
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
        for c in coefficients(self.plan.value):
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
        # z is validated by a row total even where the value does not need it (d = 1; g alone):
        # its sum once centered, or its sum of squares as given (whose overflow the kernel must catch)
        z = self.plan.z
        totals.add(self.plan.space.total_of((z,) if z == "zc" else (z, z)))
        self.names.update(scalar_names(self.plan.space, {}))
        atoms.add(z)
        atoms |= {a for a in targets}
        self.place_rows(atoms, targets)
        self.totals(totals - set(skip))
        if self.plan.q is not None:
            self.emit(f"q = _r.nonneg({ScalarPrinter(self.names, 'numpy').doprint(self.plan.q)})")

    def cse(self, exprs: list, extra: str = "", *, number: str = "LD") -> list[str]:
        shared, printed = print_block(exprs, self.names, "numpy", self.ind + extra, number=number)
        self.lines.extend(shared)
        return printed

    # -- the three kinds of result ------------------------------------------------------

    def vector(self) -> None:
        """``sum_F F (.) (sum_k c_k A_k + c_0 1)`` with in-place numpy operations.

        The group of parameter factor F that holds row arrays is the main one
        (at most one); the others are parameter vectors (beta) added at the end.
        Within the main group the dominant term is computed into ``out`` first:

        * an input x (t, g, or a product such as gamma * g) whose coefficient
          depends on the row's scale only (1/sqrt(q + eps), lambda_v; RMSNorm's
          1/sqrt(<z, z>/d + eps)): ``out = c_x x`` reads x once, and x's row
          totals are then taken from ``out`` (divided by c_x), which is still in cache;
        * otherwise z_c, centered straight into ``out``, or an input as given
          (RMSNorm's z) scaled into ``out``.

        The smaller terms are summed apart and added last, so only the dominant
        product and the final sum round at full size.
        """
        if not self.plan.value.terms:
            self.zero()
            return
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
        if len(terms) == 1 and not groups and not factor and is_one(terms[0][1]) and terms[0][0] in [
            (a,) for a in self.plan.raw
        ]:
            self.emit(f"return {terms[0][0][0]}")  # the value is an input as it stands
            return
        _, totals = self.needed()

        lead = next(((r, c) for r, c in terms if len(r) == 1 and self.leads(r[0], c)), None)
        rest = [(r, c) for r, c in terms if (r, c) != lead]
        if lead is None:
            first = next(((r, c) for r, c in terms if r == ("zc",)), None) or next((r, c) for r, c in terms if r)
            rest.remove(first)
            if first[0] == ("zc",):
                if any("zc" in r for r, _ in rest):
                    raise CodegenError(f"{self.k.name}: z_c is needed after it became the output")
                self.prologue({"zc": "out"})
                printed = self.cse([first[1], *[c for _, c in rest]])
                self.emit(f"np.multiply(out, {self.column(printed[0])}, out=out)")
            else:
                self.prologue({})
                arrays = [self.where.get(a, a) for a in first[0]]
                if len(arrays) == 1:  # an input as given (RMSNorm's z): scaled straight into out
                    printed = self.cse([first[1], *[c for _, c in rest]])
                    self.emit(f"np.multiply({arrays[0]}, {self.column(printed[0])}, out=out)")
                else:
                    self.emit(f"np.multiply({arrays[0]}, {arrays[1]}, out=out)")
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
            # terms that can cancel: a Gram matrix of them finds the rows to recompute (rowops.cancels)
            checked = self.k.name in CANCELLING and bool(rest)  # a single term cannot cancel
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
            if not is_one(c):
                (text,) = self.cse([c])
                value = f"{self.column(text)} * {value}"
            self.emit(f"np.add(out, {value}, out=out)")
        if lead is not None and checked:
            self.check(gram, ["cx", *columns])
        if groups:
            self.emit("if ws.refine:")
            self.emit("ws.check_max(terms, out)", "    ")
        self.emit("return out")

    def zero(self) -> None:
        """The zero vector (J t at d = 1); every row argument is still validated by its row sums."""
        self.prologue({})
        for x in self.k.rows[1:]:
            self.emit(f"_r.extended({x!r}, _r.total(ws, {x}))")
        self.emit("out[...] = 0")
        self.emit("return out")

    def leads(self, x: str, c) -> bool:
        """Whether the term ``c x`` is computed first, ``out = c x``: x is an input as given (not z)
        and c depends on the row's scale only (:meth:`symln.kernels.plan.Plan.is_scale`)."""
        return x in self.plan.raw and x != self.plan.z and self.plan.is_scale(c)

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
        self.names.update(scalar_names(self.plan.space, {}))
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
        """Mark the rows whose terms cancel, for :meth:`symln.kernels.rowops.Workspace.refine_rows`."""
        names = {**self.names, **{s: self.raw[s] for s in self.raw}}
        printer = ScalarPrinter(names, "numpy")
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


def numpy_kernel(k: Kernel) -> str:
    args = ["ws", *k.rows, *k.params, "eps", "out"]
    L = [f"def {k.name}({', '.join(args)}):", f'    """{k.summary}.', ""]
    L.append(f"    derived: {show(k.value)}")
    if k.numeric_value is not None:
        products = ", ".join(f"{p} = {' * '.join(f)}" for p, f in k.products.items())
        L.append(f"    rewritten with {products}: {show(k.numeric_value)}")
    plans = [(dd, plan_piece(k, value)) for dd, value in Kernel.pieces_of(k.evaluated)]
    for dd, plan in plans:
        where = "" if dd is None and len(plans) == 1 else (f" (d = {dd})" if dd is not None else " (other d)")
        L.append(f"    evaluated{where}: {show(plan.value)}")
    qs = {str(p.q) for _, p in plans if p.q is not None}
    for text in sorted(qs):
        L.append(f"    with q = {text}")
    L.append('    """')
    L.append("    n, d = z.shape")
    for dd, plan in plans:
        ind = "    " if dd is None else "        "
        if dd is not None:
            L.append(f"    if d == {dd}:")
        body = _Body(plan, scalar_names(plan.space, k.max_abs), ind)
        getattr(body, k.kind)()
        L.extend(body.lines)
    return "\n".join(L) + "\n"


def constant_kernel(k: Kernel) -> str:
    names = scalar_names(None, k.max_abs)
    args = [*k.params, "eps"]
    L = [f"def {k.name}({', '.join(args)}):", f'    """{k.summary}.', "", f"    derived: {show(k.value)}", '    """']
    for s, arg in k.max_abs.items():
        L.append(f"    {names[s]} = _r.max_abs({arg})")
    shared, (text,) = print_block([k.value], names, "numpy", "    ")
    L.extend(shared)
    L.append(f"    return float({text})")
    return "\n".join(L) + "\n"
