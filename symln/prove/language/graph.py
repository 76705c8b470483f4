r"""A claim's graph: what its body computes, recorded once, independently of any interpretation.

A claim body runs once, with a :class:`TraceModel` (:mod:`.trace`).  Every value it
handles is a :class:`Node` of one :class:`Graph`; every operation on a node (``+``,
``@``, ``m.sqrt``, a named definition such as ``core``) adds a node.  Python numbers
and SymPy constants enter as constants.  The interpreters (:mod:`.interpret`: general
d, concrete d, numbers, and the documents) read the graph, never the body, so every
interpretation judges the same statement.

A node has no value, so it refuses every question whose answer would depend on one,
as a JAX tracer does: truth value (``if x``), ``==`` and ``!=`` (build ``Equal``),
order comparisons (build ``LessEqual``), ``hash`` (a set or dict lookup), ``int``,
``float``, iteration and indexing, and conversion by SymPy (``sp.sqrt(x)``: use
``m.sqrt``).  Each refusal is a :class:`TracedValueError`; the verifier names the
line of the claim's file that asked.  A claim therefore cannot branch on a symbolic
value: there is nothing to branch on.

A function handed to an operation (``m.D(f, p, t)``, ``Limit(f, ...)``) is traced once
too, at a fresh parameter node: a :class:`Function` holds the parameter and the node
of its result.  The nodes built while it was traced that depend on the parameter are
evaluated anew at each argument; the others once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction

import sympy as sp

from ...errors import ClaimDefinitionError
from ..models.numbers import Dimension

__all__ = ["Graph", "Node", "Function", "TracedValueError", "TracedConversionError", "TracedAttributeError",
           "constant_values"]


class TracedValueError(ClaimDefinitionError, sp.SympifyError):
    """A question a traced value cannot answer (it stands for every value at once).

    A :class:`sympy.SympifyError` too, so that SymPy's binary operators hand the
    operation back to the node (``Rational(1, 2) * x`` is a node).
    """

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class NeedsNumericDimension(TracedValueError):
    """A question about the dimension d alone (``range(m.d)``, ``m.d == 7``): the body needs d as a
    number.  An all-d claim has none; a claim whose scope lists its dimensions is traced at each."""


class TracedConversionError(sp.SympifyError):
    """A traced value given to SymPy (``sp.sqrt(x)``).  Not recorded as a refusal: SymPy's binary
    operators try the conversion and, refused, hand the operation back to the node."""

    def __str__(self) -> str:
        return str(self.expr)


class TracedAttributeError(AttributeError):
    """An attribute a traced value does not have (``x.is_positive``, ``x.subs``).  Not recorded as a
    refusal: libraries probe attributes with ``hasattr`` (SymPy asks for ``_op_priority``)."""

_CONVERSION = (
    "a SymPy function, a SymPy set or a type test (isinstance) applied to a traced value: it stands for a number, "
    "a vector or a matrix of every interpretation at once; apply the model's operations (m.sqrt, abs(x), "
    "m.max_abs) and relations to it, SymPy's functions and sets to constants only (give Solutions a list of points)"
)

_BRANCH = ("a claim cannot branch on a symbolic value; state a relation (Equal, LessEqual, ...), "
           "or where the claim differs with a scope (Dims(lo, hi), Example(d)) or a hypothesis")


def _refuse(what: str, advice: str = _BRANCH, node: Node | None = None):
    if node is not None and node.graph.only_dimension(node):
        raise NeedsNumericDimension(
            f"{what} of the dimension d: an all-d claim has no numeric d; a claim that needs d as a number "
            "states its dimensions with a scope, Dims(lo, hi) or Example(d)"
        )
    raise TracedValueError(f"{what} of a traced value: {advice}")


class Node:
    """A value of a claim's graph: the result of ``op`` applied to ``args``.

    ``op`` is an arithmetic operator (``add``, ``mul``, ``pow``, ...), a model
    operation (``model``: ``args[0]`` names the method), a named definition
    (``definition``), a declaration, or ``item`` (a part of a structured result).
    """

    __slots__ = ("graph", "index", "op", "args", "kwargs", "params", "__weakref__")

    def __init__(self, graph: Graph, index: int, op: str, args: tuple, kwargs: dict, params: frozenset):
        object.__setattr__(self, "graph", graph)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "op", op)
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "kwargs", kwargs)
        #: the function parameters this node depends on (empty: evaluated once per interpretation)
        object.__setattr__(self, "params", params)

    def __setattr__(self, name, value):
        raise TracedAttributeError(f"setting {name!r} on a traced value: a node is immutable")

    def __repr__(self) -> str:
        """The node's name in a printed graph, ``%k``."""
        return f"%{self.index}"

    @property
    def __class__(self):
        # isinstance(x, int) asks for __class__ once the type itself does not match.  The answer (a node)
        # would be the trace's, not the interpretation's: the question is remembered, and the trace fails
        # unless SymPy asked it and handed the operation back to the node (Integer(2) * x asks it first).
        self.graph.unanswered.append((self.index, len(self.graph.nodes), _CONVERSION))
        return Node

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)  # protocol probes (copy, numpy, SymPy's _op_priority) find nothing
        raise TracedAttributeError(
            f"the attribute {name!r} of a traced value: a node has no SymPy attributes; use the model's "
            "operations (m.sqrt, m.dot, ...) and relations (Equal, LessEqual, Positive, ...)"
        )

    # -- arithmetic: each builds a node ---------------------------------------------------------
    def _binary(self, op: str, a, b):
        if b is self and (sp.Basic in type(a).__mro__ or Dimension in type(a).__mro__):
            self.graph.answered(self)  # SymPy (or the exact d) asked its questions and handed the operation back
        return self.graph.add(op, (a, b))

    def __pow__(self, other, modulo=None):
        if modulo is not None:
            _refuse("pow(x, e, modulo)", "a residue is not an operation of the model", node=self)
        return self._binary("pow", self, other)

    def __neg__(self):
        return self.graph.add("neg", (self,))

    def __pos__(self):
        return self

    def __abs__(self):
        return self.graph.add("abs", (self,))

    @property
    def T(self):
        """The transpose of a matrix."""
        return self.graph.add("transpose", (self,))

    def _sympy_(self):
        """Refuse a conversion, and remember it until the operation comes back to this node: SymPy's operators
        catch the refusal and hand the operation back (``Rational(1, 2) * x``), but some of its functions
        answer without the value instead (``sp.Gt(x, 2)`` is ``NotImplemented``), and the trace must not
        go on with that answer (:func:`.trace.trace_claim` reports it)."""
        self.graph.unanswered.append((self.index, len(self.graph.nodes), _CONVERSION))
        raise TracedConversionError(_CONVERSION)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _operators(op: str):
    def forward(self, other):
        return self._binary(op, self, other)

    def reflected(self, other):
        return self._binary(op, other, self)

    return forward, reflected


