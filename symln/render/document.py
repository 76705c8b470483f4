r"""What the documents contain, article by article, before any layout.

:func:`articles` evaluates every claim body in the presentation model and
builds, for each claim, what a reader sees: its statement and title, the
derivation (the claim's own relations, or the article's argument of
:mod:`.arguments` when the claim states a result without deriving it), the
"where" clause that introduces every object of the derivation with its
hypothesis and states the values of a worked example (when an argument's rows
are cases, each case is led in by a sentence and introduces its own objects),
the displays of the article, the figure, and the stored verdict.  :func:`lemmas_shown` checks the
lemmas for the appendix.  The Markdown and LaTeX writers only lay this out, so
both show the same mathematics.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import sympy as sp

from ..articles.checklist import ARTICLE_OF, CHECKLIST
from ..prove.language.claims import ARTICLES, AllD, Claim, Dims, Example
from ..prove.language.traces import relations_of
from ..prove.language.vacuity import vacuous_wording
from ..prove.models.lemmas import verify_lemmas
from .arguments import ARGUMENTS, Argument
from .blocks import Block, block_of, relations_in
from .evidence import EvidenceRow, evidence_row
from .labels import label as label_of
from .displays import DISPLAYS, Display, DisplayUnavailable, presentation_model
from .layout import WIDTH, width
from .naming import naming_of
from .printer import latex
from .verdicts import Record

__all__ = [
    "Case",
    "Derivation",
    "ShownDisplay",
    "ShownClaim",
    "Article",
    "ShownLemma",
    "articles",
    "lemmas_shown",
    "shown_display",
    "display_lines",
    "verdict_line",
    "FIGURE_CLAIM",
    "SECTION_ORDER",
    "cited_ids",
    "display_index",
    "section_order",
    "section_title",
]

#: the claim after which figure F1 stands
FIGURE_CLAIM = ("epsilon", "E21")
#: article titles that are not the capitalized article name
ARTICLE_TITLES = {"rmsnorm": "RMSNorm"}
#: the order of the sections: each cites only propositions of the sections before it (and its own)
SECTION_ORDER = ("epsilon", "bias", "gain", "jacobian", "sensitivity", "rmsnorm")
#: a proposition's ID where the text cites it: E12, S3.d2 (not J1 inside a word or a label, nor "E20 below", which
#: points forward to what is proved later)
CITED_ID = re.compile(r"(?<![\w{.])([A-Z]\d+(?:\.d\d+)?)(?![\w])(?! below)")
#: inline mathematics that writes the Jacobian of a core as J or J_r (not J_{ii}, an entry, nor J1, an ID)
_WRITES_J = re.compile(r"\$[^$]*(?<![\\\w])J(?:_\{?r\}?)?(?![\w{])(?!_\{?i)[^$]*\$")
#: a range of propositions of one section, ``E13-E15``: it cites each of them
CITED_RANGE = re.compile(r"(?<![\w{.])([A-Z])(\d+)-{1,2}\1(\d+)(?![\w.])")


@dataclass
class ShownDisplay:
    """A display laid out as lines of LaTeX math (a chain on one line), with its bindings."""

    display: Display
    lines: list[str]
    error: str = ""
    #: the loaded claim that is or covers the display's claim ID
    proved_by: str = ""


@dataclass
class Case:
    """A case of a derivation: the groups of rows from *start* on, led in by a sentence that names it.

    *label* (``Case $q > 0$``) starts the lead-in, *text* says what the case gives, and *where* introduces the
    objects that only the rows of this case show (inline-math text pieces).
    """

    start: int
    label: str
    text: str = ""
    where: list[str] = field(default_factory=list)


@dataclass
class Derivation:
    """Rows of mathematics and the clause that introduces their objects (inline-math text pieces).

    With *cases*, the rows fall into cases, each led in where it starts; *where* then introduces what the rows
    of more than one case show, and each case introduces its own objects.
    """

    block: Block
    where: list[str]
    closing: str = ""
    cases: list[Case] = field(default_factory=list)
    #: whether the rows have a free variable (a declared object), not only fixed values
    free: bool = True

    def parts(self) -> list[tuple[Case | None, Block]]:
        """The rows in the order shown: ``(case, block of its groups)``, with ``None`` for rows before any case."""
        if not self.cases:
            return [(None, self.block)]
        bounds = [c.start for c in self.cases] + [len(self.block.groups)]
        out: list[tuple[Case | None, Block]] = []
        if bounds[0] > 0:
            out.append((None, replace(self.block, groups=self.block.groups[: bounds[0]])))
        for case, start, end in zip(self.cases, bounds, bounds[1:]):
            out.append((case, replace(self.block, groups=self.block.groups[start:end])))
        return out

    def paragraphs(self, opening: Sequence[str], case_lead: Callable[[Case], str]) -> list[tuple[str, Block, list]]:
        """The rows as shown, part by part (:meth:`parts`): ``(sentence before the rows, block, reasons)``.

        The first part's sentence joins the non-empty pieces of *opening* (a lead-in, the "where" clause) and,
        when it starts a case, ``case_lead(case)``; a later part has only its case's lead-in ("" when none).
        The reasons are ``(number from 1, note)``: without cases all of them follow the one part; with cases,
        each case's reasons follow its rows, and a reason no row refers to goes with the last part.
        """
        parts = self.parts()
        numbers = [list(range(1, len(self.block.notes) + 1))] if not self.cases else []
        if self.cases:
            seen: set[int] = set()
            for _, block in parts:
                numbers.append(sorted({row.note for group in block.groups for row in group if row.note} - seen))
                seen.update(numbers[-1])
            numbers[-1] = sorted(numbers[-1] + [i for i in range(1, len(self.block.notes) + 1) if i not in seen])
        out = []
        for k, ((case, block), noted) in enumerate(zip(parts, numbers)):
            pieces = [*(opening if k == 0 else ()), case_lead(case) if case is not None else ""]
            out.append((" ".join(p for p in pieces if p), block, [(i, self.block.notes[i - 1]) for i in noted]))
        return out

    @property
    def declarations(self) -> list[str]:
        """Every "where" piece: the shared ones, then those of each case."""
        return [*self.where, *(item for case in self.cases for item in case.where)]

    @property
    def texts(self) -> list[str]:
        """The inline-math text around the rows: "where" pieces, lead-ins of the cases, reasons and closing."""
        leads = [piece for case in self.cases for piece in (case.label, case.text)]
        return [*self.declarations, *leads, *(note.text for note in self.block.notes), self.closing]


@dataclass
class ShownClaim:
    """A claim as a proposition: title, derivation (or why it cannot be shown), displays, verdict, evidence."""

    claim: Claim
    title: str
    proof: Derivation | None
    record: Record | None
    #: the claim's own relations, when the proof shown is an argument of :mod:`.arguments`
    checked: Derivation | None = None
    displays: list[ShownDisplay] = field(default_factory=list)
    figure: bool = False
    error: str = ""
    #: the scope the evidence table states, when the claim's own scope does not say it (its article's ``SCOPES``)
    scope: str = ""

    def evidence(self) -> EvidenceRow:
        """The claim's row of the evidence table."""
        own = self.checked or self.proof
        fixed = isinstance(self.claim.scope, Example) and own is not None and not own.free
        return evidence_row(self.claim, self.record, scope=self.scope, fixed=fixed)


