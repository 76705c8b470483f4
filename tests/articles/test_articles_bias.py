"""The bias article (B1-B8): coverage, verification, and the structure behind the claims."""

from __future__ import annotations

import mpmath
import sympy as sp
from articles_support import coverage, unproved

from symln.articles import bias
from symln.model import core, gradient, layer_norm
from symln.prove.models.concrete import ConcreteModel
from symln.prove.models.numeric import Num, NumericModel

IDS = {
    "B1": "all d", "B2": "exact", "B3": "exact", "B4": "all d",
    "B5": "exact", "B6": "all d", "B7": "all d", "B8": "all d",
}  # fmt: skip


def test_every_id_is_covered_with_its_scope():
    assert coverage(IDS) == ([], [])


def test_every_claim_is_proved():
    assert unproved("bias") == []


def test_the_example_output_does_not_involve_gain_or_eps():
    m = ConcreteModel(3)
    eps, gamma = m.scalar("eps", positive=True), m.vector("gamma")
    y = layer_norm(m, m.vec(bias.EXAMPLE_Z), gamma, m.vec(bias.EXAMPLE_BETA), eps)
    assert all(not sp.sympify(e).free_symbols for e in m.coordinates(y))


def test_shared_bias_gradient_with_explicit_positions():
    """B6 in feature space: three positions with their own inputs share gamma and beta.

    For a nonseparable loss of all outputs, the beta-gradient (differentiated
    along each coordinate of beta) is the sum of the gradients of the loss
    with respect to each position's output (differentiated separately).
    """
    with mpmath.workdps(40):
        m = NumericModel(4, seed=7)
        eps, gamma, beta = m.scalar("eps", positive=True), m.vector("gamma"), m.vector("beta")
        inputs = [m.z, m.vector("x2"), m.vector("x3")]
        a = m.vector("a")

        def loss(outputs):
            y1, y2, y3 = outputs
            return Num(mpmath.sin(m.dot(a, y1).v)) + m.dot(y1, y2) * m.total(y3) + m.norm2(y3) / 2

        def outputs(b):
            return [layer_norm(m, x, gamma, b, eps) for x in inputs]

        by_beta = gradient(m, lambda b: loss(outputs(b)), beta)
        at = outputs(beta)
        per_position = [
            gradient(m, lambda y, p=p: loss([y if k == p else at[k] for k in range(3)]), at[p]) for p in range(3)
        ]
        total = per_position[0] + per_position[1] + per_position[2]
        assert m.judge_equal(by_beta, total).ok is True
        # the positions really contribute differently (the sum is not three times one of them)
        assert m.judge_equal(total, per_position[0] * 3).ok is False


def test_bias_moves_the_output_but_not_the_core():
    m = ConcreteModel(4)
    eps, gamma, beta, t = m.scalar("eps", positive=True), m.vector("gamma"), m.vector("beta"), m.vector("t")
    assert m.judge_equal(m.D(lambda b: layer_norm(m, m.z, gamma, b, eps), beta, t), t).ok is True
    assert m.judge_equal(m.D(lambda b: core(m, m.z, eps), beta, t), m.one * 0).ok is True
