"""The command line: ``symln verify | recheck | list | trace | derive | latex | check-impl``.

Exit codes: 0 success; 1 some claim failed or errored (or a lemma check
failed; with ``verify --strict`` also: some claim is not proved); 2 bad usage
(unknown option or article, missing or broken ``--claims`` file); ``recheck``
exits 1 unless cvc5 agrees with every certificate; 130 when
interrupted by ``SIGINT`` (Ctrl-C), 143 by ``SIGTERM``.  Messages for bad usage
and interrupts are one line on stderr.

An interrupt stops the command at once and leaves nothing behind: the
verifier's worker processes are killed and reaped, and files are written
atomically (a reader sees the old file or the whole new one, and no temporary
file is left).  The first ``SIGINT`` or ``SIGTERM`` makes both ignored from
then on, so that a second Ctrl-C (or ``timeout -s INT``, which signals the
process and its group) cannot interrupt that cleanup.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from . import __version__
from .errors import ClaimLoadError, RunInterrupted
from .fileio import atomic_write_text
from .prove.language.claims import Claim, builtin_claims, load_claims
from .prove.run.report import Report, text_table, to_json, to_junit
from .prove.run.runner import default_jobs, run
from .prove.run.verify import Outcome, Settings
from .text import plain

__all__ = ["main"]

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
#: the signals that interrupt a command (exit status 128 + the signal's number)
INTERRUPTS = (signal.SIGINT, signal.SIGTERM)
#: Per-claim time limit in seconds: generous against the whole run's 10 s budget.
DEFAULT_TIMEOUT = 120.0
#: Per-file time limit of ``symln recheck`` in seconds.
RECHECK_TIMEOUT = 60.0


class UsageError(Exception):
    """Bad usage: reported in one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2 (argparse's default prints usage too)
        raise UsageError(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="symln", description="Machine-checked mathematics of layer normalization.")
    parser.add_argument("--version", action="version", version=f"symln {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    verify = sub.add_parser(
        "verify",
        help="verify the claims (exit 0 iff none failed or errored; with --strict iff all are proved)",
        description=(
            "Check the lemmas, then verify each claim. Exit status: 0 when no claim failed or errored, "
            "1 otherwise (with --strict also when a claim is vacuous, numeric-only or skipped), 2 for bad usage, "
            "130 or 143 when interrupted by SIGINT or SIGTERM."
        ),
    )
    verify.add_argument(
        "--claims",
        metavar="PATH",
        action="append",
        default=[],
        help="a claims file or directory (repeatable); without --article or --id only its claims are verified",
    )
    verify.add_argument("--article", metavar="NAME", action="append", default=[], help="only this article (repeatable)")
    verify.add_argument("--id", metavar="ID", action="append", default=[], dest="ids", help="only this claim (repeatable)")
    verify.add_argument("--json", metavar="PATH", help="write the JSON report to PATH ('-' for stdout)")
    verify.add_argument("--junit", metavar="PATH", help="write a JUnit XML report to PATH")
    verify.add_argument(
        "--strict",
        action="store_true",
        help="exit 1 also when a claim is not proved (vacuous, numeric-only or skipped): the option for CI",
    )
    verify.add_argument("--dps", type=int, default=50, help="working digits of the numeric checks (>= 30; default 50)")
    verify.add_argument(
        "--jobs", type=int, default=default_jobs(), help="parallel processes (default: the number of cores)"
    )
    verify.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT,
        metavar="SECONDS",
        help=f"time limit per claim (default {DEFAULT_TIMEOUT:g} s; 0 for none)",
    )
    verify.add_argument(
        "--certificates",
        metavar="DIR",
        help="write one SMT-LIB 2 file per exact decision of each proved claim to DIR (see symln recheck)",
    )

    recheck = sub.add_parser(
        "recheck",
        help="re-decide the certificates of a directory with cvc5 (exit 0 iff it agrees with every one)",
        description=(
            "Decide each .smt2 file of DIR (written by symln verify --certificates) with cvc5, a solver "
            "independent of Z3: agree (unsat), disagree (sat: the file and the model are printed) or undecided "
            "(unknown or out of time, with the reason). Exit status: 0 when every file agrees (with "
            "--allow-undecided: when none disagrees), 1 otherwise, 2 for bad usage."
        ),
    )
    recheck.add_argument("directory", metavar="DIR", help="the directory of the certificates")
    recheck.add_argument(
        "--jobs", type=int, default=default_jobs(), help="parallel processes (default: the number of cores)"
    )
    recheck.add_argument(
        "--timeout",
        type=float,
        default=RECHECK_TIMEOUT,
        metavar="SECONDS",
        help=f"time limit per file (default {RECHECK_TIMEOUT:g} s; 0 for none)",
    )
    recheck.add_argument(
        "--allow-undecided",
        action="store_true",
        help="exit 0 also when cvc5 leaves some files undecided, as long as it disagrees with none (they are listed)",
    )

    listing = sub.add_parser("list", help="list the claims")
    listing.add_argument(
        "--claims",
        metavar="PATH",
        action="append",
        default=[],
        help="a claims file or directory (repeatable); without --article only its claims are listed",
    )
    listing.add_argument(
        "--article", metavar="NAME", action="append", default=[], help="only this article (repeatable)"
    )

    trace = sub.add_parser(
        "trace",
        help="print a claim's traced graph: what the interpretations receive",
        description=(
            "Run the body of claim ID once with the tracing model and print its graph, one node a line "
            "(%k = operation(arguments)), then the relations it returned. A body that needs d as a number "
            "is traced at each dimension of its scope (--d picks one)."
        ),
    )
    trace.add_argument("claim_id", metavar="ID", help="the claim to trace")
    trace.add_argument("--claims", metavar="PATH", action="append", default=[], help="a claims file or directory (repeatable)")
    trace.add_argument("--d", type=int, metavar="D", help="trace at this dimension (default: a symbolic d where possible)")

    derive = sub.add_parser("derive", help="regenerate the documents of proofs/ (exit 1 with --check if stale)")
    derive.add_argument("--out", metavar="DIR", default="proofs", help="the documents' directory (default proofs)")
    derive.add_argument("--check", action="store_true", help="regenerate in memory, list stale files, write nothing")
    derive.add_argument("--fresh", action="store_true", help="verify every claim again instead of reusing DIR/verdicts.json")

    latex = sub.add_parser("latex", help="export the derivations as a LaTeX document, or print one display")
    latex.add_argument("--out", metavar="FILE.tex", help="write the standalone document to FILE.tex")
    latex.add_argument("--pdf", action="store_true", help="also run pdflatex (FILE.pdf beside FILE.tex)")
    latex.add_argument("--id", metavar="ID", dest="display", help="print the display ID (D1..D12) as LaTeX")
    latex.add_argument("--proofs", metavar="DIR", default="proofs", help="reuse the verdicts of DIR/verdicts.json")

    from .checkimpl import add_parser as add_check_impl  # imported late: check-impl loads numpy only when used

    add_check_impl(sub)
    return parser


