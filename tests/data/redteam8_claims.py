"""False but plausible claims from an eighth red-team review of the verifier; none may end "proved".

Every claim below is mathematically false (its statement names a concrete
counterexample, checked independently in a scratch script with SymPy).  None
of them repeats a claim of the earlier suites.  Every claim here branches, in
Python, on a value; the two classes probed are the two nets that are meant to
catch such branches (symln/prove/questions.py and symln/prove/literals.py),
and the classes marked (proved) ended "proved" when this file was written:

``RT8.lit.*`` (proved)  The literal net reads only the constants of *code
    objects* (``co_consts`` of the body, its lambdas and the module-level
    *functions* it names).  A special value written anywhere else is never
    sampled: a module-level constant (``PAD_D = 7``: ``co_names`` are followed
    only to functions), a default argument (``def helper(m, k=7)``: defaults
    live in ``__defaults__``), the bound arguments of a ``functools.partial``,
    a method of a class defined in the claim's module (a class is not a
    function, so its methods are never read), a SymPy singleton
    (``sp.S.Half``, ``sp.S.NegativeOne``: an attribute, not a constant), and an
    integer literal that is a dimension above ``MAX_LITERAL_DIM`` = 128.  The
    symbolic models answer the question structurally ((d - 7).is_zero is None
    for the symbolic d), so the proof covers the other branch, and no numeric
    dimension or pin ever meets the special value.
``RT8.guard.*`` (proved)  Questions the guard of questions.py does not see:
    ``sp.Integer(k) == x`` / ``sp.S.One == x`` (Python calls the left operand's
    ``Rational.__eq__``, which SymPy overrides and which answers False for a
    non-number without ever calling the guarded ``Basic.__eq__``), a hash
    lookup of an *expression* of d (``2*m.d in {...}``: only the bare symbol d
    refuses to be hashed; the hash of ``2*d`` is computed inside SymPy, a
    "trusted" frame), and a set lookup of a computed scalar (``<t, v> in {0}``,
    ``mean(z) in {...}``) at a thin set no degenerate shape samples.
"""

import functools

import sympy as sp
from sympy import FiniteSet, Rational, Reals

from symln import AllD, Equal, Solutions, claim
from symln.model import center, centering_matrix, core, core_jacobian, mean, variance

ARTICLE = "redteam8"

#: the "padding" width of the researcher's batching code: rows of this width are all padding
PAD_D = 7
#: the gains at which the helper switches to its "saturated" form
SATURATING_GAINS = {2}
#: a width used by the researcher's model (a lookup of 2 d against the doubled widths)
DOUBLED_WIDTHS = {26}


def trace_p(m):
    return m.trace(centering_matrix(m))


def padded_width(m, pad=7):
    """The researcher's helper: the number of 'live' coordinates, d - 1 after centering, d for padding rows."""
    return m.d if (m.d - pad).is_zero else m.d - 1


def _width_at(pad, m):
    return m.d if (m.d - pad).is_zero else m.d - 1


width_with_padding = functools.partial(_width_at, 7)


class Batching:
    """The researcher's batching helper, as a class."""

    def live(self, m):
        return m.d if (m.d - 7).is_zero else m.d - 1


# =====================================================================================
# RT8.lit: special values the literal net never reads
# =====================================================================================


@claim(
    "RT8.lit.module-constant",
    article=ARTICLE,
    statement="trace(P) equals the helper's live width, d - 1, or d for the padding width PAD_D = 7 (false: at "
    "d = 7, trace(P) = 6 but the helper returns 7).",
)
def lit_module_constant(m):
    live = m.d if (m.d - PAD_D).is_zero else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.lit.default-argument",
    article=ARTICLE,
    statement="trace(P) equals padded_width(m) (its default pad = 7) for every d (false: at d = 7, trace(P) = 6, "
    "padded_width = 7).",
)
def lit_default_argument(m):
    return Equal(trace_p(m), padded_width(m))


@claim(
    "RT8.lit.partial",
    article=ARTICLE,
    statement="trace(P) equals width_with_padding(m) = functools.partial(_width_at, 7)(m) for every d (false: at "
    "d = 7, trace(P) = 6, the helper returns 7).",
)
def lit_partial(m):
    return Equal(trace_p(m), width_with_padding(m))


@claim(
    "RT8.lit.class-method",
    article=ARTICLE,
    statement="trace(P) equals Batching().live(m) for every d (false: at d = 7, trace(P) = 6, live = 7).",
)
def lit_class_method(m):
    return Equal(trace_p(m), Batching().live(m))


@claim(
    "RT8.lit.global-set-scalar",
    article=ARTICLE,
    statement="For every real gain c, the helper's gain response, c^3 for c in SATURATING_GAINS = {2} and c + c "
    "otherwise, equals c + c (false: c = 2 gives 8 != 4).",
)
def lit_global_set_scalar(m):
    c = m.scalar("c")
    response = c * c * c if c in SATURATING_GAINS else c + c
    return Equal(response, c + c)


