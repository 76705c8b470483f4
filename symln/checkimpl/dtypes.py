r"""The dtypes ``symln check-impl`` checks in: their unit roundoff, range and numpy storage.

A dtype with p significand bits (the leading one included) rounds to
nearest with relative error at most its unit roundoff ``u = 2^-p``:

=========  ==  ========  ========
dtype      p   u         largest
=========  ==  ========  ========
float64    53  2^-53     1.8e308
float32    24  2^-24     3.4e38
float16    11  2^-11     65504
bfloat16   8   2^-8      3.4e38
=========  ==  ========  ========

numpy has no bfloat16 of its own: bfloat16 arrays use the ``ml_dtypes``
package (installed with JAX), so that an array carries its dtype to the
target, as float16 does.

>>> unit("bfloat16") == 2.0**-8, significand_bits("float32")
(True, 24)
>>> lower("float32")
('float16', 'bfloat16')
"""

from __future__ import annotations

import numpy as np

from ..errors import SymlnError

__all__ = ["DTYPES", "DtypeError", "significand_bits", "unit", "largest", "storage", "name_of", "lower"]

#: the checked dtypes and their significand bits, from the most precise down
DTYPES = {"float64": 53, "float32": 24, "float16": 11, "bfloat16": 8}

_LARGEST = {"float64": float(np.finfo(np.float64).max), "float32": float(np.finfo(np.float32).max),
            "float16": 65504.0, "bfloat16": 3.3895313892515355e38}


class DtypeError(SymlnError, ValueError):
    """An unknown dtype, or one this environment cannot hold (bfloat16 without ml_dtypes)."""


def name_of(dtype) -> str:
    """The name of *dtype* (a name, a numpy dtype or an ml_dtypes type); DtypeError if it is not checked."""
    name = dtype if isinstance(dtype, str) else np.dtype(dtype).name
    if name not in DTYPES:
        raise DtypeError(f"dtype: expected one of {', '.join(DTYPES)}, got {name!r}")
    return name


def significand_bits(dtype) -> int:
    return DTYPES[name_of(dtype)]


def unit(dtype) -> float:
    """The unit roundoff ``2^-p``."""
    return 2.0 ** -significand_bits(dtype)


def largest(dtype) -> float:
    """The largest finite value."""
    return _LARGEST[name_of(dtype)]


def storage(dtype) -> np.dtype:
    """The numpy dtype of arrays in *dtype* (bfloat16 from ml_dtypes; DtypeError without it)."""
    name = name_of(dtype)
    if name != "bfloat16":
        return np.dtype(name)
    try:
        import ml_dtypes
    except ImportError:
        raise DtypeError(
            "dtype: bfloat16 arrays need the ml_dtypes package (installed with JAX: pip install ml_dtypes)"
        ) from None
    return np.dtype(ml_dtypes.bfloat16)


def lower(dtype) -> tuple[str, ...]:
    """The dtypes less precise than *dtype*, from the most precise down."""
    bits = significand_bits(dtype)
    return tuple(name for name, p in DTYPES.items() if p < bits)
