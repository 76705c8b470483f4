r"""Tracing a claim: its body run once, with a model whose values are nodes of a graph.

:class:`TraceModel` offers the operations of :class:`symln.model.Model`; each one
adds a node to the claim's :class:`.graph.Graph` and returns it.  Functions handed
to an operation or a relation (``m.D(f, p, t)``, ``Limit(f, ...)``) are traced at a
fresh parameter.  :func:`trace_claim` returns the :class:`Trace`: the graph and the
relations the body returned, made of its nodes.

The dimension is a node too, so an all-d claim is traced once for every
interpretation.  A body that needs d as a number (``range(m.d)``, ``m.coordinates``)
is traced once per dimension of its scope, where its scope lists them
(``Example(d)``, ``Dims(lo, hi)``).
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Sequence
from dataclasses import dataclass

from ...errors import ClaimDefinitionError, refusals
from ...model import Decomposition, Model
from ..models.numbers import Dimension
from .graph import (Function, Graph, NeedsNumericDimension, Node, TracedValueError, _constants_in, _nodes_in, callable_to_trace, raise_escaped,
                    traced_function)
from .relations import KNOWN, Chain, Relation

__all__ = ["TraceModel", "Trace", "NeedsNumericDimension", "trace_claim", "trace_relations"]


@dataclass
class Trace:
    """What a claim's body built: its graph and the relations it returned."""

    graph: Graph
    relations: list[Relation]

    def constants(self) -> list:
        """The constants the claim writes: those of its graph and of its relations (values, limit points, sets)."""
        found = self.graph.constants()
        for r in self.relations:  # texts (labels, the variable's name, the stated digits) are no constants
            for name, value in vars(r).items():
                found += _constants_in([(s.value, s.gap) for s in value] if name == "steps" else value)
        return found

    def format(self) -> str:
        """The graph and the relations, as ``symln trace`` prints them."""
        lines = [self.graph.format()]
        for k, r in enumerate(self.relations, start=1):
            lines.append(f"relation {k}: {describe_relation(r)}")
        return "\n".join(lines)


