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


def test_cancels_does_not_depend_on_the_scale():
    for g in (1e-6, 1.0, 1e6):
        gram = ((np.full(2, g), np.array([g, 0.0])), (np.array([g, 0.0]), np.full(2, g)))
        size = cancels((np.array([1.0, 1.0]), np.array([-1.0, 0.01])), gram)
        assert size[0] == pytest.approx(2 * np.sqrt(g)) and size[1] == 0.0


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


@pytest.mark.parametrize("k", [2, 3])
def test_refine_rows_recomputes_exactly_the_cancelling_rows(k, extended):
    """Rows 1 and 3 of four cancel (c = (1, -1, 0) on equal A's); with k columns of the generated kernels."""
    n = 4
    c = [np.ones(n), np.where(np.arange(n) % 2 == 1, -1.0, 0.01), np.zeros(n)][:k]
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


def test_mp_row_raises_precision_until_two_agree():
    seen = []

    def twin(x, eps):  # 10^-(dps/5): 1e-24 at 120 digits and 1e-48 at 240 agree to 2^-60 (not to 3^-60)
        seen.append(mpmath.mp.dps)
        return [mpmath.mpf(10) ** -(mpmath.mp.dps // 5)]

    value = mp_row(twin, [[1.0]], (), 1e-5)
    assert seen == [30, 60, 120, 240] and value.tolist() == [float(mpmath.mpf(10) ** -48)]


def test_mp_row_gives_up_on_a_twin_that_never_settles():
    with pytest.raises(ArithmeticError, match="20000 digits"):
        mp_row(lambda x, eps: [mpmath.mpf(mpmath.mp.dps)], [[1.0]], (), 1e-5)


def test_extended_gives_the_totals_in_ld_and_refuses_what_is_not_finite():
    big = np.array([1e308, -1e308])
    totals = rowops.extended("z", big, np.array([0.0, 1.0]))
    assert [t.dtype for t in totals] == [np.dtype(rowops.LD)] * 2 and totals[0].tolist() == big.tolist()
    with pytest.raises(ValueError, match="z: NaN or inf"):
        rowops.extended("z", np.array([1.0, np.nan]), np.array([0.0, 1.0]))
    with pytest.raises(ValueError, match="t: NaN or inf"):
        rowops.extended("t", np.array([1.0, 2.0]), np.array([np.inf, 1.0]))


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
