"""The notation printer: the article's symbols, products keep vectors last, sums keep their written order."""

import sympy as sp

from symln.render import forms as F
from symln.render.layout import width
from symln.render.printer import latex, latex_terms
from symln.render.prose import escape_markdown, escape_tex_text

EPS = sp.Symbol("varepsilon", positive=True)
Q = sp.Symbol("q", nonnegative=True)
V, T = F.VectorSymbol("v"), F.VectorSymbol("t")


def test_article_symbols():
    assert latex(EPS) == r"\varepsilon"
    assert latex(F.ONE) == r"\mathbf{1}"
    assert latex(F.MatrixName("P")) == "P"
    assert latex(F.CoreOf(EPS, F.Z)) == r"u_{\varepsilon}(z)"
    assert latex(F.Hadamard(F.VectorSymbol("gamma"), V)) == r"\gamma \odot v"


def test_matrices_print_as_pmatrix():
    assert latex(F.MatLit(sp.Tuple(sp.Tuple(1, 0), sp.Tuple(0, 1)))) == r"\begin{pmatrix}1 & 0\\0 & 1\end{pmatrix}"


def test_reciprocal_scalar_makes_a_fraction_other_scalars_stand_before_the_vector():
    assert latex(V / sp.sqrt(Q + EPS)) == r"\frac{v}{\sqrt{q + \varepsilon}}"
    assert latex(sp.Rational(3, 8) * F.VecLit(sp.Tuple(-1, 1))) == r"\frac{3}{8} (-1, 1)^{\mathsf{T}}"
    assert latex(-F.Dot(V, T) * V) == r"-\left(v^{\mathsf{T}} t\right) v"  # grouped: not v^T t v (eighth referee)


def test_written_sum_keeps_its_order_evaluated_sum_is_sorted():
    beta, core = F.VectorSymbol("beta"), F.CoreOf(EPS, F.Z)
    written = F.WrittenAdd(core, beta, evaluate=False)
    assert latex(written) == r"u_{\varepsilon}(z) + \beta"
    assert latex(F.WrittenAdd(beta, core, evaluate=False)) == r"\beta + u_{\varepsilon}(z)"


def test_powers_of_norms_and_dot_products_are_bracketed():
    assert latex(F.Norm2(V) ** sp.S.Half) == r"\left\lVert v\right\rVert"
    assert latex(F.Norm2(V) ** 2) == r"\left\lVert v\right\rVert^{4}"
    assert latex(F.Dot(V, T) ** 2) == r"\left(v^{\mathsf{T}} t\right)^{2}"


def test_a_square_root_of_a_rational_has_one_form():
    """1/sqrt(3), never sqrt(3)/3: a root in the denominator when the numerator is rational, else sqrt(a/b)."""
    assert latex(1 / sp.sqrt(3)) == r"\frac{1}{\sqrt{3}}" and latex(sp.sqrt(3) / 3, inline=True) == r"1/\sqrt{3}"
    assert latex(1000 / sp.sqrt(101)) == r"\frac{1000}{\sqrt{101}}"
    assert latex(sp.sqrt(sp.Rational(3, 2))) == r"\sqrt{3/2}" and latex(-sp.sqrt(6) / 2) == r"-\sqrt{3/2}"
    assert latex(sp.sqrt(3) / 2) == r"\frac{\sqrt{3}}{2}" and latex(2 * sp.sqrt(3)) == r"2 \sqrt{3}"
    assert latex(sp.sqrt(3) / 3 * F.MatrixName("I")) == r"\frac{1}{\sqrt{3}} I"


def test_an_integral_along_a_segment():
    t = sp.Symbol("t", real=True)
    integrand = F.Apply(F.Jac(F.CoreOf(EPS, t * F.Z)), F.Z)
    assert latex(F.SegmentIntegral(integrand, t)) == r"\int_{0}^{1} D u_{\varepsilon}(t z) z \, dt"
    assert F.kind_of(F.SegmentIntegral(integrand, t)) == F.VECTOR
    assert F.kind_of(F.SegmentIntegral(F.Norm2(F.Z), t)) == F.SCALAR


def test_terms_join_to_the_whole_sum():
    a, b, c = sp.symbols("a b c")
    for expr in (a - b / c + sp.sqrt(c), F.WrittenAdd(c, -a, b, evaluate=False), a):
        assert " ".join(latex_terms(expr)) == latex(expr)


def test_width_estimate_orders_by_size():
    assert width("a") < width("a + b") < width(r"\frac{a + b + c}{d} + e")
    assert width(r"\left(x\right)") == width("(x)")


def test_text_escapes_leave_no_markup():
    assert escape_tex_text("q = |v|^2/d, 50% & u_eps") == r"q = \textbar{}v\textbar{}\textasciicircum{}2/d, 50\% \& u\_eps"
    assert escape_markdown("u_eps * 2 <= $x$") == r"u\_eps \* 2 \<= \$x\$"
