r"""Real arithmetic decided by a decision procedure: Z3's nonlinear real arithmetic.

A sign question ("is E > 0 at every admissible point?") or a solution-set
question ("does f(x) = 0 have solutions in D other than these?") is a
first-order statement about real numbers once the claim is reduced to
scalars.  Z3's nlsat procedure decides such statements for polynomial
(in)equalities, completely in principle; here it runs with a time limit.

**Encoding.** A SymPy scalar becomes a polynomial term over fresh real
variables, one per SymPy symbol, plus defining constraints for every
non-polynomial operation, each introducing an auxiliary variable:

* ``b**(-n)``: ``a`` with ``a * b = 1`` (so only points with ``b != 0``
  exist), then ``a**n``;
* ``b**(p/q)``: ``r >= 0`` with ``r**q = b`` (so ``b >= 0``; SymPy's
  fractional powers of negative numbers are complex), then ``r**p``;
* ``|x|``, ``Max``, ``Min``, ``sign``: their case definitions;
* a constant such as ``pi``: a variable between the endpoints of a rigorous
  interval enclosure;
* anything else (an arbitrary function, ``sin``): a free variable.  This
  over-approximates, which is sound for proofs.

Symbols contribute their SymPy assumptions (``eps > 0``), and
:class:`~symln.prove.decide.hypotheses.Hypotheses` its lower bounds, known signs and
facts.  Integer symbols (the dimension d) are treated as reals, a sound
over-approximation for proofs.

**Answers.** ``unsat`` of "hypotheses and not the goal" proves the goal on the
domain of the expression (its definedness is a separate obligation).  ``sat``
yields a model; its values of the claim's symbols (rational, or rational
approximations of algebraic numbers) are a *candidate* counterexample, which
is reported only after it is confirmed exactly in SymPy: every hypothesis
holds there, the expression is defined there, and the goal fails (signs of
constants by interval enclosures and exact zero tests).  A candidate with a
non-integer value of an integer symbol is retried with that symbol fixed to
nearby integers.  ``unknown`` or the time limit: undecided.
"""

from __future__ import annotations

import functools
import math
import operator
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import sympy as sp

from .exprs import as_expr
from .hypotheses import NONE, Hypotheses
from .identities import constant_sign
from .intervals import enclose, endpoints
from .signs import ASSUMED, Sign, complement, implies

__all__ = ["Decision", "decide_sign", "decide_solutions", "TIMEOUT_MS", "statistics"]

#: Time limit of one query, in milliseconds.
TIMEOUT_MS = 2000
#: Digits of the rational approximations of algebraic model values.
_APPROX_DIGITS = 40
_CACHE: dict = {}
_CACHE_SIZE = 4096
_STATS = {"queries": 0, "seconds": 0.0}


def statistics() -> dict:
    """How many queries this process sent to Z3, and the seconds they took."""
    return dict(_STATS)


@dataclass(frozen=True)
class Decision:
    """``verdict`` True (proved), False (refuted at ``point``) or None (undecided, ``how`` says why)."""

    verdict: bool | None
    how: str
    point: Mapping[sp.Symbol, sp.Expr] | None = None

    def show_point(self) -> str:
        return _show(self.point) if self.point else ""


#: the comparison with 0 that states each sign
_COMPARISONS = {Sign.POS: operator.gt, Sign.NONNEG: operator.ge, Sign.ZERO: operator.eq, Sign.NONPOS: operator.le,
                Sign.NEG: operator.lt, Sign.NONZERO: operator.ne}


def _holds(t, sign: Sign):
    """The Z3 formula ``t (sign)``, such as ``t > 0``."""
    return _COMPARISONS[sign](t, 0)


def _power(t, n: int):
    """``t**n`` for n >= 1 by repeated squaring (Z3 terms multiply, they need no ``**``)."""
    result, base = None, t
    while n:
        if n & 1:
            result = base if result is None else result * base
        n >>= 1
        if n:
            base = base * base
    return result


