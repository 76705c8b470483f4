"""The outcome ``vacuous`` wherever outcomes are shown: dependencies, the runner, the reports, the documents.

A universal claim whose hypotheses no value meets at some dimensions of its
scope is ``vacuous``, not proved, and its verdict names those dimensions.  The
verdicts here are built directly (the detection is the engine's).
"""

import json
import xml.etree.ElementTree as ET

import pytest

from symln import Dims, Equal, claim
from symln.prove.run import runner
from symln.prove.run.report import Report, reason_of, text_table, to_json, to_junit
from symln.prove.language.vacuity import vacuous_wording
from symln.prove.run.verify import NumericEvidence, Outcome, SymbolicEvidence, Verdict, apply_uses
from symln.render.document import verdict_line
from symln.render.evidence import evidence_row
from symln.render.verdicts import Record, dump_store, load_store


def make(id, uses=()):
    return claim(id, article="tests", statement="test claim", scope=Dims(2, 4), uses=uses)(lambda m: Equal(m.d, m.d))


def verdict(c, outcome=Outcome.VACUOUS, reason="hypothesis w != 0 is empty", dims=(2,)):
    return Verdict(
        c,
        outcome,
        SymbolicEvidence(True, 0.25, "d=2..4: exact"),
        NumericEvidence(True, 50, 3, "0"),
        reason,
        0.5,
        vacuous_dims=dims if outcome is Outcome.VACUOUS else (),
    )


def test_the_outcome_and_the_field():
    assert Outcome.VACUOUS.value == "vacuous"
    assert list(Outcome).index(Outcome.VACUOUS) == list(Outcome).index(Outcome.PROVED) + 1
    assert list(Outcome).index(Outcome.VACUOUS) == list(Outcome).index(Outcome.NUMERIC_ONLY) - 1
    v = Verdict(make("V"), Outcome.PROVED, SymbolicEvidence(True, 0.0, ""), NumericEvidence(True, 50, 1, "0"), "", 0.0)
    assert v.vacuous_dims == ()


# ---------------------------------------------------------------------------
# uses: relying on a vacuous claim is not a proof


def test_a_claim_relying_on_a_vacuous_claim_is_numeric_only():
    base, top = make("BASE"), make("TOP", uses=("BASE",))
    verdicts = [verdict(top, Outcome.PROVED, "exact"), verdict(base, dims=(2, 3))]
    apply_uses(verdicts)
    assert verdicts[0].outcome is Outcome.NUMERIC_ONLY
    assert verdicts[0].reason == "relies on BASE, but BASE is vacuous"
    assert verdicts[1].outcome is Outcome.VACUOUS and verdicts[1].vacuous_dims == (2, 3)


def test_relying_on_a_vacuous_claim_through_another_is_numeric_only():
    base, mid, top = make("BASE"), make("MID", uses=("BASE",)), make("TOP", uses=("MID",))
    verdicts = [verdict(top, Outcome.PROVED, "exact"), verdict(mid, Outcome.PROVED, "exact"), verdict(base)]
    apply_uses(verdicts)
    assert [v.outcome for v in verdicts] == [Outcome.NUMERIC_ONLY, Outcome.NUMERIC_ONLY, Outcome.VACUOUS]
    assert verdicts[0].reason == "relies on MID, but BASE is vacuous"


# ---------------------------------------------------------------------------
# the runner carries the dimensions, in this process and from a worker


@pytest.fixture
def vacuous_engine(monkeypatch):
    monkeypatch.setattr(runner, "verify_claim", lambda c, settings: verdict(c, dims=(2, 3)))
    monkeypatch.setattr(runner, "verify_lemmas", lambda: [])


def test_run_one_keeps_the_dimensions(vacuous_engine):
    v = runner.run_one(make("V"))
    assert v.outcome is Outcome.VACUOUS and v.vacuous_dims == (2, 3)


@pytest.mark.parametrize("isolated", [False, True])
def test_run_keeps_the_dimensions(vacuous_engine, isolated):
    _, verdicts = runner.run([make("V")], isolated=isolated)
    assert [(v.outcome, v.vacuous_dims) for v in verdicts] == [(Outcome.VACUOUS, (2, 3))]


# ---------------------------------------------------------------------------
# the reports


def report_of(*verdicts):
    return Report(list(verdicts), [], 1.0)


def test_wording_names_the_dimensions():
    assert vacuous_wording((2,)) == "vacuous at d = 2: no value meets the hypotheses there"
    assert vacuous_wording((2, 3)) == "vacuous at d = 2, 3: no value meets the hypotheses there"
    assert vacuous_wording((2,), math=True) == "vacuous at $d = 2$: no value meets the hypotheses there"
    v = verdict(make("V"), dims=(3,))
    assert reason_of(v) == "vacuous at d = 3: no value meets the hypotheses there; hypothesis w != 0 is empty"
    same = verdict(make("V"), reason=vacuous_wording((3,)), dims=(3,))
    assert reason_of(same) == vacuous_wording((3,))
    other = verdict(make("N"), Outcome.NUMERIC_ONLY, "numerically consistent, but not proved: x")
    assert reason_of(other) == other.reason


