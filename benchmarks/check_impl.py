"""Cost of the oracle side of ``symln check-impl``: default runs, and (4096, 768) batches, beside the targets' time.

    PYTHONPATH=. python benchmarks/check_impl.py [--rows 4096] [--d 768] [--runs 3] [--torch-rows]

First, whole default runs (every family, 256 rows of d = 768, seed 0) for each
target and dtype: the seconds outside the target (the oracle side, the
diagnosis of a failing target included), best of --runs; the goal is at most
0.5 s.  The targets are the numpy idiom, a one-pass variance (which fails and
so is diagnosed), torch.nn.functional.layer_norm and a JAX two-pass layer norm
(eager and under jax.jit), the last two when installed.

For each family (of the kernel families whose d is free) and each target, the
whole check runs restricted to that family: forward values, the five
identities (on a grid batch of the same size), the Jacobian (autograd for
torch, two more target calls and the oracle's central differences otherwise).
The time inside the target and the rest (the oracle side: reference values,
row statistics, bounds, the closed-form Jacobian products) are printed side by
side, best of --runs in one process.  The last column times the diagnosis
alone (all twelve conventions fitted on that family, then the accuracy pass),
which a failing target adds to the oracle side.

``--torch-rows`` also shows the torch float32 defect that the ``rare`` family
finds: rows of entries 10^8 with one entry 10^8 - 8, for every position of
that entry, through torch's float32 layer norm; it prints the positions where
the error exceeds even the kappa-aware bound (which allows C u kappa, several
times the output's size, there) and one such value beside the oracle's.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from symln.checkimpl import check
from symln.checkimpl.diagnosis import diagnose
from symln.checkimpl.oracle import Bound, make_case
from symln.checkimpl.targets import TargetError, as_target

FAMILIES = ("random", "offset4", "offset8", "offset12", "tiny", "constant", "rare")
#: the goal for the oracle's share of a default run (seconds)
GOAL = 0.5


def one_pass(z, gamma, beta, eps):
    """A wrong layer norm (E[z^2] - E[z]^2): its check runs the diagnosis too."""
    mu = z.mean(axis=-1, keepdims=True)
    var = (z * z).mean(axis=-1, keepdims=True) - mu * mu
    return (z - mu) / np.sqrt(var + eps) * gamma + beta


def jax_two_pass(x, gamma, beta, eps):
    """A JAX layer norm (two passes), checked eagerly and under jax.jit."""
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / (var + eps) ** 0.5 * gamma + beta


def targets(with_jax: bool = False):
    found = {"numpy": as_target("numpy"), "one-pass": as_target(one_pass)}
    try:
        found["torch"] = as_target("torch")
    except TargetError:  # torch is not installed
        pass
    if with_jax:
        try:
            import jax  # noqa: F401
        except ImportError:
            return found
        from symln.checkimpl.frameworks import jax_target

        found["jax"] = jax_target("jax", jax_two_pass)
    return found


def default_runs(runs: int) -> float:
    """The oracle's share of whole default runs, per target and dtype; returns the worst."""
    dtypes = ["float64", "float32"]
    try:
        import ml_dtypes  # noqa: F401

        dtypes.append("bfloat16")
    except ImportError:
        pass
    found = targets(with_jax=True)
    print(f"default runs (all families, 256 rows of d = 768, seed 0): seconds outside the target, best of {runs}")
    print(f"  {'target':10s}" + "".join(f"{dt:>12s}" for dt in dtypes) + "   verdicts")
    worst = 0.0
    for name, target in found.items():
        cells, verdicts = [], []
        for dt in dtypes:
            best, report = np.inf, None
            for _ in range(runs):
                report = check(target, dtype=dt)
                best = min(best, report.oracle_seconds)
            cells.append(best)
            verdicts.append("pass" if report.passed else "fail " + ",".join(report.diagnosis))
            worst = max(worst, best)
        print(f"  {name:10s}" + "".join(f"{c:12.3f}" for c in cells) + "   " + "; ".join(verdicts))
    print(f"worst oracle share of a default run: {worst:.3f} s (goal: at most {GOAL} s)")
    return worst


def torch_rows() -> None:
    """torch float32 on rows beyond float32's resolution (see the module docstring)."""
    import torch

    from symln import kernels
    from symln.checkimpl.oracle import C, moments

    print("\ntorch float32, rows of 1e8 with one entry 1e8 - 8 (u kappa >= 1), error in kappa-scaled units:")
    for d in (16, 768):
        bad, example = [], None
        for p in range(d):
            z = np.full((1, d), 1e8, dtype=np.float32)
            z[0, p] = 1e8 - 8
            y = torch.nn.functional.layer_norm(torch.from_numpy(z), (d,), eps=1e-5).numpy().astype(np.float64)
            z64 = z.astype(np.float64)
            exact = kernels.core(z64, 1e-5)
            mu, _, sigma = moments(z64, 1e-5)
            units = np.abs(y - exact).max() / (2.0**-24 * (max(1, np.abs(exact).max()) + abs(mu[0]) / sigma[0]))
            if units > C:
                bad.append(p)
                if example is None:
                    example = f"position {p}: torch {y[0, p]:.6g}, exact {exact[0, p]:.6g}, {units:.3g} units"
        shown = ", ".join(map(str, bad[:16])) + (" ..." if len(bad) > 16 else "")
        print(f"  d = {d}: beyond C = {C:g} units at {len(bad)} of {d} positions: {shown}")
        if example:
            print(f"    {example}; |u_i| <= sqrt(d - 1) = {np.sqrt(d - 1):.6g} for every layer norm")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=4096)
    parser.add_argument("--d", type=int, default=768)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--torch-rows", action="store_true", help="show torch float32 on unresolved rows")
    args = parser.parse_args(argv)
    default_runs(args.runs)
    found = targets()
    print(f"\ncheck-impl on one family of ({args.rows}, {args.d}), float64, best of {args.runs} runs (seconds)")
    header = "".join(f"{name + ' target':>16s}{name + ' oracle':>16s}" for name in found)
    print(f"  {'family':10s}{header}{'diagnosis':>12s}")
    worst = 0.0
    for fam in FAMILIES:
        cells = []
        for target in found.values():
            best = (np.inf, np.inf)
            for _ in range(args.runs):
                report = check(target, families=[fam], rows=args.rows, d=args.d)
                best = min(best, (report.oracle_seconds, report.target_seconds))
            cells += [best[1], best[0]]
            worst = max(worst, best[0])
        case = make_case(fam, rows=args.rows, d=args.d, seed=0, dtype="float64")
        with np.errstate(all="ignore"):
            y = one_pass(case.z, case.gamma, case.beta, case.eps)
        with np.errstate(all="ignore"):
            core = one_pass(case.z, 1.0, 0.0, case.eps)
        fit = np.inf
        for _ in range(args.runs):
            fresh = make_case(fam, rows=args.rows, d=args.d, seed=0, dtype="float64")
            start = time.perf_counter()
            diagnose([fresh], {fam: y}, {fam: core}, Bound("float64"))
            fit = min(fit, time.perf_counter() - start)
        print(f"  {fam:10s}" + "".join(f"{c:16.3f}" for c in cells) + f"{fit:12.3f}")
    print(f"worst oracle side of a whole check on one family: {worst:.3f} s (target: < 1 s)")
    if args.torch_rows and "torch" in found:
        torch_rows()


if __name__ == "__main__":
    main()
