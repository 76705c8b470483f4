"""The Jacobian article (J1-J6): coverage, verification, and the structure behind the claims."""

from __future__ import annotations

import sympy as sp
from articles_support import coverage, unproved

from symln.articles import jacobian
from symln.model import core
from symln.prove.models.concrete import ConcreteModel

IDS = {"J1": "all d", "J2": "exact", "J3": "exact", "J4": "exact", "J5": "exact", "J6": "all d"}


def test_every_id_is_covered_with_its_scope():
    assert coverage(IDS) == ([], [])


def test_every_claim_is_proved():
    assert unproved("jacobian") == []


def test_example_jacobian_is_rank_one_along_the_contrast():
    m = ConcreteModel(2)
    _, _, J = jacobian.example(m)
    w = m.vec([-1, 1])
    assert m.judge_equal(J, m.outer(w, w) * (sp.Rational(3, 8) / m.norm2(w))).ok is True
    assert m.judge_equal(J.T, J).ok is True


def test_example_remainder_is_second_order():
    """The remainder of the linear response along (-1, 1) is -9/64 s^2 + O(s^3): first order, not exact."""
    m = ConcreteModel(2)
    z, eps, J = jacobian.example(m)
    h = m.vec([-1, 1])
    s = sp.Symbol("s", real=True)
    remainder = m.coordinates(core(m, z + h * s, eps) - core(m, z, eps) - (J @ h) * s)[1]
    assert sp.limit(remainder / s**2, s, 0) == sp.Rational(-9, 64)
