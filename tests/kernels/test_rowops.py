"""The row primitives one at a time: which rows count as cancelling and are recomputed, how, and the
chunked dot product (the accuracy tests see only their combined effect, through a 4-unit bound)."""

import mpmath
import numpy as np
import pytest

from symln.kernels import rowops
from symln.kernels.rowops import Workspace, cancels, dot, mp_row, redo


def test_cancels_flags_the_rows_whose_terms_cancel_and_gives_their_size():
    # row 0: c = (1, -1) on equal A's: out = 0, size 2|A|; row 1: one dominant term (rho about 1.01)
    c0, c1 = np.array([1.0, 1.0]), np.array([-1.0, 0.01])
    g = 4.0
    gram = ((np.full(2, g), np.array([g, 0.0])), (np.array([g, 0.0]), np.full(2, g)))
    size = cancels((c0, c1), gram)
    assert size[0] == pytest.approx(2 * np.sqrt(g)) and size[1] == 0.0


def test_cancels_counts_the_cross_terms_of_the_gram_matrix():
    """c = (1, 1) and (1, 1, 1) on equal A's add up (out = 2A, 3A: rho 1, no cancellation), while the same
    sizes on orthogonal A's give rho sqrt(2), sqrt(3): only <A_j, A_k> for j != k tells them apart."""
    one, zero = np.ones(2), np.array([1.0, 0.0])  # row 0: equal A's, row 1: orthogonal ones
    for k in (2, 3):
        gram = tuple(tuple(one if i == j else zero for j in range(k)) for i in range(k))
        size = cancels((1.0,) * k, gram)
        assert size[0] == 0.0 and size[1] == pytest.approx(k)


def test_cancels_weighs_each_cross_term_twice():
    """c = (1, -1) on unit A's at an angle: |out|^2 = 2 - 2 <A_0, A_1> and rho = 2 / |out|, flagged above
    RHO = 1.25: <A_0, A_1> = -0.5 gives rho 1.15 (not flagged), -0.2 gives rho 1.29 (flagged)."""
    one, g01 = np.ones(2), np.array([-0.5, -0.2])
    size = cancels((1.0, -1.0), ((one, g01), (g01, one)))
    assert size.tolist() == [0.0, 2.0]


def test_cancels_does_not_depend_on_the_scale():
    for g in (1e-6, 1.0, 1e6):
        gram = ((np.full(2, g), np.array([g, 0.0])), (np.array([g, 0.0]), np.full(2, g)))
        size = cancels((np.array([1.0, 1.0]), np.array([-1.0, 0.01])), gram)
        assert size[0] == pytest.approx(2 * np.sqrt(g)) and size[1] == 0.0


def test_cancels_takes_columns_as_numbers_rows_or_n_by_1():
    """The coefficients as the generated kernels pass them (the number 1.0 and (n, 1) columns) or as kept
    rows (n,): the same sizes, one per row."""
    c0, c1 = np.array([1.0, 1.0, 2.0]), np.array([-1.0, 0.01, 0.01])
    g = np.array([4.0, 4.0, 1.0])
    gram = ((g, np.array([4.0, 0.0, 0.0])), (np.array([4.0, 0.0, 0.0]), g))
    as_rows = cancels((c0, c1), gram)
    as_columns = cancels((c0[:, None], c1[:, None]), gram)
    assert as_rows.shape == as_columns.shape == (3,)
    assert np.array_equal(as_rows, as_columns) and as_rows[0] == pytest.approx(4.0) and as_rows[2] == 0.0
    scaled = cancels((1.0, (c1 / c0)[:, None]), ((g / c0**2, gram[0][1] / c0), (gram[1][0] / c0, g)))
    assert scaled.shape == (3,) and scaled[0] == pytest.approx(4.0) and scaled[1] == 0.0 and scaled[2] == 0.0


@pytest.mark.parametrize("c", [1.0, 2.0, -0.5])
def test_cancels_at_the_threshold_rho(c):
    """Two orthogonal terms of the sizes 1 and b: rho = (1 + b)/sqrt(1 + b^2), flagged above RHO = 1.25
    (the second term written as c times a vector of length b/|c|, its coefficient a column as the kernels pass)."""
    def flagged(b):
        gram = ((np.array([1.0]), np.array([0.0])), (np.array([0.0]), np.array([(b / c) ** 2])))
        return bool(cancels((1.0, np.array([[c]])), gram)[0])

    assert not flagged(0.3)  # rho 1.23
    assert flagged(0.4)  # rho 1.29


