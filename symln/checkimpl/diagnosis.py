r"""Naming what a failing target gets wrong: fit it to the conventions, its eps, its precision.

:func:`diagnose` fits the target's outputs on the first :data:`FIT_ROWS` rows
of the well-conditioned families (:data:`FIT_FAMILIES`, kappa <= 10^3, where
rounding cannot blur conventions 10^2 units or more apart), at the checked
dtype's unit roundoff first and then at each less precise dtype's
(:func:`symln.checkimpl.dtypes.lower`).  At each level:

1. a convention of :data:`~symln.checkimpl.conventions.CONVENTIONS` fits when
   the target is within C units of it (its own bound, kappa-aware); where the
   dtype cannot tell several apart (eps = 1e-5 added to the standard
   deviation is below bfloat16's resolution), the first listed counts, layer
   norm before every wrong convention;
2. else, layer norm with another eps: eps is estimated from the target's core
   ``y(z; 1, 0)``, whose coordinate variance is ``c = q/(q + eps')`` (E4), as
   ``eps' = q (1 - c)/c`` (median over the rows with ``0 < c <= 1/2``), snapped to
   the nearest of the powers of ten, the families' eps values and eps' to two
   digits, and fits if the target is within C units of it (code
   ``eps-value``: an eps hard-coded or ignored).

The first fit names the convention's codes; fitting only at a less precise
dtype adds ``precision`` (float64 inputs computed in float32, or float32 in
bfloat16), with the effective unit roundoff estimated from the errors:
``max_r err_r / (max(1, |y_r|_inf) + cond_r)``, the bound solved for u with C = 1.
Such a fit counts only if that estimate is at least ``u/C`` of the less
precise dtype: errors far below its rounding are not its arithmetic.
``accuracy`` is added when the target strays beyond the bound (at the fitted
level) from the fitted convention on any row of any family within the
range of the fitted level's dtype (float32 arithmetic cannot hold the
float64 families beyond 10^38, and that is ``precision`` already; one-pass
``E[z^2] - E[z]^2`` variance: right on random rows, off by ``u kappa^2`` at
large offsets).

If nothing fits at any level, the nearest convention at the dtype still
counts, with ``accuracy``, when it is :data:`SEPARATION` times nearer than any
other; it is named, without a code, when it is :data:`INFORMATIVE` times
nearer; else nothing is named.  Then the identities speak: when no
convention fits and an identity about the gain and bias fails
(:data:`AFFINE_IDENTITIES`: a bias added to the input before normalizing, a
gain applied as ``1 + weight``), the code is ``affine``.  The first two
compare the target with itself and are blind to its rounding; a constant row
also comes out wrong from an inaccurate mean, so ``constant-gives-beta``
alone counts only when the values on the well-conditioned families are right;
and identities broken only by the rounding of a less precise dtype give
``precision``, not ``affine`` (:func:`from_identities`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from . import dtypes
from .conventions import CODES, CONVENTIONS, Convention, Fit, distance, layer_norm_with_eps, units
from .families import representable
from .norms import LAYER
from .oracle import Bound, Case, row_absmax, row_error

__all__ = ["FIT_FAMILIES", "FIT_ROWS", "SEPARATION", "INFORMATIVE", "AFFINE_IDENTITIES", "Diagnosis", "diagnose",
           "from_identities", "fit_eps"]

#: families on which conventions are fitted: their rows have kappa <= 10^3 (RMSNorm's: :attr:`Norm.fit_families`)
FIT_FAMILIES = LAYER.fit_families
#: rows of each fitting family used to rank the conventions (the accuracy pass uses every row)
FIT_ROWS = 256
#: how much nearer than every other convention the nearest must be to count when none fits within C
SEPARATION = 100.0
#: how much nearer than every other convention the nearest must be to be named at all
INFORMATIVE = 10.0
#: identities that hold for every convention without the code affine or shift-invariance
AFFINE_IDENTITIES = ("identity:beta-after-core", "identity:gamma-scales-core", "identity:constant-gives-beta")


@dataclass(frozen=True)
class Diagnosis:
    """The codes, the fitted convention (None if none fits), every convention's distance at the checked
    dtype (nearest first) and *how*: the sentence that says why."""

    codes: tuple[str, ...]
    fitted: str | None
    fits: tuple[Fit, ...]
    how: str
    unit: float | None = None


def _ordered(codes) -> tuple[str, ...]:
    return tuple(c for c in CODES if c in set(codes))


def _log2(x: float) -> str:
    """``2^k`` with k to one decimal (no decimal when k is an integer)."""
    if not x > 0:
        return "0"
    k = math.log2(x)
    return f"2^{k:.0f}" if abs(k - round(k)) < 0.05 else f"2^{k:.1f}"


def _catalogue(norm) -> tuple:
    """``(conventions, the convention with another eps)`` of layer norm or RMSNorm."""
    if norm is LAYER:
        return CONVENTIONS, layer_norm_with_eps
    from .conventions_rms import RMS_CONVENTIONS, rms_with_eps

    return RMS_CONVENTIONS, rms_with_eps


def fit_eps(fitting: list[Case], cores: dict[str, np.ndarray]) -> float | None:
    """The eps the target's cores suggest (module docstring, step 2), or None without an informative row."""
    estimates, given = [], set()
    for case in fitting:
        given.add(case.eps)
        _, q, _ = case.stats
        with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
            # the core's variance q/(q + eps') (E4), or RMSNorm's mean square s/(s + eps') (R12; q is s there)
            c = case.norm.statistic(cores[case.name][: len(case.z)])
            eps = q * (1 - c) / c
        ok = (c > 0) & (c <= 0.5) & (q > 0) & np.isfinite(eps)
        estimates.append(eps[ok])
    found = np.concatenate(estimates) if estimates else np.empty(0)
    if not found.size:
        return None
    guess = float(np.median(found))
    if not guess > 0:
        return None
    candidates = {10.0**k for k in range(-15, 1)} | given | {float(f"{guess:.2g}")}
    return min(candidates, key=lambda e: abs(math.log(e / guess)))


