"""Exact zero tests (symln.prove.decide.identities) on each of their routes: radical elimination, the algebraic
route with sqrt(B) as a ring generator, the slow residual path (cancel, simplify, constants) and the
certified signs of constants (interval enclosures, then the minimal polynomial)."""

import sympy as sp

from symln.prove.decide import identities
from symln.prove.decide.identities import _algebraic_route, are_zero, constant_sign, is_zero

q = sp.Symbol("q", nonnegative=True)
eps = sp.Symbol("eps", positive=True)
x = sp.Symbol("x", real=True)
r = sp.sqrt(q**2 + 1)  # a radical with no linear symbol: radical elimination keeps it
#: zero, but only once sqrt(q**2 + 1) is a generator rho with rho**2 = q**2 + 1
ALGEBRAIC_ZERO = (r - q) * (r + q) - 1
#: the identity rows of an irrational expression that cancel/together reduce: zero, +1 and -1
CANCELS = sp.sin(x) * (x + 1) / (x**2 - 1) - sp.sin(x) / (x - 1)
#: a constant zero that no interval can show and that is not algebraic: simplify proves it
TRIG_ZERO = sp.sin(1) ** 2 + sp.cos(1) ** 2 - 1
#: an algebraic constant zero that no interval can show: its minimal polynomial is x
NESTED_ZERO = sp.sqrt(3 + 2 * sp.sqrt(2)) - 1 - sp.sqrt(2)


def test_constants_are_zero_or_not():
    assert is_zero(sp.Integer(0)) is True
    assert is_zero(sp.Integer(-1)) is False
    assert is_zero(sp.Integer(1)) is False
    assert is_zero(sp.pi - 3) is False
    assert is_zero(sp.sqrt(2) - sp.Rational(141421356237, 10**11)) is False


def test_the_algebraic_route_proves_zero_with_a_radical_generator():
    results = [None]
    _algebraic_route([ALGEBRAIC_ZERO], [0], results)
    assert results == [True]
    results = [None, None]
    _algebraic_route([(r - q) * (r + q) - 2, ALGEBRAIC_ZERO], [3, 1], results)
    assert results == [None, True]  # written at the given indices; a nonzero numerator proves nothing here
    assert is_zero(ALGEBRAIC_ZERO) is True


def test_the_algebraic_route_skips_what_it_cannot_convert():
    results = [None, None]
    _algebraic_route([sp.sin(x) + r, ALGEBRAIC_ZERO], [0, 1], results)
    assert results == [None, True]
    results = [None, None]  # sin(x)**2 is an integer power: sin(x) is no radicand, the converter is built
    _algebraic_route([sp.sin(x) ** 2 + r, ALGEBRAIC_ZERO], [0, 1], results)
    assert results == [None, True]


def test_the_algebraic_route_gives_up_on_radicands_it_cannot_write():
    results = [None]
    _algebraic_route([sp.sqrt(sp.sin(x) ** 2 + 1) + r - q], [0], results)  # sin(x)**2 + 1: no polynomial
    assert results == [None]
    assert is_zero(sp.sqrt(sp.sin(x) ** 2 + 1) - 1) is None


def test_are_zero_decides_each_entry():
    assert are_zero([sp.sin(x), q / (q + 1) - 1, sp.sin(x) ** 2 + sp.cos(x) ** 2 - 1, sp.Integer(0), sp.Integer(-1)]) == [
        None, False, True, True, False]
    assert are_zero([sp.sin(x), q / (q + eps) - q / (q + eps)]) == [None, True]
    # an entry that radical elimination makes exactly 0 (q = a**2, eps = b**2), then one it makes rational
    assert are_zero([sp.sqrt(q) + sp.sqrt(eps) - sp.sqrt(q + eps + 2 * sp.sqrt(q * eps)), q / (q + 1) - 1]) == [True, False]


def test_the_residual_path_cancels_simplifies_and_reduces_to_constants():
    assert is_zero(CANCELS) is True  # cancel(together(.)) is 0
    assert is_zero(CANCELS + 1) is False  # ... is the constant 1
    assert is_zero(CANCELS - 1) is False  # ... is the constant -1
    assert is_zero(sp.sin(x) ** 2 + sp.cos(x) ** 2 - 1) is True  # simplify
    assert is_zero(sp.log(2 * q + 2) - sp.log(q + 1) - sp.log(2)) is True
    assert is_zero(sp.sin(x)) is None
    assert is_zero(sp.sin(x) ** 2 + sp.cos(x) ** 2) is None  # simplify gives 1: not identically zero, but undecided


def test_constants_of_the_residual_path():
    assert is_zero(TRIG_ZERO) is True
    assert is_zero(NESTED_ZERO) is True
    assert is_zero(sp.sin(1)) is None  # no enclosure, not algebraic, simplify leaves it
    assert is_zero(sp.sin(1) + 1) is None


def test_constant_signs():
    assert constant_sign(sp.Integer(0)) == 0
    assert constant_sign(sp.pi - 3) == 1
    assert constant_sign(3 - sp.pi) == -1
    assert constant_sign(sp.sqrt(2) - sp.Rational(141421356237, 10**11)) == 1
    assert constant_sign(TRIG_ZERO) == 0  # enclosures fail (sin), simplify proves zero
    assert constant_sign(NESTED_ZERO) == 0  # enclosures straddle 0, the minimal polynomial is x
    assert constant_sign(sp.sin(1)) is None  # enclosures fail, no proof of zero
    assert constant_sign(sp.sqrt(2) + sp.sqrt(3) - sp.sqrt(5 + 2 * sp.sqrt(6)) + 1) == 1


def test_algebraic_zero_test_of_constants():
    assert identities._algebraic_is_zero(NESTED_ZERO) is True
    assert identities._algebraic_is_zero(sp.sqrt(2) - 1) is False
    assert identities._algebraic_is_zero(TRIG_ZERO) is True  # not algebraic: simplify
    assert identities._algebraic_is_zero(sp.sin(1)) is None
    assert identities._constant_is_zero(sp.pi - 3) is False  # the enclosure decides; pi has no minimal polynomial
    assert identities._constant_is_zero(sp.sin(1)) is None
