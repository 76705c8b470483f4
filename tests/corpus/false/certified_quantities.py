"""Corpus of false claims, class certified_quantities: quantities a model stands for by a symbol (a maximum
max_i |gamma_i|, a Cauchy-Schwarz gap, a gain slack, a scalar loss by its gradient) used where they vary with a
function's argument (m.D, a limit's variable) or at two points; and a dimension wrongly found empty.

Each claim is false and names a counterexample; none may end "proved".  Every claim's article is
"corpus-false:certified_quantities".  From: RT20.* (red-team round 20); tests/corpus/ROUNDS.md says what it probed.
"""

from sympy import Rational, oo

from symln import AllD, Dims, Equal, Example, LessEqual, Limit, claim
from symln.model import center, core, layer_norm

A = "corpus-false:certified_quantities"
MACHINE_EPS = Rational(1, 2**52)


# FALSE. max(|1 + s|, |-1 + s|) = 1 + |s|: a kink at s = 0, no derivative (one-sided derivatives +1 and -1).
@claim("RT20.F.max-gain-stationary", article=A, scope=Example(2),
       statement="At the gain (1, -1), max_i |gamma_i| is stationary along the shift (1, 1): its derivative is 0")
def f_find_max_gain(m):
    return Equal(m.D(lambda g: m.max_abs(g)[0], m.vec([1, -1]), m.vec([1, 1])), 0)


# FALSE. z(s) = (1 + s, 0, -1 + s): v(s) = (1 + s/3, -2s/3, -1 + s/3), q(s) = (2 + 2s^2/3)/3 is even in s, and
# max_i |v_i(s)| = 1 + |s|/3, so max_i |u_i| = (1 + |s|/3)/sqrt(q(s) + eps) has a kink at s = 0 (one-sided
# derivatives +-1/(3 sqrt(2/3 + eps))).
@claim("RT20.F.max-activation-stationary", article=A, scope=Example(3),
       statement="At z = (1, 0, -1), the largest normalized activation max_i |u_i| is stationary along (1, 0, 1)")
def f_find_max_activation(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.D(lambda p: m.max_abs(core(m, p, eps))[0], m.vec([1, 0, -1]), m.vec([1, 0, 1])), 0)


# FALSE. The output's Lipschitz constant max|gamma|^2/eps at gamma = (2, 2) along (1, -1): max(|2+s|, |2-s|)^2/eps =
# (2 + |s|)^2/eps, a kink at s = 0 (one-sided derivatives +-4/eps): no derivative.
@claim("RT20.F.lipschitz-constant-stationary", article=A, scope=Example(2),
       statement="The output Lipschitz constant max|gamma|^2/eps is stationary at gamma = (2, 2) along (1, -1)")
def f_find_lip_const(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.D(lambda g: m.max_abs(g)[0] ** 2 / eps, m.vec([2, 2]), m.vec([1, -1])), 0)


# FALSE. Second-order version: max_i |gamma_i + s t_i| = 1 + |s| at gamma = (1, -1), t = (1, 1): no second derivative.
@claim("RT20.F.max-gain-curvature", article=A, scope=Example(2),
       statement="At gamma = (1, -1) the curvature of max_i|gamma_i| along (1, 1) is 0")
def f_find_max_curv(m):
    g0, t0 = m.vec([1, -1]), m.vec([1, 1])
    return Equal(m.D(lambda a: m.D(lambda g: m.max_abs(g)[0], a, t0), g0, t0), 0)


# FALSE. CS(x k, k + delta t) = x^2 delta^2 (|k|^2|t|^2 - <k,t>^2), so the quotient is constant = delta^2 CS(k, t) > 0
# for t not parallel to k (k = e_1, t = e_2: 2^-104), not 0.
@claim("RT20.F.area-machine-eps", article=A,
       statement="Vectors agreeing to machine precision span no area asymptotically: CS(x k, k + 2^-52 t)/x^2 -> 0")
def f_find_area_eps(m):
    t, k = m.vector("t"), m.vector("k")
    return Limit(lambda x: m.cauchy_schwarz(k * x, k + t * MACHINE_EPS) / x**2, oo, 0, "x")


# FALSE. The same at concrete d = 2, 3 (the concrete model freezes the certified quantity too).
@claim("RT20.F.area-machine-eps-dims", article=A, scope=Dims(2, 3),
       statement="CS(x k, k + 2^-52 t)/x^2 -> 0 at d = 2, 3")
def f_find_area_eps_dims(m):
    t, k = m.vector("t"), m.vector("k")
    return Limit(lambda x: m.cauchy_schwarz(k * x, k + t * MACHINE_EPS) / x**2, oo, 0, "x")


# FALSE. d 10^40 + CS(x t, k)/x^2 -> d 10^40 + CS(t, k), not d 10^40 (t = e_1, k = e_2: off by 1).
@claim("RT20.F.area-offset", article=A,
       statement="d 10^40 + CS(x t, k)/x^2 -> d 10^40 as x -> oo")
def f_find_area_offset(m):
    t, k = m.vector("t"), m.vector("k")
    big = m.d * 10**40
    return Limit(lambda x: big + m.cauchy_schwarz(t * x, k) / x**2, oo, big, "x")


# FALSE. W(x t) = x^2 sum_i (G^2 - gamma_i^2) t_i^2 with G = max|gamma_i|: W(2^-52 x t)/x^2 = 2^-104 W(t), not 0
# (gamma = (1, 0), t = (0, 1): 2^-104).
@claim("RT20.F.gain-slack-eps", article=A,
       statement="The gain slack of a machine-precision direction vanishes at scale: W(2^-52 x t)/x^2 -> 0")
