"""Every lemma holds exactly at each concrete d = 1..12, and a false 'lemma' is caught."""

import pytest

from symln.prove.models.lemmas import LEMMA_DIMS, LEMMAS, Lemma, check_lemma, lemma, verify_lemmas
from symln.prove.language.relations import Equal


def test_lemma_dimensions():
    assert LEMMA_DIMS == tuple(range(1, 13))


def test_every_lemma_is_checked_at_every_dimension():
    results = verify_lemmas()
    assert [r.lemma.name for r in results] == [lem.name for lem in LEMMAS]
    for r in results:
        assert not r.failure, f"{r.lemma.name}: {r.failure}"
        assert r.checked_d == r.lemma.dims()


def test_lemmas_the_algebra_uses_are_listed():
    for name in ("sum_one", "sum_v", "sum_vv", "z_split", "q_nonneg", "orthogonal_decomposition", "hadamard_bound"):
        assert lemma(name).statement
    with pytest.raises(KeyError, match="known"):
        lemma("no_such_lemma")


def test_a_false_lemma_fails_and_is_not_listed_as_checked():
    bogus = Lemma("bogus", "1.1 = d + 1", lambda m: [Equal(m.total(m.one), m.d + 1)])
    assert check_lemma(bogus, 3).ok is False
    (result,) = verify_lemmas([bogus])
    assert result.checked_d == () and "d=1" in result.failure
