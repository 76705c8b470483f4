r"""Step 3 of :mod:`.codegen` for the compiled path: each kernel as C row functions.

Every piece of a kernel (:class:`.c_printer_rows.Rows`) becomes C functions
that fill rows ``i0 <= i < i1`` of the result and record each row's outcome in
``c->flags[i]`` (``SYM_OK``, ``SYM_FALLBACK``: recompute in Python,
``SYM_BAD + j``: row argument j is not finite):

* a vector kernel has a **fast** row: totals by lane sums, coefficients in
  double-double rounded once, and each entry one chain of fma's, the small
  terms first and the dominant one last, so that every rounding but the last
  is of a small partial sum.  If its terms can cancel
  (:data:`symln.kernels.plan.CANCELLING`), the row also measures ``E = max_j sum_k |c_k A_kj|``
  and goes to the **exact** row when ``E > SYM_RHO max(1, |out|_inf)``;
  a per-row scalar (``core_variance``, ``sensitivity``) is its double-double
  value from the same fast totals, rounded once;
* the exact row evaluates everything in double-double from exactly centered
  rows (matrices and summed gradients always use it, as the numpy path uses
  longdouble for them throughout);
* a reduction (``param_grads``) adds each row's double-double values into
  per-thread accumulators, which ``module.c`` sums in a fixed order.
"""

from __future__ import annotations

from ..prove.models.algebra import ONE
from ..prove.decide.exprs import as_expr
from .c_passes import scalar_atom
from .c_printer_rows import Rows, value_terms
from .derivation import Kernel
from .plan import CANCELLING, plan_piece
from .printing import CodegenError, show

__all__ = ["c_kernel"]


#: the result kinds as module.c knows them
_KINDS = {"vector": "SYM_VECTOR", "matrix": "SYM_MATRIX", "row": "SYM_ROW", "sum": "SYM_SUM"}


def _comment(text: str) -> str:
    return text.replace("*/", "* /")


