"""Accuracy of symln.kernels on every input family, on both paths, in float64 and float32.

    PYTHONPATH=. python benchmarks/kernel_accuracy.py [--norm layer|rms|both] [--rows 16] [--d 16] [--sweep SEEDS] [--torch-d 768]

Errors in units of roundoff of the result's dtype, ``u max(1, |reference|_inf)``
per sample, against the mpmath twins at 50 digits on the given floats (see
symln.mpkernels.error_units); float32 batches are the float64 families rounded
to float32, their reference the twin on those float32 values.  A NaN counts as
infinitely wrong.  Printed: one table per path and dtype (worst units of each
kernel on each family), each implementation's worst error on the offset
families at --torch-d (torch and a hand-written two-pass numpy layer norm
beside symln's core), and with --sweep the worst over many seeds.  ``--norm rms`` measures
the RMSNorm kernels (``rms_*``) on their own families (symln.kernels.families.RMS_FAMILIES;
``vast`` is float64 only) and ends with the summary table of docs/benchmarks/index.md.
"""

from __future__ import annotations

import argparse

import numpy as np

from symln import kernels, mpkernels
from symln.kernels.families import FAMILIES, FLOAT64_ONLY, PAIRS, RMS_FAMILIES, RMS_PAIRS, extras, family, rms_family
from symln.mpkernels import error_units

from kernels import two_pass  # benchmarks/kernels.py, beside this script: the hand-written baseline

try:  # optional: measured when installed
    import torch
except ImportError:  # pragma: no cover - depends on the environment
    torch = None

#: the limit every kernel must meet on every family
LIMIT = 4.0


def worst_units(computed, reference, axes) -> float:
    """The largest error in units; NaN (or inf) anywhere in *computed* is infinitely wrong."""
    if not np.all(np.isfinite(np.asarray(computed, dtype=np.float64))):
        return float("inf")
    return float(np.max(error_units(computed, reference, sample_ndim=axes)))


#: ``--norm`` -> (families, family maker, kernel pairs)
NORMS = {"layer": (FAMILIES, family, PAIRS), "rms": (RMS_FAMILIES, rms_family, RMS_PAIRS)}


def cases(rows: int, d: int, dtype, seed: int = 3, norm: str = "layer"):
    """``(family, z, eps, extras)`` of every family, matrices at d = 8 (their twins hold d^2 mpf entries)."""
    families, make, _ = NORMS[norm]
    for name in families:
        if np.dtype(dtype) != np.float64 and norm == "rms" and name in FLOAT64_ONLY:
            continue
        for matrix in (False, True):
            if matrix and name == "wide":
                continue  # 3000^2 mpf entries: the tests check chosen columns instead
            z, eps = make(name, rows=2 if name == "wide" else rows, d=8 if matrix else d, seed=seed)
            x = extras(z, seed=seed)
            yield name, matrix, z.astype(dtype), eps, {k: v.astype(dtype) for k, v in x.items()}


def kernel_table(rows: int, d: int, dtype, norm: str = "layer") -> dict:
    """Worst units of every kernel on every family, on each path: ``{path: {kernel: {family: units}}}``."""
    pairs = NORMS[norm][2]
    paths = ["compiled", "numpy"] if kernels.path() == "compiled" else ["numpy"]
    table = {p: {k: {} for k in pairs} for p in paths}
    for fam, matrix, z, eps, x in cases(rows, d, dtype, norm=norm):
        for name, (fast, twin, axes) in pairs.items():
            if (axes == 2) != matrix:
                continue
            ref = twin(z, eps, x)
            for p in paths:
                kernels.set_path(p)
                try:
                    table[p][name][fam] = worst_units(fast(z, eps, x), ref, axes)
                finally:
                    kernels.set_path(None)
    return table


def print_table(table: dict, dtype, rows: int, d: int, norm: str = "layer") -> float:
    fams = list(NORMS[norm][0])
    overall = 0.0
    for path, by_kernel in table.items():
        print(f"\n{np.dtype(dtype).name}, {path} path: worst units ({rows} rows, d = {d}; matrices d = 8)")
        print("  " + f"{'':22s}" + "".join(f"{n:>9s}" for n in fams) + f"{'worst':>9s}")
        for name, cells in by_kernel.items():
            shown = "".join(f"{'-':>9s}" if f not in cells else f"{cells[f]:9.2f}" for f in fams)
            worst = max(cells.values())
            overall = max(overall, worst)
            print(f"  {name:22s}{shown}{worst:9.2f}")
    return overall


