"""Sound exact decisions about SymPy scalars: zero tests and sign certificates.

Every function here answers ``True`` only with a proof, ``False`` only with a
disproof, and ``None`` when it cannot tell.  "Proof" means: SymPy's exact
rational-function arithmetic (``cancel``), a valid change of variables, or a
structural sign argument whose every step is a rule of ordered fields.

Radicals.  Expressions are considered on the open set where every radicand
is positive (where they are real and smooth).  A power ``B^(k/2)`` whose base
``B`` is linear in some non-integer symbol ``s`` (``B = a*s + b``, ``a != 0``
free of ``s``) is removed by the change of variables ``s = (r**2 - b)/a`` with
``r = sqrt(B) > 0``.  For fixed other variables, ``s -> r`` is a bijection
onto an open set, so an identity holds on the old domain iff the transformed
one holds on the new domain, and ``B`` becomes ``r**2``, whose half-integer
powers SymPy evaluates exactly.  For the layer-norm core this is
``eps = r**2 - q``, turning ``sqrt(q + eps)`` into ``r`` and every entry into
a rational function.  Repeating the step removes further radicands.  A
nonzero rational function cannot vanish on a nonempty open set, which is why
a nonzero radical-free remainder refutes an identity.

Signs.  A polynomial whose monomials are products of nonnegative quantities
(nonnegative symbols, even powers of real ones) with nonnegative coefficients
is nonnegative.  ``certify_sign`` applies that rule after ``together`` and
``expand``, and propagates signs structurally through sums, products and
powers.  Lower bounds such as ``d >= 3`` enter as the substitution
``d = 3 + k`` with ``k >= 0``.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

import flint
import sympy as sp
from sympy.core.sympify import _sympify

from .errors import InexactInputError
from .intervals import sign_of_constant

__all__ = [
    "Sign",
    "as_expr",
    "check_exact",
    "is_zero",
    "are_zero",
    "eliminate_radicals",
    "sign",
    "certify_sign",
    "certify_nonnegative",
    "certify_positive",
    "certify_nonzero",
]

#: Expressions larger than this (in ``count_ops``) skip ``simplify``, whose cost
#: grows quickly; the cheaper exact routes still run.
_SIMPLIFY_LIMIT = 400
#: Expressions larger than this skip the expand-and-inspect sign rule.
_SIGN_LIMIT = 2000


def as_expr(value) -> sp.Basic:
    """Strict conversion to SymPy: numbers and SymPy objects only, never a string.

    Nothing in symln evaluates text; strict sympify raises on ``str`` input
    instead of parsing it.
    """
    return _sympify(value)


def nodes(exprs, kind=sp.Basic):
    """Each distinct subexpression of *exprs* that is an instance of *kind*, once.

    SymPy's ``atoms`` walks a tree and revisits shared subtrees every time;
    derivatives built by dual numbers share subtrees heavily, so this walk
    keeps a set of visited nodes instead.
    """
    seen: set = set()
    stack = list(exprs)
    found = []
    while stack:
        e = stack.pop()
        if e in seen:
            continue
        seen.add(e)
        if isinstance(e, kind):
            found.append(e)
        stack.extend(e.args)
    return found


def substitute(expr, mapping: dict, cache: dict | None = None):
    """``expr.xreplace(mapping)`` rebuilding each distinct subexpression once."""
    if not mapping:
        return expr
    cache = {} if cache is None else cache

    def walk(e):
        if e in mapping:
            return mapping[e]
        if not e.args:
            return e
        done = cache.get(e)
        if done is None:
            args = tuple(walk(a) for a in e.args)
            done = e.func(*args) if args != e.args else e
            cache[e] = done
        return done

    return walk(expr)


def check_exact(expr) -> sp.Expr:
    """Return ``as_expr(expr)``; raise :class:`InexactInputError` on binary floats."""
    expr = as_expr(expr)
    floats = nodes([expr], sp.Float)
    if floats:
        shown = ", ".join(sorted(str(f) for f in floats))
        raise InexactInputError(
            f"binary float constant(s) {shown} in an exact check; use sympy.Rational (e.g. Rational(1, 10**4))"
        )
    return expr


# ---------------------------------------------------------------------------
# zero tests


def is_zero(expr) -> bool | None:
    """Decide whether *expr* is identically zero on its (open) domain.

    ``True``: proved zero.  ``False``: proved not identically zero (a nonzero
    constant, or a nonzero radical-free rational function, which cannot vanish
    on an open set).  ``None``: undecided.

    >>> import sympy as sp
    >>> q = sp.Symbol('q', nonnegative=True); eps = sp.Symbol('eps', positive=True)
    >>> is_zero(1/sp.sqrt(q + eps) - sp.sqrt(q + eps)/(q + eps))
    True
    >>> is_zero(q/(q + eps) - 1)
    False
    """
    return are_zero([expr])[0]


def are_zero(exprs) -> list[bool | None]:
    """:func:`is_zero` for several expressions at once (e.g. the entries of a matrix).

    1. The radicals of all entries are removed by one common change of
       variables (:func:`eliminate_radicals`) and each entry becomes a
       fraction of polynomials over QQ: zero iff its numerator is.
    2. Entries that keep a radical (one with no linear symbol, such as
       ``sqrt(q)`` or ``sqrt(2)``) are retried with each ``sqrt(B)`` as a ring
       generator ``rho`` reduced by ``rho**2 = B``; a zero numerator proves zero.
    3. What remains goes through the slow :func:`_residual_is_zero`.
    """
    exprs = [check_exact(e) for e in exprs]
    results: list[bool | None] = [True if e == 0 else None for e in exprs]
    pending = [i for i, r in enumerate(results) if r is None]
    if not pending:
        return results
    irrational = _elimination_route([exprs[i] for i in pending], pending, results)
    if irrational:
        indices, remaining = zip(*irrational)
        _algebraic_route(list(remaining), list(indices), results)
        for i, e in irrational:
            if results[i] is None:
                results[i] = _residual_is_zero(e)
    return results


def _factor_radicands(exprs):
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
    to_fraction = _FractionConverter(symbols)
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
    except _NotRational:
        return sp.factor(sp.expand(base))
    content, factors = numerator.factor()
    product = _rational(content)
    for f, k in factors:
        product = product * to_fraction.to_expr(f) ** k
    for f, k in denominator:
        product = product / to_fraction.to_expr(f) ** k
    return product


def _rational(q) -> sp.Rational:
    return sp.Rational(int(q.p), int(q.q))


def _algebraic_route(exprs, indices, results) -> None:
    exprs = _factor_radicands(exprs)
    radicands = sorted(
        {p.base for p in nodes(exprs, sp.Pow) if p.exp.is_Rational and p.exp.q == 2},
        key=sp.default_sort_key,
    )
    symbols = sorted(set().union(*(e.free_symbols for e in exprs)), key=sp.default_sort_key)
    try:
        to_fraction = _FractionConverter(symbols, radicands)
    except _NotRational:
        return
    for i, e in zip(indices, exprs):
        try:
            numerator, _ = to_fraction(e)
        except (_NotRational, ZeroDivisionError):
            continue
        if numerator.is_zero():
            results[i] = True


def _elimination_route(exprs, indices, results) -> list:
    """Decide what becomes rational; return ``(index, expr)`` of what stays irrational."""
    eliminated = list(eliminate_radicals(sp.Tuple(*exprs)))
    symbols = sorted(set().union(*(e.free_symbols for e in eliminated)), key=sp.default_sort_key)
    to_fraction = _FractionConverter(symbols)
    irrational = []
    for i, e in zip(indices, eliminated):
        if e == 0:
            results[i] = True
            continue
        try:
            numerator, _ = to_fraction(e)
        except _NotRational:
            irrational.append((i, e))
            continue
        # A rational function over QQ is zero iff its numerator is the zero polynomial.
        results[i] = numerator.is_zero()
    return irrational


class _NotRational(Exception):
    pass


class _FractionConverter:
    """Expr -> (numerator, denominator factors) over ``QQ``, memoized by subexpression.

    Polynomials are FLINT's multivariate ``fmpq_mpoly`` (python-flint).  A
    denominator is a list of ``(monic polynomial, exponent)`` with distinct
    polynomials; a common denominator takes each factor to its largest
    exponent.  This needs no polynomial gcd and cannot multiply the same
    factor in twice (``B`` and ``3 B`` are one monic factor), so sizes stay
    close to those of the input.

    With *radicands*, each ``sqrt(B)`` is a generator ``rho_B`` (ordered first,
    lex) and numerators are reduced modulo ``rho_B**2 - B``: a zero numerator
    still proves the expression zero, while a nonzero one proves nothing (the
    rho's may be dependent).  Anything else that is not a rational operation
    raises ``_NotRational``.
    """

    def __init__(self, symbols, radicands=()):
        self.symbols = list(symbols)
        self.radicands = list(radicands)
        nrho = len(self.radicands)
        names = tuple(f"r{i}" for i in range(nrho)) + tuple(f"x{i}" for i in range(len(self.symbols)))
        self.ctx = flint.fmpq_mpoly_ctx.get(names, "lex") if names else None
        gens = self.ctx.gens() if names else ()
        self.rhos = list(gens[:nrho])
        self.gens = dict(zip(self.symbols, gens[nrho:]))
        self.memo: dict = {}
        self.rho_of: dict = {}
        self.moduli: list = []
        for rho, base in zip(self.rhos, self.radicands):
            n, den = self(base)
            if den or any(n.degrees()[k] > 0 for k in range(nrho)):
                raise _NotRational(base)
            self.rho_of[base] = rho
            self.moduli.append(rho**2 - n)

    def __call__(self, e):
        found = self.memo.get(e)
        if found is None:
            found = self._convert(e)
            self.memo[e] = found
        return found

    def _constant(self, value):
        return self.ctx.constant(flint.fmpq(int(value.p), int(value.q)))

    def to_expr(self, p) -> sp.Expr:
        """A polynomial (free of rho generators) back as a SymPy expression."""
        offset = len(self.rhos)
        symbols = self.symbols
        terms = []
        for monom, coeff in p.to_dict().items():
            term = _rational(coeff)
            for symbol, k in zip(symbols, monom[offset:]):
                if k:
                    term = term * symbol**k
            terms.append(term)
        return sp.Add(*terms)

    def _reduce(self, p):
        """The remainder of *p* modulo every ``rho**2 - B`` (each rho of degree <= 1)."""
        for modulus in self.moduli:
            p = divmod(p, modulus)[1]
        return p

    def _has_rho(self, p) -> bool:
        return bool(self.rhos) and any(p.degrees()[k] > 0 for k in range(len(self.rhos)))

    @staticmethod
    def _merge(den, f, k):
        for entry in den:
            if entry[0] == f:
                entry[1] += k
                return
        den.append([f, k])

    def _convert(self, e):
        if self.ctx is None:
            raise _NotRational(e)
        if e.is_Symbol:
            return self.gens[e], []
        if e.is_Rational:
            return self._constant(e), []
        if e.is_Add:
            parts = [self(term) for term in e.args]
            common: list = []
            for _, den in parts:
                for f, k in den:
                    for entry in common:
                        if entry[0] == f:
                            entry[1] = max(entry[1], k)
                            break
                    else:
                        common.append([f, k])
            num = self.ctx.constant(0)
            for n, den in parts:
                for f, k in common:
                    own = next((j for g, j in den if g == f), 0)
                    if k > own:
                        n = n * f ** (k - own)
                num = num + n
            return self._reduce(num), [list(entry) for entry in common]
        if e.is_Mul:
            num, den = self.ctx.constant(1), []
            for factor in e.args:
                n, d = self(factor)
                num = self._reduce(num * n)
                for f, k in d:
                    self._merge(den, f, k)
            return num, den
        if e.is_Pow and e.exp.is_Rational and e.exp.q == 2 and e.base in self.rho_of:
            # B^(k/2) = rho * B^((k-1)/2) for odd k
            n, d = self(sp.Pow(e.base, (e.exp.p - 1) // 2))
            return self._reduce(self.rho_of[e.base] * n), d
        if e.is_Pow and e.exp.is_Integer:
            n, d = self(e.base)
            k = int(e.exp)
            if k >= 0:
                return self._reduce(n**k), [[f, j * k] for f, j in d]
            if n.is_zero():
                raise ZeroDivisionError(f"division by zero in {e}")
            if self._has_rho(n):
                raise _NotRational(e)  # a radical in a denominator: left to the other route
            num = self.ctx.constant(1)
            for f, j in d:
                num = num * f ** (j * -k)
            lead = n.leading_coefficient()
            num = num * (1 / lead) ** -k
            if n.is_constant():
                return num, []
            return num, [[n / lead, -k]]
        raise _NotRational(e)


def _residual_is_zero(expr) -> bool | None:
    """The slow path for expressions that stay irrational after radical elimination."""
    if not expr.free_symbols:
        return _constant_is_zero(expr)
    if sp.count_ops(expr) > _SIMPLIFY_LIMIT:
        return None  # too large for cancel/simplify to finish reliably
    reduced = sp.cancel(sp.together(expr))
    if reduced == 0:
        return True
    if not reduced.free_symbols:
        return _constant_is_zero(reduced)
    if sp.count_ops(reduced) <= _SIMPLIFY_LIMIT and sp.simplify(reduced) == 0:
        return True
    return None


def _constant_is_zero(expr) -> bool | None:
    """Decide a constant: an interval enclosure excluding 0 at rising precision
    (a huge term can hide a tiny difference, so 40 digits may not do), else its
    minimal polynomial over QQ, which is ``x`` exactly when the constant is 0."""
    for digits in (40, 160, 640):
        s = sign_of_constant(expr, digits)
        if s is not None:
            return s == 0
    if sp.count_ops(expr) > _SIMPLIFY_LIMIT:
        return None
    x = sp.Dummy("x")
    try:
        polynomial = sp.minimal_polynomial(expr, x)
    except (NotImplementedError, ValueError, sp.polys.polyerrors.NotAlgebraic):
        return True if sp.simplify(expr) == 0 else None
    return polynomial == x


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
        numerator, denominator = _FractionConverter(symbols)(base)
    except _NotRational:
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
    """Rewrite each radical base containing *r* in factored form so SymPy evaluates it."""
    replacements = {}
    for p in nodes([expr], sp.Pow):
        if _is_radical(p) and r in p.base.free_symbols:
            base = sp.factor(sp.expand(p.base))
            if base != p.base:
                replacements[p] = sp.Pow(base, p.exp)
    return substitute(expr, replacements)


# ---------------------------------------------------------------------------
# signs


class Sign(enum.Enum):
    """What is known about the sign of an expression on its whole domain."""

    POS = "> 0"
    NONNEG = ">= 0"
    ZERO = "= 0"
    NONPOS = "<= 0"
    NEG = "< 0"
    NONZERO = "!= 0"
    UNKNOWN = "?"


_NONNEG = {Sign.POS, Sign.NONNEG, Sign.ZERO}
_NONPOS = {Sign.NEG, Sign.NONPOS, Sign.ZERO}


def _negate(s: Sign) -> Sign:
    return {
        Sign.POS: Sign.NEG,
        Sign.NEG: Sign.POS,
        Sign.NONNEG: Sign.NONPOS,
        Sign.NONPOS: Sign.NONNEG,
    }.get(s, s)


def _sign_of_symbol(s: sp.Symbol) -> Sign:
    if s.is_positive:
        return Sign.POS
    if s.is_negative:
        return Sign.NEG
    if s.is_zero:
        return Sign.ZERO
    if s.is_nonnegative:
        return Sign.NONNEG
    if s.is_nonpositive:
        return Sign.NONPOS
    if s.is_nonzero and s.is_extended_real:
        return Sign.NONZERO
    return Sign.UNKNOWN


def _sign_of_sum(signs: list[Sign]) -> Sign:
    if all(s is Sign.ZERO for s in signs):
        return Sign.ZERO
    if all(s in _NONNEG for s in signs):
        return Sign.POS if any(s is Sign.POS for s in signs) else Sign.NONNEG
    if all(s in _NONPOS for s in signs):
        return Sign.NEG if any(s is Sign.NEG for s in signs) else Sign.NONPOS
    return Sign.UNKNOWN


def _sign_of_product(signs: list[Sign]) -> Sign:
    if any(s is Sign.ZERO for s in signs):
        return Sign.ZERO
    if any(s is Sign.UNKNOWN for s in signs):
        return Sign.UNKNOWN
    negative = sum(s in (Sign.NEG, Sign.NONPOS) for s in signs) % 2 == 1
    if any(s is Sign.NONZERO for s in signs):
        if all(s in (Sign.POS, Sign.NEG, Sign.NONZERO) for s in signs):
            return Sign.NONZERO
        return Sign.UNKNOWN
    strict = all(s in (Sign.POS, Sign.NEG) for s in signs)
    if negative:
        return Sign.NEG if strict else Sign.NONPOS
    return Sign.POS if strict else Sign.NONNEG


def _sign_of_power(base, exp, known=None) -> Sign:
    b = _structural_sign(base, known)
    if exp.is_Integer:
        n = int(exp)
        if n == 0:
            return Sign.POS
        if n % 2 == 0:
            if b in (Sign.POS, Sign.NEG, Sign.NONZERO):
                return Sign.POS
            return Sign.NONNEG if (base.is_extended_real or b is not Sign.UNKNOWN) else Sign.UNKNOWN
        if n < 0 and b in (Sign.NONNEG, Sign.NONPOS):
            return {Sign.NONNEG: Sign.POS, Sign.NONPOS: Sign.NEG}[b]  # 1/x with x != 0 on its domain
        return b
    if exp.is_Rational:
        if b is Sign.POS:
            return Sign.POS
        if b in (Sign.NONNEG, Sign.ZERO) and exp > 0:
            return Sign.NONNEG
    return Sign.UNKNOWN


def _structural_sign(e, known=None) -> Sign:
    if known and e in known:
        return known[e]
    if not e.free_symbols:
        s = sign_of_constant(e)
        return {1: Sign.POS, -1: Sign.NEG, 0: Sign.ZERO}.get(s, Sign.UNKNOWN)
    if e.is_Symbol:
        return _sign_of_symbol(e)
    if e.is_Add:
        return _sign_of_sum([_structural_sign(a, known) for a in e.args])
    if e.is_Mul:
        return _sign_of_product([_structural_sign(a, known) for a in e.args])
    if e.is_Pow:
        return _sign_of_power(*e.args, known)
    if isinstance(e, sp.Abs):
        return Sign.NONNEG
    return Sign.UNKNOWN


def sign(expr, lower_bounds: Mapping[sp.Symbol, int] | None = None, known: Mapping | None = None) -> Sign:
    """The sign of *expr* on its whole domain, as far as it can be certified.

    Structural propagation first; then, for a sum of undecided sign, the
    polynomial rule on ``together(expr)`` (numerator expanded monomial by
    monomial, denominator by structure).  *known* maps subexpressions to
    signs established elsewhere (hypotheses such as "q > 0").

    >>> import sympy as sp
    >>> q = sp.Symbol('q', nonnegative=True); eps = sp.Symbol('eps', positive=True)
    >>> sign(1/eps - eps**2/(q + eps)**3)
    <Sign.NONNEG: '>= 0'>
    """
    expr = check_exact(expr)
    if lower_bounds:
        expr = _shift_lower_bounds(expr, lower_bounds)
    s = _structural_sign(expr, known)
    if s is not Sign.UNKNOWN and s is not Sign.NONZERO:
        return s
    refined = _polynomial_sign(expr)
    return refined if refined is not Sign.UNKNOWN else s


def _shift_lower_bounds(expr, lower_bounds):
    subs = {}
    for symbol, low in lower_bounds.items():
        if symbol in expr.free_symbols:
            k = sp.Dummy(f"{symbol}_minus_{low}", integer=True, nonnegative=True)
            subs[symbol] = k + low
    return expr.xreplace(subs) if subs else expr


def _polynomial_sign(expr) -> Sign:
    if sp.count_ops(expr) > _SIGN_LIMIT:
        return Sign.UNKNOWN  # expanding would not finish reliably; no certificate
    num, den = sp.fraction(sp.together(expr))
    den_sign = _structural_sign(den)
    if den_sign not in (Sign.POS, Sign.NEG):
        den_sign = _structural_sign(sp.factor(den))
    if den_sign not in (Sign.POS, Sign.NEG):
        return Sign.UNKNOWN
    num_sign = _sign_of_expanded(num)
    if num_sign is Sign.UNKNOWN:
        num_sign = _sign_of_expanded(sp.factor(num), expand=False)
    if num_sign is Sign.UNKNOWN:
        return Sign.UNKNOWN
    return num_sign if den_sign is Sign.POS else _negate(num_sign)


def _sign_of_expanded(num, expand: bool = True) -> Sign:
    poly = sp.expand(num) if expand else num
    terms = sp.Add.make_args(poly)
    return _sign_of_sum([_structural_sign(t) for t in terms])


def certify_sign(expr, wanted: Sign, lower_bounds=None, known=None) -> bool | None:
    """True if *expr* provably has sign *wanted*; False if provably the opposite; else None."""
    s = sign(expr, lower_bounds, known)
    implied = {
        Sign.POS: {Sign.POS},
        Sign.NONNEG: {Sign.POS, Sign.NONNEG, Sign.ZERO},
        Sign.NONZERO: {Sign.POS, Sign.NEG, Sign.NONZERO},
    }[wanted]
    if s in implied:
        return True
    contradicts = {
        Sign.POS: {Sign.NEG, Sign.NONPOS, Sign.ZERO},
        Sign.NONNEG: {Sign.NEG},
        Sign.NONZERO: {Sign.ZERO},
    }[wanted]
    if s in contradicts:
        return False
    return None


def certify_nonnegative(expr, lower_bounds=None) -> bool | None:
    """``certify_sign(expr, Sign.NONNEG)``."""
    return certify_sign(expr, Sign.NONNEG, lower_bounds)


def certify_positive(expr, lower_bounds=None) -> bool | None:
    """``certify_sign(expr, Sign.POS)``."""
    return certify_sign(expr, Sign.POS, lower_bounds)


def certify_nonzero(expr, lower_bounds=None) -> bool | None:
    """``certify_sign(expr, Sign.NONZERO)``."""
    return certify_sign(expr, Sign.NONZERO, lower_bounds)
