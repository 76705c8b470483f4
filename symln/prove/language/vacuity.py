r"""Vacuity and existence: at which dimensions a claim's hypotheses can be met.

A universal claim "for every nonzero w orthogonal to 1 and v, ..." holds at d = 2
for want of any such w: there it says nothing.  Model checkers report such a pass
as *vacuous* instead of as a pass; so does symln.  The hypotheses that can be empty
are those of a vector declared ``nonzero`` and ``orthogonal_to`` k vectors: its
complement has dimension at least d - k, so it has nonzero vectors at every d > k
(the lemma ``complement_nonzero``).  At each dimension d <= k of the claim's scope
the declarations are built in the exact concrete model, which projects free
coordinates onto the complement and finds it {0} exactly when it is
(:class:`.explicit.EmptyHypothesis`).

* A universal declaration (``m.vector(..., nonzero=True, orthogonal_to=...)``)
  empty at some d of the scope makes the claim ``vacuous`` there, unless the claim
  declares those dimensions (``claim(..., vacuous=(2,))``).
* An existential declaration (``exists=True``) states that such a vector exists:
  empty at some d, the claim is refuted there.  Elsewhere a witness is any vector of
  the complement outside the zero set of a nonzero polynomial, which exists: at
  d > k by the lemma, at d <= k because the projection of free coordinates is not
  identically zero (the concrete model's construction).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import mpmath
import sympy as sp
from dataclasses import dataclass

from .claims import AllD, Claim
from ..decide.decide import decide_sign
from ..decide.hypotheses import Hypotheses
from ..decide.signs import Sign
from ..models.concrete import ConcreteModel
from ..models.explicit import EmptyHypothesis
from .graph import Node
from .interpret import Interpreter
from ..models.numeric import NumericModel
from .trace import Trace

__all__ = ["Vacuity", "vacuity", "past_empty", "possibly_empty", "vacuous_wording"]

#: working digits of the degenerate points where a generically empty declaration may still be met
DEGENERATE_DPS = 30


def possibly_empty(trace: Trace) -> list[Node]:
    """The vector declarations of *trace* whose hypotheses can be empty (nonzero and orthogonal to some vectors)."""
    return [n for n in trace.graph.nodes
            if n.op == "vector" and n.kwargs.get("nonzero") and n.kwargs.get("orthogonal_to") and not n.params]


@dataclass
class Vacuity:
    """What the declarations of a claim admit: ``dims`` where a universal one is empty (not declared by
    the claim), ``missing`` naming an existential one empty at some d, ``unsettled`` naming one whose
    witness could not be constructed at some d ("" when none); ``empty``: every dimension found empty,
    declared by the claim or not."""

    dims: tuple[int, ...] = ()
    missing: str = ""
    unsettled: str = ""
    empty: tuple[int, ...] = ()


def vacuity(c: Claim, trace_at: Callable[[int | None], Trace]) -> Vacuity:
    """The declarations of *c* built at each dimension where one may be empty (module docstring).

    The complement is built for a generic input and generic vectors (the concrete model's free
    coordinates): where it is {0} generically it is {0} for almost every input, and where it is not,
    it is nowhere {0} (the rank of the vectors it is orthogonal to is largest generically).
    """
    empty: list[int] = []
    for d in _candidates(c, trace_at):
        trace = trace_at(d)
        declarations = possibly_empty(trace)
        existential = {n.args[0] for n in declarations if n.kwargs.get("exists")}
        model = ConcreteModel(d, nonconstant=c.scope.nonconstant)
        try:
            Interpreter(trace, model).evaluate_only(declarations)
        except EmptyHypothesis as exc:
            name = next((n for n in existential if f" {n} " in f" {exc} "), None)
            if name is not None:
                return Vacuity(_undeclared(c, empty), f"the claim states that a vector {name} exists, but {exc}",
                               empty=tuple(empty))
            if not _met_at_a_degenerate_point(c, trace, declarations, d) and not _met_somewhere(exc):
                empty.append(d)
        except Exception as exc:  # noqa: BLE001 - the judges report it; an existential stays unproved
            if existential:
                return Vacuity(_undeclared(c, empty), unsettled=f"no witness of {', '.join(sorted(existential))} was "
                               f"constructed at d = {d} ({type(exc).__name__}: {exc})", empty=tuple(empty))
    return Vacuity(_undeclared(c, empty), empty=tuple(empty))


def _met_at_a_degenerate_point(c: Claim, trace: Trace, declarations: list[Node], d: int) -> bool:
    """Whether the declarations, empty for a generic input, are met at a degenerate one: a constant or a zero
    input (its v is 0), vectors not declared nonzero at 0, or vectors along 1 or orthogonal to it.  Then the hypotheses are not empty at d, only
    thin, and the claim must be proved there like anywhere else."""
    points = [dict(zero_vectors=True, nonconstant=c.scope.nonconstant)]
    # vectors along 1 or orthogonal to it: w ⊥ 1 and ⊥ t is met at d = 2 where t is parallel to 1
    points += [dict(shape=shape, nonconstant=c.scope.nonconstant) for shape in ("ones-vectors", "centered-vectors")]
    if not c.scope.nonconstant:
        points += [dict(family="constant"), dict(shape="zero-input")]
    for point in points:
        try:
            with mpmath.workdps(DEGENERATE_DPS):  # the model made at these digits, as its numbers are
                Interpreter(trace, NumericModel(d, seed=d, **point)).evaluate_only(declarations)
        except Exception:  # noqa: BLE001 - empty there too (EmptyHypothesis), or not built: no evidence of a witness
            continue
        return True
    return False


def _met_somewhere(exc: EmptyHypothesis) -> bool:
    """Whether a nonzero vector orthogonal to the declaration's vectors may exist at some admissible point: not
    unless Z3 proves ``|w|^2 = 0`` for every w with ``<w, b> = 0`` for each such b, over every value of the
    model's free coordinates meeting the claim's hypotheses (the signs it knows, without those it took for a
    generic input).  The vectors become dependent on a thin set the sampled degenerate points may miss (an
    input whose centered part is along a coordinate vector, a declared vector along the input's)."""
    model, vectors = exc.model, exc.orthogonal_to
    if model is None:
        return True
    w = sp.symbols(f"w!1:{model.d + 1}", real=True)  # names no claim can write
    expand = model._expand_definitions
    facts = tuple((sp.Add(*[a * b for a, b in zip(w, expand(list(v.entries)))]), Sign.ZERO) for v in vectors)
    known = {e: s for e, s in model.known_signs.items() if e not in model.generic_assumptions}
    decision = decide_sign(sp.Add(*[a**2 for a in w]), Sign.ZERO, Hypotheses(known=known, facts=facts))
    return decision.verdict is not True


def _undeclared(c: Claim, empty: list[int]) -> tuple[int, ...]:
    return tuple(d for d in empty if d not in c.vacuous)


def past_empty(c: Claim, admitted: Vacuity) -> int:
    """The d from which an all-d claim's general-d proof must hold: past its first dimensions where a
    declaration is empty.  The claim says nothing there (its verdict is ``vacuous``, never ``proved``, unless
    the claim declares those dimensions), so the rest is judged past them (``d - 2 != 0`` for every d at which
    a nonzero w is orthogonal to 1 and a nonconstant z).  Only dimensions found empty count: a declaration is
    not evidence.  (The concrete cross-checks stay where they were: there the empty hypotheses are found
    again and pass.)"""
    scope, dims = c.scope, admitted.empty
    if not isinstance(scope, AllD) or not dims or dims != tuple(range(scope.min_d, max(dims) + 1)):
        return 1
    return max(dims) + 1


def _candidates(c: Claim, trace_at) -> list[int]:
    """The dimensions of the scope at which some declaration may be empty: d <= k for a declaration
    orthogonal to k vectors, read from the trace each dimension has."""
    scope = c.scope
    if isinstance(scope, AllD):
        declarations = possibly_empty(trace_at(None))
        k = max((len(n.kwargs["orthogonal_to"]) for n in declarations), default=0)
        return list(range(scope.min_d, k + 1))
    return [d for d in scope.concrete_dims()
            if any(len(n.kwargs["orthogonal_to"]) >= d for n in possibly_empty(trace_at(d)))]


def vacuous_wording(dims: Sequence[int], *, math: bool = False) -> str:
    """What a ``vacuous`` verdict says: "vacuous at d = 2, 3: no value meets the hypotheses there".

    *math* writes the dimensions as inline mathematics (``$d = 2$``) for the documents.
    """
    if not dims:
        return "vacuous: no value meets the hypotheses at some dimension of its scope"
    where = f"d = {', '.join(str(d) for d in dims)}"
    return f"vacuous at {f'${where}$' if math else where}: no value meets the hypotheses there"
