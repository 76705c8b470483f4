r"""mpmath twins of :mod:`symln.kernels` (layer norm and RMSNorm), for any precision.

Same arguments as the numpy kernels plus the keyword ``dps`` (decimal digits,
default 50).  The float inputs are taken exactly (every binary float is an mpf),
each row is evaluated with the derived value itself (no rewriting for speed),
and the results are numpy object arrays of ``mpmath.mpf``.  They are the
reference that the numpy kernels are measured against:

>>> import numpy as np
>>> from symln import kernels, mpkernels
>>> z = np.array([[1e8, 1e8 + 1, 1e8 + 3]])
>>> ref = mpkernels.core(z, 1e-5, dps=50)
>>> float(error_units(kernels.core(z, 1e-5), ref).max()) <= 4
True

:func:`error_units` measures an error in units of roundoff of the result's
dtype, scaled per sample by ``max(1, |reference|_inf)``.
"""

from __future__ import annotations

import mpmath
import numpy as np

from . import _generated as _gen
from . import inputs as _in

__all__ = [
    "core",
    "layer_norm",
    "jacobian",
    "jvp",
    "vjp",
    "param_grads",
    "core_variance",
    "sensitivity",
    "lipschitz_bound",
    "rms_core",
    "rms_norm",
    "rms_jacobian",
    "rms_jvp",
    "rms_vjp",
    "rms_param_grads",
    "error_units",
]


def _mp_rows(x: np.ndarray) -> list[list]:
    d = x.shape[-1]
    return [[mpmath.mpf(e) for e in row] for row in np.asarray(x, dtype=object).reshape(-1, d).tolist()]


def _mp_vector(x: np.ndarray) -> list:
    return [mpmath.mpf(e) for e in np.asarray(x, dtype=object).tolist()]


def _mp_eps(eps) -> mpmath.mpf:
    return mpmath.mpf(_in.epsilon(eps))


def _twin(name: str, z: np.ndarray, eps, rows=(), params=(), *, kind: str = "vector", dps: int):
    fn = getattr(_gen, f"{name}_mp")
    lead, d = z.shape[:-1], z.shape[-1]
    tail = {"vector": (d,), "matrix": (d, d), "row": ()}[kind]
    with mpmath.workdps(dps):
        e = _mp_eps(eps)
        ps = [_mp_vector(p) for p in params]
        data = [_mp_rows(x) for x in (z, *rows)]
        values = [fn(*row, *ps, e) for row in zip(*data)]
    out = np.empty((len(values), *tail), dtype=object)
    for i, value in enumerate(values):
        out[i] = value
    return out.reshape(*lead, *tail)


def core(z, eps, *, dps: int = 50):
    """Twin of :func:`symln.kernels.core`."""
    z = _in.batch(z)
    return _twin("core", z, eps, dps=dps)


def layer_norm(z, gamma, beta, eps, *, dps: int = 50):
    """Twin of :func:`symln.kernels.layer_norm`."""
    z = _in.batch(z)
    d = z.shape[-1]
    params = (_in.parameter(gamma, "gamma", d), _in.parameter(beta, "beta", d))
    return _twin("layer_norm", z, eps, params=params, dps=dps)


def jacobian(z, eps, gamma=None, *, dps: int = 50):
    """Twin of :func:`symln.kernels.jacobian`."""
    z = _in.batch(z)
    if gamma is None:
        return _twin("jacobian", z, eps, kind="matrix", dps=dps)
    return _twin("jacobian_gamma", z, eps, params=(_in.parameter(gamma, "gamma", z.shape[-1]),), kind="matrix", dps=dps)


def _along(kernel: str, z, eps, x, name: str, gamma, dps: int):
    z = _in.batch(z)
    x = _in.like(x, name, z)
    if gamma is None:
        return _twin(kernel, z, eps, rows=(x,), dps=dps)
    return _twin(f"{kernel}_gamma", z, eps, rows=(x,), params=(_in.parameter(gamma, "gamma", z.shape[-1]),), dps=dps)


def jvp(z, eps, t, gamma=None, *, dps: int = 50):
    """Twin of :func:`symln.kernels.jvp`."""
    return _along("jvp", z, eps, t, "t", gamma, dps)


def vjp(z, eps, g, gamma=None, *, dps: int = 50):
    """Twin of :func:`symln.kernels.vjp`."""
    return _along("vjp", z, eps, g, "g", gamma, dps)


def param_grads(z, eps, g, *, dps: int = 50):
    """Twin of :func:`symln.kernels.param_grads`: per-row values summed with ``mpmath.fsum``."""
    return _summed("param_grads", z, eps, g, dps)


