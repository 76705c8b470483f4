"""The command line: exit codes, one-line usage errors, the JSON contract, JUnit, claim files, --strict, interrupts."""

import json
import os
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from process_support import STARTUP, Group, group_is_gone, needs_proc, processes, python, wait_until

from symln.cli import main
from symln.prove.run.runner import default_jobs

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "rmsnorm_claims.py"
WRONG = ROOT / "tests" / "data" / "wrong_jacobian.py"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_unknown_article_is_a_usage_error(capsys):
    code, _, err = run(capsys, "verify", "--article", "nonsense")
    assert code == 2 and "unknown article 'nonsense'" in err and err.count("\n") == 1


def test_missing_claims_path_is_a_usage_error(capsys):
    code, _, err = run(capsys, "verify", "--claims", "does/not/exist.py")
    assert code == 2 and "no such file" in err


def test_syntax_error_in_claims_file_names_file_and_line(capsys, tmp_path):
    bad = tmp_path / "broken.py"
    bad.write_text("from symln import claim\n\ndef oops(:\n")
    code, _, err = run(capsys, "verify", "--claims", str(bad))
    assert code == 2 and f"{bad}:3" in err and "syntax error" in err


@pytest.mark.parametrize("extra", [[], ["--strict"], ["--id", "E6"]], ids=["alone", "strict", "beside a known id"])
def test_an_unknown_claim_id_is_a_usage_error(capsys, extra):
    """A mistyped --id verifies nothing and says so (never "OK: 0 claims" with exit 0)."""
    code, out, err = run(capsys, "verify", "--id", "E66", *extra)
    assert (code, out, err) == (2, "", "symln: error: unknown claim id 'E66'\n")


@pytest.mark.parametrize("dps, code", [(30, 0), (29, 2)])
def test_dps_30_is_the_least_accepted(capsys, tmp_path, dps, code):
    """--dps 30, the documented minimum, is accepted and reaches the numeric checks; 29 is a usage error."""
    report = tmp_path / "r.json"
    status, _, err = run(capsys, "verify", "--id", "E6", "--dps", str(dps), "--jobs", "1", "--json", str(report))
    assert status == code, err
    if code == 0:
        assert [c["numeric"]["dps"] for c in json.loads(report.read_text())["claims"]] == [30]
    else:
        assert err == "symln: error: dps: expected at least 30 digits, got 29\n" and not report.exists()


def test_bad_option_is_a_usage_error(capsys):
    code, _, err = run(capsys, "verify", "--no-such-option")
    assert code == 2 and err.startswith("symln: error:")


def test_wrong_claim_file_fails_and_names_the_claim(capsys):
    code, out, _ = run(capsys, "verify", "--claims", str(WRONG), "--article", "wrong")
    assert code == 1
    assert "WRONG1" in out and "failed" in out and "v v^T" in out


def test_readme_example_is_proved(capsys, tmp_path):
    report = tmp_path / "r.json"
    code, out, _ = run(capsys, "verify", "--claims", str(EXAMPLE), "--article", "rmsnorm", "--json", str(report))
    assert code == 0, out
    claims = json.loads(report.read_text())["claims"]
    # the built-in rmsnorm article (R1-R16) first, then the user's claims of the same article
    assert [c["id"] for c in claims if c["id"].startswith("RMS")] == ["RMS1", "RMS2", "RMS3"]
    assert {c["id"] for c in claims} - {"RMS1", "RMS2", "RMS3"} == {f"R{i}" for i in range(1, 17)}
    assert all(c["outcome"] == "proved" for c in claims)


def test_json_to_stdout_keeps_the_table_on_stderr(capsys):
    code, out, err = run(capsys, "verify", "--id", "E6", "--json", "-")
    assert code == 0
    document = json.loads(out)
    assert [c["id"] for c in document["claims"]] == ["E6"]
    assert "Overall:" in err


def test_json_follows_the_interface_contract(builtin_report):
    code, document = builtin_report
    assert code == 0
    assert set(document) == {"version", "summary", "lemmas", "claims"}
    assert isinstance(document["version"], str)
    summary = document["summary"]
    assert set(summary) == {"total", "proved", "vacuous", "numeric_only", "failed", "error", "skipped", "seconds"}
    assert all(isinstance(summary[k], int) for k in summary if k != "seconds")
    assert isinstance(summary["seconds"], float)
    assert summary["total"] == len(document["claims"])
    for lem in document["lemmas"]:
        assert set(lem) == {"name", "statement", "checked_d"}
        assert lem["checked_d"] and set(lem["checked_d"]) <= set(range(1, 13))
    assert {tuple(lem["checked_d"]) for lem in document["lemmas"]} >= {tuple(range(1, 13))}
    for c in document["claims"]:
        assert set(c) == {"id", "covers", "article", "statement", "outcome", "scope", "symbolic", "numeric", "reason"}
        assert c["outcome"] in {"proved", "vacuous", "numeric-only", "failed", "error", "skipped"}
        assert c["scope"] == "all-d" or c["scope"] == "example" or c["scope"].startswith("d=")
        assert set(c["symbolic"]) == {"ok", "seconds", "detail"}
        assert set(c["numeric"]) == {"ok", "dps", "points", "max_error"}
        assert c["numeric"]["dps"] >= 50 and isinstance(c["numeric"]["max_error"], str)


