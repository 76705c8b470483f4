r"""torch and JAX targets: arrays in and out, and the target's own derivatives.

A framework target is a function ``fn(x, gamma, beta, eps) -> y`` on the
framework's arrays (``torch.Tensor`` or ``jax.Array``; ``eps`` a Python
float).  :func:`torch_target` and :func:`jax_target` wrap it into a
:class:`~symln.checkimpl.targets.Target` on numpy arrays whose ``backward``
gives the gradients of ``<g, y>`` with respect to x, gamma and beta by the
framework's autodiff (``torch.autograd.grad``, ``jax.vjp``), so that the
backward pass the framework would train with is what gets checked.  A JAX
target also has a second mode, the same function under ``jax.jit`` (XLA may
fuse and reorder a compiled layer norm differently from the eager one).

Arrays keep their dtype across: float64, float32, float16 and bfloat16
(``ml_dtypes.bfloat16`` on the numpy side).  JAX targets turn on JAX's 64-bit
mode (``jax_enable_x64``); without it JAX silently computes float64 inputs in
float32.

:func:`detect` tells which framework a ``module:function`` target computes in:
the type of what it returns on a small float32 batch, called with numpy
arrays and, if that fails, with the arrays of each framework imported by
then (the function may import its framework itself).
"""

from __future__ import annotations

import functools
import sys
import warnings

import numpy as np

__all__ = ["detect", "torch_target", "jax_target", "require"]


def require(module: str, what: str):
    """Import *module* for *what*, or raise TargetError naming both."""
    import importlib

    from .targets import TargetError

    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise TargetError(f"target {what!r} needs {module.split('.')[0]}, which is not installed ({exc})") from None


# --- torch ------------------------------------------------------------------------------------------------


def _to_torch(torch, a: np.ndarray, grad: bool = False):
    """A tensor holding *a* in its dtype (bfloat16 through its bits)."""
    a = np.ascontiguousarray(a)
    if a.dtype.name == "bfloat16":
        t = torch.from_numpy(a.view(np.uint16).copy()).view(torch.bfloat16)
    else:
        t = torch.from_numpy(a.copy() if grad else a)
    return t.requires_grad_(True) if grad else t


def _from_torch(torch, t) -> np.ndarray:
    if not isinstance(t, torch.Tensor):
        return np.asarray(t, dtype=np.float64)
    return t.detach().to(torch.float64).numpy()


def torch_target(name: str, fn):
    """A :class:`~symln.checkimpl.targets.Target` of the torch function ``fn(x, gamma, beta, eps)``.

    A gradient that autograd leaves undefined (an input the output does not
    depend on through the graph) counts as zero.
    """
    import torch

    from .targets import Target

    def forward(z, gamma, beta, eps):
        with torch.no_grad():
            return _from_torch(torch, fn(*(_to_torch(torch, a) for a in (z, gamma, beta)), eps))

    def backward(z, gamma, beta, eps, g):
        inputs = tuple(_to_torch(torch, a, grad=True) for a in (z, gamma, beta))
        with torch.enable_grad():
            y = fn(*inputs, eps)
            if not isinstance(y, torch.Tensor) or not y.requires_grad:
                return tuple(np.zeros(a.shape) for a in (z, gamma, beta))
            cot = _to_torch(torch, g).to(y.dtype)
            grads = torch.autograd.grad(y, inputs, grad_outputs=cot, allow_unused=True)
        return tuple(np.zeros(a.shape) if d is None else _from_torch(torch, d) for a, d in zip((z, gamma, beta), grads))

    return Target(name, forward, backward, autodiff="torch.autograd")


# --- JAX --------------------------------------------------------------------------------------------------


def _jax():
    import jax

    jax.config.update("jax_enable_x64", True)
    return jax


def jax_target(name: str, fn):
    """A :class:`~symln.checkimpl.targets.Target` of the JAX function ``fn(x, gamma, beta, eps)``, eager,
    with its ``jax.jit`` twin as :attr:`~symln.checkimpl.targets.Target.jit`."""
    jax = _jax()
    jnp = jax.numpy

    from .targets import Target

    def vjp(x, w, b, g, eps):
        y, pull = jax.vjp(lambda x, w, b: fn(x, w, b, eps), x, w, b)
        return pull(g.astype(y.dtype))

    def make(forward_fn, vjp_fn, label, mode, autodiff):
        def forward(z, gamma, beta, eps):
            return np.asarray(forward_fn(jnp.asarray(z), jnp.asarray(gamma), jnp.asarray(beta), eps), dtype=np.float64)

        def backward(z, gamma, beta, eps, g):
            x, w, b, ct = (jnp.asarray(a) for a in (z, gamma, beta, g))
            return tuple(np.asarray(d, dtype=np.float64) for d in vjp_fn(x, w, b, ct, eps))

        return Target(label, forward, backward, autodiff=autodiff, mode=mode)

    jitted = make(jax.jit(fn, static_argnums=3), jax.jit(vjp, static_argnums=4), name, "jit", "jax.vjp under jax.jit")
    eager = make(fn, vjp, name, "eager", "jax.vjp")
    return Target(eager.name, eager.forward, eager.backward, autodiff=eager.autodiff, mode="eager", jit=jitted)


# --- which framework --------------------------------------------------------------------------------------


def _kind(out) -> str | None:
    torch, jax = sys.modules.get("torch"), sys.modules.get("jax")
    if torch is not None and isinstance(out, torch.Tensor):
        return "torch"
    if jax is not None and isinstance(out, jax.Array):
        return "jax"
    return None


@functools.cache
def _probe():
    z = np.linspace(-1.0, 2.0, 12, dtype=np.float32).reshape(3, 4)
    return z, np.ones(4, np.float32), np.zeros(4, np.float32)


def detect(fn) -> str | None:
    """``"torch"``, ``"jax"`` or None (numpy in, numpy out) for the target function *fn* (module docstring).

    The frameworks are looked up after the numpy call, so that a function which imports one in its own
    body (and then refuses numpy arrays) is called with that framework's arrays.
    """
    z, gamma, beta = _probe()

    def framework_calls():
        yield lambda: fn(z, gamma, beta, 1e-5)
        if "torch" in sys.modules:
            torch = sys.modules["torch"]
            yield lambda: fn(*(torch.from_numpy(a) for a in (z, gamma, beta)), 1e-5)
        if "jax" in sys.modules:
            jnp = sys.modules["jax"].numpy
            yield lambda: fn(*(jnp.asarray(a) for a in (z, gamma, beta)), 1e-5)

    for attempt in framework_calls():
        try:
            with warnings.catch_warnings(), np.errstate(all="ignore"):
                warnings.simplefilter("ignore")
                out = attempt()
        except Exception:  # the user's code: a failed probe only means "not this way"
            continue
        return _kind(out)
    return None
