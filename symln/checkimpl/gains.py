r"""How a target's weight gives the gain: ``plain`` (gamma = weight) or ``one-plus`` (gamma = 1 + weight).

Most layers multiply the normalized row by their weight; Gemma's RMSNorm (and
the "zero-centered gamma" layer norms) multiply by ``1 + weight``, so that a
weight of zeros is the identity gain.  ``symln check-impl --gain one-plus``
checks such a target against the same mathematics: every call gives it the
weight ``gamma - 1`` for the gain gamma the oracle uses.

The weight is formed in float64 and rounded to the checked dtype: exact for
the identity rows' gains 1 (weight 0) and for every gamma >= 1/2 (Sterbenz's
lemma, and for gamma >= 1 the difference of two multiples of gamma's spacing
is one), within half a unit of ``|gamma - 1| <= |gamma| + 1`` otherwise: the
gain the target forms moves by that much, about one unit of the forward
bound's ``u max|gamma| kappa``.  The gradient for the weight is the gradient
for gamma (``d gamma/d weight = 1``), so the parameter-gradient checks stand.
"""

from __future__ import annotations

import numpy as np

from .targets import Target

__all__ = ["GAINS", "with_gain"]

#: the gain conventions, as ``--gain`` names them
GAINS = ("plain", "one-plus")


def _weight(gamma: np.ndarray) -> np.ndarray:
    """``gamma - 1`` in *gamma*'s dtype (module docstring)."""
    return (np.asarray(gamma, dtype=np.float64) - 1.0).astype(gamma.dtype)


def with_gain(target: Target, gain: str) -> Target:
    """*target* called with the weight its gain convention *gain* (one of :data:`GAINS`) asks for."""
    if gain == "plain":
        return target
    backward = target.backward

    def forward(z, gamma, beta, eps):
        return target.forward(z, _weight(gamma), beta, eps)

    def weighted_backward(z, gamma, beta, eps, g):
        return backward(z, _weight(gamma), beta, eps, g)

    jit = None if target.jit is None else with_gain(target.jit, gain)
    return Target(target.name, forward, None if backward is None else weighted_backward, target.autodiff, target.mode, jit)