def _select(args) -> tuple[list[Claim], list[Claim]]:
    """(selected claims, every known claim) after --claims / --article / --id.

    With ``--claims`` and neither ``--article`` nor ``--id``, the claims of the
    given files are selected (the built-in ones stay known, for ``uses``).
    """
    builtin = builtin_claims()
    loaded: list[Claim] = []
    for path in args.claims:
        try:
            loaded.extend(load_claims(path))
        except ClaimLoadError as exc:
            raise UsageError(str(exc)) from None
    known = builtin + loaded
    _refuse_duplicates(known)
    articles = sorted({c.article for c in known})
    for name in args.article:
        if name not in articles:
            raise UsageError(f"unknown article {name!r}; known: {', '.join(articles)}")
    ids = [c.id for c in known]
    if loaded and not args.article and not getattr(args, "ids", []):
        selected = loaded
    else:
        selected = [c for c in known if not args.article or c.article in args.article]
    for cid in getattr(args, "ids", []):
        if cid not in ids:
            raise UsageError(f"unknown claim id {cid!r}")
    if getattr(args, "ids", []):
        selected = [c for c in selected if c.id in args.ids]
    return selected, known


def _refuse_duplicates(known: list[Claim]) -> None:
    by_id: dict[str, list[Claim]] = {}
    for c in known:
        by_id.setdefault(c.id, []).append(c)
    for cid, same in sorted(by_id.items()):
        if len(same) < 2:
            continue
        sources = [c.source for c in same]
        if "builtin" in sources and any(c.body is same[0].body for c in same[1:]):
            where = next(src for src in sources if src != "builtin")
            raise UsageError(
                f"claim {cid} is built in, and {where} imports it, which defines it a second time; "
                f"to rely on it, declare uses=({cid!r},) in your claim instead of importing it"
            )
        raise UsageError(f"duplicate claim id {cid} (in {', '.join(dict.fromkeys(sources))})")


