"""The verdict store: keys cover exactly what a verdict depends on; records round-trip."""

import dataclasses
import json
import shutil
import types
from pathlib import Path

import pytest

from symln.prove.language.claims import builtin_claims
from symln.render import verdicts
from symln.prove.run.verify import NumericEvidence, Outcome, Settings, SymbolicEvidence, Verdict
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


def test_an_articles_key_covers_the_articles_of_the_claims_it_uses_and_the_settings(package_copy):
    """sensitivity's claims use epsilon's (E19, E20): editing epsilon.py changes sensitivity's key; editing
    sensitivity.py leaves epsilon's unchanged; other verifier settings give another key."""
    assert any(u.startswith("E") for c in CLAIMS if c.article == "sensitivity" for u in c.uses)
    before = {a: article_key(a, CLAIMS) for a in ("sensitivity", "epsilon")}
    sensitivity = package_copy / "articles" / "sensitivity.py"
    sensitivity.write_text(sensitivity.read_text() + "\n# edit\n")
    assert article_key("epsilon", CLAIMS) == before["epsilon"]
    assert article_key("sensitivity", CLAIMS) != before["sensitivity"]
    edited = article_key("sensitivity", CLAIMS)
    epsilon = package_copy / "articles" / "epsilon.py"
    epsilon.write_text(epsilon.read_text() + "\n# edit\n")
    assert article_key("sensitivity", CLAIMS) != edited
    assert article_key("bias", CLAIMS, Settings(dps=60)) != article_key("bias", CLAIMS)


def test_sources_include_the_packages_and_resolve_relative_imports():
    """A module's packages run their __init__ first, so they are sources too; ``from . import x``, ``from .x
    import y`` and ``from .. import`` are resolved against the importing module's package."""
    names = _names(source_files(["symln.prove.decide.identities"]))
    assert {"symln/__init__.py", "symln/prove/__init__.py", "symln/prove/decide/__init__.py",
            "symln/prove/decide/identities.py"} <= names
    for module in ("symln.prove.run.verify", "symln.render.derive"):
        path = verdicts._module_file(module)
        assert path is not None and verdicts._module_name(path) == module
        for name in verdicts._imports(path):
            if name.startswith("symln"):
                assert not name.startswith("symln.symln") and ".." not in name, (module, name)
    package = verdicts._module_file("symln.render")
    assert package.name == "__init__.py" and verdicts._module_name(package) == "symln.render"
    assert verdicts._module_file("sympy") is None and verdicts._module_file("symlnx") is None


def test_a_store_of_another_version_or_shape_is_not_read(tmp_path):
    """A store written by another version of the format, or malformed, reads as empty (everything is verified
    again) rather than as wrong verdicts or an error."""
    record = Record("E1", "epsilon", ("E1",), "proved", "all-d", "detail", ("sum_v",), 50, 18, "", ("uses E4",))
    path = tmp_path / "verdicts.json"
    good = json.loads(dump_store({"epsilon": {"key": "k", "claims": [record]}}))
    for bad in ({**good, "version": verdicts.STORE_VERSION + 1}, {**good, "version": verdicts.STORE_VERSION - 1},
                [good], {**good, "articles": {"epsilon": {"claims": []}}},
                {**good, "articles": {"epsilon": {"key": "k", "claims": [{"id": "E1"}]}}}):
        path.write_text(json.dumps(bad))
        assert load_store(path) == {}, bad


def test_the_store_is_sorted_and_lists_vacuous_dimensions_only_when_there_are_some(tmp_path):
    """Articles in name order whatever the order given; a record's vacuous_dims is stored only when it has some,
    and every record reads back equal."""
    plain = Record("E1", "epsilon", ("E1",), "proved", "all-d", "detail", (), 50, 18, "", ())
    vacuous = Record("B9", "bias", ("B9",), "vacuous", "all-d", "detail", (), 50, 18, "empty at d = 1", (),
                     vacuous_dims=(1,), obligations=2)
    store = {"epsilon": {"key": "k1", "claims": [plain]}, "bias": {"key": "k2", "claims": [vacuous]}}
    text = dump_store(store)
    document = json.loads(text)
    assert list(document["articles"]) == ["bias", "epsilon"] and text.endswith("}\n")
    assert document["articles"]["bias"]["claims"][0]["vacuous_dims"] == [1]
    assert "vacuous_dims" not in document["articles"]["epsilon"]["claims"][0]
    path = tmp_path / "verdicts.json"
    path.write_text(text)
    assert load_store(path) == store


