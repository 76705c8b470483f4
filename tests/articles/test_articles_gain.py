"""The gain article (G1-G9): coverage, verification, and the structure behind the claims."""

from __future__ import annotations

import mpmath
import sympy as sp
from articles_support import coverage, unproved

from symln.model import core_jacobian, output_jacobian, variance
from symln.prove.models.concrete import ConcreteModel
from symln.prove.models.numeric import NumericModel

IDS = {
    "G1": "all d", "G2": "exact", "G3": "exact", "G4": "exact", "G5": "exact",
    "G6": "all d", "G7": "exact", "G8": "all d", "G9": "all d",
}  # fmt: skip


def test_every_id_is_covered_with_its_scope():
    assert coverage(IDS) == ([], [])


def test_every_claim_is_proved():
    assert unproved("gain") == []


def test_zero_gain_column_has_a_nonzero_off_diagonal_entry():
    """G8 entry by entry: with gamma_i = 0 row i of dy/dz vanishes, column i does not."""
    with mpmath.workdps(30):
        for d in (2, 3, 5, 8):
            for family in ("generic", "near-constant", "offset"):
                m = NumericModel(d, seed=d, family=family)
                eps = m.scalar("eps", positive=True)
                i = d - 1
                gamma = m.vec([0 if k == i else 1 for k in range(d)])
                J = output_jacobian(m, eps, gamma, m.one * 0)
                assert all(x.v == 0 for x in J.rows[i])
                off = [J.rows[j][i].v for j in range(d) if j != i]
                assert max(abs(x) for x in off) > 0
                # they add up to -J_ii of the core Jacobian, which is positive
                core_ii = core_jacobian(m, eps).rows[i][i].v
                assert core_ii > 0
                assert abs(sum(off) + core_ii) < mpmath.mpf(10) ** -20


def test_two_coordinates_off_diagonal_entry_never_vanishes():
    """For d = 2 the core Jacobian's off-diagonal entry is -eps / (2 (q+eps)^(3/2))."""
    m = ConcreteModel(2)
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    J = core_jacobian(m, eps)
    assert m.judge_equal(J.rows[1][0], -eps / (2 * (q + eps) ** sp.Rational(3, 2))).ok is True


def test_output_jacobian_is_not_symmetric_but_its_transpose_is_j_diag_gamma():
    m = ConcreteModel(3)
    eps, gamma, beta = m.scalar("eps", positive=True), m.vector("gamma"), m.vector("beta")
    Jy, J = output_jacobian(m, eps, gamma, beta), core_jacobian(m, eps)
    assert m.judge_equal(Jy.T, J @ m.diag(gamma)).ok is True
    assert m.judge_equal(Jy.T, Jy).ok is False
