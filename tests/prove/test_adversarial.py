"""Soundness: adversarial false claims written with the public API never end "proved"."""

from pathlib import Path

import pytest

from symln.cli import main
from symln.prove.claims import load_claims
from symln.prove.verify import Outcome, verify_claim

ADVERSARIAL = Path(__file__).parents[1] / "data" / "adversarial_claims.py"
CLAIMS = load_claims(ADVERSARIAL)


def test_there_are_at_least_ten():
    assert len(CLAIMS) >= 10


@pytest.mark.parametrize("adversary", CLAIMS, ids=lambda c: c.id)
def test_adversarial_claim_is_refuted(adversary):
    verdict = verify_claim(adversary)
    assert verdict.outcome in (Outcome.FAILED, Outcome.ERROR), f"{adversary.id}: {verdict.outcome.value}: {verdict.reason}"
    assert verdict.reason  # the verdict says why
    if verdict.outcome is Outcome.ERROR:
        assert "float" in verdict.reason  # the only adversary meant to be an error


def test_the_run_exits_1(capsys):
    assert main(["verify", "--claims", str(ADVERSARIAL), "--article", "adversarial", "--jobs", "1"]) == 1
    out = capsys.readouterr().out
    assert "proved" not in [line.split()[2] for line in out.splitlines()[2:] if line.startswith("ADV.")]