class _Piece(Rows):
    """The C functions of one piece; ``kind`` is the kernel's kind or ``"sum"`` for a reduction."""

    def __init__(self, k: Kernel, plan, name: str, kind: str):
        super().__init__(k, plan, name)
        self.kind = kind
        self.zero = hasattr(plan.value, "terms") and not plan.value.terms
        self.checked = k.name in CANCELLING and not self.zero
        #: vectors and per-row scalars start from the fast totals (as the numpy path's float64 ones);
        #: matrices, sums and rows that cancel from the exact ones
        self.fast = kind in ("vector", "row")
        self.exact = kind in ("matrix", "sum") or self.checked

    # -- entries ----------------------------------------------------------------------

    def atom(self, a: str, index: str, exact: bool) -> tuple[str, bool]:
        """``(C expression, is double-double)`` of row atom *a* at *index*."""
        if exact and (a == "zc" or a in self.k.products):
            return f"(sym_dd){{{a}_hi[{index}], {a}_lo[{index}]}}", True
        if exact:
            return f"{a}[{index}]", False
        return scalar_atom(a, self.product_atoms(), index), False

    def term(self, start: str, m, index: str) -> str:
        """``start * prod(m)`` in double-double, *start* a double-double (a coefficient)."""
        text = start
        for a in m:
            x, is_dd = self.atom(a, index, True)
            text = f"dd_mul({text}, {x})" if is_dd else f"dd_mul_d({text}, {x})"
        return text

    def fast_array(self, r, index: str) -> str:
        return " * ".join(self.atom(a, index, False)[0] for a in r)

    def bound_array(self, r, index: str, exact: bool) -> str:
        """``|A_kj|`` in double (the high parts of the exact rows)."""
        if not exact:
            return f"fabs({self.fast_array(r, index)})"
        parts = [f"{a}_hi[{index}]" if a == "zc" or a in self.k.products else f"{a}[{index}]" for a in r]
        return f"fabs({' * '.join(parts)})"

    def params_at(self, factor, index: str = "j") -> str:
        return " * ".join(f"{a}[{index}]" for a in factor)

    def structure(self):
        """``(F, terms, added)`` of a vector: ``F (.) sum_k c_k A_k + sum_G c_G G``.

        ``terms`` is ``[(row monomial, coefficient index)]`` ordered for the fma
        chain: the constant first, then the other terms, the dominant one last
        (an input whose coefficient depends on the row's scale only, as J t's
        ``t / sqrt(q + eps)``, else z_c, or z as given).  ``added`` are the parameter vectors G (beta) with their index.
        """
        groups: dict = {}
        for idx, (m, c) in enumerate(value_terms(self.plan.value)):
            factor = tuple(a for a in m if a in self.params)
            groups.setdefault(factor, []).append((tuple(a for a in m if a not in self.params), idx, as_expr(c)))
        main = [f for f, ts in groups.items() if any(r for r, _, _ in ts)]
        if len(main) != 1:
            raise CodegenError(f"{self.k.name}: row arrays under {len(main)} different parameter factors")
        factor = main[0]
        terms = groups.pop(factor)
        if any(len(ts) != 1 or ts[0][0] for ts in groups.values()):
            raise CodegenError(f"{self.k.name}: an added term is not a parameter vector")

        def leads(x, c):  # as numpy_printer._Body.leads
            return x in self.plan.raw and x != self.plan.z and self.plan.is_scale(c)

        lead = next((t for t in terms if len(t[0]) == 1 and leads(t[0][0], t[2])), None)
        lead = lead or next((t for t in terms if t[0] == (self.plan.z,)), terms[-1])
        ordered = sorted(terms, key=lambda t: (t is lead, bool(t[0])))
        added = [(f, ts[0][1], as_expr(ts[0][2]) == 1) for f, ts in groups.items()]
        return factor, [(r, idx) for r, idx, _ in ordered], added

    def element(self, exact: bool, ind: str) -> list[str]:
        """The entry ``y`` (and its bound ``e`` when checked) of index j."""
        if self.zero:
            return [f"{ind}{'sym_dd y = dd_from(0.0)' if exact else 'double y = 0.0'};"]
        factor, terms, added = self.structure()
        F = self.params_at(factor)
        L = []
        if exact:
            (r0, i0), rest = terms[0], terms[1:]
            y = f"k[{i0}]" if not r0 else self.term(f"k[{i0}]", r0, "j")
            L.append(f"{ind}sym_dd y = {y};")
            for r, idx in rest:
                L.append(f"{ind}y = dd_add(y, {self.term(f'k[{idx}]', r, 'j')});")
            if F:
                L.append(f"{ind}y = dd_mul_d(y, {F});")
            for f, idx, one in added:
                g = self.params_at(f)
                L.append(f"{ind}y = dd_add_d(y, {g});" if one else f"{ind}y = dd_add(y, dd_mul_d(k[{idx}], {g}));")
        else:
            (r0, i0), rest = terms[0], terms[1:]
            first = f"k{i0}" if not r0 else f"k{i0} * {self.fast_array(r0, 'j')}"
            L.append(f"{ind}double y = {first};")
            for r, idx in rest:
                L.append(f"{ind}y = fma(k{idx}, {self.fast_array(r, 'j')}, y);")
            base = None
            for f, idx, one in added:
                g = self.params_at(f)
                term = g if one else f"k{idx} * {g}"
                base = term if base is None else f"{base} + {term}"
            if F and base:
                L.append(f"{ind}y = fma({F}, y, {base});")
            elif F:
                L.append(f"{ind}y = {F} * y;")
            elif base:
                L.append(f"{ind}y = y + {base};")
        if self.checked:
            L += self.bound(factor, terms, exact, ind)
        return L

    def bound(self, factor, terms, exact: bool, ind: str) -> list[str]:
        """``e = |F_j| sum_k |c_k A_kj|``: what the roundings of entry j scale with (csrc/rows.h).

        An added parameter vector G (beta) is not in it: it enters the last fma exactly.
        """
        (r0, i0), rest = terms[0], terms[1:]
        first = f"a{i0}" if not r0 else f"a{i0} * {self.bound_array(r0, 'j', exact)}"
        L = [f"{ind}double e = {first};"]
        for r, idx in rest:
            L.append(f"{ind}e = fma(a{idx}, {self.bound_array(r, 'j', exact)}, e);")
        F = self.params_at(factor)
        if F:
            L.append(f"{ind}e = fabs({F}) * e;")
        return L

    def doubles(self, ind: str, *, exact: bool) -> list[str]:
        """The coefficients the entries use as doubles (fast) and their magnitudes (for the bound)."""
        if self.zero:
            return []
        _, terms, added = self.structure()
        used = sorted({idx for _, idx in terms} | {idx for _, idx, one in added if not one})
        L = []
        if not exact:
            L.append(f"{ind}const double {', '.join(f'k{i} = k[{i}].hi' for i in used)};")
        if self.checked:
            src = "k{i}" if not exact else "k[{i}].hi"
            L.append(f"{ind}const double {', '.join(f'a{i} = fabs({src.format(i=i)})' for _, i in terms)};")
        return L

    # -- functions --------------------------------------------------------------------

    def exact_function(self) -> list[str]:
        """``static int <name>_exact(c, i, ws, acc)``: row i in double-double."""
        ind = "    "
        L = [f"static SYM_CLONES int {self.name}_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)", "{"]
        L.append(f"{ind}const ptrdiff_t d = c->d;")
        L += self.pointers(ind)
        L += self.prologue(ind, exact=True)
        L += self.coefficients_call(ind)
        if self.kind == "matrix":
            L.append(f"{ind}(void)acc;")
            L += self.matrix(ind)
            L.append(f"{ind}return SYM_OK;")
        else:
            L += self.doubles(ind, exact=True)
            if self.kind == "sum":
                L.append(f"{ind}double *restrict acc_hi = acc, *restrict acc_lo = acc + d;")
            else:
                L.append(f"{ind}(void)acc;")
                L.append(f"{ind}double *restrict out = c->out + i * d;")
            if self.kind == "sum":
                store = ["const sym_dd s = dd_add((sym_dd){acc_hi[j], acc_lo[j]}, y);", "acc_hi[j] = s.hi;",
                         "acc_lo[j] = s.lo;"]
            else:
                store = ["out[j] = y.hi;"]
            L += self.entries(True, ind, store)
            if self.checked:
                L.append(f"{ind}return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;")
            else:
                L.append(f"{ind}return SYM_OK;")
        L.append("}")
        return L

    def entries(self, exact: bool, ind: str, store: list[str]) -> list[str]:
        """The loop over the entries j: ``y`` (:meth:`element`), *store*, and the maxima the bound compares.

        The exact rows keep ``d e`` (csrc/rows.h: their error grows with d).
        """
        L = [f"{ind}int64_t big = 0, top = 0;"] if self.checked else []
        L.append(f"{ind}for (ptrdiff_t j = 0; j < d; j++) {{")
        L += self.element(exact, ind * 2)
        L += [f"{ind * 2}{line}" for line in store]
        if self.checked:
            L.append(f"{ind * 2}big = sym_max_bits(big, {'e * (double)d' if exact else 'e'});")
            L.append(f"{ind * 2}top = sym_max_bits(top, fabs({'y.hi' if exact else 'y'}));")
        L.append(f"{ind}}}")
        return L

    def matrix(self, ind: str) -> list[str]:
        """``sum c diag(m) + sum_a a (sum_b c_ab b)^T``: one right vector per left vector a, in scratch."""
        lefts: dict = {}
        diags = []
        for idx, (key, _) in enumerate(value_terms(self.plan.value)):
            if key[0] == "outer":
                lefts.setdefault(key[1], []).append((key[2], idx))
            else:
                diags.append((key[1], idx))
        L = [f"{ind}double *restrict out = c->out + i * d * d;"]
        order = sorted(lefts)
        base = self.scratch(exact=True)
        for n, left in enumerate(order):
            L.append(f"{ind}double *restrict r{n}_hi = ws + {base + 2 * n} * d, *restrict r{n}_lo = ws + {base + 2 * n + 1} * d;")
        L.append(f"{ind}for (ptrdiff_t j = 0; j < d; j++) {{")
        for n, left in enumerate(order):
            parts = [self.term(f"k[{idx}]", b, "j") for b, idx in lefts[left]]
            text = parts[0]
            for p in parts[1:]:
                text = f"dd_add({text}, {p})"
            L.append(f"{ind * 2}const sym_dd r{n} = {text};")
            L.append(f"{ind * 2}r{n}_hi[j] = r{n}.hi;")
            L.append(f"{ind * 2}r{n}_lo[j] = r{n}.lo;")
        L.append(f"{ind}}}")
        L.append(f"{ind}for (ptrdiff_t a = 0; a < d; a++) {{")
        inner = ind * 3

        def entry(index: str) -> str:
            text = None
            for n, left in enumerate(order):
                right = f"(sym_dd){{r{n}_hi[{index}], r{n}_lo[{index}]}}"
                part = right if left == ONE else self.term(right, left, "a")
                text = part if text is None else f"dd_add({text}, {part})"
            return text or "dd_from(0.0)"

        L.append(f"{ind * 2}for (ptrdiff_t j = 0; j < d; j++)")
        L.append(f"{inner}out[a * d + j] = {entry('j')}.hi;")
        diagonal = entry("a")
        for m, idx in diags:
            diagonal = f"dd_add({diagonal}, {self.term(f'k[{idx}]', m, 'a')})"
        L.append(f"{ind * 2}out[a * d + a] = {diagonal}.hi;")
        L.append(f"{ind}}}")
        return L

    def fast_function(self) -> list[str]:
        """``static SYM_INLINE int <name>_fast(c, i, ws)``: row i by lane sums (and fma chains for a vector)."""
        ind = "    "
        exact_ws = self.scratch(exact=False)
        L = [f"static SYM_INLINE int {self.name}_fast(const sym_call *c, ptrdiff_t i, double *ws)", "{"]
        L.append(f"{ind}const ptrdiff_t d = c->d;")
        if not self.checked:
            L.append(f"{ind}(void)ws;  /* the fast rows need no scratch; only the exact ones do */")
        L += self.pointers(ind)
        L += self.prologue(ind, exact=False)
        L += self.coefficients_call(ind)
        if self.kind == "row":
            return [*L, f"{ind}c->out[i] = k[0].hi;", f"{ind}return SYM_OK;", "}"]
        L.append(f"{ind}double *restrict out = c->out + i * d;")
        L += self.doubles(ind, exact=False)
        L += self.entries(False, ind, ["out[j] = y;"])
        if self.checked:
            L.append(f"{ind}if (sym_within(big, SYM_RHO, top))")
            L.append(f"{ind}    return SYM_OK;")
            L.append(f"{ind}return {self.name}_exact(c, i, {f'ws + {exact_ws} * d' if exact_ws else 'ws'}, NULL);")
        else:
            L.append(f"{ind}return SYM_OK;")
        L.append("}")
        return L

    def rows_function(self) -> list[str]:
        call = f"{self.name}_fast(c, i, ws)" if self.fast else f"{self.name}_exact(c, i, ws, acc)"
        return [
            f"static SYM_CLONES void {self.name}_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)",
            "{",
            *(["    (void)acc;"] if self.fast else []),
            "    for (ptrdiff_t i = i0; i < i1; i++)",
            f"        c->flags[i] = (signed char){call};",
            "}",
        ]

    def functions(self) -> list[str]:
        L = self.coefficients_function() + [""] if self.coefs else []
        if self.exact:
            L += self.exact_function() + [""]
        if self.fast:
            L += self.fast_function() + [""]
        return L + self.rows_function()

    def workspace(self) -> int:
        """Scratch rows per thread: the fast prologue, then the exact one (and a matrix's right vectors)."""
        exact = self.scratch(exact=True) if self.exact else 0
        if self.kind == "matrix":
            exact += 2 * len({key[1] for key, _ in value_terms(self.plan.value) if key[0] == "outer"})
        return (self.scratch(exact=False) if self.fast else 0) + exact


