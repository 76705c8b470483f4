"""symln: machine-checked mathematics of layer normalization.

The public authoring API: declare claims with :func:`claim`, scopes
:class:`AllD`, :class:`Example`, :class:`Dims`, and the relations a claim
body returns.  Layer-norm definitions live in :mod:`symln.model`.
"""

from .prove.claims import AllD, Claim, Dims, Example, Skip, claim
from .prove.relations import Approximately, Chain, Equal, LessEqual, Limit, LipschitzBound, Nonzero, Positive, Solutions

__version__ = "0.1.0"

__all__ = [
    "AllD",
    "Approximately",
    "Chain",
    "Claim",
    "Dims",
    "Equal",
    "Example",
    "LessEqual",
    "Limit",
    "LipschitzBound",
    "Nonzero",
    "Positive",
    "Skip",
    "Solutions",
    "claim",
    "__version__",
]
