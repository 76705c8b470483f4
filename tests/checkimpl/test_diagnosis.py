"""What the report says about a failing target: eps fitted, precision, affine from the identities,
the conditioning of the uncentered convention, and the nearest convention only when it says something."""

import numpy as np
import pytest
from impl_support import impls

from symln.checkimpl import check, text_table
from symln.checkimpl.diagnosis import FIT_FAMILIES, FIT_ROWS, diagnose, fit_eps
from symln.checkimpl.oracle import make_case

SMALL = {"rows": 16, "d": 32}


def diagnosis_line(report) -> str:
    return next(line for line in text_table(report).splitlines() if line.startswith("Diagnosis: "))


def weight_plus_one(z, gamma, beta, eps):
    """The gain applied as 1 + weight."""
    return impls.two_pass(z, 1.0 + gamma, beta, eps)


def bias_into_input(z, gamma, beta, eps):
    """The bias added to the input before normalizing."""
    return impls.two_pass(z + beta, gamma, 0.0, eps)


def uncentered(z, gamma, beta, eps):
    """A right evaluation of the centered variance under an uncentered numerator."""
    r = z - z.mean(-1, keepdims=True)
    return z / np.sqrt((r * r).mean(-1, keepdims=True) + eps) * gamma + beta


def between(z, gamma, beta, eps):
    """5% of the way from layer norm to eps added to the standard deviation: near one, but no fit."""
    a, b = impls.two_pass(z, gamma, beta, eps), impls.eps_outside(z, gamma, beta, eps)
    return a + 0.05 * (b - a)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_an_ignored_eps_is_fitted_and_named(dtype):
    report = check(impls.hard_coded_eps, dtype=dtype, **SMALL)
    assert report.diagnosis == ("eps-value",) and report.fitted == "layer norm with eps = 1e-05"
    assert diagnosis_line(report) == "Diagnosis: eps-value (values fit layer norm with eps = 1e-05, not 0.01)"
    failed = {c.name: c for c in report.checks if not c.ok}
    assert "forward:tiny" in failed and not {"forward:random", "forward:d2"} & set(failed)
    assert failed["forward:tiny"].detail.startswith("eps = 0.01; ")


def test_fit_eps_snaps_to_a_round_value():
    cases = [make_case(name, rows=8, d=16, seed=0, dtype="float32") for name in ("random", "tiny")]
    cores = {c.name: impls.two_pass(c.z64, 1.0, 0.0, 3e-4) for c in cases}
    assert fit_eps(cases, cores) == 3e-4
    assert fit_eps(cases[:1], {"random": cases[0].core}) is None  # q >> eps everywhere: nothing to fit


def test_float64_computed_in_float32_is_a_precision_code():
    report = check(impls.float32_inside, **SMALL)
    assert report.diagnosis == ("precision",) and 2.0**-24 <= report.found.unit <= 16 * 2.0**-24
    line = diagnosis_line(report)
    assert line.startswith("Diagnosis: precision (values fit: layer norm, within ")
    assert line.endswith(" units of float32; effective unit roundoff 2^-23 from the errors (float64 has 2^-53))")


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_affine_from_the_identities_when_no_convention_fits(dtype):
    report = check(weight_plus_one, dtype=dtype, **SMALL)
    assert report.diagnosis == ("affine",) and report.fitted is None
    assert diagnosis_line(report) == "Diagnosis: affine (no known convention fits; gamma-scales-core fails)"
    report = check(bias_into_input, dtype=dtype, **SMALL)
    assert diagnosis_line(report) == (
        "Diagnosis: affine (no known convention fits; beta-after-core, constant-gives-beta fail)")


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_uncentered_numerator_bound_has_its_own_conditioning(dtype):
    """A right evaluation of z / sqrt(q + eps) loses u kappa^2: its fit is exact, with no accuracy code."""
    report = check(uncentered, dtype=dtype, **SMALL)
    assert report.diagnosis == ("shift-invariance",)
    assert report.fitted == "centered variance, uncentered numerator"


def test_nearest_convention_only_when_informative():
    report = check(between, **SMALL)
    assert report.diagnosis == () and report.fitted is None
    line = diagnosis_line(report)
    assert line.startswith("Diagnosis: no known convention fits (nearest: layer norm, ")
    assert line.endswith("units; the next is 19x farther)")

    def scaled_core(z, gamma, beta, eps):  # far from every convention alike
        return gamma * 1.5 * impls.two_pass(z, 1.0, 0.0, eps) + beta

    assert diagnosis_line(check(scaled_core, **SMALL)) == "Diagnosis: no known convention fits"


