r"""What ``symln check-impl`` checks: a user's layer norm, a layer class, or a built-in adapter.

A target computes ``y = layer_norm(z; gamma, beta, eps)`` for ``z`` of shape
``(..., d)``, ``gamma`` and ``beta`` of shape ``(d,)``, ``eps`` a Python
float, ``y`` of the shape of ``z``.  It is named on the command line as

* ``module:function`` (``function`` may be dotted, ``module`` may also be a
  path to a ``.py`` file; the current directory is searched first, as
  ``python -m`` does).  The function takes numpy arrays, or the arrays of
  torch or JAX: a function that returns a ``torch.Tensor`` or a ``jax.Array``
  (:func:`symln.checkimpl.frameworks.detect`) is called with the framework's
  arrays and its backward pass is the framework's autodiff;
* ``module:Class`` or one of the names of :data:`symln.checkimpl.layers.LAYERS`
  (``torch.nn.LayerNorm``, ``flax.linen.LayerNorm``, ...): the layer class,
  instantiated with the batch's gamma, beta and eps;
* ``numpy``: the common two-pass numpy idiom (:func:`numpy_layer_norm`;
  with ``norm="rms"``, :func:`numpy_rms_norm`);
* ``torch``: ``torch.nn.functional.layer_norm`` with autograd (with
  ``norm="rms"``, ``torch.nn.functional.rms_norm``; PyTorch is optional:
  without it this target is a usage error).

An RMSNorm target may ignore beta (the bias-free form of most RMSNorm layers).

>>> target = resolve("numpy")
>>> target.name, target.backward is None
('numpy', True)
>>> resolve("no_such_module_xyz:f")
Traceback (most recent call last):
symln.checkimpl.targets.TargetError: cannot import module 'no_such_module_xyz' of target 'no_such_module_xyz:f': No module named 'no_such_module_xyz'
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..errors import SymlnError

__all__ = ["Target", "TargetError", "resolve", "as_target", "numpy_layer_norm", "numpy_rms_norm", "torch_functional"]


class TargetError(SymlnError, ValueError):
    """A target that cannot be imported or called (``symln check-impl`` exits 2)."""


@dataclass(frozen=True)
class Target:
    """A layer norm to check, on numpy arrays.

    ``forward(z, gamma, beta, eps)`` gives y.  ``backward(z, gamma, beta, eps, g)``,
    when the target has derivatives of its own, gives the gradients of
    ``<g, y>`` with respect to z, gamma and beta, ``(J_y^T g, dgamma, dbeta)``,
    computed by *autodiff* (named in the report); without it the Jacobian is
    checked by central differences of ``forward`` and the parameter gradients
    are not checked.  *jit*, if given, is the same target in a second mode
    (JAX under ``jax.jit``), checked as well; *mode* names this one.
    """

    name: str
    forward: Callable
    backward: Callable | None = None
    autodiff: str | None = None
    mode: str | None = None
    jit: Target | None = None

    @property
    def modes(self) -> tuple[Target, ...]:
        """This target and its jit mode, if any."""
        return (self,) if self.jit is None else (self, self.jit)


def numpy_layer_norm(z, gamma, beta, eps):
    """The common two-pass numpy layer norm: mean, centered mean square, divide, scale, shift."""
    mu = z.mean(axis=-1, keepdims=True)
    var = ((z - mu) ** 2).mean(axis=-1, keepdims=True)
    return (z - mu) / np.sqrt(var + eps) * gamma + beta


def numpy_rms_norm(z, gamma, beta, eps):
    """The common numpy RMSNorm, bias-free: divide by the root of the mean square plus eps, scale."""
    return z / np.sqrt((z**2).mean(axis=-1, keepdims=True) + eps) * gamma


def torch_functional(name: str = "torch", norm: str = "layer") -> Target:
    """``torch.nn.functional.layer_norm`` (``rms_norm`` for *norm* ``"rms"``) with autograd; TargetError
    without PyTorch."""
    function = "layer_norm" if norm == "layer" else "rms_norm"
    try:
        import torch
    except ImportError:
        raise TargetError(
            f"target {name!r} needs PyTorch, which is not installed; install it to check "
            f"torch.nn.functional.{function} (the CPU build is enough)"
        ) from None
    from .frameworks import torch_target

    def layer_norm(x, gamma, beta, eps):
        return torch.nn.functional.layer_norm(x, (x.shape[-1],), gamma, beta, eps)

    def rms_norm(x, gamma, beta, eps):
        return torch.nn.functional.rms_norm(x, (x.shape[-1],), gamma, eps)

    return torch_target(name, layer_norm if norm == "layer" else rms_norm)


def _import(module: str, spec: str):
    """The module named *module* (dotted name or ``.py`` path), the current directory searched first."""
    if module.endswith(".py") or os.sep in module or "/" in module:
        path = Path(module)
        if not path.is_file():
            raise TargetError(f"target {spec!r}: no such file {module!r}")
        name = f"_symln_target_{path.stem}"
        loader_spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(loader_spec)
        try:
            loader_spec.loader.exec_module(mod)
        except Exception as exc:  # the user's module: any error is reported in one line
            raise TargetError(f"cannot import {module!r} of target {spec!r}: {type(exc).__name__}: {exc}") from None
        return mod
    cwd = os.getcwd()
    added = cwd not in sys.path and "" not in sys.path
    if added:
        sys.path.insert(0, cwd)
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        raise TargetError(f"cannot import module {module!r} of target {spec!r}: {exc}") from None
    except Exception as exc:
        raise TargetError(f"cannot import module {module!r} of target {spec!r}: {type(exc).__name__}: {exc}") from None
    finally:
        if added:
            sys.path.remove(cwd)


def resolve(spec: str, norm: str = "layer") -> Target:
    """The target named *spec*: ``torch``, ``numpy``, a layer class name or ``module:function``; the
    built-ins and layer classes of *norm* (``"layer"`` or ``"rms"``)."""
    from . import layers

    if spec == "numpy":
        return Target("numpy", numpy_layer_norm if norm == "layer" else numpy_rms_norm)
    if spec == "torch":
        return torch_functional(norm=norm)
    if spec in layers.LAYERS or spec in layers.RMS_LAYERS:
        return layers.layer_target(spec, norm)
    module, sep, attr = spec.rpartition(":")
    if not sep or not module or not attr:
        raise TargetError(f"target {spec!r}: expected 'torch', 'numpy', a layer class "
                          f"({', '.join(layers.CLASSES[norm])}) or 'module:function'")
    obj = _import(module, spec)
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise TargetError(f"target {spec!r}: {module!r} has no attribute {attr!r}") from None
    if isinstance(obj, type):
        return layers.class_target(obj, spec, norm)
    if not callable(obj):
        raise TargetError(f"target {spec!r}: {attr!r} is not callable (a {type(obj).__name__})")
    return _framework_target(spec, obj)


def _framework_target(name: str, fn) -> Target:
    """*fn* as a torch or JAX target when it computes in one (:func:`~symln.checkimpl.frameworks.detect`)."""
    from . import frameworks

    kind = frameworks.detect(fn)
    if kind == "torch":
        return frameworks.torch_target(name, fn)
    if kind == "jax":
        return frameworks.jax_target(name, fn)
    return Target(name, fn)


def as_target(target, norm: str = "layer") -> Target:
    """A :class:`Target` from a Target, a target name or a plain callable (checked as *norm*)."""
    if isinstance(target, Target):
        return target
    if isinstance(target, str):
        return resolve(target, norm)
    if isinstance(target, type):
        from .layers import class_target

        return class_target(target, f"{target.__module__}.{target.__qualname__}", norm)
    if callable(target):
        return _framework_target(getattr(target, "__qualname__", repr(target)), target)
    raise TargetError(f"target: expected a callable or a target name, got {type(target).__name__}")
