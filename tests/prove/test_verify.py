"""Outcomes: proved, failed, numeric-only, error, skipped, and dependencies between claims."""

import dataclasses
import re

import pytest
import sympy as sp

from symln import AllD, Equal, Example, LessEqual, Skip, claim
from symln.model import core, variance
from symln.prove.run import verify
from symln.prove.run.verify import NumericEvidence, Outcome, SymbolicEvidence, verify_claim, verify_claims


def make(body, id="T", **kw):
    return claim(id, article="tests", statement="test claim", **kw)(body)


def test_true_identity_is_proved_with_its_evidence():
    def body(m):
        eps = m.scalar("eps", positive=True)
        return Equal(m.total(core(m, m.z, eps)), 0)

    v = verify_claim(make(body))
    assert v.outcome is Outcome.PROVED
    assert v.symbolic.ok is True and v.numeric.ok is True
    assert "general d" in v.symbolic.detail and "d=1..3" in v.symbolic.detail
    assert v.numeric.dps == 50 and v.numeric.points > 0
    assert "sum_v" in v.symbolic.lemmas


@pytest.mark.parametrize("scope", [AllD(), Example(3)])
def test_a_function_that_keeps_its_first_argument_is_not_proved(scope):
    """Derivatives share their line parameter (a cache): a function that returns an argument it was
    given in an earlier derivative is not a function of its argument, and the numbers refute it."""

    def body(m):
        h, k = m.vector("h"), m.vector("k")
        seen = []

        def first_ever(x):
            seen.append(x)
            return seen[0]

        return [Equal(m.D(first_ever, m.z, h), h), Equal(m.D(first_ever, m.z, k), h)]

    verdict = verify_claim(make(body, scope=scope))
    assert verdict.outcome is Outcome.ERROR and "used outside that function" in verdict.reason




def test_false_identity_fails_with_point_sides_difference_tolerance():
    def body(m):
        eps = m.scalar("eps", positive=True)
        return Equal(variance(m, core(m, m.z, eps)), 1 - eps)

    v = verify_claim(make(body))
    assert v.outcome is Outcome.FAILED
    for word in ("lhs", "rhs", "difference", "tolerance", "z="):
        assert word in v.reason


def test_a_numeric_refutation_fails_a_claim_the_exact_checks_proved(monkeypatch):
    """Should the exact engine wrongly prove a false claim, the numbers still refute it."""
    real = verify._symbolic

    def proves_everything(c, traces, general_from=1):
        evidence, degenerate, statistics = real(c, traces, general_from)
        return dataclasses.replace(evidence, ok=True, detail="proved (by a broken engine)"), degenerate, statistics

    def body(m):
        eps = m.scalar("eps", positive=True)
        return Equal(variance(m, core(m, m.z, eps)), 1 - eps)

    monkeypatch.setattr(verify, "_symbolic", proves_everything)
    v = verify_claim(make(body))
    assert v.symbolic.ok is True and v.numeric.ok is False
    assert v.outcome is Outcome.FAILED and v.reason.startswith("refuted numerically")


@pytest.mark.parametrize(
    "symbolic, numeric, outcome, reason",
    [
        (True, True, Outcome.PROVED, "exact detail"),
        (True, False, Outcome.FAILED, "refuted numerically numeric detail"),
        (True, None, Outcome.ERROR, "numeric check undecided: numeric detail"),
        (None, True, Outcome.NUMERIC_ONLY, "numerically consistent, but not proved: exact detail"),
        (None, False, Outcome.FAILED, "refuted numerically numeric detail"),
        (False, True, Outcome.FAILED, "refuted exactly at exact detail"),
        (False, False, Outcome.FAILED, "refuted exactly at exact detail; numerically numeric detail"),
    ],
)
def test_outcome_of_the_two_kinds_of_evidence(symbolic, numeric, outcome, reason):
    got = verify._outcome(SymbolicEvidence(symbolic, 0.0, "exact detail"), NumericEvidence(numeric, 50, 3, "0", "numeric detail"))
    assert got == (outcome, reason)


def test_true_but_undecidable_is_numeric_only():
    # AM-GM for five positive numbers holds, but the decision procedure does not finish in time
    def body(m):
        a, b, c, f, e = (m.scalar(name, positive=True) for name in "abcfe")
        return LessEqual(5 * a * b * c * f * e, a**5 + b**5 + c**5 + f**5 + e**5)

    v = verify_claim(make(body))
    assert v.outcome is Outcome.NUMERIC_ONLY
    assert "not proved" in v.reason


def test_exception_in_body_is_an_error_with_location():
    def body(m):
        raise RuntimeError("boom")

    v = verify_claim(make(body))
    assert v.outcome is Outcome.ERROR
    assert "RuntimeError: boom" in v.reason


def test_binary_float_in_a_claim_is_never_proved():
    def body(m):
        return Equal(m.number(sp.Rational(1, 10**4)), sp.Float(1e-4))

    v = verify_claim(make(body, scope=Example(2)))
    assert v.outcome in (Outcome.ERROR, Outcome.FAILED)
    assert "float" in v.reason


def test_skip_is_reported_with_its_reason():
    def body(m):
        raise Skip("needs something absent")

    v = verify_claim(make(body))
    assert v.outcome is Outcome.SKIPPED and "needs something absent" in v.reason


def test_a_claim_relying_on_an_unproved_claim_is_not_proved():
    def bad(m):
        return Equal(m.total(m.one), m.d + 1)

    def good(m):
        return Equal(m.total(m.one), m.d)

    base = make(bad, id="BASE")
    top = make(good, id="TOP", uses=("BASE",))
    verdicts = verify_claims([top], known=[base, top])
    assert verdicts[0].outcome is Outcome.NUMERIC_ONLY
    assert "BASE" in verdicts[0].reason


def test_body_must_return_relations():
    v = verify_claim(make(lambda m: 42))
    assert v.outcome is Outcome.ERROR and "relation" in v.reason


def test_nonconstant_scope_requires_two_coordinates():
    import pytest

    from symln.errors import ClaimDefinitionError

    with pytest.raises(ClaimDefinitionError, match="d >= 2"):
        make(lambda m: Equal(0, 0), scope=AllD(nonconstant=True))


def test_a_refutation_by_the_decision_procedure_shows_its_exact_point():
    # s(1 - s) < 1/4 with s = q/(q + eps) fails exactly where q = eps (s = 1/2)
    def body(m):
        eps = m.scalar("eps", positive=True)
        s = variance(m, m.z) / (variance(m, m.z) + eps)
        return LessEqual(s * (1 - s), sp.Rational(1, 4), strict=True)

    v = verify_claim(make(body))
    assert v.outcome is Outcome.FAILED
    point = re.search(r"refuted exactly at general d: sign > 0: fails at eps = (\S+), q = (\S+);", v.reason)
    assert point and point.group(1) == point.group(2), v.reason  # exact rationals, on the set q = eps
