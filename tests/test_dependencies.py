"""A Python without symln's dependencies gets one clear message naming them and how to install."""

import subprocess
import sys

HIDE_FLINT = """
import importlib.util
real = importlib.util.find_spec
importlib.util.find_spec = lambda name, *args: None if name == "flint" else real(name, *args)
import symln
"""


def test_a_missing_dependency_is_named_with_the_install_command():
    done = subprocess.run([sys.executable, "-c", HIDE_FLINT], capture_output=True, text=True, check=False)
    assert done.returncode == 1 and done.stdout == ""
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("ImportError: symln needs python-flint, not installed for this Python (")
    assert 'python -m pip install -c constraints.txt -e ".[test]"' in last
