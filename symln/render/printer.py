r"""The one LaTeX printer of symln: notation of the articles, used by Markdown and LaTeX alike.

A subclass of SymPy's :class:`~sympy.printing.latex.LatexPrinter` that knows
the nodes of :mod:`symln.render.forms`:

==========================  ==============================================
form                        printed
==========================  ==============================================
``VectorSymbol("one")``     ``\mathbf{1}``
``Hadamard(g, u)``          ``\gamma \odot u``
``CoreOf(eps, z)``          ``u_{\varepsilon}(z)``
``Coordinate(CoreOf, 2)``   ``u_{\varepsilon,3}(z)``
``Apply(P, t)``             ``P t``
``Outer(v, v)``             ``v v^{\mathsf{T}}``
``Dot(v, t)``               ``v^{\mathsf{T}} t``
``Norm2(x)``                ``\left\lVert x\right\rVert^{2}``
``Jac(CoreOf(eps, z))``     ``D u_{\varepsilon}(z)``
``MatLit`` / ``Matrix``     ``\begin{pmatrix} ... \end{pmatrix}``
==========================  ==============================================

A product of a scalar and a vector or matrix keeps the vector last:
``\frac{1}{\sqrt{q + \varepsilon}} \left(P - \dots\right)``, or a fraction
``\frac{v}{\sqrt{q + \varepsilon}}`` when the scalar is a reciprocal.

>>> import sympy as sp
>>> from symln.render.forms import CoreOf, Z
>>> latex(CoreOf(sp.Symbol("varepsilon"), Z))
'u_{\\varepsilon}(z)'
"""

from __future__ import annotations

import sympy as sp
from sympy.printing.latex import LatexPrinter
from sympy.printing.precedence import PRECEDENCE

from ..prove.decide.exprs import as_expr
from . import forms as F

__all__ = ["SymlnLatexPrinter", "latex", "latex_terms", "SETTINGS", "TRANSPOSE"]

#: SymPy printer settings: matrices as ``pmatrix``, fractional exponents as ``^{3/2}``.
SETTINGS = {"mat_str": "pmatrix", "mat_delim": "", "fold_frac_powers": True}
TRANSPOSE = r"^{\mathsf{T}}"

# Nodes that print as juxtapositions or with a trailing superscript need
# brackets as the base of a power; PRECEDENCE["Mul"] gives them that.
for _node in (
    F.Total, F.Dot, F.Coordinate, F.DirDeriv, F.DerivAt, F.GradientAt, F.MaxAbs, F.SlackSquares,
    F.Hadamard, F.Apply, F.MatProd, F.Outer, F.Approx, F.GradOf,
):  # fmt: skip
    _node.precedence = PRECEDENCE["Mul"]


def _compound(expr) -> bool:
    """True when *expr* needs brackets as an operand of a juxtaposition."""
    return isinstance(expr, (sp.Add, sp.Mul, sp.Pow, F.Hadamard, F.Apply, F.MatProd, F.Outer, F.Approx))


_TALL = ("\\frac", "\\sqrt", "\\begin", "\\sum", "\\max", "\\left")


def _parens(text: str) -> str:
    """Parentheses sized to *text*: plain around flat text, ``\\left( \\right)`` around tall text."""
    if any(t in text for t in _TALL):
        return rf"\left({text}\right)"
    return f"({text})"


def _norm_power(factor) -> bool:
    return isinstance(factor, F.Norm2) or (isinstance(factor, sp.Pow) and isinstance(factor.base, F.Norm2))


