"""``error_units``, the yardstick of the accuracy tests: units of roundoff per sample, and NaN as infinitely wrong."""

import numpy as np
import pytest

from symln.mpkernels import error_units

U64 = 2.0**-53


def reference(*values):
    return np.array(values, dtype=object)


def test_units_are_of_the_largest_reference_entry_or_one():
    assert error_units(np.array([1.0 + 2 * 2 * U64]), reference(1.0)) == pytest.approx(4.0)
    assert error_units(np.array([0.0, 8.0 + 8 * 2 * U64]), reference(0.0, 8.0)) == pytest.approx(2.0)
    assert error_units(np.array([1e-20]), reference(0.0)) == pytest.approx(1e-20 / U64)


def test_samples_are_rows_unless_told():
    computed = np.array([[1.0, 1.0], [1.0, 1.0 + 2 * U64]])
    ref = np.ones((2, 2), dtype=object)
    assert error_units(computed, ref).tolist() == [0.0, pytest.approx(2.0)]
    assert error_units(computed, ref, sample_ndim=2) == pytest.approx(2.0)
    assert error_units(computed, ref, sample_ndim=0).shape == (2, 2)


@pytest.mark.parametrize("where", [0, 1, 2])
def test_a_nan_anywhere_in_a_sample_is_infinitely_wrong(where):
    computed = np.array([1.0, 2.0, 3.0])
    computed[where] = np.nan
    assert error_units(computed, reference(1.0, 2.0, 3.0)) == np.inf
    bad_reference = reference(*[np.nan if i == where else 1.0 + i for i in range(3)])
    assert error_units(np.array([1.0, 2.0, 3.0]), bad_reference) == np.inf


def test_an_infinite_result_is_infinitely_wrong():
    assert error_units(np.array([np.inf, 1.0]), reference(1.0, 1.0)) == np.inf


def test_float32_units():
    assert error_units(np.array([np.float32(1) + np.float32(2.0**-23)]), reference(1.0)) == pytest.approx(2.0)


def test_shapes_must_agree():
    with pytest.raises(ValueError, match="shape"):
        error_units(np.ones(3), np.ones(2, dtype=object))
