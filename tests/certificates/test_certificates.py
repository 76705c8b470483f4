"""Certificates: every proved built-in claim has SMT-LIB files, and cvc5 agrees with them; a tampered
certificate and a deliberately unsound sign rule are caught (issue 27)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import sympy as sp

from symln.certificates.recheck import DEFAULT_TIMEOUT, certificate_files, recheck_directory, recheck_file
from symln.certificates.record import Decision, decisions, labelled
from symln.certificates.smtlib import file_stem, queries, to_smtlib, write_certificates
from symln.cli import main
from symln.prove.decide.hypotheses import NONE, Hypotheses
from symln.prove.decide.signs import Sign
from symln.prove.language.claims import builtin_claims
from symln.prove.models import judges
from symln.prove.models.general import GeneralModel

pytest.importorskip("cvc5")

#: seconds per file in these tests
TIMEOUT = 20.0


@pytest.fixture(scope="module")
def builtin_certificates(tmp_path_factory):
    """``symln verify --certificates DIR`` over the built-in claims: (exit status, DIR)."""
    out = tmp_path_factory.mktemp("certificates")
    return main(["verify", "--jobs", "2", "--certificates", str(out)]), out


def test_every_builtin_claim_has_a_certificate(builtin_certificates):
    status, out = builtin_certificates
    assert status == 0
    files = certificate_files(out)
    stems = {f.name.rsplit(".", 2)[0] for f in files}
    missing = [c.id for c in builtin_claims() if file_stem(c.id) not in stems]
    assert not missing, missing
    text = files[0].read_text()
    for line in ("; claim: ", "; interpretation: ", "; relation: ", "; obligation: ", "; route: ", "(check-sat)"):
        assert line in text
    assert all(re.fullmatch(r"[A-Za-z0-9._-]+\.\d{3}\.smt2", f.name) for f in files)


def test_cvc5_agrees_with_every_builtin_certificate(builtin_certificates):
    """cvc5 re-proves every decision behind the built-in claims (at the recheck's default time limit); a file
    it cannot decide, or a point where what was proved fails, is named with its reason or model."""
    _, out = builtin_certificates
    results = recheck_directory(certificate_files(out), jobs=2, timeout=DEFAULT_TIMEOUT)
    assert [(Path(r.path).name, r.status, r.reason or r.model) for r in results if r.status != "agree"] == []


def _sign_certificate(tmp_path: Path, expr, sign: Sign, name: str = "T.001.smt2") -> Path:
    path = tmp_path / name
    path.write_text(to_smtlib(Decision("sign", expr, sign.value, NONE, "structural", "sign", "T", "general d", "1 of 1")))
    return path


def test_a_true_certificate_agrees(tmp_path):
    q, eps = sp.Symbol("q", nonnegative=True), sp.Symbol("eps", positive=True)
    assert recheck_file(_sign_certificate(tmp_path, q + eps, Sign.POS), TIMEOUT).status == "agree"


def test_a_satisfiable_query_in_place_of_a_certificate_is_caught_and_named(tmp_path):
    q, eps = sp.Symbol("q", nonnegative=True), sp.Symbol("eps", positive=True)
    good = _sign_certificate(tmp_path, q + eps, Sign.POS, "T.001.smt2")
    bad = tmp_path / "T.002.smt2"
    bad.write_text(good.read_text().replace("(assert (<= (+ s0!q s1!eps) 0.0))", "(assert (> (+ s0!q s1!eps) 0.0))"))
    assert bad.read_text() != good.read_text()
    results = {Path(r.path).name: r for r in recheck_directory(certificate_files(tmp_path), jobs=2, timeout=TIMEOUT)}
    assert results["T.001.smt2"].status == "agree"
    assert results["T.002.smt2"].status == "disagree" and dict(results["T.002.smt2"].model)


def test_a_certificate_with_an_assertion_removed_is_caught(tmp_path):
    """Dropping the assumption eps > 0 leaves a point with eps + q <= 0: cvc5 says sat."""
    q, eps = sp.Symbol("q", nonnegative=True), sp.Symbol("eps", positive=True)
    path = _sign_certificate(tmp_path, q + eps, Sign.POS)
    lines = path.read_text().splitlines()
    kept = [line for line in lines if not re.fullmatch(r"\(assert \(>=? s1!eps 0\.0\)\)", line)]
    assert len(kept) == len(lines) - 2
    path.write_text("\n".join(kept) + "\n")
    result = recheck_file(path, TIMEOUT)
    assert result.status == "disagree"
    assert float(sp.Rational(dict(result.model)["s0!q"]) + sp.Rational(dict(result.model)["s1!eps"])) <= 0


def test_recheck_names_the_disagreeing_file_and_exits_1(tmp_path, capsys):
    q, eps = sp.Symbol("q", nonnegative=True), sp.Symbol("eps", positive=True)
    _sign_certificate(tmp_path, q + eps, Sign.POS, "T.001.smt2")
    _sign_certificate(tmp_path, q - eps, Sign.POS, "T.002.smt2")  # false: q = 0 refutes it
    assert main(["recheck", str(tmp_path), "--jobs", "1", "--timeout", "20"]) == 1
    out = capsys.readouterr().out
    assert re.search(r"^agree +T\.001\.smt2", out, re.M)
    assert re.search(r"^disagree +T\.002\.smt2", out, re.M)
    assert "model: " in out and "; claim: T" in out
    assert "Overall: 1/2 agree in" in out


def test_an_unsound_sign_rule_yields_a_certificate_cvc5_refutes(tmp_path, monkeypatch):
    """A structural rule patched to certify every sign: the engine proves the false ``q - eps > 0``, records the
    decision, and cvc5 refutes its certificate."""
    monkeypatch.setattr(judges, "certify_sign", lambda expr, wanted, hyps=None: True)
    model = GeneralModel(min_d=2)
    eps = model.scalar("eps", positive=True)
    with decisions("UNSOUND") as made, labelled(interpretation="general d", relation="1 of 1: Positive"):
        check = model._prove(model.q - eps, Sign.POS, "sign > 0")
    assert check.ok is True  # the patched rule made the engine prove a false sign
    assert [(d.route, d.sign) for d in made] == [("structural", "> 0")]
    (path,) = write_certificates(tmp_path, [("UNSOUND", made)])
    result = recheck_file(path, TIMEOUT)
    assert result.status == "disagree", result


def _r6_like():
    """A sign the structural rules give at once, and whose negation as one query defeats cvc5 in a minute
    (the shape of R6's obligation: a sum of products of inverses, in eight variables)."""
    d = sp.Symbol("d", integer=True, positive=True)
    eps, q, var = sp.Symbol("eps", positive=True), sp.Symbol("q", nonnegative=True), sp.Symbol("var", nonnegative=True)
    mu, a, b = sp.symbols("mu a b", real=True)
    s = d * mu**2 + d * q
    return ((2 * eps + s / d) * (a * mu + b) ** 2 / (d * (eps + s / d) ** 3)
            + (a**2 / d + d * var) * s / (d * eps * (eps + s / d)))


def test_a_structural_sign_is_certified_rule_by_rule(tmp_path):
    """Each application of a structural rule is a query of its own, over reals with the parts' signs; cvc5
    agrees with every one, and the last is the decision's expression."""
    decision = Decision("sign", _r6_like(), Sign.NONNEG.value, Hypotheses(lower_bounds={sp.Symbol("d", integer=True, positive=True): 1}),
                        "structural", "sign >= 0", "T", "general d", "1 of 1")
    steps = queries(decision)
    assert len(steps) > 5 and {s.route for s in steps} == {"structural step"}
    assert all(s.expr.free_symbols <= {sp.Symbol(f"part{j}", **a) for j in range(1, 9) for a in
                                       ({"positive": True}, {"nonnegative": True}, {"real": True},
                                        {"negative": True}, {"nonpositive": True}, {"nonzero": True, "real": True})}
               for s in steps)
    assert "structural step" in steps[-1].obligation and f"step {len(steps)} of {len(steps)}" in steps[-1].obligation
    files = write_certificates(tmp_path, [("T", [decision])])
    results = recheck_directory(files, jobs=2, timeout=TIMEOUT)
    assert [r.status for r in results] == ["agree"] * len(files), [(Path(r.path).name, r.reason) for r in results]


def test_an_unsound_structural_rule_is_caught_at_its_step(tmp_path, monkeypatch):
    """The sum rule patched to call a sum positive when one term is: the engine proves the false
    ``q - eps > 0``, and the certificate's step for that sum is the file cvc5 refutes."""
    from symln.prove.decide import signs

    monkeypatch.setattr(signs, "_sign_of_sum", lambda parts: Sign.POS if Sign.NEG in parts else Sign.UNKNOWN)
    model = GeneralModel(min_d=2)
    eps = model.scalar("eps", positive=True)
    with decisions("UNSOUND") as made, labelled(interpretation="general d", relation="1 of 1: Positive"):
        assert model._prove(model.q - eps, Sign.POS, "sign > 0").ok is True
    files = write_certificates(tmp_path, [("UNSOUND", made)])
    results = recheck_directory(files, jobs=1, timeout=TIMEOUT)
    (bad,) = [r for r in results if r.status == "disagree"]
    text = Path(bad.path).read_text()
    assert "; proved: part1 + part2 > 0" in text and "-eps + q > 0 from part1 = q (>= 0" in text
    assert [r.status for r in results].count("agree") == len(results) - 1  # the step for -eps is sound


def test_a_sign_beyond_the_structural_pass_is_one_query():
    """``q**2 - 2 q + 1 >= 0`` needs the rules' factoring refinement, not the structural pass alone: its
    certificate is the decision itself."""
    q = sp.Symbol("q", real=True)
    decision = Decision("sign", q**2 - 2 * q + 1, Sign.NONNEG.value, Hypotheses(), "structural", claim="T")
    assert queries(decision) == [decision]


def test_write_certificates_is_stable_and_removes_stale_files(tmp_path):
    q = sp.Symbol("q", nonnegative=True)
    one = Decision("sign", q + 1, Sign.POS.value, Hypotheses(), "structural", claim="A/B")
    (tmp_path / "old.001.smt2").write_text("(check-sat)\n")
    (tmp_path / "notes.txt").write_text("kept")
    first = write_certificates(tmp_path, [("A/B", [one, one])])  # the same query twice: one file
    assert [p.name for p in first] == ["A_B.001.smt2"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["A_B.001.smt2", "notes.txt"]
    text = first[0].read_text()
    assert write_certificates(tmp_path, [("A/B", [one])]) == first and first[0].read_text() == text


def test_recording_is_off_outside_a_verification():
    q = sp.Symbol("q", nonnegative=True)
    model = GeneralModel(min_d=2)
    with decisions("OFF", enabled=False) as made:
        assert model._prove(model.q + 1, Sign.POS, "sign > 0").ok is True
    assert made == [] and q is not None


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["recheck", "{missing}"], "DIR: not a directory"),
        (["recheck", "{empty}"], "DIR: no certificates"),
        (["recheck", "{empty}", "--jobs", "0"], "--jobs"),
        (["recheck", "{empty}", "--timeout", "-1"], "--timeout"),
        (["verify", "--id", "E1", "--certificates", "{file}"], "--certificates"),
    ],
)
def test_bad_usage_exits_2_naming_the_argument(tmp_path, capsys, argv, needle):
    empty = tmp_path / "empty"
    empty.mkdir()
    afile = tmp_path / "a.txt"
    afile.write_text("")
    names = {"missing": str(tmp_path / "nowhere"), "empty": str(empty), "file": str(afile)}
    assert main([a.format(**names) for a in argv]) == 2
    assert needle in capsys.readouterr().err


def test_allow_undecided_still_fails_on_a_disagreement(tmp_path):
    q, eps = sp.Symbol("q", nonnegative=True), sp.Symbol("eps", positive=True)
    _sign_certificate(tmp_path, q + eps, Sign.POS, "T.001.smt2")
    assert main(["recheck", str(tmp_path), "--allow-undecided"]) == 0
    _sign_certificate(tmp_path, q - eps, Sign.POS, "T.002.smt2")
    assert main(["recheck", str(tmp_path), "--allow-undecided"]) == 1
