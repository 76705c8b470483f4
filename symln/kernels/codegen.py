r"""Print the derived kernel values as numpy block kernels and mpmath twins.

``python -m symln.kernels.codegen --write`` regenerates :mod:`symln.kernels._generated`
from :func:`symln.kernels.derivation.derive_kernels`; ``--check`` exits 1 if the
committed file differs from what the derivations print now (a test runs it).
The file is committed so that importing :mod:`symln.kernels` costs no SymPy
work and the emitted code can be read and reviewed.

From a derived value to numpy code (each step exact):

1. **Evaluation atoms.**  z enters as its rows centered once in floating
   point, ``z_c = z - fl(mean z) 1`` (:func:`symln.kernels.rowops.center`), through
   ``v = z_c - (<1, z_c>/d) 1``: exact, because ``z - z_c`` is a multiple of
   **1** and ``v = P z = P z_c``.  So ``q = |v|^2/d = (<z_c, z_c> - <1, z_c>^2/d)/d``
   and every total with v becomes totals with z_c.  This is centering twice
   without a second pass over the rows: the correction ``<1, z_c>`` rides in
   the per-row coefficients.  The other inputs (t, g, gamma * g) enter as
   they are.  ``tests/kernels/test_codegen.py`` substitutes back
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
from pathlib import Path

from ..fileio import atomic_write_text
from .derivation import derive_kernels
from .numpy_printer import constant_kernel, numpy_kernel
from .plan import check_products
from .printing import CodegenError
from .twin_printer import mp_twin

__all__ = ["generate", "main", "GENERATED", "CodegenError"]

#: the committed output
GENERATED = Path(__file__).with_name("_generated.py")

_HEADER = '''"""Kernels printed by ``python -m symln.kernels.codegen`` from :func:`symln.kernels.derivation.derive_kernels`.

Do not edit: regenerate with ``python -m symln.kernels.codegen --write``.  Each kernel
``NAME(ws, rows..., params..., eps, out)`` fills ``out`` for one block of rows
(``eps`` in extended precision); ``NAME_mp(rows..., params..., eps)`` is its
mpmath twin for one row of mpf values.
"""

import mpmath
import numpy as np

from . import rowops as _r

LD = _r.LD
'''


def generate() -> str:
    """The source of :mod:`symln.kernels._generated` printed from the current derivations."""
    parts = [_HEADER]
    for k in derive_kernels().values():
        check_products(k)
        parts.append(constant_kernel(k) if k.kind == "constant" else numpy_kernel(k))
        parts.append(mp_twin(k))
    return "\n\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    """``python -m symln.kernels.codegen (--write | --check)``; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m symln.kernels.codegen", description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help=f"regenerate {GENERATED.name}")
    mode.add_argument("--check", action="store_true", help=f"exit 1 if {GENERATED.name} is stale")
    args = parser.parse_args(argv)
    source = generate()
    current = GENERATED.read_text(encoding="utf-8") if GENERATED.exists() else ""
    if args.check:
        if source != current:
            print(f"{GENERATED} is stale: run python -m symln.kernels.codegen --write", file=sys.stderr)
            return 1
        print(f"{GENERATED} is current")
        return 0
    atomic_write_text(GENERATED, source)
    print(f"wrote {GENERATED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
