"""Containment: a claims file whose claim ends the process, or raises a ``BaseException``, fails the run.

Such claims cannot live in the corpus (tests/corpus): they would end a run over it, and pytest with it.  The
files stay in tests/data.  ``redteam2_exit_os.py`` (red team 2) calls ``os._exit(0)`` in a claim body:
``symln verify`` over it must not end with status 0 (run in a subprocess, since the exit would end pytest as
well).  ``soundness_exit_*.py`` (the soundness suite, its class 5) each hold one false claim that exits or
raises a ``BaseException`` (at import, in the body, in a relation's function);
``symln verify`` over any of them must return a non-zero status, never end the run with status 0, and raise
nothing.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from symln.cli import main

DATA = Path(__file__).parents[1] / "data"
EXIT_FILE = DATA / "redteam2_exit_os.py"
#: Each file holds one false claim and ends the process or raises a BaseException.
EXIT_FILES = sorted(DATA.glob("soundness_exit_*.py"))
#: Files whose claim is loaded before it exits (the exit happens in the verdict, so a parallel run differs).
EXIT_IN_VERDICT = [f for f in EXIT_FILES if f.name != "soundness_exit_import.py"]


def test_the_exit_files_are_there():
    assert EXIT_FILE.exists() and len(EXIT_FILES) >= 5


#: a claims file: a claim whose body ends its process with status 0, then a true claim
EXIT_THEN_SOUND = """
import os

from symln import Equal, claim


@claim("EXITS0", article="exits", statement="its body ends the process with status 0")
def exits0(m):
    os._exit(0)  # the body is traced once, so this always runs


@claim("SOUND", article="exits", statement="1.1 = d")
def sound(m):
    return Equal(m.total(m.one), m.d)
"""


@pytest.mark.parametrize("jobs", [1, 2])
def test_os_exit_in_a_claim_body_fails_the_run(jobs):
    result = subprocess.run(
        [sys.executable, "-m", "symln", "verify", "--claims", str(EXIT_FILE), "--article", "redteam2-exit",
         "--jobs", str(jobs), "--timeout", "120"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode != 0, f"os._exit(0) in a claim body ended the run with status 0 (--jobs {jobs}); stdout: {result.stdout!r}"


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_os_exit_0_is_its_claims_error_and_the_run_goes_on(tmp_path, jobs):
    """Each claim runs in a process of its own, with ``--jobs 1`` too: ``os._exit(0)`` in a body ends that
    claim as an error naming the exit status, the next claim is verified, the report is written, exit 1."""
    claims, report = tmp_path / "exits.py", tmp_path / "report.json"
    claims.write_text(EXIT_THEN_SOUND)
    result = subprocess.run(
        [sys.executable, "-m", "symln", "verify", "--claims", str(claims), "--jobs", jobs, "--timeout", "120",
         "--json", str(report)],
        capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL,
    )
    assert result.returncode == 1, f"exit status {result.returncode}; stdout {result.stdout!r}; stderr {result.stderr!r}"
    assert "EXITS0 [error]: error: the worker process running this claim died (exit status 0)" in result.stdout
    claims = {c["id"]: c for c in json.loads(report.read_text())["claims"]}
    assert list(claims) == ["EXITS0", "SOUND"]
    assert claims["EXITS0"]["outcome"] == "error"
    assert claims["EXITS0"]["reason"] == "error: the worker process running this claim died (exit status 0)"
    assert claims["SOUND"]["outcome"] == "proved"


def _verify_status(path: Path, jobs: int) -> int:
    """``symln verify`` over *path*; any BaseException that escapes is a test failure, not a crash of pytest."""
    try:
        return main(["verify", "--claims", str(path), "--article", "soundness", "--jobs", str(jobs)])
    except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt must be caught here too
        pytest.fail(f"symln verify --claims {path.name} (--jobs {jobs}) raised {type(exc).__name__}: {exc!r}")


@pytest.mark.parametrize("path", EXIT_FILES, ids=lambda p: p.stem)
def test_an_exiting_claims_file_fails_the_run(path):
    status = _verify_status(path, jobs=1)
    assert status != 0, f"{path.name}: the run ended with status 0"


@pytest.mark.parametrize("path", EXIT_IN_VERDICT, ids=lambda p: p.stem)
def test_an_exiting_claim_fails_a_parallel_run(path):
    status = _verify_status(path, jobs=2)
    assert status != 0, f"{path.name}: the parallel run ended with status 0"
