"""JAX layer norms for the tests of ``symln check-impl``: functions on JAX arrays.

check-impl recognises them by the arrays they return and checks their
backward pass through ``jax.vjp``, eagerly and under ``jax.jit``.
"""

import jax
import jax.numpy as jnp


def _stats(x):
    mu = x.mean(-1, keepdims=True)
    return mu, ((x - mu) ** 2).mean(-1, keepdims=True)


def two_pass(x, gamma, beta, eps):
    """Right: mean, then the mean square of the centered rows."""
    mu, var = _stats(x)
    return (x - mu) / jnp.sqrt(var + eps) * gamma + beta


def stop_gradient(x, gamma, beta, eps):
    """Right values, wrong backward: ``jax.lax.stop_gradient`` on the statistics."""
    mu, var = jax.lax.stop_gradient(_stats(x))
    return (x - mu) / jnp.sqrt(var + eps) * gamma + beta


def one_pass(x, gamma, beta, eps):
    """Variance as ``E[x^2] - E[x]^2`` in the input's dtype."""
    mu = x.mean(-1, keepdims=True)
    var = (x * x).mean(-1, keepdims=True) - mu * mu
    return (x - mu) / jnp.sqrt(var + eps) * gamma + beta


def weight_plus_one(x, gamma, beta, eps):
    """The gain applied as ``1 + gamma`` (a zero-centred weight) behind the usual signature."""
    mu, var = _stats(x)
    return (x - mu) / jnp.sqrt(var + eps) * (1 + gamma) + beta


def hard_coded_eps(x, gamma, beta, eps):
    """Ignores the eps it is given: always 1e-5."""
    return two_pass(x, gamma, beta, 1e-5)


def upcast(x, gamma, beta, eps):
    """Right in every dtype: half-precision inputs computed in float32, as the libraries do."""
    wide = jnp.promote_types(x.dtype, jnp.float32)
    y = two_pass(x.astype(wide), gamma.astype(wide), beta.astype(wide), eps)
    return y.astype(x.dtype)
