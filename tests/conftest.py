"""Shared fixtures (one full verification of the built-in claims per test session), and the slow tier.

The slow tier
-------------
``python -m pytest``, the README's everyday run, leaves out the tests of the slow tier (pytest reports
them as deselected); ``python -m pytest --run-slow`` runs every test, and CI (``.ci/run``) always does.
``--run-slow -m slow`` runs the slow tier alone.  The tier is named here, in one place:

* ``SLOW``: node-ID patterns (:func:`fnmatch.fnmatchcase` on the node ID, which is relative to the
  repository root and ends with the parameters; ``*`` matches ``/``, and ``[ ]`` in a pattern are
  character classes, so parameters are matched with ``*``) of tests that cost much and add little to the
  rest of the everyday run: end-to-end runs in subprocesses, a suite verified whole in a fixture;
* ``CORPUS``: the claim corpus (tests/corpus, tested by tests/prove/test_corpus.py).  Of each test there
  that is parametrized by a claim, the everyday run keeps a deterministic stratified sample: of each class
  of claims (its article, ``corpus-false:branching``), one claim in ``CORPUS_SAMPLE``, at least one,
  chosen by a CRC-32 of the ID (the same sample on every machine, in every order); the other claims are in
  the slow tier;
* ``@pytest.mark.slow`` on a test puts it in the tier wherever it is.

A test file or node ID named on the command line runs in full (``python -m pytest
tests/prove/test_corpus.py`` verifies every claim of the corpus); directories, and the default
test paths, leave the slow tier out.
"""

import fnmatch
import json
import math
import os
import signal
import sys
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

#: Tests in the slow tier, by node-ID pattern, each with what makes it slow.
SLOW = {
    # pytester runs a claims file in a fresh pytest process, verifying its claims there
    "tests/test_pytest_plugin.py::test_each_claim_is_a_test_with_its_verdict": "a pytest subprocess",
    "tests/test_pytest_plugin.py::test_strict_fails_numeric_only_and_k_selects": "a pytest subprocess",
    "tests/test_pytest_plugin.py::test_junit_xml_has_one_case_per_claim": "a pytest subprocess",
    # `symln derive` end to end (test_committed_proofs_are_current and the --check tests stay everyday)
    "tests/render/test_render_derive.py::test_write_then_check_then_rewrite_nothing": "derives the proofs twice",
    "tests/render/test_render_derive.py::test_identical_trees_across_hash_seeds": "derives under several hash seeds",
    "tests/render/test_render_derive.py::test_stored_verdicts_are_not_reused_once_their_sources_changed":
        "derives the proofs three times, verifying an article",
    "tests/render/test_render_derive.py::test_without_matplotlib_derive_writes_the_rest_*": "derives in a subprocess",
    # signals to a `symln derive` subprocess (the verify interruption tests stay everyday)
    "tests/test_cli.py::test_an_interrupted_derive_fresh_exits_at_once_and_leaves_nothing*": "a derive per signal",
    # containment in parallel runs (the serial runs of the same files stay everyday)
    "tests/prove/test_containment.py::test_an_exiting_claim_fails_a_parallel_run*": "a parallel run per file",
    "tests/prove/*::test_parallel_verdicts_are_the_serial_ones": "two verify subprocesses",
    # the researcher suite, verified whole in a fixture (test_the_suite_is_complete stays everyday)
    "tests/prove/test_researcher_claims.py::test_a_true_claim_is_proved_or_numeric_only_*": "the whole suite",
    "tests/prove/test_researcher_claims.py::test_at_least_90_percent_are_proved": "the whole suite",
    "tests/prove/test_researcher_claims.py::test_the_named_facts_are_proved_for_symbolic_d*": "the whole suite",
}

#: Modules of claim corpora whose claim-parametrized tests the everyday run samples.
CORPUS = ("tests/prove/test_corpus*.py",)
#: One claim in this many, of each class, is verified in the everyday run.
CORPUS_SAMPLE = 8


