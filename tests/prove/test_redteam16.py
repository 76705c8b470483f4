"""Regression: the claims of the sixteenth red-team review are never proved, and its true claims are never refuted.

``tests/data/redteam16_claims.py`` holds false claims, each naming a
counterexample (Lipschitz constants that depend on the input, orthogonality to
a scaled vector whose scale can vanish, strict bounds tight somewhere, roots at
the end of a domain, a limit at a radicand's zero); none may end "proved".
``tests/data/redteam16_true_claims.py`` holds their corrected forms; none may
end "failed", and with ``--jobs 2`` the verdicts are those of a serial run.
"""

import json
import subprocess
import sys

from red_team_support import DATA, round_tests

globals().update(round_tests(16, least_false=11, least_true=6, groups={("RT16.lip.", "RT16.orth.", "RT16.sol."): 6}))


def test_parallel_verdicts_are_the_serial_ones():
    """A fresh ``symln verify --jobs 2`` (whose workers import SymPy's submodules lazily) gives the
    serial verdicts: a library module that grows is no state of the claim."""

    def outcomes(jobs):
        done = subprocess.run([sys.executable, "-m", "symln", "verify", "--claims", str(DATA / "redteam16_true_claims.py"),
                               "--jobs", str(jobs), "--json", "-"], capture_output=True, text=True, check=False)
        return {c["id"]: c["outcome"] for c in json.loads(done.stdout)["claims"]}

    serial = outcomes(1)
    assert outcomes(2) == serial and "error" not in serial.values() and len(serial) == 6
