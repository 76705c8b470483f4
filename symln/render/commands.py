"""The ``derive`` and ``latex`` subcommands (their arguments are parsed in :mod:`symln.cli`).

Exit codes follow the CLI: 0 success; 1 stale documents (``derive --check``)
or a failed PDF build; bad usage raises :class:`RenderUsageError` (exit 2).
Progress and skipped work go to stderr; ``latex --id`` prints to stdout.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from ..errors import SymlnError
from ..fileio import atomic_write_text
from ..prove.language.claims import builtin_claims
from .derive import VERDICTS_FILE, generate, stale_files, write_tree
from .displays import DISPLAYS
from .document import articles, lemmas_shown
from .figure import table
from .latex import PdfError, build_pdf, display_snippet, document
from .verdicts import load_store, verdicts_for

__all__ = ["RenderUsageError", "derive", "latex"]


class RenderUsageError(SymlnError):
    """Bad usage of ``derive`` or ``latex`` (exit 2)."""


def _log(message: str) -> None:
    print(f"symln derive: {message}", file=sys.stderr)


def derive(args) -> int:
    """``symln derive [--out DIR] [--check] [--fresh]``."""
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise RenderUsageError(f"--out: {out} exists and is not a directory")
    start = time.perf_counter()
    tree = generate(out, fresh=args.fresh, log=_log)
    for article in tree.articles:
        for shown in article.claims:
            if shown.error:
                _log(f"warning: the derivation of {shown.claim.id} cannot be shown ({shown.error})")
        for sd in [d for c in article.claims for d in c.displays] + article.displays:
            if sd.error:
                _log(f"warning: {sd.error}")
    if args.check:
        stale = stale_files(out, tree)
        seconds = time.perf_counter() - start
        if stale:
            for name in stale:
                print(f"stale: {out / name}")
            print(f"symln derive --check: {len(stale)} stale file(s) in {out}; run `symln derive` to regenerate ({seconds:.1f} s)")
            return 1
        print(f"symln derive --check: {out} is current ({len(tree.files) + 1} files, {seconds:.1f} s)")
        return 0
    written = write_tree(out, tree, log=_log)
    seconds = time.perf_counter() - start
    for name in written:
        print(f"wrote {out / name}")
    print(f"symln derive: {out} is current ({len(written)} file(s) written, {seconds:.1f} s)")
    return 0


def latex(args) -> int:
    """``symln latex --out FILE.tex [--pdf]`` or ``symln latex --id D5``."""
    claims = builtin_claims()
    if args.display:
        if args.out or args.pdf:
            raise RenderUsageError("--id prints one display; it takes no --out or --pdf")
        d = DISPLAYS.get(args.display)
        if d is None:
            raise RenderUsageError(f"unknown display {args.display!r}; known: {', '.join(DISPLAYS)}")
        try:
            sys.stdout.write(display_snippet(d, claims))
        except SymlnError as exc:
            print(f"symln latex: {exc}", file=sys.stderr)
            return 1
        return 0
    if not args.out:
        raise RenderUsageError("latex: give --out FILE.tex (and --pdf), or --id DISPLAY")
    out = Path(args.out)
    if out.suffix != ".tex":
        raise RenderUsageError(f"--out: expected a .tex file name, got {out}")
    store, verified = verdicts_for(
        claims,
        load_store(Path(args.proofs) / VERDICTS_FILE),
        log=lambda m: print(f"symln latex: {m}", file=sys.stderr),
    )
    records = {r.id: r for entry in store.values() for r in entry["claims"]}
    atomic_write_text(out, document(articles(claims, records), table(), lemmas_shown()))
    print(f"wrote {out}")
    if args.pdf:
        try:
            pdf = build_pdf(out)
        except PdfError as exc:
            print(f"symln latex: error: {exc}", file=sys.stderr)
            return 1
        print(f"wrote {pdf}")
    return 0
