"""Exact judgement of relations in the symbolic interpretations (general and concrete d).

The judge never guesses: an identity is accepted only when :func:`exact.is_zero`
proves it, refuted only when it proves the difference is not identically zero,
and otherwise left undecided (which the verdict reports as numeric-only at
best).  Each side is screened for binary floats *before* subtracting, because
SymPy folds ``Float(1e-4) - Rational(1, 10**4)`` to an exact 0.
"""

from __future__ import annotations

import sympy as sp

from .calculus import exact_limit, exact_solutions, same_finite_sets, variable_for
from .exprs import as_expr, check_exact, nodes, substitute
from .identities import are_zero, is_zero
from .intervals import show_enclosure, within
from .relations import Check
from .signs import Sign, certify_sign

__all__ = ["SymbolicJudge", "short"]

_SHOW = 240

#: Working digits of the interval enclosures that certify approximate figures.
ENCLOSURE_DPS = 40


def short(value) -> str:
    """A one-line rendering of a model value, cut to a readable length."""
    text = str(value).replace("\n", " ")
    return text if len(text) <= _SHOW else text[: _SHOW - 3] + "..."


class SymbolicJudge:
    """Mixin: exact decisions.  Subclasses provide ``_entries``.

    *Defined quantities* are symbols standing for an expression whose sign is
    known from how it was built (a weighted sum of squares with nonnegative
    weights).  Identities are judged with the definitions expanded; signs with
    the symbols kept, so their known sign is usable.
    """

    #: symbol -> least value (e.g. ``{d: 3}``), used by sign certificates
    lower_bounds: dict = {}
    #: subexpression -> Sign known from a hypothesis of the claim (e.g. q > 0)
    known_signs: dict = {}

    def _entries(self, value) -> list:
        """Scalars that must all vanish for *value* (a difference) to be zero."""
        raise NotImplementedError

    @property
    def definitions(self) -> dict:
        if "_definitions" not in self.__dict__:
            self._definitions = {}
        return self._definitions

    def define_nonnegative(self, name: str, expr) -> sp.Symbol:
        """A nonnegative symbol standing for *expr* (the caller vouches for its sign)."""
        symbol = sp.Dummy(name, nonnegative=True)  # a Dummy: no user symbol can stand for it
        self.definitions[symbol] = as_expr(expr)
        return symbol

    def _expand_definitions(self, entries: list) -> list:
        if not self.definitions:
            return entries
        out = []
        for e in entries:
            for _ in range(len(self.definitions) + 1):
                if not (e.free_symbols & self.definitions.keys()):
                    break
                e = substitute(e, self.definitions)
            out.append(e)
        return out

    def _screen(self, *values) -> None:
        for value in values:
            for entry in self._entries(value):
                check_exact(entry)

    def judge_equal(self, lhs, rhs) -> Check:
        self._screen(lhs, rhs)
        diff = lhs - rhs
        doubtful = self._uncertified_radicands(lhs, rhs)
        if doubtful:
            return Check(
                None,
                f"cannot certify the radicand {short(doubtful[0])} >= 0, so the sides may be complex somewhere",
                None,
                short(lhs),
                short(rhs),
            )
        verdict = self._zero(diff)
        if verdict is True:
            return Check(True)
        detail = "exact difference is not identically zero" if verdict is False else "exact test undecided"
        return Check(verdict, f"{detail}: lhs - rhs = {short(self._simplified(diff))}", None, short(lhs), short(rhs))

    def _zero(self, diff) -> bool | None:
        results = are_zero(self._expand_definitions(self._entries(diff)))
        if all(r is True for r in results):
            return True
        if any(r is False for r in results):
            return False
        return None

    def _simplified(self, diff):
        return diff

    def _uncertified_radicands(self, *values) -> list:
        """Radicands of square roots in *values* not certified >= 0 on the whole domain.

        The zero tests treat ``sqrt(B)`` on the set where B > 0; an identity is
        accepted only when that set is the whole domain (up to where B = 0).
        """
        entries = [e for v in values for e in self._expand_definitions(self._entries(v))]
        bases = {p.base for p in nodes(entries, sp.Pow) if p.exp.is_Rational and not p.exp.is_Integer}
        return [
            b
            for b in sorted(bases, key=sp.default_sort_key)
            if certify_sign(b, Sign.NONNEG, self.lower_bounds, self.known_signs) is not True
        ]

    def judge_sign(self, value, wanted: Sign) -> Check:
        self._screen(value)
        verdict = certify_sign(value, wanted, self.lower_bounds, self.known_signs)
        if verdict is True:
            return Check(True)
        what = "refuted" if verdict is False else "no certificate found"
        return Check(verdict, f"sign {wanted.value}: {what} for {short(value)}", None, short(value), wanted.value)

    def judge_smooth(self, value) -> Check:
        """Every denominator and radicand in *value* is certified positive (so it is C^1)."""
        for entry in self._expand_definitions(self._entries(value)):
            for p in sp.preorder_traversal(entry):
                if p.is_Pow and (p.exp.is_negative or not p.exp.is_Integer):
                    if certify_sign(p.base, Sign.POS, self.lower_bounds, self.known_signs) is not True:
                        return Check(None, f"cannot certify that {short(p.base)} stays positive, so smoothness is unproved")
        return Check(True)

    def judge_sign_of_difference(self, a, b, wanted: Sign) -> Check:
        self._screen(a, b)
        return self.judge_sign(a - b, wanted)

    def judge_solutions(self, f, domain, expected, variable) -> Check:
        x = variable_for(variable, domain)
        expr = check_exact(f(x))
        check_exact(expected)
        found, how = exact_solutions(expr, x, domain, (self.lower_bounds, self.known_signs))
        if found is None:
            return Check(None, f"solution set of {short(expr)} = 0 not decided: {how}")
        if not (expected is sp.S.EmptySet or isinstance(expected, sp.FiniteSet)):
            return Check(None, f"expected a finite set, got {expected}")
        verdict = same_finite_sets(found, expected)
        if verdict is True:
            return Check(True, f"solution set {found}")
        return Check(verdict, f"solution set of {short(expr)} = 0 on {domain} is {found}", None, str(found), str(expected))

    def judge_limit(self, f, point, expected, variable, side="+-") -> Check:
        x = variable_for(variable)
        expr = check_exact(f(x))
        expected = check_exact(expected)
        value, how = exact_limit(expr, x, point, side, (self.lower_bounds, self.known_signs))
        if value is None:
            return Check(None, f"limit of {short(expr)} as {variable} -> {point} not decided: {how}")
        verdict = is_zero(value - expected)
        if verdict is True:
            return Check(True, f"limit {value} ({how})")
        return Check(verdict, f"limit of {short(expr)} as {variable} -> {point} is {value}", None, str(value), str(expected))

    def judge_approximately(self, value, center, radius, stated: str) -> Check:
        """*value*, an exact constant, lies in ``[center - radius, center + radius]`` (interval proof)."""
        self._screen(value)
        (expr,) = self._expand_definitions(self._entries(value))
        if expr.free_symbols:
            names = ", ".join(sorted(map(str, expr.free_symbols)))
            return Check(None, f"an approximate figure needs a constant value; {short(expr)} depends on {names}")
        low, high = center - radius, center + radius
        verdict, box = within(expr, low, high, ENCLOSURE_DPS)
        where = f"the exact value {short(expr)} lies in {box}"
        places = len(stated.partition(".")[2]) + 1
        target = f"{show_enclosure(low, high, places)}, the numbers that round to {stated}"
        if verdict is True:
            return Check(True, evidence=f"{where}, inside {target}: the stated digits {stated} are right")
        what = "outside" if verdict is False else "not decidably inside"
        return Check(verdict, f"{where}, {what} {target}", None, short(expr), stated)
