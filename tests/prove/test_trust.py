"""What the verifier does not take on trust from a claim's Python: branches on the symbolic d,
attributes set on a relation or scope instance, derivatives of functions that ignore their argument,
and values shared between claims (their obligations travel with them)."""

import dataclasses

import pytest
import sympy as sp

from symln import AllD, Dims, Equal, Example, claim
from symln.errors import ClaimDefinitionError
from symln.model import core, core_jacobian
from symln.prove.concrete import _MEMO, ConcreteModel
from symln.prove.questions import SymbolicDimension
from symln.prove.general import GeneralModel
from symln.prove.relations import Check
from symln.prove.verify import Outcome, verify_claim


def _verdict(body, scope=None, cid="T.trust"):
    return verify_claim(claim(cid, article="tests", statement="a claim of the tests", scope=scope or AllD())(body))


# -- branches on the symbolic d ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        lambda d: d == 7,
        lambda d: d != 7,
        lambda d: d in (7, 9),
        lambda d: d.is_prime,
        lambda d: d.is_even,
        lambda d: d % 2,
        lambda d: d // 2,
        lambda d: d == sp.Integer(7),
    ],
)
def test_a_claim_cannot_ask_the_symbolic_d_a_question_without_one_answer(question):
    d = GeneralModel().d
    with pytest.raises(ClaimDefinitionError, match="cannot branch on a symbolic value"):
        question(d)


def test_questions_with_one_answer_for_every_d_are_answered():
    d = GeneralModel().d
    assert d.is_positive is True and d.is_integer is True and bool(d >= 1)
    assert isinstance(d, SymbolicDimension) and (d + 1) ** 2 == sp.expand((d + 1) ** 2).factor()
    with pytest.raises(TypeError):  # an undecided order comparison is SymPy's own error
        bool(d > 5)


def test_a_branch_on_d_is_an_error_not_a_proof():
    def branches(m):
        return Equal(m.total(m.one), 7 if m.d == 7 else m.d)

    verdict = _verdict(branches)
    assert verdict.outcome is Outcome.ERROR and "cannot branch on a symbolic value" in verdict.reason
    # at concrete d the same body is plain Python on an integer
    assert _verdict(branches, Dims(2, 8)).outcome is Outcome.PROVED


# -- relation and scope instances are judged by their class ------------------------------------------


def test_a_relation_with_an_attribute_of_its_own_is_refused():
    def overrides(m):
        relation = Equal(m.total(m.one), 2 * m.d)
        relation.decide = lambda model: Check(True)
        return relation

    verdict = _verdict(overrides)
    assert verdict.outcome is Outcome.ERROR and "attributes of its own (decide)" in verdict.reason


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
    """The Jacobian at eps = (c - 1)^2 needs q + eps > 0: recorded when computed, and again from the cache."""
    _MEMO.clear()
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


def test_the_literals_of_a_body_its_lambdas_and_its_own_helpers():
    from fractions import Fraction

    from symln.prove.literals import literals_of

    def body(m):
        eps = m.scalar("eps", positive=True)
        pick = {9: 1}.get
        return [pick(m.d), (lambda x: x in (5, "11"))(m.d), _helper_with_a_default(m, eps)]

    found = set(literals_of(body))
    assert {Fraction(9), Fraction(5), Fraction(11), Fraction(1), Fraction(2), Fraction(1, 2)} <= found
    assert not any(x.denominator > 16 for x in found)  # SymPy's and symln's own constants are not read


_PADDED_WIDTH = 23
_SATURATING = {29, 31}


def _width(m, pad=37):
    return pad


class _Batching:
    LIMIT = 41

    def live(self, m, k=43):
        return k


def test_the_literals_of_everything_the_code_can_name():
    import functools
    from fractions import Fraction

    from symln.prove.literals import literals_of

    partial_width = functools.partial(_width, pad=47)

    def body(m):
        c = m.scalar("c")
        return [_PADDED_WIDTH, c in _SATURATING, _width(m), _Batching().live(m), partial_width(m), sp.S.Half == c,
                sp.S.NegativeOne]

    found = set(literals_of(body))
    written = {23, 29, 31, 37, 41, 43, 47, Fraction(1, 2), -1}  # globals, sets, defaults, classes, partials, S.*
    assert written <= found, written - found


