r"""``symln check-impl``: check a layer-norm or RMSNorm implementation against the verified mathematics.

:func:`check` runs every check of :mod:`symln.checkimpl.checks` on the families of
:mod:`symln.checkimpl.families` in the chosen dtype, and when values disagree
names what the target gets wrong (:mod:`symln.checkimpl.diagnosis`):

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

A target with a second mode (JAX under ``jax.jit``) is checked in both, the
second's checks named ``jit/forward:random`` and so on; ``seeds`` checks the
families drawn from ``seed, seed + 1, ..., seed + seeds - 1`` (each check its
worst over the seeds).  The report is written by :mod:`symln.checkimpl.report`.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass

import numpy as np

from ..errors import SymlnError
from ..fileio import atomic_write_text
from . import dtypes
from .arguments import DEFAULT_D, DEFAULT_ROWS, add_parser
from .checks import Caller, Check, forward_check, identity_case, identity_checks, jacobian_check, param_grads_check
from .conventions import Fit
from .checks_rms import uses_bias
from .diagnosis import Diagnosis, diagnose, from_identities
from .families import FAMILIES, representable
from .gains import GAINS, with_gain
from .norms import LAYER, NORMS, Norm
from .oracle import Bound, Case, make_case
from .report import text_table, to_json
from .targets import Target, as_target

__all__ = ["ImplReport", "OptionError", "check", "text_table", "to_json", "add_parser", "command", "DTYPES"]

DTYPES = tuple(dtypes.DTYPES)
#: families without a central-difference check: on the rare rows it would re-check values at two nearby points,
#: at the cost of the closed form recomputing nearly every row in mpmath (an autodiff backward is checked there)
CENTRAL_DIFFERENCES_SKIP = frozenset({"rare"})
#: rows per family and row length (families that fix d keep theirs; "wide" has d = 3000)


class OptionError(SymlnError, ValueError):
    """A bad option of :func:`check` or ``symln check-impl`` (exit 2)."""


@dataclass(frozen=True)
class ImplReport:
    """The outcome of :func:`check`: the checks, and the diagnosis (:class:`~symln.checkimpl.diagnosis.Diagnosis`)."""

    target: str
    dtype: str
    strict: bool
    rows: int
    d: int
    seed: int
    seeds: int
    modes: tuple[str, ...]
    left_out: tuple[str, ...]
    checks: tuple[Check, ...]
    found: Diagnosis | None
    target_seconds: float
    oracle_seconds: float
    norm: str = "layer"
    bias: bool = True
    gain: str = "plain"

    @property
    def passed(self) -> bool:
        return all(c.ok for c in self.checks)

    @property
    def diagnosis(self) -> tuple[str, ...]:
        return self.found.codes if self.found else ()

    @property
    def fitted(self) -> str | None:
        return self.found.fitted if self.found else None

    @property
    def fits(self) -> tuple[Fit, ...]:
        return self.found.fits if self.found else ()


def _positive(name: str, value) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise OptionError(f"{name}: expected a positive integer, got {value!r}")


def _families(families, dtype: str, norm: Norm = LAYER) -> tuple[list[str], list[str]]:
    """The families to check in *dtype* and those left out as beyond its range."""
    known = FAMILIES if norm is LAYER else norm.families
    names = list(known) if families is None else list(families)
    for name in names:
        if name not in known:
            raise OptionError(f"families: unknown family {name!r}; known: {', '.join(known)}")
    return ([n for n in names if representable(n, dtype, norm)], [n for n in names if not representable(n, dtype, norm)])


def _run_mode(target: Target, cases: list[Case], ident: Case, bound: Bound, seed: int, call: Caller, bias: bool = True):
    """Every check of one mode of the target on *cases* and the identity rows *ident*: (checks, outputs, cores)."""
    outputs, cores, checks = {}, {}, []
    prefix = f"{target.mode}/" if target.mode and target.mode != "eager" else ""
    for case in cases:
        outputs[case.name] = call.forward(case.z, case.gamma, case.beta, case.eps, what=f"family {case.name}")
        checks.append(forward_check(case, outputs[case.name], bound))
    for case in cases:
        ones, zeros = np.ones(case.d, dtype=case.storage), np.zeros(case.d, dtype=case.storage)
        cores[case.name] = call.forward(case.z, ones, zeros, case.eps, what=f"family {case.name} with gamma = 1, beta = 0")
    checks.extend(identity_checks(call, ident, cores, cases, bound, seed=seed, bias=bias))
    grads = {}
    for case in cases:
        if target.backward is not None:
            grads[case.name] = call.backward(case.z, case.gamma, case.beta, case.eps, case.g,
                                             what=f"family {case.name} (backward)")
        elif case.name in CENTRAL_DIFFERENCES_SKIP:
            continue
        checks.append(jacobian_check(call, case, bound, grads.get(case.name)))
    for case in cases:
        if case.name in grads:
            checks.append(param_grads_check(case, *grads[case.name][1:], bound, bias=bias))
    checks = [Check(prefix + c.name, c.ok, c.worst, c.detail) for c in checks]
    return checks, outputs, cores


def _merge(runs: list[list[Check]], seeds: list[int]) -> list[Check]:
    """One check per name: failed if any seed failed, the worst figure (NaN first) and that seed's detail."""
    if len(runs) == 1:
        return runs[0]
    by_name: dict[str, list[tuple[Check, int]]] = {}
    for checks, s in zip(runs, seeds):
        for c in checks:
            by_name.setdefault(c.name, []).append((c, s))

    def key(item: tuple[Check, int]) -> float:
        c = item[0]
        return -1.0 if c.worst is None else (np.inf if np.isnan(c.worst) else c.worst)

    merged = []
    for name, group in by_name.items():
        worst, s = max(group, key=key)
        merged.append(Check(name, all(c.ok for c, _ in group), worst.worst, f"{worst.detail} (seed {s})"))
    return merged


