"""Exact judgement of relations in the symbolic interpretations (general and concrete d).

The judge never guesses.  Every judgement has two parts:

1. **Definedness.**  Each partial operation in the values judged (and in any
   certificate such as a gap) contributes an obligation
   (:mod:`.definedness`); each is proved under the claim's hypotheses, or the
   relation is not proved: an obligation refuted at an admissible point makes
   the relation *failed* with that point, an undecided one leaves it
   undecided, naming the obligation.
2. **Truth on that domain.**  Identities by exact zero tests
   (:func:`.identities.are_zero`); signs by the structural rules
   (:mod:`.signs`) and, where they cannot tell, by the decision procedure
   (:mod:`.decide`), whose counterexamples are reported only when the model
   can realize them by actual vectors (:meth:`SymbolicJudge.realizable`).

Each side is screened for binary floats *before* subtracting, because SymPy
folds ``Float(1e-4) - Rational(1, 10**4)`` to an exact 0.
"""

from __future__ import annotations

import sympy as sp
from sympy import SympifyError

from ...certificates.record import note_identity, note_sides, note_sign, note_solutions
from ...errors import ClaimDefinitionError
from ..calculus.calculus import exact_limit, exact_solutions, same_finite_sets, variable_for
from ..decide.decide import TIMEOUT_MS, Decision, decide_sign, decide_solutions
from ..calculus.definedness import Obligation, UnsupportedOperation, built_obligations, note, obligations_of, recording
from ..language.interpret import building
from ..decide.exprs import as_expr, check_exact, substitute_all
from ..decide.identities import are_zero, constant_sign, is_zero
from ..decide.intervals import show_enclosure, within
from ..calculus.nearby import near, prove_near
from ..language.relations import Check, conjunction
from ..decide.signs import Sign, certify_sign, implies

__all__ = ["SymbolicJudge", "short"]

_SHOW = 240

#: Working digits of the interval enclosures that certify approximate figures.
ENCLOSURE_DPS = 40


def short(value) -> str:
    """A one-line rendering of a model value, cut to a readable length."""
    text = str(value).replace("\n", " ")
    return text if len(text) <= _SHOW else text[: _SHOW - 3] + "..."


