"""Mutation suite for the bias, gain, Jacobian and sensitivity articles.

Each mutant is written with the public authoring API like the true claim it
imitates, changing one thing a careless derivation could get wrong (a wrong
example entry, a missing factor, a swapped side, a wrong exponent, a wrong
stated digit).  None may end "proved" or "numeric-only": each must be
refuted ("failed").
"""

from __future__ import annotations

import pytest
import sympy as sp
from mutants import Mutants, assert_rejected

from symln import AllD, Approximately, Chain, Equal, Example, LessEqual, LipschitzBound
from symln.articles import bias, gain, jacobian, sensitivity
from symln.articles.epsilon import _bound_gap
from symln.model import center, core, core_jacobian, gradient, layer_norm, mean, output_jacobian, variance

HALF = sp.Rational(1, 2)
mutant = Mutants()
MUTANTS = mutant.claims


# -- bias --------------------------------------------------------------------


@mutant("MB.example-entry", scope=Example(3))
def constant_example_wrong_entry(m):
    eps, gamma = m.scalar("eps", positive=True), m.vector("gamma")
    y = layer_norm(m, m.vec(bias.EXAMPLE_Z), gamma, m.vec(bias.EXAMPLE_BETA), eps)
    return Equal(y, m.vec([1, -1, 3]))


@mutant("MB.output-mean-zero", scope=Example(3))
def output_mean_like_the_core(m):
    eps, gamma = m.scalar("eps", positive=True), m.vector("gamma")
    y = layer_norm(m, m.vec(bias.EXAMPLE_Z), gamma, m.vec(bias.EXAMPLE_BETA), eps)
    return Equal(mean(m, y), 0)