def test_one_pass_in_bfloat16_is_an_accuracy_problem():
    pytest.importorskip("ml_dtypes")
    report = check(impls.one_pass, dtype="bfloat16", **SMALL)
    assert not report.passed and report.diagnosis == ("accuracy",) and report.fitted == "layer norm"


def test_no_diagnosis_without_a_family_the_conventions_are_fitted_on():
    """Only families of huge offset (not fitted on): no convention is claimed, and nothing fails inside."""
    from symln.checkimpl.oracle import Bound

    case = make_case("offset8", rows=8, d=16, seed=0, dtype="float64")
    assert case.name not in FIT_FAMILIES
    found = diagnose([case], {case.name: case.z * 0}, {case.name: case.z * 0}, Bound("float64"))
    assert found.fitted is None and found.codes == () and "nothing to fit" in found.how


def _diagnose_at_distances(monkeypatch, nearest: float, second: float):
    """diagnose() on well-conditioned cases whose distances to the conventions are given: *nearest* units from
    layer norm, *second* from the next convention, far from every other (none within C at any dtype)."""
    from symln.checkimpl import diagnosis
    from symln.checkimpl.conventions import CONVENTIONS
    from symln.checkimpl.oracle import Bound

    table = {CONVENTIONS[0].name: nearest, CONVENTIONS[1].name: second}
    monkeypatch.setattr(diagnosis, "distance", lambda conv, fitting, outputs, at: table.get(conv.name, 1e9))
    cases = [make_case(name, rows=8, d=16, seed=0, dtype="float64") for name in ("random", "tiny")]
    cores = {c.name: c.core for c in cases}
    return diagnose(cases, cores, cores, Bound("float64"))


def test_the_nearest_convention_counts_from_100_times_nearer_and_is_named_from_10_times(monkeypatch):
    """When no convention fits within C, the nearest one counts (with ``accuracy``) when it is at least 100 times
    nearer than any other, is only named when at least 10 times nearer, and is not mentioned below that (the rule
    docs/how-to/read-diagnosis.md states, at its boundaries)."""
    counts = _diagnose_at_distances(monkeypatch, 50.0, 5000.0)
    assert counts.codes == ("accuracy",) and counts.fitted == "layer norm"
    assert counts.how == "values follow: layer norm, 50 units away, over 100x nearer than any other"
    named = _diagnose_at_distances(monkeypatch, 50.0, 4999.0)
    assert named.codes == () and named.fitted is None
    assert named.how == "no known convention fits (nearest: layer norm, 50 units; the next is 100x farther)"
    assert _diagnose_at_distances(monkeypatch, 50.0, 500.0).how.endswith("the next is 10x farther)")
    silent = _diagnose_at_distances(monkeypatch, 50.0, 499.0)
    assert silent.how == "no known convention fits" and silent.codes == () and silent.fitted is None


def test_fit_eps_recovers_an_eps_comparable_to_the_variance():
    """eps' = q (1 - c)/c from the core's variance c = q/(q + eps') (E4) is exact for any c, also where eps' is
    comparable to q (c near 1/2), where a wrong formula is off by a factor: an eps of 1.5 on rows of variance
    about 1 comes back as 1.5, not as a power of ten or the family's eps."""
    cases = [make_case("random", rows=8, d=16, seed=0, dtype="float64")]
    cores = {"random": impls.two_pass(cases[0].z64, 1.0, 0.0, 1.5)}
    assert fit_eps(cases, cores) == 1.5


def test_fit_eps_gives_none_when_every_estimate_underflows_to_zero():
    """Rows whose variance q is the smallest subnormal give estimates q (1 - c)/c that round to 0: no eps is
    fitted (None), rather than an error from comparing candidates with log(e / 0); nor is one without cases."""
    from symln.checkimpl.oracle import Case

    assert fit_eps([], {}) is None

    base = make_case("random", rows=4, d=4, seed=0, dtype="float64")
    a = np.sqrt(1e-323)  # rows (a, 0, 0, -a): q = a^2/2, the smallest subnormal
    z = np.tile([a, 0.0, 0.0, -a], (4, 1))
    case = Case("random", z, 1e-300, {"gamma": base.gamma, "beta": base.beta, "t": base.t, "g": base.g}, "float64")
    assert (case.stats[1] == 5e-324).all()
    cores = {"random": np.tile([1.0, 0.0, 0.0, -1.0], (4, 1))}  # core variance c = 1/2 exactly
    assert fit_eps([case], cores) is None


