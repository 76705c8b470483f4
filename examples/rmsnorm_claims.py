"""Claims about RMSNorm, r(z) = z / sqrt(s + eps) with s = |z|^2 / d (no centering).

Verify them next to the built-in claims:

    symln verify --claims examples/rmsnorm_claims.py --article rmsnorm
"""

from sympy import Rational

from symln import Equal, LessEqual, Positive, claim

HALF = Rational(1, 2)


def rms_norm(m, x, eps):
    """r(x) = x / sqrt(|x|^2/d + eps), written with the model's operations only."""
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


@claim(
    "RMS1",
    article="rmsnorm",
    statement="The Jacobian of RMSNorm is (s+eps)^(-1/2) (I - z z^T / (d (s+eps))) with s = |z|^2/d.",
)
def rmsnorm_jacobian(m):
    eps = m.scalar("eps", positive=True)
    z = m.z
    s = m.norm2(z) / m.d
    derived = m.jacobian(lambda x: rms_norm(m, x, eps), z)
    closed = (m.eye() - m.outer(z, z) / (m.d * (s + eps))) * (s + eps) ** (-HALF)
    return Equal(derived, closed)


@claim(
    "RMS2",
    article="rmsnorm",
    statement="RMSNorm outputs have mean square s/(s + eps), below 1.",
)
def rmsnorm_mean_square(m):
    eps = m.scalar("eps", positive=True)
    s = m.norm2(m.z) / m.d
    mean_square = m.norm2(rms_norm(m, m.z, eps)) / m.d
    return [Equal(mean_square, s / (s + eps)), LessEqual(mean_square, 1, gap=eps / (s + eps))]


@claim(
    "RMS3",
    article="rmsnorm",
    statement="Unlike layer norm, RMSNorm keeps a common shift: the constant input c 1 (c > 0) maps to "
    "c 1 / sqrt(c^2 + eps), whose coordinates sum to d c / sqrt(c^2 + eps) > 0.",
)
def rmsnorm_keeps_shift(m):
    eps, c = m.scalar("eps", positive=True), m.scalar("c", positive=True)
    total = m.total(rms_norm(m, m.one * c, eps))
    return [Equal(total, m.d * c * (c**2 + eps) ** (-HALF)), Positive(total)]
