"""The decision procedure (symln.prove.decide.decide) on small questions whose answers are known: each encoding
(powers, roots, |x|, Max/Min, sign, constants, opaque functions), each symbol assumption, each domain shape,
the exact confirmation of counterexamples and the integer retries."""

import dataclasses
import subprocess
import sys
import time

import pytest
import sympy as sp

from symln.prove.decide import decide
from symln.prove.decide.decide import Decision, _admissible, _has_sign, _power, decide_sign, decide_solutions
from symln.prove.decide.hypotheses import NONE, Hypotheses
from symln.prove.decide.signs import Sign

x = sp.Symbol("x", real=True)
y = sp.Symbol("y", real=True)
p = sp.Symbol("p", positive=True)
m = sp.Symbol("m", negative=True)
z = sp.Symbol("z", zero=True)
nn = sp.Symbol("nn", nonnegative=True)
np_ = sp.Symbol("np", nonpositive=True)
nz = sp.Symbol("nz", real=True, nonzero=True)
k = sp.Symbol("k", integer=True)
ONE, TWO, THREE = sp.Integer(1), sp.Integer(2), sp.Integer(3)


def verdict(expr, wanted, hyps=NONE):
    return decide_sign(expr, wanted, hyps).verdict


@pytest.mark.parametrize(
    "wanted, expected",
    [(Sign.POS, True), (Sign.NONNEG, True), (Sign.NONZERO, True), (Sign.NEG, False), (Sign.NONPOS, False),
     (Sign.ZERO, False)],
)
def test_each_wanted_sign_of_a_positive_symbol(wanted, expected):
    assert verdict(p, wanted) is expected


@pytest.mark.parametrize(
    "wanted, expected",
    [(Sign.NONNEG, True), (Sign.POS, False), (Sign.NONZERO, False), (Sign.ZERO, False), (Sign.NONPOS, False),
     (Sign.NEG, False)],
)
def test_each_wanted_sign_of_a_square(wanted, expected):
    d = decide_sign(x**2, wanted)
    assert d.verdict is expected
    if expected is False:  # confirmed exactly: the square fails the wanted sign at the point
        value = (x**2).xreplace(d.point)
        assert not {Sign.POS: value > 0, Sign.NONNEG: value >= 0, Sign.ZERO: value == 0, Sign.NONPOS: value <= 0,
                    Sign.NEG: value < 0, Sign.NONZERO: value != 0}[wanted]


@pytest.mark.parametrize(
    "symbol, holds",
    [(p, Sign.POS), (m, Sign.NEG), (z, Sign.ZERO), (nn, Sign.NONNEG), (np_, Sign.NONPOS), (nz, Sign.NONZERO)],
)
def test_symbol_assumptions_are_constraints(symbol, holds):
    assert verdict(symbol, holds) is True
    assert verdict(x, holds) is False  # a bare real symbol has no sign


def test_weak_assumptions_allow_zero():
    assert verdict(np_, Sign.NEG) is False and verdict(nn, Sign.POS) is False


def test_nonzero_symbol_is_not_signed():
    assert verdict(nz, Sign.POS) is False and verdict(nz, Sign.NEG) is False


def test_power_by_squaring():
    for n in range(1, 12):
        assert sp.expand(_power(x, n)) == x**n  # SymPy symbols multiply like Z3 terms
    assert _power(x, 0) is None


def test_odd_and_even_powers():
    assert verdict(x**4 + x**2, Sign.NONNEG) is True
    assert verdict(x**3, Sign.NONNEG) is False
    assert verdict(p**5, Sign.POS) is True
    assert verdict(m**3, Sign.NEG) is True
    assert verdict(m**6, Sign.POS) is True
    assert verdict(x**6 - x**4, Sign.NONNEG) is False  # x = 1/2
    assert verdict(sp.Rational(1, 2) - x**2, Sign.NONPOS) is False  # positive, below 1, near x = 0


