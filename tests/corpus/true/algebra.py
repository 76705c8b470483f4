"""Corpus of true claims, class algebra: True identities (often the corrected twins of false claims).

Each claim is true; none may end "failed" (tests/prove/test_corpus.py keys the known holes by id). Every
claim's article is "corpus-true:algebra".  From: RT3.true.* (red-team round 3, true claims), RT4.true.* (red-
team round 4, true claims), RT5.true.* (red-team round 5, true claims), RT6.true.* (red-team round 6, true
claims), RT8.true.* (red-team round 8, true claims), RT9.true.* (red-team round 9, true claims), RT11.true.*
(red-team round 11, true claims), RT13.true.* (red-team round 13, true claims), RT14.true.* (red-team round
14, true claims), RT15.true.* (red-team round 15, true claims); tests/corpus/ROUNDS.md says what each round
probed.
"""

from fractions import Fraction
import functools

import sympy as sp
from sympy import Rational
from sympy.utilities.iterables import has_dups

from symln import AllD, Equal, Example, claim
from symln.model import center, centering_matrix, core, mean, variance
from symln.rms import mean_square, rms_core


# ---------------------------------------------------------------- red-team round 3, true claims (RT3.true.*)


@claim(
    "RT3.true.onepass-shift",
    article="corpus-true:algebra",
    statement="The one-pass variance is shift invariant: |z + c 1|^2/d - mean(z + c 1)^2 = q(z) (true: expand, "
    "the terms 2 c mu and c^2 cancel).",
)
def onepass_shift(m):
    c = m.scalar("c")
    x = m.z + m.one * c
    return Equal(m.norm2(x) / m.d - mean(m, x) ** 2, variance(m, m.z))


@claim(
    "RT3.true.onepass-scale-d",
    article="corpus-true:algebra",
    statement="The one-pass variance scales with a^2: |a z|^2/d - mean(a z)^2 = a^2 q(z) (true: both terms scale "
    "with a^2).",
)
def onepass_scale(m):
    a = m.scalar("a")
    x = m.z * a
    return Equal(m.norm2(x) / m.d - mean(m, x) ** 2, a**2 * variance(m, m.z))


@claim(
    "RT3.true.onepass-scaled-shift-c",
    article="corpus-true:algebra",
    statement="|a z + c 1|^2/d - mean(a z + c 1)^2 = a^2 q(z) (true: the shift cancels, the scale squares).",
)
def onepass_scaled_shift(m):
    a, c = m.scalar("a"), m.scalar("c")
    x = m.z * a + m.one * c
    return Equal(m.norm2(x) / m.d - mean(m, x) ** 2, a**2 * variance(m, m.z))


# ---------------------------------------------------------------- red-team round 4, true claims (RT4.true.*)


@claim(
    "RT4.true.projection-small-direction",
    article="corpus-true:algebra",
    statement="A vector w orthogonal to b = (10^-13, -10^-13) satisfies <w, b> = 0 (true by hypothesis; |b|^2 = 2e-26 "
    "is below the numeric tolerance, so the numeric model does not project b out).",
    scope=Example(2),
)
def projection_small_direction(m):
    b = m.vec([Rational(1, 10**13), -Rational(1, 10**13)])
    w = m.vector("w", orthogonal_to=(b,))
    return Equal(m.dot(w, b) * 10**13, 0)


# ---------------------------------------------------------------- red-team round 5, true claims (RT5.true.*)


@claim(
    "RT5.true.abs-squared",
    article="corpus-true:algebra",
    statement="|c|^2 = c^2 for every real c (true).",
)
def abs_squared(m):
    c = m.scalar("c")
    return Equal(abs(c) ** 2, c**2)


# ---------------------------------------------------------------- red-team round 6, true claims (RT6.true.*)


@claim(
    "RT6.true.recip-dot",
    article="corpus-true:algebra",
    statement="For x with no zero entry, <x, 1/x> = d (each term is 1; control).",
)
def true_recip_dot(m):
    x = m.vector("x", nonzero_entries=True)
    return Equal(m.dot(x, m.reciprocal(x)), m.d)


