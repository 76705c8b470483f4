"""The error scales of check-impl's checks, pinned: a target wrong by a known number of units of a check's
documented scale (symln.checkimpl.checks, module docstring) gets that figure, passes just below C units and
fails just above.

The rows are chosen so that every term of each scale counts: a row with a large mean (kappa about 29), one
whose spread is below eps (its core variance about 1/4), an ordinary one and one of mean 0; gamma reaches 2
and beta 3.  The target is the oracle on float32 rows: its values are float64, exact to far below a unit of
float32, so the only error a check sees is the one the test adds.  Each row is nudged on its own (its
smallest entry, so that no |y|_inf moves), and the check's worst figure is that row's.
"""

import numpy as np
import pytest

from symln.checkimpl import checks
from symln.checkimpl.checks import Caller, identity_checks, jacobian_check, param_grads_check
from symln.checkimpl.norms import LAYER, RMS
from symln.checkimpl.oracle import Bound, Case
from symln.checkimpl.targets import Target

D = 8
EPS = 1e-5
U = 2.0**-24  # float32's unit roundoff
BOUND = Bound("float32")
C = BOUND.c
ROWS = np.array([
    [10 + k / 8 for k in (-4, -3, -2, -1, 1, 2, 3, 4)],  # mean 10, sigma 0.34: kappa 29
    [k / 1024 for k in (-3, -2, -1, 0, 0, 1, 2, 3)],  # q < eps: core variance 1/4, sigma 0.0037
    [-3 + k / 4 for k in (-8, -5, -2, 0, 1, 3, 4, 7)],  # mean -3, sigma 1.1
    [k / 2 for k in (-4, -3, -2, -1, 1, 2, 3, 4)],  # mean 0: kappa 0
])
GAMMA = np.array([2, -1.5, 0.5, 1, -0.25, 1.25, 0.75, -1])
BETA = np.array([3, -1, 0.5, 0.25, -2, 1, 0, 1.5])
G_SCALE = np.array([[1.0], [3.0], [0.2], [1.0]])  # |g|_inf from about 0.4 to 6


def make(dtype="float32", name="mine", rows=ROWS, norm=LAYER):
    rng = np.random.default_rng(5)
    n = len(rows)
    params = {"gamma": GAMMA, "beta": BETA, "t": rng.standard_normal((n, D)),
              "g": rng.standard_normal((n, D)) * G_SCALE[:n]}
    return Case(name, rows, EPS, params, dtype, norm)


def oracle(z, gamma, beta, eps):
    as64 = (np.asarray(x, dtype=np.float64) for x in (z, gamma, beta))
    return LAYER.output(*as64, eps)


def stats(z):
    """mean, sigma = sqrt(q + eps) and |y|_inf-free condition kappa = |mu|/sigma, computed here in float64."""
    z = np.asarray(z, dtype=np.float64)
    mu = z.mean(axis=-1)
    sigma = np.sqrt(z.var(axis=-1) + EPS)
    return mu, sigma, np.abs(mu) / sigma


def absmax(y):
    return np.abs(y).max(axis=-1)


def nudged(y, amount):
    """*y* with each row's smallest entry moved by that row's *amount* (|y|_inf stays)."""
    y = np.array(y, dtype=np.float64)
    j = np.abs(y).argmin(axis=-1)
    y[np.arange(len(y)), j] += amount
    return y


def one_row(r, n=4):
    return (np.arange(n) == r).astype(np.float64)


# the identity checks: which call of the target is nudged, and the scale of the check per row

def shift_scale(case):
    mu, sigma, kappa = stats(case.z64)
    G = np.abs(GAMMA).max()
    y, y_sh = oracle(case.z, GAMMA, BETA, EPS), oracle(case.z64 + 64, GAMMA, BETA, EPS)
    return U * (np.maximum(1, absmax(y)) + G * kappa) + U * (np.maximum(1, absmax(y_sh)) + G * np.abs(mu + 64) / sigma)


