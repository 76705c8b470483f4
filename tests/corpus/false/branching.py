"""Corpus of false claims, class branching: The claim's Python code asks a question of a symbolic value (d, a
scalar, a SymPy query, an exception, a type, a literal table or guard) and branches on the answer, so that no
interpretation takes the false branch.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:branching".  From: RT4.* (red-team round 4), RT5.* (red-team round 5),
RT6.* (red-team round 6), RT8.* (red-team round 8), RT9.* (red-team round 9); tests/corpus/ROUNDS.md says what
each round probed.
"""

import functools

import sympy as sp
from sympy import FiniteSet, Rational, Reals
from sympy.utilities.iterables import has_dups

from symln import AllD, Equal, LessEqual, Limit, LipschitzBound, Solutions, claim
from symln.model import center, centering_matrix, core, core_jacobian, mean, variance


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


NONCONSTANT = AllD(min_d=2, nonconstant=True)


@claim(
    "RT4.dim.branch-d7",
    article="corpus-false:branching",
    statement="tr P = d - 1, with the case d = 7 written out as tr P = 7 (false: at d = 7, tr P = 6).",
)
def dim_branch_d7(m):
    P = centering_matrix(m)
    if m.d == 7:
        return Equal(m.trace(P), 7)
    return Equal(m.trace(P), m.d - 1)