@claim(
    "RT6.true.branch-right",
    article="corpus-true:algebra",
    statement="For every eps > 0, the core variance is q/(q + eps), with a helper whose 'eps = 1 case' q/(q + 1) is "
    "right (control for the literal net).",
)
def true_branch_right(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    value = q / (q + 1) if eps == 1 else variance(m, core(m, m.z, eps))
    return Equal(value, q / (q + eps))


# ---------------------------------------------------------------- red-team round 8, true claims (RT8.true.*)


PAD_D = 7


UNIT_GAINS = {1}


def trace_p(m):
    return m.trace(centering_matrix(m))


def live_width(m, pad=7):
    """At the padding width the helper returns pad - 1, which is d - 1 there too."""
    return pad - 1 if (m.d - pad).is_zero else m.d - 1


core_with = functools.partial(core)


@claim(
    "RT8.true.branch-agrees-singleton",
    article="corpus-true:algebra",
    statement="For every real c, h(c) = c^2 if c = 1 (sp.S.One == c) else c equals c (at c = 1, c^2 = 1 = c).",
)
def true_branch_agrees_singleton(m):
    c = m.scalar("c")
    return Equal(c * c if sp.S.One == c else c, c)


@claim(
    "RT8.true.module-constant-harmless",
    article="corpus-true:algebra",
    statement="trace(P) = PAD_D - 1 at d = PAD_D and d - 1 elsewhere, i.e. d - 1 for every d.",
)
def true_module_constant_harmless(m):
    live = PAD_D - 1 if (m.d - PAD_D).is_zero else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.true.default-argument-harmless",
    article="corpus-true:algebra",
    statement="trace(P) = live_width(m) (pad - 1 = d - 1 at d = pad) for every d.",
)
def true_default_argument_harmless(m):
    return Equal(trace_p(m), live_width(m))


@claim(
    "RT8.true.global-set-harmless",
    article="corpus-true:algebra",
    statement="For every real c, c^2 if c in UNIT_GAINS = {1} else c equals c (at c = 1 both are 1).",
)
def true_global_set_harmless(m):
    c = m.scalar("c")
    return Equal(c * c if c in UNIT_GAINS else c, c)


@claim(
    "RT8.true.partial-core-sums-to-zero",
    article="corpus-true:algebra",
    statement="The core, called through functools.partial, sums to 0 (u = v/sqrt(q + eps) and 1.v = 0).",
)
def true_partial_core(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.total(core_with(m, m.z, eps)), 0 * eps)


@claim(
    "RT8.true.fraction-coefficient",
    article="corpus-true:algebra",
    statement="(c Fraction(1, 3)) 3 = c for every real c (a Fraction is the exact rational 1/3).",
)
def true_fraction_coefficient(m):
    c = m.scalar("c")
    return Equal(c * Fraction(1, 3) * 3, c)


@claim(
    "RT8.true.singleton-half-trace",
    article="corpus-true:algebra",
    statement="(trace(P) + 1)/2 = d/2, written with sp.S.Half (trace(P) = d - 1).",
)
def true_singleton_half_trace(m):
    return Equal(sp.S.Half * (trace_p(m) + 1), m.d * sp.S.Half)


# ---------------------------------------------------------------- red-team round 9, true claims (RT9.true.*)


DENSE_MAX = 12


CHUNK = 16


EPS_DOMINANT = 10**8


def chunked_total(m, x):
    """Sum of the coordinates in blocks of CHUNK, the last partial block included."""
    try:
        n = int(m.d)
    except TypeError:
        return m.total(x)
    xs = m.coordinates(x)
    total = xs[0] * 0
    for start in range(0, n, CHUNK):
        block = xs[start:start + CHUNK]
        total = total + sum(block[1:], block[0])
    return total


def core_variance(m, eps):
    q = variance(m, m.z)
    try:
        dominated = bool(eps > EPS_DOMINANT)
    except TypeError:
        dominated = False
    return q / (eps + q) if dominated else q / (q + eps)


def doubled(c):
    if not isinstance(c, sp.Basic) and c > EPS_DOMINANT:
        return 2 * c
    return c + c


@claim("RT9.true.gt-is-true", article="corpus-true:algebra", statement="trace(P) = d - 1 on both branches (true: P = I - 11^T/d).")
def gt_is_true(m):
    return Equal(trace_p(m), m.d - 1 if sp.Gt(m.d, DENSE_MAX) is sp.true else m.d - 1)


@claim("RT9.true.ask", article="corpus-true:algebra", statement="trace(P) = d - 1 on both branches of sp.ask (true).")
def ask(m):
    return Equal(trace_p(m), (m.d - 1) if sp.ask(sp.Q.gt(m.d, DENSE_MAX)) else (m.d - 1))


@claim("RT9.true.str-relational", article="corpus-true:algebra", statement="trace(P) = d - 1 on both branches of str(Gt) (true).")
def str_relational(m):
    return Equal(trace_p(m), m.d - 1 if str(sp.Gt(m.d, DENSE_MAX)) == "True" else m.d - 1)


