r"""Layer-norm and RMSNorm kernels on numpy arrays, generated from the derivations.

``z`` has shape ``(..., d)`` with d >= 1 (batched over the leading axes, like
torch's ``normalized_shape``); ``gamma``, ``beta`` have shape ``(d,)``;
``eps`` is a finite number > 0.  float64 inputs give float64 results; float32
(and float16) inputs are computed in float64 and returned in their dtype;
integer inputs give float64.

Each function evaluates a value derived in the general-d algebra
(:mod:`symln.kernels.derivation`), printed by :mod:`symln.kernels.codegen` as
C (the compiled path) and as numpy code (the numpy path, in
:mod:`symln.kernels._generated`); :mod:`symln.kernels.compiled` says which
runs, and :mod:`symln.mpkernels` holds the mpmath twins of the same values.
Every function but ``lipschitz_bound`` writes into ``out=`` when given
(:func:`symln.kernels.inputs.output`).  The rows are centered once, and the second
centering, ``<1, z_c>``, is folded into per-row coefficients evaluated in
extended precision, so results stay within a few units of roundoff even when
the rows share an offset 10^12 times their spread.  ``jvp`` and ``vjp``
recompute, in extended precision or with the twin, the rows where their terms
cancel (a direction nearly along v when q >> eps); ``jacobian`` and
``param_grads`` evaluate in extended precision throughout.

>>> import numpy as np
>>> from symln import kernels
>>> z = np.array([[1.0, 2.0, 3.0]])
>>> kernels.core(z, 1 / 3)                        # claim E6: (-1, 0, 1)
array([[-1.,  0.,  1.]])
>>> kernels.core_variance(z, 1 / 3)               # q/(q+eps) with q = 2/3 (E4)
array([0.66666667])
>>> J = kernels.jacobian(z, 1 / 3)
>>> bool(np.abs(J @ np.ones(3)).max() < 1e-15)    # J 1 = 0 (E13)
True
>>> kernels.sensitivity(z, 1 / 3), np.linalg.norm(J[0], 2)
(array([1.]), np.float64(1.0))

Bad input raises ``ValueError`` naming the argument.
"""

from __future__ import annotations

import math

import numpy as np

from . import _generated as _gen
from . import compiled as _compiled
from . import inputs as _in
from . import rowops as _r
from . import twins as _twins

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
]

#: float64 entries per block of rows (2 MB): on the reference machine (1 MB of L2 per
#: core, 32 MB of L3) (4096, 768) batches ran fastest with blocks of 1-2 MB; smaller
#: blocks pay numpy's per-call overhead more often, larger ones leave the caches
BLOCK = 1 << 18
#: digits of the mpmath twins where the numpy path falls back to them (no extended LD)
_TWIN_DPS = 50


def _tail(kind: str, d: int) -> tuple:
    """The shape of one row's result."""
    return {"vector": (d,), "matrix": (d, d), "row": ()}[kind]


def _run(name: str, z: np.ndarray, eps: float, rows=(), params=(), *, kind: str = "vector", dtype=None, out=None,
         names=("z",)):
    """Kernel *name* on every row of ``z`` (and ``rows``), on the path :func:`symln.kernels.compiled.path` names.

    The result goes into *out* when given (checked by :func:`symln.kernels.inputs.output`):
    directly when it is C-contiguous float64 and shares no memory with an
    input, else through a temporary.  *names* name the row arguments in errors.
    """
    lead, d = z.shape[:-1], z.shape[-1]
    tail = _tail(kind, d)
    dtype = np.dtype(np.float64) if dtype is None else dtype
    result = _in.output(out, lead + tail, dtype)
    flat = [np.ascontiguousarray(_working(x)).reshape(-1, d) for x in (z, *rows)]
    n_rows = flat[0].shape[0]
    direct = (
        result.dtype == np.float64
        and result.flags.c_contiguous
        and not any(np.may_share_memory(result, x) for x in (z, *rows, *params))
    )
    target = result.reshape(n_rows, *tail) if direct else np.empty((n_rows, *tail))
    if _compiled.path() == "compiled":
        _compiled.run(name, flat, params, eps, target, names=names,
                      redo=lambda idx: _numpy_run(name, [x[idx] for x in flat], eps, params, kind))
    else:
        _numpy_run(name, flat, eps, params, kind, target)
    if not direct:
        result[...] = target.reshape(result.shape)
    return result


