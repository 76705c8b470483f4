"""The command line: exit codes, one-line usage errors, the JSON contract, JUnit, claim files."""

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from symln.cli import main

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
    assert [c["id"] for c in claims] == ["RMS1", "RMS2", "RMS3"]
    assert all(c["outcome"] == "proved" and c["scope"] == "all-d" for c in claims)


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
    assert set(summary) == {"total", "proved", "numeric_only", "failed", "error", "skipped", "seconds"}
    assert all(isinstance(summary[k], int) for k in summary if k != "seconds")
    assert isinstance(summary["seconds"], float)
    assert summary["total"] == len(document["claims"])
    for lem in document["lemmas"]:
        assert set(lem) == {"name", "statement", "checked_d"}
        assert lem["checked_d"] and set(lem["checked_d"]) <= set(range(1, 13))
    assert {tuple(lem["checked_d"]) for lem in document["lemmas"]} >= {tuple(range(1, 13))}
    for c in document["claims"]:
        assert set(c) == {"id", "covers", "article", "statement", "outcome", "scope", "symbolic", "numeric", "reason"}
        assert c["outcome"] in {"proved", "numeric-only", "failed", "error", "skipped"}
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
