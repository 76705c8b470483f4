r"""A sign decided by the structural rules, as one small query per rule application.

The structural rules (:mod:`symln.prove.decide.signs`) decide a sign bottom-up:
a symbol has the sign of its assumptions, a subexpression the sign a hypothesis
gives it, and a sum, product, power or ``|x|`` the sign its parts' signs imply.
As a single query, the negation of such a sign can be hard for a solver (a sum
of products of many inverses, in ten variables, defeats cvc5's cylindrical
coverings in a minute).  Each rule application alone is easy: with its parts
replaced by reals ``part1, part2, ...`` that have the parts' signs,

.. math::

    \text{part1} \geq 0,\ \text{part2} > 0,\ \text{part1}\,\text{part2}^{-3} < 0
    \quad\text{is unsat.}

:func:`structural_steps` replays the rules on a decision's expression (after the
same substitution ``d = low + k``, ``k >= 0``, for a lower bound of an integer
symbol) and returns one sign decision per sum, product, power, ``|x|`` and
irrational constant, children first.  Every step is unsat iff the rule was
applied soundly there; the steps together re-prove the decision, given only
that a value's sign depends on its parts' values alone.  A decision the
structural pass alone does not give (the rules' ``together``-and-expand
refinement) has no steps: it is certified as one query.
"""

from __future__ import annotations

import dataclasses

import sympy as sp

from ..prove.decide.hypotheses import NONE
from ..prove.decide.signs import Sign, _shift_lower_bounds, _structural_sign, implies
from .record import Decision

__all__ = ["structural_steps"]

#: the SymPy assumptions of a part with each sign
_ASSUMPTIONS = {Sign.POS: {"positive": True}, Sign.NONNEG: {"nonnegative": True}, Sign.NEG: {"negative": True},
                Sign.NONPOS: {"nonpositive": True}, Sign.NONZERO: {"nonzero": True, "real": True},
                Sign.UNKNOWN: {"real": True}}


def structural_steps(decision: Decision) -> list[Decision] | None:
    """The rule applications behind a ``structural`` sign *decision*, each as a decision of its own (children
    first, the last one the decision's expression), or None when the structural pass alone does not give
    its sign."""
    hyps = decision.hypotheses
    known = hyps.known or None
    expr = _shift_lower_bounds(decision.expr, hyps.lower_bounds) if hyps.lower_bounds else decision.expr
    if not implies(_structural_sign(expr, known), Sign(decision.sign)):
        return None
    signs: dict = {}
    steps: list[tuple] = []
    _replay(expr, known, signs, steps)
    shifted = "" if expr == decision.expr else (
        "; the integer symbols shifted by their lower bounds: "
        + ", ".join(f"{s} = {low} + k, k >= 0 an integer" for s, low in hyps.lower_bounds.items()))
    out = []
    for i, (node, sign, parts) in enumerate(steps, 1):
        # each part a real with the part's sign (0 itself when it is zero); a number stays as it is
        local = {p: sp.S.Zero if s is Sign.ZERO else sp.Symbol(f"part{j}", **_ASSUMPTIONS[s])
                 for j, (p, s) in enumerate(parts, 1)}
        described = "; ".join(f"part{j} = {p} ({s.value}, {_why(p, known)})" for j, (p, s) in enumerate(parts, 1))
        obligation = (f"{decision.obligation}: structural step {i} of {len(steps)}, {node} {sign.value} from "
                      f"{described or 'an interval enclosure'}{shifted}")
        out.append(dataclasses.replace(decision, expr=node.xreplace(local) if parts else node, sign=sign.value,
                                       hypotheses=NONE, route="structural step", obligation=obligation))
    return out


def _parts(e) -> tuple:
    """The subexpressions whose signs the rule for *e* reads (the argument of ``|x|``, whose sign it does not
    read, is a part without a sign: a real)."""
    if e.is_Add or e.is_Mul or isinstance(e, sp.Abs):
        return e.args
    if e.is_Pow:
        return (e.base,)
    return ()


def _replay(e, known, signs: dict, steps: list) -> Sign:
    """The sign the rules give *e*, appending a step for each rule application that gave a sign, below *e*
    and at it (parts first, each once)."""
    if e in signs:
        return signs[e]
    sign = signs[e] = _structural_sign(e, known)
    if (known and e in known) or e.is_Symbol or e.is_Rational or sign is Sign.UNKNOWN:
        return sign  # an assumption, a hypothesis, an exact number, or no sign: no rule to check
    if not e.free_symbols:
        steps.append((e, sign, ()))  # an irrational constant: its interval enclosure
        return sign
    if not isinstance(e, (sp.Add, sp.Mul, sp.Pow, sp.Abs)):
        raise ValueError(f"no structural rule gives {e} a sign")
    read = _parts(e) if not isinstance(e, sp.Abs) else ()
    parts = tuple((p, _replay(p, known, signs, steps)) for p in read if not p.is_Rational)
    if isinstance(e, sp.Abs):
        parts = tuple((p, Sign.UNKNOWN) for p in e.args)
    steps.append((e, sign, parts))
    return sign


def _why(part, known) -> str:
    if known and part in known:
        return "a hypothesis"
    if part.is_Symbol:
        return "its assumption"
    return "a number" if not part.free_symbols else "a step above"
