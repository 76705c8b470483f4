r"""Known wrong RMSNorm conventions, computed from the oracle, for ``symln check-impl --norm rms``.

As for layer norm (:mod:`symln.checkimpl.conventions`), each is written with
the oracle's accurate ``r = z/sqrt(s + eps)`` and ``sigma = sqrt(s + eps)``
(:class:`symln.checkimpl.oracle.Case` with the RMSNorm :class:`~symln.checkimpl.norms.Norm`),
so it is as accurate as the oracle, and carries its own condition term:

* eps outside the root: ``z/(sqrt(s) + eps) = r sigma/(sqrt(s) + eps)`` (``eps-placement``);
* the sum of squares over d - 1, or over 1 (no mean): ``z/sqrt(|z|^2/(d-1) + eps)``,
  ``z/sqrt(|z|^2 + eps)`` (``variance-divisor``);
* a layer norm given as RMSNorm, ``v/sqrt(q + eps)`` (``centering``; its condition is
  layer norm's ``|mu|/sqrt(q + eps)``), or centered only in the root, ``z/sqrt(q + eps)``
  (``centering``; keras's ``LayerNormalization(rms_scaling=True)`` computes it);
* the gain missing, applied as ``1 + weight`` (Gemma's convention, given a plain gain),
  swapped with the bias, the bias added before the gain, or missing (``affine``).

The same convention with another eps is :func:`rms_with_eps` (``eps-value``).
A target computed in a lower precision (float64 inputs run in float32, as a
Llama-style module that upcasts to float32 and casts back does) fits only at that
dtype's unit roundoff: ``precision`` (:mod:`symln.checkimpl.diagnosis`).
"""

from __future__ import annotations

import numpy as np

from ..kernels import array as kernels
from .conventions import Convention, _affine, _plain
from .oracle import Case, moments

__all__ = ["RMS_CONVENTIONS", "rms_with_eps"]


def _rescaled(case: Case, denominator) -> tuple[np.ndarray, np.ndarray]:
    """``gamma * z / D + beta`` with ``z = r sigma`` and ``D = denominator(s, sigma)``; the condition is
    RMSNorm's ``|r|_inf`` times ``sigma / D`` (the output's size relative to r)."""
    _, s, sigma = case.stats
    with np.errstate(divide="ignore", invalid="ignore"):
        factor = sigma / denominator(s, sigma)
        y = _affine(case.core * factor[..., None], case.gamma64, case.beta64)
    return y, case.gamma_max * case.kappa * np.maximum(1.0, np.nan_to_num(factor))


def _centered(case: Case) -> tuple[np.ndarray, np.ndarray]:
    """Layer norm: what a layer norm passed as RMSNorm computes, with layer norm's own condition."""
    mu, _, sigma = moments(case.z64, case.eps)
    y = kernels.layer_norm(case.z64, case.gamma64, case.beta64, case.eps)
    return y, case.gamma_max * np.abs(mu) / sigma


def _centered_root(case: Case) -> tuple[np.ndarray, np.ndarray]:
    """``z/sqrt(q + eps)``: the variance in the root, the input not centered, with the condition of
    :func:`symln.checkimpl.conventions._uncentered` (layer norm's kappa times ``1 + kappa``)."""
    mu, _, sigma = moments(case.z64, case.eps)
    kappa = np.abs(mu) / sigma
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        y = _affine(case.z64 / sigma[..., None], case.gamma64, case.beta64)
    return y, case.gamma_max * kappa * (1.0 + kappa)


def _divisor(case: Case, k) -> float:
    """``d/k``: the mean square ``|z|^2/d`` becomes ``|z|^2/k`` (undefined for k = 0, d - 1 at d = 1)."""
    return case.d / k if k > 0 else np.nan


def rms_with_eps(eps: float) -> Convention:
    """RMSNorm computed with *eps* in place of the eps given (code ``eps-value``)."""

    def value(case: Case) -> tuple[np.ndarray, np.ndarray]:
        y = kernels.rms_norm(case.z64, case.gamma64, eps, case.beta64)
        r = kernels.rms_core(case.z64, eps)
        return y, case.gamma_max * np.max(np.abs(r), axis=-1)

    return Convention(f"RMSNorm with eps = {eps:g}", ("eps-value",), value)


RMS_CONVENTIONS = (
    Convention("RMSNorm", (), lambda c: _plain(c, c.y)),
    Convention("eps outside the root", ("eps-placement",), lambda c: _rescaled(c, lambda s, sg: np.sqrt(s) + c.eps)),
    Convention("mean square with divisor d - 1", ("variance-divisor",),
               lambda c: _rescaled(c, lambda s, sg: np.sqrt(s * _divisor(c, c.d - 1) + c.eps))),
    Convention("sum of squares without the mean (divisor 1)", ("variance-divisor",),
               lambda c: _rescaled(c, lambda s, sg: np.sqrt(s * c.d + c.eps))),
    Convention("layer norm (centered), not RMSNorm", ("centering",), _centered),
    Convention("the variance in the root, the input not centered", ("centering",), _centered_root),
    Convention("gain missing", ("affine",), lambda c: _plain(c, c.core + c.beta64, 1.0)),
    Convention("gain applied as 1 + weight", ("affine",),
               lambda c: _plain(c, _affine(c.core.copy(), 1.0 + c.gamma64, c.beta64), float(np.abs(1 + c.gamma64).max()))),
    Convention("gain and bias swapped", ("affine",),
               lambda c: _plain(c, _affine(c.core * c.beta64, 1.0, c.gamma64), float(np.abs(c.beta64).max()))),
    Convention("bias added before the gain", ("affine",), lambda c: _plain(c, _affine(c.core + c.beta64, c.gamma64, 0.0))),
    Convention("bias missing", ("affine",), lambda c: _plain(c, c.gamma64 * c.core)),
)
