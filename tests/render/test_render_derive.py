"""``symln derive``: proofs/ is current, stale files are named, output is reproducible and written atomically."""

import dataclasses
import filecmp
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from symln.cli import main
from symln.prove.language.claims import builtin_claims
from symln.prove.language.relations import Chain
from symln.render import figure
from symln.render.derive import generate, stale_files, write_tree
from symln.render.markdown import GENERATED

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"


@pytest.fixture(scope="module")
def tree():
    return generate(PROOFS)


def _seeded(tmp_path, name="proofs"):
    """An output directory holding only the committed verdicts (so nothing is verified again)."""
    out = tmp_path / name
    out.mkdir()
    shutil.copyfile(PROOFS / "verdicts.json", out / "verdicts.json")
    return out


def test_committed_proofs_are_current(tree):
    assert tree.verified == []
    assert stale_files(PROOFS, tree) == []


def test_tree_has_a_document_per_article_an_index_and_the_figure(tree):
    assert {"README.md", "epsilon.md", "verdicts.json", "F1.tsv"} <= set(tree.files)
    epsilon = tree.files["epsilon.md"]
    for did in ("D1", "D2", "D3", "D4"):  # numbered in the order they stand, Epsilon's first
        assert f"**Display {did}**" in epsilon
    assert "![Figure F1](F1.svg)" in epsilon
    assert "*Proof.*" in epsilon and "Verdict" not in epsilon


def _edit_reason(claims, cid):
    """The claims with one chain reason of claim *cid* changed (an edited derivation)."""
    out = []
    for c in claims:
        if c.id != cid:
            out.append(c)
            continue
        body = c.body

        def edited(m, body=body):
            result = body(m)
            chain = result if isinstance(result, Chain) else result[0]
            chain.steps[0] = dataclasses.replace(chain.steps[0], reason=chain.steps[0].reason + " (edited)")
            return result

        out.append(dataclasses.replace(c, body=edited))
    return out


def test_an_edited_derivation_makes_its_document_stale_and_nothing_is_written(tmp_path):
    out = tmp_path / "proofs"
    shutil.copytree(PROOFS, out)
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    claims = _edit_reason(builtin_claims(), "E3")
    assert stale_files(out, generate(out, claims=claims)) == ["epsilon.md"]
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before


def test_check_names_a_changed_document_and_exits_1(tmp_path, capsys):
    """`derive --check` on proofs/ with one line of epsilon.md changed: that file alone is stale."""
    out = tmp_path / "proofs"
    shutil.copytree(PROOFS, out)
    text = (out / "epsilon.md").read_text()
    (out / "epsilon.md").write_text(text.replace("*Proof.*", "*Proof.* (edited)", 1))
    assert main(["derive", "--out", str(out), "--check"]) == 1
    printed = capsys.readouterr().out
    assert [line for line in printed.splitlines() if line.startswith("stale:")] == [f"stale: {out / 'epsilon.md'}"]
    assert "(edited)" in (out / "epsilon.md").read_text()  # --check writes nothing


def test_check_on_an_empty_directory_names_every_file(tmp_path, capsys):
    out = _seeded(tmp_path)
    assert main(["derive", "--out", str(out), "--check"]) == 1
    printed = capsys.readouterr().out
    for name in ("epsilon.md", "README.md", "F1.tsv", "F1.svg"):
        assert f"stale: {out / name}" in printed
    assert sorted(p.name for p in out.iterdir()) == ["verdicts.json"]


def test_write_then_check_then_rewrite_nothing(tmp_path, capsys):
    out = _seeded(tmp_path)
    assert main(["derive", "--out", str(out)]) == 0
    assert main(["derive", "--out", str(out), "--check"]) == 0
    capsys.readouterr()
    assert main(["derive", "--out", str(out)]) == 0
    assert "0 file(s) written" in capsys.readouterr().out
    for name in ("epsilon.md", "README.md", "F1.tsv", "verdicts.json"):
        assert (out / name).read_bytes() == (PROOFS / name).read_bytes()
    assert not list(out.glob(".*.tmp"))


def test_without_matplotlib_derive_writes_the_rest_and_says_what_it_skipped(tmp_path, monkeypatch):
    monkeypatch.setattr(figure, "matplotlib_available", lambda: False)
    out = _seeded(tmp_path)
    messages = []
    written = write_tree(out, generate(out), log=messages.append)
    assert "F1.svg" not in written and "F1.tsv" in written
    assert any("skipped" in m and "matplotlib" in m for m in messages)
    shutil.copyfile(PROOFS / "F1.svg", out / "F1.svg")  # a picture drawn elsewhere is checked by its digest
    assert stale_files(out, generate(out)) == []


def test_picture_is_compared_by_the_data_it_was_drawn_from(tmp_path, tree):
    out = tmp_path / "proofs"
    shutil.copytree(PROOFS, out)
    svg = (out / "F1.svg").read_text()
    (out / "F1.svg").write_text(svg.replace("<svg", "<!-- another matplotlib -->\n<svg", 1))
    assert stale_files(out, tree) == []
    (out / "F1.svg").write_text(svg.replace(tree.data_digest, "0" * 64))
    assert stale_files(out, tree) == ["F1.svg"]


