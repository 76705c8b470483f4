"""True claims probing the sixth red-team review's findings; none may end "failed".

Every claim here is mathematically true at every admissible point (the
statement says why, with a one-line proof).  Those marked (refuted) ended
"failed" when this file was written:

``RT6.true.kink-*`` (refuted)  Derivatives that exist at a kink or a vanishing
    radicand because the function is C^1 there: |mean|^3, mean |mean|,
    q^(3/2) and s^(3/2) (both vanish to second order along every
    line through a constant or zero input, so the 3/2 power is differentiable
    with derivative 0).  The smoothness obligations ("no kink at the point of a
    derivative", "radicand, differentiable at the point of a derivative")
    demand mean != 0 or q > 0 whatever the power, and a failed obligation is a
    refutation ("refuted exactly at general d"), not an undecided check.
``RT6.true.limit-*`` (refuted)  The limit probes stop at 10^1024 (10^-1024
    toward a finite point): a worked example whose variance is 10^-2200 has
    not started to converge at eps = 10^-1024, and sqrt(x^2 + 10^2100) - x has
    not either at x = 10^1024; the exact side proves both, the numbers
    "refute" them.
``RT6.true.*`` (other)  Controls that end proved: a slowly converging limit
    x^(-1/1000) -> 0, <x, 1/x> = d, and a Python branch at a written value that
    is right.

``tests/prove/test_redteam6.py`` asserts that none of them ends "failed".
"""

import sympy as sp
from sympy import Rational, oo

from symln import Equal, Example, Limit, claim
from symln.model import center, core, mean, variance
from symln.rms import mean_square

ARTICLE = "redteam6-true"


@claim(
    "RT6.true.kink-abs-cube",
    article=ARTICLE,
    statement="D_t |mean(z)|^3 = 3 mean |mean| mean(t) for every input (|x|^3 is C^1 with derivative 3 x |x|, "
    "0 at x = 0, so the derivative exists also where mean(z) = 0).",
)
def true_kink_abs_cube(m):
    t = m.vector("t")
    mu = mean(m, m.z)
    return Equal(m.D(lambda x: abs(mean(m, x)) ** 3, m.z, t), 3 * mu * abs(mu) * mean(m, t))


@claim(
    "RT6.true.kink-mean-abs-mean",
    article=ARTICLE,
    statement="D_t (mean |mean|) = 2 |mean| mean(t) for every input (x |x| is C^1 with derivative 2 |x|).",
)
def true_kink_mean_abs_mean(m):
    t = m.vector("t")
    mu = mean(m, m.z)
    return Equal(m.D(lambda x: mean(m, x) * abs(mean(m, x)), m.z, t), 2 * abs(mu) * mean(m, t))


@claim(
    "RT6.true.kink-variance-three-halves",
    article=ARTICLE,
    statement="D_t q^(3/2) = 3 sqrt(q) <t, v>/d for every input (at a constant input q(z + s t) = s^2 q(t), so "
    "q^(3/2) = |s|^3 q(t)^(3/2) has derivative 0 at s = 0, and the right side is 0).",
)
def true_kink_variance_three_halves(m):
    t = m.vector("t")
    q = variance(m, m.z)
    v = center(m, m.z)
    return Equal(m.D(lambda x: variance(m, x) ** Rational(3, 2), m.z, t), 3 * m.sqrt(q) * m.dot(t, v) / m.d)


@claim(
    "RT6.true.kink-rms-three-halves",
    article=ARTICLE,
    statement="D_t s^(3/2) = 3 sqrt(s) <t, z>/d for every input, s = |z|^2/d (at z = 0, s(s t) = s^2 |t|^2/d, so "
    "the derivative is 0, as is the right side).",
)
def true_kink_rms_three_halves(m):
    t = m.vector("t")
    s = mean_square(m, m.z)
    return Equal(m.D(lambda x: mean_square(m, x) ** Rational(3, 2), m.z, t), 3 * m.sqrt(s) * m.dot(t, m.z) / m.d)


@claim(
    "RT6.true.limit-tiny-example",
    article=ARTICLE,
    statement="At z = (0, 2 10^-1100) the core variance q/(q + eps) tends to 1 as eps -> 0+ (q = 10^-2200 > 0).",
    scope=Example(2),
)
def true_limit_tiny_example(m):
    z = m.vec([0, 2 * Rational(1, 10**1100)])
    return Limit(lambda e: variance(m, core(m, z, e)), 0, 1, "eps", side="+")


@claim(
    "RT6.true.limit-huge-constant-root",
    article=ARTICLE,
    statement="sqrt(x^2 + 10^2100) - x tends to 0 as x -> oo (it is 10^2100/(sqrt(x^2 + 10^2100) + x) < 10^2100/x).",
)
def true_limit_huge_constant_root(m):
    c = sp.Integer(10) ** 2100
    return Limit(lambda x: m.sqrt(x**2 + c) - x, oo, 0, "x")


@claim(
    "RT6.true.limit-root-1000",
    article=ARTICLE,
    statement="x^(-1/1000) tends to 0 as x -> oo (control).",
)
def true_limit_root_1000(m):
    return Limit(lambda x: x ** Rational(-1, 1000), oo, 0, "x")


@claim(
    "RT6.true.recip-dot",
    article=ARTICLE,
    statement="For x with no zero entry, <x, 1/x> = d (each term is 1; control).",
)
def true_recip_dot(m):
    x = m.vector("x", nonzero_entries=True)
    return Equal(m.dot(x, m.reciprocal(x)), m.d)


@claim(
    "RT6.true.branch-right",
    article=ARTICLE,
    statement="For every eps > 0, the core variance is q/(q + eps), with a helper whose 'eps = 1 case' q/(q + 1) is "
    "right (control for the literal net).",
)
def true_branch_right(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    value = q / (q + 1) if eps == 1 else variance(m, core(m, m.z, eps))
    return Equal(value, q / (q + eps))
