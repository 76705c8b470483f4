"""``symln check-impl``: exit codes, the report and its JSON, the adapters, the tutorial's examples and example file."""

import doctest
import importlib.util
import json
import math
import os
import re
from pathlib import Path

import numpy as np
import pytest
from impl_support import LAYER_NORMS, impls, require_torch

from symln.checkimpl import check, text_table, to_json
from symln.cli import main

ROOT = Path(__file__).resolve().parents[2]
TUTORIAL = ROOT / "docs" / "tutorials" / "check-implementation.md"
EXAMPLE = ROOT / "examples" / "my_layer_norm.py"
SMALL = ("--rows", "16", "--d", "32")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_numpy_adapter_conforms_in_both_dtypes(capsys):
    for dtype in ("float64", "float32"):
        code, out, err = run(capsys, "check-impl", "numpy", "--dtype", dtype)
        assert code == 0, out
        assert "Overall: conforming, 0 of 24 checks failed" in out and err == ""


def test_torch_adapter_conforms_in_float64(capsys, tmp_path):
    require_torch()
    path = tmp_path / "torch.json"
    code, out, _ = run(capsys, "check-impl", "torch", "--json", str(path))
    assert code == 0, out
    doc = json.loads(path.read_text())
    assert doc["passed"] and doc["target"] == "torch" and doc["dtype"] == "float64" and doc["diagnosis"] == []
    worst = {c["name"]: c["worst"] for c in doc["checks"]}
    assert all(w is None or w <= 8 for w in worst.values()), worst  # margin left below C = 16
    assert worst["forward:offset4"] is not None and worst["jacobian:random"] is not None
    assert worst["param-grads:random"] is not None and worst["param-grads:rare"] is not None


def test_torch_float32_defect_is_caught_at_the_default_seed(capsys, tmp_path):
    """torch 2.13's float32 CPU layer norm drops an outlier next to a block boundary (the rare family)."""
    torch = require_torch()
    path = tmp_path / "torch.json"
    code, out, _ = run(capsys, "check-impl", "torch", "--dtype", "float32", "--json", str(path))
    doc = json.loads(path.read_text())
    failed = {c["name"] for c in doc["checks"] if not c["ok"]}
    if torch.__version__.split("+")[0] == "2.13.0":
        assert code == 1 and "forward:rare" in failed and doc["seed"] == 0
        assert not any(n.startswith("forward:") and n != "forward:rare" for n in failed)
        assert doc["diagnosis"] == ["accuracy"] and "Diagnosis: accuracy (values fit: layer norm, within" in out
    # the numpy idiom meets the bound on the same rows
    assert run(capsys, "check-impl", "numpy", "--dtype", "float32")[0] == 0


def test_torch_fails_strict_with_accuracy(capsys):
    require_torch()
    code, out, _ = run(capsys, "check-impl", "torch", "--strict", *SMALL)
    assert code == 1 and "Diagnosis: accuracy (values fit: layer norm" in out


@pytest.mark.parametrize("name", sorted(impls.WRONG))
def test_each_wrong_layer_norm_exits_1_with_its_codes(capsys, tmp_path, name):
    path = tmp_path / "r.json"
    code, out, _ = run(capsys, "check-impl", f"{LAYER_NORMS}:{name}", "--json", str(path), *SMALL)
    assert code == 1
    doc = json.loads(path.read_text())
    assert doc["passed"] is False and doc["diagnosis"] == list(impls.WRONG[name])
    assert f"Diagnosis: {', '.join(impls.WRONG[name])}" in out


@pytest.mark.parametrize("name", impls.RIGHT)
def test_right_layer_norms_exit_0(capsys, name):
    code, out, _ = run(capsys, "check-impl", f"{LAYER_NORMS}:{name}", "--dtype", "float32", *SMALL)
    assert code == 0, out


@pytest.mark.parametrize(
    "argv, words",
    [
        (["check-impl", f"{LAYER_NORMS}:raises"], "raised RuntimeError on family random: not implemented"),
        (["check-impl", f"{LAYER_NORMS}:wrong_shape"], "returned an array of shape (16,)"),
        (["check-impl", f"{LAYER_NORMS}:NOT_CALLABLE"], "is not callable (a int)"),
        (["check-impl", "no_such_module_xyz:f"], "cannot import module 'no_such_module_xyz'"),
        (["check-impl", "numpy", "--dtype", "float8"], "invalid choice: 'float8'"),
        (["check-impl", "numpy", "--rows", "0"], "rows: expected a positive integer, got 0"),
        (["check-impl", "numpy", "--seeds", "0"], "seeds: expected a positive integer, got 0"),
        (["check-impl", "numpy", "--seed", "-1"], "seed: expected a nonnegative integer, got -1"),
        (["check-impl"], "the following arguments are required: TARGET"),
    ],
)
def test_unusable_targets_and_bad_usage_exit_2_in_one_line(capsys, argv, words):
    code, _, err = run(capsys, argv[0], *SMALL, *argv[1:])
    assert code == 2 and words in err and err.startswith("symln: error:") and err.count("\n") == 1
    assert "Traceback" not in err


def test_torch_without_pytorch_exits_2(capsys, monkeypatch):
    monkeypatch.setitem(__import__("sys").modules, "torch", None)
    code, _, err = run(capsys, "check-impl", "torch")
    assert code == 2 and "needs PyTorch, which is not installed" in err and err.count("\n") == 1
    code, _, err = run(capsys, "check-impl", "torch.nn.LayerNorm")
    assert code == 2 and "target 'torch.nn.LayerNorm' needs torch, which is not installed" in err


