"""What the report says about a failing target: eps fitted, precision, affine from the identities,
the conditioning of the uncentered convention, and the nearest convention only when it says something."""

import numpy as np
import pytest
from impl_support import impls

from symln.checkimpl import check, text_table
from symln.checkimpl.diagnosis import FIT_FAMILIES, diagnose, fit_eps
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
