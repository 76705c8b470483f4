"""Code generation: the committed kernels are current, and each rewrite on the way is exact."""

import pytest
import sympy as sp

from symln.kernels import codegen, printing
from symln.kernels import plan as evaluation_plan
from symln.kernels.derivation import Kernel, derive_kernels
from symln.prove.models.algebra import ONE, Space, Vec
from symln.prove.decide.identities import is_zero


def test_generated_module_is_current():
    assert codegen.generate() == codegen.GENERATED.read_text(encoding="utf-8")


def test_generated_c_is_current():
    assert codegen.generate_c() == codegen.GENERATED_C.read_text(encoding="utf-8")


@pytest.mark.parametrize("which", ["GENERATED", "GENERATED_C"])
def test_check_command(tmp_path, monkeypatch, capsys, which):
    """--check fails when either file is stale and writes nothing; --write makes both current."""
    for name in ("GENERATED", "GENERATED_C"):
        copy = tmp_path / getattr(codegen, name).name
        copy.write_text(getattr(codegen, name).read_text(encoding="utf-8"), encoding="utf-8")
        monkeypatch.setattr(codegen, name, copy)
    stale = getattr(codegen, which)
    stale.write_text("# stale\n", encoding="utf-8")
    assert codegen.main(["--check"]) == 1
    assert f"{stale} is stale" in capsys.readouterr().err
    assert stale.read_text(encoding="utf-8") == "# stale\n"
    assert codegen.main(["--write"]) == 0
    assert codegen.main(["--check"]) == 0


def test_the_digest_covers_the_hand_written_c(tmp_path, monkeypatch):
    """An edit to a header beside generated.c changes C_DIGEST, so an extension built before it is not used."""
    before = codegen.c_digest()
    copy = tmp_path / "csrc"
    copy.mkdir()
    for path in codegen.CSRC.iterdir():
        (copy / path.name).write_bytes(path.read_bytes())
    (copy / "dd.h").write_text((copy / "dd.h").read_text() + "\n/* edited */\n")
    monkeypatch.setattr(codegen, "CSRC", copy)
    assert codegen.c_digest() != before


def test_c_printer_exact_strings():
    """Double-double C for a coefficient of J t: one quotient, products with d as exact doubles."""
    from symln.kernels.c_printer import DoubleDoublePrinter

    q, eps, d, s = (sp.Symbol(n, positive=True) for n in ("q", "eps", "d", "S"))
    printer = DoubleDoublePrinter({q: "q", eps: "eps", s: "S"}, doubles={d: "n"})
    assert printer.doprint(-s / (d * (q + eps) ** sp.Rational(3, 2))) == (
        "dd_neg(dd_div_d(dd_div(S, dd_mul(dd_add(eps, q), dd_sqrt(dd_add(eps, q)))), n))"
    )
    assert printer.doprint(s**2 / d - q) == "dd_sub(dd_div_d(dd_mul(S, S), n), q)"
    with pytest.raises(codegen.CodegenError):
        printer.doprint(sp.Float(0.5) * q)
    with pytest.raises(codegen.CodegenError):
        printer.doprint(sp.Symbol("unbound") * q)


def test_printer_exact_strings():
    q, eps, d = sp.Symbol("q", nonnegative=True), sp.Symbol("eps", positive=True), sp.Symbol("d", positive=True)
    expr = -q / (d * (q + eps) ** sp.Rational(3, 2)) + sp.Rational(1, 3) / sp.sqrt(q + eps)
    numpy = printing.ScalarPrinter({}, "numpy").doprint(expr)
    mp = printing.ScalarPrinter({}, "mpmath").doprint(expr)
    # every constant is extended precision (numpy) or an mpf: no float64 quotient such as 1/3
    assert numpy == "LD(1)/(LD(3)*np.sqrt(eps + q)) - q/(d*np.sqrt(eps + q)**3)"
    assert mp == "mpmath.mpf(1)/(mpmath.mpf(3)*mpmath.sqrt(eps + q)) - q/(d*mpmath.sqrt(eps + q)**3)"
    assert printing.ScalarPrinter({}, "numpy").doprint(1 / d**2) == "LD(1)/d**2"
    with pytest.raises(codegen.CodegenError):
        printing.ScalarPrinter({}, "numpy").doprint(sp.Float(0.5) * q)


def test_kernel_values_are_derived():
    """A few values against the closed forms the epsilon article proves (E4, E12, E14, E15)."""
    ks = derive_kernels()
    assert str(ks["core_variance"].value) == "q/(eps + q)"
    pieces = dict(ks["sensitivity"].value)
    assert pieces[1] == 0 and str(pieces[2]) == "eps/(eps + q)**(3/2)" and str(pieces[None]) == "1/sqrt(eps + q)"
    general = dict(ks["jacobian"].value)[None]
    assert set(general.terms) == {("diag", ONE), ("outer", ONE, ONE), ("outer", ("v",), ("v",))}
    assert str(ks["lipschitz_bound_gamma"].value) == "max|gamma|/sqrt(eps)"


def _round_trip(kernel: Kernel, value) -> list:
    """Coefficients of (evaluation plan with z_c = v + c 1) minus the derived value."""
    plan = evaluation_plan.plan_piece(kernel, value)
    old = kernel.space
    back = Space(old.d, old.q)
    c = sp.Symbol("c", real=True)
    sub = {}
    for name in plan.space.atoms:
        atom = "v" if name == "zc" else name
        if atom not in back.atoms:
            back.add_atom(atom)
        sub[name] = Vec.atom(back, atom)
    sub["zc"] = sub["zc"] + Vec(back, {ONE: sp.S.One}) * c
    if plan.q is not None:
        assert is_zero(evaluation_plan.substitute(plan.q, plan.space, back, sub) - old.q) is True
    rewritten = evaluation_plan.substitute(plan.value, plan.space, back, sub)
    original = evaluation_plan.substitute(value, old, back, {a: Vec.atom(back, a) for a in evaluation_plan.monomial_atoms(value)})
    if hasattr(rewritten, "terms"):
        diff = rewritten - original
        return list(diff.terms.values())
    return [rewritten - original]


@pytest.mark.parametrize("name", [k for k, v in derive_kernels().items() if v.kind != "constant"])
def test_evaluation_plan_is_exact(name):
    """Centering once and folding ``<1, z_c>`` into the coefficients changes no value (any shift c)."""
    kernel = derive_kernels()[name]
    for _, value in Kernel.pieces_of(kernel.evaluated):
        assert all(is_zero(c) is True for c in _round_trip(kernel, value))
