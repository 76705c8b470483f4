r"""The checks of ``symln check-impl``: forward values, identities, the input Jacobian.

Every check measures per row an error in units of the bound of
:class:`symln.checkimpl.oracle.Bound` (``u (max(1, size) + condition)``; plain units
under ``--strict``) and passes when its worst row is within ``C`` units.

* **forward** (one check per family): ``|y - y_ref|_inf``, y_ref the oracle.
* **identities** (on rows on a grid of 2^-10, or ``2^(7-p)`` for a dtype of
  p < 17 significand bits, so that the rows shifted by 64 are exact in the dtype): shift invariance ``y(z + 64) = y(z)``; beta added after the
  core ``y(z; gamma, beta) - y(z; gamma, 0) = beta``; gamma multiplying the core
  ``y(z; gamma, 0) = gamma * y(z; 1, 0)``; a constant input gives beta; and on
  every family the coordinate variance of ``y(z; 1, 0)`` is ``q/(q + eps)``
  (E4).  A relation between two outputs is allowed the sum of both outputs'
  bounds.
* **jacobian** (one check per family): with derivatives of the target's own
  (torch autograd, ``jax.vjp``), ``J_y^T g`` against ``kernels.vjp``, in units of
  ``u (max(1, |ref|_inf, G) + G kappa)``, ``G = max|gamma| |g|_inf / sqrt(q+eps)``
  the size of ``J_y^T g`` (J is symmetric with eigenvalues 0, ``eps/(q+eps)^(3/2)``
  and ``1/sqrt(q+eps)``, E13-E15, so ``|J| <= 1/sqrt(q+eps)``).  Otherwise central
  differences: with ``t = sqrt(q+eps) tau`` (tau from the family's seed) and the
  step ``h = u^(1/3)`` (rounding ~ u/h against truncation ~ h^2), the rounded
  points ``z+ = fl(z + h t)``, ``z- = fl(z - h t)`` and ``D = z+ - z-`` (exact in float32),
  ``y(z+) - y(z-)`` is compared with the closed form ``J_y(z_mid) D``
  (``kernels.vjp``).  The oracle's own difference at the same two points
  measures the truncation; what exceeds it is the target's, in units of the
  forward bound at the two points.  For a target without derivatives this
  mostly re-checks the values at two nearby points; autodiff is checked
  independently of the values.
* **param-grads** (one check per family, targets with derivatives only): the
  gradients of ``<g, y>`` with respect to gamma and beta against the closed
  forms ``sum_rows g * u`` (G6) and ``sum_rows g`` (B4) (``kernels.param_grads``; for RMSNorm
  ``sum_rows g * r`` and ``sum_rows g``, R14),
  per column j in units of ``u sum_r |g_rj| (max(1, |u_r|_inf) + kappa_r)`` and
  ``u sum_r |g_rj|``: each term ``g_rj u_rj`` carries the core's error (the
  forward bound with gamma = 1), and a sum formed pairwise or in blocks adds
  a few units of the sum of the terms' magnitudes.

A row whose result holds a NaN where the oracle has a number counts as NaN:
its check fails, reports NaN as its worst figure and counts those rows.
"""

from __future__ import annotations

import time
import warnings
from dataclasses import dataclass

import numpy as np

from . import dtypes
from .norms import LAYER
from .oracle import Bound, Case, row_absmax, row_error, row_nan
from .targets import Target, TargetError

__all__ = ["Check", "Caller", "forward_check", "identity_checks", "jacobian_check", "param_grads_check",
           "identity_case", "SHIFT"]

#: the shift of the shift-invariance identity (exact on the identity grid: |z + 64| < 2^7)
SHIFT = 64.0


def grid(dtype) -> float:
    """The identity rows' grid: 2^-10, coarser (``2^(7-p)``) where the dtype's spacing in [64, 128) is."""
    return max(2.0**-10, 2.0 ** (7 - dtypes.significand_bits(dtype)))


@dataclass(frozen=True)
class Check:
    """One check: its name, whether it passed, its worst figure (None if there was no row, NaN if a row
    was NaN where a number was due) and a detail line."""

    name: str
    ok: bool
    worst: float | None
    detail: str


