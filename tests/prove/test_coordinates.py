"""Coordinate vectors e_i in every interpretation, and the lemmas they rest on."""

from __future__ import annotations

import mpmath
import pytest
import sympy as sp

from symln.errors import NotAvailableError
from symln.model import center, core, core_jacobian
from symln.prove.models.concrete import ConcreteModel
from symln.prove.models.general import GeneralModel
from symln.prove.models.lemmas import check_lemma, lemma
from symln.prove.models.numeric import NumericModel


def test_general_coordinate_vector_reduces_hadamard_products():
    m = GeneralModel(min_d=2)
    e, x = m.coordinate_vector("e"), m.vector("x")
    x_i = m.dot(e, x)
    assert x_i.is_Symbol
    assert m.judge_equal(e * e, e).ok is True
    assert m.total(e) == 1
    assert m.judge_equal(e * x, e * x_i).ok is True
    assert m.dot(e, x * x) == x_i**2
    assert "coordinate_vector" in m.used_lemmas


def test_general_coordinate_of_an_orthogonal_vector_is_zero():
    m = GeneralModel()
    e = m.coordinate_vector("e")
    w = m.vector("w", orthogonal_to=(e,))
    assert m.dot(e, w) == 0
    assert m.judge_equal(e * w, m.one * 0).ok is True


def test_jacobian_column_agrees_across_interpretations():
    """J e_i has i-th entry J_ii = ((d-1)(q+eps) - v_i^2) / (d (q+eps)^(3/2)) in every model."""

    def check(m):
        eps = m.scalar("eps", positive=True)
        e = m.coordinate_vector("e")
        v_i = m.dot(e, center(m, m.z))
        q = m.norm2(center(m, m.z)) / m.d
        J_ii = m.dot(e, core_jacobian(m, eps) @ e)
        return m.judge_equal(J_ii, ((m.d - 1) * (q + eps) - v_i**2) / (m.d * (q + eps) ** sp.Rational(3, 2)))

    assert check(GeneralModel(min_d=2)).ok is True
    for d in (2, 3, 5):
        assert check(ConcreteModel(d)).ok is True
    with mpmath.workdps(40):
        assert check(NumericModel(4, seed=3)).ok is True


def test_coordinate_slack_is_the_coordinate_bound():
    for m in (GeneralModel(min_d=2), ConcreteModel(4)):
        e = m.coordinate_vector("e")
        s = m.coordinate_slack(e)
        v = center(m, m.z)
        assert m.judge_equal(s, (m.d - 1) * m.norm2(v) / m.d - m.dot(e, v) ** 2).ok is True
        assert s.is_nonnegative


def test_concrete_slack_refuses_a_non_coordinate_vector():
    m = ConcreteModel(3)
    with pytest.raises(ValueError):
        m.coordinate_slack(m.vec([1, 1, 0]))


@pytest.mark.parametrize("name", ["coordinate_vector", "coordinate_bound"])
def test_lemmas_hold_exactly(name):
    lem = lemma(name)
    for d in lem.dims():
        assert check_lemma(lem, d).ok is True, (name, d)


def test_coordinate_of_the_core_sums_to_zero_over_indices():
    """sum_i u_i = 0 seen through e_i: the concrete coordinates of the core add up to 0."""
    m = ConcreteModel(4)
    eps = m.scalar("eps", positive=True)
    u = core(m, m.z, eps)
    units = [m.vec([1 if k == i else 0 for k in range(4)]) for i in range(4)]
    assert m.judge_equal(sp.Add(*[m.dot(e, u) for e in units]), 0).ok is True


def test_every_interpretation_refuses_a_second_coordinate_vector():
    with mpmath.workdps(30):
        for m in (GeneralModel(), ConcreteModel(3), NumericModel(3, seed=0)):
            m.coordinate_vector("e")
            with pytest.raises(NotAvailableError):
                m.coordinate_vector("f")
