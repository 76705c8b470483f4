"""Corpus of false claims, class signs: Claims that a value is positive or nonzero, false at some admissible
input (often a thin set).

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:signs".  From: R* (the first red-team review), ADV.* (the adversarial
suite), RT2.* (red-team round 2), RT3.* (red-team round 3), RT4.* (red-team round 4), RT5.* (red-team round
5), RT6.* (red-team round 6), RT7.* (red-team round 7); tests/corpus/ROUNDS.md says what each round probed.
"""

from sympy import sqrt

from symln import AllD, Dims, Example, Nonzero, Positive, claim
from symln.model import center, core, mean, variance


# ---------------------------------------------------------------- the first red-team review (R*)


@claim("R2.mu-m", article="corpus-false:signs", statement="For all reals mu, m and every input: 1 + (mean(z)-mu)(mean(z)-m) != 0.")
def mu_m(m_):
    a, b = m_.scalar("mu"), m_.scalar("m")
    mz = mean(m_, m_.z)
    return Nonzero(1 + (mz - a) * (mz - b))


@claim("R2.c1", article="corpus-false:signs", statement="For every real c1 and input z: z_1 - mean(z) - c1 + 1 != 0.", scope=Dims(2, 5))
def c1(m):
    c = m.scalar("c1")
    first = m.coordinates(m.z)[0]
    return Nonzero(first - mean(m, m.z) - c + 1)


@claim("R2.q", article="corpus-false:signs", statement="For every q >= 0 and input: q + 1 - variance(z) > 0... (false)", scope=AllD(min_d=2))
def q_capture(m):
    q = m.scalar("q", nonnegative=True)
    if m.kind == "general":
        pass
    return Nonzero(variance(m, m.z) - q + 1)


@claim("R2.W0", article="corpus-false:signs", statement="For all g, x and every w0 >= 0: sum_i (max|g|^2 - g_i^2) x_i^2 - w0 + 1 != 0 (false).")
def w0(m):
    g, x = m.vector("g"), m.vector("x")
    _, slack = m.max_abs(g)
    W = m.weighted_norm2(slack, x)
    w0 = m.scalar("W0", nonnegative=True)
    return Nonzero(W - w0 + 1)


@claim("R2.q-m", article="corpus-false:signs", statement="For every q >= 0, real m and input z: 1 + (var(z) - q)(mean(z) - m) != 0 (false).")
def q_m(model):
    q, mm = model.scalar("q", nonnegative=True), model.scalar("m")
    z = model.z
    return Nonzero(1 + (variance(model, z) - q) * (mean(model, z) - mm))


@claim("R5.coord", article="corpus-false:signs", statement="For every input z and every index i: z_i - z_1 + 1 != 0 (false).", scope=Dims(2, 4))
def coord(m):
    e = m.coordinate_vector("e")
    return Nonzero(m.dot(e, m.z) - m.coordinates(m.z)[0] + 1)


@claim("R5.vec", article="corpus-false:signs", statement="Every coordinate of (1, 2, 3) differs from 2 (false).", scope=Example(3))
def vec(m):
    e = m.coordinate_vector("e")
    x = m.vec([1, 2, 3])
    s = m.scalar("s")
    # numeric draws a random index; 'Nonzero' with a random s hides index 2
    return Nonzero((m.dot(e, x) - 2) * (s * s + 1) + (m.dot(e, x) - 2) ** 2 * s)


# ---------------------------------------------------------------- the adversarial suite (ADV.*)


@claim("ADV.variance-positive", article="corpus-false:signs", statement="The variance is positive.")
def variance_positive(m):
    # fails only on the thin set of constant inputs
    return Positive(variance(m, m.z))


@claim("ADV.first-coordinate", article="corpus-false:signs", statement="The first centered coordinate never vanishes.", scope=AllD(min_d=2))
def first_coordinate_nonzero(m):
    # v is orthogonal to e_1 on a thin set (e.g. every constant input)
    e1 = m.coordinate_vector("e1")
    return Nonzero(m.dot(center(m, m.z), e1))


# ---------------------------------------------------------------- red-team round 2 (RT2.*)


@claim(
    "RT2.fail.variance-positive",
    article="corpus-false:signs",
    statement="The variance is positive (false: a constant input has q = 0).",
)
def fail_variance_positive(m):
    return Positive(variance(m, m.z))


