"""benchmarks/mutation.py without running cosmic-ray: the list of equivalent mutants is current, the score counts
what it says, and every module it names exists with its test files."""

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = importlib.util.spec_from_file_location("mutation_script", ROOT / "benchmarks" / "mutation.py")
mutation = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(mutation)


def test_every_module_and_test_file_exists():
    for module, tests in mutation.MODULES.items():
        assert (ROOT / module).is_file(), module
        assert tests and all((ROOT / t).is_file() for t in tests), (module, tests)


def test_every_equivalent_mutant_names_a_line_that_is_still_there():
    """An entry whose line changed would silently stop matching: it must be looked at again."""
    entries = mutation.load_equivalents()
    for entry in entries:
        lines = {line.strip() for line in (ROOT / entry["module"]).read_text().splitlines()}
        assert entry["line"].strip() in lines, entry
        assert entry["mutant"].strip() != entry["line"].strip() and len(entry["reason"]) > 20, entry
    keys = [mutation.mutant_key(e["module"], e["operator"], e["line"], e["mutant"]) for e in entries]
    assert len(keys) == len(set(keys))


def test_an_entry_without_a_reason_is_refused(tmp_path):
    path = tmp_path / "eq.toml"
    path.write_text('[[equivalent]]\nmodule = "m.py"\noperator = "core/X"\nline = "a"\nmutant = "b"\n')
    with pytest.raises(ValueError, match="reason"):
        mutation.load_equivalents(path)


def record(job, worker="normal", test=None, output=None):
    return [{"job_id": job, "mutations": [{}]}, {"worker_outcome": worker, "test_outcome": test, "output": output,
                                                 "diff": ""}]


def test_classify_and_score():
    mutants = {j: ("core/AddNot", n, f"line {n}", f"not line {n}") for n, j in enumerate("abcdefg", start=1)}
    records = [
        record("a", test="killed"),
        record("b", test="incompetent"),
        record("c", worker="timeout"),
        record("d", test="survived"),
        record("e", test="survived"),
        record("f", worker="skipped", output="Filtered operator"),
        record("g", worker="skipped", output=mutation.KILLED_BEFORE),
    ]
    equivalent = [{"module": "m.py", "operator": "core/AddNot", "line": "line 5", "mutant": "not line 5",
                   "reason": "the condition is checked again below"}]
    del mutants["f"]  # filtered out before the run: describe() leaves it out
    result = mutation.classify(records, mutants, "m.py", equivalent)
    assert result["counts"] == {"killed": 3, "timeout": 1, "survived": 1, "equivalent": 1, "skipped": 1, "not applied": 0}
    assert [e["line_no"] for e in result["open"]] == [4] and [e["line_no"] for e in result["equivalent"]] == [5]
    assert len(result["killed"]) == 4
    assert mutation.score(result["counts"]) == 5 / 6
