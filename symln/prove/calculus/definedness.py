r"""Definedness obligations: where a value is defined, and where it is smooth.

A relation between values is meaningful only where both sides are defined.
Every partial operation of a SymPy scalar contributes an **obligation**, a
condition on its argument (PVS calls them type-correctness conditions):

========================  ==================================  =========
operation                 obligation                           sign
========================  ==================================  =========
``b**n``, n < 0 integer   the base is nonzero                  ``!= 0``
``b**(p/q)``, p > 0       the base is nonnegative              ``>= 0``
``b**(p/q)``, p < 0       the base is positive                 ``> 0``
``log(b)``                the argument is positive             ``> 0``
========================  ==================================  =========

(SymPy's ``(-8)**(1/3)`` is a complex principal root, so every fractional
power asks for a nonnegative base.)  A relation is proved only when each
obligation is proved under the claim's hypotheses on its whole admissible set.

Differentiability adds obligations at the point of a derivative
``D_t f(p) = d/ds f(p + s t)|_{s=0}`` (:func:`smoothness_obligations`): every
partial operation of ``f(p + s t)`` must be defined at s = 0 (even one the
derivative drops, such as a denominator of a term of order s^2), a base of a
fractional power that depends on s must be positive there (``sqrt`` has no
derivative at 0), and the argument of ``|x|``, ``sign``, ``Heaviside`` or the
difference of two arguments of ``Max``/``Min`` must be nonzero there.  SymPy's
``diff`` would otherwise return ``sign(0) = 0`` at a kink.

SymPy also simplifies as it builds: ``mu * (1/mu)`` becomes 1 at once.  The
vector and matrix classes therefore record the obligations of every scalar
that scales them at the moment of the operation (:func:`note_operand`, active
while a claim is evaluated, :func:`recording`).
"""

from __future__ import annotations

import contextvars
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cmp_to_key, lru_cache

import sympy as sp

from ..decide.exprs import nodes
from ..decide.signs import Sign

__all__ = [
    "Obligation",
    "obligations_of",
    "smoothness_obligations",
    "UnsupportedOperation",
    "recording",
    "note",
    "note_operand",
    "operand_obligations",
]

#: functions defined and smooth on all of R (no obligation)
_ENTIRE = (sp.exp, sp.sin, sp.cos, sp.sinh, sp.cosh, sp.tanh, sp.atan, sp.erf)
#: functions defined on all of R but not differentiable where their argument is 0
_KINKED = (sp.Abs, sp.sign, sp.Heaviside)


class UnsupportedOperation(ValueError):
    """An operation whose domain symln does not know (so no relation using it can be proved)."""


@dataclass(frozen=True)
class Obligation:
    """``expr`` must have ``sign`` at every admissible point; ``reason`` says why.

    A *sufficient* obligation is a condition under which a derivative surely exists (its base
    positive, no kink at the point) but which the derivative does not need: ``|x|^3`` and
    ``q^(3/2)`` are differentiable where x = 0 and q = 0.  It must be proved for "proved", but
    where it fails nothing is refuted (the claim stays undecided).
    """

    expr: sp.Expr
    sign: Sign
    reason: str
    sufficient: bool = False

    def describe(self) -> str:
        return f"{self.expr} {self.sign.value} ({self.reason})"


#: where the obligations of operands are recorded while a claim is evaluated (None: nowhere)
_SINK: contextvars.ContextVar[list | None] = contextvars.ContextVar("symln_obligations", default=None)


@contextmanager
def recording(sink: list) -> Iterator[list]:
    """Record into *sink* the obligations of every scalar that scales a vector or matrix meanwhile."""
    token = _SINK.set(sink)
    try:
        yield sink
    finally:
        _SINK.reset(token)


def note(obligations, fallback: list) -> None:
    """Record *obligations* where :func:`recording` collects them, or in *fallback* outside it."""
    sink = _SINK.get()
    (fallback if sink is None else sink).extend(obligations)


def note_operand(scalar, *, divisor: bool = False) -> None:
    """Record the obligations of *scalar* as it scales a vector or matrix (a divisor must be nonzero).

    SymPy simplifies as it builds: ``mu * (1/mu)`` is 1 at once, so a coefficient
    divided by the mean loses its condition ``mu != 0`` before any relation is
    judged.  The vector and matrix classes call this at the moment of the
    operation, so the condition is kept.
    """
    sink = _SINK.get()
    if sink is None or not isinstance(scalar, sp.Basic) or not scalar.free_symbols:
        return
    try:
        sink.extend(operand_obligations(scalar))
    except UnsupportedOperation:
        return  # reported when the relation that uses it is judged
    if divisor:
        sink.append(Obligation(scalar, Sign.NONZERO, "divisor of a vector or matrix"))


@lru_cache(maxsize=4096)
def operand_obligations(scalar: sp.Basic) -> tuple[Obligation, ...]:
    """``obligations_of([scalar])``, once per scalar: the same coefficient scales many vectors."""
    return tuple(obligations_of([scalar]))


def obligations_of(exprs) -> list[Obligation]:
    """The definedness obligations of every partial operation in *exprs* (each once).

    >>> import sympy as sp
    >>> q = sp.Symbol('q', nonnegative=True); eps = sp.Symbol('eps', positive=True)
    >>> [o.describe() for o in obligations_of([1 / (q - eps)**2 + sp.sqrt(q)])]
    ['q >= 0 (radicand)', '-eps + q != 0 (denominator)']
    """
    found: dict[tuple, Obligation] = {}
    for e in nodes(exprs):
        for ob in _obligations_of_node(e):
            found.setdefault((ob.expr, ob.sign), ob)
    return _in_order(found.values())


