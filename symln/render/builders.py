r"""Helpers for display and argument builders: name a value, show it exactly, unfold a definition.

They act as the identity in every model but the presentation model, so the
relations of a display (or an argument) can still be decided by the
verifier's exact models:

* :func:`let` names a value (``z = (-1, 1)``), recorded as a binding;
* :func:`exact` shows a value by its exact entries (a concrete model), with a
  certified decimal when asked;
* :func:`unfold` shows a definition by its body, one level deep
  (``u_eps(z) = v / sqrt(q + eps)``);
* :func:`split_along` writes every x of R^d as ``x_b b + w`` with ``b^T w = 0``,
  declared once as such;
* :func:`enclosure` gives decimal bounds of a constant, for a reason to state.
"""

from __future__ import annotations

from functools import reduce

import mpmath
import sympy as sp

from ..errors import NotAvailableError
from ..prove.models.coords import Coords, Grid
from ..prove.decide.exprs import as_expr
from ..prove.decide.intervals import enclose
from . import forms as F
from .present import SCALAR_NAMES, FormModel, Shown, form_of, value_of
from .printer import latex

__all__ = ["let", "exact", "unfold", "literal_form", "certified_decimal", "enclosure", "decimal_text", "split_along"]


def let(m, name: str, x):
    """Name the value *x* ``name`` (a binding shown with the display); identity outside :class:`FormModel`."""
    if not isinstance(m, FormModel):
        return x
    form = form_of(x)
    kind = F.kind_of(form)
    shown_name = SCALAR_NAMES.get(name, name)
    symbol = {F.VECTOR: F.VectorSymbol, F.MATRIX: F.MatrixName}.get(kind, sp.Symbol)(shown_name)
    m.bindings.append((symbol, form))
    return Shown(symbol, value_of(x))


def unfold(m, fn, *args, **kwargs):
    """Show the definition *fn* by its body, one level deep; identity (a call) outside :class:`FormModel`."""
    if not isinstance(m, FormModel):
        return fn(m, *args, **kwargs)
    return getattr(fn, "__wrapped__", fn)(m, *args, **kwargs)


def exact(m, x, *, places: int | None = None):
    """Show *x* by its exact value in a concrete model, with a certified decimal to *places* places."""
    if not isinstance(m, FormModel):
        return x
    value = value_of(x)
    form = literal_form(value)
    if places is not None:
        form = F.Approx(form, certified_decimal(form, places), sp.Integer(places))
    return Shown(form, value)


def literal_form(value):
    """The exact entries of a concrete value, with a common rational factor pulled out."""
    if isinstance(value, Coords):
        content, entries = _content([_tidy(e) for e in value.entries])
        return content * F.VecLit(sp.Tuple(*entries))
    if isinstance(value, Grid):
        flat = [_tidy(e) for e in value.entries()]
        content, flat = _content(flat)
        n = value.size
        rows = sp.Tuple(*[sp.Tuple(*flat[i * n : (i + 1) * n]) for i in range(n)])
        return content * F.MatLit(rows)
    if isinstance(value, sp.Basic) or isinstance(value, int):
        return _tidy(value)
    raise NotAvailableError(f"exact: no literal form for a {type(value).__name__} (use a concrete model)")


def _tidy(e):
    e = as_expr(e)
    return sp.radsimp(sp.simplify(e)) if not e.free_symbols else sp.factor(e)


def _content(entries):
    """``(c, entries / c)`` when every entry is rational, two are nonzero and c is not an integer."""
    nonzero = [e for e in entries if e != 0]
    if len(nonzero) < 2 or not all(e.is_Rational for e in nonzero):
        return sp.S.One, entries
    numerators = reduce(sp.igcd, [abs(int(e.p)) for e in nonzero])
    denominators = reduce(sp.ilcm, [int(e.q) for e in nonzero])
    c = sp.Rational(numerators, denominators)
    if c.is_Integer:
        return sp.S.One, entries
    return c, [e / c for e in entries]


