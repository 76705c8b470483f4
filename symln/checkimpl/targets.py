r"""What ``symln check-impl`` checks: a user's layer norm, or a built-in adapter.

A target is a callable ``fn(z, gamma, beta, eps) -> y`` on numpy arrays:
``z`` of shape ``(..., d)``, ``gamma`` and ``beta`` of shape ``(d,)``, ``eps``
a Python float, ``y`` of the shape of ``z``.  It is named on the command line
as

* ``module:function`` (``function`` may be dotted, ``module`` may also be a
  path to a ``.py`` file; the current directory is searched first, as
  ``python -m`` does);
* ``numpy``: the common two-pass numpy idiom (:func:`numpy_layer_norm`);
* ``torch``: ``torch.nn.functional.layer_norm``, with its input Jacobian
  from autograd (PyTorch is optional; without it this target is a usage
  error).

>>> target = resolve("numpy")
>>> target.name, target.vjp is None
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

__all__ = ["Target", "TargetError", "resolve", "as_target", "numpy_layer_norm", "torch_target"]


class TargetError(SymlnError, ValueError):
    """A target that cannot be imported or called (``symln check-impl`` exits 2)."""


@dataclass(frozen=True)
class Target:
    """A layer norm to check.

    ``forward(z, gamma, beta, eps)`` gives y; ``vjp(z, gamma, beta, eps, g)``,
    when the target has derivatives of its own (autograd), gives ``J_y^T g``
    for the input Jacobian ``J_y`` of y; without it the Jacobian is checked by
    central differences of ``forward``.
    """

    name: str
    forward: Callable
    vjp: Callable | None = None


def numpy_layer_norm(z, gamma, beta, eps):
    """The common two-pass numpy layer norm: mean, centered mean square, divide, scale, shift."""
    mu = z.mean(axis=-1, keepdims=True)
    var = ((z - mu) ** 2).mean(axis=-1, keepdims=True)
    return (z - mu) / np.sqrt(var + eps) * gamma + beta


def torch_target() -> Target:
    """``torch.nn.functional.layer_norm`` with autograd's ``J_y^T g``; TargetError without PyTorch."""
    try:
        import torch
    except ImportError:
        raise TargetError(
            "target 'torch' needs PyTorch, which is not installed; install it to check "
            "torch.nn.functional.layer_norm (the CPU build is enough)"
        ) from None
    layer_norm = torch.nn.functional.layer_norm

    def forward(z, gamma, beta, eps):
        with torch.no_grad():
            x = torch.from_numpy(np.ascontiguousarray(z))
            w, b = torch.from_numpy(np.ascontiguousarray(gamma)), torch.from_numpy(np.ascontiguousarray(beta))
            return layer_norm(x, (z.shape[-1],), w, b, eps).numpy()

    def vjp(z, gamma, beta, eps, g):
        x = torch.from_numpy(np.array(z)).requires_grad_(True)
        w, b = torch.from_numpy(np.ascontiguousarray(gamma)), torch.from_numpy(np.ascontiguousarray(beta))
        y = layer_norm(x, (z.shape[-1],), w, b, eps)
        (grad,) = torch.autograd.grad(y, x, grad_outputs=torch.from_numpy(np.ascontiguousarray(g)))
        return grad.numpy()

    return Target("torch", forward, vjp)


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


def resolve(spec: str) -> Target:
    """The target named *spec*: ``torch``, ``numpy`` or ``module:function``."""
    if spec == "numpy":
        return Target("numpy", numpy_layer_norm)
    if spec == "torch":
        return torch_target()
    module, sep, attr = spec.rpartition(":")
    if not sep or not module or not attr:
        raise TargetError(f"target {spec!r}: expected 'torch', 'numpy' or 'module:function'")
    obj = _import(module, spec)
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise TargetError(f"target {spec!r}: {module!r} has no attribute {attr!r}") from None
    if not callable(obj):
        raise TargetError(f"target {spec!r}: {attr!r} is not callable (a {type(obj).__name__})")
    return Target(spec, obj)


def as_target(target) -> Target:
    """A :class:`Target` from a Target, a target name or a plain callable."""
    if isinstance(target, Target):
        return target
    if isinstance(target, str):
        return resolve(target)
    if callable(target):
        return Target(getattr(target, "__qualname__", repr(target)), target)
    raise TargetError(f"target: expected a callable or a target name, got {type(target).__name__}")
