"""Generated files are replaced atomically: an interruption leaves the old file and no debris."""

import os

import pytest

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
