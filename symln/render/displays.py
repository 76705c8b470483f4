r"""The displays D1-D12: the lost display equations of the articles, derived and never typed.

A :class:`Display` is keyed by its ID (CLAIMS.md) and names the claim it
shows.  It builds its relations in one of two ways, both written against the
model protocol:

* :func:`from_claim` takes them from a claim's body, picked by label (or
  position): the display is then exactly what the verifier proved;
* :func:`display` decorates a *builder* ``f(m) -> relation(s)`` that uses the
  definitions of :mod:`symln.model` directly (with :func:`~symln.render.present.let`,
  :func:`~symln.render.present.exact`, :func:`~symln.render.present.unfold`).

Either way the relations are built in the presentation model to be printed,
and can be decided in the exact models like a claim (``tests/render`` does).

A display stands in its article's document under the claim that is or covers
its claim ID.  Taking a display from another claim is one entry here, e.g.::

    from_claim("D9", article="jacobian", claim="J4", pick=("J (1, 1) = 0", "J (-1, 1) = (3/8) (-1, 1)"))

where ``pick`` names the labels of relations in J4's body.  The example
displays D6, D8-D10 and D12 are builders instead: they name the example's
values (``z = (-1, 1)``, ``eps = 3``) and print matrices as matrices, as the
articles did; their claims (G3, J3-J5, S4) prove the same values.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import sympy as sp

from ..articles.epsilon import _bound_gap as bound_gap
from ..articles.epsilon import jacobian_closed_form
from ..articles.sensitivity import STATED_RATIOS
from ..errors import SymlnError
from ..model import core, core_jacobian, layer_norm
from ..prove.language.claims import AllD, Claim, Dims, Example
from ..prove.models.concrete import ConcreteModel
from ..prove.models.general import GeneralModel
from ..prove.language.relations import Equal, LessEqual, Relation
from ..prove.language.traces import relations_of
from .blocks import OPERATORS, Block, Row, block_of, relations_in, renders
from .builders import exact, let, unfold
from .forms import OpNorm
from .present import FormModel, form_of

__all__ = [
    "Display",
    "DisplayUnavailable",
    "DISPLAYS",
    "display",
    "from_claim",
    "presentation_model",
    "exact_model",
]


class DisplayUnavailable(SymlnError):
    """A display whose source claim is not loaded (its article has not landed)."""


def presentation_model(scope) -> FormModel:
    """The presentation model for a scope: symbolic d for all-d, the example's d otherwise."""
    return FormModel(exact_model(scope))


def exact_model(scope):
    """The exact model a scope is presented in (and a display checked in)."""
    if isinstance(scope, AllD):
        return GeneralModel(min_d=scope.min_d, nonconstant=scope.nonconstant)
    if isinstance(scope, (Example, Dims)):
        return ConcreteModel(scope.concrete_dims()[0], nonconstant=scope.nonconstant)
    raise TypeError(f"scope: expected AllD, Example or Dims, got {type(scope).__name__}")


@dataclass(frozen=True)
class Display:
    """A display equation: its ID, article, the claim ID it shows and how to build it."""

    id: str
    article: str
    claim: str
    about: str
    builder: Callable | None = None
    scope: object = field(default_factory=AllD)
    source: str | None = None
    pick: tuple = ()

    def source_claim(self, claims: Sequence[Claim]) -> Claim | None:
        """The claim whose body this display takes its relations from (``None`` for a builder)."""
        if self.builder is not None:
            return None
        wanted = self.source or self.claim
        for c in claims:
            if c.id == wanted:
                return c
        for c in claims:
            if wanted in c.covers:
                return c
        raise DisplayUnavailable(f"display {self.id}: no loaded claim is or covers {wanted} (article {self.article!r})")

    def scope_in(self, claims: Sequence[Claim]):
        c = self.source_claim(claims)
        return self.scope if c is None else c.scope

    def relations(self, m, claims: Sequence[Claim]) -> list[Relation]:
        """The display's relations, built in model *m*."""
        c = self.source_claim(claims)
        if c is None:
            return relations_in(self.builder(m))
        every = relations_of(c, m)
        if not self.pick:
            return every
        chosen = []
        for key in self.pick:
            if isinstance(key, int):
                chosen.append(every[key])
                continue
            match = [r for r in every if r.label == key]
            if len(match) != 1:
                raise DisplayUnavailable(f"display {self.id}: claim {c.id} has {len(match)} relations labelled {key!r}")
            chosen.append(match[0])
        return chosen

    def block(self, claims: Sequence[Claim]) -> tuple[Block, list]:
        """``(block, bindings)`` in the presentation model: the rows to print and the names used."""
        m = presentation_model(self.scope_in(claims))
        block = block_of(self.relations(m, claims), m, proof=False)
        return block, list(m.bindings)


#: Every display, in ID order.
DISPLAYS: dict[str, Display] = {}


def _register(d: Display) -> Display:
    if d.id in DISPLAYS:
        raise ValueError(f"display {d.id} is declared twice")
    DISPLAYS[d.id] = d
    return d


def from_claim(id: str, *, article: str, claim: str, about: str, source: str | None = None, pick: Sequence = ()) -> Display:
    """Register a display taken from the body of claim *source* (default: the claim that is or covers *claim*)."""
    return _register(Display(id, article, claim, about, source=source, pick=tuple(pick)))


