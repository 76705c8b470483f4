r"""The report of ``symln check-impl``: a readable table and the JSON document.

:func:`to_json` gives ``{"target", "dtype", "passed", "checks": [{"name",
"ok", "worst", "detail"}], "diagnosis": [...]}`` and a few more keys (see
:func:`to_json`); ``worst`` is a number, null (no row was judged), ``"inf"``
or ``"nan"`` (a NaN where a number was due; the detail counts those rows).
:func:`text_table` gives one line per check, the diagnosis and an ``Overall:``
line.
"""

from __future__ import annotations

import json
import math

from .oracle import C

__all__ = ["text_table", "to_json"]


def _figure(x: float | None) -> float | str | None:
    """A worst figure for JSON: a number, null (no row), "inf" or "nan"."""
    if x is None or math.isfinite(x):
        return x
    return "nan" if math.isnan(x) else ("inf" if x > 0 else "-inf")


def _shown(x: float | None) -> str:
    if x is None:
        return "-"
    return "NaN" if math.isnan(x) else f"{x:9.3g}"


def to_json(report) -> str:
    """The JSON report: the contract's keys, then ``strict``, ``C``, ``rows``, ``d``, ``seed``, ``seeds``,
    ``modes``, the families left out, the fitted convention, ``how`` (why), the effective unit roundoff
    (for ``precision``), every convention's distance (when fitted) and the seconds in the target and the oracle;
    ``norm``, ``bias`` (False: an RMSNorm in the bias-free form) and ``gain`` (``plain`` or ``one-plus``) say
    what was checked."""
    found = report.found
    doc = {
        "target": report.target,
        "dtype": report.dtype,
        "passed": report.passed,
        "checks": [{"name": c.name, "ok": c.ok, "worst": _figure(c.worst), "detail": c.detail} for c in report.checks],
        "diagnosis": list(report.diagnosis),
        "norm": report.norm,
        "bias": report.bias,
        "gain": report.gain,
        "strict": report.strict,
        "C": C,
        "rows": report.rows,
        "d": report.d,
        "seed": report.seed,
        "seeds": report.seeds,
        "modes": list(report.modes),
        "left_out": list(report.left_out),
        "fitted": report.fitted,
        "how": found.how if found else None,
        "effective_unit": found.unit if found else None,
        "conventions": [{"name": f.name, "codes": list(f.codes), "worst": _figure(f.worst)} for f in report.fits],
        "seconds": {"target": round(report.target_seconds, 4), "oracle": round(report.oracle_seconds, 4)},
    }
    return json.dumps(doc, indent=2) + "\n"


def text_table(report) -> str:
    """The readable report: one line per check, the diagnosis and an Overall line."""
    units = "plain units" if report.strict else "kappa-scaled units"
    seeds = f"seed {report.seed}" if report.seeds == 1 else f"seeds {report.seed}-{report.seed + report.seeds - 1}"
    modes = f"; modes {', '.join(report.modes)}" if len(report.modes) > 1 else ""
    what = "" if report.norm == "layer" else f" as RMSNorm{'' if report.bias else ' (bias-free form)'}"
    if report.gain != "plain":
        what += ", gain 1 + weight"
    if report.norm != "layer":
        units = "plain units" if report.strict else "units with |r|_inf"
    lines = [
        (f"symln check-impl {report.target}{what}: {report.dtype}, worst error per check in {units} (pass <= C = {C:g}); "
         f"{report.rows} rows of d = {report.d} per family, {seeds}{modes}"),
    ]
    if report.left_out:
        lines.append(f"families beyond the range of {report.dtype}, left out: {', '.join(report.left_out)}")
    lines.append(f"{'check':32s} {'':4s} {'worst':>9s}  detail")
    for c in report.checks:
        lines.append(f"{c.name:32s} {'ok' if c.ok else 'FAIL':4s} {_shown(c.worst):>9s}  {c.detail}")
    found = report.found
    if found is not None:
        lines.append(f"Diagnosis: {', '.join(found.codes)} ({found.how})" if found.codes else f"Diagnosis: {found.how}")
    failed = sum(not c.ok for c in report.checks)
    verdict = "conforming" if report.passed else "NOT conforming"
    lines.append(
        f"Overall: {verdict}, {failed} of {len(report.checks)} checks failed "
        f"(target {report.target_seconds:.2f} s, oracle {report.oracle_seconds:.2f} s)"
    )
    return "\n".join(lines) + "\n"
