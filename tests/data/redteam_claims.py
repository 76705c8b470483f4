"""False claims found by a red-team review of the verifier; none may end "proved".

Each exploited a way the exact checks once accepted something without a
proof: a solved variable with the wrong sign assumption, user names capturing
internal symbols, a constant zero test by rounding, a Lipschitz direction or
bound chosen to make the check trivial, one coordinate axis standing for all,
orthogonality to a vector that may vanish, one symbol for different gains,
answers valid only for generic parameter values, one-sided limits, and square
roots of quantities that may be negative.  Each must now be refuted or left
undecided (an error or numeric-only verdict with its reason).
"""

from sympy import EmptySet, FiniteSet, Interval, Rational, Reals, oo

from symln import AllD, Dims, Equal, Example, LessEqual, Limit, LipschitzBound, Nonzero, Positive, Solutions, claim
from symln.model import center, core, mean, variance


# --- from the red-team file r1_solutions.py
@claim("R1.abs", article="redteam", statement="|x| = 1 has the single real solution -1.", scope=Example(2))
def abs_one(m):
    return Solutions(lambda x: abs(x) - 1, Reals, FiniteSet(-1))


@claim("R1.sqrt", article="redteam", statement="sqrt(x^2) = 2 on [-5, 5] only at x = -2.")
def sqrt_sq(m):
    return Solutions(lambda x: m.sqrt(x * x) - 2, Interval(-5, 5), FiniteSet(-2))


@claim("R1.capture", article="redteam", statement="(t-1)((t-eps)^2-1)=0 has only t=1 for t>0.", scope=AllD())
def capture_1(m):
    eps = m.scalar("eps", positive=True)
    return Solutions(lambda t: (t - 1) * ((t - eps) ** 2 - 1), Interval.open(0, oo), FiniteSet(1), "eps")


# --- from the red-team file r1b.py
@claim("R1.halfline", article="redteam", statement="sqrt(x^2) + x = 2 has no solution with x >= 0 (false: x = 1).")
def halfline(m):
    return Solutions(lambda x: m.sqrt(x * x) + x - 2, Interval(0, oo), EmptySet)


# --- from the red-team file r2_capture.py
@claim("R2.mu-m", article="redteam", statement="For all reals mu, m and every input: 1 + (mean(z)-mu)(mean(z)-m) != 0.")
def mu_m(m_):
    a, b = m_.scalar("mu"), m_.scalar("m")
    mz = mean(m_, m_.z)
    return Nonzero(1 + (mz - a) * (mz - b))


@claim("R2.c1", article="redteam", statement="For every real c1 and input z: z_1 - mean(z) - c1 + 1 != 0.", scope=Dims(2, 5))
def c1(m):
    c = m.scalar("c1")
    first = m.coordinates(m.z)[0]
    return Nonzero(first - mean(m, m.z) - c + 1)


@claim("R2.q", article="redteam", statement="For every q >= 0 and input: q + 1 - variance(z) > 0... (false)", scope=AllD(min_d=2))
def q_capture(m):
    q = m.scalar("q", nonnegative=True)
    if m.kind == "general":
        pass
    return Nonzero(variance(m, m.z) - q + 1)


# --- from the red-team file r2b_capture.py
@claim("R2.W0", article="redteam", statement="For all g, x and every w0 >= 0: sum_i (max|g|^2 - g_i^2) x_i^2 - w0 + 1 != 0 (false).")
def w0(m):
    g, x = m.vector("g"), m.vector("x")
    _, slack = m.max_abs(g)
    W = m.weighted_norm2(slack, x)
    w0 = m.scalar("W0", nonnegative=True)
    return Nonzero(W - w0 + 1)


@claim("R2.q-m", article="redteam", statement="For every q >= 0, real m and input z: 1 + (var(z) - q)(mean(z) - m) != 0 (false).")
def q_m(model):
    q, mm = model.scalar("q", nonnegative=True), model.scalar("m")
    z = model.z
    return Nonzero(1 + (variance(model, z) - q) * (mean(model, z) - mm))


# --- from the red-team file r3_nsimplify.py
BIG = 10**200


@claim("R3.square", article="redteam", statement="(sqrt 2 + 10^200)^2 = 10^400 + 2 sqrt2 10^200 + 2 + sqrt2/10^40 (false)", scope=Example(1))
def square(m):
    r2 = m.sqrt(m.number(2))
    return Equal((r2 + BIG) ** 2, BIG**2 + 2 * r2 * BIG + 2 + r2 / 10**40)


