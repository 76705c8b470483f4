"""The RMSNorm kernels (``rms_*``): accuracy against their twins on both paths, identities, derivation, input checks.

Accuracy is measured as for layer norm (``tests/kernels/test_accuracy.py``): units of
``u max(1, |reference|_inf)`` per sample against the mpmath twin at 50 digits on the given
floats, at most 4 on every RMSNorm family (rows of huge norm, rows beyond double-double's
range, rows far below eps, zero rows, d = 1, 2, 3000), float64 and float32.
"""

import numpy as np
import pytest
import sympy as sp

from symln import kernels, mpkernels
from symln.kernels import codegen, rowops
from symln.kernels.families import FLOAT64_ONLY, RMS_FAMILIES, RMS_PAIRS, extras, rms_family
from symln.kernels.plan import check_products, plan_piece
from symln.kernels.rms_derivation import derive_rms_kernels
from symln.mpkernels import error_units

LIMIT = 4.0

#: the kernels whose samples are rows (the Jacobians and the summed gradients are tested below)
ROWS = {name: pair for name, pair in RMS_PAIRS.items() if pair[2] == 1}


def worst(pair, z, eps, x):
    fast, twin, axes = pair
    return float(error_units(fast(z, eps, x), twin(z, eps, x), sample_ndim=axes).max())


def batch(fam, rows, d, seed, dtype):
    z, eps = rms_family(fam, rows=rows, d=d, seed=seed)
    x = extras(z, seed=seed)
    return z.astype(dtype), eps, {k: v.astype(dtype) for k, v in x.items()}


def dtypes_of(fam):
    return ["float64"] if fam in FLOAT64_ONLY else ["float64", "float32"]


CASES = [(fam, dtype) for fam in sorted(RMS_FAMILIES) for dtype in dtypes_of(fam)]


@pytest.mark.usefixtures("path")
@pytest.mark.parametrize(("fam", "dtype"), CASES)
@pytest.mark.parametrize("name", sorted(ROWS))
def test_every_row_kernel_on_every_family(name, fam, dtype):
    z, eps, x = batch(fam, 2 if fam == "wide" else 12, 16, 7, dtype)
    assert worst(ROWS[name], z, eps, x) <= LIMIT


@pytest.mark.usefixtures("path")
@pytest.mark.parametrize(("fam", "dtype"), [c for c in CASES if c[0] != "wide"])
def test_jacobians_on_every_family(fam, dtype):
    z, eps, x = batch(fam, 4, 8, 3, dtype)
    for g in (None, x["gamma"]):
        assert error_units(kernels.rms_jacobian(z, eps, g), mpkernels.rms_jacobian(z, eps, g), sample_ndim=2).max() <= LIMIT


@pytest.mark.usefixtures("path")
@pytest.mark.parametrize(("fam", "dtype"), CASES)
def test_param_grads_on_every_family(fam, dtype):
    z, eps, x = batch(fam, 2 if fam == "wide" else 40, 8, 11, dtype)
    for fast, ref in zip(kernels.rms_param_grads(z, eps, x["g"]), mpkernels.rms_param_grads(z, eps, x["g"])):
        assert fast.dtype == np.dtype(dtype)
        assert error_units(fast, ref).max() <= LIMIT


@pytest.mark.usefixtures("path")
@pytest.mark.parametrize("d", [2, 3, 16, 300])
def test_direction_along_z_is_recomputed(d):
    """t = z (and t nearly z) with s >> eps: J t = eps/(s+eps)^(3/2) t cancels by (s + eps)/eps in float64."""
    z, eps = rms_family("random", rows=3, d=d, seed=d)
    t = np.stack([z[0], z[1] + 1e-9 * np.arange(d), -3 * z[2]])
    for gamma in (None, extras(z)["gamma"]):
        assert error_units(kernels.rms_jvp(z, eps, t, gamma), mpkernels.rms_jvp(z, eps, t, gamma)).max() <= LIMIT
        assert error_units(kernels.rms_vjp(z, eps, t, gamma), mpkernels.rms_vjp(z, eps, t, gamma)).max() <= LIMIT


