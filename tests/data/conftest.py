"""tests/data holds claims files and layer norms that tests load on purpose; pytest collects none of them.

Importing them during collection (``--doctest-modules``) would run their side effects: some exit the
process on purpose (soundness_exit_*.py), others import torch or JAX, which are optional.
"""

collect_ignore_glob = ["*.py"]
