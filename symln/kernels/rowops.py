r"""Row primitives that the generated kernels call (numpy blocks and mpmath rows).

The generated code (:mod:`symln.kernels._generated`) is straight-line: it
centers z once, takes a few row totals, evaluates per-row coefficients and
combines rows in place.  The numerical choices live here:

* :func:`center` subtracts the floating-point row mean, ``z_c = z - fl(mean z) 1``.
  The exact mean of ``z_c`` is tiny but not zero; the generated code carries
  it as the total ``<1, z_c>`` (the second centering, folded into the per-row
  coefficients), so no second pass over the rows is needed.  The mean is one
  BLAS matrix-vector product; its rounding does not matter because the folded
  correction repairs it.
* :func:`dot` sums products in chunks of at most :data:`CHUNK` entries (a
  BLAS dot per chunk, then a sum of the chunk results): one BLAS dot over
  3000 entries has a relative error of about 5 units in ``<z_c, z_c>``
  (``einsum``: 16), a chunk of 1024 about 2, and a sum of squares enters the
  result with half its relative error.
* Per-row scalars that set the size of the result (q, 1/sqrt(q + eps)) are
  evaluated in extended precision (:data:`LD`, ``numpy.longdouble``: a 64-bit
  significand on x86-64) and rounded once to float64 by :func:`col`.
* :func:`row_ufunc_buffer` sets numpy's ufunc buffer to one row while a
  kernel runs: with the default 8192-element buffer numpy copies a broadcast
  per-row scalar into a buffer for every inner loop, which makes ``rows *= c``
  with ``c`` of shape ``(n, 1)`` about twice as slow as a plain product
  (measured with numpy 2.4 for rows of 256..8191 entries).
* A result that is a sum of terms can cancel (``J t`` for t nearly along v
  when q >> eps); :func:`cancels` finds those rows from the terms' Gram
  matrix and :func:`redo` recomputes them in extended precision, or with the
  mpmath twin when even that is not enough.

Validation rides on statistics the kernels need anyway: a NaN or inf entry
makes its row sum non-finite and an entry too large for float64 arithmetic
makes a row dot product overflow, both caught by :func:`extended`.  Only the
``(d,)`` parameters are checked entry by entry (:mod:`symln.kernels.inputs`).
"""

from __future__ import annotations

import contextlib
import os

import mpmath
import numpy as np

__all__ = [
    "LD",
    "CHUNK",
    "Workspace",
    "row_ufunc_buffer",
    "center",
    "total",
    "dot",
    "extended",
    "param_total",
    "nonneg",
    "col",
    "cancels",
    "absmax",
    "redo",
    "outer_add",
    "diag_add",
    "max_abs",
    "mp_row",
    "mp_stats",
    "mp_total",
    "mp_max_abs",
]

#: the environment variable that sets :data:`LD` to float64, as on platforms whose ``long double`` is a
#: double (MSVC, Apple silicon): ``SYMLN_LONGDOUBLE=float64``; the tests run that way too
LONGDOUBLE_VARIABLE = "SYMLN_LONGDOUBLE"
#: extended precision for per-row scalars: numpy's longdouble unless the variable above says float64
LD = np.float64 if os.environ.get(LONGDOUBLE_VARIABLE, "") == "float64" else np.longdouble
#: whether LD is wider than float64 (80-bit x87 on x86-64 Linux; not on every platform); where it is
#: not, every row that needs more than float64 is recomputed by its mpmath twin (:func:`redo`)
EXTENDED = np.finfo(LD).nmant > np.finfo(np.float64).nmant
#: entries per BLAS dot in :func:`dot`
CHUNK = 1024


