r"""Sound exact decisions for solution sets and limits that may contain parameters.

SymPy's ``solveset`` and ``limit`` answer for *generic* values of the other
symbols: ``solveset(c*x, x)`` is ``{0}`` although every x solves it at
``c = 0``, and ``limit(x**2/(x**2 + a), x, 0)`` is 0 although it is 1 at
``a = 0``.  A claim must hold for every admissible parameter value, so the
procedures here use SymPy only where its answer cannot depend on such
degenerate values, and otherwise compute from coefficients whose signs are
*certified* on the whole admissible set by the caller's ``certify(expr, sign)``
(the judge's structural rules and decision procedure):

* solution sets: only without parameters (with parameters the decision
  procedure decides them, :func:`symln.prove.decide.decide.decide_solutions`), and
  the answer a finite set;
* limits of rational functions: from leading (at infinity) or lowest-order
  (at a finite point) coefficients certified nonzero;
* limits of ``f`` whose square is rational: from the limit of ``f**2`` and a
  certified sign of ``f`` on the side of approach (continuity of the square
  root);
* without parameters, a quotient of analytic functions at a finite point by
  L'Hopital's rule (derivatives decided exactly at the point), else SymPy's
  ``limit``.

Each function returns ``(answer, how)`` with ``answer = None`` when it cannot
decide soundly; ``how`` says why.
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable

import sympy as sp

from ..decide.identities import is_zero
from ..decide.signs import Sign
from ..language.relations import conjunction

#: ``certify(expr, sign)``: whether *expr* provably has *sign* at every admissible point
Certify = Callable[[sp.Expr, Sign], bool]

__all__ = ["variable_for", "exact_solutions", "exact_limit", "same_finite_sets", "half_lines"]


def variable_for(name: str, domain: sp.Set | None = None) -> sp.Dummy:
    """A fresh real unknown (a Dummy, so no symbol of the claim can be captured),
    with the sign assumption its domain implies."""
    halves = ((sp.Interval.open(0, sp.oo), "positive"), (sp.Interval(0, sp.oo), "nonnegative"),
              (sp.Interval.open(-sp.oo, 0), "negative"), (sp.Interval(-sp.oo, 0), "nonpositive"))
    sign = next((s for half, s in halves if domain is not None and domain.is_subset(half) is True), None)
    return sp.Dummy(name, real=True, **({sign: True} if sign else {}))


def exact_solutions(expr, x, domain):
    """The solution set of ``expr = 0`` for x in *domain*, for an *expr* without parameters."""
    if expr.free_symbols - {x}:
        return None, "the equation has parameters"
    found = sp.solveset(expr, x, domain)
    if not (found is sp.S.EmptySet or isinstance(found, sp.FiniteSet)):
        return None, f"solveset gave {found}, not a finite set"
    return found, "solved"


def same_finite_sets(a, b) -> bool | None:
    """Whether two finite sets of expressions are equal, decided element by element."""
    a, b = list(a), list(b)

    def inside(x, pool):
        results = [is_zero(x - y) for y in pool]
        if any(r is True for r in results):
            return True
        return False if all(r is False for r in results) else None

    return conjunction([inside(x, b) for x in a] + [inside(y, a) for y in b])


def exact_limit(expr, x, point, side: str, certify: Certify):
    """``lim expr`` as x -> *point* (``oo``, ``-oo``, or finite from *side*), or None.

    Without parameters SymPy's ``limit`` answers.  Otherwise, from the simplest
    sound route that applies: a rational function's certified leading or lowest
    coefficients; a product with a factor free of x (the limit of the rest times
    that factor, whose sign is certified when the rest diverges); a sum of terms
    (finite limits add, one infinity dominates finite terms, opposite infinities
    are not decided); the square of a non-rational expression with a certified
    sign near the point.
    """
    if not (expr.free_symbols - {x}):
        value = _analytic_quotient_limit(expr, x, point, certify)
        if value is not None:
            return value, "L'Hopital's rule: the first derivative of the denominator nonzero at the point"
        direction = "+-" if point in (sp.oo, -sp.oo) else side
        try:
            return sp.limit(expr, x, point, "+" if point in (sp.oo, -sp.oo) else direction), "SymPy's limit (no parameters)"
        except ValueError as exc:  # "the limit does not exist since left hand limit = -1 and right hand limit = 1"
            return None, f"SymPy's limit: {exc}"
    value = _rational_limit(expr, x, point, side, certify)
    if value is not None:
        return value, "from certified coefficients"
    if expr.is_Mul:
        free = sp.Mul(*[a for a in expr.args if x not in a.free_symbols])
        if free != 1:
            rest, how = exact_limit(expr / free, x, point, side, certify)
            return _scaled(free, rest, certify), how
    if expr.is_Add:
        parts = [exact_limit(t, x, point, side, certify) for t in expr.args]
        value, how = _sum_limit(parts)
        if how == _OPPOSITE_INFINITIES:
            return _conjugate_limit(expr, parts, x, point, side, certify) or (value, how)
        return value, how
    value, how = _limit_through_square(expr, x, point, side, certify)
    if value is None and expr.is_Mul:
        return _deeper(lambda: _product_limit(expr, x, point, side, certify)) or (value, how)
    return value, how


#: how deep the conjugate and quotient routes may nest (each calls exact_limit on new expressions)
_MAX_DEPTH = 3
_DEPTH = contextvars.ContextVar("symln_limit_depth", default=0)


def _deeper(route):
    """*route*'s answer one level deeper, or None past :data:`_MAX_DEPTH`."""
    depth = _DEPTH.get()
    if depth >= _MAX_DEPTH:
        return None
    token = _DEPTH.set(depth + 1)
    try:
        return route()
    finally:
        _DEPTH.reset(token)


