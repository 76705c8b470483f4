"""The red-team corpus (tests/corpus): no false claim is proved, no true claim is refuted.

``tests/corpus/false/<class>.py`` holds false claims (or claims ill-defined at an admissible point), each
naming a counterexample; none may end "proved", and each verdict gives a reason.  ``tests/corpus/true/<class>.py``
holds true claims; none may end "failed".  A hole found and not closed is in :data:`KNOWN_HOLES`, keyed by
claim id with the reason, as a strict expected failure: closing it makes the test pass, and then fail until
the entry is removed.  Each verdict must also keep its reason class (``tests/corpus/reasons.py``), so that a claim
that stops reaching what it was written for fails its test.  Each claim is verified alone, in this process, as the red-team suites did (a claim
with ``uses`` with the corpus as the claims it may rely on).  ``tests/corpus/__init__.py`` says how to add
a claim.  Run a class with ``-k``: ``pytest tests/prove/test_corpus.py -k "limits or definedness"``.
"""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from corpus import reasons
from symln.cli import main
from symln.prove.language.claims import load_claims
from symln.prove.run.verify import Outcome, verify_claim, verify_claims

CORPUS = Path(__file__).parents[1] / "corpus"
KINDS = ("false", "true")
#: (kind, class, file, claim) for every claim of the corpus, class by class in file order
ENTRIES = [(kind, path.stem, path, c) for kind in KINDS for path in sorted((CORPUS / kind).glob("*.py"))
           for c in load_claims(path)]
ALL = [c for *_, c in ENTRIES]
FALSE_IDS = {c.id for k, *_, c in ENTRIES if k == "false"}
BY_ID = {c.id: c for c in ALL}

#: How many claims each (kind, class) held when the corpus was built (from 753 claims of the red-team
#: suites): the counts may grow, never shrink.
LEAST = {
    ('false', 'algebra'): 48, ('false', 'approximations'): 15, ('false', 'bounds'): 41, ('false', 'branching'): 57,
    ('false', 'chains'): 14, ('false', 'definedness'): 42, ('false', 'derivatives'): 90,
    ('false', 'dimensions'): 14, ('false', 'limits'): 62, ('false', 'lipschitz'): 27, ('false', 'relations'): 41,
    ('false', 'rmsnorm'): 5, ('false', 'signs'): 19, ('false', 'solutions'): 62, ('false', 'state'): 21,
    ('false', 'thin_sets'): 36, ('false', 'vacuity'): 8, ('false', 'interpretation'): 4, ('true', 'algebra'): 30, ('true', 'approximations'): 3,
    ('true', 'bounds'): 21, ('true', 'chains'): 4, ('true', 'derivatives'): 29, ('true', 'limits'): 40,
    ('true', 'lipschitz'): 4, ('true', 'signs'): 7, ('true', 'solutions'): 14, ('true', 'state'): 3,
    ('true', 'vacuity'): 5, ('false', 'certified_quantities'): 15, ('true', 'certified_quantities'): 4,
    ('false', 'dependent_hypotheses'): 5, ('true', 'dependent_hypotheses'): 4,
}
#: The same by origin (the id's round prefix: R for the first review, ADV, SC, RT2 .. RT18).
LEAST_BY_ORIGIN = {
    ('false', 'ADV'): 11, ('false', 'R'): 29, ('false', 'SC'): 60, ('false', 'RT2'): 79, ('false', 'RT3'): 65,
    ('false', 'RT4'): 64, ('false', 'RT5'): 46, ('false', 'RT6'): 44, ('false', 'RT7'): 46, ('false', 'RT8'): 15,
    ('false', 'RT9'): 13, ('false', 'RT10'): 9, ('false', 'RT11'): 12, ('false', 'RT12'): 32, ('false', 'RT13'): 22,
    ('false', 'RT14'): 22, ('false', 'RT15'): 15, ('false', 'RT16'): 11, ('true', 'RT3'): 6, ('true', 'RT4'): 10,
    ('true', 'RT5'): 10, ('true', 'RT6'): 9, ('true', 'RT7'): 26, ('true', 'RT8'): 11, ('true', 'RT9'): 12,
    ('true', 'RT10'): 7, ('true', 'RT11'): 9, ('true', 'RT12'): 19, ('true', 'RT13'): 16, ('true', 'RT14'): 10,
    ('true', 'RT15'): 7, ('true', 'RT16'): 6, ('false', 'RT17'): 5, ('true', 'RT17'): 2, ('false', 'RT18'): 6,
    ('false', 'RT19'): 56, ('true', 'RT19'): 17, ('false', 'RT20'): 15, ('true', 'RT20'): 4,
    ('false', 'RT21'): 7, ('true', 'RT21'): 3, ('false', 'RT22'): 9, ('true', 'RT22'): 6,
    ('false', 'RT23'): 2, ('true', 'RT23'): 2,
}