def beta_scale(case):
    _, _, kappa = stats(case.z64)
    G = np.abs(GAMMA).max()
    y_gb, y_g0 = oracle(case.z, GAMMA, BETA, EPS), oracle(case.z, GAMMA, 0 * BETA, EPS)
    return U * (np.maximum(1, absmax(y_gb)) + G * kappa) + U * (np.maximum(1, absmax(y_g0)) + G * kappa)


def gamma_scale(case):
    _, _, kappa = stats(case.z64)
    G = np.abs(GAMMA).max()
    y_g0, u_t = oracle(case.z, GAMMA, 0 * BETA, EPS), oracle(case.z, 1 + 0 * GAMMA, 0 * BETA, EPS)
    return U * (np.maximum(1, absmax(y_g0)) + G * kappa) + G * U * (np.maximum(1, absmax(u_t)) + kappa)


def is_call(kind, case):
    """Which of identity_checks' target calls (z, gamma, beta) is: 'gb', 'g0', 'u', 'shifted' or 'constant'."""
    def which(z, gamma, beta):
        z = np.asarray(z, dtype=np.float64)
        if np.array_equal(z, case.z64):
            if not np.any(beta):
                return "u" if np.all(np.asarray(gamma) == 1) else "g0"
            return "gb"
        if np.array_equal(z, case.z64 + 64):  # the shift of the docstring (exact on these rows)
            return "shifted"
        assert (z == z[:, :1]).all()  # the constant rows
        return "constant"

    return lambda z, gamma, beta: which(z, gamma, beta) == kind


def run_identities(case, kind, amount_of):
    """identity_checks on *case* with the call *kind* nudged by ``amount_of(z)`` per row; the checks by name."""
    hit = is_call(kind, case)

    def target(z, gamma, beta, eps):
        y = oracle(z, gamma, beta, eps)
        return nudged(y, amount_of(z)) if hit(z, gamma, beta) else y

    found = identity_checks(Caller(Target("nudged", target)), case, {case.name: case.core}, [case], BOUND, seed=0)
    return {c.name: c for c in found}


IDENTITIES = [  # the check, the call nudged, the scale of the check per row
    ("identity:shift-invariance", "shifted", shift_scale),
    ("identity:beta-after-core", "gb", beta_scale),
    ("identity:gamma-scales-core", "g0", gamma_scale),
]


@pytest.mark.parametrize("name, kind, scale_of", IDENTITIES)
def test_identity_figures_are_in_units_of_both_outputs_bounds(name, kind, scale_of):
    case = make()
    scale = scale_of(case)
    for r in range(len(ROWS)):
        result = run_identities(case, kind, lambda z, r=r: 5 * scale * one_row(r))[name]
        assert result.worst == pytest.approx(5, rel=1e-6), r
    for factor, ok in ((0.97, True), (1.03, False)):
        result = run_identities(case, kind, lambda z, factor=factor: factor * C * scale)[name]
        assert result.ok is ok and result.worst == pytest.approx(factor * C, rel=1e-6)


def test_constant_rows_give_beta_within_the_bound_of_beta_and_c():
    """y(c 1) = beta, in units of u (max(1, max|beta|) + max|gamma| |c|/sqrt(eps)), for every constant row."""
    case = make()
    G = np.abs(GAMMA).max()
    seen = []

    def scale_of(z):
        seen.append(np.asarray(z, dtype=np.float64))
        return U * (max(1.0, np.abs(BETA).max()) + G * np.abs(seen[-1][:, 0]) / np.sqrt(EPS))

    for r in range(len(ROWS)):
        result = run_identities(case, "constant", lambda z, r=r: 5 * scale_of(z) * one_row(r))["identity:constant-gives-beta"]
        assert result.worst == pytest.approx(5, rel=1e-6), r
    for factor, ok in ((0.97, True), (1.03, False)):
        result = run_identities(case, "constant", lambda z, factor=factor: factor * C * scale_of(z))["identity:constant-gives-beta"]
        assert result.ok is ok and result.worst == pytest.approx(factor * C, rel=1e-6)
    assert result.detail == f"y(c 1) = beta for |c| up to {np.abs(seen[-1]).max():.3g}"
    # the constant rows span 10^-2 to 10 (k = -2..1 on four rows): the small ones and the large ones count
    assert np.abs(seen[-1][:, 0]).min() < 0.1 and np.abs(seen[-1][:, 0]).max() > 1


