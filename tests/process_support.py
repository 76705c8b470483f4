"""Processes for the interrupt tests: commands in their own process group, and what is left of a group.

Linux only (it reads ``/proc``); every wait is bounded, and a group still
alive when a test ends is killed, so that no test hangs or leaves processes.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Self

import pytest

needs_proc = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")

#: seconds a command may take to start its workers on a loaded machine
STARTUP = 120.0


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command name (state first), or None if it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text.rpartition(")")[2].split()


def processes(*, pgid: int | None = None, ppid: int | None = None, live: bool = True) -> list[int]:
    """The pids in process group *pgid* and/or with parent *ppid*; zombies only if not *live*."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        fields = _stat(int(entry))
        if fields is None or (live and fields[0] == "Z"):
            continue
        if (pgid is None or int(fields[2]) == pgid) and (ppid is None or int(fields[1]) == ppid):
            found.append(int(entry))
    return sorted(found)


def children(pid: int) -> list[int]:
    """The child processes of *pid*, zombies included (Linux's /proc/PID/task/*/children), sorted."""
    found = set()
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return []
    for tid in tasks:
        try:
            found.update(int(c) for c in Path(f"/proc/{pid}/task/{tid}/children").read_text().split())
        except OSError:  # the thread ended
            pass
    return sorted(found)


def descendants(pid: int) -> list[int]:
    """The processes below *pid* (its children, theirs, ...), zombies included, sorted."""
    found, todo = set(), [pid]
    while todo:
        for child in children(todo.pop()):
            if child not in found:
                found.add(child)
                todo.append(child)
    return sorted(found)


def describe(pid: int) -> str:
    """A process as ``PID (state) command line`` for a failure message."""
    fields = _stat(pid)
    try:
        argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        cmdline = " ".join(a.decode(errors="replace") for a in argv if a)
    except OSError:
        cmdline = ""
    return f"{pid} ({fields[0] if fields else 'gone'}) {cmdline[:200]}"


def threads(pid: int) -> int:
    """How many threads process *pid* has (0 once it is gone)."""
    try:
        return len(os.listdir(f"/proc/{pid}/task"))
    except OSError:
        return 0


def wait_until(predicate, timeout: float, interval: float = 0.02) -> bool:
    """Poll *predicate* until it holds (True) or *timeout* seconds pass (False)."""
    deadline = time.monotonic() + timeout
    while True:
        if predicate():
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(interval)


def group_is_gone(pgid: int) -> bool:
    """True once no process (not even a zombie) is left in group *pgid*."""
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return True
    return False


class Group:
    """A command started in a new session (its own process group, pgid = pid), killed if left running.

    Its standard output and error go to files (no pipe can fill up and stall it).
    """

    def __init__(self, argv: list[str], log_dir: Path, **kwargs):
        self.out_path, self.err_path = Path(log_dir) / "stdout.txt", Path(log_dir) / "stderr.txt"
        with open(self.out_path, "wb") as out, open(self.err_path, "wb") as err:
            self.proc = subprocess.Popen(argv, stdout=out, stderr=err, start_new_session=True, **kwargs)
        self.pgid = self.proc.pid

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info) -> None:
        if self.proc.poll() is None or not group_is_gone(self.pgid):
            try:
                os.killpg(self.pgid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.proc.wait(timeout=30)

    def wait_for_workers(self, count: int) -> list[int]:
        """Wait until the command has *count* live child processes; their pids."""
        started = wait_until(
            lambda: len(processes(ppid=self.proc.pid)) >= count or self.proc.poll() is not None, STARTUP
        )
        assert started and self.proc.poll() is None, f"no {count} workers started: {self.stderr()}"
        return processes(ppid=self.proc.pid)

    def stderr(self) -> str:
        return self.err_path.read_text(errors="replace")


def python(*args: str) -> list[str]:
    """The command line of this interpreter running *args*."""
    return [sys.executable, *args]