def test_negative_powers_exist_only_where_the_base_is_nonzero():
    assert verdict(x**-2, Sign.POS) is True
    assert verdict(m**-3, Sign.NEG) is True
    assert verdict(x**-1, Sign.POS) is False
    assert verdict(1 / (x**2 + 1) - 1, Sign.NONPOS) is True
    assert verdict(1 / (x**2 + 1) - 1, Sign.NEG) is False  # x = 0


def test_fractional_powers_are_nonnegative_roots():
    assert verdict(sp.sqrt(x), Sign.NONNEG) is True
    assert verdict(sp.sqrt(x), Sign.POS) is False
    assert verdict(x ** sp.Rational(3, 2) - x, Sign.NONNEG) is False  # x = 1/4
    assert verdict(sp.sqrt(x**2) - x, Sign.NONNEG) is True
    assert verdict(x ** sp.Rational(-1, 2), Sign.POS) is True
    assert verdict(sp.sqrt(p) * sp.sqrt(p) - p, Sign.ZERO) is True
    assert verdict(p ** sp.Rational(1, 3) - 2, Sign.NONNEG) is False


def test_rational_coefficients():
    assert verdict(x**2 - x + sp.Rational(1, 4), Sign.NONNEG) is True
    assert verdict(x**2 - x + sp.Rational(1, 5), Sign.NONNEG) is False
    assert verdict(p + sp.Rational(-1, 3), Sign.POS) is False
    assert verdict(sp.Rational(7, 3) * p, Sign.POS) is True
    assert verdict(x**2 + sp.Rational(1, 3), Sign.POS) is True


def test_abs():
    assert verdict(sp.Abs(x), Sign.NONNEG) is True
    assert verdict(sp.Abs(x) - x, Sign.NONNEG) is True
    assert verdict(sp.Abs(x) + x, Sign.NONNEG) is True
    assert verdict(sp.Abs(x) - 1, Sign.NONNEG) is False
    assert verdict(sp.Abs(x), Sign.POS) is False
    assert verdict(sp.Abs(x) - x, Sign.ZERO) is False  # |x| is -x for x < 0


def test_max_and_min():
    assert verdict(sp.Max(x, y) - x, Sign.NONNEG) is True
    assert verdict(sp.Max(x, y) - y, Sign.NONNEG) is True
    assert verdict(sp.Min(x, y) - x, Sign.NONPOS) is True
    assert verdict(sp.Min(x, y) - y, Sign.NONPOS) is True
    assert verdict(sp.Max(x, y) - x, Sign.POS) is False
    assert verdict(sp.Min(x, y) - x, Sign.NEG) is False
    assert verdict(sp.Max(np_, m), Sign.NONPOS) is True  # Max is one of its arguments, not any upper bound
    assert verdict(sp.Min(p, nn), Sign.NONNEG) is True  # Min is one of its arguments, not any lower bound
    assert verdict(sp.Max(x, y) - x - y, Sign.NONPOS) is False


def test_sign_function():
    assert verdict(sp.sign(p) - 1, Sign.ZERO) is True
    assert verdict(sp.sign(m) + 1, Sign.ZERO) is True
    assert verdict(sp.sign(x) * x, Sign.NONNEG) is True
    assert verdict(sp.sign(x) * x, Sign.POS) is False  # x = 0
    assert verdict(sp.sign(x) - 1, Sign.NONPOS) is True
    assert verdict(sp.sign(x) + 1, Sign.NONNEG) is True
    assert verdict(sp.sign(x) ** 2 - 1, Sign.ZERO) is False  # sign(0) = 0
    assert verdict(sp.sign(x) * (x + 1), Sign.NONNEG) is False  # fails for -1 < x < 0, where sign(x) is -1
    d = decide_sign(sp.sign(x) * (x - 1), Sign.NONNEG)  # fails for 0 < x < 1, where sign(x) is 1
    assert d.verdict is False and 0 < d.point[x] < 1


