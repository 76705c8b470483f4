"""Argument checks shared by the numpy kernels and their mpmath twins.

Each check raises ``ValueError`` naming the argument.  The checks here are the
cheap ones (dtype, shape, eps, the ``(d,)`` parameters); a NaN or inf inside a
large batch is caught by the kernels from row statistics they compute anyway
(:func:`symln.kernels.rowops.center`), so it costs no extra pass.
"""

from __future__ import annotations

import math
import numbers

import numpy as np

__all__ = ["array", "batch", "like", "parameter", "epsilon", "result_dtype", "output", "outputs"]


def array(x, name: str) -> np.ndarray:
    """*x* as a real numeric array (integer or floating dtype)."""
    a = np.asarray(x)
    if a.dtype.kind not in "iuf":
        raise ValueError(f"{name} must hold real numbers (integer or floating dtype), got dtype {a.dtype}")
    return a


def batch(x, name: str = "z") -> np.ndarray:
    """The input *z*: shape ``(..., d)`` with d >= 1."""
    a = array(x, name)
    if a.ndim == 0:
        raise ValueError(f"{name} must have shape (..., d) with d >= 1, got a scalar")
    if a.shape[-1] == 0:
        raise ValueError(f"{name} must have shape (..., d) with d >= 1, got shape {a.shape} (d = 0)")
    return a


def like(x, name: str, z: np.ndarray) -> np.ndarray:
    """A per-row argument (t or g) with exactly the shape of z."""
    a = array(x, name)
    if a.shape != z.shape:
        raise ValueError(f"{name} must have the shape of z, {z.shape}, got {a.shape}")
    return a


def parameter(x, name: str, d: int | None) -> np.ndarray:
    """A gain or bias: shape ``(d,)`` and finite (d entries, checked in full)."""
    a = array(x, name)
    if d is None:
        if a.ndim != 1 or a.shape[0] == 0:
            raise ValueError(f"{name} must have shape (d,) with d >= 1, got {a.shape}")
    elif a.shape != (d,):
        raise ValueError(f"{name} must have shape (d,) = ({d},), got {a.shape}")
    if not np.isfinite(a).all():
        raise ValueError(f"{name} contains NaN or inf")
    return a


def epsilon(eps) -> float:
    """eps: a finite real number > 0 (a Python or numpy scalar, or a 0-d array)."""
    if isinstance(eps, (bool, np.bool_)) or not isinstance(eps, (numbers.Real, np.ndarray, np.generic)):
        raise ValueError(f"eps must be a finite positive real number, got {eps!r}")
    a = np.asarray(eps)
    if a.ndim != 0 or a.dtype.kind not in "iuf":
        raise ValueError(f"eps must be a finite positive real number, got {eps!r}")
    value = float(a)
    if not math.isfinite(value) or value <= 0:
        raise ValueError(f"eps must be a finite positive real number, got {eps!r}")
    if value != a.item():
        raise ValueError(f"eps = {eps!r} is not exactly representable in float64")
    return value


def result_dtype(*arrays: np.ndarray) -> np.dtype:
    """float16 / float32 when the inputs promote to it, else float64 (the working precision)."""
    dt = np.result_type(*arrays)
    return dt if dt in (np.dtype(np.float16), np.dtype(np.float32)) else np.dtype(np.float64)


def output(out, shape: tuple, dtype: np.dtype) -> np.ndarray:
    """The array a kernel writes its result to: *out* if given (numpy's ``out=``), else a new one.

    *out* must be a writeable numpy array of exactly the result's shape and dtype.
    """
    if out is None:
        return np.empty(shape, dtype=dtype)
    if not isinstance(out, np.ndarray):
        raise ValueError(f"out must be a numpy array, got {type(out).__name__}")
    if out.shape != shape:
        raise ValueError(f"out must have the result's shape {shape}, got {out.shape}")
    if out.dtype != dtype:
        raise ValueError(f"out must have the result's dtype {dtype}, got {out.dtype}")
    if not out.flags.writeable:
        raise ValueError("out is read-only")
    return out


def outputs(out, count: int, shape: tuple, dtype: np.dtype) -> tuple:
    """:func:`output` for a kernel with *count* results: *out* is None or a tuple of *count* arrays."""
    if out is None:
        return tuple(output(None, shape, dtype) for _ in range(count))
    if not isinstance(out, tuple) or len(out) != count:
        raise ValueError(f"out must be a tuple of {count} arrays, got {type(out).__name__}")
    arrays = tuple(output(x, shape, dtype) for x in out)
    if any(np.may_share_memory(a, b) for i, a in enumerate(arrays) for b in arrays[i + 1 :]):
        raise ValueError("out: the arrays overlap")
    return arrays
