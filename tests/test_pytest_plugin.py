"""The pytest plugin: a claims file becomes one test per claim, with the verdict's reason as the message."""

import types
import xml.etree.ElementTree as ET

import pytest

PROVED = '''
from symln import Equal, claim
from symln.model import core, mean


@claim("MY.mean", article="mine", statement="The core averages to zero.")
def core_mean(m):
    eps = m.scalar("eps", positive=True)
    return Equal(mean(m, core(m, m.z, eps)), 0)
'''

FAILING = '''
from symln import Equal, claim
from symln.model import core, variance


@claim("MY.wrong", article="mine", statement="The core variance is 1 - eps.")
def wrong(m):
    eps = m.scalar("eps", positive=True)
    return Equal(variance(m, core(m, m.z, eps)), 1 - eps)
'''

UNDECIDED = '''
from symln import LessEqual, claim


@claim("MY.amgm", article="mine", statement="AM-GM for five positive numbers.")
def amgm(m):
    a, b, c, f, e = (m.scalar(n, positive=True) for n in "abcfe")
    return LessEqual(5 * a * b * c * f * e, a**5 + b**5 + c**5 + f**5 + e**5)
'''


#: six claims whose verdicts the stub engine below decides by id (their bodies are never verified)
SIX_OUTCOMES = "\n".join(
    ["from symln import Equal, claim", "from symln.model import core, mean", ""]
    + [f"""
@claim("{id_}", article="mine", statement="Stands for a {id_.split('.')[1]} claim.")
def claim_{k}(m):
    eps = m.scalar("eps", positive=True)
    return Equal(mean(m, core(m, m.z, eps)), 0)
""" for k, id_ in enumerate(["P.proved", "F.failed", "E.error", "N.numeric", "V.vacuous", "S.skipped"])]
)


@pytest.fixture
def engine(monkeypatch):
    """The plugin's engine replaced by a stub, in this process (for ``runpytest_inprocess``): each claim's
    outcome is named by the second part of its id (proved if it names none), the reason is ``"because <id>"``, and every call is recorded
    (the claim's id, the settings and the time limit) with the lemma checks."""
    from symln.prove.models import lemmas
    from symln.prove.run import runner
    from symln.prove.run.verify import NumericEvidence, Outcome, SymbolicEvidence, Verdict

    outcomes = {"proved": Outcome.PROVED, "failed": Outcome.FAILED, "error": Outcome.ERROR,
                "numeric": Outcome.NUMERIC_ONLY, "vacuous": Outcome.VACUOUS, "skipped": Outcome.SKIPPED}
    calls = {"run_one": [], "lemmas": 0, "lemma_failures": []}

    def run_one(c, settings=None, timeout=None):
        calls["run_one"].append((c.id, settings, timeout))
        outcome = outcomes.get(c.id.split(".")[1], Outcome.PROVED)
        dims = (4,) if outcome is Outcome.VACUOUS else ()
        return Verdict(c, outcome, SymbolicEvidence(True, 0.0, "exact"), NumericEvidence(True, 50, 1, "0"),
                       f"because {c.id}", 0.0, vacuous_dims=dims)

    def verify_lemmas():
        calls["lemmas"] += 1
        return [types.SimpleNamespace(lemma=types.SimpleNamespace(name=n), failure=f) for n, f in calls["lemma_failures"]]

    monkeypatch.setattr(runner, "run_one", run_one)
    monkeypatch.setattr(lemmas, "verify_lemmas", verify_lemmas)
    return calls


def test_each_outcome_becomes_a_test_result_with_its_reason(pytester, engine):
    """proved passes; failed and error fail with the outcome and the verdict's reason; numeric-only, vacuous
    (naming its dimensions) and skipped are skipped with theirs."""
    pytester.makepyfile(claims_six=SIX_OUTCOMES)
    result = pytester.runpytest_inprocess("-rA", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=2, skipped=3)
    result.stdout.fnmatch_lines_random([
        "PASSED claims_six.py::P.proved",
        "FAILED claims_six.py::F.failed*", "failed: because F.failed",
        "FAILED claims_six.py::E.error*", "error: because E.error",
        "SKIPPED*numeric-only: because N.numeric",
        "SKIPPED*vacuous at d = 4*because V.vacuous",
        "SKIPPED*skipped: because S.skipped",
    ])
    result.stdout.fnmatch_lines(["*_ claim F.failed _*", "claim F.failed (Stands for a failed claim.)",
                                 "failed: because F.failed"])
    assert [call[0] for call in engine["run_one"]] == ["P.proved", "F.failed", "E.error", "N.numeric", "V.vacuous",
                                                       "S.skipped"]


