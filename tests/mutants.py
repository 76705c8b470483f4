"""Shared by the mutation suites: collecting wrong claims and checking that each is rejected."""

from __future__ import annotations

from symln import AllD, claim
from symln.prove.run.verify import Outcome, verify_claim


class Mutants:
    """Wrong claims, declared with ``@mutants("ID", scope=...)`` like true ones."""

    def __init__(self):
        self.claims = []

    def __call__(self, id, *, scope=None, statement="mutant"):
        def wrap(body):
            self.claims.append(claim(id, article="mutants", statement=statement, scope=scope or AllD())(body))
            return body

        return wrap


def assert_rejected(mutant_claim) -> None:
    """The mutant must be refuted ("failed"), with a reason; never proved or numeric-only."""
    verdict = verify_claim(mutant_claim)
    assert verdict.outcome is Outcome.FAILED, f"{mutant_claim.id}: {verdict.outcome.value}: {verdict.reason}"
    assert verdict.reason