def _summed(prefix: str, z, eps, g, dps: int) -> tuple:
    z = _in.batch(z)
    g = _in.like(g, "g", z)
    d = z.shape[-1]
    sums = []
    for name in (f"{prefix}_gamma", f"{prefix}_beta"):
        rows = _twin(name, z, eps, rows=(g,), dps=dps).reshape(-1, d)
        with mpmath.workdps(dps):
            total = [mpmath.fsum(rows[:, i]) for i in range(d)]
        out = np.empty(d, dtype=object)
        out[:] = total
        sums.append(out)
    return tuple(sums)


def core_variance(z, eps, *, dps: int = 50):
    """Twin of :func:`symln.kernels.core_variance`."""
    return _twin("core_variance", _in.batch(z), eps, kind="row", dps=dps)


def sensitivity(z, eps, *, dps: int = 50):
    """Twin of :func:`symln.kernels.sensitivity`."""
    return _twin("sensitivity", _in.batch(z), eps, kind="row", dps=dps)


def lipschitz_bound(eps, gamma=None, *, dps: int = 50):
    """Twin of :func:`symln.kernels.lipschitz_bound`."""
    with mpmath.workdps(dps):
        e = _mp_eps(eps)
        if gamma is None:
            return _gen.lipschitz_bound_mp(e)
        return _gen.lipschitz_bound_gamma_mp(_mp_vector(_in.parameter(gamma, "gamma", None)), e)


def rms_core(z, eps, *, dps: int = 50):
    """Twin of :func:`symln.kernels.rms_core`."""
    return _twin("rms_core", _in.batch(z), eps, dps=dps)


def rms_norm(z, gamma, eps, beta=None, *, dps: int = 50):
    """Twin of :func:`symln.kernels.rms_norm`."""
    z = _in.batch(z)
    d = z.shape[-1]
    beta = np.zeros(d) if beta is None else _in.parameter(beta, "beta", d)
    return _twin("rms_norm", z, eps, params=(_in.parameter(gamma, "gamma", d), beta), dps=dps)


def rms_jacobian(z, eps, gamma=None, *, dps: int = 50):
    """Twin of :func:`symln.kernels.rms_jacobian`."""
    z = _in.batch(z)
    if gamma is None:
        return _twin("rms_jacobian", z, eps, kind="matrix", dps=dps)
    gamma = _in.parameter(gamma, "gamma", z.shape[-1])
    return _twin("rms_jacobian_gamma", z, eps, params=(gamma,), kind="matrix", dps=dps)


def rms_jvp(z, eps, t, gamma=None, *, dps: int = 50):
    """Twin of :func:`symln.kernels.rms_jvp`."""
    return _along("rms_jvp", z, eps, t, "t", gamma, dps)


def rms_vjp(z, eps, g, gamma=None, *, dps: int = 50):
    """Twin of :func:`symln.kernels.rms_vjp`."""
    return _along("rms_vjp", z, eps, g, "g", gamma, dps)


def rms_param_grads(z, eps, g, *, dps: int = 50):
    """Twin of :func:`symln.kernels.rms_param_grads`: per-row values summed with ``mpmath.fsum``."""
    return _summed("rms_param_grads", z, eps, g, dps)


def error_units(computed, reference, *, sample_ndim: int | None = None) -> np.ndarray:
    r"""Per-sample error ``max |computed - reference| / (u max(1, |reference|_inf))``.

    ``u`` is the unit roundoff of ``computed``'s dtype (2^-53 for float64,
    2^-24 for float32).  A sample is the trailing *sample_ndim* axes (default:
    the last axis for arrays of rank >= 1, the element itself for scalars);
    the result has the shape of the leading axes.  A NaN anywhere in a sample
    (computed or reference) makes its error infinite:

    >>> float(error_units(np.array([1.0, np.nan]), np.array([1.0, 2.0], dtype=object))[()])
    inf
    """
    computed = np.asarray(computed)
    reference = np.asarray(reference, dtype=object)
    if computed.shape != reference.shape:
        raise ValueError(f"computed has shape {computed.shape}, reference {reference.shape}")
    if sample_ndim is None:
        sample_ndim = min(1, computed.ndim)
    unit = mpmath.mpf(float(np.finfo(computed.dtype).eps)) / 2
    lead = computed.shape[: computed.ndim - sample_ndim]
    comp = computed.reshape(*lead, -1) if sample_ndim else computed[..., None]
    ref = reference.reshape(*lead, -1) if sample_ndim else reference[..., None]
    out = np.empty(lead, dtype=np.float64)
    with mpmath.workdps(60):
        for idx in np.ndindex(*lead):
            c, r = comp[idx], ref[idx]
            errors = [abs(mpmath.mpf(float(a)) - b) for a, b in zip(c, r)]
            if any(mpmath.isnan(x) for x in (*errors, *r)):
                out[idx] = np.inf  # Python's max would skip a NaN unless it came first
                continue
            scale = max([mpmath.mpf(1), *(abs(x) for x in r)])
            out[idx] = float(max(errors, default=mpmath.mpf(0)) / (unit * scale))
    return out
