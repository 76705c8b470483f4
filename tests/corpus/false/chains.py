"""Corpus of false claims, class chains: ``Chain`` certificates whose steps are taken as given: a weaker or wrong
relation, a step misusing a lemma, a dropped factor of d, no steps at all.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:chains".  From: RT2.* (red-team round 2), RT3.* (red-team round 3),
RT4.* (red-team round 4), RT5.* (red-team round 5), RT6.* (red-team round 6), RT7.* (red-team round 7), RT10.*
(red-team round 10), RT12.* (red-team round 12); tests/corpus/ROUNDS.md says what each round probed.
"""

from symln import AllD, Chain, claim
from symln.model import center, centering_matrix, core, core_jacobian, variance
from symln.prove.language.relations import Step


# ---------------------------------------------------------------- red-team round 2 (RT2.*)


@claim(
    "RT2.chain.no-steps",
    article="corpus-false:chains",
    statement="|u_eps(z)|^2 = d (false: z = (-1, 1), eps = 1 gives 1, not 2); the chain's steps were never added.",
)
def chain_no_steps(m):
    eps = m.scalar("eps", positive=True)
    return Chain(m.norm2(core(m, m.z, eps)), "|u|^2 = d")


@claim(
    "RT2.chain.detached-steps",
    article="corpus-false:chains",
    statement="|u_eps(z)|^2 = |v|^2/(q + eps) = d (false: the last step, z = (-1, 1), eps = 1 gives 1 != 2); the "
    "steps went to a new chain each time.",
)
def chain_detached_steps(m):
    eps = m.scalar("eps", positive=True)
    chain = Chain(m.norm2(core(m, m.z, eps)), "|u|^2")
    steps = [(m.norm2(center(m, m.z)) / (variance(m, m.z) + eps), "u = v/sqrt(q+eps)"), (m.d, "|v|^2 = d q")]
    for value, reason in steps:
        Chain(chain.end).eq(value, reason)
    return chain


@claim(
    "RT2.fail.chain-missing-d",
    article="corpus-false:chains",
    statement="|u|^2/d = q/(d (q+eps)) because |v|^2 = q (false: |v|^2 = d q; z = (-1, 1), eps = 1 gives 1/2, not 1/4).",
)
def fail_chain_missing_d(m):
    eps = m.scalar("eps", positive=True)
    u, v, q = core(m, m.z, eps), center(m, m.z), variance(m, m.z)
    return (
        Chain(m.norm2(u) / m.d, "mean square")
        .eq(m.norm2(v) / (m.d * (q + eps)), "u = v/sqrt(q+eps)")
        .eq(q / (m.d * (q + eps)), "|v|^2 = q", lemmas=("sum_vv",))
    )


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


@claim(
    "RT3.fail.chain-step",
    article="corpus-false:chains",
    statement="A chain: the mean square of the core is q/(q + eps) - eps/d (false: the last step subtracts eps/d; "
    "d = 1, eps = 1 give q/(q + eps) = 0 vs -1).",
)
def fail_chain_step(m):
    eps = m.scalar("eps", positive=True)
    u, v, q = core(m, m.z, eps), center(m, m.z), variance(m, m.z)
    return (
        Chain(m.norm2(u) / m.d, "mean square")
        .eq(m.norm2(v) / (m.d * (q + eps)), "definition")
        .eq(q / (q + eps) - eps / m.d, "sum_vv", lemmas=("sum_vv",))
    )


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


