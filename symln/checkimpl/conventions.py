r"""Known wrong layer-norm conventions, computed from the oracle, and fitting a target to them.

Each convention is the value some real code computes instead of
``y = gamma * u + beta``, ``u = v / sqrt(q + eps)``, written in terms of the
oracle's accurate core ``u`` and row statistics (:class:`symln.checkimpl.oracle.Case`),
so that it is as accurate as the oracle itself.  With ``sigma = sqrt(q + eps)``:

* eps added to the standard deviation: ``v / (sqrt(q) + eps) = u sigma / (sqrt(q) + eps)``;
* variance divisor d - 1: ``v / sqrt(q d/(d-1) + eps) = u sigma / sqrt(q d/(d-1) + eps)``
  (undefined at d = 1, as ``var(unbiased=True)`` is);
* no centering (RMSNorm): ``z / sqrt(mu^2 + q + eps) = (u + mu/sigma) sigma / sqrt(mu^2 + sigma^2)``;
  centering only inside the variance: ``z / sigma = u + mu/sigma``;
* gain and bias in the wrong place: swapped (``beta * u + gamma``), bias
  inside the gain (``gamma * (u + beta)``), either missing, or applied before
  normalizing (``core(gamma * z + beta)``).

The bound of each convention carries that convention's own condition number
(:func:`_scaled`, :func:`_uncentered`); :mod:`symln.checkimpl.diagnosis` fits
a target to them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..kernels import array as kernels
from .oracle import Bound, Case, moments, row_absmax, row_error

__all__ = ["CODES", "Convention", "CONVENTIONS", "Fit", "distance", "units", "layer_norm_with_eps"]

#: the diagnosis codes, in report order
CODES = ("eps-placement", "eps-value", "variance-divisor", "shift-invariance", "centering", "affine", "precision",
         "accuracy")


@dataclass(frozen=True)
class Convention:
    """A way to compute layer norm and its diagnosis codes (none for the right one).

    ``value(case)`` gives ``(y, condition)``: the convention's output on the
    case and, per row, the condition term of its bound (the gain times the
    kappa of this convention, see :func:`_scaled`).
    """

    name: str
    codes: tuple[str, ...]
    value: Callable[[Case], tuple[np.ndarray, np.ndarray]]


def _scaled(case: Case, denominator: Callable) -> tuple[np.ndarray, np.ndarray]:
    """``gamma * v / D + beta`` with ``v = u sigma`` from the oracle's core and ``D = denominator(q, sigma)``.

    Rounding the mean by ``du`` moves this output by ``gamma du / D``, so its
    kappa is ``|mu| / D = kappa sigma / D`` (larger than the layer norm's when
    D < sigma, e.g. eps added to a tiny standard deviation).
    """
    _, q, sigma = case.stats
    with np.errstate(divide="ignore", invalid="ignore"):
        factor = sigma / denominator(q, sigma)
        y = _affine(case.core * factor[..., None], case.gamma64, case.beta64)
    return y, case.gamma_max * case.kappa * np.maximum(1.0, np.nan_to_num(factor))


def _affine(x: np.ndarray, gain, bias) -> np.ndarray:
    """``gain * x + bias`` in place of the fresh array *x*."""
    with np.errstate(invalid="ignore", over="ignore"):
        x *= gain
        x += bias
    return x


def _uncentered(case: Case, denominator: Callable | None) -> tuple[np.ndarray, np.ndarray]:
    """``gamma * z / denominator(mu, q, sigma) + beta`` with ``z / sigma = u + mu/sigma``.

    Without a denominator (``z / sigma``, the centered variance under an
    uncentered numerator) the condition is ``kappa (1 + kappa)``: entries moved
    by ``u |mu|`` move q by ``(2/d) <v, dz> <= 2 sqrt(q) u |mu|``, so sigma by a
    relative ``u |mu| sqrt(q) / sigma^2 <= u kappa``, which the output, of size
    about ``|mu| / sigma = kappa``, carries as ``u kappa^2``.  The RMS
    denominators ``hypot(mu, sigma)`` are insensitive to such a move and keep
    the condition kappa.
    """
    mu, q, sigma = case.stats
    z_over_sigma = case.core + (mu / sigma)[..., None]
    cond = case.gamma_max * case.kappa * (1.0 if denominator is not None else 1.0 + case.kappa)
    if denominator is not None:
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            z_over_sigma *= (sigma / denominator(mu, q, sigma))[..., None]
    return _affine(z_over_sigma, case.gamma64, case.beta64), cond


def _unbiased(case: Case) -> float:
    d = case.d
    return d / (d - 1) if d > 1 else np.nan


def _plain(case: Case, y: np.ndarray, gain: float | None = None) -> tuple[np.ndarray, np.ndarray]:
    """*y* with the layer norm's condition term (with *gain* in place of max|gamma| if given)."""
    return y, (case.gamma_max if gain is None else gain) * case.kappa


