"""``symln check-impl --norm rms``: right RMSNorms pass, the common slips are named, a layer norm is rejected."""

import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest

from symln.checkimpl import check
from symln.checkimpl.conventions import units
from symln.checkimpl.conventions_rms import RMS_CONVENTIONS, rms_with_eps
from symln.checkimpl.families import representable
from symln.checkimpl.norms import RMS
from symln.checkimpl.oracle import Bound, make_case
from symln.cli import main

ROOT = Path(__file__).resolve().parents[2]
SMALL = {"rows": 32, "d": 64}


def _example():
    spec = importlib.util.spec_from_file_location("my_rms_norm", ROOT / "examples" / "my_rms_norm.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


EX = _example()


def with_bias(z, gamma, beta, eps):
    return z / np.sqrt((z * z).mean(-1, keepdims=True) + eps) * gamma + beta


def divisor_d_minus_1(z, gamma, beta, eps):
    return z / np.sqrt((z * z).sum(-1, keepdims=True) / (z.shape[-1] - 1) + eps) * gamma


def gemma(z, gamma, beta, eps):
    return z / np.sqrt((z * z).mean(-1, keepdims=True) + eps) * (1 + gamma)


def eps_hard_coded(z, gamma, beta, eps):
    return z / np.sqrt((z * z).mean(-1, keepdims=True) + 1e-6) * gamma


def bias_before_gain(z, gamma, beta, eps):
    return (z / np.sqrt((z * z).mean(-1, keepdims=True) + eps) + beta) * gamma


@pytest.mark.parametrize("dtype", ["float32", "float16"])
def test_llama_style_rms_norm_passes(dtype):
    report = check(EX.rms_norm, norm="rms", dtype=dtype, **SMALL)
    assert report.passed, [c for c in report.checks if not c.ok]
    assert not report.bias and report.norm == "rms"
    names = [c.name for c in report.checks]
    assert "identity:scaling-is-eps" in names and "identity:shift-invariance" not in names
    assert "identity:mean-square" in names and "identity:core-variance" not in names


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_rms_norm_with_a_bias_passes(dtype):
    report = check(with_bias, norm="rms", dtype=dtype, **SMALL)
    assert report.passed and report.bias
    detail = {c.name: c.detail for c in report.checks}
    assert detail["identity:beta-after-core"] == "y(z; gamma, beta) - y(z; gamma, 0) = beta"


def test_the_kernels_pass_as_their_own_target():
    from symln import kernels

    report = check(lambda z, g, b, e: kernels.rms_norm(z, g, e, b), norm="rms", strict=True, **SMALL)
    assert report.passed


@pytest.mark.parametrize(
    ("target", "codes", "fitted"),
    [
        (EX.rms_norm_eps_outside, ("eps-placement",), "eps outside the root"),
        (EX.rms_norm_sum_of_squares, ("variance-divisor",), "sum of squares without the mean (divisor 1)"),
        (divisor_d_minus_1, ("variance-divisor",), "mean square with divisor d - 1"),
        (EX.rms_norm_no_gain, ("affine",), "gain missing"),
        (gemma, ("affine",), "gain applied as 1 + weight"),
        (bias_before_gain, ("affine",), "bias added before the gain"),
        (EX.layer_norm, ("centering",), "layer norm (centered), not RMSNorm"),
        (eps_hard_coded, ("eps-value",), "RMSNorm with eps = 1e-06"),
    ],
)
def test_common_slips_are_named(target, codes, fitted):
    report = check(target, norm="rms", **SMALL)
    assert not report.passed
    assert report.diagnosis == codes and report.fitted == fitted


def test_lower_precision_is_named():
    """A Llama-style RMSNorm computes in float32: given float64 it fits RMSNorm only at float32's roundoff."""
    report = check(EX.rms_norm, norm="rms", **SMALL)
    assert not report.passed and "precision" in report.diagnosis
    assert "of float32; effective unit roundoff 2^-24" in report.found.how


def test_a_correct_rms_norm_fails_as_layer_norm_and_a_layer_norm_as_rms_norm():
    assert check(with_bias, **SMALL).diagnosis == ("shift-invariance",)
    assert check(EX.layer_norm, **SMALL).passed
    assert check(EX.layer_norm, norm="rms", **SMALL).diagnosis == ("centering",)


def test_each_convention_is_as_accurate_as_the_oracle():
    """Every convention, computed directly in float64, is within a few units of its oracle-based value."""
    direct = {
        "RMSNorm": lambda z, g, b, e, d: z / np.sqrt((z * z).mean(-1, keepdims=True) + e) * g + b,
        "eps outside the root": lambda z, g, b, e, d: z / (np.sqrt((z * z).mean(-1, keepdims=True)) + e) * g + b,
        "mean square with divisor d - 1": lambda z, g, b, e, d: z / np.sqrt((z * z).sum(-1, keepdims=True) / (d - 1) + e) * g + b,
        "sum of squares without the mean (divisor 1)": lambda z, g, b, e, d: z / np.sqrt((z * z).sum(-1, keepdims=True) + e) * g + b,
        "gain missing": lambda z, g, b, e, d: z / np.sqrt((z * z).mean(-1, keepdims=True) + e) + b,
    }
    bound = Bound("float64")
    for fam in ("random", "tiny", "d2", "offset8"):
        case = make_case(fam, rows=16, d=16, seed=4, dtype="float64", norm=RMS)
        for conv in RMS_CONVENTIONS:
            if conv.name in direct:
                y = direct[conv.name](case.z64, case.gamma64, case.beta64, case.eps, case.d)
                assert np.nanmax(units(conv.value(case), y, bound)) <= 4, (fam, conv.name)
        y = direct["RMSNorm"](case.z64, case.gamma64, case.beta64, 1e-3, case.d)
        assert np.nanmax(units(rms_with_eps(1e-3).value(case), y, bound)) <= 4


def test_families_beyond_the_squares_range_are_left_out():
    assert not representable("huge", "float32", RMS) and representable("huge", "float64", RMS)
    assert not representable("offset8", "float16", RMS) and representable("wide", "float16", RMS)
    report = check(EX.rms_norm, norm="rms", dtype="float32", families=("random", "huge"), rows=8, d=16)
    assert report.left_out == ("huge",)


def test_command_line_and_json(capsys, tmp_path):
    out = tmp_path / "report.json"
    target = f"{ROOT / 'examples' / 'my_rms_norm.py'}:rms_norm_eps_outside"
    code = main(["check-impl", target, "--norm", "rms", "--rows", "16", "--d", "32", "--json", str(out)])
    assert code == 1
    text = capsys.readouterr().out
    assert "as RMSNorm (bias-free form)" in text and "Diagnosis: eps-placement (values fit: eps outside the root" in text
    doc = json.loads(out.read_text())
    assert doc["norm"] == "rms" and doc["bias"] is False and doc["diagnosis"] == ["eps-placement"]
    assert main(["check-impl", "numpy", "--norm", "rmsnorm"]) == 2


def test_llama_style_torch_rms_norm_with_autograd():
    """A Llama-style RMSNorm on torch tensors passes in float32, its autograd backward checked (jacobian, param-grads)."""
    torch = pytest.importorskip("torch")

    def llama(z, gamma, beta, eps):
        h = z.to(torch.float32)
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps)
        return gamma * h.to(z.dtype)

    report = check(llama, norm="rms", dtype="float32", **SMALL)
    assert report.passed, [c for c in report.checks if not c.ok]
    names = {c.name for c in report.checks}
    assert "param-grads:random" in names and "jacobian:random" in names

    def detached(z, gamma, beta, eps):  # the statistics cut off from the backward pass
        h = z * torch.rsqrt(z.pow(2).mean(-1, keepdim=True).detach() + eps)
        return gamma * h

    report = check(detached, norm="rms", **SMALL)
    failed = {c.name for c in report.checks if not c.ok}
    assert "jacobian:random" in failed and not any(n.startswith("forward:") for n in failed)
