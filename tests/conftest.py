"""Shared fixtures: one full verification of the built-in claims per test session."""

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))


@pytest.fixture(scope="session")
def builtin_report(tmp_path_factory):
    """The JSON report of ``symln verify`` over all built-in claims (run once)."""
    from symln.cli import main

    out = tmp_path_factory.mktemp("verify") / "report.json"
    code = main(["verify", "--json", str(out)])
    return code, json.loads(out.read_text())


pytest_plugins = ["pytester"]
