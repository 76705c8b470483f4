"""The verdict store: keys cover exactly what a verdict depends on; records round-trip."""

import shutil
from pathlib import Path

import pytest

from symln.prove.language.claims import builtin_claims
from symln.render import verdicts
from symln.render.verdicts import Record, article_key, dump_store, load_store, source_files

CLAIMS = builtin_claims()


def _names(paths):
    root = Path(verdicts.__file__).resolve().parent.parent.parent
    return {p.relative_to(root).as_posix() for p in paths}


def test_sources_follow_the_imports_of_the_verifier_and_the_article():
    names = _names(source_files(["symln.prove.run.verify", "symln.articles.epsilon"]))
    assert {"symln/prove/run/verify.py", "symln/prove/decide/identities.py", "symln/model.py", "symln/articles/epsilon.py", "symln/__init__.py"} <= names
    assert not {"symln/cli.py", "symln/prove/run/report.py", "symln/fileio.py"} & names
    assert not any(n.startswith("symln/render/") for n in names)


@pytest.fixture
def package_copy(tmp_path, monkeypatch):
    copy = tmp_path / "symln"
    shutil.copytree(Path(verdicts.__file__).resolve().parent.parent, copy, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(verdicts, "_PACKAGE", copy)
    return copy


def test_key_changes_with_the_article_or_the_engine_not_with_other_files(package_copy):
    before = article_key("epsilon", CLAIMS)
    (package_copy / "cli.py").write_text("# not read by the verifier\n")
    assert article_key("epsilon", CLAIMS) == before
    (package_copy / "articles" / "epsilon.py").write_text((package_copy / "articles" / "epsilon.py").read_text() + "\n# edit\n")
    edited = article_key("epsilon", CLAIMS)
    assert edited != before
    (package_copy / "prove" / "decide" / "identities.py").write_text((package_copy / "prove" / "decide" / "identities.py").read_text() + "\n# edit\n")
    assert article_key("epsilon", CLAIMS) != edited


def test_store_round_trip(tmp_path):
    record = Record("E1", "epsilon", ("E1",), "proved", "all-d", "detail", ("sum_v",), 50, 18, "", ("uses E4",))
    store = {"epsilon": {"key": "k", "claims": [record]}}
    path = tmp_path / "verdicts.json"
    path.write_text(dump_store(store))
    assert load_store(path) == store
    assert load_store(tmp_path / "missing.json") == {}
    path.write_text("{not json")
    assert load_store(path) == {}


def test_stored_verdicts_are_reused_when_the_key_matches():
    store = load_store(Path(__file__).resolve().parents[2] / "proofs" / "verdicts.json")
    messages = []
    updated, verified = verdicts.verdicts_for(CLAIMS, store, log=messages.append)
    assert verified == [] and messages == []
    assert updated == store