class TraceModel:
    """The model whose values are nodes: every operation is recorded, none evaluated.

    It has no ``kind``: a claim asserts the same in every interpretation, so it may not ask which one
    reads it (``m.kind`` is refused).
    """

    @property
    def kind(self):
        raise TracedValueError(
            "m.kind: a claim asserts the same in every interpretation, so it cannot ask which one reads it "
            "(the body is traced once and every interpretation reads the same graph)"
        )

    def __init__(self, graph: Graph):
        self.graph = graph
        self._leaves: dict[str, Node] = {}

    def _leaf(self, name: str) -> Node:
        """The node of ``m.d``, ``m.one`` or ``m.z``, made when the body first asks for it (a document
        names an example's input z only when the body never used the generic one)."""
        if name not in self._leaves:
            self._leaves[name] = self.graph.add(name)
        return self._leaves[name]

    @property
    def d(self):
        """The dimension: a node, or the number the claim is traced at."""
        return self._leaf("d") if self.graph.d is None else Dimension(self.graph.d)

    @property
    def one(self):
        return self._leaf("one")

    @property
    def z(self):
        return self._leaf("z")

    # -- recording ------------------------------------------------------------------------------
    def _op(self, name: str, *args, **kwargs) -> Node:
        args = tuple(self._traced(a) for a in args)
        kwargs = {k: self._traced(v) for k, v in kwargs.items()}
        return self.graph.add("model", (name, *args), kwargs)

    def _traced(self, value):
        """*value* as a graph argument: functions traced, structured values by their node, sequences itemwise."""
        if isinstance(value, Node):
            return value
        node = self.graph.node_of_structure(value)
        if node is not None:
            return node
        if isinstance(value, (list, tuple)):
            return type(value)(self._traced(v) for v in value)
        if callable_to_trace(value):
            return traced_function(self.graph, value, getattr(value, "__name__", "f"))
        return value

    def _items(self, node: Node, count: int) -> tuple[Node, ...]:
        return tuple(self.graph.add("item", (node, k)) for k in range(count))

    # -- declarations -------------------------------------------------------------------------
    _claim_name = Model._claim_name  # names are checked as the body declares them, at its line

    def scalar(self, name: str, *, positive: bool = False, nonnegative: bool = False):
        self._claim_name(name, "a scalar")
        return self.graph.add("scalar", (name,), {"positive": positive, "nonnegative": nonnegative})

    def vector(self, name: str, *, orthogonal_to: Sequence = (), nonzero: bool = False, nonzero_entries: bool = False,
               exists: bool = False):
        self._claim_name(name, "a vector")
        if isinstance(orthogonal_to, Node):
            orthogonal_to = [orthogonal_to]
        if not isinstance(orthogonal_to, (list, tuple)):
            raise ClaimDefinitionError(f"vector {name!r}: orthogonal_to must be a list of vectors, got {type(orthogonal_to).__name__}")
        return self.graph.add("vector", (name,), {"orthogonal_to": tuple(self._traced(v) for v in orthogonal_to),
                                                  "nonzero": nonzero, "nonzero_entries": nonzero_entries,
                                                  "exists": exists})

    def generic_vector(self, name: str, *, along: Sequence):
        self._claim_name(name, "a vector")
        along = tuple(self._traced(v) for v in along)
        node = self.graph.add("generic_vector", (name,), {"along": along})
        vector, remainder, *coefficients = self._items(node, len(along) + 2)
        return self.graph.structure(Decomposition(vector, tuple(coefficients), remainder), node)

    def coordinate_vector(self, name: str):
        self._claim_name(name, "a vector")
        return self.graph.add("coordinate_vector", (name,))

    def scalar_loss(self, name: str):
        return _TracedObject(self.graph.add("scalar_loss", (name,)))

    # -- operations: each one node (the others, _RECORDED, are added below the class) ---------
    def vec(self, entries: Sequence):
        if not isinstance(entries, (list, tuple)):
            raise ClaimDefinitionError(f"vec: expected a list of entries, got {type(entries).__name__}")
        return self._op("vec", list(entries))

    def coordinates(self, x) -> list:
        if self.graph.d is None:
            raise NeedsNumericDimension(
                "m.coordinates of a traced value at symbolic d: a vector has coordinates only where d is a number "
                "(a scope Example(d) or Dims(lo, hi))"
            )
        return list(self._items(self._op("coordinates", x), self.graph.d))

    def max_abs(self, gamma):
        return self._items(self._op("max_abs", gamma), 2)

    def apply_definition(self, fn, *args, **kwargs):
        """A named definition of symln's (``core(m, x, eps)``): one node.  A claim's own function marked
        ``@definition`` is claim code: traced through, as if it were not marked."""
        if not getattr(fn, "__module__", "").startswith("symln."):
            return fn(self, *args, **kwargs)
        return self.graph.add("definition", (fn, *(self._traced(a) for a in args)),
                              {k: self._traced(v) for k, v in kwargs.items()})

    def __getattr__(self, name: str):
        raise AttributeError(f"the model has no operation {name!r}")


#: the operations of :class:`symln.model.Model` a trace records as they are called: one node each
_RECORDED = ("reciprocal", "number", "total", "dot", "norm2", "sqrt", "D", "jacobian", "coordinate_slack", "eye",
             "outer", "diag", "trace", "weighted_norm2", "cauchy_schwarz")


def _recorded(name: str):
    signature = inspect.signature(getattr(Model, name))

    def operation(self, *args, **kwargs):
        bound = signature.bind(self, *args, **kwargs)  # a call the model would refuse fails here, at the claim's line
        return self._op(name, *bound.args[1:])

    operation.__name__ = operation.__qualname__ = name
    return operation


