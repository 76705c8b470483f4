"""Corpus of true claims, class vacuity: True claims whose hypotheses are unsatisfiable at the smallest d of the
scope (vacuously true there).

Each claim is true; none may end "failed" (tests/prove/test_corpus.py keys the known holes by id). Every
claim's article is "corpus-true:vacuity".  From: RT13.true.* (red-team round 13, true claims), RT14.true.*
(red-team round 14, true claims); tests/corpus/ROUNDS.md says what each round probed.
"""

from symln import AllD, LessEqual, Nonzero, Positive, claim
from symln.model import center


# ---------------------------------------------------------------- red-team round 13, true claims (RT13.true.*)


@claim(
    "RT13.true.complement-nonconstant",
    article="corpus-true:vacuity",
    statement="For a nonconstant input, a nonzero w orthogonal to 1 and z exists only for d >= 3 (d = 2 vacuous)",
    scope=AllD(min_d=2, nonconstant=True),
)
def complement_nonconstant(m):
    m.vector("w", orthogonal_to=(m.one, m.z), nonzero=True)
    return Nonzero(m.d - 2)


@claim(
    "RT13.true.complement-nonconstant-v",
    article="corpus-true:vacuity",
    statement="For a nonconstant input, a nonzero w orthogonal to 1 and v exists only for d >= 3 (README's own vacuous example)",
    scope=AllD(min_d=2, nonconstant=True),
)
def complement_nonconstant_v(m):
    m.vector("w", orthogonal_to=(m.one, center(m, m.z)), nonzero=True)
    return Nonzero(m.d - 2)


# ---------------------------------------------------------------- red-team round 14, true claims (RT14.true.*)


# a nonzero w orthogonal to 1, v and k exists for d >= 3 (k in span(1, v)), so only d >= 3 follows
@claim(
    "RT14.true.three-constraints",
    article="corpus-true:vacuity",
    statement="a nonzero w orthogonal to 1, v and k (k orthogonal to 1) exists only for d >= 3",
    scope=AllD(min_d=2, nonconstant=True),
)
def true_three_constraints(m):
    v = center(m, m.z)
    k = m.vector("k", orthogonal_to=(m.one,), nonzero=True)
    m.vector("w", orthogonal_to=(m.one, v, k), nonzero=True)
    return Positive(m.d - 2)


# ---------------------------------------------------------------- red team 17, of the traced claim language (RT17.*)
# existential declarations (exists=True) past the dimension where their witness set is {0}

from sympy import Rational as _Rational  # noqa: E402

from symln import AllD as _AllD, Equal as _Equal  # noqa: E402
from symln.model import core_jacobian, variance  # noqa: E402

HALF = _Rational(1, 2)

# TRUE: d >= 3
@claim("RT17.true.exists-orth-1-v-d3", article="corpus-true:vacuity", scope=_AllD(min_d=3),
       statement="For every input there is a nonzero w orthogonal to 1 and v (d >= 3).")
def xt1(m):
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one, v], exists=True)
    return _Equal(core_jacobian(m, eps) @ w, w * (variance(m, m.z) + eps) ** (-HALF))


# TRUE: d >= 2, orth to 1 only
@claim("RT17.true.exists-orth-1-d2", article="corpus-true:vacuity", scope=_AllD(min_d=2),
       statement="A nonzero zero-mean w exists for d >= 2 and J w has total 0.")
def xt2(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one], exists=True)
    return _Equal(m.total(core_jacobian(m, eps) @ w), 0)


# ---------------------------------------------------------------- red-team round 22 (RT22.true.*)
# a declared vacuous dimension where the hypotheses are empty: the general-d proof is judged past it


@claim("RT22.true.declared-vacuous-coordinate", article="corpus-true:vacuity", scope=AllD(min_d=2), vacuous=(2,),
       statement="A nonzero w orthogonal to 1 and e_i exists only from d = 3 on (at d = 2, 1 and e_i span R^2)")
def rt22_declared_vacuous_coordinate(m):
    e = m.coordinate_vector("e")
    m.vector("w", orthogonal_to=(m.one, e), nonzero=True)
    return LessEqual(3, m.d)
