"""Generated files are replaced atomically: an interruption leaves the old file and no debris."""

import os
import secrets
import signal
import stat

import pytest

from symln.errors import RunInterrupted
from symln.fileio import atomic_write_text


def test_write_creates_parents_and_content(tmp_path):
    target = tmp_path / "a" / "b.txt"
    atomic_write_text(target, "hello\n")
    assert target.read_text() == "hello\n"


def test_interrupted_write_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "report.json"
    target.write_text("old")

    def interrupted(fd):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(target, "new " * 10000)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]


def test_an_interrupt_right_after_the_temporary_file_is_created_leaves_nothing(tmp_path, monkeypatch):
    """The window between creating the temporary file and knowing its name: the cleanup still finds it."""
    target = tmp_path / "report.json"
    target.write_text("old")
    real_open = os.open

    def interrupted_on_return(path, *args, **kwargs):
        fd = real_open(path, *args, **kwargs)
        if str(path).endswith(".tmp"):
            os.close(fd)
            raise RunInterrupted(signal.SIGINT)  # as a signal handler would, when os.open returns
        return fd

    monkeypatch.setattr(os, "open", interrupted_on_return)
    with pytest.raises(RunInterrupted):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]


def test_a_taken_temporary_name_is_left_alone(tmp_path, monkeypatch):
    target = tmp_path / "report.json"
    monkeypatch.setattr(secrets, "token_hex", lambda n: "0" * (2 * n))
    taken = tmp_path / f".report.json.{'0' * 16}.tmp"
    taken.write_text("not ours")
    with pytest.raises(FileExistsError):
        atomic_write_text(target, "new")
    assert taken.read_text() == "not ours" and not target.exists()


def test_the_new_file_has_the_usual_permissions(tmp_path):
    target = tmp_path / "new.txt"
    atomic_write_text(target, "x")
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~umask
    target.chmod(0o640)
    atomic_write_text(target, "y")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
