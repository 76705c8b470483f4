"""``.ci/run`` stops at a failed install, starts from a fresh venv, and installs with the pinned constraints.

The script is run for real, in a temporary copy, with a fake ``python3`` first on
PATH: its ``-m venv`` makes a venv whose ``python`` logs each command and fails
the package install when told to, and whose ``symln`` logs and exits 42, which
ends the script before anything slow.  No package is installed, nothing reaches
the network, and each run takes well under a second.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SYMLN_EXIT = 42

FAKE_PYTHON3 = r"""#!/bin/bash
# a python3 that only makes venvs: .venv/bin/{activate,python,symln}, all fakes
echo "python3 $*" >> "$CI_LOG"
[ "$1 $2" = "-m venv" ] || exit 99
venv="${@: -1}"
mkdir -p "$venv/bin"
bin="$(cd "$venv/bin" && pwd)"
printf 'PATH="%s:$PATH"\ndeactivate() { :; }\n' "$bin" > "$venv/bin/activate"
cp "$FAKE_DIR/venv-python" "$bin/python"
cp "$FAKE_DIR/venv-symln" "$bin/symln"
"""

FAKE_VENV_PYTHON = r"""#!/bin/bash
# logs the command; `-m pip install ... -e ...` (the package install) exits with $FAKE_INSTALL_STATUS
echo "python $*" >> "$CI_LOG"
if [ "$1 $2 $3" = "-m pip install" ] && [[ " $* " == *" -e "* ]]; then
  exit "$FAKE_INSTALL_STATUS"