@claim("RT9.true.has-dups", article="corpus-true:algebra", statement="trace(P) = d - 1 on both branches of has_dups (true).")
def has_dups_square(m):
    return Equal(trace_p(m), m.d - 1 if has_dups([m.d * m.d, 169]) else m.d - 1)


@claim("RT9.true.equals", article="corpus-true:algebra", statement="trace(P) = d - 1 on both branches of .equals (true).")
def equals_zero(m):
    return Equal(trace_p(m), m.d - 1 if sp.sympify(m.d * m.d - 169).equals(0) is True else m.d - 1)


@claim("RT9.true.int-dimension", article="corpus-true:algebra",
       statement="The chunked reduction with its tail computes the mean (true: the blocks partition 1..d).")
def int_dimension(m):
    return Equal(chunked_total(m, m.z) / m.d, mean(m, m.z))


@claim("RT9.true.eps-threshold", article="corpus-true:algebra",
       statement="Var(core) = q/(q + eps) on both branches (true: u = v/sqrt(q + eps) has mean 0).")
def eps_threshold(m):
    eps = m.scalar("eps", positive=True)
    return Equal(variance(m, core(m, m.z, eps)), core_variance(m, eps))


@claim("RT9.true.isinstance-scalar", article="corpus-true:algebra", statement="doubled(c) 1 = 2 c 1 (true: both paths give 2c).")
def isinstance_scalar(m):
    c = m.scalar("c", positive=True)
    return Equal(doubled(c) * m.one, 2 * c * m.one)


# ---------------------------------------------------------------- red-team round 11, true claims (RT11.true.*)


# by hand: |v|^2 = d q
@claim("RT11.true.unbiased", article="corpus-true:algebra", statement="|v|^2/(d - 1) = d q/(d - 1) for d >= 2", scope=AllD(min_d=2))
def unbiased(m):
    q = variance(m, m.z)
    return Equal(m.norm2(center(m, m.z)) / (m.d - 1), m.d * q / (m.d - 1))


# ---------------------------------------------------------------- red-team round 13, true claims (RT13.true.*)


@claim("RT13.true.outer-coordinate", article="corpus-true:algebra", statement="e e^T = diag(e) for a standard basis vector e")
def outer_coordinate(m):
    e = m.coordinate_vector("e")
    return Equal(m.outer(e, e), m.diag(e))


@claim("RT13.true.orth-z", article="corpus-true:algebra", statement="<h, v> = -mu <1, h> for h orthogonal to z")
def orth_z(m):
    h = m.vector("h", orthogonal_to=(m.z,))
    mu = m.total(m.z) / m.d
    return Equal(m.dot(h, center(m, m.z)), -mu * m.total(h))


# ---------------------------------------------------------------- red-team round 14, true claims (RT14.true.*)


# |r_eps(z)|^2 = d s/(s + eps) (RMSNorm, eps > 0)
@claim("RT14.true.rms-norm", article="corpus-true:algebra", statement="|r_eps(z)|^2 = d s/(s + eps)")
def true_rms_norm(m):
    eps = m.scalar("eps", positive=True)
    s = mean_square(m, m.z)
    return Equal(m.norm2(rms_core(m, m.z, eps)), m.d * s / (s + eps))


# ---------------------------------------------------------------- red-team round 15, true claims (RT15.true.*)


# a + b > 0 for positive a, b
@claim("RT15.true.difference-quotient-positive", article="corpus-true:algebra",
       statement="(b^2 - a^2)/(a + b) = b - a for positive a, b (a + b > 0)")
def true_difference_quotient_positive(m):
    a = m.scalar("a", positive=True)
    b = m.scalar("b", positive=True)
    return Equal((b**2 - a**2) / (a + b), b - a)


# 1.u = 1.v/sigma = 0
@claim("RT15.true.core-mean-zero", article="corpus-true:algebra", statement="The core has coordinate sum 0 (1.v = 0)")
def true_core_mean_zero(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.total(core(m, m.z, eps)), 0)


# (q + eps)^2 - (q - eps)^2 = 4 q eps, a polynomial identity
@claim("RT15.true.squares-difference", article="corpus-true:algebra", statement="(q + eps)^2 - (q - eps)^2 = 4 q eps")
def true_squares_difference(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal((q + eps) ** 2 - (q - eps) ** 2, 4 * q * eps)


# |u|^2 = d q/(q + eps)
@claim("RT15.true.core-norm", article="corpus-true:algebra", statement="|u_eps(z)|^2 = d q/(q + eps) (|v|^2 = d q)")
def true_core_norm(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    return Equal(m.norm2(core(m, m.z, eps)), m.d * q / (q + eps))