def test_constants_are_enclosed():
    assert verdict(p + sp.pi - 3, Sign.POS) is True
    assert verdict(sp.pi - p, Sign.POS) is not True
    assert verdict(sp.pi - p, Sign.NEG, Hypotheses(facts=((p - 4, Sign.NONNEG),))) is True
    assert verdict(sp.pi - p, Sign.NEG, Hypotheses(facts=((p - 3, Sign.NONNEG),))) is not True
    assert verdict(sp.sqrt(2) * x**2 - x**2, Sign.NONNEG) is True
    assert verdict(x**2 - sp.pi * x + 2, Sign.POS) is False  # roots near 0.9 and 2.2
    assert verdict(x**2 - sp.pi * x + 3, Sign.POS) is True  # pi**2 < 12


def test_unenclosed_constants_and_opaque_functions_are_any_real():
    f = sp.Function("f")
    assert verdict(f(x) ** 2, Sign.NONNEG) is True
    d = verdict(f(x), Sign.NONNEG)
    assert d is not True
    assert verdict(sp.sin(x) + 2, Sign.POS) is not True  # sin is opaque: no bound known


def test_hypotheses_restrict_the_points():
    q = sp.Symbol("q", nonnegative=True)
    n = sp.Symbol("n", integer=True, positive=True)
    assert verdict(n - 3, Sign.NONNEG) is False
    assert verdict(n - 3, Sign.NONNEG, Hypotheses({n: 3})) is True
    assert verdict(q, Sign.POS) is False
    assert verdict(q, Sign.POS, Hypotheses(known={q: Sign.POS})) is True
    assert verdict(q - 1, Sign.POS, Hypotheses(facts=((q - 2, Sign.NONNEG),))) is True
    assert verdict(q - 1, Sign.POS, Hypotheses(facts=((q - 1, Sign.NONNEG),))) is False


def test_counterexamples_are_confirmed_and_admissible():
    q, eps = sp.Symbol("q", nonnegative=True), sp.Symbol("eps", positive=True)
    s = q / (q + eps)
    d = decide_sign(s * (1 - s) - sp.Rational(1, 4), Sign.NEG)
    assert d.verdict is False and d.point[q] == d.point[eps] and d.point[eps] > 0
    assert "confirmed" in d.how
    assert d.show_point() == f"eps = {d.point[eps]}, q = {d.point[q]}"
    assert Decision(True, "x").show_point() == ""


def test_algebraic_counterexamples_are_approximated_and_not_confirmed():
    # x**2 = 2 has only irrational solutions: the model is algebraic, its rational approximation is no zero
    d = decide_sign(x**2 - 2, Sign.NONZERO)
    assert d.verdict is None
    assert "approximate candidate" in d.how


def test_integer_symbols_are_moved_to_integers():
    # 2k - 1 = 0 has no integer solution: every model is retried at an integer k, then the query is undecided
    d = decide_sign(2 * k - 1, Sign.NONZERO)
    assert d.verdict is not False
    n = sp.Symbol("n", integer=True, positive=True)
    d = decide_sign(2 * n - 3, Sign.POS)  # fails at n = 1 only, an integer
    assert d.verdict is False and d.point[n] == 1
    d = decide_sign((2 * n - 3) * (2 * n - 5), Sign.NONNEG)  # negative for 3/2 < n < 5/2: n = 2
    assert d.verdict is False and d.point[n] == 2


def test_admissible_checks_each_assumption_and_hypothesis():
    assert _admissible({p: sp.Integer(1)}, NONE)
    assert not _admissible({p: sp.Integer(0)}, NONE)
    assert not _admissible({nn: sp.Integer(-1)}, NONE)
    assert _admissible({nn: sp.Integer(0)}, NONE)
    assert not _admissible({m: sp.Integer(0)}, NONE)
    assert _admissible({m: sp.Integer(-2)}, NONE)
    assert not _admissible({np_: sp.Integer(1)}, NONE)
    assert _admissible({np_: sp.Integer(0)}, NONE)
    assert not _admissible({k: sp.Rational(1, 2)}, NONE)
    assert _admissible({k: sp.Integer(-3)}, NONE)
    assert not _admissible({x: sp.Integer(1)}, Hypotheses(facts=((x - 2, Sign.NONNEG),)))
    assert _admissible({x: sp.Integer(2)}, Hypotheses(facts=((x - 2, Sign.NONNEG),)))


