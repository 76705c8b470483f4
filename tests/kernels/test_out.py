"""``out=``: the kernels write into a caller's array (numpy's convention), on both paths."""

import numpy as np
import pytest

from symln import kernels
from symln.kernels.families import extras, family

pytestmark = pytest.mark.usefixtures("path")


@pytest.fixture
def batch():
    z, eps = family("offset8", rows=6, d=9, seed=2)
    return z, eps, extras(z, seed=2)


CALLS = {
    "core": (lambda z, e, x, **o: kernels.core(z, e, **o), (9,)),
    "layer_norm": (lambda z, e, x, **o: kernels.layer_norm(z, x["gamma"], x["beta"], e, **o), (9,)),
    "jvp": (lambda z, e, x, **o: kernels.jvp(z, e, x["t"], **o), (9,)),
    "jvp gamma": (lambda z, e, x, **o: kernels.jvp(z, e, x["t"], x["gamma"], **o), (9,)),
    "vjp": (lambda z, e, x, **o: kernels.vjp(z, e, x["g"], **o), (9,)),
    "vjp gamma": (lambda z, e, x, **o: kernels.vjp(z, e, x["g"], x["gamma"], **o), (9,)),
    "jacobian": (lambda z, e, x, **o: kernels.jacobian(z, e, **o), (9, 9)),
    "core_variance": (lambda z, e, x, **o: kernels.core_variance(z, e, **o), ()),
    "sensitivity": (lambda z, e, x, **o: kernels.sensitivity(z, e, **o), ()),
}


@pytest.mark.parametrize("name", sorted(CALLS))
def test_out_receives_the_result(batch, name):
    z, eps, x = batch
    call, tail = CALLS[name]
    expected = call(z, eps, x)
    out = np.full((6, *tail), np.nan)
    assert call(z, eps, x, out=out) is out
    assert np.array_equal(out, expected)


@pytest.mark.parametrize("name", ["core", "jvp", "jacobian", "sensitivity"])
def test_out_may_be_strided_or_float32(batch, name):
    z, eps, x = batch
    call, tail = CALLS[name]
    expected = call(z, eps, x)
    strided = np.full((6, *tail, 2), np.nan)[..., 0]
    assert call(z, eps, x, out=strided) is strided
    assert np.array_equal(strided, expected)
    z32 = z.astype(np.float32)
    x32 = {k: v.astype(np.float32) for k, v in x.items()}
    out32 = np.empty((6, *tail), dtype=np.float32)
    assert call(z32, eps, x32, out=out32) is out32
    assert np.array_equal(out32, call(z32, eps, x32))


def test_out_may_be_an_input(batch):
    """In place: out=z or out=t gives what a fresh array gets (the kernels read every input first)."""
    z, eps, x = batch
    expected_core, expected_jvp = kernels.core(z, eps), kernels.jvp(z, eps, x["t"])
    z1 = z.copy()
    assert np.array_equal(kernels.core(z1, eps, out=z1), expected_core)
    t1 = x["t"].copy()
    assert np.array_equal(kernels.jvp(z, eps, t1, out=t1), expected_jvp)
    z2 = z.copy()
    assert np.array_equal(kernels.jvp(z2, eps, x["t"], out=z2), expected_jvp)


def test_param_grads_out_is_a_pair(batch):
    z, eps, x = batch
    expected = kernels.param_grads(z, eps, x["g"])
    out = (np.empty(9), np.empty(9))
    result = kernels.param_grads(z, eps, x["g"], out=out)
    assert result[0] is out[0] and result[1] is out[1]
    assert all(np.array_equal(a, b) for a, b in zip(result, expected))


@pytest.mark.parametrize(
    "out, message",
    [
        ([[0.0] * 9] * 6, "numpy array"),
        (np.empty((6, 8)), "shape"),
        (np.empty((6, 9), dtype=np.float32), "dtype"),
        (np.empty((6, 9), dtype=np.int64), "dtype"),
    ],
)
def test_bad_out_names_out(batch, out, message):
    z, eps, _ = batch
    with pytest.raises(ValueError, match=rf"\bout\b.*{message}"):
        kernels.core(z, eps, out=out)


def test_read_only_out(batch):
    z, eps, _ = batch
    out = np.empty_like(z)
    out.flags.writeable = False
    with pytest.raises(ValueError, match=r"\bout\b.*read-only"):
        kernels.core(z, eps, out=out)


def test_bad_param_grads_out(batch):
    z, eps, x = batch
    with pytest.raises(ValueError, match=r"\bout\b.*tuple of 2"):
        kernels.param_grads(z, eps, x["g"], out=np.empty(9))
    same = np.empty(9)
    with pytest.raises(ValueError, match=r"\bout\b.*overlap"):
        kernels.param_grads(z, eps, x["g"], out=(same, same))
