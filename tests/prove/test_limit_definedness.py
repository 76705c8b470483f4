"""Definedness of Limit and Solutions: near the limit point, of the point, and of f as it is written.

Structure, not instances (RT4.lim, RT4.wr, RT4.api.closure-limit): a condition
on the limit variable must hold on a punctured neighbourhood of the point for
every admissible parameter; a parameter value at which a denominator vanishes
for every x refutes the claim; the point itself must exist; a function that
cannot be read as written proves nothing; a function that ignores its argument
is refused.  True limits with removable denominators stay proved.
"""

import pytest
import sympy as sp

from symln.prove.language.claims import load_claims
from symln.prove.calculus.definedness import Obligation
from symln.prove.calculus.nearby import prove_near
from symln.prove.language.relations import Check
from symln.prove.decide.signs import Sign
from symln.prove.run.verify import Outcome, verify_claim

CLAIMS = '''
import sympy as sp
from sympy import FiniteSet, Reals, oo, sqrt
from symln import Limit, Solutions, claim


# -- true: proved ------------------------------------------------------------------------

@claim("N.removable", article="near", statement="(x + c x)^2/(x + c x) -> 0 as x -> 0 for c > 0.")
def removable(m):
    c = m.scalar("c", positive=True)
    return Limit(lambda x: (x + c * x) ** 2 / (x + c * x), 0, 0)


@claim("N.removable-infinity", article="near", statement="(r - c r)/(r - c r) -> 1 as r -> oo for c < 0.")
def removable_infinity(m):
    c = m.scalar("c", positive=True)
    return Limit(lambda r: (r + c * r) / (r + c * r), oo, 1, "r")


@claim("N.one-sided", article="near", statement="e/sqrt(e) -> 0 as e -> 0+.")
def one_sided(m):
    return Limit(lambda e: e / m.sqrt(e), 0, 0, "e", side="+")


@claim("N.radicand-by-limit", article="near", statement="sqrt(2 - x) -> sqrt 2 as x -> 0.")
def radicand_by_limit(m):
    return Limit(lambda x: m.sqrt(2 - x), 0, sqrt(2))


@claim("N.point", article="near", statement="c x -> 1 as x -> 1/c for c > 0.")
def point(m):
    c = m.scalar("c", positive=True)
    return Limit(lambda x: c * x, 1 / c, 1)


@claim("N.guarded-limit", article="near", statement="(1 + c^2) eps r/((1 + c^2) eps (1 + r)) -> 1 for eps > 0.")
def guarded_limit(m):
    c = m.scalar("c")
    eps = m.scalar("eps", positive=True)

    def f(r):
        return (1 + c**2) * (r / (1 + r)) / (1 + c**2) * eps / eps

    return Limit(f, oo, 1, "r")


@claim("N.guarded-solutions", article="near", statement="(x - c)(x^2 + eps)/(x^2 + eps) = 0 iff x = c, for eps > 0.")
def guarded_solutions(m):
    c = m.scalar("c")
    eps = m.scalar("eps", positive=True)

    def f(x):
        return (x - c) * (x**2 + eps) / (x**2 + eps)

    return Solutions(f, Reals, [c])


# -- false: refuted at a parameter value -----------------------------------------------------

@claim("F.nowhere", article="near", statement="g^2/g -> 0 as x -> 0 for g = c x + c^3 x, every c (false at c = 0).")
def nowhere(m):
    c = m.scalar("c")
    return Limit(lambda x: (c * x + c**3 * x) ** 2 / (c * x + c**3 * x), 0, 0)


@claim("F.nowhere-infinity", article="near", statement="(r - c r)/(r - c r) -> 1 as r -> oo (false at c = 1).")
def nowhere_infinity(m):
    c = m.scalar("c")
    return Limit(lambda r: (r - c * r) / (r - c * r), oo, 1, "r")


@claim("F.nowhere-one-sided", article="near", statement="(e - c^2 e)^2/(e - c^2 e) -> 0 as e -> 0+ (false at c = 1).")
def nowhere_one_sided(m):
    c = m.scalar("c")
    return Limit(lambda e: (e - c**2 * e) ** 2 / (e - c**2 * e), 0, 0, "e", side="+")


@claim("F.nowhere-radical", article="near", statement="g^2/g -> 1 - c for g = (1 - c) sqrt(x^2 + 1) (false at c = 1).")
def nowhere_radical(m):
    c = m.scalar("c")

    def f(x):
        g = m.sqrt(x**2 + 1) - c * m.sqrt(x**2 + 1)
        return g**2 / g

    return Limit(f, 0, 1 - c)


@claim("F.point", article="near", statement="x -> 1/c as x -> 1/c (false at c = 0: no point).")
def point_undefined(m):
    c = m.scalar("c")
    return Limit(lambda x: x, 1 / c, 1 / c)


@claim("F.point-radicand", article="near", statement="x -> sqrt(c) as x -> sqrt(c) (false at c < 0).")
def point_radicand(m):
    c = m.scalar("c")
    return Limit(lambda x: x, m.sqrt(c), m.sqrt(c))


@claim("F.branch", article="near", statement="A branch on a cancelled k = (1 - c)/(1 - c) (false at c = 1).")
def branch(m):
    c = m.scalar("c")

    def f(r):
        k = (1 - c) / (1 - c)
        return r / (1 + r) * k if k == 1 else r / (1 + r)

    return Limit(f, oo, 1, "r")


@claim("F.guarded-solutions", article="near", statement="(x + c)(x - 3)/(x - 3) = 0 at x = -c (false at c = -3).")
def guarded_solutions_false(m):
    c = m.scalar("c")

    def f(x):
        return (x + c) * (x - 3) / (x - 3)

    return Solutions(f, Reals, [-c])


# -- not proved: undecided ------------------------------------------------------------------

@claim("U.two-sided-sqrt", article="near", statement="sqrt(x) -> 0 as x -> 0 from both sides (no: undefined left of 0).")
def two_sided_sqrt(m):
    return Limit(lambda x: m.sqrt(x), 0, 0)


@claim("U.unreadable", article="near", statement="f whose Python tests the type of its value (the limit is true: 2 + c^2 > 0).")
def unreadable(m):
    c = m.scalar("c")

    def f(x):
        assert not isinstance(x - x, sp.Add)  # SymPy's x - x is 0; unevaluated, it is a sum
        return (2 * x + c**2 * x) ** 2 / (2 * x + c**2 * x)

    return Limit(f, 0, 0)


# -- authoring errors -----------------------------------------------------------------------

@claim("A.limit-ignores", article="near", statement="The limit of a function that ignores its argument.")
def limit_ignores(m):
    c = m.scalar("c", positive=True)
    return Limit(lambda e: c / (1 + c), 0, 0, "e", side="+")


@claim("A.solutions-ignores", article="near", statement="The solutions of a function that ignores its argument.")
def solutions_ignores(m):
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: c + 1, Reals, [])
'''


