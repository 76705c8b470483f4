"""False but plausible claims from a ninth red-team review of the verifier; none may end "proved".

Every claim below is mathematically false (its statement, and the comment above
it, name a concrete counterexample, checked independently with SymPy/mpmath in a
scratch script).  None repeats a claim of the earlier suites.  Every claim here
branches, in Python, on a value its code *computes with*, through a question the
guard of symln/prove/questions.py never sees, at a value the literal net of
symln/prove/literals.py never samples.  The classes marked (proved) ended
"proved" when this file was written:

``RT9.q.*`` (proved)  SymPy answers the question, the claim reads the answer
    without asking a SymPy value anything: ``sp.Gt(m.d, 12) is sp.true`` (an
    identity test), ``sp.ask(sp.Q.gt(m.d, 12))`` (None, falsy, for the symbolic
    d), ``str(sp.Gt(m.d, 12)) == "True"``, ``has_dups([m.d**2, 169])`` (SymPy's
    own set lookup), ``sympify(...).equals(0) is True``.  The comparisons are
    made inside SymPy's frames, which the guard trusts, so the symbolic models
    take the generic branch; the concrete d (1..6) and the numeric d (1, 2, 3,
    5, 8, 12, and 12 again as a written literal) never reach the other one.
``RT9.exc.*`` (proved)  A Python exception raised for a symbolic value and
    caught by the claim: ``bool(m.d > 12)`` / ``bool(eps > 10**8)`` (SymPy's
    TypeError for an undecided relational), ``int(m.d)`` (TypeError for a
    symbol).  Only symln's own refusals are recorded when caught; SymPy's and
    Python's are not, so the handler's "generic" branch is what the exact checks
    prove, in the body and in the functions of m.D, LipschitzBound, Limit and
    Solutions.
``RT9.past.*``  (inside the two classes above) The literal net pins a scalar *at*
    a written threshold and adds a written dimension, never a value *past* it:
    ``eps > 10**8`` is sampled at eps = 10**8 exactly, where the strict test is
    False, ``n <= 16`` at d = 16, where the chunked path is not taken, and the
    random draws stop at 1e7 (offset family) and d = 12.
``RT9.type.*`` (proved)  ``isinstance(c, sp.Basic)`` picks the path: a symbol in
    the exact models, a number only in the numeric model.
"""

import sympy as sp
from sympy import Rational, Reals
from sympy.utilities.iterables import has_dups

from symln import Equal, Limit, LipschitzBound, Solutions, claim
from symln.model import center, centering_matrix, core, core_jacobian, mean, variance

ARTICLE = "redteam9"
#: the widest row the "dense" kernel handles; wider rows are "padded" and not centered
DENSE_MAX = 12
#: the block width of the chunked reduction
CHUNK = 16
#: above this eps the variance is negligible and the helper uses the leading term
EPS_DOMINANT = 10**8
#: inputs with |x|^2 above this are "saturated" by the clipping helper
SATURATED = 10**40
#: the underflow threshold of the "safe" helper
UNDERFLOW = Rational(1, 10**2000)


def live_gt(m):
    """Live coordinates after centering: d - 1, and d for padded (wide) rows."""
    return m.d if sp.Gt(m.d, DENSE_MAX) is sp.true else m.d - 1


def live_ask(m):
    return m.d if sp.ask(sp.Q.gt(m.d, DENSE_MAX)) else m.d - 1


def live_str(m):
    return m.d if str(sp.Gt(m.d, DENSE_MAX)) == "True" else m.d - 1


def live_square(m):
    """Rows of width 13 (13^2 = 169 lanes) are the padding rows."""
    return m.d if has_dups([m.d * m.d, 169]) else m.d - 1


def live_equals(m):
    return m.d if sp.sympify(m.d * m.d - 169).equals(0) is True else m.d - 1


def live_try(m):
    try:
        wide = bool(m.d > DENSE_MAX)
    except TypeError:  # a symbolic width: the dense kernel
        wide = False
    return m.d if wide else m.d - 1