class SymlnLatexPrinter(LatexPrinter):
    """LaTeX in the notation of the articles (see the module docstring)."""

    def __init__(self, settings=None):
        merged = dict(SETTINGS)
        merged.update(settings or {})
        inline = merged.pop("inline", False)
        super().__init__(merged)
        #: how many fractions enclose the expression being printed (a fraction inside one is slashed);
        #: inline formulas (in a sentence) start inside one, so every fraction is slashed
        self._fractions = 1 if inline else 0

    def _inside_fraction(self, print_):
        self._fractions += 1
        try:
            return print_()
        finally:
            self._fractions -= 1

    def _slashed(self, expr) -> str:
        """``n/d`` for a fraction inside a fraction, so no display stacks three levels."""
        numer, denom = sp.fraction(expr)
        n, d = self._print(numer), self._print(denom)
        if isinstance(numer, sp.Add):
            n = rf"({n})"
        if isinstance(denom, (sp.Add, sp.Mul)):  # a power binds tighter than the slash: e/(q + e)^{3/2}
            d = rf"({d})"
        return f"{n}/{d}"

    def _print_Rational(self, expr):
        # 10^{-3} where the articles write powers of ten
        if _power_of_ten(expr):
            return ("-" if expr.p < 0 else "") + f"10^{{-{len(str(expr.q)) - 1}}}"
        if self._fractions and not expr.is_Integer:
            return f"{expr.p}/{expr.q}"
        return super()._print_Rational(expr)

    # -- helpers -------------------------------------------------------------

    def _wrap(self, expr) -> str:
        text = self._print(expr)
        return _parens(text) if _compound(expr) else text

    def _sub(self, expr) -> str:
        """A compact form for subscripts: ``1/3``, ``\\varepsilon/a^{2}``."""
        expr = as_expr(expr)
        if expr.is_Rational and not expr.is_Integer:
            return self._print_Rational(expr) if _power_of_ten(expr) else f"{expr.p}/{expr.q}"
        numer, denom = sp.fraction(expr)
        if denom != 1:
            n = self._print(numer)
            d = self._print(denom)
            if isinstance(numer, sp.Add):
                n = rf"({n})"
            if isinstance(denom, (sp.Add, sp.Mul)):
                d = rf"({d})"
            return f"{n}/{d}"
        return self._print(expr)

    def _arg(self, expr) -> str:
        return _parens(self._print(expr))

    def _transposed(self, expr) -> str:
        """``x^T``: a literal column prints as a row, a compound is bracketed first."""
        if isinstance(expr, F.VecLit):
            return _parens(", ".join(self._print(e) for e in expr.entries))
        if isinstance(expr, sp.Symbol):
            return self._print(expr) + TRANSPOSE
        return _parens(self._print(expr)) + TRANSPOSE

    # -- symbols ---------------------------------------------------------------

    def _print_Symbol(self, expr, style="plain"):
        name = expr.name
        if name.endswith("_perp"):
            return self._print(sp.Symbol(name[: -len("_perp")])) + r"_{\perp}"
        if name.endswith("'"):
            return self._print(sp.Symbol(name.rstrip("'"))) + "'" * (len(name) - len(name.rstrip("'")))
        return super()._print_Symbol(expr, style=style)

    def _print_VectorSymbol(self, expr):
        if expr.name == "one":
            return r"\mathbf{1}"
        return self._print_Symbol(expr)

    def _print_MatrixName(self, expr):
        return self._print_Symbol(expr)

    # -- sums and products ----------------------------------------------------------

    def _print_WrittenAdd(self, expr):
        # a sum as a claim wrote it: its terms in that order
        return self._print_Add(expr, order="none")

    def _print_Mul(self, expr):
        kinds = [F.kind_of(a) for a in expr.args]
        surd = _surd(expr)
        if surd is not None:
            return self._print_surd(*surd)
        if all(k == F.SCALAR for k in kinds):
            if sp.fraction(expr)[1] == 1:
                return super()._print_Mul(expr)
            if self._fractions:
                return self._slashed(expr)
            return self._inside_fraction(lambda: super(SymlnLatexPrinter, self)._print_Mul(expr))
        bodies = [a for a, k in zip(expr.args, kinds) if k != F.SCALAR]
        scalar = sp.Mul(*[a for a, k in zip(expr.args, kinds) if k == F.SCALAR])
        if len(bodies) != 1:
            raise ValueError(f"a product of two non-scalars is not a scalar product: {expr!r}")
        body = bodies[0]
        numer, denom = sp.fraction(scalar)
        reciprocal = denom != 1 and numer in (1, -1) and not isinstance(body, (sp.Add, F.MatLit, F.VecLit))
        body_tex = self._inside_fraction(lambda: self._print(body)) if reciprocal else self._print(body)
        if isinstance(body, sp.Add):
            body_tex = rf"\left({body_tex}\right)"
        if scalar == 1:
            return body_tex
        if scalar == -1:
            return "-" + body_tex
        if reciprocal:
            sign = "-" if numer == -1 else ""
            if self._fractions or (isinstance(body, sp.Symbol) and (denom.is_Symbol or denom.is_Integer)):
                # inside a fraction, and a named vector over a plain scalar (1/d): slashed
                d = self._print(denom)
                return sign + (f"{body_tex}/({d})" if isinstance(denom, (sp.Add, sp.Mul)) else f"{body_tex}/{d}")
            return sign + rf"\frac{{{body_tex}}}{{{self._inside_fraction(lambda: self._print(denom))}}}"
        factors = sp.Mul.make_args(scalar)
        if denom == 1 and any(isinstance(f, F.Dot) for f in factors):
            # (z^T x) z, not z^T x z, which reads as a product of three factors; the sign stays outside
            negative = scalar.could_extract_minus_sign()
            inner = self._print(-scalar if negative else scalar)
            return ("-" if negative else "") + rf"\left({inner}\right) {body_tex}"
        coeff = self._print(scalar)
        if isinstance(scalar, sp.Add) or any(isinstance(f, F.DirDeriv) for f in factors):
            coeff = rf"\left({coeff}\right)"
        return f"{coeff} {body_tex}"

    def _print_surd(self, negative: bool, a: int, b: int) -> str:
        r"""``\sqrt{a/b}`` in one form everywhere: ``1/\sqrt{3}``, ``1000/\sqrt{101}``, ``\sqrt{3}/2``, ``\sqrt{3/2}``."""
        sign = "-" if negative else ""
        root_a, root_b = sp.integer_nthroot(a, 2), sp.integer_nthroot(b, 2)
        if root_a[1]:  # a rational over a root: 1/sqrt(3)
            if self._fractions:
                return rf"{sign}{root_a[0]}/\sqrt{{{b}}}"
            return rf"{sign}\frac{{{root_a[0]}}}{{\sqrt{{{b}}}}}"
        if root_b[1]:  # a root over an integer: sqrt(3)/2
            if self._fractions:
                return rf"{sign}\sqrt{{{a}}}/{root_b[0]}"
            return rf"{sign}\frac{{\sqrt{{{a}}}}}{{{root_b[0]}}}"
        return rf"{sign}\sqrt{{{a}/{b}}}"

    def _print_Pow(self, expr):
        base, exp = expr.args
        if isinstance(base, F.Coordinate) and isinstance(base.args[0], sp.Symbol) and exp.is_Integer and exp > 0:
            return f"{self._print(base)}^{{{exp}}}"  # v_i^2, not (v_i)^2
        if exp.is_Rational and exp.is_negative and F.kind_of(base) == F.SCALAR:
            if self._fractions:
                return self._slashed(expr)
            if exp == -1:  # SymPy hands 1/b to _print_Mul, which would count this fraction twice
                return rf"\frac{{1}}{{{self._inside_fraction(lambda: self._print(base))}}}"
            return self._inside_fraction(lambda: super(SymlnLatexPrinter, self)._print_Pow(expr))
        if exp == sp.S.Half and isinstance(base, sp.Mul) and all(_norm_power(f) for f in base.args):
            # sqrt(|a|^2 / |b|^2) = |a| / |b|
            halves = [sp.Pow(f.base, f.exp / 2) if isinstance(f, sp.Pow) else sp.Pow(f, sp.S.Half) for f in base.args]
            return self._print(sp.Mul(*halves, evaluate=False))
        if isinstance(base, F.Norm2):
            norm = rf"\left\lVert {self._print(base.args[0])}\right\rVert"
            if exp == sp.S.Half:
                return norm
            if exp == -sp.S.Half:
                return rf"\frac{{1}}{{{norm}}}"
            return f"{norm}^{{{self._print(2 * exp)}}}"
        return super()._print_Pow(expr)

    def _print_Hadamard(self, expr):
        return r" \odot ".join(self._wrap(a) for a in expr.args)

    def _print_MatProd(self, expr):
        a, b = expr.args
        if a == b:  # P P is P^2
            return self._wrap(a) + "^{2}"
        return self._print_Apply(expr)

    def _print_Apply(self, expr):
        matrix, vector = expr.args
        m = self._print(matrix)
        if isinstance(matrix, sp.Add):
            m = rf"\left({m}\right)"
        return f"{m} {self._wrap(vector)}"

    def _print_Transpose(self, expr):
        return self._transposed(expr.args[0])

    def _print_Outer(self, expr):
        a, b = expr.args
        if isinstance(a, F.VecLit) and isinstance(b, F.VecLit):  # two literals: the matrix itself
            return self._print(sp.Matrix([[x * y for y in b.entries] for x in a.entries]))
        return f"{self._wrap(a)} {self._transposed(b)}"

    def _print_Diag(self, expr):
        return r"\operatorname{diag}" + self._arg(expr.args[0])

    def _print_Reciprocal(self, expr):
        return self._arg(expr.args[0]) + "^{-1}"

    def _print_Trace(self, expr):
        return r"\operatorname{tr}" + self._arg(expr.args[0])

    # -- literals --------------------------------------------------------------

    def _print_VecLit(self, expr):
        # rational entries inline (1/1000), so a literal vector stays one line high
        if len(expr.entries) == 1:  # a vector of R^1 is its one number, not a transposed 1-tuple
            (entry,) = expr.entries
            return self._sub(entry) if entry.is_Rational else self._print(entry)
        entries = ", ".join(self._sub(e) if e.is_Rational else self._print(e) for e in expr.entries)
        return _parens(entries) + TRANSPOSE

    def _print_MatLit(self, expr):
        return self._print(sp.Matrix(expr.rows))

    # -- scalars of vectors ------------------------------------------------------

    def _print_Total(self, expr):
        return r"\mathbf{1}" + TRANSPOSE + " " + self._wrap(expr.args[0])

    def _print_Dot(self, expr):
        a, b = expr.args
        return f"{self._transposed(a)} {self._wrap(b)}"

    def _print_Norm2(self, expr):
        return rf"\left\lVert {self._print(expr.args[0])}\right\rVert^{{2}}"

    def _print_OpNorm(self, expr):
        return rf"\left\lVert {self._print(expr.args[0])}\right\rVert_{{2}}"

    def _print_Coordinate(self, expr):
        x, i = expr.args
        index = self._print(i + 1)
        if isinstance(x, F.CoreOf):
            eps, arg = x.args
            if eps.is_number:
                return self._at_eps(rf"u_{{\varepsilon,{index}}}" + self._arg(arg), eps)
            return rf"u_{{{self._sub(eps)},{index}}}" + self._arg(arg)
        if isinstance(x, F.VecLit):  # a literal not named by the example: its entry
            return self._print(x.entries[int(i)])
        if isinstance(x, sp.Symbol) or (isinstance(x, F.OutputOf) and self._print(x) == "y"):
            return rf"{self._print(x)}_{{{index}}}"
        return rf"\left[{self._print(x)}\right]_{{{index}}}"

    def _entry_i(self, x) -> str:
        r"""Coordinate i of the vector *x*: ``\gamma_{i}``, or ``\left[J x\right]_{i}`` for a compound vector."""
        return rf"{self._print(x)}_{{i}}" if isinstance(x, sp.Symbol) else rf"\left[{self._print(x)}\right]_{{i}}"

    def _print_MaxAbs(self, expr):
        (x,) = expr.args
        return rf"\max_{{i}} \left\lvert {self._entry_i(x)}\right\rvert"

    def _print_SlackSquares(self, expr):
        bound, g, x = expr.args
        return rf"\sum_{{i}} \left({self._print(bound**2)} - {self._entry_i(g)}^{{2}}\right) {self._entry_i(x)}^{{2}}"

    def _print_SegmentIntegral(self, expr):
        f, t = expr.args
        body = self._print(f)
        if isinstance(f, sp.Add):
            body = rf"\left({body}\right)"
        return rf"\int_{{0}}^{{1}} {body} \, d{self._print(t)}"

    def _print_Approx(self, expr):
        exact, decimal, places = expr.args
        return f"{self._print(exact)} \\approx {_decimal(decimal, int(places))}"

    # -- calculus ----------------------------------------------------------------

    def _loss_name(self, symbol) -> str:
        return r"\ell" if symbol.name == "l" else self._print(symbol)

    def _print_LossOf(self, expr):
        name, y = expr.args
        return self._loss_name(name) + self._arg(y)

    def _print_GradOf(self, expr):
        name, y = expr.args
        return r"\nabla " + self._loss_name(name) + self._arg(y)

    def _print_DirDeriv(self, expr):
        # the derivative applied to the direction, as the Jacobian applied to a vector: D f t
        f, direction = expr.args
        return rf"D {self._wrap(f)} \, {self._wrap(direction)}"

    def _print_DerivAt(self, expr):
        f, s = expr.args
        return rf"\left.\frac{{d}}{{d {self._print(s)}}} {self._wrap(f)}\right|_{{{self._print(s)} = 0}}"

    def _print_GradientAt(self, expr):
        f, x, at = expr.args
        if isinstance(at, F.VectorSymbol) and at != x:  # at a named parameter: the gradient with respect to it
            return rf"\nabla_{{{self._print(at)}}} {self._wrap(f.xreplace({x: at}))}"
        return rf"\left.\nabla_{{{self._print(x)}}} {self._wrap(f)}\right|_{{{self._print(x)} = {self._print(at)}}}"

    def _print_Jac(self, expr):
        (f,) = expr.args
        return "D " + self._wrap(f)

    # -- the definitions ---------------------------------------------------------

    def _print_MeanOf(self, expr):
        return r"\mu" + self._arg(expr.args[0])

    def _print_CenterOf(self, expr):
        return "P " + self._wrap(expr.args[0])

    def _print_VarianceOf(self, expr):
        return "q" + self._arg(expr.args[0])

    def _at_eps(self, text: str, eps) -> str:
        """A number never sits in the subscript of u (where coordinates go): ``u_eps(z)|_{eps = 3}``."""
        return rf"\left.{text}\right|_{{\varepsilon = {self._sub(eps)}}}"

    def _print_CoreOf(self, expr):
        eps, x = expr.args
        if eps == 0:  # the core without stabilization: u_0
            return r"u_{0}" + self._arg(x)
        if eps.is_number:
            return self._at_eps(r"u_{\varepsilon}" + self._arg(x), eps)
        return rf"u_{{{self._sub(eps)}}}" + self._arg(x)

    def _print_OutputOf(self, expr):
        # y for the layer's own gain, bias and eps; otherwise they are shown: y_eps(x; gamma, beta)
        x, gamma, beta, eps = expr.args
        own_eps = isinstance(eps, sp.Symbol) and eps.name == "varepsilon"
        if own_eps and (gamma, beta) == (F.VectorSymbol("gamma"), F.VectorSymbol("beta")):
            return "y" if x == F.Z else "y" + self._arg(x)
        inner = f"{self._print(x)}; {self._print(gamma)}, {self._print(beta)}"
        if own_eps:
            return "y" + _parens(inner)
        if eps.is_number:
            return self._at_eps("y" + _parens(inner), eps)
        return f"y_{{{self._sub(eps)}}}" + _parens(inner)

    def _print_MeanSquareOf(self, expr):
        (x,) = expr.args
        return "s" if x == F.Z else "s" + self._arg(x)

    def _print_RmsOf(self, expr):
        eps, x = expr.args
        if eps.is_number:
            return self._at_eps(r"r_{\varepsilon}" + self._arg(x), eps)
        return rf"r_{{{self._sub(eps)}}}" + self._arg(x)

    def _print_RmsOutputOf(self, expr):
        # tilde y for the layer's own gain, bias and eps, as y for layer norm (_print_OutputOf)
        x, gamma, beta, eps = expr.args
        own_eps = isinstance(eps, sp.Symbol) and eps.name == "varepsilon"
        name = r"\tilde{y}"
        if own_eps and (gamma, beta) == (F.VectorSymbol("gamma"), F.VectorSymbol("beta")):
            return name if x == F.Z else name + self._arg(x)
        inner = f"{self._print(x)}; {self._print(gamma)}, {self._print(beta)}"
        if own_eps:
            return name + _parens(inner)
        if eps.is_number:
            return self._at_eps(name + _parens(inner), eps)
        return f"{name}_{{{self._sub(eps)}}}" + _parens(inner)

    # -- sets ------------------------------------------------------------------------

    def _print_FiniteSet(self, s):
        items = ", ".join(self._print(e) for e in sorted(s.args, key=sp.default_sort_key))
        return rf"\left\lbrace {items}\right\rbrace"

    def _print_ConditionSet(self, s):
        condition = s.condition
        text = self._print(condition.lhs) + " = " + self._print(condition.rhs) if isinstance(condition, sp.Eq) else self._print(condition)
        return rf"\left\lbrace {self._print(s.sym)} \in {self._print(s.base_set)} : {text}\right\rbrace"