@claim("R3.small", article="redteam", statement="sqrt2/10^40 vs 0 via big cancellation", scope=Example(1))
def small(m):
    r2 = m.sqrt(m.number(2))
    # exact difference is 10^-30; numeric relative tolerance 1e-37 of a 1e400 quantity
    return Equal((r2 + BIG) ** 2 - BIG**2 - 2 * r2 * BIG, 2 + Rational(1, 10**30))


# --- from the red-team file r4_lipschitz.py
@claim("R4.core-ones", article="redteam", statement="The core is 10-Lipschitz (in squared form) for every eps > 0 (false for small eps).",
       cites=("mean value inequality",))
def core_ones(m):
    eps = m.scalar("eps", positive=True)
    return LipschitzBound(lambda x: core(m, x, eps), 10, m.one, 10 * m.d)


@claim("R4.centered-dir", article="redteam", statement="x -> P x + 3 mean(x) 1 is 1-Lipschitz (false: 3 along 1).",
       cites=("mean value inequality",))
def centered_dir(m):
    t = m.vector("t", orthogonal_to=[m.one])
    f = lambda x: x - m.one * mean(m, x) + m.one * (Rational(3,2) * mean(m, x))
    return LipschitzBound(f, Rational(3, 2), t, Rational(1, 2) * m.norm2(t))


# --- from the red-team file r4b.py
@claim("R4.zbound", article="redteam", statement="x -> (mean(x)^2/2) 1 is Lipschitz with squared constant 4(mean(z)^2+1) "
       "(false: f is not Lipschitz at all; at z = 0 this says |f(a)-f(b)|^2 <= 4|a-b|^2, violated by a = 5*1, b = 0).", cites=("mean value inequality",))
def zbound(m):
    t = m.generic_vector("t", along=(m.one,))
    mu = mean(m, m.z)
    f = lambda x: m.one * (mean(m, x) ** 2 / 2)
    c = t.coefficients[0]
    B = 4 * (mu**2 + 1)
    return LipschitzBound(f, B, t.vector, (3 * mu**2 + 4) * c**2 * m.d + B * m.norm2(t.remainder))


# --- from the red-team file r5_coordinate.py
@claim("R5.coord", article="redteam", statement="For every input z and every index i: z_i - z_1 + 1 != 0 (false).", scope=Dims(2, 4))
def coord(m):
    e = m.coordinate_vector("e")
    return Nonzero(m.dot(e, m.z) - m.coordinates(m.z)[0] + 1)


@claim("R5.vec", article="redteam", statement="Every coordinate of (1, 2, 3) differs from 2 (false).", scope=Example(3))
def vec(m):
    e = m.coordinate_vector("e")
    x = m.vec([1, 2, 3])
    s = m.scalar("s")
    # numeric draws a random index; 'Nonzero' with a random s hides index 2
    return Nonzero((m.dot(e, x) - 2) * (s * s + 1) + (m.dot(e, x) - 2) ** 2 * s)


# --- from the red-team file r6_limit.py
@claim("R6.sign", article="redteam", statement="(x-1)/|x-1| tends to 1 as x -> 1 (false: no two-sided limit).", scope=Example(1))
def sign_limit(m):
    return Limit(lambda x: (x - 1) / abs(x - 1), 1, 1)


@claim("R6.pole", article="redteam", statement="sqrt((x-2)^2)/(x-2) -> 1 as x -> 2 (false: the left limit is -1)", scope=AllD())
def pole(m):
    return Limit(lambda x: m.sqrt((x - 2) ** 2) / (x - 2), 2, 1)


@claim("R6.capture", article="redteam", statement="lim_{t->oo} (t-x)(1/t^2 + t/(t^2+10^90)) = 0 for every real x (false: it is 1).", scope=AllD())
def capture_2(m):
    x = m.scalar("x")
    return Limit(lambda t: (t - x) * (1 / t**2 + t / (t**2 + 10**90)), oo, 0)


# --- from the red-team file r7_orth.py
@claim("R7.scaled", article="redteam", statement="For all reals a and every w orthogonal to a*1: the coordinates of w sum to 0 (false at a = 0).")
def scaled(m):
    a = m.scalar("a")
    w = m.vector("w", orthogonal_to=[m.one * a])
    return Equal(m.total(w), 0)


@claim("R7.mean", article="redteam", statement="Every w orthogonal to mean(z) 1 sums to zero (false when mean(z) = 0).")
def by_mean(m):
    w = m.vector("w", orthogonal_to=[m.one * mean(m, m.z)])
    return Equal(m.total(w), 0)


# --- from the red-team file r8_maxabs.py
K = 10**60