class SymbolicJudge:
    """Mixin: exact decisions.  Subclasses provide ``_entries`` (the scalars that must all vanish for a
    difference to be zero), ``hypotheses`` (what the claim assumes, with the facts relevant to some
    expressions) and ``realizable`` (whether a point of the scalar symbols is the image of actual
    vectors and scalars).

    *Defined quantities* are symbols standing for an expression whose sign is
    known from how it was built (a weighted sum of squares with nonnegative
    weights).  Identities are judged with the definitions expanded; signs with
    the symbols kept, so their known sign is usable.
    """

    def __init__(self):
        #: symbol -> least value (e.g. ``{d: 3}``), used by sign certificates
        self.lower_bounds: dict = {}
        #: subexpression -> Sign known from a hypothesis of the claim (e.g. q > 0)
        self.known_signs: dict = {}
        #: defined quantities: symbol -> the expression it stands for
        self.definitions: dict = {}
        #: obligations recorded while the claim was evaluated (derivatives, constructions)
        self.pending_obligations: list[Obligation] = []
        #: expressions whose zero set is where the claim may break (for numeric sampling)
        self.degenerate: list = []
        self._proved: dict = {}  # (expr, sign) of every obligation proved so far -> its description

    @property
    def proved_obligations(self) -> list[str]:
        """Every obligation proved so far, described once."""
        return list(self._proved.values())

    # -- what both exact models declare and compute alike ---------------------------------

    @property
    def scalar_symbols(self) -> dict[str, sp.Symbol]:
        """The declared scalars by name."""
        return dict(self._scalars)

    def scalar(self, name, *, positive=False, nonnegative=False):
        self._claim_name(name, "a scalar")
        symbol = sp.Symbol(name, real=True, positive=positive or None, nonnegative=(nonnegative or positive) or None)
        known = self._scalars.setdefault(name, symbol)
        if known != symbol:
            raise ValueError(f"scalar {name!r} was already declared with other assumptions")
        return known

    def number(self, value):
        return check_exact(value)

    def sqrt(self, x):
        x = as_expr(x)
        # the radicand's obligation is recorded now: SymPy simplifies sqrt(x)**2 to x at once
        note([Obligation(x, Sign.NONNEG, "radicand of m.sqrt")], self.pending_obligations)
        return sp.sqrt(x)

    def define_nonnegative(self, name: str, expr) -> sp.Symbol:
        """A nonnegative symbol standing for *expr* (the caller vouches for its sign)."""
        symbol = sp.Dummy(name, nonnegative=True)  # a Dummy: no user symbol can stand for it
        self.definitions[symbol] = as_expr(expr)
        return symbol

    def _expand_definitions(self, entries: list) -> list:
        return [substitute_all(e, self.definitions) for e in entries] if self.definitions else entries

    def _screen(self, *values) -> None:
        for value in values:
            for entry in self._entries(value):
                check_exact(entry)

    # -- the two parts of every judgement --------------------------------------------

    def _prove(self, expr, wanted: Sign, what: str, extra=frozenset()) -> Check:
        """*expr* has sign *wanted* at every admissible point where it is defined."""
        expr = as_expr(expr)
        if not expr.free_symbols:  # a constant: decided exactly (an exact zero too)
            s = constant_sign(expr) if not expr.has(sp.zoo, sp.nan, sp.I) else None
            if s is not None and implies({1: Sign.POS, 0: Sign.ZERO, -1: Sign.NEG}[s], wanted):
                note_sign(expr, wanted, None, "interval", what)
                return Check(True)
            what_is = "undecided" if s is None else f"{expr} is {'positive' if s > 0 else 'negative' if s < 0 else 'zero'}"
            return Check(None if s is None else False, f"{what}: {what_is}", None, short(expr), wanted.value)
        hyps = self.hypotheses([expr])
        structural = certify_sign(expr, wanted, hyps)
        if structural is True:
            note_sign(expr, wanted, hyps, "structural", what)
            return Check(True)
        # defined quantities stay symbols >= 0 (sound), and realizable() rejects points that use them
        decision = decide_sign(expr, wanted, hyps, timeout_ms=self.decision_ms)
        if decision.verdict is True:
            note_sign(expr, wanted, hyps, "z3", what)
            if hyps.facts:
                self._note_lemma("cauchy_schwarz")  # the lemma of the facts, listed whenever they were given
            return Check(True)
        if decision.verdict is False and self.realizable(decision.point, extra):
            return Check(False, f"{what}: fails at {decision.show_point()}", None, short(expr), wanted.value)
        if structural is False:
            return Check(False, f"{what}: refuted at every admissible point", None, short(expr), wanted.value)
        return Check(None, f"{what}: not proved ({self._why(decision)})", None, short(expr), wanted.value)

    def _certify(self, expr, sign: Sign) -> bool:
        """Whether *expr* provably has *sign* at every admissible point (the certificate a limit asks for)."""
        return self._prove(expr, sign, "limit").ok is True

    def deferred(self, check: Check) -> Check:
        """A relation's verdict as this model gives it: in a cross-check of a general-d proof, what it cannot
        decide is left to that proof (a cross-check only refutes).  Applied to whole relations only, never
        to a sign on the way: an undecided sign is never a certified one (a limit's direction, a root's sign)."""
        if check.ok is not None or not self.cross_check:
            return check
        return Check(True, evidence=f"left to the general-d proof at d = {self.d}: {check.detail}")

    @staticmethod
    def _why(decision: Decision) -> str:
        if decision.verdict is False:
            # realizable() is False also where it cannot tell (symbols standing for totals): "not known to"
            return f"a counterexample of the scalar form, {decision.show_point()}, is not known to be met by vectors"
        return decision.how

    #: whether this model proves definedness obligations (a cross-check of a general-d proof
    #: leaves them to the general-d check, which states the same conditions once)
    checks_obligations = True

    def discharge(self, obligations: list[Obligation], extra=frozenset()) -> Check:
        """Prove each obligation; the first that fails or stays undecided is reported."""
        if not self.checks_obligations:
            return Check(True)
        for ob in obligations:
            key = (ob.expr, ob.sign)
            if key in self._proved:
                continue
            self.degenerate.append(ob.expr)
            check = self._prove(ob.expr, ob.sign, f"definedness: {ob.reason} {short(ob.expr)} {ob.sign.value}", extra)
            if check.ok is False and ob.sufficient:  # the derivative may exist where it fails: nothing is refuted
                return Check(None, f"{check.detail} (a condition under which the derivative surely exists, not one "
                             "it needs: the claim is not refuted there, and not proved)", None, check.lhs, check.rhs)
            if check.ok is False and self._holds_where_differentiable(ob, extra):
                return Check(None, f"{check.detail}, only where a derivative the claim takes is not known to exist "
                             "(its formula's conditions fail there, not necessarily the claim): not refuted, and not proved",
                             None, check.lhs, check.rhs)
            if check.ok is not True:
                return check
            self._proved[key] = ob.describe()
        return Check(True)

    def _holds_where_differentiable(self, ob: Obligation, extra) -> bool:
        """Whether *ob* holds wherever the derivatives the claim took surely exist (under their sufficient
        conditions: bases of roots positive, no kink).  ``|Dq|^2/q`` from ``D sqrt(q)`` fails only at q = 0,
        where sqrt(q) has a kink: a formula undefined there does not say the claim is false there."""
        sufficient = {o.expr: o.sign for o in self.pending_obligations if o.sufficient}
        if not sufficient:
            return False
        if any(_false_constant(e, s) for e, s in sufficient.items()):
            return True  # a derivative taken where its formula surely fails (sqrt at 0, |x| at 0): nothing follows
        own = self.known_signs
        self.known_signs = {**own, **sufficient}
        try:
            return self._prove(ob.expr, ob.sign, "definedness where differentiable", extra).ok is True
        finally:
            self.known_signs = own

    def _definedness(self, *values, extra=frozenset()) -> Check:
        if not self.checks_obligations:
            return Check(True)
        entries = [e for v in values for e in self._expand_definitions(self._entries(v))]
        try:
            obligations = obligations_of(entries)
        except UnsupportedOperation as exc:
            return Check(None, f"definedness: {exc}")
        return self.discharge(obligations, extra)

    def discharge_pending(self) -> Check:
        """The obligations recorded while evaluating the claim (smoothness at derivative points)."""
        return self.discharge(list(self.pending_obligations))

    # -- relations ------------------------------------------------------------------------

    def judge_equal(self, lhs, rhs) -> Check:
        defined = self.judge_defined(lhs, rhs)
        if defined.ok is not True:
            defined.lhs, defined.rhs = short(lhs), short(rhs)
            return defined
        diff = lhs - rhs
        verdict = self._zero(diff)
        if verdict is True:
            note_sides(lhs, rhs, lambda v: self._expand_definitions(self._entries(v)), lambda: self.hypotheses([]))
            return Check(True)
        if verdict is False and _maxima_in(self._entries(diff)):
            verdict = None  # a maximum is a function of its gain, not a free value: nonzero as a symbol refutes nothing
        detail = "exact difference is not identically zero" if verdict is False else "exact test undecided"
        return Check(verdict, f"{detail}: lhs - rhs = {short(diff)}", None, short(lhs), short(rhs))

    def _zero(self, diff) -> bool | None:
        entries = self._expand_definitions(self._entries(diff))
        verdicts = are_zero(entries)
        note_identity(entries, verdicts, lambda: self.hypotheses(entries))
        return conjunction(verdicts)

    def judge_sign(self, value, wanted: Sign) -> Check:
        defined = self.judge_defined(value)
        if defined.ok is not True:
            return defined
        (expr,) = self._entries(value)
        self.degenerate.append(expr)
        return self._prove(expr, wanted, f"sign {wanted.value}")

    def judge_sign_of_difference(self, a, b, wanted: Sign) -> Check:
        """The sign of ``a - b`` (:class:`.LessEqual` judged each side defined, before a - b cancels a common term)."""
        return self.judge_sign(a - b, wanted)

    def judge_defined(self, *values) -> Check:
        """Every value is defined at every admissible point."""
        self._screen(*values)
        return self._definedness(*values)

    def judge_smooth(self, value) -> Check:
        """The derivative *value* is defined at every input (with the smoothness obligations of D)."""
        check = self._definedness(value)
        return check if check.ok is not True else self.discharge_pending()

    #: whether this model cross-checks a general-d proof (its undecided signs then block nothing)
    cross_check = False
    #: time limit of one question to the decision procedure (shorter in a cross-check, where it blocks nothing)
    decision_ms = TIMEOUT_MS

    def _read(self, f, x) -> tuple[sp.Expr, list[Obligation], str]:
        """``f(x)`` with the obligations recorded while f ran: the model's own, and those of every
        division and power of f's graph, read before SymPy could simplify them away (:mod:`.interpret`)."""
        with recording([]) as inside, building() as built:
            expr = check_exact(f(x))
        # a certified quantity (m.cauchy_schwarz(x k, h)) stands for its definition, a function of x where its
        # arguments vary with x; each call has a symbol of its own, so two calls compare only as definitions
        if self.definitions:
            expr = substitute_all(expr, self.definitions)
        try:
            return expr, inside + built_obligations(built, {x, *self.definitions}), ""
        except (UnsupportedOperation, SympifyError) as exc:  # an obligation may be missing: nothing is proved
            return expr, inside, f"f built {exc}"

    def judge_solutions(self, f, domain, expected, variable) -> Check:
        x = variable_for(variable, domain)
        # where f is undefined x is no solution (conditions on x stay local); SymPy cancels
        # (x - c)/(x - c) on construction, so the definedness of f is read from its graph as it runs
        expr, inside, problem = self._read(f, x)
        _refuse_ignored_argument(f, "Solutions", "lambda a: g(a), not g(a0) of a declared a0")
        if problem:  # an obligation may be missing: no point of the set can be trusted
            return Check(None, f"definedness of f not read: {problem}")
        self.pending_obligations.extend(ob for ob in inside if x not in ob.expr.free_symbols)
        if isinstance(expected, (list, tuple)):
            expected = sp.FiniteSet(*[substitute_all(check_exact(e), self.definitions) for e in expected])
        check_exact(expected)
        if not (expected is sp.S.EmptySet or isinstance(expected, sp.FiniteSet)):
            return Check(None, f"expected a finite set, got {expected}")
        defined = [ob for ob in inside if x in ob.expr.free_symbols]
        try:
            defined += obligations_of([expr])
        except UnsupportedOperation:
            pass  # the decision procedure encodes only the points where f is defined
        for e in expected:
            check = self._is_solution(expr, x, domain, e, defined)
            if check.ok is not True:
                return check
        hyps = self.hypotheses([expr])
        decision = decide_solutions(expr, x, domain, expected, hyps, [(o.expr, o.sign) for o in defined], timeout_ms=self.decision_ms)
        if decision.verdict is True:
            note_solutions(expr, x, domain, expected, hyps, [(o.expr, o.sign) for o in defined], "z3")
            return Check(True, f"solution set {expected}")
        if decision.verdict is False and self.realizable(decision.point, frozenset({x})):
            return Check(
                False,
                f"another solution of {short(expr)} = 0 in {domain}: {decision.show_point()}",
                None,
                f"x = {decision.point[x]}",
                str(expected),
            )
        if expr.free_symbols - {x}:
            return Check(None, f"solution set of {short(expr)} = 0 not decided: {self._why(decision)}")
        found, how = exact_solutions(expr, x, domain)  # no parameters: SymPy's answer, at points where f is defined
        if found is not None:
            found = _defined_points(found, x, defined)
        if found is None:
            return Check(None, f"solution set of {short(expr)} = 0 not decided: {how}")
        verdict = same_finite_sets(found, expected)
        if verdict is True:
            note_solutions(expr, x, domain, expected, hyps, [(o.expr, o.sign) for o in defined], "solveset")
            return Check(True, f"solution set {found}")
        return Check(verdict, f"solution set of {short(expr)} = 0 on {domain} is {found}", None, str(found), str(expected))

    def _is_solution(self, expr, x, domain, e, written: list[Obligation]) -> Check:
        """The expected point *e* lies in *domain* for every admissible parameter, f is defined
        there (as written, before SymPy's cancellations), and f(e) = 0."""
        e = check_exact(e)
        at = expr.xreplace({x: e})
        defined = self._definedness(e)  # the point itself exists for every admissible parameter
        if defined.ok is True:
            defined = self._definedness(at)
        if defined.ok is True:
            defined = self.discharge([Obligation(o.expr.xreplace({x: e}), o.sign, o.reason) for o in written])
        if defined.ok is not True:
            return defined
        solves = is_zero(at)
        note_identity([at], [solves], lambda: self.hypotheses([at]), f"{x} = {e} solves it")
        if solves is not True:
            return Check(solves, f"{x} = {e} does not solve it: f = {short(at)}")
        if not e.free_symbols:
            inside = domain.contains(e)
            if inside is sp.true:
                return Check(True)
            return Check(False if inside is sp.false else None, f"{e} is not in {domain}")
        conditions = _membership(domain, e)
        if conditions is None:
            return Check(None, f"membership of {e} in {domain} is not decided")
        for condition, sign in conditions:
            check = self._prove(condition, sign, f"{e} in {domain}")
            if check.ok is not True:
                return check
        return Check(True)

    def judge_limit(self, f, point, expected, variable, side="+-") -> Check:
        """``lim f(x) = expected`` as x -> *point* for every admissible value of the parameters.

        Definedness first: the point itself (when finite) and *expected* are defined on
        the whole admissible set; an obligation of f free of x holds there too; one that
        mentions x need hold only near the point, and :func:`.nearby.prove_near` proves it
        on a punctured neighbourhood (one-sided per *side*; all large ``|x|`` at infinity)
        for every admissible parameter value, or refutes it at a parameter value where it
        fails for every x.  The obligations are those of f's value, the model's records
        while f ran, and every division and power of f's graph (:meth:`_read`); when they
        cannot be read, nothing is proved.  A function that ignores its argument is refused.
        """
        x = variable_for(variable)
        expr, inside, problem = self._read(f, x)  # conditions on x need hold only near the point (below)
        expected = substitute_all(check_exact(expected), self.definitions) if self.definitions else check_exact(expected)
        point = check_exact(point)
        _refuse_ignored_argument(f, "Limit", "lambda e: core(m, m.z, e), not core(m, m.z, eps0)")
        if point not in (sp.oo, -sp.oo):
            defined = self._definedness(point)  # the point exists for every admissible parameter
            if defined.ok is not True:
                defined.detail = f"the limit point {short(point)}: {defined.detail}"
                return defined
        try:
            conditions = inside + obligations_of([expr])
        except UnsupportedOperation as exc:
            return Check(None, f"definedness: {exc}")
        defined = self.discharge([ob for ob in conditions if x not in ob.expr.free_symbols])
        if defined.ok is True:
            defined = self._defined_near([ob for ob in conditions if x in ob.expr.free_symbols], x, point, side)
        if defined.ok is True and expected not in (sp.oo, -sp.oo):
            defined = self._definedness(expected)
        if defined.ok is not True:
            return defined
        if problem:  # an obligation may be missing: f need not be defined near the point
            return Check(None, f"definedness of f not read: {problem}")
        value, how = exact_limit(expr, x, point, side, self._certify)
        if value is None:
            return Check(None, f"limit of {short(expr)} as {variable} -> {point} not decided: {how}")
        if expected in (sp.oo, -sp.oo) or value in (sp.oo, -sp.oo, sp.zoo):
            verdict = value == expected
        else:
            verdict = is_zero(value - expected)
            note_identity([value - expected], [verdict], lambda: self.hypotheses([value - expected]), "the limit's value")
        if verdict is None:
            return Check(None, f"the limit {short(value)} ({how}) is not decidably {expected}")
        if verdict is True:
            return Check(True, f"limit {value} ({how})")
        return Check(verdict, f"limit of {short(expr)} as {variable} -> {point} is {value}", None, str(value), str(expected))

    def _defined_near(self, obligations: list[Obligation], x, point, side: str) -> Check:
        """Each obligation mentioning x holds on a punctured neighbourhood of *point*
        (:func:`.nearby.prove_near`), for every admissible parameter value."""
        if not self.checks_obligations:
            return Check(True)
        seen = set()
        for ob in obligations:
            key = (ob.expr, ob.sign, point, side)
            if key in seen:
                continue
            seen.add(key)
            check = prove_near(ob, x, point, side, self._prove, self._certify, self.degenerate)
            if check.ok is not True:
                return check if check.ok is False else Check(None, check.detail)
            self._proved.setdefault(key, f"{ob.describe()} {near(point, side, x)}")
        return Check(True)

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


