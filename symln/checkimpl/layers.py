r"""Layer classes as targets: each instantiated with the batch's gamma, beta and eps.

Layer norm (:data:`LAYERS`):

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

RMSNorm (:data:`RMS_LAYERS`, ``--norm rms``), the same way with the RMSNorm
class of each library: ``torch.nn.RMSNorm``, ``flax.linen.RMSNorm``,
``flax.nnx.RMSNorm``, ``keras.layers.RMSNormalization``, ``equinox.nn.RMSNorm``
(with its default bias: ``use_bias=True``) and ``haiku.RMSNorm``; all but
equinox's are bias-free (gain only).

Every other argument keeps the library's default (flax's ``use_fast_variance``,
keras's dtype policy, ...): the check is of the layer as users get it.  The
same class named as ``module:Class`` (``torch.nn:LayerNorm``) is the same
target, and so is a user's subclass of ``torch.nn.Module`` built as
``Class(d, eps=eps)`` with parameters ``weight`` and ``bias`` (the protocol
of ``torch.nn.LayerNorm``); as an RMSNorm, with ``weight`` alone too
(transformers' ``LlamaRMSNorm``, ``GemmaRMSNorm``, ``T5LayerNorm``).  A layer
norm class named with ``--norm rms``, or an RMSNorm class without it, is a
usage error.

keras is used with its JAX backend: if keras is not imported yet and
``KERAS_BACKEND`` is unset, it is set to ``jax``.
"""

from __future__ import annotations

import functools
import os
import sys

from .frameworks import jax_target, require, torch_target
from .targets import Target, TargetError

__all__ = ["LAYERS", "RMS_LAYERS", "CLASSES", "layer_target", "class_target"]

#: the parameters a torch module of each norm may have, and what each is set to
TORCH_PARAMETERS = {"layer": ({"weight", "bias"},), "rms": ({"weight"}, {"weight", "bias"})}


def _torch_layer(name: str, cls=None, norm: str = "layer") -> Target:
    torch = require("torch", name)
    cls = cls or (torch.nn.LayerNorm if norm == "layer" else torch.nn.RMSNorm)
    allowed = TORCH_PARAMETERS[norm]

    def fn(x, gamma, beta, eps):
        layer = cls(x.shape[-1], eps=eps).to(x.dtype)
        params = {n for n, _ in layer.named_parameters()}
        if params not in allowed:
            expected = " or ".join(" and ".join(sorted(a, reverse=True)) for a in allowed)
            raise TargetError(f"target {name!r}: expected parameters {expected}, got {', '.join(sorted(params)) or 'none'}")
        given = {"weight": gamma, "bias": beta}
        return torch.func.functional_call(layer, {n: given[n] for n in params}, (x,))

    return torch_target(name, fn)


def _flax_linen(name: str, norm: str = "layer") -> Target:
    nn = require("flax.linen", name)

    def fn(x, gamma, beta, eps):
        if norm == "layer":
            return nn.LayerNorm(epsilon=eps).apply({"params": {"scale": gamma, "bias": beta}}, x)
        return nn.RMSNorm(epsilon=eps).apply({"params": {"scale": gamma}}, x)

    return jax_target(name, fn)


def _flax_nnx(name: str, norm: str = "layer") -> Target:
    nnx = require("flax.nnx", name)
    cls = nnx.LayerNorm if norm == "layer" else nnx.RMSNorm

    def fn(x, gamma, beta, eps):
        layer = cls(x.shape[-1], epsilon=eps, param_dtype=gamma.dtype, rngs=nnx.Rngs(0))
        layer.scale.set_value(gamma)
        if norm == "layer":
            layer.bias.set_value(beta)
        return layer(x)

    return jax_target(name, fn)


def _keras(name: str, norm: str = "layer") -> Target:
    if "keras" not in sys.modules:
        os.environ.setdefault("KERAS_BACKEND", "jax")
    keras = require("keras", name)
    if keras.backend.backend() != "jax":
        raise TargetError(f"target {name!r} is checked on keras's JAX backend; keras runs on "
                          f"{keras.backend.backend()!r} here (set KERAS_BACKEND=jax)")
    cls = keras.layers.LayerNormalization if norm == "layer" else keras.layers.RMSNormalization

    @functools.cache
    def layer(d, eps):
        built = cls(epsilon=eps)
        built.build((None, d))
        return built

    def fn(x, gamma, beta, eps):
        y, _ = layer(x.shape[-1], eps).stateless_call([gamma, beta] if norm == "layer" else [gamma], [], x)
        return y

    return jax_target(name, fn)