#: Holes found and not closed, by claim id: strict expected failures with the reason.
KNOWN_HOLES = {
    "RT18.kind.type-d": "`type(m.d) is int` is answered by Python without asking the value, once, at trace time: "
    "the trace's d is a number of its own type (exact, like the numeric model's), so the body takes its other "
    "branch and the graph states 2 = 2; the verdict is right for the graph that `symln trace` shows, not for "
    "the statement's text",
}

#: False claims that must be refuted, not merely left unproved: by id prefix, the word an "error" verdict
#: must name instead (the adversarial suite: all end "failed" but ADV.float, an error about a float).
REFUTED = {"ADV.": "float"}


def _cases(kind):
    """One case per claim of *kind*, named ``<class>:<id>`` (so that ``-k <class>`` selects a class)."""
    return [pytest.param(c, id=f"{cls}:{c.id}", marks=[pytest.mark.xfail(strict=True, reason=KNOWN_HOLES[c.id])]
                         if c.id in KNOWN_HOLES else []) for k, cls, _, c in ENTRIES if k == kind]


def _verdict(c):
    """The verdict of *c* verified alone (with the corpus claims it ``uses``, if any: a missing one is no proof)."""
    return verify_claims([c], known=ALL)[0] if c.uses else verify_claim(c)


def test_the_corpus_is_complete():
    ids = [c.id for c in ALL]
    assert len(set(ids)) == len(ids), sorted({i for i in ids if ids.count(i) > 1})
    counts = {(kind, cls): sum(1 for k, c2, _, _ in ENTRIES if (k, c2) == (kind, cls)) for kind, cls in LEAST}
    assert {key: n for key, n in counts.items() if n < LEAST[key]} == {}
    origins = {}
    for kind, _, _, c in ENTRIES:
        key = (kind, re.match(r"RT\d+|R|ADV|SC", c.id).group())
        origins[key] = origins.get(key, 0) + 1
    assert {key: origins.get(key, 0) for key, n in LEAST_BY_ORIGIN.items() if origins.get(key, 0) < n} == {}
    assert set(KNOWN_HOLES) <= set(ids)
    assert {c.id for c in ALL if c.id.startswith(tuple(REFUTED))}


@pytest.mark.parametrize(("kind", "cls", "path"), sorted({(k, cls, p) for k, cls, p, _ in ENTRIES}),
                         ids=lambda v: v.name if isinstance(v, Path) else str(v))
def test_each_file_states_its_class(kind, cls, path):
    """The file's docstring names its class, and every claim's article is ``corpus-<kind>:<class>``."""
    assert re.fullmatch(r"[a-z][a-z_]*", cls), path
    doc = path.read_text().split('"""')[1]
    assert doc.startswith(f"Corpus of {kind} claims, class {cls}: "), path
    wrong = [c.id for k, c2, p, c in ENTRIES if p == path and c.article != f"corpus-{kind}:{cls}"]
    assert wrong == [], f"{path.name}: article is not corpus-{kind}:{cls}"
    if kind == "true":
        assert not any(c.id.startswith("RT") and ".true." not in c.id for k, _, p, c in ENTRIES if p == path)
    else:
        assert not any(".true." in c.id for k, _, p, c in ENTRIES if p == path)


#: reason classes of this run, written to tests/corpus/reasons.json at the end under ``--update-reasons``
OBSERVED: dict[str, str] = {}


@pytest.fixture(scope="module", autouse=True)
def _reasons_table(request):
    yield
    if OBSERVED and request.config.getoption("--update-reasons"):
        reasons.write({**reasons.load(), **OBSERVED})


def _assert_reason_class(c, verdict, config):
    """*verdict* has the reason class the table holds for *c* (or, under ``--update-reasons``, records it)."""
    observed = reasons.reason_class(verdict.outcome.value, verdict.reason)
    if config.getoption("--update-reasons"):
        OBSERVED[c.id] = observed
        return
    expected = reasons.load().get(c.id)
    assert expected is not None, f"{c.id}: no reason class in tests/corpus/reasons.json (run with --update-reasons)"
    assert observed == expected, (f"{c.id} no longer reaches its reason class {expected!r}: {observed!r} "
                                  f"({verdict.outcome.value}: {verdict.reason})")


def test_every_claim_has_a_reason_class(request):
    if request.config.getoption("--update-reasons"):
        pytest.skip("the table is being rewritten")
    table = reasons.load()
    assert sorted(set(BY_ID) - set(table)) == [] and sorted(set(table) - set(BY_ID)) == []
    assert not [i for i, cls in table.items() if "unclassified" in cls]
    assert [i for i in sorted(FALSE_IDS - set(KNOWN_HOLES)) if table[i] == "proved"] == []