_NOT_A_NUMBER = "a traced value is not a number"
_NO_NUMERIC_D = (f"{_NOT_A_NUMBER}; an all-d claim has no numeric d (use Dims(lo, hi) or Example(d) where the claim "
                 "needs d as a number)")

#: the questions a value would have to answer, refused: the methods that ask, what they ask, the advice
_QUESTIONS = (
    ("__str__", "str()", "a traced value has no text of its own to compare; state a relation"),
    ("__format__", "formatting (an f-string)", "a traced value has no text of its own; state a relation"),
    ("__bool__", "the truth value (if, and, or, not, assert)", _BRANCH),
    ("__eq__", "`==`", _BRANCH),
    ("__ne__", "`!=`", _BRANCH),
    ("__lt__", "`<`", _BRANCH),
    ("__le__", "`<=`", _BRANCH),
    ("__gt__", "`>`", _BRANCH),
    ("__ge__", "`>=`", _BRANCH),
    ("__hash__", "the hash (a set or dict lookup such as `x in {7}`, or a SymPy function such as sp.sqrt applied to it)",
     _BRANCH + "; apply the model's operations (m.sqrt, abs(x)) to a traced value, SymPy's to constants only"),
    ("__int__", "int()", _NO_NUMERIC_D),
    ("__float__", "float()", f"{_NOT_A_NUMBER}; write exact constants with m.number(Rational(p, q))"),
    ("__complex__", "complex()", _NOT_A_NUMBER),
    ("__index__", "an integer index (range, list index, int)", _NO_NUMERIC_D),
    ("__round__", "round()", _NOT_A_NUMBER),
    ("__trunc__", "math.trunc()", _NOT_A_NUMBER),
    ("__floor__", "math.floor()", _NOT_A_NUMBER),
    ("__ceil__", "math.ceil()", _NOT_A_NUMBER),
    ("__mod__ __rmod__", "`%`", "a residue is not an operation of the model"),
    ("__floordiv__ __rfloordiv__", "`//`", "floor division is not an operation of the model"),
    ("__iter__", "iteration", "a vector has no coordinates at symbolic d; use m.coordinates(x) where d is a number"),
    ("__len__", "len()", "a vector has no length at symbolic d; use m.d"),
    ("__getitem__", "indexing", "use m.coordinates(x)[i] where d is a number"),
    ("__contains__", "`in`", _BRANCH),
    ("__array__", "conversion to a NumPy array", _NOT_A_NUMBER),
    ("__reduce__", "pickling", "a traced value belongs to one trace"),
)


