"""The structured Jacobian check: permutations, equivariance, the closed form's structure, two entries.

Each positive result is paired with inputs that must be rejected: maps that are
not equivariant, closed forms that are not equivariant by construction, and
plausible wrong closed forms (each wrong in a different entry type).
"""

import math

import pytest
import sympy as sp
from sympy.combinatorics import Permutation, PermutationGroup

from symln.articles.epsilon import jacobian_closed_form
from symln.model import center, centering_matrix, core, mean, variance
from symln.prove.models.concrete import ConcreteModel
from symln.prove.models.coords import Coords
from symln.prove.models.equivariance import (
    GeneralForm,
    JacobianIdentity,
    check_equivariant,
    check_invariant,
    check_naive,
    check_structured,
    generators,
    instantiate_entry,
    permute,
    prove_general,
    structure_obstruction,
)
from symln.prove.decide.identities import are_zero

HALF = sp.Rational(1, 2)


def _eps(m):
    return m.scalar("eps", positive=True)


def _core(m, x):
    return core(m, x, _eps(m))


E12 = JacobianIdentity(_core, lambda m: jacobian_closed_form(m, _eps(m)), label="E12")


def _with_closed_form(closed, label):
    return JacobianIdentity(_core, closed, label=label)


def _pieces(m):
    eps, v, q = _eps(m), center(m, m.z), variance(m, m.z)
    return eps, v, q, (q + eps) ** -HALF


def _true_form(m):
    return jacobian_closed_form(m, _eps(m))


def _rank_one_dropped(m):
    _, _, _, s = _pieces(m)
    return centering_matrix(m) * s


def _rank_one_sign(m):
    eps, v, q, s = _pieces(m)
    return (centering_matrix(m) + m.outer(v, v) / (m.d * (q + eps))) * s


def _divisor_d_minus_1(m):
    eps, v, q, s = _pieces(m)
    return (centering_matrix(m) - m.outer(v, v) / ((m.d - 1) * (q + eps))) * s


def _scale_exponent_1(m):
    eps, v, q, _ = _pieces(m)
    return (centering_matrix(m) - m.outer(v, v) / (m.d * (q + eps))) / (q + eps)


def _identity_for_p(m):
    eps, v, q, s = _pieces(m)
    return (m.eye() - m.outer(v, v) / (m.d * (q + eps))) * s


def _off_diagonal_only(m):
    # equal to the true form on the diagonal, wrong off it
    _, _, _, s = _pieces(m)
    return _true_form(m) + (m.outer(m.one, m.one) - m.eye()) * s


def _diagonal_only(m):
    eps, _, _, _ = _pieces(m)
    return _true_form(m) + m.eye() * eps


WRONG_FORMS = {
    "rank-one term dropped": _rank_one_dropped,
    "rank-one term with + sign": _rank_one_sign,
    "divisor d-1 in the rank-one term": _divisor_d_minus_1,
    "scale (q+eps)^-1 instead of ^-1/2": _scale_exponent_1,
    "I instead of P": _identity_for_p,
    "wrong off the diagonal only": _off_diagonal_only,
    "wrong on the diagonal only": _diagonal_only,
}


# -- permutations ------------------------------------------------------------------


@pytest.mark.parametrize("d", range(1, 7))
def test_generators_generate_the_symmetric_group(d):
    gens = [Permutation(list(p)) for p in generators(d)] or [Permutation(list(range(d)))]
    assert PermutationGroup(gens).order() == math.factorial(d)


def _compose(p, q):
    """The permutation i -> p(q(i))."""
    return tuple(p[q[i]] for i in range(len(q)))


def _power(p, k):
    out = tuple(range(len(p)))
    inverse = tuple(sorted(range(len(p)), key=lambda i: p[i]))
    for _ in range(abs(k)):
        out = _compose(p if k > 0 else inverse, out)
    return out


@pytest.mark.parametrize("d", range(3, 9))
def test_cycle_conjugates_the_swap_to_adjacent_transpositions(d):
    # the argument of the module doc: c^k (0 1) c^-k = (k k+1), and these generate S_d
    swap, cycle = generators(d)
    for k in range(d - 1):
        conjugate = _compose(_compose(_power(cycle, k), swap), _power(cycle, -k))
        transposition = list(range(d))
        transposition[k], transposition[k + 1] = k + 1, k
        assert conjugate == tuple(transposition)


def test_permute_moves_entry_i_to_position_p_i():
    d = 4
    p = (2, 0, 3, 1)
    for i in range(d):
        e_i = Coords(sp.S.One if k == i else sp.S.Zero for k in range(d))
        assert permute(e_i, p).entries.index(1) == p[i]


def test_permute_composes():
    x = Coords(sp.symbols("x0:5"))
    p, q = (1, 2, 0, 4, 3), (4, 3, 2, 1, 0)
    composed = tuple(p[q[i]] for i in range(5))
    assert permute(permute(x, q), p).entries == permute(x, composed).entries


def test_permute_rejects_a_non_permutation():
    with pytest.raises(ValueError, match="permutation"):
        permute(Coords(sp.symbols("x0:3")), (0, 0, 1))


def test_generators_reject_bad_d():
    with pytest.raises(ValueError, match="d"):
        generators(0)


# -- equivariance of maps ------------------------------------------------------------


@pytest.mark.parametrize("parametrization", ["plain", "centered"])
@pytest.mark.parametrize("d", [1, 2, 3, 5])
def test_definitions_are_equivariant_or_invariant(d, parametrization):
    m = ConcreteModel(d, parametrization=parametrization)
    assert check_equivariant(m, lambda x: core(m, x, _eps(m))).ok is True
    assert check_equivariant(m, lambda x: center(m, x)).ok is True
    assert check_invariant(m, lambda x: mean(m, x)).ok is True
    assert check_invariant(m, lambda x: variance(m, x)).ok is True


