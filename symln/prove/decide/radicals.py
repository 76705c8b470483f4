"""Removing square-root radicals by a change of variables.

Expressions are considered on the open set where every radicand is positive
(where they are real and smooth).  A power ``B^(k/2)`` whose base ``B`` is
linear in some non-integer symbol ``s`` (``B = a*s + b``, ``a != 0`` free of
``s``) is removed by the change of variables ``s = (r**2 - b)/a`` with
``r = sqrt(B) > 0``.  For fixed other variables, ``s -> r`` is a bijection
onto an open set, so an identity holds on the old domain iff the transformed
one holds on the new domain, and ``B`` becomes ``r**2``, whose half-integer
powers SymPy evaluates exactly.  For the layer-norm core this is
``eps = r**2 - q``, turning ``sqrt(q + eps)`` into ``r`` and every entry into
a rational function.  Repeating the step removes further radicands.
"""

from __future__ import annotations

import sympy as sp

from .exprs import as_expr, factor, nodes, substitute
from .polyfrac import FractionConverter, NotRational, rational

__all__ = ["eliminate_radicals", "factor_radicands"]


def eliminate_radicals(expr) -> sp.Expr:
    """Remove square-root radicals by the change of variables described in the module doc."""
    expr = as_expr(expr)
    for _ in range(8):
        bases = _ordered({p.base for p in nodes([expr], sp.Pow) if _is_radical(p)})
        if not bases:
            return expr
        for base in bases:
            change = _linear_change(base)
            if change is None:
                continue
            symbol, value, r = change
            expr = _collapse_radicals(substitute(expr, {symbol: value}), r)
            break
        else:
            return expr
    return expr


def _ordered(exprs) -> list:
    """*exprs* in SymPy's canonical order (its sort key is costly for large
    expressions, so a single item is not keyed)."""
    exprs = list(exprs)
    return exprs if len(exprs) < 2 else sorted(exprs, key=sp.default_sort_key)


def _is_radical(p: sp.Pow) -> bool:
    return p.exp.is_Rational and not p.exp.is_Integer and bool(p.base.free_symbols)


def _linear_change(base):
    """Find ``s`` with ``base = a*s + b`` (``a`` free of ``s``); return (s, (r^2 - b)/a, r)."""
    candidates = sorted(base.free_symbols, key=lambda s: (not s.is_positive, sp.default_sort_key(s)))
    expanded = None
    for s in _of_degree_one(base, candidates):
        if s.is_integer:
            continue
        split = _affine_split(base, s)
        if split is None:
            if expanded is None:
                expanded = sp.expand(base)
            a = expanded.coeff(s, 1)
            split = a, sp.expand(expanded - a * s)
        a, b = split
        if a == 0 or s in a.free_symbols or s in b.free_symbols:
            continue
        r = sp.Dummy(f"r_{s}", positive=True)
        return s, (r**2 - b) / a, r
    return None


def _of_degree_one(base, candidates) -> list:
    """The *candidates* in which *base* is a polynomial of degree exactly 1.

    Read off FLINT's degrees of the numerator (a symbol in a denominator is
    never linear); if *base* is not rational, every candidate stays.
    """
    symbols = sorted(base.free_symbols, key=sp.default_sort_key)
    try:
        numerator, denominator = FractionConverter(symbols)(base)
    except NotRational:
        return list(candidates)
    degrees = dict(zip(symbols, numerator.degrees()))
    in_denominator = {s for f, _ in denominator for s, k in zip(symbols, f.degrees()) if k}
    return [s for s in candidates if degrees.get(s) == 1 and s not in in_denominator]


def _affine_split(base, s):
    """``(a, b)`` with ``base = a*s + b`` found without expanding *base*, or None.

    If ``d base/ds = a`` is free of ``s``, then ``base(s) = base(0) + a s`` on
    every interval of ``s`` (fundamental theorem of calculus), so ``b`` is
    *base* with ``s = 0``.  Unexpanded bases such as ``q(z) + eps``, with q a
    sum of d squares of linear forms, stay small this way; expanding them
    costs O(d^3) terms.
    """
    a = sp.diff(base, s)
    if a == 0 or s in a.free_symbols:
        return None
    b = base.xreplace({s: sp.S.Zero})
    if s in b.free_symbols or b.has(sp.nan, sp.zoo, sp.oo, -sp.oo):
        return None
    return a, b


def _collapse_radicals(expr, r):
    """Rewrite each radical base containing *r* in factored form so SymPy evaluates it
    (``sqrt(r**2) = r``); polynomial bases are factored by FLINT."""
    replacements = {}
    for p in nodes([expr], sp.Pow):
        if _is_radical(p) and r in p.base.free_symbols:
            symbols = sorted(p.base.free_symbols, key=sp.default_sort_key)
            base = _factor(p.base, FractionConverter(symbols))
            if base != p.base:
                replacements[p] = sp.Pow(base, p.exp)
    return substitute(expr, replacements)


def factor_radicands(exprs):
    """Write each radicand in factored form, so SymPy pulls out positive square factors
    (``sqrt(a**2 * B) = a sqrt(B)`` for ``a > 0``) and equal radicands coincide.

    Polynomial radicands are factored by FLINT; others by SymPy's ``factor``.
    """
    radicands = {
        p.base
        for p in nodes(exprs, sp.Pow)
        if p.exp.is_Rational and p.exp.q == 2 and p.base.free_symbols
    }
    if not radicands:
        return list(exprs)
    symbols = sorted(set().union(*(b.free_symbols for b in radicands)), key=sp.default_sort_key)
    to_fraction = FractionConverter(symbols)
    factored = {base: _factor(base, to_fraction) for base in radicands}
    replacements = {
        p: sp.Pow(factored[p.base], p.exp)
        for p in nodes(exprs, sp.Pow)
        if p.base in factored and p.exp.is_Rational and p.exp.q == 2
    }
    cache: dict = {}
    return [substitute(e, replacements, cache) for e in exprs]


def _factor(base, to_fraction):
    try:
        numerator, denominator = to_fraction(base)
    except NotRational:
        return factor(sp.expand(base))
    content, factors = numerator.factor()
    product = rational(content)
    for f, k in factors:
        product = product * to_fraction.to_expr(f) ** k
    for f, k in denominator:
        product = product / to_fraction.to_expr(f) ** k
    return product
