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

:func:`diagnose` fits: a convention fits a target when the target is within
the kappa-aware bound of it (with the convention's own kappa) on the first
:data:`FIT_ROWS` rows of the well-conditioned families (:data:`FIT_FAMILIES`,
kappa <= 10^3, where rounding cannot blur conventions 10^2 units or more
apart).  The codes of the best fitting convention are the diagnosis, plus
``accuracy`` when the target strays beyond the bound from it on any family
(one-pass ``E[z^2] - E[z]^2`` variance: right on random rows, off by
``u kappa^2`` at large offsets).  If none fits, the nearest still counts,
with ``accuracy``, when it is :data:`SEPARATION` times nearer than any other
(float32 arithmetic behind a float64 interface); else the diagnosis is empty.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..kernels import array as kernels
from .oracle import Bound, Case, moments, row_absmax, row_error

__all__ = [
    "CODES", "Convention", "CONVENTIONS", "FIT_FAMILIES", "FIT_ROWS", "SEPARATION", "Fit", "Diagnosis", "diagnose",
]

#: the diagnosis codes, in report order
CODES = ("eps-placement", "variance-divisor", "shift-invariance", "affine", "accuracy")
#: families on which conventions are fitted: their rows have kappa <= 10^3
FIT_FAMILIES = ("random", "tiny", "constant", "d1", "d2")
#: how much nearer than every other convention the nearest must be to count when none fits within C
SEPARATION = 100.0
#: rows of each fitting family used to rank the conventions (the accuracy pass uses every row)
FIT_ROWS = 256


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
    """``gamma * z / denominator(mu, q, sigma) + beta`` with ``z / sigma = u + mu/sigma``."""
    mu, q, sigma = case.stats
    z_over_sigma = case.core + (mu / sigma)[..., None]
    cond = case.gamma_max * case.kappa
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


@dataclass(frozen=True)
class Diagnosis:
    """The codes, the fitted convention (None if none fits) and every convention's distance."""

    codes: tuple[str, ...]
    fitted: str | None
    fits: tuple[Fit, ...]


def _units(value: tuple[np.ndarray, np.ndarray], computed: np.ndarray, bound: Bound) -> np.ndarray:
    """Per-row distance of *computed* from a convention's ``(y, condition)`` in units of the bound.

    NaN for rows where the convention is undefined (and *computed* differs).
    """
    value, cond = value
    err = row_error(computed, value)
    scale = bound.scale(row_absmax(value), cond)
    units = err / scale
    undefined = ~np.isfinite(value).all(axis=-1) & (err > 0)
    units[undefined] = np.nan
    return units


def _worst(units: np.ndarray) -> float:
    """The largest defined distance (0 if none is defined)."""
    defined = units[~np.isnan(units)]
    return float(defined.max()) if defined.size else 0.0


def diagnose(cases: list[Case], outputs: dict[str, np.ndarray], bound: Bound) -> Diagnosis:
    """Fit the target's *outputs* (family name -> y) to :data:`CONVENTIONS` (see the module docstring).

    A convention fits when the target is within ``C`` kappa-scaled units of it
    on the first :data:`FIT_ROWS` rows of each of :data:`FIT_FAMILIES`.  If
    none does, the nearest one still counts, with ``accuracy``, when it is
    :data:`SEPARATION` times nearer than any other (the target follows that
    convention with errors beyond the bound, e.g. it computes in a lower
    precision); else the diagnosis is empty.  ``accuracy`` is also reported when the target strays beyond
    *bound* (plain units under strict) from the fitted convention on any
    row of any family.  A family on which a convention is undefined
    (d - 1 at d = 1) counts neither for nor against it.
    """
    fit_bound = Bound(bound.dtype, strict=False, c=bound.c)
    fitting = [c.head(FIT_ROWS) for c in cases if c.name in FIT_FAMILIES]
    fits = []
    for conv in CONVENTIONS:
        worst = max(
            (_worst(_units(conv.value(c), outputs[c.name][: len(c.z)], fit_bound)) for c in fitting), default=0.0
        )
        fits.append(Fit(conv.name, conv.codes, worst))
    order = sorted(range(len(fits)), key=lambda i: (fits[i].worst, i))
    ranked = tuple(fits[i] for i in order)
    best = CONVENTIONS[order[0]]
    codes = set(best.codes)
    if ranked[0].worst > bound.c:
        if ranked[0].worst * SEPARATION > ranked[1].worst:
            return Diagnosis((), None, ranked)
        codes.add("accuracy")
    for case in cases:
        units = _units(best.value(case), outputs[case.name], bound)
        if (units[~np.isnan(units)] > bound.c).any():
            codes.add("accuracy")
            break
    return Diagnosis(tuple(c for c in CODES if c in codes), best.name, ranked)
