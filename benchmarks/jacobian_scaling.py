"""How the exact check of the core's Jacobian (claim E12) scales with the dimension d.

The identity is ``D u_eps(z) = (q+eps)^(-1/2) (P - v v^T / (d (q+eps)))`` for all z
and eps > 0, with u_eps = symln.model.core and the closed form of
symln.articles.epsilon.  Two exact methods run side by side, one d after the other:

* naive: all d^2 entries (``symln.prove.models.equivariance.check_naive``: ConcreteModel(d),
  J by a derivative along each e_j, the closed form evaluated entrywise), which
  is how a concrete-d claim checks it;
* structured: ``symln.prove.models.equivariance.check_structured``: equivariance checked for
  two generators of the permutation group, then two entries compared.

Each method climbs the ladder d = 1, 2, 3, 4, 6, 8, 12, ... while its cumulative
time stays within the budget; a step whose predicted time (from the growth of
the last two steps) would overrun the budget is not started.  SymPy's cache is
cleared before every timed step, so neither method reuses the other's work.
Then: the structured check for every d = 1..64 (the goal is <= 30 s) and the
general-d proof (symbolic d; goal < 1 s).

    python benchmarks/jacobian_scaling.py [--budget 60] [--all-d 64] [--max-d 4096]
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time

from sympy.core.cache import clear_cache

from symln.articles.epsilon import jacobian_closed_form
from symln.model import core
from symln.prove.language.claims import builtin_claims
from symln.prove.models.equivariance import GeneralForm, JacobianIdentity, check_naive, check_structured, prove_general
from symln.prove.models.general import GeneralModel
from symln.prove.language.relations import Check
from symln.prove.language.traces import relations_of

LADDER = (1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096)


def _eps(m):
    return m.scalar("eps", positive=True)


E12 = JacobianIdentity(
    lambda m, x: core(m, x, _eps(m)),
    lambda m: jacobian_closed_form(m, _eps(m)),
    label="E12",
)


class Ladder:
    """One method climbing the ladder of d within a cumulative time budget."""

    def __init__(self, name, run, budget):
        self.name, self.run, self.budget = name, run, budget
        self.total = 0.0
        self.reached = None  # largest d finished within the budget
        self.history: list[tuple[int, float]] = []
        self.stopped = ""

    def predicted(self, d):
        """Seconds the step at d should take, from the growth of the last two steps (None: too fast to tell)."""
        if len(self.history) < 2 or self.history[-1][1] < 0.2:
            return None
        (d0, t0), (d1, t1) = self.history[-2:]
        k = math.log(max(t1, 1e-9) / max(t0, 1e-9)) / math.log(d1 / d0)
        k = min(max(k, 1.0), 6.0)
        return t1 * (d / d1) ** k

    def step(self, d):
        """Run the check at d; return its seconds, or None if this method has stopped."""
        if self.stopped:
            return None
        guess = self.predicted(d)
        if guess is not None and self.total + guess > self.budget:
            self.stopped = f"d = {d} not started: predicted {guess:.1f} s, {self.budget - self.total:.1f} s left"
            return None
        clear_cache()
        start = time.perf_counter()
        check = self.run(d)
        seconds = time.perf_counter() - start
        if check.ok is not True:
            print(f"{self.name} check at d = {d} did not prove the identity: {check.detail}", file=sys.stderr)
            raise SystemExit(1)
        self.total += seconds
        self.history.append((d, seconds))
        if self.total <= self.budget:
            self.reached = d
        else:
            self.stopped = f"cumulative time passed the budget at d = {d}"
        return seconds


def _e12_general_part() -> float:
    """Seconds for the general-d part of claim E12 as ``symln verify`` runs it."""
    claim = next(c for c in builtin_claims() if c.id == "E12")
    start = time.perf_counter()
    model = GeneralModel(min_d=claim.scope.min_d, nonconstant=claim.scope.nonconstant)
    check = Check.combine([r.decide(model) for r in relations_of(claim, model)])
    seconds = time.perf_counter() - start
    if check.ok is not True:
        print(f"E12, general d: {check.detail}", file=sys.stderr)
        raise SystemExit(1)
    return seconds


def _fmt(x):
    return "-" if x is None else f"{x:.3f}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=60.0, help="cumulative seconds per method (default 60)")
    parser.add_argument("--all-d", type=int, default=64, help="structured check for every d = 1..N (default 64)")
    parser.add_argument("--max-d", type=int, default=LADDER[-1], help="top of the ladder")
    args = parser.parse_args(argv)
    if args.budget <= 0 or args.all_d < 1 or args.max_d < 1:
        parser.error("--budget, --all-d and --max-d must be positive")

    print(f"exact check of D u_eps = (q+eps)^(-1/2) (P - v v^T/(d(q+eps))) (claim E12); {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.2f}")

    clear_cache()
    start = time.perf_counter()
    general = prove_general(E12)
    general_seconds = time.perf_counter() - start
    if general.ok is not True:
        print(f"general-d proof failed: {general.detail}", file=sys.stderr)
        return 1
    print(f"general d (symbolic): proved in {general_seconds:.3f} s")
    clear_cache()
    claim_seconds = _e12_general_part()
    print(f"general d, whole E12 claim body (derivation chain, J = closed form, J symmetric): {claim_seconds:.3f} s")

    form = GeneralForm.of(E12)
    naive = Ladder("naive", lambda d: check_naive(E12, d), args.budget)
    structured = Ladder("structured", lambda d: check_structured(E12, d, form=form), args.budget)
    print()
    print(f"{'d':>5}  {'naive s':>9}  {'cumul':>8}  {'structured s':>12}  {'cumul':>8}  {'naive/structured':>16}")
    for d in (d for d in LADDER if d <= args.max_d):
        t_naive = naive.step(d)
        t_structured = structured.step(d)
        if t_naive is None and t_structured is None:
            break
        ratio = f"{t_naive / t_structured:.0f}x" if t_naive and t_structured else "-"
        cumul_naive = None if t_naive is None else naive.total
        cumul_structured = None if t_structured is None else structured.total
        print(
            f"{d:>5}  {_fmt(t_naive):>9}  {_fmt(cumul_naive):>8}  "
            f"{_fmt(t_structured):>12}  {_fmt(cumul_structured):>8}  {ratio:>16}",
            flush=True,
        )
    for method in (naive, structured):
        why = f"; {method.stopped}" if method.stopped else f"; ladder ends at {args.max_d}"
        print(f"{method.name}: largest d within {args.budget:.0f} s (cumulative): {method.reached}{why}")

    clear_cache()
    start = time.perf_counter()
    for d in range(1, args.all_d + 1):
        check = check_structured(E12, d, form=form)
        if check.ok is not True:
            print(f"structured check at d = {d} did not prove the identity: {check.detail}", file=sys.stderr)
            return 1
    every = time.perf_counter() - start
    print(f"structured, every d = 1..{args.all_d}: {every:.2f} s total (goal <= 30 s)")
    print(f"general d (symbolic): {general_seconds:.3f} s, whole E12 claim body {claim_seconds:.3f} s (goal < 1 s)")
    print(f"load average at the end {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
