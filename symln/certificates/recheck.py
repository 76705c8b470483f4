"""Re-deciding certificates with cvc5, a solver developed independently of Z3.

Each ``.smt2`` file of a directory (:mod:`.smtlib`) is parsed by cvc5's own
SMT-LIB parser and decided under a time limit, in worker processes forked
from this one (the verifier's pool, :class:`symln.prove.run.runner._ForkPool`:
a worker stuck past its deadline is killed).  The answer for each file:

* ``agree``: unsat, the decision is re-proved;
* ``disagree``: sat, cvc5 found a point where what was proved fails (the model
  is reported, with the file);
* ``undecided``: unknown or out of time (with cvc5's reason).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["Recheck", "recheck_file", "recheck_directory", "certificate_files", "DEFAULT_TIMEOUT"]

#: seconds per file
DEFAULT_TIMEOUT = 60.0
#: cvc5's configurations for nonlinear real arithmetic, tried in turn, each with an equal share of the time:
#: cylindrical algebraic coverings alone (the complete procedure; quick on queries in a few variables, where
#: the linearization lemmas beside it can keep it from finishing in a minute), then with the light
#: incremental linearization lemmas (signs and monomial bounds), then with all of them and tangent planes
#: (which help on products of many factors)
CONFIGURATIONS = (
    ("coverings", {"nl-cov": "true", "nl-ext": "none"}),
    ("coverings and light linearization", {"nl-cov": "true", "nl-ext": "light"}),
    ("coverings and full linearization", {"nl-cov": "true", "nl-ext": "full", "nl-ext-tplanes": "true"}),
)


@dataclass(frozen=True)
class Recheck:
    """What cvc5 answered for one file: ``agree``, ``disagree`` or ``undecided``."""

    path: str
    status: str
    seconds: float
    reason: str = ""
    model: tuple[tuple[str, str], ...] = field(default_factory=tuple)


def certificate_files(directory: str | Path) -> list[Path]:
    """The ``.smt2`` files of *directory*, sorted by name."""
    return sorted(Path(directory).glob("*.smt2"))


def recheck_file(path: str | Path, timeout: float = DEFAULT_TIMEOUT) -> Recheck:
    """Decide one certificate with cvc5 (the file's own ``check-sat``, under *timeout* seconds in all): each
    of :data:`CONFIGURATIONS` in turn until one answers sat or unsat."""
    start, reasons = time.perf_counter(), []
    for name, options in CONFIGURATIONS:
        answer = _decide(Path(path), options, timeout / len(CONFIGURATIONS) if timeout else 0)
        if answer.status != "undecided":
            return dataclasses.replace(answer, seconds=time.perf_counter() - start)
        reasons.append(f"{name}: {answer.reason}")
    return Recheck(str(path), "undecided", time.perf_counter() - start, "; ".join(reasons))


def _decide(path: Path, options: dict, timeout: float) -> Recheck:
    """One cvc5 run with *options* over the file's commands (*timeout* seconds; 0: none)."""
    import cvc5

    start = time.perf_counter()
    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    for option, value in {"produce-models": "true", **options}.items():
        solver.setOption(option, value)
    if timeout:
        solver.setOption("tlimit-per", str(max(1, int(timeout * 1000))))
    symbols = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, symbols)
    result = None
    try:
        parser.setFileInput(cvc5.InputLanguage.SMT_LIB_2_6, str(path))
        while True:
            command = parser.nextCommand()
            if command.isNull():
                break
            if str(command).startswith("(check-sat"):
                if result is not None:
                    return Recheck(str(path), "undecided", time.perf_counter() - start, "more than one (check-sat)")
                result = solver.checkSat()
            else:
                command.invoke(solver, symbols)
    except RuntimeError as exc:  # cvc5's parse and API errors
        return Recheck(str(path), "undecided", time.perf_counter() - start, f"cvc5 could not read it: {exc}")
    seconds = time.perf_counter() - start
    if result is None:
        return Recheck(str(path), "undecided", seconds, "no (check-sat) in the file")
    if result.isUnsat():
        return Recheck(str(path), "agree", seconds)
    if result.isSat():
        model = tuple((str(t), str(solver.getValue(t))) for t in symbols.getDeclaredTerms())
        return Recheck(str(path), "disagree", seconds, "sat: a point where what was proved fails", model)
    return Recheck(str(path), "undecided", seconds, f"unknown ({result.getUnknownExplanation()})")


def recheck_directory(files: Sequence[Path], *, jobs: int = 1, timeout: float = DEFAULT_TIMEOUT) -> list[Recheck]:
    """:func:`recheck_file` for each of *files*, in *jobs* worker processes; a worker that has not
    answered shortly after *timeout* is killed and its file is undecided."""
    from ..prove.run.runner import _ForkPool

    def work(task: int) -> Recheck:
        return recheck_file(files[task], timeout)

    with _ForkPool(work, max(1, min(jobs, len(files))), timeout or None) as pool:
        answers = pool.run_all(range(len(files)))
    out = []
    for task, path in enumerate(files):
        answer = answers[task]
        if not isinstance(answer, Recheck):  # the pool's record of a task without a result
            answer = Recheck(str(path), "undecided", getattr(answer, "seconds", 0.0),
                             str(getattr(answer, "what", answer)).replace("claim", "file"))
        out.append(answer)
    return out
