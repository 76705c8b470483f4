"""mpmath twins of :mod:`symln.kernels`, for any precision (see :mod:`symln.kernels.twins`)."""

from .kernels.twins import *  # noqa: F403 (the public API is twins' __all__)
from .kernels.twins import __all__  # noqa: F401