@dataclass
class Article:
    """One article's document: introduction, claims in order, and the IDs its claims leave to other articles."""

    name: str
    introduction: str
    claims: list[ShownClaim]
    #: ``(proposition, title, article)`` of the propositions of another article that prove results of this one
    elsewhere: list[tuple[str, str, str]]
    #: displays of this article that show such an ID
    displays: list[ShownDisplay]

    @property
    def title(self) -> str:
        return section_title(self.name)


def section_title(name: str) -> str:
    """The title of article *name*'s section: ``Epsilon``, ``RMSNorm``."""
    return ARTICLE_TITLES.get(name, name.capitalize())


@dataclass(frozen=True)
class ShownLemma:
    """A lemma with its statement (inline-math text) and the d at which its exact check passed."""

    name: str
    statement: str
    checked_d: tuple[int, ...]
    failure: str = ""


def lemmas_shown() -> list[ShownLemma]:
    """Every lemma, checked now (the check is exact and takes a second or two)."""
    return [ShownLemma(r.lemma.name, r.lemma.statement, r.checked_d, r.failure) for r in verify_lemmas()]


def display_lines(block: Block, bindings: Sequence) -> list[str]:
    """One line per relation (a chain continues on its line), then the bindings.

    The bindings (``with z = ..., eps = 3``) follow a single short line, and
    stand on a line of their own otherwise.
    """
    lines = []
    for group in block.groups:
        parts = []
        for row in group:
            parts.extend(p for p in (row.lhs, row.op, row.rhs) if p)
        lines.append(" ".join(parts))
    if bindings and lines:
        named = r", \quad ".join(f"{latex(name)} = {latex(value)}" for name, value in bindings)
        clause = rf"\text{{with }} {named}"
        if len(lines) == 1 and width(lines[0]) + width(clause) <= WIDTH:
            lines[-1] = rf"{lines[-1]} \qquad {clause}"
        else:
            lines.append(clause)
    return lines