def test_strict_fails_numeric_only_and_vacuous_but_still_skips_skipped(pytester, engine):
    """--symln-strict: a claim not proved (numeric-only, vacuous) fails; a skipped claim stays skipped and a proved
    one passes."""
    pytester.makepyfile(claims_six=SIX_OUTCOMES)
    result = pytester.runpytest_inprocess("-rA", "--symln-strict", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=4, skipped=1)
    result.stdout.fnmatch_lines_random(["FAILED claims_six.py::N.numeric*", "FAILED claims_six.py::V.vacuous*",
                                        "SKIPPED*skipped: because S.skipped"])


def test_the_options_reach_the_engine(pytester, engine):
    """Each claim is verified with --symln-dps working digits under the --symln-timeout limit; the defaults are the
    documented 50 digits and 120 s."""
    pytester.makepyfile(claims_mine=PROVED)
    pytester.runpytest_inprocess("-p", "no:cacheprovider").assert_outcomes(passed=1)
    ((_, settings, timeout),) = engine["run_one"]
    assert (settings.dps, timeout) == (50, 120.0)
    engine["run_one"].clear()
    pytester.runpytest_inprocess("--symln-dps", "60", "--symln-timeout", "7.5", "-p", "no:cacheprovider")
    ((_, settings, timeout),) = engine["run_one"]
    assert (settings.dps, timeout) == (60, 7.5)


def test_a_failed_lemma_fails_every_claim_and_the_lemmas_are_checked_once(pytester, engine):
    """The lemmas are checked once per session, before the first claim; a failed lemma fails every claim, naming
    the lemma and its failure, and no claim is verified; with sound lemmas they are still checked only once."""
    pytester.makepyfile(claims_six=SIX_OUTCOMES)
    pytester.runpytest_inprocess("-p", "no:cacheprovider").assert_outcomes(passed=1, failed=2, skipped=3)
    assert engine["lemmas"] == 1
    engine["lemmas"], engine["run_one"] = 0, []
    engine["lemma_failures"] = [("L7", "off by one"), ("L9", "diverges")]
    result = pytester.runpytest_inprocess("-rA", "-p", "no:cacheprovider")
    result.assert_outcomes(failed=6)
    result.stdout.fnmatch_lines(["lemma check failed: L7: off by one; L9: diverges"])
    assert engine["lemmas"] == 1 and engine["run_one"] == []


