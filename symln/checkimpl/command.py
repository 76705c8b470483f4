r"""``symln check-impl``: check a layer-norm implementation against the verified mathematics.

:func:`check` runs every check of :mod:`symln.checkimpl.checks` on the families of
:mod:`symln.kernels.families` in the chosen dtype, and when values disagree
fits the known wrong conventions (:mod:`symln.checkimpl.conventions`) to name what
the target gets wrong:

>>> import numpy as np
>>> from symln.checkimpl import check
>>> def eps_outside(z, gamma, beta, eps):
...     mu = z.mean(-1, keepdims=True)
...     return (z - mu) / (z.std(-1, keepdims=True) + eps) * gamma + beta
>>> report = check(eps_outside, rows=16, d=32)
>>> report.passed, report.diagnosis
(False, ('eps-placement',))
>>> check("numpy", rows=16, d=32, dtype="float32").passed
True

:func:`to_json` gives ``{"target", "dtype", "passed", "checks": [{"name",
"ok", "worst", "detail"}], "diagnosis": [...]}`` and a few more keys (module
:func:`to_json`); :func:`text_table` the readable report.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import dataclass

import numpy as np

from ..errors import SymlnError
from ..fileio import atomic_write_text
from ..kernels.families import FAMILIES
from .checks import Caller, Check, forward_check, identity_case, identity_checks, jacobian_check
from .conventions import FIT_FAMILIES, SEPARATION, Fit, diagnose
from .oracle import Bound, C, make_case
from .targets import as_target

__all__ = ["ImplReport", "OptionError", "check", "text_table", "to_json", "add_parser", "command", "DTYPES"]

DTYPES = ("float64", "float32")
#: rows per family and row length (families that fix d keep theirs; "wide" has d = 3000)
DEFAULT_ROWS, DEFAULT_D = 256, 768


class OptionError(SymlnError, ValueError):
    """A bad option of :func:`check` or ``symln check-impl`` (exit 2)."""


@dataclass(frozen=True)
class ImplReport:
    """The outcome of :func:`check`."""

    target: str
    dtype: str
    strict: bool
    rows: int
    d: int
    seed: int
    checks: tuple[Check, ...]
    diagnosis: tuple[str, ...]
    fitted: str | None
    fits: tuple[Fit, ...]
    target_seconds: float
    oracle_seconds: float

    @property
    def passed(self) -> bool:
        return all(c.ok for c in self.checks)


def check(target, *, dtype: str = "float64", strict: bool = False, rows: int = DEFAULT_ROWS, d: int = DEFAULT_D,
          seed: int = 0, families=None) -> ImplReport:
    """Check *target* (a callable ``fn(z, gamma, beta, eps)``, a :class:`~symln.checkimpl.targets.Target` or a name).

    Raises :class:`~symln.checkimpl.targets.TargetError` if the target cannot be
    imported or called, :class:`OptionError` for a bad option.  *families* limits
    the families (default: all of :data:`symln.kernels.families.FAMILIES`); the
    diagnosis needs every family of :data:`~symln.checkimpl.conventions.FIT_FAMILIES`
    and is left out without them.
    """
    if dtype not in DTYPES:
        raise OptionError(f"dtype: expected one of {', '.join(DTYPES)}, got {dtype!r}")
    for name, value in (("rows", rows), ("d", d)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise OptionError(f"{name}: expected a positive integer, got {value!r}")
    names = list(FAMILIES) if families is None else list(families)
    for name in names:
        if name not in FAMILIES:
            raise OptionError(f"families: unknown family {name!r}; known: {', '.join(FAMILIES)}")
    target = as_target(target)
    start = time.perf_counter()
    bound = Bound(np.dtype(dtype), strict=strict)
    call = Caller(target)
    cases = [make_case(name, rows=rows, d=d, seed=seed, dtype=dtype) for name in names]
    outputs, cores, checks = {}, {}, []
    ones, zeros = np.ones(1, dtype=dtype), np.zeros(1, dtype=dtype)
    for case in cases:
        outputs[case.name] = call.forward(case.z, case.gamma, case.beta, case.eps, what=f"family {case.name}")
        checks.append(forward_check(case, outputs[case.name], bound))
    for case in cases:
        cores[case.name] = call.forward(case.z, np.repeat(ones, case.d), np.repeat(zeros, case.d), case.eps,
                                        what=f"family {case.name} with gamma = 1, beta = 0")
    by_name = {c.name: c for c in cases}
    base = by_name.get("random") or make_case("random", rows=rows, d=d, seed=seed, dtype=dtype)
    checks.extend(identity_checks(call, identity_case(base), cores, cases, bound, seed=seed))
    for case in cases:
        checks.append(jacobian_check(call, case, bound))
    codes, fitted, fits = (), None, ()
    values_disagree = not all(c.ok for c in checks if c.name.startswith("forward:"))
    if values_disagree and all(name in names for name in FIT_FAMILIES):
        result = diagnose(cases, outputs, bound)
        codes, fitted, fits = result.codes, result.fitted, result.fits
    total = time.perf_counter() - start
    return ImplReport(target.name, dtype, strict, rows, d, seed, tuple(checks), codes, fitted, fits,
                      call.seconds, total - call.seconds)


def _figure(x: float | None) -> float | str | None:
    """A worst figure for JSON: a number, null (no row) or "inf"."""
    if x is None or math.isfinite(x):
        return x
    return "inf" if x > 0 else "nan"


def to_json(report: ImplReport) -> str:
    """The JSON report (module docstring), with ``strict``, ``C``, ``rows``, ``d``, ``seed``, the fitted
    convention, every convention's distance (when fitted) and the seconds spent in the target and the oracle."""
    doc = {
        "target": report.target,
        "dtype": report.dtype,
        "passed": report.passed,
        "checks": [{"name": c.name, "ok": c.ok, "worst": _figure(c.worst), "detail": c.detail} for c in report.checks],
        "diagnosis": list(report.diagnosis),
        "strict": report.strict,
        "C": C,
        "rows": report.rows,
        "d": report.d,
        "seed": report.seed,
        "fitted": report.fitted,
        "conventions": [{"name": f.name, "codes": list(f.codes), "worst": _figure(f.worst)} for f in report.fits],
        "seconds": {"target": round(report.target_seconds, 4), "oracle": round(report.oracle_seconds, 4)},
    }
    return json.dumps(doc, indent=2) + "\n"