def shown_display(d: Display, claims: Sequence[Claim]) -> ShownDisplay:
    """Build and lay out display *d* (a missing source claim is reported, not raised)."""
    # the claim itself, else every claim that covers the ID (D7 shows J1, whose closed form and symmetry are E12
    # and whose kernel direction is E13)
    covering = next((c.id for c in claims if c.id == d.claim), None) or ", ".join(
        c.id for c in claims if d.claim in c.covers
    )
    try:
        block, bindings = d.block(claims)
    except DisplayUnavailable as exc:
        return ShownDisplay(d, [], str(exc), covering)
    return ShownDisplay(d, display_lines(block, bindings), proved_by=covering)


def _introductions(m, naming, shown=frozenset()) -> list[tuple[str, object, frozenset]]:
    """``(text, symbol, symbols it introduces)`` of every value and declaration, in the order they are stated.

    A value written with a declared object is stated after that object's declaration.  A decomposed vector
    whose parts no row of *shown* shows is declared as a plain vector.
    """
    declared = {symbol for symbol, _ in m.declarations}
    values, later = [], []
    for name, form in naming.bindings + m.bindings:
        uses = isinstance(form, sp.Basic) and form.atoms(sp.Symbol) & declared
        (later if uses else values).append((f"${latex(name)} = {latex(form, inline=True)}$", name, frozenset({name})))
    plain = getattr(m, "plain_declarations", {})
    declarations = []
    for symbol, text in m.declarations:
        if not text:  # introduced by the statement, declared only so that the rows may use it
            continue
        parts = frozenset(m.declared_parts.get(symbol, {symbol}))
        if symbol in plain and not (parts - {symbol}) & set(shown):
            text, parts = plain[symbol], frozenset({symbol})
        declarations.append((text, symbol, parts))
    return values + declarations + later


def _case_wheres(intro, shared: set, cases: list[set]) -> tuple[list[str], list[list[str]]]:
    r"""The "where" pieces of the rows before the cases and of each case.

    An object goes with the one case whose rows show it (its own symbol first, else one of its parts, as
    ``\bar{x}`` of a split ``x``); what the rows before the cases or of several cases show is stated first.
    """
    first: list[str] = []
    own: list[list[str]] = [[] for _ in cases]
    for text, symbol, parts in intro:
        if not parts & (shared.union(*cases)):
            continue
        owners = [k for k, shown in enumerate(cases) if symbol in shown] or [
            k for k, shown in enumerate(cases) if parts & shown
        ]
        if parts & shared or len(owners) != 1:
            first.append(text)
        else:
            own[owners[0]].append(text)
    return first, own


def derivation(build: Callable, scope, *, closing: str = "", cases: Sequence = (), given: Sequence[str] = (),
               statement: str = "") -> Derivation:
    """Evaluate ``build(m)`` in the presentation model of *scope*: its rows and its "where" clause.

    The clause names only what some row shows: a value of the example that no row uses, or an object the
    body declared for its checks alone (the direction of a certificate that is not shown), is left out.
    *cases* gives, per relation of ``build(m)``, ``(label, text)`` for a relation that starts a case, or
    ``None`` for one that continues the rows before it.
    """
    m = presentation_model(scope)
    relations = relations_in(build(m))
    naming = naming_of(m)
    block = block_of(relations, m, naming=naming)
    texts = [note.text for note in block.notes] + [closing, statement] + [piece for case in cases if case for piece in case]
    if any(_WRITES_J.search(text) for text in texts):
        # the statement or the reasons call the Jacobian J (or J_r): the rows do too, one name per proof (in a worked
        # example too: J is the Jacobian at its input z, whose value the "where" clause states)
        naming.jacobians = True
        block = block_of(relations, m, naming=naming)
    # an object a case's lead-in introduces itself (``c`` of ``z = c 1 with c = mu``) is not declared again
    intro = [piece for piece in _introductions(m, naming, block.symbols) if getattr(piece[1], "name", str(piece[1])) not in given]
    if not cases:
        return Derivation(block, [text for text, _, parts in intro if parts & block.symbols], closing, free=bool(m._names) or getattr(m, "_z", None) is not None)
    if len(cases) != len(relations):
        raise ValueError(f"{len(cases)} case lead-ins for {len(relations)} relations")
    shared: set = set()
    shown: list[set] = []
    starts: list[tuple[int, str, str]] = []
    for lead, (first, symbols) in zip(cases, block.spans):
        if lead is not None:
            starts.append((first, *lead))
            shown.append(set())
        (shown[-1] if shown else shared).update(symbols)
    where, own = _case_wheres(intro, shared, shown)
    return Derivation(block, where, closing, [Case(start, label, text, w) for (start, label, text), w in zip(starts, own)],
                      free=bool(m._names) or getattr(m, "_z", None) is not None)


