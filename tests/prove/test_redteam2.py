"""Regression: the claims of the second red-team review (tests/data/redteam2_claims.py) are never proved.

Each claim there is false, or ill-defined at an admissible point, and names a
counterexample; the module docstring lists the weaknesses they probe.  The
containment file ``redteam2_exit_os.py`` calls ``os._exit(0)`` in a claim body;
``symln verify`` over it must not end with status 0 (run in a subprocess, since
the exit would end pytest as well).
"""

import subprocess
import sys
from pathlib import Path

import pytest

from symln.prove.claims import load_claims
from symln.prove.verify import Outcome, verify_claim

DATA = Path(__file__).parents[1] / "data"
CLAIMS = load_claims(DATA / "redteam2_claims.py")
EXIT_FILE = DATA / "redteam2_exit_os.py"


def test_the_collection_is_complete():
    ids = [c.id for c in CLAIMS]
    assert len(ids) >= 60
    assert len(set(ids)) == len(ids)
    assert all(c.article == "redteam2" and c.id.startswith("RT2.") for c in CLAIMS)
    assert sum(not i.startswith("RT2.fail.") for i in ids) >= 25
    assert sum(i.startswith("RT2.fail.") for i in ids) >= 30


@pytest.mark.parametrize("adversary", CLAIMS, ids=lambda c: c.id)
def test_red_team_claim_is_not_proved(adversary):
    verdict = verify_claim(adversary)
    assert verdict.outcome is not Outcome.PROVED, f"{adversary.id} was proved: {verdict.reason}"
    assert verdict.reason


@pytest.mark.parametrize("jobs", [1, 2])
def test_os_exit_in_a_claim_body_fails_the_run(jobs):
    result = subprocess.run(
        [sys.executable, "-m", "symln", "verify", "--claims", str(EXIT_FILE), "--article", "redteam2-exit",
         "--jobs", str(jobs), "--timeout", "120"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode != 0, f"os._exit(0) in a claim body ended the run with status 0 (--jobs {jobs}); stdout: {result.stdout!r}"
