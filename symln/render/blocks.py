r"""Relations as rows of mathematics: what a derivation shows, independent of Markdown or LaTeX.

A claim body returns relations (:mod:`symln.prove.language.relations`).  Evaluated in the
presentation model (:class:`symln.render.present.FormModel`), their fields are
forms; :func:`block_of` turns them into a :class:`Block`: one group of
:class:`Row` s per relation (``lhs op rhs``, a chain continuing with an empty
``lhs``) and numbered :class:`Note` s (a chain step's reason and lemmas, a
relation's label).  The Markdown and LaTeX writers lay blocks out; every
formula in a row comes from the printer.

New relation types register a renderer with :func:`renders`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

import sympy as sp

from ..prove.decide.exprs import as_expr
from ..prove.language.relations import (
    Approximately,
    Chain,
    Equal,
    LessEqual,
    Limit,
    LipschitzBound,
    Nonzero,
    Positive,
    Relation,
    Solutions,
)
from .forms import Apply, Jac, Norm2, OutputOf, RmsOutputOf, SegmentIntegral
from .naming import Naming
from .present import FormModel, Shown, form_of, minus, plus, value_of
from .printer import latex, latex_terms

__all__ = ["Row", "Note", "Block", "block_of", "renders", "OPERATORS"]

OPERATORS = {"=": "=", "<=": r"\leq", "<": "<", ">": ">", "!=": r"\neq"}
#: the note of a certificate whose claim does not say what its difference is (``LessEqual.gap_label``)
UNEXPLAINED_GAP = "the difference of the two sides, written so that the sign of every term is known"


@dataclass(frozen=True)
class Note:
    """Why a row holds: a chain step's reason, or a relation's label, and the lemmas it uses."""

    text: str
    lemmas: tuple[str, ...] = ()


@dataclass(frozen=True)
class Row:
    """``lhs op rhs`` in LaTeX (``lhs`` empty when the row continues a chain); ``note`` counts from 1.

    ``terms`` is ``rhs`` split at its top-level ``+`` and ``-`` (see
    :func:`~symln.render.printer.latex_terms`), where a layout may break it.
    """

    lhs: str
    op: str
    rhs: str
    note: int | None = None
    terms: tuple[str, ...] = ()


def _row(block: Block, lhs, op: str, rhs, note: int | None, *, suffix: str = "") -> Row:
    """A row from forms (or LaTeX strings); *suffix* (e.g. ``\\geq 0``) follows the right side."""
    lhs_tex = lhs if isinstance(lhs, str) else block.tex(form_of(lhs))
    if isinstance(rhs, str):
        terms = [rhs]
    else:
        terms = block.terms(form_of(rhs))
    for side in (lhs, rhs):
        if not isinstance(side, str):
            block.record_symbols(form_of(side))
    if suffix:
        terms[-1] = f"{terms[-1]} {suffix}"
    return Row(lhs_tex, op, " ".join(terms), note, tuple(terms))


@dataclass
class Block:
    """The rows of a list of relations, grouped by relation, with their notes."""

    groups: list[list[Row]] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    #: False for a display: no notes, no certificates
    proof: bool = True
    #: the names of a worked example's values (:class:`~symln.render.naming.Naming`), applied before printing
    naming: Naming = field(default_factory=Naming)
    #: every symbol (scalar, vector, matrix name) some row shows, after the naming
    symbols: set = field(default_factory=set)
    #: per relation, in order: the index of its first group and the symbols its own rows show
    spans: list = field(default_factory=list)

    def tex(self, form) -> str:
        return latex(self.naming(form))

    def record_symbols(self, form) -> None:
        """Remember the symbols of *form*, as a row shows it (a "where" clause declares only these).

        The bias of an output differentiated in its input is not among them: ``D y`` does not depend on it,
        so an example's value of the bias is not stated for a row that shows only ``D y``.
        """
        named = self.naming(form)
        if isinstance(named, sp.Basic):
            self.symbols |= _without_bias_of_derivatives(named).atoms(sp.Symbol)

    def terms(self, form) -> list[str]:
        return latex_terms(self.naming(form))

    def note(self, text: str, lemmas=()) -> int | None:
        if not self.proof or (not text and not lemmas):
            return None
        self.notes.append(Note(text, tuple(lemmas)))
        return len(self.notes)

    @property
    def rows(self) -> list[Row]:
        return [row for group in self.groups for row in group]


def _without_bias_of_derivatives(form):
    """*form* with the bias of every output under an input Jacobian ``D y`` set to 0 (it drops out there)."""

    def unbiased(jac):
        out = jac.args[0]
        x, gamma, _, eps = out.args
        return jac.func(out.func(x, gamma, sp.S.Zero, eps), *jac.args[1:])

    return form.replace(
        lambda e: isinstance(e, Jac) and isinstance(e.args[0], (OutputOf, RmsOutputOf)), unbiased
    )


_RENDERERS: dict[type, Callable] = {}


def renders(kind: type) -> Callable:
    """Register ``f(relation, m, block) -> list[Row]`` (one group of rows, or a list of groups) as the renderer
    of a relation type."""

    def register(f):
        _RENDERERS[kind] = f
        return f

    return register


def block_of(relations, m: FormModel, *, proof: bool = True, naming: Naming | None = None) -> Block:
    """The block of *relations* built in the presentation model *m*.

    ``proof=False`` (a display) leaves out notes and certificates.  *naming*
    shows a worked example's values by their names (stated by the document,
    not by a row).  A row whose two sides print the same (a value that
    evaluated to a number on both sides) says nothing and is left out, with
    its note.
    """
    block = Block(proof=proof, naming=naming or Naming())
    for relation in relations:
        renderer = next((_RENDERERS[k] for k in type(relation).__mro__ if k in _RENDERERS), None)
        if renderer is None:
            raise TypeError(f"no renderer for the relation type {type(relation).__name__}; register one with renders()")
        first, before, block.symbols = len(block.groups), block.symbols, set()
        shown = renderer(relation, m, block)
        block.spans.append((first, frozenset(block.symbols)))
        block.symbols = before | block.symbols
        for group in shown if shown and isinstance(shown[0], list) else [shown]:
            rows = [row for row in group if not _trivial(row)]
            if rows:
                block.groups.append(rows)
    _renumber(block)
    return block


def _trivial(row: Row) -> bool:
    return bool(row.lhs) and row.op == "=" and row.lhs == row.rhs


def _renumber(block: Block) -> None:
    """Number the notes of the rows that remain 1, 2, ... in order."""
    used = sorted({row.note for row in block.rows if row.note is not None})
    if used == list(range(1, len(block.notes) + 1)):
        return
    renumber = {old: new for new, old in enumerate(used, start=1)}
    block.notes = [block.notes[old - 1] for old in used]
    block.groups = [[replace(row, note=renumber.get(row.note)) for row in group] for group in block.groups]


@renders(Chain)
def _chain(chain: Chain, m, block: Block) -> list[Row]:
    rows = []
    block.record_symbols(form_of(chain.start))
    lhs = block.tex(form_of(chain.start))
    previous = lhs
    for step in chain.steps:
        op = OPERATORS[step.op]
        shown = block.tex(form_of(step.value))
        if op == "=" and shown == previous:  # a step that changes only the value, not how it prints
            continue
        rows.append(_row(block, lhs, op, step.value, block.note(step.reason, step.lemmas)))
        lhs, previous = "", shown
    if not rows:
        rows.append(_row(block, lhs, "", "", block.note(chain.label)))
    return rows


@renders(Equal)
def _equal(rel: Equal, m, block: Block) -> list[Row]:
    return [_row(block, rel.lhs, "=", rel.rhs, block.note(rel.label))]


#: where a certificate's explanation (``gap_label``) writes the difference, in its own words: ``$1 - a = <gap>$``
GAP = "<gap>"


@renders(LessEqual)
def _less_equal(rel: LessEqual, m, block: Block) -> list[Row]:
    """One row, the inequality; with a certificate its reason says what the difference is and why its sign is known.

    The row reads "B <= A, as A - B = C >= 0": the reason shows the difference ``C`` of the right side minus
    the left side, then the certificate's own explanation (``gap_label``) and the relation's label, if any.
    """
    op = "<" if rel.strict else "<="
    if rel.gap is not None and block.proof:
        wanted = ">" if rel.strict else r"\geq"
        block.record_symbols(form_of(rel.gap))
        gap = latex(block.naming(form_of(rel.gap)), inline=True)
        if rel.gap_label and GAP in rel.gap_label:  # the explanation names the difference itself
            text = "; ".join(part for part in (rel.gap_label.replace(GAP, gap), rel.label) if part)
            return [_row(block, rel.lhs, OPERATORS[op], rel.rhs, block.note(text))]
        text = f"the right side minus the left side is ${gap} {wanted} 0$"
        explained = [part for part in (rel.gap_label, rel.label) if part]
        if explained:
            text += ": " + "; ".join(explained)
        return [_row(block, rel.lhs, OPERATORS[op], rel.rhs, block.note(text))]
    return [_row(block, rel.lhs, OPERATORS[op], rel.rhs, block.note(rel.label))]


@renders(Positive)
def _positive(rel: Positive, m, block: Block) -> list[Row]:
    value = form_of(rel.value)
    if isinstance(value, sp.Mul) and value.args[0] == -1:  # -x > 0 reads x < 0
        return [_row(block, -value, "<", "0", block.note(rel.label))]
    return [_row(block, rel.value, ">", "0", block.note(rel.label))]


@renders(Nonzero)
def _nonzero(rel: Nonzero, m, block: Block) -> list[Row]:
    return [_row(block, rel.value, r"\neq", "0", block.note(rel.label))]


@renders(Approximately)
def _approximately(rel: Approximately, m, block: Block) -> list[Row]:
    return [_row(block, rel.value, r"\approx", rel.stated, block.note(rel.label))]


@renders(Limit)
def _limit(rel: Limit, m, block: Block) -> list[Row]:
    x = sp.Symbol(rel.variable, real=True)
    point = as_expr(rel.point)
    f = form_of(rel.f(x))
    # a finite point is approached from the sides the relation names, as the judges do
    expression = sp.Limit(f, x, point) if point.is_infinite else sp.Limit(f, x, point, rel.side)
    return [_row(block, expression, "=", as_expr(rel.expected), block.note(rel.label))]


@renders(Solutions)
def _solutions(rel: Solutions, m, block: Block) -> list[Row]:
    positive = bool(rel.domain.is_subset(sp.Interval.open(0, sp.oo)))
    x = sp.Symbol(rel.variable, real=True, positive=positive or None)
    condition = sp.Eq(form_of(rel.f(x)), 0, evaluate=False)
    solutions = sp.ConditionSet(x, condition, rel.domain)
    return [_row(block, solutions, "=", rel.expected, block.note(rel.label))]


def _square_root(bound):
    """The Lipschitz constant of a squared bound, factor by factor: ``max|gamma_i|^2/eps -> max|gamma_i|/sqrt(eps)``."""
    factors = sp.Mul.make_args(bound)
    return sp.Mul(*[sp.Pow(f.base, f.exp / 2) if isinstance(f, sp.Pow) else sp.sqrt(f) for f in factors])


def _norm(form):
    return Norm2(form) ** sp.S.Half


#: why the Jacobian of each map is continuous at every input (inline-math text), by the map's form
_CONTINUITY = {
    "CoreOf": r"the entries of $D u_{\varepsilon}$ (E12) are continuous wherever $q + \varepsilon > 0$, and "
              r"$q + \varepsilon \geq \varepsilon > 0$ at every input (Lemma 5)",
    "OutputOf": r"$D y = \operatorname{diag}(\gamma) D u_{\varepsilon}$ (G9 below), and the entries of "
                r"$D u_{\varepsilon}$ (E12) are continuous wherever $q + \varepsilon > 0$, which holds at every input as "
                r"$q + \varepsilon \geq \varepsilon > 0$ (Lemma 5)",
    "RmsOf": r"the entries of $D r_{\varepsilon}$ (R2) are continuous wherever $s + \varepsilon > 0$, and "
             r"$s + \varepsilon \geq \varepsilon > 0$ at every input, $s$ being a mean of squares",
    "RmsOutputOf": r"$D \tilde{y} = \operatorname{diag}(\gamma) D r_{\varepsilon}$, the bias being constant, and the "
                   r"entries of $D r_{\varepsilon}$ (R2) are continuous wherever $s + \varepsilon > 0$, which holds at "
                   r"every input as $s$ is a mean of squares",
}


#: the name of each map whose Lipschitz bound is integrated along a segment (math)
_MAP_NAMES = {"CoreOf": r"u_{\varepsilon}", "OutputOf": "y", "RmsOf": r"r_{\varepsilon}", "RmsOutputOf": r"\tilde{y}"}


def _continuity(form) -> str:
    """Why the integrand of the segment integral of *form*'s map is continuous (inline-math text)."""
    return _CONTINUITY.get(type(form).__name__, "every denominator and radicand of the Jacobian is positive at every input")