def test_a_comparison_of_a_symbolic_value_is_refused():
    def special_case(m):
        c = m.scalar("c")
        return Equal(3 if c == 1 else c + 1, c + 1)

    verdict = _verdict(special_case)
    assert verdict.outcome is Outcome.ERROR and "cannot branch on a symbolic value" in verdict.reason


def test_a_branch_on_a_scalar_value_is_taken_where_the_code_writes_it():
    def special_case(m):
        c = m.scalar("c")
        return Equal(3 if c in {1} else c + 1, c + 1)  # a set compares hashes: answered structurally

    verdict = _verdict(special_case)
    assert verdict.outcome is Outcome.FAILED and "c = 1, a value written in the claim's code" in verdict.reason


def test_a_branch_on_a_dimension_is_taken_where_the_code_writes_it():
    def special_dimension(m):
        return Equal(m.total(m.one), m.d + 1 if str(m.d - 9) == "0" else m.d)  # a string: answered structurally

    verdict = _verdict(special_dimension)
    assert verdict.outcome is Outcome.FAILED and "d=9, a dimension written in the claim's code" in verdict.reason


@pytest.mark.parametrize(
    "question, asked",
    [
        (lambda m, c: (m.d - 9).is_zero, "asks is_zero of d - 9"),  # undecided assumptions of any value
        (lambda m, c: (c + 1).is_positive, "asks is_positive of c + 1"),
        (lambda m, c: sp.S.Half == c, "asks 1/2 == c"),  # a number's own ==, on the left
        (lambda m, c: sp.Integer(200) != m.d, "asks 200 != d"),
        (lambda m, c: 2 * m.d in {26}, "a lookup (hash) of 2*d"),  # a set compares hashes, never ==
        (lambda m, c: m.dot(m.z, m.one) in {0}, "a lookup (hash) of"),
    ],
)
def test_questions_without_one_answer_are_refused_whichever_way_python_asks_them(question, asked):
    def branching(m):
        c = m.scalar("c")
        return Equal(c + 1 if question(m, c) else c, c)

    verdict = _verdict(branching)
    assert verdict.outcome is Outcome.ERROR and asked in verdict.reason and "no single answer" in verdict.reason


def test_questions_with_one_answer_and_keys_of_symbols_are_answered():
    def keyed(m):
        c = m.scalar("c", positive=True)
        assert sp.S.One == sp.Integer(1) and (c * 0 + 1 == 1)  # numbers compare as numbers
        assert not (sp.sqrt(2) == 2) and sp.sqrt(4) == 2  # a constant expression too
        weights = {c: 2}  # a symbol as a key is a name, not a question
        return Equal(c * weights[c], 2 * c)

    assert _verdict(keyed).outcome is Outcome.PROVED


def test_a_body_that_asks_its_interpretation_or_catches_a_refusal_is_refused():
    def asks(m):
        return Equal(m.total(m.one), m.d if m.kind == "general" else m.d + 1)

    def catches(m):
        from symln.errors import NotAvailableError

        try:
            first = m.coordinates(m.z)[0]
        except NotAvailableError:
            first = m.number(0)
        return Equal(first * 0, 0)

    def suppresses(m):
        import contextlib

        from symln.errors import NotAvailableError

        first = m.number(0)
        with contextlib.suppress(NotAvailableError):
            first = m.coordinates(m.z)[0]
        return Equal(first * 0, 0)

    assert "which interpretation" in _verdict(asks).reason
    verdict = _verdict(catches)  # a handler in the claim's code is refused before anything runs
    assert verdict.outcome is Outcome.ERROR and "catches exceptions" in verdict.reason and "catches" in verdict.reason
    verdict = _verdict(suppresses)  # a manager that swallows the refusal: recorded where it was raised
    assert verdict.outcome is Outcome.ERROR and "caught the model's refusal" in verdict.reason


@pytest.mark.parametrize(
    "conversion, asked",
    [
        (lambda c: bool(c - 1), "its truth value (bool) of c - 1"),
        (lambda c: int(c), "int of c"),
        (lambda c: float(c), "float of c"),
        (lambda c: sp.Gt(c, 10**8), "a relation it cannot decide"),
        (lambda c: sp.sympify(c**2 - 4).equals(0), "equals of c**2 - 4"),
    ],
)
def test_conversions_of_a_symbolic_value_are_refused_even_when_suppressed(conversion, asked):
    import contextlib

    def suppressed(m):
        c = m.scalar("c")
        value = c
        with contextlib.suppress(Exception):  # no handler of its own: the refusal is recorded anyway
            value = c if conversion(c) else 2 * c
        return Equal(value, c)

    verdict = _verdict(suppressed)
    assert verdict.outcome is Outcome.ERROR and asked in verdict.reason


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
    assert verdict.outcome is Outcome.ERROR and "its truth value (bool)" in verdict.reason and "int of" not in verdict.reason


