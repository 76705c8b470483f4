"""The presentation model shows claims without changing them: its values are the paired model's."""

import dataclasses

import pytest
import sympy as sp

from symln.model import core, layer_norm
from symln.prove.language.claims import builtin_claims
from symln.prove.models.concrete import ConcreteModel
from symln.prove.models.general import GeneralModel
from symln.prove.language.relations import Chain, Relation
from symln.prove.language.traces import relations_of
from symln.render import forms as F
from symln.render.builders import certified_decimal, exact, let, unfold
from symln.render.displays import exact_model
from symln.render.present import FormModel, Shown, form_of, value_of
from symln.render.printer import latex

CLAIMS = builtin_claims()


def _values(relation):
    """The relation with every presentation value replaced by the paired model's value."""
    if isinstance(relation, Chain):
        out = Chain(value_of(relation.start), relation.label)
        for step in relation.steps:
            gap = None if step.gap is None else value_of(step.gap)
            out.steps.append(dataclasses.replace(step, value=value_of(step.value), gap=gap))
        return out
    changes = {f.name: value_of(getattr(relation, f.name)) for f in dataclasses.fields(relation)}
    return type(relation)(**changes)


@pytest.mark.parametrize("claim", CLAIMS, ids=lambda c: c.id)
def test_presented_relations_hold_in_the_paired_model(claim):
    paired = exact_model(claim.scope)
    m = FormModel(paired)
    relations = relations_of(claim, m)
    assert relations and all(isinstance(r, Relation) for r in relations)
    for r in relations:
        if any(callable(getattr(r, f.name)) for f in dataclasses.fields(r)):
            continue  # limits, solution sets and Lipschitz bounds call back into the model; shown, not re-decided
        check = _values(r).decide(paired)
        assert check.ok is True, (claim.id, r.describe(), check.detail)


def test_forms_name_the_definitions():
    m = FormModel(GeneralModel())
    eps = m.scalar("eps", positive=True)
    assert latex(form_of(core(m, m.z, eps))) == r"u_{\varepsilon}(z)"
    assert latex(form_of(core(m, m.z * m.scalar("a", positive=True), eps))) == r"u_{\varepsilon}(a z)"
    assert latex(form_of(unfold(m, core, m.z, eps))) == r"\frac{v}{\sqrt{q + \varepsilon}}"


def test_helpers_are_the_identity_outside_the_presentation_model():
    m = ConcreteModel(2)
    z = m.vec([1, 2])
    assert let(m, "z", z) is z
    assert exact(m, z) is z
    gamma, beta = m.vector("gamma"), m.vector("beta")
    assert all(sp.simplify(a - b) == 0 for a, b in zip(unfold(m, layer_norm, z, gamma, beta, 1), layer_norm(m, z, gamma, beta, 1)))


def test_let_records_a_binding_and_keeps_the_value():
    m = FormModel(ConcreteModel(2))
    z = let(m, "z", m.vec([-1, 1]))
    assert isinstance(z, Shown) and form_of(z) == F.Z
    assert list(value_of(z)) == [-1, 1]
    assert [(latex(a), latex(b)) for a, b in m.bindings] == [("z", r"(-1, 1)^{\mathsf{T}}")]


def test_exact_factors_a_common_rational():
    m = FormModel(ConcreteModel(2))
    v = exact(m, m.vec([sp.Rational(-3, 8), sp.Rational(3, 8)]))
    assert latex(form_of(v)) == r"\frac{3}{8} (-1, 1)^{\mathsf{T}}"


def test_certified_decimal_is_the_rounding_and_refuses_a_tie():
    assert certified_decimal(1000 / sp.sqrt(101), 2) == sp.Rational(9950, 100)
    assert certified_decimal(sp.Rational(1, 3), 3) == sp.Rational(333, 1000)
    with pytest.raises(ValueError, match="rounding boundary"):
        certified_decimal(sp.Rational(1, 8), 2)  # 0.125: exactly between 0.12 and 0.13


def test_presentation_model_offers_the_whole_model_protocol():
    from symln.model import Model

    public = {name for name in dir(Model) if not name.startswith("_")}
    missing = sorted(name for name in public if not hasattr(FormModel(GeneralModel()), name))
    assert missing == []
