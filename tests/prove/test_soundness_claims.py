"""Soundness: false but plausible claims (tests/data/soundness_claims.py) never end "proved".

Each claim of the suite is false, or ill-defined at an admissible point, and
its statement names the counterexample; the classes are listed in the data
file's docstring.  The containment files ``soundness_exit_*.py`` exit or raise
a ``BaseException`` (at import, in the body, in the numeric model, in a
relation's function); ``symln verify`` over any of them must return a
non-zero status, never end the run with status 0, and raise nothing.
"""

from pathlib import Path

import pytest

from symln.cli import main
from symln.prove.claims import load_claims
from symln.prove.runner import run
from symln.prove.verify import Outcome

DATA = Path(__file__).parents[1] / "data"
SOUNDNESS = DATA / "soundness_claims.py"
CLAIMS = load_claims(SOUNDNESS)

#: Class 5: each file holds one false claim and ends the process or raises a BaseException.
EXIT_FILES = sorted(DATA.glob("soundness_exit_*.py"))
#: Files whose claim is loaded before it exits (the exit happens in the verdict, so a parallel run differs).
EXIT_IN_VERDICT = [f for f in EXIT_FILES if f.name != "soundness_exit_import.py"]

#: Each class of the suite (by ID prefix) and how many claims it must hold at least.
CLASSES = ("SC.cert.", "SC.sol.", "SC.lip.", "SC.range.", "SC.thin.", "SC.evid.", "SC.auto.", "SC.defq.")


def test_the_suite_is_complete():
    ids = [c.id for c in CLAIMS]
    assert len(ids) >= 45
    assert len(set(ids)) == len(ids)
    assert all(c.article == "soundness" and c.id.startswith("SC.") for c in CLAIMS)
    for prefix in CLASSES:
        assert sum(i.startswith(prefix) for i in ids) >= 5, prefix
    assert len(EXIT_FILES) >= 5


@pytest.fixture(scope="module")
def verdicts():
    """One serial run over the whole suite (the lemmas are checked once), by claim ID."""
    _, results = run(CLAIMS, known=CLAIMS, jobs=1, timeout=120)
    return {v.claim.id: v for v in results}


@pytest.mark.parametrize("adversary", CLAIMS, ids=lambda c: c.id)
def test_soundness_claim_is_not_proved(adversary, verdicts):
    verdict = verdicts[adversary.id]
    assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} was proved: {verdict.reason}"
    assert verdict.reason


def _verify_status(path: Path, jobs: int) -> int:
    """``symln verify`` over *path*; any BaseException that escapes is a test failure, not a crash of pytest."""
    try:
        return main(["verify", "--claims", str(path), "--article", "soundness", "--jobs", str(jobs)])
    except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt must be caught here too
        pytest.fail(f"symln verify --claims {path.name} (--jobs {jobs}) raised {type(exc).__name__}: {exc!r}")


@pytest.mark.parametrize("path", EXIT_FILES, ids=lambda p: p.stem)
def test_an_exiting_claims_file_fails_the_run(path):
    status = _verify_status(path, jobs=1)
    assert status != 0, f"{path.name}: the run ended with status 0"


@pytest.mark.parametrize("path", EXIT_IN_VERDICT, ids=lambda p: p.stem)
def test_an_exiting_claim_fails_a_parallel_run(path):
    status = _verify_status(path, jobs=2)
    assert status != 0, f"{path.name}: the parallel run ended with status 0"
