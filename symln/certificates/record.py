"""Recording the exact decisions a verdict rests on.

While a claim is verified with certificates asked for (:func:`decisions`), the
exact judge (:class:`symln.prove.models.judges.SymbolicJudge`) reports each
decision that answered *positively* through :func:`note_sign`,
:func:`note_identity` and :func:`note_solutions`: a sign proved, an entry proved
identically zero, a solution set proved complete.  Each becomes a
:class:`Decision`, plain picklable data (SymPy expressions, the
:class:`~symln.prove.decide.hypotheses.Hypotheses` in force, strings), tagged
with its provenance: the claim, the interpretation (``general d``,
``exact d=3``), the relation and the obligation.  Outside :func:`decisions`
every ``note_*`` is a no-op costing one context-variable read.

Negative and undecided answers are not recorded: a certificate states what was
proved.  Which decisions matter (those of claims that end proved) is decided by
the caller from the verdict.
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

__all__ = ["Decision", "decisions", "labelled", "note_sign", "note_identity", "note_sides", "note_solutions"]

#: the decisions of the claim being verified (None: nothing is recorded)
_SINK: contextvars.ContextVar[list | None] = contextvars.ContextVar("symln_decisions", default=None)
#: the provenance of what is decided now: claim, interpretation, relation
_WHERE: contextvars.ContextVar[dict] = contextvars.ContextVar("symln_decision_labels", default={})

#: the routes a decision can take
ROUTES = ("structural", "z3", "identity", "interval", "solveset")


@dataclass(frozen=True)
class Decision:
    """One exact decision that answered positively.

    ``kind`` is ``"sign"`` (``expr`` has ``sign`` at every admissible point of its domain),
    ``"identity"`` (``expr`` is zero there, or equals ``rhs`` when given; ``sign`` is ``"= 0"``) or ``"solutions"`` (every
    solution of ``expr = 0`` with ``variable`` in ``domain`` where ``defined`` holds is one
    of ``expected``).  ``hypotheses`` is the :class:`~symln.prove.decide.hypotheses.Hypotheses`
    in force; ``route`` how it was decided (:data:`ROUTES`).
    """

    kind: str
    expr: object
    sign: str
    hypotheses: object
    route: str
    obligation: str = ""
    claim: str = ""
    interpretation: str = ""
    relation: str = ""
    variable: object = None
    domain: object = None
    expected: tuple = ()
    defined: tuple = ()
    #: an identity stated as ``expr == rhs`` (the two sides as built, not subtracted)
    rhs: object = None

    def key(self) -> tuple:
        """What makes two decisions the same query (provenance apart)."""
        return (self.kind, self.expr, self.sign, self.hypotheses.key(), self.variable, self.domain,
                self.expected, tuple((e, s) for e, s in self.defined), self.rhs)


@contextmanager
def decisions(claim: str, enabled: bool = True) -> Iterator[list[Decision]]:
    """Record the positive exact decisions made meanwhile for *claim* (nothing when not *enabled*)."""
    sink: list[Decision] = []
    if not enabled:
        yield sink
        return
    token, where = _SINK.set(sink), _WHERE.set({"claim": claim})
    try:
        yield sink
    finally:
        _WHERE.reset(where)
        _SINK.reset(token)


@contextmanager
def labelled(**labels) -> Iterator[None]:
    """The provenance of the decisions made meanwhile (``interpretation=...``, ``relation=...``); with
    ``cross_check=True`` nothing is recorded (the concrete-d checks of an all-d claim cross-check its
    general-d proof: a proved verdict does not rest on them)."""
    if _SINK.get() is None:
        yield
        return
    token = _WHERE.set({**_WHERE.get(), **labels})
    try:
        yield
    finally:
        _WHERE.reset(token)


def _add(kind: str, expr, sign, hypotheses, route: str, obligation: str, **fields) -> None:
    sink = _SINK.get()
    if sink is None:
        return
    from ..prove.decide.hypotheses import NONE

    where = _WHERE.get()
    if where.get("cross_check"):  # a cross-check of a general-d proof can refute it, not prove it: not a basis
        return
    if callable(hypotheses):
        hypotheses = hypotheses()
    sink.append(Decision(kind, expr, getattr(sign, "value", sign), hypotheses if hypotheses is not None else NONE,
                         route, obligation, where.get("claim", ""), where.get("interpretation", ""),
                         where.get("relation", ""), **fields))


def note_sign(expr, sign, hypotheses, route: str, obligation: str = "") -> None:
    """*expr* was proved to have *sign* (a :class:`~symln.prove.decide.signs.Sign`) under *hypotheses*."""
    _add("sign", expr, sign, hypotheses, route, obligation)


def note_identity(exprs, verdicts, hypotheses: Callable | object, obligation: str = "identity",
                  route: str = "identity") -> None:
    """Each of *exprs* whose verdict is True was proved identically zero (*hypotheses* may be a
    callable, called only when something is recorded)."""
    if _SINK.get() is None or _WHERE.get().get("cross_check"):
        return
    proved = [e for e, v in zip(exprs, verdicts) if v is True and getattr(e, "free_symbols", None)]
    if not proved:
        return
    hyps = hypotheses() if callable(hypotheses) else hypotheses
    for e in proved:
        _add("identity", e, "= 0", hyps, route, obligation)


def note_solutions(expr, variable, domain, expected, hypotheses, defined, route: str, obligation: str = "") -> None:
    """Every solution of ``expr = 0`` for *variable* in *domain* (where *defined* holds) is in *expected*."""
    _add("solutions", expr, "= 0", hypotheses, route, obligation, variable=variable, domain=domain,
         expected=tuple(expected), defined=tuple((e, getattr(s, "value", s)) for e, s in defined))


def note_sides(lhs, rhs, entries: Callable, hypotheses: Callable) -> None:
    """``lhs == rhs`` was proved: record each pair of corresponding entries whose difference SymPy
    already folded to a constant (those :func:`note_identity` does not see), as ``l == r``.

    Entries correspond by position (a concrete vector or matrix), or by basis term (a general-d
    value's ``terms``: equal coefficients are sufficient for equal values).  *entries* gives a
    value's scalars; *hypotheses* is called only when something is recorded.
    """
    if _SINK.get() is None or _WHERE.get().get("cross_check"):
        return
    import sympy as sp

    left, right = getattr(lhs, "terms", None), getattr(rhs, "terms", None)
    if isinstance(left, dict) and isinstance(right, dict):
        keys = list(dict.fromkeys([*left, *right]))
        pairs = [(entries(left.get(k, sp.S.Zero))[0], entries(right.get(k, sp.S.Zero))[0]) for k in keys]
    elif left is None and right is None:
        a, b = entries(lhs), entries(rhs)
        if len(a) != len(b):
            return
        pairs = list(zip(a, b))
    else:
        return
    pairs = [(a, b) for a, b in pairs if not sp.S(a - b).free_symbols and (a, b) != (0, 0)]
    if not pairs:
        return
    hyps = hypotheses()
    for a, b in pairs:
        _add("identity", a, "= 0", hyps, "exact arithmetic", "the two sides' entries are equal", rhs=b)