@mutant("MB.gradient-times-core")
def bias_gradient_scaled_by_core(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    loss = m.scalar_loss("l")

    def output(b):
        return layer_norm(m, m.z, gamma, b, eps)

    g = loss.gradient(output(beta))
    return Equal(m.D(lambda b: loss(output(b)), beta, t), m.dot(g * core(m, m.z, eps), t))


@mutant("MB.example-gradient", scope=Example(3))
def example_bias_gradient_wrong_sign(m):
    eps, gamma = m.scalar("eps", positive=True), m.vector("gamma")
    z, beta = m.vec(bias.EXAMPLE_Z), m.vec(bias.EXAMPLE_BETA)
    return Equal(gradient(m, lambda b: m.norm2(layer_norm(m, z, gamma, b, eps)) / 2, beta), m.vec([1, 1, 2]))


@mutant("MB.shared-bias-averaged", scope=AllD(min_d=2))
def shared_bias_gradient_averaged(m):
    b, c, U = m.scalar("b"), m.scalar("c"), m.vector("U")
    loss = m.scalar_loss("l")

    def outputs(shared):
        return U * c + shared

    per_position = loss.gradient(outputs(m.one * b))
    return Equal(m.D(lambda s: loss(outputs(s)), m.one * b, m.one), m.total(per_position) / m.d)


@mutant("MB.shift-removes-bias")
def shift_removes_the_bias(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    y = layer_norm(m, m.z + m.one * c, gamma, beta, eps)
    return Equal(mean(m, y), mean(m, gamma * core(m, m.z, eps)))


@mutant("MB.bias-in-jacobian")
def bias_scales_the_jacobian(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    along = m.D(lambda x: layer_norm(m, x, gamma, beta, eps), m.z, t)
    return Equal(along, m.D(lambda x: layer_norm(m, x, gamma + beta, beta, eps), m.z, t))


# -- gain --------------------------------------------------------------------


@mutant("MG.core-without-eps", scope=Example(3))
def example_core_forgets_eps(m):
    z = m.vec(gain.EXAMPLE_Z)
    return Equal(core(m, z, m.number(gain.EXAMPLE_EPS)), center(m, z) / m.sqrt(variance(m, z)))


@mutant("MG.no-sign-reversal", scope=Example(3))
def example_output_keeps_sign(m):
    z, eps = m.vec(gain.EXAMPLE_Z), m.number(gain.EXAMPLE_EPS)
    return Equal(layer_norm(m, z, m.vec(gain.EXAMPLE_GAMMA), m.one * 0, eps), m.vec([1, 0, -1]))


@mutant("MG.variance-divisor", scope=Example(3))
def example_output_variance_unbiased(m):
    z, eps = m.vec(gain.EXAMPLE_Z), m.number(gain.EXAMPLE_EPS)
    y = layer_norm(m, z, m.vec(gain.EXAMPLE_GAMMA), m.one * 0, eps)
    return Equal(m.norm2(center(m, y)) / (m.d - 1), sp.Rational(2, 9))


@mutant("MG.gradient-missing-core")
def gain_gradient_missing_core_factor(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta, t = m.vector("gamma"), m.vector("beta"), m.vector("t")
    loss = m.scalar_loss("l")

    def output(g):
        return layer_norm(m, m.z, g, beta, eps)

    g = loss.gradient(output(gamma))
    return Equal(m.D(lambda c: loss(output(c)), gamma, t), m.dot(g, t))


@mutant("MG.example-gradient", scope=Example(3))
def example_gain_gradient_wrong_sign(m):
    z, eps = m.vec(gain.EXAMPLE_Z), m.number(gain.EXAMPLE_EPS)

    def loss(c):
        return m.norm2(layer_norm(m, z, c, m.one * 0, eps)) / 2

    return Equal(gradient(m, loss, m.vec(gain.EXAMPLE_GAMMA)), m.vec([HALF, 0, 1]))


@mutant("MG.zero-gain-removes-input", scope=AllD(min_d=2))
def zero_gain_removes_the_input(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c", positive=True)
    beta, e = m.vector("beta"), m.coordinate_vector("e")
    column = m.D(lambda x: layer_norm(m, x, (m.one - e) * c, beta, eps), m.z, e)
    return Equal(m.total(column), 0)


@mutant("MG.jacobian-wrong-side")
def gain_on_the_right(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(output_jacobian(m, eps, gamma, beta), core_jacobian(m, eps) @ m.diag(gamma))


# -- Jacobian ----------------------------------------------------------------


@mutant("MJ.example-factor", scope=Example(2))
def example_jacobian_factor(m):
    _, _, J = jacobian.example(m)
    return Equal(J, jacobian.contrast_matrix(m) * sp.Rational(3, 8))


@mutant("MJ.example-sign", scope=Example(2))
def example_jacobian_off_diagonal_sign(m):
    _, _, J = jacobian.example(m)
    return Equal(J, m.outer(m.one, m.one) * sp.Rational(3, 16))


@mutant("MJ.contrast-eigenvalue", scope=Example(2))
def contrast_eigenvalue_halved(m):
    _, _, J = jacobian.example(m)
    contrast = m.vec([-1, 1])
    return Equal(J @ contrast, contrast * sp.Rational(3, 16))


@mutant("MJ.linear-is-exact", scope=Example(2))
def finite_change_is_linear(m):
    z, eps, J = jacobian.example(m)
    h = m.vec([-1, 1])
    return Equal(core(m, z + h, eps) - core(m, z, eps), J @ h)


@mutant("MJ.gain-example-sign", scope=Example(2))
def gain_example_wrong_sign(m):
    z, eps, J = jacobian.example(m)
    expected = m.outer(m.vec([0, 1]), m.vec([1, -1])) * sp.Rational(3, 8)
    return Equal(output_jacobian(m, eps, m.vec(jacobian.EXAMPLE_GAMMA), m.one * 0, at=z), expected)


# -- sensitivity -------------------------------------------------------------


@mutant("MS.radial-eigenvalue-sqrt", scope=AllD(min_d=2, nonconstant=True))
def radial_eigenvalue_square_root(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(core_jacobian(m, eps) @ v, v * (eps * (q + eps) ** (-HALF)))


@mutant("MS.d2-norm-as-d3", scope=Example(2, nonconstant=True))
def two_coordinates_use_the_complement_value(m):
    eps = m.scalar("eps", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    return Equal(m.norm2(core_jacobian(m, eps) @ v), m.norm2(v) / (q + eps))


@mutant("MS.bound-too-sharp", scope=AllD(min_d=2, nonconstant=True))
def local_bound_too_sharp(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    x = m.generic_vector("x", along=(m.one,))
    J = core_jacobian(m, eps)
    return LessEqual(m.norm2(J @ x.vector), m.norm2(x.vector) / (q + 2 * eps), gap=sensitivity.sharp_gap(m, eps, x))


def _ratio(m, value):
    z, h = m.vec(sensitivity.PERTURBED_Z), m.vec(sensitivity.PERTURBATION)
    eps = m.number(value)
    return m.sqrt(m.norm2(core(m, z + h, eps) - core(m, z, eps)) / m.norm2(h))


@mutant("MS.ratio-99.6", scope=Example(2))
def ratio_stated_as_99_6(m):
    return Approximately(_ratio(m, sp.Rational(1, 10**4)), "99.6")


@mutant("MS.ratio-9.9996", scope=Example(2))
def ratio_stated_as_9_9996(m):
    return Approximately(_ratio(m, sp.Rational(1, 10**2)), "9.9996")


@mutant("MS.ratio-is-the-bound", scope=Example(2))
def ratio_equals_the_bound(m):
    return Equal(_ratio(m, sp.Rational(1, 10**4)), 100)


@mutant("MS.gain-summed")
def output_bound_with_summed_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    x = m.generic_vector("x", along=(m.one,))
    big = m.total(gamma)

    def output(p):
        return layer_norm(m, p, gamma, beta, eps)

    return LipschitzBound(output, big**2 / eps, x, big**2 * _bound_gap(m, eps, x))


@mutant("MS.example-norm", scope=Example(2))
def example_norm_halved(m):
    _, _, J = jacobian.example(m)
    contrast = m.vec([-1, 1])
    x = m.generic_vector("x", along=(m.one, contrast))
    norm = sp.Rational(3, 16)
    gap = norm**2 * m.d * x.coefficients[0] ** 2
    return Chain(m.norm2(J @ x.vector)).le(norm**2 * m.norm2(x.vector), "|J|_2 = 3/16", gap=gap)


def test_there_are_enough_mutants():
    assert len(MUTANTS) >= 15
    assert len({c.id for c in MUTANTS}) == len(MUTANTS)
    prefixes = {c.id.split(".")[0] for c in MUTANTS}
    assert prefixes == {"MB", "MG", "MJ", "MS"}


@pytest.mark.parametrize("mutant_claim", MUTANTS, ids=lambda c: c.id)
def test_mutant_is_rejected(mutant_claim):
    assert_rejected(mutant_claim)