def test_json_contract_and_stdout(capsys):
    code, out, err = run(capsys, "check-impl", f"{LAYER_NORMS}:one_pass", "--json", "-", *SMALL)
    assert code == 1 and "Overall: NOT conforming" in err  # the table goes to stderr with --json -
    doc = json.loads(out)
    assert list(doc)[:5] == ["target", "dtype", "passed", "checks", "diagnosis"]
    for c in doc["checks"]:
        assert set(c) == {"name", "ok", "worst", "detail"}
        assert c["worst"] is None or c["worst"] in ("inf", "nan") or isinstance(c["worst"], float)
    names = [c["name"] for c in doc["checks"]]
    assert names[:2] == ["forward:random", "forward:offset4"] and "identity:core-variance" in names
    assert doc["diagnosis"] == ["accuracy"] and doc["fitted"] == "layer norm" and doc["C"] == 16
    assert set(doc["seconds"]) == {"target", "oracle"} and len(doc["conventions"]) == 12
    assert doc["seeds"] == 1 and doc["modes"] == ["eager"] and doc["left_out"] == []
    assert doc["how"].startswith("values fit: layer norm, within ") and doc["effective_unit"] is None


def test_json_is_written_atomically_and_unwritable_paths_exit_2(capsys, tmp_path):
    path = tmp_path / "deep" / "r.json"
    assert run(capsys, "check-impl", "numpy", "--json", str(path), *SMALL)[0] == 0
    assert json.loads(path.read_text())["passed"] is True
    assert [p.name for p in path.parent.iterdir()] == ["r.json"]  # no temporary left behind
    blocker = tmp_path / "file"
    blocker.write_text("")
    code, _, err = run(capsys, "check-impl", "numpy", "--json", str(blocker / "r.json"), *SMALL)
    assert code == 2 and "--json: cannot write" in err


def test_nan_results_say_nan_and_count_the_rows(capsys):
    report = check(impls.unbiased, rows=8, d=16)  # NaN at d = 1
    d1 = next(c for c in report.checks if c.name == "forward:d1")
    assert not d1.ok and math.isnan(d1.worst)
    assert json.loads(to_json(report))["checks"][6]["worst"] == "nan"
    line = next(x for x in text_table(report).splitlines() if x.startswith("forward:d1 "))
    assert line.startswith("forward:d1                       FAIL       NaN  eps = 1e-05; kappa <= ")
    assert line.endswith("; plain units NaN; NaN in 8 of 8 rows")


def test_seeds_widen_the_sweep(capsys):
    code, out, _ = run(capsys, "check-impl", "numpy", "--seeds", "3", "--seed", "4", *SMALL)
    assert code == 0 and "16 rows of d = 32 per family, seeds 4-6" in out
    assert re.search(r"forward:random +ok .* \(seed [456]\)\n", out)
    report = check(impls.one_pass, rows=16, d=32, seeds=2)
    assert report.seeds == 2 and not report.passed and report.diagnosis == ("accuracy",)


def test_half_precision_leaves_out_families_beyond_the_range(capsys):
    code, out, _ = run(capsys, "check-impl", "numpy", "--dtype", "float16", *SMALL)
    assert "families beyond the range of float16, left out: offset8, offset12, wide\n" in out
    assert "forward:offset8" not in out and "forward:rare" in out


def test_docs_tutorial_runs():
    """The examples of the check-impl tutorial (docs/tutorials/check-implementation.md) run as written."""
    text = TUTORIAL.read_text(encoding="utf-8")
    examples = "\n".join(re.findall(r"^```\{doctest\}\n(.*?)^```", text, flags=re.S | re.M))
    test = doctest.DocTestParser().get_doctest(examples, {}, "docs check-impl tutorial", str(TUTORIAL), 0)
    assert len(test.examples) >= 15
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    cwd = Path.cwd()
    os.chdir(ROOT)  # the example names examples/my_layer_norm.py relative to the repository root
    try:
        runner.run(test)
    finally:
        os.chdir(cwd)
    assert runner.summarize(verbose=False).failed == 0


def test_example_file_test_passes():
    spec = importlib.util.spec_from_file_location("my_layer_norm", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.test_layer_norm_conforms()
    assert not check(module.layer_norm_eps_outside, rows=16, d=32).passed


def _off_at_d2(z, gamma, beta, eps):
    """A right layer norm, except that rows of length 2 are off by 1e-3."""
    mu = z.mean(axis=-1, keepdims=True)
    y = gamma * (z - mu) / np.sqrt(((z - mu) ** 2).mean(axis=-1, keepdims=True) + eps) + beta
    return y + 1e-3 if z.shape[-1] == 2 else y


def test_a_failed_forward_check_alone_fails_the_run(capsys):
    """Off only at d = 2: every check but the forward one on the d2 family passes, and the run fails."""
    report = check(_off_at_d2, rows=16, d=32)
    assert [c.name for c in report.checks if not c.ok] == ["forward:d2"]
    assert not report.passed
    assert json.loads(to_json(report))["passed"] is False


def test_arguments_name_the_dtypes_norms_and_gains_the_checks_know():
    from symln.checkimpl import arguments, dtypes
    from symln.checkimpl.gains import GAINS
    from symln.checkimpl.norms import NORMS

    assert arguments.DTYPE_NAMES == tuple(dtypes.DTYPES)
    assert arguments.NORM_NAMES == tuple(NORMS)
    assert arguments.GAIN_NAMES == GAINS


def test_the_command_line_loads_numpy_only_for_check_impl():
    import subprocess
    import sys

    probe = ("import sys; from symln.cli import _parser; _parser().parse_args(['verify']); "
             "print(sorted(m for m in ('numpy', 'symln.kernels', 'symln.checkimpl.command') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout.strip() == "[]"
