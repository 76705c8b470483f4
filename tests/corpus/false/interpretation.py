"""Corpus of false claims, class interpretation: a body that asks which interpretation reads it (``m.kind``,
``type(m.d)``), or changes what is judged after returning it (a relation's class swapped by a function).

Each claim is false and names a counterexample; none may end "proved".  Every claim's article is
"corpus-false:interpretation".  From: RT18.* (red-team round 18, the second of the traced claim language).
"""

from sympy import Rational, oo

from symln import Dims, Equal, Example, Limit, Positive, claim
from symln.model import mean, variance
from symln.prove.language.relations import Check
from symln.prove.language.relations import Equal as _Equal

HALF = Rational(1, 2)


class _Always(_Equal):
    def decide(self, model):
        return Check(True)


# FALSE: branching on the model's kind, as symln's own core_jacobian does
@claim("RT18.kind.branch", article="corpus-false:interpretation", statement="At d = 3, z = (1, 2, 3) has variance 1 (FALSE: 2/3).", scope=Example(3))
def kind_branch(m):
    if m.kind in ("concrete", "numeric"):
        return Equal(variance(m, m.vec([1, 2, 3])), 1)
    return Equal(mean(m, m.one), 1)


@claim("RT18.kind.numeric", article="corpus-false:interpretation", statement="|z|^2 >= -1 ... in numeric model: |z|^2 + 1 = 0 (FALSE).")
def kind_numeric(m):
    if getattr(m, "kind") == "numeric":
        return Equal(m.norm2(m.z) + 1, 0)
    return Positive(m.norm2(m.z) + 1)


# FALSE: hasattr / type check on d
@claim("RT18.kind.type-d", article="corpus-false:interpretation", statement="For d = 2..4, total(1) = 2 (FALSE at 3, 4).", scope=Dims(2, 4))
def type_d(m):
    n = m.d if type(m.d) is int else 2
    return Equal(m.total(m.one) * 0 + n, 2)


# FALSE: |z|^2 + 1 = 0; a later relation's function swaps the first relation's class after symln's check
@claim("RT18.kind.class-swap", article="corpus-false:interpretation", statement="|z|^2 + 1 = 0 (FALSE).")
def class_swap(m):
    false = Equal(m.norm2(m.z) + 1, 0)

    def f(x):
        false.__class__ = _Always
        return 1 / x

    return [false, Limit(f, oo, 0, "x")]
