"""Running a verification: lemma checks and claims, serially or in parallel processes.

Each claim runs under a time limit (``SIGALRM`` in the process that runs it):
a claim whose SymPy work hangs ends as "error: timed out after N s" and the run
goes on.  With ``jobs > 1`` the tasks are spread over a fork-based process
pool; workers inherit the claims (no pickling of user code) and send back
plain-data verdicts, so the result is the same as a serial run apart from
timings.  A worker that dies is reported as an error of its claim.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass

from ..errors import ClaimTimeout
from .claims import Claim
from .lemmas import LEMMAS, LemmaResult, verify_lemmas
from .verify import (
    NumericEvidence,
    Outcome,
    Settings,
    SymbolicEvidence,
    Verdict,
    apply_uses,
    verify_claim,
    with_dependencies,
)

__all__ = ["ClaimTimeout", "default_jobs", "run", "run_one"]


def default_jobs() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


@contextmanager
def _time_limit(seconds: float | None):
    if not seconds:
        yield
        return

    def expire(signum, frame):
        raise ClaimTimeout(seconds)

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@dataclass
class _Result:
    """A verdict without its claim: what crosses the process boundary."""

    outcome: Outcome
    symbolic: SymbolicEvidence
    numeric: NumericEvidence
    reason: str
    seconds: float


def _run_one(c: Claim, settings: Settings, timeout: float | None) -> _Result:
    start = time.perf_counter()
    try:
        with _time_limit(timeout):
            v = verify_claim(c, settings)
    except ClaimTimeout:
        seconds = time.perf_counter() - start
        return _Result(
            Outcome.ERROR,
            SymbolicEvidence(None, seconds, "interrupted by the time limit"),
            NumericEvidence(None, settings.dps, 0, "0", "not run"),
            f"error: timed out after {timeout:g} s",
            seconds,
        )
    return _Result(v.outcome, v.symbolic, v.numeric, v.reason, v.seconds)


def run_one(c: Claim, settings: Settings = Settings(), timeout: float | None = None) -> Verdict:
    """Verify one claim in this process under the time limit (its ``uses`` are not applied)."""
    r = _run_one(c, settings, timeout)
    return Verdict(c, r.outcome, r.symbolic, r.numeric, r.reason, r.seconds)


# The pool is forked after these are set, so workers see them without pickling.
_TASK_CLAIMS: Sequence[Claim] = ()


def _worker(index: int, settings: Settings, timeout: float | None):
    if index < 0:
        return verify_lemmas()
    return _run_one(_TASK_CLAIMS[index], settings, timeout)


def _serial(claims, settings, timeout):
    return verify_lemmas(), [_run_one(c, settings, timeout) for c in claims]


def _parallel(claims, settings, timeout, jobs):
    global _TASK_CLAIMS
    _TASK_CLAIMS = list(claims)
    context = multiprocessing.get_context("fork")
    results: list[_Result | None] = [None] * len(claims)
    lemma_results = None
    try:
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            # lemma checks first: they are one long task
            lemma_future = pool.submit(_worker, -1, settings, timeout)
            futures = [pool.submit(_worker, i, settings, timeout) for i in range(len(claims))]
            for i, future in enumerate(futures):
                try:
                    results[i] = future.result()
                except BrokenProcessPool:
                    results[i] = _died(settings)
            try:
                lemma_results = lemma_future.result()
            except BrokenProcessPool:
                lemma_results = None
    finally:
        _TASK_CLAIMS = ()
    if lemma_results is None:
        lemma_results = [LemmaResult(lem, (), "worker process died") for lem in LEMMAS]
    return lemma_results, results


def _died(settings: Settings) -> _Result:
    return _Result(
        Outcome.ERROR,
        SymbolicEvidence(None, 0.0, "worker process died"),
        NumericEvidence(None, settings.dps, 0, "0", "not run"),
        "error: the worker process running this claim died",
        0.0,
    )


def run(
    claims: Sequence[Claim],
    settings: Settings = Settings(),
    *,
    known: Sequence[Claim] = (),
    jobs: int = 1,
    timeout: float | None = None,
) -> tuple[list[LemmaResult], list[Verdict]]:
    """Check the lemmas and verify *claims*; claims they ``use`` are looked up in *known*.

    Returns the lemma results and one verdict per claim, in order.
    """
    todo = with_dependencies(claims, known)  # claims relied on are verified too, not reported
    if jobs > 1 and len(todo) > 1:
        lemma_results, results = _parallel(todo, settings, timeout, jobs)
    else:
        lemma_results, results = _serial(todo, settings, timeout)
    verdicts = [Verdict(c, r.outcome, r.symbolic, r.numeric, r.reason, r.seconds) for c, r in zip(todo, results)]
    apply_uses(verdicts)
    return lemma_results, verdicts[: len(claims)]