def statistic_scale(case, core):
    """u (max(1, |u|_inf) + kappa) 2 sqrt(q/(q + eps)) + u: the variance moves by 2 sqrt(var) |du|_inf."""
    _, _, kappa = stats(case.z64)
    ref = case.core_variance
    return U * (np.maximum(1, absmax(core)) + kappa) * 2 * np.sqrt(ref) + U


def scaled_core(case, units):
    """The oracle's core scaled per row so that its variance is off by *units* of the statistic's scale."""
    ref, core = case.core_variance, case.core
    s = np.ones(len(core))
    for _ in range(4):  # the scale depends a little on |u|_inf, which moves with s
        s = np.sqrt(1 + units * statistic_scale(case, core * s[:, None]) / ref)
    return core * s[:, None]


def test_core_variance_is_in_units_of_its_own_scale():
    case = make()
    for r in range(len(ROWS)):
        core = scaled_core(case, 5 * one_row(r))
        result = checks.statistic_check({"mine": core}, [case], BOUND)
        assert result.worst == pytest.approx(5, rel=1e-6), r
    for factor, ok in ((0.97, True), (1.03, False)):
        result = checks.statistic_check({"mine": scaled_core(case, factor * C + 0 * ROWS[:, 0])}, [case], BOUND)
        assert result.ok is ok and result.worst == pytest.approx(factor * C, rel=1e-6)


def test_core_variance_names_the_worst_family_whatever_its_place():
    """The detail names the family of the worst row, first or last, even when every figure is below 1."""
    a, b = make(name="first"), make(name="second")
    for worst, other in ((a, b), (b, a)):
        cores = {worst.name: scaled_core(worst, 0.5 * one_row(2)), other.name: scaled_core(other, 0.25 * one_row(1))}
        result = checks.statistic_check(cores, [a, b], BOUND)
        assert result.ok and result.worst == pytest.approx(0.5, rel=1e-6)
        assert result.detail == f"variance of y(z; 1, 0) = q/(q + eps) on every family (worst on {worst.name})"


# the input Jacobian by the target's own derivatives

def test_autodiff_jacobian_is_in_units_of_the_size_of_jt_g():
    """J_y^T g against the closed form in units of u (max(1, |ref|_inf, G) + G kappa), G = max|gamma| |g|_inf/sigma."""
    case = make()
    _, sigma, kappa = stats(case.z64)
    ref = case.vjp
    size = np.abs(GAMMA).max() * absmax(case.g64) / sigma
    scale = U * (np.maximum(1, np.maximum(absmax(ref), size)) + size * kappa)
    target = Target("by hand", oracle, lambda *a: None, autodiff="hand")
    dgamma, dbeta = case.param_grads
    for r in range(len(ROWS)):
        result = jacobian_check(Caller(target), case, BOUND, grads=(nudged(ref, 5 * scale * one_row(r)), dgamma, dbeta))
        assert result.worst == pytest.approx(5, rel=1e-6), r
    for factor, ok in ((0.97, True), (1.03, False)):
        result = jacobian_check(Caller(target), case, BOUND, grads=(nudged(ref, factor * C * scale), dgamma, dbeta))
        assert result.ok is ok and result.worst == pytest.approx(factor * C, rel=1e-6)
    assert result.name == "jacobian:mine" and result.detail == "J_y^T g by hand against the closed form"


def test_autodiff_jacobian_uses_the_given_gradients_or_calls_backward_once():
    case = make()
    calls = []

    def backward(z, gamma, beta, eps, g):
        calls.append(np.asarray(z))
        return (nudged(case.vjp, 1e3 * U), *case.param_grads)  # off by about 10^3 units

    target = Target("t", oracle, backward, autodiff="hand")
    assert not jacobian_check(Caller(target), case, BOUND).ok and len(calls) == 1
    assert np.array_equal(calls[0], case.z)
    assert jacobian_check(Caller(target), case, BOUND, grads=(case.vjp, *case.param_grads)).worst == 0
    assert len(calls) == 1


