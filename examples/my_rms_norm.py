"""A user's RMSNorm, as ``symln check-impl --norm rms`` sees it: ``fn(z, gamma, beta, eps) -> y``.

``rms_norm`` is written the way Llama's RMSNorm is: the input upcast to
float32, ``z / sqrt(mean(z^2) + eps)``, cast back to the input's dtype, then
the gain; it has no bias (the check sees that it ignores beta).  Check it from
the repository root with

    symln check-impl examples/my_rms_norm.py:rms_norm --norm rms --dtype float32

(exit 0).  The others are common slips, each named by the check (the check-impl
tutorial, docs/tutorials/check-implementation.md, runs them): eps outside the root
(``eps-placement``), the sum of squares without the mean (``variance-divisor``),
the gain forgotten (``affine``), and a layer norm given as RMSNorm (``centering``).
"""

import numpy as np


def rms_norm(z, gamma, beta, eps):
    """Llama-style RMSNorm: float32 arithmetic, no bias."""
    h = z.astype(np.float32)
    h = h / np.sqrt(np.mean(h * h, axis=-1, keepdims=True) + np.float32(eps))
    return gamma * h.astype(z.dtype)


def rms_norm_eps_outside(z, gamma, beta, eps):
    """eps added to the root mean square instead of under the root."""
    return z / (np.sqrt(np.mean(z * z, axis=-1, keepdims=True)) + eps) * gamma


def rms_norm_sum_of_squares(z, gamma, beta, eps):
    """The sum of squares where the mean square belongs."""
    return z / np.sqrt(np.sum(z * z, axis=-1, keepdims=True) + eps) * gamma


def rms_norm_no_gain(z, gamma, beta, eps):
    """The gain forgotten."""
    return z / np.sqrt(np.mean(z * z, axis=-1, keepdims=True) + eps)


def layer_norm(z, gamma, beta, eps):
    """A layer norm (it centers), given as RMSNorm."""
    v = z - z.mean(axis=-1, keepdims=True)
    return v / np.sqrt(np.mean(v * v, axis=-1, keepdims=True) + eps) * gamma + beta
