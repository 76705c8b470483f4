"""Certificates: every exact decision behind "proved", written as SMT-LIB 2 and re-decided by cvc5.

One module per job:

* :mod:`.record` -- the engine's only hook: a context-variable sink into which each exact
  decision that answered positively is recorded as plain data, with its provenance;
* :mod:`.smtlib` -- one decision as an SMT-LIB 2 query (the negation of what was proved,
  under the claim's hypotheses), and :func:`~.smtlib.write_certificates` for a directory;
* :mod:`.recheck` -- every file of a directory re-decided by cvc5, in worker processes,
  with a time limit per file.
"""
