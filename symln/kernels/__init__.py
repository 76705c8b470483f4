"""The numeric kernels: layer norm and its derivatives on numpy arrays.

The public functions (``core``, ``layer_norm``, ``jacobian``, ``jvp``,
``vjp``, ``param_grads``, ``core_variance``, ``sensitivity``,
``lipschitz_bound``) live in :mod:`symln.kernels.array`; their mpmath twins
in :mod:`symln.kernels.twins` (public as :mod:`symln.mpkernels`).  The values
are derived in the general-d algebra (:mod:`.derivation`), printed as numpy
and mpmath code (:mod:`.codegen`) into the committed :mod:`._generated`, and
evaluated with the row primitives of :mod:`.rowops` on arguments checked by
:mod:`.inputs`; :mod:`.families` holds the seeded inputs that measure accuracy.
"""

from .array import *  # noqa: F403 (the public API is array's __all__)
from .array import __all__  # noqa: F401
