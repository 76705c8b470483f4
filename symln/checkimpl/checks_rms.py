r"""RMSNorm's identities for ``symln check-impl --norm rms``, in place of layer norm's.

Layer norm's shift invariance has no RMSNorm counterpart: a common shift
changes r (claim R11).  What holds instead, each exactly in real arithmetic
and checked on the identity rows (a grid of 2^-10, see
:func:`symln.checkimpl.checks.grid`):

* ``identity:scaling-is-eps``: ``y(2 z; eps) = y(z; eps/4)`` (R10 with a = 2).
  Doubling z and quartering eps are exact in binary floating point, so a
  correct implementation sees the same problem scaled by powers of two; the
  relation is allowed both outputs' bounds.  An eps outside the root
  (``z/(sqrt(s) + eps)``) or added to the sum of squares instead of the mean
  square breaks it.
* ``identity:odd``: ``y(-z; gamma, 0) = -y(z; gamma, 0)`` (r is odd).
* ``identity:beta-after-core``: ``y(z; gamma, beta) - y(z; gamma, 0)`` is
  ``beta``, or 0 for a target in the bias-free form (it ignores beta; most
  RMSNorm layers have no bias); the report says which it found.
* ``identity:gamma-scales-core``: ``y(z; gamma, 0) = gamma * y(z; 1, 0)``.
* ``identity:zero-gives-beta``: ``y(0) = beta`` (``r(0) = 0``, R7): 0 for the
  bias-free form.

The mean square of ``y(z; 1, 0)`` on every family is checked by
:func:`symln.checkimpl.checks.statistic_check` (R12).
"""

from __future__ import annotations

import numpy as np

from .oracle import Bound, Case, row_absmax, row_error, row_nan

__all__ = ["rms_identities", "uses_bias", "SCALE"]

#: the factor of the scaling identity (a power of two: exact in every binary dtype)
SCALE = 2.0


def uses_bias(call, ident: Case, bound: Bound) -> bool:
    """Whether the target adds beta: False when ``y(z; gamma, beta) = y(z; gamma, 0)`` within the bound on
    every identity row (the bias-free form); True otherwise (a wrong use of beta then fails the identities)."""
    zeros = np.zeros(ident.d, dtype=ident.storage)
    y_gb = call.forward(ident.z, ident.gamma, ident.beta, ident.eps, what="the identity rows")
    y_g0 = call.forward(ident.z, ident.gamma, zeros, ident.eps, what="the identity rows with beta = 0")
    scale = bound.scale(row_absmax(y_g0), ident.gamma_max * ident.kappa)
    with np.errstate(invalid="ignore"):
        return not bool((row_error(y_gb, y_g0) <= bound.c * scale).all())


def rms_identities(call, ident: Case, cores: dict, cases: list, bound: Bound, *, bias: bool) -> list:
    """The identities of the module docstring, on the identity rows *ident* (with its nonzero beta)."""
    from .checks import _summarize, _units  # the shared verdict of a check, and units of an infinite output

    st, eps, d = ident.storage, ident.eps, ident.d
    ones, zeros = np.ones(d, dtype=st), np.zeros(d, dtype=st)
    G, kappa = ident.gamma_max, ident.kappa

    def scale(y):
        return bound.scale(row_absmax(y), G * kappa)

    y_gb = call.forward(ident.z, ident.gamma, ident.beta, eps, what="the identity rows")
    y_g0 = call.forward(ident.z, ident.gamma, zeros, eps, what="the identity rows with beta = 0")
    u_t = call.forward(ident.z, ones, zeros, eps, what="the identity rows with gamma = 1, beta = 0")
    doubled = (ident.z64 * SCALE).astype(st)
    y_2z = call.forward(doubled, ident.gamma, zeros, eps, what="the identity rows doubled")
    y_eps = call.forward(ident.z, ident.gamma, zeros, eps / SCALE**2, what="the identity rows with eps/4")
    y_neg = call.forward((-ident.z64).astype(st), ident.gamma, zeros, eps, what="the identity rows negated")
    ref = ident.y
    checks = []

    units = _units(row_error(y_2z, y_eps), scale(y_2z) + scale(y_eps))
    checks.append(_summarize("identity:scaling-is-eps", units, bound, "y(2 z; eps) = y(z; eps/4)",
                             row_nan(y_2z, ref) | row_nan(y_eps, ref)))

    units = _units(row_error(y_neg, -y_g0), scale(y_neg) + scale(y_g0))
    checks.append(_summarize("identity:odd", units, bound, "y(-z; gamma, 0) = -y(z; gamma, 0)",
                             row_nan(y_neg, ref) | row_nan(y_g0, ref)))

    added = ident.beta64 if bias else np.zeros(d)
    form = "y(z; gamma, beta) - y(z; gamma, 0) = beta" if bias else "bias-free form: y ignores beta"
    with np.errstate(invalid="ignore"):  # inf - inf
        difference = y_gb - y_g0
    units = _units(row_error(difference, added), scale(y_gb) + scale(y_g0))
    checks.append(_summarize("identity:beta-after-core", units, bound, form, row_nan(y_gb, ref) | row_nan(y_g0, ref)))

    units = _units(row_error(y_g0, ident.gamma64 * u_t), scale(y_g0) + G * bound.scale(row_absmax(u_t), kappa))
    checks.append(_summarize("identity:gamma-scales-core", units, bound, "y(z; gamma, 0) = gamma * y(z; 1, 0)",
                             row_nan(y_g0, ref) | row_nan(u_t, ref)))

    zero_rows = np.zeros_like(ident.z)
    y_0 = call.forward(zero_rows, ident.gamma, ident.beta, eps, what="zero rows")
    expected = np.broadcast_to(added, y_0.shape)
    units = row_error(y_0, expected) / bound.scale(np.full(len(y_0), np.abs(added).max(initial=0.0)), 0.0)
    checks.append(_summarize("identity:zero-gives-beta", units, bound,
                             "y(0) = beta" if bias else "y(0) = 0 (bias-free form)", row_nan(y_0, expected)))
    return checks
