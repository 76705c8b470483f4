r"""Layer normalization, defined once for every interpretation.

The definitions follow the convention of the epsilon article (claim E1).  For
z in R^d:

.. math::

    \mu = \tfrac1d \textstyle\sum_i z_i,\qquad v = z - \mu\mathbf 1 = Pz,\qquad
    q = \tfrac1d \lVert v\rVert^2,\qquad
    u_\varepsilon(z) = \frac{v}{\sqrt{q+\varepsilon}},\qquad
    y = \gamma\odot u_\varepsilon(z) + \beta,

with the centering matrix ``P = I - 1 1^T / d``.  Each function below takes a
*model* ``m`` (an interpretation of R^d) as its first argument and uses only
the :class:`Model` interface, so the same definition is evaluated

* in the general-d vector algebra (:class:`symln.prove.models.general.GeneralModel`),
* exactly at a concrete d with explicit symbols (:class:`symln.prove.models.concrete.ConcreteModel`),
* numerically with mpmath (:class:`symln.prove.models.numeric.NumericModel`).

Claims are written the same way; :mod:`symln.prove.run.verify` runs them in all three.
"""

from __future__ import annotations

import abc
import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import sympy as sp

from .errors import NotAvailableError

__all__ = [
    "Model",
    "Decomposition",
    "mean",
    "center",
    "variance",
    "core",
    "layer_norm",
    "centering_matrix",
    "core_jacobian",
    "output_jacobian",
    "gradient",
]

HALF = sp.Rational(1, 2)
_IDENTIFIER = re.compile(r"^[A-Za-z][A-Za-z0-9_]*'*$")  # primes allowed: z'
#: names the interpretations use for the input and its statistics, in every model
_RESERVED = frozenset({"d", "q", "mu", "v", "m", "z"})
_RESERVED_PATTERN = re.compile(r"^[cz][0-9]+$")  # coordinates of the input at concrete d
RESERVED_NAMES = "d, q, mu, v, m, z, c1, c2, ... and z1, z2, ..."
#: owners whose names come from a claim (the model's own names are not checked)
USER_OWNERS = ("a scalar", "a vector")


def is_reserved(name: str) -> bool:
    """Whether *name* belongs to symln in some interpretation (so a claim may not declare it)."""
    return name in _RESERVED or bool(_RESERVED_PATTERN.match(name))


@dataclass(frozen=True)
class Decomposition:
    """A vector split as ``sum_i coefficients[i] * along[i] + remainder``.

    The ``along`` vectors are mutually orthogonal and nonzero, and the
    remainder is orthogonal to each of them.
    """

    vector: object
    coefficients: tuple
    remainder: object


