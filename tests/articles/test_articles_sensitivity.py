"""The sensitivity article (S1-S6): coverage, verification, and the structure behind the claims."""

from __future__ import annotations

import mpmath
import sympy as sp
from articles_support import article_claims, coverage, unproved

from symln.articles import sensitivity
from symln.model import core_jacobian, variance
from symln.prove.models.numeric import NumericModel
from symln.prove.run.verify import verify_claim

IDS = {"S1": "all d", "S2": "all d", "S3": "all d", "S4": "exact", "S5": "all d", "S6": "exact"}


def test_every_id_is_covered_with_its_scope():
    assert coverage(IDS) == ([], [])


def test_every_claim_is_proved():
    assert unproved("sensitivity") == []


def test_s4_verdict_shows_the_enclosures():
    (s4,) = [c for c in article_claims("sensitivity") if c.id == "S4"]
    detail = verify_claim(s4).symbolic.detail
    for stated in ("99.504", "9.9995"):
        assert f"the stated digits {stated} are right" in detail
    assert "[99.503719020998913566527375373857, 99.503719020998913566527375373858]" in detail
    assert "mpmath.iv" in detail


def _operator_norm(J):
    rows = [[x.v for x in row] for row in J.rows]
    A = mpmath.matrix(rows)
    eigenvalues, _ = mpmath.eigsy(A.T * A)
    return mpmath.sqrt(max(eigenvalues))


def test_operator_norm_by_eigenvalues():
    """S3 against an independent eigensolver: (q+eps)^(-1/2) for d >= 3, eps/(q+eps)^(3/2) for d = 2."""
    with mpmath.workdps(40):
        for d in (2, 3, 4, 7):
            m = NumericModel(d, seed=100 + d, nonconstant=True)
            eps = m.scalar("eps", positive=True)
            level = (variance(m, m.z) + eps).v
            expected = eps.v / level**1.5 if d == 2 else 1 / mpmath.sqrt(level)
            norm = _operator_norm(core_jacobian(m, eps))
            assert abs(norm - expected) < mpmath.mpf(10) ** -25
            assert norm < 1 / mpmath.sqrt(eps.v)


def test_stated_ratios_are_the_exact_ones():
    q = sp.Rational(1, 10**6)
    for eps, stated, bound in sensitivity.STATED_RATIOS:
        exact = 1 / sp.sqrt(q + eps)
        assert abs(sp.N(exact, 30) - sp.Rational(stated)) <= sp.Rational(1, 2 * 10 ** len(stated.split(".")[1]))
        assert exact < 1 / sp.sqrt(eps) == bound
