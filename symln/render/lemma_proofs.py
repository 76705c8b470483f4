r"""The lemmas as the documents state them: numbered, titled, each with a written proof for every d.

The verifier's general-d algebra knows nothing about $\mathbb{R}^{d}$ beyond the
lemmas of :mod:`symln.prove.models.lemmas`; their exact check at d = 1..12 is
a check of the code, not an argument.  The argument for every d is written
here, once, in inline-math text, and the documents number the lemmas in the
registry's order (:func:`lemma_number`), so that a derivation cites
"Lemma 3" where the verifier records ``sum_v``; a proof cites another lemma as
``Lemma @name``, numbered when read (:func:`lemma_proof`).  A test keeps this
table and the registry equal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..prove.models.lemmas import LEMMAS

__all__ = ["WrittenLemma", "WRITTEN", "lemma_number", "lemma_reference", "lemma_proof", "lemma_statement",
           "numbers_cited"]


@dataclass(frozen=True)
class WrittenLemma:
    """A lemma's title and its proof for every d (inline-math text); *statement*, if given, states it for the
    reader where the registry's statement also describes its check."""

    title: str
    proof: str
    statement: str = ""


WRITTEN = {
    "sum_one": WrittenLemma(
        "The sum of the all-ones vector",
        r"$\mathbf{1}^{\mathsf{T}} \mathbf{1} = \sum_{i=1}^{d} 1 \cdot 1 = d$.",
    ),
    "z_split": WrittenLemma(
        "Mean and centered part",
        r"By definition $v = z - \mu \mathbf{1}$; add $\mu \mathbf{1}$ to both sides.",
    ),
    "sum_v": WrittenLemma(
        "The centered vector sums to zero",
        r"$\mathbf{1}^{\mathsf{T}} v = \mathbf{1}^{\mathsf{T}} z - \mu \, \mathbf{1}^{\mathsf{T}} \mathbf{1} = d \mu - \mu d = 0$, "
        r"by $\mu = \mathbf{1}^{\mathsf{T}} z/d$ and Lemma @sum_one.",
    ),
    "sum_vv": WrittenLemma(
        "The squared norm of the centered vector",
        r"The variance is defined as $q = \lVert v\rVert^{2}/d$, and $v^{\mathsf{T}} v = \lVert v\rVert^{2}$.",
    ),
    "q_nonneg": WrittenLemma(
        "The variance is nonnegative",
        r"$q = \frac{1}{d} \sum_{i=1}^{d} v_i^{2}$ is a mean of squares of real numbers.",
    ),
    "centering_matrix": WrittenLemma(
        "The centering matrix",
        r"By Lemma @sum_one, $P \mathbf{1} = \mathbf{1} - \mathbf{1} (\mathbf{1}^{\mathsf{T}} \mathbf{1})/d = 0$, and "
        r"$P x = x - \mathbf{1} (\mathbf{1}^{\mathsf{T}} x)/d = x - \mu(x) \mathbf{1}$. $P$ is symmetric because $I$ "
        r"and $\mathbf{1} \mathbf{1}^{\mathsf{T}}$ are. Finally $\mu(P x) = \mathbf{1}^{\mathsf{T}} P x/d = "
        r"(P \mathbf{1})^{\mathsf{T}} x/d = 0$, so $P (P x) = P x - \mu(P x) \mathbf{1} = P x$ for every $x$: $P^{2} = P$.",
    ),
    "orthogonal_decomposition": WrittenLemma(
        "Orthogonal decompositions",
        r"Take $\bar{x} = \mu(x)$ and $x_{\perp} = P x$: then $x = \bar{x} \mathbf{1} + x_{\perp}$ (Lemma @centering_matrix) and "
        r"$\mathbf{1}^{\mathsf{T}} x_{\perp} = (P \mathbf{1})^{\mathsf{T}} x = 0$. When $q > 0$, take further "
        r"$x_{v} = v^{\mathsf{T}} x/(d q)$ and $w = x_{\perp} - x_{v} v$, so that $x = \bar{x} \mathbf{1} + x_{v} v + w$. "
        r"Then $\mathbf{1}^{\mathsf{T}} w = 0 - x_{v} \, \mathbf{1}^{\mathsf{T}} v = 0$ (Lemma @sum_v), and since $P v = P^{2} z = P z = v$ (Lemma @centering_matrix), $v^{\mathsf{T}} P x = (P v)^{\mathsf{T}} x = "
        r"v^{\mathsf{T}} x$, so $v^{\mathsf{T}} w = v^{\mathsf{T}} x - x_{v} \, d q = 0$ (Lemma @sum_vv).",
        r"For every $x \in \mathbb{R}^{d}$ there are a number $\bar{x}$ and a vector $x_{\perp}$ with "
        r"$x = \bar{x} \mathbf{1} + x_{\perp}$ and $\mathbf{1}^{\mathsf{T}} x_{\perp} = 0$; when $q > 0$, there are numbers "
        r"$\bar{x}$, $x_{v}$ and a vector $w$ with $x = \bar{x} \mathbf{1} + x_{v} v + w$ and "
        r"$\mathbf{1}^{\mathsf{T}} w = v^{\mathsf{T}} w = 0$.",
    ),
    "complement_nonzero": WrittenLemma(
        "Nonzero directions orthogonal to the ones vector",
        r"For $d \geq 2$, $w = e_1 - e_2$ is nonzero with $\mathbf{1}^{\mathsf{T}} w = 0$. For $d \geq 3$, the linear "
        r"map $w \mapsto (\mathbf{1}^{\mathsf{T}} w, v^{\mathsf{T}} w)$ from $\mathbb{R}^{d}$ to $\mathbb{R}^{2}$ has "
        r"rank at most $2$, so its kernel has dimension at least $d - 2 \geq 1$ and holds a nonzero $w$.",
    ),
    "coordinate_vector": WrittenLemma(
        "Standard basis vectors",
        r"$e_i$ has the single nonzero coordinate $1$ at place $i$, so $\mathbf{1}^{\mathsf{T}} e_i = 1$, the "
        r"coordinates of $e_i \odot x$ are $x_i$ at place $i$ and $0$ elsewhere, which is $x_i e_i$. Finally "
        r"$e_i^{\mathsf{T}} x$ is the $i$-th coordinate of $x$, and the $i$-th coordinate of $x \odot x'$ is "
        r"$x_i x'_i$ by the definition of $\odot$.",
        r"Each standard basis vector $e_i$ has $\mathbf{1}^{\mathsf{T}} e_i = 1$ and $e_i \odot x = x_i e_i$, so "
        r"$e_i^{\mathsf{T}} (x \odot x') = x_i x'_i$ for all $x$, $x'$.",
    ),
    "cauchy_schwarz": WrittenLemma(
        "The Cauchy-Schwarz inequality",
        r"If $x' = 0$ both sides vanish. Otherwise, with $k = x^{\mathsf{T}} x'/\lVert x'\rVert^{2}$, "
        r"$0 \leq \lVert x - k x'\rVert^{2} = \lVert x\rVert^{2} - (x^{\mathsf{T}} x')^{2}/\lVert x'\rVert^{2}$; "
        r"multiply by $\lVert x'\rVert^{2}$.",
        r"$(x^{\mathsf{T}} x')^{2} \leq \lVert x\rVert^{2} \lVert x'\rVert^{2}$ for all $x$, $x'$ of the same dimension.",
    ),
    "coordinate_bound": WrittenLemma(
        "A coordinate of the centered vector",
        r"For $d = 1$, $v = 0$ and the claim is immediate. For $d \geq 2$, by Lemma @sum_v, $v_i = -\sum_{j \neq i} v_j$, a sum of $d - 1$ terms, so by the Cauchy-Schwarz inequality "
        r"(Lemma @cauchy_schwarz, with the all-ones vector of $\mathbb{R}^{d-1}$) $v_i^{2} \leq (d - 1) \sum_{j \neq i} v_j^{2} = "
        r"(d - 1)(d q - v_i^{2})$ (Lemma @sum_vv). Hence $d \, v_i^{2} \leq (d - 1) d q$, and dividing by $d$ gives the claim.",
        r"Each coordinate of the centered vector satisfies $v_i^{2} \leq (d - 1) q$.",
    ),
    "hadamard_bound": WrittenLemma(
        "A bounded gain",
        r"$\lVert \gamma \odot x\rVert^{2} = \sum_{i} \gamma_i^{2} x_i^{2} \leq G^{2} \sum_{i} x_i^{2} = "
        r"G^{2} \lVert x\rVert^{2}$, term by term.",
    ),
}

