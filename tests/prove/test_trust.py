"""What the verifier does not take on trust from a claim's Python: branches on the symbolic d,
attributes set on a relation or scope instance, derivatives of functions that ignore their argument,
and values shared between claims (their obligations travel with them)."""

import dataclasses

import pytest
import sympy as sp

from symln import AllD, Dims, Equal, Example, claim
from symln.errors import ClaimDefinitionError
from symln.model import core, core_jacobian
from symln.prove.models.concrete import ConcreteModel
from symln.prove.language.relations import Check
from symln.prove.run.verify import Outcome, verify_claim


def _verdict(body, scope=None, cid="T.trust"):
    return verify_claim(claim(cid, article="tests", statement="a claim of the tests", scope=scope or AllD())(body))


# -- branches on the symbolic d ----------------------------------------------------------------------






def test_a_branch_on_d_is_an_error_not_a_proof():
    def branches(m):
        return Equal(m.total(m.one), 7 if m.d == 7 else m.d)

    verdict = _verdict(branches)
    assert verdict.outcome is Outcome.ERROR and "an all-d claim has no numeric d" in verdict.reason
    # where the scope lists its dimensions the body is traced at each, as plain Python on an integer
    assert _verdict(branches, Dims(2, 8)).outcome is Outcome.PROVED


# -- relation and scope instances are judged by their class ------------------------------------------


def test_a_relation_is_judged_by_its_class_alone():
    def overrides(m):
        relation = Equal(m.total(m.one), 2 * m.d)
        relation.decide = lambda model: Check(True)
        return relation

    verdict = _verdict(overrides)
    assert verdict.outcome is Outcome.FAILED


def test_a_scope_subclass_or_a_changed_scope_is_refused():
    class OneD(Dims):
        def concrete_dims(self):
            return (self.lo,)

    def body(m):
        return Equal(m.total(m.one), m.d)

    assert "themselves" in _verdict(body, OneD(2, 5)).reason
    scope = Dims(2, 5)
    object.__setattr__(scope, "numeric_dims", lambda: (2,))
    verdict = _verdict(body, scope)
    assert verdict.outcome is Outcome.ERROR and "attributes of its own (numeric_dims)" in verdict.reason
    assert [f.name for f in dataclasses.fields(Dims)] == ["lo", "hi", "nonconstant"]


# -- derivatives of functions that ignore their argument ---------------------------------------------


@pytest.mark.parametrize("scope", [AllD(), Example(3), Dims(2, 3)])
def test_a_derivative_of_a_function_that_ignores_its_argument_is_refused(scope):
    def closes_over_the_point(m):
        eps = m.scalar("eps", positive=True)
        t = m.vector("t")
        return Equal(m.D(lambda x: core(m, m.z, eps), m.z, t), m.one * 0)

    verdict = _verdict(closes_over_the_point, scope)
    assert verdict.outcome is Outcome.ERROR and "ignores its argument" in verdict.reason


def test_a_derivative_that_vanishes_with_the_argument_used_is_proved():
    def along_one(m):
        eps = m.scalar("eps", positive=True)
        return Equal(m.D(lambda x: core(m, x, eps), m.z, m.one), m.one * 0)

    for scope in (AllD(), Example(3)):
        assert _verdict(along_one, scope).outcome is Outcome.PROVED


# -- values shared between claims carry their obligations ---------------------------------------------


def test_a_shared_jacobian_brings_its_obligations_to_every_claim():
    """The Jacobian at eps = (c - 1)^2 needs q + eps > 0: recorded each time it is computed."""
    recorded = []
    for _ in range(2):
        m = ConcreteModel(2, strict=True)
        c = m.scalar("c")
        core_jacobian(m, (c - 1) ** 2)
        recorded.append({str(o.expr) for o in m.pending_obligations})
    assert recorded[0] and recorded[0] == recorded[1]
    assert any("c" in e for e in recorded[0])


