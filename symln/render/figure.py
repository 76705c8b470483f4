r"""Figure F1: the response h_eps(t) of the core along the inputs (-t, 0, t), and its derivative.

The figure is drawn from a table (``F1.tsv``): t from -5 to 5 in steps of
1/20, and for each eps in :data:`EPS_VALUES` the third core coordinate
``h_eps(t)`` and its derivative ``h'_eps(t)``, rounded to 6 decimals.  The
table is the figure's reproducible content: ``symln derive --check`` compares
it byte for byte, and compares the picture ``F1.svg`` only through the
table's SHA-256, which the picture carries in its metadata.  So a different
matplotlib or font cannot make the check fail, and matplotlib is needed only
to *draw* (``pip install 'symln[figures]'``).  The LaTeX export plots the same
table with pgfplots.

All sampling goes through :func:`sample`, which evaluates h and h' with the
numpy kernels generated from the derivations (:mod:`symln.kernels`).
"""

from __future__ import annotations

import hashlib
import io
import re
from collections.abc import Sequence

import mpmath
import numpy as np
import sympy as sp

from ..kernels import array as kernels
from .labels import builtin_numbering
from .printer import latex

__all__ = [
    "FIGURE_ID",
    "EPS_VALUES",
    "T_VALUES",
    "PLACES",
    "sample",
    "Table",
    "table",
    "digest",
    "svg",
    "svg_digest",
    "matplotlib_available",
    "pgfplots",
]

FIGURE_ID = "F1"
#: the eps of the curves
EPS_VALUES = (sp.Rational(1, 10), sp.Rational(1, 2), sp.Integer(2))
#: the sample points: -5, -5 + 1/20, ..., 5
T_VALUES = tuple(sp.Rational(k, 20) for k in range(-100, 101))
#: decimals in the table
PLACES = 6
_T, _EPS = sp.Symbol("t", real=True), sp.Symbol("eps", positive=True)
#: one colour per curve (hex RGB), the same in the SVG and in pgfplots
COLORS = ("1b6ca8", "d1495b", "2e8540")
#: the grey of the dashed asymptotes and their labels
ASYMPTOTE_GREY = "595959"
#: the y-range of the left panel (h), symmetric about 0 and beyond the asymptotes +-sqrt(3/2)
H_RANGE = (-1.6, 1.6)


def dh_range(data) -> tuple[float, float]:
    """The y-range of the right panel (h'): from 0 to the largest sample rounded up to a half."""
    top = max(max(data.column(f"dh[eps={_eps_label(e)}]")) for e in EPS_VALUES)
    return (0.0, float(mpmath.ceil(2 * mpmath.mpf(top))) / 2)


def sample(ts: Sequence[sp.Rational], eps: sp.Rational) -> tuple[list, list]:
    """``(h, h')`` at the points *ts* for one *eps*, from the generated kernels.

    With ``z = (-t, 0, t)``: ``h = core(z, eps)[2]`` and
    ``h' = (J(z) (-1, 0, 1))[2] = jvp(z, eps, (-1, 0, 1))[2]``.  The kernels are
    emitted from the derived expressions and accurate to a few units of
    float64, far below the table's 6 decimals.
    """
    t = np.array([float(x) for x in ts])
    z = np.stack([-t, np.zeros_like(t), t], axis=-1)
    e = float(eps)
    h = kernels.core(z, e)[:, 2]
    dh = kernels.jvp(z, e, np.broadcast_to(np.array([-1.0, 0.0, 1.0]), z.shape))[:, 2]
    return [mpmath.mpf(x) for x in h], [mpmath.mpf(x) for x in dh]


def _fixed(x) -> str:
    """*x* rounded to :data:`PLACES` decimals, as text (exact digit arithmetic, no binary float)."""
    with mpmath.workdps(30):
        n = int(mpmath.nint(x * 10**PLACES))
    sign = "-" if n < 0 else ""
    digits = str(abs(n)).rjust(PLACES + 1, "0")
    return f"{sign}{digits[:-PLACES]}.{digits[-PLACES:]}"


def _eps_label(eps) -> str:
    return f"{eps.p}/{eps.q}" if eps.q != 1 else str(eps.p)


