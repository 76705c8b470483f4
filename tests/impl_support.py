"""The project's own layer norms for the check-impl tests (tests/data/layer_norms.py), loaded once."""

import importlib.util
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
LAYER_NORMS = DATA / "layer_norms.py"
#: torch and JAX layer norms (tests/data/torch_norms.py, jax_norms.py), named as check-impl targets
TORCH_NORMS, JAX_NORMS = DATA / "torch_norms.py", DATA / "jax_norms.py"
#: torch RMSNorm modules in the protocols of the libraries (tests/data/torch_rms_norms.py)
TORCH_RMS_NORMS = DATA / "torch_rms_norms.py"


def _load():
    if "layer_norms" in sys.modules:
        return sys.modules["layer_norms"]
    spec = importlib.util.spec_from_file_location("layer_norms", LAYER_NORMS)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules["layer_norms"] = module
    return module


impls = _load()


def _require(module: str, variable: str):
    """*module*, or skip; where the environment variable *variable* is set (CI), a missing module fails instead."""
    import importlib
    import os

    import pytest

    try:
        return importlib.import_module(module)
    except ImportError:
        if os.environ.get(variable):
            pytest.fail(f"{module} is required here ({variable} is set) but not installed")
        pytest.skip(f"{module} is not installed")


def require_torch():
    """``torch``, or skip; where SYMLN_REQUIRE_TORCH is set (CI), a missing torch fails instead."""
    return _require("torch", "SYMLN_REQUIRE_TORCH")


def require_jax():
    """``jax``, or skip; where SYMLN_REQUIRE_JAX is set (CI), a missing JAX fails instead."""
    return _require("jax", "SYMLN_REQUIRE_JAX")


def require_dtype(dtype: str) -> None:
    """bfloat16 needs ml_dtypes (installed with JAX): skip without it, fail where SYMLN_REQUIRE_JAX is set."""
    if dtype == "bfloat16":
        _require("ml_dtypes", "SYMLN_REQUIRE_JAX")


def require_module(name: str):
    """A JAX library (flax, equinox, haiku, keras), or skip; required where SYMLN_REQUIRE_JAX is set."""
    return _require(name, "SYMLN_REQUIRE_JAX")


def require_transformers():
    """``transformers``, or skip; where SYMLN_REQUIRE_TRANSFORMERS is set (CI), a missing one fails instead."""
    return _require("transformers", "SYMLN_REQUIRE_TRANSFORMERS")
