r"""Interpreting a claim's graph in a model: general d, concrete d, numbers, or the documents.

:func:`interpret` evaluates the nodes of a :class:`.trace.Trace` in creation order
(a topological order) with the model's own operations, and returns the claim's
relations with model values in place of nodes.  A traced function becomes a Python
function that evaluates, at each argument, the nodes that depend on its parameter;
the others were evaluated once.  The body itself is never run here.

While an exact model interprets a graph, every partial operation the *claim* wrote
is recorded before SymPy can simplify it away (``b * x / b`` is ``x`` at once, and
the condition ``b != 0`` would be lost): each division and power node appends
``(base, exponent)`` to the list of :func:`building`, and each named definition the
obligations of its value.  The models record those of their own operations
(:func:`.definedness.note_operand`).  Nothing is patched: the graph *is* the claim
as written.
"""

from __future__ import annotations

import contextvars
import dataclasses
import operator
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import mpmath
import sympy as sp

from ...errors import ClaimDefinitionError
from ...model import Decomposition
from ..calculus.definedness import built_obligations, note, obligations_of, recording, UnsupportedOperation
from .graph import DECLARATIONS, Function, Graph, Node, _nodes_in
from .relations import Relation, Step
from .trace import Trace, _TracedObject

__all__ = ["interpret", "Interpreter", "building", "obligations_while", "IGNORED_ARGUMENT"]

IGNORED_ARGUMENT = (
    "D: the function ignores its argument but involves the point of the derivative, so the derivative is 0 "
    "whatever it computes; pass its argument on (lambda x: core(m, x, eps), not core(m, z0, eps))"
)

#: where the partial operations of interpreted claim code are recorded (None: nowhere)
_BUILT: contextvars.ContextVar[list | None] = contextvars.ContextVar("symln_built", default=None)


@contextmanager
def building() -> Iterator[list]:
    """Record ``(base, exponent)`` of every division and power a claim's graph performs meanwhile."""
    token = _BUILT.set([])
    try:
        yield _BUILT.get()
    finally:
        _BUILT.reset(token)


def _built(base, exponent) -> None:
    sink = _BUILT.get()
    if sink is not None and isinstance(base, sp.Basic) and base.free_symbols:
        sink.append((base, exponent))


def obligations_while(compute: Callable[[], object], own: set) -> list:
    """The obligations recorded while *compute* runs: the models' own and those of the claim's
    divisions and powers (:func:`built_obligations`, leaving out values of the models' machinery)."""
    with recording([]) as noted, building() as built:
        compute()
    return noted + built_obligations(built, own)


_ARITHMETIC: dict[str, Callable] = {op: getattr(operator, op) for op in ("add", "sub", "mul", "matmul", "neg", "abs")}


class _Scope:
    """The values of one evaluation: the top level, or one call of a traced function."""

    __slots__ = ("values", "parent", "bound")

    def __init__(self, values: dict, parent: _Scope | None = None, parameter: int | None = None):
        self.values = values
        self.parent = parent
        #: the function parameters whose values this scope and its parents hold
        self.bound = (parent.bound if parent else frozenset()) | ({parameter} if parameter is not None else frozenset())

    def get(self, node: Node):
        scope = self
        while scope is not None:
            if node.index in scope.values:
                return scope.values[node.index]
            scope = scope.parent
        raise ClaimDefinitionError(f"the value {node!r} is used outside the function that computes it")