def workspace_with(columns, gram, rows):
    ws = Workspace(3, rows, refine=True)
    ws.offset, ws.total = 0, rows
    ws.check(columns, gram)
    return ws


def recorder(calls):
    def fn(ws, z, *rest):
        *_, result = rest
        calls.append(len(z))
        result[...] = 1.0

    return fn


@pytest.fixture
def extended(monkeypatch):
    """The dispatch as where LD is wider than float64 (with ``SYMLN_LONGDOUBLE=float64`` every such row
    goes to the twin, tested below): which rows are recomputed, and by which route."""
    monkeypatch.setattr(rowops, "EXTENDED", True)


@pytest.mark.parametrize("k", range(2, 9))
def test_refine_rows_recomputes_exactly_the_cancelling_rows(k, extended):
    """Rows 1 and 3 of four cancel (c = (1, -1, 0, ...) on equal A's); with k columns: the generated kernels
    pass 2 or 3, and refine_rows reads k back from the number of values kept (k + k(k+1)/2) for any k."""
    n = 4
    c = [np.ones(n), np.where(np.arange(n) % 2 == 1, -1.0, 0.01), *[np.zeros(n)] * (k - 2)]
    gram = [[np.ones(n) if i == j or (i < 2 and j < 2) else np.zeros(n) for j in range(k)] for i in range(k)]
    ws = workspace_with(tuple(c), tuple(tuple(row) for row in gram), n)
    out = np.zeros((n, 3))
    calls = []
    z = np.arange(12.0).reshape(n, 3)
    ws.refine_rows(recorder(calls), None, out, (z,), (), 1e-5)
    assert calls == [2]  # one call, on the two rows
    assert out[:, 0].tolist() == [0.0, 1.0, 0.0, 1.0]


def test_refine_rows_recomputes_the_rows_where_gamma_u_plus_beta_cancels(extended):
    """Row 1: terms 10 > RHO_MAX max(1, |y|_inf), within RHO_MP of a unit: extended precision; row 3: terms
    100, beyond RHO_MP times max(1, |result|) = 1: the twin."""
    ws = Workspace(3, 4, refine=True)
    ws.offset, ws.total = 0, 4
    terms = np.array([1.0, 10.0, 1.0, 100.0])
    y = np.array([[1.0, 0.5, 0.0], [1e-6, 0.0, 0.0], [-5.0, 1.0, 1.0], [0.0, -1e-9, 0.0]])
    ws.check_max(terms, y)
    out, calls = y.copy(), []
    ws.refine_rows(recorder(calls), lambda z, eps: [mpmath.mpf(7)] * 3, out, (np.ones((4, 3)),), (), 1e-5)
    assert calls == [2]
    assert out.tolist() == [y[0].tolist(), [1.0] * 3, y[2].tolist(), [7.0] * 3]


@pytest.mark.parametrize("y", [0.5, 4.0])
def test_gamma_u_plus_beta_is_recomputed_above_the_threshold_rho_max(y, extended):
    """Largest terms 1.2 and 1.3 times max(1, |y|_inf): only the second exceeds RHO_MAX = 1.25."""
    ws = Workspace(3, 2, refine=True)
    ws.offset, ws.total = 0, 2
    unit = max(1.0, y)
    ws.check_max(np.array([1.2 * unit, 1.3 * unit]), np.array([[y, 0.0, -y / 2], [0.0, -y, y / 2]]))
    calls = []
    ws.refine_rows(recorder(calls), None, np.zeros((2, 3)), (np.ones((2, 3)),), (), 1e-5)
    assert calls == [1]


def test_a_small_result_of_gamma_u_plus_beta_is_measured_in_units_of_one(extended):
    """A unit of y is u max(1, |y|_inf): terms of 10 whose extended result is 1e-3 cancel by 10 units of
    one, within RHO_MP, so the extended rows stand (by |y| alone it would be 10^4, the twin's work)."""
    ws = Workspace(3, 2, refine=True)
    ws.offset, ws.total = 0, 2
    ws.check_max(np.array([10.0, 10.0]), np.full((2, 3), 1e-3))

    def fn(ws, z, *rest):
        rest[-1][...] = 1e-3

    out = np.zeros((2, 3))
    ws.refine_rows(fn, lambda z, eps: [mpmath.mpf(7)] * 3, out, (np.ones((2, 3)),), (), 1e-5)
    assert out.tolist() == [[1e-3] * 3] * 2