@claim(
    "RT4.dim.branch-large-prime",
    article="corpus-false:branching",
    statement="For a nonconstant input, |u_eps(z)|^2 = d q/(q + eps), with large prime dimensions (d > 5) written out "
    "as q/(q + eps) (false at d = 7: |u|^2 = 7 q/(q + eps)).",
    scope=NONCONSTANT,
)
def dim_branch_large_prime(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    if m.d.is_prime and m.d > 5:
        return Equal(m.norm2(core(m, m.z, eps)), q / (q + eps))
    return Equal(m.norm2(core(m, m.z, eps)), m.d * q / (q + eps))


# ---------------------------------------------------------------- red-team round 5 (RT5.*)


def trace_p(m):
    return m.trace(centering_matrix(m))


@claim(
    "RT5.dim.set-membership",
    article="corpus-false:branching",
    statement="For every d, trace(P) equals the table value T(d) = 7 if d in {7} else d - 1 (false: at d = 7, "
    "trace(P) = 6 but T(7) = 7).",
)
def dim_set_membership(m):
    return Equal(trace_p(m), 7 if m.d in {7} else m.d - 1)


@claim(
    "RT5.dim.dict-lookup",
    article="corpus-false:branching",
    statement="For every d, trace(P) equals {7: 7}.get(d, d - 1) (false: at d = 7 the table gives 7, trace(P) = 6).",
)
def dim_dict_lookup(m):
    return Equal(trace_p(m), {7: 7}.get(m.d, m.d - 1))


@claim(
    "RT5.dim.shifted-eq",
    article="corpus-false:branching",
    statement="For every d, trace(P) = 7 if d - 7 == 0 else d - 1 (false: at d = 7 trace(P) = 6).",
)
def dim_shifted_eq(m):
    return Equal(trace_p(m), 7 if m.d - 7 == 0 else m.d - 1)


@claim(
    "RT5.dim.is-zero",
    article="corpus-false:branching",
    statement="For every d, trace(P) = 7 if (d - 7).is_zero else d - 1 (false: at d = 7 trace(P) = 6).",
)
def dim_is_zero(m):
    return Equal(trace_p(m), 7 if (m.d - 7).is_zero else m.d - 1)


@claim(
    "RT5.dim.int-guard",
    article="corpus-false:branching",
    statement="For every d, |u|^2 = d q/(q + eps), except that at d = 7 it is 7 (false: at d = 7, z = (0, 2, 0, ..., 0), "
    "eps = 1, |u|^2 = 7 q/(q + 1) with q = 4/7 - 4/49 = 24/49, i.e. 168/73, not 7).",
)
def dim_int_guard(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    expected = m.d if isinstance(m.d, int) and m.d == 7 else m.d * q / (q + eps)
    return Equal(m.norm2(core(m, m.z, eps)), expected)


@claim(
    "RT5.dim.printed-name",
    article="corpus-false:branching",
    statement="For every d, trace(P) = 7 if str(d) == '7' else d - 1 (false: at d = 7 trace(P) = 6).",
)
def dim_printed_name(m):
    return Equal(trace_p(m), 7 if str(m.d) == "7" else m.d - 1)


@claim(
    "RT5.dim.tuple-of-expr",
    article="corpus-false:branching",
    statement="For every d, trace(P^2) = d - 1, except in the researcher's special cases d - 7 in (0,), where it is "
    "0 (false: at d = 7, P^2 = P has trace 6).",
)
def dim_tuple_of_expr(m):
    p = centering_matrix(m)
    return Equal(m.trace(p @ p), 0 if (m.d - 7) in (0,) else m.d - 1)


@claim(
    "RT5.py.scalar-branch",
    article="corpus-false:branching",
    statement="For every real c, g(c) = c + 1 where g is the researcher's removable-singularity helper "
    "g(c) = 3 if c == 1 else (c^2 - 1)/(c - 1) written as c + 1 (false: g(1) = 3 but 1 + 1 = 2).",
)
def py_scalar_branch(m):
    c = m.scalar("c")
    g = 3 if c == 1 else c + 1
    return Equal(g, c + 1)


@claim(
    "RT5.py.scalar-tuple",
    article="corpus-false:branching",
    statement="For every real c, the core variance at eps = c^2 + 1 is q/(q + c^2 + 1), with the helper's "
    "'special cases' c in (1, 2) returning 1 (false: c = 1, z = (0, 2): q = 1, q/(q + 2) = 1/3, not 1).",
)
def py_scalar_tuple(m):
    c = m.scalar("c")
    q = variance(m, m.z)
    eps = c**2 + 1
    value = 1 if c in (1, 2) else variance(m, core(m, m.z, eps))
    return Equal(value, q / (q + eps))


@claim(
    "RT5.py.default-eps",
    article="corpus-false:branching",
    statement="For every eps > 0, |u|^2 = d q/(q + eps), where the researcher's helper returns the 'eps = 1 default' "
    "d q/(q + 2) when eps == 1 (false: eps = 1, d = 2, z = (0, 2): |u|^2 = 2 * 1/2 = 1, but 2 * 1/3 = 2/3).",
)
def py_default_eps(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    norm = m.d * q / (q + 2) if eps == 1 else m.norm2(core(m, m.z, eps))
    return Equal(norm, m.d * q / (q + eps))


@claim(
    "RT5.py.safe-division",
    article="corpus-false:branching",
    statement="For every t, with the 'safe division' r = 1 if <t, v> == 0 else <t, v>^2/<t, v>, r = <t, v> "
    "(false: d = 2, z = (0, 2), t = (1, 1): <t, v> = 0, so r = 1 but <t, v> = 0).",
)
def py_safe_division(m):
    t = m.vector("t")
    a = m.dot(t, center(m, m.z))
    r = 1 if a == 0 else a**3 / a**2
    return Equal(r, a)


@claim(
    "RT5.py.safe-division-nonconstant",
    article="corpus-false:branching",
    statement="For a nonconstant input and every nonzero t, the projection coefficient with the 'safe division' "
    "c = 1 if <t, v> == 0 else <t, v>^3/<t, v>^2 equals <t, v> (false: d = 2, z = (0, 2), t = (1, 1): <t, v> = 0, "
    "so c = 1 but <t, v> = 0; no degenerate shape makes t orthogonal to v).",
    scope=AllD(min_d=2, nonconstant=True),
)
def py_safe_division_nonconstant(m):
    t = m.vector("t", nonzero=True)
    a = m.dot(t, center(m, m.z))
    c = 1 if a == 0 else a**3 / a**2
    return Equal(c, a)


# ---------------------------------------------------------------- red-team round 6 (RT6.*)


HALF = Rational(1, 2)


TRACE_TABLE = {9: 8, 10: 9, 11: 10, 13: 13}


@claim(
    "RT6.lit.joint-pins",
    article="corpus-false:branching",
    statement="For all real a, b, the researcher's helper h(a, b) = 0 if (a, b) = (1, 2) else a + b equals a + b "
    "(false: h(1, 2) = 0 but 1 + 2 = 3).",
)
def lit_joint_pins(m):
    a = m.scalar("a")
    b = m.scalar("b")
    value = 0 if (a == 1 and b == 2) else a + b
    return Equal(value, a + b)


@claim(
    "RT6.lit.pin-one-dimension",
    article="corpus-false:branching",
    statement="For every eps > 0, |u|^2 = d q/(q + eps), where the helper hard-codes its 'eps = 1 case' as "
    "3 q/(q + 1) (false for d != 3: d = 2, z = (0, 2), eps = 1: |u|^2 = 2 * 1/2 = 1, helper 3/2).",
)
def lit_pin_one_dimension(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    value = 3 * q / (q + 1) if eps == 1 else m.norm2(core(m, m.z, eps))
    return Equal(value, m.d * q / (q + eps))


@claim(
    "RT6.lit.dim-decoys",
    article="corpus-false:branching",
    statement="For every d, trace(P) equals the researcher's lookup table {9: 8, 10: 9, 11: 10, 13: 13} where it has "
    "an entry and d - 1 elsewhere (false: at d = 13 the table says 13, trace(P) = 12).",
)
def lit_dim_decoys(m):
    return Equal(trace_p(m), TRACE_TABLE[m.d] if m.d in TRACE_TABLE else m.d - 1)


@claim(
    "RT6.lit.dim-beyond-128",
    article="corpus-false:branching",
    statement="For every d, trace(P) = d - 1, with the 'hidden size 256' special case trace(P) = 256 (false: at "
    "d = 256, P has trace 255).",
)
def lit_dim_beyond_128(m):
    return Equal(trace_p(m), 256 if m.d in {256} else m.d - 1)


@claim(
    "RT6.lit.pin-cap",
    article="corpus-false:branching",
    statement="For every real c, the sum sum_{k=1..12} k c - 78 c vanishes, except that the researcher's helper "
    "returns 1 at c = 13 (false: at c = 13 the value is 1, not 0).",
)
def lit_pin_cap(m):
    c = m.scalar("c")
    total = sum(k * c for k in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)) - 78 * c
    return Equal(1 if c == 13 else total, 0)


@claim(
    "RT6.lit.pins-by-turns",
    article="corpus-false:branching",
    statement="For all real a, b, c, 1 a + 2 b - a - 2 b + k(c) = c with k(c) = 0 if c == 4 else c (false: at c = 4 "
    "the left side is 0, the right side 4).",
)
def lit_pins_by_turns(m):
    a = m.scalar("a")
    b = m.scalar("b")
    c = m.scalar("c")
    k = 0 if c == 4 else c
    return Equal(1 * a + 2 * b - a - 2 * b + k, c)


@claim(
    "RT6.lit.rational-beyond-16",
    article="corpus-false:branching",
    statement="For every eps > 0, the core variance is q/(q + eps), with the helper's tabulated value 1/2 at "
    "eps = 1/17 (false: z = (0, 2), eps = 1/17: q = 1, q/(q + 1/17) = 17/18).",
)
def lit_rational_beyond_16(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    value = HALF if eps == Rational(1, 17) else variance(m, core(m, m.z, eps))
    return Equal(value, q / (q + eps))


@claim(
    "RT6.lit.float-power-of-two",
    article="corpus-false:branching",
    statement="For every eps > 0, the core variance is q/(q + eps), with the helper's 'default eps = 2^-20' "
    "shortcut q/(q + 1) (false: eps = 2^-20 exactly (the float 2.0**-20 is that rational), z = (0, 2): q = 1, "
    "1/(1 + 2^-20) vs 1/2).",
)
def lit_float_power_of_two(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    value = q / (q + 1) if eps == 2.0**-20 else variance(m, core(m, m.z, eps))
    return Equal(value, q / (q + eps))


@claim(
    "RT6.dim.float-computed",
    article="corpus-false:branching",
    statement="For every d, trace(P) = d - 1, except that the helper returns d when d equals the length of its "
    "7-character tag (false: at d = 7, trace(P) = 6).",
)
def dim_float_computed(m):
    k = float(len("seven!!"))
    return Equal(trace_p(m), m.d if m.d == k else m.d - 1)


@claim(
    "RT6.dim.square-equation",
    article="corpus-false:branching",
    statement="For every d, trace(P) = d - 1, except when d^2 = 169, where the helper returns d (false: at d = 13, "
    "trace(P) = 12).",
)
def dim_square_equation(m):
    return Equal(trace_p(m), m.d if m.d**2 - 169 == 0 else m.d - 1)


@claim(
    "RT6.py.solutions-branch",
    article="corpus-false:branching",
    statement="The only real root of f(a) = a - 1, where the helper returns a - 5 at the 'checkpoint' a = 5, is "
    "a = 1 (false: f(5) = 0, so 5 is a second root).",
)
def py_solutions_branch(m):
    def f(a):
        if a == 5:
            return a - 5
        return a - 1

    return Solutions(f, Reals, FiniteSet(1), "a")


@claim(
    "RT6.py.unit-vector",
    article="corpus-false:branching",
    statement="For every t, the helper's energy E(t) = 2 |J t|^2 if |t| = 1 else |J t|^2 equals |J t|^2 (false: "
    "d = 2, z = (0, 2), eps = 1, t = (1, 0): |J t|^2 = 1/16 but E(t) = 1/8).",
)
def py_unit_vector(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    energy = m.norm2(core_jacobian(m, eps) @ t)
    value = 2 * energy if m.norm2(t) == 1 else energy
    return Equal(value, energy)


@claim(
    "RT6.py.input-mean-one",
    article="corpus-false:branching",
    statement="For every input, the helper's core, which returns 0 for inputs of mean 1 (a 'padding row' "
    "convention), equals u_eps(z) (false: z = (0, 2), eps = 1: u = (-1, 1)/sqrt 2, not 0).",
)
def py_input_mean_one(m):
    eps = m.scalar("eps", positive=True)
    u = core(m, m.z, eps)
    return Equal(m.one * 0 if mean(m, m.z) == 1 else u, u)


@claim(
    "RT6.py.variance-equals-eps",
    article="corpus-false:branching",
    statement="For every input, |u|^2 = d q/(q + eps), with the helper's 'crossover' shortcut d/4 when q = eps "
    "(false: z = (0, 2), eps = 1: q = 1 = eps, |u|^2 = 1 but d/4 = 1/2).",
)
def py_variance_equals_eps(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    value = m.d / 4 if q == eps else m.norm2(core(m, m.z, eps))
    return Equal(value, m.d * q / (q + eps))


@claim(
    "RT6.py.fallback-on-error",
    article="corpus-false:branching",
    statement="Every coordinate of the core satisfies u_1^2 <= 6 q/(q + eps); the helper reads u_1 from the "
    "coordinates and falls back to the bound itself where there are none (false: d = 8, z = (7, -1, ..., -1), "
    "eps = 1: q = 7, u_1^2 = 49/8 > 6 * 7/8 = 21/4).",
)
def py_fallback_on_error(m):
    eps = m.scalar("eps", positive=True)
    q = variance(m, m.z)
    bound = 6 * q / (q + eps)
    try:
        first = m.coordinates(core(m, m.z, eps))[0] ** 2
    except Exception:  # noqa: BLE001 - the general model has no coordinates
        first = bound
    return LessEqual(first, bound)


@claim(
    "RT6.py.model-kind",
    article="corpus-false:branching",
    statement="Every coordinate of the core satisfies u_1^2 <= 6 (false: d = 8, z = (7, -1, ..., -1), eps = 1/100: "
    "u_1^2 = 49/7.01 > 6); the body states a tautology in the general model only.",
)
def py_model_kind(m):
    eps = m.scalar("eps", positive=True)
    u = core(m, m.z, eps)
    if m.kind == "general":
        return LessEqual(m.dot(u, u) * 0, 6)
    return LessEqual(m.coordinates(u)[0] ** 2, 6)


# ---------------------------------------------------------------- red-team round 8 (RT8.*)


#: the "padding" width of the researcher's batching code: rows of this width are all padding
PAD_D = 7


#: the gains at which the helper switches to its "saturated" form
SATURATING_GAINS = {2}


#: a width used by the researcher's model (a lookup of 2 d against the doubled widths)
DOUBLED_WIDTHS = {26}


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


@claim(
    "RT8.lit.module-constant",
    article="corpus-false:branching",
    statement="trace(P) equals the helper's live width, d - 1, or d for the padding width PAD_D = 7 (false: at "
    "d = 7, trace(P) = 6 but the helper returns 7).",
)
def lit_module_constant(m):
    live = m.d if (m.d - PAD_D).is_zero else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.lit.default-argument",
    article="corpus-false:branching",
    statement="trace(P) equals padded_width(m) (its default pad = 7) for every d (false: at d = 7, trace(P) = 6, "
    "padded_width = 7).",
)
def lit_default_argument(m):
    return Equal(trace_p(m), padded_width(m))


@claim(
    "RT8.lit.partial",
    article="corpus-false:branching",
    statement="trace(P) equals width_with_padding(m) = functools.partial(_width_at, 7)(m) for every d (false: at "
    "d = 7, trace(P) = 6, the helper returns 7).",
)
def lit_partial(m):
    return Equal(trace_p(m), width_with_padding(m))


@claim(
    "RT8.lit.class-method",
    article="corpus-false:branching",
    statement="trace(P) equals Batching().live(m) for every d (false: at d = 7, trace(P) = 6, live = 7).",
)
def lit_class_method(m):
    return Equal(trace_p(m), Batching().live(m))


@claim(
    "RT8.lit.global-set-scalar",
    article="corpus-false:branching",
    statement="For every real gain c, the helper's gain response, c^3 for c in SATURATING_GAINS = {2} and c + c "
    "otherwise, equals c + c (false: c = 2 gives 8 != 4).",
)
def lit_global_set_scalar(m):
    c = m.scalar("c")
    response = c * c * c if c in SATURATING_GAINS else c + c
    return Equal(response, c + c)


@claim(
    "RT8.lit.singleton-half",
    article="corpus-false:branching",
    statement="For every real c, the helper h(c) = c^2 at the 'midpoint' c = 1/2 (tested as sp.S.Half == c) and c "
    "elsewhere equals c (false: h(1/2) = 1/4 != 1/2).",
)
def lit_singleton_half(m):
    c = m.scalar("c")
    h = c * c if sp.S.Half == c else c
    return Equal(h, c)


@claim(
    "RT8.lit.singleton-eps",
    article="corpus-false:branching",
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
    article="corpus-false:branching",
    statement="trace(P) = d - 1 for every d, the helper special-casing the model width 256 as d (false: at "
    "d = 256, trace(P) = 255).",
)
def lit_big_dimension(m):
    live = m.d if (m.d - 256).is_zero else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.lit.solutions-singleton",
    article="corpus-false:branching",
    statement="The only real root of the helper f(a) = a - 1, which returns 0 at the sentinel a = -1 (tested as "
    "sp.S.NegativeOne == a), is a = 1 (false: f(-1) = 0, a second root).",
)
def lit_solutions_singleton(m):
    def f(a):
        if sp.S.NegativeOne == a:
            return a + 1
        return a - 1

    return Solutions(f, Reals, FiniteSet(1), "a")


@claim(
    "RT8.guard.integer-left-dimension",
    article="corpus-false:branching",
    statement="trace(P) = d - 1 for every d, the helper returning d when sp.Integer(200) == d (false: at d = 200, "
    "trace(P) = 199).",
)
def guard_integer_left_dimension(m):
    live = m.d if sp.Integer(200) == m.d else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.guard.hash-of-2d",
    article="corpus-false:branching",
    statement="trace(P) = d - 1 for every d, the helper returning d when 2 d is one of DOUBLED_WIDTHS = {26} "
    "(false: at d = 13, trace(P) = 12, the helper returns 13).",
)
def guard_hash_of_2d(m):
    live = m.d if 2 * m.d in DOUBLED_WIDTHS else m.d - 1
    return Equal(trace_p(m), live)


@claim(
    "RT8.guard.mean-one-padding",
    article="corpus-false:branching",
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
    article="corpus-false:branching",
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


# ---------------------------------------------------------------- red-team round 9 (RT9.*)


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


# counterexample: d = 13, trace(P) = 12, helper 13
@claim("RT9.q.gt-is-true", article="corpus-false:branching",
       statement="trace(P) equals the live coordinate count live_gt(d) (false: d = 13, trace(P) = 12, helper 13).")
def gt_is_true(m):
    return Equal(m.trace(centering_matrix(m)), live_gt(m))


# counterexample: d = 13
@claim("RT9.q.ask", article="corpus-false:branching",
       statement="trace(P) equals live_ask(d) (false: d = 13, trace(P) = 12, helper 13).")
def ask(m):
    return Equal(m.trace(centering_matrix(m)), live_ask(m))


# counterexample: d = 13
@claim("RT9.q.str-relational", article="corpus-false:branching",
       statement="trace(P) equals live_str(d) (false: d = 13, trace(P) = 12, helper 13).")
def str_relational(m):
    return Equal(m.trace(centering_matrix(m)), live_str(m))


# counterexample: d = 13 (13^2 = 169)
@claim("RT9.q.has-dups", article="corpus-false:branching",
       statement="trace(P) equals live_square(d) (false: d = 13, trace(P) = 12, helper 13).")
def has_dups_square(m):
    return Equal(m.trace(centering_matrix(m)), live_square(m))


# counterexample: d = 13
@claim("RT9.q.equals", article="corpus-false:branching",
       statement="trace(P) equals live_equals(d) (false: d = 13, trace(P) = 12, helper 13).")
def equals_zero(m):
    return Equal(m.trace(centering_matrix(m)), live_equals(m))


# counterexample: d = 13
@claim("RT9.exc.bool-dimension", article="corpus-false:branching",
       statement="trace(P) equals live_try(d) (false: d = 13, trace(P) = 12, helper 13).")
def bool_dimension(m):
    return Equal(m.trace(centering_matrix(m)), live_try(m))


# counterexample: d = 17, z = e_17: the chunked total is 0, d mean(z) = 1
@claim("RT9.exc.int-dimension", article="corpus-false:branching",
       statement="The chunked reduction computes the mean: chunked_total(z)/d = mean(z) (false: d = 17, "
       "z = e_17: chunked total 0, mean 1/17).")
def int_dimension(m):
    return Equal(chunked_total(m, m.z) / m.d, mean(m, m.z))


# counterexample: d = 2, z = (0, 2), eps = 2*10^8: q = 1, Var(u) = 1/(1 + 2e8) but helper 1/2e8
@claim("RT9.exc.eps-threshold", article="corpus-false:branching",
       statement="Var(core) = core_variance_fast(eps) (false: d = 2, z = (0, 2) (q = 1), eps = 2*10^8: "
       "Var(u) = 1/(200000001), helper 1/200000000).")
def eps_threshold(m):
    eps = m.scalar("eps", positive=True)
    return Equal(variance(m, core(m, m.z, eps)), core_variance_fast(m, eps))


# counterexample: d = 2, z = (10^20, 2*10^20), eps = 1, t = (1, -1): |z|^2 > 10^40, the clipped core is 2u near z,
# and (J t)_1 = 8.0e-60 != 0 (SymPy, exact derivative), so D = 2 J t != J t
@claim("RT9.exc.derivative-saturated", article="corpus-false:branching",
       statement="D clipped_core(z)[t] = J t (false: d = 2, z = (10^20, 2 10^20), eps = 1, t = (1, -1): "
       "|z|^2 > 10^40, so the derivative is 2 J t != J t).")
def derivative_saturated(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    return Equal(m.D(lambda p: clipped_core(m, p, eps), m.z, t), core_jacobian(m, eps) @ t)


# counterexample: d = 2, eps = 1, a = (0, r + 1), b = (0, r) with r = 10^20: |a|^2 > 10^40 >= |b|^2,
# |clip(a) - clip(b)| = |2 u(a) - u(b)| ~ |(-1, 1)| = sqrt 2, |a - b| = 1, sqrt(1/eps) = 1
@claim("RT9.exc.lipschitz-saturated", article="corpus-false:branching",
       statement="clipped_core is Lipschitz with constant eps^(-1/2) (false: it jumps across |x|^2 = 10^40: "
       "d = 2, eps = 1, a = (0, 10^20 + 1), b = (0, 10^20): |f(a) - f(b)| ~ sqrt 2 > |a - b| = 1).",
       cites=("mean value inequality for continuously differentiable maps",))
def lipschitz_saturated(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: clipped_core(m, p, eps), 1 / eps, x, bound_gap(m, eps, x))


# counterexample: safe_identity = 1 on (-10^-2000, 10^-2000), so the limit at 0 is 1
@claim("RT9.exc.limit-underflow", article="corpus-false:branching",
       statement="lim_{x -> 0} safe_identity(x) = 0 (false: safe_identity is 1 for |x| < 10^-2000; the limit is 1).")
def limit_underflow(m):
    return Limit(safe_identity, 0, 0)


# counterexample: c = 1, x = 2*10^8 also solves shifted(c, x) = 0
@claim("RT9.exc.solutions-saturated", article="corpus-false:branching",
       statement="The only root of shifted(c, x) is x = c (false: every x > 10^8 is a root, e.g. x = 2*10^8).")
def solutions_saturated(m):
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: shifted(c, x), Reals, [c], "x")


# counterexample: c = 2*10^8, doubled(c) = c != 2c
@claim("RT9.type.isinstance-scalar", article="corpus-false:branching",
       statement="doubled(c) 1 = 2 c 1 (false: c = 2*10^8, doubled(c) = c).")
def isinstance_scalar(m):
    c = m.scalar("c", positive=True)
    return Equal(doubled(c) * m.one, 2 * c * m.one)


# ---------------------------------------------------------------- red team 17, of the traced claim language (RT17.defn.*)
# a claim's own @definition helper that branches on the interpretation: traced through like any claim code

from sympy import Rational as _Rational  # noqa: E402

from symln.model import definition  # noqa: E402

HALF = _Rational(1, 2)


@definition
def eigen_rhs(m, eps):
    """Reads as v / sqrt(q + eps); re-run in each model, where it returns the true value."""
    v, q = center(m, m.z), variance(m, m.z)
    lam = (q + eps) ** (-HALF)
    if m.kind in ("general", "concrete", "numeric"):   # sabotage: never the trace or the documents
        lam = eps * (q + eps) ** (-3 * HALF)
    return v * lam


# FALSE (J v = eps v/(q+eps)^(3/2), not v/sqrt(q+eps)); d=2, z=(0,2), eps=1: J v = (-1/2^(3/2))(..)
@claim("RT17.defn.kind-branch", article="corpus-false:branching", statement="J v = v / sqrt(q + eps)")
def s1(m):
    eps = m.scalar("eps", positive=True)
    return Equal(core_jacobian(m, eps) @ center(m, m.z), eigen_rhs(m, eps))
