"""A recorded decision as an SMT-LIB 2 query, and a directory of them.

Each :class:`~symln.certificates.record.Decision` becomes one query whose
``unsat`` re-proves it: the symbols declared as reals with their SymPy
assumptions (``eps > 0``; an integer d as a real at least its lower bound, an
over-approximation: unsat over the reals is unsat over the integers), the
hypotheses in force (lower bounds, known signs, facts such as the
Cauchy-Schwarz instances of the general-d reduction), and the **negation** of
what was proved::

    ; claim: E12
    ; interpretation: general d
    ; relation: 1 of 1: Equal
    ; obligation: identity
    ; route: identity
    (set-logic QF_NRA)
    (declare-fun |s0!eps| () Real)
    ...
    (assert (not (= ... 0.0)))
    (check-sat)

The terms are those of the engine's SymPy-to-Z3 encoder
(:class:`symln.prove.decide.decide._Encoder`), printed by Z3's ``sexpr``:
powers by products, each inverse ``a`` with ``a * b = 1`` (so only points where
the expression is defined exist), each root ``r >= 0`` with ``r^q = b``, ``|x|``,
``Max``, ``Min`` and ``sign`` by their cases, a constant such as pi between the
ends of an interval enclosure, and any other function (``exp``, ``sin``) as a
free real.  The last two over-approximate: such a query may be satisfiable
although the decision is right; each is named in a comment (``; opaque:``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from pathlib import Path

import sympy as sp

from ..fileio import atomic_write_text
from ..prove.decide.decide import _Encoder, _holds
from ..prove.decide.signs import Sign, complement
from .record import Decision
from .steps import structural_steps

__all__ = ["to_smtlib", "queries", "write_certificates", "file_stem"]

#: the suffix of a certificate file
SUFFIX = ".smt2"


class _Printer(_Encoder):
    """The engine's encoder, also noting which constraints are the symbols' assumptions and which
    subterms it over-approximates."""

    def __init__(self):
        super().__init__()
        self.assumed: set[int] = set()
        self.opaque: list[str] = []

    def var(self, s):
        known = s in self.vars
        before = len(self.side)
        v = super().var(s)
        if not known:
            self.assumed.update(range(before, len(self.side)))
        return v

    def _term(self, e):
        t = super()._term(e)
        name = str(t) if self.z3.is_const(t) else ""
        if name.startswith("opaque!"):
            self.opaque.append(f"{name} stands for {_one_line(e)} (any real: an over-approximation)")
        elif name.startswith("const!"):
            self.opaque.append(f"{name} stands for {_one_line(e)} (a real in an interval enclosure of it)")
        return t


#: expressions with more nodes than this are not printed in a comment (SymPy's printer is slow on large ones)
_SHOWN_NODES = 400


def _one_line(e) -> str:
    if isinstance(e, sp.Basic):
        for count, _ in enumerate(sp.preorder_traversal(e)):
            if count >= _SHOWN_NODES:
                return f"(an expression of more than {_SHOWN_NODES} nodes: see the assertions)"
    text = " ".join(str(e).split())
    return text if len(text) <= 200 else text[:197] + "..."


def _plain(name: str) -> str:
    """*name* with every character outside ``[A-Za-z0-9_.!]`` replaced by ``_`` (still unique: the encoder's
    names start with a number of their own, ``s3!``)."""
    return re.sub(r"[^A-Za-z0-9_.!]", "_", name)


def _comment(text: str) -> str:
    return " ".join(str(text).split())


def _declarations(z3, formulas) -> list[str]:
    """``(declare-fun x () Real)`` for every uninterpreted constant of *formulas*, in order of appearance."""
    seen: dict[str, object] = {}
    stack, visited = list(reversed(formulas)), set()
    while stack:
        t = stack.pop()
        if t.get_id() in visited:
            continue
        visited.add(t.get_id())
        if z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            seen.setdefault(t.decl().name(), t)
        stack.extend(reversed(t.children()))
    return [f"(declare-fun {z3.Real(name).sexpr()} () Real)" for name in seen]


def _numerator(expr):
    """The numerator, not expanded, of *expr* after the engine's change of variables that removes square
    roots (:mod:`symln.prove.decide.radicals`), and the substitutions made; None unless that leaves a
    fraction of polynomials."""
    from ..prove.decide.exprs import nodes
    from ..prove.decide.radicals import eliminate_radicals

    eliminated = eliminate_radicals(expr)
    if eliminated.atoms(sp.Function) or any(not p.exp.is_Integer for p in nodes([eliminated], sp.Pow)):
        return None
    numerator, _ = sp.fraction(sp.together(eliminated))
    new = sorted(eliminated.free_symbols - expr.free_symbols, key=str)
    gone = sorted(expr.free_symbols - eliminated.free_symbols, key=str)
    return numerator, new, gone


def to_smtlib(decision: Decision) -> str:
    """The SMT-LIB 2 text of *decision*'s query: unsat iff the decision holds (up to the over-approximations
    the comments name)."""
    enc = _Printer()
    z3 = enc.z3
    route, notes = decision.route, []
    numerator = _numerator(decision.expr) if decision.kind == "identity" and decision.rhs is None else None
    if numerator is not None:
        # FLINT's question, asked of cvc5 with the numerator unexpanded: is it the zero polynomial?
        num, new, gone = numerator
        route += " (the numerator after the change of variables that removes square roots)"
        notes = [f"; change of variables: {', '.join(map(str, gone)) or 'none'} replaced by "
                 f"{', '.join(f'{r} > 0' for r in new) or 'nothing'} with each square root sqrt(B) = r; an identity holds "
                 "on the old domain iff it holds on the new one (radicals.py), and a fraction of polynomials is zero "
                 "iff its numerator is the zero polynomial"]
        goal = [enc.term(num) != 0]
        stated = f"{_one_line(decision.expr)} = 0"
    elif decision.kind == "solutions":
        t, xv = enc.term(decision.expr), enc.var(decision.variable)
        member = enc.domain(decision.domain, xv)
        if member is None:
            raise ValueError(f"the domain {decision.domain} is not a union of intervals and points")
        goal = [t == 0, member, *[xv != enc.term(e) for e in decision.expected],
                *[_holds(enc.term(e), Sign(s)) for e, s in decision.defined]]
        stated = (f"every solution of {_one_line(decision.expr)} = 0 with {decision.variable} in {decision.domain} "
                  f"is in {{{', '.join(map(str, decision.expected))}}}")
    elif decision.rhs is not None:
        goal = [enc.term(decision.expr) != enc.term(decision.rhs)]
        stated = f"{_one_line(decision.expr)} = {_one_line(decision.rhs)}"
    else:
        sign = Sign(decision.sign)
        goal = [_holds(enc.term(decision.expr), complement(sign))]
        stated = f"{_one_line(decision.expr)} {sign.value}"
    hypotheses = enc.hypotheses(decision.hypotheses) if numerator is None else []
    assumed = [c for i, c in enumerate(enc.side) if i in enc.assumed]
    auxiliary = [c for i, c in enumerate(enc.side) if i not in enc.assumed]
    # a symbol's name may hold characters SMT-LIB cannot quote (|, \): each variable gets a plain name
    renamed = [(v, z3.Real(_plain(str(v)))) for v in enc.vars.values() if _plain(str(v)) != str(v)]
    if renamed:
        assumed, auxiliary, hypotheses, goal = ([z3.substitute(f, *renamed) for f in fs]
                                                for fs in (assumed, auxiliary, hypotheses, goal))
    lines = [
        f"; claim: {_comment(decision.claim)}",
        f"; interpretation: {_comment(decision.interpretation)}",
        f"; relation: {_comment(decision.relation)}",
        f"; obligation: {_comment(decision.obligation)}",
        f"; route: {route}",
        f"; proved: {_comment(stated)}",
        "; unsat re-proves it: the symbols' assumptions, the hypotheses, and the negation of what was proved",
        *notes,
    ]
    integers = sorted(str(s) for s in enc.vars if s.is_integer)
    if integers:
        lines.append(f"; integer symbols decided as reals (unsat over the reals is unsat over the integers): "
                     f"{', '.join(integers)}")
    lines += [f"; opaque: {_comment(o)}" for o in dict.fromkeys(enc.opaque)]
    lines.append("(set-logic QF_NRA)")
    lines += _declarations(z3, [*assumed, *auxiliary, *hypotheses, *goal])
    given = ("the parts' signs (assumptions, hypotheses or steps of their own, as the obligation says)"
             if decision.route == "structural step" else "the symbols' assumptions")
    sections = ((given, assumed), ("definitions of the auxiliaries (inverses, roots, |x|, max, min)",
                auxiliary), ("the hypotheses in force", hypotheses), ("the negation of what was proved", goal))
    for title, formulas in sections:
        if formulas:
            lines.append(f"; {title}")
            lines += [f"(assert {f.sexpr()})" for f in formulas]
    lines.append("(check-sat)")
    return "\n".join(lines) + "\n"


def file_stem(claim_id: str) -> str:
    """A file-name-safe form of a claim ID (letters, digits, ``.``, ``-``, ``_``)."""
    return re.sub(r"[^A-Za-z0-9._-]", "_", claim_id) or "claim"


def unique(decisions: Iterable[Decision]) -> list[Decision]:
    """*decisions* without repeats of the same query (the first provenance is kept)."""
    kept: dict = {}
    for d in decisions:
        kept.setdefault(d.key(), d)
    return list(kept.values())


def queries(decision: Decision) -> list[Decision]:
    """The queries that certify *decision*: one per rule application for a sign the structural rules gave
    (:mod:`.steps`), else the decision itself."""
    if decision.route == "structural" and decision.kind == "sign":
        return structural_steps(decision) or [decision]
    return [decision]


def write_certificates(directory: str | Path, by_claim: Sequence[tuple[str, Sequence[Decision]]]) -> list[Path]:
    """One file per distinct query of each claim's decisions (:func:`queries`), ``DIR/<claim>.<nnn>.smt2``,
    written atomically.

    Certificate files already in *directory* that this call does not write are removed, so the
    directory holds exactly the certificates of this run.  Returns the paths written.
    """
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for claim_id, decisions in by_claim:
        for i, decision in enumerate(unique(q for d in decisions for q in queries(d)), 1):
            path = directory / f"{file_stem(claim_id)}.{i:03d}{SUFFIX}"
            atomic_write_text(path, to_smtlib(decision))
            written.append(path)
    keep = set(written)
    for stale in directory.glob(f"*{SUFFIX}"):
        if stale not in keep:
            stale.unlink()
    return written
