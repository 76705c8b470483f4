"""Corpus of true claims, class approximations: True ``Approximately`` claims near a rounding tie or with many
digits.

Each claim is true; none may end "failed" (tests/prove/test_corpus.py keys the known holes by id). Every
claim's article is "corpus-true:approximations".  From: RT4.true.* (red-team round 4, true claims), RT7.true.*
(red-team round 7, true claims); tests/corpus/ROUNDS.md says what each round probed.
"""

import sympy as sp
from sympy import Rational

from symln import Approximately, Example, claim


# ---------------------------------------------------------------- red-team round 4, true claims (RT4.true.*)


@claim(
    "RT4.true.approx-sixty-digits",
    article="corpus-true:approximations",
    statement="sqrt 2 rounds to 1.414213562373095048801688724209698078569671875376948073176680 (true: sqrt 2 = "
    "1.41421356237309504880168872420969807856967187537694807317667973799...).",
    scope=Example(1),
)
def approx_sixty_digits(m):
    return Approximately(m.sqrt(m.number(2)), "1.414213562373095048801688724209698078569671875376948073176680")


# ---------------------------------------------------------------- red-team round 7, true claims (RT7.true.*)


@claim("RT7.true.near-tie-up", article="corpus-true:approximations",
       statement="0.35 + 10^-60 rounds to 0.4 (it is 1/20 - 10^-60 < 1/20 from 0.4).")
def true_near_tie_up(m):
    return Approximately(Rational(7, 20) + Rational(1, 10**60), "0.4")


@claim("RT7.true.near-tie-sqrt", article="corpus-true:approximations",
       statement="sqrt(1/4) + 1/40 + 10^-50 = 0.525 + 10^-50 rounds to 0.53.")
def true_near_tie_sqrt(m):
    return Approximately(sp.sqrt(Rational(1, 4)) + Rational(1, 40) + Rational(1, 10**50), "0.53")
