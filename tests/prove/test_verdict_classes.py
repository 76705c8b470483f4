"""Verdicts that mean what they say, by class of defect: each claim here is the engine's own
example of a class (a true claim the engine once failed or left undecided, or a false one it must
refute), checked through the public claim API and, where the class is about one interpretation,
in that interpretation alone."""

import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import FiniteSet, Interval, oo

from symln import AllD, Dims, Equal, Example, LessEqual, Limit, LipschitzBound, Positive, Solutions, claim
from symln.model import center, variance
from symln.prove.decide.signs import Sign
from symln.prove.language.relations import Check
from symln.prove.language.traces import ClaimError, ClaimTraces
from symln.prove.models.concrete import ConcreteModel
from symln.prove.models.general import GeneralModel
from symln.prove.run.verify import Outcome, _judge, verify_claim
from symln.rms import rms_core


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


# -- the general-d interpretation sound on its own: a vector tied to the input is not free ---------


def _tied_lipschitz(orthogonal_to):
    def body(m):  # f(y) = <w, y>^2 1 is not Lipschitz; its derivative vanishes only where <w, y> = 0
        h = m.vector("h")
        w = m.vector("w", orthogonal_to=orthogonal_to(m, h))
        x = m.generic_vector("x", along=(m.one,))
        return LipschitzBound(lambda y: m.dot(w, y) ** 2 * m.one, 1, x, None)

    return body


@pytest.mark.parametrize(
    "orthogonal_to", [lambda m, h: (m.z,), lambda m, h: (m.z + h,)], ids=["to-the-input", "to-a-sum-with-it"]
)
def test_a_vector_orthogonal_to_the_input_is_tied_to_it_in_the_general_d_model_alone(orthogonal_to):
    c = make(_tied_lipschitz(orthogonal_to))
    with pytest.raises(ClaimError, match=r"a vector declared orthogonal to the input is tied to it.*<w,x>"):
        general_alone(c)
    v = verify_claim(c)
    assert v.outcome is Outcome.ERROR and "general d: ClaimDefinitionError: LipschitzBound: f must be" in v.reason


# -- an undecided sign is never a certified one ---------------------------------------------------


def test_a_limit_at_minus_infinity_is_not_given_the_sign_of_an_undecided_answer():
    """At d = 1 (a cross-check of the general-d proof) the sign of (t + m)/sqrt(eps + (t + m)^2) for
    t < 0 is undecided; taken as certified positive it made the limit +1 and refuted a true claim."""

    def body(m):
        eps = m.scalar("eps", positive=True)
        return Limit(lambda t: m.total(rms_core(m, m.z + t * m.one, eps)) / m.d, -oo, -1, "t")

    v = verify_claim(make(body))
    assert v.outcome is not Outcome.FAILED, v.reason
    assert "is 1; lhs = 1; rhs = -1" not in v.reason


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([Sign.POS, Sign.NEG, Sign.NONNEG, Sign.NONPOS, Sign.NONZERO]), st.integers(1, 3))
def test_a_cross_check_proves_no_sign_it_cannot_decide(sign, d):
    """A cross-check model (a concrete d under a general-d proof) answers an undecided sign as undecided;
    only a whole relation's undecided verdict is left to the general-d proof."""
    model = ConcreteModel(d)
    assert model.cross_check
    x = sp.Symbol("x", real=True)  # a free real: no sign is provable, and none may be certified
    check = model._prove(x, sign, "test")
    assert check.ok is not True
    assert model._certify(x, sign) is False
    assert model.deferred(Check(None, "undecided")).ok is True
    assert model.deferred(Check(False, "refuted")).ok is False


# -- a sufficient condition for a derivative refutes nothing --------------------------------------


