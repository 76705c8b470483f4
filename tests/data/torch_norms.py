"""torch layer norms for the tests of ``symln check-impl``: functions on tensors and a module class.

Each function has the target signature ``fn(x, gamma, beta, eps) -> y`` on
torch tensors; check-impl recognises them by the tensors they return and
checks their backward pass through autograd.
"""

import torch


def _stats(x):
    mu = x.mean(-1, keepdim=True)
    return mu, ((x - mu) ** 2).mean(-1, keepdim=True)


def two_pass(x, gamma, beta, eps):
    """Right: mean, then the mean square of the centered rows."""
    mu, var = _stats(x)
    return (x - mu) / torch.sqrt(var + eps) * gamma + beta


def detached(x, gamma, beta, eps):
    """Right values, wrong backward: the statistics treated as constants (a classic bug)."""
    mu, var = _stats(x)
    return (x - mu.detach()) / torch.sqrt(var.detach() + eps) * gamma + beta


def one_pass(x, gamma, beta, eps):
    """Variance as ``E[x^2] - E[x]^2`` in the input's dtype."""
    mu = x.mean(-1, keepdim=True)
    var = (x * x).mean(-1, keepdim=True) - mu * mu
    return (x - mu) / torch.sqrt(var + eps) * gamma + beta


class DetachedLayerNorm(torch.nn.LayerNorm):
    """torch.nn.LayerNorm (its weight, bias and eps) whose statistics do not reach autograd."""

    def forward(self, x):
        return detached(x, self.weight, self.bias, self.eps)


def upcast(x, gamma, beta, eps):
    """Right in every dtype: half-precision inputs computed in float32, as the libraries do."""
    wide = torch.promote_types(x.dtype, torch.float32)
    return two_pass(x.to(wide), gamma.to(wide), beta.to(wide), eps).to(x.dtype)
