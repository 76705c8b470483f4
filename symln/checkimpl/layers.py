r"""Layer classes as targets: each instantiated with the batch's gamma, beta and eps.

======================================  =========================================================
target                                  what is called
======================================  =========================================================
``torch.nn.LayerNorm``                  ``LayerNorm(d, eps=eps, dtype=...)`` with weight = gamma,
                                        bias = beta (``torch.func.functional_call``)
``flax.linen.LayerNorm``                ``LayerNorm(epsilon=eps).apply({"params": {"scale": gamma,
                                        "bias": beta}}, x)``
``flax.nnx.LayerNorm``                  ``LayerNorm(d, epsilon=eps, param_dtype=...)`` with scale
                                        = gamma, bias = beta
``keras.layers.LayerNormalization``     ``LayerNormalization(epsilon=eps)``, its ``stateless_call``
                                        with ``[gamma, beta]`` (JAX backend)
``equinox.nn.LayerNorm``                ``LayerNorm(d, eps=eps)`` with weight = gamma, bias = beta,
                                        ``jax.vmap`` over the rows
``haiku.LayerNorm``                     ``LayerNorm(axis=-1, create_scale=True, create_offset=True,
                                        eps=eps)`` in ``hk.transform``, scale = gamma, offset = beta
======================================  =========================================================

Every other argument keeps the library's default (flax's ``use_fast_variance``,
keras's dtype policy, ...): the check is of the layer as users get it.  The
same class named as ``module:Class`` (``torch.nn:LayerNorm``) is the same
target, and so is a user's subclass of ``torch.nn.Module`` built as
``Class(d, eps=eps)`` with ``weight`` and ``bias`` parameters (the protocol
of ``torch.nn.LayerNorm``).

keras is used with its JAX backend: if keras is not imported yet and
``KERAS_BACKEND`` is unset, it is set to ``jax``.
"""

from __future__ import annotations

import functools
import os
import sys

from .frameworks import jax_target, require, torch_target
from .targets import Target, TargetError

__all__ = ["LAYERS", "layer_target", "class_target"]


def _torch_layer(name: str, cls=None) -> Target:
    torch = require("torch", name)
    cls = cls or torch.nn.LayerNorm

    def fn(x, gamma, beta, eps):
        layer = cls(x.shape[-1], eps=eps).to(x.dtype)
        params = dict(layer.named_parameters())
        if set(params) != {"weight", "bias"}:
            raise TargetError(f"target {name!r}: expected parameters weight and bias, got {', '.join(params)}")
        return torch.func.functional_call(layer, {"weight": gamma, "bias": beta}, (x,))

    return torch_target(name, fn)


def _flax_linen(name: str) -> Target:
    nn = require("flax.linen", name)

    def fn(x, gamma, beta, eps):
        return nn.LayerNorm(epsilon=eps).apply({"params": {"scale": gamma, "bias": beta}}, x)

    return jax_target(name, fn)


def _flax_nnx(name: str) -> Target:
    nnx = require("flax.nnx", name)

    def fn(x, gamma, beta, eps):
        layer = nnx.LayerNorm(x.shape[-1], epsilon=eps, param_dtype=gamma.dtype, rngs=nnx.Rngs(0))
        layer.scale.set_value(gamma)
        layer.bias.set_value(beta)
        return layer(x)

    return jax_target(name, fn)


def _keras(name: str) -> Target:
    if "keras" not in sys.modules:
        os.environ.setdefault("KERAS_BACKEND", "jax")
    keras = require("keras", name)
    if keras.backend.backend() != "jax":
        raise TargetError(f"target {name!r} is checked on keras's JAX backend; keras runs on "
                          f"{keras.backend.backend()!r} here (set KERAS_BACKEND=jax)")

    @functools.cache
    def layer(d, eps):
        built = keras.layers.LayerNormalization(epsilon=eps)
        built.build((None, d))
        return built

    def fn(x, gamma, beta, eps):
        y, _ = layer(x.shape[-1], eps).stateless_call([gamma, beta], [], x)
        return y

    return jax_target(name, fn)


def _equinox(name: str) -> Target:
    eqx = require("equinox", name)
    jax = require("jax", name)

    def fn(x, gamma, beta, eps):
        layer = eqx.nn.LayerNorm(x.shape[-1], eps=eps, dtype=gamma.dtype)
        layer = eqx.tree_at(lambda m: (m.weight, m.bias), layer, (gamma, beta))
        rows = x.reshape(-1, x.shape[-1])
        return jax.vmap(layer)(rows).reshape(x.shape)

    return jax_target(name, fn)


def _haiku(name: str) -> Target:
    hk = require("haiku", name)

    @functools.cache
    def transformed(eps):
        return hk.transform(lambda x: hk.LayerNorm(axis=-1, create_scale=True, create_offset=True, eps=eps)(x))

    def fn(x, gamma, beta, eps):
        return transformed(eps).apply({"layer_norm": {"scale": gamma, "offset": beta}}, None, x)

    return jax_target(name, fn)


#: layer class name -> builder of its target
LAYERS = {
    "torch.nn.LayerNorm": _torch_layer,
    "flax.linen.LayerNorm": _flax_linen,
    "flax.nnx.LayerNorm": _flax_nnx,
    "keras.layers.LayerNormalization": _keras,
    "equinox.nn.LayerNorm": _equinox,
    "haiku.LayerNorm": _haiku,
}


def layer_target(name: str) -> Target:
    """The target of layer class *name* (a key of :data:`LAYERS`)."""
    return LAYERS[name](name)


def class_target(cls, spec: str) -> Target:
    """The target of class *cls* named by *spec*: one of :data:`LAYERS`, or a torch.nn.Module subclass."""
    for name in LAYERS:
        module, _, attr = name.rpartition(".")
        loaded = sys.modules.get(module)
        if loaded is not None and getattr(loaded, attr, None) is cls:
            return LAYERS[name](spec)
    torch = sys.modules.get("torch")
    if torch is not None and issubclass(cls, torch.nn.Module):
        return _torch_layer(spec, cls)
    known = ", ".join(LAYERS)
    raise TargetError(f"target {spec!r} is a class that check-impl does not know how to build; it knows {known} and "
                      "torch.nn.Module subclasses built as Class(d, eps=eps); wrap others in fn(z, gamma, beta, eps)")
