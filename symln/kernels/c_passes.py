r"""The fast rows' passes over the entries of a row, printed as C.

A fast row reads each input row three times, all but the first from the L1
cache, and stores nothing but its result:

1. ``<1, z>`` (for the mean ``m = fl(<1, z>/d)``) and the totals of inputs as
   given (``<1, t>``, ``<1, p>``);
2. the totals with ``z_c = z - m`` (``<1, z_c>``, ``<z_c, z_c>``, ``<t, z_c>``);
3. the entries (:mod:`.c_kernels`).

Every atom is computed where it is used, from the inputs: ``z_c`` as
``z[j] - m`` and a product such as ``p = g * gamma`` as ``g[j] * gamma[j]``,
each the same rounded value in every pass.  A pass sums each of its totals in
the eight lanes of ``lanes.h`` over blocks of ``SYM_BLOCK`` entries, the
blocks added in double-double (``csrc/rows.h``).
"""

from __future__ import annotations

__all__ = ["scalar_atom", "lane_atom", "fast_pass"]


def scalar_atom(atom: str, products: dict, index: str = "j") -> str:
    """Atom *atom* at *index* as a double: an input as given, ``z_c``, or a product of inputs."""
    if atom == "zc":
        return f"(z[{index}] - mean)"
    if atom in products:
        return "(" + " * ".join(f"{a}[{index}]" for a in products[atom]) + ")"
    return f"{atom}[{index}]"


def lane_atom(atom: str, products: dict) -> str:
    """Atom *atom* at entries ``j .. j + 7`` as ``sym_lanes``."""
    if atom == "zc":
        return "sym_lanes_sub1(sym_lanes_load(z + j), mean)"
    if atom in products:
        a, *rest = products[atom]
        text = f"sym_lanes_load({a} + j)"
        for b in rest:
            text = f"sym_lanes_mul({text}, sym_lanes_load({b} + j))"
        return text
    return f"sym_lanes_load({atom} + j)"


def _product(names: list[str], mul) -> str:
    text = names[0]
    for n in names[1:]:
        text = mul(text, n)
    return text


def fast_pass(totals: list[tuple[str, tuple]], products: dict, ind: str) -> list[str]:
    """C that declares ``sym_dd`` *name* = ``sum_j prod(monomial at j)`` for each ``(name, monomial)``."""
    atoms = sorted({a for _, m in totals for a in m})
    L = [f"{ind}sym_dd {name} = dd_from(0.0);" for name, _ in totals]
    L.append(f"{ind}SYM_BLOCKS(d, j0, m)")
    L.append(f"{ind}{{")
    inner, body = ind * 2, ind * 3
    L.append(f"{inner}sym_lanes {', '.join(f'l{i} = sym_lanes_zero()' for i in range(len(totals)))};")
    L.append(f"{inner}ptrdiff_t j = j0;")
    L.append(f"{inner}for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {{")
    L += [f"{body}const sym_lanes v_{a} = {lane_atom(a, products)};" for a in atoms]
    for i, (_, m) in enumerate(totals):
        term = _product([f"v_{a}" for a in m], lambda x, y: f"sym_lanes_mul({x}, {y})")
        L.append(f"{body}l{i} = sym_lanes_add(l{i}, {term});")
    L.append(f"{inner}}}")
    L.append(f"{inner}double {', '.join(f'acc{i}[SYM_LANES]' for i in range(len(totals)))};")
    L += [f"{inner}sym_lanes_spill(acc{i}, l{i});" for i in range(len(totals))]
    L.append(f"{inner}for (int k = 0; j < j0 + m; j++, k++) {{")
    L += [f"{body}const double x_{a} = {scalar_atom(a, products)};" for a in atoms]
    for i, (_, m) in enumerate(totals):
        L.append(f"{body}acc{i}[k] += {_product([f'x_{a}' for a in m], lambda x, y: f'{x} * {y}')};")
    L.append(f"{inner}}}")
    L += [f"{inner}{name} = dd_add_d({name}, sym_lanes_total(acc{i}));" for i, (name, _) in enumerate(totals)]
    L.append(f"{ind}}}")
    return L
