"""Golden LaTeX of the renderer: every display, one derivation, the notation samples.

Run ``python tests/render/golden.py`` from the repository root to regenerate
the files after an intended change, then review the diff.  The tests in
``test_render_golden.py`` compare the current output with these files exactly.
"""

from __future__ import annotations

import sys
from pathlib import Path

import sympy as sp

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden"


def notation_samples() -> str:
    """One line per notation the printer is configured for."""
    from symln.render import forms as F
    from symln.render.printer import latex

    eps = sp.Symbol("varepsilon", positive=True)
    q = sp.Symbol("q", nonnegative=True)
    v, t, g = F.VectorSymbol("v"), F.VectorSymbol("t"), F.VectorSymbol("gamma")
    P = F.MatrixName("P")
    samples = {
        "epsilon": eps,
        "ones": F.ONE,
        "hadamard": F.Hadamard(g, F.CoreOf(eps, F.Z)),
        "core": F.CoreOf(eps, F.Z),
        "core of a scaled input": F.CoreOf(eps / sp.Symbol("a", positive=True) ** 2, F.Z),
        "centering": F.Apply(P, t),
        "outer": F.Outer(v, v),
        "dot": F.Dot(v, t),
        "norm": F.Norm2(v) ** sp.S.Half,
        "jacobian": F.Jac(F.CoreOf(eps, F.Z)),
        "matrix": sp.Rational(3, 16) * F.MatLit(sp.Tuple(sp.Tuple(1, -1), sp.Tuple(-1, 1))),
        "vector": F.VecLit(sp.Tuple(sp.Rational(1, 2), 0, -1)),
        "scalar times sum": (q + eps) ** -sp.S.Half * (P - F.Outer(v, v) / (sp.Symbol("d") * (q + eps))),
        "written sum": F.WrittenAdd(F.Hadamard(g, F.CoreOf(eps, F.Z)), F.VectorSymbol("beta"), evaluate=False),
    }
    return "".join(f"{name}: {latex(expr)}\n" for name, expr in samples.items())


def current() -> dict[str, str]:
    """The golden files' current contents, by file name."""
    from symln.prove.language.claims import builtin_claims
    from symln.render.displays import DISPLAYS
    from symln.render.document import articles
    from symln.render.latex import display_snippet
    from symln.render.layout import aligned_rows

    claims = builtin_claims()
    files = {f"{d}.tex": display_snippet(DISPLAYS[d], claims) for d in DISPLAYS}
    shown = {c.claim.id: c for a in articles(claims, {}) for c in a.claims}
    for cid in ("E12", "E17", "E21"):
        files[f"{cid}.derivation.tex"] = aligned_rows(shown[cid].proof.block) + "\n"
    files["notation.txt"] = notation_samples()
    return files


def main() -> int:
    GOLDEN.mkdir(exist_ok=True)
    for name, text in current().items():
        (GOLDEN / name).write_text(text, encoding="utf-8")
        print(f"wrote {GOLDEN / name}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent.parent))
    sys.exit(main())
