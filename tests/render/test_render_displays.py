"""The displays D1-D12: registered by ID, attached to a claim, and true in the exact models."""

import pytest
import sympy as sp

from symln.prove.language.claims import builtin_claims
from symln.render import forms as F
from symln.render.displays import DISPLAYS, Display, DisplayUnavailable, exact_model, from_claim
from symln.render.document import shown_display

CLAIMS = builtin_claims()


def test_twelve_displays_in_order():
    assert list(DISPLAYS) == [f"D{k}" for k in range(1, 13)]
    assert {d.article for d in DISPLAYS.values()} == {"bias", "epsilon", "gain", "jacobian", "sensitivity"}


@pytest.mark.parametrize("did", list(DISPLAYS))
def test_display_relations_hold_exactly(did):
    d = DISPLAYS[did]
    m = exact_model(d.scope_in(CLAIMS))
    for relation in d.relations(m, CLAIMS):
        check = relation.decide(m)
        assert check.ok is True, (did, check.detail)


def test_d8_is_the_jacobian_of_the_two_coordinate_example():
    shown = shown_display(DISPLAYS["D8"], CLAIMS)
    assert shown.lines == [
        r"D u_{\varepsilon}(z) = \frac{3}{16} \begin{pmatrix}1 & -1\\-1 & 1\end{pmatrix}"
        r" \qquad \text{with } z = (-1, 1)^{\mathsf{T}}, \quad \varepsilon = 3"
    ]


def test_d12_states_a_certified_decimal():
    (line, bindings) = shown_display(DISPLAYS["D12"], CLAIMS).lines
    assert line.endswith(r"= \frac{1000}{\sqrt{101}} \approx 99.504")  # the precision of S4 (referee 7)
    assert r"h = (10^{-3}, -10^{-3})^{\mathsf{T}}" in bindings and r"\varepsilon = 10^{-4}" in bindings


def test_a_display_of_a_missing_claim_is_reported():
    d = Display("DX", "nowhere", "Q9", "nothing", source="Q9")
    with pytest.raises(DisplayUnavailable, match="Q9"):
        d.source_claim(CLAIMS)
    assert "Q9" in shown_display(d, CLAIMS).error


def test_registering_an_id_twice_is_refused():
    with pytest.raises(ValueError, match="D5"):
        from_claim("D5", article="epsilon", claim="E12", about="again")


def test_claim_displays_pick_by_label():
    d = DISPLAYS["D5"]
    m = exact_model(d.scope_in(CLAIMS))
    (relation,) = d.relations(m, CLAIMS)
    assert relation.label == r"row [4] holds for every direction $t$"


def test_forms_of_a_display_use_only_symln_nodes_and_sympy():
    shown = shown_display(DISPLAYS["D2"], CLAIMS)
    assert shown.lines == [
        r"u_{\varepsilon}(z) = \frac{v}{\sqrt{q + \varepsilon}}",
        r"y = \gamma \odot u_{\varepsilon}(z) + \beta",
    ]
    assert F.kind_of(F.CoreOf(sp.Symbol("e"), F.Z)) == F.VECTOR


def test_registry_agrees_with_the_checklist():
    from symln.articles.checklist import DISPLAYS as CHECKLIST_DISPLAYS
    from symln.render.figure import FIGURE_ID

    registered = {d.id: d.article for d in DISPLAYS.values()} | {FIGURE_ID: "epsilon"}
    assert registered == CHECKLIST_DISPLAYS