@pytest.mark.parametrize(
    "f",
    [lambda m: (lambda y: m.sqrt(variance(m, y)) * m.one), lambda m: (lambda y: m.sqrt(m.norm2(y) / m.d) * m.one)],
    ids=["sqrt-of-the-variance", "root-mean-square"],
)
def test_a_lipschitz_map_with_a_kink_is_not_refuted(f):
    """|sqrt(q(a)) - sqrt(q(b))| <= |a - b|/sqrt(d) (and likewise for the root mean square): the bound is
    true, though at a constant (or zero) input the map has a kink where its derivative formula divides by 0."""

    def body(m):
        x = m.generic_vector("x", along=(m.one,))
        return LipschitzBound(f(m), 1, x, None)

    v = verify_claim(make(body))
    assert v.outcome is not Outcome.FAILED, v.reason
    assert "only where a derivative the claim takes is not known to exist" in v.reason


def test_a_derivative_formula_undefined_at_a_kink_refutes_nothing_but_a_false_bound_still_fails():
    def true_bound(m):  # |D sqrt(q)(z)[h]|^2 = <v, h>^2/(d^2 q) <= |h|^2/d by Cauchy-Schwarz, where q > 0
        h = m.vector("h")
        return LessEqual(m.D(lambda y: m.sqrt(variance(m, y)), m.z, h) ** 2, m.norm2(h) / m.d)

    def false_bound(m):  # off by the factor d
        h = m.vector("h")
        return LessEqual(m.D(lambda y: m.sqrt(variance(m, y)), m.z, h) ** 2, m.norm2(h) / m.d**2)

    assert verify_claim(make(true_bound, scope=AllD(min_d=2))).outcome is Outcome.NUMERIC_ONLY
    assert verify_claim(make(false_bound, scope=AllD(min_d=2))).outcome is Outcome.FAILED


# -- Solutions with points written as traced values -----------------------------------------------


def test_a_sympy_set_of_traced_points_is_refused_before_any_interpretation():
    def body(m):
        eps = m.scalar("eps", positive=True)
        return Solutions(lambda x: x**2 - 3 * eps, Interval(0, oo), FiniteSet(m.sqrt(3 * eps)))

    v = verify_claim(make(body))
    assert v.outcome is Outcome.ERROR
    assert v.reason.startswith("error: tracing: TracedConversionError: ")
    assert "(give Solutions a list of points)" in v.reason
    assert v.symbolic.detail == "not run" and v.numeric.detail == "not run"

    def as_list(m):
        eps = m.scalar("eps", positive=True)
        return Solutions(lambda x: x**2 - 3 * eps, Interval(0, oo), [m.sqrt(3 * eps)])

    assert verify_claim(make(as_list)).outcome is Outcome.PROVED


# -- degeneracies sampled in pairs ----------------------------------------------------------------


@pytest.mark.parametrize(
    "gap",
    [
        lambda m, h: variance(m, m.z) + m.total(h) ** 2,  # 0 where z is constant and h is orthogonal to 1
        lambda m, h: m.norm2(center(m, m.z)) + m.total(h) ** 2 / (1 + m.norm2(h)),
    ],
    ids=["variance-plus-total", "a-quotient"],
)
def test_a_strict_inequality_failing_only_where_two_degeneracies_meet_is_refuted_by_the_numbers(gap):
    def body(m):
        h = m.vector("h", nonzero=True)
        return Positive(gap(m, h))

    v = verify_claim(make(body, scope=AllD(min_d=2)))
    assert v.outcome is Outcome.FAILED
    assert v.numeric.ok is False and "with a constant input and centered-vectors" in v.numeric.detail


# -- a vector orthogonal to the input at a concrete d ---------------------------------------------


def _rms_derivative_along_an_orthogonal_direction(expected):
    def body(m):  # D r(z)[h] = h/sqrt(s + eps) for h ⊥ z (s = |z|^2/d); at z = 0 every h is orthogonal to z
        eps = m.scalar("eps", positive=True)
        h = m.vector("h", orthogonal_to=(m.z,))
        s = m.norm2(m.z) / m.d
        return Equal(m.D(lambda y: rms_core(m, y, eps), m.z, h), expected(m, h, s, eps))

    return body


