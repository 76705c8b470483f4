"""Corpus of false claims, class lipschitz: ``LipschitzBound`` with a constant too small, one that depends on the
input, or an f built from the direction itself.

Each claim is false (or ill-defined at an admissible point) and names a counterexample; none may end "proved".
Every claim's article is "corpus-false:lipschitz".  From: R* (the first red-team review), SC.* (the soundness
suite), RT2.* (red-team round 2), RT3.* (red-team round 3), RT4.* (red-team round 4), RT5.* (red-team round
5), RT6.* (red-team round 6), RT7.* (red-team round 7), RT12.* (red-team round 12), RT16.* (red-team round
16); tests/corpus/ROUNDS.md says what each round probed.
"""

from sympy import Rational

from symln import AllD, Dims, LipschitzBound, claim
from symln.model import center, core, core_jacobian, layer_norm, mean, variance
from symln.rms import mean_square, rms_core, rms_jacobian, rms_norm


# ---------------------------------------------------------------- the first red-team review (R*)


@claim("R4.core-ones", article="corpus-false:lipschitz", statement="The core is 10-Lipschitz (in squared form) for every eps > 0 (false for small eps).",
       cites=("mean value inequality",))
def core_ones(m):
    eps = m.scalar("eps", positive=True)
    return LipschitzBound(lambda x: core(m, x, eps), 10, m.one, 10 * m.d)


@claim("R4.centered-dir", article="corpus-false:lipschitz", statement="x -> P x + 3 mean(x) 1 is 1-Lipschitz (false: 3 along 1).",
       cites=("mean value inequality",))
def centered_dir(m):
    t = m.vector("t", orthogonal_to=[m.one])
    f = lambda x: x - m.one * mean(m, x) + m.one * (Rational(3,2) * mean(m, x))
    return LipschitzBound(f, Rational(3, 2), t, Rational(1, 2) * m.norm2(t))


@claim("R4.zbound", article="corpus-false:lipschitz", statement="x -> (mean(x)^2/2) 1 is Lipschitz with squared constant 4(mean(z)^2+1) "
       "(false: f is not Lipschitz at all; at z = 0 this says |f(a)-f(b)|^2 <= 4|a-b|^2, violated by a = 5*1, b = 0).", cites=("mean value inequality",))
def zbound(m):
    t = m.generic_vector("t", along=(m.one,))
    mu = mean(m, m.z)
    f = lambda x: m.one * (mean(m, x) ** 2 / 2)
    c = t.coefficients[0]
    B = 4 * (mu**2 + 1)
    return LipschitzBound(f, B, t.vector, (3 * mu**2 + 4) * c**2 * m.d + B * m.norm2(t.remainder))


# ---------------------------------------------------------------- the soundness suite (SC.*)


HALF = Rational(1, 2)


MVI = ("mean value inequality",)


@claim(
    "SC.lip.max-abs-v",
    article="corpus-false:lipschitz",
    statement="x -> (P x)(.)(P x)/2 is Lipschitz with squared constant (max_i |v_i| + 2)^2, v = P z "
    "(false: at z = 0 the constant is 4, yet d = 2, a = (5, -5), b = 0 give |f(a) - f(b)|^2 = 312.5 > 4 |a - b|^2 = 200).",
    cites=MVI,
)
def lip_max_abs_v(m):
    big, slack = m.max_abs(center(m, m.z))
    x = m.generic_vector("x", along=(m.one,))
    a, w = x.coefficients[0], x.remainder
    gap = (4 * big + 4) * m.norm2(x.vector) + big**2 * a**2 * m.d + m.weighted_norm2(slack, w)
    return LipschitzBound(lambda p: center(m, p) * center(m, p) * HALF, (big + 2) ** 2, x, gap)


@claim(
    "SC.lip.max-abs-vv",
    article="corpus-false:lipschitz",
    statement="x -> (P x)^3/3 (coordinatewise) is Lipschitz with squared constant (max_i v_i^2 + 4 max_i |v_i| + 6)^2, "
    "v = P z (false: at z = 0 the constant is 36, yet d = 2, a = (5, -5), b = 0 give |f(a) - f(b)|^2 = 31250/9 > "
    "36 |a - b|^2 = 1800).",
    cites=MVI,
)
def lip_max_abs_vv(m):
    v = center(m, m.z)
    g, _ = m.max_abs(v)
    h, slack = m.max_abs(v * v)
    x = m.generic_vector("x", along=(m.one,))
    a, w = x.coefficients[0], x.remainder
    extra = 16 * g**2 + 8 * g * h + 48 * g + 12 * h + 36  # (h + 4 g + 6)^2 - h^2
    gap = extra * m.norm2(x.vector) + h**2 * a**2 * m.d + m.weighted_norm2(slack, w)
    return LipschitzBound(lambda p: center(m, p) * center(m, p) * center(m, p) / 3, (h + 4 * g + 6) ** 2, x, gap)


