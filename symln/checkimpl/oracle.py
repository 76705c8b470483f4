r"""The oracle side of ``symln check-impl``: inputs, reference values and the error bound.

A :class:`Case` is one batch of a family of :mod:`symln.kernels.families`
rounded to the checked dtype, with the reference values on *those* floats:
the accurate float64 kernels of :mod:`symln.kernels` evaluated on their exact
float64 view (a float32 input is exactly a float64).  Nothing here is a
second oracle: the row statistics come from the kernels too
(:func:`moments`).

The bound (:class:`Bound`).  A backward-stable layer norm returns the exact
layer norm of an input within a few units of roundoff of z, entries moved by
about ``u |z_i| ~ u |mu|``; the core's Jacobian has norm at most
``1/sqrt(q+eps)`` (its eigenvalues, E13-E15), so that costs about
``u |mu| / sqrt(q+eps) = u kappa`` in the core (as does an error of ``u |mu|``
in the computed mean, which shifts every centered entry), and the final scale
and shift cost a few units of y.  So per row

    |y - y_ref|_inf <= C u (max(1, |y_ref|_inf) + max|gamma| kappa),
    kappa = |mu| / sqrt(q + eps),

with u the unit roundoff of the dtype (2^-53, 2^-24, 2^-11, 2^-8:
:mod:`symln.checkimpl.dtypes`).  ``--strict`` drops
the kappa term (plain units).  :data:`C` = 16: the largest value measured for
torch.nn.functional.layer_norm and the two-pass numpy idiom over the families
(d = 16, 768, 4096; 4096 rows; three seeds; float64 and float32) was 6.9
(torch, float64, random rows of d = 16: the statistics' rounding on top of
that of the scale and shift); 16 leaves a factor 2.3, while every wrong
convention of :mod:`symln.checkimpl.conventions` is off by 10^2 units or far more
on the families used to fit it.

Every row is judged, including rows the dtype does not resolve (``u kappa
>= 1``: the rounding of the mean alone is as large as the spread, as for
the offsets 10^8 and 10^12 in float32).  There the bound is loose, yet a
backward-stable layer norm still meets it (the numpy idiom and
:mod:`symln.kernels` do, in every sample tried), while outputs that no layer
norm can produce (beyond ``sqrt(d - 1)`` in the core) do not.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from ..kernels import array as kernels
from ..kernels import rowops
from ..kernels.families import extras
from . import dtypes
from .families import batch
from .norms import LAYER, Norm

__all__ = ["C", "Bound", "Case", "make_case", "moments", "row_error", "row_nan", "row_absmax"]

#: the constant of the bound (see the module docstring)
C = 16.0


@dataclass(frozen=True)
class Bound:
    """``error <= C * scale`` with ``scale = u (size + condition)`` per row (no condition term if strict)."""

    dtype: str
    strict: bool = False
    c: float = C

    def __post_init__(self):
        object.__setattr__(self, "dtype", dtypes.name_of(self.dtype))

    @property
    def unit(self) -> float:
        """Unit roundoff of the dtype (:func:`symln.checkimpl.dtypes.unit`)."""
        return dtypes.unit(self.dtype)

    def scale(self, size: np.ndarray, condition: np.ndarray | float = 0.0) -> np.ndarray:
        """``u (max(1, size) + condition)`` per row; the condition term is dropped under strict."""
        base = np.maximum(1.0, size)
        return self.unit * (base if self.strict else base + condition)


def row_error(computed: np.ndarray, reference: np.ndarray) -> np.ndarray:
    """``max_i |computed_i - reference_i|`` per row; NaN against NaN (or equal infinities) counts 0, NaN against a number inf."""
    c = np.asarray(computed, dtype=np.float64)
    r = np.asarray(reference, dtype=np.float64)
    with np.errstate(invalid="ignore"):
        diff = np.subtract(c, r)
    np.abs(diff, out=diff)
    if diff.ndim == 0:
        diff = diff[None]
    worst = diff.max(axis=-1)
    bad = np.isnan(worst)
    if bad.any():  # only rows with a NaN difference need the careful look
        cb, rb, db = np.broadcast_to(c, diff.shape)[bad], np.broadcast_to(r, diff.shape)[bad], diff[bad]
        db[(cb == rb) | (np.isnan(cb) & np.isnan(rb))] = 0.0
        db[np.isnan(db)] = np.inf
        worst[bad] = db.max(axis=-1)
    return worst if np.ndim(computed) or np.ndim(reference) else worst[0]


def row_nan(computed: np.ndarray, reference: np.ndarray) -> np.ndarray:
    """Per row: whether *computed* has a NaN where *reference* has a number."""
    c = np.asarray(computed, dtype=np.float64)
    return (np.isnan(c) & ~np.isnan(reference)).any(axis=-1)


def row_absmax(x: np.ndarray) -> np.ndarray:
    """``|x|_inf`` per row, NaN ignored (a row of NaN gives 0); no temporary array."""
    a = np.asarray(x, dtype=np.float64)
    worst = np.maximum(a.max(axis=-1), -a.min(axis=-1))
    bad = np.isnan(worst)
    if bad.any():
        rows = np.abs(a[bad])
        rows[np.isnan(rows)] = 0.0
        worst[bad] = rows.max(axis=-1)
    return worst


def moments(z64: np.ndarray, eps: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    r"""``(mu, q, sigma)`` per row with ``sigma = sqrt(q + eps)``, from the kernels.

    sigma comes from the core's operator norm (``kernels.sensitivity``: ``1/sigma``
    for d >= 3, ``eps/sigma^3`` for d = 2; d = 1 has q = 0), accurate to a few
    units.  q comes from ``c = kernels.core_variance = q/(q + eps)``: as
    ``eps c/(1 - c)`` when c <= 1/2 (then 1 - c is exact to a unit) and as
    ``sigma^2 - eps`` otherwise (then q >= eps and the subtraction loses at
    most a factor 2).  mu is numpy's pairwise mean: kappa needs no more.
    """
    d = z64.shape[-1]
    mu = z64.mean(axis=-1)
    cv = kernels.core_variance(z64, eps)
    if d == 1:
        sigma = np.full(mu.shape, np.sqrt(eps))
    else:
        s = kernels.sensitivity(z64, eps)
        sigma = 1 / s if d >= 3 else np.cbrt(eps / s)
    with np.errstate(divide="ignore", invalid="ignore"):
        q = np.where(cv <= 0.5, eps * cv / (1 - cv), sigma * sigma - eps)
    return mu, np.maximum(q, 0.0), sigma


class Case:
    """One batch in the checked dtype with the oracle's values on the same floats (computed on first use).

    ``z``, ``gamma``, ``beta``, ``t``, ``g`` are in the checked dtype (its
    numpy storage, :func:`symln.checkimpl.dtypes.storage`); the ``*64``
    attributes are their exact float64 views; ``dtype`` is the dtype's name.
    """

    def __init__(self, name: str, z: np.ndarray, eps: float, params: dict, dtype, norm: Norm = LAYER):
        self.name = name
        self.norm = norm
        self.eps = float(eps)
        self.dtype = dtypes.name_of(dtype)
        store = dtypes.storage(self.dtype)
        self.z = np.ascontiguousarray(z, dtype=store)
        self.gamma, self.beta, self.t, self.g = (np.asarray(params[k], dtype=store) for k in ("gamma", "beta", "t", "g"))
        # no copies for float64: the views are the arrays themselves
        self.z64, self.gamma64, self.beta64, self.t64, self.g64 = (
            np.asarray(x, dtype=np.float64) for x in (self.z, self.gamma, self.beta, self.t, self.g)
        )

    @property
    def storage(self) -> np.dtype:
        return self.z.dtype

    @property
    def d(self) -> int:
        return self.z.shape[-1]

    def head(self, rows: int) -> Case:
        """The first *rows* rows (this case itself if it has no more)."""
        if self.z.shape[0] <= rows:
            return self
        params = {"gamma": self.gamma, "beta": self.beta, "t": self.t[:rows], "g": self.g[:rows]}
        return Case(self.name, self.z[:rows], self.eps, params, self.dtype, self.norm)

    def without_bias(self) -> Case:
        """This case with beta = 0 (RMSNorm's bias-free form)."""
        params = {"gamma": self.gamma, "beta": np.zeros_like(self.beta), "t": self.t, "g": self.g}
        return Case(self.name, self.z, self.eps, params, self.dtype, self.norm)

    @functools.cached_property
    def y(self) -> np.ndarray:
        """The reference output (float64): layer norm, or RMSNorm (:mod:`symln.checkimpl.norms`)."""
        return self.norm.output(self.z64, self.gamma64, self.beta64, self.eps)

    @functools.cached_property
    def y_size(self) -> np.ndarray:
        """``|y_ref|_inf`` per row."""
        return row_absmax(self.y)

    @functools.cached_property
    def vjp(self) -> np.ndarray:
        """The reference ``J_y^T g`` (float64)."""
        return self.norm.vjp(self.z64, self.eps, self.g64, self.gamma64)

    @functools.cached_property
    def param_grads(self) -> tuple[np.ndarray, np.ndarray]:
        """The reference gradients of ``<g, y>`` for gamma and beta: ``sum_rows g * u`` (G6), ``sum_rows g`` (B4);
        for RMSNorm ``sum_rows g * r`` and ``sum_rows g`` (R14).

        u is the oracle's core (a few units of float64 per entry) and the
        products and sums are formed in the kernels' extended precision
        (:data:`symln.kernels.rowops.LD`: numpy's longdouble, the x87 80-bit
        format on x86-64 Linux; float64 elsewhere, or where
        ``SYMLN_LONGDOUBLE=float64`` says so): the rounding of each u
        costs a few units of ``u_64 sum_r |g_rj| |u_rj|``, within the check's
        scale (:func:`symln.checkimpl.checks.param_grads_check`) for every
        dtype.  ``kernels.param_grads``, which evaluates u itself in extended
        precision, is the anchor the tests compare this with.
        """
        d = self.d
        g = np.asarray(self.g64, dtype=rowops.LD).reshape(-1, d)
        u = self.core.reshape(-1, d)
        return (g * u).sum(axis=0).astype(np.float64), g.sum(axis=0).astype(np.float64)

    @functools.cached_property
    def core(self) -> np.ndarray:
        """The reference core ``v / sqrt(q + eps)`` (RMSNorm: ``r = z / sqrt(s + eps)``) (float64)."""
        return self.norm.core(self.z64, self.eps)

    @functools.cached_property
    def core_variance(self) -> np.ndarray:
        """The core's statistic: its variance ``q/(q + eps)`` (E4), RMSNorm's mean square ``s/(s + eps)`` (R12)."""
        return self.norm.statistic_of(self.z64, self.eps)

    @functools.cached_property
    def stats(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(mu, q, sigma)`` per row (:func:`moments`); for RMSNorm ``(mu, s, sqrt(s + eps))``."""
        if self.norm is LAYER:
            return moments(self.z64, self.eps)
        s = np.mean(np.square(self.z64), axis=-1)
        return self.z64.mean(axis=-1), s, np.sqrt(s + self.eps)

    @functools.cached_property
    def kappa(self) -> np.ndarray:
        """The condition of each row: ``|mu| / sqrt(q + eps)``; for RMSNorm ``|r|_inf`` (:mod:`.norms`)."""
        if self.norm is not LAYER:
            return row_absmax(self.core)
        mu, _, sigma = self.stats
        return np.abs(mu) / sigma

    @property
    def gamma_max(self) -> float:
        return float(np.abs(self.gamma64).max())


def make_case(name: str, *, rows: int, d: int, seed: int, dtype, norm: Norm = LAYER) -> Case:
    """The batch of family *name* (:func:`symln.checkimpl.families.batch`) in *dtype*, with its seeded extras."""
    z, eps = batch(name, rows=rows, d=d, seed=seed, dtype=dtype, norm=norm)
    return Case(name, z, eps, extras(z, seed=seed), dtype, norm)
