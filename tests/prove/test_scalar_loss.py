"""A generic scalar loss in the three interpretations, and the chain rule it carries."""

from __future__ import annotations

import mpmath
import pytest
import sympy as sp

from symln.errors import NotAvailableError
from symln.model import gradient
from symln.prove.models.concrete import ConcreteModel
from symln.prove.models.dual import Dual
from symln.prove.models.general import GeneralModel
from symln.prove.models.numeric import NumericModel


def test_general_loss_is_first_order_in_its_gradient_at_one_point():
    m = GeneralModel()
    loss, t = m.scalar_loss("l"), m.vector("t")
    g = loss.gradient(m.z)
    assert loss.gradient(m.z + t - t) is g  # the same point, written otherwise
    assert m.D(loss, m.z, t) == m.dot(g, t)
    # at a second point the linear stand-in <g, y> would speak for linear losses only
    with pytest.raises(NotAvailableError, match="a scalar loss read at two points"):
        loss.gradient(t)
    with pytest.raises(NotAvailableError, match="a scalar loss read at two points"):
        loss(m.z + t)


def test_concrete_loss_applies_the_chain_rule_on_dual_numbers():
    m = ConcreteModel(3)
    loss = m.scalar_loss("l")
    y, t = m.vector("y"), m.vector("t")
    assert isinstance(loss(y), sp.Expr) and not isinstance(loss(y), Dual)
    assert m.judge_equal(m.D(loss, y, t), m.dot(loss.gradient(y), t)).ok is True
    # the partial derivatives are unknown functions of the point: nothing about their values is assumed
    assert all(isinstance(p, sp.core.function.AppliedUndef) for p in loss.gradient(y))


def test_concrete_judge_proves_and_refutes_identities_with_unknown_functions():
    m = ConcreteModel(2)
    loss, y, t = m.scalar_loss("l"), m.vector("y"), m.vector("t")
    g = loss.gradient(y)
    assert m.judge_equal(m.dot(g, t) * 2, m.dot(g, t + t)).ok is True
    assert m.judge_equal(m.D(loss, y, t), m.dot(g, t * 2)).ok is False


def test_numeric_gradient_is_the_derivative_along_each_axis():
    with mpmath.workdps(40):
        m = NumericModel(4, seed=11)
        loss, y = m.scalar_loss("l"), m.vector("y")
        assert m.judge_equal(loss.gradient(y), gradient(m, loss, y)).ok is True
        t = m.vector("t")
        assert m.judge_equal(m.D(loss, y, t), m.dot(loss.gradient(y), t)).ok is True


def test_numeric_loss_is_nonlinear():
    with mpmath.workdps(40):
        m = NumericModel(3, seed=5)
        loss, y = m.scalar_loss("l"), m.vector("y")
        assert m.judge_equal(loss(y * 2) - loss(m.one * 0), (loss(y) - loss(m.one * 0)) * 2).ok is False


def test_concrete_refutation_uses_actual_functions():
    """l(y + t) - l(y) = <grad l(y), t> holds for affine losses only: undecided, not refuted.

    Refuting it by making l constant while its partial derivatives are not
    zero would use functions that do not exist; the witnesses are affine
    losses with their own (constant) partials, for which this identity holds.
    """
    m = ConcreteModel(2)
    loss, y, t = m.scalar_loss("l"), m.vector("y"), m.vector("t")
    assert m.judge_equal(loss(y + t) - loss(y), m.dot(loss.gradient(y), t)).ok is None
