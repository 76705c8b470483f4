"""Corpus of true claims, class chains: True ``Chain`` certificates.

Each claim is true; none may end "failed" (tests/prove/test_corpus.py keys the known holes by id). Every
claim's article is "corpus-true:chains".  From: RT10.true.* (red-team round 10, true claims), RT12.true.*
(red-team round 12, true claims); tests/corpus/ROUNDS.md says what each round probed.
"""

from symln import Chain, claim
from symln.model import center, core, variance
from symln.prove.language.relations import Step


# ---------------------------------------------------------------- red-team round 10, true claims (RT10.true.*)


def core_norm2(m, eps):
    return m.norm2(core(m, m.z, eps))


@claim(
    "RT10.true.chain-le",
    article="corpus-true:chains",
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
    article="corpus-true:chains",
    statement="|u|^2 <= d with the step passed as a plain list of Step(op='<=') (true, as RT10.true.chain-le)",
)
def chain_step_list(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Chain(core_norm2(m, eps), steps=[Step(m.d, "normalized", "<=", gap=m.d * eps / (q + eps))])


@claim(
    "RT10.true.chain-step-eq",
    article="corpus-true:chains",
    statement="|u|^2 = d q/(q + eps) as one '=' step in a plain list (true: |v|^2 = d q)",
)
def chain_step_eq(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Chain(core_norm2(m, eps), steps=[Step(m.d * q / (q + eps), "normalized", "=")])


# ---------------------------------------------------------------- red-team round 12, true claims (RT12.true.*)


@claim("RT12.true.chain-cs", article="corpus-true:chains", statement="<t, v>^2 <= |t|^2 |v|^2 = |t|^2 d q (Cauchy-Schwarz)")
def chain_cs(m):
    t = m.vector("t")
    v, q = center(m, m.z), variance(m, m.z)
    return (
        Chain(m.dot(t, v) ** 2)
        .le(m.norm2(t) * m.norm2(v), "Cauchy-Schwarz", gap=m.cauchy_schwarz(t, v), lemmas=("cauchy_schwarz",))
        .eq(m.norm2(t) * m.d * q, "|v|^2 = d q", lemmas=("sum_vv",))
    )
