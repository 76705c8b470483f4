"""Mutation suite for the epsilon article: plausible wrong variants must all be rejected.

Each mutant is written with the public authoring API exactly like a true claim,
changing one thing a careless derivation could get wrong.  None may end
"proved" (or "numeric-only"): each must be refuted ("failed").
"""

from __future__ import annotations

import pytest
import sympy as sp
from mutants import Mutants, assert_rejected

from symln import AllD, Equal, Example, LessEqual, Limit, Solutions
from symln.articles.epsilon import family_point, jacobian_closed_form
from symln.model import center, centering_matrix, core, core_jacobian, layer_norm, variance

HALF = sp.Rational(1, 2)
mutant = Mutants()
MUTANTS = mutant.claims


@mutant("M.divisor", scope=AllD(min_d=2))
def variance_divisor_d_minus_1(m):
    v = center(m, m.z)
    return Equal(variance(m, m.z), m.norm2(v) / (m.d - 1))


@mutant("M.eps-outside-sqrt")
def eps_outside_square_root(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core(m, m.z, eps), v / (m.sqrt(q) + eps))


@mutant("M.rank-one-exponent")
def rank_one_exponent_changed(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    wrong = (centering_matrix(m) - m.outer(v, v) / m.d) * (q + eps) ** (-HALF)
    return Equal(core_jacobian(m, eps), wrong)


@mutant("M.rank-one-dropped")
def rank_one_dropped(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(core_jacobian(m, eps), centering_matrix(m) * (q + eps) ** (-HALF))


@mutant("M.rank-one-sign")
def rank_one_wrong_sign(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    wrong = (centering_matrix(m) + m.outer(v, v) / (m.d * (q + eps))) * (q + eps) ** (-HALF)
    return Equal(core_jacobian(m, eps), wrong)


@mutant("M.radial-eigenvalue", scope=AllD(min_d=2, nonconstant=True))
def radial_eigenvalue_swapped(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps) @ v, v * (q + eps) ** (-HALF))


@mutant("M.orthogonal-eigenvalue", scope=AllD(min_d=3))
def orthogonal_eigenvalue_swapped(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v))
    return Equal(core_jacobian(m, eps) @ w, w * (eps * (q + eps) ** sp.Rational(-3, 2)))


@mutant("M.radial-exponent", scope=AllD(min_d=2, nonconstant=True))
def radial_eigenvalue_exponent(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps) @ v, v * (eps * (q + eps) ** (-HALF)))


@mutant("M.example-value", scope=Example(3))
def example_wrong_scale(m):
    z = m.vec([1, 2, 3])
    return Equal(core(m, z, m.number(sp.Rational(4, 3))), m.vec([-1, 0, 1]) * (1 / m.sqrt(m.number(3))))


@mutant("M.example-eps", scope=Example(3))
def example_wrong_eps(m):
    z = m.vec([1, 2, 3])
    return Equal(core(m, z, m.number(sp.Rational(1, 2))), m.vec([-1, 0, 1]))


@mutant("M.variance-formula")
def core_variance_formula_wrong(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(variance(m, core(m, m.z, eps)), eps / (q + eps))


@mutant("M.limit-at-zero")
def variance_limit_wrong(m):
    eps = m.scalar("eps", positive=True)
    return Limit(lambda r: r * eps / (r * eps + eps), 0, HALF, "r")


@mutant("M.scaling-direction")
def scaling_wrong_direction(m):
    eps, a = m.scalar("eps", positive=True), m.scalar("a", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core(m, m.z * a, eps), v * (q + eps * a**2) ** (-HALF))


@mutant("M.two-solutions", scope=AllD(min_d=2, nonconstant=True))
def scaling_two_solutions(m):
    eps = m.scalar("eps", positive=True)
    return Solutions(lambda x: eps * (x**2 - 1), sp.Interval.open(0, sp.oo), sp.FiniteSet(1, 2), "a")


@mutant("M.invariant-with-eps", scope=AllD(min_d=2, nonconstant=True))
def scaling_invariant_with_eps(m):
    eps, a = m.scalar("eps", positive=True), m.scalar("a", positive=True)
    return Equal(core(m, m.z * a, eps), core(m, m.z, eps))


@mutant("M.constant-jacobian")
def constant_input_jacobian_missing_sqrt(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    return Equal(core_jacobian(m, eps, at=m.one * c), centering_matrix(m) / eps)


@mutant("M.bound-too-tight")
def operator_bound_too_tight(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LessEqual(m.norm2(core_jacobian(m, eps) @ x.vector), m.norm2(x.vector) / (2 * eps))


@mutant("M.family-derivative", scope=Example(3))
def family_derivative_exponent(m):
    eps, t = m.scalar("eps", positive=True), m.scalar("t")
    e = m.vec([-1, 0, 1])
    slope = m.coordinates(m.D(lambda x: core(m, x, eps), family_point(m, t), e))[2]
    return Equal(slope, eps * (2 * t**2 / 3 + eps) ** (-HALF))


@mutant("M.limit-sign", scope=Example(3))
def family_limit_wrong_sign(m):
    eps = m.scalar("eps", positive=True)

    def h(s):
        return m.coordinates(core(m, family_point(m, s), eps))[2]

    return Limit(h, -sp.oo, sp.sqrt(sp.Rational(3, 2)), "t")


@mutant("M.constant-output")
def constant_input_output_zero(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(layer_norm(m, m.one * c, gamma, beta, eps), m.one * 0)


@mutant("M.kernel-one")
def jacobian_of_one_nonzero(m):
    eps = m.scalar("eps", positive=True)
    return Equal(jacobian_closed_form(m, eps) @ m.one, m.one * (1 / m.sqrt(eps)))


def test_there_are_at_least_fifteen_mutants():
    assert len(MUTANTS) >= 15
    assert len({c.id for c in MUTANTS}) == len(MUTANTS)


@pytest.mark.parametrize("mutant_claim", MUTANTS, ids=lambda c: c.id)
def test_mutant_is_rejected(mutant_claim):
    assert_rejected(mutant_claim)