def test_redo_uses_the_twin_when_extended_precision_is_not_enough(monkeypatch, extended):
    """rho = size / |result| beyond RHO_MP (or no extended LD at all): the row comes from the mpmath twin."""
    def fn(ws, z, eps, result):
        result[...] = 1.0

    def twin(z, eps):
        return [mpmath.mpf(2)] * len(z)

    z = np.ones((2, 3))
    out = np.zeros((2, 3))
    # row 0: rho = size / |(1, 1, 1)| = 1.6 RHO_MP / sqrt(3), within RHO_MP; row 1: ten times beyond
    size = np.array([1.6 * rowops.RHO_MP, 10 * rowops.RHO_MP * np.sqrt(3)])
    redo(fn, twin, Workspace(3, 2), np.array([0, 1]), size, out, (z,), (), 1e-5)
    assert out[0].tolist() == [1.0] * 3 and out[1].tolist() == [2.0] * 3
    monkeypatch.setattr(rowops, "EXTENDED", False)
    out[...] = 0
    redo(fn, twin, Workspace(3, 2), np.array([0, 1]), size, out, (z,), (), 1e-5)
    assert out.tolist() == [[2.0] * 3] * 2


def test_redo_measures_a_cancellation_against_the_2_norm_of_the_result(extended):
    """rho = size / |result|_2: terms of size RHO_MP whose extended result is (1/4, 1/4, 1/4) cancel by
    4/sqrt(3) RHO_MP (the twin); of size RHO_MP / 4, by RHO_MP / sqrt(3) (the extended row stands)."""
    def fn(ws, z, eps, result):
        result[...] = 0.25

    z = np.ones((2, 3))
    out = np.zeros((2, 3))
    size = np.array([rowops.RHO_MP, rowops.RHO_MP / 4])
    redo(fn, lambda z, eps: [mpmath.mpf(2)] * 3, Workspace(3, 2), np.array([0, 1]), size, out, (z,), (), 1e-5)
    assert out.tolist() == [[2.0] * 3, [0.25] * 3]