def check(target, *, norm: str = "layer", dtype: str = "float64", strict: bool = False, rows: int = DEFAULT_ROWS,
          d: int = DEFAULT_D, seed: int = 0, seeds: int = 1, families=None, gain: str = "plain") -> ImplReport:
    """Check *target* (a callable ``fn(z, gamma, beta, eps)``, a :class:`~symln.checkimpl.targets.Target` or a name)
    as a layer norm, or as an RMSNorm with ``norm="rms"`` (:mod:`symln.checkimpl.norms`); with
    ``gain="one-plus"`` the target's weight is ``gamma - 1`` (:mod:`symln.checkimpl.gains`).

    Raises :class:`~symln.checkimpl.targets.TargetError` if the target cannot be
    imported or called, :class:`OptionError` for a bad option.  *families* limits
    the families (default: all of :data:`symln.checkimpl.families.FAMILIES`, or
    RMSNorm's, less those beyond the dtype's range); the diagnosis needs every
    family the norm fits on (:data:`~symln.checkimpl.diagnosis.FIT_FAMILIES`) and is left out without them.
    An RMSNorm that ignores beta (the bias-free form) is checked with beta = 0.
    """
    if norm not in NORMS:
        raise OptionError(f"norm: expected one of {', '.join(NORMS)}, got {norm!r}")
    kind = NORMS[norm]
    if gain not in GAINS:
        raise OptionError(f"gain: expected one of {', '.join(GAINS)}, got {gain!r}")
    if dtype not in DTYPES:
        raise OptionError(f"dtype: expected one of {', '.join(DTYPES)}, got {dtype!r}")
    for name, value in (("rows", rows), ("d", d), ("seeds", seeds)):
        _positive(name, value)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise OptionError(f"seed: expected a nonnegative integer, got {seed!r}")
    try:
        dtypes.storage(dtype)
    except dtypes.DtypeError as exc:
        raise OptionError(str(exc)) from None
    names, left_out = _families(families, dtype, kind)
    target = with_gain(as_target(target, norm), gain)
    start = time.perf_counter()
    bound = Bound(dtype, strict=strict)
    calls = [Caller(mode) for mode in target.modes]
    runs, seed_list, found, bias = [], list(range(seed, seed + seeds)), None, True
    for s in seed_list:
        cases = [make_case(name, rows=rows, d=d, seed=s, dtype=dtype, norm=kind) for name in names]
        base = next((c for c in cases if c.name == "random"), None)
        ident = identity_case(base or make_case("random", rows=rows, d=d, seed=s, dtype=dtype, norm=kind))
        if kind is not LAYER:
            bias = uses_bias(calls[0], ident, bound)
            cases = cases if bias else [c.without_bias() for c in cases]
        checks = []
        for mode, call in zip(target.modes, calls):
            mode_checks, outputs, cores = _run_mode(mode, cases, ident, bound, s, call, bias)
            checks.extend(mode_checks)
            failed = {c.name: c.worst for c in mode_checks if not c.ok}
            if found is None and failed:
                found = _diagnose(cases, outputs, cores, bound, failed, names, kind)
        runs.append(checks)
    total = time.perf_counter() - start
    inside = sum(call.seconds for call in calls)
    return ImplReport(target.name, dtype, strict, rows, d, seed, seeds, tuple(m.mode or "eager" for m in target.modes),
                      tuple(left_out), tuple(_merge(runs, seed_list)), found, inside, total - inside, norm, bias, gain)


def _diagnose(cases, outputs, cores, bound, failed: dict, names, norm: Norm = LAYER) -> Diagnosis | None:
    """The diagnosis of one failing run (None if there is nothing to say); *failed* maps each failed
    check's name to its worst figure."""
    failed = {(n.partition("/")[2] or n): worst for n, worst in failed.items()}
    found = None
    if any(n.startswith("forward:") for n in failed) and all(name in names for name in norm.fit_families):
        found = diagnose(cases, outputs, cores, bound)
    return from_identities(found, failed, bound)


def command(args) -> int:
    """Run ``check-impl`` for parsed *args*: 0 conforming, 1 not.

    Raises :class:`~symln.checkimpl.targets.TargetError` or :class:`OptionError` for the
    command line to report as bad usage (exit 2).
    """
    report = check(args.target, norm=args.norm, dtype=args.dtype, strict=args.strict, rows=args.rows, d=args.d,
                   seed=args.seed, seeds=args.seeds, gain=args.gain)
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
