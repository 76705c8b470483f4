"""Running a verification: lemma checks and claims, serially or in worker processes.

What :func:`run` guarantees:

* **Time limits.**  Each claim runs under a time limit (``SIGALRM`` in the
  process that runs it, fractions of a second allowed): a claim whose SymPy
  work hangs ends as "error: timed out after N s" and the run goes on.  Python
  runs a signal handler only between bytecodes, so a claim stuck inside one
  long C call (GMP, FLINT, Z3) would hold up its own alarm: in a worker
  process the parent keeps the deadline too, and kills the worker
  :data:`_DEADLINE_GRACE` seconds after the limit, wherever it is.
* **Parallel equals serial.**  With ``jobs > 1`` the lemma checks (one task)
  and the claims are spread over worker processes forked from this one.
  Workers inherit the claims and the settings (no pickling of user code) and
  send back plain-data verdicts, so the verdicts are those of a serial run
  apart from timings.
* **A dead worker is its claim's error.**  A worker that dies (killed, out of
  memory, a claim calling ``os._exit``) makes its claim an error naming how it
  died; a new worker takes its place and the run goes on.  So does an
  exception that escapes the verifier in a worker (in a serial run it
  propagates) and a result that cannot be pickled.
* **Nothing outlives the run.**  However :func:`run` ends (a result, an
  exception, ``KeyboardInterrupt`` or :class:`~symln.errors.RunInterrupted`),
  every worker has been killed with ``SIGKILL`` and reaped before it returns
  or raises; ``SIGINT`` and ``SIGTERM`` are ignored during that cleanup, so a
  second Ctrl-C cannot cut it short.  Workers ignore ``SIGINT`` (what an
  interrupt means is the parent's decision) and die with their parent even
  when it is killed outright: on Linux by ``prctl(PR_SET_PDEATHSIG, SIGKILL)``,
  elsewhere by a thread that polls the parent's pid every 0.2 s.

The parent's handling of signals (turning ``SIGTERM`` into
:class:`~symln.errors.RunInterrupted`) is :func:`symln.cli.main`'s; the runner
only makes sure that whatever interrupts it leaves no process behind.
Runs in workers need ``os.fork`` (POSIX) and, like the time limits, the main
thread.  In a run without workers (``isolated=False`` and one job) a claim
stuck inside one long C call holds up its time limit and an interrupt until
the call returns; with workers the parent only waits, so its deadlines and an
interrupt are kept at once and the workers are killed wherever they are.
"""

from __future__ import annotations

import dataclasses
import gc
import os
import pickle
import signal
import sys
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from multiprocessing.connection import Connection, Pipe, wait
from typing import Self

from ...errors import ClaimTimeout
from ..language.claims import Claim
from ..models.lemmas import LEMMAS, LemmaResult, verify_lemmas
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

__all__ = ["ClaimTimeout", "default_jobs", "run", "run_one"]  # ClaimTimeout lives in symln.errors; kept importable here

#: the signals that interrupt a run
_INTERRUPTS = (signal.SIGINT, signal.SIGTERM)
#: how often a worker without PR_SET_PDEATHSIG checks that its parent is alive (seconds)
_PARENT_POLL = 0.2
#: the task number of the lemma checks; claims are 0, 1, ...
_LEMMAS = -1
#: how long after a claim's time limit the parent kills a worker whose own alarm has not ended the claim
#: (it is inside one C call): long enough for the alarm's verdict to arrive, short against any limit
_DEADLINE_GRACE = 0.5


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


def _run_one(c: Claim, settings: Settings, timeout: float | None) -> Verdict:
    """The verdict of *c* without its claim (what crosses the process boundary: plain data)."""
    start = time.perf_counter()
    try:
        with _time_limit(timeout):
            v = verify_claim(c, settings)
    except ClaimTimeout:
        seconds = time.perf_counter() - start
        return _error(settings, f"timed out after {timeout:g} s", "interrupted by the time limit", seconds)
    return dataclasses.replace(v, claim=None)


