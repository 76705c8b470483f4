"""torch and JAX targets from the command line: their own backward pass, jit and eager, half precision,
and the layer classes of the libraries."""

import json
import os
from pathlib import Path

import numpy as np
import pytest
from impl_support import JAX_NORMS, TORCH_NORMS, require_dtype, require_jax, require_module, require_torch

from symln.checkimpl import check
from symln.checkimpl.frameworks import detect
from symln.cli import main

SMALL = ("--rows", "16", "--d", "32")


def run_json(capsys, tmp_path, *argv):
    path = tmp_path / "r.json"
    code = main(["check-impl", *argv, "--json", str(path), *SMALL])
    out, err = capsys.readouterr()
    return code, json.loads(path.read_text()), out


def failed(doc):
    return {c["name"] for c in doc["checks"] if not c["ok"]}


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("target, framework", [(f"{TORCH_NORMS}:DetachedLayerNorm", "torch"),
                                               (f"{TORCH_NORMS}:detached", "torch"),
                                               (f"{JAX_NORMS}:stop_gradient", "jax")])
def test_statistics_without_gradient_fail_the_backward_check(capsys, tmp_path, target, framework, dtype):
    (require_torch if framework == "torch" else require_jax)()
    require_dtype(dtype)
    code, doc, out = run_json(capsys, tmp_path, target, "--dtype", dtype)
    assert code == 1 and not any(n.split("/")[-1].startswith("forward:") for n in failed(doc))
    assert {"jacobian:random", "jacobian:tiny", "jacobian:d2"} <= failed(doc)
    autodiff = "torch.autograd" if framework == "torch" else "jax.vjp"
    assert "jacobian:random                  FAIL" in out and f"J_y^T g by {autodiff} against the closed form" in out
    if framework == "jax":
        assert doc["modes"] == ["eager", "jit"] and "jit/jacobian:random" in failed(doc)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("target, framework", [(f"{TORCH_NORMS}:two_pass", "torch"), ("torch.nn.LayerNorm", "torch"),
                                               (f"{JAX_NORMS}:two_pass", "jax")])
def test_right_framework_layer_norms_pass_backward_and_parameter_gradients(capsys, tmp_path, target, framework, dtype):
    (require_torch if framework == "torch" else require_jax)()
    require_dtype(dtype)
    code, doc, out = run_json(capsys, tmp_path, target, "--dtype", dtype)
    assert code == 0, out
    names = [c["name"] for c in doc["checks"]]
    assert "param-grads:random" in names and "param-grads:rare" in names
    assert ("jit/param-grads:random" in names) == (framework == "jax")


def test_wrong_parameter_gradients_are_caught():
    torch = require_torch()

    def beta_twice(x, gamma, beta, eps):  # right values, d/dbeta doubled
        y = torch.nn.functional.layer_norm(x, (x.shape[-1],), gamma, None, eps)
        return y + 2 * beta - beta.detach()

    report = check(beta_twice, rows=8, d=16)
    bad = {c.name for c in report.checks if not c.ok}
    assert bad and all(n.startswith("param-grads:") for n in bad)


@pytest.mark.parametrize("dtype", ["bfloat16", "float16"])
@pytest.mark.parametrize("target, framework", [("torch", "torch"), (f"{TORCH_NORMS}:upcast", "torch"),
                                               (f"{JAX_NORMS}:upcast", "jax")])
def test_half_precision_right_ones_pass(capsys, tmp_path, target, framework, dtype):
    (require_torch if framework == "torch" else require_jax)()
    require_dtype(dtype)
    code, doc, out = run_json(capsys, tmp_path, target, "--dtype", dtype)
    assert code == 0, out
    assert doc["dtype"] == dtype and doc["left_out"] == ([] if dtype == "bfloat16" else ["offset8", "offset12", "wide"])


@pytest.mark.parametrize("framework", ["torch", "jax"])
def test_one_pass_variance_in_bfloat16_fails_with_its_codes(capsys, tmp_path, framework):
    (require_torch if framework == "torch" else require_jax)()
    require_dtype("bfloat16")
    norms = TORCH_NORMS if framework == "torch" else JAX_NORMS
    code, doc, out = run_json(capsys, tmp_path, f"{norms}:one_pass", "--dtype", "bfloat16")
    assert code == 1 and doc["diagnosis"] == ["accuracy"] and doc["fitted"] == "layer norm"
    assert "forward:rare" in failed(doc) and "forward:random" not in failed(doc)
    assert "Diagnosis: accuracy (values fit: layer norm, within " in out


def test_detect_tells_the_framework_from_what_comes_back():
    torch = require_torch()
    jnp = require_jax().numpy
    assert detect(lambda z, g, b, e: z) is None
    assert detect(lambda x, g, b, e: x.mean(-1, keepdim=True) * torch.ones(1)) == "torch"  # numpy refuses keepdim
    assert detect(lambda z, g, b, e: jnp.asarray(z)) == "jax"
    assert detect(lambda *a: 1 / 0) is None


def test_jax_float64_stays_float64():
    require_jax()
    from symln.checkimpl.targets import resolve

    target = resolve(f"{JAX_NORMS}:two_pass")
    z = np.linspace(0.0, 1.0, 8).reshape(2, 4)
    y = target.forward(z, np.ones(4), np.zeros(4), 1e-5)
    assert np.abs(y - target.jit.forward(z, np.ones(4), np.zeros(4), 1e-5)).max() < 1e-15
    assert target.mode == "eager" and target.jit.mode == "jit" and target.jit.autodiff == "jax.vjp under jax.jit"


LAYERS = [
    # (target, module to require, exit code in float32 and float64, diagnosis in float64)
    ("torch.nn.LayerNorm", "torch", (None, 0), []),  # float32: the rare rows, at the default size only
    ("flax.linen.LayerNorm", "flax", (1, 1), ["accuracy"]),
    ("flax.nnx.LayerNorm", "flax", (1, 1), ["accuracy"]),
    ("keras.layers.LayerNormalization", "keras", (0, 1), ["precision"]),
    ("equinox.nn.LayerNorm", "equinox", (0, 0), []),
    ("haiku.LayerNorm", "haiku", (0, 0), []),
]


@pytest.mark.parametrize("target, module, codes, diagnosis", LAYERS, ids=[t[0] for t in LAYERS])
def test_layer_classes_from_the_command_line(capsys, tmp_path, target, module, codes, diagnosis):
    """Each layer instantiated with the batch's gamma, beta and eps, defaults otherwise (docs/benchmarks/index.md)."""
    if module == "keras":
        os.environ.setdefault("KERAS_BACKEND", "jax")  # as check-impl does before it imports keras
    require_module(module)
    for dtype, code in zip(("float32", "float64"), codes):
        if code is None:
            continue
        got, doc, out = run_json(capsys, tmp_path, target, "--dtype", dtype)
        assert got == code, out
        if dtype == "float64":
            assert doc["diagnosis"] == diagnosis


def test_example_file_of_framework_layer_norms(capsys, tmp_path):
    require_torch()
    require_jax()
    example = Path(__file__).resolve().parents[2] / "examples" / "framework_layer_norms.py"
    assert run_json(capsys, tmp_path, f"{example}:TorchLayerNorm", "--dtype", "bfloat16")[0] == 0
    code, doc, _ = run_json(capsys, tmp_path, f"{example}:jax_layer_norm_frozen_stats")
    assert code == 1 and all(n.split("/")[-1].startswith("jacobian:") for n in failed(doc))
