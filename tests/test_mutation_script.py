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
        assert tests and all((ROOT / t.split("::")[0]).is_file() for t in tests), (module, tests)
        for test in tests:  # a node id names a test function of its file (a renamed test would not run)
            file, _, name = test.partition("::")
            assert not name or f"def {name}(" in (ROOT / file).read_text(), test


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


def test_identical_lines_give_mutants_of_different_names_and_keys():
    """Two identical lines (``return None`` twice) are mutated alike: the printed and JSON names tell them apart by
    line number (and by ``#k`` when one operator mutates a line in several places), and --killed-before does not
    count the second as killed because the first was (a test that kills one need not kill the other)."""
    mutants = {
        "j1": ("core/NumberReplacer", 3, "    x = f(0, 0)", "    x = f(1, 0)", 0),
        "j2": ("core/NumberReplacer", 3, "    x = f(0, 0)", "    x = f(0, 1)", 1),
        "j3": ("core/AddNot", 7, "    if ok:", "    if not ok:", 0),
        "j4": ("core/AddNot", 12, "    if ok:", "    if not ok:", 1),
    }
    names = mutation.mutant_names("m.py", mutants)
    assert names == {"j1": "m.py:3:core/NumberReplacer#1", "j2": "m.py:3:core/NumberReplacer#2",
                     "j3": "m.py:7:core/AddNot", "j4": "m.py:12:core/AddNot"}
    keys = mutation.killed_keys("m.py", mutants)
    assert len(set(keys.values())) == 4
    killed_first = {keys["j3"]}
    assert mutation.was_killed_before(keys["j3"], killed_first)
    assert not mutation.was_killed_before(keys["j4"], killed_first)
    # the keys do not depend on line numbers: an edit above both lines (every line moved down) keeps them
    moved = {job: (op, n + 5, line, changed, occ) for job, (op, n, line, changed, occ) in mutants.items()}
    assert mutation.killed_keys("m.py", moved) == keys
    # an older run's JSON has keys without the rank: they still match (every mutant with that text)
    legacy = {tuple(mutation.mutant_key("m.py", "core/AddNot", "if ok:", "if not ok:"))}
    assert mutation.was_killed_before(keys["j3"], legacy) and mutation.was_killed_before(keys["j4"], legacy)


def test_classify_names_survivors_and_killed_by_line_and_operator():
    """The JSON's survivors, equivalents and killed mutants carry their names; the killed keys round-trip
    through JSON (lists) into --killed-before's set (tuples)."""
    mutants = {"a": ("core/AddNot", 3, "if ok:", "if not ok:", 0), "b": ("core/AddNot", 9, "if ok:", "if not ok:", 1)}
    result = mutation.classify([record("a", test="killed"), record("b", test="survived")], mutants, "m.py", [])
    assert [e["name"] for e in result["open"]] == ["m.py:9:core/AddNot"]
    assert result["killed_names"] == ["m.py:3:core/AddNot"]
    killed_before = {tuple(k) for k in result["killed"]}
    keys = mutation.killed_keys("m.py", mutants)
    assert mutation.was_killed_before(keys["a"], killed_before) and not mutation.was_killed_before(keys["b"], killed_before)
