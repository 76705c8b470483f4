"""The checklist of claim IDs the articles make, with the kind of evidence each needs.

``all d``: proved for a symbolic dimension (and checked at concrete d);
``exact``: a worked example, checked exactly; ``approx``: an approximate
figure certified by an interval enclosure.  The wording of each claim lives
in the claim that covers it (``symln list``), not here.
"""

from __future__ import annotations

__all__ = ["CHECKLIST", "ARTICLE_OF", "DISPLAYS"]

_ALL_D, _EXACT, _APPROX = "all d", "exact", "approx"

#: ID -> kind of evidence
CHECKLIST: dict[str, str] = {
    **{f"B{i}": _ALL_D for i in (1, 4, 6, 7, 8)},
    **{f"B{i}": _EXACT for i in (2, 3, 5)},
    **{f"E{i}": _ALL_D for i in (1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20)},
    # statements of the epsilon article that CLAIMS.md gives no ID (IDs of symln's own):
    # E22 the operator norm of diag(gamma) is max_i |gamma_i|; E23 a smaller eps permits a larger amplification
    **{f"E{i}": _ALL_D for i in (22, 23)},
    **{f"E{i}": _EXACT for i in (6, 21)},
    **{f"G{i}": _ALL_D for i in (1, 6, 8, 9)},
    **{f"G{i}": _EXACT for i in (2, 3, 4, 5, 7)},
    **{f"J{i}": _ALL_D for i in (1, 6)},
    **{f"J{i}": _EXACT for i in (2, 3, 4, 5)},
    **{f"S{i}": _ALL_D for i in (1, 2, 3, 5)},
    "S4": _APPROX,
    "S6": _EXACT,
    # the RMSNorm article (issue 17): IDs of symln's own
    **{f"R{i}": _ALL_D for i in (1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14)},
    **{f"R{i}": _EXACT for i in (5, 15, 16)},
}

#: ID -> article module name
ARTICLE_OF: dict[str, str] = {
    i: {"B": "bias", "E": "epsilon", "G": "gain", "J": "jacobian", "R": "rmsnorm", "S": "sensitivity"}[i[0]] for i in CHECKLIST
}

#: display and figure IDs -> article
DISPLAYS: dict[str, str] = {
    "D1": "bias",
    "D2": "epsilon",
    "D3": "epsilon",
    "D4": "epsilon",
    "D5": "epsilon",
    "D6": "gain",
    "D7": "jacobian",
    "D8": "jacobian",
    "D9": "jacobian",
    "D10": "jacobian",
    "D11": "sensitivity",
    "D12": "sensitivity",
    "F1": "epsilon",
}