def certified_decimal(expr, places: int) -> sp.Rational:
    """The decimal with *places* places nearest to the constant *expr*, certified by an enclosure.

    The enclosure of ``expr * 10^places`` must lie strictly between
    ``n - 1/2`` and ``n + 1/2`` for an integer n; the answer is ``n / 10^places``.
    """
    expr = as_expr(expr)
    scaled = expr * 10**places
    for dps in (30, 60):
        box = enclose(scaled, dps)
        n = int(mpmath.nint(box.mid))
        if box.a > n - mpmath.mpf(1) / 2 and box.b < n + mpmath.mpf(1) / 2:
            return sp.Rational(n, 10**places)
    raise ValueError(f"certified_decimal: cannot certify {places} places of {expr} (too close to a rounding boundary)")


def enclosure(x, places: int) -> tuple[sp.Rational, sp.Rational]:
    """Decimals ``(lo, hi)`` with *places* places and ``lo <= x <= hi``, for the constant value of *x*.

    The bounds are those of an interval enclosure (:func:`~symln.prove.decide.intervals.enclose`,
    30 digits) rounded outward, in exact arithmetic: each endpoint, a binary fraction, is made a
    Rational and moved down (up) to the next multiple of ``10^-places``.
    """
    box = enclose(as_expr(value_of(x)), 30)
    scale = 10**places
    lo, hi = (_rational(endpoint) * scale for endpoint in (box.a, box.b))
    return sp.Rational(sp.floor(lo), scale), sp.Rational(sp.ceiling(hi), scale)


def _rational(endpoint) -> sp.Rational:
    """The exact value of an interval endpoint (``mantissa * 2^exponent``)."""
    mantissa, exponent = mpmath.mpf(endpoint).man_exp
    return sp.Integer(mantissa) * sp.Integer(2) ** exponent


def decimal_text(value: sp.Rational, places: int) -> str:
    """``Rational(995037, 10000), 4 -> '99.5037'``: a multiple of ``10^-places``, written out."""
    scaled = value * 10**places
    if not scaled.is_Integer:
        raise ValueError(f"decimal_text: {value} is not a multiple of 10^-{places}")
    digits = str(abs(int(scaled))).rjust(places + 1, "0")
    return ("-" if scaled < 0 else "") + (f"{digits[:-places]}.{digits[-places:]}" if places else digits)


def split_along(m, name: str, direction, coefficient: str):
    r"""``(a, w, x)`` with ``x = a b + w`` and ``b^T w = 0``, for the direction b: a scalar and a vector.

    Every x of R^d is of this form (``a = b^T x/|b|^2`` and ``w = x - a b`` when ``b != 0``, and
    ``w = x`` when ``b = 0``), so a relation of x that holds for every a and w holds for every x.
    The presentation model declares x once, by its two parts.
    """
    a = m.scalar(coefficient)
    w = m.vector("w", orthogonal_to=(direction,))
    x = direction * a + w
    if not isinstance(m, FormModel):
        return a, w, x
    parts = {form_of(a), form_of(w)}
    symbol = F.VectorSymbol(name)
    x_tex, a_tex, b_tex, w_tex = (latex(f, inline=True) for f in (symbol, form_of(a), form_of(direction), form_of(w)))
    m.declare(
        symbol,
        rf"${x_tex} = {latex(form_of(direction * a), inline=True)} + {w_tex}$ with ${b_tex}^{{\mathsf{{T}}}} {w_tex} = 0$, "
        rf"a split every ${x_tex} \in {m._space()}$ has: ${a_tex} = {b_tex}^{{\mathsf{{T}}}} {x_tex}/\lVert {b_tex}\rVert^{{2}}$ "
        rf"and ${w_tex} = {x_tex} - {a_tex} {b_tex}$ when ${b_tex} \neq 0$, ${a_tex} = 0$ and ${w_tex} = {x_tex}$ when ${b_tex} = 0$",
        parts=parts,
    )
    return a, w, Shown(symbol, value_of(x))