@pytest.fixture(scope="module")
def verdicts(tmp_path_factory):
    path = tmp_path_factory.mktemp("near") / "claims_near.py"
    path.write_text(CLAIMS)
    return {c.id: verify_claim(c) for c in load_claims(path)}


def _ids(prefix):
    return [line.split('"')[1] for line in CLAIMS.splitlines() if line.startswith(f'@claim("{prefix}.')]


@pytest.mark.parametrize("cid", _ids("N"))
def test_true_limits_with_removable_denominators_stay_proved(verdicts, cid):
    assert verdicts[cid].outcome is Outcome.PROVED, verdicts[cid].reason


@pytest.mark.parametrize(
    "cid, why",
    [
        ("F.nowhere", "definedness near the limit point: denominator"),
        ("F.nowhere-infinity", "for all large"),
        ("F.nowhere-one-sided", "just right of the point 0"),
        ("F.nowhere-radical", "is not identically 0"),
        ("F.point", "the limit point 1/c"),
        ("F.point-radicand", "the limit point sqrt(c)"),
        ("F.guarded-solutions", "fails at c = -3"),
    ],
)
def test_a_parameter_that_leaves_f_undefined_near_the_point_refutes(verdicts, cid, why):
    v = verdicts[cid]
    assert v.outcome is Outcome.FAILED, v.reason
    assert "refuted exactly" in v.reason and why in v.reason, v.reason