# the parameter gradients

@pytest.mark.parametrize("strict", [False, True])
def test_param_grads_are_in_units_of_their_column_sums(strict):
    """dgamma_j in units of u sum_r |g_rj| (max(1, |u_r|_inf) + kappa_r) (no kappa if strict), dbeta_j of
    u sum_r |g_rj|; the detail says which of the two is the worse."""
    case = make()
    bound = Bound("float32", strict=strict)
    _, _, kappa = stats(case.z64)
    abs_g = np.abs(case.g64)
    size = np.maximum(1, absmax(case.core)) + (0 if strict else kappa)
    scale_gamma, scale_beta = U * (size @ abs_g), U * abs_g.sum(axis=0)
    dgamma, dbeta = case.param_grads
    for j in range(D):
        col = (np.arange(D) == j) * 1.0
        for which, scale in (("gamma", scale_gamma), ("beta", scale_beta)):
            grads = (dgamma + 5 * scale * col, dbeta) if which == "gamma" else (dgamma, dbeta - 5 * scale * col)
            result = param_grads_check(case, *grads, bound)
            assert result.worst == pytest.approx(5, rel=1e-6), (j, which)
            assert result.detail.endswith(f"worst for {which}")
    for factor, ok in ((0.97, True), (1.03, False)):
        result = param_grads_check(case, dgamma + factor * C * scale_gamma, dbeta - factor * C * scale_beta, bound)
        assert result.ok is ok and result.worst == pytest.approx(factor * C, rel=1e-6)


def test_param_grads_name_the_worse_parameter_when_both_are_within_a_unit():
    case = make()
    abs_g = np.abs(case.g64)
    scale_beta = U * abs_g.sum(axis=0)
    dgamma, dbeta = case.param_grads
    result = param_grads_check(case, dgamma, dbeta + 0.5 * scale_beta, BOUND)
    assert result.ok and result.worst == pytest.approx(0.5, rel=1e-6)
    assert result.detail == "dgamma, dbeta against the closed forms (G6, B4), per column; worst for beta"
    # exact on both: a tie, named gamma
    exact = param_grads_check(case, dgamma, dbeta, BOUND)
    assert (exact.ok, exact.worst) == (True, 0.0) and exact.detail.endswith("worst for gamma")


def test_param_grads_of_a_column_where_g_is_zero_must_be_zero():
    """A column of g that is 0 on every row has gradients 0 and a scale 0: exactly 0 is 0 units, anything
    else infinitely many."""
    case = make()
    g = case.g64.copy()
    g[:, 3] = 0.0
    zero = Case("zero", case.z, EPS, {"gamma": GAMMA, "beta": BETA, "t": case.t, "g": g}, "float32")
    dgamma, dbeta = zero.param_grads
    assert dgamma[3] == dbeta[3] == 0
    exact = param_grads_check(zero, dgamma, dbeta, BOUND)
    assert (exact.ok, exact.worst) == (True, 0.0)
    for grads in ((dgamma + (np.arange(D) == 3) * 1e-30, dbeta), (dgamma, dbeta + (np.arange(D) == 3) * 1e-30)):
        result = param_grads_check(zero, *grads, BOUND)
        assert not result.ok and result.worst == np.inf and "NaN" not in result.detail
    nothing = Case("zero", case.z, EPS, {"gamma": GAMMA, "beta": BETA, "t": case.t, "g": 0 * g}, "float32")
    assert param_grads_check(nothing, *nothing.param_grads, BOUND).worst == 0.0


def test_param_grads_count_a_nan_column_as_the_worst():
    case = make()
    dgamma, dbeta = case.param_grads
    scale_beta = U * np.abs(case.g64).sum(axis=0)
    result = param_grads_check(case, np.where(np.arange(D) == 2, np.nan, dgamma), dbeta + 3 * scale_beta, BOUND)
    assert not result.ok and np.isnan(result.worst)
    assert result.detail == ("dgamma, dbeta against the closed forms (G6, B4), per column; worst for gamma; "
                             "NaN in 1 of 8 columns")
    result = param_grads_check(case, dgamma + 3 * scale_beta, np.full(D, np.nan), BOUND)
    assert result.detail.endswith("worst for beta; NaN in 8 of 8 columns")


