"""Mutation testing of one module with cosmic-ray, against the test files that should catch its bugs.

Each mutant is one small change of the source (``<`` made ``<=``, ``and`` made
``or``, a number changed, an ``if`` negated, an ``except`` clause that no longer
matches, a loop that runs zero times, ...).  A mutant is *killed* when the test
files fail with it (or time out), and *survives* when they pass.  A survivor is
either a missing test or an *equivalent* mutant, one that cannot change what the
code does; the equivalent ones are listed with the reason in
``benchmarks/mutation_equivalents.toml``.  The score is

    (killed + equivalent) / (mutants run)

and the goal is at least 90% on the proof engine's decision modules, the
kernels' row operations and check-impl's checks.

The run happens in a temporary copy of the tracked files (plus the built C
extension, if any), with ``PYTHONPATH`` pointing there, so the work tree is never
mutated and subprocesses that the tests start (``python -m symln ...``) import the
mutant too.  Mutants run one at a time (this is a 2-core machine); it is slow,
so it is not part of CI:

    python benchmarks/mutation.py symln/prove/decide/signs.py            # its test files from MODULES
    python benchmarks/mutation.py symln/cli.py --tests tests/test_cli.py --timeout 600
    python benchmarks/mutation.py --list                           # the modules and their test files

It prints every surviving mutant, named ``MODULE:LINE:OPERATOR`` (plus ``#k``
when the operator mutates that line in several places), with the line before
and after (``--quiet``: only the unlisted ones), and the score; ``--json FILE``
writes the same names; ``--session FILE`` keeps cosmic-ray's session database,
which ``cr-report FILE`` reads.  Requires cosmic-ray, pinned:
``pip install -c constraints.txt -c benchmarks/constraints-mutation.txt cosmic-ray``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EQUIVALENTS = ROOT / "benchmarks" / "mutation_equivalents.toml"

#: the engine's unit tests of signs, zeros and the decision procedure, and the corpus of red-team claims
_DECISION_TESTS = [
    "tests/prove/test_sign_rules.py",
    "tests/prove/test_sign_structure.py",
    "tests/prove/test_signs_and_zeros.py",
    "tests/prove/test_algebra.py",
    "tests/prove/test_hypotheses.py",
    "tests/prove/test_corpus.py",
]
#: the claims that reach derivatives, limits, approximate relations and degenerate points
_CLAIM_TESTS = ["tests/prove/test_corpus.py", "tests/prove/test_approximately.py", "tests/prove/test_scalar_loss.py",
                "tests/prove/test_interpretations.py", "tests/prove/test_verify.py"]
_KERNEL_TESTS = ["tests/kernels/test_accuracy.py", "tests/kernels/test_array.py", "tests/kernels/test_out.py",
                 "tests/kernels/test_error_units.py", "tests/kernels/test_longdouble.py"]

#: the pytest plugin's tests that run its items in this process with a stub engine, or verify quick claims; the
#: three that verify AM-GM for five numbers with the real engine in a pytest subprocess (minutes each, past the
#: plugin's 120 s limit on a loaded machine) are left out: the stub-engine tests cover the plugin's side of them
_PLUGIN_TESTS = [f"tests/test_pytest_plugin.py::{name}" for name in (
    "test_each_outcome_becomes_a_test_result_with_its_reason",
    "test_strict_fails_numeric_only_and_vacuous_but_still_skips_skipped",
    "test_the_options_reach_the_engine",
    "test_a_failed_lemma_fails_every_claim_and_the_lemmas_are_checked_once",
    "test_only_python_files_matching_the_pattern_are_claims_files",
    "test_a_claims_file_that_does_not_load_is_a_collection_error_with_the_loaders_message",
    "test_a_vacuous_claim_is_skipped_naming_its_dimensions_and_strict_fails_it",
    "test_the_file_pattern_is_an_ini_option",
    "test_a_broken_claims_file_is_a_collection_error",
    "test_a_claim_relying_on_a_refuted_claim_does_not_pass",
)]

#: the modules under mutation testing, and the test files that should kill their mutants (quick ones: every
#: mutant runs them; a file missing from the tree, as in an older --ref, is left out)
MODULES = {
    "symln/prove/decide/signs.py": _DECISION_TESTS,
    "symln/prove/decide/decide.py": ["tests/prove/test_decide.py", *_DECISION_TESTS],
    "symln/prove/decide/identities.py": ["tests/prove/test_identities.py", *_DECISION_TESTS],
    "symln/prove/decide/radicals.py": _DECISION_TESTS,
    "symln/prove/decide/polyfrac.py": _DECISION_TESTS,
    "symln/prove/decide/hypotheses.py": _DECISION_TESTS,
    "symln/prove/calculus/definedness.py": _DECISION_TESTS,
    "symln/prove/calculus/calculus.py": _CLAIM_TESTS,
    "symln/prove/models/judges.py": _CLAIM_TESTS,
    "symln/prove/run/degenerate.py": _CLAIM_TESTS,
    "symln/prove/run/runner.py": ["tests/prove/test_runner.py"],
    "symln/prove/run/ladder.py": ["tests/prove/test_precision_ladder.py"],
    "symln/prove/calculus/nearby.py": ["tests/prove/test_limit_definedness.py"],
    "symln/kernels/rowops.py": ["tests/kernels/test_rowops.py", *_KERNEL_TESTS],  # its own tests first: -x stops sooner
    "symln/kernels/compiled.py": ["tests/kernels/test_compiled.py", "tests/kernels/test_out.py"],
    "symln/checkimpl/checks.py": ["tests/checkimpl/test_checks.py", "tests/checkimpl/test_checks_scales.py",
                                  "tests/checkimpl/test_diagnosis.py"],
    "symln/checkimpl/oracle.py": ["tests/checkimpl/test_oracle.py", "tests/checkimpl/test_checks.py"],
    "symln/checkimpl/conventions.py": ["tests/checkimpl/test_conventions.py", "tests/checkimpl/test_diagnosis.py"],
    "symln/cli.py": ["tests/test_cli.py", "tests/prove/test_runner.py"],
    "symln/pytest_plugin.py": _PLUGIN_TESTS,
    "symln/kernels/array.py": ["tests/kernels/test_array.py", "tests/kernels/test_out.py", "tests/kernels/test_compiled.py",
                               *_KERNEL_TESTS[:1], *_KERNEL_TESTS[3:], "tests/kernels/test_rms_kernels.py"],
    "symln/checkimpl/diagnosis.py": ["tests/checkimpl/test_diagnosis.py", "tests/checkimpl/test_conventions.py"],
    "symln/render/verdicts.py": ["tests/render/test_render_verdicts.py"],
}

#: cosmic-ray operators not run: bitwise and shift operators (this code does no bit arithmetic), and the
#: cross-replacements of arithmetic and comparison operators beyond the one-step ones kept below
EXCLUDED_OPERATORS = [
    r"core/ReplaceBinaryOperator_(?!(Add_Sub|Sub_Add|Mul_Div|Div_Mul|Pow_Mul|FloorDiv_Div|Mod_FloorDiv)$)",
    r"core/ReplaceComparisonOperator_(?!(Lt_LtE|LtE_Lt|Gt_GtE|GtE_Gt|Eq_NotEq|NotEq_Eq|Is_IsNot|IsNot_Is"
    r"|In_NotIn|NotIn_In|Lt_Gt|Gt_Lt|LtE_GtE|GtE_LtE)$)",
    r"core/ReplaceUnaryOperator_(?!(USub_UAdd|Delete_Not)$)",
    r"core/VariableReplacer",
    r"core/VariableInserter",
]

#: outcomes of cosmic-ray's test command that kill a mutant
KILLED = {"killed", "incompetent"}
#: what a mutant killed in an earlier session (``--killed-before``) is recorded with, instead of running it
KILLED_BEFORE = "killed by the tests of an earlier session"


def load_equivalents(path: Path = EQUIVALENTS) -> list[dict]:
    """The documented equivalent mutants: module, operator, line (its source text), mutant (the line mutated), reason."""
    if not path.exists():
        return []
    entries = tomllib.loads(path.read_text()).get("equivalent", [])
    for entry in entries:
        missing = {"module", "operator", "line", "mutant", "reason"} - set(entry)
        if missing:
            raise ValueError(f"{path}: an entry lacks {sorted(missing)}: {entry}")
    return entries


def mutant_key(module: str, operator: str, line: str, mutant: str) -> tuple:
    """How a mutant is recognized across edits: the line's text before and after, not its number or cosmic-ray's
    id (the equivalents file matches by this key: an edit elsewhere in the module does not move it)."""
    return module, operator, line.strip(), mutant.strip()


def _in_source_order(mutants: dict[str, tuple]) -> list[str]:
    """The job ids of *mutants* by line number, then operator, then cosmic-ray's occurrence (the fifth field of
    :func:`describe`'s tuples; the job id where it is missing)."""
    def order(job):
        described = mutants[job]
        return described[1], described[0], described[4] if len(described) > 4 else job
    return sorted(mutants, key=order)


