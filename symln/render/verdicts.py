"""Verdicts for the documents: run the verifier, and reuse its answers while their sources are unchanged.

A verdict is a function of the claim's article module, the engine modules the
verifier imports, the articles of the claims it relies on (``uses``) and the
verifier settings.  :func:`article_key` hashes exactly those files (found by
following the ``import`` statements from :mod:`symln.prove.run.verify` and the article
module) into a key.  ``symln derive`` stores the verdicts with their keys in
``proofs/verdicts.json``; a later run reuses an article's verdicts when its key
is unchanged and verifies it again otherwise.  Timings and floating error
sizes are left out, so the stored text depends only on the sources.

The key ignores the versions of SymPy and mpmath (pinned in pyproject.toml):
after an upgrade, ``symln verify`` (which CI runs) or ``symln derive --fresh``
re-establishes the verdicts.
"""

from __future__ import annotations

import ast
import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from ..prove.language.claims import Claim
from ..prove.run.runner import default_jobs, run
from ..prove.run.verify import Settings, Verdict

__all__ = ["Record", "article_key", "source_files", "load_store", "dump_store", "verdicts_for"]

#: bump when the stored record changes shape
STORE_VERSION = 2
#: the time limit per claim of a re-verification (that of ``symln verify``)
TIMEOUT = 120.0
_PACKAGE = Path(__file__).resolve().parent.parent  # .../symln


@dataclass(frozen=True)
class Record:
    """The stored verdict of one claim (no timings, no floating error sizes)."""

    id: str
    article: str
    covers: tuple[str, ...]
    outcome: str
    scope: str
    detail: str
    lemmas: tuple[str, ...]
    numeric_dps: int
    numeric_points: int
    reason: str
    notes: tuple[str, ...]
    #: the dimensions at which no value meets the hypotheses (outcome "vacuous"); stored only when there are some
    vacuous_dims: tuple[int, ...] = ()
    #: how many exact side conditions (definedness, smoothness) were proved with the claim
    obligations: int = 0

    @classmethod
    def of(cls, v: Verdict) -> Record:
        return cls(
            id=v.claim.id,
            article=v.claim.article,
            covers=tuple(v.claim.covers),
            outcome=v.outcome.value,
            scope=v.scope,
            detail=v.symbolic.detail,
            lemmas=tuple(v.symbolic.lemmas),
            numeric_dps=v.numeric.dps,
            numeric_points=v.numeric.points,
            reason="" if v.outcome.value == "proved" else v.reason,
            notes=tuple(v.notes),
            vacuous_dims=tuple(v.vacuous_dims),
            obligations=len(v.symbolic.obligations),
        )

    @classmethod
    def from_json(cls, data: dict) -> Record:
        data = dict(data)
        for name in ("covers", "lemmas", "notes", "vacuous_dims"):
            if name in data:
                data[name] = tuple(data[name])
        return cls(**data)


# ---------------------------------------------------------------------------
# what a verdict depends on


