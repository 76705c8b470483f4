"""True claims probing the eighth red-team review's findings; none may end "failed".

Every claim here is mathematically true at every admissible point (the
statement says why).  They use the same constructs as the false claims of
``redteam8_claims.py`` (module constants, default arguments, functools.partial,
SymPy singletons, set lookups, fractions.Fraction) where the branch is
harmless (both branches agree at the special value), so a fix that refuses or
samples these constructs must not refute them; plus controls for limits and
Lipschitz bounds with a scalar that may vanish.
"""

import functools
from fractions import Fraction

import sympy as sp
from sympy import FiniteSet, Reals, oo

from symln import Equal, LessEqual, Limit, LipschitzBound, Solutions, claim
from symln.model import centering_matrix, core, variance

ARTICLE = "redteam8-true"
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
    article=ARTICLE,
    statement="For every real c, h(c) = c^2 if c = 1 (sp.S.One == c) else c equals c (at c = 1, c^2 = 1 = c).",
)
def true_branch_agrees_singleton(m):
    c = m.scalar("c")
    return Equal(c * c if sp.S.One == c else c, c)


@claim(
    "RT8.true.module-constant-harmless",
    article=ARTICLE,
    statement="trace(P) = PAD_D - 1 at d = PAD_D and d - 1 elsewhere, i.e. d - 1 for every d.",
)
def true_module_constant_harmless(m):
    live = PAD_D - 1 if (m.d - PAD_D).is_zero else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.true.default-argument-harmless",
    article=ARTICLE,
    statement="trace(P) = live_width(m) (pad - 1 = d - 1 at d = pad) for every d.",
)
def true_default_argument_harmless(m):
    return Equal(trace_p(m), live_width(m))


@claim(
    "RT8.true.global-set-harmless",
    article=ARTICLE,
    statement="For every real c, c^2 if c in UNIT_GAINS = {1} else c equals c (at c = 1 both are 1).",
)
def true_global_set_harmless(m):
    c = m.scalar("c")
    return Equal(c * c if c in UNIT_GAINS else c, c)


@claim(
    "RT8.true.partial-core-sums-to-zero",
    article=ARTICLE,
    statement="The core, called through functools.partial, sums to 0 (u = v/sqrt(q + eps) and 1.v = 0).",
)
def true_partial_core(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.total(core_with(m, m.z, eps)), 0 * eps)


@claim(
    "RT8.true.fraction-coefficient",
    article=ARTICLE,
    statement="(c Fraction(1, 3)) 3 = c for every real c (a Fraction is the exact rational 1/3).",
)
def true_fraction_coefficient(m):
    c = m.scalar("c")
    return Equal(c * Fraction(1, 3) * 3, c)


@claim(
    "RT8.true.singleton-half-trace",
    article=ARTICLE,
    statement="(trace(P) + 1)/2 = d/2, written with sp.S.Half (trace(P) = d - 1).",
)
def true_singleton_half_trace(m):
    return Equal(sp.S.Half * (trace_p(m) + 1), m.d * sp.S.Half)


@claim(
    "RT8.true.core-norm-below-d",
    article=ARTICLE,
    statement="|u_eps(z)|^2 = d q/(q + eps) <= d for eps > 0 (q/(q + eps) <= 1).",
)
def true_core_norm_below_d(m):
    eps = m.scalar("eps", positive=True)
    return LessEqual(m.norm2(core(m, m.z, eps)), m.d)


@claim(
    "RT8.true.solutions-sentinel-harmless",
    article=ARTICLE,
    statement="The only real root of f(a) = a - 1, which returns 0 at the sentinel a = 1 (the root itself), is 1.",
)
def true_solutions_sentinel(m):
    def f(a):
        if sp.S.One == a:
            return a - a
        return a - 1

    return Solutions(f, Reals, FiniteSet(1), "a")


@claim(
    "RT8.true.limit-vanishing-coefficient",
    article=ARTICLE,
    statement="For every c >= 0, (c x^2 + x)/(c x + 1) -> oo as x -> oo (for c > 0 it grows like x; for c = 0 it "
    "is x).",
)
def true_limit_vanishing_coefficient(m):
    c = m.scalar("c", nonnegative=True)
    return Limit(lambda x: (c * x**2 + x) / (c * x + 1), oo, oo)


@claim(
    "RT8.true.lipschitz-sqrt-variance",
    article=ARTICLE,
    statement="f(y) = sqrt(q(y) + c) 1 is 1-Lipschitz for c > 0: |D_t sqrt(q + c)| = |<t, v>|/(d sqrt(q + c)) "
    "<= |t|/sqrt(d), and |1|^2 = d.",
    cites=("mean value inequality",),
)
def true_lipschitz_sqrt_variance(m):
    c = m.scalar("c", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda y: m.sqrt(variance(m, y) + c) * m.one, 1, x, None)
