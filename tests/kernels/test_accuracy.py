"""Accuracy of the kernels against their mpmath twins, in units of roundoff, on both paths.

A unit is ``u * max(1, |reference|_inf)`` per sample (row, matrix, or the
summed gradients), u the unit roundoff of the result's dtype; the reference is
the twin at 50 digits on the *given* floats.  Every kernel must stay within 4
units on every input family of :mod:`symln.kernels.families`, in float64 and
float32, on the compiled path and on the numpy path (the ``path`` fixture).
"""

import mpmath
import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from symln import kernels, mpkernels
from symln.kernels.families import FAMILIES, PAIRS, extras, family
from symln.mpkernels import error_units

LIMIT = 4.0

pytestmark = pytest.mark.usefixtures("path")

#: the kernels whose samples are rows or scalars (the Jacobians and gradients are tested below)
CASES = {name: pair for name, pair in PAIRS.items() if pair[2] in (0, 1)}


def worst(name, z, eps, x):
    fast, twin, axes = CASES[name]
    return float(error_units(fast(z, eps, x), twin(z, eps, x), sample_ndim=axes).max())


def float32(z, x):
    """The batch and its extras rounded to float32: the kernels then answer in float32 units."""
    return z.astype(np.float32), {k: v.astype(np.float32) for k, v in x.items()}


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("fam", sorted(FAMILIES))
@pytest.mark.parametrize("name", sorted(CASES))
def test_every_kernel_on_every_family(name, fam, dtype):
    rows = 2 if fam == "wide" else 12
    z, eps = family(fam, rows=rows, d=16, seed=7)
    x = extras(z, seed=7)
    if dtype == "float32":
        z, x = float32(z, x)
    assert worst(name, z, eps, x) <= LIMIT


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("fam", sorted(set(FAMILIES) - {"wide"}))
def test_jacobians_on_every_family(fam, dtype):
    z, eps = family(fam, rows=4, d=8, seed=3)
    z, gamma = z.astype(dtype), extras(z, seed=3)["gamma"].astype(dtype)
    for g in (None, gamma):
        assert error_units(kernels.jacobian(z, eps, g), mpkernels.jacobian(z, eps, g), sample_ndim=2).max() <= LIMIT


def test_wide_jacobian_columns_against_the_twin_jvp():
    """At d = 3000 the twin gives chosen columns J e_j exactly (its jvp), not the whole matrix."""
    z, eps = family("wide", rows=1, seed=5)
    d = z.shape[-1]
    J = kernels.jacobian(z, eps)[0]
    columns = [0, 1234, d - 1]
    ref = np.empty((d, len(columns)), dtype=object)
    for k, j in enumerate(columns):
        e = np.zeros((1, d))
        e[0, j] = 1.0
        ref[:, k] = mpkernels.jvp(z, eps, e)[0]
    assert error_units(J[:, columns], ref, sample_ndim=2) <= LIMIT


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("fam", sorted(FAMILIES))
def test_param_grads_on_every_family(fam, dtype):
    z, eps = family(fam, rows=2 if fam == "wide" else 40, d=8, seed=11)
    z, g = z.astype(dtype), extras(z, seed=11)["g"].astype(dtype)
    for fast, ref in zip(kernels.param_grads(z, eps, g), mpkernels.param_grads(z, eps, g)):
        assert fast.dtype == dtype
        assert error_units(fast, ref).max() <= LIMIT


def test_param_grads_sum_many_rows_with_cancellation():
    """A sum over many rows of d = 2 cancels; float64 rows would drift by sqrt(rows) units."""
    z, eps = family("d2", rows=300, seed=4)
    g = extras(z, seed=4)["g"]
    for fast, ref in zip(kernels.param_grads(z, eps, g), mpkernels.param_grads(z, eps, g)):
        assert error_units(fast, ref).max() <= LIMIT


