"""True claims of the tenth red-team review (the corrected twins); none may end "failed".

Each is the twin of a claim of ``redteam10_claims.py`` written the supported
way (``.eq``/``.le`` or a plain list of steps with the ops ``"="``/``"<="``),
or with the hypothesis that makes it true; the statement says why it holds.
None ended "failed" when this file was written.
"""

from sympy import Rational, oo

from symln import AllD, Chain, LessEqual, Limit, claim
from symln.model import core, variance
from symln.prove.relations import Step

ARTICLE = "redteam10-true"


def core_norm2(m, eps):
    return m.norm2(core(m, m.z, eps))


@claim(
    "RT10.true.chain-le",
    article=ARTICLE,
    statement="|u|^2 = d q/(q + eps) <= d (true: the gap d eps/(q + eps) is positive)",
)
def chain_le(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Chain(core_norm2(m, eps)).eq(m.d * q / (q + eps), "|v|^2 = d q").le(
        m.d, "normalized", gap=m.d * eps / (q + eps)
    )


@claim(
    "RT10.true.chain-step-list",
    article=ARTICLE,
    statement="|u|^2 <= d with the step passed as a plain list of Step(op='<=') (true, as RT10.true.chain-le)",
)
def chain_step_list(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Chain(core_norm2(m, eps), steps=[Step(m.d, "normalized", "<=", gap=m.d * eps / (q + eps))])


@claim(
    "RT10.true.chain-step-eq",
    article=ARTICLE,
    statement="|u|^2 = d q/(q + eps) as one '=' step in a plain list (true: |v|^2 = d q)",
)
def chain_step_eq(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Chain(core_norm2(m, eps), steps=[Step(m.d * q / (q + eps), "normalized", "=")])


@claim(
    "RT10.true.coord-bound",
    article=ARTICLE,
    statement="u_i^2 <= (d - 1) q/(q + eps) (true: v_i^2 <= (d - 1) q, the coordinate bound)",
)
def coord_bound(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    q = variance(m, m.z)
    return LessEqual(m.dot(e, core(m, m.z, eps)) ** 2, (m.d - 1) * q / (q + eps))


@claim(
    "RT10.true.std-difference-quotient",
    article=ARTICLE,
    scope=AllD(min_d=2, nonconstant=True),
    statement="For a nonconstant input, (sqrt(q + x) - sqrt q)/x -> 1/(2 sqrt q) as x -> 0 (true: q > 0, the "
    "derivative of sqrt at q)",
)
def std_difference_quotient(m):
    q = variance(m, m.z)
    return Limit(lambda x: (m.sqrt(q + x) - m.sqrt(q)) / x, 0, 1 / (2 * m.sqrt(q)), "x")


@claim(
    "RT10.true.eps-large-expansion",
    article=ARTICLE,
    statement="eps (sqrt(1 + q/eps) - 1) -> q/2 as eps -> oo (true: sqrt(1 + h) = 1 + h/2 + O(h^2))",
)
def eps_large_expansion(m):
    q = variance(m, m.z)
    return Limit(lambda e: e * (m.sqrt(1 + q / e) - 1), oo, q / 2, "eps")


@claim(
    "RT10.true.core-variance",
    article=ARTICLE,
    statement="The core variance is q/(q + eps) (true: |v|^2 = d q)",
)
def core_variance(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(variance(m, core(m, m.z, eps)), q / (q + eps), gap=0 * q)


del Rational
