"""Verdicts that mean what they say, by class of defect: each claim here is the engine's own
example of a class (a true claim the engine once failed or left undecided, or a false one it must
refute), checked through the public claim API and, where the class is about one interpretation,
in that interpretation alone."""

import pytest
from sympy import oo

from symln import AllD, Example, LessEqual, Limit, claim
from symln.model import variance
from symln.prove.language.traces import ClaimTraces
from symln.prove.models.general import GeneralModel
from symln.prove.run.verify import Outcome, _judge, verify_claim


def make(body, id="T", **kw):
    return claim(id, article="tests", statement="test claim", **kw)(body)


def general_alone(c):
    """The general-d interpretation's check of *c*, without the concrete and numeric ones."""
    model = GeneralModel(min_d=c.scope.min_d, nonconstant=c.scope.nonconstant)
    return _judge(c, model, "general d", ClaimTraces(c))[0]


# -- the scope's least dimension reaches the decision procedure ------------------------------------


def test_a_gap_with_a_factor_d_minus_1_is_proved_at_min_d_1():
    def body(m):  # (d - 1) q >= 0: as reals, 0 < d < 1 would refute it; d is an integer >= 1
        return LessEqual(0, (m.d - 1) * variance(m, m.z) + (m.d**2 - m.d) * m.norm2(m.z))

    assert verify_claim(make(body, scope=AllD(min_d=1))).outcome is Outcome.PROVED


# -- limits at a symbolic d: like terms and the conjugate ------------------------------------------


def _root_minus_line(m, extra):
    c = (m.d - 1) / m.d**2
    return lambda t: m.sqrt(c * t**2 + extra(t)) - m.sqrt(c) * t


@pytest.mark.parametrize(
    "extra, expected",
    [
        (lambda t: 1, lambda m: 0),  # sqrt(c t^2 + 1) - sqrt(c) t -> 0
        (lambda t: t, lambda m: m.d / (2 * m.sqrt(m.d - 1))),  # -> 1/(2 sqrt(c))
    ],
    ids=["to-zero", "to-a-constant"],
)
def test_a_difference_of_diverging_terms_at_symbolic_d_is_proved(extra, expected):
    def body(m):
        return Limit(_root_minus_line(m, extra), oo, expected(m), "t")

    c = make(body, scope=AllD(min_d=2))
    assert general_alone(c).ok is True
    assert verify_claim(c).outcome is Outcome.PROVED


def test_a_wrong_value_of_such_a_limit_is_not_proved_at_symbolic_d():
    def body(m):  # the limit is d/(2 sqrt(d - 1)), not twice that
        return Limit(_root_minus_line(m, lambda t: t), oo, m.d / m.sqrt(m.d - 1), "t")

    c = make(body, scope=AllD(min_d=2))
    assert general_alone(c).ok is not True
    assert verify_claim(c).outcome is Outcome.FAILED


def test_like_terms_that_cancel_leave_the_remainder():
    def body(m):  # t^2/d - t^2/d^2 - t^2 (d - 1)/d^2 = 0, so the function is 1/t
        return Limit(lambda t: t**2 / m.d - t**2 / m.d**2 - t**2 * (m.d - 1) / m.d**2 + 1 / t, oo, 0, "t")

    assert verify_claim(make(body, scope=AllD())).outcome is Outcome.PROVED


# -- the numbers of a limit: constants at the probe's digits, errors lost in rounding ---------------


@pytest.mark.parametrize("scope", [AllD(min_d=2), Example(3)], ids=["all-d", "d=3"])
def test_a_constant_outside_the_limit_is_computed_at_the_probes_digits(scope):
    """sqrt(d - 1)/d does not depend on t; rounded at the model's 50 digits, sqrt((d - 1) t^2/d^2 + 1) -
    sqrt(d - 1) t/d would grow like 10^-50 t instead of tending to 0."""

    def body(m):
        return Limit(_root_minus_line(m, lambda t: 1), oo, 0, "t")

    v = verify_claim(make(body, scope=scope))
    assert v.numeric.ok is True, v.numeric.detail