def test_the_claims_own_handlers_are_found_in_its_helpers_not_in_libraries():
    from fractions import Fraction

    from symln.prove.literals import exception_handler_in

    def helper(x):
        try:
            return int(x)
        except TypeError:
            return 0

    assert exception_handler_in(lambda m: Fraction(1, 2) + helper(m)).startswith("test_the_claims_own_handlers")
    assert exception_handler_in(lambda m: Fraction(1, 2) * sp.S.Half) is None  # Fraction's own try: a library's


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

    from symln.prove.numeric import Dimension, Num

    assert Num(1) == 1 and Num(0) == 0 and not Num(0) and Num(Fraction(1, 2)) in {Fraction(1, 2)}
    d = Dimension(7)
    assert isinstance(d, int) and d in {7} and str(d) == "7" and d.is_prime
    assert 1 / d == sp.Rational(1, 7) and 1 / (d - 1) == sp.Rational(1, 6) and isinstance(d - 1, Dimension)
    assert type(sp.sympify(d)) is sp.Integer


def test_comparisons_are_guarded_only_inside_a_block_and_the_guard_survives_errors():
    from symln.prove.questions import guarded_comparisons

    c = sp.Symbol("c")
    assert (c == 1) is False  # outside: SymPy's structural answer
    with guarded_comparisons():
        with guarded_comparisons():  # nested blocks (a claim judged while another is read)
            with pytest.raises(ClaimDefinitionError, match="c == 1"):
                c == 1  # noqa: B015 - the comparison is the test
        with pytest.raises(ClaimDefinitionError, match="c != 1"):
            c != 1  # noqa: B015
    assert (c == 1) is False and (c != 1) is True
    with pytest.raises(RuntimeError):
        with guarded_comparisons():
            raise RuntimeError("a body fails")
    assert (c == 1) is False  # the failed block switched the guard off


def test_a_scalar_records_its_obligations_in_every_recording():
    from symln.prove.definedness import note_operand, recording

    mu = sp.Symbol("mu", real=True)
    for divisor in (False, False, True):  # the second time from the cache of operand obligations
        with recording([]) as sink:
            note_operand(1 / mu**3, divisor=divisor)
        expected = ["mu != 0 (denominator)"] + (["mu**(-3) != 0 (divisor of a vector or matrix)"] if divisor else [])
        assert [o.describe() for o in sink] == expected


def test_a_chain_is_judged_from_plain_steps_with_known_operators():
    from symln.prove.relations import Chain, Step

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


def test_outside_a_guarded_block_sympy_answers_as_it_always_does():
    import importlib

    from symln.prove.questions import _install, guarded_comparisons

    assumptions = importlib.import_module("sympy.core.assumptions")  # sympy.core names a function so

    c = sp.Symbol("c")
    with guarded_comparisons():  # installs the guards
        pass
    make_property, init_subclass = assumptions.make_property, sp.Basic.__dict__["__init_subclass__"]
    _install()
    assert assumptions.make_property is make_property and sp.Basic.__dict__["__init_subclass__"] is init_subclass
    with pytest.raises(TypeError, match="cannot determine truth value"):  # SymPy's own answer, not a refusal
        bool(sp.Gt(c, 1))
    assert sp.Gt(c, 1).lhs == c and (c**2 - 4).equals(0) is False and bool(c - 1) is True
    assert bool(sp.Tuple()) is False and bool(sp.Tuple(1)) is True and bool(sp.FiniteSet()) is False
    with guarded_comparisons():
        assert bool(sp.Tuple()) is False and bool(sp.Tuple(c)) is True  # asked by a test: a length, not a question


def test_a_long_question_is_shortened_in_the_message():
    from symln.prove.questions import _short

    assert _short(sp.Symbol("x" * 40)) == "x" * 40
    assert _short(sp.Symbol("x" * 41)) == "x" * 37 + "..."


def test_the_symbolic_d_sorts_as_a_symbol_from_its_class():
    assert SymbolicDimension.class_key() == sp.Symbol.class_key()
