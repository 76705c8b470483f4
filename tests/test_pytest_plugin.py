"""The pytest plugin: a claims file becomes one test per claim, with the verdict's reason as the message."""

import xml.etree.ElementTree as ET

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