def _opposite(expr, x, point, side, certify):
    """``(A, B)`` with ``expr = A + B``, A -> +oo and B -> -oo, for a sum whose terms do that; else None."""
    if not expr.is_Add:
        return None
    parts = [exact_limit(t, x, point, side, certify) for t in expr.args]
    if _sum_limit(parts)[1] != _OPPOSITE_INFINITIES:
        return None
    a = sp.Add(*[t for t, (v, _) in zip(expr.args, parts) if v == sp.oo])
    return a, expr - a


def _product_limit(expr, x, point, side, certify):
    r"""``lim expr`` for a product at +-oo whose factors' limits do not combine (``t (sqrt(c t^2 + 1) - sqrt(c) t)``,
    oo times 0): over one denominator, each factor of the numerator whose terms tend to opposite infinities
    replaced by its conjugate ``(A^2 - B^2)/(A - B)`` (A - B -> +oo is nonzero near the point), then the
    quotient at the growth of its denominator (:func:`_quotient_limit`)."""
    if point not in (sp.oo, -sp.oo):
        return None
    num, den = sp.fraction(sp.together(expr))
    factors, denominators = [], [den]
    for f in sp.Mul.make_args(num):
        split = _opposite(f, x, point, side, certify)
        if split is not None and _roots(sp.expand(split[0] ** 2 - split[1] ** 2), x) < _roots(f, x):
            a, b = split
            factors.append(sp.expand(a**2 - b**2))
            denominators.append(a - b)
        else:
            factors.append(f)
    if len(denominators) == 1 and den == 1:
        return None
    return _quotient_limit(sp.Mul(*factors), sp.Mul(*denominators), x, point, side, certify)


def _quotient_limit(num, den, x, point, side, certify):
    r"""``lim num/den`` at +-oo: both divided by ``x^k`` for the least k where ``den/x^k`` tends to a finite
    limit, which must be certified nonzero; then the quotient of the two limits (an infinite numerator
    limit gives +-oo by the certified sign of the denominator's)."""
    for k in range(_MAX_DEPTH + 2):
        low, _ = exact_limit(sp.expand(den / x**k), x, point, side, certify)
        if low is None:
            return None
        if low in (sp.oo, -sp.oo):
            continue
        if not certify(low, Sign.NONZERO):
            return None
        high, _ = exact_limit(sp.expand(num / x**k), x, point, side, certify)
        if high is None:
            return None
        value = _scaled(1 / low, high, certify) if high in (sp.oo, -sp.oo) else high / low
        return None if value is None else (value, f"numerator and denominator over x^{k}, whose limits are finite")
    return None


#: the highest derivative order :func:`_analytic_quotient_limit` tries
_LHOPITAL_ORDER = 4


def _analytic_quotient_limit(expr, x, point, certify):
    r"""``lim N/D`` at a finite point where N and D (*expr*'s numerator and denominator) are analytic, or None.

    If ``N^{(j)}(p) = 0`` for ``j < k`` and ``D^{(j)}(p) = 0`` for ``j < k`` while ``D^{(k)}(p) \ne 0``,
    Taylor's theorem gives ``N = N^{(k)}(p) h^k/k! + o(h^k)`` and ``D = D^{(k)}(p) h^k/k! + o(h^k)``
    with ``h = x - p``, so the limit (from either side) is ``N^{(k)}(p) / D^{(k)}(p)``.  Every
    zero and nonzero value is decided exactly (:func:`.identities.is_zero`); a numerator of lower
    order (an infinite limit) or anything undecided gives None.  Analytic means built from x and
    numbers by sums, products, integer powers (a negative one of a base nonzero at p) and rational
    powers of a base positive at p (:func:`_analytic_at`).
    """
    if point in (sp.oo, -sp.oo):
        return None
    num, den = sp.fraction(expr)
    if not (_analytic_at(num, x, point, certify) and _analytic_at(den, x, point, certify)):
        return None
    for _ in range(_LHOPITAL_ORDER + 1):
        n_at, d_at = num.subs(x, point), den.subs(x, point)
        d_zero = is_zero(d_at)
        if d_zero is False:
            return n_at / d_at
        if d_zero is None or is_zero(n_at) is not True:
            return None
        num, den = sp.diff(num, x), sp.diff(den, x)
    return None


