"""Layer norms for the tests of ``symln check-impl``: right ones, and wrong ones as found in real code.

Every function has the target signature ``fn(z, gamma, beta, eps) -> y`` on
numpy arrays of shape ``(..., d)``.  ``WRONG`` maps each wrong one to the
diagnosis codes check-impl must report.
"""

import numpy as np


def _mean(z):
    return z.mean(axis=-1, keepdims=True)


# --- right -------------------------------------------------------------------------------------------


def two_pass(z, gamma, beta, eps):
    """Mean, then the mean square of the centered rows."""
    r = z - _mean(z)
    return r / np.sqrt(_mean(r * r) + eps) * gamma + beta


def centered_twice(z, gamma, beta, eps):
    """Center, then center again (repairs the rounding of the first mean)."""
    r = z - _mean(z)
    r = r - _mean(r)
    return r / np.sqrt(_mean(r * r) + eps) * gamma + beta


def _welford(z):
    """(count, mean, M2) of the rows: Welford's update on 8 columns, Chan's merge of halves above that."""
    n = z.shape[-1]
    if n <= 8:
        mean = np.zeros(z.shape[:-1] + (1,), dtype=z.dtype)
        m2 = np.zeros_like(mean)
        for k in range(n):
            x = z[..., k : k + 1]
            delta = x - mean
            mean = mean + delta / (k + 1)
            m2 = m2 + delta * (x - mean)
        return n, mean, m2
    na, ma, m2a = _welford(z[..., : n // 2])
    nb, mb, m2b = _welford(z[..., n // 2 :])
    delta = mb - ma
    return n, ma + delta * (nb / n), m2a + m2b + delta * delta * (na * nb / n)


def welford(z, gamma, beta, eps):
    """Welford's running moments merged pairwise (as vectorized libraries do)."""
    n, mean, m2 = _welford(z)
    return (z - mean) / np.sqrt(m2 / n + eps) * gamma + beta


# --- wrong conventions -------------------------------------------------------------------------------


def eps_outside(z, gamma, beta, eps):
    """eps added to the standard deviation."""
    r = z - _mean(z)
    return r / (np.sqrt(_mean(r * r)) + eps) * gamma + beta


def unbiased(z, gamma, beta, eps):
    """Variance with divisor d - 1 (numpy's ddof=1)."""
    r = z - _mean(z)
    return r / np.sqrt(r.var(axis=-1, ddof=1, keepdims=True) + eps) * gamma + beta


def annotated(z, gamma, beta, eps):
    """The well-known tutorial layer norm: ``a * (x - mean) / (std + eps) + b`` with the unbiased std."""
    r = z - _mean(z)
    return gamma * r / (z.std(axis=-1, ddof=1, keepdims=True) + eps) + beta


def rms_norm(z, gamma, beta, eps):
    """RMSNorm passed as layer norm: no centering."""
    return z / np.sqrt(_mean(z * z) + eps) * gamma + beta


def swapped_affine(z, gamma, beta, eps):
    """gain and bias swapped."""
    return two_pass(z, beta, gamma, eps)


def bias_inside(z, gamma, beta, eps):
    """bias added before the gain: ``gamma * (u + beta)``."""
    return (two_pass(z, 1, 0, eps) + beta) * gamma


def one_pass(z, gamma, beta, eps):
    """Variance as ``E[z^2] - E[z]^2``: cancels catastrophically under a large common offset."""
    mu = _mean(z)
    var = _mean(z * z) - mu * mu
    return (z - mu) / np.sqrt(var + eps) * gamma + beta


def hard_coded_eps(z, gamma, beta, eps):
    """Ignores the eps it is given: always 1e-5 (right wherever the caller's eps is 1e-5)."""
    return two_pass(z, gamma, beta, 1e-5)


def float32_inside(z, gamma, beta, eps):
    """Right formula, computed in float32 whatever the input."""
    return two_pass(z.astype(np.float32), gamma.astype(np.float32), beta.astype(np.float32), eps).astype(z.dtype)


# --- unusable -------------------------------------------------------------------------------------------


def raises(z, gamma, beta, eps):
    raise RuntimeError("not implemented")


def wrong_shape(z, gamma, beta, eps):
    return z.mean(axis=-1)


NOT_CALLABLE = 42

RIGHT = ("two_pass", "centered_twice", "welford")

WRONG = {
    "eps_outside": ("eps-placement",),
    "unbiased": ("variance-divisor",),
    "annotated": ("eps-placement", "variance-divisor"),
    "rms_norm": ("shift-invariance",),
    "swapped_affine": ("affine",),
    "bias_inside": ("affine",),
    "one_pass": ("accuracy",),
    "hard_coded_eps": ("eps-value",),
}
