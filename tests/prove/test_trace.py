"""The claim language: a body traced once into a graph, whose nodes refuse every question a value
would have to answer; the interpretations read the graph, never the body."""

import subprocess
import sys
import textwrap

import pytest
import sympy as sp

from symln import AllD, Dims, Equal, Example, Limit, claim
from symln.errors import ClaimDefinitionError
from symln.model import core
from symln.prove.language.claims import load_claims
from symln.prove.language.graph import Graph, NeedsNumericDimension, TracedConversionError, TracedValueError
from symln.prove.language.trace import trace_claim
from symln.prove.run.verify import Outcome, verify_claim


def _verdict(body, scope=None, **options):
    return verify_claim(claim("T.trace", article="tests", statement="a claim of the tests", scope=scope or AllD(), **options)(body))


BRANCHING = '''\
from symln import AllD, Equal, claim


@claim("B.eq", article="t", statement="branches on a scalar")
def on_a_scalar(m):
    eps = m.scalar("eps", positive=True)
    if eps == 1:
        return Equal(eps, 2)
    return Equal(eps, eps)


@claim("B.set", article="t", statement="looks d up in a set")
def on_d_in_a_set(m):
    return Equal(m.d, 8 if m.d in {7} else m.d)


@claim("B.float", article="t", statement="converts a scalar")
def by_float(m):
    c = m.scalar("c")
    return Equal(c, c + float(c) * 0)
'''


def test_a_branch_on_a_symbolic_value_is_an_error_naming_the_line(tmp_path):
    path = tmp_path / "branching.py"
    path.write_text(BRANCHING)
    reasons = {c.id: verify_claim(c).reason for c in load_claims(path)}
    assert reasons == {
        "B.eq": "error: tracing: TracedValueError: `==` of a traced value: a claim cannot branch on a symbolic value; "
                "state a relation (Equal, LessEqual, ...), or where the claim differs with a scope (Dims(lo, hi), "
                f"Example(d)) or a hypothesis (at {path}:7)",
        "B.set": "error: tracing: NeedsNumericDimension: the hash (a set or dict lookup such as `x in {7}`, or a SymPy "
                 "function such as sp.sqrt applied to it) of the dimension d: an all-d claim has no numeric d; a claim "
                 f"that needs d as a number states its dimensions with a scope, Dims(lo, hi) or Example(d) (at {path}:14)",
        "B.float": "error: tracing: TracedValueError: float() of a traced value: a traced value is not a number; write "
                   f"exact constants with m.number(Rational(p, q)) (at {path}:20)",
    }


@pytest.mark.parametrize(
    "question, refused",
    [
        (lambda m, c: bool(c - 1), "the truth value"),
        (lambda m, c: c != 2, "`!=`"),
        (lambda m, c: c > 10**8, "`>`"),
        (lambda m, c: sp.S.Half == c, "`==`"),  # a number's own == hands the question to the node
        (lambda m, c: 2 * c in {26}, "the hash"),
        (lambda m, c: int(c), "int()"),
        (lambda m, c: range(m.d), "an integer index"),
        (lambda m, c: sp.sqrt(c), "the hash"),  # SymPy's cache hashes its arguments first
        (lambda m, c: sp.Abs(c), "the hash"),
        (lambda m, c: sp.exp(c), "the hash"),
        (lambda m, c: sp.Matrix([c]), "iteration"),
        (lambda m, c: sp.sympify(c), "a SymPy function, a SymPy set or a type test"),
        (lambda m, c: isinstance(c, sp.Symbol), "a type test"),
        (lambda m, c: sp.Gt(c, 2) is sp.true, "answered without it"),
        (lambda m, c: str(c) == "c", "str()"),
        (lambda m, c: list(m.z), "iteration"),
        (lambda m, c: m.z[0], "indexing"),
        (lambda m, c: c.is_positive, "the attribute 'is_positive'"),
    ],
)
def test_every_question_a_value_would_answer_is_refused(question, refused):
    def asks(m):
        c = m.scalar("c")
        question(m, c)
        return Equal(c, c)

    verdict = _verdict(asks)
    assert verdict.outcome is Outcome.ERROR and refused in verdict.reason, verdict.reason