def test_extended_recomputation_reads_the_rows_in_extended_precision(monkeypatch):
    """The rows a numpy kernel recomputes get their totals from extended-precision rows (<z, z> of RMSNorm)."""
    seen = []
    original = rowops.redo

    def spy(fn, twin, ws, idx, size, out, rows, params, eps, **kw):
        wrapped = lambda ext, *args: seen.append({a.dtype for a in args[: len(rows)]}) or fn(ext, *args)  # noqa: E731
        return original(wrapped, twin, ws, idx, size, out, rows, params, eps, **kw)

    monkeypatch.setattr(rowops, "redo", spy)
    kernels.set_path("numpy")
    try:
        z = np.array([[-0.24609517, 0.04743747]])
        kernels.rms_jvp(z, 1e-5, np.array([[1.15808195, -0.3811255]]))
    finally:
        kernels.set_path(None)
    assert seen == [{np.dtype(rowops.LD)}]


@pytest.fixture
def rows():
    z, eps = rms_family("random", rows=5, d=7, seed=2)
    return z, eps, extras(z, seed=2)


def test_identities(rows):
    """J symmetric, J z = eps/(s+eps)^(3/2) z (R3), J w = w/sqrt(s+eps) for w orthogonal to z (R4),
    <J t, g> = <t, J^T g>, and jacobian, jvp and vjp agree."""
    z, eps, x = rows
    J = kernels.rms_jacobian(z, eps)
    s = (z * z).mean(-1, keepdims=True)
    np.testing.assert_allclose(J, np.swapaxes(J, -1, -2), atol=1e-15)
    np.testing.assert_allclose(kernels.rms_jvp(z, eps, z), eps / (s + eps) ** 1.5 * z, rtol=1e-9, atol=1e-15)
    w = x["t"] - z * ((x["t"] * z).sum(-1, keepdims=True) / (z * z).sum(-1, keepdims=True))
    np.testing.assert_allclose(kernels.rms_jvp(z, eps, w), w / np.sqrt(s + eps), rtol=1e-12, atol=1e-14)
    lhs = (kernels.rms_jvp(z, eps, x["t"]) * x["g"]).sum(-1)
    rhs = (x["t"] * kernels.rms_vjp(z, eps, x["g"])).sum(-1)
    np.testing.assert_allclose(lhs, rhs, rtol=1e-13)
    np.testing.assert_allclose((J @ x["t"][..., None])[..., 0], kernels.rms_jvp(z, eps, x["t"]), atol=1e-14)
    Jg = kernels.rms_jacobian(z, eps, x["gamma"])
    np.testing.assert_allclose(Jg, x["gamma"][:, None] * J, atol=1e-15)
    np.testing.assert_allclose(kernels.rms_vjp(z, eps, x["g"], x["gamma"]), kernels.rms_vjp(z, eps, x["gamma"] * x["g"]), atol=1e-15)


def test_layer_norm_is_rms_norm_of_the_centered_input(rows):
    """R13 on the kernels: u_eps(z) = r_eps(P z)."""
    z, eps, x = rows
    v = z - z.mean(-1, keepdims=True)
    np.testing.assert_allclose(kernels.core(z, eps), kernels.rms_core(v, eps), atol=1e-15)
    y = kernels.layer_norm(z, x["gamma"], x["beta"], eps)
    np.testing.assert_allclose(y, kernels.rms_norm(v, x["gamma"], eps, x["beta"]), atol=1e-14)


def test_exact_example_and_the_bias_free_form():
    """R15: z = (1, 2, 2), eps = 1 gives r = (1/2, 1, 1) and, with gamma = (2, 0, -1), beta = (0, 1, 0), (1, 1, -1)."""
    z = np.array([[1.0, 2.0, 2.0]])
    assert kernels.rms_core(z, 1.0).tolist() == [[0.5, 1.0, 1.0]]
    gamma = np.array([2.0, 0.0, -1.0])
    assert kernels.rms_norm(z, gamma, 1.0, np.array([0.0, 1.0, 0.0])).tolist() == [[1.0, 1.0, -1.0]]
    assert kernels.rms_norm(z, gamma, 1.0).tolist() == [[1.0, 0.0, -1.0]]
    np.testing.assert_allclose(kernels.rms_jacobian(z, 1.0)[0], np.eye(3) / 2 - np.outer(z, z) / 24, atol=1e-16)
    dgamma, dbeta = kernels.rms_param_grads(z, 1.0, np.array([[1.0, 1.0, -1.0]]))
    assert dgamma.tolist() == [0.5, 1.0, -1.0] and dbeta.tolist() == [1.0, 1.0, -1.0]