class Model(abc.ABC):
    """An interpretation of R^d in which claims are evaluated.

    Vectors support ``+``, ``-``, scaling by scalars and the Hadamard product
    ``x * y``; matrices support ``+``, ``-``, scaling, ``.T`` and ``@``.
    Options are keyword-only.
    """

    #: "general", "concrete" or "numeric"
    kind: str
    #: the dimension: a positive-integer SymPy symbol, or an ``int``
    d: object
    #: the all-ones vector
    one: object
    #: the generic input vector
    z: object

    def _claim_name(self, name: str, owner: str) -> None:
        """Reserve *name* for *owner* in the claim's one namespace.

        Scalars, vectors, coefficients and the model's own symbols share it,
        so a name never stands for two things: a user's ``scalar("q")`` cannot
        silently become the model's variance, and ``scalar("t_1")`` cannot
        become a coordinate of the vector ``t``.  Asking again for the same
        name with the same owner is allowed (``scalar("eps")`` twice).
        """
        if not isinstance(name, str) or not _IDENTIFIER.match(name):
            raise ValueError(f"{owner} name: expected a name such as eps, t or z', got {name!r}")
        if owner in USER_OWNERS and is_reserved(name):
            raise ValueError(f"{owner} name {name!r} is reserved; symln's own names are {RESERVED_NAMES}: choose another name")
        owners = self.__dict__.setdefault("_name_owners", {})
        if owner == "a vector" and owners.get(name) == owner:
            raise ValueError(f"vector name {name!r} is declared twice in this claim; use the vector declared first")
        held = owners.setdefault(name, owner)
        if held != owner:
            raise ValueError(f"name {name!r} is already used in this claim by {held}; choose another name")

    @abc.abstractmethod
    def scalar(self, name: str, *, positive: bool = False, nonnegative: bool = False):
        """A free real scalar (a symbol; a random exact value in the numeric model)."""

    @abc.abstractmethod
    def vector(self, name: str, *, orthogonal_to: Sequence = (), nonzero: bool = False, nonzero_entries: bool = False):
        """A free vector, orthogonal to each vector in *orthogonal_to*.

        *nonzero*: the vector is not 0; *nonzero_entries*: none of its entries
        is 0, so :meth:`reciprocal` may invert it.
        """

    @abc.abstractmethod
    def reciprocal(self, x):
        """The entrywise reciprocal ``1/x`` (``x * reciprocal(x) = 1``) of a vector declared with nonzero entries."""

    @abc.abstractmethod
    def generic_vector(self, name: str, *, along: Sequence) -> Decomposition:
        """A free vector together with its orthogonal decomposition along *along*."""

    def is_generic(self, decomposition) -> bool:
        """Whether *decomposition* was made by this model's :meth:`generic_vector`."""
        return any(decomposition is made for made in self.__dict__.get("_generic", ()))

    def _remember_generic(self, decomposition: Decomposition) -> Decomposition:
        self.__dict__.setdefault("_generic", []).append(decomposition)
        return decomposition

    def shape_of(self, value) -> str:
        """``"scalar"``, ``"vector"`` or ``"matrix"``: what kind of value of this model *value* is."""
        return "scalar"

    def foreign_symbols(self, value) -> set:
        """Symbols of the scalar *value* other than declared scalars and maxima of free gains
        (empty when the interpretation has no symbols)."""
        return set()

    def foreign_in_function(self, value, argument) -> set:
        """What ``value = f(argument)`` depends on besides its argument, declared scalars and free
        gains (empty when the interpretation cannot tell)."""
        return set()

    def fresh_argument(self):
        """A vector that no claim can name, to evaluate a function away from the input."""
        raise NotAvailableError(f"{type(self).__name__} offers no fresh argument")

    @abc.abstractmethod
    def vec(self, entries: Sequence):
        """A fixed vector with exact entries (concrete interpretations only)."""

    @abc.abstractmethod
    def number(self, value):
        """An exact constant as a scalar of this model."""

    @abc.abstractmethod
    def total(self, x):
        """The coordinate sum ``1 . x``."""

    def dot(self, x, y):
        """The Euclidean inner product ``<x, y> = total(x * y)``."""
        return self.total(x * y)

    def norm2(self, x):
        """The squared Euclidean norm ``<x, x>``."""
        return self.dot(x, x)

    @abc.abstractmethod
    def sqrt(self, x):
        """The nonnegative square root."""

    @abc.abstractmethod
    def D(self, f: Callable, at, direction):
        """The directional derivative ``d/ds f(at + s*direction)`` at ``s = 0``."""

    @abc.abstractmethod
    def jacobian(self, f: Callable, at):
        """The matrix ``J`` with ``J t = D(f, at, t)`` for every ``t``."""

    # -- optional facilities (each interpretation that offers one overrides it) --

    def coordinate_vector(self, name: str):
        """A standard basis vector ``e_i`` for an arbitrary index i (lemma ``coordinate_vector``).

        ``e * x = x_i e`` for every x, ``total(e) = 1``, and ``dot(e, x)`` is the
        coordinate ``x_i``.  One per claim.
        """
        raise NotAvailableError(f"{type(self).__name__} offers no coordinate vectors")

    def coordinate_slack(self, e):
        """``(d - 1) q - v_i^2`` for the generic input (v = P z, i the index of *e*), known to be >= 0.

        The lemma ``coordinate_bound``: a centered vector has ``v_i^2 <= (d-1) |v|^2 / d``.
        """
        raise NotAvailableError(f"{type(self).__name__} offers no coordinate bound")

    def scalar_loss(self, name: str):
        """An arbitrary smooth scalar loss ``l`` of one vector, with ``l(y)`` and ``l.gradient(y)``.

        ``l.gradient(y)`` is ``g = dl/dy`` at y.  Each interpretation models
        "any loss" in its own way (first order in general d, an undefined
        function at concrete d, a random nonlinear function numerically); see
        their ``scalar_loss``.  Only first derivatives of ``l`` are meaningful.
        """
        raise NotAvailableError(f"{type(self).__name__} offers no scalar loss")

    @abc.abstractmethod
    def eye(self):
        """The identity matrix."""

    @abc.abstractmethod
    def outer(self, a, b):
        """The rank-one matrix ``a b^T``."""

    @abc.abstractmethod
    def diag(self, x):
        """The diagonal matrix with diagonal *x* (``diag(x) t = x * t``)."""

    @abc.abstractmethod
    def trace(self, M):
        """The trace ``sum_i M_ii`` (so the squared Frobenius norm is ``trace(M.T @ M)``)."""

    @abc.abstractmethod
    def coordinates(self, x) -> list:
        """The coordinates of a vector (concrete interpretations only)."""

    # -- the gain bound (lemma hadamard_bound) ---------------------------------

    @abc.abstractmethod
    def _max_abs_value(self, gamma):
        """The scalar standing for max_i |gamma_i|."""

    @abc.abstractmethod
    def _nonnegative_quantity(self, name: str, value):
        """A scalar equal to *value* whose nonnegativity the caller has established."""

    def max_abs(self, gamma):
        """``(G, slack)``: G = max_i |gamma_i| and ``slack = G^2 1 - gamma * gamma``.

        By the definition of the maximum every entry of ``slack`` is >= 0;
        :meth:`weighted_norm2` turns that into usable nonnegative quantities.
        """
        big = self._max_abs_value(gamma)
        slack = self.one * big**2 - gamma * gamma
        self.__dict__.setdefault("_slacks", []).append(slack)
        return big, slack

    def weighted_norm2(self, weight, x):
        """``sum_i weight_i x_i^2`` for a ``slack`` of :meth:`max_abs` (hence >= 0)."""
        if not any(weight is s for s in self.__dict__.get("_slacks", [])):
            raise ValueError("weighted_norm2: weight must be a slack vector returned by max_abs")
        return self._nonnegative_quantity("W", self.total(weight * x * x))

    def cauchy_schwarz(self, a, b):
        """``|a|^2 |b|^2 - <a, b>^2``, nonnegative by the lemma ``cauchy_schwarz``: the gap of a
        Cauchy-Schwarz step (``LessEqual(m.dot(a, b)**2, m.norm2(a) * m.norm2(b), gap=m.cauchy_schwarz(a, b))``)."""
        self._note_lemma("cauchy_schwarz")
        return self._nonnegative_quantity("CS", self.norm2(a) * self.norm2(b) - self.dot(a, b) ** 2)

    def _note_lemma(self, name: str) -> None:
        """Record that a value rests on the lemma *name* (interpretations that list lemmas override it)."""


