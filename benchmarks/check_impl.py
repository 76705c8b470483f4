"""Cost of the oracle side of ``symln check-impl`` on (4096, 768) batches, beside the targets' own time.

    PYTHONPATH=. python benchmarks/check_impl.py [--rows 4096] [--d 768] [--runs 3]

For each family (of the kernel families whose d is free) and each target, the
whole check runs restricted to that family: forward values, the five
identities (on a grid batch of the same size), the Jacobian (autograd for
torch, two more target calls and the oracle's central differences otherwise).
The time inside the target and the rest (the oracle side: reference values,
row statistics, bounds, the closed-form Jacobian products) are printed side by
side, best of --runs in one process.  The last column times the diagnosis
alone (all twelve conventions fitted on that family, then the accuracy pass),
which a failing target adds to the oracle side.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from symln.checkimpl import check
from symln.impl_conventions import diagnose
from symln.impl_oracle import Bound, make_case
from symln.impl_targets import TargetError, as_target

FAMILIES = ("random", "offset4", "offset8", "offset12", "tiny", "constant")


def one_pass(z, gamma, beta, eps):
    """A wrong layer norm (E[z^2] - E[z]^2): its check runs the diagnosis too."""
    mu = z.mean(axis=-1, keepdims=True)
    var = (z * z).mean(axis=-1, keepdims=True) - mu * mu
    return (z - mu) / np.sqrt(var + eps) * gamma + beta


def targets():
    found = {"numpy": as_target("numpy"), "one-pass": as_target(one_pass)}
    try:
        found["torch"] = as_target("torch")
    except TargetError:  # torch is not installed
        pass
    return found


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=4096)
    parser.add_argument("--d", type=int, default=768)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    found = targets()
    print(f"check-impl on one family of ({args.rows}, {args.d}), float64, best of {args.runs} runs (seconds)")
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
        fit = np.inf
        for _ in range(args.runs):
            fresh = make_case(fam, rows=args.rows, d=args.d, seed=0, dtype="float64")
            start = time.perf_counter()
            diagnose([fresh], {fam: y}, Bound(np.dtype("float64")))
            fit = min(fit, time.perf_counter() - start)
        print(f"  {fam:10s}" + "".join(f"{c:16.3f}" for c in cells) + f"{fit:12.3f}")
    print(f"worst oracle side of a whole check on one family: {worst:.3f} s (target: < 1 s)")


if __name__ == "__main__":
    main()
