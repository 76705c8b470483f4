"""Each all-d claim with min_d >= 2, widened by one dimension below its minimum.

Where the statement says the dimension matters, the widened claim must not be
proved (its body fails where its statement fails).  Where it holds below its
minimum too, the reason is recorded here.  Nonconstant claims cannot be widened
to d = 1: no nonconstant input exists there, and such a scope is refused.
"""

import pytest

from symln.errors import ClaimDefinitionError
from symln.prove.language.claims import AllD, Claim, builtin_claims
from symln.prove.run.verify import Outcome, verify_claim

#: claim -> outcome widened, and why where it is proved
WIDENED = {
    "B6": (Outcome.PROVED, "one position shares nothing, and dl/dbeta = g_1 is still the sum over positions"),
    "E15": (Outcome.PROVED, "at d = 2 a w orthogonal to 1 and v is 0 unless the input is constant, where J = P/sqrt(eps)"),
    "E20": (Outcome.FAILED, "at d = 1 no centered direction is nonzero: |P e_i|^2 = 1 - 1/d = 0"),
    "G8": (Outcome.FAILED, "at d = 1 there is no other output to move"),
}
NONCONSTANT = ("E9", "E10", "E14", "S3")


def _widened(c: Claim) -> Claim:
    scope = AllD(c.scope.min_d - 1, c.scope.nonconstant)
    return Claim(c.id, c.article, c.statement, c.body, scope, c.covers, c.uses, c.cites)


def test_every_claim_with_a_minimum_dimension_is_listed():
    widened = {c.id for c in builtin_claims() if isinstance(c.scope, AllD) and c.scope.min_d >= 2}
    assert widened == set(WIDENED) | set(NONCONSTANT)


@pytest.mark.parametrize("cid", sorted(WIDENED))
def test_widened_claims_hold_only_where_their_statement_does(cid):
    (c,) = [c for c in builtin_claims() if c.id == cid]
    expected, why = WIDENED[cid]
    verdict = verify_claim(_widened(c))
    assert verdict.outcome is expected, f"{cid} widened: {verdict.outcome.value} ({why}): {verdict.reason}"


@pytest.mark.parametrize("cid", NONCONSTANT)
def test_nonconstant_claims_cannot_be_widened_to_one_coordinate(cid):
    (c,) = [c for c in builtin_claims() if c.id == cid]
    with pytest.raises(ClaimDefinitionError, match="a nonconstant input needs d >= 2"):
        _widened(c)