def pytest_addoption(parser):
    parser.addoption("--run-slow", action="store_true", default=False,
                     help="run the slow tier too, i.e. every test (CI does; see tests/conftest.py)")
    parser.addoption("--update-reasons", action="store_true", default=False,
                     help="rewrite tests/corpus/reasons.json from the verdicts of this run (tests/corpus/reasons.py)")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: in the slow tier, which runs only with --run-slow (see tests/conftest.py)")


def _claim_of(item):
    """The claim *item* is parametrized by, or None."""
    from symln.prove.language.claims import Claim

    callspec = getattr(item, "callspec", None)
    claims = [v for v in callspec.params.values() if isinstance(v, Claim)] if callspec else []
    return claims[0] if len(claims) == 1 else None


def _sampled_out(items) -> set:
    """The node IDs of the corpus tests left out of the everyday run's sample (see the module docstring)."""
    strata = {}
    for item in items:
        module = item.nodeid.split("::", 1)[0]
        claim = _claim_of(item) if any(fnmatch.fnmatchcase(module, p) for p in CORPUS) else None
        if claim is not None:
            stratum = (item.originalname, claim.article)
            strata.setdefault(stratum, []).append((zlib.crc32(claim.id.encode()), claim.id, item.nodeid))
    out = set()
    for members in strata.values():
        members.sort()
        out.update(nodeid for _, _, nodeid in members[math.ceil(len(members) / CORPUS_SAMPLE):])
    return out


def _named_files(config) -> set:
    """The test files named on the command line (alone or in a node ID), resolved."""
    named = set()
    for arg in config.args:
        path = Path(config.invocation_params.dir, arg.split("::", 1)[0])
        if path.is_file():
            named.add(path.resolve())
    return named


_LEFT_OUT = pytest.StashKey[int]()


@pytest.hookimpl(tryfirst=True)  # before -m selects by marker
def pytest_collection_modifyitems(config, items):
    sampled_out = _sampled_out(items)
    for item in items:
        if item.nodeid in sampled_out or any(fnmatch.fnmatchcase(item.nodeid, p) for p in SLOW):
            item.add_marker(pytest.mark.slow)
    if config.getoption("run_slow"):
        return
    named = _named_files(config)
    kept, left = [], []
    for item in items:
        (left if item.get_closest_marker("slow") and item.path.resolve() not in named else kept).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept
    config.stash[_LEFT_OUT] = len(left)


def pytest_terminal_summary(terminalreporter, config):
    left = config.stash.get(_LEFT_OUT, 0)
    if left:
        terminalreporter.write_line(f"slow tier: {left} tests not run (python -m pytest --run-slow runs every test)")


@pytest.fixture(scope="session")
def builtin_report(tmp_path_factory):
    """The JSON report of ``symln verify`` over all built-in claims (run once)."""
    from symln.cli import main

    out = tmp_path_factory.mktemp("verify") / "report.json"
    code = main(["verify", "--json", str(out)])
    return code, json.loads(out.read_text())


#: seconds a test's child processes may take to end after it (a process killed at the test's end is reaped late)
CHILDREN_GRACE = 2.0


@pytest.fixture(autouse=True)
def no_process_outlives_its_test(request):
    """Fail a test that leaves a process behind: a child of this process (or one below it), live or unreaped.

    Such a process holds what it inherited (the pipe that pytest's output goes to, a lock, a file) and can
    make a later test, or the run's reader, wait on it.  What is left is killed and reaped here, so that one
    test's leak does not become the next one's failure.  Linux only (it reads /proc); elsewhere a no-op.
    """
    yield
    if not os.path.exists("/proc/self/task"):
        return
    from process_support import describe, descendants, wait_until

    me = os.getpid()
    if wait_until(lambda: not descendants(me), CHILDREN_GRACE, interval=0.05):
        return
    left = descendants(me)
    described = [describe(pid) for pid in left]
    for pid in left:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    for pid in left:  # the direct children among them are this process's to reap
        try:
            os.waitpid(pid, 0)
        except ChildProcessError:
            pass
    pytest.fail(f"{request.node.nodeid} left {len(left)} process(es) behind (killed now):\n  " + "\n  ".join(described),
                pytrace=False)


pytest_plugins = ["pytester"]