def test_d1_and_zero_rows():
    """d = 1: J = eps/(z^2+eps)^(3/2) (R5); z = 0: r = 0 and J = I/sqrt(eps) (R7)."""
    z = np.array([[3.0], [-4.0]])
    np.testing.assert_allclose(kernels.rms_jacobian(z, 7.0)[:, 0, 0], 7.0 / (z[:, 0] ** 2 + 7.0) ** 1.5, rtol=1e-15)
    zero = np.zeros((1, 4))
    assert not kernels.rms_core(zero, 0.25).any()
    np.testing.assert_array_equal(kernels.rms_jacobian(zero, 0.25)[0], 2 * np.eye(4))


def test_shapes_dtypes_and_out():
    z = np.ones((2, 3, 4), dtype=np.float32)
    r = kernels.rms_core(z, 1e-5)
    assert r.shape == (2, 3, 4) and r.dtype == np.float32
    assert kernels.rms_jacobian(z, 1e-5).shape == (2, 3, 4, 4)
    out = np.empty((2, 3, 4), dtype=np.float32)
    assert kernels.rms_norm(z, np.ones(4, dtype=np.float32), 1e-5, out=out) is out
    dgamma, dbeta = kernels.rms_param_grads(z, 1e-5, z)
    assert dgamma.shape == dbeta.shape == (4,)


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: kernels.rms_core(np.ones((2, 3)), 0.0), "eps"),
        (lambda: kernels.rms_core(np.array([[1.0, np.nan]]), 1e-5), "z"),
        (lambda: kernels.rms_core(np.array([[1e200, 1.0]]), 1e-5), "z"),
        (lambda: kernels.rms_norm(np.ones((2, 3)), np.ones(4), 1e-5), "gamma"),
        (lambda: kernels.rms_norm(np.ones((2, 3)), np.ones(3), 1e-5, np.ones(2)), "beta"),
        (lambda: kernels.rms_jvp(np.ones((2, 3)), 1e-5, np.ones((2, 2))), "t"),
        (lambda: kernels.rms_vjp(np.ones((2, 3)), 1e-5, np.array([[1.0, np.inf, 0.0]] * 2)), "g"),
        (lambda: kernels.rms_param_grads(np.ones((2, 3)), 1e-5, np.ones((3, 3))), "g"),
    ],
)
def test_bad_input_names_the_argument(call, name):
    with pytest.raises(ValueError, match=name):
        call()


def test_twins_agree_across_precisions():
    z, eps = rms_family("spike", rows=2, d=5, seed=9)
    t = extras(z, seed=9)["t"]
    low, high = (np.asarray(mpkernels.rms_jvp(z, eps, t, dps=p), dtype=object).ravel() for p in (30, 80))
    assert all(abs(a - b) <= 1e-25 * max(1, abs(b)) for a, b in zip(low, high))


# -- the derivation -------------------------------------------------------------------------------


def test_every_rms_kernel_is_derived_and_printed():
    ks = derive_rms_kernels()
    assert set(ks) == {
        "rms_core", "rms_norm", "rms_jvp", "rms_jvp_gamma", "rms_vjp", "rms_vjp_gamma",
        "rms_jacobian", "rms_jacobian_gamma", "rms_param_grads_gamma", "rms_param_grads_beta",
    }
    source = codegen.GENERATED.read_text(encoding="utf-8")
    for name, k in ks.items():
        assert not k.centered and k.rename == {"x": "z"}
        assert f"def {name}(ws, z," in source and f"def {name}_mp(z," in source
        check_products(k)


@pytest.mark.parametrize("name", sorted(derive_rms_kernels()))
def test_rms_kernels_read_z_as_given(name):
    """No centering pass: the evaluation atoms are z as given and the other inputs; every total of z is raw."""
    k = derive_rms_kernels()[name]
    for _, value in k.pieces_of(k.evaluated):
        plan = plan_piece(k, value)
        assert plan.z == "z" and "zc" not in plan.space.atoms and plan.q is None
        assert "z" in plan.raw or name == "rms_param_grads_beta"


def test_the_d1_piece_is_the_input_eigenvalue():
    """At d = 1 the kernels use J = lambda_x I with lambda_x = eps/(s + eps)^(3/2) (R3, R5)."""
    k = derive_rms_kernels()["rms_jacobian"]
    (d1, one), (other, _) = k.value
    assert (d1, other) == (1, None)
    ((key, c),) = one.terms.items()
    assert key == ("diag", ())
    eps, s = sp.Symbol("eps", positive=True), sp.Symbol("s", nonnegative=True)
    total = k.space.total_of(("x", "x"))
    assert sp.simplify(c.xreplace({total: s * k.space.d}) - eps / (s + eps) ** sp.Rational(3, 2)) == 0