@claim(
    "RT4.fail.chain-weaker-step",
    article="corpus-false:chains",
    statement="A chain: |J t|^2 <= |P t|^2/(q + eps) <= |t|^2/(q + eps)^2 (false: the last step squares the "
    "normalizer; z = (0, 4), eps = 1, t = (1, -1) give |P t|^2/(q + eps) = 2/5 > |t|^2/(q + eps)^2 = 2/25).",
)
def fail_chain_weaker_step(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    v, q = center(m, m.z), variance(m, m.z)
    Pt = centering_matrix(m) @ t
    J = core_jacobian(m, eps)
    return (
        Chain(m.norm2(J @ t), "the Jacobian")
        .le(m.norm2(Pt) / (q + eps), "drop the radial term", gap=m.norm2(Pt) / (q + eps) - m.norm2(J @ t))
        .le(m.norm2(t) / (q + eps) ** 2, "P is a projection", gap=m.norm2(t) / (q + eps) ** 2 - m.norm2(Pt) / (q + eps))
    )


@claim(
    "RT4.fail.coordinate-bound-misused",
    article="corpus-false:chains",
    statement="A chain: u_i^2 <= (d - 1) q/(q + eps) <= d - 2 (false: d = 3, z = (0, 0, 3), eps = 1/10 give "
    "u_3^2 = 40/21 > 1 = d - 2).",
    scope=AllD(min_d=2),
)
def fail_coordinate_bound_misused(m):
    eps = m.scalar("eps", positive=True)
    e = m.coordinate_vector("e")
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    slack = m.coordinate_slack(e)
    return (
        Chain(m.dot(e, u) ** 2, "the i-th coordinate")
        .le((m.d - 1) * q / (q + eps), "coordinate_bound", gap=slack / (q + eps), lemmas=("coordinate_bound",))
        .le(m.d - 2, "q/(q + eps) < 1", gap=m.d - 2 - (m.d - 1) * q / (q + eps), lemmas=("q_nonneg",))
    )


# ---------------------------------------------------------------- red-team round 5 (RT5.*)


@claim(
    "RT5.fail.chain-coordinate-bound-q",
    article="corpus-false:chains",
    statement="v_i^2 <= (d - 1) q <= q (false: the second step needs d <= 2; d = 3, z = (0, 0, 3): v_3^2 = 4 > q = 2).",
)
def fail_chain_coordinate(m):
    e = m.coordinate_vector("e")
    v = center(m, m.z)
    q = variance(m, m.z)
    vi = m.dot(e, v)
    return Chain(vi**2).le((m.d - 1) * q, "coordinate bound", gap=m.coordinate_slack(e), lemmas=("coordinate_bound",)).le(
        q, "drop d - 1", gap=q - (m.d - 1) * q
    )


# ---------------------------------------------------------------- red-team round 6 (RT6.*)


@claim(
    "RT6.fail.chain-gain-d-minus-1",
    article="corpus-false:chains",
    statement="|gamma (.) u|^2 <= G^2 |u|^2 <= G^2 (d - 1) with G = max |gamma_i| (the second step is false: "
    "gamma = 1, d = 2, z = (0, 2), eps = 1/100: |u|^2 = 2/1.01 > 1).",
)
def fail_chain_gain_d_minus_1(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    u = core(m, m.z, eps)
    big, slack = m.max_abs(gamma)
    return Chain(m.norm2(gamma * u)).le(big**2 * m.norm2(u), "hadamard_bound", gap=m.weighted_norm2(slack, u)).le(
        big**2 * (m.d - 1), "|u|^2 <= d - 1", gap=big**2 * (m.d - 1 - m.norm2(u))
    )


# ---------------------------------------------------------------- red-team round 7 (RT7.*)


@claim(
    "RT7.gain.chain-sum-bound",
    article="corpus-false:chains",
    statement="|<gamma, u>| is bounded by G |u|^2 ... <gamma, u>^2 <= G^2 |u|^2 (false: the bound is G^2 d |u|^2 "
    "by Cauchy-Schwarz; d = 2, gamma = (1, -1), z = (0, 2), eps = 1/100: <gamma,u>^2 = 4/1.01 > 2/1.01).",
)
def gain_chain_sum_bound(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    u = core(m, m.z, eps)
    big, slack = m.max_abs(gamma)
    return Chain(m.dot(gamma, u) ** 2).le(
        m.norm2(gamma) * m.norm2(u), "cauchy_schwarz", gap=m.cauchy_schwarz(gamma, u)
    ).le(big**2 * m.norm2(u), "hadamard_bound", gap=big**2 * m.norm2(u) - m.norm2(gamma) * m.norm2(u))


# ---------------------------------------------------------------- red-team round 10 (RT10.*)


def core_norm2(m, eps):
    return m.norm2(core(m, m.z, eps))


class LoggedSteps(list):
    """A step log that reports its length but iterates lazily from an (empty) journal."""

    def __iter__(self):
        return iter(())


# counterexample: d = 2, z = (0, 2), eps = 1: q = 1, |u|^2 = 1 < 2 = d
@claim(
    "RT10.chain.op-ge",
    article="corpus-false:chains",
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
    article="corpus-false:chains",
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
    article="corpus-false:chains",
    statement="|u|^2 < d q/(q + eps) strictly (false: they are equal at every input; d = 2, z = (0, 2), eps = 1 "
    "give 1 = 1); one step with op '<'",
)
def chain_op_lt(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Chain(core_norm2(m, eps), steps=[Step(m.d * q / (q + eps), "normalized", "<", gap=0 * q)])


# counterexample: d = 2, z = (0, 2), eps = 1: |u|^2 = 1 != 2 = d
@claim(
    "RT10.chain.steps-empty-iteration",
    article="corpus-false:chains",
    statement="|u|^2 = d, the core lies on the sphere of radius sqrt(d) (false: d = 2, z = (0, 2), eps = 1 give "
    "|u|^2 = 1); the steps are a list subclass with len 1 whose iteration yields nothing",
)
def chain_steps_empty_iteration(m):
    eps = m.scalar("eps", positive=True)
    return Chain(core_norm2(m, eps), steps=LoggedSteps([Step(m.d, "normalized")]))


# ---------------------------------------------------------------- red-team round 12 (RT12.*)


# counterexample: d = 2, z = (0, 2) (v = (-1, 1), q = 1), t = (-1, 1): <t, v>^2 = 4 > |t|^2 q = 2 (step 3 claims 2 |t|^2 q <= |t|^2 q)
@claim(
    "RT12.chain.drops-d",
    article="corpus-false:chains",
    statement="<t, v>^2 <= |t|^2 q (false: Cauchy-Schwarz gives |t|^2 d q; the last step drops d)",
)
def chain_drops_d(m):
    t = m.vector("t")
    v, q = center(m, m.z), variance(m, m.z)
    return (
        Chain(m.dot(t, v) ** 2)
        .le(m.norm2(t) * m.norm2(v), "Cauchy-Schwarz", gap=m.cauchy_schwarz(t, v), lemmas=("cauchy_schwarz",))
        .eq(m.norm2(t) * m.d * q, "|v|^2 = d q", lemmas=("sum_vv",))
        .le(m.norm2(t) * q, "d >= 1")
    )