def test_has_sign_needs_a_defined_constant():
    assert _has_sign(sp.Integer(1), Sign.POS)
    assert _has_sign(sp.Integer(0), Sign.ZERO) and _has_sign(sp.Integer(0), Sign.NONNEG)
    assert not _has_sign(sp.Integer(0), Sign.POS)
    assert _has_sign(-sp.pi, Sign.NEG) and not _has_sign(-sp.pi, Sign.NONNEG)
    assert not _has_sign(x, Sign.POS)
    assert not _has_sign(sp.sin(1), Sign.POS) and not _has_sign(sp.sin(1), Sign.NONZERO)  # no certified sign
    for bad in (sp.zoo, sp.nan, sp.I, sp.oo, -sp.oo, 1 + sp.I):
        assert not _has_sign(bad, Sign.NONZERO)


def test_solutions_in_intervals():
    e = (x - 1) * (x - 3)
    assert decide_solutions(e, x, sp.Reals, [sp.Integer(1), sp.Integer(3)]).verdict is True
    assert decide_solutions(e, x, sp.Reals, [ONE]).verdict is False
    assert decide_solutions(e, x, sp.Interval(0, 2), [ONE]).verdict is True
    assert decide_solutions(e, x, sp.Interval(0, 3), [ONE]).verdict is False
    assert decide_solutions(e, x, sp.Interval.Ropen(0, 3), [ONE]).verdict is True
    assert decide_solutions(e, x, sp.Interval(1, 5), [THREE]).verdict is False
    assert decide_solutions(e, x, sp.Interval.Lopen(1, 5), [THREE]).verdict is True
    assert decide_solutions(e, x, sp.Interval(2, sp.oo), [THREE]).verdict is True
    assert decide_solutions(e, x, sp.Interval(-sp.oo, 2), [ONE]).verdict is True
    assert decide_solutions(e, x, sp.Interval(-sp.oo, 4), [ONE]).verdict is False
    assert decide_solutions(e, x, sp.EmptySet, []).verdict is True


def test_solutions_in_other_sets():
    e = (x - 1) * (x - 3)
    assert decide_solutions(e, x, sp.FiniteSet(1, 2), [ONE]).verdict is True
    assert decide_solutions(e, x, sp.FiniteSet(3), []).verdict is False
    assert decide_solutions(e, x, sp.Union(sp.Interval(-1, 0), sp.Interval(2, 4)), [THREE]).verdict is True
    assert decide_solutions(e, x, sp.Union(sp.Interval(-1, 1), sp.Interval(2, 2.5)), []).verdict is False
    assert decide_solutions(e, x, sp.Interval(0, 2) - sp.FiniteSet(1), []).verdict is True
    assert decide_solutions(e, x, sp.Interval(0, 4) - sp.FiniteSet(1), []).verdict is False
    comp = sp.Complement(sp.Interval(0, 2), sp.FiniteSet(1), evaluate=False)
    assert decide_solutions(e, x, comp, []).verdict is True
    comp = sp.Complement(sp.Interval(0, 4), sp.FiniteSet(1), evaluate=False)
    assert decide_solutions(e, x, comp, []).verdict is False
    inter = sp.Intersection(sp.Interval(0, 2), sp.Interval(1, 4), evaluate=False)
    assert decide_solutions(e, x, inter, [ONE]).verdict is True
    assert decide_solutions(e, x, inter, []).verdict is False
    d = decide_solutions(e, x, sp.Naturals0, [sp.Integer(1), sp.Integer(3)])
    assert d.verdict is None and "not a union of intervals" in d.how
    union = sp.Union(sp.Interval(0, 2), sp.ImageSet(sp.Lambda(y, y**2), sp.Integers), evaluate=False)
    assert decide_solutions(e, x, union, []).verdict is None
    comp = sp.Complement(sp.Interval(0, 4), sp.Naturals0, evaluate=False)
    assert decide_solutions(e, x, comp, []).verdict is None


