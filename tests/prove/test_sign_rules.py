"""The hand-made sign rules are a trusted kernel: property tests on random and degenerate exact inputs.

Each rule answers for the domain of an expression (its definedness obligations
hold).  Expressions are drawn from a grammar of sums, products, integer and
fractional powers and absolute values over symbols with sign assumptions; they
are evaluated exactly at points drawn from a small set of values that makes
bases and denominators vanish often.  Wherever an expression is defined, a
certified sign must be its actual sign; and the decision procedure never finds
a counterexample to a structural answer.
"""

import sympy as sp
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from symln.prove.decide.decide import decide_sign
from symln.prove.calculus.definedness import obligations_of
from symln.prove.decide.hypotheses import Hypotheses
from symln.prove.decide.identities import constant_sign
from symln.prove.decide.signs import Sign, implies, sign

POS = sp.Symbol("p", positive=True)
NONNEG = sp.Symbol("n", nonnegative=True)
REAL = sp.Symbol("x", real=True)
OTHER = sp.Symbol("y", real=True)
SYMBOLS = (POS, NONNEG, REAL, OTHER)
#: values that make bases vanish often (0, and coincidences such as x = y)
VALUES = tuple(sp.Rational(k, 2) for k in range(-4, 5))

constants = st.sampled_from([sp.Integer(-2), sp.Integer(-1), sp.S.Zero, sp.Rational(1, 2), sp.Integer(1), sp.Integer(3)])
leaves = st.one_of(st.sampled_from(SYMBOLS), constants)


def _combine(children):
    return st.one_of(
        st.tuples(children, children).map(lambda ab: ab[0] + ab[1]),
        st.tuples(children, children).map(lambda ab: ab[0] - ab[1]),
        st.tuples(children, children).map(lambda ab: ab[0] * ab[1]),
        st.tuples(children, st.sampled_from([-3, -2, -1, 2, 3])).map(lambda be: be[0] ** be[1]),
        st.tuples(children, st.sampled_from([sp.Rational(1, 2), sp.Rational(-1, 2), sp.Rational(3, 2)])).map(
            lambda be: be[0] ** be[1]
        ),
        children.map(sp.Abs),
    )


expressions = st.recursive(leaves, _combine, max_leaves=6)
points = st.fixed_dictionaries(
    {
        POS: st.sampled_from([v for v in VALUES if v > 0]),
        NONNEG: st.sampled_from([v for v in VALUES if v >= 0]),
        REAL: st.sampled_from(VALUES),
        OTHER: st.sampled_from(VALUES),
    }
)


def _value_sign(expr, point) -> Sign | None:
    """The exact sign of *expr* at *point*, or None where it is not defined (an obligation fails)."""
    for ob in obligations_of([expr]):
        at = constant_sign(ob.expr.xreplace(point))
        if at is None or not implies({1: Sign.POS, 0: Sign.ZERO, -1: Sign.NEG}[at], ob.sign):
            return None
    value = expr.xreplace(point)
    if value.has(sp.zoo, sp.nan, sp.I):
        return None
    s = constant_sign(value)
    return None if s is None else {1: Sign.POS, 0: Sign.ZERO, -1: Sign.NEG}[s]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(expressions, points)
def test_a_certified_sign_holds_wherever_the_expression_is_defined(expr, point):
    certified = sign(expr)
    if certified is Sign.UNKNOWN or not expr.free_symbols:
        return
    actual = _value_sign(expr, point)
    if actual is not None:
        assert implies(actual, certified), f"{expr} certified {certified.value} but is {actual.value} at {point}"


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(expressions, points, st.sampled_from([1, 2, 3]))
def test_lower_bounds_are_sound(expr, point, low):
    d = sp.Symbol("d", integer=True, positive=True)
    expr = expr.xreplace({OTHER: d})
    certified = sign(expr, Hypotheses({d: low}))
    if certified is Sign.UNKNOWN:
        return
    for value in (low, low + 1, low + 3):
        actual = _value_sign(expr, {**point, d: sp.Integer(value)})
        if actual is not None:
            assert implies(actual, certified), f"{expr} with d >= {low} certified {certified.value}, is {actual.value} at d={value}"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(expressions)
def test_the_decision_procedure_never_refutes_a_structural_answer(expr):
    certified = sign(expr)
    if certified in (Sign.UNKNOWN,) or not expr.free_symbols:
        return
    decision = decide_sign(expr, certified, timeout_ms=500)
    assert decision.verdict is not False, f"{expr}: rules say {certified.value}, Z3 found {decision.show_point()}"


def test_negative_powers_are_signed_only_on_their_domain():
    # 1/n**2 > 0 where it is defined; at n = 0 its obligation n != 0 fails, so the rule says nothing there
    assert sign(NONNEG**-2) is Sign.POS
    assert _value_sign(NONNEG**-2, {NONNEG: sp.S.Zero}) is None
    assert [(o.expr, o.sign) for o in obligations_of([NONNEG**-2])] == [(NONNEG, Sign.NONZERO)]


def test_fractional_powers_ask_for_a_nonnegative_base():
    assert [(o.expr, o.sign) for o in obligations_of([sp.sqrt(REAL - 1)])] == [(REAL - 1, Sign.NONNEG)]
    assert [(o.expr, o.sign) for o in obligations_of([(REAL - 1) ** sp.Rational(-3, 2)])] == [(REAL - 1, Sign.POS)]


def test_decision_procedure_counterexamples_are_exact():
    q, eps = sp.Symbol("q", nonnegative=True), sp.Symbol("eps", positive=True)
    s = q / (q + eps)
    decision = decide_sign(sp.Rational(1, 4) - s * (1 - s), Sign.POS)
    assert decision.verdict is False
    assert decision.point[q] == decision.point[eps]
    assert (sp.Rational(1, 4) - s * (1 - s)).xreplace(decision.point) == 0
