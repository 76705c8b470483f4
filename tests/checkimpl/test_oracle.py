"""The oracle side of check-impl: the bound, the row error, row statistics and the cases."""

import mpmath
import numpy as np
import pytest

from symln.checkimpl.families import FAMILIES
from symln.checkimpl.oracle import Bound, C, Case, make_case, moments, row_absmax, row_error


def mp_moments(row, eps):
    """(mu, q, sqrt(q + eps)) of one row at 50 digits, on the exact floats."""
    with mpmath.workdps(50):
        x = [mpmath.mpf(float(e)) for e in row]
        mu = mpmath.fsum(x) / len(x)
        q = mpmath.fsum((e - mu) ** 2 for e in x) / len(x)
        return mu, q, mpmath.sqrt(q + mpmath.mpf(eps))


@pytest.mark.parametrize("fam", sorted(FAMILIES))
def test_moments_agree_with_mpmath(fam):
    z, eps = make_case(fam, rows=6, d=24, seed=4, dtype="float64").z64, FAMILIES[fam][1]
    mu, q, sigma = moments(z, eps)
    for i, row in enumerate(z):
        m, qq, s = mp_moments(row, eps)
        assert abs(sigma[i] - float(s)) <= 8 * 2.0**-53 * float(s)
        # q is the difference of two close numbers only when q >= eps (then it loses at most a factor 2)
        assert abs(q[i] - float(qq)) <= 16 * 2.0**-53 * max(float(qq), 1e-300) + 4 * 2.0**-53 * float(s) ** 2 * (qq >= eps)
        assert abs(mu[i] - float(m)) <= 4 * 2.0**-53 * np.abs(row).max()


def test_bound_scales_and_judges():
    b64, b32 = Bound(np.dtype("float64")), Bound("float32")
    assert b64.unit == 2.0**-53 and b32.unit == 2.0**-24 and b64.c == C == 16 and b64.dtype == "float64"
    assert Bound("bfloat16").unit == 2.0**-8 and Bound("float16").unit == 2.0**-11
    size, cond = np.array([0.5, 3.0]), np.array([10.0, 0.0])
    assert np.array_equal(b64.scale(size, cond), 2.0**-53 * np.array([11.0, 3.0]))
    strict = Bound(np.dtype("float64"), strict=True)
    assert np.array_equal(strict.scale(size, cond), 2.0**-53 * np.array([1.0, 3.0]))


def test_row_error_treats_nan_and_inf():
    ref = np.array([[1.0, np.nan, np.inf], [1.0, 2.0, 3.0]])
    got = np.array([[1.5, np.nan, np.inf], [1.0, np.nan, 3.0]])
    assert row_error(got, ref).tolist() == [0.5, np.inf]
    assert row_absmax(np.array([[np.nan, -2.0], [np.nan, np.nan]])).tolist() == [2.0, 0.0]


def test_case_holds_the_dtype_and_its_exact_float64_view():
    case = make_case("offset4", rows=3, d=8, seed=1, dtype="float32")
    assert case.z.dtype == np.float32 and case.gamma.dtype == np.float32
    assert np.array_equal(case.z64, case.z.astype(np.float64))
    # the reference is computed on the float32 values, not on the float64 family
    assert np.array_equal(case.y, Case("x", case.z64, case.eps, {"gamma": case.gamma64, "beta": case.beta64,
                                                                   "t": case.t64, "g": case.g64}, "float64").y)
    mu, _, sigma = case.stats
    assert np.allclose(case.kappa, np.abs(mu) / sigma, rtol=1e-15, atol=0) and case.kappa.min() > 1e3


@pytest.mark.parametrize("fam", ["random", "offset8", "tiny", "rare"])
def test_parameter_gradients_agree_with_the_kernel(fam):
    """The reference of param-grads (G6, B4 from the oracle's core) against kernels.param_grads (u in extended
    precision): within a unit of the check's per-column scale."""
    from symln import kernels

    case = make_case(fam, rows=64, d=48, seed=3, dtype="float64")
    got, ref = case.param_grads, kernels.param_grads(case.z64, case.eps, case.g64)
    scale = 2.0**-53 * np.abs(case.g64).T @ (np.maximum(1.0, row_absmax(case.core)) + case.kappa)
    for a, b in zip(got, ref):
        assert (np.abs(a - b) <= scale).all()
