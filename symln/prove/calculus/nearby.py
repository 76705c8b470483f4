r"""Definedness near a limit point: the obligations of ``f`` that mention the limit variable.

``lim f(x) = L`` as x -> a needs f defined on a punctured neighbourhood of a
(one-sided for ``side = "+"`` or ``"-"``: ``(a, a + delta)`` or ``(a - delta, a)``;
for ``a = +oo`` or ``-oo`` all ``x > M`` or all ``x < -M``), and this for every
admissible value of the claim's parameters.  An obligation free of x is proved
on the whole admissible set as usual; one that mentions x need hold only near a.
This module proves it there, by one of these sound rules (each states why it
implies the obligation near a, for every admissible parameter value p):

**Finitely many zeros** (``g != 0`` with g rational in x).  Write
``g = N/D`` with N, D polynomials in x whose coefficients ``c_k(p)`` are free of
x.  If ``sum_k c_k(p)^2 > 0`` for every admissible p, neither N nor D is the zero
polynomial, so each has finitely many real roots, and g is defined and nonzero
on a punctured neighbourhood of every finite a and for all large ``|x|``.  The
sum of squares is proved by the judge's own procedure; a realizable admissible
p where it vanishes is a **refutation**: there ``N(x, p) = 0`` (or ``D``) for
*every* x, so f is defined at no x at all (``x + c x`` at ``c = -1``).  For g not
rational in x, N and D are read as polynomials in their generators that depend
on x (``sqrt(x**2 + 1)``, ``exp(x)``): a p where all coefficients vanish still
refutes (g is 0, or undefined, for every x), but nonzero coefficients prove
nothing (such a g may vanish at infinitely many x near a).

**On the whole side** (any sign).  The obligation holds at ``x = a + h`` (side
``+``), ``x = a - h`` (side ``-``), ``x = h`` (a = +oo) or ``x = -h`` (a = -oo)
for every ``h > 0`` and every admissible p: the half-line contains the
neighbourhood.  A counterexample refutes nothing (it may lie far from a).

**By the limit** (any sign).  The exact limit of g as x -> a (on the same
side, :func:`.calculus.exact_limit` with certified coefficients) is certified
nonzero or infinite (``!= 0``), or positive or ``+oo`` (``> 0`` and ``>= 0``): then
g has that sign on a punctured neighbourhood of a wherever g is defined, and g
is defined there by its own obligations, which are checked by the same rules.

Anything else is undecided: never proved.
"""

from __future__ import annotations

from collections.abc import Callable

import sympy as sp

from .calculus import Certify, exact_limit, half_lines
from .definedness import Obligation
from ..decide.identities import constant_sign
from ..language.relations import Check
from ..decide.signs import Sign

__all__ = ["near", "prove_near"]

#: ``prove(expr, sign, what, extra)``: the judge's proof of a sign on the admissible set (a Check)
Prove = Callable[..., Check]


def near(point, side: str, x="x") -> str:
    """How the neighbourhood of *point* reads in a verdict (*x*: the limit variable)."""
    if point == sp.oo:
        return f"for all large {x}"
    if point == -sp.oo:
        return f"for all large -{x}"
    where = {"+": "right of", "-": "left of", "+-": "around"}[side]
    return f"just {where} the point {point}"


def prove_near(ob: Obligation, x, point, side: str, prove: Prove, certify: Certify, degenerate: list | None = None) -> Check:
    """Prove *ob* (an obligation mentioning x) on a punctured neighbourhood of *point*.

    ``True`` when a rule of the module applies; ``False`` only for a realizable
    parameter value at which the obligation fails for every x; else ``None``.
    The coefficients in x of a rational obligation go to *degenerate* (their common
    zeros are where f is nowhere defined: worth a numeric sample).
    """
    what = f"definedness near the limit point: {ob.reason} {ob.expr} {ob.sign.value} {near(point, side, x)}"
    reasons = []
    if ob.sign is Sign.NONZERO:
        check = _finitely_many_zeros(ob.expr, x, prove, what, [] if degenerate is None else degenerate)
        if check is not None:
            if check.ok is not None:
                return check
            reasons.append(check.detail)
    check = _on_the_side(ob, x, point, side, prove, what)
    if check.ok is True:
        return check
    check = _by_the_limit(ob, x, point, side, certify)
    if check.ok is True:
        return check
    reasons.append(check.detail)
    reasons = [r.removeprefix(what).removeprefix(": ") for r in reasons if r]
    return Check(None, f"{what}: not proved ({'; '.join(reasons)})", None, str(ob.expr), ob.sign.value)


