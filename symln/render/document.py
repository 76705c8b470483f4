"""What the documents contain, article by article, before any layout.

:func:`articles` evaluates every claim body in the presentation model (its
derivation :class:`~symln.render.blocks.Block`), attaches the displays of the
article to the claim that is or covers the display's claim ID, places the
figure, and joins the stored verdicts.  The Markdown and LaTeX writers only
lay this out, so both show the same mathematics.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..prove.claims import ARTICLES, Claim
from ..prove.verify import relations_of
from .blocks import Block, block_of
from .displays import DISPLAYS, Display, DisplayUnavailable, presentation_model
from .layout import WIDTH, width
from .printer import latex
from .verdicts import Record

__all__ = ["ShownDisplay", "ShownClaim", "Article", "articles", "shown_display", "display_lines", "FIGURE_CLAIM"]

#: the claim after which figure F1 stands
FIGURE_CLAIM = ("epsilon", "E21")


@dataclass
class ShownDisplay:
    """A display laid out as lines of LaTeX math (a chain on one line), with its bindings."""

    display: Display
    lines: list[str]
    error: str = ""
    #: the loaded claim that is or covers the display's claim ID
    proved_by: str = ""


@dataclass
class ShownClaim:
    """A claim with its derivation block (or why it could not be shown), displays and verdict."""

    claim: Claim
    block: Block | None
    record: Record | None
    displays: list[ShownDisplay] = field(default_factory=list)
    figure: bool = False
    error: str = ""


@dataclass
class Article:
    """One article's document: its claims in order, and displays not attached to a loaded claim."""

    name: str
    claims: list[ShownClaim]
    displays: list[ShownDisplay]

    @property
    def title(self) -> str:
        return self.name.capitalize()

    @property
    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for c in self.claims:
            outcome = c.record.outcome if c.record else "not verified"
            out[outcome] = out.get(outcome, 0) + 1
        return out


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
    covering = next((c.id for c in claims if c.id == d.claim), None) or next(
        (c.id for c in claims if d.claim in c.covers), ""
    )
    try:
        block, bindings = d.block(claims)
    except DisplayUnavailable as exc:
        return ShownDisplay(d, [], str(exc), covering)
    return ShownDisplay(d, display_lines(block, bindings), proved_by=covering)


def _derivation(c: Claim) -> tuple[Block | None, str]:
    m = presentation_model(c.scope)
    try:
        relations = relations_of(c, m)
        return block_of(relations, m, names=m.input_names()), ""
    except Exception as exc:  # noqa: BLE001 - a body the presentation model cannot show is reported in the document
        return None, f"{type(exc).__name__}: {exc}"


def articles(claims: Sequence[Claim], records: dict[str, Record]) -> list[Article]:
    """The documents: every article with claims or displays, in the order of :data:`ARTICLES`."""
    names = [a for a in ARTICLES if any(c.article == a for c in claims) or any(d.article == a for d in DISPLAYS.values())]
    names += sorted({c.article for c in claims} - set(names))
    out = []
    for name in names:
        own = [c for c in claims if c.article == name]
        shown = []
        for c in own:
            block, error = _derivation(c)
            shown.append(ShownClaim(c, block, records.get(c.id), error=error, figure=(name, c.id) == FIGURE_CLAIM))
        loose = []
        for d in (d for d in DISPLAYS.values() if d.article == name):
            target = next((s for s in shown if s.claim.id == d.claim), None) or next(
                (s for s in shown if d.claim in s.claim.covers), None
            )
            sd = shown_display(d, claims)
            (target.displays if target is not None else loose).append(sd)
        out.append(Article(name, shown, loose))
    return out
