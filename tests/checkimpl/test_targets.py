"""Naming a target: module:function, a .py path, the numpy and torch adapters, and what cannot be used."""

import sys

import numpy as np
import pytest
from impl_support import LAYER_NORMS, require_torch

from symln import kernels
from symln.checkimpl.targets import Target, TargetError, as_target, numpy_layer_norm, resolve


def test_module_function_and_dotted_attributes():
    assert resolve("symln.kernels:layer_norm").forward is kernels.layer_norm
    assert resolve("numpy:linalg.norm").forward is np.linalg.norm


def test_a_py_file_path_is_a_module():
    target = resolve(f"{LAYER_NORMS}:two_pass")
    z = np.arange(6.0).reshape(2, 3)
    y = target.forward(z, np.ones(3), np.zeros(3), 1e-5)
    assert np.allclose(y, kernels.layer_norm(z, np.ones(3), np.zeros(3), 1e-5), rtol=1e-14, atol=0)


def test_the_current_directory_is_searched(tmp_path, monkeypatch):
    (tmp_path / "my_norm_mod_xyz.py").write_text("def ln(z, gamma, beta, eps):\n    return z\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delitem(sys.modules, "my_norm_mod_xyz", raising=False)
    assert resolve("my_norm_mod_xyz:ln").name == "my_norm_mod_xyz:ln"
    assert str(tmp_path) not in sys.path  # put back as it was


@pytest.mark.parametrize(
    "spec, words",
    [
        ("no_such_module_xyz:f", "cannot import module 'no_such_module_xyz'"),
        ("symln.kernels:no_such", "has no attribute 'no_such'"),
        ("symln.kernels:__all__", "is not callable (a list)"),
        ("symln.kernels", "expected 'torch', 'numpy', a layer class (torch.nn.LayerNorm, "),
        (":f", "or 'module:function'"),
        ("fractions:Fraction", "is a class that check-impl does not know how to build"),
        ("missing/file.py:f", "no such file"),
    ],
)
def test_unusable_targets_raise_one_line(spec, words):
    with pytest.raises(TargetError) as info:
        resolve(spec)
    assert words in str(info.value) and "\n" not in str(info.value)


def test_a_module_that_fails_to_import_is_named(tmp_path):
    bad = tmp_path / "broken.py"
    bad.write_text("raise ImportError('needs a GPU')\n")
    with pytest.raises(TargetError, match="cannot import .*broken.py.*ImportError: needs a GPU"):
        resolve(f"{bad}:f")


def test_numpy_adapter_is_the_two_pass_idiom():
    target = resolve("numpy")
    assert target.forward is numpy_layer_norm and target.backward is None
    z = np.array([[1.0, 2.0, 3.0]], dtype=np.float32)
    y = target.forward(z, np.ones(3, np.float32), np.zeros(3, np.float32), 1 / 3)
    assert y.dtype == np.float32 and np.allclose(y, [[-1.0, 0.0, 1.0]], rtol=2.0**-22, atol=0)


def test_torch_missing_is_a_clear_target_error(monkeypatch):
    monkeypatch.setitem(sys.modules, "torch", None)  # import torch raises ImportError
    with pytest.raises(TargetError, match="target 'torch' needs PyTorch, which is not installed"):
        resolve("torch")


def near(computed, reference, units=64):
    """Within *units* float64 roundings of the largest reference entry (torch's own arithmetic, not ours)."""
    return np.abs(np.asarray(computed) - reference).max() <= units * 2.0**-53 * np.abs(reference).max()


def test_torch_adapter_has_autograd():
    torch = require_torch()
    target = resolve("torch")
    z = np.array([[1.0, 2.0, 4.0]])
    gamma, beta, g = np.array([1.0, 2.0, 3.0]), np.zeros(3), np.array([[1.0, 0.0, -1.0]])
    assert near(target.forward(z, gamma, beta, 1e-5), kernels.layer_norm(z, gamma, beta, 1e-5))
    dz, dgamma, dbeta = target.backward(z, gamma, beta, 1e-5, g)
    assert near(dz, kernels.vjp(z, 1e-5, g, gamma))
    assert near(dgamma, kernels.param_grads(z, 1e-5, g)[0]) and np.array_equal(dbeta, g[0])
    assert torch.is_grad_enabled() and target.autodiff == "torch.autograd" and target.jit is None


def test_as_target_accepts_targets_names_and_callables():
    t = Target("x", numpy_layer_norm)
    assert as_target(t) is t
    assert as_target("numpy").name == "numpy"
    assert as_target(numpy_layer_norm).name == "numpy_layer_norm"
    with pytest.raises(TargetError, match="expected a callable"):
        as_target(42)
