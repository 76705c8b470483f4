"""The proof engine: a claim traced once into a graph and judged in three interpretations.

By job:

* :mod:`.language` -- the claim language: claims and scopes (``claims``), relations (``relations``), the
  graph whose nodes refuse every question a value would answer (``graph``), the body run once into it
  (``trace``, ``traces``), the graph evaluated in a model (``interpret``), and vacuity and existence
  (``vacuity``);
* :mod:`.models` -- the interpretations: general d (``general`` over the vector algebra ``algebra``),
  concrete d (``concrete``, ``explicit``, ``coords``, ``dual``, ``equivariance``), numbers (``numeric``,
  ``numbers``, ``probes``), their exact judges (``judges``), and the lemmas about R^d (``lemmas``);
* :mod:`.decide` -- exact decisions: signs (``signs``), Z3 (``decide``, under ``hypotheses``), radicals,
  intervals, identities (``radicals``, ``intervals``, ``identities``, ``polyfrac``, ``exprs``);
* :mod:`.calculus` -- limits and solution sets (``calculus``), definedness obligations (``definedness``),
  conditions near a point (``nearby``);
* :mod:`.run` -- verdicts (``verify``), time limits and processes (``runner``), reports (``report``), the
  precision ladder (``ladder``) and the degenerate points (``degenerate``).
"""
