"""Figure F1: its table has the structure of h_eps and h'_eps; the picture carries the table's digest."""

import hashlib
import math
from pathlib import Path

import pytest
import sympy as sp

from symln.render import figure

ROOT = Path(__file__).resolve().parents[2]

TABLE = figure.table()
TEXT = TABLE.text()


def _col(name):
    return TABLE.column(name)


def test_table_shape_and_fixed_decimals():
    assert TABLE.columns[0] == "t"
    assert len(TABLE.rows) == len(figure.T_VALUES) == 201
    assert all(len(r) == 1 + 2 * len(figure.EPS_VALUES) for r in TABLE.rows)
    assert all(cell.split(".")[1].__len__() == figure.PLACES for r in TABLE.rows for cell in r)


@pytest.mark.parametrize("eps", figure.EPS_VALUES, ids=str)
def test_h_is_odd_increasing_and_bounded_by_the_asymptote(eps):
    label = f"{eps.p}/{eps.q}" if eps.q != 1 else str(eps.p)
    h, dh = _col(f"h[eps={label}]"), _col(f"dh[eps={label}]")
    n = len(h)
    limit = math.sqrt(1.5)
    assert all(abs(h[i] + h[n - 1 - i]) <= 1e-6 for i in range(n))  # odd
    assert all(abs(dh[i] - dh[n - 1 - i]) <= 1e-6 for i in range(n))  # even
    assert all(a < b for a, b in zip(h, h[1:]))  # increasing: h' > 0
    assert all(abs(x) < limit for x in h)
    assert dh[n // 2] == pytest.approx(1 / math.sqrt(eps), abs=1e-6)  # h'(0) = eps/eps^(3/2)


def test_sample_matches_an_independent_hand_formula():
    # anchor: h(t) = t / sqrt(2 t^2/3 + eps) from the article, evaluated here by hand
    ts = [sp.Rational(-7, 4), sp.Rational(1, 3), sp.Integer(4)]
    h, dh = figure.sample(ts, sp.Rational(1, 2))
    for t, value, slope in zip(ts, h, dh):
        level = 2 * float(t) ** 2 / 3 + 0.5
        assert float(value) == pytest.approx(float(t) / math.sqrt(level), rel=1e-14)
        assert float(slope) == pytest.approx(0.5 / level**1.5, rel=1e-14)


def test_digest_identifies_the_table():
    assert figure.digest(TEXT) == hashlib.sha256(TEXT.encode("utf-8")).hexdigest()
    assert figure.digest(TEXT) != figure.digest(TEXT.replace("0.000", "0.001", 1))


def test_the_committed_picture_was_drawn_from_this_table():
    assert (ROOT / "proofs" / "F1.tsv").read_text() == TEXT
    assert figure.svg_digest((ROOT / "proofs" / "F1.svg").read_text()) == figure.digest(TEXT)


def test_svg_carries_the_digest_and_is_reproducible():
    pytest.importorskip("matplotlib")
    picture = figure.svg(TABLE, TEXT)
    assert figure.svg_digest(picture) == figure.digest(TEXT)
    assert picture == figure.svg(TABLE, TEXT)
    assert "<dc:date>" not in picture


def test_labels_come_from_the_printer():
    labels = figure.labels()
    assert labels["+"] == r"\sqrt{3/2}"
    assert labels["eps=1/10"] == r"\varepsilon = 1/10"


def test_pgfplots_plots_every_curve_and_both_asymptotes():
    tikz = figure.pgfplots(TABLE)
    assert tikz.count(r"\addplot[") == 2 * len(figure.EPS_VALUES) + 2
    assert "1.224745" in tikz  # sqrt(3/2) to 6 decimals


def test_svg_and_pgfplots_agree_on_colours_ranges_and_labels():
    """The two pictures of F1 draw the same curves in the same colours, y-ranges and labels (issue 15)."""
    from symln.render.figure import ASYMPTOTE_GREY, COLORS, H_RANGE, dh_range, labels, pgfplots, table

    data = table()
    tikz = pgfplots(data)
    picture = (ROOT / "proofs" / "F1.svg").read_text()
    for colour in (*COLORS, ASYMPTOTE_GREY):
        assert f"{{HTML}}{{{colour.upper()}}}" in tikz
        assert f"#{colour}" in picture
    low, high = dh_range(data)
    assert f"ymin={H_RANGE[0]}, ymax={H_RANGE[1]}" in tikz and f"ymin={low}, ymax={high}" in tikz
    tex = labels()
    assert tex["+"] == r"\sqrt{3/2}" and f"{{${tex['+']}$}}" in tikz and f"{{${tex['-']}$}}" in tikz
    assert "blue!70" not in tikz and "gray," not in tikz
