"""pytest: the claims files in this folder are data, not test modules.

``--doctest-modules`` imports every module under ``tests``; the containment
files ``soundness_exit_*.py`` end the process or raise a ``BaseException``
when run as claims, and ``soundness_exit_import.py`` calls ``sys.exit(0)``
as soon as it is imported, which would end the test session during
collection.  ``tests/prove/test_soundness_claims.py`` runs them through
``symln verify`` instead.
"""

collect_ignore_glob = ["soundness_exit_*.py"]
