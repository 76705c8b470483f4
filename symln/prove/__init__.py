"""The proof engine: claims judged in three interpretations.

A claim (:mod:`.claims`) is a function of a model returning relations
(:mod:`.relations`).  It runs for a symbolic d in the vector algebra
(:mod:`.algebra`, :mod:`.general`), at concrete d with exact coordinates and
dual-number derivatives (:mod:`.concrete`, :mod:`.dual`, sharing
:mod:`.explicit` and :mod:`.coords`), and in mpmath (:mod:`.numeric`, sampled
also on the degenerate set of each claim, :mod:`.degenerate`).  The judges
(:mod:`.judges`) prove the definedness obligations of every value
(:mod:`.definedness`) and decide identities exactly (:mod:`.identities`,
:mod:`.radicals`, :mod:`.polyfrac`), signs by structural rules (:mod:`.signs`)
and by a decision procedure for real arithmetic (:mod:`.decide`, under the
claim's :mod:`.hypotheses`), limits and solution sets (:mod:`.calculus`), and
approximate figures by intervals (:mod:`.intervals`); the trusted facts about
R^d are :mod:`.lemmas`.
:mod:`.verify` turns the evidence into verdicts, :mod:`.runner` adds time
limits and processes, :mod:`.report` prints them; :mod:`.equivariance` is the
exact Jacobian check at large d.
"""