for _name in _RECORDED:
    setattr(TraceModel, _name, _recorded(_name))
del _name


class _TracedObject:
    """A declared object with operations (a scalar loss): its calls and methods are nodes."""

    def __init__(self, node: Node):
        self._node = node

    def __call__(self, *args):
        return self._node.graph.add("call", (self._node, *args))

    def gradient(self, y):
        return self._node.graph.add("method", (self._node, "gradient", y))


def trace_relations(graph: Graph, result, claim_id: str) -> list[Relation]:
    """The relations a body returned: read once (a plain list of them), their functions traced, each
    checked to be one of symln's own classes *after* every function ran, and copied, so that nothing the
    claim's code still holds can change what is judged."""
    if isinstance(result, Node):
        raise ClaimDefinitionError(f"claim {claim_id}: the body must return a relation or a list of relations, got a value")
    items = [result] if isinstance(result, Relation) else list(result) if isinstance(result, (list, tuple)) else None
    if not items or any(isinstance(r, Node) or not isinstance(r, Relation) for r in items):
        raise ClaimDefinitionError(
            f"claim {claim_id}: the body must return a relation or a non-empty list of relations, got {type(result).__name__}"
        )
    for r in items:
        for f in dataclasses.fields(r):
            value = getattr(r, f.name)
            if callable_to_trace(value):
                object.__setattr__(r, f.name, traced_function(graph, value, getattr(value, "__name__", "f")))
    foreign = sorted({type(r).__name__ for r in items if type(r) not in KNOWN})
    if foreign:
        known = ", ".join(k.__name__ for k in KNOWN)
        raise ClaimDefinitionError(f"claim {claim_id}: {', '.join(foreign)} is not a relation symln judges; use one of {known}")
    copies = []
    for r in items:
        copy = object.__new__(type(r))
        for f in dataclasses.fields(r):
            value = getattr(r, f.name)
            object.__setattr__(copy, f.name, list(value) if f.name == "steps" and type(value) in (list, tuple) else value)
        if isinstance(copy, Chain):
            copy.plain_steps()  # its steps as judged, checked now
        values = [getattr(copy, f.name) for f in dataclasses.fields(copy) if type(getattr(copy, f.name)) is not Function]
        values += [(s.value, s.gap) for s in getattr(copy, "steps", ())]
        if any(n.params for n in _nodes_in(values)):
            raise_escaped()
        copies.append(copy)
    return copies


def trace_claim(c, d: int | None = None) -> Trace:
    """Run the body of claim *c* once with a :class:`TraceModel` (at the number *d*, or a symbolic d).

    A refusal the body caught and went on from is the claim's error all the same
    (a claim must not depend on the answer to a question a value cannot answer).
    """
    graph = Graph(claim_id=c.id, d=d)
    with refusals() as refused:
        result = c.body(TraceModel(graph))
        relations = trace_relations(graph, result, c.id)
    if refused:
        raise refused[0]
    if graph.unanswered:
        raise TracedValueError(f"{graph.unanswered[0][2]} (a SymPy function was given the value %"
                               f"{graph.unanswered[0][0]} and answered without it)")
    return Trace(graph, relations)


def describe_relation(r: Relation) -> str:
    """One line: the relation's class and its fields, nodes by their names (``%k``)."""
    from .graph import _show

    parts = []
    for f in dataclasses.fields(r):
        value = getattr(r, f.name)
        if f.name == "steps":
            value = [f"{s.op} {_show(s.value)}" + (f" (gap {_show(s.gap)})" if s.gap is not None else "") for s in value]
            parts.append("steps=[" + ", ".join(value) + "]")
        elif isinstance(value, (Node, Function)) or not (value is None or isinstance(value, str) and not value):
            parts.append(f"{f.name}={_show(value)}")
    return f"{type(r).__name__}({', '.join(parts)})"