class _Encoder:
    """SymPy scalars as Z3 terms, with the defining constraints of the auxiliaries."""

    def __init__(self):
        import z3  # imported on first use: most runs decide everything structurally

        self.z3 = z3
        self.vars: dict[sp.Symbol, object] = {}
        self.side: list = []
        self.memo: dict = {}
        self._count = 0

    def fresh(self, stem: str):
        self._count += 1
        return self.z3.Real(f"{stem}!{self._count}")

    def var(self, s: sp.Symbol):
        v = self.vars.get(s)
        if v is None:
            v = self.z3.Real(f"s{len(self.vars)}!{s.name}")
            self.vars[s] = v
            self.side += [_holds(v, sign) for assumption, sign in ASSUMED if getattr(s, assumption)]
            if s.is_integer and s.is_positive:
                self.side.append(v >= 1)  # Z3 reads the symbol as a real: a positive integer is at least 1
            if s.is_nonzero and s.is_extended_real and not (s.is_positive or s.is_negative):
                self.side.append(v != 0)
        return v

    def rational(self, r: sp.Rational):
        return self.z3.RealVal(f"{int(r.p)}/{int(r.q)}") if r.q != 1 else self.z3.RealVal(int(r.p))

    def term(self, e):
        t = self.memo.get(e)
        if t is None:
            t = self._term(e)
            self.memo[e] = t
        return t

    def _inverse(self, t):
        a = self.fresh("inv")
        self.side.append(a * t == 1)
        return a

    def _term(self, e):
        z3 = self.z3
        if e.is_Symbol:
            return self.var(e)
        if e.is_Rational:
            return self.rational(e)
        if e.is_Add:
            return z3.Sum([self.term(a) for a in e.args])
        if e.is_Mul:
            return functools.reduce(operator.mul, [self.term(a) for a in e.args])
        if e.is_Pow and e.exp.is_Rational:
            base, exp = self.term(e.base), e.exp
            if exp.q != 1:
                r = self.fresh("root")
                self.side += [r >= 0, _power(r, int(exp.q)) == base]
                base, exp = r, sp.Integer(exp.p)
            n = int(exp)
            if n == 0:
                return z3.RealVal(1)
            return _power(base, n) if n > 0 else _power(self._inverse(base), -n)
        if isinstance(e, sp.Abs):
            x, a = self.term(e.args[0]), self.fresh("abs")
            self.side += [a >= 0, z3.Or(a == x, a == -x)]
            return a
        if isinstance(e, (sp.Max, sp.Min)):
            xs, m = [self.term(a) for a in e.args], self.fresh("ext")
            bound = (lambda x: m >= x) if isinstance(e, sp.Max) else (lambda x: m <= x)
            self.side += [bound(x) for x in xs] + [z3.Or([m == x for x in xs])]
            return m
        if isinstance(e, sp.sign):
            x, s = self.term(e.args[0]), self.fresh("sign")
            self.side.append(z3.Or(z3.And(x > 0, s == 1), z3.And(x == 0, s == 0), z3.And(x < 0, s == -1)))
            return s
        if e.is_number and e.is_extended_real:
            c = self.fresh("const")
            try:
                lo, hi = endpoints(enclose(e, 30))
            except ValueError:  # not enclosed: any real value
                return c
            self.side += [c >= self.rational(sp.Rational(lo)), c <= self.rational(sp.Rational(hi))]
            return c
        return self.fresh("opaque")  # an over-approximation: any real value

    def hypotheses(self, hyps: Hypotheses) -> list:
        return [_holds(self.term(e), s) for e, s in hyps.statements()]

    def domain(self, domain, x):
        """The membership ``x in domain`` as a Z3 formula, or None if the set is not supported."""
        z3 = self.z3
        if domain == sp.S.Reals:
            return z3.BoolVal(True)
        if domain == sp.S.EmptySet:
            return z3.BoolVal(False)
        if isinstance(domain, sp.Interval):
            parts = []
            if domain.start.is_finite:
                lo = self.term(domain.start)
                parts.append(x > lo if domain.left_open else x >= lo)
            if domain.end.is_finite:
                hi = self.term(domain.end)
                parts.append(x < hi if domain.right_open else x <= hi)
            return z3.And(parts) if parts else z3.BoolVal(True)
        if isinstance(domain, sp.FiniteSet):
            return z3.Or([x == self.term(as_expr(e)) for e in domain.args])
        if isinstance(domain, (sp.Union, sp.Intersection)):
            parts = [self.domain(a, x) for a in domain.args]
            if any(p is None for p in parts):
                return None
            return z3.Or(parts) if isinstance(domain, sp.Union) else z3.And(parts)
        if isinstance(domain, sp.Complement):
            a, b = (self.domain(s, x) for s in domain.args)
            return None if a is None or b is None else z3.And(a, z3.Not(b))
        return None

    def point(self, model) -> tuple[dict, bool]:
        """The model's values of the claim's symbols, and whether any was approximated."""
        z3 = self.z3
        point, approximated = {}, False
        for s, v in self.vars.items():
            value = model.evaluate(v, model_completion=True)
            if z3.is_algebraic_value(value):
                value = value.approx(_APPROX_DIGITS)
                approximated = True
            if not z3.is_rational_value(value):
                return {}, True
            point[s] = sp.Rational(value.numerator_as_long(), value.denominator_as_long())
        return point, approximated