@pytest.mark.parametrize("parametrization", ["plain", "centered"])
def test_a_fixed_gain_breaks_equivariance(parametrization):
    m = ConcreteModel(3, parametrization=parametrization)
    gain = m.vec([1, 2, 3])
    check = check_equivariant(m, lambda x: gain * core(m, x, _eps(m)))
    assert check.ok is False
    assert "f(Pi z) = Pi f(z)" in check.detail


def test_the_cycle_catches_what_the_swap_misses():
    # weights (1, 1, 2) commute with (0 1) but not with the 3-cycle
    m = ConcreteModel(3, parametrization="plain")
    weights = m.vec([1, 1, 2])
    swap, cycle = generators(3)
    assert check_equivariant(m, lambda x: weights * x, perms=[swap]).ok is True
    assert check_equivariant(m, lambda x: weights * x).ok is False


def test_a_weighted_mean_is_not_invariant():
    m = ConcreteModel(3, parametrization="plain")
    assert check_invariant(m, lambda x: m.total(m.vec([1, 2, 3]) * x)).ok is False


# -- the closed form as a general-d matrix ---------------------------------------------


def test_the_closed_form_is_equivariant_by_construction():
    assert structure_obstruction(GeneralForm.of(E12)) is None


def test_a_closed_form_with_a_fixed_vector_is_not():
    def with_gain(m):
        return m.diag(m.vector("gamma")) @ jacobian_closed_form(m, _eps(m))

    form = GeneralForm.of(_with_closed_form(with_gain, "gain"))
    assert "gamma" in structure_obstruction(form)
    check = check_structured(_with_closed_form(with_gain, "gain"), 3)
    assert check.ok is None
    assert "do not decide" in check.detail


def test_a_closed_form_with_an_opaque_total_is_not():
    def with_total(m):
        v = center(m, m.z)
        return jacobian_closed_form(m, _eps(m)) * (1 + m.total(v * v * v))

    form = GeneralForm.of(_with_closed_form(with_total, "total"))
    assert "depends on" in structure_obstruction(form)
    with pytest.raises(ValueError, match="form"):
        instantiate_entry(form, ConcreteModel(2), 0, 0)


@pytest.mark.parametrize("parametrization", ["plain", "centered"])
@pytest.mark.parametrize("d", [1, 2, 3])
def test_instantiation_agrees_with_the_concrete_closed_form(d, parametrization):
    form = GeneralForm.of(E12)
    m = ConcreteModel(d, parametrization=parametrization)
    concrete = jacobian_closed_form(m, _eps(m))
    entries = [instantiate_entry(form, m, i, j) - concrete.rows[i][j] for i in range(d) for j in range(d)]
    assert all(r is True for r in are_zero(entries))


def test_instantiation_checks_indices():
    with pytest.raises(ValueError, match=r"\(i, j\)"):
        instantiate_entry(GeneralForm.of(E12), ConcreteModel(2), 2, 0)


# -- the Jacobian identity ---------------------------------------------------------------


def test_general_d_proof():
    assert prove_general(E12).ok is True


@pytest.mark.parametrize("name", ["rank-one term dropped", "divisor d-1 in the rank-one term", "I instead of P"])
def test_general_d_proof_rejects_wrong_forms(name):
    assert prove_general(_with_closed_form(WRONG_FORMS[name], name)).ok is False


@pytest.mark.parametrize("parametrization", ["plain", "centered"])
@pytest.mark.parametrize("d", range(1, 7))
def test_structured_check_proves_e12(d, parametrization):
    check = check_structured(E12, d, parametrization=parametrization)
    assert check.ok is True, check.detail


@pytest.mark.parametrize("d", range(1, 5))
def test_structured_and_naive_checks_agree(d):
    assert check_naive(E12, d).ok is True
    assert check_structured(E12, d).ok is True


@pytest.mark.parametrize("name", sorted(WRONG_FORMS))
@pytest.mark.parametrize("d", [3, 4])
def test_wrong_closed_forms_are_refuted(name, d):
    wrong = _with_closed_form(WRONG_FORMS[name], name)
    structured = check_structured(wrong, d)
    assert structured.ok is False, structured.detail
    assert f"{name}, d={d}" in structured.detail
    assert check_naive(wrong, d).ok is False


def test_a_non_equivariant_map_is_not_decided_from_two_entries():
    # f = w * core with fixed weights: the two entries would say nothing about the others
    def weighted(m, x):
        return m.vec(list(range(1, m.d + 1))) * core(m, x, _eps(m))

    check = check_structured(JacobianIdentity(weighted, _true_form, label="weighted"), 3)
    assert check.ok is None
    assert "not shown equivariant" in check.detail


def test_closed_form_must_be_a_general_d_matrix():
    with pytest.raises(ValueError, match="closed_form"):
        GeneralForm.of(JacobianIdentity(_core, lambda m: m.d, label="scalar"))


def test_identity_shortcut_is_only_a_shortcut():
    from symln.prove.models.equivariance import _identical

    x, y = sp.symbols("x y", real=True)
    copy = sp.Add(*reversed((x**2 + y).args))  # equal, built again
    assert _identical(sp.sqrt(x**2 + y), sp.sqrt(copy), set()) is True
    assert _identical(x + y, x + 2 * y, set()) is False
    # not identical but equal: the exact judge still proves it
    m = ConcreteModel(2, parametrization="plain")
    z1, z2 = m.z
    assert not _identical((z1 - z2) ** 2, (z2 - z1) ** 2, set())
    assert check_invariant(m, lambda x: (x[0] - x[1]) ** 2).ok is True
