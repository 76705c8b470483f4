"""The checks of check-impl one by one: what each catches, and the target calls."""

import numpy as np
import pytest
from impl_support import impls, require_torch

from symln import kernels
from symln.checkimpl import check
from symln.checkimpl.checks import Caller, forward_check, jacobian_check
from symln.checkimpl.oracle import Bound, Case, make_case
from symln.checkimpl.targets import Target, TargetError


def failed(report):
    return {c.name for c in report.checks if not c.ok}


def by_name(report):
    return {c.name: c for c in report.checks}


def test_identities_catch_what_they_are_about():
    assert "identity:shift-invariance" in failed(check(impls.rms_norm, rows=8, d=16))
    # beta * u + gamma: y(z; gamma, 0) = gamma = gamma * y(z; 1, 0) holds, the bias identity does not
    swapped = failed(check(impls.swapped_affine, rows=8, d=16))
    assert "identity:beta-after-core" in swapped and "identity:gamma-scales-core" not in swapped
    assert "identity:beta-after-core" in failed(check(impls.bias_inside, rows=8, d=16))
    assert "identity:core-variance" in failed(check(impls.unbiased, rows=8, d=16))
    assert "identity:constant-gives-beta" in failed(check(impls.rms_norm, rows=8, d=16))


def test_oracle_as_target_passes_even_strict():
    """symln.kernels.layer_norm has the target signature and is within a few plain units everywhere."""
    for dtype in ("float64", "float32"):
        report = check(kernels.layer_norm, dtype=dtype, strict=True, rows=8, d=16)
        assert report.passed, failed(report)
        assert max(c.worst for c in report.checks if c.worst is not None) <= 4


def test_strict_judges_plain_units():
    report = check("numpy", strict=True, rows=8, d=16)
    assert {"forward:offset4", "forward:offset8", "forward:offset12"} <= failed(report)
    assert report.diagnosis == ("accuracy",) and report.fitted == "layer norm"


def test_forward_check_judges_rows_beyond_the_dtype_resolution():
    # one entry 1e8 - 8 among entries 1e8: float32 cannot resolve the spread (u kappa >= 1), the
    # bound is loose, yet torch 2.13's float32 output -2530 (no core exceeds sqrt(d - 1)) is caught
    d = 16
    z = np.full((1, d), 1e8, dtype=np.float32)
    z[0, 3] = np.float32(1e8 - 8)
    ones, zeros = np.ones(d), np.zeros(d)
    case = Case("custom", z, 1e-5, {"gamma": ones, "beta": zeros, "t": ones, "g": ones}, np.float32)
    bound = Bound(np.dtype("float32"))
    assert bound.unit * case.kappa.max() >= 1
    assert forward_check(case, case.y, bound).ok
    impossible = case.y.copy()
    impossible[0, 3] = -2530.0
    assert not forward_check(case, impossible, bound).ok


def test_forward_check_counts_nan_as_infinitely_wrong():
    case = make_case("random", rows=3, d=8, seed=0, dtype="float64")
    y = case.y.copy()
    y[1, 2] = np.nan
    result = forward_check(case, y, Bound(np.dtype("float64")))
    assert not result.ok and result.worst == np.inf


def _torch_target(detach: bool) -> Target:
    torch = require_torch()

    def ln(x, gamma, beta, eps):
        mu = x.mean(-1, keepdim=True)
        var = ((x - mu) ** 2).mean(-1, keepdim=True)
        if detach:  # a classic bug: statistics treated as constants in the backward pass
            mu, var = mu.detach(), var.detach()
        return (x - mu) / torch.sqrt(var + eps) * gamma + beta

    def forward(z, gamma, beta, eps):
        with torch.no_grad():
            return ln(torch.from_numpy(z), torch.from_numpy(gamma), torch.from_numpy(beta), eps).numpy()

    def vjp(z, gamma, beta, eps, g):
        x = torch.from_numpy(z.copy()).requires_grad_(True)
        y = ln(x, torch.from_numpy(gamma), torch.from_numpy(beta), eps)
        (grad,) = torch.autograd.grad(y, x, torch.from_numpy(g))
        return grad.numpy()

    return Target("detached" if detach else "hand-written", forward, vjp)


def test_autograd_jacobian_catches_detached_statistics():
    report = check(_torch_target(detach=True), rows=8, d=16)
    bad = failed(report)
    assert not any(n.startswith("forward:") for n in bad)
    assert {"jacobian:random", "jacobian:tiny", "jacobian:d2"} <= bad
    assert report.diagnosis == ()  # the values are right: nothing to fit
    assert check(_torch_target(detach=False), rows=8, d=16).passed


def test_central_differences_see_the_closed_form():
    """A target is checked against J_y D: right values at z with a wrong slope around z fail."""
    case = make_case("random", rows=4, d=8, seed=0, dtype="float64")
    bound = Bound(np.dtype("float64"))
    good = jacobian_check(Caller(Target("numpy", impls.two_pass)), case, bound)
    assert good.ok and "central differences" in good.detail

    def sloped(z, gamma, beta, eps):  # J_y + 1e-3 I: exact at the family's rows, off around them
        return impls.two_pass(z, gamma, beta, eps) + 1e-3 * (z - case.z)

    assert forward_check(case, sloped(case.z, case.gamma, case.beta, case.eps), bound).ok
    assert not jacobian_check(Caller(Target("sloped", sloped)), case, bound).ok


def test_caller_reports_unusable_targets_in_one_line():
    z = np.zeros((2, 3))
    for fn, words in ((impls.raises, "raised RuntimeError on here: not implemented"),
                      (impls.wrong_shape, "shape (2,)"),
                      (lambda *a: "text", "dtype <U4")):
        with pytest.raises(TargetError) as info:
            Caller(Target("t", fn)).forward(z, np.ones(3), np.zeros(3), 1e-5, what="here")
        assert words in str(info.value) and "\n" not in str(info.value)


def test_caller_silences_the_targets_warnings():
    def noisy(z, gamma, beta, eps):
        import warnings

        warnings.warn("careful", UserWarning)
        return np.log(z - z)  # -inf, and a numpy divide warning

    call = Caller(Target("noisy", noisy))
    out = call.forward(np.ones((1, 2)), np.ones(2), np.zeros(2), 1e-5, what="x")
    assert np.isneginf(out).all() and call.seconds >= 0
