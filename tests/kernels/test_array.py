"""The kernels on both paths: identities of the Jacobian, agreement between kernels, API and bad input."""

import numpy as np
import pytest

from symln.kernels import array as kernels
from symln.kernels.families import extras, family

U = 2.0**-53

pytestmark = pytest.mark.usefixtures("path")


def rng(seed=0):
    return np.random.default_rng(seed)


@pytest.fixture
def batch():
    z, eps = family("offset8", rows=5, d=7, seed=1)
    return z, eps, extras(z, seed=1)


# -- identities -----------------------------------------------------------------


def test_example_123_is_exact():
    """E6: z = (1, 2, 3), eps = 1/3 gives the core (-1, 0, 1); q = 2/3 gives variance 2/3."""
    z = np.array([1.0, 2.0, 3.0])
    assert kernels.core(z, 1 / 3).tolist() == [-1.0, 0.0, 1.0]
    assert kernels.core_variance(z, 1 / 3) == pytest.approx(2 / 3, rel=U)


def test_adjoint_identity(batch):
    """<J t, g> = <t, J^T g> for every row, with and without a gain."""
    z, eps, x = batch
    for gamma in (None, x["gamma"]):
        lhs = np.sum(kernels.jvp(z, eps, x["t"], gamma) * x["g"], axis=-1)
        rhs = np.sum(x["t"] * kernels.vjp(z, eps, x["g"], gamma), axis=-1)
        scale = np.sum(np.abs(x["t"]) * np.abs(x["g"]), axis=-1) * kernels.lipschitz_bound(eps, gamma)
        assert np.all(np.abs(lhs - rhs) <= 16 * U * scale)


def test_ones_are_in_the_kernel(batch):
    """J 1 = 0 (E13): the Jacobian's rows sum to zero, and jvp of a constant direction vanishes."""
    z, eps, _ = batch
    J = kernels.jacobian(z, eps)
    s = kernels.sensitivity(z, eps)
    assert np.all(np.abs(J.sum(axis=-1)) <= 8 * U * s[:, None])
    assert np.all(np.abs(kernels.jvp(z, eps, np.full_like(z, 3.0))) <= 8 * U * 3 * s[:, None])


def test_jacobian_is_symmetric(batch):
    z, eps, _ = batch
    J = kernels.jacobian(z, eps)
    assert np.abs(J - np.swapaxes(J, -1, -2)).max() <= 4 * U * np.abs(J).max()


def test_jacobian_jvp_vjp_agree(batch):
    z, eps, x = batch
    for gamma in (None, x["gamma"]):
        J = kernels.jacobian(z, eps, gamma)
        scale = np.abs(J).max(axis=(-1, -2)) * np.abs(x["t"]).sum(axis=-1)
        jt = np.einsum("nij,nj->ni", J, x["t"])
        jg = np.einsum("nji,nj->ni", J, x["g"])
        assert np.all(np.abs(jt - kernels.jvp(z, eps, x["t"], gamma)).max(-1) <= 8 * U * scale)
        assert np.all(np.abs(jg - kernels.vjp(z, eps, x["g"], gamma)).max(-1) <= 8 * U * scale)


def test_gain_jacobian_is_diag_gamma_times_core_jacobian(batch):
    z, eps, x = batch
    J, Jy = kernels.jacobian(z, eps), kernels.jacobian(z, eps, x["gamma"])
    assert np.abs(Jy - x["gamma"][:, None] * J).max() <= 4 * U * np.abs(Jy).max()


def test_layer_norm_and_param_grads_follow_the_core(batch):
    z, eps, x = batch
    u = kernels.core(z, eps)
    y = kernels.layer_norm(z, x["gamma"], x["beta"], eps)
    assert np.abs(y - (x["gamma"] * u + x["beta"])).max() <= 4 * U * np.abs(y).max()
    dgamma, dbeta = kernels.param_grads(z, eps, x["g"])
    assert dgamma.shape == dbeta.shape == (z.shape[-1],)
    # a float64 sum of n terms is within (n - 1) u sum|terms| of the exact sum, which the kernels round once
    n = z.shape[0]
    for fast, terms in ((dgamma, x["g"] * u), (dbeta, x["g"])):
        bound = (n - 1) * U * np.abs(terms).sum(axis=0) + U * np.abs(fast) + 4 * U * np.abs(terms).sum(axis=0)
        assert (np.abs(fast - terms.sum(axis=0)) <= bound).all()


