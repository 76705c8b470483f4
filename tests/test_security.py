"""Only ``--claims`` executes code; text from the command line is never evaluated."""

import re
from pathlib import Path

import pytest
from sympy import SympifyError

from symln.cli import main
from symln.prove.decide.exprs import as_expr

SOURCE = Path(__file__).resolve().parent.parent / "symln"


@pytest.mark.parametrize("option", ["--article", "--id"])
def test_malicious_command_line_text_is_not_executed(tmp_path, capsys, option):
    marker = tmp_path / "pwned"
    payload = f"__import__('pathlib').Path({str(marker)!r}).touch()"
    assert main(["verify", option, payload]) == 2
    assert not marker.exists()
    assert "unknown" in capsys.readouterr().err


def test_strict_conversion_refuses_strings():
    with pytest.raises(SympifyError, match="__import__"):
        as_expr("__import__('os')")


def test_no_source_file_evaluates_text():
    forbidden = re.compile(r"\b(eval|exec|parse_expr|sympify)\(")
    offenders = []
    for path in SOURCE.rglob("*.py"):
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            code = line.split("#", 1)[0]
            if forbidden.search(code) and "exec_module" not in code and "_sympify" not in code:
                offenders.append(f"{path.name}:{number}: {line.strip()}")
    assert not offenders, offenders