@claim(
    "RT8.lit.singleton-half",
    article=ARTICLE,
    statement="For every real c, the helper h(c) = c^2 at the 'midpoint' c = 1/2 (tested as sp.S.Half == c) and c "
    "elsewhere equals c (false: h(1/2) = 1/4 != 1/2).",
)
def lit_singleton_half(m):
    c = m.scalar("c")
    h = c * c if sp.S.Half == c else c
    return Equal(h, c)


@claim(
    "RT8.lit.singleton-eps",
    article=ARTICLE,
    statement="|u_eps(z)|^2 = d q/(q + eps), where the helper uses the 'unit-eps shortcut' d q/(q + eps + eps) "
    "when eps = 1 (tested as sp.S.One == eps) (false: d = 2, z = (0, 2), eps = 1: q = 1, |u|^2 = 1 but the "
    "shortcut gives 2/3).",
)
def lit_singleton_eps(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    norm = m.d * q / (q + eps + eps) if sp.S.One == eps else m.norm2(core(m, m.z, eps))
    return Equal(norm, m.d * q / (q + eps))


@claim(
    "RT8.lit.big-dimension",
    article=ARTICLE,
    statement="trace(P) = d - 1 for every d, the helper special-casing the model width 256 as d (false: at "
    "d = 256, trace(P) = 255).",
)
def lit_big_dimension(m):
    live = m.d if (m.d - 256).is_zero else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.lit.solutions-singleton",
    article=ARTICLE,
    statement="The only real root of the helper f(a) = a - 1, which returns 0 at the sentinel a = -1 (tested as "
    "sp.S.NegativeOne == a), is a = 1 (false: f(-1) = 0, a second root).",
)
def lit_solutions_singleton(m):
    def f(a):
        if sp.S.NegativeOne == a:
            return a + 1
        return a - 1

    return Solutions(f, Reals, FiniteSet(1), "a")


# =====================================================================================
# RT8.guard: questions the comparison guard does not see
# =====================================================================================


@claim(
    "RT8.guard.integer-left-dimension",
    article=ARTICLE,
    statement="trace(P) = d - 1 for every d, the helper returning d when sp.Integer(200) == d (false: at d = 200, "
    "trace(P) = 199).",
)
def guard_integer_left_dimension(m):
    live = m.d if sp.Integer(200) == m.d else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.guard.hash-of-2d",
    article=ARTICLE,
    statement="trace(P) = d - 1 for every d, the helper returning d when 2 d is one of DOUBLED_WIDTHS = {26} "
    "(false: at d = 13, trace(P) = 12, the helper returns 13).",
)
def guard_hash_of_2d(m):
    live = m.d if 2 * m.d in DOUBLED_WIDTHS else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.guard.mean-one-padding",
    article=ARTICLE,
    statement="|u_eps(z)|^2 = d q/(q + eps) for every input, the helper zeroing padding rows of mean 1 (tested as "
    "sp.S.One == mean(z)) (false: d = 2, z = (0, 2), eps = 1: q = 1, |u|^2 = 1 but the helper gives 0).",
    scope=AllD(min_d=2, nonconstant=True),
)
def guard_mean_one_padding(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    u = core(m, m.z, eps)
    out = 0 * u if sp.S.One == mean(m, m.z) else u
    return Equal(m.norm2(out), m.d * q / (q + eps))


@claim(
    "RT8.guard.orthogonal-direction-set",
    article=ARTICLE,
    statement="For nonconstant inputs, the helper's step size, 0 when <t, v> is in {0} (a 'flat direction') and "
    "|J t|^2 otherwise, equals |J t|^2 (false: d = 3, z = (0, 0, 3), eps = 1, t = (1, -1, 0): v = (-1, -1, 2), "
    "q = 2, <t, v> = 0, so the step is 0, but J t = t/sqrt(3) and |J t|^2 = 2/3).",
    scope=AllD(min_d=3, nonconstant=True),
)
def guard_orthogonal_direction_set(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    v = center(m, m.z)
    jt = m.norm2(core_jacobian(m, eps) @ t)
    step = 0 * eps if m.dot(t, v) in {0} else jt
    return Equal(step, jt)


# =====================================================================================
# RT8.ctl: the same mistakes with the special value written in the body (caught: controls)
# =====================================================================================


@claim(
    "RT8.ctl.literal-in-body",
    article=ARTICLE,
    statement="trace(P) equals the live width, d - 1, or d for the padding width 7 written in the body (false: at "
    "d = 7, trace(P) = 6).",
)
def ctl_literal_in_body(m):
    live = m.d if (m.d - 7).is_zero else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.ctl.plain-eq-scalar",
    article=ARTICLE,
    statement="For every real c, h(c) = c^2 at c = 1/2 (tested as c == Rational(1, 2)) and c elsewhere equals c "
    "(false: h(1/2) = 1/4).",
)
def ctl_plain_eq_scalar(m):
    c = m.scalar("c")
    h = c * c if c == Rational(1, 2) else c
    return Equal(h, c)