def _analytic_at(expr, x, point, certify) -> bool:
    """Whether *expr* is built, from x and rational numbers, by sums, products, integer powers and
    rational powers only where each stays analytic at *point*: a negative power's base nonzero
    there, a fractional power's base positive there (certified exactly)."""
    if expr == x or expr.is_Rational:
        return True
    if expr.is_Add or expr.is_Mul:
        return all(_analytic_at(a, x, point, certify) for a in expr.args)
    if not expr.is_Pow:
        return False
    base, exponent = expr.args
    if not (exponent.is_Rational and _analytic_at(base, x, point, certify)):
        return False
    if exponent.is_Integer and exponent >= 0:
        return True
    at = base.subs(x, point)
    if exponent.is_Integer:
        return is_zero(at) is False
    return certify(at, Sign.POS)


def _strict_sign(expr, certify) -> int | None:
    """1 or -1 where *expr* is certified positive or negative at every admissible point, else None."""
    return 1 if certify(expr, Sign.POS) else -1 if certify(-expr, Sign.POS) else None


def _scaled(factor, limit, certify):
    """``factor * limit`` for a factor free of x; an infinite limit needs the factor's certified sign."""
    if limit is None or limit not in (sp.oo, -sp.oo):
        return None if limit is None else factor * limit
    s = _strict_sign(factor, certify)
    return None if s is None else s * limit


_OPPOSITE_INFINITIES = "a sum of limits +oo and -oo"


def _sum_limit(parts):
    values = [v for v, _ in parts]
    if any(v is None for v in values):
        return None, next(how for v, how in parts if v is None)
    infinite = {v for v in values if v in (sp.oo, -sp.oo)}
    if len(infinite) > 1:
        return None, _OPPOSITE_INFINITIES
    return (infinite.pop() if infinite else sp.Add(*values)), "the sum of the terms' limits"


def _conjugate_limit(expr, parts, x, point, side, certify):
    r"""``lim (A + B)`` for A -> +oo and B -> -oo (the terms of *expr* by their limits, *parts*), or None.

    Near the point ``A - B > 0``, so ``A + B = N / (A - B)`` with ``N = A^2 - B^2``, where like terms
    combine and square roots square away: ``sqrt(c t^2 + 1) - sqrt(c) t = 1/(sqrt(c t^2 + 1) + sqrt(c) t)``.
    Then ``(A - B)/N`` is a sum of quotients whose limits the other routes decide: an infinite one
    makes the limit 0, a finite one certified nonzero its reciprocal.  Tried only when N has fewer
    roots than *expr*, so it cannot recur forever.
    """
    terms = expr.args
    a = sp.Add(*[t for t, (v, _) in zip(terms, parts) if v == sp.oo])
    b = expr - a
    n = sp.expand(a**2 - b**2)
    if _roots(n, x) >= _roots(expr, x) or is_zero(n) is not False:
        return None
    if point in (sp.oo, -sp.oo):
        found = _deeper(lambda: _quotient_limit(n, a - b, x, point, side, certify))
        if found is not None:
            return found
    inverse, _ = exact_limit(sp.Add(*[t / n for t in sp.Add.make_args(sp.expand(a - b))]), x, point, side, certify)
    if inverse in (sp.oo, -sp.oo):
        return sp.S.Zero, "A + B = (A^2 - B^2)/(A - B), the conjugate: a finite numerator over a diverging A - B"
    if inverse is None or not certify(inverse, Sign.NONZERO):
        return None
    return 1 / inverse, "A + B = (A^2 - B^2)/(A - B), the conjugate, whose reciprocal's limit is finite and nonzero"


def _roots(expr, x) -> int:
    """The number of fractional powers in *expr* whose base involves x."""
    return sum(1 for p in expr.atoms(sp.Pow) if not p.exp.is_Integer and x in p.base.free_symbols)


