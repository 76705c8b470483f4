"""The routes that keep exact checks cheap at large d stay exact.

* a radicand affine in a symbol is split without expanding it;
* the float screen visits shared subexpressions once and still finds a float;
* dual-number totals (one n-ary sum) give SymPy's derivative.
"""

import pytest
import sympy as sp

from symln.errors import InexactInputError
from symln.model import core, variance
from symln.prove.models.concrete import ConcreteModel
from symln.prove.models.coords import Coords
from symln.prove.decide.exprs import check_exact
from symln.prove.decide.identities import is_zero
from symln.prove.decide.radicals import _affine_split, eliminate_radicals

eps = sp.Symbol("eps", positive=True)
xs = sp.symbols("x0:6", real=True)
s = sp.Add(*xs)
# a variance written as the definition writes it: a sum of squares of linear forms, unexpanded
Q = sp.Add(*[(x - s / 6) ** 2 for x in xs]) / 6


def test_affine_split_keeps_the_radicand_unexpanded():
    a, b = _affine_split(Q + eps, eps)
    assert a == 1
    assert b == Q


@pytest.mark.parametrize(
    "base, symbol",
    [(eps**2 + Q, eps), (1 / eps + Q, eps), (xs[0] * eps + Q, xs[0])],
)
def test_affine_split_declines_what_is_not_affine(base, symbol):
    assert _affine_split(base, symbol) is None


def test_radical_of_an_unexpanded_variance_is_removed():
    e = eliminate_radicals(1 / sp.sqrt(Q + eps) - eps / (Q + eps) ** sp.Rational(3, 2))
    assert not any(p.exp.q == 2 for p in e.atoms(sp.Pow) if p.exp.is_Rational)


@pytest.mark.parametrize(
    "expr, expected",
    [
        (1 / sp.sqrt(Q + eps) - sp.sqrt(Q + eps) / (Q + eps), True),
        ((Q + eps) ** sp.Rational(-3, 2) * (Q + eps) - 1 / sp.sqrt(Q + eps), True),
        (1 / sp.sqrt(Q + eps) - 1 / (Q + eps), False),
        (Q / (Q + eps) - sp.sqrt(Q + eps), False),
    ],
)
def test_identities_with_an_unexpanded_radicand(expr, expected):
    assert is_zero(expr) is expected


def test_float_screen_finds_a_float_in_a_shared_subexpression():
    shared = Q + sp.Float("0.0001")
    expr = sp.Add(*[x * shared for x in xs])
    with pytest.raises(InexactInputError, match="0.0001"):
        check_exact(expr)
    assert check_exact(sp.Add(*[x * Q for x in xs])) is not None


def test_float_screen_remembers_only_what_is_free_of_floats():
    exact = sp.Add(*[x * Q for x in xs])
    check_exact(exact)  # its subtrees are now known to be free of floats
    with pytest.raises(InexactInputError, match="0.5"):
        check_exact(exact + sp.Float("0.5") * xs[0])  # a float beside them is still found
    with pytest.raises(InexactInputError, match="0.25"):
        check_exact(sp.Add(*[x * (Q + sp.Float("0.25")) for x in xs]))
    with pytest.raises(InexactInputError, match="0.25"):  # and a float-carrying tree is never remembered as exact
        check_exact(sp.Add(*[x * (Q + sp.Float("0.25")) for x in xs]))


@pytest.mark.parametrize("parametrization", ["plain", "centered"])
def test_dual_totals_give_the_derivative(parametrization):
    m = ConcreteModel(5, parametrization=parametrization)
    t = Coords(sp.symbols("t0:5", real=True))
    step = sp.Symbol("step", real=True)
    moved = m.z + t * step
    for f in (lambda x: variance(m, x), lambda x: m.total(core(m, x, eps))):
        by_duals = m.D(f, m.z, t)
        by_sympy = sp.diff(f(moved), step).subs(step, 0)
        assert is_zero(by_duals - by_sympy) is True
