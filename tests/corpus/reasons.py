"""The reason class of a verdict: what a corpus claim reaches, beyond "not proved".

A corpus test asserting only that a false claim is not proved passes for the wrong reason once the claim stops
reaching what it was written for: a claim meant to be refuted that now errs while tracing, a refusal of ``==``
that became a refusal of ``hash``, a claim meant to be refused that is now merely left unproved.
``reasons.json`` holds each corpus claim's class; tests/prove/test_corpus.py asserts it.  A class is the
outcome and, for an error, its stage, exception type and the operation a refusal names:

=========================================  ==========================================================
class                                      example reason
=========================================  ==========================================================
``failed``                                 refuted exactly at general d: sign >= 0: fails at d = 2, ...
``numeric-only``                           numerically consistent, but not proved: exact d=2: ...
``error tracing: TracedValueError: ==``    error: tracing: TracedValueError: `==` of a traced value: ...
``error exact d: NotAvailableError: max_abs``  error: exact d=3: NotAvailableError: max_abs: the gain ...
``error: unknown lemma``                   error: claim SC.evid.ghost-cancel: unknown lemma(s) ... cited
=========================================  ==========================================================

Which exact route refuted a claim, or whether the numeric check did, is not part of the class: the decision
procedure runs under a time limit of wall-clock time, so on a loaded machine a refutation Z3 finds in time on a
quiet one falls to the numeric check.  After a deliberate change of verdicts,
``python -m pytest tests/prove/test_corpus.py --update-reasons`` rewrites the table from the verdicts of that
run; review its diff like any other.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

TABLE = Path(__file__).with_name("reasons.json")

#: Errors not raised by an interpretation, by the start of the reason (first match wins).
ERRORS = (
    ("unknown lemma", r"error: claim \S+: unknown lemma"),
    ("claim definition", r"error: claim \S+: "),
    ("numeric undecided", r"numeric check undecided"),
    ("died", r"error: the worker process .* died"),
    ("timed out", r"error: .*timed out"),
)

_STAGE = re.compile(r"error: (tracing|general d|exact d=\d+|numeric d=\d+[^:]*): (\w+): (.*)", re.S)
#: the operation a refusal names, at the start of its message
_OPERATION = re.compile(r"`([^`]+)`|(the hash)|(\w+\(\))|the attribute '(\w+)'|([\w.]+):")


def reason_class(outcome: str, reason: str) -> str:
    """The class of a verdict with *outcome* (its value, ``"failed"``) and *reason* (see the module docstring)."""
    if outcome != "error":
        return outcome
    m = _STAGE.match(reason)
    if m:
        stage = "numeric" if m[1].startswith("numeric") else re.sub(r"=\d+", "", m[1])  # exact d=3 -> exact d
        op = _OPERATION.match(m[3])
        return f"error {stage}: {m[2]}" + (f": {next(g for g in op.groups() if g)}" if op else "")
    return "error: " + next((name for name, pattern in ERRORS if re.match(pattern, reason, re.S)), "unclassified")


def load() -> dict[str, str]:
    """The committed table: claim id -> reason class."""
    return json.loads(TABLE.read_text()) if TABLE.exists() else {}


def write(table: dict[str, str]) -> None:
    """Write *table* (sorted by id) atomically."""
    text = json.dumps(dict(sorted(table.items())), indent=1) + "\n"
    fd, tmp = tempfile.mkstemp(dir=TABLE.parent, prefix=".reasons-")
    with os.fdopen(fd, "w") as out:
        out.write(text)
    os.replace(tmp, TABLE)
