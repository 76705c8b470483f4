"""Layer norms written in torch and in JAX, as ``symln check-impl`` sees them.

From the repository root (torch and JAX installed):

    symln check-impl examples/framework_layer_norms.py:TorchLayerNorm --dtype float32      # exit 0
    symln check-impl examples/framework_layer_norms.py:jax_layer_norm --dtype bfloat16     # exit 0
    symln check-impl examples/framework_layer_norms.py:jax_layer_norm_frozen_stats         # exit 1

A ``torch.nn.Module`` class is built as ``TorchLayerNorm(d, eps=eps)`` with
the batch's gamma and beta as its ``weight`` and ``bias``; a function on JAX
arrays is called eagerly and under ``jax.jit``.  Both are differentiated by
their own framework, so the third one, whose statistics are held constant
in the backward pass, passes every forward check and fails ``jacobian:*``.
"""

import jax
import jax.numpy as jnp
import torch


class TorchLayerNorm(torch.nn.Module):
    """Layer norm over the last axis with the protocol of torch.nn.LayerNorm (weight, bias, eps)."""

    def __init__(self, d, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.weight = torch.nn.Parameter(torch.ones(d))
        self.bias = torch.nn.Parameter(torch.zeros(d))

    def forward(self, x):
        wide = torch.promote_types(x.dtype, torch.float32)  # half precision computed in float32
        r = x.to(wide) - x.to(wide).mean(-1, keepdim=True)
        y = r * torch.rsqrt((r * r).mean(-1, keepdim=True) + self.eps)
        return (y * self.weight + self.bias).to(x.dtype)


def jax_layer_norm(x, gamma, beta, eps):
    """The same in JAX, as a function ``fn(x, gamma, beta, eps)``."""
    wide = jnp.promote_types(x.dtype, jnp.float32)
    r = x.astype(wide) - x.astype(wide).mean(-1, keepdims=True)
    y = r * jax.lax.rsqrt((r * r).mean(-1, keepdims=True) + eps)
    return (y * gamma + beta).astype(x.dtype)


def jax_layer_norm_frozen_stats(x, gamma, beta, eps):
    """Right values, wrong gradients: the mean and variance behind ``jax.lax.stop_gradient``."""
    mu = jax.lax.stop_gradient(x.mean(-1, keepdims=True))
    var = jax.lax.stop_gradient(((x - mu) ** 2).mean(-1, keepdims=True))
    return (x - mu) * jax.lax.rsqrt(var + eps) * gamma + beta
