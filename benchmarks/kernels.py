"""Speed and accuracy of symln.kernels, side by side with a hand-written numpy layer norm.

    PYTHONPATH=. python benchmarks/kernels.py [--runs 15] [--rows 4096] [--d 768] [--sweep SEEDS]

Speed: one float64 batch of shape (rows, d); every implementation runs once per
round, in turn, for --runs rounds; the ratios are taken within each round and
the median is printed.  The hand-written baseline is the usual two-pass numpy
code (mean, subtract, einsum, in-place scale).  torch.nn.functional.layer_norm
joins when torch can be imported.

Accuracy: errors in units of roundoff, ``u max(1, |reference|_inf)`` per
sample, against the mpmath twins at 50 digits on the given floats (see
symln.mpkernels.error_units), on the input families of symln.kernels.families.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from symln import kernels, mpkernels
from symln.kernels.families import FAMILIES, PAIRS, extras, family
from symln.mpkernels import error_units

try:  # optional: only measured when installed
    import torch
except ImportError:  # pragma: no cover - depends on the environment
    torch = None


def two_pass(z, eps):
    """The hand-written baseline: mean, subtract, einsum, in-place scale."""
    mu = z.mean(axis=-1, keepdims=True)
    r = z - mu
    q = np.einsum("...i,...i->...", r, r) / z.shape[-1]
    r *= (1 / np.sqrt(q + eps))[..., None]
    return r


def torch_layer_norm(z, eps):
    x = torch.from_numpy(z)
    return torch.nn.functional.layer_norm(x, (z.shape[-1],), eps=eps).numpy()


def speed(rows: int, d: int, runs: int) -> None:
    rng = np.random.default_rng(0)
    z = rng.standard_normal((rows, d))
    t, g = rng.standard_normal((rows, d)), rng.standard_normal((rows, d))
    eps = 1e-5
    impls = {
        "numpy two-pass": lambda: two_pass(z, eps),
        "symln core": lambda: kernels.core(z, eps),
        "symln layer_norm": lambda: kernels.layer_norm(z, t[0], g[0], eps),
        "symln jvp": lambda: kernels.jvp(z, eps, t),
        "symln vjp": lambda: kernels.vjp(z, eps, g),
    }
    if torch is not None:
        impls["torch layer_norm"] = lambda: torch_layer_norm(z, eps)
    for f in impls.values():  # warm up allocations and caches
        f()
    times = {k: [] for k in impls}
    for _ in range(runs):
        for k, f in impls.items():
            t0 = time.perf_counter()
            f()
            times[k].append(time.perf_counter() - t0)

    def ratio(a, b):
        return statistics.median(x / y for x, y in zip(times[a], times[b]))

    print(f"speed: float64 batch ({rows}, {d}), median of {runs} rounds")
    for k, v in times.items():
        print(f"  {k:18s} {statistics.median(v) * 1e3:8.2f} ms")
    print(f"  ratio core / numpy two-pass      {ratio('symln core', 'numpy two-pass'):.2f}   (target <= 1.5)")
    print(f"  ratio jvp / core                 {ratio('symln jvp', 'symln core'):.2f}   (target <= 2)")
    print(f"  ratio vjp / core                 {ratio('symln vjp', 'symln core'):.2f}   (target <= 2)")
    if torch is not None:
        print(f"  ratio torch layer_norm / core    {ratio('torch layer_norm', 'symln core'):.2f}")


def forward_errors(d: int) -> None:
    """Worst error of each forward implementation on the offset families (and random rows)."""
    impls = {"symln core": kernels.core, "numpy two-pass": two_pass}
    if torch is not None:
        impls["torch layer_norm"] = torch_layer_norm
    names = ["random", "offset4", "offset8", "offset12"]
    print(f"\nforward accuracy, worst units over 8 rows of d = {d}")
    print("  " + f"{'':18s}" + "".join(f"{n:>12s}" for n in names))
    refs = {}
    for n in names:
        z, eps = family(n, rows=8, d=d, seed=1)
        refs[n] = (z, eps, mpkernels.core(z, eps))
    for k, f in impls.items():
        cells = []
        for n in names:
            z, eps, ref = refs[n]
            cells.append(float(error_units(f(z, eps), ref).max()))
        print("  " + f"{k:18s}" + "".join(f"{c:12.3g}" for c in cells))


def kernel_errors(rows: int, d: int) -> None:
    """Worst error of every kernel on every family."""
    fams = list(FAMILIES)
    print(f"\naccuracy of every kernel, worst units ({rows} rows, d = {d} unless the family fixes d)")
    print("  " + f"{'':16s}" + "".join(f"{n:>9s}" for n in fams) + f"{'worst':>9s}")
    for name, (fast, twin, axes) in PAIRS.items():
        cells = []
        for n in fams:
            matrix = axes == 2
            if matrix and n == "wide":
                cells.append(None)  # a d x d matrix of 3000^2 mpf entries: checked by columns in the tests
                continue
            z, eps = family(n, rows=2 if n == "wide" else rows, d=8 if matrix else d, seed=3)
            x = extras(z, seed=3)
            if axes is None:  # the summed gradients form one sample
                cells.append(float(error_units(fast(z, eps, x), twin(z, eps, x))))
            else:
                cells.append(float(error_units(fast(z, eps, x), twin(z, eps, x), sample_ndim=axes).max()))
        shown = "".join(f"{'-':>9s}" if c is None else f"{c:9.2f}" for c in cells)
        print(f"  {name:16s}{shown}{max(c for c in cells if c is not None):9.2f}")


def sweep(seeds: int) -> None:
    """Worst error of each kernel over many seeded rows: d = 3, 16, 64 on the families that allow it."""
    names = ["random", "offset4", "offset8", "offset12", "tiny", "constant", "d1", "d2"]
    worst = dict.fromkeys(PAIRS, 0.0)
    rows = dict.fromkeys(PAIRS, 0)
    for seed in range(seeds):
        for n in names:
            for d in (3, 16, 64):
                z, eps = family(n, rows=40, d=d, seed=1000 + seed)
                x = extras(z, seed=1000 + seed)
                for name, (fast, twin, axes) in PAIRS.items():
                    if (axes == 2 and d == 64) or axes is None:
                        continue
                    err = error_units(fast(z, eps, x), twin(z, eps, x), sample_ndim=axes).max()
                    worst[name] = max(worst[name], float(err))
                    rows[name] += z.shape[0]
    print(f"\nsweep over {seeds} seeds (rows per kernel in brackets), worst units")
    for name in PAIRS:
        if rows[name]:
            print(f"  {name:16s}{worst[name]:9.2f}   ({rows[name]} rows)")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--rows", type=int, default=4096)
    parser.add_argument("--d", type=int, default=768)
    parser.add_argument("--sweep", type=int, default=0, metavar="SEEDS",
                        help="also measure every kernel on 960 rows per seed (about 7 s per seed)")
    args = parser.parse_args(argv)
    speed(args.rows, args.d, args.runs)
    forward_errors(args.d)
    kernel_errors(16, 16)
    if args.sweep:
        sweep(args.sweep)


if __name__ == "__main__":
    main()