# -- branches on values: sampled where the code writes them --------------------------------------------


def _helper_with_a_default(m, eps):
    return m.number(2) if eps == 1 else m.total(m.one) / m.d * 2




_PADDED_WIDTH = 23
_SATURATING = {29, 31}


def _width(m, pad=37):
    return pad


class _Batching:
    LIMIT = 41

    def live(self, m, k=43):
        return k




def test_a_comparison_of_a_symbolic_value_is_refused():
    def special_case(m):
        c = m.scalar("c")
        return Equal(3 if c == 1 else c + 1, c + 1)

    verdict = _verdict(special_case)
    assert verdict.outcome is Outcome.ERROR and "cannot branch on a symbolic value" in verdict.reason














def test_a_claim_function_that_swallows_a_refusal_is_an_error():
    import contextlib

    from symln import Limit

    def f(x, c):
        with contextlib.suppress(Exception):
            if bool(x - c):
                return x
        with contextlib.suppress(Exception):
            return int(x)
        return x

    def body(m):
        c = m.scalar("c")
        return Limit(lambda x: f(x, c), 0, 0, "x")

    verdict = _verdict(body)  # the first refusal swallowed is named
    assert verdict.outcome is Outcome.ERROR and "the truth value" in verdict.reason and "int()" not in verdict.reason




def test_a_derivative_at_a_kink_that_exists_is_not_refuted():
    """|mean|^3 is differentiable where the mean is 0, though "no kink" cannot be proved there."""

    def cube(m):
        t = m.vector("t")

        def f(x):
            a = m.total(x) / m.d
            return abs(a) ** 3

        a = m.total(m.z) / m.d
        return Equal(m.D(f, m.z, t), 3 * a * abs(a) * m.total(t) / m.d)

    assert _verdict(cube).outcome is not Outcome.FAILED


def test_numeric_values_compare_as_the_reals_they_stand_for():
    from fractions import Fraction

    from symln.prove.models.numeric import Dimension, Num

    assert Num(1) == 1 and Num(0) == 0 and not Num(0) and Num(Fraction(1, 2)) in {Fraction(1, 2)}
    d = Dimension(7)
    assert isinstance(d, int) and d in {7} and str(d) == "7" and d.is_prime
    assert 1 / d == sp.Rational(1, 7) and 1 / (d - 1) == sp.Rational(1, 6) and isinstance(d - 1, Dimension)
    assert type(sp.sympify(d)) is sp.Integer




def test_a_scalar_records_its_obligations_in_every_recording():
    from symln.prove.calculus.definedness import note_operand, recording

    mu = sp.Symbol("mu", real=True)
    for divisor in (False, False, True):  # the second time from the cache of operand obligations
        with recording([]) as sink:
            note_operand(1 / mu**3, divisor=divisor)
        expected = ["mu != 0 (denominator)"] + (["mu**(-3) != 0 (divisor of a vector or matrix)"] if divisor else [])
        assert [o.describe() for o in sink] == expected


def test_a_chain_is_judged_from_plain_steps_with_known_operators():
    from symln.prove.language.relations import Chain, Step

    with pytest.raises(ClaimDefinitionError, match="op must be one of =, <="):
        Step(1, "reversed", ">=")

    class Hollow(list):  # answers len 1, iterates nothing
        def __iter__(self):
            return iter(())

    class Sly(Step):
        pass

    def chain_with(steps):
        def body(m):
            c = m.scalar("c")
            return Chain(c, steps=steps(c))

        return _verdict(body)

    for steps, why in [(lambda c: Hollow([Step(c + 1, "x")]), "steps must be a list of Step"),
                       (lambda c: [Sly(c + 1, "x")], "each step must be a Step")]:
        verdict = chain_with(steps)
        assert verdict.outcome is Outcome.ERROR and why in verdict.reason
    assert chain_with(lambda c: (Step(c, "itself"),)).outcome is Outcome.PROVED