def test_junit_has_one_testcase_per_claim(capsys, tmp_path):
    junit = tmp_path / "r.xml"
    code, _, _ = run(capsys, "verify", "--claims", str(WRONG), "--article", "wrong", "--junit", str(junit))
    assert code == 1
    cases = ET.parse(junit).getroot().findall("./testsuite/testcase")
    assert [c.get("name") for c in cases] == ["WRONG1"]
    assert cases[0].find("failure") is not None


def test_list_shows_ids_and_scopes(capsys):
    code, out, _ = run(capsys, "list", "--article", "epsilon")
    assert code == 0 and "E12" in out and "all-d" in out and out.strip().endswith("claims")


@pytest.mark.parametrize("argv", [["-m", "symln", "list"]])
def test_module_entry_point(argv):
    done = subprocess.run([sys.executable, *argv], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0 and "E1 " in done.stdout


def test_a_claim_that_raises_is_an_error_and_exit_1(capsys, tmp_path):
    raising = tmp_path / "raising.py"
    raising.write_text(
        "from symln import claim\n\n"
        "@claim('RAISES', article='mine', statement='raises')\n"
        "def body(m):\n"
        "    return 1 / 0\n"
    )
    code, out, _ = run(capsys, "verify", "--claims", str(raising), "--article", "mine", "--jobs", "1")
    assert code == 1
    assert "RAISES [error]" in out and "ZeroDivisionError" in out and f"{raising}:5" in out


# ---------------------------------------------------------------------------
# --strict: exit 1 unless every claim is proved (for CI)

NOT_ALL_PROVED = """
from symln import Equal, Skip, claim


@claim("ABSENT", article="strict", statement="asks to be skipped")
def absent(m):
    raise Skip("needs something absent")


# numeric-only whatever the exact engine can decide: it relies on a claim that is not proved
@claim("RELIES", article="strict", statement="1.1 = d, relying on ABSENT", uses=("ABSENT",))
def relies(m):
    return Equal(m.total(m.one), m.d)


@claim("SOUND", article="strict", statement="1.1 = d")
def sound(m):
    return Equal(m.total(m.one), m.d)
"""


@pytest.mark.parametrize(
    "cid, outcome, plain, strict",
    [("RELIES", "numeric-only", 0, 1), ("ABSENT", "skipped", 0, 1), ("SOUND", "proved", 0, 0)],
)
def test_strict_fails_unless_every_claim_is_proved(capsys, tmp_path, cid, outcome, plain, strict):
    claims = tmp_path / "claims.py"
    claims.write_text(NOT_ALL_PROVED)
    report = tmp_path / "r.json"
    argv = ["verify", "--claims", str(claims), "--id", cid, "--jobs", "1", "--json", str(report)]
    code, _, err = run(capsys, *argv)
    assert code == plain and err == ""
    assert [c["outcome"] for c in json.loads(report.read_text())["claims"]] == [outcome]
    code, _, err = run(capsys, *argv, "--strict")
    assert code == strict
    if strict:
        assert err == f"symln verify --strict: 1 claim(s) not proved: {cid} ({outcome})\n"


@pytest.fixture
def vacuous_run(monkeypatch):
    """``symln verify`` whose engine finds every selected claim vacuous at d = 2 and 3 (the detection is the engine's)."""
    from symln import cli
    from symln.prove.run.verify import NumericEvidence, Outcome, SymbolicEvidence, Verdict

    def run_vacuous(selected, settings, **kwargs):
        return [], [
            Verdict(c, Outcome.VACUOUS, SymbolicEvidence(True, 0.0, "exact"), NumericEvidence(True, 50, 1, "0"),
                    "hypothesis w != 0 is empty", 0.0, vacuous_dims=(2, 3))
            for c in selected
        ]

    monkeypatch.setattr(cli, "run", run_vacuous)


def test_a_vacuous_claim_exits_0_and_1_with_strict_naming_its_dimensions(capsys, tmp_path, vacuous_run):
    report, junit = tmp_path / "r.json", tmp_path / "r.xml"
    argv = ["verify", "--id", "E6", "--json", str(report), "--junit", str(junit)]
    code, out, err = run(capsys, *argv)
    assert code == 0 and err == ""
    assert "E6 [vacuous]: vacuous at d = 2, 3: no value meets the hypotheses there" in out
    assert "1 claims: 0 proved, 1 vacuous, 0 numeric-only" in out
    document = json.loads(report.read_text())
    assert document["summary"]["vacuous"] == 1 and document["summary"]["proved"] == 0
    assert [c["outcome"] for c in document["claims"]] == ["vacuous"]
    case = ET.parse(junit).getroot().find("./testsuite/testcase")
    assert case.find("skipped").get("message").startswith("vacuous at d = 2, 3")
    code, _, err = run(capsys, *argv, "--strict")
    assert code == 1
    assert err == "symln verify --strict: 1 claim(s) not proved: E6 (vacuous at d = 2, 3)\n"


def test_strict_keeps_exit_1_for_failed_claims(capsys):
    code, _, _ = run(capsys, "verify", "--claims", str(WRONG), "--article", "wrong", "--strict", "--jobs", "1")
    assert code == 1


def test_strict_is_documented_for_ci_in_help_docs_and_readme(capsys):
    with pytest.raises(SystemExit):
        main(["verify", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "--strict" in help_text and "the option for CI" in help_text
    outcomes = (ROOT / "docs" / "reference" / "outcomes.md").read_text()
    section = outcomes[outcomes.index("## Exit status of `symln verify`") :].split("\n## ")[0]
    assert "**In CI, use `symln verify --strict`**" in section
    assert "symln verify --strict" in (ROOT / "README.md").read_text()


# ---------------------------------------------------------------------------
# interrupts: exit 130 (SIGINT) or 143 (SIGTERM) at once, no process left, no file written

#: the requirement is one second (measured: about 0.3 s); the margin is for a loaded machine
EXIT_WITHIN = 3.0

HANGING = """
import time
from symln import claim


@claim("HANG1", article="hang", statement="never returns")
def hang1(m):
    while True:
        time.sleep(0.01)


@claim("HANG2", article="hang", statement="never returns either")
def hang2(m):
    while True:
        pass
"""

#: claims that end proved after 10-20 s: a time limit that is not kept fails the test instead of hanging it
STALLING = """
import time
from symln import Equal, claim


@claim("STALL1", article="stall", statement="1.1 = d, slowly")
def stall1(m):
    time.sleep(10)  # the body is traced once per verification
    return Equal(m.total(m.one), m.d)


@claim("STALL2", article="stall", statement="1.1 = d, slowly")
def stall2(m):
    time.sleep(10)  # the body is traced once per verification
    return Equal(m.total(m.one), m.d)
"""

#: how to interrupt: (whom, signal, seconds to wait after) ...; "every" repeats until the command ends
SCENARIOS = {
    "SIGINT once": [("process", signal.SIGINT)],
    "SIGINT twice quickly": [("process", signal.SIGINT), ("pause", 0.02), ("process", signal.SIGINT)],
    "SIGINT to the group": [("group", signal.SIGINT)],
    "SIGINT to the process and its group (timeout -s INT)": [("process", signal.SIGINT), ("group", signal.SIGINT)],
    "SIGINT again and again": [("every", signal.SIGINT)],
    "SIGTERM to the parent only": [("process", signal.SIGTERM)],
    "SIGTERM to the group": [("group", signal.SIGTERM)],
}


def _interrupt(group: Group, scenario: str) -> tuple[float, int]:
    """Send the signals of *scenario*; (when the first was sent, the signal expected to end the command)."""
    start = time.monotonic()
    for whom, what in SCENARIOS[scenario]:
        if whom == "pause":
            time.sleep(what)
        elif whom == "process":
            os.kill(group.proc.pid, what)
        elif whom == "group":
            os.killpg(group.pgid, what)
        else:  # every 20 ms until it ends (bounded)
            while group.proc.poll() is None and time.monotonic() - start < 2 * EXIT_WITHIN:
                os.kill(group.proc.pid, what)
                time.sleep(0.02)
    return start, SCENARIOS[scenario][0][1]


def _check_interrupted(group: Group, scenario: str, out: Path) -> None:
    start, signum = _interrupt(group, scenario)
    try:
        status = group.proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{scenario}: still running 30 s later")
    took = time.monotonic() - start
    name = signal.Signals(signum).name
    err = group.stderr()
    assert status == 128 + signum, f"{scenario}: exit status {status}: {err}"
    assert took < EXIT_WITHIN, f"{scenario}: took {took:.2f} s to exit"
    assert err.endswith(f"symln: interrupted by {name}\n") and "Traceback" not in err, err
    assert wait_until(lambda: group_is_gone(group.pgid), 2.0), f"{scenario}: left {processes(pgid=group.pgid)}"
    assert sorted(p.name for p in out.iterdir()) == [], f"{scenario}: wrote files"


@needs_proc
@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_an_interrupted_parallel_verify_exits_at_once_and_leaves_nothing(tmp_path, scenario):
    claims, out = tmp_path / "hanging.py", tmp_path / "out"
    claims.write_text(HANGING)
    out.mkdir()
    argv = ["verify", "--claims", str(claims), "--article", "hang", "--jobs", "2", "--timeout", "0"]
    argv += ["--json", str(out / "report.json"), "--junit", str(out / "report.xml")]
    with Group(python("-m", "symln", *argv), tmp_path, cwd=ROOT) as group:
        group.wait_for_workers(2)
        _check_interrupted(group, scenario, out)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_fractional_timeout_stops_slow_claims(capsys, tmp_path, jobs):
    claims = tmp_path / "stalling.py"
    claims.write_text(STALLING)
    code, out, _ = run(capsys, "verify", "--claims", str(claims), "--article", "stall", "--jobs", jobs, "--timeout", "0.5")
    assert code == 1
    assert "STALL1 [error]: error: timed out after 0.5 s" in out and "STALL2 [error]: error: timed out after 0.5 s" in out


STARTS_THEN_HANGS = """
import time
from pathlib import Path
from symln import claim


@claim("STARTED", article="hang", statement="says it started, then never returns")
def started(m):
    Path(__file__).with_name("started").touch()
    while True:
        pass
"""


@needs_proc
@pytest.mark.parametrize("scenario", ["SIGINT twice quickly", "SIGTERM to the parent only"])
def test_an_interrupted_serial_verify_exits_at_once_and_leaves_nothing(tmp_path, scenario):
    claims, out = tmp_path / "claims" / "hanging.py", tmp_path / "out"
    claims.parent.mkdir()
    claims.write_text(STARTS_THEN_HANGS)
    out.mkdir()
    argv = ["verify", "--claims", str(claims), "--article", "hang", "--jobs", "1", "--timeout", "0"]
    argv += ["--json", str(out / "report.json")]
    with Group(python("-m", "symln", *argv), tmp_path, cwd=ROOT) as group:
        started = wait_until(lambda: (claims.parent / "started").exists() or group.proc.poll() is not None, STARTUP)
        assert started and group.proc.poll() is None, group.stderr()
        _check_interrupted(group, scenario, out)


DERIVE_SCENARIOS = ["SIGINT once", "SIGINT twice quickly", "SIGINT to the group", "SIGTERM to the parent only"]


@needs_proc
@pytest.mark.skipif(default_jobs() < 2, reason="derive verifies in parallel only with 2 cores or more")
@pytest.mark.parametrize("scenario", DERIVE_SCENARIOS)
def test_an_interrupted_derive_fresh_exits_at_once_and_leaves_nothing(tmp_path, scenario):
    out = tmp_path / "proofs"
    out.mkdir()
    with Group(python("-m", "symln", "derive", "--fresh", "--out", str(out)), tmp_path, cwd=ROOT) as group:
        group.wait_for_workers(2)
        _check_interrupted(group, scenario, out)


def test_main_maps_an_interrupt_to_its_exit_status_and_restores_the_handlers(capsys, tmp_path):
    """In-process: a worker's claim sends SIGTERM to this process; main returns 143 and cleans up."""
    claims = tmp_path / "terminates.py"
    claims.write_text(
        "import os, signal, time\n"
        "from symln import Equal, claim\n\n"
        "@claim('ONE', article='term', statement='1.1 = d')\n"
        "def one(m):\n"
        "    return Equal(m.total(m.one), m.d)\n\n"
        f"@claim('TERM', article='term', statement='terminates process {os.getpid()}')\n"
        "def body(m):\n"
        f"    if os.getpid() != {os.getpid()}:  # only ever from a worker\n"
        f"        os.kill({os.getpid()}, signal.SIGTERM)\n"
        "    while True:\n"
        "        time.sleep(0.01)\n"
    )
    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    argv = ["verify", "--claims", str(claims), "--article", "term", "--jobs", "2", "--timeout", "30"]
    code, out, err = run(capsys, *argv)
    assert code == 143 and out == "" and err == "symln: interrupted by SIGTERM\n"
    assert {s: signal.getsignal(s) for s in before} == before
    if Path("/proc/self/stat").exists():
        assert processes(ppid=os.getpid(), live=False) == []


def test_a_keyboard_interrupt_is_exit_130_too(capsys, monkeypatch):
    """As raised where main's handler is not installed (or by code): one line, 130, handlers as they were."""

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("symln.cli.run", interrupted)
    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    code, out, err = run(capsys, "verify", "--id", "E6")
    assert code == 130 and out == "" and err == "symln: interrupted by SIGINT\n"
    assert {s: signal.getsignal(s) for s in before} == before
