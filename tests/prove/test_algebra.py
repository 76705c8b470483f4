"""The general-d vector algebra: Hadamard monomials, totals by lemma, matrices, extraction."""

import pytest
import sympy as sp

from symln.errors import NotAvailableError
from symln.model import centering_matrix, core, core_jacobian
from symln.prove.models.algebra import ONE, Mat, Vec, extract_matrix
from symln.prove.models.general import GeneralModel


def model(**kw):
    return GeneralModel(**kw)


def test_totals_use_the_named_lemmas():
    m = model()
    v = m.v
    assert m.total(m.one) == m.d
    assert m.total(v) == 0
    assert m.total(v * v) == m.d * m.q
    assert {"sum_one", "sum_v", "sum_vv"} <= m.used_lemmas


def test_unknown_totals_are_opaque_real_symbols():
    m = model()
    t = m.vector("t")
    s = m.total(m.v * t)
    assert s.is_Symbol and s.is_real
    assert m.total(t * t).is_nonnegative  # a sum of squares


def test_hadamard_product_is_commutative_with_unit_one():
    m = model()
    t, w = m.vector("t"), m.vector("w")
    assert (t * w).terms == (w * t).terms
    assert (m.one * t).terms == t.terms


def test_hypotheses_become_zero_totals():
    m = model()
    w = m.vector("w", orthogonal_to=(m.one, m.v))
    assert m.total(w) == 0 and m.total(w * m.v) == 0
    assert "hypothesis w ⊥ v" in m.used_lemmas


def test_dependent_orthogonality_hypotheses_are_solved_together():
    """Each orthogonality is reduced by the ones before it, so the totals left are free: w ⊥ 1 and
    w ⊥ 2 1 + v imply <w, v> = 0 (not a rule for <w, 1> beside its 0), w ⊥ 1 + v and ⊥ 2 1 + v imply both."""
    m = model()
    w = m.vector("w", orthogonal_to=(m.one, m.one * 2 + m.v))
    assert m.total(w) == 0 and m.total(w * m.v) == 0
    x = m.vector("x", orthogonal_to=(m.one + m.v, m.one * 2 + m.v))
    assert m.total(x) == 0 and m.total(x * m.v) == 0
    y = m.vector("y", orthogonal_to=(m.one + m.v,))  # one relation: <y, v> = -<y, 1>, still one free total
    assert m.total(y * m.v) == -m.total(y) and m.total(y) != 0


def test_a_coordinate_is_read_through_a_solved_orthogonality():
    """w ⊥ z - e_i solves <w, e_i> = <w, z>: the coordinate w_i (a total with e_i) is read through it."""
    m = model()
    e = m.coordinate_vector("e")
    w = m.vector("w", orthogonal_to=(m.z - e,))
    assert m.judge_equal(m.dot(w, e), m.dot(w, m.z)).ok is True


def test_orthogonality_left_with_a_coefficient_that_may_vanish_is_refused():
    """w ⊥ v and w ⊥ z = mu 1 + v leave mu <w, 1> = 0: <w, 1> is not free, and not 0 (mu may be 0)."""
    m = model()
    with pytest.raises(NotAvailableError, match=r"leaves \(mu\) <w, 1> = 0"):
        m.vector("w", orthogonal_to=(m.v, m.z))


def test_matrix_adjoint_identity():
    # <M t, g> = <t, M^T g> for a matrix with diagonal and outer-product parts
    m = model()
    t, g, gamma = m.vector("t"), m.vector("g"), m.vector("gamma")
    M = m.diag(gamma) + m.outer(m.v, m.one) * 3 + m.outer(t, m.v)
    assert m.judge_equal(m.dot(M @ t, g), m.dot(t, M.T @ g)).ok is True


def test_matrix_product_is_associative_on_vectors():
    m = model()
    t = m.vector("t")
    P = centering_matrix(m)
    A = m.outer(m.v, m.v) + m.eye()
    assert m.judge_equal((P @ A) @ t, P @ (A @ t)).ok is True


def test_extract_matrix_inverts_application():
    m = model()
    eps = m.scalar("eps", positive=True)
    J = core_jacobian(m, eps)
    name = m.space.fresh_name("probe")
    m.space.add_atom(name)
    probe = Vec.atom(m.space, name)
    assert m.judge_equal(extract_matrix(J @ probe, name), J).ok is True


def test_the_jacobian_is_derived_not_assumed():
    # D_t u = d/ds u(z + s t) at s = 0, read off as a matrix with three terms
    m = model()
    eps = m.scalar("eps", positive=True)
    J = core_jacobian(m, eps)
    assert isinstance(J, Mat)
    assert set(J.terms) == {("diag", ONE), ("outer", ONE, ONE), ("outer", ("v",), ("v",))}
    c = (m.q + eps) ** sp.Rational(-1, 2)
    assert sp.simplify(J.terms[("diag", ONE)] - c) == 0
    assert sp.simplify(J.terms[("outer", ("v",), ("v",))] + c**3 / m.d) == 0


def test_vector_equality_falls_back_to_norms():
    # at general d, 1 and v are different monomials, yet w - w = 0 is found either way
    m = model()
    w = m.vector("w", orthogonal_to=(m.one, m.v))
    assert m.judge_equal(w + m.v - m.v, w).ok is True
    assert m.judge_equal(m.v, m.one).ok is False  # |v - 1|^2 = d q + d is not identically 0


def test_core_of_the_generic_input():
    m = model()
    eps = m.scalar("eps", positive=True)
    u = core(m, m.z, eps)
    assert set(u.terms) == {("v",)}
    assert "z_split" in m.used_lemmas