class Caller:
    """Calls the target, checks what it returns and adds up the time spent inside it."""

    def __init__(self, target: Target):
        self.target = target
        self.seconds = 0.0

    def _call(self, fn, args, what: str):
        start = time.perf_counter()
        try:
            with warnings.catch_warnings(), np.errstate(all="ignore"):
                warnings.simplefilter("ignore")
                return fn(*args)
        except TargetError:
            raise
        except Exception as exc:  # the user's code: any error is reported in one line
            raise TargetError(f"target {self.target.name!r} raised {type(exc).__name__} on {what}: {exc}") from None
        finally:
            self.seconds += time.perf_counter() - start

    def _array(self, out, what: str, shape, part: str = "an array") -> np.ndarray:
        try:
            out = np.asarray(out)
        except Exception as exc:
            raise TargetError(f"target {self.target.name!r} returned {type(out).__name__} on {what}: {exc}") from None
        real = out.dtype.kind in "iuf" or out.dtype.name == "bfloat16"
        if out.shape != shape or not real:
            raise TargetError(
                f"target {self.target.name!r} returned {part} of shape {out.shape} and dtype {out.dtype} on "
                f"{what}; expected real numbers of shape {shape}"
            )
        return np.asarray(out, dtype=np.float64)

    def forward(self, z, gamma, beta, eps, *, what: str) -> np.ndarray:
        """The target's y as float64."""
        return self._array(self._call(self.target.forward, (z, gamma, beta, eps), what), what, z.shape)

    def backward(self, z, gamma, beta, eps, g, *, what: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The target's gradients of ``<g, y>`` with respect to z, gamma and beta, as float64."""
        out = self._call(self.target.backward, (z, gamma, beta, eps, g), what)
        if not isinstance(out, tuple) or len(out) != 3:
            raise TargetError(f"target {self.target.name!r}: its backward returned {type(out).__name__} on {what}; "
                              "expected (dz, dgamma, dbeta)")
        dz, dgamma, dbeta = out
        return (self._array(dz, what, z.shape, "a gradient for z"),
                self._array(dgamma, what, gamma.shape, "a gradient for gamma"),
                self._array(dbeta, what, beta.shape, "a gradient for beta"))


def _summarize(name: str, units: np.ndarray, bound: Bound, detail: str, nan: np.ndarray | None = None) -> Check:
    """The check's verdict from its worst row in *units* (every row counts); rows in *nan* count as NaN."""
    units = np.asarray(units, dtype=np.float64)
    if nan is not None and nan.any():
        units = np.where(nan, np.nan, units)
        detail += f"; NaN in {int(nan.sum())} of {nan.size} rows"
    if not units.size:
        return Check(name, True, None, detail)
    worst = float(np.nan) if np.isnan(units).any() else float(units.max())
    return Check(name, worst <= bound.c, worst, detail)


def _units(err: np.ndarray, scale: np.ndarray) -> np.ndarray:
    """``err / scale`` per row, where the scale grows with the target's own output: an infinite error is
    infinitely many units even where an infinite output made the scale infinite too (not inf/inf = NaN)."""
    with np.errstate(invalid="ignore"):
        return np.where(np.isinf(err), np.inf, err / scale)


def forward_check(case: Case, y: np.ndarray, bound: Bound) -> Check:
    """The target's values *y* on *case* against the oracle."""
    err = row_error(y, case.y)
    size = case.y_size
    cond = case.gamma_max * case.kappa
    units = err / bound.scale(size, cond)
    other = err / (Bound(bound.dtype, strict=not bound.strict).scale(size, cond))
    label = "kappa-scaled" if bound.strict else "plain"
    nan = row_nan(y, case.y)
    finite = other[np.isfinite(other)]
    shown = "NaN" if nan.any() else (f"{finite.max():.3g}" if finite.size == other.size else "inf")
    condition = "kappa" if case.norm is LAYER else "|r|_inf"
    detail = f"eps = {case.eps:g}; {condition} <= {case.kappa.max() + 0.0:.3g}; {label} units {shown}"
    return _summarize(f"forward:{case.name}", units, bound, detail, nan)


def identity_case(base: Case) -> Case:
    """The rows of *base* rounded to the identity grid (:func:`grid`; exact in the dtype after the shift by 64)."""
    step = grid(base.dtype)
    rows = np.round(base.z64 / step) * step
    params = {"gamma": base.gamma64, "beta": base.beta64, "t": base.t64, "g": base.g64}
    return Case("identity", rows, base.eps, params, base.dtype, base.norm)


def _constant_rows(case: Case, seed: int) -> np.ndarray:
    """Constant rows ``c 1`` with c = N(0,1) 10^k, k cycling over -2..2, in the case's dtype."""
    rows = case.z.shape[0]
    rng = np.random.default_rng(seed + 2)
    c = rng.standard_normal(rows) * 10.0 ** (np.arange(rows) % 5 - 2)
    return np.repeat(c[:, None], case.d, axis=1).astype(case.storage)


def identity_checks(call: Caller, ident: Case, cores: dict[str, np.ndarray], cases: list[Case], bound: Bound,
                    *, seed: int, bias: bool = True) -> list[Check]:
    """The five identities (module docstring); *cores* maps each family to the target's ``y(z; 1, 0)``.

    RMSNorm's are adapted (:func:`symln.checkimpl.checks_rms.rms_identities`); *bias* False accepts a
    target that ignores beta (RMSNorm's bias-free form).
    """
    if ident.norm is not LAYER:
        from .checks_rms import rms_identities

        return rms_identities(call, ident, cores, cases, bound, bias=bias) + [statistic_check(cores, cases, bound)]
    st, eps, d = ident.storage, ident.eps, ident.d
    ones, zeros = np.ones(d, dtype=st), np.zeros(d, dtype=st)
    G = ident.gamma_max
    kappa = ident.kappa

    def scale(y, cond):
        return bound.scale(row_absmax(y), cond)

    y_gb = call.forward(ident.z, ident.gamma, ident.beta, eps, what="the identity rows")
    y_g0 = call.forward(ident.z, ident.gamma, zeros, eps, what="the identity rows with beta = 0")
    u_t = call.forward(ident.z, ones, zeros, eps, what="the identity rows with gamma = 1, beta = 0")
    shifted = (ident.z64 + SHIFT).astype(st)
    y_sh = call.forward(shifted, ident.gamma, ident.beta, eps, what="the identity rows shifted by 64")
    mu, _, sigma = ident.stats
    kappa_sh = np.abs(mu + SHIFT) / sigma
    checks = []

    units = _units(row_error(y_sh, y_gb), scale(y_gb, G * kappa) + scale(y_sh, G * kappa_sh))
    checks.append(_summarize("identity:shift-invariance", units, bound, "y(z + 64) = y(z)",
                             row_nan(y_sh, ident.y) | row_nan(y_gb, ident.y)))

    with np.errstate(invalid="ignore"):  # inf - inf
        added = y_gb - y_g0
    units = _units(row_error(added, ident.beta64), scale(y_gb, G * kappa) + scale(y_g0, G * kappa))
    checks.append(_summarize("identity:beta-after-core", units, bound, "y(z; gamma, beta) - y(z; gamma, 0) = beta",
                             row_nan(y_gb, ident.y) | row_nan(y_g0, ident.y)))

    units = _units(row_error(y_g0, ident.gamma64 * u_t), scale(y_g0, G * kappa) + G * scale(u_t, kappa))
    checks.append(_summarize("identity:gamma-scales-core", units, bound, "y(z; gamma, 0) = gamma * y(z; 1, 0)",
                             row_nan(y_g0, ident.y) | row_nan(u_t, ident.y)))

    const = _constant_rows(ident, seed)
    y_c = call.forward(const, ident.gamma, ident.beta, eps, what="constant rows")
    kappa_c = np.abs(const[:, 0].astype(np.float64)) / np.sqrt(eps)
    beta_rows = np.broadcast_to(ident.beta64, y_c.shape)
    units = row_error(y_c, beta_rows) / bound.scale(np.full(len(y_c), np.abs(ident.beta64).max()), G * kappa_c)
    checks.append(_summarize("identity:constant-gives-beta", units, bound,
                             f"y(c 1) = beta for |c| up to {np.abs(const.astype(np.float64)).max():.3g}",
                             row_nan(y_c, beta_rows)))

    checks.append(statistic_check(cores, cases, bound))
    return checks


def statistic_check(cores: dict[str, np.ndarray], cases: list[Case], bound: Bound) -> Check:
    """The core's statistic on every family: the variance of ``y(z; 1, 0)`` is ``q/(q + eps)`` (E4); for
    RMSNorm its mean square is ``s/(s + eps)`` (R12)."""
    all_units, all_nan, worst_family = [], [], ("", -1.0)
    for case in cases:
        u_case = cores[case.name]
        with np.errstate(invalid="ignore", over="ignore"):
            stat = case.norm.statistic(u_case)
        ref = case.core_variance
        err = row_error(stat[:, None], ref[:, None])
        # var(u) = |P u|^2/d (or |r|^2/d) moves by 2 <P u, du>/d <= 2 sqrt(var) |du|_inf, |du|_inf bounded as for y
        units = _units(err, bound.scale(row_absmax(u_case), case.kappa) * 2 * np.sqrt(ref) + bound.unit)
        all_units.append(units)
        all_nan.append(row_nan(u_case, case.core))
        if units.size and units.max() > worst_family[1]:
            worst_family = (case.name, float(units.max()))
    if cases and cases[0].norm is not LAYER:
        name, detail = "identity:mean-square", "mean square of y(z; 1, 0) = s/(s + eps) on every family"
    else:
        name, detail = "identity:core-variance", "variance of y(z; 1, 0) = q/(q + eps) on every family"
    if worst_family[0]:
        detail += f" (worst on {worst_family[0]})"
    return _summarize(name, np.concatenate(all_units), bound, detail, np.concatenate(all_nan))


def jacobian_check(call: Caller, case: Case, bound: Bound, grads=None) -> Check:
    """The target's input Jacobian on *case*: its own ``J_y^T g`` (*grads* from :meth:`Caller.backward`, or
    computed here) against ``kernels.vjp``, or central differences for a target without derivatives."""
    name = f"jacobian:{case.name}"
    _, _, sigma = case.stats
    if call.target.backward is not None:
        if grads is None:
            grads = call.backward(case.z, case.gamma, case.beta, case.eps, case.g, what=f"family {case.name} (J^T g)")
        got = grads[0]
        ref = case.vjp
        size = case.gamma_max * row_absmax(case.g64) / sigma
        units = row_error(got, ref) / bound.scale(np.maximum(row_absmax(ref), size), size * case.kappa)
        return _summarize(name, units, bound, f"J_y^T g by {call.target.autodiff} against the closed form",
                          row_nan(got, ref))
    h = bound.unit ** (1 / 3)
    step = h * sigma[:, None] * case.t64
    zp, zm = (case.z64 + step).astype(case.storage), (case.z64 - step).astype(case.storage)
    yp = call.forward(zp, case.gamma, case.beta, case.eps, what=f"family {case.name} (z + h t)")
    ym = call.forward(zm, case.gamma, case.beta, case.eps, what=f"family {case.name} (z - h t)")
    zp64, zm64 = zp.astype(np.float64), zm.astype(np.float64)
    delta = zp64 - zm64
    norm = case.norm
    closed = norm.jvp(zm64 + delta / 2, case.eps, delta, case.gamma64)
    yp_ref = norm.output(zp64, case.gamma64, case.beta64, case.eps)
    ym_ref = norm.output(zm64, case.gamma64, case.beta64, case.eps)
    trunc = row_error(yp_ref - ym_ref, closed)
    err = row_error(yp - ym, closed)
    G = case.gamma_max
    if norm is LAYER:
        kp, km = np.abs(zp64.mean(axis=-1)) / sigma, np.abs(zm64.mean(axis=-1)) / sigma
    else:  # RMSNorm's condition, |r|_inf (symln.checkimpl.norms)
        kp, km = (row_absmax(norm.core(x, case.eps)) for x in (zp64, zm64))
    scale = bound.scale(row_absmax(yp_ref), G * kp) + bound.scale(row_absmax(ym_ref), G * km)
    with np.errstate(invalid="ignore", divide="ignore"):
        units = np.maximum(err - trunc, 0.0) / scale
        size = row_absmax(closed)
        moved = size > scale  # rows where the difference stands out of the rounding of y
        rel = err[moved] / size[moved]
    shown = f"{np.nanmax(rel):.2g}" if rel.size and not np.isnan(rel).all() else "-"
    root = "sqrt(q+eps)" if norm is LAYER else "sqrt(s+eps)"
    detail = f"central differences, step {h:.2g} {root}; relative error of J_y D up to {shown}"
    return _summarize(name, units, bound, detail, row_nan(yp, yp_ref) | row_nan(ym, ym_ref))


def param_grads_check(case: Case, dgamma: np.ndarray, dbeta: np.ndarray, bound: Bound, *, bias: bool = True) -> Check:
    """The target's gradients for gamma and beta on *case* against G6 and B4 (module docstring).

    A target without a bias (RMSNorm's bias-free form, ``bias=False``) does not depend on beta: its
    gradient for beta is 0.
    """
    ref_gamma, ref_beta = case.param_grads
    if not bias:
        ref_beta = np.zeros_like(ref_beta)
    size = np.maximum(1.0, row_absmax(case.core)) + (0.0 if bound.strict else case.kappa)
    abs_g = np.abs(case.g64.reshape(-1, case.d))
    scale_gamma = bound.unit * (size.reshape(-1) @ abs_g)
    scale_beta = bound.unit * abs_g.sum(axis=0)
    with np.errstate(invalid="ignore", divide="ignore"):  # a column of g that is 0: 0/0, or x/0 = inf
        of_gamma, of_beta = np.abs(dgamma - ref_gamma) / scale_gamma, np.abs(dbeta - ref_beta) / scale_beta
    for of, got in ((of_gamma, dgamma), (of_beta, dbeta)):
        of[np.isnan(of) & ~np.isnan(got)] = 0.0  # 0/0: an exact zero column (each apart: x/0 next to 0/0 is inf)
    units = np.maximum(of_gamma, of_beta)
    nan = np.isnan(dgamma) | np.isnan(dbeta)
    worst_gamma, worst_beta = (np.where(np.isnan(of), np.inf, of).max() for of in (of_gamma, of_beta))  # NaN: inf
    worst_of = "gamma" if worst_gamma >= worst_beta else "beta"
    cited = "G6, B4" if case.norm is LAYER else "R14"
    detail = f"dgamma, dbeta against the closed forms ({cited}), per column; worst for {worst_of}"
    check = _summarize(f"param-grads:{case.name}", units, bound, detail, nan)
    return Check(check.name, check.ok, check.worst, check.detail.replace(" rows", " columns"))
