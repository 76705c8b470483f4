"""The structural sign rules one at a time: where each rule, and each retry of the polynomial route, decides."""

import pytest
import sympy as sp

from symln.prove.decide.hypotheses import Hypotheses
from symln.prove.decide.signs import Sign, certify_sign, sign

q = sp.Symbol("q", nonnegative=True)
eps = sp.Symbol("eps", positive=True)
x = sp.Symbol("x", real=True, nonzero=True)
w = sp.Symbol("w")  # no assumptions: possibly complex

#: positive for every q, though neither factor is positive term by term
FACTORS = (q**2 - q + 1) * (q**2 + q + 1)


def test_an_even_power_of_a_possibly_complex_base_has_no_sign():
    assert sign(w**2) is Sign.UNKNOWN  # w = i gives -1
    assert sign(w**2, Hypotheses(known={w: Sign.NONNEG})) is Sign.NONNEG  # a known sign makes it real


def test_a_product_with_a_nonzero_factor():
    assert sign(x * eps) is Sign.NONZERO
    assert sign(x * q) is Sign.UNKNOWN and certify_sign(x * q, Sign.NONZERO) is None  # q may be 0


def test_a_known_sign_is_not_weakened_by_the_polynomial_route():
    assert sign(q, Hypotheses(known={q: Sign.POS})) is Sign.POS
    assert sign(q + eps * q, Hypotheses(known={q: Sign.POS})) is Sign.POS


def test_expanding_decides_a_product_of_unsigned_factors():
    assert sign(FACTORS) is Sign.POS
    assert sign(-eps * FACTORS) is Sign.NEG


def test_factoring_decides_an_expanded_square():
    assert sign(eps * q**2 - 2 * eps * q + eps) is Sign.NONNEG  # eps (q - 1)^2
    assert sign(-(q**2) + 2 * q - 1) is Sign.NONPOS


def test_a_denominator_positive_as_given_stays_positive_when_its_factors_are_not():
    assert sign(FACTORS / sp.expand(FACTORS)) is Sign.POS
    assert sign(-FACTORS / sp.expand(FACTORS)) is Sign.NEG


@pytest.mark.parametrize("n, expected", [(0, Sign.POS), (2, Sign.NONNEG), (3, Sign.NONNEG), (-2, Sign.POS)])
def test_integer_powers_of_a_nonnegative_base(n, expected):
    assert sign(sp.Pow(q, n, evaluate=False)) is expected


def test_a_reciprocal_is_strict_on_its_domain():
    assert sign(1 / q) is Sign.POS and sign(q**-3) is Sign.POS  # q != 0 is the reciprocal's obligation
    assert sign(-1 / q) is Sign.NEG


def test_an_absolute_value_is_nonnegative_and_other_functions_have_no_sign():
    assert sign(sp.Abs(x - 1)) is Sign.NONNEG
    assert sign(sp.sin(x)) is Sign.UNKNOWN and sign(sp.exp(x) - 2) is Sign.UNKNOWN


def test_fractional_powers_of_a_nonnegative_base():
    assert sign(sp.sqrt(q)) is Sign.NONNEG and sign(q ** sp.Rational(3, 2)) is Sign.NONNEG
    assert sign(1 / sp.sqrt(q)) is Sign.POS  # q > 0 is the obligation of a negative power
    assert sign(sp.sqrt(q + eps)) is Sign.POS
    assert sign(sp.sqrt(x)) is Sign.UNKNOWN  # x of either sign: the rules say nothing


def test_the_parity_of_the_negative_factors_sets_the_sign_of_a_product():
    a, b, c = sp.symbols("a b c", negative=True)
    assert sign(a * b) is Sign.POS and sign(a * b * c) is Sign.NEG and sign(a * b * c * eps) is Sign.NEG
    assert sign(a * b * c * q) is Sign.NONPOS