class Table:
    """The data of F1: a header and rows of fixed-point decimals."""

    def __init__(self, columns: list[str], rows: list[list[str]]):
        self.columns = columns
        self.rows = rows

    def text(self) -> str:
        header = [
            "# Figure F1: the third coordinate phi of the core at the input t(-1, 0, 1) and its derivative phi' in t",
            f"# (Proposition {builtin_numbering()['E21']}), one pair of columns per value of epsilon, rounded to {PLACES} decimals.",
            "\t".join(_plain(c) for c in self.columns),
        ]
        return "\n".join(header + ["\t".join(r) for r in self.rows]) + "\n"

    def column(self, name: str) -> list[float]:
        i = self.columns.index(name)
        return [float(r[i]) for r in self.rows]


def _plain(column: str) -> str:
    """A column's name in words: ``phi at epsilon 1/10`` for ``h[eps=1/10]``."""
    for key, name in (("dh[eps=", "phi' at epsilon "), ("h[eps=", "phi at epsilon ")):
        if column.startswith(key):
            return name + column[len(key):-1]
    return column


def table() -> Table:
    """Sample every curve of F1."""
    columns = ["t"] + [f"h[eps={_eps_label(e)}]" for e in EPS_VALUES] + [f"dh[eps={_eps_label(e)}]" for e in EPS_VALUES]
    values = [sample(T_VALUES, e) for e in EPS_VALUES]
    rows = []
    for i, t in enumerate(T_VALUES):
        row = [_fixed(mpmath.mpf(int(t.p)) / int(t.q))]
        row += [_fixed(h[i]) for h, _ in values]
        row += [_fixed(dh[i]) for _, dh in values]
        rows.append(row)
    return Table(columns, rows)


def digest(table_text: str) -> str:
    """The SHA-256 of the table text: what the picture is drawn from."""
    return hashlib.sha256(table_text.encode("utf-8")).hexdigest()


def _asymptote() -> sp.Expr:
    """sqrt(3/2), kept in that form for the labels (the limits of E21)."""
    return sp.Pow(sp.Rational(3, 2), sp.S.Half, evaluate=False)


def labels() -> dict[str, str]:
    """The LaTeX of the figure's labels, from the printer: axes, legend entries, asymptotes."""
    eps = sp.Symbol("varepsilon")
    out = {
        "t": latex(_T),
        "h": r"\phi_{\varepsilon}(t)",  # the function's name as E21 writes it (the printer would add \left( \right))
        "dh": r"\phi_{\varepsilon}'(t)",
        "+": latex(_asymptote(), inline=True),
        "-": latex(-_asymptote(), inline=True),
        "family": r"t (-1, 0, 1)^{\mathsf{T}}",
    }
    for e in EPS_VALUES:
        out[f"eps={_eps_label(e)}"] = latex(sp.Eq(eps, e, evaluate=False), inline=True)
    return out


# ---------------------------------------------------------------------------
# the picture (matplotlib, optional)


def matplotlib_available() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


_DIGEST = re.compile(r"<dc:description>F1 data sha256 ([0-9a-f]{64})</dc:description>")


def svg_digest(svg_text: str) -> str | None:
    """The data digest an F1 picture was drawn from (``None`` if it carries none)."""
    match = _DIGEST.search(svg_text)
    return match.group(1) if match else None


def svg(data: Table, table_text: str) -> str:
    """Draw F1 as SVG with matplotlib (raises ImportError without it)."""
    return draw(data, table_text, format="svg")