class Workspace:
    """Buffers shared by the blocks of one kernel call, in the working dtype (float64 or :data:`LD`).

    With ``refine=True`` the kernels whose result can cancel keep what
    :meth:`refine_rows` needs to find and recompute those rows after the last block.
    """

    def __init__(self, d: int, rows: int, *, dtype=np.float64, refine: bool = False):
        self.d = d
        self.rows = rows
        self.dtype = np.dtype(dtype)
        self.refine = refine
        self.ones = np.ones(d, dtype=self.dtype)
        self.inv = np.full(d, 1, dtype=self.dtype) / d
        self._buffers: dict = {}
        self._extended: Workspace | None = None
        self._record: dict = {}
        self.offset = 0
        self.total = rows

    def buffer(self, index: int, n: int) -> np.ndarray:
        """Scratch rows number *index*, shape ``(n, d)``, reused across blocks."""
        buf = self._buffers.get(index)
        if buf is None:
            buf = self._buffers[index] = np.empty((self.rows, self.d), dtype=self.dtype)
        return buf[:n]

    def _keep(self, kind: str, values: tuple) -> None:
        """Store per-row *values* of this block (rows ``offset ...``) under *kind*."""
        n = max(np.shape(x)[0] for x in values if np.ndim(x))
        if kind not in self._record:
            self._record[kind] = [np.empty(self.total) for _ in values]
        rows = slice(self.offset, self.offset + n)
        for store, x in zip(self._record[kind], values):
            store[rows] = np.ravel(x) if np.ndim(x) else x

    def check(self, columns: tuple, gram: tuple) -> None:
        """Keep a block's coefficients and Gram matrix for :meth:`refine_rows` (:func:`cancels`).

        The driver sets ``offset`` (the block's first row) and ``total`` (the
        number of rows) first; the test runs once, on all rows together, which
        costs far less than per block.
        """
        k = len(columns)
        self._keep("gram", (*columns, *(gram[i][j] for i in range(k) for j in range(i, k))))

    def check_max(self, terms: np.ndarray, out: np.ndarray) -> None:
        """Keep ``max_i |main terms|`` and ``max_i |out|`` of a block for :meth:`refine_rows`.

        For ``y = gamma * u + beta`` the rounding errors scale with
        ``|gamma_i u_i|`` while a unit is ``u max(1, |y|_inf)``: rows where the
        first exceeds the second by more than :data:`RHO_MAX` are recomputed.
        """
        self._keep("max", (terms, absmax(out)))

    def refine_rows(self, fn, twin, out: np.ndarray, rows: tuple, params: tuple, eps) -> None:
        """Recompute the rows that cancel (:func:`cancels`, :meth:`check_max`) with :func:`redo`."""
        record, self._record = self._record, {}
        if "gram" in record:
            values = record["gram"]
            k = int(round((np.sqrt(8 * len(values) + 9) - 3) / 2))
            cs, rest = values[:k], iter(values[k:])
            upper = {(i, j): next(rest) for i in range(k) for j in range(i, k)}
            full = [[upper[min(i, j), max(i, j)] for j in range(k)] for i in range(k)]
            size = cancels(cs, full)
            idx = np.flatnonzero(size)
            if idx.size:
                redo(fn, twin, self, idx, size[idx], out, rows, params, eps, norm=_two_norm)
        if "max" in record:
            terms, result = record["max"]
            idx = np.flatnonzero(~(terms <= RHO_MAX * np.maximum(1, result)))
            if idx.size:
                redo(fn, twin, self, idx, terms[idx], out, rows, params, eps, norm=_unit_scale)

    def extended(self) -> Workspace:
        """A workspace of the same shape in :data:`LD`, without row checks."""
        if self._extended is None:
            self._extended = Workspace(self.d, self.rows, dtype=LD)
        return self._extended