@claim("R8.exact-only", article="redteam", statement="max|2g| = max|g| (false; exact models accept it).")
def exact_only(m):
    g = m.vector("g")
    G, _ = m.max_abs(g)
    H, _ = m.max_abs(g * 2)
    return Equal(G, H)


@claim("R8.coef", article="redteam", statement="4|g.x|^2 <= max|g|^2 |x|^2 + 10^60 (s-t)^2 for all g, x, s, t (false at s = t).")
def coef(m):
    g, x = m.vector("g"), m.vector("x")
    s, t = m.scalar("s"), m.scalar("t")
    G, _ = m.max_abs(g)
    H, slack2 = m.max_abs(g * 2)
    W = m.weighted_norm2(slack2, x)
    lhs = 4 * m.norm2(g * x)
    rhs = G**2 * m.norm2(x) + K * (s - t) ** 2
    return LessEqual(lhs, rhs, gap=W + K * (s - t) ** 2)


@claim("R8.two-gains", article="redteam", statement="|g2.x|^2 <= max|g1|^2 |x|^2 + 10^60 (s-t)^2 (false).", scope=Dims(2, 4))
def two_gains(m):
    g1, g2, x = m.vector("g1"), m.vector("g2"), m.vector("x")
    s, t = m.scalar("s"), m.scalar("t")
    G1, _ = m.max_abs(g1)
    G2, slack2 = m.max_abs(g2)
    W = m.weighted_norm2(slack2, x)
    return LessEqual(m.norm2(g2 * x), G1**2 * m.norm2(x) + K * (s - t) ** 2, gap=W + K * (s - t) ** 2)


# --- from the red-team file r9_generic_params.py
@claim("R9.eps-nonneg", article="redteam",
       statement="For every eps >= 0 and nonconstant z, the only a > 0 with u_eps(a z) = u_eps(z) is a = 1 "
                 "(false at eps = 0, where the core is scale invariant).",
       scope=AllD(min_d=2, nonconstant=True))
def eps_nonneg(m):
    eps = m.scalar("eps", nonnegative=True)
    q = variance(m, m.z)
    # squared multiples of v in u(a z) and u(z): a^2/(a^2 q + eps) and 1/(q + eps)
    return Solutions(lambda a: a**2 / (a**2 * q + eps) - 1 / (q + eps), Interval.open(0, oo), FiniteSet(1), "a")


@claim("R9.linear", article="redteam", statement="For every real c the only real solution of c x = 0 is x = 0 (false at c = 0).")
def linear(m):
    c = m.scalar("c")
    return Solutions(lambda x: c * x, Interval(-10, 10), FiniteSet(0))


@claim("R9.limit", article="redteam", statement="For every real a: x^2/(x^2 + a) -> 0 as x -> 0+ (false at a = 0).")
def limit(m):
    a = m.scalar("a")
    return Limit(lambda x: x**2 / (x**2 + a), 0, 0)


# --- from the red-team file r9b.py
HALF = Rational(1, 2)


@claim("R9.E9-eps-nonneg", article="redteam",
       statement="For every eps >= 0 and nonconstant z: u_eps(a z) = u_eps(z) with a > 0 only for a = 1 "
                 "(false: at eps = 0 every a > 0 works).",
       scope=AllD(min_d=2, nonconstant=True))
def e9_nonneg(m):
    eps = m.scalar("eps", nonnegative=True)
    a = m.scalar("a", positive=True)
    v, q = center(m, m.z), variance(m, m.z)
    scaled = a * (a**2 * q + eps) ** (-HALF)
    plain = (q + eps) ** (-HALF)
    return [
        Equal(core(m, m.z * a, eps), v * scaled),
        Equal(core(m, m.z, eps), v * plain),
        Positive(m.norm2(v)),


        Equal(scaled**2 - plain**2, eps * (a**2 - 1) / ((a**2 * q + eps) * (q + eps))),
        Solutions(lambda x: eps * (x**2 - 1), Interval.open(0, oo), FiniteSet(1), "a"),
    ]


# --- from the red-team file r11_radicand.py
C = Rational(1, 100)


@claim("R11.abs", article="redteam", statement="For every s > 0: |s - 1/100| + sqrt(s - 1/100) Z = s - 1/100 with Z = (s+1)^2 - s^2 - 2s - 1 = 0 "
       "(false for 0 < s < 1/100, where the left side is the real number |s - 1/100|).")
def abs_claim(m):
    s = m.scalar("s", positive=True)
    Z = (s + 1) ** 2 - s**2 - 2 * s - 1
    return Equal(abs(s - C) + m.sqrt(s - C) * Z, s - C)