def c_kernel(k: Kernel, *, kind: str | None = None) -> tuple[str, str]:
    """``(C source, table entry)`` of kernel *k* (*kind* ``"sum"`` for a per-row value summed over rows)."""
    kind = kind or k.kind
    pieces = Kernel.pieces_of(k.evaluated)
    L = [f"/* {k.name}: {_comment(k.summary)}", " *", f" * derived: {_comment(show(k.value))}"]
    parts = []
    for dd, value in pieces:
        suffix = "" if len(pieces) == 1 else (f"_d{dd}" if dd is not None else "_general")
        plan = plan_piece(k, value)
        where = "" if len(pieces) == 1 else (f" (d = {dd})" if dd is not None else " (other d)")
        L.append(f" * evaluated{where}: {_comment(show(plan.value))}")
        parts.append((dd, _Piece(k, plan, k.name + suffix, kind)))
    qs = sorted({str(p.plan.q) for _, p in parts if p.plan.q is not None})
    L += [f" * with q = {_comment(q)}" for q in qs]
    L.append(" */")
    for _, piece in parts:
        L += piece.functions() + [""]
    L.append(f"static void sym_{k.name}(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)")
    L.append("{")
    for dd, piece in parts:
        call = f"{piece.name}_rows(c, i0, i1, ws, acc);"
        if dd is None:
            L.append(f"    {call}")
        else:
            L += [f"    if (c->d == {dd}) {{", f"        {call}", "        return;", "    }"]
    L.append("}")
    scratch = max(p.workspace() for _, p in parts)
    entry = f'    {{"{k.name}", {_KINDS[kind]}, {len(k.rows)}, {len(k.params)}, {scratch}, sym_{k.name}}},'
    return "\n".join(L) + "\n", entry