@pytest.mark.parametrize(("outcome", "reason", "expected"), [
    ("failed", "refuted exactly at general d: sign >= 0: fails at d = 2", "failed"),
    ("failed", "refuted numerically at d=3, family=generic: eps=1/2", "failed"),
    ("error", "error: tracing: TracedValueError: `==` of a traced value: a claim ...", "error tracing: TracedValueError: =="),
    ("error", "error: exact d=3: NotAvailableError: max_abs: the gain varies", "error exact d: NotAvailableError: max_abs"),
    ("error", "error: the worker process running this claim died (exit status 0)", "error: died"),
    ("error", "error: claim X: unknown lemma(s) q_positive cited; known: ...", "error: unknown lemma"),
])
def test_reason_classes(outcome, reason, expected):
    assert reasons.reason_class(outcome, reason) == expected


def test_a_claim_that_no_longer_reaches_its_class_fails(request):
    """A refusal of ``==`` that became a claim left unproved is a failure of its test, though still not proved."""
    if request.config.getoption("--update-reasons"):
        pytest.skip("the table is being rewritten")
    c = BY_ID["RT8.ctl.plain-eq-scalar"]
    assert reasons.load()[c.id] == "error tracing: TracedValueError: =="
    unproved = type("V", (), {"outcome": Outcome.NUMERIC_ONLY, "reason": "numerically consistent, but not proved: x"})
    with pytest.raises(AssertionError, match="no longer reaches its reason class"):
        _assert_reason_class(c, unproved, request.config)


@pytest.mark.parametrize("adversary", _cases("false"))
def test_false_claim_is_not_proved(adversary, request):
    verdict = _verdict(adversary)
    assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} ({adversary.article}) was proved: {verdict.reason}"
    assert verdict.reason  # the verdict says why
    for prefix, word in REFUTED.items():
        if adversary.id.startswith(prefix):
            assert verdict.outcome in (Outcome.FAILED, Outcome.ERROR), f"{adversary.id}: {verdict.outcome.value}: {verdict.reason}"
            assert verdict.outcome is Outcome.FAILED or word in verdict.reason, verdict.reason
    _assert_reason_class(adversary, verdict, request.config)


@pytest.mark.parametrize("truth", _cases("true"))
def test_true_claim_is_not_refuted(truth, request):
    verdict = _verdict(truth)
    assert verdict.outcome is not Outcome.FAILED, f"{truth.id} ({truth.article}) was refuted: {verdict.reason}"
    _assert_reason_class(truth, verdict, request.config)


# ---------------------------------------------------------------- checks of a few claims beyond their verdicts


def _files_of(ids):
    return sorted({str(p) for _, _, p, c in ENTRIES if c.id in ids})


def test_cached_jacobian_keeps_its_obligations():
    """A claim's verdict must not depend on which claims ran before it in the same process (red team 4:
    ``RT4.memo.jacobian-any-input`` was proved only after ``RT4.memo.warm-cache`` had filled the concrete
    model's cache)."""
    alone = verify_claim(BY_ID["RT4.memo.jacobian-any-input"]).outcome
    verify_claim(BY_ID["RT4.memo.warm-cache"])
    after = verify_claim(BY_ID["RT4.memo.jacobian-any-input"]).outcome
    assert after is alone, f"verified alone: {alone.value}; after RT4.memo.warm-cache: {after.value}"


def test_parallel_verdicts_are_the_serial_ones():
    """A fresh ``symln verify --jobs 2`` (whose workers import SymPy's submodules lazily) gives the serial
    verdicts on red team 16's true claims: a library module that grows is no state of the claim."""
    ids = [c.id for c in ALL if c.id.startswith("RT16.true.")]
    selection = [arg for path in _files_of(ids) for arg in ("--claims", path)] + [arg for i in ids for arg in ("--id", i)]

    def outcomes(jobs):
        done = subprocess.run([sys.executable, "-m", "symln", "verify", *selection, "--jobs", str(jobs), "--json", "-"],
                              capture_output=True, text=True, check=False)
        return {c["id"]: c["outcome"] for c in json.loads(done.stdout)["claims"]}

    serial = outcomes(1)
    assert outcomes(2) == serial and "error" not in serial.values() and len(serial) == len(ids) == 6


def test_a_run_over_the_adversarial_claims_exits_1(capsys):
    """``symln verify`` over the adversarial suite's claims (ADV.*) exits 1, and prints none as proved."""
    ids = [c.id for c in ALL if c.id.startswith("ADV.")]
    selection = [arg for path in _files_of(ids) for arg in ("--claims", path)] + [arg for i in ids for arg in ("--id", i)]
    assert len(ids) >= 10
    assert main(["verify", *selection, "--jobs", "1"]) == 1
    out = capsys.readouterr().out
    rows = [line.split() for line in out.splitlines()[2:] if line.startswith("ADV.")]
    assert {row[0] for row in rows} == set(ids) and "proved" not in [row[2] for row in rows]