def test_a_refusal_the_body_catches_is_still_its_error():
    def swallows(m):
        c = m.scalar("c")
        value = c
        try:
            value = c if c > 0 else -c
        except Exception:  # noqa: BLE001 - the mistake under test
            pass
        return Equal(value, c)

    verdict = _verdict(swallows)
    assert verdict.outcome is Outcome.ERROR and "`>` of a traced value" in verdict.reason


def test_sympy_operators_build_nodes_and_constants_stay_constants():
    graph = Graph("T")
    x = graph.add("scalar", ("x",))
    built = [sp.Rational(1, 2) * x, x + sp.pi, 2 ** x, x ** sp.Rational(-1, 2), -x, abs(x)]
    assert [n.op for n in built] == ["mul", "add", "pow", "pow", "neg", "abs"]
    assert built[0].args == (sp.Rational(1, 2), x) and built[2].args == (2, x)
    assert {type(e) for e in (TracedValueError("a"), NeedsNumericDimension("b"))} <= {TracedValueError, NeedsNumericDimension}
    with pytest.raises(TracedConversionError):
        sp.sympify(x)
    with pytest.raises(TracedValueError):
        hash(x)


def test_a_body_that_needs_d_as_a_number_is_traced_per_dimension_where_its_scope_lists_them():
    def branches(m):
        return Equal(m.total(m.one), 7 if m.d == 7 else m.d)

    assert _verdict(branches, Dims(2, 8)).outcome is Outcome.PROVED
    verdict = _verdict(branches)
    assert verdict.outcome is Outcome.ERROR and "an all-d claim has no numeric d" in verdict.reason


def test_the_body_runs_once_per_claim():
    calls = []

    def counted(m):
        calls.append(1)
        eps = m.scalar("eps", positive=True)
        return [Equal(m.total(core(m, m.z, eps)), 0), Limit(lambda e: m.total(core(m, m.z, e)), 0, 0, "e", side="+")]

    assert _verdict(counted).outcome is Outcome.PROVED
    assert len(calls) == 1


def test_no_sympy_class_attribute_is_replaced_while_a_body_runs():
    """Every subclass of sympy.Basic, walked from inside a body: its attributes are the ones it had before."""

    def subclasses(cls):
        found, stack = set(), [cls]
        while stack:
            for sub in stack.pop().__subclasses__():
                if sub not in found:
                    found.add(sub)
                    stack.append(sub)
        return found

    def attributes():
        return {(cls, name): id(value) for cls in subclasses(sp.Basic) | {sp.Basic} for name, value in vars(cls).items()}

    before = attributes()
    inside = []

    def walks(m):
        inside.append(attributes())
        eps = m.scalar("eps", positive=True)
        return Equal(m.total(core(m, m.z, eps)), 0)

    assert _verdict(walks).outcome is Outcome.PROVED
    changed = sorted(f"{cls.__name__}.{name}" for (cls, name), ident in inside[0].items() if before.get((cls, name), ident) != ident)
    assert inside and not changed


def test_nothing_in_the_engine_reads_frames():
    import pathlib

    import symln.prove

    sources = pathlib.Path(symln.prove.__file__).parent.rglob("*.py")
    readers = [p.name for p in sources if any(w in p.read_text() for w in ("_getframe", "currentframe", "f_back", "tb_frame"))]
    assert readers == []


