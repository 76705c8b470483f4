"""tests/corpus holds claims files that tests load on purpose (tests/prove/test_corpus.py); pytest collects none.

Importing them during collection (``--doctest-modules``) would run their module code: some fill SymPy's cache or
a memo at import on purpose (false/state.py).
"""

collect_ignore_glob = ["*.py"]
