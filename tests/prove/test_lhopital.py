"""The L'Hopital route of exact limits (:func:`symln.prove.calculus.calculus._analytic_quotient_limit`).

A hand-made rule of the trusted kernel: it answers only for a quotient of functions that are
analytic at the point, and its answer must be SymPy's ``limit``.  Random quotients with
numerators and denominators that vanish to chosen orders (radicals included) are compared with
SymPy; the degenerate shapes where the rule's side conditions fail (a radical or a reciprocal
of a base that vanishes at the point, a numerator of lower order, a kink) must give no answer.
"""

import sympy as sp
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from symln.prove.calculus.calculus import _analytic_quotient_limit, exact_limit
from symln.prove.decide.intervals import sign_of_constant
from symln.prove.decide.signs import Sign

x = sp.Symbol("x", real=True)


def certify(expr, sign):
    """Exact signs of constants, as the judge certifies them."""
    found = sign_of_constant(sp.sympify(expr))
    return found is not None and (found > 0 if sign is Sign.POS else found != 0)


def lhopital(expr, point=0):
    return _analytic_quotient_limit(sp.sympify(expr), x, sp.sympify(point), certify)


rationals = st.fractions(min_value=-3, max_value=3, max_denominator=4).map(sp.Rational)
positive = st.fractions(min_value=sp.Rational(1, 4), max_value=4, max_denominator=4).map(sp.Rational)


@st.composite
def vanishing(draw, order):
    """A function analytic at 0 that vanishes there to exactly *order* or more (a radical or two in it)."""
    c, a = draw(positive), draw(rationals)
    smooth = sp.sqrt(c + x) - sp.sqrt(c) if draw(st.booleans()) else x * (1 + a * x)
    unit = draw(st.sampled_from([sp.S.One, 1 + x**2, sp.sqrt(c + x), 1 / (c + x**2)]))
    return smooth**order * unit


@given(st.integers(0, 3), st.integers(0, 3), st.data())
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_the_rule_agrees_with_sympy_where_it_answers(kn, kd, data):
    num, den = data.draw(vanishing(kn)), data.draw(vanishing(kd))
    num = num * data.draw(positive) + data.draw(vanishing(kn + 1)) * data.draw(rationals)
    expr = num / den
    ours = lhopital(expr)
    if kn < kd:
        assert ours is None  # an infinite limit, or none: not this rule's answer
        return
    assert ours is not None
    assert sp.simplify(ours - sp.limit(expr, x, 0)) == 0


def test_a_quotient_of_radicals():
    expr = (sp.sqrt(1 + x) - 1 - x / 2) / x**2
    assert lhopital(expr) == sp.Rational(-1, 8)
    assert lhopital((sp.sqrt(4 + x) - 2) / x) == sp.Rational(1, 4)


def test_continuity_where_the_denominator_does_not_vanish():
    assert lhopital((x + 3) / (x**2 + 1), 1) == 2
    assert lhopital(sp.sqrt(x + 2), 2) == 2


def test_side_conditions_fail_at_degenerate_points():
    assert lhopital(sp.sqrt(x) / 1) is None  # radicand 0 at the point: not analytic there
    assert lhopital(x * sp.sqrt(x) / x) is None
    assert lhopital(sp.sqrt(x**2) / x) is None  # |x|/x: a radical of a base vanishing at 0
    assert lhopital((x + x**-1) / (1 + x**-1)) is None  # a reciprocal of a base vanishing at 0
    assert lhopital(sp.Abs(x) / x) is None
    assert lhopital(sp.sin(x) / x) is None  # outside the rule's arithmetic (SymPy answers it)


def test_infinite_and_missing_limits_are_left_to_others():
    assert lhopital(1 / x) is None
    assert lhopital((1 + x) / x**2) is None
    assert lhopital(x / x**3) is None
    assert lhopital(1 / x, sp.oo) is None


def test_exact_limit_takes_the_rule_and_falls_back():
    value, how = exact_limit((sp.sqrt(1 + x) - 1) / x, x, 0, "+-", certify)
    assert value == sp.Rational(1, 2) and "L'Hopital" in how
    value, how = exact_limit(sp.sin(x) / x, x, 0, "+-", certify)
    assert value == 1 and how == "SymPy's limit (no parameters)"
    value, how = exact_limit(1 / x, x, 0, "+", certify)
    assert value == sp.oo and how == "SymPy's limit (no parameters)"


def test_a_two_sided_limit_that_does_not_exist_is_left_undecided():
    value, how = exact_limit(sp.Abs(x) / x, x, 0, "+-", certify)
    assert value is None and how.startswith("SymPy's limit: The limit does not exist")