# ---------------------------------------------------------------------------
# the definitions (claim E1)


def definition(fn: Callable) -> Callable:
    """Mark *fn* as a named definition of the convention.

    Interpretations evaluate it as written.  An interpretation that has a
    method ``apply_definition(fn, *args, **kwargs)`` receives the call instead
    (the presentation model of :mod:`symln.render` uses it to show
    ``core(m, z, eps)`` as u_eps(z)); ``fn.__wrapped__`` is the plain function.
    """

    @functools.wraps(fn)
    def dispatch(m, *args, **kwargs):
        apply = getattr(m, "apply_definition", None)
        if apply is None:
            return fn(m, *args, **kwargs)
        return apply(fn, *args, **kwargs)

    return dispatch


@definition
def mean(m: Model, x):
    r"""The coordinate mean ``mu(x) = (1/d) sum_i x_i``."""
    return m.total(x) / m.d


@definition
def center(m: Model, x):
    r"""The centered vector ``x - mu(x) 1 = P x``."""
    return x - m.one * mean(m, x)


@definition
def variance(m: Model, x):
    r"""The coordinate variance ``q(x) = |P x|^2 / d`` (divisor d)."""
    c = center(m, x)
    return m.total(c * c) / m.d


@definition
def core(m: Model, x, eps):
    r"""The normalized core ``u_eps(x) = P x / sqrt(q(x) + eps)``."""
    return center(m, x) * (variance(m, x) + eps) ** (-HALF)


@definition
def layer_norm(m: Model, x, gamma, beta, eps):
    r"""The layer output ``y = gamma (.) u_eps(x) + beta``."""
    return gamma * core(m, x, eps) + beta


@definition
def centering_matrix(m: Model):
    r"""``P = I - 1 1^T / d``."""
    return m.eye() - m.outer(m.one, m.one) / m.d


@definition
def core_jacobian(m: Model, eps, at=None):
    r"""The Jacobian of the core, *derived* by differentiation in model *m*.

    In the general-d algebra this differentiates ``u_eps(z + s t)`` at
    ``s = 0`` coefficientwise and reads off the matrix; in the concrete model
    it differentiates the explicit coordinates.  Nothing is typed in.
    """
    point = m.z if at is None else at
    return m.jacobian(lambda x: core(m, x, eps), point)


def output_jacobian(m: Model, eps, gamma, beta, at=None):
    r"""The input Jacobian of ``y = gamma (.) u_eps(z) + beta`` with gamma and beta fixed.

    Derived by differentiating :func:`layer_norm` in model *m*, like
    :func:`core_jacobian`.
    """
    point = m.z if at is None else at
    return m.jacobian(lambda x: layer_norm(m, x, gamma, beta, eps), point)


@definition
def gradient(m: Model, f: Callable, at):
    r"""The gradient of a scalar function *f* at a point with explicit coordinates.

    Its k-th coordinate is the derivative of f along the k-th coordinate axis,
    ``D_{e_k} f(at)``.  Concrete interpretations only (a general-d vector has
    no coordinates).
    """
    d = len(m.coordinates(at))
    axes = ([1 if i == k else 0 for i in range(d)] for k in range(d))
    return m.vec([m.D(f, at, m.vec(axis)) for axis in axes])