def chunked_total(m, x):
    """Sum of the coordinates in blocks of CHUNK (the last partial block is dropped: the bug)."""
    try:
        n = int(m.d)
    except TypeError:  # a symbolic width: the library's reduction
        return m.total(x)
    xs = m.coordinates(x)
    if n <= CHUNK:
        return sum(xs[1:], xs[0])
    total = xs[0] * 0
    for start in range(0, n - n % CHUNK, CHUNK):
        total = total + sum(xs[start + 1:start + CHUNK], xs[start])
    return total


def core_variance_fast(m, eps):
    """Var(core): q/(q + eps), with the leading term q/eps once eps dominates."""
    q = variance(m, m.z)
    try:
        dominated = bool(eps > EPS_DOMINANT)
    except TypeError:
        dominated = False
    return q / eps if dominated else q / (q + eps)


def doubled(c):
    """2 c, computed as c for huge c (the numeric fast path of a helper)."""
    if not isinstance(c, sp.Basic) and c > EPS_DOMINANT:
        return c
    return c + c


def saturated(m, p):
    try:
        return bool(m.norm2(p) > SATURATED)
    except TypeError:
        return False


def clipped_core(m, p, eps):
    """The core, doubled on saturated inputs (the helper's bug)."""
    return core(m, p, eps) * 2 if saturated(m, p) else core(m, p, eps)


def bound_gap(m, eps, x):
    """|x|^2/eps - |J x|^2 as a sum of nonnegative terms (E17's certificate)."""
    v, q = center(m, m.z), variance(m, m.z)
    a, w = x.coefficients[0], x.remainder
    return (a**2 * m.d / eps + m.norm2(w) * q / (eps * (q + eps))
            + m.dot(v, w) ** 2 * (q + 2 * eps) / (m.d * (q + eps) ** 3))


def safe_identity(x):
    """x, but 1 below the underflow threshold."""
    try:
        tiny = bool(abs(x) < UNDERFLOW)
    except TypeError:
        tiny = False
    return 1 + 0 * x if tiny else x


def shifted(c, x):
    """x - c, but 0 (saturated) for x above EPS_DOMINANT."""
    try:
        far = bool(x > EPS_DOMINANT)
    except TypeError:
        far = False
    return 0 * x if far else x - c


# =====================================================================================
# RT9.q: SymPy answers, the claim reads the answer unguarded
# =====================================================================================


# counterexample: d = 13, trace(P) = 12, helper 13
@claim("RT9.q.gt-is-true", article=ARTICLE,
       statement="trace(P) equals the live coordinate count live_gt(d) (false: d = 13, trace(P) = 12, helper 13).")
def gt_is_true(m):
    return Equal(m.trace(centering_matrix(m)), live_gt(m))


# counterexample: d = 13
@claim("RT9.q.ask", article=ARTICLE,
       statement="trace(P) equals live_ask(d) (false: d = 13, trace(P) = 12, helper 13).")
def ask(m):
    return Equal(m.trace(centering_matrix(m)), live_ask(m))


# counterexample: d = 13
@claim("RT9.q.str-relational", article=ARTICLE,
       statement="trace(P) equals live_str(d) (false: d = 13, trace(P) = 12, helper 13).")
def str_relational(m):
    return Equal(m.trace(centering_matrix(m)), live_str(m))


# counterexample: d = 13 (13^2 = 169)
@claim("RT9.q.has-dups", article=ARTICLE,
       statement="trace(P) equals live_square(d) (false: d = 13, trace(P) = 12, helper 13).")
def has_dups_square(m):
    return Equal(m.trace(centering_matrix(m)), live_square(m))


# counterexample: d = 13
@claim("RT9.q.equals", article=ARTICLE,
       statement="trace(P) equals live_equals(d) (false: d = 13, trace(P) = 12, helper 13).")
def equals_zero(m):
    return Equal(m.trace(centering_matrix(m)), live_equals(m))


# =====================================================================================
# RT9.exc: an exception for the symbolic value, caught by the claim
# =====================================================================================


# counterexample: d = 13
@claim("RT9.exc.bool-dimension", article=ARTICLE,
       statement="trace(P) equals live_try(d) (false: d = 13, trace(P) = 12, helper 13).")