@renders(LipschitzBound)
def _lipschitz(rel: LipschitzBound, m, block: Block) -> list[list[Row]]:
    r"""The bound as a reader proves it, by the integral of the derivative along the segment from z' to z.

    With ``h = z - z'``, ``w(t) = z' + t h`` and c the square root of the bound::

        f(z) - f(z') = int_0^1 D f(w(t)) h dt
        |f(z) - f(z')| <= int_0^1 |D f(w(t)) h| dt <= int_0^1 c |h| dt = c |h|

    The first line needs f continuously differentiable at every input, and the
    third the derivative bound at every input: the two exact checks of the
    relation (smoothness, and the gap at the generic input and direction).  The
    relation's label is the reason of the third line (the proposition that
    proved the derivative bound); without one, the certificate is shown.
    """
    z = m.z
    other = m.vector("z'")
    step = minus(form_of(z), form_of(other))
    constant = _square_root(form_of(rel.bound))
    conclusion = _norm(minus(form_of(rel.f(z)), form_of(rel.f(other))))
    if not block.proof:
        return [_row(block, conclusion, OPERATORS["<="], constant * _norm(step), None)]
    t = sp.Symbol("t" if "tau" in m._names else "tau", real=True)  # a segment's parameter, as a line's
    point = plus(form_of(other), t * step)
    at_point = form_of(rel.f(Shown(point, value_of(z))))  # only the form is kept
    integrand = Apply(Jac(at_point), step)
    along = latex(block.naming(at_point), inline=True)
    parameter = latex(t)
    identity = _row(
        block,
        minus(form_of(rel.f(z)), form_of(rel.f(other))),
        "=",
        SegmentIntegral(integrand, t),
        block.note(
            rf"the fundamental theorem of calculus for ${parameter} \mapsto {along}$ on $[0, 1]$: by the chain rule its "
            rf"derivative is the integrand, continuous in ${parameter}$ as {_continuity(at_point)}"
        ),
    )
    bound = [
        _row(block, conclusion, OPERATORS["<="], SegmentIntegral(_norm(integrand), t),
             block.note(f"the norm of an integral is at most the integral of the norm, here of the derivative of "
                        f"${_MAP_NAMES.get(type(at_point).__name__, 'the map')}$ along the segment")),
        _row(block, "", OPERATORS["<="], SegmentIntegral(constant * _norm(step), t),
             block.note(rel.label or r"the derivative bound at every input, by the certificate below")),
        _row(block, "", "=", constant * _norm(step), block.note(f"the integrand does not depend on ${parameter}$")),
    ]
    if rel.label:
        return [[identity], bound]
    derivative = m.D(rel.f, z, rel.direction.vector)
    certificate = _row(
        block,
        minus(form_of(rel.bound) * Norm2(form_of(rel.direction.vector)), Norm2(form_of(derivative))),
        "=",
        rel.gap,
        block.note(r"the derivative bound at the input $z$ and every direction $x$: " + UNEXPLAINED_GAP),
        suffix=r"\geq 0",
    )
    return [[identity], bound, [certificate]]


def relations_in(result) -> list[Relation]:
    """A body's result as a list of relations."""
    return [result] if isinstance(result, Relation) else list(result)
