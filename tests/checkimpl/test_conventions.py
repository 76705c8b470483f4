"""Wrong conventions computed from the oracle, spot-checked with mpmath; fitting the project's wrong layer norms."""

import mpmath
import numpy as np
import pytest
from impl_support import impls

from symln.checkimpl import check
from symln.checkimpl.conventions import CODES, CONVENTIONS
from symln.checkimpl.diagnosis import FIT_FAMILIES, diagnose
from symln.checkimpl.oracle import Bound, make_case, row_absmax, row_error


def _mp(name, row, gamma, beta, eps):
    """The convention *name* on one row, typed in directly at 50 digits (an anchor independent of the oracle)."""
    sqrt = mpmath.sqrt
    z = [mpmath.mpf(float(e)) for e in row]
    g = [mpmath.mpf(float(e)) for e in gamma]
    b = [mpmath.mpf(float(e)) for e in beta]
    e = mpmath.mpf(eps)
    d = len(z)
    mu = mpmath.fsum(z) / d
    v = [x - mu for x in z]
    q = mpmath.fsum(x * x for x in v) / d
    ms = mpmath.fsum(x * x for x in z) / d

    def affine(xs, gain=g, bias=b):
        return [gi * x + bi for gi, x, bi in zip(gain, xs, bias)]

    u = [x / sqrt(q + e) for x in v]
    if name == "layer norm":
        return affine(u)
    if name == "eps added to the standard deviation":
        return affine([x / (sqrt(q) + e) for x in v])
    if name == "variance divisor d - 1":
        return affine([x / sqrt(q * d / (d - 1) + e) for x in v])
    if name == "divisor d - 1 and eps added to the standard deviation":
        return affine([x / (sqrt(q * d / (d - 1)) + e) for x in v])
    if name == "no centering (RMSNorm)":
        return affine([x / sqrt(ms + e) for x in z])
    if name == "no centering, eps added to the root mean square":
        return affine([x / (sqrt(ms) + e) for x in z])
    if name == "centered variance, uncentered numerator":
        return affine([x / sqrt(q + e) for x in z])
    if name == "gain and bias swapped":
        return affine(u, b, g)
    if name == "bias added before the gain":
        return [gi * (x + bi) for gi, x, bi in zip(g, u, b)]
    if name == "bias missing":
        return affine(u, g, [0] * d)
    if name == "gain missing":
        return affine(u, [1] * d, b)
    if name == "gain and bias applied before normalizing":
        w = [mpmath.mpf(float(x)) for x in np.asarray(gamma, np.float64) * np.asarray(row, np.float64) + beta]
        m = mpmath.fsum(w) / d
        qw = mpmath.fsum((x - m) ** 2 for x in w) / d
        return [(x - m) / sqrt(qw + e) for x in w]
    raise AssertionError(name)


@pytest.mark.parametrize("fam", [*FIT_FAMILIES, "offset4"])
@pytest.mark.parametrize("conv", CONVENTIONS, ids=lambda c: c.name)
def test_convention_values_agree_with_mpmath(conv, fam):
    """Each convention is as accurate as the oracle: within 4 units of its own bound of the direct formula."""
    case = make_case(fam, rows=3, d=12, seed=2, dtype="float64")
    y, cond = conv.value(case)
    if "variance-divisor" in conv.codes and case.d == 1:
        assert np.isnan(y).all()  # undefined, as var(unbiased) is at d = 1
        return
    with mpmath.workdps(50):
        ref = np.array([[float(x) for x in _mp(conv.name, r, case.gamma64, case.beta64, case.eps)] for r in case.z64])
    units = row_error(y, ref) / Bound("float64").scale(row_absmax(ref), cond)
    assert units.max() <= 4, units


def test_conventions_are_far_apart_on_the_fitting_families():
    """Every pair of conventions differs by far more than C units on some fitting family (so a fit is unique)."""
    cases = [make_case(f, rows=8, d=16, seed=0, dtype="float32") for f in FIT_FAMILIES]
    bound = Bound("float32")
    values = {c.name: [conv.value(case) for case in cases] for c, conv in ((conv, conv) for conv in CONVENTIONS)}
    names = list(values)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            gap = 0.0
            for (ya, ca), (yb, _) in zip(values[a], values[b]):
                units = row_error(yb, ya) / bound.scale(row_absmax(ya), ca)
                gap = max(gap, float(np.nan_to_num(units, nan=0.0).max()))
            assert gap > 100 * bound.c, (a, b, gap)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name", sorted(impls.WRONG))
def test_each_wrong_layer_norm_gets_its_codes(name, dtype):
    report = check(getattr(impls, name), dtype=dtype, rows=16, d=32)
    assert not report.passed
    assert report.diagnosis == impls.WRONG[name], (report.fitted, report.fits[:3])


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name", impls.RIGHT)
def test_right_layer_norms_pass_with_no_diagnosis(name, dtype):
    report = check(getattr(impls, name), dtype=dtype, rows=16, d=32)
    assert report.passed, [c for c in report.checks if not c.ok]
    assert report.diagnosis == () and report.fits == ()


def test_lower_precision_inside_is_a_precision_problem():
    """float32 arithmetic behind a float64 interface: values fit layer norm at float32's unit roundoff."""
    report = check(impls.float32_inside, dtype="float64", rows=16, d=32)
    assert report.diagnosis == ("precision",) and report.fitted == "layer norm"
    assert 2.0**-24 <= report.found.unit <= 16 * 2.0**-24
    assert check(impls.float32_inside, dtype="float32", rows=16, d=32).passed