def _rational_limit(expr, x, point, side, certify):
    num, den = sp.fraction(sp.together(expr))
    try:
        n, d = sp.Poly(num, x), sp.Poly(den, x)
    except sp.PolynomialError:
        return None
    if point in (sp.oo, -sp.oo):
        if n.is_zero:
            return sp.S.Zero
        ln, ld = n.LC(), d.LC()
        if not certify(ld, Sign.NONZERO):
            return None
        if n.degree() < d.degree():
            return sp.S.Zero  # whatever the numerator's leading coefficient: its degree is lower still
        if not certify(ln, Sign.NONZERO):
            return None
        gap = n.degree() - d.degree()
        if gap == 0:
            return ln / ld
        # |f| grows like |ln/ld| |x|^gap: the sign of ln/ld (and of x^gap at -oo) gives +-oo
        direction = _strict_sign(ln / ld, certify)
        if direction is None:
            return None
        return (-direction if point == -sp.oo and gap % 2 == 1 else direction) * sp.oo
    shifted_n = _lowest_term(n, x, point, certify)
    shifted_d = _lowest_term(d, x, point, certify)
    if shifted_n is None or shifted_d is None:
        return None
    (kn, cn), (kd, cd) = shifted_n, shifted_d
    if cn == 0:
        return sp.S.Zero
    if kn > kd:
        return sp.S.Zero
    if kn == kd:
        return cn / cd
    # f ~ (cn/cd) h^-(kd - kn) with h = x - point: +-oo on each side by the sign of cn/cd and h
    s = _strict_sign(cn / cd, certify)
    if s is None:
        return None
    signs = ({s} if "+" in side else set()) | ({s * (-1) ** (kd - kn)} if "-" in side else set())
    return signs.pop() * sp.oo if len(signs) == 1 else None


def _lowest_term(p, x, point, certify):
    """``(k, c)``: the lowest power of ``(x - point)`` in *p* and its coefficient, certified nonzero."""
    h = sp.Dummy("h")
    shifted = sp.Poly(sp.expand(p.as_expr().subs(x, point + h)), h)
    for (k,), c in sorted(shifted.terms()):
        verdict = is_zero(c)
        if verdict is True:
            continue
        if certify(c, Sign.NONZERO):
            return k, c
        return None
    return 0, sp.S.Zero


def half_lines(point, side: str) -> tuple[sp.Dummy, list]:
    """A fresh ``h > 0`` and the points ``point + h``, ``point - h`` (``h``, ``-h`` at infinity) that sweep
    the side(s) of approach."""
    h = sp.Dummy("h", positive=True)
    if point == sp.oo:
        return h, [h]
    if point == -sp.oo:
        return h, [-h]
    return h, ([point + h] if "+" in side else []) + ([point - h] if "-" in side else [])


def _eventual_sign(expr, h, certify) -> int | None:
    r"""The sign of *expr* for all large ``h > 0`` (+1 or -1), or None.

    A polynomial in h has the sign of its leading coefficient once h passes its largest root, whatever
    the parameters: ``h - mu`` is eventually positive though not for every h.  A product has the
    product of its factors' eventual signs; a power ``b^n`` with integer n the n-th power of b's, a
    root of an eventually positive base is eventually positive.
    """
    s = _strict_sign(expr, certify)
    if s is not None or h not in expr.free_symbols:
        return s
    if expr.is_Mul or (expr.is_Pow and expr.exp.is_Integer):
        factors = [(expr.base, int(expr.exp))] if expr.is_Pow else [(f, 1) for f in expr.args]
        signs = [_eventual_sign(f, h, certify) for f, _ in factors]
        return None if None in signs else int(sp.prod(s**n for s, (_, n) in zip(signs, factors)))
    if expr.is_Pow and expr.exp.is_Rational:  # a root: nonnegative where defined, positive where the base is
        return 1 if _eventual_sign(expr.base, h, certify) == 1 else None
    try:
        poly = sp.Poly(expr, h)
    except sp.PolynomialError:
        return None
    if poly.degree() < 1:
        return None
    return _strict_sign(poly.LC(), certify)


def _limit_through_square(expr, x, point, side, certify):
    square = sp.together(expr**2)
    value = _rational_limit(square, x, point, side, certify)
    if value is None:
        return None, "a limit with parameters that this procedure cannot decide soundly"
    h, sweeps = half_lines(point, side)
    if len(sweeps) != 1:
        return None, "a two-sided limit of a non-rational expression with parameters"
    near = expr.subs(x, sweeps[0])
    sign = _strict_sign(near, certify)
    if sign is None and point in (sp.oo, -sp.oo):
        sign = _eventual_sign(near, h, certify)
    if sign == 1:
        return sp.sqrt(value), "the square's limit and a positive sign (continuity of sqrt)"
    if sign == -1:
        return -sp.sqrt(value), "the square's limit and a negative sign (continuity of sqrt)"
    return None, "no certified sign on the side of approach"