def _refusal(what: str, advice: str):
    def refuse(self, *args, **kwargs):
        _refuse(what, advice, node=self)

    return refuse


for _names, _what, _advice in _QUESTIONS:
    for _name in _names.split():
        setattr(Node, _name, _refusal(_what, _advice))
del _names, _what, _advice, _name


# x + y and y + x, ...: each a node of its operation, the operands in the order written (x ** e is
# Node.__pow__, which refuses a modulus)
for _op in ("add", "sub", "mul", "truediv", "matmul", "pow"):
    _forward, _reflected = _operators(_op)
    if _op != "pow":
        setattr(Node, f"__{_op}__", _forward)
    setattr(Node, f"__r{_op}__", _reflected)
del _op, _forward, _reflected


@dataclass(frozen=True, eq=False)
class Function:
    """A function traced at a fresh parameter: ``result`` is its value at ``parameter``."""

    parameter: Node
    result: object
    name: str = "f"

    def uses_parameter(self) -> bool:
        """Whether the result depends on the parameter (a function that ignores it is a constant)."""
        return any(self.parameter.index in p for p in _params_of(self.result))


def _params_of(value) -> Iterator[frozenset]:
    for node in _nodes_in(value):
        yield node.params | ({node.index} if node.op == "parameter" else frozenset())