def test_summary_and_json_count_and_name_vacuous_claims():
    report = report_of(verdict(make("V"), dims=(2, 4)), verdict(make("P"), Outcome.PROVED, "exact"))
    summary = report.summary()
    assert summary["vacuous"] == 1 and summary["proved"] == 1 and summary["numeric_only"] == 0
    assert report.ok  # vacuous is not a failure: exit status as for numeric-only
    document = json.loads(to_json(report))
    assert list(document["summary"]) == ["total", "proved", "vacuous", "numeric_only", "failed", "error", "skipped", "seconds"]
    vacuous, proved = document["claims"]
    assert vacuous["outcome"] == "vacuous" and proved["outcome"] == "proved"
    assert vacuous["reason"].startswith("vacuous at d = 2, 4: no value meets the hypotheses there")
    assert set(vacuous) == {"id", "covers", "article", "statement", "outcome", "scope", "symbolic", "numeric", "reason"}


def test_text_table_lists_the_vacuous_claim_and_counts_it():
    table = text_table(report_of(verdict(make("V"), dims=(2,)), verdict(make("P"), Outcome.PROVED, "exact")))
    assert "V [vacuous]: vacuous at d = 2: no value meets the hypotheses there" in table
    assert "Overall: OK: 2 claims: 1 proved, 1 vacuous, 0 numeric-only, 0 failed, 0 error, 0 skipped" in table


def test_junit_reports_a_vacuous_claim_as_skipped_naming_the_dimensions():
    report = report_of(
        verdict(make("V"), dims=(2, 3)),
        verdict(make("N"), Outcome.NUMERIC_ONLY, "numerically consistent, but not proved: x"),
        verdict(make("P"), Outcome.PROVED, "exact"),
    )
    suite = ET.fromstring(to_junit(report).split("\n", 1)[1]).find("testsuite")
    assert suite.get("skipped") == "2" and suite.get("failures") == "0" and suite.get("errors") == "0"
    cases = {c.get("name"): c for c in suite.findall("testcase")}
    skipped = cases["V"].find("skipped")
    assert skipped is not None and cases["V"].find("failure") is None
    assert skipped.get("message").startswith("vacuous at d = 2, 3: no value meets the hypotheses there")
    assert cases["N"].find("skipped").get("message").startswith("numeric-only: ")
    assert cases["P"].find("skipped") is None


# ---------------------------------------------------------------------------
# the documents


def test_record_carries_the_dimensions_and_round_trips(tmp_path):
    vacuous = Record.of(verdict(make("V"), dims=(2, 3)))
    proved = Record.of(verdict(make("P"), Outcome.PROVED, "exact"))
    assert vacuous.outcome == "vacuous" and vacuous.vacuous_dims == (2, 3) and vacuous.reason
    assert proved.vacuous_dims == () and proved.reason == ""
    store = {"tests": {"key": "k", "claims": [vacuous, proved]}}
    path = tmp_path / "verdicts.json"
    path.write_text(dump_store(store))
    assert load_store(path) == store
    stored = json.loads(path.read_text())["articles"]["tests"]["claims"]
    assert stored[0]["vacuous_dims"] == [2, 3] and "vacuous_dims" not in stored[1]  # other records keep their shape


def test_verdict_line_and_evidence_name_the_dimensions():
    c = make("V")
    record = Record.of(verdict(c, dims=(2,)))
    assert verdict_line(c, record) == "vacuous at $d = 2$: no value meets the hypotheses there"
    assert evidence_row(c, record).method == "vacuous: no value meets the hypotheses at d = 2"
    proved = Record.of(verdict(c, Outcome.PROVED, "exact"))
    assert verdict_line(c, proved).startswith("proved for $d = 2")
    assert evidence_row(c, proved).method == "d=2..4: exact"  # a detail the verifier words otherwise stays as it is


# ---------------------------------------------------------------- emptiness for every input, not a generic one


def _generic_emptiness(d, *others_of):
    """The :class:`EmptyHypothesis` a cross-check model raises for ``w != 0`` orthogonal to ``others_of(m)``."""
    from symln.prove.models.concrete import ConcreteModel
    from symln.prove.models.explicit import EmptyHypothesis

    m = ConcreteModel(d, nonconstant=True)
    with pytest.raises(EmptyHypothesis) as raised:
        m.vector("w", nonzero=True, orthogonal_to=[f(m) for f in others_of])
    return raised.value


def test_a_generically_empty_declaration_met_on_a_thin_set_is_not_empty():
    """At d = 3, 1, v and e_1 span R^3 for a generic input, but not where v lies in the span of 1 and e_1
    (z = (1, 0, 0)): a nonzero w orthogonal to all three exists there, so d = 3 is not vacuous."""
    from symln.model import center
    from symln.prove.language.vacuity import _met_somewhere

    def e1(m):
        return m.vec([1] + [0] * (m.d - 1))
    assert _met_somewhere(_generic_emptiness(3, lambda m: m.one, lambda m: center(m, m.z), e1))


def test_an_empty_declaration_at_every_nonconstant_input_is_empty():
    """At d = 2, a nonconstant input's v spans the complement of 1: no nonzero w is orthogonal to both, at any
    input, and Z3 proves it."""
    from symln.model import center
    from symln.prove.language.vacuity import _met_somewhere

    assert not _met_somewhere(_generic_emptiness(2, lambda m: m.one, lambda m: center(m, m.z)))
