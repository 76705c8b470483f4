"""The three interpretations agree, and their differentiation routes check one another."""

from fractions import Fraction

import mpmath
import pytest
import sympy as sp

from symln.errors import InexactInputError
from symln.model import core, core_jacobian, layer_norm
from symln.prove.models.concrete import ConcreteModel
from symln.prove.models.coords import Coords
from symln.prove.models.numeric import Num, NumericModel


def _point(m, z, eps):
    return dict(zip([s for s in sp.symbols(f"z1:{m.d + 1}", real=True)], z)) | {m.scalar("eps", positive=True): eps}


@pytest.mark.parametrize("d", [1, 2, 3, 4])
def test_dual_numbers_agree_with_sympy_diff(d):
    m = ConcreteModel(d, parametrization="plain")
    eps = m.scalar("eps", positive=True)
    dual = core_jacobian(m, eps)
    u = core(m, m.z, eps)
    reference = sp.Matrix(u.entries).jacobian(sp.Matrix(m.z.entries))
    for i in range(d):
        for j in range(d):
            assert sp.simplify(dual.rows[i][j] - reference[i, j]) == 0


@pytest.mark.parametrize("d", [2, 3, 5])
def test_mpmath_diff_agrees_with_exact_jacobian(d):
    exact = ConcreteModel(d, parametrization="plain")
    eps_sym = exact.scalar("eps", positive=True)
    J = core_jacobian(exact, eps_sym)
    with mpmath.workdps(50):
        num = NumericModel(d, seed=7)
        eps = num.scalar("eps", positive=True)
        Jn = core_jacobian(num, eps)
        values = {s: sp.Rational(x.numerator, x.denominator) for s, x in zip(exact.z.entries, num.point["z"])}
        values[eps_sym] = sp.Rational(num.point["eps"].numerator, num.point["eps"].denominator)
        for i in range(d):
            for j in range(d):
                want = sp.N(J.rows[i][j].xreplace(values), 60)
                assert abs(Jn.rows[i][j].v - mpmath.mpf(str(want))) < mpmath.mpf(10) ** -40


def test_precision_ladder():
    """30, 50 and 80 digits agree to the digits the lower precision carries."""
    values = []
    for dps in (30, 50, 80):
        with mpmath.workdps(dps):
            m = NumericModel(4, seed=11, family="near-constant")
            eps = m.scalar("eps", positive=True)
            values.append([e.v for e in core_jacobian(m, eps).entries()])
    with mpmath.workdps(90):
        for low, high, digits in ((values[0], values[2], 25), (values[1], values[2], 45)):
            assert max(abs(a - b) / max(1, abs(b)) for a, b in zip(low, high)) < mpmath.mpf(10) ** -digits


@pytest.mark.parametrize("family", ["generic", "near-constant", "offset"])
def test_jacobian_structure_numerically(family):
    with mpmath.workdps(50):
        m = NumericModel(5, seed=3, family=family)
        eps = m.scalar("eps", positive=True)
        J = core_jacobian(m, eps)
        t, g = m.vector("t"), m.vector("g")
        tol = mpmath.mpf(10) ** -35
        assert max(abs(e.v) for e in J @ m.one) < tol
        assert max(abs(a.v - b.v) for a, b in zip(J.entries(), J.T.entries())) < tol
        assert abs(m.dot(J @ t, g).v - m.dot(t, J.T @ g).v) < tol


def test_parametrizations_agree():
    plain, centered = ConcreteModel(3, parametrization="plain"), ConcreteModel(3)
    eps = plain.scalar("eps", positive=True)
    mu, c1, c2 = sp.Symbol("m", real=True), *sp.symbols("c1:3", real=True)
    substitution = dict(zip(plain.z.entries, [mu + c1, mu + c2, mu - c1 - c2]))
    for a, b in zip(core(plain, plain.z, eps), core(centered, centered.z, eps)):
        assert sp.simplify(a.xreplace(substitution) - b) == 0


def test_num_keeps_precision_next_to_sympy_numbers():
    with mpmath.workdps(50):
        x = Num(Fraction(1, 3))
        y = sp.Rational(1, 7) * x  # SymPy defers to Num instead of making a 15-digit Float
        assert isinstance(y, Num)
        assert abs(y.v - mpmath.mpf(1) / 21) < mpmath.mpf(10) ** -48
        with pytest.raises(InexactInputError):
            x * 0.5


def test_layer_norm_applies_gain_then_bias():
    m = ConcreteModel(3, parametrization="plain")
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    y = layer_norm(m, m.z, gamma, beta, eps)
    u = core(m, m.z, eps)
    assert all(sp.simplify(yi - (g * ui + b)) == 0 for yi, g, ui, b in zip(y, gamma, u, beta))
    assert isinstance(y, Coords)
