"""The numeric kernels: layer norm and its derivatives on numpy arrays.

The public functions (``core``, ``layer_norm``, ``jacobian``, ``jvp``,
``vjp``, ``param_grads``, ``core_variance``, ``sensitivity``,
``lipschitz_bound``) live in :mod:`symln.kernels.array`; their mpmath twins
in :mod:`symln.kernels.twins` (public as :mod:`symln.mpkernels`).  The values
are derived in the general-d algebra (:mod:`.derivation`) and printed
(:mod:`.codegen`) as numpy and mpmath code into the committed :mod:`._generated`
and as C into the committed ``csrc/generated.c``, which the install compiles
into :mod:`._compiled` when a C compiler is present.  :mod:`.compiled` says
which path runs (``path``, ``set_path``, ``threads``, ``set_threads``); the
numpy path uses the row primitives of :mod:`.rowops`; :mod:`.inputs` checks
the arguments; :mod:`.families` holds the seeded inputs that measure accuracy.
"""

from . import array as _array
from .array import *  # noqa: F403 (the public API is array's __all__)
from .compiled import path, set_path, set_threads, threads

__all__ = [*_array.__all__, "path", "set_path", "threads", "set_threads"]
