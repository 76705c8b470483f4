"""The proof engine: claims judged in three interpretations.

A claim (:mod:`.claims`) is a function of a model returning relations
(:mod:`.relations`).  It runs for a symbolic d in the vector algebra
(:mod:`.algebra`, :mod:`.general`), at concrete d with exact coordinates and
dual-number derivatives (:mod:`.concrete`, :mod:`.dual`, sharing
:mod:`.explicit` and :mod:`.coords`), and in mpmath (:mod:`.numeric`).  Exact
decisions (:mod:`.exact`, :mod:`.intervals`, :mod:`.calculus`) back the judges
(:mod:`.judges`); the trusted facts about R^d are :mod:`.lemmas`.
:mod:`.verify` turns the evidence into verdicts, :mod:`.runner` adds time
limits and processes, :mod:`.report` prints them; :mod:`.equivariance` is the
exact Jacobian check at large d.
"""