def test_a_value_of_another_claims_trace_is_foreign():
    kept = []

    @claim("T.first", article="tests", statement="keeps a value")
    def first(m):
        kept.append(m.scalar("c"))
        return Equal(kept[0], kept[0])

    @claim("T.second", article="tests", statement="uses a kept value")
    def second(m):
        return Equal(kept[0] + 1, kept[0] + 1)

    assert verify_claim(first).outcome is Outcome.PROVED
    verdict = verify_claim(second)
    assert verdict.outcome is Outcome.ERROR and "another" in verdict.reason


def test_symln_trace_prints_the_graph_and_the_relations():
    done = subprocess.run([sys.executable, "-m", "symln", "trace", "E3"], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == [
        "# claim E3 (epsilon), traced at a symbolic d: 4 nodes, 1 relations",
        "%0 = scalar(eps, positive=True, nonnegative=False)",
        "%1 = z()",
        "%2 = core(%1, %0)",
        "%3 = mean(%2)",
        "relation 1: Chain(start=%3, label=mean of the core, steps=[= 0])",
    ]


# -- vacuity and existence --------------------------------------------------------------------------


def _orthogonal_body(exists=False):
    def body(m):
        eps = m.scalar("eps", positive=True)
        v = m.z - m.one * (m.total(m.z) / m.d)
        w = m.vector("w", orthogonal_to=[m.one, v], nonzero=True, exists=exists)
        return Equal(m.dot(core(m, m.z, eps), w), 0)

    return body


def test_a_universal_claim_empty_at_some_dimension_is_vacuous_there():
    verdict = _verdict(_orthogonal_body(), AllD(min_d=2, nonconstant=True))
    assert verdict.outcome is Outcome.VACUOUS and verdict.vacuous_dims == (2,)
    assert verdict.reason.startswith("vacuous at d = 2: no value meets the hypotheses there")


def test_declared_vacuous_dimensions_and_scopes_past_them_are_proved():
    assert _verdict(_orthogonal_body(), AllD(min_d=2, nonconstant=True), vacuous=(2,)).outcome is Outcome.PROVED
    assert _verdict(_orthogonal_body(), AllD(min_d=3, nonconstant=True)).outcome is Outcome.PROVED


def test_an_existential_declaration_without_a_witness_is_refuted():
    verdict = _verdict(_orthogonal_body(exists=True), AllD(min_d=2, nonconstant=True))
    assert verdict.outcome is Outcome.FAILED and "states that a vector w exists" in verdict.reason
    assert _verdict(_orthogonal_body(exists=True), AllD(min_d=3, nonconstant=True)).outcome is Outcome.PROVED


def test_a_claim_with_a_misdeclared_vacuous_dimension_is_refused():
    with pytest.raises(ClaimDefinitionError, match="vacuous must be a sequence of dimensions"):
        claim("T.bad", article="tests", statement="s", vacuous=2)(_orthogonal_body())


def test_a_worked_example_is_traced_at_its_dimension():
    @claim("T.ex", article="tests", statement="coordinates", scope=Example(3))
    def coordinates(m):
        first, second, third = m.coordinates(m.vec([1, 2, 3]))
        return Equal(first + second + third, 6)

    assert trace_claim(coordinates, 3).graph.d == 3
    assert verify_claim(coordinates).outcome is Outcome.PROVED


def test_a_claims_file_is_traced_in_a_subprocess_without_patching(tmp_path):
    """The pytest plugin and a library call leave SymPy as they found it (nothing to restore)."""
    path = tmp_path / "claims_plain.py"
    path.write_text(textwrap.dedent('''
        from symln import Equal, claim
        from symln.model import core

        @claim("P.one", article="t", statement="core sums to zero")
        def sums(m):
            eps = m.scalar("eps", positive=True)
            return Equal(m.total(core(m, m.z, eps)), 0)
    '''))
    code = ("import sympy as sp; from symln.prove.language.claims import load_claims; from symln.prove.run.verify import verify_claim;"
            f"before = dict(vars(sp.Symbol)); [verify_claim(c) for c in load_claims({str(path)!r})];"
            "assert dict(vars(sp.Symbol)) == before; print('same')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "same"