def test_param_grads_without_a_bias_expect_a_zero_beta_gradient():
    case = make()
    dgamma, dbeta = case.param_grads
    assert param_grads_check(case, dgamma, 0 * dbeta, BOUND, bias=False).worst == 0
    assert not param_grads_check(case, dgamma, dbeta, BOUND, bias=False).ok
    assert not param_grads_check(case, dgamma, 0 * dbeta, BOUND).ok


# the input Jacobian by central differences

def differences_target(case, amount_of, seen):
    """The oracle, but its value at z - h t moved by ``amount_of(zp, zm)`` per row against the sign of
    a = y(z+) - y(z-) - J_y D at a's largest entry: the difference's error grows by exactly that amount."""
    norm = case.norm

    def target(z, gamma, beta, eps):
        seen.append(np.asarray(z, dtype=np.float64))
        y = norm.output(*(np.asarray(x, dtype=np.float64) for x in (z, gamma, beta)), eps)
        if len(seen) == 2:
            zp, zm = seen
            delta = zp - zm
            a = norm.output(zp, case.gamma64, case.beta64, eps) - y - norm.jvp(zm + delta / 2, eps, delta, case.gamma64)
            j = np.abs(a).argmax(axis=-1)
            rows = np.arange(len(y))
            y[rows, j] -= np.sign(a[rows, j]) * amount_of(zp, zm)
        return y

    return Target("differences", target)


def differences_scale(case, zp, zm):
    """u (max(1, |y(z+)|_inf) + G kappa+) + u (max(1, |y(z-)|_inf) + G kappa-), the condition at each point:
    kappa = |mu|/sqrt(q + eps) (sigma of z), for RMSNorm |r|_inf."""
    G = np.abs(GAMMA).max()
    if case.norm is LAYER:
        _, sigma, _ = stats(case.z64)
        conditions = [np.abs(x.mean(axis=-1)) / sigma for x in (zp, zm)]
    else:
        conditions = [absmax(x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + EPS)) for x in (zp, zm)]
    return sum(U * (np.maximum(1, absmax(case.norm.output(x, case.gamma64, case.beta64, EPS))) + G * k)
               for x, k in zip((zp, zm), conditions))


@pytest.mark.parametrize("norm", [LAYER, RMS])
def test_central_differences_step_and_scale(norm):
    case = make(norm=norm)
    if norm is LAYER:
        _, sigma, _ = stats(case.z64)
    else:  # sqrt(s + eps)
        sigma = np.sqrt(np.mean(case.z64**2, axis=-1) + EPS)
    h = U ** (1 / 3)
    assert h == pytest.approx(2.0**-8)
    seen = []
    exact = jacobian_check(Caller(differences_target(case, lambda zp, zm: 0.0, seen)), case, BOUND)
    assert (exact.ok, exact.worst) == (True, 0.0)
    zp, zm = seen
    for x, sign in ((zp, 1), (zm, -1)):  # z -+ h sigma t, rounded to float32
        assert np.array_equal(x, x.astype(np.float32)) and x.dtype == np.float64
        assert np.all(np.abs(x - (case.z64 + sign * h * sigma[:, None] * case.t64)) <= U * np.abs(x))
    # the detail: the step and the worst relative error of y(z+) - y(z-) against J_y D
    delta = zp - zm
    closed = norm.jvp(zm + delta / 2, EPS, delta, case.gamma64)
    y = (norm.output(x, case.gamma64, case.beta64, EPS) for x in (zp, zm))
    rel = absmax(next(y) - next(y) - closed) / absmax(closed)
    root = "sqrt(q+eps)" if norm is LAYER else "sqrt(s+eps)"
    assert exact.detail == f"central differences, step 0.0039 {root}; relative error of J_y D up to {rel.max():.2g}"
    scale = differences_scale(case, zp, zm)
    for r in range(len(ROWS)):
        result = jacobian_check(Caller(differences_target(case, lambda zp, zm, r=r: 5 * scale * one_row(r), [])), case, BOUND)
        assert result.worst == pytest.approx(5, rel=1e-6), r
    for factor, ok in ((0.97, True), (1.03, False)):
        target = differences_target(case, lambda zp, zm, factor=factor: factor * C * scale, [])
        result = jacobian_check(Caller(target), case, BOUND)
        assert result.ok is ok and result.worst == pytest.approx(factor * C, rel=1e-6)