def _verdict(claim, outcome, reason="", dims=()):
    return Verdict(claim, outcome, SymbolicEvidence(True, 1.5, "exact", ("sum_v",), ("q + eps > 0", "d >= 1")),
                   NumericEvidence(True, 50, 18, "1e-40"), reason, 2.5, ["a note"], vacuous_dims=dims)


@pytest.fixture
def verifier(monkeypatch):
    """verdicts.run replaced by a stub that records its calls and answers every claim (B1 numeric-only, the
    others proved), with a failed lemma."""
    calls = []

    def run(claims, settings, *, known, jobs, timeout):
        calls.append({"ids": [c.id for c in claims], "known": len(known), "timeout": timeout, "settings": settings})
        lemma = types.SimpleNamespace(lemma=types.SimpleNamespace(name="L1"), failure="off by one")
        fine = types.SimpleNamespace(lemma=types.SimpleNamespace(name="L2"), failure="")
        return [lemma, fine], [_verdict(c, Outcome.NUMERIC_ONLY, "not proved here") if c.id == "B1"
                               else _verdict(c, Outcome.PROVED, "proved for every d") for c in claims]

    monkeypatch.setattr(verdicts, "run", run)
    return calls


def _committed_store():
    return load_store(Path(__file__).resolve().parents[2] / "proofs" / "verdicts.json")


def test_only_the_stale_articles_are_verified_again_each_with_its_reason(verifier):
    """An article is verified again when its key changed, its claims changed, or it has no stored verdicts (and
    all with --fresh), each named with its reason in the log, under symln verify's time limit, with every claim
    known (for ``uses``); the other articles keep their stored records, and a failed lemma is warned about."""
    store = _committed_store()
    store["bias"] = {**store["bias"], "key": "0" * 64}
    store["gain"] = {**store["gain"], "claims": store["gain"]["claims"][:-1]}
    del store["jacobian"]
    messages = []
    updated, verified = verdicts.verdicts_for(CLAIMS, store, log=messages.append)
    assert verified == ["bias", "gain", "jacobian"]
    (call,) = verifier
    assert call["ids"] == [c.id for c in CLAIMS if c.article in verified]
    assert call["known"] == len(CLAIMS) and call["timeout"] == verdicts.TIMEOUT == 120.0
    assert messages[0] == (f"verifying {len(call['ids'])} claims (bias: its sources changed; gain: its claims "
                           "changed; jacobian: no stored verdicts)")
    assert messages[1:] == ["warning: lemma L1 failed its exact check: off by one"]
    for article in ("epsilon", "rmsnorm", "sensitivity"):
        assert updated[article] == store[article]
    for article in verified:
        assert updated[article]["key"] == article_key(article, CLAIMS)
        assert [r.id for r in updated[article]["claims"]] == [c.id for c in CLAIMS if c.article == article]

    verifier.clear()
    messages.clear()
    updated, verified = verdicts.verdicts_for(CLAIMS, _committed_store(), fresh=True, log=messages.append)
    assert verified == sorted({c.article for c in CLAIMS}) and len(verifier[0]["ids"]) == len(CLAIMS)
    assert messages[0].startswith(f"verifying {len(CLAIMS)} claims (bias: --fresh; epsilon: --fresh;")


def test_a_record_keeps_what_the_documents_show_and_no_timings(verifier):
    """A stored record: a proved claim's reason is left out (its detail says how), a claim not proved keeps its
    reason; the lemmas, the numeric digits and points, the notes, the vacuous dimensions and the number of side
    conditions are kept; the timings are not."""
    claim = next(c for c in CLAIMS if c.id == "B1")
    record = Record.of(_verdict(claim, Outcome.PROVED, "proved for every d"))
    assert (record.id, record.article, record.outcome, record.reason) == ("B1", "bias", "proved", "")
    assert (record.detail, record.lemmas, record.numeric_dps, record.numeric_points) == ("exact", ("sum_v",), 50, 18)
    assert (record.notes, record.obligations, record.covers) == (("a note",), 2, tuple(claim.covers))
    assert "seconds" not in dataclasses.asdict(record)
    unproved = Record.of(_verdict(claim, Outcome.VACUOUS, "vacuous at d = 1", dims=(1,)))
    assert (unproved.outcome, unproved.reason, unproved.vacuous_dims) == ("vacuous", "vacuous at d = 1", (1,))
    updated, _ = verdicts.verdicts_for([claim], {})
    assert updated["bias"]["claims"] == [Record.of(_verdict(claim, Outcome.NUMERIC_ONLY, "not proved here"))]
    assert updated["bias"]["claims"][0].reason == "not proved here"
