"""The project's own layer norms for the check-impl tests (tests/data/layer_norms.py), loaded once."""

import importlib.util
import sys
from pathlib import Path

LAYER_NORMS = Path(__file__).resolve().parent / "data" / "layer_norms.py"


def _load():
    if "layer_norms" in sys.modules:
        return sys.modules["layer_norms"]
    spec = importlib.util.spec_from_file_location("layer_norms", LAYER_NORMS)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules["layer_norms"] = module
    return module


impls = _load()


def require_torch():
    """``torch``, or skip; where SYMLN_REQUIRE_TORCH is set (CI), a missing torch fails instead."""
    import os

    import pytest

    try:
        import torch
    except ImportError:
        if os.environ.get("SYMLN_REQUIRE_TORCH"):
            pytest.fail("torch is required here (SYMLN_REQUIRE_TORCH is set) but not installed")
        pytest.skip("torch is not installed")
    return torch
