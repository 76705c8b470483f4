r"""Which path the kernels run, and the compiled one.

The kernels of :mod:`symln.kernels` run on one of two paths, printed from the
same derivations by :mod:`symln.kernels.codegen`:

* ``"compiled"``: the C of ``csrc/generated.c``, built at install into the
  extension ``symln.kernels._compiled`` when a C compiler is present.  Per-row
  scalars in double-double (106-bit significand on every platform), rows split
  over the cores with OpenMP, the GIL released.
* ``"numpy"``: :mod:`symln.kernels._generated` on numpy arrays, with
  ``numpy.longdouble`` for the per-row scalars (80-bit on x86-64 Linux; where it
  is plain float64 the rows that need more go to the mpmath twin).

The compiled path is the default when the extension imports.  The environment
variable ``SYMLN_KERNELS=numpy`` (or ``compiled``) chooses a path, and
:func:`set_path` does so for the running process.  Rows that the compiled path
cannot finish (a scale beyond double-double's exponent range, or a
cancellation beyond its precision) are recomputed on the numpy path.

>>> path() in ("compiled", "numpy")
True
"""

from __future__ import annotations

import importlib.util
import os

import numpy as np

from . import _generated


def _load():
    """``(extension or None, why not)``: the extension if it is built from this tree's C."""
    if importlib.util.find_spec(f"{__package__}._compiled") is None:
        return None, "the C kernels were not built at install (no C compiler, or SYMLN_NO_EXTENSION=1)"
    try:
        from . import _compiled
    except ImportError as error:
        return None, f"the extension symln.kernels._compiled does not import ({error})"
    if getattr(_compiled, "DIGEST", None) != getattr(_generated, "C_DIGEST", ""):
        return None, "the extension symln.kernels._compiled was built from other C than csrc/ (rebuild: pip install -e .)"
    return _compiled, ""


_ext, _MISSING = _load()

__all__ = ["path", "set_path", "available", "unavailable_reason", "threads", "set_threads", "run"]

PATHS = ("compiled", "numpy")
#: flags of a row (csrc/kernels.h): done, recompute on the numpy path, or row argument j is bad (BAD + j)
OK, FALLBACK, BAD = 0, 1, 2

_chosen: str | None = None


def available() -> bool:
    """Whether the compiled kernels were built (from the C in this source tree) and import."""
    return _ext is not None


def unavailable_reason() -> str:
    """Why the compiled kernels are not available ("" if they are)."""
    return _MISSING


def path() -> str:
    """The path the kernels run: :func:`set_path`'s choice, else ``$SYMLN_KERNELS``, else compiled if built."""
    name = _chosen or os.environ.get("SYMLN_KERNELS") or ("compiled" if available() else "numpy")
    _check(name, "SYMLN_KERNELS" if _chosen is None else "path")
    return name


def set_path(name: str | None) -> None:
    """Run the kernels on path *name* (``"compiled"`` or ``"numpy"``; None: back to the default)."""
    if name is not None:
        _check(name, "path")
    global _chosen
    _chosen = name


def _check(name, what: str) -> None:
    if name not in PATHS:
        raise ValueError(f"{what} must be one of {', '.join(PATHS)}, got {name!r}")
    if name == "compiled" and not available():
        raise ValueError(f"{what} = 'compiled' is not available: {_MISSING}")


def threads() -> int:
    """Threads a compiled call uses (1 without OpenMP; the numpy path runs on the calling thread)."""
    return _ext.threads() if available() else 1


def set_threads(n: int) -> None:
    """Use *n* threads in compiled calls (0: OpenMP's default, ``OMP_NUM_THREADS`` or the cores)."""
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0:
        raise ValueError(f"threads must be an integer >= 0, got {n!r}")
    if available():
        _ext.set_threads(int(n))


def run(name: str, flat: list, params: tuple, eps: float, target: np.ndarray, *, names: tuple, redo,
        summed: bool = False) -> None:
    """Fill *target* with kernel *name* on the rows *flat* (``(n, d)`` arrays, z first).

    *target* is C-contiguous float64: ``(n, ...)`` for a result per row, ``(d,)``
    for a sum over the rows (*summed*).  A row whose statistics are not finite
    raises ``ValueError`` naming its argument (*names*, as the numpy path
    does); the rows flagged for the numpy path get ``redo(indices)``, or, for a
    sum, ``redo(None)`` gives the whole result.
    """
    n, d = flat[0].shape
    rows = tuple(np.ascontiguousarray(x, dtype=np.float64) for x in flat)
    pars = tuple(np.ascontiguousarray(p, dtype=np.float64) for p in params)
    flags = np.zeros(n, dtype=np.int8)
    _ext.run(name, n, d, float(eps), target, flags, rows, pars)
    if not flags.any():
        return
    bad = sorted({int(f) - BAD for f in np.unique(flags) if f >= BAD})
    if bad:
        raise ValueError(f"{', '.join(names[j] for j in bad)}: NaN or inf, or values too large: "
                         "row statistics are not finite")
    idx = np.flatnonzero(flags == FALLBACK)
    if not idx.size:
        return
    if summed:
        target[...] = redo(None)
    else:
        target[idx] = redo(idx)