def display(id: str, *, article: str, claim: str, about: str, scope=None) -> Callable:
    """Register the decorated builder ``f(m) -> relation(s)`` as a display."""

    def wrap(builder: Callable) -> Display:
        return _register(Display(id, article, claim, about, builder=builder, scope=scope or AllD()))

    return wrap


# ---------------------------------------------------------------------------
# the twelve displays


from_claim("D1", article="bias", claim="B1", about="the full output: the bias is added after the gain scales the core", pick=("the definition of the output (E1)",))


@display("D2", article="epsilon", claim="E1", about="the normalized core and the full output")
def _core_and_output(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return [
        Equal(core(m, m.z, eps), unfold(m, core, m.z, eps)),
        Equal(layer_norm(m, m.z, gamma, beta, eps), unfold(m, layer_norm, m.z, gamma, beta, eps)),
    ]


from_claim("D3", article="epsilon", claim="E4", about="the coordinate variance of the core", pick=("mean square of the core",))
from_claim("D4", article="epsilon", claim="E8", about="the core of a scaled input", pick=("core of the scaled input",))
from_claim(
    "D5",
    article="epsilon",
    claim="E12",
    about="the Jacobian of the core",
    pick=(r"row [4] holds for every direction $t$",),
)


@display("D6", article="gain", claim="G3", about="the output of the gain example", scope=Example(3))
def _gain_example(m):
    z = let(m, "z", m.vec([1, 1, -2]))
    eps = let(m, "eps", m.number(2))
    gamma = let(m, "gamma", m.vec([2, 0, -1]))
    beta = let(m, "beta", m.one * 0)
    y = layer_norm(m, z, gamma, beta, eps)
    return Equal(y, exact(m, y))


@display("D7", article="jacobian", claim="J1", about="the Jacobian matrix: its closed form, its symmetry and its kernel direction")
def _jacobian_properties(m):
    eps = m.scalar("eps", positive=True)
    J = let(m, "J", core_jacobian(m, eps))
    return [Equal(J, jacobian_closed_form(m, eps)), Equal(J.T, J), Equal(J @ m.one, m.one * 0)]


def _two_coordinate_example(m):
    """z = (-1, 1), eps = 3 (the Jacobian article's example) and its Jacobian J."""
    z = let(m, "z", m.vec([-1, 1]))
    eps = let(m, "eps", m.number(3))
    return z, eps, core_jacobian(m, eps, at=z)


@display("D8", article="jacobian", claim="J3", about="the Jacobian matrix at the two-coordinate example", scope=Example(2))
def _jacobian_example(m):
    _, _, J = _two_coordinate_example(m)
    return Equal(J, exact(m, J))


@display("D9", article="jacobian", claim="J4", about="the Jacobian on the common-offset and the contrast direction", scope=Example(2))
def _jacobian_directions(m):
    _, _, J = _two_coordinate_example(m)
    J = let(m, "J", J)
    relations = []
    for direction in ([1, 1], [-1, 1]):
        image = J @ m.vec(direction)
        relations.append(Equal(image, exact(m, image)))
    return relations


@display("D10", article="jacobian", claim="J5", about="the input Jacobian of the output in the two-coordinate example with a gain", scope=Example(2))
def _gain_times_jacobian(m):
    _, _, J = _two_coordinate_example(m)
    J = let(m, "J", J)
    gamma = let(m, "gamma", m.vec([0, 2]))
    product = m.diag(gamma) @ J
    return Equal(product, exact(m, product))


@dataclass
class OperatorBound(LessEqual):
    r"""``||M||_2 <= bound``, decided as ``|M x|^2 <= bound^2 |x|^2`` for a generic x, with the certificate *gap*.

    Shown as the operator-norm bound; the relation decided is the one E17
    proves, which is equivalent to it.
    """

    matrix: object = None
    bound: object = None


@display("D11", article="sensitivity", claim="S1", about="the uniform bound on the Jacobian")
def _uniform_bound(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    J = core_jacobian(m, eps)
    bound = eps ** (-sp.Rational(1, 2))
    return OperatorBound(m.norm2(J @ x.vector), bound**2 * m.norm2(x.vector), gap=bound_gap(m, eps, x), matrix=J, bound=bound)


@display("D12", article="sensitivity", claim="S4", about="the finite norm ratio near a constant input, at the smaller stabilizing constant", scope=Example(2))
def _norm_ratio(m):
    z = let(m, "z", m.vec([7, 7]))
    h = let(m, "h", m.vec([sp.Rational(1, 1000), sp.Rational(-1, 1000)]))
    eps = let(m, "eps", m.number(sp.Rational(1, 10**4)))
    ratio = m.sqrt(m.norm2(core(m, z + h, eps) - core(m, z, eps))) / m.sqrt(m.norm2(h))
    places = len(STATED_RATIOS[0][1].split(".")[1])  # the precision S4 states, 99.504
    return Equal(ratio, exact(m, ratio, places=places))



@renders(OperatorBound)
def _operator_bound(rel: OperatorBound, m, block: Block) -> list[Row]:
    return [Row(block.tex(OpNorm(form_of(rel.matrix))), OPERATORS["<="], block.tex(form_of(rel.bound)))]