def test_an_unknown_convention_gets_no_code():
    def scaled_core(z, gamma, beta, eps):  # gamma * 1.5 u + beta: every identity of gamma and beta holds
        return gamma * 1.5 * impls.two_pass(z, 1.0, 0.0, eps) + beta

    report = check(scaled_core, rows=8, d=16)
    assert not report.passed and report.diagnosis == () and report.fitted is None
    assert report.fits[0].worst > 1e10 and report.found.how == "no known convention fits"


def test_diagnose_ignores_a_family_where_the_convention_is_undefined():
    """d - 1 is undefined at d = 1: a target returning NaN there fits it, and so does one guarding d = 1."""
    cases = [make_case(f, rows=4, d=8, seed=0, dtype="float64") for f in FIT_FAMILIES]
    conv = next(c for c in CONVENTIONS if c.codes == ("variance-divisor",))
    outputs = {c.name: conv.value(c)[0] for c in cases}
    cores = {c.name: c.core for c in cases}
    bound = Bound("float64")
    assert diagnose(cases, outputs, cores, bound).codes == ("variance-divisor",)
    outputs["d1"] = np.broadcast_to(cases[0].beta64[:1], outputs["d1"].shape).copy()
    assert diagnose(cases, outputs, cores, bound).codes == ("variance-divisor",)


def test_codes_are_the_documented_ones():
    assert CODES == ("eps-placement", "eps-value", "variance-divisor", "shift-invariance", "centering", "affine",
                     "precision", "accuracy")
    # centering is RMSNorm's code (a layer norm given as RMSNorm: symln.checkimpl.conventions_rms)
    assert {code for c in CONVENTIONS for code in c.codes} == set(CODES) - {"accuracy", "precision", "eps-value", "centering"}
    assert {code for codes in impls.WRONG.values() for code in codes} == set(CODES) - {"precision", "centering"}


# ---------------------------------------------------------------- each convention's condition term, as documented


def _by_name(name):
    return next(c for c in CONVENTIONS if c.name == name)


@pytest.fixture(scope="module")
def offset_case():
    """A case whose rows sit far from 0 (kappa >> 1) and whose variance is large against eps (so eps added to
    the standard deviation gives a denominator larger than sigma: a factor sigma/D < 1)."""
    return make_case("offset4", rows=3, d=12, seed=2, dtype="float64")


def test_the_condition_terms_are_the_documented_ones(offset_case):
    """gamma_max kappa for the layer norm and the RMS denominators; kappa max(1, sigma/D) for a denominator D in
    place of sigma; kappa (1 + kappa) for the centered variance under an uncentered numerator; the swapped
    gain's max|beta|; a missing gain's 1; the transformed rows' own kappa when the gain comes first."""
    case = offset_case
    g, kappa = case.gamma_max, case.kappa
    mu, q, sigma = case.stats

    def cond(name):
        return np.broadcast_to(_by_name(name).value(case)[1], kappa.shape)

    assert np.allclose(cond("layer norm"), g * kappa)
    factor = sigma / (np.sqrt(q) + case.eps)
    assert np.allclose(cond("eps added to the standard deviation"), g * kappa * np.maximum(1.0, factor))
    assert np.allclose(cond("no centering (RMSNorm)"), g * kappa)
    assert np.allclose(cond("centered variance, uncentered numerator"), g * kappa * (1.0 + kappa))
    assert np.allclose(cond("gain and bias swapped"), float(np.abs(case.beta64).max()) * kappa)
    assert np.allclose(cond("gain missing"), kappa)
    w = case.gamma64 * case.z64 + case.beta64
    mw = w.mean(axis=-1)
    assert np.allclose(cond("gain and bias applied before normalizing"),
                       np.abs(mw) / np.sqrt(((w - mw[:, None]) ** 2).mean(axis=-1) + case.eps))


def test_a_denominator_larger_than_sigma_keeps_the_layer_norms_condition(offset_case):
    """sigma/D < 1 on some row: the condition is then the layer norm's, never smaller."""
    case = offset_case
    _, q, sigma = case.stats
    factor = sigma / (np.sqrt(q) + case.eps)
    assert (factor < 1).any()
    cond = np.broadcast_to(_by_name("eps added to the standard deviation").value(case)[1], case.kappa.shape)
    assert (cond >= case.gamma_max * case.kappa * (1 - 1e-12)).all()


def test_a_row_undefined_for_both_is_at_distance_zero_and_one_undefined_only_for_the_convention_is_nan():
    """units(): a NaN row the target reproduces is a match (0); a NaN row the target fills with numbers is
    not judged (NaN); and distance() is 0 when no row is defined."""
    from symln.checkimpl.conventions import Convention, distance, units

    value = np.array([[np.nan, np.nan], [1.0, 2.0]])
    cond = np.array([1.0, 1.0])
    bound = Bound("float64")
    same = units((value, cond), value.copy(), bound)
    assert same[0] == 0.0 and same[1] == 0.0
    other = units((value, cond), np.array([[0.5, 0.5], [1.0, 2.0]]), bound)
    assert np.isnan(other[0]) and other[1] == 0.0
    undefined = Convention("undefined", (), lambda c: (np.full((len(c.z), c.d), np.nan), np.ones(len(c.z))))
    case = make_case("random", rows=2, d=3, seed=1, dtype="float64")
    assert distance(undefined, [case], {case.name: np.zeros((2, 3))}, bound) == 0.0


def test_conventions_and_fits_are_immutable():
    import dataclasses

    from symln.checkimpl.conventions import Fit

    with pytest.raises(dataclasses.FrozenInstanceError):
        CONVENTIONS[0].name = "renamed"
    with pytest.raises(dataclasses.FrozenInstanceError):
        Fit("a", (), 0.0).worst = 1.0
