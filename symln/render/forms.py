r"""SymPy objects for what a derivation *shows*: vectors, matrices and the named definitions.

The verifier computes with model values (:mod:`symln.prove.models.algebra`, :mod:`symln.prove.models.coords`);
those are canonical sums that have forgotten how a step was written.  The
presentation model (:mod:`symln.render.present`) builds, next to each value, a
SymPy expression made of the nodes below, so the printer
(:mod:`symln.render.printer`) can show ``core(m, z, eps)`` as
:math:`u_\varepsilon(z)` and ``P @ t`` as :math:`P t`.

Every node is a commutative :class:`sympy.Expr`: a product of a scalar and a
vector is an ordinary ``Mul``, while the products that do not commute or are
not scalar products have nodes of their own (:class:`Hadamard`,
:class:`Apply`, :class:`MatProd`, :class:`Outer`).  :func:`kind_of` tells a
scalar from a vector from a matrix.
"""

from __future__ import annotations

import sympy as sp

__all__ = [
    "SCALAR",
    "VECTOR",
    "MATRIX",
    "kind_of",
    "VectorSymbol",
    "MatrixName",
    "VecLit",
    "MatLit",
    "Hadamard",
    "Apply",
    "MatProd",
    "Transpose",
    "Outer",
    "Diag",
    "Trace",
    "Reciprocal",
    "Total",
    "Dot",
    "Norm2",
    "OpNorm",
    "Coordinate",
    "DirDeriv",
    "DerivAt",
    "GradientAt",
    "Jac",
    "MeanOf",
    "CenterOf",
    "VarianceOf",
    "CoreOf",
    "OutputOf",
    "MeanSquareOf",
    "RmsOf",
    "RmsOutputOf",
    "MaxAbs",
    "SlackSquares",
    "Approx",
    "SegmentIntegral",
    "LossOf",
    "GradOf",
    "WrittenAdd",
    "ONE",
    "Z",
]

SCALAR, VECTOR, MATRIX = "scalar", "vector", "matrix"


class WrittenAdd(sp.Add):
    """A sum kept unevaluated, its terms in the order a claim body wrote them.

    SymPy sorts the terms of an evaluated ``Add``; the printer shows this one
    as written (``y = diag(gamma) u + beta``, not ``beta + diag(gamma) u``).
    It stays unevaluated when rebuilt (``xreplace``, ``func(*args)``).
    """

    def __new__(cls, *args, evaluate=False, **options):
        return super().__new__(cls, *args, evaluate=evaluate, **options)


class VectorSymbol(sp.Symbol):
    """A named vector (``z``, ``v``, ``t``, ``gamma``; ``one`` is **1**)."""

    ln_kind = VECTOR


class MatrixName(sp.Symbol):
    """A named matrix (``P``, ``I``, ``J``)."""

    ln_kind = MATRIX


#: the all-ones vector and the generic input
ONE = VectorSymbol("one")
Z = VectorSymbol("z")


class _Node(sp.Expr):
    """Base of the structural nodes: commutative, never evaluated further."""

    is_commutative = True
    ln_kind = SCALAR


class VecLit(_Node):
    """A vector given by its exact entries: ``VecLit(Tuple(1, 2, 3))``.

    An optional second argument tells apart literals with equal entries made
    by different ``m.vec`` calls (the input of an example and a direction
    that happens to be equal to it), so a document can name one of them.
    """

    ln_kind = VECTOR

    @property
    def entries(self):
        return self.args[0].args


class MatLit(_Node):
    """A matrix given by its exact rows: ``MatLit(Tuple(Tuple(1, -1), Tuple(-1, 1)))``."""

    ln_kind = MATRIX

    @property
    def rows(self):
        return [row.args for row in self.args[0].args]


class Hadamard(_Node):
    r"""The coordinatewise product :math:`a \odot b \odot \dots`."""

    ln_kind = VECTOR


class Apply(_Node):
    """A matrix applied to a vector, ``M x``."""

    ln_kind = VECTOR


class MatProd(_Node):
    """A product of two matrices, ``A B``."""

    ln_kind = MATRIX