def _in_order(obligations) -> list[Obligation]:
    """*obligations* in a fixed order: SymPy's structural order of their expressions, then the sign
    (``default_sort_key`` would evaluate the coefficients of every expression numerically)."""

    def compare(a: Obligation, b: Obligation) -> int:
        return a.expr.compare(b.expr) or (a.sign.value > b.sign.value) - (a.sign.value < b.sign.value)

    return sorted(obligations, key=cmp_to_key(compare))


def _obligations_of_node(e) -> list[Obligation]:
    if e is sp.I:
        return [Obligation(sp.S.NegativeOne, Sign.NONNEG, "a real value (the expression is complex)")]
    if e in (sp.zoo, sp.nan, sp.oo, -sp.oo):
        return [Obligation(sp.S.Zero, Sign.NONZERO, "a finite value (the expression divides by zero)")]
    if e.is_Pow:
        base, exp = e.args
        if not exp.is_Number and not exp.free_symbols:
            exp = exp.doit()  # an exponent written unevaluated, -1 - 1/2
        if exp.is_Integer and exp > 0:
            return []
        if exp.free_symbols:
            raise UnsupportedOperation(f"a power with a variable exponent, {e}")
        if exp.is_Integer:
            return [Obligation(base, Sign.NONZERO, "denominator")] if exp < 0 else []
        if exp.is_Rational:
            return [Obligation(base, Sign.POS if exp < 0 else Sign.NONNEG, "radicand")]
        raise UnsupportedOperation(f"a power with an irrational exponent, {e}")
    if isinstance(e, sp.log):
        return [Obligation(e.args[0], Sign.POS, "logarithm")]
    if isinstance(e, sp.Function) and not isinstance(e, (*_ENTIRE, *_KINKED, sp.Max, sp.Min)):
        if isinstance(e, sp.core.function.AppliedUndef):
            return []  # an arbitrary function (a loss): defined everywhere by hypothesis
        raise UnsupportedOperation(f"the function {e.func} (its domain is not known to symln)")
    return []


def smoothness_obligations(value_along, s, where: str) -> list[Obligation]:
    """Obligations for ``d/ds value_along`` to exist at ``s = 0``.

    *value_along* holds the SymPy scalars of ``f(p + s t)``; a node that
    depends on s must be smooth at s = 0.
    """
    found: dict[tuple, Obligation] = {}

    def add(expr, sign, reason, sufficient=True):
        expr = expr.xreplace({s: sp.S.Zero})
        found.setdefault((expr, sign), Obligation(expr, sign, f"{reason} {where}", sufficient))

    for e in nodes(value_along):
        if s not in e.free_symbols:
            for ob in _obligations_of_node(e):  # defined at the point, even where the derivative drops it
                found.setdefault((ob.expr, ob.sign), Obligation(ob.expr, ob.sign, f"{ob.reason} {where}"))
            continue
        if e.is_Pow and not e.exp.is_Integer:
            for ob in _obligations_of_node(e):  # the power exists at the point: needed
                add(ob.expr, ob.sign, ob.reason, sufficient=False)
            add(e.base, Sign.POS, "radicand, differentiable")
        elif e.is_Pow and e.exp.is_negative:
            add(e.base, Sign.NONZERO, "denominator, differentiable", sufficient=False)
        elif isinstance(e, _KINKED):
            add(e.args[0], Sign.NONZERO, "no kink")
        elif isinstance(e, (sp.Max, sp.Min)):
            args = e.args
            for i, a in enumerate(args):
                for b in args[i + 1 :]:
                    add(a - b, Sign.NONZERO, f"no kink of {e.func}")
        elif isinstance(e, sp.Piecewise):
            raise UnsupportedOperation(f"a derivative of a piecewise expression, {e}")
    return _in_order(found.values())



def built_obligations(built: list, own: set) -> list[Obligation]:
    """The obligations of the divisions and powers in *built* (``(base, exponent)`` pairs a claim's
    graph performed, :func:`symln.prove.language.interpret.building`), except those on intermediate values of
    the models' own machinery: values that mention a Dummy other than the *own* ones (f's variable,
    the judge's defined quantities).

    A claim cannot make a Dummy (its scalars and vectors are Symbols), so such a value is internal:
    in practice ``f(p + s t)`` along the line of a derivative, whose conditions ``m.D`` records itself
    at ``s = 0``.  Everything else is kept: a kept condition can only keep a claim from being proved.
    """

    def internal(expr) -> bool:
        return any(isinstance(s, sp.Dummy) and s not in own for s in expr.free_symbols)

    parts = []
    seen: set = set()
    for base, exponent in built:
        if (base, exponent) in seen:
            continue
        seen.add((base, exponent))
        if internal(base):
            continue
        exponent = sp.S(exponent) if isinstance(exponent, sp.Basic) else sp.Rational(exponent) if isinstance(exponent, int) else sp.nan
        if exponent.is_Rational and (exponent.is_negative or not exponent.is_Integer):
            parts.append(sp.Pow(base, exponent, evaluate=False))
    return [o for o in obligations_of(parts) if not internal(o.expr)]