def one_pass_in_float32(z, gamma, beta, eps):
    """The one-pass variance E[z^2] - E[z]^2, computed in float32 whatever the input."""
    f32 = np.float32
    return impls.one_pass(z.astype(f32), gamma.astype(f32), beta.astype(f32), eps).astype(z.dtype)


def test_an_inaccurate_formula_in_a_lower_precision_gets_precision_and_accuracy():
    """float64 inputs computed in float32 by the one-pass variance: the values fit layer norm at float32's unit
    roundoff (precision), and stray beyond float32's bound on the offset families within float32's range
    (accuracy): both faults are named."""
    report = check(one_pass_in_float32, **SMALL)
    assert report.diagnosis == ("precision", "accuracy") and report.fitted == "layer norm"
    assert diagnosis_line(report).startswith("Diagnosis: precision, accuracy (values fit: layer norm, within ")


def _fit_cases(rows: int):
    """The fitting families with *rows* rows, and layer norm's outputs and cores on them."""
    from symln.checkimpl.conventions import CONVENTIONS

    cases = [make_case(name, rows=rows, d=16, seed=0, dtype="float64") for name in FIT_FAMILIES]
    outputs = {c.name: np.array(CONVENTIONS[0].value(c)[0]) for c in cases}
    return cases, outputs, {c.name: c.core for c in cases}


@pytest.mark.parametrize("row, fitted, codes", [(FIT_ROWS - 1, None, ()), (FIT_ROWS, "layer norm", ("accuracy",))])
def test_conventions_are_fitted_on_the_first_fit_rows_and_accuracy_is_judged_on_every_row(row, fitted, codes):
    """A target right everywhere but on one row of one family: a wrong row among the first FIT_ROWS rows spoils
    the fit (no convention is claimed); one beyond them does not, and the accuracy pass, over every row, names it."""
    from symln.checkimpl.oracle import Bound

    cases, outputs, cores = _fit_cases(FIT_ROWS + 8)
    outputs[cases[0].name][row] += 10.0  # beyond C units of every dtype
    found = diagnose(cases, outputs, cores, Bound("float64"))
    assert (found.fitted, found.codes) == (fitted, codes)


def test_a_diagnosis_is_a_value():
    """A diagnosis, shared by the report and its renderings, cannot be changed after the fact."""
    import dataclasses

    from symln.checkimpl.diagnosis import Diagnosis

    found = Diagnosis(("affine",), None, (), "no known convention fits")
    with pytest.raises(dataclasses.FrozenInstanceError):
        found.codes = ()
    assert hash(found) == hash(Diagnosis(("affine",), None, (), "no known convention fits"))


@pytest.mark.parametrize("worst, code, level", [
    (2.0**29, "precision", "float32"),       # 1 unit of float32, in units of float64
    (16 * 2.0**29, "precision", "float32"),  # exactly C = 16 units of float32: within C
    (17 * 2.0**29, "precision", "float16"),  # 17 units of float32: beyond C there, within C of float16's
    (2.0**60, "affine", None),               # beyond C units of every lower dtype
    (None, "affine", None),                  # a figure that could not be computed
    (np.inf, "affine", None),
])
def test_identities_broken_only_by_a_lower_dtypes_rounding_are_precision_not_affine(worst, code, level):
    """When no convention fits and the gain identity fails by no more than C units of a less precise dtype's
    rounding, the code is precision naming that dtype (the most precise one that explains it); a larger, missing
    or infinite failure is affine."""
    from symln.checkimpl.diagnosis import from_identities
    from symln.checkimpl.oracle import Bound

    found = from_identities(None, {"identity:gamma-scales-core": worst}, Bound("float64"))
    assert found.codes == (code,) and found.fitted is None
    assert found.how.startswith("no known convention fits; gamma-scales-core fails")
    if level:
        assert f"by the rounding of {level} (within 16 units of its unit roundoff)" in found.how
    else:
        assert "rounding" not in found.how