def _module(c: Claim):
    """The module of *c*'s article (its titles and introduction), else that of its body."""
    if c.source == "builtin" and f"{__package__.rsplit('.', 1)[0]}.articles.{c.article}" in sys.modules:
        return sys.modules[f"{__package__.rsplit('.', 1)[0]}.articles.{c.article}"]
    return sys.modules.get(getattr(c.body, "__module__", ""))


def title_of(c: Claim) -> str:
    """The claim's title from its article module's ``TITLES``, else its body's name in words."""
    titles = getattr(_module(c), "TITLES", {})
    return titles.get(c.id) or c.title.replace("_", " ").capitalize()


def _shown_claim(c: Claim, record: Record | None, figure: bool) -> ShownClaim:
    argument: Argument | None = ARGUMENTS.get(c.id) if c.source == "builtin" else None
    shown = ShownClaim(c, title_of(c), None, record, figure=figure, scope=getattr(_module(c), "SCOPES", {}).get(c.id, ""))
    try:
        own = derivation(lambda m: relations_of(c, m), c.scope, closing=getattr(_module(c), "CLOSINGS", {}).get(c.id, ""),
                         statement=c.statement)
    except Exception as exc:  # noqa: BLE001 - a body the presentation model cannot show is reported in the document
        shown.error = f"{type(exc).__name__}: {exc}"
        return shown
    if argument is None:
        shown.proof = own
    else:
        shown.proof = derivation(
            argument.builder, argument.scope, closing=argument.closing, cases=argument.cases, given=argument.given,
            statement=c.statement,
        )
        shown.checked = own
    return shown


def verdict_line(c: Claim, record: Record | None) -> str:
    """One compact line (inline-math text): the outcome and what it holds for."""
    if record is None:
        return "not verified"
    scope = c.scope
    if isinstance(scope, AllD):
        where = rf"for every $d \geq {scope.min_d}$ (symbolic $d$)"
        if scope.nonconstant:
            where += r" and $q > 0$"
    elif isinstance(scope, Example):
        where = f"at $d = {scope.d}$"
    elif isinstance(scope, Dims):
        where = rf"for $d = {scope.lo}, \dots, {scope.hi}$"
    else:
        where = ""
    if record.outcome == "proved":
        return f"proved {where}".strip()
    if record.outcome == "vacuous":  # the line names the dimensions; the reason is in the appendix
        if not record.vacuous_dims and record.reason:
            return f"vacuous: {record.reason}"
        return vacuous_wording(record.vacuous_dims, math=True)
    return f"{record.outcome}: {record.reason}" if record.reason else record.outcome


def _elsewhere(name: str, claims: Sequence[Claim], shown: Sequence[ShownClaim] = ()) -> list[tuple[str, str, str]]:
    """``(proposition, its title, its article)`` for each claim of another article that covers a checklist ID of
    article *name* (the documents name the proposition, not the checklist ID, which is no label of theirs), and for
    each proposition of another article that the text of *shown* (the article's propositions) cites; in the order
    of the sections and of the IDs."""
    own = {x for c in claims if c.article == name for x in c.covers}
    by_id = {c.id: c for c in claims}
    out = [(c.id, title_of(c), c.article) for x in sorted({x for sc in shown for x in cited_ids(sc)})
           if (c := by_id.get(x)) is not None and c.article != name]
    for cid, article in ARTICLE_OF.items():
        if article != name or cid in own or cid not in CHECKLIST:
            continue
        for by in (c for c in claims if cid in c.covers and c.article != name):
            entry = (by.id, title_of(by), by.article)
            if entry not in out:
                out.append(entry)
    rank = {article: i for i, article in enumerate(SECTION_ORDER)}
    return sorted(set(out), key=lambda e: (rank.get(e[2], len(rank)), _reading_order(by_id[e[0]])))


