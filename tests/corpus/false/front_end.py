"""Corpus of false claims, class front_end: Python containers, closures and numbers of other libraries around traced values.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:front_end".  From: RT19.* (red-team round 19); tests/corpus/ROUNDS.md says what it probed.
"""

from symln import AllD, Chain, Dims, Equal, LessEqual, Limit, Solutions, claim
from symln.model import center, core, core_jacobian, mean, variance
from symln.rms import rms_core
from sympy import Rational, oo
import functools
import numpy as np
import sympy as sp

HALF = Rational(1, 2)


@claim("RT19.I.numpy-array-sum", article="corpus-false:front_end", scope=Dims(3, 3), statement="sum of core coordinates = sqrt 3")
def numpy_sum(m):
    eps = m.scalar("eps", positive=True)
    arr = np.array(m.coordinates(core(m, m.z, eps)), dtype=object)
    return Equal(arr.sum(), m.sqrt(3))


@claim("RT19.I.reduce-odd", article="corpus-false:front_end", statement="u(z) + u(-z) = 2 u(z)")
def reduce_odd(m):
    eps = m.scalar("eps", positive=True)
    parts = [core(m, m.z, eps), core(m, m.z * -1, eps)]
    return Equal(functools.reduce(lambda a, b: a + b, parts), core(m, m.z, eps) * 2)


# FALSE: a dict of functions passed to Limit; u(a z)_1 * a -> 0 as a -> oo... choose: the limit of q(core(a z))
# as a -> oo is 1 for nonconstant inputs; claim it for every input via a dict lookup (false at constant inputs: 0).
FUNCS = {"var": lambda m, x, e: variance(m, core(m, x, e))}


@claim("RT19.I.dict-limit", article="corpus-false:front_end", statement="var(u(a z)) -> 1 as a -> oo for every input")
def dict_limit(m):
    eps = m.scalar("eps", positive=True)
    f = FUNCS["var"]
    return Limit(lambda a: f(m, m.z * a, eps), oo, 1, "a")


@claim("RT19.I.partial-solutions", article="corpus-false:front_end", statement="x with var(x u) = var(u) are exactly +-1")
def partial_sols(m):
    eps = m.scalar("eps", positive=True)
    u = core(m, m.z, eps)
    base = variance(m, u)

    def g(scale, x):
        return variance(m, u * x * scale) - base

    return Solutions(functools.partial(g, 1), sp.Reals, [1, -1])


@claim("RT19.I.generator-third-moment", article="corpus-false:front_end", statement="sum v_i^3 = 0")
def gen_third(m):
    v = center(m, m.z)
    cube = functools.reduce(lambda a, b: a * b, (v for _ in range(3)))
    return Equal(m.total(cube), 0)


@claim("RT19.I.late-binding", article="corpus-false:front_end", statement="D_t u(k x)|_z = J t for k = 1 (first lambda)")
def late_binding(m):
    eps = m.scalar("eps", positive=True)
    t = m.vector("t")
    fns = []
    for k in (1, 2):
        fns.append(lambda x: core(m, x * k, eps))
    return Equal(m.D(fns[0], m.z, t), core_jacobian(m, eps) @ t)