def mutant_names(module: str, mutants: dict[str, tuple]) -> dict[str, str]:
    """Each mutant's name in the printed output and the JSON, by job id: ``MODULE:LINE:OPERATOR``, plus ``#k``
    (k = 1, 2, ... in source order) when the operator makes several mutants of that line.  Two identical lines
    of the module have different names, which their text alone would not give."""
    groups: dict[tuple, list[str]] = {}
    for job in _in_source_order(mutants):
        operator, line_no = mutants[job][:2]
        groups.setdefault((line_no, operator), []).append(job)
    names = {}
    for (line_no, operator), jobs in groups.items():
        for k, job in enumerate(jobs, start=1):
            names[job] = f"{module}:{line_no}:{operator}" + (f"#{k}" if len(jobs) > 1 else "")
    return names


def killed_keys(module: str, mutants: dict[str, tuple]) -> dict[str, tuple]:
    """How ``--killed-before`` recognizes each mutant, by job id: :func:`mutant_key` plus the mutant's rank
    (0, 1, ...) among the mutants with that same key in source order, so that the mutants of two identical lines
    are told apart (a test that kills one need not kill the other) while an edit elsewhere moves neither."""
    seen: dict[tuple, int] = {}
    keys = {}
    for job in _in_source_order(mutants):
        operator, _, line, changed = mutants[job][:4]
        key = mutant_key(module, operator, line, changed)
        keys[job] = (*key, seen.get(key, 0))
        seen[key] = seen.get(key, 0) + 1
    return keys