@claim(
    "SC.lip.flat-hadamard",
    article="corpus-false:lipschitz",
    statement="For every input z the squared deviation x -> (x - z)(.)(x - z) is 2-Lipschitz "
    "(false: z = 0, d = 1, a = 3, b = 0 give |f(a) - f(b)|^2 = 81 > 4 |a - b|^2 = 36).",
    cites=MVI,
)
def lip_flat_hadamard(m):
    z = m.z
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: (p - z) * (p - z), 4, x, 4 * m.norm2(x.vector))


@claim(
    "SC.lip.flat-mean",
    article="corpus-false:lipschitz",
    statement="For every input z the squared mean shift x -> (mean(x) - mean(z))^2 1 is 2-Lipschitz "
    "(false: z = 0, d = 1, a = 3, b = 0 give |f(a) - f(b)|^2 = 81 > 4 |a - b|^2 = 36).",
    cites=MVI,
)
def lip_flat_mean(m):
    z = m.z
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: m.one * (mean(m, p) - mean(m, z)) ** 2, 4, x, 4 * m.norm2(x.vector))


@claim(
    "SC.lip.flat-variance",
    article="corpus-false:lipschitz",
    statement="For every input z the perturbation variance x -> q(x - z) 1 is 2-Lipschitz "
    "(false: z = 0, d = 2, a = (3, -3), b = 0 give q(a) = 9 and |f(a) - f(b)|^2 = 162 > 4 |a - b|^2 = 72).",
    cites=MVI,
)
def lip_flat_variance(m):
    z = m.z
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: m.one * variance(m, p - z), 4, x, 4 * m.norm2(x.vector))


@claim(
    "SC.lip.flat-cubic",
    article="corpus-false:lipschitz",
    statement="For every input z the cubic correction x -> (x - z) |x - z|^2 is 4d-Lipschitz "
    "(false: z = 0, d = 1, a = 5, b = 0 give |f(a) - f(b)|^2 = 15625 > 16 |a - b|^2 = 400).",
    cites=MVI,
)
def lip_flat_cubic(m):
    z = m.z
    x = m.generic_vector("x", along=(m.one,))
    bound = 16 * m.d**2
    return LipschitzBound(lambda p: (p - z) * m.norm2(p - z), bound, x, bound * m.norm2(x.vector))


# ---------------------------------------------------------------- red-team round 2 (RT2.*)


def e17_gap(m, eps, x):
    """``|x|^2/eps - |J x|^2`` as a sum of visibly nonnegative terms (the certificate of E17)."""
    v, q = center(m, m.z), variance(m, m.z)
    a, w = x.coefficients[0], x.remainder
    return a**2 * m.d / eps + m.norm2(w) * q / (eps * (q + eps)) + m.dot(v, w) ** 2 * (q + 2 * eps) / (m.d * (q + eps) ** 3)


@claim(
    "RT2.lipdir.area",
    article="corpus-false:lipschitz",
    statement="For every direction x the map p -> (1/100) L/(1+L) 1, L = |p|^2|x|^2 - <p,x>^2, is 1-Lipschitz "
    "(false: d = 2, x = (0, 1000), a = (1/(1000 sqrt 3), 0), b = 0 give |f(a)-f(b)|^2 = 1/80000 > |a-b|^2 = 1/(3 10^6)).",
    cites=MVI,
)
def lipdir_area(m):
    x = m.generic_vector("x", along=(m.one,))
    xv = x.vector

    def f(p):
        area = m.norm2(p) * m.norm2(xv) - m.dot(p, xv) ** 2
        return m.one * (area / (100 * (1 + area)))

    return LipschitzBound(f, 1, x, m.norm2(xv))


