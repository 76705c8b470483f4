"""SymPy expressions as fractions of FLINT polynomials over QQ.

A rational expression becomes a numerator and a list of denominator factors,
memoized by subexpression; radicals ``sqrt(B)`` may enter as ring generators
reduced by ``rho**2 = B``.  The zero tests and the radical elimination read
exact facts off these fractions (a zero numerator, the degree in a symbol).
"""

from __future__ import annotations

import operator

import flint
import sympy as sp

__all__ = ["FractionConverter", "NotRational", "rational"]


def rational(q) -> sp.Rational:
    return sp.Rational(int(q.p), int(q.q))


class NotRational(Exception):
    pass


class FractionConverter:
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
    raises ``NotRational``.
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
                raise NotRational(base)
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
            term = rational(coeff)
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
    def _merge(den, f, k, combine=operator.add):
        """``f**k`` into the denominator *den*: f's exponent there and k combined (``max``: a common one)."""
        for entry in den:
            if entry[0] == f:
                entry[1] = combine(entry[1], k)
                return
        den.append([f, k])

    def _convert(self, e):
        if self.ctx is None:
            raise NotRational(e)
        if e.is_Symbol:
            return self.gens[e], []
        if e.is_Rational:
            return self._constant(e), []
        if e.is_Add:
            parts = [self(term) for term in e.args]
            common: list = []
            for _, den in parts:
                for f, k in den:
                    self._merge(common, f, k, max)
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
                raise NotRational(e)  # a radical in a denominator: left to the other route
            num = self.ctx.constant(1)
            for f, j in d:
                num = num * f ** (j * -k)
            lead = n.leading_coefficient()
            num = num * (1 / lead) ** -k
            if n.is_constant():
                return num, []
            return num, [[n / lead, -k]]
        raise NotRational(e)


