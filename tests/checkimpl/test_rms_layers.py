"""``symln check-impl --norm rms`` on what engineers run: the built-ins, each library's RMSNorm class,
torch modules in the libraries' protocols (transformers' among them), and the gain ``1 + weight``."""

import json

import numpy as np
import pytest
from impl_support import TORCH_RMS_NORMS, require_dtype, require_module, require_torch, require_transformers

from symln.checkimpl import check
from symln.checkimpl.diagnosis import from_identities
from symln.checkimpl.gains import GAINS, with_gain
from symln.checkimpl.oracle import Bound
from symln.checkimpl.targets import Target, resolve
from symln.cli import main

SMALL = ("--rows", "16", "--d", "32")


def run_json(capsys, tmp_path, *argv):
    path = tmp_path / "r.json"
    code = main(["check-impl", *argv, "--norm", "rms", "--json", str(path), *SMALL])
    out, err = capsys.readouterr()
    doc = json.loads(path.read_text()) if path.exists() else None
    return code, doc, out + err


def rms(z, eps):
    return z / np.sqrt((z * z).mean(-1, keepdims=True) + eps)


def one_plus(z, gamma, beta, eps):
    """Gemma's convention in numpy: the gain ``1 + weight``."""
    return rms(z, eps) * (1 + gamma)


def plain(z, gamma, beta, eps):
    return rms(z, eps) * gamma


def float32_distorted(z, gamma, beta, eps):
    """No known convention (a small nonlinear distortion), with the gain applied in float32."""
    h = z.astype(np.float32)
    core = rms(h, np.float32(eps)) * (1 + np.float32(0.5) * np.tanh(h))
    return (gamma.astype(np.float32) * core).astype(z.dtype)


# --- built-ins --------------------------------------------------------------------------------------------


def test_numpy_is_the_rms_norm_idiom_under_norm_rms(capsys, tmp_path):
    code, doc, out = run_json(capsys, tmp_path, "numpy")
    assert code == 0, out
    assert doc["norm"] == "rms" and doc["bias"] is False and doc["gain"] == "plain"
    assert main(["check-impl", "numpy", *SMALL]) == 0  # and still the layer norm idiom without it
    assert "as RMSNorm" not in capsys.readouterr().out


@pytest.mark.parametrize("dtype", ["float64", "float32", "bfloat16"])
def test_torch_is_functional_rms_norm_under_norm_rms(capsys, tmp_path, dtype):
    torch = require_torch()
    require_dtype(dtype)
    target = resolve("torch", "rms")
    z, gamma = np.linspace(-2.0, 3.0, 12).reshape(3, 4), np.array([1.0, -2.0, 0.5, 3.0])
    expected = torch.nn.functional.rms_norm(torch.from_numpy(z), (4,), torch.from_numpy(gamma), 1e-5).numpy()
    assert np.array_equal(target.forward(z, gamma, np.ones(4), 1e-5), expected)
    code, doc, out = run_json(capsys, tmp_path, "torch", "--dtype", dtype)
    assert code == 0, out
    assert "param-grads:random" in {c["name"] for c in doc["checks"]}
    assert "dgamma, dbeta against the closed forms (R14)" in out and "G6" not in out


# --- torch modules in the libraries' protocols ------------------------------------------------------------

MODULES = [
    # (class in tests/data/torch_rms_norms.py, extra arguments, exit code in float32 and float64, float64 diagnosis)
    ("Exact", (), (0, 0), []),
    ("LlamaStyle", (), (0, 1), ["precision"]),
    ("GemmaStyle", ("--gain", "one-plus"), (0, 1), ["precision"]),
    ("GemmaStyle", (), (1, 1), ["affine", "precision"]),
    ("WithBias", (), (0, 0), []),
]


@pytest.mark.parametrize("name, extra, codes, diagnosis", MODULES, ids=[f"{m[0]}{''.join(m[1])}" for m in MODULES])
def test_torch_modules_with_a_weight_and_perhaps_a_bias(capsys, tmp_path, name, extra, codes, diagnosis):
    """Built as ``Class(d, eps=eps)``; a weight alone is RMSNorm's normal form, a bias is found if there."""
    require_torch()
    for dtype, code in zip(("float32", "float64"), codes):
        got, doc, out = run_json(capsys, tmp_path, f"{TORCH_RMS_NORMS}:{name}", "--dtype", dtype, *extra)
        assert got == code, out
        assert doc["bias"] is (name == "WithBias")
        if dtype == "float64":
            assert doc["diagnosis"] == diagnosis, out
    if name == "GemmaStyle" and not extra:
        assert doc["fitted"] == "gain applied as 1 + weight"


def test_a_module_outside_the_protocol_is_a_usage_error(capsys, tmp_path):
    require_torch()
    code, _, out = run_json(capsys, tmp_path, f"{TORCH_RMS_NORMS}:NamedScale")
    assert code == 2
    assert "expected parameters weight or weight and bias, got scale" in out


@pytest.mark.parametrize("target, norm, hint", [("torch.nn.RMSNorm", "layer", "--norm rms"),
                                                ("haiku.RMSNorm", "layer", "--norm rms"),
                                                ("torch.nn.LayerNorm", "rms", "--norm layer")])
def test_a_layer_class_of_the_other_norm_is_a_usage_error(capsys, target, norm, hint):
    """Said before the library is imported: the name is enough."""
    assert main(["check-impl", target, "--norm", norm, *SMALL]) == 2
    assert f"check it with {hint}" in capsys.readouterr().err