@claim(
    "RT2.lipdir.core-of-projection",
    article="corpus-false:lipschitz",
    statement="For every eps > 0 and direction x, p -> 10^-6 u_eps(p - <p,x> x/|x|^2) is Lipschitz with constant "
    "sqrt(eps) (false: d = 3, eps = 10^-8, x = (0, 0, 1), a = 0, b = (10^-4, -10^-4, 0) give |f(b)-f(a)|^2 = 1.2 10^-12 "
    "> eps |b-a|^2 = 2 10^-16; and at x = 0 the map is undefined).",
    cites=MVI,
)
def lipdir_core_of_projection(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    xv = x.vector

    def f(p):
        return core(m, p - xv * (m.dot(p, xv) / m.norm2(xv)), eps) * Rational(1, 10**6)

    return LipschitzBound(f, eps, x, eps * m.norm2(xv))


@claim(
    "RT2.fail.output-lipschitz-without-gain",
    article="corpus-false:lipschitz",
    statement="The layer output is eps^(-1/2)-Lipschitz whatever the gain (false: gamma = 10 1 multiplies the "
    "constant of the core by 10).",
    cites=MVI,
)
def fail_output_lipschitz_without_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: layer_norm(m, p, gamma, beta, eps), 1 / eps, x, e17_gap(m, eps, x))


@claim(
    "RT2.fail.lipschitz-half",
    article="corpus-false:lipschitz",
    statement="The core is Lipschitz with squared constant 1/(2 eps) (false: 1/eps is attained at a constant input "
    "along (1, -1)).",
    cites=MVI,
)
def fail_lipschitz_half(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: core(m, p, eps), 1 / (2 * eps), x, e17_gap(m, eps, x) - m.norm2(x.vector) / (2 * eps))


@claim(
    "RT2.fail.lipschitz-tied-direction-field",
    article="corpus-false:lipschitz",
    statement="For d >= 3 and w orthogonal to 1 and P z, x -> (<w,x>^2/(1 + <w,x>^2)) 1 is 1-Lipschitz (false: "
    "w = 10 (1, -1, 0) at z = 0 has constant sqrt 3 (3 sqrt 3/8) 10 sqrt 2, about 15.9 > 1); f depends on z through w.",
    scope=AllD(min_d=3),
    cites=MVI,
)
def fail_lipschitz_tied_direction_field(m):
    v = center(m, m.z)
    w = m.vector("w", orthogonal_to=(m.one, v))
    x = m.generic_vector("x", along=(m.one,))

    def f(p):
        s = m.dot(w, p)
        return m.one * (s**2 / (1 + s**2))

    return LipschitzBound(f, 1, x, m.norm2(x.vector))


# ---------------------------------------------------------------- red-team round 3 (RT3.*)


