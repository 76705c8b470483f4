"""Seeded input families on which the kernels' accuracy is measured (tests and benchmark).

Layer norm's families are below; RMSNorm's (:data:`RMS_FAMILIES`, :func:`rms_family`) follow them.

Each family gives a batch ``z`` of shape ``(rows, d)`` and an ``eps``:

* ``random``: N(0, 1) entries, eps = 1e-5;
* ``offset4``, ``offset8``, ``offset12``: N(0, 1) plus a common offset 10^4,
  10^8, 10^12 (the mean is that many times the spread), eps = 1e-5;
* ``tiny``: 3 + 1e-6 N(0, 1), eps = 1e-2 (variance 1e-12, far below eps);
* ``constant``: every entry 7.25, eps = 1e-3;
* ``d1``, ``d2``: N(0, 1) rows of length 1 and 2 (d is fixed by the family);
* ``wide``: N(0, 1) plus an offset 10^6, d = 3000.

The directions ``t``, ``g`` and the parameters ``gamma``, ``beta`` are
N(0, 1) from the same seed (:func:`extras`).  :data:`PAIRS` lists every
kernel beside its mpmath twin, called the same way.
"""

from __future__ import annotations

import numpy as np

from . import array as kernels
from . import twins as mpkernels

__all__ = ["FAMILIES", "PAIRS", "family", "extras", "RMS_FAMILIES", "RMS_PAIRS", "FLOAT64_ONLY", "rms_family"]

#: family name -> (d or None for "as asked", eps)
FAMILIES = {
    "random": (None, 1e-5),
    "offset4": (None, 1e-5),
    "offset8": (None, 1e-5),
    "offset12": (None, 1e-5),
    "tiny": (None, 1e-2),
    "constant": (None, 1e-3),
    "d1": (1, 1e-5),
    "d2": (2, 1e-5),
    "wide": (3000, 1e-5),
}


def family(name: str, *, rows: int, d: int = 16, seed: int = 0) -> tuple[np.ndarray, float]:
    """``(z, eps)`` for family *name* (d is ignored by the families that fix it)."""
    if name not in FAMILIES:
        raise ValueError(f"family: expected one of {sorted(FAMILIES)}, got {name!r}")
    fixed, eps = FAMILIES[name]
    d = fixed or d
    rng = np.random.default_rng(seed)
    noise = rng.standard_normal((rows, d))
    if name.startswith("offset"):
        return noise + 10.0 ** int(name[6:]), eps
    if name == "tiny":
        return 3 + 1e-6 * noise, eps
    if name == "constant":
        return np.full((rows, d), 7.25), eps
    if name == "wide":
        return noise + 1e6, eps
    return noise, eps


def extras(z: np.ndarray, *, seed: int = 0) -> dict[str, np.ndarray]:
    """``t``, ``g`` shaped like z and ``gamma``, ``beta`` of shape ``(d,)``, N(0, 1), seeded."""
    rng = np.random.default_rng(seed + 1)
    d = z.shape[-1]
    return {
        "t": rng.standard_normal(z.shape),
        "g": rng.standard_normal(z.shape),
        "gamma": rng.standard_normal(d),
        "beta": rng.standard_normal(d),
    }


def _pair(kernel: str, arguments, axes: int | None) -> tuple:
    """``(numpy call, mpmath twin call, axes)`` for *kernel*, both called with ``arguments(z, eps, extras)``.

    A kernel that returns a tuple (the parameter gradients) is joined along its last axis.
    """

    def call(module):
        function = getattr(module, kernel)

        def run(z, e, x):
            value = function(*arguments(z, e, x))
            return np.concatenate(value) if isinstance(value, tuple) else value

        return run

    return call(kernels), call(mpkernels), axes


def _z_eps(z, e, x):
    return z, e