def test_a_function_that_imports_its_framework_is_called_with_its_tensors():
    require_torch()
    report = check(f"{TORCH_RMS_NORMS}:imports_torch_itself", norm="rms", rows=16, d=32)
    assert report.passed, [c for c in report.checks if not c.ok]
    assert "param-grads:random" in {c.name for c in report.checks}  # autograd: it was seen as torch


# --- the gain convention ----------------------------------------------------------------------------------


def test_gain_one_plus_accepts_gemma_and_refuses_a_plain_gain():
    assert check(one_plus, norm="rms", gain="one-plus", rows=16, d=32).passed
    wrong = check(one_plus, norm="rms", rows=16, d=32)
    assert wrong.diagnosis == ("affine",) and wrong.fitted == "gain applied as 1 + weight"
    report = check(plain, norm="rms", gain="one-plus", rows=16, d=32)
    assert not report.passed and "affine" in report.diagnosis
    with pytest.raises(ValueError, match="gain: expected one of plain, one-plus, got 'gemma'"):
        check(plain, norm="rms", gain="gemma")


@pytest.mark.parametrize("dtype", ["float64", "float32", "float16"])
def test_the_weight_is_exact_for_every_gain_from_one_half(dtype):
    """``1 + (gamma - 1) = gamma`` exactly in the dtype for gamma >= 1/2 (the gains.py argument)."""
    rng = np.random.default_rng(0)
    gamma = np.concatenate([rng.uniform(0.5, 4.0, 5000), 2.0 ** rng.integers(-1, 12, 200)]).astype(dtype)
    seen = []
    probe = Target("probe", lambda z, g, b, e: seen.append(g) or z)
    with_gain(probe, "one-plus").forward(np.zeros(1), gamma, None, 0.0)
    assert seen[0].dtype == gamma.dtype
    assert np.array_equal(seen[0].astype(np.float64) + 1.0, gamma.astype(np.float64))
    assert with_gain(probe, "plain") is probe and GAINS == ("plain", "one-plus")


def test_gain_shows_in_the_report(capsys, tmp_path):
    code, doc, out = run_json(capsys, tmp_path, f"{__file__}:one_plus", "--gain", "one-plus")
    assert code == 0 and doc["gain"] == "one-plus" and "gain 1 + weight" in out


# --- precision, not affine --------------------------------------------------------------------------------


def test_identities_broken_by_a_lower_precision_say_precision():
    report = check(float32_distorted, norm="rms", rows=16, d=32)
    failed = {c.name for c in report.checks if not c.ok}
    assert "identity:gamma-scales-core" in failed and report.fitted is None
    assert report.diagnosis == ("precision",)
    assert "gamma-scales-core fails by the rounding of float32" in report.found.how
    assert check(float32_distorted, norm="rms", dtype="float32", rows=16, d=32).diagnosis == ()


def test_from_identities_weighs_the_failures_against_each_lower_dtype():
    bound = Bound("float64")
    within_float32 = 16 * 2.0**-24 / 2.0**-53  # C units of float32, in units of float64
    failed = {"identity:gamma-scales-core": within_float32}
    assert from_identities(None, failed, bound).codes == ("precision",)
    assert "rounding of float32" in from_identities(None, failed, bound).how
    failed = {"identity:gamma-scales-core": within_float32 * 2}  # float16's reach then
    assert "rounding of float16" in from_identities(None, failed, bound).how
    for worst in (1e30, float("inf"), float("nan"), None):
        assert from_identities(None, {"identity:beta-after-core": worst}, bound).codes == ("affine",)


# --- the libraries' own classes (CI pins them) ------------------------------------------------------------

JAX = pytest.mark.slow
LAYERS = [
    # (target, module to require, extra arguments, exit code in float32 and float64, float64 diagnosis)
    ("torch.nn.RMSNorm", "torch", (), (0, 0), []),
    pytest.param("flax.linen.RMSNorm", "flax", (), (0, 0), [], marks=JAX),
    pytest.param("flax.nnx.RMSNorm", "flax", (), (0, 0), [], marks=JAX),
    pytest.param("keras.layers.RMSNormalization", "keras", (), (0, 1), ["precision"], marks=JAX),
    pytest.param("equinox.nn.RMSNorm", "equinox", (), (0, 0), [], marks=JAX),
    pytest.param("haiku.RMSNorm", "haiku", (), (0, 0), [], marks=JAX),
    ("transformers.models.llama.modeling_llama:LlamaRMSNorm", "transformers", (), (0, 1), ["precision"]),
    ("transformers.models.t5.modeling_t5:T5LayerNorm", "transformers", (), (0, 1), ["precision"]),
    ("transformers.models.gemma.modeling_gemma:GemmaRMSNorm", "transformers", ("--gain", "one-plus"), (0, 1),
     ["precision"]),
]


@pytest.mark.parametrize("target, module, extra, codes, diagnosis", LAYERS)
def test_library_rms_norm_classes(capsys, tmp_path, target, module, extra, codes, diagnosis):
    """Each class built with the batch's gamma (and beta where it has one) and eps, defaults otherwise."""
    if module == "transformers":
        require_torch()
        require_transformers()
    elif module == "torch":
        require_torch()
    else:
        if module == "keras":
            import os

            os.environ.setdefault("KERAS_BACKEND", "jax")  # as check-impl does before it imports keras
        require_module(module)
    for dtype, code in zip(("float32", "float64"), codes):
        got, doc, out = run_json(capsys, tmp_path, target, "--dtype", dtype, *extra)
        assert got == code, out
        if dtype == "float64":
            assert doc["diagnosis"] == diagnosis, out
            assert doc["bias"] is (module == "equinox")