def _reading_order(c: Claim) -> tuple:
    """IDs in numeric order, a suffixed case after its claim: E9, E10, E20, E20.d1, E21."""
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", c.id))


def cited_ids(sc: ShownClaim) -> set[str]:
    """The proposition IDs the text of *sc* cites: its statement, proof, reasons and closing (not its own IDs)."""
    texts = [sc.claim.statement]
    if sc.proof is not None:
        texts += sc.proof.texts
    cited = {x for text in texts for x in CITED_ID.findall(text)}
    cited |= {f"{letter}{n}" for text in texts for letter, lo, hi in CITED_RANGE.findall(text)
              for n in range(int(lo), int(hi) + 1)}
    return cited - {sc.claim.id, *sc.claim.covers}


def _cited_first(shown: list[ShownClaim]) -> list[ShownClaim]:
    """*shown* (in reading order) with each proposition after the ones of the list it cites, else in reading order."""
    by_id = {sc.claim.id: sc for sc in shown}
    for sc in shown:
        for x in sc.claim.covers:
            by_id.setdefault(x, sc)
    out: list[ShownClaim] = []
    placing: set[str] = set()

    def place(sc: ShownClaim) -> None:
        if sc in out or sc.claim.id in placing:  # placed, or a cycle: the reading order decides
            return
        placing.add(sc.claim.id)
        for x in sorted(cited_ids(sc), key=lambda x: shown.index(by_id[x]) if x in by_id else -1):
            if x in by_id:
                place(by_id[x])
        out.append(sc)
        for case in shown:  # a suffixed case (E20.d1) right after its proposition
            if case.claim.id.startswith(f"{sc.claim.id}."):
                place(case)

    for sc in shown:
        place(sc)
    return out


def section_order(names) -> list[str]:
    """*names* in the order of :data:`SECTION_ORDER`, any other after them in the order given."""
    rank = {name: i for i, name in enumerate(SECTION_ORDER)}
    return sorted(names, key=lambda name: rank.get(name, len(rank)))


def display_index(shown: Sequence[Article]) -> list[tuple[Display, str, str]]:
    """``(display, title of the section it stands in, the proposition that proves it)`` in the order of the IDs.

    A display of an ID proved in another section (D7 shows J1, which E12 covers) is attributed to the
    proposition that proves it.
    """
    out = []
    for a in shown:
        for sd in (*a.displays, *(d for sc in a.claims for d in sc.displays)):
            out.append((sd.display, a.title, sd.proved_by or sd.display.claim))
    order = list(DISPLAYS)

    def place(row) -> tuple:
        shown = label_of(row[0].id)  # D5 when the displays are numbered in the order they stand
        return (int(shown[1:]) if shown != row[0].id and shown[1:].isdigit() else len(order) + 1,
                order.index(row[0].id) if row[0].id in order else len(order))

    return sorted(out, key=place)


def articles(claims: Sequence[Claim], records: dict[str, Record]) -> list[Article]:
    """The documents: every article with claims or displays, as sections in :data:`SECTION_ORDER`, each
    proposition after those of its section that it cites."""
    names = [a for a in ARTICLES if any(c.article == a for c in claims) or any(d.article == a for d in DISPLAYS.values())]
    names = section_order(names) + sorted({c.article for c in claims} - set(names))
    out = []
    for name in names:
        own = sorted((c for c in claims if c.article == name), key=_reading_order)
        shown = _cited_first([_shown_claim(c, records.get(c.id), (name, c.id) == FIGURE_CLAIM) for c in own])
        loose = []
        for d in (d for d in DISPLAYS.values() if d.article == name):
            target = next((s for s in shown if s.claim.id == d.claim), None) or next(
                (s for s in shown if d.claim in s.claim.covers), None
            )
            sd = shown_display(d, claims)
            (target.displays if target is not None else loose).append(sd)
        introduction = next((getattr(_module(c), "INTRODUCTION", "") for c in own if _module(c) is not None), "")
        out.append(Article(name, introduction, shown, _elsewhere(name, claims, shown), loose))
    return out