def test_affine_from_the_identities_keeps_the_distances_and_codes_of_the_diagnosis():
    """A diagnosis with no fitted convention gains the identities' code beside its own, and keeps every
    convention's distance for the report; one with a fitted convention is left as it is."""
    from symln.checkimpl.conventions import Fit
    from symln.checkimpl.diagnosis import Diagnosis, from_identities
    from symln.checkimpl.oracle import Bound

    fits = (Fit("layer norm", (), 40.0), Fit("eps outside the square root", ("eps-placement",), 90.0))
    unfitted = Diagnosis((), None, fits, "no known convention fits")
    found = from_identities(unfitted, {"identity:beta-after-core": None}, Bound("float64"))
    assert found.codes == ("affine",) and found.fits == fits and found.fitted is None
    assert found.how == "no known convention fits; beta-after-core fails"
    fitted = Diagnosis(("eps-value",), "layer norm with eps = 1e-05", fits, "values fit ...")
    assert from_identities(fitted, {"identity:beta-after-core": None}, Bound("float64")) is fitted


def test_a_convention_within_exactly_c_units_fits(monkeypatch):
    """"Within C units" includes C: a target exactly C = 16 units from layer norm (and far from the rest) fits it
    at the checked dtype; a hair more does not."""
    at_c = _diagnose_at_distances(monkeypatch, 16.0, 1e9)
    assert at_c.fitted == "layer norm" and "precision" not in at_c.codes
    assert at_c.how == "values fit: layer norm, within 16 units"
    beyond = _diagnose_at_distances(monkeypatch, 16.000001, 1e9)
    assert beyond.how.startswith("values follow: layer norm, 16 units away")


def test_an_eps_fitted_within_exactly_c_units_fits(monkeypatch):
    """Step 2 at its boundary: layer norm with the fitted eps, exactly C = 16 units from the target (every
    convention far), fits and is named with eps-value."""
    from symln.checkimpl import diagnosis
    from symln.checkimpl.oracle import Bound

    monkeypatch.setattr(diagnosis, "distance", lambda conv, fitting, outputs, at:
                        16.0 if conv.name.startswith("layer norm with eps") else 1e9)
    cases = [make_case(name, rows=8, d=16, seed=0, dtype="float64") for name in ("random", "tiny")]
    cores = {c.name: impls.two_pass(c.z64, 1.0, 0.0, 1e-3) for c in cases}
    found = diagnose(cases, cores, cores, Bound("float64"))
    assert found.fitted == "layer norm with eps = 0.001" and "eps-value" in found.codes


def test_an_eps_hard_coded_to_a_third_value_names_every_eps_it_ignores_largest_first():
    """A target that uses eps = 1e-4 whatever it is given: the report names both eps values of the fitting
    families it ignored (0.01 and 1e-5), largest first."""
    def eps_1e_4(z, gamma, beta, eps):
        return impls.two_pass(z, gamma, beta, 1e-4)

    report = check(eps_1e_4, **SMALL)
    assert report.diagnosis == ("eps-value",) and report.fitted == "layer norm with eps = 0.0001"
    assert diagnosis_line(report) == "Diagnosis: eps-value (values fit layer norm with eps = 0.0001, not 0.01, 1e-05)"


@pytest.mark.parametrize("eps, fitted", [
    (11.0**-3, 7.5e-4),      # no round value: two significant digits
    (0.994999, 1.0),         # nearer 1 (a power of ten) than 0.99 in ratio, though it rounds to 0.99
    (9.949999, 9.9),         # nearer 10 than 9.9 in ratio, but 10 is no candidate (powers of ten up to 1)
    (9.94999e-16, 1e-15),    # the smallest power listed, nearer in ratio than 9.9e-16
    (9.94999e-17, 9.9e-17),  # 1e-16 is no candidate
])
def test_fit_eps_snaps_to_the_nearest_candidate_in_ratio(eps, fitted):
    """The estimate snaps to the candidate nearest in ratio among the powers of ten 1e-15 .. 1, the families' eps
    values and the estimate to two significant digits (the module docstring, step 2)."""
    from symln.checkimpl.oracle import Case

    base = make_case("random", rows=64, d=16, seed=0, dtype="float64")
    z = base.z64 * np.sqrt(eps / 2)  # variance about eps/2: rows whose core variance c shows eps (c <= 1/2)
    case = Case("random", z, base.eps, {"gamma": base.gamma, "beta": base.beta, "t": base.t, "g": base.g}, "float64")
    cores = {"random": impls.two_pass(z, 1.0, 0.0, eps)}
    cases = [case]
    assert fit_eps(cases, cores) == fitted


