"""The compiled path: which path runs, threads, rows handed back to the numpy path, and the build."""

import importlib.util
import os
import re
import sys
import types
from pathlib import Path

import mpmath
import numpy as np
import pytest

from symln import kernels, mpkernels
from symln.kernels import _generated, array, codegen, compiled
from symln.kernels.families import extras, family
from symln.mpkernels import error_units

needs_compiled = pytest.mark.skipif(not compiled.available(), reason=compiled.unavailable_reason())


@pytest.fixture
def handed_back(monkeypatch):
    """The number of rows the compiled path hands to the numpy path, per kernel name."""
    counts = {}
    numpy_run = array._numpy_run

    def spy(name, flat, *args, **kwargs):
        if "target" not in kwargs and len(args) < 4:  # a redo: the rows the compiled path handed back
            counts[name] = counts.get(name, 0) + flat[0].shape[0]
        return numpy_run(name, flat, *args, **kwargs)

    monkeypatch.setattr(array, "_numpy_run", spy)
    kernels.set_path("compiled")
    yield counts
    kernels.set_path(None)


def test_the_expected_path_runs():
    """CI states which path it built (SYMLN_EXPECT_KERNELS): with gcc the compiled one, else numpy."""
    expected = os.environ.get("SYMLN_EXPECT_KERNELS")
    if expected is None:
        pytest.skip("SYMLN_EXPECT_KERNELS is not set")
    assert kernels.path() == expected, compiled.unavailable_reason()


def test_path_selection(monkeypatch):
    default = "compiled" if compiled.available() else "numpy"
    monkeypatch.delenv("SYMLN_KERNELS", raising=False)
    assert kernels.path() == default
    monkeypatch.setenv("SYMLN_KERNELS", "numpy")
    assert kernels.path() == "numpy"
    monkeypatch.setenv("SYMLN_KERNELS", "fortran")
    with pytest.raises(ValueError, match="SYMLN_KERNELS"):
        kernels.path()
    kernels.set_path("numpy")
    try:
        assert kernels.path() == "numpy"  # set_path wins over the environment
    finally:
        kernels.set_path(None)
    with pytest.raises(ValueError, match="path"):
        kernels.set_path("fortran")
    with pytest.raises(ValueError, match="threads"):
        kernels.set_threads(-1)


def test_compiled_unavailable_is_an_error_when_asked(monkeypatch):
    monkeypatch.setattr(compiled, "_ext", None)
    monkeypatch.setattr(compiled, "_MISSING", "not built here")
    with pytest.raises(ValueError, match="not built here"):
        kernels.set_path("compiled")
    monkeypatch.delenv("SYMLN_KERNELS", raising=False)
    assert kernels.path() == "numpy"
    assert kernels.threads() == 1


def test_the_extension_matches_the_generated_c():
    """The digest in _generated.py is that of the committed C; a built extension states the same one."""
    assert _generated.C_DIGEST == codegen.c_digest()
    if compiled.available():
        assert compiled._ext.DIGEST == _generated.C_DIGEST
        assert set(compiled._ext.kernels()) == {
            name for name in dir(_generated) if callable(getattr(_generated, f"{name}_mp", None))
        } - {"lipschitz_bound", "lipschitz_bound_gamma"}


@needs_compiled
def test_threads_do_not_change_the_bits():
    """Rows are independent and each row's lanes are fixed: 1 thread and several give the same bits."""
    z, eps = family("offset4", rows=300, d=200, seed=1)
    x = extras(z, seed=1)
    kernels.set_path("compiled")
    before = kernels.threads()
    try:
        kernels.set_threads(1)
        one = [kernels.core(z, eps), kernels.jvp(z, eps, x["t"]), kernels.layer_norm(z, x["gamma"], x["beta"], eps)]
        kernels.set_threads(2)
        two = [kernels.core(z, eps), kernels.jvp(z, eps, x["t"]), kernels.layer_norm(z, x["gamma"], x["beta"], eps)]
    finally:
        kernels.set_threads(0)
        kernels.set_path(None)
    assert kernels.threads() == before
    assert all(np.array_equal(a, b) for a, b in zip(one, two))


@needs_compiled
@pytest.mark.parametrize("scale", [1e-160, 1e150])
def test_rows_beyond_double_double_range_go_to_the_numpy_path(scale, handed_back):
    """q + eps outside 2^-600 .. 2^600: the compiled path hands the row back; the result stays accurate."""
    z, _ = family("random", rows=3, d=6, seed=4)
    z = z * scale
    eps = 1e-300
    t = extras(z, seed=4)["t"]
    results = [kernels.core(z, eps), kernels.jvp(z, eps, t), kernels.sensitivity(z, eps)]
    assert handed_back == {"core": 3, "jvp": 3, "sensitivity": 3}
    refs = [mpkernels.core(z, eps), mpkernels.jvp(z, eps, t), mpkernels.sensitivity(z, eps)]
    for result, ref in zip(results, refs):
        assert np.all(np.isfinite(result))
        assert error_units(result, ref).max() <= 4


@needs_compiled
def test_cancelling_rows_are_recomputed(handed_back):
    """t along v with q >> eps: J t = lambda_v t cancels by (q + eps)/eps; double-double repairs 1e5."""
    z, eps = family("random", rows=4, d=16, seed=6)
    v = z - z.mean(axis=-1, keepdims=True)
    result = kernels.jvp(z, eps, v)
    assert handed_back == {}  # recomputed in double-double, in C
    ref = mpkernels.jvp(z, eps, v)
    assert error_units(result, ref).max() <= 4
    fast = kernels.jvp(z, eps, v[::-1])
    assert error_units(fast, mpkernels.jvp(z, eps, v[::-1])).max() <= 4