def layer_norm_with_eps(eps: float) -> Convention:
    """Layer norm computed with *eps* in place of the eps given (code ``eps-value``)."""

    def value(case: Case) -> tuple[np.ndarray, np.ndarray]:
        mu, _, sigma = moments(case.z64, eps)
        y = kernels.layer_norm(case.z64, case.gamma64, case.beta64, eps)
        return y, case.gamma_max * np.abs(mu) / sigma

    return Convention(f"layer norm with eps = {eps:g}", ("eps-value",), value)


def _affine_first(case: Case) -> tuple[np.ndarray, np.ndarray]:
    """``core(gamma * z + beta)``: its condition is that of the transformed rows."""
    w = case.gamma64 * case.z64 + case.beta64
    mu, _, sigma = moments(w, case.eps)
    return kernels.core(w, case.eps), np.abs(mu) / sigma


CONVENTIONS = (
    Convention("layer norm", (), lambda c: _plain(c, c.y)),
    Convention("eps added to the standard deviation", ("eps-placement",),
               lambda c: _scaled(c, lambda q, s: np.sqrt(q) + c.eps)),
    Convention("variance divisor d - 1", ("variance-divisor",),
               lambda c: _scaled(c, lambda q, s: np.sqrt(q * _unbiased(c) + c.eps))),
    Convention("divisor d - 1 and eps added to the standard deviation", ("eps-placement", "variance-divisor"),
               lambda c: _scaled(c, lambda q, s: np.sqrt(q * _unbiased(c)) + c.eps)),
    Convention("no centering (RMSNorm)", ("shift-invariance",),
               lambda c: _uncentered(c, lambda mu, q, s: np.hypot(mu, s))),
    Convention("no centering, eps added to the root mean square", ("shift-invariance", "eps-placement"),
               lambda c: _uncentered(c, lambda mu, q, s: np.hypot(mu, np.sqrt(q)) + c.eps)),
    Convention("centered variance, uncentered numerator", ("shift-invariance",), lambda c: _uncentered(c, None)),
    Convention("gain and bias swapped", ("affine",),
               lambda c: _plain(c, _affine(c.core * c.beta64, 1.0, c.gamma64), float(np.abs(c.beta64).max()))),
    Convention("bias added before the gain", ("affine",),
               lambda c: _plain(c, _affine(c.core + c.beta64, c.gamma64, 0.0))),
    Convention("bias missing", ("affine",), lambda c: _plain(c, c.gamma64 * c.core)),
    Convention("gain missing", ("affine",), lambda c: _plain(c, c.core + c.beta64, 1.0)),
    Convention("gain and bias applied before normalizing", ("affine",), _affine_first),
)


@dataclass(frozen=True)
class Fit:
    """How far a target is from one convention on the fitting families (worst kappa-scaled units)."""

    name: str
    codes: tuple[str, ...]
    worst: float


def units(value: tuple[np.ndarray, np.ndarray], computed: np.ndarray, bound: Bound) -> np.ndarray:
    """Per-row distance of *computed* from a convention's ``(y, condition)`` in units of the bound.

    NaN for rows where the convention is undefined (and *computed* differs).
    """
    value, cond = value
    err = row_error(computed, value)
    scale = bound.scale(row_absmax(value), cond)
    out = err / scale
    undefined = ~np.isfinite(value).all(axis=-1) & (err > 0)
    out[undefined] = np.nan
    return out


def distance(conv: Convention, cases: list[Case], outputs: dict[str, np.ndarray], bound: Bound) -> float:
    """The largest defined distance of the target's *outputs* from *conv* over *cases* (0 if none is defined).

    A family on which the convention is undefined (d - 1 at d = 1) counts
    neither for nor against it.
    """
    worst = 0.0
    for case in cases:
        u = units(conv.value(case), outputs[case.name][: len(case.z)], bound)
        defined = u[~np.isnan(u)]
        if defined.size:
            worst = max(worst, float(defined.max()))
    return worst