def _equinox(name: str, norm: str = "layer") -> Target:
    eqx = require("equinox", name)
    jax = require("jax", name)
    cls = eqx.nn.LayerNorm if norm == "layer" else eqx.nn.RMSNorm

    def fn(x, gamma, beta, eps):
        layer = cls(x.shape[-1], eps=eps, dtype=gamma.dtype)
        layer = eqx.tree_at(lambda m: (m.weight, m.bias), layer, (gamma, beta))
        rows = x.reshape(-1, x.shape[-1])
        return jax.vmap(layer)(rows).reshape(x.shape)

    return jax_target(name, fn)


def _haiku(name: str, norm: str = "layer") -> Target:
    hk = require("haiku", name)

    @functools.cache
    def transformed(eps):
        if norm == "layer":
            return hk.transform(lambda x: hk.LayerNorm(axis=-1, create_scale=True, create_offset=True, eps=eps)(x))
        return hk.transform(lambda x: hk.RMSNorm(axis=-1, eps=eps)(x))

    def fn(x, gamma, beta, eps):
        if norm == "layer":
            return transformed(eps).apply({"layer_norm": {"scale": gamma, "offset": beta}}, None, x)
        return transformed(eps).apply({"rms_norm": {"scale": gamma}}, None, x)

    return jax_target(name, fn)


#: layer norm class name -> builder of its target
LAYERS = {
    "torch.nn.LayerNorm": _torch_layer,
    "flax.linen.LayerNorm": _flax_linen,
    "flax.nnx.LayerNorm": _flax_nnx,
    "keras.layers.LayerNormalization": _keras,
    "equinox.nn.LayerNorm": _equinox,
    "haiku.LayerNorm": _haiku,
}
#: RMSNorm class name -> builder of its target
RMS_LAYERS = {
    "torch.nn.RMSNorm": _torch_layer,
    "flax.linen.RMSNorm": _flax_linen,
    "flax.nnx.RMSNorm": _flax_nnx,
    "keras.layers.RMSNormalization": _keras,
    "equinox.nn.RMSNorm": _equinox,
    "haiku.RMSNorm": _haiku,
}
#: the layer classes of each norm (``--norm``)
CLASSES = {"layer": LAYERS, "rms": RMS_LAYERS}


def layer_target(name: str, norm: str = "layer", spec: str | None = None) -> Target:
    """The target of layer class *name* (a key of :data:`LAYERS` or :data:`RMS_LAYERS`), checked as *norm*
    and named *spec* (default *name*); TargetError if the class is the other norm's."""
    if name not in CLASSES[norm]:
        other = "rms" if norm == "layer" else "layer"
        what = "an RMSNorm" if other == "rms" else "a layer norm"
        raise TargetError(f"target {spec or name!r} is {what} layer; check it with --norm {other}")
    return CLASSES[norm][name](spec or name, norm=norm)


def class_target(cls, spec: str, norm: str = "layer") -> Target:
    """The target of class *cls* named by *spec*: a class of :data:`CLASSES`, or a torch.nn.Module subclass."""
    for table in CLASSES.values():
        for name in table:
            module, _, attr = name.rpartition(".")
            loaded = sys.modules.get(module)
            if loaded is not None and getattr(loaded, attr, None) is cls:
                return layer_target(name, norm, spec)
    torch = sys.modules.get("torch")
    if torch is not None and issubclass(cls, torch.nn.Module):
        return _torch_layer(spec, cls, norm)
    known = ", ".join(CLASSES[norm])
    params = "weight and bias" if norm == "layer" else "weight (and bias)"
    raise TargetError(f"target {spec!r} is a class that check-impl does not know how to build; it knows {known} and "
                      f"torch.nn.Module subclasses built as Class(d, eps=eps) with parameters {params}; "
                      "wrap others in fn(z, gamma, beta, eps)")