def run_one(c: Claim, settings: Settings = Settings(), timeout: float | None = None) -> Verdict:
    """Verify one claim in this process under the time limit (its ``uses`` are not applied)."""
    return dataclasses.replace(_run_one(c, settings, timeout), claim=c)


def _parallel(claims: Sequence[Claim], settings: Settings, timeout: float | None, jobs: int):
    def work(task: int):
        return verify_lemmas() if task == _LEMMAS else _run_one(claims[task], settings, timeout)

    tasks = [_LEMMAS, *range(len(claims))]  # the lemma checks first: they are one long task
    with _ForkPool(work, min(jobs, len(tasks)), timeout) as pool:
        answers = pool.run_all(tasks)
    lemma_results = answers[_LEMMAS]
    if not isinstance(lemma_results, list):
        lemma_results = [LemmaResult(lem, (), lemma_results.what) for lem in LEMMAS]
    answers = [answers[task] for task in range(len(claims))]  # a _Lost where the worker gave no verdict
    return lemma_results, [a if isinstance(a, Verdict) else _error(settings, a.what, a.what, a.seconds) for a in answers]


def _error(settings: Settings, what: str, symbolic: str, seconds: float) -> Verdict:
    """The verdict, without its claim, of a claim that ran out of time or whose worker died (*what*)."""
    return Verdict(None, Outcome.ERROR, SymbolicEvidence(None, seconds, symbolic),
                   NumericEvidence(None, settings.dps, 0, "0", "not run"), f"error: {what}", seconds)


def run(
    claims: Sequence[Claim],
    settings: Settings = Settings(),
    *,
    known: Sequence[Claim] = (),
    jobs: int = 1,
    timeout: float | None = None,
    isolated: bool = False,
) -> tuple[list[LemmaResult], list[Verdict]]:
    """Check the lemmas and verify *claims*; claims they ``use`` are looked up in *known*.

    Returns the lemma results and one verdict per claim, in order.  With
    ``jobs > 1`` the work is spread over that many worker processes, none of
    which outlives the call (see the module's docstring).  *isolated* runs
    even a single job in a worker process, so that claim code which ends its
    process (``os._exit``) or hangs inside a C call ends as its claim's error.
    """
    todo = with_dependencies(claims, known)  # claims relied on are verified too, not reported
    if isolated or (jobs > 1 and len(todo) > 1):
        lemma_results, results = _parallel(todo, settings, timeout, max(1, jobs))
    else:
        lemma_results, results = verify_lemmas(), [_run_one(c, settings, timeout) for c in todo]
    verdicts = [dataclasses.replace(r, claim=c) for c, r in zip(todo, results)]
    apply_uses(verdicts)
    return lemma_results, verdicts[: len(claims)]


# ---------------------------------------------------------------------------
# the worker processes


@dataclass(frozen=True)
class _Lost:
    """A task without a result, and why (its worker died, or raised, or could not send the result, or
    was killed at its deadline), and how long it ran."""

    what: str
    seconds: float = 0.0


@dataclass
class _Worker:
    pid: int
    conn: Connection  # the parent's end of the pipe to the worker
    task: int | None = None  # the task it runs, None while idle
    started: float = 0.0  # when it was given its task (time.monotonic)