def _surd(expr):
    """``(negative, a, b)`` for a number ``r sqrt(n)`` (r rational, n an integer) whose square is ``a/b``
    with ``b > 1``; ``None`` for every other expression."""
    if not (isinstance(expr, sp.Mul) and expr.is_number):
        return None
    coeff, rest = expr.as_coeff_Mul()
    if not (coeff.is_Rational and isinstance(rest, sp.Pow) and rest.base.is_Integer and rest.exp == sp.S.Half):
        return None
    square = coeff**2 * rest.base
    if square.q == 1:
        return None
    return bool(coeff < 0), int(square.p), int(square.q)


def _power_of_ten(r) -> bool:
    """``1/100``, ``-1/1000``, ...: printed ``10^{-2}``, ``-10^{-3}``."""
    return r.is_Rational and abs(r.p) == 1 and r.q >= 100 and 10 ** (len(str(r.q)) - 1) == r.q


def _decimal(value: sp.Rational, places: int) -> str:
    """``Rational(9950, 100), 2 -> '99.50'`` (exact: the value is a multiple of 10^-places)."""
    scaled = value * 10**places
    if not scaled.is_Integer:
        raise ValueError(f"decimal: {value} is not a multiple of 10^-{places}")
    sign = "-" if scaled < 0 else ""
    digits = str(abs(int(scaled))).rjust(places + 1, "0")
    return sign + (digits[:-places] + "." + digits[-places:] if places else digits)


def latex(expr, **settings) -> str:
    """*expr* in LaTeX with the symln notation."""
    return SymlnLatexPrinter(settings).doprint(expr)


def latex_terms(expr, **settings) -> list[str]:
    """The top-level terms of a sum as printed, each after the first with its sign (``"+ a"``, ``"- b"``).

    Joined with spaces they give :func:`latex` of the sum; a layout may break
    a long line between them.
    """
    printer = SymlnLatexPrinter(settings)
    if not isinstance(expr, sp.Add):
        return [printer.doprint(expr)]
    order = "none" if isinstance(expr, F.WrittenAdd) else None
    terms = []
    for i, term in enumerate(printer._as_ordered_terms(expr, order=order)):
        text = printer.doprint(term)
        if i == 0:
            terms.append(text)
        elif text.startswith("-"):
            terms.append("- " + text[1:].lstrip())
        else:
            terms.append("+ " + text)
    return terms
