"""The reason class of a verdict: what a corpus claim reaches, beyond "not proved".

A corpus test asserting only that a false claim is not proved passes for the wrong reason once the claim stops
reaching what it was written for: a claim meant to be refuted by a limit that now errs while tracing, a refusal
of ``==`` that became a refusal of ``hash``.  ``reasons.json`` holds each corpus claim's class;
tests/prove/test_corpus.py asserts it.  A class is coarse on purpose: the outcome, how it was reached (exactly
or numerically; the stage and exception type of an error, with the operation a refusal names), and the kind of
obligation that decided it, never the dimension, point or numbers, which change with harmless work on the
engine:

======================================  ===========================================================
class                                   example reason
======================================  ===========================================================
``failed exact: sign``                  refuted exactly at general d: sign >= 0: fails at d = 2, ...
``failed numeric: definedness``         refuted numerically with zero vectors: undefined at d=3, ...
``numeric-only: limit``                 numerically consistent, but not proved: exact d=2: limit of ...
``error tracing: TracedValueError: ==`` error: tracing: TracedValueError: `==` of a traced value: ...
``error: unknown lemma``                error: claim SC.evid.ghost-cancel: unknown lemma(s) ... cited
======================================  ===========================================================

After a deliberate change of verdicts, ``python -m pytest tests/prove/test_corpus.py --update-reasons``
rewrites the table from the verdicts of that run; review its diff like any other.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

TABLE = Path(__file__).with_name("reasons.json")

#: What decided a refutation or left a claim unproved, by the start of the reason's rest (first match wins).
MECHANISMS = (
    ("existence", r"the claim states that .* exists"),
    ("witness", r"not proved: the relation fails for some"),
    ("definedness", r"(undefined|definedness|[^:]*: definedness|.*undefined at)"),
    ("step", r"(step \d+|[^:]*: step \d+)"),
    ("undecided", r"exact test undecided"),
    ("identity", r"(exact difference|[^:]*: exact difference|gap identity|.*gap identity)"),
    ("kink", r"the derivative bound must hold at every input"),
    ("sign", r"(sign|derivative bound|[^:]*: gap [<>]=?|gap [<>]=?)"),
    ("limit", r"(limit of|[^:]*: limit of)"),
    ("solutions", r"(another solution|\S+ = .* does not solve|.* is not in |\S+ in \w+\()"),
    ("value", r"the exact value"),
    ("direction", r"direction: "),
    ("counterexample", r"(at d=\d+|with )"),
)

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
    if outcome in ("proved", "vacuous", "skipped"):
        return outcome
    if outcome == "failed":
        for how, prefix in (("exact", r"refuted exactly( at (general d|exact d=\d+))?:? *"),
                            ("numeric", r"refuted numerically *"), ("exact", r"refuted: *")):
            if re.match(prefix, reason):
                return f"failed {how}: {_mechanism(re.sub(prefix, '', reason, count=1))}"
        return "failed: unclassified"
    if outcome == "numeric-only":
        rest = re.sub(r"numerically consistent, but not proved: *((general d|exact d=\d+|numeric d=\d+[^:]*): *)?",
                      "", reason, count=1)
        return f"numeric-only: {_mechanism(rest)}"
    m = _STAGE.match(reason)
    if m:
        stage = "numeric" if m[1].startswith("numeric") else re.sub(r"=\d+", "", m[1])  # exact d=3 -> exact d
        op = _OPERATION.match(m[3])
        return f"error {stage}: {m[2]}" + (f": {next(g for g in op.groups() if g)}" if op else "")
    return "error: " + next((name for name, pattern in ERRORS if re.match(pattern, reason, re.S)), "unclassified")


def _mechanism(rest: str) -> str:
    return next((name for name, pattern in MECHANISMS if re.match(pattern, rest, re.S)), "unclassified")


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