# NaN counts as infinitely wrong in each check that uses the output; infinities are no NaN

IDENTITY_NAMES = ["identity:shift-invariance", "identity:beta-after-core", "identity:gamma-scales-core",
                  "identity:constant-gives-beta"]


@pytest.mark.parametrize("kind, hit", [
    ("shifted", {"identity:shift-invariance"}),
    ("gb", {"identity:shift-invariance", "identity:beta-after-core"}),
    ("g0", {"identity:beta-after-core", "identity:gamma-scales-core"}),
    ("u", {"identity:gamma-scales-core"}),
    ("constant", {"identity:constant-gives-beta"}),
])
def test_a_nan_in_one_output_fails_each_identity_that_uses_it(kind, hit):
    case = make()
    found = run_identities(case, kind, lambda z: np.where(np.arange(len(z)) == 2, np.nan, 0.0))
    for name in IDENTITY_NAMES:
        if name in hit:
            assert not found[name].ok and np.isnan(found[name].worst), name
            assert found[name].detail.endswith("; NaN in 1 of 4 rows"), name
        else:
            assert found[name].ok and "NaN" not in found[name].detail, name


@pytest.mark.parametrize("norm", [LAYER, RMS])
def test_infinite_outputs_are_no_nan(norm):
    """+inf at one entry of every output: y - y is NaN there, yet the target returned no NaN; the relations
    between equal infinities hold, beta added after the core cannot be seen (infinitely wrong)."""
    case = make(norm=norm)

    def target(z, gamma, beta, eps):
        y = norm.output(*(np.asarray(x, dtype=np.float64) for x in (z, gamma, beta)), eps)
        y[0, 0] = np.inf  # gamma_0 = 2 > 0: gamma * inf = inf
        return y

    found = {c.name: c for c in identity_checks(Caller(Target("inf", target)), case, {"mine": case.core}, [case],
                                                BOUND, seed=0)}
    assert not any("NaN" in c.detail for c in found.values())
    assert found["identity:beta-after-core"].worst == np.inf and found["identity:gamma-scales-core"].ok
    if norm is LAYER:
        assert found["identity:shift-invariance"].ok
    else:  # -z gives +inf where -y(z) is -inf; y(2 z; eps) and y(z; eps/4) are the same infinity
        assert found["identity:odd"].worst == np.inf and found["identity:scaling-is-eps"].ok


def test_a_nan_in_the_core_fails_the_statistic_on_its_family():
    a, b = make(name="first"), make(name="second")
    core = a.core.copy()
    core[1, 3] = np.nan
    result = checks.statistic_check({"first": core, "second": b.core}, [a, b], BOUND)
    assert not result.ok and np.isnan(result.worst)
    assert result.detail == "variance of y(z; 1, 0) = q/(q + eps) on every family (worst on first); NaN in 1 of 8 rows"


def test_a_nan_in_the_jacobian_fails_it():
    case = make()
    target = Target("by hand", oracle, lambda *a: None, autodiff="hand")
    dz = case.vjp.copy()
    dz[3, 0] = np.nan
    result = jacobian_check(Caller(target), case, BOUND, grads=(dz, *case.param_grads))
    assert not result.ok and np.isnan(result.worst) and result.detail.endswith("; NaN in 1 of 4 rows")


