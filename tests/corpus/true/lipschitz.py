"""Corpus of true claims, class lipschitz: True ``LipschitzBound`` claims.

Each claim is true; none may end "failed" (tests/prove/test_corpus.py keys the known holes by id). Every
claim's article is "corpus-true:lipschitz".  From: RT5.true.* (red-team round 5, true claims), RT8.true.*
(red-team round 8, true claims), RT9.true.* (red-team round 9, true claims), RT12.true.* (red-team round 12,
true claims); tests/corpus/ROUNDS.md says what each round probed.
"""

from sympy import Rational

from symln import LipschitzBound, claim
from symln.model import center, core, variance
from symln.rms import rms_core


# ---------------------------------------------------------------- red-team round 5, true claims (RT5.true.*)


@claim(
    "RT5.true.rms-lipschitz",
    article="corpus-true:lipschitz",
    statement="RMSNorm's core is Lipschitz with squared constant 1/eps (true: its Jacobian is symmetric with "
    "eigenvalues 1/sqrt(s + eps) and eps/(s + eps)^(3/2), both <= 1/sqrt(eps)).",
    cites=("mean value inequality",),
)
def rms_lipschitz(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    f = lambda y: rms_core(m, y, eps)  # noqa: E731
    gap = m.norm2(x.vector) / eps - m.norm2(m.D(f, m.z, x.vector))
    return LipschitzBound(f, 1 / eps, x, gap)


# ---------------------------------------------------------------- red-team round 8, true claims (RT8.true.*)


@claim(
    "RT8.true.lipschitz-sqrt-variance",
    article="corpus-true:lipschitz",
    statement="f(y) = sqrt(q(y) + c) 1 is 1-Lipschitz for c > 0: |D_t sqrt(q + c)| = |<t, v>|/(d sqrt(q + c)) "
    "<= |t|/sqrt(d), and |1|^2 = d.",
    cites=("mean value inequality",),
)
def true_lipschitz_sqrt_variance(m):
    c = m.scalar("c", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda y: m.sqrt(variance(m, y) + c) * m.one, 1, x, None)


# ---------------------------------------------------------------- red-team round 9, true claims (RT9.true.*)


SATURATED = 10**40


def saturated(m, p):
    try:
        return bool(m.norm2(p) > SATURATED)
    except TypeError:
        return False


def guarded_core(m, p, eps):
    return core(m, p, eps) * 1 if saturated(m, p) else core(m, p, eps)


def bound_gap(m, eps, x):
    v, q = center(m, m.z), variance(m, m.z)
    a, w = x.coefficients[0], x.remainder
    return (a**2 * m.d / eps + m.norm2(w) * q / (eps * (q + eps))
            + m.dot(v, w) ** 2 * (q + 2 * eps) / (m.d * (q + eps) ** 3))


@claim("RT9.true.lipschitz-saturated", article="corpus-true:lipschitz",
       statement="guarded_core is Lipschitz with constant eps^(-1/2) (true: it is the core, E18).",
       cites=("mean value inequality for continuously differentiable maps",))
def lipschitz_saturated(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: guarded_core(m, p, eps), 1 / eps, x, bound_gap(m, eps, x))


# ---------------------------------------------------------------- red-team round 12, true claims (RT12.true.*)


HALF = Rational(1, 2)


def rms(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


@claim(
    "RT12.true.rms-lipschitz",
    article="corpus-true:lipschitz",
    statement="RMSNorm is Lipschitz with |r(a) - r(b)|^2 <= |a - b|^2/eps: |J x|^2 = |x|^2/(s+eps) - <z,x>^2 (s+2eps)/(d (s+eps)^3)",
    cites=("mean value inequality for continuously differentiable maps",),
)
def rms_lipschitz_rt12(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    s = m.norm2(m.z) / m.d
    X = x.vector
    gap = m.norm2(X) * s / (eps * (s + eps)) + m.dot(m.z, X) ** 2 * (s + 2 * eps) / (m.d * (s + eps) ** 3)
    return LipschitzBound(lambda p: rms(m, p, eps), 1 / eps, x, gap)