@pytest.mark.parametrize("scope", [Example(3), Dims(1, 3)], ids=["example", "dims"])
def test_an_rmsnorm_fact_orthogonal_to_the_input_is_proved_at_a_concrete_d(scope):
    c = make(_rms_derivative_along_an_orthogonal_direction(lambda m, h, s, eps: h / m.sqrt(s + eps)), scope=scope)
    v = verify_claim(c)
    assert v.outcome is Outcome.PROVED, v.reason
    assert "the input z = 0 judged apart" in v.reason


def test_a_fact_that_fails_only_at_the_zero_input_is_refuted_there():
    def wrong(m, h, s, eps):  # sqrt(s)/sqrt(s) is 1 for z != 0 and undefined at z = 0
        return h * m.sqrt(s) / (m.sqrt(s + eps) * m.sqrt(s))

    v = verify_claim(make(_rms_derivative_along_an_orthogonal_direction(wrong), scope=Example(3)))
    assert v.outcome is Outcome.FAILED
    assert v.reason.startswith("refuted exactly at exact d=3: definedness")


# -- an existential claim refuted for one witness is not refuted ---------------------------------


def test_an_existential_claim_that_fails_for_some_witnesses_is_undecided_not_refuted():
    def body(m):  # at d >= 4 some nonzero w ⊥ 1, v has w_i = 0; not every such w has
        e = m.coordinate_vector("e")
        w = m.vector("w", nonzero=True, orthogonal_to=[m.one, center(m, m.z)], exists=True)
        return Equal(m.dot(w, e), 0)

    v = verify_claim(make(body, scope=AllD(min_d=4)))
    assert v.outcome is Outcome.NUMERIC_ONLY
    assert v.reason.startswith("not proved: the relation fails for some w meeting the hypotheses")


# -- what plausible true claims need: a coordinate's bound, eventual signs, quotients at infinity --


def test_a_coordinate_of_the_centered_input_is_bounded_without_a_stated_gap():
    def body(m):  # v_i^2 <= (d - 1) q: Cauchy-Schwarz between P e_i (|P e_i|^2 = (d - 1)/d) and v
        e = m.coordinate_vector("e")
        return LessEqual(m.dot(e, center(m, m.z)) ** 2, (m.d - 1) * variance(m, m.z))

    assert verify_claim(make(body)).outcome is Outcome.PROVED


@pytest.mark.parametrize("wrong", [False, True], ids=["sqrt(d) mu", "wrong: mu"])
def test_a_limit_along_a_common_shift_uses_the_eventual_sign_of_t_plus_mu(wrong):
    def body(m):  # |z + t 1| - sqrt(d) t = (d q + 2 d mu t + d mu^2)/(|z + t 1| + sqrt(d) t) -> sqrt(d) mu
        mu = m.total(m.z) / m.d
        return Limit(lambda t: m.sqrt(m.norm2(m.z + t * m.one)) - m.sqrt(m.d) * t, oo,
                     mu if wrong else m.sqrt(m.d) * mu, "t")

    v = verify_claim(make(body))
    assert v.outcome is (Outcome.FAILED if wrong else Outcome.PROVED), v.reason


@pytest.mark.parametrize("wrong", [False, True], ids=["1/(2 sqrt(c))", "wrong: 1/sqrt(c)"])
def test_a_rate_at_infinity_with_a_symbolic_d_is_a_quotient_of_finite_limits(wrong):
    def body(m):  # t (sqrt(c t^2 + 1) - sqrt(c) t) = t/(sqrt(c t^2 + 1) + sqrt(c) t) -> 1/(2 sqrt(c)), c = d - 1
        c = m.d - 1
        expected = 1 / m.sqrt(c) if wrong else 1 / (2 * m.sqrt(c))
        return Limit(lambda t: t * (m.sqrt(c * t**2 + 1) - m.sqrt(c) * t), oo, expected, "t")

    c = make(body, scope=AllD(min_d=2))
    assert (general_alone(c).ok is True) is not wrong
    assert verify_claim(c).outcome is (Outcome.FAILED if wrong else Outcome.PROVED)