def _module_file(name: str) -> Path | None:
    """The file of module *name* inside the symln package, if it is one."""
    if name != "symln" and not name.startswith("symln."):
        return None
    parts = name.split(".")[1:]
    base = _PACKAGE.joinpath(*parts)
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _module_name(path: Path) -> str:
    rel = path.relative_to(_PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> set[str]:
    """Modules (absolute names) imported by the file at *path*, including ``from . import x`` submodules."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def source_files(modules: Iterable[str]) -> list[Path]:
    """Every symln file the *modules* import, transitively, with the packages that contain them."""
    todo = [m for m in modules]
    seen: set[Path] = set()
    while todo:
        name = todo.pop()
        parts = name.split(".")
        for i in range(1, len(parts) + 1):  # a module's packages run their __init__ first
            path = _module_file(".".join(parts[:i]))
            if path is None or path in seen:
                continue
            seen.add(path)
            todo.extend(_imports(path))
    return sorted(seen)


def article_key(article: str, claims: Sequence[Claim], settings: Settings = Settings()) -> str:
    """The hash of everything the verdicts of *article*'s claims depend on."""
    by_id = {c.id: c for c in claims}
    articles = {article}
    pending = [c for c in claims if c.article == article]
    while pending:  # the articles of the claims used, transitively
        c = pending.pop()
        for uid in c.uses:
            used = by_id.get(uid)
            if used is not None and used.article not in articles:
                articles.add(used.article)
                pending.extend(x for x in claims if x.article == used.article)
    modules = ["symln.prove.run.verify"] + [f"symln.articles.{a}" for a in sorted(articles)]
    digest = hashlib.sha256(f"symln verdicts v{STORE_VERSION}\n{settings!r}\n".encode())
    for path in source_files(modules):
        digest.update(path.relative_to(_PACKAGE.parent).as_posix().encode() + b"\n")
        digest.update(path.read_bytes().replace(b"\r\n", b"\n"))
    return digest.hexdigest()


# ---------------------------------------------------------------------------
# the store


def load_store(path: Path) -> dict:
    """``{article: {"key": str, "claims": [Record, ...]}}`` from *path* ({} if absent or unreadable)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (FileNotFoundError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("version") != STORE_VERSION:
        return {}
    try:
        return {
            name: {"key": entry["key"], "claims": [Record.from_json(r) for r in entry["claims"]]}
            for name, entry in data["articles"].items()
        }
    except (KeyError, TypeError):
        return {}


def dump_store(store: dict) -> str:
    """The JSON text of a store: sorted, indented, one trailing newline."""
    document = {
        "version": STORE_VERSION,
        "about": "Verdicts of symln verify, written by symln derive and reused while their sources are unchanged.",
        "articles": {
            name: {"key": store[name]["key"], "claims": [_record_json(r) for r in store[name]["claims"]]}
            for name in sorted(store)
        },
    }
    return json.dumps(document, indent=1, ensure_ascii=False, sort_keys=False) + "\n"


def _record_json(r: Record) -> dict:
    """A record as stored: ``vacuous_dims`` only when there are some (the other records keep their shape)."""
    data = asdict(r)
    if not data["vacuous_dims"]:
        del data["vacuous_dims"]
    return data


def verdicts_for(
    claims: Sequence[Claim],
    store: dict,
    *,
    fresh: bool = False,
    settings: Settings = Settings(),
    log: Callable[[str], None] = lambda message: None,
) -> tuple[dict, list[str]]:
    """``(store, verified)``: the stored verdicts brought up to date, and the articles verified anew.

    An article is verified again when its key changed, its claims changed, or
    *fresh* is set; the others keep their stored records.
    """
    articles = sorted({c.article for c in claims})
    updated: dict = {}
    stale: list[str] = []
    why: list[str] = []
    for article in articles:
        key = article_key(article, claims, settings)
        ids = [c.id for c in claims if c.article == article]
        entry = store.get(article)
        if fresh:
            reason = "--fresh"
        elif entry is None:
            reason = "no stored verdicts"
        elif entry["key"] != key:
            reason = "its sources changed"
        elif [r.id for r in entry["claims"]] != ids:
            reason = "its claims changed"
        else:
            updated[article] = entry
            continue
        stale.append(article)
        why.append(f"{article}: {reason}")
    if stale:
        selected = [c for c in claims if c.article in stale]
        log(f"verifying {len(selected)} claims ({'; '.join(why)})")
        lemma_results, verdicts = run(selected, settings, known=claims, jobs=default_jobs(), timeout=TIMEOUT)
        for failed in (r for r in lemma_results if r.failure):
            log(f"warning: lemma {failed.lemma.name} failed its exact check: {failed.failure}")
        for article in stale:
            updated[article] = {
                "key": article_key(article, claims, settings),
                "claims": [Record.of(v) for v in verdicts if v.claim.article == article],
            }
    return updated, stale