@pytest.mark.parametrize("call", [1, 2])
def test_a_nan_at_either_point_fails_the_central_differences(call):
    case = make()
    seen = []

    def target(z, gamma, beta, eps):
        seen.append(z)
        y = oracle(z, gamma, beta, eps)
        if len(seen) == call:
            y[1, 1] = np.nan
        return y

    result = jacobian_check(Caller(Target("t", target)), case, BOUND)
    assert not result.ok and np.isnan(result.worst) and result.detail.endswith("; NaN in 1 of 4 rows")


# the forward check

@pytest.mark.parametrize("strict", [False, True])
def test_forward_figures_and_the_other_units_in_the_detail(strict):
    """|y - y_ref|_inf in units of u (max(1, |y_ref|_inf) + max|gamma| kappa) (plain units u max(1, |y_ref|_inf)
    if strict); the detail shows the figure in the other units."""
    case = make()
    _, _, kappa = stats(case.z64)
    plain = U * np.maximum(1, absmax(case.y))
    scaled = plain + U * np.abs(GAMMA).max() * kappa
    scale, other = (plain, scaled) if strict else (scaled, plain)
    bound = Bound("float32", strict=strict)
    for r in range(len(ROWS)):
        result = checks.forward_check(case, nudged(case.y, 5 * scale * one_row(r)), bound)
        assert result.worst == pytest.approx(5, rel=1e-6), r
        shown = f"{5 * scale[r] / other[r]:.3g}"
        assert result.detail == (f"eps = 1e-05; kappa <= {kappa.max():.3g}; "
                                 f"{'kappa-scaled' if strict else 'plain'} units {shown}")
    for factor, ok in ((0.97, True), (1.03, False)):
        result = checks.forward_check(case, nudged(case.y, factor * C * scale), bound)
        assert result.ok is ok and result.worst == pytest.approx(factor * C, rel=1e-6)


def test_forward_detail_of_an_infinite_output_and_of_a_condition_0():
    case = make(rows=ROWS[3:])  # mean 0: kappa 0
    y = case.y.copy()
    assert checks.forward_check(case, y, BOUND).detail == "eps = 1e-05; kappa <= 0; plain units 0"
    y[0, 2] = -np.inf
    result = checks.forward_check(case, y, BOUND)
    assert (result.ok, result.worst) == (False, np.inf)
    assert result.detail == "eps = 1e-05; kappa <= 0; plain units inf"


def test_a_check_passes_at_c_units_exactly():
    bound = Bound("float32")
    assert checks._summarize("x", np.array([0.5, C]), bound, "d").ok
    result = checks._summarize("x", np.array([np.nextafter(C, np.inf), 0.5]), bound, "d")
    assert (result.ok, result.worst, result.detail) == (False, np.nextafter(C, np.inf), "d")


def test_identities_call_the_target_once_on_each_set_of_rows():
    """The rows, with beta = 0, with gamma = 1 and beta = 0, shifted by 64, constant: each once."""
    case = make()
    kinds = []

    def target(z, gamma, beta, eps):
        for kind in ("gb", "g0", "u", "shifted", "constant"):
            if is_call(kind, case)(z, gamma, beta):
                kinds.append(kind)
        assert eps == EPS and np.asarray(z).dtype == np.float32
        return oracle(z, gamma, beta, eps)

    identity_checks(Caller(Target("t", target)), case, {"mine": case.core}, [case], BOUND, seed=0)
    assert sorted(kinds) == sorted(["gb", "g0", "u", "shifted", "constant"])


def test_rms_norm_checks_say_their_own_condition_and_statistic():
    case = make(norm=RMS)
    r_inf = absmax(case.core)
    assert checks.forward_check(case, case.y, BOUND).detail == f"eps = 1e-05; |r|_inf <= {r_inf.max():.3g}; plain units 0"
    found = identity_checks(Caller(Target("rms", RMS.output)), case, {"mine": case.core}, [case], BOUND, seed=0)
    assert [c.name for c in found] == ["identity:scaling-is-eps", "identity:odd", "identity:beta-after-core",
                                       "identity:gamma-scales-core", "identity:zero-gives-beta", "identity:mean-square"]
    assert all(c.ok for c in found)
    assert found[-1].detail == "mean square of y(z; 1, 0) = s/(s + eps) on every family (worst on mine)"