def test_core_variance_is_the_variance_of_the_core(batch):
    """E4: the coordinates of the core have mean 0 and variance q/(q+eps)."""
    z, eps, _ = batch
    u = kernels.core(z, eps)
    assert np.allclose(u.var(axis=-1), kernels.core_variance(z, eps), rtol=1e-13, atol=0)


def test_sensitivity_is_the_operator_norm(batch):
    z, eps, _ = batch
    norms = np.linalg.norm(kernels.jacobian(z, eps), 2, axis=(-2, -1))
    assert np.allclose(kernels.sensitivity(z, eps), norms, rtol=1e-13, atol=0)


@pytest.mark.parametrize("d", [1, 2, 3, 9])
def test_sensitivity_cases(d):
    """0 for d = 1; 1/sqrt(eps) at constant input for d >= 2; the SVD norm otherwise."""
    eps = 1e-3
    const = np.full((2, d), -4.5)
    expected = 0.0 if d == 1 else 1 / np.sqrt(eps)
    assert np.allclose(kernels.sensitivity(const, eps), expected, rtol=4 * U, atol=0)
    z = rng(d).standard_normal((3, d))
    svd = np.linalg.norm(kernels.jacobian(z, eps), 2, axis=(-2, -1))
    assert np.allclose(kernels.sensitivity(z, eps), svd, rtol=1e-12, atol=0)


def test_bounds(batch):
    """E17 and E19: ||J|| <= 1/sqrt(eps) and the layer's constant is max|gamma|/sqrt(eps)."""
    z, eps, x = batch
    assert np.all(kernels.sensitivity(z, eps) <= kernels.lipschitz_bound(eps))
    assert kernels.lipschitz_bound(0.25) == 2.0
    assert kernels.lipschitz_bound(0.25, [1.0, -3.0, 2.0]) == 6.0


def test_d1_everything_is_zero():
    z = rng().standard_normal((4, 1)) + 1e9
    assert np.all(kernels.core(z, 1e-5) == 0)
    assert np.all(kernels.jacobian(z, 1e-5) == 0)
    assert np.all(kernels.jvp(z, 1e-5, rng(1).standard_normal((4, 1))) == 0)


# -- shapes and dtypes -------------------------------------------------------------


def test_leading_axes_are_batched():
    z = rng().standard_normal((2, 3, 6))
    t = rng(1).standard_normal((2, 3, 6))
    flat = kernels.jvp(z.reshape(6, 6), 0.1, t.reshape(6, 6)).reshape(2, 3, 6)
    assert np.array_equal(kernels.jvp(z, 0.1, t), flat)
    assert kernels.jacobian(z, 0.1).shape == (2, 3, 6, 6)
    assert kernels.sensitivity(z, 0.1).shape == (2, 3)
    assert kernels.core(z[0, 0], 0.1).shape == (6,)
    assert kernels.core_variance(z[0, 0], 0.1).shape == ()
    assert kernels.core(np.empty((0, 6)), 0.1).shape == (0, 6)


def test_empty_batches():
    """No rows: empty results, and gradients summed over no rows are 0."""
    z = np.empty((0, 5))
    assert kernels.core(z, 1e-3).shape == (0, 5)
    assert kernels.jvp(z, 1e-3, z).shape == (0, 5)
    assert kernels.jacobian(z, 1e-3).shape == (0, 5, 5)
    assert kernels.sensitivity(z, 1e-3).shape == (0,)
    dgamma, dbeta = kernels.param_grads(z, 1e-3, z)
    assert np.array_equal(dgamma, np.zeros(5)) and np.array_equal(dbeta, np.zeros(5))


def test_dtypes():
    z = rng().standard_normal((3, 5))
    assert kernels.core(z.astype(np.float32), 1e-3).dtype == np.float32
    assert kernels.core(z.astype(np.float16), 1e-3).dtype == np.float16
    assert kernels.core(np.arange(10).reshape(2, 5), 1e-3).dtype == np.float64
    assert kernels.jvp(z.astype(np.float32), 1e-3, z).dtype == np.float64
    ints = np.arange(10).reshape(2, 5)
    assert np.array_equal(kernels.core(ints, 1e-3), kernels.core(ints.astype(np.float64), 1e-3))