@contextlib.contextmanager
def row_ufunc_buffer(d: int):
    """Within the block, numpy's ufunc buffer holds one row (see the module docstring)."""
    with np.errstate(all="ignore"):
        if 256 <= d < 8192:
            np.setbufsize(-(-d // 16) * 16)
        yield


def center(ws: Workspace, x: np.ndarray, out: np.ndarray, name: str) -> np.ndarray:
    """``out = x - fl(mean x) 1`` row by row (``out`` may be ``x``).

    A NaN or inf entry makes the whole row NaN here, which :func:`extended`
    then reports for *name*.
    """
    np.subtract(x, (x @ ws.inv)[:, None], out=out)
    return out


def total(ws: Workspace, x: np.ndarray) -> np.ndarray:
    """``<1, x>`` per row."""
    return x @ ws.ones


def dot(a: np.ndarray, b: np.ndarray, weight: np.ndarray | None = None) -> np.ndarray:
    """``<a, b>`` (or ``<a * weight, b>``) per row, summed in chunks of :data:`CHUNK` entries.

    float32 rows are widened first (exactly): a float32 dot product would round every partial
    sum to float32 and overflow past 3.4e38 (RMSNorm squares z as given).
    """
    a, b = (x.astype(np.float64) if x.dtype == np.float32 else x for x in (a, b))
    if weight is not None:
        a = a * weight
    n, d = a.shape
    if d <= CHUNK:
        return np.vecdot(a, b)
    k = d // CHUNK
    head = k * CHUNK
    s = np.vecdot(a[:, :head].reshape(n, k, CHUNK), b[:, :head].reshape(n, k, CHUNK)).sum(axis=-1)
    if head < d:
        s += np.vecdot(a[:, head:], b[:, head:])
    return s


def extended(names: str, *totals: np.ndarray) -> list[np.ndarray]:
    """The row totals in extended precision; raises if one is not finite.

    A NaN or inf entry of an input makes its row sum non-finite, and an entry
    too large for float64 arithmetic makes a row dot product overflow.
    """
    if not all(np.isfinite(s).all() for s in totals):  # each one: a sum of them could overflow on its own
        raise ValueError(f"{names}: NaN or inf, or values too large: row statistics are not finite")
    return [np.asarray(s, dtype=LD) for s in totals]


def param_total(w: np.ndarray):
    """``<1, w>`` for a vector of parameters (the same for every row), in extended precision."""
    return np.sum(w, dtype=LD)


def nonneg(x):
    """A variance, clipped at 0 (rounding may leave -0 or a tiny negative)."""
    return np.maximum(x, 0)


def col(ws: Workspace, x) -> np.ndarray:
    """A per-row scalar in the working dtype, shaped ``(n, 1)`` for broadcasting (or 0-d)."""
    x = np.asarray(x, dtype=ws.dtype)
    return x[..., None] if x.ndim else x


#: rows whose terms may cancel by more than RHO are recomputed in extended precision ...
RHO = 1.25
#: ... and those cancelling by more than RHO_MP (beyond what 11 extra bits repair) with the mpmath twin
RHO_MP = 64.0
#: rows of gamma * u + beta whose largest term exceeds RHO_MAX max(1, |y|_inf) are recomputed
RHO_MAX = 1.25


def absmax(x: np.ndarray) -> np.ndarray:
    """``max_i |x_i|`` per row, in two reading passes (no temporary)."""
    return np.maximum(x.max(axis=-1), -x.min(axis=-1))


def _two_norm(x):
    return np.sqrt(np.sum(x * x, axis=-1))


def _unit_scale(x):
    return np.maximum(1, absmax(x))


def cancels(columns: tuple, gram: tuple) -> np.ndarray:
    """The rows whose combination ``out = sum_k c_k A_k`` cancels by more than :data:`RHO`.

    ``columns[k]`` is c_k per row (``(n, 1)``, ``(n,)`` or a number) and
    ``gram[j][k] = <A_j, A_k>`` per row.  The float64 result has an error of a
    few roundings of the terms, about ``u sum_k |c_k| |A_k|``; relative to the
    result it is amplified by ``rho = sum_k |c_k| |A_k| / |out|`` (2-norms,
    ``|out|^2 = c^T gram c``).  For J t with a generic t, rho is 1 + O(1/sqrt(d));
    for t nearly along v with q >> eps it grows up to (q + eps)/eps.  In float64
    ``c^T gram c`` keeps its digits while rho is small, which is all the test needs.

    Returns ``size = sum_k |c_k| |A_k|`` for the rows that cancel and 0 for the others.
    """
    c = [np.ravel(x) if np.ndim(x) else x for x in columns]
    size = 0.0
    norm2 = 0.0
    for i, ci in enumerate(c):
        gii = gram[i][i]
        size = size + np.abs(ci) * np.sqrt(gii)
        norm2 = norm2 + ci * ci * gii
        for j in range(i + 1, len(c)):
            norm2 = norm2 + 2 * ci * c[j] * gram[i][j]
    return np.where(size * size <= RHO * RHO * norm2, 0.0, size)


def redo(fn, twin, ws: Workspace, idx, size, out: np.ndarray, rows: tuple, params: tuple, eps, *, norm=None):
    """Recompute the rows *idx* of *out*, whose terms have the magnitude *size*.

    They are recomputed by *fn* in extended precision (64-bit significand: 11
    more bits than float64); where the extended result shows a cancellation
    ``rho = size / norm(result)`` beyond :data:`RHO_MP`, by the mpmath *twin*
    at increasing precision until two precisions agree (:func:`mp_row`).
    """
    norm = norm or _two_norm
    ext = ws.extended()
    for start in range(0, idx.size, ext.rows):
        part = idx[start : start + ext.rows]
        result = np.empty((part.size, *out.shape[1:]), dtype=LD)
        # the rows in extended precision too, so that every total is (RMSNorm's <z, z> is taken from z itself)
        fn(ext, *(np.asarray(x[part], dtype=LD) for x in rows), *params, eps, result)
        out[part] = result
        for i, s, r in zip(part, size[start : start + ext.rows], norm(result)):
            if not (EXTENDED and s <= RHO_MP * r):
                out[i] = mp_row(twin, [x[i] for x in rows], params, eps)


def outer_add(out: np.ndarray, left, right, *, first: bool) -> None:
    """``out += left right^T`` per row (``out = ...`` if *first*).

    ``left`` is ``(n, d)``, ``(d,)`` (a parameter) or None (the ones vector);
    ``right`` is ``(n, d)`` or a per-row column ``(n, 1)`` (a multiple of the
    ones vector).
    """
    b = right[:, None, :]
    if left is None:
        if first:
            out[...] = b
        else:
            out += b
        return
    a = left[:, :, None] if left.ndim == 2 else left[None, :, None]
    if first:
        np.multiply(a, b, out=out)
    else:
        out += a * b


def diag_add(out: np.ndarray, values) -> None:
    """``out[:, i, i] += values[:, i]`` (``values`` broadcast to ``(n, d)``)."""
    n, d, _ = out.shape
    view = out.reshape(n, d * d)[:, :: d + 1]
    view += values


def max_abs(x: np.ndarray):
    """``max_i |x_i|`` in extended precision."""
    return LD(np.max(np.abs(x))) if x.size else LD(0)


# -- mpmath rows (the twins) -------------------------------------------------------


def mp_row(twin, rows: list, params: tuple, eps, *, start: int = 30) -> np.ndarray:
    """One row of a kernel by its mpmath twin, rounded to float64.

    The twin is evaluated at ``start`` digits, then at twice as many, and so
    on, until two successive precisions agree to 2^-60 of ``max(1, |value|)``:
    the float64 rounding of the last value is then correct to within half a
    unit plus 2^-7 units.
    """
    args = [[mpmath.mpf(float(e)) for e in x] for x in rows]
    pars = [[mpmath.mpf(float(e)) for e in p] for p in params]
    previous = None
    dps = start
    while True:
        with mpmath.workdps(dps):
            value = twin(*args, *pars, mpmath.mpf(float(eps)))
            if previous is not None:
                scale = max([mpmath.mpf(1), *(abs(x) for x in value)])
                if max(abs(a - b) for a, b in zip(value, previous)) <= scale * mpmath.mpf(2) ** -60:
                    return np.array([float(x) for x in value])
        previous = value
        dps *= 2
        if dps > 20000:
            raise ArithmeticError("the mpmath twin did not settle below 20000 digits")


def mp_stats(z: list) -> tuple[list, object]:
    """``(v, q)`` of one row at the working precision: ``v = z - mean(z) 1``, ``q = |v|^2 / d``."""
    d = len(z)
    mu = mpmath.fsum(z) / d
    v = [x - mu for x in z]
    return v, mpmath.fsum(x * x for x in v) / d


def mp_total(*rows: list):
    """``sum_i prod_k rows[k][i]`` at the working precision."""
    if len(rows) == 1:
        return mpmath.fsum(rows[0])
    return mpmath.fsum(mpmath.fprod(xs) for xs in zip(*rows))


def mp_max_abs(x: list):
    return max((abs(e) for e in x), default=mpmath.mpf(0))