def _effective_unit(conv: Convention, fitting: list[Case], outputs) -> float:
    worst = 0.0
    for case in fitting:
        y, cond = conv.value(case)
        err = row_error(outputs[case.name][: len(case.z)], y)
        ratio = err / (np.maximum(1.0, row_absmax(y)) + cond)
        ratio = ratio[np.isfinite(ratio)]
        if ratio.size:
            worst = max(worst, float(ratio.max()))
    return worst


def _strays(conv: Convention, cases: list[Case], outputs, bound: Bound) -> bool:
    for case in cases:
        u = units(conv.value(case), outputs[case.name], bound)
        if (u[~np.isnan(u)] > bound.c).any():
            return True
    return False


def _fit_at(level: str, fitting, cores, outputs, bound: Bound, known=None) -> tuple[Convention, float] | None:
    """The convention fitting within C at the unit roundoff of *level* (steps 1 and 2), with its distance;
    *known* gives the distances of :data:`CONVENTIONS` at that level if they are already computed."""
    at = Bound(level, strict=False, c=bound.c)
    conventions, with_eps = _catalogue(fitting[0].norm)
    for i, conv in enumerate(conventions):
        near = known[i] if known is not None else distance(conv, fitting, outputs, at)
        if near <= bound.c:
            return conv, near
    eps = fit_eps(fitting, cores)
    if eps is not None and any(eps != case.eps for case in fitting):
        conv = with_eps(eps)
        near = distance(conv, fitting, outputs, at)
        if near <= bound.c:
            return conv, near
    return None