def summary(tables: dict) -> None:
    """The table of docs/benchmarks/index.md: each kernel's worst over the families, per dtype and path (Markdown)."""
    columns = [(dtype, p) for dtype, table in tables.items() for p in table]
    print("\n| kernel | " + " | ".join(f"{np.dtype(t).name} {p}" for t, p in columns) + " |")
    print("|---|" + "---|" * len(columns))
    names = next(iter(next(iter(tables.values())).values()))
    for name in names:
        cells = [max(tables[t][p][name].values()) for t, p in columns]
        print(f"| {name} | " + " | ".join(f"{c:.2f}" for c in cells) + " |")


def forward_errors(d: int) -> None:
    """Worst error of each forward implementation on the offset families (and random rows)."""
    impls = {"symln core": kernels.core, "numpy two-pass": two_pass}
    if torch is not None:
        impls["torch layer_norm"] = lambda z, eps: torch.nn.functional.layer_norm(
            torch.from_numpy(z), (z.shape[-1],), eps=eps).numpy()
    names = ["random", "offset4", "offset8", "offset12"]
    print(f"\nforward accuracy, float64, worst units over 8 rows of d = {d}")
    print("  " + f"{'':18s}" + "".join(f"{n:>12s}" for n in names))
    refs = {}
    for n in names:
        z, eps = family(n, rows=8, d=d, seed=1)
        refs[n] = (z, eps, mpkernels.core(z, eps))
    for k, f in impls.items():
        cells = [worst_units(f(z, eps), ref, 1) for z, eps, ref in refs.values()]
        print("  " + f"{k:18s}" + "".join(f"{c:12.3g}" for c in cells))


def sweep(seeds: int) -> None:
    """Worst error of each row kernel over many seeded rows: d = 3, 16, 64 on the families that allow it."""
    names = [n for n in FAMILIES if n != "wide"]
    paths = ["compiled", "numpy"] if kernels.path() == "compiled" else ["numpy"]
    worst = {(p, k): 0.0 for p in paths for k in PAIRS}
    rows = dict.fromkeys(PAIRS, 0)
    for seed in range(seeds):
        for n in names:
            for d in (3, 16, 64):
                z, eps = family(n, rows=40, d=d, seed=1000 + seed)
                x = extras(z, seed=1000 + seed)
                for name, (fast, twin, axes) in PAIRS.items():
                    if (axes == 2 and d == 64) or axes is None:
                        continue
                    ref = twin(z, eps, x)
                    rows[name] += z.shape[0]
                    for p in paths:
                        kernels.set_path(p)
                        try:
                            worst[p, name] = max(worst[p, name], worst_units(fast(z, eps, x), ref, axes))
                        finally:
                            kernels.set_path(None)
    print(f"\nsweep over {seeds} seeds, float64, worst units (rows per kernel in brackets)")
    for name in PAIRS:
        if rows[name]:
            cells = "".join(f"   {p} {worst[p, name]:6.2f}" for p in paths)
            print(f"  {name:16s}{cells}   ({rows[name]} rows)")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--norm", choices=("layer", "rms", "both"), default="layer")
    parser.add_argument("--rows", type=int, default=16)
    parser.add_argument("--d", type=int, default=16)
    parser.add_argument("--torch-d", type=int, default=768)
    parser.add_argument("--sweep", type=int, default=0, metavar="SEEDS",
                        help="also measure every row kernel on 960 rows per seed and path")
    args = parser.parse_args(argv)
    for norm in ("layer", "rms") if args.norm == "both" else (args.norm,):
        overall, tables = 0.0, {}
        for dtype in (np.float64, np.float32):
            tables[dtype] = kernel_table(args.rows, args.d, dtype, norm)
            overall = max(overall, print_table(tables[dtype], dtype, args.rows, args.d, norm))
        print(f"\n{norm}: worst over every kernel, family, path and dtype: {overall:.2f} units (limit {LIMIT:g})")
        summary(tables)
        if norm == "layer":
            forward_errors(args.torch_d)
            if args.sweep:
                sweep(args.sweep)


if __name__ == "__main__":
    main()