def _admissible(point: Mapping, hyps: Hypotheses) -> bool:
    """Every assumption of every symbol and every hypothesis holds exactly at *point*."""
    for s, value in point.items():
        if any(getattr(s, assumption) and not _has_sign(value, wanted) for assumption, wanted in ASSUMED):
            return False
        if s.is_integer and not value.is_integer:
            return False
    return all(_has_sign(e.xreplace(point), wanted) for e, wanted in hyps.statements())


def _has_sign(value, wanted: Sign) -> bool:
    """Whether the constant *value* is defined and provably has sign *wanted* (False when unsure)."""
    value = as_expr(value)
    if value.free_symbols or value.has(sp.zoo, sp.nan, sp.I, sp.oo, -sp.oo):
        return False
    s = constant_sign(value)
    if s is None:
        return False
    return implies({1: Sign.POS, 0: Sign.ZERO, -1: Sign.NEG}[s], wanted)


def _solvers(z3, timeout_ms: int):
    """A portfolio: Z3's SMT core after simplification (fast where terms coincide or a linear
    argument suffices), then nlsat, the complete procedure for nonlinear real arithmetic."""
    first = z3.Then("simplify", "propagate-values", "solve-eqs", "smt").solver()
    first.set("timeout", max(1, int(timeout_ms * 0.4)))
    second = z3.SolverFor("QF_NRA")
    second.set("timeout", max(1, int(timeout_ms * 0.6)))
    return first, second


def _solve(enc: _Encoder, goal_negation: list, hyps: Hypotheses, confirm: Callable, timeout_ms: int) -> Decision:
    z3 = enc.z3
    constraints = [*enc.side, *enc.hypotheses(hyps), *goal_negation]
    start = time.perf_counter()
    reasons = []
    try:
        for solver in _solvers(z3, timeout_ms):
            solver.add(*constraints)
            result = solver.check()
            if result == z3.unsat:
                return Decision(True, "decided by Z3 (nonlinear real arithmetic): no admissible point violates it")
            if result == z3.sat:
                return _counterexample(enc, solver, hyps, confirm)
            reasons.append(solver.reason_unknown())
        return Decision(None, f"Z3 could not decide it ({'; '.join(dict.fromkeys(reasons))})")
    finally:
        _STATS["queries"] += 1
        _STATS["seconds"] += time.perf_counter() - start