def diagnose(cases: list[Case], outputs: dict[str, np.ndarray], cores: dict[str, np.ndarray],
             bound: Bound) -> Diagnosis:
    """Fit the target's *outputs* and *cores* (family name -> y, and y(z; 1, 0)) as the module docstring says.

    *bound* is the checked dtype's (plain units under strict: then ``accuracy``
    also counts errors beyond plain units).
    """
    norm = cases[0].norm
    fitting = [c.head(FIT_ROWS) for c in cases if c.name in norm.fit_families]
    if not fitting:
        return Diagnosis((), None, (), f"nothing to fit: no family of {', '.join(norm.fit_families)} was checked")
    at_dtype = Bound(bound.dtype, strict=False, c=bound.c)
    fits = [Fit(conv.name, conv.codes, distance(conv, fitting, outputs, at_dtype)) for conv in _catalogue(norm)[0]]
    order = sorted(range(len(fits)), key=lambda i: (fits[i].worst, i))
    ranked = tuple(fits[i] for i in order)
    for level in (bound.dtype, *dtypes.lower(bound.dtype)):
        known = [f.worst for f in fits] if level == bound.dtype else None
        found = _fit_at(level, fitting, cores, outputs, bound, known)
        if found is None:
            continue
        conv, near = found
        u_eff = _effective_unit(conv, fitting, outputs)
        if level != bound.dtype and u_eff < dtypes.unit(level) / bound.c:
            continue
        codes = set(conv.codes)
        judge = bound if level == bound.dtype else Bound(level, strict=bound.strict, c=bound.c)
        # at a lower precision, only the families within its range: beyond it, wrong values are its range's
        within = [case for case in cases if level == bound.dtype or representable(case.name, level, norm)]
        if _strays(conv, within, outputs, judge):
            codes.add("accuracy")
        if conv.codes == ("eps-value",):
            given = sorted({c.eps for c in fitting if _informative_eps(c)} - {fit_eps(fitting, cores)}, reverse=True)
            how = f"values fit {conv.name}, not {', '.join(f'{e:g}' for e in given)}"
        else:
            how = f"values fit: {conv.name}, within {near:.3g} units"
        if level == bound.dtype:
            return Diagnosis(_ordered(codes), conv.name, ranked, how)
        codes.add("precision")
        how += (f" of {level}; effective unit roundoff {_log2(u_eff)} from the errors "
                f"({bound.dtype} has {_log2(dtypes.unit(bound.dtype))})")
        return Diagnosis(_ordered(codes), conv.name, ranked, how, u_eff)
    near, second = ranked[0].worst, ranked[1].worst
    if near * SEPARATION <= second:
        how = f"values follow: {ranked[0].name}, {near:.3g} units away, over {SEPARATION:g}x nearer than any other"
        return Diagnosis(_ordered({*ranked[0].codes, "accuracy"}), ranked[0].name, ranked, how)
    how = "no known convention fits"
    if near * INFORMATIVE <= second:
        how += f" (nearest: {ranked[0].name}, {near:.3g} units; the next is {second / near:.3g}x farther)"
    return Diagnosis((), None, ranked, how)


def _informative_eps(case: Case) -> bool:
    """Whether the family's eps shows in its values (rows with q > 0)."""
    _, q, _ = case.stats
    return bool((q > 0).any())


def _explaining_level(worst: list, bound: Bound) -> str | None:
    """The most precise dtype below the checked one at whose unit roundoff every figure of *worst* (in
    units of the checked dtype) is within C, or None: the identities fail by that dtype's rounding."""
    if not all(w is not None and math.isfinite(w) for w in worst):
        return None
    for level in dtypes.lower(bound.dtype):
        if max(worst) * bound.unit / dtypes.unit(level) <= bound.c:
            return level
    return None


def from_identities(diagnosis: Diagnosis | None, failed: dict[str, float | None], bound: Bound) -> Diagnosis | None:
    """*diagnosis* with ``affine`` added when no convention fits and an identity of the gain or bias fails
    (module docstring); *failed* maps the failed checks to their worst figures.

    When those identities fail only by the rounding of a less precise dtype (each within C units of its
    unit roundoff), the code is ``precision``, not ``affine``: the identities compare the target with
    itself, so arithmetic in that dtype breaks them whatever the gain and bias do.
    """
    broken = [name for name in (*AFFINE_IDENTITIES, "identity:zero-gives-beta") if name in failed]
    if broken == ["identity:constant-gives-beta"] and any(f"forward:{name}" in failed for name in FIT_FAMILIES):
        return diagnosis
    if not broken or (diagnosis is not None and diagnosis.fitted is not None):
        return diagnosis
    names = ", ".join(n.partition(":")[2] for n in broken)
    how = f"no known convention fits; {names} fail{'s' if len(broken) == 1 else ''}"
    level = _explaining_level([failed[n] for n in broken], bound)
    if level is not None:
        code = "precision"
        how += f" by the rounding of {level} (within {bound.c:g} units of its unit roundoff), not by the gain or bias"
    else:
        code = "affine"
    if diagnosis is None:
        return Diagnosis((code,), None, (), how)
    return Diagnosis(_ordered({*diagnosis.codes, code}), None, diagnosis.fits, how)
