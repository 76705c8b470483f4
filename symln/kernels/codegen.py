r"""Print the derived kernel values as numpy block kernels, C row kernels and mpmath twins.

``python -m symln.kernels.codegen --write`` regenerates :mod:`symln.kernels._generated`
(numpy and mpmath) and ``symln/kernels/csrc/generated.c`` (C, compiled at
install into :mod:`symln.kernels._compiled` when a C compiler is present) from
:func:`symln.kernels.derivation.derive_kernels`; ``--check`` exits 1 if a
committed file differs from what the derivations print now (a test runs it).
The files are committed so that importing :mod:`symln.kernels` costs no SymPy
work, the C builds without SymPy, and the emitted code can be read and reviewed.

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

The C kernels (:mod:`.c_kernels`) start from the same evaluation atoms and
print the per-row coefficients in double-double (:mod:`.c_printer`) where the
numpy code uses ``numpy.longdouble``; each entry is one chain of fma's.

The mpmath twin of a kernel prints the derived value itself, with no rewriting:
``v = z - mean(z) 1`` and every total computed at the working precision.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import sys
from pathlib import Path

from ..fileio import atomic_write_text
from .c_kernels import c_kernel
from .derivation import derive_kernels
from .rms_derivation import derive_rms_kernels
from .numpy_printer import constant_kernel, numpy_kernel
from .plan import CANCELLING, check_products
from .printing import CodegenError
from .twin_printer import mp_twin

__all__ = ["generate", "generate_c", "main", "GENERATED", "GENERATED_C", "CodegenError"]

#: the committed output: numpy and mpmath ...
GENERATED = Path(__file__).with_name("_generated.py")
#: ... and C, beside the hand-written C it is compiled with
CSRC = Path(__file__).with_name("csrc")
GENERATED_C = CSRC / "generated.c"

#: kernels whose per-row values the API sums over the rows (``param_grads``): compiled as reductions
SUMMED = frozenset({"param_grads_gamma", "param_grads_beta", "rms_param_grads_gamma", "rms_param_grads_beta"})


def all_kernels() -> list:
    """Every derived kernel: layer norm's (:mod:`.derivation`), then RMSNorm's (:mod:`.rms_derivation`)."""
    return [*derive_kernels().values(), *derive_rms_kernels().values()]

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
    """The source of :mod:`symln.kernels._generated` printed from the current derivations.

    ``C_DIGEST`` identifies the C printed beside it: :mod:`symln.kernels.compiled`
    uses the extension only if it was built from that C.
    """
    cancelling = ", ".join(repr(n) for n in sorted(CANCELLING))
    parts = [_HEADER + f'\n#: the digest of csrc/generated.c (symln.kernels.compiled checks the extension against it)\nC_DIGEST = "{c_digest()}"\n'
             f"#: the kernels whose rows are checked for cancellation (symln.kernels.plan.CANCELLING)\n"
             f"CANCELLING = frozenset({{{cancelling}}})\n"]
    for k in all_kernels():
        check_products(k)
        parts.append(constant_kernel(k) if k.kind == "constant" else numpy_kernel(k))
        parts.append(mp_twin(k))
    return "\n\n".join(parts)


_C_HEADER = """/* Kernels printed by `python -m symln.kernels.codegen` from symln.kernels.derivation.derive_kernels().
 *
 * Do not edit: regenerate with `python -m symln.kernels.codegen --write`.  Each kernel
 * `sym_NAME(c, i0, i1, ws, acc)` fills rows i0 <= i < i1 of the call c and records
 * each row's outcome in c->flags[i] (kernels.h); module.c runs them over the threads.
 */
#include <math.h>
#include <stddef.h>

#include "kernels.h"
#include "rows.h"
"""


def c_digest() -> str:
    """The SHA-256 of the C the extension is built from.

    That is ``csrc/generated.c`` without its last line (which states the
    digest) and the hand-written C beside it (module.c and the headers), so
    that an extension built from other C is recognised and left unused.
    """
    h = hashlib.sha256(_c_body().encode())
    for path in sorted(CSRC.iterdir()):
        if path.suffix in (".c", ".h") and path.name != "generated.c":
            h.update(path.name.encode() + b"\0" + path.read_bytes())
    return h.hexdigest()


def generate_c() -> str:
    """The source of ``csrc/generated.c`` printed from the current derivations."""
    return _c_body() + f'\nconst char sym_generated_digest[] = "{c_digest()}";\n'


@functools.lru_cache(maxsize=1)
def _c_body() -> str:
    parts, entries = [_C_HEADER], []
    for k in all_kernels():
        if k.kind == "constant":
            continue  # lipschitz_bound: one number, computed in Python
        source, entry = c_kernel(k, kind="sum" if k.name in SUMMED else None)
        parts.append(source)
        entries.append(entry)
    table = ["const sym_kernel sym_kernels[] = {", *entries, "};", "", "const int sym_kernel_count =",
             "    (int)(sizeof sym_kernels / sizeof sym_kernels[0]);"]
    parts.append("\n".join(table) + "\n")
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    """``python -m symln.kernels.codegen (--write | --check)``; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m symln.kernels.codegen", description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help=f"regenerate {GENERATED.name} and {GENERATED_C.name}")
    mode.add_argument("--check", action="store_true", help="exit 1 if a generated file is stale")
    args = parser.parse_args(argv)
    outputs = ((GENERATED, generate()), (GENERATED_C, generate_c()))
    if args.check:
        stale = [path for path, source in outputs if source != _read(path)]
        for path in stale:
            print(f"{path} is stale: run python -m symln.kernels.codegen --write", file=sys.stderr)
        for path, _ in outputs:
            if path not in stale:
                print(f"{path} is current")
        return 1 if stale else 0
    for path, source in outputs:
        atomic_write_text(path, source)
        print(f"wrote {path}")
    return 0


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.exists() else ""


if __name__ == "__main__":
    sys.exit(main())