def text_table(report: ImplReport) -> str:
    """The readable report: one line per check, the diagnosis and an Overall line."""
    units = "plain units" if report.strict else "kappa-scaled units"
    lines = [
        (f"symln check-impl {report.target}: {report.dtype}, worst error per check in {units} (pass <= C = {C:g}); "
         f"{report.rows} rows of d = {report.d} per family, seed {report.seed}"),
        f"{'check':32s} {'':4s} {'worst':>9s}  detail",
    ]
    for c in report.checks:
        worst = "-" if c.worst is None else f"{c.worst:9.3g}"
        lines.append(f"{c.name:32s} {'ok' if c.ok else 'FAIL':4s} {worst:>9s}  {c.detail}")
    if report.fitted:
        codes = ", ".join(report.diagnosis) or "none"
        near = report.fits[0].worst
        how = (f"values fit: {report.fitted}, within {near:.3g} units" if near <= C else
               f"values follow: {report.fitted}, {near:.3g} units away, over {SEPARATION:g}x nearer than any other")
        lines.append(f"Diagnosis: {codes} ({how})")
    elif report.fits:
        near = report.fits[0]
        lines.append(f"Diagnosis: no known convention fits (nearest: {near.name}, {near.worst:.3g} units)")
    failed = sum(not c.ok for c in report.checks)
    verdict = "conforming" if report.passed else "NOT conforming"
    lines.append(
        f"Overall: {verdict}, {failed} of {len(report.checks)} checks failed "
        f"(target {report.target_seconds:.2f} s, oracle {report.oracle_seconds:.2f} s)"
    )
    return "\n".join(lines) + "\n"


def add_parser(sub) -> argparse.ArgumentParser:
    """Add the ``check-impl`` subcommand to the subparsers *sub* of the command line."""
    p = sub.add_parser("check-impl", help="check a layer-norm implementation (exit 0 conforming, 1 not, 2 unusable)")
    p.add_argument("target", metavar="TARGET", help="'module:function' (fn(z, gamma, beta, eps) -> y), 'torch' or 'numpy'")
    p.add_argument("--dtype", choices=DTYPES, default="float64", help="dtype of the inputs (default float64)")
    p.add_argument("--json", metavar="PATH", help="write the JSON report to PATH ('-' for stdout)")
    p.add_argument("--strict", action="store_true", help="judge every row in plain units (no kappa term)")
    p.add_argument("--rows", type=int, default=DEFAULT_ROWS, help=f"rows per family (default {DEFAULT_ROWS})")
    p.add_argument("--d", type=int, default=DEFAULT_D, help=f"row length of the families that do not fix it (default {DEFAULT_D})")
    p.add_argument("--seed", type=int, default=0, help="seed of the families (default 0)")
    return p


def command(args) -> int:
    """Run ``check-impl`` for parsed *args*: 0 conforming, 1 not.

    Raises :class:`~symln.checkimpl.targets.TargetError` or :class:`OptionError` for the
    command line to report as bad usage (exit 2).
    """
    report = check(args.target, dtype=args.dtype, strict=args.strict, rows=args.rows, d=args.d, seed=args.seed)
    stream = sys.stderr if args.json == "-" else sys.stdout
    stream.write(text_table(report))
    if args.json == "-":
        sys.stdout.write(to_json(report))
    elif args.json:
        try:
            atomic_write_text(args.json, to_json(report))
        except OSError as exc:
            raise OptionError(f"--json: cannot write {args.json!r}: {exc.strerror or exc}") from None
    return 0 if report.passed else 1
