"""Exact zero tests and sign certificates: proofs, refutations, and honest 'undecided'."""

import mpmath
import pytest
import sympy as sp

from symln.errors import InexactInputError
from symln.prove.decide.exprs import check_exact
from symln.prove.decide.hypotheses import Hypotheses
from symln.prove.decide.identities import are_zero, is_zero
from symln.prove.decide.intervals import enclose, sign_of_constant
from symln.prove.decide.radicals import eliminate_radicals
from symln.prove.decide.signs import Sign, certify_nonnegative, certify_sign, sign

q = sp.Symbol("q", nonnegative=True)
eps = sp.Symbol("eps", positive=True)
a = sp.Symbol("a", positive=True)
d = sp.Symbol("d", integer=True, positive=True)
x, y = sp.symbols("x y", real=True)


@pytest.mark.parametrize(
    "expr",
    [
        1 / sp.sqrt(q + eps) - sp.sqrt(q + eps) / (q + eps),
        a / sp.sqrt(a**2 * q + eps) - 1 / sp.sqrt(q + eps / a**2),
        (q + eps) ** sp.Rational(3, 2) / (q + eps) - sp.sqrt(q + eps),
        sp.sqrt(6) / 2 - sp.sqrt(sp.Rational(3, 2)),
        sp.sqrt(q) * sp.sqrt(q) - q,
        (x + y) ** 2 - x**2 - 2 * x * y - y**2,
        sp.Rational(1, 3) * (3 * eps + q) / (eps + q / 3) - 1,
    ],
)
def test_identities_are_proved(expr):
    assert is_zero(expr) is True


@pytest.mark.parametrize(
    "expr",
    [
        1 / sp.sqrt(q + eps) - 1 / sp.sqrt(q + 2 * eps),  # two radicands, both eliminated
        q / (q + eps) - 1,
        sp.sqrt(2) - sp.Rational(14142, 10000),
        (x + y) ** 2 - x**2 - y**2,
    ],
)
def test_non_identities_are_refuted(expr):
    assert is_zero(expr) is False


@pytest.mark.parametrize(
    "expr",
    [
        sp.sqrt(q**2 + 1) - q,  # positive everywhere, but not a rational function once sqrt(q^2 + 1) is kept
        sp.sqrt(q**2 + eps) - sp.sqrt(q**2 + 2 * eps),
    ],
)
def test_an_undecided_residual_is_never_zero(expr):
    """What no exact route decides is undecided (None), never proved zero."""
    assert is_zero(expr) is not True
    assert are_zero([expr, q / (q + eps) - 1]) == [is_zero(expr), False]


def test_binary_floats_are_refused_before_they_fold_away():
    # SymPy folds Float(1e-4) - Rational(1, 10**4) to an exact 0: screen each side first.
    assert sp.Float(1e-4) - sp.Rational(1, 10**4) == 0
    with pytest.raises(InexactInputError, match="Rational"):
        check_exact(sp.Float(1e-4) * eps)
    with pytest.raises(InexactInputError):
        is_zero(eps - 1e-4)


def test_batch_agrees_with_single():
    exprs = [q / (q + eps) - 1, 1 / sp.sqrt(q + eps) - sp.sqrt(q + eps) / (q + eps), sp.S.Zero]
    assert are_zero(exprs) == [is_zero(e) for e in exprs] == [False, True, True]


def test_radical_elimination_is_a_change_of_variables():
    eliminated = eliminate_radicals(eps / (q + eps) ** sp.Rational(3, 2))
    assert not [p for p in eliminated.atoms(sp.Pow) if not p.exp.is_Integer]
    # the map eps -> r = sqrt(q + eps) is invertible: the result is still a function of q
    assert q in eliminated.free_symbols and eps not in eliminated.free_symbols


@pytest.mark.parametrize(
    "expr, expected",
    [
        (1 / eps - eps**2 / (q + eps) ** 3, Sign.NONNEG),
        (1 / eps - 1 / (q + eps), Sign.NONNEG),
        (x**2 + 1, Sign.POS),
        (-(x**2) - eps, Sign.NEG),
        (x * y, Sign.UNKNOWN),
    ],
)
def test_signs(expr, expected):
    assert sign(expr) is expected


def test_lower_bounds_enter_by_substitution():
    assert certify_nonnegative(1 - 2 / d) is None
    assert certify_nonnegative(1 - 2 / d, Hypotheses({d: 2})) is True
    assert certify_sign(1 - 2 / d, Sign.POS, Hypotheses({d: 3})) is True


def test_a_lower_bound_is_attained():
    # d >= 3 allows d = 3: d - 3 is nonnegative, not positive (d is shifted by an integer k >= 0, which may be 0)
    assert sign(d - 3, Hypotheses({d: 3})) is Sign.NONNEG
    assert certify_sign(1 - 3 / d, Sign.POS, Hypotheses({d: 3})) is None
    assert sign(d - 2, Hypotheses({d: 3})) is Sign.POS


def test_a_contradicted_sign_is_refuted():
    assert certify_nonnegative(-(x**2) - 1) is False


def test_interval_enclosure_contains_the_value():
    box = enclose(1 / sp.sqrt(sp.Rational(101, 10**6)), dps=40)
    with mpmath.workdps(80):
        exact = 1 / mpmath.sqrt(mpmath.mpf(101) / 10**6)
        assert box.a <= exact <= box.b
        assert box.b - box.a < mpmath.mpf(10) ** -35


def test_constant_signs_are_certified_by_intervals():
    assert sign_of_constant(1 / sp.sqrt(3) - sp.Rational(3, 8)) == 1
    assert sign_of_constant(sp.sqrt(2) - sp.sqrt(2)) == 0
    with pytest.raises(InexactInputError):
        enclose(sp.Float(0.1))


def test_factoring_does_not_depend_on_or_change_sympys_random_state():
    """Wang's algorithm draws evaluation points from SymPy's generator: symln factors from one fixed state (the
    same time in every process), and leaves the caller's state as it was."""
    import sympy as sp
    from sympy.core import random as sympy_random

    from symln.prove.decide.exprs import factor

    x, y, z = sp.symbols("x y z")
    poly = sp.expand((x * y - z**2 + 3) * (x**2 + y * z - 1) * (x - y + 2 * z))
    answers = set()
    for seed in (1, 2, 3):
        sympy_random.rng.seed(seed)
        before = sympy_random.rng.getstate()
        answers.add(factor(poly))
        assert sympy_random.rng.getstate() == before
    assert len(answers) == 1 and sp.expand(answers.pop() - poly) == 0