def test_only_python_files_matching_the_pattern_are_claims_files(pytester, engine):
    """A claims file is a ``.py`` file matching ``symln_claims``, and only those are imported as claims: another
    Python module beside them (here one that exits when imported) is not executed, an ordinary test file is still
    pytest's, and a file matching the pattern that is not Python (notes) is not collected."""
    pytester.makeini("[pytest]\nsymln_claims = claims_*\n")
    pytester.makepyfile(claims_mine=PROVED, test_plain="def test_ordinary():\n    assert True\n",
                        helpers="raise SystemExit('helpers.py was imported as a claims file')\n")
    pytester.path.joinpath("claims_notes.txt").write_text("not Python\n")
    result = pytester.runpytest_inprocess("-rA", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines_random(["PASSED claims_mine.py::MY.mean", "PASSED test_plain.py::test_ordinary"])
    result.stdout.no_fnmatch_line("*helpers.py was imported*")


def test_a_claims_file_that_does_not_load_is_a_collection_error_with_the_loaders_message(pytester):
    """A claims file that fails to load (here a syntax error) is a collection error whose message is the loader's
    (the file and line), not a traceback into symln."""
    pytester.makepyfile(claims_broken="def broken(:\n    pass\n")
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider")
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*ERROR collecting claims_broken.py*", "*claims_broken.py:1: syntax error*"])
    result.stdout.no_fnmatch_line("*Traceback*")
    result.stdout.no_fnmatch_line("*ClaimLoadError*")


def _files(pytester):
    pytester.makepyfile(claims_mine=PROVED + FAILING.replace("from symln import Equal, claim\n", ""), claims_open=UNDECIDED)


def test_each_claim_is_a_test_with_its_verdict(pytester):
    _files(pytester)
    result = pytester.runpytest_subprocess("-rA", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=1, skipped=1)
    result.stdout.fnmatch_lines(
        [
            "*claim MY.wrong (The core variance is 1 - eps.)*",
            "failed: refuted exactly at general d: exact difference is not identically zero*",
            "SKIPPED*numeric-only: numerically consistent, but not proved*",
        ]
    )


def test_strict_fails_numeric_only_and_k_selects(pytester):
    _files(pytester)
    result = pytester.runpytest_subprocess("--symln-strict", "-k", "amgm", "-p", "no:cacheprovider")
    result.assert_outcomes(failed=1, deselected=2)
    result.stdout.fnmatch_lines(["*numeric-only: numerically consistent, but not proved*"])


def test_junit_xml_has_one_case_per_claim(pytester):
    _files(pytester)
    report = pytester.path / "report.xml"
    pytester.runpytest_subprocess(f"--junitxml={report}", "-p", "no:cacheprovider")
    cases = {c.get("name"): c for c in ET.parse(report).getroot().iter("testcase")}
    assert set(cases) == {"MY.mean", "MY.wrong", "MY.amgm"}
    assert cases["MY.wrong"].find("failure") is not None
    assert "refuted exactly" in cases["MY.wrong"].find("failure").get("message")
    assert cases["MY.amgm"].find("skipped") is not None
    assert cases["MY.mean"].find("failure") is None and cases["MY.mean"].find("skipped") is None


#: a conftest whose engine finds every claim vacuous at d = 2 and 3 (the detection is the engine's)
VACUOUS_ENGINE = '''
from symln.prove.models import lemmas
from symln.prove.run import runner
from symln.prove.run.verify import NumericEvidence, Outcome, SymbolicEvidence, Verdict


def run_one(c, settings=None, timeout=None):
    return Verdict(c, Outcome.VACUOUS, SymbolicEvidence(True, 0.0, "exact"), NumericEvidence(True, 50, 1, "0"),
                   "hypothesis w != 0 is empty", 0.0, vacuous_dims=(2, 3))


def pytest_configure(config):
    runner.run_one = run_one
    lemmas.verify_lemmas = lambda: []
'''


def test_a_vacuous_claim_is_skipped_naming_its_dimensions_and_strict_fails_it(pytester):
    pytester.makeconftest(VACUOUS_ENGINE)
    pytester.makepyfile(claims_mine=PROVED)
    result = pytester.runpytest_subprocess("-rA", "-p", "no:cacheprovider")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(["SKIPPED*vacuous at d = 2, 3: no value meets the hypotheses there*"])
    result = pytester.runpytest_subprocess("--symln-strict", "-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*claim MY.mean*", "vacuous at d = 2, 3: no value meets the hypotheses there*"])


def test_the_file_pattern_is_an_ini_option(pytester):
    pytester.makepyfile(proofs_mine=PROVED)
    pytester.makeini("[pytest]\nsymln_claims = proofs_*.py\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)


def test_a_broken_claims_file_is_a_collection_error(pytester):
    pytester.makepyfile(claims_broken="import sys\nsys.exit(0)\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.stdout.fnmatch_lines(["*SystemExit: 0*"])
    assert result.ret != 0


RELIES_ON_A_REFUTED_CLAIM = '''
from symln import Equal, claim
from symln.model import core, mean, variance


@claim("MY.wrong", article="mine", statement="The core variance is 1 - eps.")
def wrong(m):
    eps = m.scalar("eps", positive=True)
    return Equal(variance(m, core(m, m.z, eps)), 1 - eps)


@claim("MY.relies", article="mine", statement="The core averages to zero, relying on MY.wrong.", uses=("MY.wrong",))
def relies(m):
    eps = m.scalar("eps", positive=True)
    return Equal(mean(m, core(m, m.z, eps)), 0)
'''


def test_a_claim_relying_on_a_refuted_claim_does_not_pass(pytester):
    """``uses=`` is applied: a claim whose own relations hold but which relies on a refuted claim is not
    proved (numeric-only: skipped, and failed with --symln-strict), even when it is selected alone."""
    pytester.makepyfile(claims_mine=RELIES_ON_A_REFUTED_CLAIM)
    why = "*numeric-only: relies on MY.wrong, but MY.wrong is failed*"
    result = pytester.runpytest_inprocess("-rA", "-k", "relies", "-p", "no:cacheprovider")
    result.assert_outcomes(skipped=1, deselected=1)
    result.stdout.fnmatch_lines([f"SKIPPED{why}"])
    result = pytester.runpytest_inprocess("--symln-strict", "-k", "relies", "-p", "no:cacheprovider")
    result.assert_outcomes(failed=1, deselected=1)
    result.stdout.fnmatch_lines(["*claim MY.relies*", why[1:]])