class Transpose(_Node):
    """``M^T``."""

    ln_kind = MATRIX


class Outer(_Node):
    """The rank-one matrix ``a b^T``."""

    ln_kind = MATRIX


class Diag(_Node):
    """The diagonal matrix of a vector."""

    ln_kind = MATRIX


class Reciprocal(_Node):
    """The entrywise reciprocal of a vector."""


class Trace(_Node):
    """The trace of a matrix."""


class Total(_Node):
    """The coordinate sum ``1^T x``."""


class Dot(_Node):
    """The inner product ``x^T y``."""


class Norm2(_Node):
    """The squared Euclidean norm ``|x|^2``."""


class OpNorm(_Node):
    """The operator 2-norm ``||M||_2`` of a matrix."""


class Coordinate(_Node):
    """Coordinate ``i`` (counted from 0 in ``args[1]``, shown from 1) of a vector."""


class DirDeriv(_Node):
    """The derivative of ``args[0]`` along the direction ``args[1]``."""

    @property
    def ln_kind(self):  # the kind of what is differentiated
        return kind_of(self.args[0])


class DerivAt(_Node):
    """``d/ds F |_{s=0}``: ``args = (F written with s, s)`` (a derivative away from the input z)."""

    @property
    def ln_kind(self):
        return kind_of(self.args[0])


class GradientAt(_Node):
    """``grad_x F |_{x = at}``: ``args = (F written with x, x, at)``."""

    ln_kind = VECTOR


class Jac(_Node):
    """The Jacobian matrix ``D f`` of the vector expression ``args[0]``."""

    ln_kind = MATRIX


class MeanOf(_Node):
    """``mu(x)``."""


class CenterOf(_Node):
    """``P x``, the centered vector (``v`` at the input z)."""

    ln_kind = VECTOR


class VarianceOf(_Node):
    """``q(x)``."""


class CoreOf(_Node):
    """``u_eps(x)``: ``args = (eps, x)``."""

    ln_kind = VECTOR


class OutputOf(_Node):
    """``y`` of the input ``args[0]`` with gain, bias and eps ``args[1:]``."""

    ln_kind = VECTOR


class MeanSquareOf(_Node):
    """RMSNorm's mean square ``s(x) = |x|^2/d``: ``args = (x,)``."""


class RmsOf(_Node):
    """RMSNorm's ``r_eps(x) = x/sqrt(s(x) + eps)``: ``args = (eps, x)``."""

    ln_kind = VECTOR


class RmsOutputOf(_Node):
    """RMSNorm's output ``gamma (.) r_eps(x) + beta``: ``args = (x, gamma, beta, eps)``."""

    ln_kind = VECTOR


class MaxAbs(_Node):
    """``max_i |gamma_i|``."""


class SlackSquares(_Node):
    """``sum_i (G^2 - gamma_i^2) x_i^2``: ``args = (G, gamma, x)``, the slack of the bound ``G >= |gamma_i|``
    weighted by the squares of the coordinates of x, term by term."""


class LossOf(_Node):
    """A scalar loss applied to a vector: ``args = (name as a Symbol, y)``."""


class GradOf(_Node):
    """The gradient of a scalar loss at a vector: ``args = (name as a Symbol, y)``."""

    ln_kind = VECTOR


class Approx(_Node):
    """An exact number and a decimal rounding of it: ``args = (exact, decimal as a Rational, places)``.

    Built only by :func:`symln.render.present.approx`, which certifies the
    decimal with an interval enclosure.
    """


class SegmentIntegral(_Node):
    """``int_0^1 F dt`` along a segment: ``args = (F written with t, t)``; a vector when F is one."""

    @property
    def ln_kind(self):
        return kind_of(self.args[0])


def kind_of(expr) -> str:
    """``"scalar"``, ``"vector"`` or ``"matrix"`` for a form."""
    kind = getattr(expr, "ln_kind", None)
    if isinstance(kind, str):
        return kind
    if isinstance(expr, (sp.Add, sp.Mul)):
        kinds = {kind_of(a) for a in expr.args}
        for k in (MATRIX, VECTOR):
            if k in kinds:
                return k
    return SCALAR
