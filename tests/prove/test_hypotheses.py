"""Hypotheses: lower bounds, known signs and facts, their statements and the key that caches decisions."""

import dataclasses

import pytest
import sympy as sp

from symln.prove.decide.hypotheses import NONE, Hypotheses
from symln.prove.decide.signs import Sign

d = sp.Symbol("d", integer=True, positive=True)
n = sp.Symbol("n", integer=True, positive=True)
q = sp.Symbol("q", nonnegative=True)
r = sp.Symbol("r", nonnegative=True)
eps = sp.Symbol("eps", positive=True)


def test_none_assumes_nothing():
    assert NONE.statements() == [] and NONE.key() == ((), (), ())


def test_statements_list_bounds_then_known_signs_then_facts():
    h = Hypotheses({d: 3}, {q: Sign.POS}, ((q - r, Sign.NONNEG),))
    assert h.statements() == [(d - 3, Sign.NONNEG), (q, Sign.POS), (q - r, Sign.NONNEG)]


def test_key_does_not_depend_on_insertion_order():
    a = Hypotheses({d: 3, n: 1}, {q: Sign.NONNEG, r: Sign.POS})
    b = Hypotheses({n: 1, d: 3}, {r: Sign.POS, q: Sign.NONNEG})
    assert a.key() == b.key()
    # sorted by the symbol and by the expression, neither by the bound nor by the sign
    assert a.key() == (((d, 3), (n, 1)), ((q, Sign.NONNEG.value), (r, Sign.POS.value)), ())


def test_key_tells_apart_what_differs():
    base = Hypotheses({d: 3}, {q: Sign.POS}, ((q - r, Sign.NONNEG),))
    variants = [
        Hypotheses({d: 4}, {q: Sign.POS}, ((q - r, Sign.NONNEG),)),
        Hypotheses({d: 3}, {q: Sign.NONNEG}, ((q - r, Sign.NONNEG),)),
        Hypotheses({d: 3}, {r: Sign.POS}, ((q - r, Sign.NONNEG),)),
        Hypotheses({d: 3}, {q: Sign.POS}, ((q - r, Sign.POS),)),
        Hypotheses({d: 3}, {q: Sign.POS}),
    ]
    keys = {base.key(), *(v.key() for v in variants)}
    assert len(keys) == 1 + len(variants)
    hash(base.key())


def test_hypotheses_are_frozen():
    """They are shared by every decision of a claim and key its caches: none may change them."""
    h = Hypotheses({d: 3})
    with pytest.raises(dataclasses.FrozenInstanceError):
        h.facts = ((q, Sign.POS),)
