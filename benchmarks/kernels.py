"""Speed of symln.kernels beside torch.nn.functional.layer_norm and its autograd backward.

    PYTHONPATH=. python benchmarks/kernels.py [--rows 4096] [--d 768] [--runs 20] [--repeats 5] [--threads N]
                                              [--clock wall|cpu] [--only REGEX]

One float64 batch of shape (rows, d).  Each implementation is timed in its
own loop: a few warm-up calls, then --runs timed calls, one perf_counter
interval each.  That is repeated --repeats times, the order of the
implementations rotated by one each time, so that none always runs after the
same neighbour.  Printed: the minimum and the median over all timed calls,
and the spread of the per-repeat medians (how noisy the machine was).

torch runs on tensors made once (no conversion is timed); its backward is
``torch.autograd.grad(y, x, g, retain_graph=True)`` on a ``y`` computed once,
so it times the backward of layer_norm alone.  symln and torch use the same
number of threads (--threads, default torch's), which is printed.  The symln
kernels run on both paths: compiled (when built) and numpy.  ``out=`` variants
write into a preallocated array; the others allocate their result, as torch does.

The ratios compare symln with torch (target: at most 1.3), from the minima and
from the medians.  ``--clock cpu`` times the process's CPU time instead of
the wall clock: with ``--threads 1`` that is the work of one call, which other
processes on a busy machine disturb far less than they disturb wall time (with
more threads it adds the threads' times up, so it is not a speed).
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import statistics
import time

import numpy as np

from symln import kernels

try:  # optional: measured when installed
    import torch
except ImportError:  # pragma: no cover - depends on the environment
    torch = None


def two_pass(z, eps):
    """The hand-written numpy baseline: mean, subtract, einsum, in-place scale."""
    mu = z.mean(axis=-1, keepdims=True)
    r = z - mu
    q = np.einsum("...i,...i->...", r, r) / z.shape[-1]
    r *= (1 / np.sqrt(q + eps))[..., None]
    return r


def on_path(name, fn):
    """*fn* run with the kernels on path *name*."""

    def call():
        kernels.set_path(name)
        return fn()

    return call


def implementations(rows: int, d: int) -> dict:
    rng = np.random.default_rng(0)
    z, t, g = (rng.standard_normal((rows, d)) for _ in range(3))
    gamma, beta = rng.standard_normal(d), rng.standard_normal(d)
    eps = 1e-5
    buffer = np.empty_like(z)
    impls = {
        "numpy copy (memory)": lambda: np.copyto(buffer, z),
        "numpy two-pass": lambda: two_pass(z, eps),
    }
    symln = {
        "core": lambda: kernels.core(z, eps),
        "core out=": lambda: kernels.core(z, eps, out=buffer),
        "layer_norm": lambda: kernels.layer_norm(z, gamma, beta, eps),
        "jvp": lambda: kernels.jvp(z, eps, t),
        "vjp": lambda: kernels.vjp(z, eps, g),
        "vjp gamma": lambda: kernels.vjp(z, eps, g, gamma),
    }
    paths = ["compiled", "numpy"] if kernels.path() == "compiled" else ["numpy"]
    for p in paths:
        for name, fn in symln.items():
            impls[f"symln {name} [{p}]"] = on_path(p, fn)
    if torch is not None:
        x = torch.from_numpy(z).requires_grad_(True)
        w, b, gt = torch.from_numpy(gamma), torch.from_numpy(beta), torch.from_numpy(g)
        F = torch.nn.functional
        y = F.layer_norm(x, (d,), eps=eps)
        yw = F.layer_norm(x, (d,), w, b, eps=eps)

        def forward(*wb):
            with torch.no_grad():
                return F.layer_norm(x, (d,), *wb, eps=eps)

        impls["torch layer_norm"] = forward
        impls["torch layer_norm w, b"] = lambda: forward(w, b)
        impls["torch backward"] = lambda: torch.autograd.grad(y, x, gt, retain_graph=True)
        impls["torch backward w"] = lambda: torch.autograd.grad(yw, x, gt, retain_graph=True)
    return impls


def measure(impls: dict, runs: int, repeats: int, warmup: int = 3, clock=time.perf_counter) -> dict:
    """Per implementation: every timed call, and the median of each repeat."""
    names = list(impls)
    times = {k: [] for k in names}
    medians = {k: [] for k in names}
    for r in range(repeats):
        for k in names[r % len(names) :] + names[: r % len(names)]:
            f = impls[k]
            for _ in range(warmup):
                f()
            these = []
            for _ in range(runs):
                t0 = clock()
                f()
                these.append(clock() - t0)
            times[k] += these
            medians[k].append(statistics.median(these))
    kernels.set_path(None)
    return {k: (times[k], medians[k]) for k in names}


#: (symln implementation, torch implementation) compared against the target
RATIOS = [
    ("core", "torch layer_norm"),
    ("core out=", "torch layer_norm"),
    ("layer_norm", "torch layer_norm w, b"),
    ("jvp", "torch backward"),
    ("vjp", "torch backward"),
    ("vjp gamma", "torch backward w"),
]


def report(results: dict, rows: int, d: int, runs: int, repeats: int, threads: int, clock: str) -> None:
    print(f"float64 batch ({rows}, {d}); {runs} timed calls x {repeats} repeats per implementation, rotated order; "
          f"{'wall clock' if clock == 'wall' else 'process CPU time'}")
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores; threads: torch {torch.get_num_threads() if torch else '-'}, "
          f"symln compiled {kernels.threads() if kernels.path() == 'compiled' else '-'} (set to {threads})")
    print(f"  {'implementation':34s}{'min ms':>9s}{'median ms':>11s}   per-repeat medians (ms)")
    for k, (all_times, medians) in results.items():
        spread = ", ".join(f"{m * 1e3:.2f}" for m in medians)
        print(f"  {k:34s}{min(all_times) * 1e3:9.3f}{statistics.median(all_times) * 1e3:11.3f}   {spread}")
    if torch is None:
        return
    print("\nratios symln / torch (target <= 1.3)        from minima   from medians")
    for path in ("compiled", "numpy"):
        for mine, theirs in RATIOS:
            k = f"symln {mine} [{path}]"
            if k not in results or theirs not in results:
                continue
            a, b = results[k][0], results[theirs][0]
            ratio_min = min(a) / min(b)
            ratio_med = statistics.median(a) / statistics.median(b)
            print(f"  {k:30s} / {theirs:22s}{ratio_min:8.2f}{ratio_med:13.2f}")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=4096)
    parser.add_argument("--d", type=int, default=768)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--threads", type=int, default=torch.get_num_threads() if torch else (os.cpu_count() or 1))
    parser.add_argument("--clock", choices=["wall", "cpu"], default="wall")
    parser.add_argument("--only", default="", help="time only the implementations whose names match this regex")
    args = parser.parse_args(argv)
    if torch is not None:
        torch.set_num_threads(args.threads)
    kernels.set_threads(args.threads)
    impls = {k: f for k, f in implementations(args.rows, args.d).items() if re.search(args.only, k)}
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    results = measure(impls, args.runs, args.repeats, clock=clock)
    report(results, args.rows, args.d, args.runs, args.repeats, args.threads, args.clock)


if __name__ == "__main__":
    main()