def test_solutions_with_parameters_and_definedness():
    # (x - a) has the solution x = a; with a >= 2 it is outside [0, 1]
    a = sp.Symbol("a", real=True)
    assert decide_solutions(x - a, x, sp.Interval(0, 1), [], Hypotheses(facts=((a - 2, Sign.NONNEG),))).verdict
    d = decide_solutions(x - a, x, sp.Interval(0, 1), [])
    assert d.verdict is False and 0 <= d.point[x] <= 1 and d.point[x] == d.point[a]
    # x*(x - 2): the solution 0 is excluded where the function is defined only for x > 0
    e = x * (x - 2)
    assert decide_solutions(e, x, sp.Reals, [TWO], defined=[(x, Sign.POS)]).verdict is True
    d = decide_solutions(e, x, sp.Reals, [TWO], defined=[(x, Sign.NONNEG)])
    assert d.verdict is False and d.point[x] == 0


def test_solutions_expected_point_is_compared_exactly():
    a = sp.Symbol("a", positive=True)
    assert decide_solutions(x**2 - a**2, x, sp.Interval(0, sp.oo), [a]).verdict is True
    d = decide_solutions(x**2 - a**2, x, sp.Reals, [a])
    assert d.verdict is False and d.point[x] == -d.point[a]


def test_decisions_are_cached_and_bounded(monkeypatch):
    monkeypatch.setattr(decide, "_CACHE", {})
    monkeypatch.setattr(decide, "_CACHE_SIZE", 2)
    before = decide.statistics()
    start = time.perf_counter()
    first = decide_sign(p + 1, Sign.POS)
    took = time.perf_counter() - start
    assert 0 < decide.statistics()["seconds"] - before["seconds"] <= took
    before = before["queries"]
    assert decide_sign(p + 1, Sign.POS) is first
    assert decide.statistics()["queries"] == before + 1
    decide_sign(p + 2, Sign.POS)
    decide_sign(p + 3, Sign.POS)
    assert len(decide._CACHE) == 2 and ("sign", p + 1, Sign.POS, NONE.key(), decide.TIMEOUT_MS) not in decide._CACHE
    assert decide.statistics()["seconds"] > 0



def test_a_zero_symbol_is_zero_not_inconsistent():
    assert verdict(z, Sign.NONZERO) is False  # z = 0 is admissible: "z != 0" would make every claim vacuous
    assert verdict(z + p, Sign.POS) is True


def test_each_auxiliary_is_a_variable_of_its_own():
    d = decide_sign(sp.Abs(x) - sp.Abs(y), Sign.ZERO)
    assert d.verdict is False and abs(d.point[x]) != abs(d.point[y])
    assert verdict(sp.sqrt(p) - sp.sqrt(p + 1), Sign.NEG) is True


def test_half_integer_coefficients_are_exact():
    # (x - 1)**2 / 2: zero at x = 1, so not positive; with 1/2 read as 1 it would be x**2 - x + 1 > 0
    d = decide_sign(sp.Rational(1, 2) * x**2 - x + sp.Rational(1, 2), Sign.POS)
    assert d.verdict is False and d.point[x] == 1
    assert verdict(sp.Rational(1, 2) * x**2 - x + sp.Rational(1, 2), Sign.NONNEG) is True


def test_a_solution_that_is_not_exactly_zero_is_not_a_counterexample():
    # x**2 = 2: Z3's model is sqrt(2), approximated by a rational that does not solve the equation
    d = decide_solutions(x**2 - 2, x, sp.Reals, [])
    assert d.verdict is None and "could not be confirmed" in d.how