def test_a_document_no_longer_generated_is_reported_and_removed(tmp_path, tree):
    out = tmp_path / "proofs"
    shutil.copytree(PROOFS, out)
    (out / "old.md").write_text(GENERATED + "\n# Old\n")
    (out / "notes.md").write_text("# my own notes\n")
    assert stale_files(out, tree) == ["old.md (no longer generated)"]
    write_tree(out, tree)
    assert not (out / "old.md").exists() and (out / "notes.md").exists()


def test_identical_trees_across_hash_seeds(tmp_path):
    outs = []
    for seed in ("0", "4242"):
        out = _seeded(tmp_path, f"proofs-{seed}")
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONPATH=str(ROOT))
        subprocess.run([sys.executable, "-m", "symln", "derive", "--out", str(out)], check=True, env=env, capture_output=True)
        outs.append(out)
    names = sorted(p.name for p in outs[0].iterdir())
    assert names == sorted(p.name for p in outs[1].iterdir())
    match, mismatch, errors = filecmp.cmpfiles(outs[0], outs[1], names, shallow=False)
    assert mismatch == [] and errors == []


def test_new_keys_with_the_same_verdicts_are_not_stale_other_verdicts_are(tmp_path, tree):
    import json

    out = tmp_path / "proofs"
    shutil.copytree(PROOFS, out)
    data = json.loads((out / "verdicts.json").read_text())
    data["articles"]["epsilon"]["key"] = "0" * 64  # as if the engine changed but proved the same
    (out / "verdicts.json").write_text(json.dumps(data))
    assert stale_files(out, tree) == []
    data["articles"]["epsilon"]["claims"][0]["outcome"] = "numeric-only"
    (out / "verdicts.json").write_text(json.dumps(data))
    assert stale_files(out, tree) == ["verdicts.json"]


def test_every_committed_derivation_is_shown():
    """A claim whose presentation fails is reported in its document; none may be committed that way."""
    for document in PROOFS.glob("*.md"):
        assert "could not be shown" not in document.read_text(encoding="utf-8"), document.name


def _store_with(out: Path, article: str, cid: str, **fields) -> None:
    """Change claim *cid*'s stored record (and, with ``key=``, its article's key) in out/verdicts.json."""
    import json

    path = out / "verdicts.json"
    data = json.loads(path.read_text())
    entry = data["articles"][article]
    if "key" in fields:
        entry["key"] = fields.pop("key")
    record = next(r for r in entry["claims"] if r["id"] == cid)
    record.update(fields)
    path.write_text(json.dumps(data, indent=1) + "\n")


#: a stored verdict that is not a proof (as an older engine, or a claim's author, might have left it)
NUMERIC_ONLY = {"outcome": "numeric-only", "reason": "numerically consistent, but not proved (stored here)"}


def _section(text: str, start: str, end: str) -> str:
    at = text.index(start)
    stop = text.find(end, at + len(start))
    return text[at: stop if stop >= 0 else len(text)]


def test_a_numeric_only_verdict_is_never_shown_as_proved(tmp_path, capsys):
    """B1 stored numeric-only: its Markdown and LaTeX say "not proved" with the reason, never "proved for
    every d", its proof has no end mark, and its evidence row names the outcome instead of a method."""
    out = tmp_path / "proofs"
    shutil.copytree(PROOFS, out)
    _store_with(out, "bias", "B1", **NUMERIC_ONLY)
    tree = generate(out)
    assert tree.verified == []  # the key is unchanged: the stored verdict is the one shown
    markdown = tree.files["bias.md"]
    b1 = _section(markdown, "### Proposition 3.1 ", "\n### ")  # B1, named by section and place
    assert "*Not proved:* numeric-only: numerically consistent, but not proved (stored here)" in b1
    assert "proved for" not in b1
    row = next(line for line in markdown.splitlines() if line.startswith("| 3.1 |"))
    assert "numeric-only" in row and "symbolic" not in row, row
    b2 = _section(markdown, "### Proposition 3.2 ", "\n### ")
    assert "Not proved" not in b2  # the others as before

    tex = tmp_path / "symln.tex"
    assert main(["latex", "--out", str(tex), "--proofs", str(out)]) == 0
    capsys.readouterr()
    text = tex.read_text()
    b1 = _section(text, r"\begin{proposition}{3.1}", r"\begin{proposition}")
    assert r"\unproved{numeric-only: numerically consistent, but not proved (stored here)" in b1
    assert r"$\square$" not in b1 and "proved for" not in b1
    assert text.count(r"$\square$") == len(builtin_claims()) - 1


def test_stored_verdicts_are_not_reused_once_their_sources_changed(tmp_path, capsys):
    """Documents current with a stored verdict (B1 numeric-only) stay current while the key matches; once the
    key no longer matches the sources (the engine changed), `derive --check` verifies the article again, finds
    B1 proved, and names the verdicts and the document as stale (writing nothing)."""
    out = tmp_path / "proofs"
    shutil.copytree(PROOFS, out)
    _store_with(out, "bias", "B1", **NUMERIC_ONLY)
    assert main(["derive", "--out", str(out)]) == 0
    assert main(["derive", "--check", "--out", str(out)]) == 0
    capsys.readouterr()
    _store_with(out, "bias", "B1", key="0" * 64)  # as if verify.py or the article had changed since
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    assert main(["derive", "--check", "--out", str(out)]) == 1
    captured = capsys.readouterr()
    stale = sorted(line for line in captured.out.splitlines() if line.startswith("stale: "))
    assert stale == [f"stale: {out / 'bias.md'}", f"stale: {out / 'verdicts.json'}"], captured.out
    assert "bias: its sources changed" in captured.err
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
