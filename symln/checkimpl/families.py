r"""The input families of ``symln check-impl``: the kernels' families and ``rare``.

The families of :mod:`symln.kernels.families` cover random rows, common
offsets, tiny variance, constant rows and d = 1, 2, 3000.  ``rare`` adds rows
built to meet the branches and blocks of vectorized code: each row is a
constant ``c`` (``|c| = 10^U(3, 12)``, random sign, capped by the dtype's
range) with one to three outliers ``c +- k ulp(c)`` (k = 1, 2, 3, ulp the
spacing of the checked dtype at c), each at a position ``B m + j`` next to a
block boundary (block length ``B = 2^3 .. 2^8``, ``j = -1 .. 7``).  Such a
row has ``q`` of a few ``ulp(c)^2``: where ``ulp(c) > sqrt(eps)``, kappa is
about ``|c| / ulp(c) ~ 1/u`` and the dtype barely resolves the row.  An
algorithm that drops an outlier at a boundary (torch 2.13's float32 CPU
layer norm does, for outliers among the first eight entries of a block of
128) returns about ``ulp(c)/sqrt(eps)`` there, far beyond ``sqrt(d - 1)``, the
largest value any layer norm takes.

A family is left out in a dtype whose range cannot hold it (the offsets
10^8, 10^12 and the wide rows at 10^6 in float16).

>>> z, eps = batch("rare", rows=2, d=16, seed=0, dtype="float32")
>>> z.shape, eps, len(np.unique(z[0])) <= 4
((2, 16), 1e-05, True)
>>> [name for name in FAMILIES if not representable(name, "float16")]
['offset8', 'offset12', 'wide']
"""

from __future__ import annotations

import numpy as np

from ..kernels import families as kernel_families
from . import dtypes
from .norms import LAYER

__all__ = ["FAMILIES", "batch", "representable"]

#: family name -> (d or None for "as asked", eps)
FAMILIES = {**kernel_families.FAMILIES, "rare": (None, 1e-5)}

#: the largest |entry| of each kernel family, for :func:`representable` (10 for those not listed) ...
_REACH = {"offset4": 1e4 + 10, "offset8": 1e8 + 10, "offset12": 1e12 + 10, "wide": 1e6 + 10, "constant": 7.25}
#: ... and of each RMSNorm family (symln.kernels.families.RMS_FAMILIES)
_RMS_REACH = {"offset8": 1e8 + 10, "spike": 1e8, "huge": 1e31, "vast": 1e151}


def representable(name: str, dtype, norm=LAYER) -> bool:
    """Whether the entries of family *name* lie within the range of *dtype*; for RMSNorm, their squares
    (an RMSNorm forms ``|z|^2`` in the dtype, or in float32 for the half-precision ones)."""
    if norm is LAYER:
        return _REACH.get(name, 10.0) < dtypes.largest(dtype)
    return _RMS_REACH.get(name, 10.0) ** 2 < dtypes.largest(dtype)


def batch(name: str, *, rows: int, d: int, seed: int, dtype, norm=LAYER) -> tuple[np.ndarray, float]:
    """``(z, eps)`` of family *name* as float64 (the families other than ``rare`` do not depend on *dtype*);
    with ``norm=RMS`` a family of :data:`symln.kernels.families.RMS_FAMILIES`."""
    if norm is not LAYER:
        return norm.family(name, rows=rows, d=d, seed=seed)
    if name != "rare":
        return kernel_families.family(name, rows=rows, d=d, seed=seed)
    return _rare(rows, d, seed, dtype), FAMILIES["rare"][1]


def _rare(rows: int, d: int, seed: int, dtype) -> np.ndarray:
    """The ``rare`` rows (module docstring), exactly representable in *dtype*."""
    store = dtypes.storage(dtype)
    rng = np.random.default_rng(seed + 3)
    top = min(12.0, np.log10(dtypes.largest(dtype)) - 1)
    c = (10.0 ** rng.uniform(3.0, top, rows) * rng.choice([-1.0, 1.0], rows)).astype(store)
    ulp = np.spacing(np.abs(c).astype(np.float32)).astype(np.float64)  # float32 spacing, scaled to the dtype below
    ulp *= 2.0 ** (24 - dtypes.significand_bits(dtype))
    c = c.astype(np.float64)
    z = np.repeat(c[:, None], d, axis=1)
    for r, count in enumerate(rng.integers(1, 4, rows)):
        block = 2 ** rng.integers(3, 9, count)
        pos = (block * rng.integers(0, -(-d // block) + 1) + rng.integers(-1, 8, count)) % d
        z[r, pos] = c[r] + rng.choice([-1.0, 1.0], count) * rng.integers(1, 4, count) * ulp[r]
    return z
