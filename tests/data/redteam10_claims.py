"""False claims of the tenth red-team review; none may end "proved".

Weaknesses probed, by ID prefix:

* ``RT10.chain.``  the steps of a ``Chain`` are taken as given: ``Chain(start,
  steps=...)`` (a dataclass field) and ``chain.steps.append(Step(...))`` accept
  any container and any ``Step.op``.  ``Chain.links`` treats every op other
  than ``"="`` as ``"<="`` (so ``">="``, ``">"`` and ``"<"`` are checked as the
  non-strict ``<=``, the opposite direction for the first two), and the
  checks count steps with ``len``/``bool`` but judge what iteration yields (a
  list subclass whose ``__iter__`` yields nothing has one step by ``len`` and
  no link to check, so the chain holds vacuously).  When this file was
  written all RT10.chain.* claims ended "proved".
* ``RT10.m.``  plausible mistakes about the core, limits of the standard
  deviation's difference quotient and a d = 1 edge case; correctly not proved
  (controls).

Notation: mu = mean(z), v = z - mu 1, q = |v|^2/d, u = v/sqrt(q + eps).
"""

from sympy import Rational, oo

from symln import Chain, LessEqual, Limit, claim
from symln.model import core, variance
from symln.prove.relations import Step

ARTICLE = "redteam10"


def core_norm2(m, eps):
    return m.norm2(core(m, m.z, eps))


# =====================================================================================
# RT10.chain: steps taken as given (container and op unchecked)
# =====================================================================================


# counterexample: d = 2, z = (0, 2), eps = 1: q = 1, |u|^2 = 1 < 2 = d
@claim(
    "RT10.chain.op-ge",
    article=ARTICLE,
    statement="|u|^2 = d q/(q + eps) >= d, the core is at least as long as sqrt(d) (false: d = 2, z = (0, 2), "
    "eps = 1 give |u|^2 = 1 < 2); the second step is written with op '>='",
)
def chain_op_ge(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    c = Chain(core_norm2(m, eps))
    c.steps.append(Step(m.d * q / (q + eps), "|v|^2 = d q", "="))
    c.steps.append(Step(m.d, "normalized", ">=", gap=m.d * eps / (q + eps)))
    return c


# counterexample: d = 2, z = (0, 2), eps = 1: |u|^2 = 1 < 2, so |u|^2 > d fails
@claim(
    "RT10.chain.op-gt",
    article=ARTICLE,
    statement="|u|^2 > d strictly (false: |u|^2 = d q/(q + eps) < d; d = 2, z = (0, 2), eps = 1 give 1 < 2); "
    "one step with op '>' passed through Chain(start, steps=[...])",
)
def chain_op_gt(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Chain(core_norm2(m, eps), steps=[Step(m.d, "normalized", ">", gap=m.d * eps / (q + eps))])


# counterexample: every input: the two sides are equal (d = 2, z = (0, 2), eps = 1: 1 = 1), so '<' fails
@claim(
    "RT10.chain.op-lt",
    article=ARTICLE,
    statement="|u|^2 < d q/(q + eps) strictly (false: they are equal at every input; d = 2, z = (0, 2), eps = 1 "
    "give 1 = 1); one step with op '<'",
)
def chain_op_lt(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Chain(core_norm2(m, eps), steps=[Step(m.d * q / (q + eps), "normalized", "<", gap=0 * q)])


class LoggedSteps(list):
    """A step log that reports its length but iterates lazily from an (empty) journal."""

    def __iter__(self):
        return iter(())


# counterexample: d = 2, z = (0, 2), eps = 1: |u|^2 = 1 != 2 = d
@claim(
    "RT10.chain.steps-empty-iteration",
    article=ARTICLE,
    statement="|u|^2 = d, the core lies on the sphere of radius sqrt(d) (false: d = 2, z = (0, 2), eps = 1 give "
    "|u|^2 = 1); the steps are a list subclass with len 1 whose iteration yields nothing",
)
def chain_steps_empty_iteration(m):
    eps = m.scalar("eps", positive=True)
    return Chain(core_norm2(m, eps), steps=LoggedSteps([Step(m.d, "normalized")]))


# =====================================================================================
# RT10.m: plausible mistakes (controls: correctly not proved)
# =====================================================================================


# counterexample: d = 1: u = 0, so u_1^2 = 0 > -eps/(q + eps)
@claim(
    "RT10.m.coord-bound-eps",
    article=ARTICLE,
    statement="u_i^2 <= d - 1 - eps/(q + eps) (false at d = 1: u = 0 but the bound is -eps/(q + eps) < 0)",
)
def coord_bound_eps(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    q = variance(m, m.z)
    return LessEqual(m.dot(e, core(m, m.z, eps)) ** 2, m.d - 1 - eps / (q + eps))


# counterexample: z = (1) (or any constant input): q = 0, 1/(2 sqrt q) = 1/0, and sqrt(x)/x -> oo
@claim(
    "RT10.m.std-difference-quotient",
    article=ARTICLE,
    statement="(sqrt(q + x) - sqrt q)/x -> 1/(2 sqrt q) as x -> 0 (false at a constant input: q = 0)",
)
def std_difference_quotient(m):
    q = variance(m, m.z)
    return Limit(lambda x: (m.sqrt(q + x) - m.sqrt(q)) / x, 0, 1 / (2 * m.sqrt(q)), "x")


# counterexample: z = (0, 0): q = 0, sqrt(x)/x -> oo as x -> 0+
@claim(
    "RT10.m.std-difference-quotient-right",
    article=ARTICLE,
    statement="(sqrt(q + x) - sqrt q)/x -> 1/(2 sqrt q) as x -> 0+ (false at q = 0: sqrt(x)/x -> oo)",
)
def std_difference_quotient_right(m):
    q = variance(m, m.z)
    return Limit(lambda x: (m.sqrt(q + x) - m.sqrt(q)) / x, 0, 1 / (2 * m.sqrt(q)), "x", side="+")


# counterexample: z = (0, 2): q = 1, eps (sqrt(1 + 1/eps) - 1) -> 1/2, not 1
@claim(
    "RT10.m.eps-large-expansion",
    article=ARTICLE,
    statement="eps (sqrt(1 + q/eps) - 1) -> q as eps -> oo (false: it tends to q/2; z = (0, 2) gives 1/2, not 1)",
)
def eps_large_expansion(m):
    q = variance(m, m.z)
    return Limit(lambda e: e * (m.sqrt(1 + q / e) - 1), oo, q, "eps")


# counterexample: d = 2, z = (0, 2), eps = 1: q/(q + eps) = 1/2, the claim says 1
@claim(
    "RT10.m.core-variance-eps-outside",
    article=ARTICLE,
    statement="With eps inside the root the core variance is q/(sqrt(q) + eps)^2 (false: that is the eps-outside "
    "form; it is q/(q + eps); z = (0, 2), eps = 1 give 1/2 vs 1/4)",
)
def core_variance_eps_outside(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return LessEqual(variance(m, core(m, m.z, eps)), q / (m.sqrt(q) + eps) ** 2, gap=0 * q)


del Rational