def _verify(args) -> int:
    try:
        settings = Settings(dps=args.dps, certificates=bool(args.certificates))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    if args.certificates is not None and (not args.certificates or Path(args.certificates).exists()
                                          and not Path(args.certificates).is_dir()):
        raise UsageError(f"--certificates: expected a directory, got {args.certificates!r}")
    if args.jobs < 1:
        raise UsageError(f"--jobs: expected a positive integer, got {args.jobs}")
    if args.timeout < 0:
        raise UsageError(f"--timeout: expected seconds >= 0, got {args.timeout:g}")
    selected, known = _select(args)
    start = time.perf_counter()
    lemma_results, verdicts = run(selected, settings, known=known, jobs=args.jobs, timeout=args.timeout or None, isolated=True)
    report = Report(verdicts, lemma_results, time.perf_counter() - start)
    table_stream = sys.stderr if args.json == "-" else sys.stdout
    table_stream.write(text_table(report))
    if args.json == "-":
        sys.stdout.write(to_json(report))
    elif args.json:
        atomic_write_text(args.json, to_json(report))
    if args.junit:
        atomic_write_text(args.junit, to_junit(report))
    if args.certificates:
        from .certificates.smtlib import write_certificates

        proved = [(v.claim.id, v.decisions) for v in verdicts if v.outcome is Outcome.PROVED]
        written = write_certificates(args.certificates, proved)
        table_stream.write(f"Certificates: {len(written)} SMT-LIB files for {len(proved)} proved claims in "
                           f"{args.certificates} (symln recheck {args.certificates})\n")
    if not report.ok:
        return EXIT_FAILED
    unproved = [v for v in verdicts if v.outcome is not Outcome.PROVED]
    if args.strict and unproved:
        listed = ", ".join(f"{v.claim.id} ({_unproved(v)})" for v in unproved)
        print(f"symln verify --strict: {len(unproved)} claim(s) not proved: {listed}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def _recheck(args) -> int:
    from .certificates.recheck import certificate_files, recheck_directory

    if args.jobs < 1:
        raise UsageError(f"--jobs: expected a positive integer, got {args.jobs}")
    if args.timeout < 0:
        raise UsageError(f"--timeout: expected seconds >= 0, got {args.timeout:g}")
    if not Path(args.directory).is_dir():
        raise UsageError(f"DIR: not a directory: {args.directory!r}")
    files = certificate_files(args.directory)
    if not files:
        raise UsageError(f"DIR: no certificates (.smt2 files) in {args.directory!r}")
    try:
        import cvc5  # noqa: F401 - only whether it is there
    except ImportError:
        raise UsageError('recheck needs cvc5: python -m pip install -c constraints.txt -e ".[certificates]"') from None
    start = time.perf_counter()
    results = recheck_directory(files, jobs=args.jobs, timeout=args.timeout)
    seconds = time.perf_counter() - start
    for r in results:
        name = Path(r.path).name
        print(f"{r.status:9} {name}  {r.seconds:.2f}s" + (f"  {r.reason}" if r.reason else ""))
        if r.status == "disagree":
            print("  model: " + (", ".join(f"{k} = {v}" for k, v in r.model) or "(no symbols)"))
            print("  " + Path(r.path).read_text().replace("\n", "\n  ").rstrip())
    agree = sum(r.status == "agree" for r in results)
    disagree = sum(r.status == "disagree" for r in results)
    print(f"Overall: {agree}/{len(results)} agree in {seconds:.1f} s ({disagree} disagree, "
          f"{len(results) - agree - disagree} undecided)")
    if disagree or (agree < len(results) and not args.allow_undecided):
        return EXIT_FAILED
    return EXIT_OK


def _unproved(v) -> str:
    """How --strict names a claim that is not proved: its outcome, and where a vacuous claim's hypotheses are empty."""
    if v.outcome is Outcome.VACUOUS and v.vacuous_dims:
        return f"vacuous at d = {', '.join(str(d) for d in v.vacuous_dims)}"
    return v.outcome.value


def _list(args) -> int:
    selected, _ = _select(args)
    for c in selected:
        covers = ",".join(c.covers)
        print(f"{c.id:10} {c.article:12} {c.scope.label:9} {covers:14} {plain(c.statement)}")
    print(f"{len(selected)} claims")
    return EXIT_OK


def _trace(args) -> int:
    from .prove.language.traces import ClaimTraces, describe_error  # imported on use, as the other commands'

    args.article, args.ids = [], [args.claim_id]
    selected, _ = _select(args)
    c = selected[0]
    if args.d is not None and args.d < 1:
        raise UsageError(f"--d: expected a positive integer, got {args.d}")
    try:
        traces = ClaimTraces(c)
        trace = traces.first() if args.d is None else traces.at_dimension(args.d)
    except Exception as exc:  # noqa: BLE001 - the claim's own failure, reported as verify reports it
        print(f"symln trace: {c.id}: {describe_error(c, exc)}", file=sys.stderr)
        return EXIT_FAILED
    where = "a symbolic d" if trace.graph.d is None else f"d = {trace.graph.d}"
    print(f"# claim {c.id} ({c.article}), traced at {where}: {len(trace.graph.nodes)} nodes, {len(trace.relations)} relations")
    print(trace.format())
    return EXIT_OK


def _render(args) -> int:
    from .render import commands  # imported on use: verify and list do not need it

    try:
        return commands.derive(args) if args.command == "derive" else commands.latex(args)
    except commands.RenderUsageError as exc:
        raise UsageError(str(exc)) from None


def _check_impl(args) -> int:
    from .checkimpl.command import OptionError, command
    from .checkimpl.targets import TargetError

    try:
        return command(args)
    except (TargetError, OptionError) as exc:
        raise UsageError(str(exc)) from None


@contextmanager
def _interrupts_raise(*, stay_ignored: bool) -> Iterator[None]:
    """Inside the block, ``SIGINT`` and ``SIGTERM`` raise :class:`RunInterrupted`, once.

    The first of them sets both to be ignored before raising, so that the
    cleanup on the way out (``finally`` blocks, killing the workers, removing
    temporary files) runs to its end.  On leaving the block the previous
    handlers are restored, unless an interrupt came and *stay_ignored* is set:
    a process about to exit keeps ignoring them, so that no late signal turns
    the exit status into a traceback.  Only the main thread can handle
    signals; elsewhere the block runs as it is.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(signum, frame):
        for s in INTERRUPTS:
            signal.signal(s, signal.SIG_IGN)
        raise RunInterrupted(signum)

    previous = {s: signal.getsignal(s) for s in INTERRUPTS}
    interrupted = False
    try:
        for s in INTERRUPTS:
            signal.signal(s, interrupt)
        yield
    except (RunInterrupted, KeyboardInterrupt):
        interrupted = True
        raise
    finally:
        for s, handler in previous.items():
            if interrupted and stay_ignored:
                signal.signal(s, signal.SIG_IGN)
            else:
                signal.signal(s, signal.SIG_DFL if handler is None else handler)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line *argv* (``sys.argv[1:]`` when None) and return its exit status.

    With ``argv=None``, the ``symln`` program, ``SIGINT`` and ``SIGTERM`` stay
    ignored after an interrupt until the process exits; called with a list, as
    a library, the previous handlers are restored.
    """
    try:
        with _interrupts_raise(stay_ignored=argv is None):
            args = _parser().parse_args(argv)
            if args.command == "verify":
                return _verify(args)
            if args.command == "recheck":
                return _recheck(args)
            if args.command in ("derive", "latex"):
                return _render(args)
            if args.command == "check-impl":
                return _check_impl(args)
            if args.command == "trace":
                return _trace(args)
            return _list(args)
    except UsageError as exc:
        print(f"symln: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except (RunInterrupted, KeyboardInterrupt) as exc:
        # KeyboardInterrupt: SIGINT where the handler above is not installed (outside the main thread)
        interrupt = exc if isinstance(exc, RunInterrupted) else RunInterrupted(signal.SIGINT)
        try:
            print(f"symln: {interrupt}", file=sys.stderr)
        except OSError:  # stderr is gone
            pass
        return interrupt.exit_status
    except BrokenPipeError:
        return EXIT_FAILED


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