def _counterexample(enc: _Encoder, solver, hyps: Hypotheses, confirm: Callable) -> Decision:
    """Read a model as exact values, move integer symbols to integers, confirm it exactly."""
    z3 = enc.z3
    for _ in range(4):
        point, approximated = enc.point(solver.model())
        if not point and enc.vars:
            return Decision(None, "Z3 found a candidate counterexample with values it cannot give exactly")
        fix = next((s for s, v in point.items() if s.is_integer and not v.is_integer), None)
        if fix is None:
            break
        solver.add(enc.var(fix) == math.floor(point[fix]) + 1)  # the integer symbol at an integer
        if solver.check() != z3.sat:
            return Decision(None, f"Z3's counterexamples have a non-integer {fix} (one: {_show(point)}; "
                                  f"none with {fix} = {math.floor(point[fix]) + 1})")
    else:
        return Decision(None, "Z3's counterexamples have non-integer values of integer symbols")
    if _admissible(point, hyps) and confirm(point):
        return Decision(False, "Z3 found a counterexample, confirmed exactly", point)
    what = "an approximate" if approximated else "a"
    return Decision(None, f"Z3 found {what} candidate counterexample that could not be confirmed exactly")


def _show(point: Mapping) -> str:
    return ", ".join(f"{s} = {v}" for s, v in sorted(point.items(), key=lambda kv: str(kv[0])))


def _cached(key, compute) -> Decision:
    found = _CACHE.get(key)
    if found is None:
        found = compute()
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = found
    return found


def decide_sign(expr, wanted: Sign, hyps: Hypotheses = NONE, *, timeout_ms: int = TIMEOUT_MS) -> Decision:
    """Does *expr* have sign *wanted* at every admissible point of its domain?

    >>> import sympy as sp
    >>> q = sp.Symbol('q', nonnegative=True); eps = sp.Symbol('eps', positive=True)
    >>> s = q / (q + eps)
    >>> decide_sign(s * (1 - s) - sp.Rational(1, 4), Sign.NONPOS).verdict
    True
    >>> d = decide_sign(sp.Rational(1, 4) - s * (1 - s), Sign.POS)
    >>> d.verdict, d.point[q] == d.point[eps]
    (False, True)
    """
    expr = as_expr(expr)

    def compute():
        enc = _Encoder()
        t = enc.term(expr)

        def confirm(point):
            return _has_sign(expr.xreplace(point), complement(wanted))

        return _solve(enc, [_holds(t, complement(wanted))], hyps, confirm, timeout_ms)

    return _cached(("sign", expr, wanted, hyps.key(), timeout_ms), compute)


def decide_solutions(
    expr, x: sp.Symbol, domain, expected, hyps: Hypotheses = NONE, defined=(), *, timeout_ms: int = TIMEOUT_MS
) -> Decision:
    """Is every solution of ``expr = 0`` with x in *domain* (where expr is defined) in *expected*?

    *defined* lists further conditions ``(expr, sign)`` that hold exactly where
    the function is defined (its obligations as written).

    True: no admissible choice of the parameters has another solution.  False:
    ``point`` gives parameters and an x in the domain that solves the equation
    and is none of the expected points, confirmed exactly.
    """
    expr = as_expr(expr)
    expected = list(expected)

    def compute():
        enc = _Encoder()
        t, xv = enc.term(expr), enc.var(x)
        member = enc.domain(domain, xv)
        if member is None:
            return Decision(None, f"the domain {domain} is not a union of intervals and points")
        others = [xv != enc.term(e) for e in expected]
        others += [_holds(enc.term(e), sign) for e, sign in defined]

        def confirm(point):
            value = point[x]
            if domain.contains(value) is not sp.true:
                return False
            if not _has_sign(expr.xreplace(point), Sign.ZERO):
                return False
            if not all(_has_sign(e.xreplace(point), sign) for e, sign in defined):
                return False
            return all(_has_sign((value - e).xreplace(point), Sign.NONZERO) for e in expected)

        return _solve(enc, [t == 0, member, *others], hyps, confirm, timeout_ms)

    return _cached(("solutions", expr, x, domain, tuple(expected), hyps.key(), tuple(defined), timeout_ms), compute)

