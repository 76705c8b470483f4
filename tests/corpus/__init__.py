"""The red-team corpus: claims written with the public API, grouped by the class of mistake they probe.

``false/<class>.py`` holds false claims (or claims ill-defined at an admissible point), each naming a
counterexample: none may end "proved", and each verdict must give a reason.  ``true/<class>.py`` holds true
claims (often the corrected twins of false ones): none may end "failed".  ``tests/prove/test_corpus.py``
checks every claim here, one test item per claim id; ``ROUNDS.md`` keeps what each red-team round probed.

Adding a claim found by a red team:

1. Pick its class: the file whose docstring names the mistake (a wrong limit goes to ``false/limits.py``, a
   value undefined on a thin set to ``false/definedness.py``, a Python branch on a symbolic value to
   ``false/branching.py``, ...).  A new class is a new file ``false/<class>.py`` (or ``true/``) whose
   docstring states the class in one or two sentences, plus its count in ``LEAST`` of test_corpus.py.
2. Write the claim there with ``@claim("<id>", article="corpus-<false|true>:<class>", statement=...)``:
   the article names the class (a verdict report shows it) and must match the file; ids are unique across
   the corpus (``RT<n>.<topic>.<name>`` for round n, ``RT<n>.true.<name>`` for its true claims).  A false
   claim's statement (or a comment above it) names the counterexample.  Put a helper it needs in the same
   file, unless an identical one is there already; a claim function's name must be new in its file.
3. Raise ``LEAST`` (and ``LEAST_BY_ORIGIN``) in tests/prove/test_corpus.py to the new counts.  A hole
   found and not closed goes to ``KNOWN_HOLES`` there, keyed by the claim id with the reason: a strict
   expected failure, which fails as soon as the hole is closed, until the entry is removed.
4. Run only what changed: ``pytest tests/prove/test_corpus.py -k <class>`` (the whole corpus takes minutes).

Claims that end their process (``tests/data/redteam2_exit_os.py``, ``soundness_exit_*.py``) cannot live
here, since they would end a run over the corpus; tests/prove/test_containment.py runs them.
"""
