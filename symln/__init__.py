"""symln: machine-checked mathematics of layer normalization.

The public authoring API: declare claims with :func:`claim`, scopes
:class:`AllD`, :class:`Example`, :class:`Dims`, and the relations a claim
body returns.  Layer-norm definitions live in :mod:`symln.model`.
"""

import importlib.util
import sys

#: the modules symln imports and the distributions that provide them (pyproject.toml)
_DEPENDENCIES = {"sympy": "sympy", "mpmath": "mpmath", "numpy": "numpy", "gmpy2": "gmpy2",
                 "flint": "python-flint", "z3": "z3-solver"}
_missing = [dist for module, dist in _DEPENDENCIES.items() if importlib.util.find_spec(module) is None]
if _missing:
    raise ImportError(
        f"symln needs {', '.join(_missing)}, not installed for this Python ({sys.executable}); install symln "
        "with its dependencies: python -m pip install -c constraints.txt -e \".[test]\" in a checkout (README, Setup)"
    )

from .prove.language.claims import AllD, Claim, Dims, Example, Skip, claim  # noqa: E402
from .prove.language.relations import Approximately, Chain, Equal, LessEqual, Limit, LipschitzBound, Nonzero, Positive, Solutions  # noqa: E402

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
