"""Documents from the derivations: Markdown for ``proofs/``, LaTeX, displays D1-D12, figure F1.

Data flows one way: claim bodies are evaluated in the presentation model
(:mod:`.present`) to SymPy forms, printed by one notation printer
(:mod:`.printer`), laid out as Markdown (:mod:`.markdown`) or LaTeX
(:mod:`.latex`).  Verdicts come from :mod:`symln.prove.run.verify`, reused while their
sources are unchanged (:mod:`.verdicts`).  ``symln derive`` and ``symln latex``
are in :mod:`.commands`.
"""

from .displays import DISPLAYS, display, from_claim

__all__ = ["DISPLAYS", "display", "from_claim"]