_NUMBERS = {lem.name: i for i, lem in enumerate(LEMMAS, start=1)}


def lemma_number(name: str) -> int:
    """The number of lemma *name* in the documents (the registry's order, from 1)."""
    return _NUMBERS[name]


def lemma_reference(names) -> str:
    """``Lemma 3`` or ``Lemmas 1, 3``: the lemmas *names*, by number, in order."""
    numbers = sorted(lemma_number(n) for n in names)
    return ("Lemma " if len(numbers) == 1 else "Lemmas ") + ", ".join(str(n) for n in numbers)


#: a reason that ends with a citation in parentheses, ``... (E2)``
_ENDS_CITING = re.compile(r"\(([A-Z]\d+(?:\.d\d+)?(?:[,;] [^()]*)?)\)$")


def with_lemmas(text: str, reference: str) -> str:
    """*text* (a reason) followed by the lemma *reference*: ``... (E2; Lemma 6)`` when the text ends by citing in
    parentheses, else ``... (Lemma 6)``."""
    found = _ENDS_CITING.search(text)
    if found:
        return f"{text[: found.start()]}({found.group(1)}; {reference})"
    return f"{text} ({reference})"


def lemma_proof(name: str) -> str:
    """The written proof of lemma *name*, its citations of other lemmas numbered."""
    return re.sub(r"@(\w+)", lambda match: str(lemma_number(match.group(1))), WRITTEN[name].proof)


def lemma_statement(lemma) -> str:
    """The statement of *lemma* (a :class:`~symln.render.document.ShownLemma`) for the reader."""
    return WRITTEN[lemma.name].statement or lemma.statement


def numbers_cited(text: str) -> set[int]:
    """The lemma numbers a written text cites (``Lemma 3``, ``Lemmas 1, 3``)."""
    return {int(n) for group in re.findall(r"\bLemmas? ([0-9]+(?:, [0-9]+)*)", text) for n in group.split(", ")}
