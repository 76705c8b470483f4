"""Wall time of ``symln verify``, and where it goes.

Runs ``python -m symln verify --json -`` as a subprocess with this interpreter
(so imports and the lemma checks count, as they do for a user), a few times,
and prints the median wall time, the run's own total (``summary.seconds``) and
the per-claim symbolic seconds of the median run, slowest first.  It reads
only the JSON of the interface contract, so it works whatever claims exist.

    python benchmarks/verify_time.py [--runs 3] [--top 10] [--ref COMMIT] [-- extra verify args]

With ``--ref COMMIT`` the tree of that commit (checked out into a temporary
directory) is timed too, the two alternating run by run on the same machine in
the same minutes, and the ratio of the medians is printed (this tree / the
reference).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

def run_verify(extra: list[str], root: Path = ROOT) -> tuple[float, int, dict | None, str]:
    """One ``symln verify --json -`` run of the tree *root*: (wall seconds, exit code, JSON or None, stderr tail)."""
    command = [sys.executable, "-m", "symln", "verify", "--json", "-", *extra]
    start = time.perf_counter()
    # from the tree's root, so `-m symln` finds that tree's package before an installed one
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd=root)
    wall = time.perf_counter() - start
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        report = None
    lines = done.stderr.strip().splitlines()
    return wall, done.returncode, report, lines[-1] if lines else ""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="number of runs (default 3)")
    parser.add_argument("--top", type=int, default=10, help="claims to list, slowest first (default 10; 0 for all)")
    parser.add_argument("--ref", metavar="COMMIT", help="also time this commit's tree, alternating with this one")
    parser.add_argument("extra", nargs="*", help="extra arguments for symln verify (after --)")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.ref:
        return compare(args.ref, args.runs, args.extra)

    runs = []
    for k in range(args.runs):
        wall, code, report, last = run_verify(args.extra)
        if report is None:
            print(f"run {k + 1}: exit {code}, no JSON on stdout; last stderr line: {last}", file=sys.stderr)
            return 1
        runs.append((wall, code, report))
        seconds = report["summary"]["seconds"]
        print(f"run {k + 1}: {wall:.2f} s wall, exit {code}, summary.seconds {seconds:.2f}", flush=True)
        for c in report["claims"]:
            if c["outcome"] != "proved":  # a run that did not prove everything says what and why
                print(f"  {c['id']}: {c['outcome']}: {c['reason'][:300]}", flush=True)

    walls = [w for w, _, _ in runs]
    median = statistics.median(walls)
    wall, code, report = min(runs, key=lambda r: abs(r[0] - median))
    s = report["summary"]
    print()
    print(
        f"symln verify: median wall {median:.2f} s over {len(walls)} runs "
        f"(min {min(walls):.2f}, max {max(walls):.2f}); exit {code}"
    )
    print(
        f"median run: summary.seconds {s['seconds']:.2f} s; {s['total']} claims: {s['proved']} proved, "
        f"{s.get('vacuous', 0)} vacuous, {s['numeric_only']} numeric-only, {s['failed']} failed, {s['error']} error, {s['skipped']} skipped"
    )
    claims = sorted(report["claims"], key=lambda c: c["symbolic"]["seconds"], reverse=True)
    symbolic_total = sum(c["symbolic"]["seconds"] for c in claims)
    print(f"per-claim symbolic seconds (sum {symbolic_total:.2f} s; the rest of the wall time is start-up, "
          "lemma checks and numeric checks):")
    shown = claims if args.top == 0 else claims[: args.top]
    for c in shown:
        print(f"  {c['id']:<12} {c['symbolic']['seconds']:7.3f} s  {c['outcome']:<12} {c['scope']}")
    if len(shown) < len(claims):
        rest = sum(c["symbolic"]["seconds"] for c in claims[len(shown):])
        print(f"  ... {len(claims) - len(shown)} more claims, {rest:.3f} s together")
    return 0


def compare(ref: str, runs: int, extra: list[str]) -> int:
    """This tree and *ref*'s, alternating, *runs* times each; the medians and their ratio."""
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "archive", ref], capture_output=True, check=True, cwd=ROOT).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        walls: dict[str, list[float]] = {"this tree": [], ref: []}
        for k in range(runs):
            for name, root in (("this tree", ROOT), (ref, Path(folder))):
                wall, code, report, last = run_verify(extra, root)
                if report is None:
                    print(f"{name}, run {k + 1}: exit {code}, no JSON; last stderr line: {last}", file=sys.stderr)
                    return 1
                s = report["summary"]
                walls[name].append(wall)
                print(f"{name}, run {k + 1}: {wall:.2f} s wall, exit {code}, {s['proved']}/{s['total']} proved", flush=True)
    medians = {name: statistics.median(w) for name, w in walls.items()}
    for name, median in medians.items():
        print(f"{name}: median wall {median:.2f} s (min {min(walls[name]):.2f}, max {max(walls[name]):.2f})")
    print(f"ratio this tree / {ref}: {medians['this tree'] / medians[ref]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
