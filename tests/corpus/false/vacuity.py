"""Corpus of false claims, class vacuity: A hypothesis wrongly believed unsatisfiable, so that the claim would
hold vacuously.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:vacuity".  From: RT13.* (red-team round 13); tests/corpus/ROUNDS.md
says what each round probed.
"""

from symln import AllD, LessEqual, Nonzero, claim


# ---------------------------------------------------------------- red-team round 13 (RT13.*)


# counterexample: d = 2, z = (1, 1) (constant, v = 0), w = (1, -1): w != 0, w.1 = 0, w.z = 0, but d = 2
@claim(
    "RT13.vac.complement-needs-d3",
    article="corpus-false:vacuity",
    statement="A nonzero w orthogonal to 1 and z exists only for d >= 3 (false: at d = 2 for a constant input)",
)
def vac_complement(m):
    m.vector("w", orthogonal_to=(m.one, m.z), nonzero=True)
    return Nonzero(m.d - 2)


# counterexample: d = 1, z = (0), w = (1): w != 0 and w.z = 0, but d = 1
@claim(
    "RT13.vac.orth-z-needs-d2",
    article="corpus-false:vacuity",
    statement="A nonzero w orthogonal to z exists only for d >= 2 (false: at d = 1 for z = 0)",
)
def vac_orth_z(m):
    m.vector("w", orthogonal_to=(m.z,), nonzero=True)
    return Nonzero(m.d - 1)


# ---------------------------------------------------------------- red team 17, of the traced claim language (RT17.*)
# existential declarations (exists=True) whose witness set is generically {0} at a small d

from sympy import Rational as _Rational  # noqa: E402

from symln import AllD as _AllD, Equal as _Equal  # noqa: E402
from symln.model import center, core_jacobian, variance  # noqa: E402

HALF = _Rational(1, 2)

# FALSE at d=2: z=(0,1), v=(-1/2,1/2): only w=0 is orthogonal to 1 and v.
@claim("RT17.exists.orth-1-v-d2", article="corpus-false:vacuity", scope=_AllD(min_d=2),
       statement="For every input there is a nonzero w orthogonal to 1 and v, and J w = w/sqrt(q+eps) (an eigenvector).")
def x1(m):
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one, v], exists=True)
    return _Equal(core_jacobian(m, eps) @ w, w * (variance(m, m.z) + eps) ** (-HALF))


# FALSE at d=2: g=(1,0): w orth 1 and g forces w=0.
@claim("RT17.exists.orth-1-g-d2", article="corpus-false:vacuity", scope=_AllD(min_d=2),
       statement="For every upstream gradient g there is a nonzero zero-mean direction w with <g, w> = 0.")
def x2(m):
    g = m.vector("g")
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one, g], exists=True)
    return [_Equal(m.dot(g, w), 0), _Equal(m.total(w), 0)]


# FALSE at d=1: t=(1): only w=0 is orthogonal to t.
@claim("RT17.exists.orth-t-d1", article="corpus-false:vacuity", scope=_AllD(),
       statement="For every t there is a nonzero w orthogonal to t.")
def x3(m):
    t = m.vector("t")
    w = m.vector("w", nonzero=True, orthogonal_to=[t], exists=True)
    return _Equal(m.dot(t, w), 0)


# FALSE at d=1: z=(3): only w=0 orth to z.
@claim("RT17.exists.orth-z-d1", article="corpus-false:vacuity", scope=_AllD(),
       statement="For every input z there is a nonzero w orthogonal to z (RMSNorm's J_r w = w/sqrt(s+eps)).")
def x4(m):
    eps = m.scalar("eps", positive=True)
    w = m.vector("w", nonzero=True, orthogonal_to=[m.z], exists=True)
    s = m.norm2(m.z) / m.d
    r = lambda x: x * (m.norm2(x) / m.d + eps) ** (-HALF)
    return _Equal(m.D(r, m.z, w), w * (s + eps) ** (-HALF))


# ---------------------------------------------------------------- red team 18 (RT18.*): declarations that depend on d

from symln import Dims as _Dims, Positive as _Positive  # noqa: E402


def _axis(m, k):
    n = m.d
    return m.vec([1 if i == k else 0 for i in range(n)])


# FALSE: at d = 3, no nonzero w orthogonal to e1, e2, e3 exists; at d = 2 the body asks only for w orth to 1
@claim("RT18.exists.d-dependent", article="corpus-false:vacuity", statement="exists nonzero w orthogonal to the listed vectors, d = 2..3",
       scope=_Dims(2, 3))
def exists_d_dep(m):
    n = m.d
    others = [m.one] if n == 2 else [_axis(m, 0), _axis(m, 1), _axis(m, 2)]
    w = m.vector("w", orthogonal_to=others, nonzero=True, exists=True)
    return _Positive(m.norm2(w))


# universal version: vacuous at d = 3 but not reported; claim w = 0 ... (holds vacuously at 3, false at 2) -> control
@claim("RT18.vac.d-dependent", article="corpus-false:vacuity", statement="for nonzero w orth to the listed vectors: |w|^2 > 0 ... d=2..3",
       scope=_Dims(2, 3))
def univ_d_dep(m):
    n = m.d
    others = [m.one] if n == 2 else [_axis(m, 0), _axis(m, 1), _axis(m, 2)]
    w = m.vector("w", orthogonal_to=others, nonzero=True)
    return _Positive(m.norm2(w))


# ---------------------------------------------------------------- red-team round 21 (RT21.*)
# hypotheses empty for a generic input but met where the listed vectors become dependent (a thin set)


# counterexample: d = 3, z = (1, 0, 0) (v = (2, -1, -1)/3 lies in the span of 1 and e_1), e = e_1, w = (0, 1, -1):
# w is nonzero and orthogonal to 1, v and e_1, and (d - 3)|w|^2 = 0
@claim("RT21.vac.coordinate-aligned-input", article="corpus-false:vacuity", scope=_AllD(min_d=3, nonconstant=True),
       statement="A nonzero w orthogonal to 1, v and a coordinate vector e_i exists only from d = 4 on: (d - 3)|w|^2 > 0.")
def vac_coordinate_aligned_input(m):
    e = m.coordinate_vector("e")
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one, center(m, m.z), e])
    return _Positive((m.d - 3) * m.norm2(w))


# ---------------------------------------------------------------- twins of RT22's true claim (RT22.*)


# counterexample: d = 3, e = e_1, w = (0, 1, -1): nonzero, orthogonal to 1 and e_1, and d = 3 < 4
@claim("RT22.vac.declared-vacuous-one-too-few", article="corpus-false:vacuity", scope=AllD(min_d=2), vacuous=(2,),
       statement="A nonzero w orthogonal to 1 and e_i exists only from d = 4 on (false: at d = 3)")
def rt22_declared_vacuous_one_too_few(m):
    e = m.coordinate_vector("e")
    m.vector("w", orthogonal_to=(m.one, e), nonzero=True)
    return LessEqual(4, m.d)
