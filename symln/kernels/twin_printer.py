"""The mpmath twin of a kernel: the derived value itself, printed with no rewriting
(``v = z - mean(z) 1``, or the input as given for RMSNorm, and every total at the working precision)."""

from __future__ import annotations

from ..prove.models.algebra import Mat, Vec
from ..prove.decide.exprs import as_expr
from .derivation import Kernel
from .numpy_printer import is_one
from .plan import coefficients, monomial_atoms
from .printing import print_block, scalar_names, show

__all__ = ["mp_twin"]


def mp_twin(k: Kernel) -> str:
    names = scalar_names(k.space, k.max_abs)
    args = [*k.rows, *k.params, "eps"]
    ind = "    "
    L = [f"def {k.name}_mp({', '.join(args)}):", f'{ind}"""{k.summary}: {show(k.value)}."""']
    if k.kind == "constant":
        for s, arg in k.max_abs.items():
            L.append(f"{ind}{names[s]} = _r.mp_max_abs({arg})")
        shared, (text,) = print_block([k.value], names, "mpmath", ind)
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
    for c in coefficients(value):
        symbols |= c.free_symbols
    totals = sorted((s for s in symbols if k.space.monomial_of(s) is not None), key=lambda s: names[s])
    atoms = monomial_atoms(value) | {a for s in totals for a in k.space.monomial_of(s)}
    if "v" in atoms or any(s.name == "q" for s in symbols):
        L.append(f"{ind}v, q = _r.mp_stats(z)")
    for s in totals:
        L.append(f"{ind}{names[s]} = _r.mp_total({', '.join(k.rename.get(a, a) for a in k.space.monomial_of(s))})")

    def entry(m, i):
        return "*".join(f"{k.rename.get(a, a)}[{i}]" for a in m)

    if isinstance(value, (Vec, Mat)):
        terms = list(value.terms.items())
        shared, printed = print_block([c for _, c in terms], names, "mpmath", ind)
        L.extend(shared)
        parts = []
        for j, ((key, c), text) in enumerate(zip(terms, printed)):
            coef = "" if is_one(c) else f"c{j}"
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
        body = " + ".join(parts) if parts else "mpmath.mpf(0)"
        if isinstance(value, Vec):
            L.append(f"{ind}return [{body} for i in range(d)]")
        else:
            L.append(f"{ind}return [[{body} for j in range(d)] for i in range(d)]")
        return L
    expr = as_expr(value)
    shared, (text,) = print_block([expr], names, "mpmath", ind)
    L.extend(shared)
    L.append(f"{ind}return {text}")
    return L
