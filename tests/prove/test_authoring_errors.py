"""Authoring mistakes read well: each message names the claim's own line or what the relation expects."""


import pytest

from symln import claim
from symln.cli import main
from symln.errors import ClaimDefinitionError
from symln.prove.language.claims import load_claims
from symln.prove.run.verify import Outcome, verify_claim

CLAIMS = '''
import sympy as sp
from sympy import FiniteSet, Interval, oo
from symln import Equal, Example, Limit, LipschitzBound, Positive, Solutions, claim


@claim("A.dexact", article="auth", statement="The coordinate sum of 1 times 1/d is 1.", scope=Example(3))
def dexact(m):
    return Equal(m.total(m.one) * (1 / m.d), 1)


@claim("A.reserved", article="auth", statement="A scalar named m.")
def reserved(m):
    s = m.scalar("m")
    return Equal(s, s)


@claim("A.vecpos", article="auth", statement="A vector given to Positive.")
def vecpos(m):
    return Positive(m.one)


@claim("A.veclimit", article="auth", statement="A vector-valued Limit.")
def veclimit(m):
    return Limit(lambda x: m.one * x, 0, 0)


@claim("A.scalarlip", article="auth", statement="A scalar f in LipschitzBound.", cites=("mvt",))
def scalarlip(m):
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: m.total(p), m.d, x, 0)


@claim("A.finiteset", article="auth", statement="A scalar of the claim inside a FiniteSet.")
def finiteset(m):
    c = m.scalar("c", positive=True)
    return Solutions(lambda x: x - c, Interval(0, oo), FiniteSet(c))
'''


@pytest.fixture(scope="module")
def verdicts(tmp_path_factory):
    path = tmp_path_factory.mktemp("auth") / "claims_auth.py"
    path.write_text(CLAIMS)
    return {c.id: verify_claim(c) for c in load_claims(path)}, path


def test_arithmetic_of_d_stays_exact_at_concrete_d(verdicts):
    assert verdicts[0]["A.dexact"].outcome is Outcome.PROVED


def test_reserved_names_are_refused_everywhere_with_the_list(verdicts):
    v, path = verdicts[0]["A.reserved"], verdicts[1]
    assert v.reason == (
        "error: tracing: ValueError: a scalar name 'm' is reserved; symln's own names are "
        f"d, q, mu, v, m, z, c1, c2, ... and z1, z2, ...: choose another name (at {path}:14)"
    )


@pytest.mark.parametrize(
    "cid, message",
    [
        ("A.vecpos", "error: general d: ClaimDefinitionError: Positive: the value must be a scalar, got a vector"),
        ("A.veclimit", "error: general d: ClaimDefinitionError: Limit: f(x) must be a scalar, got a vector"),
        ("A.scalarlip", "error: general d: ClaimDefinitionError: LipschitzBound: f(z) must be a vector, got a scalar"),
    ],
)
def test_relations_say_what_they_expect(verdicts, cid, message):
    assert verdicts[0][cid].reason == message


def test_errors_point_at_the_claims_line_not_into_sympy(verdicts):
    v, path = verdicts[0]["A.finiteset"], verdicts[1]
    assert f"(at {path}:37)" in v.reason
    assert "sympify.py" not in v.reason
    assert "(give Solutions a list of points)" in v.reason


def test_importing_a_builtin_claim_explains_uses(tmp_path, capsys):
    path = tmp_path / "claims_import.py"
    path.write_text("from symln.articles.epsilon import operator_bound\n")
    assert main(["verify", "--claims", str(path)]) == 2
    assert capsys.readouterr().err == (
        f"symln: error: claim E17 is built in, and {path} imports it, which defines it a second time; "
        "to rely on it, declare uses=('E17',) in your claim instead of importing it\n"
    )


def test_claims_files_alone_are_verified_unless_an_article_is_named(tmp_path, capsys):
    path = tmp_path / "claims_one.py"
    path.write_text(CLAIMS.split("@claim(\"A.reserved\"")[0])
    assert main(["verify", "--claims", str(path), "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "A.dexact" in out and "E12" not in out and "1 claims: 1 proved" in out


def test_help_says_which_claims_run(capsys):
    with pytest.raises(SystemExit):
        main(["verify", "--help"])
    assert "without --article or --id only its claims are verified" in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("sign", [1, -1])
def test_a_limit_at_infinity_has_no_side(sign):
    import sympy as sp

    from symln import Limit

    point = sign * sp.oo
    with pytest.raises(ValueError, match="has one side only"):
        Limit(lambda x: x, point, point, "x", side="+")
    assert Limit(lambda x: x, point, point, "x").side == "+-"


@pytest.mark.parametrize("name", ["covers", "uses", "cites"])
def test_a_single_string_for_a_list_of_ids_is_refused_not_split_into_letters(name):
    with pytest.raises(ClaimDefinitionError, match=rf"claim T: {name} must be a sequence of strings"):
        claim("T", article="tests", statement="s", **{name: "E1"})(lambda m: None)
    made = claim("T", article="tests", statement="s", **{name: ["E1"]})(lambda m: None)
    assert getattr(made, name) == ("E1",)
