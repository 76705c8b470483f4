"""``symln derive``: regenerate ``proofs/`` in memory, then write it (atomically) or check it.

The tree is::

    README.md         index: documents, verdict counts, where each display stands
    <article>.md      one document per article (claims, derivations, displays, verdicts)
    verdicts.json     the verdicts with the keys of their sources (reused while unchanged)
    F1.tsv            the data of figure F1 (compared byte for byte)
    F1.svg            the picture, drawn by matplotlib when installed (compared by data digest)

Everything but the picture is a pure function of the sources and is compared
byte for byte.  The picture carries the SHA-256 of ``F1.tsv`` it was drawn
from; it is current when that digest matches, whatever matplotlib drew it.
``verdicts.json`` is current when its verdicts match, whatever the keys say:
a change to the engine that leaves every verdict as it was re-verifies (slow)
but does not make the tree stale.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..fileio import atomic_write_text
from ..prove.language.claims import Claim, builtin_claims
from . import figure
from .document import Article, articles, lemmas_shown
from .labels import numbered, numbering
from .markdown import DATA_FILE, FIGURE_FILE, GENERATED, article_markdown, index_markdown
from .verdicts import dump_store, load_store, verdicts_for

__all__ = ["Tree", "generate", "stale_files", "write_tree", "VERDICTS_FILE"]

VERDICTS_FILE = "verdicts.json"


@dataclass
class Tree:
    """The regenerated ``proofs/`` in memory."""

    files: dict[str, str]
    data_digest: str
    articles: list[Article]
    table: figure.Table
    store: dict
    verified: list[str] = field(default_factory=list)


def generate(
    out: Path, *, claims: list[Claim] | None = None, fresh: bool = False, log: Callable[[str], None] = lambda m: None
) -> Tree:
    """Regenerate the tree for directory *out* (whose ``verdicts.json`` is reused when current).

    The picture is not drawn here: :func:`write_tree` draws it when the one
    in *out* was drawn from other data.
    """
    out = Path(out)
    claims = builtin_claims() if claims is None else claims
    store, verified = verdicts_for(claims, load_store(out / VERDICTS_FILE), fresh=fresh, log=log)
    records = {r.id: r for entry in store.values() for r in entry["claims"]}
    shown = articles(claims, records)
    data = figure.table()
    data_text = data.text()
    lemmas = lemmas_shown()
    with numbered(numbering(shown)):
        files = {f"{a.name}.md": article_markdown(a, lemmas) for a in shown}
        files["README.md"] = index_markdown(shown, lemmas)
    files[VERDICTS_FILE] = dump_store(store)
    files[DATA_FILE] = data_text
    return Tree(files, figure.digest(data_text), shown, data, store, verified)


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (FileNotFoundError, UnicodeDecodeError):
        return None


def _same_verdicts(old_text: str | None, tree: Tree, out: Path) -> bool:
    if old_text is None:
        return False
    old = load_store(out / VERDICTS_FILE)
    return {a: e["claims"] for a, e in old.items()} == {a: e["claims"] for a, e in tree.store.items()}


def _leftovers(out: Path, tree: Tree) -> list[str]:
    """Generated Markdown files in *out* that the tree no longer has (an article that went away)."""
    if not out.is_dir():
        return []
    found = []
    for path in sorted(out.glob("*.md")):
        if path.name not in tree.files and (_read(path) or "").startswith(GENERATED):
            found.append(path.name)
    return found


def stale_files(out: Path, tree: Tree) -> list[str]:
    """The files of *out* that differ from *tree* (missing, changed, or left over), by name."""
    out = Path(out)
    stale = []
    for name, text in tree.files.items():
        current = _read(out / name)
        if name == VERDICTS_FILE:
            if current != text and not _same_verdicts(current, tree, out):
                stale.append(name)
        elif current != text:
            stale.append(name)
    picture = _read(out / FIGURE_FILE)
    if picture is None or figure.svg_digest(picture) != tree.data_digest:
        stale.append(FIGURE_FILE)
    stale.extend(f"{name} (no longer generated)" for name in _leftovers(out, tree))
    return stale


def write_tree(out: Path, tree: Tree, *, log: Callable[[str], None] = lambda m: None) -> list[str]:
    """Write the files of *tree* that changed, atomically; return the names written (or removed)."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in tree.files.items():
        if _read(out / name) != text:
            atomic_write_text(out / name, text)
            written.append(name)
    current = _read(out / FIGURE_FILE)
    if current is None or figure.svg_digest(current) != tree.data_digest:
        if figure.matplotlib_available():
            atomic_write_text(out / FIGURE_FILE, figure.svg(tree.table, tree.files[DATA_FILE]))
            written.append(FIGURE_FILE)
        else:
            log(
                f"skipped {out / FIGURE_FILE}: matplotlib is not installed (pip install 'symln[figures]'); "
                f"its data {out / DATA_FILE} is written"
            )
    for name in _leftovers(out, tree):
        (out / name).unlink()
        written.append(f"{name} (removed)")
    return written
