"""torch RMSNorm modules for the tests of ``symln check-impl --norm rms``: the module protocols of the
libraries (``Class(d, eps=eps)``; a weight, with or without a bias), written here so that they need no
library but torch.

``LlamaStyle`` and ``GemmaStyle`` follow transformers' LlamaRMSNorm (float32 arithmetic, the gain after
the cast back) and GemmaRMSNorm (the gain ``1 + weight``, float32 arithmetic); ``Exact`` computes in the
input's dtype; ``WithBias`` adds a bias; ``NamedScale`` has its gain under another name.
"""

import torch


def _normalized(x, eps):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)


class Exact(torch.nn.Module):
    """RMSNorm in the input's dtype, gain only."""

    def __init__(self, d, eps=1e-6):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(d))
        self.eps = eps

    def forward(self, x):
        return self.weight * _normalized(x, self.eps)


class LlamaStyle(Exact):
    """transformers' LlamaRMSNorm: upcast to float32, normalize, cast back, then the gain."""

    def forward(self, x):
        return self.weight * _normalized(x.to(torch.float32), self.eps).to(x.dtype)


class GemmaStyle(torch.nn.Module):
    """transformers' GemmaRMSNorm: weight initialized to zeros, the gain ``1 + weight``, float32 arithmetic."""

    def __init__(self, d, eps=1e-6):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.zeros(d))
        self.eps = eps

    def forward(self, x):
        return (_normalized(x.float(), self.eps) * (1.0 + self.weight.float())).type_as(x)


class WithBias(Exact):
    """RMSNorm with a bias after the gain."""

    def __init__(self, d, eps=1e-6):
        super().__init__(d, eps)
        self.bias = torch.nn.Parameter(torch.zeros(d))

    def forward(self, x):
        return super().forward(x) + self.bias


class NamedScale(torch.nn.Module):
    """The gain under a name of its own: not the protocol."""

    def __init__(self, d, eps=1e-6):
        super().__init__()
        self.scale = torch.nn.Parameter(torch.ones(d))
        self.eps = eps

    def forward(self, x):
        return self.scale * _normalized(x, self.eps)


def imports_torch_itself(z, gamma, beta, eps):
    """A function that brings its own framework: it imports torch in its body and refuses numpy arrays."""
    import torch as framework

    if not isinstance(z, framework.Tensor):
        raise TypeError("expected a tensor")
    return gamma * _normalized(z, eps)