def test_rms_condition_of_zero_rows_is_shown_as_0():
    """RMSNorm's r of a zero row is 0 and its |r|_inf a -0.0 (numpy's maximum(0.0, -0.0)): shown as 0."""
    case = make(rows=np.zeros((2, D)), norm=RMS)
    assert checks.forward_check(case, case.y, BOUND).detail == "eps = 1e-05; |r|_inf <= 0; plain units 0"


def test_core_variance_names_a_family_even_when_every_figure_is_0():
    """Exact cores (variance 1 = q/(q + eps) in float64 for eps = 2^-60): the first family is named on a tie,
    and a family without rows is never named."""
    params = {"gamma": np.ones(2), "beta": np.zeros(2), "t": np.ones((1, 2)), "g": np.ones((1, 2))}
    a, b = (Case(name, np.array([[0.0, 2.0]]), 2.0**-60, params, "float32") for name in ("first", "second"))
    exact = np.array([[-1.0, 1.0]])
    assert a.core_variance[0] == 1.0
    result = checks.statistic_check({"first": exact, "second": exact}, [a, b], BOUND)
    assert (result.ok, result.worst) == (True, 0.0)
    assert result.detail == "variance of y(z; 1, 0) = q/(q + eps) on every family (worst on first)"
    empty = Case("empty", np.zeros((0, D)), EPS, {"gamma": GAMMA, "beta": BETA, "t": np.ones((0, D)),
                                                  "g": np.ones((0, D))}, "float32")
    result = checks.statistic_check({"empty": empty.core}, [empty], BOUND)
    assert (result.ok, result.worst, result.detail) == (True, None, "variance of y(z; 1, 0) = q/(q + eps) on every family")


def test_central_differences_closer_than_the_oracles_own_are_0_units():
    """A target whose difference is J_y D exactly beats the oracle's truncation: 0 units, never fewer."""
    case = make()
    seen = []

    def target(z, gamma, beta, eps):
        seen.append(np.asarray(z, dtype=np.float64))
        y = oracle(z, gamma, beta, eps)
        if len(seen) == 2:
            zp, zm = seen
            y = oracle(zp, gamma, beta, eps) - LAYER.jvp(zm + (zp - zm) / 2, eps, zp - zm, case.gamma64)
        return y

    result = jacobian_check(Caller(Target("t", target)), case, BOUND)
    assert (result.ok, result.worst) == (True, 0.0)


def test_identities_of_rows_of_one_entry():
    """d = 1: layer norm is beta; the constant rows' c is their only entry."""
    one = Case("identity", np.array([[0.5], [-3.0]]), EPS, {"gamma": [2.0], "beta": [0.5], "t": np.ones((2, 1)),
                                                           "g": np.ones((2, 1))}, "float32")
    found = identity_checks(Caller(Target("oracle", oracle)), one, {"identity": one.core}, [one], BOUND, seed=0)
    assert [(c.ok, c.worst) for c in found] == [(True, 0.0)] * 5
    constants = checks._constant_rows(one, 0)
    assert found[3].detail == f"y(c 1) = beta for |c| up to {np.abs(constants.astype(np.float64)).max():.3g}"


def test_checks_are_values_and_their_options_keywords():
    result = checks._summarize("x", np.zeros(1), BOUND, "d")
    with pytest.raises(AttributeError):
        result.ok = False
    case = make()
    call = Caller(Target("t", oracle, lambda *a: (case.vjp, *case.param_grads)))
    z, gamma, beta = case.z, case.gamma, case.beta
    with pytest.raises(TypeError):
        call.forward(z, gamma, beta, EPS, "here")
    with pytest.raises(TypeError):
        call.backward(z, gamma, beta, EPS, case.g, "here")
    with pytest.raises(TypeError):
        identity_checks(call, case, {"mine": case.core}, [case], BOUND, 0)
    with pytest.raises(TypeError):
        param_grads_check(case, *case.param_grads, BOUND, False)
