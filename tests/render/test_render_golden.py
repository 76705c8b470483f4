"""The generated LaTeX equals the golden files exactly (regenerate: ``python tests/render/golden.py``)."""

import importlib.util
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def _golden_module():
    spec = importlib.util.spec_from_file_location("symln_render_golden", HERE / "golden.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GOLDEN = _golden_module()
CURRENT = GOLDEN.current()


@pytest.mark.parametrize("name", sorted(CURRENT))
def test_matches_golden_file(name):
    expected = (GOLDEN.GOLDEN / name).read_text(encoding="utf-8")
    assert CURRENT[name] == expected, f"{name} changed; if intended, run python tests/render/golden.py"


def test_every_golden_file_is_generated():
    on_disk = {p.name for p in GOLDEN.GOLDEN.iterdir()}
    assert on_disk == set(CURRENT)


def test_every_display_has_a_golden_equation_with_its_label():
    for did in (f"D{k}" for k in range(1, 13)):
        text = CURRENT[f"{did}.tex"]
        assert text.startswith(f"\\begin{{equation}}\\tag{{{did}}}\\label{{{did}}}\n")
        assert text.endswith("\\end{equation}\n")