def f_find_gain_slack(m):
    gamma, t = m.vector("gamma"), m.vector("t")
    big, slack = m.max_abs(gamma)
    return Limit(lambda x: m.weighted_norm2(slack, t * (x * MACHINE_EPS)) / x**2, oo, 0, "x")


# FALSE (concrete d): max_i |2^-100 x g_i|/x = 2^-100 max_i |g_i|, not 0 (g = (1, 0)).
@claim("RT20.F.max-scale-dims", article=A, scope=Dims(2, 2),
       statement="max_i |2^-100 x g_i|/x -> 0 as x -> oo")
def f_find_max_scale(m):
    g = m.vector("g")
    return Limit(lambda x: m.max_abs(g * (x * Rational(1, 2**100)))[0] / x, oo, 0, "x")


# FALSE. l(u + h t) = l(u) + h <grad l(u), t> + h^2 t^T H t/2 + ...: a first-order Taylor step is not exact
# (l(y) = |y|^2/2, t = e_1: error h^2/2 = 2^-201).
@claim("RT20.F.loss-linear-step", article=A,
       statement="A loss step of size h = 2^-100 along t is exactly first order: l(u + h t) = l(u) + h <grad l(u), t>")
def f_find_loss_step(m):
    eps = m.scalar("eps", positive=True)
    l = m.scalar_loss("l")
    t = m.vector("t")
    h = Rational(1, 2**100)
    u = core(m, m.z, eps)
    return Equal(l(u + t * h), l(u) + h * m.dot(l.gradient(u), t))


# FALSE. With eps = 10^80 the output is beta + gamma (.) u with |u| ~ 10^-40, and the loss is claimed exactly linear
# around beta: false for l(y) = |y|^2/2 (error |gamma (.) u|^2/2 > 0 for a nonconstant input and gamma = 1).
@claim("RT20.F.loss-large-eps-linear", article=A,
       statement="At eps = 10^80 the loss of the output is linear: l(y) = l(beta) + <grad l(beta), gamma (.) u>")
def f_find_loss_large_eps(m):
    eps = m.number(10) ** 80
    l = m.scalar_loss("l")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    u = core(m, m.z, eps)
    return Equal(l(layer_norm(m, m.z, gamma, beta, eps)), l(beta) + m.dot(l.gradient(beta), gamma * u))


# FALSE. The gradient of a loss is not the same at the output and at beta (l(y) = |y|^2/2: grad l(y) = y); with
# eps = 10^80 the two points differ by gamma (.) u ~ 10^-40.
@claim("RT20.F.loss-gradient-large-eps", article=A,
       statement="At eps = 10^80 the loss gradient at the output equals the gradient at beta")
def f_find_loss_grad(m):
    eps = m.number(10) ** 80
    l = m.scalar_loss("l")
    gamma, beta = m.vector("gamma"), m.vector("beta")
    return Equal(l.gradient(layer_norm(m, m.z, gamma, beta, eps)), l.gradient(beta))


# FALSE. At a constant input z0 = (1, 1, 1), u(z0 + s t) = s P t/sqrt(eps) + O(s^3), so max_i |u_i| = |s| max_i |(P t)_i|
# /sqrt(eps) + O(s^3): a kink at s = 0 for t = (1, -1, 0) (one-sided derivatives +-1/sqrt(eps)).
@claim("RT20.F.max-activation-constant-input", article=A, scope=Example(3),
       statement="At the constant input (1, 1, 1) the largest activation max_i |u_i| has derivative 0 along (1, -1, 0)")
def f_find_max_act_const(m):
    eps = m.scalar("eps", positive=True)
    return Equal(m.D(lambda p: m.max_abs(core(m, p, eps))[0], m.vec([1, 1, 1]), m.vec([1, -1, 0])), 0)


# FALSE. d = 2, t = (1, 1) (nonzero), w = (1, -1) (nonzero, orthogonal to 1 and t), k = (1, 0):
# <w, k>^2 = 1 > (d - 2)|w|^2|k|^2 = 0.  The hypotheses are met at d = 2 whenever t is parallel to 1.
@claim("RT20.F.vacuous-parallel-t", article=A, scope=AllD(min_d=2),
       statement="Every nonzero w orthogonal to 1 and to a nonzero t lies in a (d-2)-dimensional space: "
                 "<w, k>^2 <= (d - 2)|w|^2|k|^2 for every k")
def f_find_vac_parallel(m):
    t = m.vector("t", nonzero=True)
    k = m.vector("k")
    w = m.vector("w", nonzero=True, orthogonal_to=[m.one, t])
    return LessEqual(m.dot(w, k) ** 2, (m.d - 2) * m.norm2(w) * m.norm2(k))


# FALSE for d >= 13: there 1, v, v(.)v, ..., v^(.11) span at most 12 dimensions, so a nonzero w orthogonal to all of
# them exists (v with 13 distinct entries), and for l(y) = |y|^2/2, grad l(u + w) - grad l(u) = w != 0.  At every
# d <= 12 the numbers sample (2, 3, 5, 8, 12) w is 0 for a generic input.
@claim("RT20.F.loss-moment-orthogonal", article=A, scope=AllD(min_d=2, nonconstant=True),
       statement="For w orthogonal to 1 and the Hadamard powers v, ..., v^11 of the centered input, "
                 "grad l(u + w) = grad l(u)")
def f_find_loss_moment(m):
    eps = m.scalar("eps", positive=True)
    v = center(m, m.z)
    powers = [m.one]
    p = v
    for _ in range(11):
        powers.append(p)
        p = p * v
    w = m.vector("w", orthogonal_to=powers)
    l = m.scalar_loss("l")
    u = core(m, m.z, eps)
    return Equal(l.gradient(u + w), l.gradient(u))