@claim(
    "RT3.fail.lipschitz-eps-squared",
    article="corpus-false:lipschitz",
    statement="The core is Lipschitz with constant 1/eps (false for eps > 1: at a constant input the stretch is "
    "1/sqrt(eps) > 1/eps, e.g. eps = 4 along (1, -1)).",
    cites=MVI,
)
def fail_lipschitz_eps_squared(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    J = core_jacobian(m, eps)
    return LipschitzBound(lambda p: core(m, p, eps), 1 / eps**2, x, m.norm2(x.vector) / eps**2 - m.norm2(J @ x.vector))


@claim(
    "RT3.fail.output-lipschitz-mean",
    article="corpus-false:lipschitz",
    statement="The output is Lipschitz with constant |gamma|^2/(d eps) (mean square gain instead of the max: false, "
    "d = 3, gamma = e_2, constant input, direction e_2 - 1/3 stretches by sqrt(2/3)/sqrt(eps) > 1/sqrt(3 eps)).",
    cites=MVI,
)
def fail_output_lipschitz_mean(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    x = m.generic_vector("x", along=(m.one,))
    bound = m.norm2(gamma) / (m.d * eps)
    gap = bound * m.norm2(x.vector) - m.norm2(gamma * (core_jacobian(m, eps) @ x.vector))
    return LipschitzBound(lambda p: layer_norm(m, p, gamma, beta, eps), bound, x, gap)


# ---------------------------------------------------------------- red-team round 4 (RT4.*)


@claim(
    "RT4.fail.lipschitz-over-d",
    article="corpus-false:lipschitz",
    statement="The core is Lipschitz with constant 1/sqrt(d eps) (false: at a constant input it stretches centered "
    "directions by 1/sqrt(eps); d = 2, direction (1, -1)).",
    cites=MVI,
)
def fail_lipschitz_over_d(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    J = core_jacobian(m, eps)
    return LipschitzBound(lambda p: core(m, p, eps), 1 / (m.d * eps), x, m.norm2(x.vector) / (m.d * eps) - m.norm2(J @ x.vector))


@claim(
    "RT4.fail.lipschitz-output-without-max",
    article="corpus-false:lipschitz",
    statement="The output gamma (.) u + beta is Lipschitz with the constant <1, gamma>^2/(d^2 eps) (false: "
    "gamma = (1, -1) gives the constant 0, but at d = 2 and a constant input the output moves along (1, -1)).",
    cites=MVI,
)
def fail_lipschitz_output_without_max(m):
    eps = m.scalar("eps", positive=True)
    gamma, beta = m.vector("gamma"), m.vector("beta")
    x = m.generic_vector("x", along=(m.one,))
    bound = m.total(gamma) ** 2 / (m.d**2 * eps)
    gap = bound * m.norm2(x.vector) - m.norm2(gamma * (core_jacobian(m, eps) @ x.vector))
    return LipschitzBound(lambda p: layer_norm(m, p, gamma, beta, eps), bound, x, gap)


# ---------------------------------------------------------------- red-team round 5 (RT5.*)


@claim(
    "RT5.fail.lipschitz-rms-half",
    article="corpus-false:lipschitz",
    statement="RMSNorm's core is Lipschitz with squared constant 1/(2 eps) (false: at z = 0 its Jacobian is "
    "I/sqrt(eps), so |r(h) - r(0)|^2 -> |h|^2/eps for small h).",
    cites=MVI,
)
def fail_lipschitz_rms_half(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    f = lambda y: rms_core(m, y, eps)
    gap = m.norm2(x.vector) / (2 * eps) - m.norm2(m.D(f, m.z, x.vector))
    return LipschitzBound(f, 1 / (2 * eps), x, gap)


# ---------------------------------------------------------------- red-team round 6 (RT6.*)


@claim(
    "RT6.fail.rms-lipschitz-no-gain",
    article="corpus-false:lipschitz",
    statement="RMSNorm with a gain is 1/sqrt(eps)-Lipschitz, |y(a) - y(b)|^2 <= |a - b|^2/eps (false: gamma = 2 1, "
    "d = 1, eps = 1, a = 0, b = 1/100: |y(a) - y(b)| is about 2/100 > 1/100).",
    cites=MVI,
)
def fail_rms_lipschitz_no_gain(m):
    eps = m.scalar("eps", positive=True)
    gamma = m.vector("gamma")
    beta = m.vector("beta")
    x = m.generic_vector("x", along=(m.one,))
    s = mean_square(m, m.z)
    J = rms_jacobian(m, eps)
    gap = m.norm2(x.vector) / eps - m.norm2(J @ x.vector)
    return LipschitzBound(lambda p: rms_norm(m, p, gamma, beta, eps), 1 / eps, x, gap)


# ---------------------------------------------------------------- red-team round 7 (RT7.*)


@claim(
    "RT7.lip.sign-of-mean",
    article="corpus-false:lipschitz",
    statement="For nonconstant inputs, f(p) = sign(mean p)... p * mean(p)/sqrt(mean(p)^2) is 1-Lipschitz (false: "
    "d = 1... d = 2, a = (1/100, 0), b = (-1/100, 0): |f(a) - f(b)| = 0 ... a = (1, -99/100), b = (1, -101/100): "
    "|f(a) - f(b)|^2 = 8.0402 > |a - b|^2 = 4/10^4).",
    scope=AllD(min_d=2, nonconstant=True),
    cites=MVI,
)
def lip_sign_of_mean(m):
    x = m.generic_vector("x", along=(m.one,))

    def f(p):
        mu_p = mean(m, p)
        return p * (mu_p / m.sqrt(mu_p**2))

    gap = m.norm2(x.vector) - m.norm2(m.D(f, m.z, x.vector))
    return LipschitzBound(f, 1, x, gap)


@claim(
    "RT7.lip.eps-zero-d2",
    article="corpus-false:lipschitz",
    statement="At d = 2, layer norm without eps, P p/sqrt(q(p)), has derivative 0 at every nonconstant input, so it is "
    "0-Lipschitz there (false: it jumps from (-1, 1) to (1, -1) across the constant inputs; a = (0, 1), b = (1, 0)).",
    scope=Dims(2, 2, nonconstant=True),
    cites=MVI,
)
def lip_eps_zero_d2(m):
    x = m.generic_vector("x", along=(m.one,))

    def f(p):
        return center(m, p) / m.sqrt(variance(m, p))

    gap = -m.norm2(m.D(f, m.z, x.vector))
    return LipschitzBound(f, 0, x, gap)


@claim(
    "RT7.lip.eps-zero-d2-example",
    article="corpus-false:lipschitz",
    statement="Same as RT7.lip.eps-zero-d2 with bound 1 (false: a = (0, 1), b = (1, 0): |f(a) - f(b)|^2 = 8 > 2).",
    scope=Dims(2, 2, nonconstant=True),
    cites=MVI,
)
def lip_eps_zero_d2_one(m):
    x = m.generic_vector("x", along=(m.one,))

    def f(p):
        return center(m, p) / m.sqrt(variance(m, p))

    gap = m.norm2(x.vector) - m.norm2(m.D(f, m.z, x.vector))
    return LipschitzBound(f, 1, x, gap)


# ---------------------------------------------------------------- red-team round 12 (RT12.*)


def rms(m, x, eps):
    return x * (m.norm2(x) / m.d + eps) ** (-HALF)


# counterexample: d = 2, eps = 1, a = (1e-30, 0), b = -a: |r(a) - r(b)|^2/|a - b|^2 = 1.0 > 1/(2 eps) = 1/2
# (at z = 0 the Jacobian is I/sqrt(eps); the stated gap is -|x|^2/(2 eps) < 0 there)
@claim(
    "RT12.lip.rms-half",
    article="corpus-false:lipschitz",
    statement="RMSNorm is Lipschitz with |r(a) - r(b)|^2 <= |a - b|^2/(2 eps) (false: 1/eps is attained at z = 0)",
)
def lip_rms_half(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    s = m.norm2(m.z) / m.d
    bound = 1 / (2 * eps)
    X = x.vector
    gap = bound * m.norm2(X) - m.norm2(X) / (s + eps) + m.dot(m.z, X) ** 2 * (s + 2 * eps) / (m.d * (s + eps) ** 3)
    return LipschitzBound(lambda p: rms(m, p, eps), bound, x, gap)


# counterexample: d = 2, eps = 1, z = (3, 3), z' = (3 + h, 3 - h), h = 1e-30: |u(z') - u(z)|^2/|z' - z|^2 = 1.0 > (d-1)/(d eps) = 1/2
# (at a constant input J = P/sqrt(eps) and P x = x for x orthogonal to 1)
@claim(
    "RT12.lip.projection-shrinks",
    article="corpus-false:lipschitz",
    statement="The core is Lipschitz with constant sqrt((d-1)/(d eps)) (false: P does not shrink vectors orthogonal to 1)",
    scope=AllD(min_d=2),
)
def lip_projection(m):
    eps = m.scalar("eps", positive=True)
    x = m.generic_vector("x", along=(m.one,))
    bound = (m.d - 1) / (m.d * eps)
    J = core_jacobian(m, eps)
    gap = bound * m.norm2(x.vector) - m.norm2(J @ x.vector)
    return LipschitzBound(lambda p: core(m, p, eps), bound, x, gap)


# ---------------------------------------------------------------- red-team round 16 (RT16.*)


# counterexample: d = 2, z = (1, 0), w = (0, 5): f(p) = <p, w>^2; f(z + (0,1)) - f(z) = 25 > 1 * |(0,1)|^2
@claim("RT16.lip.orth-to-input", article="corpus-false:lipschitz",
       statement="p -> <p, w>^2 is 1-Lipschitz for w orthogonal to z (false: D f(z) = 0 only at the base point)")
def lip_orth_to_input(m):
    w = m.vector("w", orthogonal_to=(m.z,))
    x = m.generic_vector("x", along=(m.one,))
    return LipschitzBound(lambda p: m.one * m.dot(p, w) ** 2, 1, x, m.norm2(x.vector))


# counterexample: d = 2, z = (1, -1) (v = z, max|v_i| = 1), p = z + h with h = (3, 0): |f(z+h) - f(z)|^2 = |(15, 0)|^2 = 225 > 4 * 9 = 36
@claim("RT16.lip.max-of-input", article="corpus-false:lipschitz",
       statement="p -> P(p) (.) P(p) is Lipschitz with constant 2 max_i |v_i| (false: the constant depends on the input)")
def lip_max_of_input(m):
    v = center(m, m.z)
    big, slack = m.max_abs(v)
    x = m.generic_vector("x", along=(m.one,))
    jx = v * center(m, x.vector) * 2
    gap = 4 * m.weighted_norm2(slack, center(m, x.vector)) + 4 * big**2 * (m.norm2(x.vector) - m.norm2(center(m, x.vector)))
    return LipschitzBound(lambda p: center(m, p) * center(m, p), 4 * big**2, x, gap)
