"""A user's layer norm, as ``symln check-impl`` sees it: ``fn(z, gamma, beta, eps) -> y``.

Check it from the repository root with

    symln check-impl examples/my_layer_norm.py:layer_norm --dtype float32

(exit 0), and the second version, which adds eps to the standard deviation,
with ``examples/my_layer_norm.py:layer_norm_eps_outside`` (exit 1,
diagnosis ``eps-placement``).  The check-impl tutorial
(docs/tutorials/check-implementation.md) runs both; ``tests/checkimpl/test_command.py`` runs
:func:`test_layer_norm_conforms`, the same check written as a pytest test.
"""

import numpy as np


def layer_norm(z, gamma, beta, eps):
    """Two-pass layer norm over the last axis, in the dtype of z."""
    mu = z.mean(axis=-1, keepdims=True)
    r = z - mu
    var = (r * r).mean(axis=-1, keepdims=True)
    return r / np.sqrt(var + eps) * gamma + beta


def layer_norm_eps_outside(z, gamma, beta, eps):
    """The same with a classic slip: eps added to the standard deviation."""
    mu = z.mean(axis=-1, keepdims=True)
    r = z - mu
    return r / (np.sqrt((r * r).mean(axis=-1, keepdims=True)) + eps) * gamma + beta


def test_layer_norm_conforms():
    """The check as a pytest test in your own suite."""
    from symln.checkimpl import check

    for dtype in ("float64", "float32"):
        report = check(layer_norm, dtype=dtype)
        assert report.passed, (dtype, report.diagnosis, [c for c in report.checks if not c.ok])