def test_one_fitting_family_is_enough_to_fit():
    """A check of a single well-conditioned family (a user's choice of families) still fits its convention."""
    from symln.checkimpl.conventions import CONVENTIONS
    from symln.checkimpl.oracle import Bound

    case = make_case("random", rows=8, d=16, seed=0, dtype="float64")
    found = diagnose([case], {"random": np.array(CONVENTIONS[1].value(case)[0])}, {"random": case.core},
                     Bound("float64"))
    assert found.fitted == CONVENTIONS[1].name and found.codes == CONVENTIONS[1].codes


def test_rows_of_zero_variance_do_not_move_the_fitted_eps():
    """A constant row (q = 0) says nothing about eps, whatever the target's core is there: a target right with
    eps = 1.5 on random rows and noisy on many constant rows is still fitted eps = 1.5."""
    cases = [make_case(name, rows=32, d=16, seed=0, dtype="float64") for name in ("random", "constant")]
    assert (cases[1].stats[1] == 0).all()
    noisy = np.tile([-0.5, 0.5], (32, 8))  # core variance 1/4 on every constant row
    cores = {"random": impls.two_pass(cases[0].z64[:8], 1.0, 0.0, 1.5), "constant": noisy}
    cases[0] = cases[0].head(8)
    assert fit_eps(cases, cores) == 1.5


def test_a_row_whose_core_variance_is_one_half_gives_its_eps():
    """The rows fitted are those with 0 < c <= 1/2, the boundary included: rows (2, 0, 0, -2) whose core has
    variance exactly 1/2 say eps = q = 2."""
    from symln.checkimpl.oracle import Case

    base = make_case("random", rows=4, d=4, seed=0, dtype="float64")
    case = Case("random", np.tile([2.0, 0.0, 0.0, -2.0], (4, 1)), 1e-5,
                {"gamma": base.gamma, "beta": base.beta, "t": base.t, "g": base.g}, "float64")
    cores = {"random": np.tile([1.0, 0.0, 0.0, -1.0], (4, 1))}
    assert fit_eps([case], cores) == 2.0


def test_the_effective_unit_roundoff_is_the_bound_solved_for_u():
    """The effective unit roundoff is the smallest u with every row's error within u (max(1, |y|_inf) + cond):
    on rows whose values are below 1 (gain 0.1) that scale is 1 + cond, and some row attains it."""
    from symln.checkimpl.conventions import CONVENTIONS
    from symln.checkimpl.diagnosis import _effective_unit
    from symln.checkimpl.oracle import Case

    base = make_case("random", rows=8, d=16, seed=0, dtype="float64")
    params = {"gamma": np.full(16, 0.1), "beta": np.zeros(16), "t": base.t, "g": base.g}
    case = Case("random", base.z64, base.eps, params, "float64")
    y, cond = (np.asarray(v, dtype=np.float64) for v in CONVENTIONS[0].value(case))
    assert np.abs(y).max() < 1
    err = np.linspace(1e-9, 8e-9, 8)  # far above y's rounding (1e-17): y + err - y is err to 1e-8
    u = _effective_unit(CONVENTIONS[0], [case], {"random": y + err[:, None]})
    assert np.all(err <= u * (1 + cond) * (1 + 1e-6))
    assert np.isclose(np.max(err / (1 + cond)), u, rtol=1e-6)


def test_unit_roundoffs_are_written_as_powers_of_two_to_one_decimal():
    """The report writes a unit roundoff as 2^k: no decimal when k is an integer (up to log2's rounding), else
    one decimal; 0 as 0."""
    from symln.checkimpl.diagnosis import _log2

    assert [_log2(2.0**-24), _log2(2.0**-53), _log2(2**-23.3), _log2(2**-9.9), _log2(3 * 2.0**-25)] == [
        "2^-24", "2^-53", "2^-23.3", "2^-9.9", "2^-23.4"]
    assert _log2(0.0) == "0"