class _ForkPool:
    """Up to *size* worker processes forked from this one, each running ``work(task)`` for one task at a time.

    Use it as a context manager: when the ``with`` block ends, however it
    ends, every worker has been killed and reaped (:meth:`close`).  Tasks and
    results cross the pipes pickled; ``work`` itself is inherited by the fork.
    A claim's task (not the lemma checks) that has not answered
    :data:`_DEADLINE_GRACE` seconds after *timeout* is lost: its worker is killed.
    """

    def __init__(self, work: Callable[[int], object], size: int, timeout: float | None = None):
        self._work = work
        self._size = size
        self._timeout = timeout
        self._workers: list[_Worker] = []

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def run_all(self, tasks: Sequence[int]) -> dict[int, object]:
        """``{task: work(task)}`` for every task, or a :class:`_Lost` where there is no result."""
        pending = deque(tasks)
        answers: dict[int, object] = {}
        idle: list[_Worker] = []
        busy: dict[Connection, _Worker] = {}
        while pending or busy:
            while pending and len(busy) < self._size:
                worker = idle.pop() if idle else self._spawn()
                worker.task, worker.started = pending.popleft(), time.monotonic()
                try:
                    worker.conn.send(worker.task)
                except OSError:  # it died while idle
                    answers[worker.task] = _Lost(self._bury(worker))
                    continue
                busy[worker.conn] = worker
            for worker in self._overdue(busy.values()):
                del busy[worker.conn]
                seconds = time.monotonic() - worker.started
                self._bury(worker)
                answers[worker.task] = _Lost(f"timed out after {self._timeout:g} s (stopped by the parent after "
                                             f"{seconds:.1f} s: inside a call its time limit could not interrupt)", seconds)
            if not busy:
                continue
            for conn in wait(list(busy), self._until_deadline(busy.values())):
                worker = busy.pop(conn)
                try:
                    kind, value = pickle.loads(conn.recv_bytes())
                except (EOFError, OSError):
                    answers[worker.task] = _Lost(self._bury(worker))
                    continue
                answers[worker.task] = value if kind == "done" else _Lost(value)
                idle.append(worker)
        return answers

    def _deadline(self, worker: _Worker) -> float | None:
        if not self._timeout or worker.task == _LEMMAS:
            return None
        return worker.started + self._timeout + _DEADLINE_GRACE

    def _overdue(self, workers) -> list[_Worker]:
        now = time.monotonic()
        return [w for w in workers if (deadline := self._deadline(w)) is not None and deadline <= now]

    def _until_deadline(self, workers) -> float | None:
        """Seconds until the first deadline of *workers* (None: none has one): how long to wait for answers."""
        deadlines = [d for w in workers if (d := self._deadline(w)) is not None]
        return max(0.0, min(deadlines) - time.monotonic()) if deadlines else None

    def close(self) -> None:
        """Kill (``SIGKILL``) and reap every worker; ``SIGINT`` and ``SIGTERM`` wait until this is done."""
        with _interrupts_ignored():
            for worker in self._workers:
                worker.conn.close()
                _kill(worker.pid)
            for worker in self._workers:
                _reap(worker.pid)
            self._workers.clear()

    def _spawn(self) -> _Worker:
        """Fork a worker and register it (so that :meth:`close` will reap it) before any interrupt can land."""
        parent_end, child_end = Pipe()
        _flush_std_streams()  # or the worker would inherit, and one day write, the parent's buffered output
        parent = os.getpid()
        with _interrupts_held() as mask:
            pid = os.fork()
            if pid == 0:  # the worker: never returns
                status = 1
                try:
                    parent_end.close()
                    for other in self._workers:
                        other.conn.close()
                    _become_worker(parent, mask)
                    _serve(child_end, self._work)
                    status = 0
                except BaseException:  # noqa: BLE001 - the worker must end here, whatever happened
                    traceback.print_exc()
                finally:
                    _flush_std_streams()
                    os._exit(status)
            worker = _Worker(pid, parent_end)
            self._workers.append(worker)
            child_end.close()
        return worker

    def _bury(self, worker: _Worker) -> str:
        """Reap a worker that closed its pipe (it died) and say how it ended."""
        worker.conn.close()
        with _interrupts_held():  # reaped and forgotten at once: close() never signals a pid that was reused
            _kill(worker.pid)  # in case it closed the pipe but lives on
            status = _reap(worker.pid)
            self._workers.remove(worker)
        what = "the worker process running this claim died"
        if worker.task == _LEMMAS:
            what = "the worker process running the lemma checks died"
        return f"{what} ({_describe_status(status)})"