def bool_dimension(m):
    return Equal(m.trace(centering_matrix(m)), live_try(m))


# counterexample: d = 17, z = e_17: the chunked total is 0, d mean(z) = 1
@claim("RT9.exc.int-dimension", article=ARTICLE,
       statement="The chunked reduction computes the mean: chunked_total(z)/d = mean(z) (false: d = 17, "
       "z = e_17: chunked total 0, mean 1/17).")
def int_dimension(m):
    return Equal(chunked_total(m, m.z) / m.d, mean(m, m.z))


# counterexample: d = 2, z = (0, 2), eps = 2*10^8: q = 1, Var(u) = 1/(1 + 2e8) but helper 1/2e8
@claim("RT9.exc.eps-threshold", article=ARTICLE,
       statement="Var(core) = core_variance_fast(eps) (false: d = 2, z = (0, 2) (q = 1), eps = 2*10^8: "
       "Var(u) = 1/(200000001), helper 1/200000000).")
def eps_threshold(m):
    eps = m.scalar("eps", positive=True)
    return Equal(variance(m, core(m, m.z, eps)), core_variance_fast(m, eps))


# counterexample: d = 2, z = (10^20, 2*10^20), eps = 1, t = (1, -1): |z|^2 > 10^40, the clipped core is 2u near z,
# and (J t)_1 = 8.0e-60 != 0 (SymPy, exact derivative), so D = 2 J t != J t
@claim("RT9.exc.derivative-saturated", article=ARTICLE,
       statement="D clipped_core(z)[t] = J t (false: d = 2, z = (10^20, 2 10^20), eps = 1, t = (1, -1): "
       "|z|^2 > 10^40, so the derivative is 2 J t != J t).")
def derivative_saturated(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    return Equal(m.D(lambda p: clipped_core(m, p, eps), m.z, t), core_jacobian(m, eps) @ t)


# counterexample: d = 2, eps = 1, a = (0, r + 1), b = (0, r) with r = 10^20: |a|^2 > 10^40 >= |b|^2,
# |clip(a) - clip(b)| = |2 u(a) - u(b)| ~ |(-1, 1)| = sqrt 2, |a - b| = 1, sqrt(1/eps) = 1
@claim("RT9.exc.lipschitz-saturated", article=ARTICLE,
       statement="clipped_core is Lipschitz with constant eps^(-1/2) (false: it jumps across |x|^2 = 10^40: "
       "d = 2, eps = 1, a = (0, 10^20 + 1), b = (0, 10^20): |f(a) - f(b)| ~ sqrt 2 > |a - b| = 1).",
       cites=("mean value inequality for continuously differentiable maps",))
def lipschitz_saturated(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: clipped_core(m, p, eps), 1 / eps, x, bound_gap(m, eps, x))


# counterexample: safe_identity = 1 on (-10^-2000, 10^-2000), so the limit at 0 is 1
@claim("RT9.exc.limit-underflow", article=ARTICLE,
       statement="lim_{x -> 0} safe_identity(x) = 0 (false: safe_identity is 1 for |x| < 10^-2000; the limit is 1).")
def limit_underflow(m):
    return Limit(safe_identity, 0, 0)


# counterexample: c = 1, x = 2*10^8 also solves shifted(c, x) = 0
@claim("RT9.exc.solutions-saturated", article=ARTICLE,
       statement="The only root of shifted(c, x) is x = c (false: every x > 10^8 is a root, e.g. x = 2*10^8).")
def solutions_saturated(m):
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: shifted(c, x), Reals, [c], "x")


# =====================================================================================
# RT9.type: the type of the value picks the path
# =====================================================================================


# counterexample: c = 2*10^8, doubled(c) = c != 2c
@claim("RT9.type.isinstance-scalar", article=ARTICLE,
       statement="doubled(c) 1 = 2 c 1 (false: c = 2*10^8, doubled(c) = c).")
def isinstance_scalar(m):
    c = m.scalar("c", positive=True)
    return Equal(doubled(c) * m.one, 2 * c * m.one)
