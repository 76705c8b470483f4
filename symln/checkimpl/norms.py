r"""The normalizations ``symln check-impl`` knows: layer norm and RMSNorm (``--norm layer|rms``).

A :class:`Norm` gathers what the oracle, the checks and the diagnosis need to
know about one normalization; everything else is shared.

**Layer norm** (``u = v/sqrt(q + eps)``, the epsilon article): the families of
:mod:`symln.checkimpl.families`; the condition of a row is ``kappa =
|mu|/sqrt(q + eps)`` (an input moved by ``u |mu|`` moves the core by ``u kappa``,
:mod:`symln.checkimpl.oracle`); the core's statistic is its variance
``q/(q + eps)`` (E4).

**RMSNorm** (``r = z/sqrt(s + eps)``, ``s = |z|^2/d``, the rmsnorm article):
the families of :data:`symln.kernels.families.RMS_FAMILIES`.  RMSNorm does not
center, so an offset costs nothing: entries moved by ``u |z_i|`` move r by
``J dz`` with ``(J dz)_i = dz_i/sqrt(s + eps) - r_i <z, dz>/(d (s + eps))``
(R2), at most ``u |r_i| + |r_i| u |z|^2/(d (s + eps)) <= 2 u |r|_inf``: the
condition of a row is ``|r|_inf`` (at most ``sqrt(d)``), which the bound's
``max(1, |y|_inf) + max|gamma| kappa`` carries with ``kappa = |r|_inf``.  The
statistic of r is its mean square ``s/(s + eps)`` (R12).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..kernels import array as kernels
from ..kernels import families as kernel_families

__all__ = ["Norm", "LAYER", "RMS", "NORMS", "mean_square"]


def mean_square(x: np.ndarray) -> np.ndarray:
    """``|x|^2/d`` per row (the statistic of RMSNorm's r)."""
    return np.mean(np.square(x), axis=-1)


@dataclass(frozen=True)
class Norm:
    """One normalization as ``symln check-impl`` sees it (module docstring).

    ``output(z, gamma, beta, eps)``, ``core(z, eps)``, ``vjp(z, eps, g, gamma)``,
    ``jvp(z, eps, t, gamma)`` are the oracle's kernels; ``statistic(core)`` is
    the statistic of a core row the identities check (variance or mean square)
    and ``statistic_of(z, eps)`` its exact value; ``scale(z, eps)`` is
    ``sqrt(q + eps)`` or ``sqrt(s + eps)`` per row (the Jacobian's largest
    eigenvalue is its reciprocal, E15 and R4); ``families`` maps each family
    to ``(d or None, eps)`` and ``family(name, rows=, d=, seed=)`` makes it.
    """

    name: str
    title: str
    output: Callable
    core: Callable
    vjp: Callable
    jvp: Callable
    statistic: Callable
    statistic_of: Callable
    scale: Callable
    families: dict
    family: Callable
    fit_families: tuple[str, ...]


def _core_variance(z64: np.ndarray, eps: float) -> np.ndarray:
    return kernels.core_variance(z64, eps)


def _rms_mean_square(z64: np.ndarray, eps: float) -> np.ndarray:
    """``s/(s + eps)`` (R12), from the kernel's r: exact to a few units."""
    return mean_square(kernels.rms_core(z64, eps))


def _layer_scale(z64: np.ndarray, eps: float) -> np.ndarray:
    from .oracle import moments  # the oracle imports this module

    return moments(z64, eps)[2]


def _rms_scale(z64: np.ndarray, eps: float) -> np.ndarray:
    return np.sqrt(np.mean(np.square(z64), axis=-1) + eps)


LAYER = Norm(
    "layer",
    "layer norm",
    output=kernels.layer_norm,
    core=kernels.core,
    vjp=kernels.vjp,
    jvp=kernels.jvp,
    statistic=lambda u: u.var(axis=-1),
    statistic_of=_core_variance,
    scale=_layer_scale,
    families=None,  # symln.checkimpl.families.FAMILIES (with "rare"), filled in there
    family=None,
    fit_families=("random", "tiny", "constant", "d1", "d2"),
)

RMS = Norm(
    "rms",
    "RMSNorm",
    output=lambda z, gamma, beta, eps: kernels.rms_norm(z, gamma, eps, beta),
    core=kernels.rms_core,
    vjp=kernels.rms_vjp,
    jvp=kernels.rms_jvp,
    statistic=mean_square,
    statistic_of=_rms_mean_square,
    scale=_rms_scale,
    families=dict(kernel_families.RMS_FAMILIES),
    family=kernel_families.rms_family,
    fit_families=("random", "tiny", "zero", "d1", "d2"),
)

NORMS = {"layer": LAYER, "rms": RMS}