class Interpreter:
    """Evaluates one graph in one model."""

    def __init__(self, trace: Trace, model):
        self.trace = trace
        self.graph: Graph = trace.graph
        self.model = model
        self.top = _Scope({})
        self._dependents: dict[int, list[Node]] = {}
        for node in self.graph.nodes:
            for p in node.params:
                self._dependents.setdefault(p, []).append(node)
        self._entries = getattr(model, "_entries", None)  # the exact models' scalars of a value
        #: a numeric model's top-level values at each other working precision (:meth:`_at_working_precision`)
        self._tops: dict[int, _Scope] | None = {mpmath.mp.prec: self.top} if getattr(model, "kind", "") == "numeric" else None

    def run(self) -> list[Relation]:
        """Evaluate every node that depends on no function parameter, then map the relations."""
        for node in self.graph.nodes:
            if not node.params:
                self.top.values[node.index] = self._evaluate(node, self.top)
        return [self.relation(r) for r in self.trace.relations]

    def evaluate_only(self, wanted: list[Node]) -> None:
        """Evaluate *wanted* and what it depends on (top-level nodes only), in graph order."""
        needed = {node.index for node in self.graph.walk(wanted, lambda node: bool(node.params)) if not node.params}
        for index in sorted(needed):
            if index not in self.top.values:
                self.top.values[index] = self._evaluate(self.graph.nodes[index], self.top)

    # -- values ----------------------------------------------------------------------------------
    def value(self, v, scope: _Scope | None = None):
        """The model value of *v*: a node, a traced function, a structure of nodes, or a constant."""
        scope = scope or self.top
        if isinstance(v, Node):
            if v.graph is not self.graph:
                raise ClaimDefinitionError("a value of another claim's trace reached this claim: a claim may use only "
                                           "the values its own body builds")
            return scope.get(v)
        if isinstance(v, Function):
            return self._function(v, scope)
        if isinstance(v, _TracedObject):
            return scope.get(v._node)
        node = self.graph.node_of_structure(v)
        if node is not None:
            return scope.get(node)
        if isinstance(v, list):
            return [self.value(x, scope) for x in v]
        if isinstance(v, tuple):
            return tuple(self.value(x, scope) for x in v)
        return v

    def _function(self, f: Function, scope: _Scope) -> Callable:
        dependents = self._dependents.get(f.parameter.index, [])

        def call(argument):
            inner = _Scope({f.parameter.index: argument}, self._at_working_precision(scope, f), f.parameter.index)
            for node in dependents:  # a node of a function nested in f waits for its own parameter
                if node.index != f.parameter.index and node.params <= inner.bound:
                    inner.values[node.index] = self._evaluate(node, inner)
            return self.value(f.result, inner)

        call.__name__ = f.name
        call.uses_argument = f.uses_parameter()  # type: ignore[attr-defined]
        return call

    def _at_working_precision(self, scope: _Scope, f: Function) -> _Scope:
        """*scope*, or for a numeric model called at another working precision (a limit's probe, a
        difference quotient), a top level whose values *f* reads are computed at that precision.

        A node that does not depend on f's argument is computed once, outside f; but its value is a
        number rounded at the precision of that moment.  ``sqrt(d - 1)/d * t - sqrt((d - 1) t^2/d^2 + 1)``
        cancels 2e digits at ``t = 10^e``: with ``sqrt(2)/3`` rounded at 50 digits it does not tend to 0.
        """
        if self._tops is None or scope is not self.top:
            return scope
        top = self._tops.setdefault(mpmath.mp.prec, _Scope({}))
        if top is scope:
            return scope
        needed = {node.index for node in self.graph.walk(f.result) if not node.params} - top.values.keys()
        for index in sorted(needed):  # graph order: arguments before the nodes computed from them
            node = self.graph.nodes[index]  # a declaration is the point itself: drawn once
            top.values[index] = self.top.values[index] if node.op in DECLARATIONS else self._evaluate(node, top)
        return top

    def relation(self, r: Relation) -> Relation:
        """*r* with model values in place of nodes (the same class: its own ``decide`` judges it)."""
        copy = object.__new__(type(r))
        for name in (f.name for f in dataclasses.fields(r)):
            value = getattr(r, name)
            if name == "steps":
                value = [Step(self.value(s.value), s.reason, s.op, s.lemmas, self.value(s.gap)) for s in value]
            else:
                value = self.value(value)
            object.__setattr__(copy, name, value)
        return copy

    # -- nodes -----------------------------------------------------------------------------------
    def _evaluate(self, node: Node, scope: _Scope):
        op, model = node.op, self.model
        args = [self.value(a, scope) for a in node.args]
        kwargs = {k: self.value(v, scope) for k, v in node.kwargs.items()} if node.kwargs else {}
        if op in _ARITHMETIC:
            return _ARITHMETIC[op](*args)
        if op == "truediv":
            _built(args[1], -1)
            return args[0] / args[1]
        if op == "pow":
            _built(args[0], args[1])
            return args[0] ** args[1]
        if op == "transpose":
            return args[0].T
        if op in ("d", "one", "z"):
            return getattr(model, op)
        if op in DECLARATIONS:  # a name and its hypotheses (exists=True is the vacuity pass's, not the model's)
            kwargs.pop("exists", None)
            return getattr(model, op)(*args, **kwargs)
        if op == "item":
            whole, k = args
            if isinstance(whole, Decomposition):
                return whole.vector if k == 0 else whole.remainder if k == 1 else whole.coefficients[k - 2]
            return whole[k]
        if op == "model":
            name, *rest = args
            if name in ("D", "jacobian"):
                self._refuse_ignored_argument(node)
            return getattr(model, name)(*rest, **kwargs)
        if op == "definition":
            fn, *rest = args
            apply = getattr(model, "apply_definition", None)
            value = apply(fn, *rest, **kwargs) if apply is not None else fn(model, *rest, **kwargs)
            self._note_value(value)
            return value
        if op == "call":
            return args[0](*args[1:])
        if op == "method":
            return getattr(args[0], args[1])(*args[2:])
        raise ClaimDefinitionError(f"unknown operation {op!r} in the graph")  # pragma: no cover - the tracer makes none

    def _note_value(self, value) -> None:
        """Record the obligations of a definition's value before the claim's code combines it."""
        if self._entries is None:
            return
        try:
            note(obligations_of(self._entries(value)), [])
        except (UnsupportedOperation, TypeError, AttributeError, ValueError):
            return  # a dual number inside a derivative (m.D reads f at its point itself), or judged where used

    def _refuse_ignored_argument(self, node: Node) -> None:
        """``m.D(f, p, t)`` with f ignoring its argument but involving the point p differentiates a constant."""
        f, at = node.args[1], node.args[2]
        if type(f) is not Function or f.uses_parameter():
            return
        involved = self.graph.leaves_of(f.result)
        if involved & self.graph.leaves_of(at) or any(self.graph.depends_on(f.result, p) for p in _nodes_in(at)):
            raise ClaimDefinitionError(IGNORED_ARGUMENT)


def interpret(trace: Trace, model) -> list[Relation]:
    """The relations of *trace* in *model* (every node evaluated with the model's operations)."""
    return Interpreter(trace, model).run()