@claim(
    "RT2.fail.hidden-zero-via-model",
    article="corpus-false:signs",
    statement="At z = (-1, 1), eps = 4 + 2 sqrt 6: 1/(sqrt(q + eps) - sqrt 2 - sqrt 3) > 0 (false: q + eps = "
    "5 + 2 sqrt 6 = (sqrt 2 + sqrt 3)^2, division by 0).  The exact side proves it (Z3 vacuity); only the numbers "
    "refute it.",
    scope=Example(2),
)
def fail_hidden_zero_via_model(m):
    q = variance(m, m.vec([-1, 1]))
    eps = m.number(4 + 2 * sqrt(6))
    return Positive(1 / (m.sqrt(q + eps) - m.number(sqrt(2) + sqrt(3))))


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


NONCONSTANT = AllD(min_d=2, nonconstant=True)


@claim(
    "RT3.fail.mean-core-nonzero",
    article="corpus-false:signs",
    statement="For a nonconstant input the mean of the core is nonzero (false: it is always 0).",
    scope=NONCONSTANT,
)
def fail_mean_core_nonzero(m):
    eps = m.scalar("eps", positive=True)
    return Nonzero(mean(m, core(m, m.z, eps)))


@claim(
    "RT3.fail.centered-coordinate-d1",
    article="corpus-false:signs",
    statement="|P e_i|^2 > 0 for every d >= 1 (false: at d = 1, P = 0).",
)
def fail_centered_coordinate_d1(m):
    e = m.coordinate_vector("e")
    return Positive(m.norm2(e - m.one / m.d))


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


@claim(
    "RT4.fail.variance-nonzero-d2",
    article="corpus-false:signs",
    statement="For d >= 2 the input variance is nonzero (false: a constant input has q = 0).",
    scope=AllD(min_d=2),
)
def fail_variance_nonzero_d2(m):
    return Nonzero(variance(m, m.z))


# ---------------------------------------------------------------- red-team round 5 (RT5.*)


@claim(
    "RT5.fail.hypothesis-d2-constant",
    article="corpus-false:signs",
    statement="If a nonzero w is orthogonal to 1 and z then d >= 3 (false at d = 2 for a constant input: z = (1, 1), "
    "w = (1, -1)).",
    scope=AllD(min_d=2),
)
def fail_hypothesis_d2(m):
    m.vector("w", orthogonal_to=(m.one, m.z), nonzero=True)
    return Positive(m.d - 2)


# ---------------------------------------------------------------- red-team round 6 (RT6.*)


@claim(
    "RT6.fail.recip-am-hm-sign",
    article="corpus-false:signs",
    statement="For x with no zero entry, total(x) total(1/x) > 0 (false: x = (1, -2): -1 * 1/2 = -1/2).",
)
def fail_recip_am_hm_sign(m):
    x = m.vector("x", nonzero_entries=True)
    return Positive(m.total(x) * m.total(m.reciprocal(x)))


@claim(
    "RT6.fail.gain-zero-entries",
    article="corpus-false:signs",
    statement="For a nonconstant input and every nonzero gain, gamma (.) u_eps(z) != 0 (false: d = 3, z = (0, 1, -1), "
    "gamma = (1, 0, 0): u_1 = 0, so gamma (.) u = 0).",
    scope=AllD(min_d=2, nonconstant=True),
)
def fail_gain_zero_entries(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma", nonzero=True)
    return Positive(m.norm2(gamma * core(m, m.z, eps)))


# ---------------------------------------------------------------- red-team round 7 (RT7.*)


@claim(
    "RT7.gain.max-positive",
    article="corpus-false:signs",
    statement="The largest gain magnitude G = max |gamma_i| is positive (false: gamma = 0 gives G = 0).",
)
def gain_max_positive(m):
    gamma = m.vector("gamma")
    big, slack = m.max_abs(gamma)
    return Positive(big)


@claim(
    "RT7.gain.max-nonzero-entries-sum",
    article="corpus-false:signs",
    statement="For gamma with nonzero entries, d G >= <1, gamma> > 0 (false: the sum may be negative or 0; "
    "d = 2, gamma = (1, -1)).",
)
def gain_sum_positive(m):
    gamma = m.vector("gamma", nonzero_entries=True)
    return Positive(m.total(gamma))