def was_killed_before(key: tuple, killed_before: set) -> bool:
    """Whether the mutant of :func:`killed_keys` *key* is among an earlier run's killed ones (an older run's JSON
    lists keys without the rank: those match every mutant with that text)."""
    return key in killed_before or key[:4] in killed_before


def describe(db: Path, code: str) -> dict[str, tuple]:
    """Each mutant of session *db* still to run (not filtered out) by job id: ``(operator, line number, line,
    mutated line, occurrence)`` (cosmic-ray's count of the operator's mutation points before it), worked out from the source *code* with cosmic-ray's own mutation visitor (no file is
    touched; each mutant parses the module again, so the filtered ones, most of them, are left out)."""
    from cosmic_ray.mutating import MutationVisitor
    from cosmic_ray.plugins import get_operator
    from cosmic_ray.work_db import WorkDB, use_db

    lines = code.splitlines()
    found = {}
    with use_db(str(db), WorkDB.Mode.open) as work_db:
        for item in work_db.pending_work_items:
            (mutation,) = item.mutations
            try:
                mutated = MutationVisitor.mutate_code(code, get_operator(mutation.operator_name)(), mutation.occurrence)
            except Exception:  # noqa: BLE001 - cosmic-ray's ExceptionReplacer fails on `except (a.B, C)`
                mutated = None  # its worker then reports an exception: not a mutant (see classify)
            line_no = mutation.start_pos[0]
            new_lines = (mutated or "").splitlines()
            changed = new_lines[line_no - 1] if line_no <= len(new_lines) else ""
            found[item.job_id] = (mutation.operator_name, line_no, lines[line_no - 1], changed, mutation.occurrence)
    return found