def draw(data: Table, table_text: str, *, format: str = "svg") -> str | bytes:
    """Draw F1 with matplotlib in *format* (``"svg"`` text, or ``"png"`` bytes for a preview)."""
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.backends.backend_svg import FigureCanvasSVG
    from matplotlib.figure import Figure

    colors = tuple(f"#{c}" for c in COLORS)
    grey = f"#{ASYMPTOTE_GREY}"
    rc = {
        "svg.hashsalt": "symln-F1",
        "svg.fonttype": "path",
        "font.size": 10,
        "axes.spines.top": False,
        "axes.spines.right": False,
        "legend.frameon": False,
    }
    with matplotlib.rc_context(rc):
        figure = Figure(figsize=(8.0, 3.2))
        (FigureCanvasSVG if format == "svg" else FigureCanvasAgg)(figure)
        left, right = figure.subplots(1, 2)
        t = data.column("t")
        limit = float(_asymptote())
        tex = labels()
        for color, e in zip(colors, EPS_VALUES):
            label = f"${tex[f'eps={_eps_label(e)}']}$"
            left.plot(t, data.column(f"h[eps={_eps_label(e)}]"), color=color, lw=1.6, label=label)
            right.plot(t, data.column(f"dh[eps={_eps_label(e)}]"), color=color, lw=1.6, label=label)
        for y in (limit, -limit):
            left.axhline(y, color=grey, lw=1.0, ls=(0, (5, 4)))
        left.text(t[0] + 0.15, limit + 0.06, f"${tex['+']}$", color=grey, fontsize=9, va="bottom", ha="left")
        left.text(t[-1] - 0.15, -limit - 0.06, f"${tex['-']}$", color=grey, fontsize=9, va="top", ha="right")
        left.set(xlabel=f"${tex['t']}$", ylabel=f"${tex['h']}$", ylim=H_RANGE, xlim=(t[0], t[-1]))
        right.set(xlabel=f"${tex['t']}$", ylabel=f"${tex['dh']}$", xlim=(t[0], t[-1]), ylim=dh_range(data))
        left.legend(loc="lower right", fontsize=9, bbox_to_anchor=(1.0, 0.12))
        right.legend(loc="upper right", fontsize=9)
        figure.tight_layout()
        if format != "svg":
            out = io.BytesIO()
            figure.savefig(out, format=format, dpi=150)
            return out.getvalue()
        text = io.StringIO()
        figure.savefig(
            text,
            format="svg",
            metadata={"Date": None, "Creator": None, "Title": "F1", "Description": f"F1 data sha256 {digest(table_text)}"},
        )
    return text.getvalue()


# ---------------------------------------------------------------------------
# the LaTeX picture (pgfplots)


def pgfplots(data: Table) -> str:
    """A ``tikzpicture`` of F1 (pgfplots) plotting the same table."""
    limit = _fixed(sp.N(_asymptote(), 30))
    tex = labels()
    colors = [f"F1c{i}" for i in range(len(COLORS))]
    lines = [rf"\definecolor{{{name}}}{{HTML}}{{{c.upper()}}}" for name, c in zip(colors, COLORS)]
    lines += [rf"\definecolor{{F1grey}}{{HTML}}{{{ASYMPTOTE_GREY.upper()}}}", r"\begin{tikzpicture}"]

    def axis(name, options, column, extra=()):
        lines.append(rf"\begin{{axis}}[{options}]")
        for color, e in zip(colors, EPS_VALUES):
            coords = " ".join(f"({r[0]},{r[data.columns.index(f'{column}[eps={_eps_label(e)}]')]})" for r in data.rows)
            lines.append(rf"\addplot[{color}, thick, no markers] coordinates {{{coords}}};")
            lines.append(rf"\addlegendentry{{${tex[f'eps={_eps_label(e)}']}$}}")
        lines.extend(extra)
        lines.append(r"\end{axis}")

    common = (
        rf"width=0.5\linewidth, height=5cm, xmin=-5, xmax=5, xlabel={{${tex['t']}$}}, "
        r"legend style={draw=none, font=\footnotesize}, tick label style={font=\footnotesize}"
    )
    dashed = [
        rf"\addplot[F1grey, dashed, domain=-5:5, forget plot] {{{limit}}};",
        rf"\addplot[F1grey, dashed, domain=-5:5, forget plot] {{-{limit}}};",
        # each label inside the band, on the side the curves have left: h is near -sqrt(3/2) for t < 0 and near
        # sqrt(3/2) for t > 0, so below the upper line on the left and above the lower line on the right are free
        rf"\node[F1grey, anchor=north west, font=\footnotesize] at (axis cs:-4.85,{limit}) {{${tex['+']}$}};",
        rf"\node[F1grey, anchor=south east, font=\footnotesize] at (axis cs:4.85,-{limit}) {{${tex['-']}$}};",
    ]
    low, high = H_RANGE
    # the legend in the upper left quadrant, which the curves leave empty (h < 0 for t < 0), under the upper label
    legend = r"legend style={at={(0.03,0.7)}, anchor=north west}"
    axis("h", common + rf", name=left, ymin={low}, ymax={high}, ylabel={{${tex['h']}$}}, {legend}", "h", dashed)
    low, high = dh_range(data)
    axis(
        "dh",
        common
        + rf", at={{(left.east)}}, anchor=west, xshift=1.6cm, ymin={low}, ymax={high}, ylabel={{${tex['dh']}$}}, "
        "legend pos=north east",
        "dh",
    )
    lines.append(r"\end{tikzpicture}")
    return "\n".join(lines)
