"""The families of check-impl: the rare rows, and which families each dtype can hold."""

import numpy as np
import pytest

from symln.checkimpl import dtypes
from symln.checkimpl.families import FAMILIES, batch, representable


@pytest.mark.parametrize("dtype", ["float64", "float32", "float16", "bfloat16"])
def test_rare_rows_are_near_constant_and_exact_in_the_dtype(dtype):
    if dtype == "bfloat16":
        pytest.importorskip("ml_dtypes")
    z, eps = batch("rare", rows=64, d=300, seed=5, dtype=dtype)
    assert eps == 1e-5 and z.shape == (64, 300)
    assert np.array_equal(z.astype(dtypes.storage(dtype)).astype(np.float64), z)  # no rounding left to do
    c = np.median(z, axis=1)
    assert (np.abs(c) >= 1e3).all() and (np.abs(c) <= min(1e12, dtypes.largest(dtype))).all()
    outliers = z != c[:, None]
    assert (outliers.sum(axis=1) >= 1).all() and (outliers.sum(axis=1) <= 3).all()
    ulp = np.abs(z - c[:, None]).max(axis=1) / np.spacing(np.abs(c).astype(dtypes.storage(dtype))).astype(float)
    assert (ulp >= 1).all() and (ulp <= 3).all()  # one to three ulp of c


def test_rare_outliers_sit_next_to_block_boundaries():
    z, _ = batch("rare", rows=256, d=768, seed=0, dtype="float32")
    pos = np.nonzero(z != np.median(z, axis=1)[:, None])[1]
    assert np.isin(pos % 128, [*range(8), 127]).mean() > 0.1  # the boundaries of blocks of 128 among them


def test_each_dtype_holds_the_families_within_its_range():
    assert all(representable(name, dtype) for name in FAMILIES for dtype in ("float64", "float32", "bfloat16"))
    assert [name for name in FAMILIES if not representable(name, "float16")] == ["offset8", "offset12", "wide"]
    assert batch("random", rows=2, d=4, seed=0, dtype="float32")[0].dtype == np.float64