@pytest.mark.parametrize("fam", ["random", "offset4", "offset8"])
def test_layer_norm_where_gamma_u_plus_beta_cancels(fam):
    """beta = -gamma * u for the first row: y is tiny while its terms gamma_i u_i are about 1000.

    Rounded once, gamma * u + beta would be off by hundreds of units of max(1, |y|) (2,161 on
    offset8): those rows must be recomputed.  The other rows are generic.
    """
    z, eps = family(fam, rows=4, d=16, seed=21)
    gamma = 1000 * extras(z, seed=21)["gamma"]
    u = np.array([float(x) for x in mpkernels.core(z[:1], eps)[0]])
    beta = -gamma * u
    for beta_row in (beta, beta * (1 + 2.0**-40)):
        y = kernels.layer_norm(z, gamma, beta_row, eps)
        assert np.abs(y[0]).max() < 1e-8
        assert error_units(y, mpkernels.layer_norm(z, gamma, beta_row, eps)).max() <= LIMIT


@pytest.mark.parametrize("d", [3, 16, 300])
def test_direction_along_v_is_recomputed(d):
    """t = v (and t nearly v) with q >> eps: J t = lambda_v t cancels by (q + eps)/eps in float64."""
    z, eps = family("random", rows=3, d=d, seed=d)
    v = z - z.mean(axis=-1, keepdims=True)
    t = np.stack([v[0], v[1] + 1e-9 * np.arange(d), 1e8 + v[2]])
    for gamma in (None, extras(z)["gamma"]):
        assert error_units(kernels.jvp(z, eps, t, gamma), mpkernels.jvp(z, eps, t, gamma)).max() <= LIMIT
        assert error_units(kernels.vjp(z, eps, t, gamma), mpkernels.vjp(z, eps, t, gamma)).max() <= LIMIT


def test_float32_in_float32_out_within_float32_units():
    z, eps = family("offset4", rows=6, d=16, seed=2)
    z32 = z.astype(np.float32)
    x = extras(z, seed=2)
    t32 = x["t"].astype(np.float32)
    out = kernels.jvp(z32, eps, t32)
    assert out.dtype == np.float32
    assert error_units(out, mpkernels.jvp(z32, eps, t32)).max() <= 1.0
    core = kernels.core(z32, eps)
    assert core.dtype == np.float32
    assert error_units(core, mpkernels.core(z32, eps)).max() <= 1.0


# the path fixture only selects a module-level setting, so reusing it across examples is sound
@settings(derandomize=True, max_examples=25, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(
    fam=st.sampled_from(sorted(set(FAMILIES) - {"wide"})),
    d=st.sampled_from([1, 2, 3, 5, 16, 64]),
    seed=st.integers(0, 2**16),
    name=st.sampled_from(sorted(CASES)),
)
@example(fam="offset12", d=64, seed=1, name="core")
@example(fam="offset8", d=16, seed=2, name="jvp")
@example(fam="offset4", d=5, seed=3, name="vjp_gamma")
@example(fam="tiny", d=16, seed=4, name="layer_norm")
@example(fam="constant", d=3, seed=5, name="sensitivity")
@example(fam="d1", d=1, seed=6, name="jvp_gamma")
@example(fam="d2", d=2, seed=7, name="vjp")
@example(fam="random", d=3, seed=8, name="core_variance")
def test_property_accuracy(fam, d, seed, name):
    z, eps = family(fam, rows=3, d=d, seed=seed)
    assert worst(name, z, eps, extras(z, seed=seed)) <= LIMIT


@pytest.mark.parametrize("name", ["core", "jvp", "jacobian", "sensitivity"])
def test_precision_ladder(name):
    """The twins agree across 30, 50 and 80 digits to their working precision."""
    z, eps = family("offset8", rows=2, d=5, seed=9)
    t = extras(z, seed=9)["t"]
    calls = {
        "core": lambda dps: mpkernels.core(z, eps, dps=dps),
        "jvp": lambda dps: mpkernels.jvp(z, eps, t, dps=dps),
        "jacobian": lambda dps: mpkernels.jacobian(z, eps, dps=dps),
        "sensitivity": lambda dps: mpkernels.sensitivity(z, eps, dps=dps),
    }
    low, mid, high = (np.asarray(calls[name](p), dtype=object).ravel() for p in (30, 50, 80))
    with mpmath.workdps(90):
        for a, b, c in zip(low, mid, high):
            scale = max(mpmath.mpf(1), abs(c))
            # 1e8 offsets cost 8 digits of the twin's precision in v = z - mean
            assert abs(a - c) <= scale * mpmath.mpf(10) ** -20
            assert abs(b - c) <= scale * mpmath.mpf(10) ** -40