def _finitely_many_zeros(g, x, prove: Prove, what: str, degenerate: list) -> Check | None:
    """``g != 0`` near any point for g = N/D rational in x: N and D are never the zero polynomial.

    For g not rational in x, N and D are read as polynomials in their generators that
    depend on x (``sqrt(x**2 + 1)``, ``exp(x)``): where all their coefficients vanish,
    g is zero (or undefined) for every x, a refutation; otherwise this rule proves
    nothing (None), as it does when g is not polynomial in any generators.
    """
    num, den = sp.fraction(sp.together(g))
    undecided = []
    for role, part in (("numerator", num), ("denominator", den)):
        coefficients, gens = _coefficients(part, x)
        if coefficients is None:
            return None
        if gens != [x] and x in part.free_symbols:
            undecided.append(f"the {role} {part} is not polynomial in {x}")
        if any(not c.free_symbols and constant_sign(c) in (1, -1) for c in coefficients):
            continue  # a nonzero number among the coefficients: not the zero polynomial
        degenerate.extend(c for c in coefficients if c.free_symbols)
        squares = sp.Add(*[c**2 for c in coefficients])
        check = prove(squares, Sign.POS, f"{what}: the {role} {part} is not identically 0 in {x}")
        if check.ok is False:
            return check
        if check.ok is None:
            undecided.append(check.detail)
    return Check(None, "; ".join(undecided)) if undecided else Check(True)


def _coefficients(part, x) -> tuple[list | None, list]:
    """The coefficients of *part* as a polynomial in its generators that depend on x, and those
    generators; ``(None, [])`` when it is no such polynomial."""
    if x not in part.free_symbols:
        return [part], []
    try:
        gens = [t for t in sp.Poly(part).gens if x in t.free_symbols]
        coefficients = sp.Poly(part, *gens).coeffs()
    except (sp.PolynomialError, sp.GeneratorsNeeded, sp.CoercionFailed):
        return None, []
    if any(x in c.free_symbols for c in coefficients):
        return None, []
    return coefficients, gens


def _on_the_side(ob: Obligation, x, point, side: str, prove: Prove, what: str) -> Check:
    """The obligation at every point of the half-line(s) beyond the point on the side(s) of approach."""
    h, sweeps = half_lines(point, side)
    for at in sweeps:
        check = prove(ob.expr.xreplace({x: at}), ob.sign, f"{what}: on the whole side", frozenset({h}))
        if check.ok is not True:
            return Check(None, check.detail)
    return Check(True)


def _by_the_limit(ob: Obligation, x, point, side: str, certify: Certify) -> Check:
    """The obligation's expression tends to a value of the wanted sign (certified), so has it nearby."""
    try:
        value, how = exact_limit(ob.expr, x, point, side, certify)
    except (NotImplementedError, ValueError, TypeError) as exc:  # SymPy's limit for an expression without parameters
        return Check(None, f"its limit: {type(exc).__name__}: {exc}")
    if value is None:
        return Check(None, f"its limit: {how}")
    if value.has(sp.nan, sp.zoo, sp.I) or isinstance(value, sp.AccumBounds):
        return Check(None, f"its limit is {value}")
    if value == sp.oo or (value == -sp.oo and ob.sign is Sign.NONZERO):
        return Check(True)
    if value == -sp.oo:
        return Check(None, f"its limit is {value}")
    wanted = Sign.NONZERO if ob.sign is Sign.NONZERO else Sign.POS  # a limit >= 0 does not give >= 0 nearby
    if certify(value, wanted):
        return Check(True)
    return Check(None, f"its limit {value} is not certified {wanted.value}")