def _numpy_run(name: str, flat: list, eps: float, params=(), kind: str = "vector", target=None) -> np.ndarray:
    """The numpy path: the generated block kernel *name* on every block of the ``(n, d)`` rows *flat*.

    Matrices are evaluated in extended precision throughout (their entries
    cancel for inputs dominated by one coordinate); the kernels that can
    cancel (jvp, vjp) check each row and recompute the ill-conditioned ones
    in extended precision (:func:`symln.kernels.rowops.cancels`).  Returns
    *target* (float64, ``(n, ...)``), filled.
    """
    fn = getattr(_gen, name)
    n_rows, d = flat[0].shape
    tail = _tail(kind, d)
    out = np.empty((n_rows, *tail)) if target is None else target
    per_row = max(d, math.prod(tail) or 1)
    block = max(1, BLOCK // per_row)
    work = _r.LD if kind == "matrix" else np.float64
    ws = _r.Workspace(d, min(block, max(n_rows, 1)), dtype=work, refine=name in _gen.CANCELLING)
    stage = None if work == np.float64 else np.empty((ws.rows, *tail), dtype=work)
    e = _r.LD(eps)
    ws.total = n_rows
    with _r.row_ufunc_buffer(d):
        for i in range(0, n_rows, block):
            n = min(block, n_rows - i)
            ws.offset = i
            part = out[i : i + n] if stage is None else stage[:n]
            result = fn(ws, *(x[i : i + n] for x in flat), *params, e, part)
            if result is not part:
                part[...] = result
            if stage is not None:
                out[i : i + n] = part
        if ws.refine:
            ws.refine_rows(fn, getattr(_gen, f"{name}_mp"), out, flat, params, e)
    if kind == "matrix" and not _r.EXTENDED:
        # without an extended LD the entries' products can overflow where 80-bit ones do not
        bad = np.flatnonzero(~np.isfinite(out.reshape(n_rows, d * d)).all(axis=1))
        if bad.size:
            out[bad] = _twins._twin(name, flat[0][bad], eps, rows=tuple(x[bad] for x in flat[1:]), params=params,
                                    kind=kind, dps=_TWIN_DPS).astype(np.float64)
    return out


def _working(x: np.ndarray) -> np.ndarray:
    """float64 and float32 go in as they are (ufuncs widen float32 exactly); others become float64."""
    return x if x.dtype in (np.float64, np.float32) else x.astype(np.float64)


def _params(d: int, **named) -> list[np.ndarray]:
    return [_working(_in.parameter(x, name, d)) for name, x in named.items()]


def core(z, eps, *, out=None):
    r"""The core ``u = v / sqrt(q + eps)`` of every row, shape ``(..., d)``."""
    z, eps = _in.batch(z), _in.epsilon(eps)
    return _run("core", z, eps, dtype=_in.result_dtype(z), out=out)


def layer_norm(z, gamma, beta, eps, *, out=None):
    r"""``y = gamma * u + beta`` for every row, shape ``(..., d)``."""
    z, eps = _in.batch(z), _in.epsilon(eps)
    gamma, beta = _params(z.shape[-1], gamma=gamma, beta=beta)
    return _run("layer_norm", z, eps, params=(gamma, beta), dtype=_in.result_dtype(z, gamma, beta), out=out)


def jacobian(z, eps, gamma=None, *, out=None):
    r"""The Jacobian of the core (or of ``y`` when *gamma* is given) per row, shape ``(..., d, d)``."""
    z, eps = _in.batch(z), _in.epsilon(eps)
    if gamma is None:
        return _run("jacobian", z, eps, kind="matrix", dtype=_in.result_dtype(z), out=out)
    (gamma,) = _params(z.shape[-1], gamma=gamma)
    return _run("jacobian_gamma", z, eps, params=(gamma,), kind="matrix", dtype=_in.result_dtype(z, gamma), out=out)


def _along(kernel: str, z, eps, x, name: str, gamma, out):
    """Kernel *kernel* (``jvp``, ``vjp``, ...) of z along the direction *x* (the argument *name*), or
    ``kernel_gamma`` when *gamma* is given."""
    z, eps = _in.batch(z), _in.epsilon(eps)
    x = _in.like(x, name, z)
    if gamma is None:
        return _run(kernel, z, eps, rows=(x,), dtype=_in.result_dtype(z, x), out=out, names=("z", name))
    (gamma,) = _params(z.shape[-1], gamma=gamma)
    return _run(f"{kernel}_gamma", z, eps, rows=(x,), params=(gamma,), dtype=_in.result_dtype(z, x, gamma), out=out,
                names=("z", name))


def jvp(z, eps, t, gamma=None, *, out=None):
    r"""``J t`` per row (``diag(gamma) J t`` when *gamma* is given), shape ``(..., d)``."""
    return _along("jvp", z, eps, t, "t", gamma, out)


def vjp(z, eps, g, gamma=None, *, out=None):
    r"""``J^T g`` per row (``J^T diag(gamma) g`` when *gamma* is given), shape ``(..., d)``."""
    return _along("vjp", z, eps, g, "g", gamma, out)


def param_grads(z, eps, g, *, out=None):
    r"""``(dgamma, dbeta)``: the gradients of ``<g, y>`` in gamma and beta, summed over the leading axes.

    Per row they are ``g * u`` and ``g``, evaluated and summed in extended
    precision (double-double on the compiled path): a sum over many rows can
    cancel, and float64 rounding of each row's ``u`` would then add up to many
    units.  Shapes ``(d,)`` and ``(d,)``; *out* is a pair of such arrays.
    """
    return _param_grads("param_grads", z, eps, g, out)


def _param_grads(prefix: str, z, eps, g, out) -> tuple:
    """The kernels ``PREFIX_gamma`` and ``PREFIX_beta`` summed over the rows (see :func:`param_grads`)."""
    z, eps = _in.batch(z), _in.epsilon(eps)
    g = _in.like(g, "g", z)
    dtype = _in.result_dtype(z, g)
    d = z.shape[-1]
    results = _in.outputs(out, 2, (d,), dtype)
    flat = [np.ascontiguousarray(_working(x)).reshape(-1, d) for x in (z, g)]
    names = (f"{prefix}_gamma", f"{prefix}_beta")
    if _compiled.path() == "compiled":
        sums = [np.empty(d), np.empty(d)]
        for k, name in enumerate(names):
            _compiled.run(name, flat, (), eps, sums[k], names=("z", "g"), summed=True,
                          redo=lambda _, k=k: _numpy_param_grads(flat, eps, names)[k])
    else:
        sums = _numpy_param_grads(flat, eps, names)
    if not all(np.isfinite(s).all() for s in sums):
        raise ValueError("g contains NaN or inf (or its sums overflow)")
    for result, s in zip(results, sums):
        result[...] = s
    return results


def _numpy_param_grads(flat: list, eps: float, names=("param_grads_gamma", "param_grads_beta")) -> list:
    """``[sum g * u, sum g]`` over the rows on the numpy path, in extended precision (rounded once, by the caller).

    Where :data:`symln.kernels.rowops.LD` is no wider than float64 (:data:`~symln.kernels.rowops.EXTENDED`
    false), a sum over many rows that cancels would lose units, so the mpmath twins compute the sums.
    """
    zf, gf = flat
    if not _r.EXTENDED:
        prefix = names[0].removesuffix("_gamma")
        return [s.astype(np.float64) for s in _twins._summed(prefix, zf, eps, gf, _TWIN_DPS)]
    n_rows, d = zf.shape
    block = max(1, BLOCK // d)
    ws = _r.Workspace(d, min(block, max(n_rows, 1)), dtype=_r.LD)
    stage = np.empty((ws.rows, d), dtype=_r.LD)
    sums = [np.zeros(d, dtype=_r.LD), np.zeros(d, dtype=_r.LD)]
    e = _r.LD(eps)
    with _r.row_ufunc_buffer(d):
        for i in range(0, n_rows, block):
            n = min(block, n_rows - i)
            for k, name in enumerate(names):
                rows = getattr(_gen, name)(ws, zf[i : i + n], gf[i : i + n], e, stage[:n])
                sums[k] += rows.sum(axis=0, dtype=_r.LD)
    return sums


def core_variance(z, eps, *, out=None):
    r"""The coordinate variance of the core, ``q / (q + eps)`` (E4), shape ``(...)``."""
    z, eps = _in.batch(z), _in.epsilon(eps)
    return _run("core_variance", z, eps, kind="row", dtype=_in.result_dtype(z), out=out)


def sensitivity(z, eps, *, out=None):
    r"""The operator 2-norm of the core's Jacobian per row, shape ``(...)``.

    0 for d = 1; ``eps / (q + eps)^(3/2)`` for d = 2; ``1 / sqrt(q + eps)`` for
    d >= 3 (so ``1/sqrt(eps)`` at a constant input for every d >= 2).
    """
    z, eps = _in.batch(z), _in.epsilon(eps)
    return _run("sensitivity", z, eps, kind="row", dtype=_in.result_dtype(z), out=out)


def lipschitz_bound(eps, gamma=None):
    r"""The Lipschitz constant of the core, ``1/sqrt(eps)`` (E18), or of ``y``, ``max|gamma_i|/sqrt(eps)`` (E19)."""
    eps = _r.LD(_in.epsilon(eps))
    if gamma is None:
        return _gen.lipschitz_bound(eps)
    gamma = _working(_in.parameter(gamma, "gamma", None))
    return _gen.lipschitz_bound_gamma(gamma, eps)


# -- RMSNorm (symln.kernels.rms_derivation; claims R1-R3, R14) ------------------------------------


def rms_core(z, eps, *, out=None):
    r"""RMSNorm without gain, ``r = z / sqrt(s + eps)`` with ``s = |z|^2/d``, for every row, shape ``(..., d)``."""
    z, eps = _in.batch(z), _in.epsilon(eps)
    return _run("rms_core", z, eps, dtype=_in.result_dtype(z), out=out)


def rms_norm(z, gamma, eps, beta=None, *, out=None):
    r"""``gamma * r + beta`` for every row (no bias when *beta* is None), shape ``(..., d)``."""
    z, eps = _in.batch(z), _in.epsilon(eps)
    d = z.shape[-1]
    (gamma,) = _params(d, gamma=gamma)
    if beta is None:
        dtype = _in.result_dtype(z, gamma)
        beta = np.zeros(d)
    else:
        (beta,) = _params(d, beta=beta)
        dtype = _in.result_dtype(z, gamma, beta)
    return _run("rms_norm", z, eps, params=(gamma, beta), dtype=dtype, out=out)


def rms_jacobian(z, eps, gamma=None, *, out=None):
    r"""The Jacobian of ``r`` (or of ``gamma * r + beta`` when *gamma* is given) per row, shape ``(..., d, d)``."""
    z, eps = _in.batch(z), _in.epsilon(eps)
    if gamma is None:
        return _run("rms_jacobian", z, eps, kind="matrix", dtype=_in.result_dtype(z), out=out)
    (gamma,) = _params(z.shape[-1], gamma=gamma)
    return _run("rms_jacobian_gamma", z, eps, params=(gamma,), kind="matrix", dtype=_in.result_dtype(z, gamma),
                out=out)


def rms_jvp(z, eps, t, gamma=None, *, out=None):
    r"""``J t`` of RMSNorm per row (``diag(gamma) J t`` when *gamma* is given), shape ``(..., d)``."""
    return _along("rms_jvp", z, eps, t, "t", gamma, out)


def rms_vjp(z, eps, g, gamma=None, *, out=None):
    r"""``J^T g`` of RMSNorm per row (``J^T diag(gamma) g`` when *gamma* is given), shape ``(..., d)``."""
    return _along("rms_vjp", z, eps, g, "g", gamma, out)


def rms_param_grads(z, eps, g, *, out=None):
    r"""``(dgamma, dbeta)`` of ``<g, gamma * r + beta>`` summed over the leading axes: ``sum g * r`` and ``sum g`` (R14).

    Evaluated and summed in extended precision like :func:`param_grads`; shapes
    ``(d,)`` and ``(d,)`` (the second is the bias gradient, whether or not the
    model has a bias).
    """
    return _param_grads("rms_param_grads", z, eps, g, out)
