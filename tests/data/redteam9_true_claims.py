"""True claims probing the ninth red-team review's findings; none may end "failed".

Each claim is the corrected twin of a claim of ``redteam9_claims.py``: the same
Python branching on a computed value (SymPy's answer read by identity, ``sp.ask``,
``str``, ``has_dups``, ``.equals``, a caught TypeError, ``int(m.d)``,
``isinstance``), but both branches compute the same, correct value, so the claim
holds at every admissible point (the statement says why).  None ended "failed"
when this file was written.  ``tests/prove/test_redteam9.py`` asserts that none
of them ends "failed".
"""

import sympy as sp
from sympy import Rational, Reals
from sympy.utilities.iterables import has_dups

from symln import Equal, Limit, LipschitzBound, Solutions, claim
from symln.model import center, centering_matrix, core, core_jacobian, mean, variance

ARTICLE = "redteam9-true"
DENSE_MAX = 12
CHUNK = 16
EPS_DOMINANT = 10**8
SATURATED = 10**40
UNDERFLOW = Rational(1, 10**2000)


def trace_p(m):
    return m.trace(centering_matrix(m))


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


def safe_identity(x):
    try:
        tiny = bool(abs(x) < UNDERFLOW)
    except TypeError:
        tiny = False
    return x + 0 if tiny else x


def shifted(c, x):
    try:
        far = bool(x > EPS_DOMINANT)
    except TypeError:
        far = False
    return (x - c) * 1 if far else x - c


@claim("RT9.true.gt-is-true", article=ARTICLE, statement="trace(P) = d - 1 on both branches (true: P = I - 11^T/d).")
def gt_is_true(m):
    return Equal(trace_p(m), m.d - 1 if sp.Gt(m.d, DENSE_MAX) is sp.true else m.d - 1)


@claim("RT9.true.ask", article=ARTICLE, statement="trace(P) = d - 1 on both branches of sp.ask (true).")
def ask(m):
    return Equal(trace_p(m), (m.d - 1) if sp.ask(sp.Q.gt(m.d, DENSE_MAX)) else (m.d - 1))


@claim("RT9.true.str-relational", article=ARTICLE, statement="trace(P) = d - 1 on both branches of str(Gt) (true).")
def str_relational(m):
    return Equal(trace_p(m), m.d - 1 if str(sp.Gt(m.d, DENSE_MAX)) == "True" else m.d - 1)


@claim("RT9.true.has-dups", article=ARTICLE, statement="trace(P) = d - 1 on both branches of has_dups (true).")
def has_dups_square(m):
    return Equal(trace_p(m), m.d - 1 if has_dups([m.d * m.d, 169]) else m.d - 1)


@claim("RT9.true.equals", article=ARTICLE, statement="trace(P) = d - 1 on both branches of .equals (true).")
def equals_zero(m):
    return Equal(trace_p(m), m.d - 1 if sp.sympify(m.d * m.d - 169).equals(0) is True else m.d - 1)


@claim("RT9.true.int-dimension", article=ARTICLE,
       statement="The chunked reduction with its tail computes the mean (true: the blocks partition 1..d).")
def int_dimension(m):
    return Equal(chunked_total(m, m.z) / m.d, mean(m, m.z))


@claim("RT9.true.eps-threshold", article=ARTICLE,
       statement="Var(core) = q/(q + eps) on both branches (true: u = v/sqrt(q + eps) has mean 0).")
def eps_threshold(m):
    eps = m.scalar("eps", positive=True)
    return Equal(variance(m, core(m, m.z, eps)), core_variance(m, eps))


@claim("RT9.true.derivative-saturated", article=ARTICLE,
       statement="D guarded_core(z)[t] = J t (true: guarded_core is the core on both branches).")
def derivative_saturated(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    return Equal(m.D(lambda p: guarded_core(m, p, eps), m.z, t), core_jacobian(m, eps) @ t)


@claim("RT9.true.lipschitz-saturated", article=ARTICLE,
       statement="guarded_core is Lipschitz with constant eps^(-1/2) (true: it is the core, E18).",
       cites=("mean value inequality for continuously differentiable maps",))
def lipschitz_saturated(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: guarded_core(m, p, eps), 1 / eps, x, bound_gap(m, eps, x))


@claim("RT9.true.limit-underflow", article=ARTICLE,
       statement="lim_{x -> 0} safe_identity(x) = 0 (true: safe_identity(x) = x on both branches).")
def limit_underflow(m):
    return Limit(safe_identity, 0, 0)


@claim("RT9.true.solutions-saturated", article=ARTICLE,
       statement="The only real root of shifted(c, x) = x - c is c (true: both branches are x - c).")
def solutions_saturated(m):
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: shifted(c, x), Reals, [c], "x")


@claim("RT9.true.isinstance-scalar", article=ARTICLE, statement="doubled(c) 1 = 2 c 1 (true: both paths give 2c).")
def isinstance_scalar(m):
    c = m.scalar("c", positive=True)
    return Equal(doubled(c) * m.one, 2 * c * m.one)