@needs_compiled
def test_cancellation_beyond_double_double_goes_to_the_twin(handed_back):
    """t = 1e30 v (rounded) with q/eps = 6e23: the terms of J t, about 1.5e30, cancel to 2.5e13.

    That is a cancellation by 6e16, beyond double-double's 2^40/d; t is scaled so
    that the result is not below the unit floor max(1, |J t|_inf).
    """
    z = np.array([[-1e7, 0.0, 1e7, 3e6]])
    eps = 1e-10
    t = 1e30 * (z - z.mean(axis=-1, keepdims=True))
    result = kernels.jvp(z, eps, t)
    assert handed_back == {"jvp": 1}
    ref = mpkernels.jvp(z, eps, t)
    with mpmath.workdps(50):
        assert 1e13 < max(abs(r) for r in ref[0]) < 1e14
    assert error_units(result, ref).max() <= 4


@needs_compiled
def test_bad_rows_name_their_argument_on_the_compiled_path():
    z, eps = family("random", rows=5, d=4, seed=0)
    t = extras(z)["t"]
    t[3, 1] = np.inf
    kernels.set_path("compiled")
    try:
        with pytest.raises(ValueError, match=r"^t: NaN or inf"):
            kernels.jvp(z, eps, t)
        z[2, 0] = np.nan
        with pytest.raises(ValueError, match=r"^z, t: NaN or inf"):
            kernels.jvp(z, eps, t)
        with pytest.raises(ValueError, match=r"\bg\b"):
            kernels.param_grads(z[:2], eps, t[2:4])
    finally:
        kernels.set_path(None)


class _FakeExtension(types.ModuleType):
    """Stands in for symln.kernels._compiled in the tests of how the extension is found."""


def _load_with(monkeypatch, module, spec=True):
    """compiled._load() as if the extension module were *module* (None: its import fails), found or not."""
    import symln.kernels as package

    name = f"{package.__name__}._compiled"
    monkeypatch.delattr(package, "_compiled", raising=False)
    monkeypatch.setitem(sys.modules, name, module)  # None in sys.modules: the import raises ImportError
    real_find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda n, *a: (object() if spec else None) if n == name else real_find_spec(n, *a))
    return compiled._load()


def test_a_missing_broken_or_stale_extension_leaves_the_numpy_path_with_the_reason(monkeypatch):
    """The extension is used only when it is built from this tree's C; otherwise the reason the kernels run on
    the numpy path names what is wrong: not built, not importing, or built from other C (rebuild)."""
    ext, why = _load_with(monkeypatch, None, spec=False)
    assert ext is None and "were not built at install" in why
    ext, why = _load_with(monkeypatch, None)
    assert ext is None and "does not import" in why
    stale = _FakeExtension("stale")
    stale.DIGEST = "0" * 64
    ext, why = _load_with(monkeypatch, stale)
    assert ext is None and "built from other C" in why and "rebuild" in why
    undated = _FakeExtension("undated")  # no DIGEST at all: an extension older than the digest
    ext, why = _load_with(monkeypatch, undated)
    assert ext is None and "built from other C" in why


def test_an_extension_built_from_this_c_is_used(monkeypatch):
    """An extension whose digest is that of the generated C is the one the compiled path runs, with no reason."""
    current = _FakeExtension("current")
    current.DIGEST = _generated.C_DIGEST
    ext, why = _load_with(monkeypatch, current)
    assert ext is current and why == ""


def test_the_row_flags_are_those_of_the_c():
    """The flags run() reads back (done, hand back to numpy, bad argument j at BAD + j) have the values the C
    writes: the enum of csrc/kernels.h."""
    header = (Path(compiled.__file__).parent / "csrc" / "kernels.h").read_text()
    enum = re.search(r"enum\s*\{([^}]*)\}", header).group(1)
    values = {k.strip(): int(v) for k, v in (item.split("=") for item in enum.split(","))}
    assert values == {"SYM_OK": compiled.OK, "SYM_FALLBACK": compiled.FALLBACK, "SYM_BAD": compiled.BAD}


@pytest.mark.parametrize("bad", [-1, -2, True, False, 1.5, 2.0, "2", None])
@pytest.mark.parametrize("built", [True, False])
def test_threads_must_be_a_non_negative_integer_built_or_not(bad, built, monkeypatch):
    """set_threads refuses what is not an integer >= 0 (a bool, a float, a string, a negative number) on its own,
    not only through the C: the same call fails where the extension is not built."""
    if not built:
        monkeypatch.setattr(compiled, "_ext", None)
    elif not compiled.available():
        pytest.skip(compiled.unavailable_reason())
    with pytest.raises(ValueError, match="threads must be an integer >= 0"):
        kernels.set_threads(bad)


def test_set_threads_without_the_extension_is_accepted_and_threads_stay_one(monkeypatch):
    """Without the extension the numpy path runs on the calling thread: set_threads(n) is accepted (code written
    for both paths need not ask first) and threads() stays 1."""
    monkeypatch.setattr(compiled, "_ext", None)
    for n in (0, 1, 3, np.int64(2)):
        kernels.set_threads(n)
        assert kernels.threads() == 1


@needs_compiled
def test_set_threads_sets_the_threads_of_a_compiled_call():
    """set_threads(n) is what threads() reports afterwards; 0 goes back to OpenMP's default."""
    default = kernels.threads()
    try:
        for n in (1, 2, 3, np.int64(1)):
            kernels.set_threads(n)
            assert kernels.threads() == n
    finally:
        kernels.set_threads(0)
    assert kernels.threads() == default
