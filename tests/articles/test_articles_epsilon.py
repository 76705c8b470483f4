"""The epsilon article: every ID E1-E21 proved, with the scope its kind requires."""

import sympy as sp

from symln.articles import epsilon
from symln.articles.checklist import CHECKLIST
from symln.model import core_jacobian
from symln.prove.language.claims import builtin_claims
from symln.prove.models.general import GeneralModel


def _by_id(document):
    covered = {}
    for c in document["claims"]:
        for cid in c["covers"]:
            covered.setdefault(cid, []).append(c)
    return covered


def test_every_epsilon_id_is_proved(builtin_report):
    _, document = builtin_report
    covered = _by_id(document)
    for cid, kind in CHECKLIST.items():
        if not cid.startswith("E"):
            continue
        claims = covered.get(cid, [])
        assert any(c["outcome"] == "proved" for c in claims), cid
        if kind == "all d":
            assert any(c["outcome"] == "proved" and c["scope"] == "all-d" for c in claims), cid


def test_no_epsilon_claim_is_numeric_only(builtin_report):
    _, document = builtin_report
    assert not [c["id"] for c in document["claims"] if c["article"] == "epsilon" and c["outcome"] != "proved"]


def test_claims_are_in_article_order_and_unique():
    ids = [c.id for c in builtin_claims()]
    assert len(ids) == len(set(ids))
    assert [c.id for c in builtin_claims() if c.article == "epsilon"][:3] == ["E1", "E2", "E3"]


def test_the_jacobian_derivation_is_a_checked_chain():
    m = GeneralModel()
    chain, matrix_form, symmetric = epsilon.jacobian.body(m)
    assert len(chain.steps) == 4 and all(step.reason for step in chain.steps)
    assert all(r.decide(m).ok is True for r in (chain, matrix_form, symmetric))


def test_closed_form_eigenvalues_at_general_d():
    m = GeneralModel(nonconstant=True, min_d=3)
    eps = m.scalar("eps", positive=True)
    J = core_jacobian(m, eps)
    Jv = J @ m.v
    lam = sp.simplify(Jv.terms[("v",)])
    assert sp.simplify(lam - eps / (m.q + eps) ** sp.Rational(3, 2)) == 0