def _serve(conn: Connection, work: Callable[[int], object]) -> None:
    """The worker's loop: receive a task, send ``("done", result)`` or ``("raised", what)``, until EOF."""
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):  # the parent closed its end, or is gone: no more work
            return
        try:
            reply = ("done", work(task))
        except BaseException as exc:  # noqa: BLE001 - what escapes the verifier is reported, as the claim's error
            reply = ("raised", f"{_describe_exception(exc)} escaped the verifier in a worker process")
        try:
            data = pickle.dumps(reply)
        except Exception as exc:  # noqa: BLE001 - a result that does not pickle is its claim's error
            what = f"the worker process could not send the result ({_describe_exception(exc)})"
            data = pickle.dumps(("raised", what))
        try:
            conn.send_bytes(data)
        except OSError:  # the parent is gone
            return


def _become_worker(parent: int, mask) -> None:
    """Turn a freshly forked process into a worker: its signals, and dying with *parent*."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # an interrupt is the parent's to handle
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if not _die_with_parent():
        threading.Thread(target=_watch_parent, args=(parent,), name="symln-watch-parent", daemon=True).start()
    if os.getppid() != parent:  # the parent died before the worker could ask to die with it
        os._exit(1)
    signal.pthread_sigmask(signal.SIG_SETMASK, mask)
    gc.freeze()  # what the parent imported lives as long as the worker: its collections skip it


#: prctl's option that sends the caller a signal when its parent (thread) exits
_PR_SET_PDEATHSIG = 1


def _die_with_parent() -> bool:
    """Ask Linux to ``SIGKILL`` this process when its parent dies; False where that is unavailable."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        ulong = ctypes.c_ulong
        return libc.prctl(_PR_SET_PDEATHSIG, ulong(signal.SIGKILL), ulong(0), ulong(0), ulong(0)) == 0
    except (OSError, AttributeError):  # no C library, or one without prctl
        return False


def _watch_parent(parent: int) -> None:
    """The fallback of :func:`_die_with_parent`: end this process once *parent* is gone."""
    while os.getppid() == parent:
        time.sleep(_PARENT_POLL)
    os._exit(1)


# ---------------------------------------------------------------------------
# signals and processes


@contextmanager
def _interrupts_ignored() -> Iterator[None]:
    """Ignore ``SIGINT`` and ``SIGTERM`` inside the block, then restore their handlers.

    Only the main thread may change signal handlers; elsewhere the block runs
    as it is (the signals go to the main thread anyway).
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {signum: signal.signal(signum, signal.SIG_IGN) for signum in _INTERRUPTS}
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, signal.SIG_DFL if handler is None else handler)


@contextmanager
def _interrupts_held() -> Iterator[set]:
    """Block ``SIGINT`` and ``SIGTERM`` inside the block (they arrive after it); yields the mask before."""
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, _INTERRUPTS)
    try:
        yield mask
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)


def _kill(pid: int) -> None:
    with suppress(ProcessLookupError):  # an unreaped child always exists
        os.kill(pid, signal.SIGKILL)


def _reap(pid: int) -> int | None:
    """Wait for the child *pid*; its wait status, or None if it was reaped elsewhere."""
    try:
        return os.waitpid(pid, 0)[1]
    except ChildProcessError:
        return None


def _describe_status(status: int | None) -> str:
    if status is None:
        return "its exit status is unknown"
    code = os.waitstatus_to_exitcode(status)
    if code < 0:
        return f"killed by {signal.Signals(-code).name}"
    return f"exit status {code}"


def _describe_exception(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


def _flush_std_streams() -> None:
    for stream in (sys.stdout, sys.stderr):
        with suppress(AttributeError, ValueError, OSError):  # closed or replaced streams
            stream.flush()