def test_nowhere_defined_names_the_parameter(verdicts):
    assert "fails at c = 0" in verdicts["F.nowhere"].reason
    assert "fails at c = 1" in verdicts["F.nowhere-infinity"].reason


def test_a_condition_only_on_one_side_is_not_proved_for_both(verdicts):
    v = verdicts["U.two-sided-sqrt"]
    assert v.outcome is not Outcome.PROVED, v.reason


def test_f_is_read_from_its_graph_whatever_its_python_would_ask(verdicts):
    """A question f asks of its argument is refused; f's own Python cannot see SymPy's simplification."""
    v = verdicts["F.branch"]
    assert v.outcome is Outcome.ERROR and "`==` of a traced value" in v.reason, v.reason
    v = verdicts["U.unreadable"]
    assert v.outcome is Outcome.ERROR and "a type test (isinstance)" in v.reason, v.reason


@pytest.mark.parametrize("cid, relation", [("A.limit-ignores", "Limit"), ("A.solutions-ignores", "Solutions")])
def test_a_function_that_ignores_its_argument_is_refused(verdicts, cid, relation):
    v = verdicts[cid]
    assert v.outcome is Outcome.ERROR
    assert f"ClaimDefinitionError: {relation}: the function ignores its argument" in v.reason


# -- the pieces -----------------------------------------------------------------------------

X, C = sp.Symbol("x", real=True), sp.Symbol("c", real=True)


def _prove_stub(verdicts):
    """A stand-in for the judge's proof: a table of answers by expression, undecided otherwise."""

    def prove(expr, sign, what, extra=frozenset()):
        ok = verdicts.get(sp.expand(expr))
        return Check(ok, what)

    return prove


def _never(expr, sign):
    return False


def _exact(expr, sign):
    """Certify the sign of a constant exactly."""
    return not expr.free_symbols and {Sign.POS: expr > 0, Sign.NONZERO: expr != 0}.get(sign, False) is sp.true


def test_finitely_many_zeros_decides_by_the_coefficients():
    ob = Obligation(X + C * X, Sign.NONZERO, "denominator")
    refuted = prove_near(ob, X, 0, "+-", _prove_stub({sp.expand((C + 1) ** 2): False}), _never)
    assert refuted.ok is False
    proved = prove_near(ob, X, 0, "+-", _prove_stub({sp.expand((C + 1) ** 2): True}), _never)
    assert proved.ok is True


def test_a_nonzero_number_among_the_coefficients_needs_no_proof():
    ob = Obligation(X**2 + C * X, Sign.NONZERO, "denominator")
    assert prove_near(ob, X, sp.oo, "+-", _prove_stub({}), _never).ok is True


def test_a_failure_on_the_whole_side_refutes_nothing():
    ob = Obligation(1 - X, Sign.POS, "radicand")  # false for x > 1, true near 0
    undecided = prove_near(ob, X, 0, "+", _prove_stub({}), _never)
    assert undecided.ok is None
    by_limit = prove_near(ob, X, 0, "+", _prove_stub({}), lambda e, s: e == 1)
    assert by_limit.ok is True


def test_a_limit_of_zero_does_not_give_a_sign_nearby():
    ob = Obligation(X**2 - X, Sign.NONNEG, "radicand")  # tends to 0; negative just right of 0
    assert prove_near(ob, X, 0, "+", _prove_stub({}), _exact).ok is None