def test_mp_row_raises_precision_until_two_agree():
    seen = []

    def twin(x, eps):  # 10^-(dps/5): 1e-24 at 120 digits and 1e-48 at 240 agree to 2^-60 (not to 3^-60)
        seen.append(mpmath.mp.dps)
        return [mpmath.mpf(10) ** -(mpmath.mp.dps // 5)]

    value = mp_row(twin, [[1.0]], (), 1e-5)
    assert seen == [30, 60, 120, 240] and value.tolist() == [float(mpmath.mpf(10) ** -48)]


@pytest.mark.parametrize("diff, settled", [(2.0**-60, 60), (1.5 * 2.0**-60, 120), (2.0**-59, 120)])
def test_mp_row_stops_at_a_difference_of_at_most_2_to_the_minus_60(diff, settled):
    """The stopping rule exactly: two precisions agree when they differ by at most 2^-60 max(1, |value|)
    (values near 0 here, so the scale is 1): 2^-60 itself settles at the second precision, anything above
    it (1.5 and 2 times) takes a third."""
    values = {30: mpmath.mpf(0), 60: mpmath.mpf(diff), 120: mpmath.mpf(diff)}
    seen = []

    def twin(x, eps):
        seen.append(mpmath.mp.dps)
        return [values[mpmath.mp.dps]]

    assert mp_row(twin, [[1.0]], (), 1e-5).tolist() == [diff]
    assert seen == [30, 60, 120][: 2 if settled == 60 else 3]


@pytest.mark.parametrize("diff, expected", [(2.0**-50, [30, 60]), (2.0**-49, [30, 60, 120])])
def test_mp_row_scales_the_agreement_by_the_value_when_it_exceeds_one(diff, expected):
    """Values near 2^10: agreement to 2^-60 * 2^10 settles; a difference of 2^-49, beyond it, does not."""
    with mpmath.workdps(30):  # 2^10 + 2^-50 needs 61 bits
        values = {30: mpmath.mpf(2) ** 10, 60: mpmath.mpf(2) ** 10 + diff, 120: mpmath.mpf(2) ** 10 + diff}
    seen = []

    def twin(x, eps):
        seen.append(mpmath.mp.dps)
        return [values[mpmath.mp.dps]]

    mp_row(twin, [[1.0]], (), 1e-5)
    assert seen == expected


def test_mp_row_gives_up_on_a_twin_that_never_settles():
    with pytest.raises(ArithmeticError, match="20000 digits"):
        mp_row(lambda x, eps: [mpmath.mpf(mpmath.mp.dps)], [[1.0]], (), 1e-5)


def test_extended_gives_the_totals_in_ld_and_refuses_what_is_not_finite():
    big = np.array([1e308, -1e308])
    totals = rowops.extended("z", big, np.array([0.0, 1.0]))
    assert [t.dtype for t in totals] == [np.dtype(rowops.LD)] * 2 and totals[0].tolist() == big.tolist()
    near_the_limit = [np.array([1.5e308, -1.5e308]), np.array([1.5e308, -1.5e308])]  # finite, their sum is not
    assert [t.tolist() for t in rowops.extended("z", *near_the_limit)] == [[1.5e308, -1.5e308]] * 2
    with pytest.raises(ValueError, match="z: NaN or inf"):
        rowops.extended("z", np.array([1.0, np.nan]), np.array([0.0, 1.0]))
    with pytest.raises(ValueError, match="z: NaN or inf"):
        rowops.extended("z", np.array([1.0, 2.0]), np.array([0.0, 1.0]), np.array([-np.inf, 1.0]))
    with pytest.raises(ValueError, match="t: NaN or inf"):
        rowops.extended("t", np.array([1.0, 2.0]), np.array([np.inf, 1.0]))


@pytest.mark.parametrize("eps", [1e-5, 5e-324])
def test_the_variance_of_rows_far_below_eps_is_clipped_at_zero(eps):
    """Subnormal rows: <z_c, z_c> underflows to 0 while <1, z_c>^2 / d does not (in extended precision), so
    q rounds below 0; nonneg clips it, and q / (q + eps) is +0, not -0 or a negative subnormal."""
    from symln import kernels
    from symln.kernels import compiled

    z = np.array([[26.0, 38.0, 46.0, 2.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0], [3.0, 3.0, 3.0, 3.0, 4.0]]) * 5e-324
    compiled.set_path("numpy")
    try:
        ratio = kernels.core_variance(z, eps)
    finally:
        compiled.set_path(None)
    assert (ratio >= 0).all() and not np.signbit(ratio).any()


def test_dot_widens_float32_rows():
    """Squares of float32 entries near 1e20 overflow float32 (3.4e38), not float64."""
    a = np.full((2, 5), 1e20, dtype=np.float32)
    assert dot(a, a).tolist() == [5 * float(np.float32(1e20)) ** 2] * 2


def test_absmax_is_the_largest_magnitude_per_row():
    x = np.array([[-3.0, 1.0, 2.0], [0.5, -0.25, 0.0]])
    assert rowops.absmax(x).tolist() == [3.0, 0.5]


@pytest.mark.parametrize("d", [5, rowops.CHUNK, 2 * rowops.CHUNK + 7])
def test_dot_sums_one_blas_dot_per_chunk(d):
    """Rows longer than CHUNK: a dot product per CHUNK entries, then their sum, then the rest (the module docstring)."""
    rng = np.random.default_rng(d)
    a, b = rng.standard_normal((2, 3, d))
    k = d // rowops.CHUNK
    if k == 0:
        expected = np.vecdot(a, b)
    else:
        head = k * rowops.CHUNK
        expected = np.vecdot(a[:, :head].reshape(3, k, -1), b[:, :head].reshape(3, k, -1)).sum(axis=-1)
        if head < d:
            expected += np.vecdot(a[:, head:], b[:, head:])
    assert np.array_equal(dot(a, b), expected)


@pytest.mark.parametrize("d", [rowops.CHUNK, 2 * rowops.CHUNK, 2 * rowops.CHUNK + 7])
def test_dot_in_chunks_is_the_dot_product(d):
    rng = np.random.default_rng(d)
    a, b, w = rng.standard_normal((3, d)), rng.standard_normal((3, d)), rng.standard_normal(d)
    exact = [float(mpmath.fsum(mpmath.mpf(x) * mpmath.mpf(y) for x, y in zip(r, s))) for r, s in zip(a * w, b)]
    bound = 2 * rowops.CHUNK * 2.0**-53 * np.abs(a * w * b).sum(axis=-1)
    assert (np.abs(dot(a, b, w) - exact) <= bound).all()
