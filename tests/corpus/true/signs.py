"""Corpus of true claims, class signs: True claims that a value is positive or nonzero (huge and tiny constants,
integer d).

Each claim is true; none may end "failed" (tests/prove/test_corpus.py keys the known holes by id). Every
claim's article is "corpus-true:signs".  From: RT4.true.* (red-team round 4, true claims), RT5.true.* (red-
team round 5, true claims), RT7.true.* (red-team round 7, true claims), RT11.true.* (red-team round 11, true
claims), RT13.true.* (red-team round 13, true claims); tests/corpus/ROUNDS.md says what each round probed.
"""

from sympy import Rational, S

from symln import Example, Nonzero, Positive, claim
from symln.model import variance


# ---------------------------------------------------------------- red-team round 4, true claims (RT4.true.*)


@claim(
    "RT4.true.tiny-radial-eigenvalue",
    article="corpus-true:signs",
    statement="With eps = 10^-60 the radial eigenvalue at z = (0, 1) is positive (true: eps/(q + eps)^(3/2) with "
    "q = 1/4 is about 8e-60 > 0).",
    scope=Example(2),
)
def tiny_radial_eigenvalue(m):
    eps = m.number(Rational(1, 10**60))
    q = variance(m, m.vec([0, 1]))
    return Positive(eps * (q + eps) ** Rational(-3, 2))


# ---------------------------------------------------------------- red-team round 5, true claims (RT5.true.*)


@claim(
    "RT5.true.huge-eps-radial",
    article="corpus-true:signs",
    statement="With eps = 10^80 the radial eigenvalue at z = (0, 1) is positive (true: eps/(q + eps)^(3/2) with "
    "q = 1/4 is about 1e-40 > 0).",
    scope=Example(2),
)
def huge_eps_radial(m):
    eps = m.number(10**80)
    q = variance(m, m.vec([0, 1]))
    return Positive(eps * (q + eps) ** Rational(-3, 2))


# ---------------------------------------------------------------- red-team round 7, true claims (RT7.true.*)


@claim("RT7.true.max-positive-nonzero", article="corpus-true:signs",
       statement="For nonzero gamma, G = max |gamma_i| > 0 (some entry is nonzero).")
def true_max_positive(m):
    gamma = m.vector("gamma", nonzero=True)
    big, slack = m.max_abs(gamma)
    return Positive(big)


@claim("RT7.true.hadamard-nonzero-entries", article="corpus-true:signs",
       statement="For gamma and t with nonzero entries, |gamma (.) t|^2 > 0 (every term is positive).")
def true_hadamard_nonzero(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    t = m.vector("t", nonzero_entries=True)
    return Positive(m.norm2(gamma * t))


@claim("RT7.true.sum-of-squares-nonzero", article="corpus-true:signs",
       statement="For nonzero gamma, <gamma, gamma> != 0.")
def true_sos_nonzero(m):
    gamma = m.vector("gamma", nonzero=True)
    return Nonzero(m.total(gamma * gamma))


# ---------------------------------------------------------------- red-team round 11, true claims (RT11.true.*)


# by hand: i^4 = 1, so i^4 c = c > 0
@claim("RT11.true.positive-i4", article="corpus-true:signs", statement="i^4 c > 0 for c > 0 (i^4 = 1)")
def positive_i4(m):
    c = m.scalar("c", positive=True)
    return Positive(S.ImaginaryUnit**4 * c)


# ---------------------------------------------------------------- red-team round 13, true claims (RT13.true.*)


@claim("RT13.true.integer-d-quadratic", article="corpus-true:signs", statement="d^2 - 11 d + 30 + 1/10 > 0 for every positive integer d (negative only for real d near 5.5)")
def integer_d(m):
    return Positive(m.d**2 - 11 * m.d + 30 + Rational(1, 10))