def _nodes_in(value) -> Iterator[Node]:
    """The nodes in *value* (a node, or a list, tuple or dict of them, nested)."""
    if isinstance(value, Node):
        yield value
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _nodes_in(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _nodes_in(v)
    elif isinstance(value, Function):
        yield value.parameter
        yield from _nodes_in(value.result)


#: declarations: the leaves of a graph (what a claim quantifies over)
DECLARATIONS = frozenset({"scalar", "vector", "generic_vector", "coordinate_vector", "scalar_loss", "z", "d", "one"})


@dataclass(eq=False)
class Graph:
    """The nodes of one trace, in the order the body built them (a topological order).

    ``d`` is the dimension the trace was made at: ``None`` for a symbolic d, or the
    number when the body needed it as a number.
    """

    claim_id: str = ""
    d: int | None = None
    nodes: list[Node] = field(default_factory=list)
    #: traced structured results (a Decomposition of nodes) -> the node standing for the whole
    structures: dict[int, tuple[object, Node]] = field(default_factory=dict)
    #: the parameters of the functions being traced now (a value computed from one is valid only inside)
    open_parameters: set[int] = field(default_factory=set)
    #: conversions of nodes refused and not handed back to the node: ``(node, graph size, message)``
    unanswered: list[tuple[int, int, str]] = field(default_factory=list)

    def answered(self, node: Node) -> None:
        """The conversions of *node* refused since the last node was added were handed back to it."""
        self.unanswered = [u for u in self.unanswered if u[:2] != (node.index, len(self.nodes))]

    def add(self, op: str, args: tuple = (), kwargs: dict | None = None, *, parameter: bool = False) -> Node:
        kwargs = kwargs or {}
        params: frozenset = frozenset()
        for value in (*args, *kwargs.values()):
            for node in _nodes_in(value):
                if node.graph is not self:
                    raise ClaimDefinitionError(
                        f"a value of another trace ({node.graph.claim_id or 'another claim'}) reached the trace of "
                        f"{self.claim_id or 'this claim'}: a claim may use only the values its own body builds"
                    )
            bound = {value.parameter.index} if type(value) is Function else set()  # bound inside the function
            for p in _params_of(value):
                params |= p - bound
        if params - self.open_parameters:
            raise_escaped()
        index = len(self.nodes)
        node = Node(self, index, op, tuple(args), dict(kwargs), frozenset({index}) if parameter else params)
        self.nodes.append(node)
        return node

    def structure(self, obj, node: Node) -> object:
        """Register *obj* (built of item nodes of *node*) as the traced form of *node*'s structured value."""
        self.structures[id(obj)] = (obj, node)
        return obj

    def node_of_structure(self, obj) -> Node | None:
        held = self.structures.get(id(obj))
        return held[1] if held is not None and held[0] is obj else None

    def walk(self, value, stop: Callable[[Node], bool] = lambda node: False) -> Iterator[Node]:
        """The nodes *value* is computed from, itself included, each once; not those below a node where *stop* holds."""
        seen: set[int] = set()
        stack = list(_nodes_in(value))
        while stack:
            node = stack.pop()
            if node.index in seen:
                continue
            seen.add(node.index)
            yield node
            if not stop(node):
                for arg in (*node.args, *node.kwargs.values()):
                    stack.extend(_nodes_in(arg))

    def leaves_of(self, value) -> set[int]:
        """The indices of the declarations *value* depends on."""
        return {node.index for node in self.walk(value) if node.op in DECLARATIONS}

    def only_dimension(self, node: Node) -> bool:
        """Whether *node* is computed from the dimension d alone (``m.d - 1``, ``2 * m.d``)."""
        leaves = self.leaves_of(node)
        return bool(leaves) and all(self.nodes[i].op == "d" for i in leaves)

    def depends_on(self, value, target: Node) -> bool:
        """Whether *value* is computed from the node *target* (built before every node computed from it)."""
        return any(node is target for node in self.walk(value, lambda node: node.index <= target.index))

    def constants(self) -> list:
        """Every constant in the graph (numbers and SymPy constants given as arguments)."""
        found = []
        for node in self.nodes:
            for arg in (*node.args, *node.kwargs.values()):
                found.extend(_constants_in(arg))
        return found

    def format(self) -> str:
        """The graph as lines ``%k = op(args)``, one per node, as the interpreters receive it."""
        return "\n".join(_line(node) for node in self.nodes)


def _constants_in(value) -> Iterator:
    if isinstance(value, (Node, Function, str, type(None), bool)) or callable(value):
        return
    if isinstance(value, (list, tuple)):
        for v in value:
            yield from _constants_in(v)
    elif isinstance(value, (int, float, Fraction, sp.Basic)):
        yield value


def constant_values(constants) -> tuple[Fraction, ...]:
    """The rational values among *constants*, each once (SymPy rationals, Python ints and fractions)."""
    found: set[Fraction] = set()
    for c in constants:
        if isinstance(c, bool):
            continue
        if isinstance(c, int):
            found.add(Fraction(c))
        elif isinstance(c, Fraction):
            found.add(c)
        elif isinstance(c, sp.Basic):
            for atom in c.atoms(sp.Rational) if c.free_symbols == set() else ():
                found.add(Fraction(int(atom.p), int(atom.q)))
    return tuple(sorted(found, key=lambda x: (abs(x.numerator) + x.denominator, x)))


def _show(value) -> str:
    if isinstance(value, Node):
        return repr(value)
    if isinstance(value, Function):
        return f"{value.name}({value.parameter!r}) -> {_show(value.result)}"
    if isinstance(value, (list, tuple)):
        inner = ", ".join(_show(v) for v in value)
        return f"[{inner}]" if isinstance(value, list) else f"({inner}{',' if len(value) == 1 else ''})"
    if callable(value):
        return getattr(value, "__name__", type(value).__name__)
    return str(value)


def _line(node: Node) -> str:
    args = list(node.args)
    head = node.op
    if node.op in ("model", "definition") and args:
        head = f"m.{args[0]}" if node.op == "model" else _show(args[0])
        args = args[1:]
    parts = [_show(a) for a in args] + [f"{k}={_show(v)}" for k, v in node.kwargs.items()]
    return f"{node!r} = {head}({', '.join(parts)})"


def callable_to_trace(value) -> bool:
    """Whether *value* is a function of the claim to trace (not a node, a constant or a class)."""
    return callable(value) and not isinstance(value, (Node, Function, type, sp.Basic))


def raise_escaped() -> None:
    raise ClaimDefinitionError(
        "a value computed from a function's argument is used outside that function (a function that keeps "
        "its argument, or returns one it was given before): a function must compute its value from its own argument"
    )


def traced_function(graph: Graph, f: Callable, name: str = "f") -> Function:
    """Trace the one-argument function *f* at a fresh parameter of *graph*."""
    parameter = graph.add("parameter", (name,), parameter=True)
    graph.open_parameters.add(parameter.index)
    try:
        result = f(parameter)
    finally:
        graph.open_parameters.discard(parameter.index)
    function = Function(parameter, result, name)
    if any(p - {parameter.index} - graph.open_parameters for p in _params_of(result)):
        raise_escaped()
    return function
