"""Approximate figures: the Approximately relation and certified interval enclosures."""

from __future__ import annotations

import mpmath
import pytest
import sympy as sp

from symln import Approximately
from symln.errors import InexactInputError
from symln.prove.models.concrete import ConcreteModel
from symln.prove.decide.intervals import enclose, endpoints, show_enclosure, within
from symln.prove.models.numeric import NumericModel

RATIO = 1 / sp.sqrt(sp.Rational(101, 10**6))  # 99.5037190209989...


def test_radius_is_half_a_unit_of_the_last_stated_digit():
    assert Approximately(RATIO, "99.50").radius == sp.Rational(1, 200)
    assert Approximately(RATIO, "9.9995").radius == sp.Rational(1, 20000)
    assert Approximately(RATIO, "100").radius == sp.Rational(1, 2)
    assert Approximately(RATIO, "99.50").center == sp.Rational(199, 2)


@pytest.mark.parametrize("stated", ["99.5x", "", "1e2", 99.5])
def test_stated_must_be_a_decimal_string(stated):
    with pytest.raises(ValueError):
        Approximately(RATIO, stated)


def test_exact_model_certifies_and_refutes_stated_digits():
    m = ConcreteModel(2)
    ok = Approximately(RATIO, "99.50", "ratio").decide(m)
    assert ok.ok is True
    assert ok.evidence.startswith("ratio: the exact value") and "[99.495, 99.505]" in ok.evidence
    assert Approximately(RATIO, "99.6").decide(m).ok is False
    assert Approximately(RATIO, "99.51").decide(m).ok is False  # rounds to 99.50, not 99.51


def test_exact_model_needs_a_constant():
    m = ConcreteModel(2)
    eps = m.scalar("eps", positive=True)
    assert Approximately(1 / m.sqrt(eps), "1.0").decide(m).ok is None


def test_binary_floats_are_refused():
    with pytest.raises(InexactInputError):
        Approximately(1 / sp.sqrt(sp.Float(1.01e-4)), "99.50").decide(ConcreteModel(2))


def test_numeric_model_agrees():
    with mpmath.workdps(50):
        m = NumericModel(2, seed=1)
        assert Approximately(m.number(RATIO), "99.50").decide(m).ok is True
        assert Approximately(m.number(RATIO), "99.6").decide(m).ok is False


def test_shown_enclosure_is_rounded_outward():
    for expr in (RATIO, sp.sqrt(2), -sp.pi / 7, sp.Rational(1, 3)):
        lo, hi = endpoints(enclose(expr, 40))
        assert lo <= hi
        shown_lo, shown_hi = show_enclosure(lo, hi, 12)[1:-1].split(", ")
        assert sp.Rational(shown_lo) <= lo and hi <= sp.Rational(shown_hi)


def test_within_reports_the_enclosure_it_used():
    verdict, shown = within(RATIO, 99, 100)
    assert verdict is True and "(mpmath.iv, 40 digits)" in shown
    assert within(RATIO, 100, 101)[0] is False
    with pytest.raises(ValueError):
        within(RATIO, 99, 100, dps=20)