def mark_killed_before(db: Path, mutants: dict[str, tuple], module: str, killed_before: set) -> int:
    """Record as killed (without running them) the mutants an earlier session's tests killed; how many."""
    from cosmic_ray.work_db import WorkDB, use_db
    from cosmic_ray.work_item import WorkerOutcome, WorkResult

    count = 0
    keys = killed_keys(module, mutants)
    with use_db(str(db), WorkDB.Mode.open) as work_db:
        for item in list(work_db.pending_work_items):
            if was_killed_before(keys[item.job_id], killed_before):
                work_db.set_result(item.job_id, WorkResult(worker_outcome=WorkerOutcome.SKIPPED, output=KILLED_BEFORE))
                count += 1
    return count


def copy_tree(dest: Path, ref: str | None = None) -> None:
    """The work tree's tracked and new (not ignored) files, or commit *ref*'s, and the built C extension."""
    if ref:
        archive = subprocess.run(["git", "archive", ref], cwd=ROOT, check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    else:
        listed = ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"]
        files = subprocess.run(listed, cwd=ROOT, check=True, capture_output=True).stdout
        for name in files.decode().split("\0"):
            if name and (ROOT / name).is_file():
                (dest / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(ROOT / name, dest / name)
    for built in (ROOT / "symln").rglob("*.so"):  # built from csrc/, which a ref's copy may not match
        shutil.copy2(built, dest / built.relative_to(ROOT))


def write_config(path: Path, module: str, tests: list[str], timeout: float) -> None:
    """cosmic-ray's configuration: the module, the test command, the per-mutant timeout, the filters."""
    # --run-slow: every test of the files, the slow tier of tests/conftest.py included (named files run in
    # full anyway; a directory would not)
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "--run-slow", *tests]
    lines = [
        "[cosmic-ray]",
        f"module-path = {json.dumps(module)}",
        f"timeout = {float(timeout)}",
        "excluded-modules = []",
        f"test-command = {json.dumps(' '.join(command))}",
        "",
        "[cosmic-ray.distributor]",
        'name = "local"',
        "",
        "[cosmic-ray.filters.operators-filter]",
        f"exclude-operators = {json.dumps(EXCLUDED_OPERATORS)}",
    ]
    path.write_text("\n".join(lines) + "\n")


def run_session(module: str, tests: list[str], timeout: float, session: Path, ref: str | None = None,
                killed_before: set = frozenset()) -> tuple:
    """Run cosmic-ray on *module* in a temporary copy: (cosmic-ray's dump, one pair per mutant; the mutants
    described by job id, :func:`describe`)."""
    with tempfile.TemporaryDirectory(prefix="symln-mutation-") as tmp:
        work = Path(tmp)
        copy_tree(work, ref)
        tests = [t for t in tests if (work / t.split("::")[0]).exists()]  # a file or a test's node id
        config = work / "cosmic-ray.toml"
        write_config(config, module, tests, timeout)
        env = dict(os.environ, PYTHONPATH=str(work), PYTHONDONTWRITEBYTECODE="1")
        env.pop("SYMLN_KERNELS", None)
        db = work / "session.sqlite"

        def cr(tool: str, *args: str, capture: bool = False):
            command = [str(Path(sys.executable).parent / tool), *args]
            return subprocess.run(command, cwd=work, env=env, check=True, text=True, capture_output=capture)

        cr("cosmic-ray", "init", str(config), str(db))
        cr("cr-filter-operators", str(db), str(config))
        cr("cr-filter-pragma", str(db))
        mutants = describe(db, (work / module).read_text())
        if killed_before:
            print(f"{mark_killed_before(db, mutants, module, killed_before)} mutants killed before, not run again")
        cr("cosmic-ray", "baseline", str(config))
        cr("cosmic-ray", "exec", str(config), str(db))
        dump = cr("cosmic-ray", "dump", str(db), capture=True).stdout
        shutil.copy2(db, session)
    return [json.loads(line) for line in dump.splitlines() if line.strip()], mutants


def classify(records: list, mutants: dict[str, tuple], module: str, equivalents: list[dict]) -> dict:
    """Counts by outcome, the survivors split into documented equivalents and the rest (each with its
    :func:`mutant_names` name), and the killed ones' :func:`killed_keys` and names."""
    known = {mutant_key(e["module"], e["operator"], e["line"], e["mutant"]): e["reason"] for e in equivalents}
    names, keys = mutant_names(module, mutants), killed_keys(module, mutants)
    counts = {"killed": 0, "timeout": 0, "survived": 0, "equivalent": 0, "skipped": 0, "not applied": 0}
    open_survivors, documented, killed, killed_names = [], [], [], []
    for item, result in records:
        if result is None:
            continue
        if result["worker_outcome"] == "skipped" and result.get("output") != KILLED_BEFORE:
            counts["skipped"] += 1  # filtered out before describe(): no description
            continue
        job = item["job_id"]
        operator, line_no, line, changed = mutants[job][:4]
        key = mutant_key(module, operator, line, changed)
        if result["worker_outcome"] in ("exception", "abnormal", "no-test"):
            counts["not applied"] += 1  # cosmic-ray could not make this mutant
        elif result["worker_outcome"] == "timeout":
            counts["timeout"] += 1
            killed.append(list(keys[job]))
            killed_names.append(names[job])
        elif result["worker_outcome"] == "skipped" or result["test_outcome"] in KILLED:
            counts["killed"] += 1
            killed.append(list(keys[job]))
            killed_names.append(names[job])
        else:
            entry = {"name": names[job], "line_no": line_no, "operator": operator, "line": line.strip(),
                     "mutant": changed.strip(), "diff": result.get("diff") or ""}
            if key in known:
                counts["equivalent"] += 1
                documented.append({**entry, "reason": known[key]})
            else:
                counts["survived"] += 1
                open_survivors.append(entry)
    return {"counts": counts, "open": open_survivors, "equivalent": documented, "killed": killed,
            "killed_names": killed_names}


def score(counts: dict) -> float:
    """(killed + timed out + documented equivalent) / mutants run."""
    run = counts["killed"] + counts["timeout"] + counts["survived"] + counts["equivalent"]
    return (counts["killed"] + counts["timeout"] + counts["equivalent"]) / run if run else 1.0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module", nargs="?", help="a module path, e.g. symln/prove/decide/signs.py")
    parser.add_argument("--tests", nargs="+", help="test files or node ids, FILE::TEST (default: the module's "
                                                   "entry in MODULES)")
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds per mutant (default 900)")
    parser.add_argument("--session", type=Path, help="keep cosmic-ray's session database here")
    parser.add_argument("--json", type=Path, help="write the counts and survivors here as JSON")
    parser.add_argument("--quiet", action="store_true", help="print only survivors not listed as equivalent")
    parser.add_argument("--list", action="store_true", help="list the modules and their test files")
    parser.add_argument("--ref", help="mutate this commit's tree (e.g. main, for a score before a change)")
    parser.add_argument("--killed-before", type=Path, metavar="JSON",
                        help="an earlier run's --json: the mutants it killed count as killed without running "
                             "(sound when the tests only grew and the module's lines did not change)")
    args = parser.parse_args(argv)
    if args.list or not args.module:
        for module, tests in MODULES.items():
            print(f"{module}: {' '.join(tests)}")
        return 0
    tests = args.tests or MODULES.get(args.module)
    if not tests:
        parser.error(f"{args.module} is not in MODULES: name its test files with --tests")
    session = args.session or Path(tempfile.gettempdir()) / f"symln-mutation-{Path(args.module).stem}.sqlite"
    start = time.perf_counter()
    killed_before = set()
    if args.killed_before:
        killed_before = {tuple(k) for k in json.loads(args.killed_before.read_text())["killed"]}
    records, mutants = run_session(args.module, tests, args.timeout, session, args.ref, killed_before)
    seconds = time.perf_counter() - start
    result = classify(records, mutants, args.module, load_equivalents())
    if not args.quiet:
        for entry in result["equivalent"]:
            print(f"equivalent  {entry['name']}: {entry['reason']}")
    for entry in result["open"]:
        print(f"SURVIVED  {entry['name']}")
        print(f"    - {entry['line']}\n    + {entry['mutant']}")
    counts = result["counts"]
    print(f"{args.module}: {score(counts):.1%} killed or equivalent "
          f"({counts['killed']} killed, {counts['timeout']} timed out, {counts['equivalent']} equivalent, "
          f"{counts['survived']} survived; {counts['skipped']} filtered out, {counts['not applied']} not applied) "
          f"in {seconds:.0f} s; session {session}")
    if args.json:
        args.json.write_text(json.dumps({"module": args.module, "tests": tests, "seconds": seconds, **result},
                                        indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