fi
exit 0
"""

FAKE_SYMLN = f"""#!/bin/bash
echo "symln $*" >> "$CI_LOG"
exit {SYMLN_EXIT}
"""

#: anything the script might reach for past the install, if a change let it go on: logged, never run
FAKE_ELSEWHERE = """#!/bin/bash
echo "$(basename "$0") $*" >> "$CI_LOG"
exit 43
"""


def write_exe(path: Path, text: str) -> None:
    path.write_text(text)
    path.chmod(0o755)


@pytest.fixture
def ci_copy(tmp_path):
    """A copy of .ci/run in an empty tree, the fakes, and a runner returning (exit status, logged commands)."""
    tree = tmp_path / "tree"
    (tree / ".ci").mkdir(parents=True)
    shutil.copy2(ROOT / ".ci" / "run", tree / ".ci" / "run")
    fakes = tmp_path / "fakes"
    fakes.mkdir()
    write_exe(fakes / "python3", FAKE_PYTHON3)
    write_exe(fakes / "venv-python", FAKE_VENV_PYTHON)
    write_exe(fakes / "venv-symln", FAKE_SYMLN)
    for name in ("apt-get", "sudo", "pdflatex", "git"):
        write_exe(fakes / name, FAKE_ELSEWHERE)
    log = tmp_path / "commands.log"

    def run(install_status: int):
        log.write_text("")
        env = {"PATH": f"{fakes}:/usr/bin:/bin", "HOME": str(tmp_path), "CI_LOG": str(log),
               "FAKE_DIR": str(fakes), "FAKE_INSTALL_STATUS": str(install_status)}
        done = subprocess.run(["bash", str(tree / ".ci" / "run")], env=env, capture_output=True, text=True,
                              timeout=60, stdin=subprocess.DEVNULL)
        return done.returncode, log.read_text().splitlines()

    run.tree = tree
    return run


def is_package_install(command: str) -> bool:
    return command.startswith("python -m pip install") and " -e " in f" {command} "


def test_a_failed_install_ends_the_run_there(ci_copy):
    status, commands = ci_copy(install_status=1)
    assert status != 0
    assert is_package_install(commands[-1]), commands  # nothing ran after the failed install
    assert not any(c.startswith("symln") for c in commands)


def test_a_good_install_goes_on_to_symln_verify(ci_copy):
    """The same harness with an install that succeeds: the run reaches `symln verify` (so it can tell)."""
    status, commands = ci_copy(install_status=0)
    assert status == SYMLN_EXIT
    install = next(i for i, c in enumerate(commands) if is_package_install(c))
    assert commands[install + 1:] == ["symln verify"]


def test_each_run_starts_from_a_fresh_venv(ci_copy):
    stale = ci_copy.tree / ".venv" / "lib" / "left-by-an-earlier-run"
    stale.parent.mkdir(parents=True)
    stale.write_text("")
    ci_copy(install_status=0)
    assert not stale.exists()
    assert (ci_copy.tree / ".venv" / "bin" / "python").exists()


def test_every_install_is_constrained():
    """Each `pip install` of .ci/run other than pip itself names constraints.txt; torch is the CPU build."""
    script = (ROOT / ".ci" / "run").read_text()
    installs = [line.strip() for line in script.splitlines() if re.search(r"pip install (?!--upgrade pip)", line)]
    assert len(installs) >= 5
    assert all("-c constraints.txt" in line for line in installs), installs
    assert all("+cpu" in line for line in installs if "torch" in line)
    assert not re.search(r"pip install[^\n]*&&", script)


def pins() -> dict[str, str]:
    """constraints.txt as {normalized name: version}; every line is a comment or an exact pin."""
    found = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = re.fullmatch(r"([A-Za-z0-9_.\-]+)==([0-9][A-Za-z0-9.+!\-]*)", line)
        assert match, f"constraints.txt: not an exact pin: {line!r}"
        found[re.sub(r"[-_.]+", "-", match[1]).lower()] = match[2]
    return found


def requirement_name(requirement: str) -> str:
    return re.sub(r"[-_.]+", "-", re.match(r"[A-Za-z0-9_.\-]+", requirement)[0]).lower()


def test_constraints_pin_every_dependency_and_test_dependency():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    wanted = [*project["dependencies"], *extras["test"], *extras["docs"]]
    pinned = pins()
    assert {requirement_name(r) for r in wanted} <= set(pinned)
    assert "pytest-timeout" in pinned and pinned["torch"] == "2.13.0+cpu"


def test_ci_runs_the_readme_setup_commands():
    """The README's two setup commands are what .ci/run runs (the first's two halves on lines of their own)."""
    readme = (ROOT / "README.md").read_text()
    block = re.search(r"## Setup\n\n```\n(.*?)```", readme, re.S)[1].splitlines()
    script = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert block == ['python -m pip install -c constraints.txt -e ".[test]" && symln verify', "python -m pytest"]
    install, verify = block[0].split(" && ")
    assert install in script and verify in script and script.index(install) < script.index(verify)



def test_ci_runs_every_test_with_the_slow_tier():
    """Every pytest run of .ci/run goes through run_tests, which adds --run-slow: the slow tier that the
    everyday `python -m pytest` leaves out (tests/conftest.py) runs in CI; the README says so."""
    script = (ROOT / ".ci" / "run").read_text()
    runs = [line.strip() for line in script.splitlines() if re.search(r"\bpython -m pytest\b", line.split("#")[0])]
    assert runs == ['python -m pytest --run-slow "$@" 2>&1 | tee -a "$pytest_log"'], runs
    assert len(re.findall(r"^\s*(?:\S+=\S+ )*run_tests\b", script, re.M)) >= 3
    assert "--run-slow" in re.search(r"## Setup\n(.*?)\n## ", (ROOT / "README.md").read_text(), re.S)[1]


def test_ci_builds_the_docs_as_their_readme_says():
    """After the tests, .ci/run installs the docs extra and runs the two builds of docs/README.md, with -W."""
    readme = (ROOT / "docs" / "README.md").read_text()
    block = re.search(r"## Build\n\n.*?```\n(.*?)```", readme, re.S)[1].splitlines()
    assert block[0] == 'python -m pip install -c constraints.txt -e ".[docs]"'
    builds = block[1:]
    assert builds == ["python -m sphinx -W -b html docs docs/_build/html",
                      "python -m sphinx -W -b doctest docs docs/_build/doctest"]
    script = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    at = [script.index(line) for line in block]
    assert at == sorted(at)
    last_tests = max(i for i, line in enumerate(script) if re.match(r"(?:\S+=\S+ )*run_tests\b", line)
                     and "test_docs" not in line and i < at[0])
    fallback = script.index("deactivate")
    assert last_tests < at[0] and at[-1] < fallback
    assert any(re.match(r"SYMLN_DOCS_HTML=docs/_build/html run_tests tests/test_docs.py$", line)
               for line in script[at[-1]:fallback])


def test_the_script_parses():
    assert subprocess.run(["bash", "-n", str(ROOT / ".ci" / "run")], capture_output=True).returncode == 0


#: a python whose `-m pytest` says whether its output is a pipe, then exits with $FAKE_PYTEST_STATUS
FAKE_PYTEST = r"""#!/bin/bash
if [ -p /dev/stdout ]; then echo "stdout is a pipe"; else echo "stdout is not a pipe"; fi
echo "on stderr" >&2
exit "$FAKE_PYTEST_STATUS"
"""


@pytest.mark.parametrize("pytest_status, status", [(0, 0), (1, 1), (2, 2), (5, 1)])
def test_run_tests_pipes_the_output_and_keeps_the_status_of_pytest(tmp_path, pytest_status, status):
    """.ci/run's run_tests, run alone with a fake python: pytest's output (stderr too) goes through a pipe
    into the log, and the function's status is pytest's, with 5 (no tests collected) a failure."""
    script = (ROOT / ".ci" / "run").read_text()
    function = re.search(r"^run_tests\(\) \{\n.*?^\}\n", script, re.S | re.M)[0]
    fakes = tmp_path / "bin"
    fakes.mkdir()
    write_exe(fakes / "python", FAKE_PYTEST)
    log = tmp_path / "pytest.log"
    driver = f"set -euo pipefail\npytest_log={log}\n{function}run_tests tests/x.py\n"
    done = subprocess.run(["bash", "-c", driver], env={"PATH": f"{fakes}:/usr/bin:/bin", "FAKE_PYTEST_STATUS": str(pytest_status)},
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == status, done.stderr
    assert done.stdout == log.read_text() == "stdout is a pipe\non stderr\n"
    assert ("ci: pytest collected no tests" in done.stderr) == (pytest_status == 5)