def test_the_integer_retry_moves_up_to_the_next_integer():
    # (n - 11/5)(n - 31/10) < 0 only for 11/5 < n < 31/10: the one integer there is 3, above Z3's model
    n = sp.Symbol("n", integer=True, positive=True)
    d = decide_sign((n - sp.Rational(11, 5)) * (n - sp.Rational(31, 10)), Sign.NONNEG)
    assert d.verdict is False and d.point == {n: 3}


class _FakeSolver:
    def __init__(self):
        self.params = {}

    def set(self, key, value):
        self.params[key] = value


class _FakeZ3:
    def Then(self, *tactics):  # noqa: N802 - z3's names
        self.tactics = tactics
        return type("Tactic", (), {"solver": lambda _self: _FakeSolver()})()

    def SolverFor(self, logic):  # noqa: N802
        self.logic = logic
        return _FakeSolver()


def test_the_time_limit_is_split_between_the_two_solvers():
    z3 = _FakeZ3()
    first, second = decide._solvers(z3, 1000)
    assert first.params == {"timeout": 400} and second.params == {"timeout": 600}
    assert z3.logic == "QF_NRA" and z3.tactics[-1] == "smt"
    first, second = decide._solvers(_FakeZ3(), 1)
    assert first.params == {"timeout": 1} and second.params == {"timeout": 1}  # never 0, which means no limit


def test_a_counterexample_lies_in_the_domain_exactly():
    # Z3 reads pi as a rational between the ends of an enclosure: its x = "pi" is no point of {pi}
    domain = sp.FiniteSet(sp.pi)
    d = decide_solutions(x - y, x, domain, [])
    assert d.verdict is None or (d.verdict is False and domain.contains(d.point[x]) is sp.true)
    if d.verdict is None:  # a rational candidate: not approximated
        assert "found a candidate counterexample" in d.how


def test_a_counterexample_satisfies_the_definedness_conditions_exactly():
    # x = pi is where the function is defined: Z3 sees a rational x in pi's enclosure, which is not pi
    d = decide_solutions(x - y, x, sp.Reals, [], defined=[(x - sp.pi, Sign.ZERO)])
    assert d.verdict is None or (d.verdict is False and d.point[x] == sp.pi)


def test_a_negative_symbol_may_be_close_to_zero():
    d = decide_sign(m + 1, Sign.NEG)
    assert d.verdict is False and -1 <= d.point[m] < 0


def test_decisions_are_shared_so_they_are_frozen():
    d = decide_sign(p + 5, Sign.POS)
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.verdict = False
    assert hash(d) == hash(Decision(True, d.how))


def test_a_new_process_has_sent_no_query():
    code = "from symln.prove.decide import decide; print(decide.statistics())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "{'queries': 0, 'seconds': 0.0}"


def test_a_positive_integer_is_at_least_one():
    # (n - 1) q >= 0 for every positive integer n; as reals, 0 < n < 1 would refute it
    n = sp.Symbol("n", integer=True, positive=True)
    q = sp.Symbol("q", nonnegative=True)
    assert verdict((n - 1) * q, Sign.NONNEG) is True
    assert verdict(n * (n - 1) - (n - 1), Sign.NONNEG) is True  # (n - 1)^2
    assert verdict(n - 1, Sign.POS) is False  # n = 1 stays a point


def test_a_counterexample_only_at_a_non_integer_is_shown():
    # (2n - 3)^2 >= 1 at every integer n (0 and 1 at n = 1, 2), false at n = 3/2
    n = sp.Symbol("n", integer=True, positive=True)
    d = decide_sign((2 * n - 3) ** 2 - 1, Sign.NONNEG)
    assert d.verdict is None
    assert d.how.startswith("Z3's counterexamples have a non-integer n (one: n = ")
    assert d.how.endswith("; none with n = 2)")