def _refuse_ignored_argument(f, relation: str, instead: str) -> None:
    """A function that ignores its argument is a constant: its limit or solution set is not what
    the claim states (the body closed over a declared scalar or the input instead of its
    argument; read from its graph, :mod:`..language.interpret`).  Refused as an authoring error, as
    ``m.D`` refuses such a function."""
    if not getattr(f, "uses_argument", True):
        raise ClaimDefinitionError(
            f"{relation}: the function ignores its argument (f(x) does not mention x); pass its argument on ({instead})"
        )


def _defined_points(found, x, conditions: list[Obligation]):
    """The points of the finite set *found* where every condition holds exactly; None if one is undecided."""
    kept = []
    for point in found:
        verdicts = [constant_sign(ob.expr.xreplace({x: point})) for ob in conditions]
        if any(v is None for v in verdicts):
            return None
        signs = [{1: Sign.POS, 0: Sign.ZERO, -1: Sign.NEG}[v] for v in verdicts]
        if all(implies(s, ob.sign) for s, ob in zip(signs, conditions)):
            kept.append(point)
    return sp.FiniteSet(*kept)


def _membership(domain, e) -> list[tuple[sp.Expr, Sign]] | None:
    """Sign conditions equivalent to ``e in domain`` for an interval or the reals; None for other sets."""
    if domain == sp.S.Reals:
        return []
    if isinstance(domain, sp.Interval):
        out = []
        if domain.start.is_finite:
            out.append((e - domain.start, Sign.POS if domain.left_open else Sign.NONNEG))
        if domain.end.is_finite:
            out.append((domain.end - e, Sign.POS if domain.right_open else Sign.NONNEG))
        return out
    return None


def _false_constant(expr, sign: Sign) -> bool:
    """Whether *expr* is a number that does not have *sign* (an obligation failing at every point)."""
    expr = as_expr(expr)
    if expr.free_symbols or expr.has(sp.zoo, sp.nan, sp.I):
        return False
    s = constant_sign(expr)
    return s is not None and not implies({1: Sign.POS, 0: Sign.ZERO, -1: Sign.NEG}[s], sign)


def _maxima_in(entries) -> bool:
    """Whether a symbol standing for a maximum max_i |gamma_i| (``m.max_abs``; named ``max|...|``, which no
    claim's symbol can be) occurs in *entries*."""
    return any(s.name.startswith("max|") for e in entries for s in as_expr(e).free_symbols)