def test_blocks_change_nothing_but_roundings(monkeypatch):
    """BLAS may sum a row in another order for another block height: a unit or two, no more."""
    z = rng().standard_normal((37, 11)) + 1e6
    t = rng(1).standard_normal((37, 11))
    whole = kernels.jvp(z, 1e-5, t), kernels.core(z, 1e-5), kernels.param_grads(z, 1e-5, t)[0]
    monkeypatch.setattr(kernels, "BLOCK", 33)  # three rows per block
    blocked = kernels.jvp(z, 1e-5, t), kernels.core(z, 1e-5), kernels.param_grads(z, 1e-5, t)[0]
    for a, b in zip(whole, blocked):
        assert np.abs(a - b).max() <= 4 * U * max(1.0, np.abs(a).max())


# -- bad input -------------------------------------------------------------------------

Z = np.ones((2, 3)) * np.arange(3)


@pytest.mark.parametrize(
    "call, name",
    [
        (lambda: kernels.core(Z, 0.0), "eps"),
        (lambda: kernels.core(Z, -1e-3), "eps"),
        (lambda: kernels.core(Z, float("nan")), "eps"),
        (lambda: kernels.core(Z, float("inf")), "eps"),
        (lambda: kernels.core(Z, True), "eps"),
        (lambda: kernels.core(Z, "0.1"), "eps"),
        (lambda: kernels.core(Z, [0.1]), "eps"),
        (lambda: kernels.lipschitz_bound(0), "eps"),
        (lambda: kernels.core(np.array([[1.0, np.nan, 2.0]]), 0.1), "z"),
        (lambda: kernels.core(np.array([[1.0, np.inf, 2.0]]), 0.1), "z"),
        (lambda: kernels.jacobian(np.array([[-np.inf, np.inf]]), 0.1), "z"),
        (lambda: kernels.sensitivity(np.array([[np.nan]]), 0.1), "z"),
        (lambda: kernels.core(np.array([[1e300, -1e300, 0.0]]), 0.1), "z"),
        (lambda: kernels.core(np.empty((3, 0)), 0.1), "z"),
        (lambda: kernels.core(np.float64(2.0), 0.1), "z"),
        (lambda: kernels.core(np.array([["a", "b"]]), 0.1), "z"),
        (lambda: kernels.core(np.array([[1 + 2j, 3j]]), 0.1), "z"),
        (lambda: kernels.core(np.array([[True, False]]), 0.1), "z"),
        (lambda: kernels.core(np.array([[1.0, 2.0]], dtype=object), 0.1), "z"),
        (lambda: kernels.layer_norm(Z, np.ones(4), np.ones(3), 0.1), "gamma"),
        (lambda: kernels.layer_norm(Z, np.ones(3), np.ones((1, 3)), 0.1), "beta"),
        (lambda: kernels.layer_norm(Z, np.ones(3), np.array([0.0, np.nan, 1.0]), 0.1), "beta"),
        (lambda: kernels.jvp(Z, 0.1, np.ones((2, 4))), "t"),
        (lambda: kernels.jvp(Z, 0.1, np.array([[0.0, np.nan, 0.0], [0.0, 0.0, 0.0]])), "t"),
        (lambda: kernels.jvp(Z, 0.1, Z, gamma=np.ones(2)), "gamma"),
        (lambda: kernels.vjp(Z, 0.1, np.ones(3)), "g"),
        (lambda: kernels.vjp(Z, 0.1, np.array([[0.0, np.inf, 0.0], [0.0, 0.0, 0.0]])), "g"),
        (lambda: kernels.param_grads(Z, 0.1, np.full((2, 3), np.nan)), "g"),
        (lambda: kernels.param_grads(Z, 0.1, np.ones((3, 3))), "g"),
        (lambda: kernels.lipschitz_bound(0.1, gamma=np.ones((2, 2))), "gamma"),
        (lambda: kernels.lipschitz_bound(0.1, gamma=[]), "gamma"),
    ],
)
def test_bad_input_names_the_argument(call, name):
    with pytest.raises(ValueError, match=rf"\b{name}\b"):
        call()


def test_no_warnings_and_no_silent_nan_for_extreme_but_valid_input():
    z = np.array([[1e-300, 2e-300, -5e-301], [1e150, -1e150, 0.0]])
    for out in (kernels.core(z, 1e-300), kernels.jvp(z, 1e-300, z), kernels.jacobian(z, 1e-300)):
        assert np.all(np.isfinite(out))
