"""Atomic file output: a reader sees the old file or the whole new one, never a part.

The new content goes to a temporary file beside the target (``.NAME.<random>.tmp``),
which is fsynced and then renamed over the target.  However the write ends (an
error, ``KeyboardInterrupt``, :class:`~symln.errors.RunInterrupted`), the
temporary file does not outlive it: its name is chosen before it is created,
so the cleanup can remove it even when the interrupt lands between its
creation and the next statement.
"""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

__all__ = ["atomic_write_bytes", "atomic_write_text"]


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write *data* to a temporary file beside *path*, fsync it, then rename it over *path*."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.parent / f".{path.name}.{secrets.token_hex(8)}.tmp"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(tmp, flags, 0o600)  # O_EXCL: from here on a file of that name is ours
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, _mode_for(path))  # created 0600; keep the usual permissions
        os.replace(tmp, path)
    except FileExistsError:  # only os.open raises it: the random name is taken, by a file not ours
        raise
    except BaseException:
        # also on KeyboardInterrupt and RunInterrupted, even one that lands after the file
        # was created and before os.open returned: leave no partial or temporary file behind
        _remove(tmp)
        raise


def _remove(tmp: Path) -> None:
    try:
        os.unlink(tmp)
    except FileNotFoundError:
        pass


def _mode_for(path: Path) -> int:
    """The permissions of the file *path* replaces, else those a new file gets (0666 less the umask)."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def atomic_write_text(path: str | Path, text: str) -> None:
    """:func:`atomic_write_bytes` of UTF-8 text with ``\\n`` line ends."""
    atomic_write_bytes(path, text.encode("utf-8"))