#: kernel -> (numpy call, mpmath twin call, axes of one sample); each call takes (z, eps, extras)
PAIRS = {
    "core": _pair("core", _z_eps, 1),
    "layer_norm": _pair("layer_norm", lambda z, e, x: (z, x["gamma"], x["beta"], e), 1),
    "jvp": _pair("jvp", lambda z, e, x: (z, e, x["t"]), 1),
    "jvp_gamma": _pair("jvp", lambda z, e, x: (z, e, x["t"], x["gamma"]), 1),
    "vjp": _pair("vjp", lambda z, e, x: (z, e, x["g"]), 1),
    "vjp_gamma": _pair("vjp", lambda z, e, x: (z, e, x["g"], x["gamma"]), 1),
    "jacobian": _pair("jacobian", _z_eps, 2),
    "jacobian_gamma": _pair("jacobian", lambda z, e, x: (z, e, x["gamma"]), 2),
    "param_grads": _pair("param_grads", lambda z, e, x: (z, e, x["g"]), None),
    "core_variance": _pair("core_variance", _z_eps, 0),
    "sensitivity": _pair("sensitivity", _z_eps, 0),
}


#: RMSNorm's families (no centering, so offsets are not special; the scale of a row is):
#: family name -> (d or None for "as asked", eps)
RMS_FAMILIES = {
    "random": (None, 1e-5),
    "offset8": (None, 1e-5),
    "spike": (None, 1e-5),
    "huge": (None, 1e-5),
    "vast": (None, 1e-5),
    "tiny": (None, 1e-2),
    "zero": (None, 1e-3),
    "d1": (1, 1e-5),
    "d2": (2, 1e-5),
    "wide": (3000, 1e-5),
}
#: the RMSNorm families whose entries float32 cannot hold
FLOAT64_ONLY = frozenset({"vast"})


def rms_family(name: str, *, rows: int, d: int = 16, seed: int = 0) -> tuple[np.ndarray, float]:
    """``(z, eps)`` for RMSNorm family *name*.

    * ``random``: N(0, 1) entries; ``offset8``: N(0, 1) plus 10^8 (nearly along **1**);
    * ``spike``: N(0, 1) with entry 0 set to 10^8 (one coordinate carries the norm: the
      diagonal of ``I - z z^T/(d (s+eps))`` cancels there);
    * ``huge``: 10^30 N(0, 1) (s/eps near 10^65); ``vast``: 10^150 N(0, 1), beyond the range
      of double-double's scale (those rows take the numpy path), float64 only;
    * ``tiny``: 10^-6 N(0, 1) with eps = 10^-2 (s far below eps); ``zero``: zero rows;
    * ``d1``, ``d2``: N(0, 1) rows of length 1 and 2; ``wide``: N(0, 1), d = 3000.
    """
    if name not in RMS_FAMILIES:
        raise ValueError(f"rms_family: expected one of {sorted(RMS_FAMILIES)}, got {name!r}")
    fixed, eps = RMS_FAMILIES[name]
    d = fixed or d
    noise = np.random.default_rng(seed).standard_normal((rows, d))
    scale = {"huge": 1e30, "vast": 1e150, "tiny": 1e-6, "zero": 0.0}.get(name, 1.0)
    z = noise * scale
    if name == "offset8":
        z += 1e8
    if name == "spike":
        z[:, 0] = 1e8
    return z, eps


#: RMSNorm kernel -> (numpy call, mpmath twin call, axes of one sample), as :data:`PAIRS`
RMS_PAIRS = {
    "rms_core": _pair("rms_core", _z_eps, 1),
    "rms_norm": _pair("rms_norm", lambda z, e, x: (z, x["gamma"], e, x["beta"]), 1),
    "rms_norm (no bias)": _pair("rms_norm", lambda z, e, x: (z, x["gamma"], e), 1),
    "rms_jvp": _pair("rms_jvp", lambda z, e, x: (z, e, x["t"]), 1),
    "rms_jvp (gamma)": _pair("rms_jvp", lambda z, e, x: (z, e, x["t"], x["gamma"]), 1),
    "rms_vjp": _pair("rms_vjp", lambda z, e, x: (z, e, x["g"]), 1),
    "rms_vjp (gamma)": _pair("rms_vjp", lambda z, e, x: (z, e, x["g"], x["gamma"]), 1),
    "rms_jacobian": _pair("rms_jacobian", _z_eps, 2),
    "rms_jacobian (gamma)": _pair("rms_jacobian", lambda z, e, x: (z, e, x["gamma"]), 2),
    "rms_param_grads": _pair("rms_param_grads", lambda z, e, x: (z, e, x["g"]), None),
}
