r"""The notation section of the documents, and how a lemma's checked dimensions are stated.

The notation is stated once, before the first article, so that every symbol a
proposition uses without introducing it is defined here; what a single
derivation introduces (a direction, a decomposition, an example's values) is
stated in that derivation's "where" clause (:mod:`.document`).
"""

from __future__ import annotations

__all__ = ["NOTATION", "lemma_range"]

#: inline-math text, in the project's words
NOTATION = (
    r"The input is $z \in \mathbb{R}^{d}$ and $\mathbf{1}$ is the all-ones vector of $\mathbb{R}^{d}$. The coordinate "
    r"mean is $\mu = \mathbf{1}^{\mathsf{T}} z/d$, the centered input is $v = z - \mu \mathbf{1} = P z$ with the "
    r"centering matrix $P = I - \mathbf{1} \mathbf{1}^{\mathsf{T}}/d$, and the variance is "
    r"$q = \lVert v\rVert^{2}/d$ (divisor $d$). For the stabilizing constant $\varepsilon > 0$ the core is "
    r"$u_{\varepsilon}(z) = v/\sqrt{q + \varepsilon}$, written $u_{\varepsilon}(x)$ at another input $x$, with "
    r"coordinates $u_{\varepsilon,i}(z)$; a number in place of $\varepsilon$ is shown by an evaluation bar, as in "
    r"$u_{\varepsilon}(z)|_{\varepsilon = 3}$, since subscripts are coordinates. With the gain $\gamma \in \mathbb{R}^{d}$ "
    r"and the bias $\beta \in \mathbb{R}^{d}$ the output is $y = \gamma \odot u_{\varepsilon}(z) + \beta$, where "
    r"$\odot$ multiplies coordinatewise; $\operatorname{diag}(\gamma)$ is the diagonal matrix with $\gamma \odot x = "
    r"\operatorname{diag}(\gamma) x$. The Jacobian of the core is $J = D u_{\varepsilon}(z)$, and $D f \, t$ is the "
    r"derivative of $f$ at $z$ along the direction $t$. $\lVert x\rVert$ is the Euclidean norm, $\lVert M\rVert_2$ the "
    r"operator norm it induces, $e_i$ the $i$-th standard basis vector, and for a scalar loss $\ell$ of the output "
    r"$g = \nabla \ell(y)$ is its gradient."
)


def lemma_range(lemma) -> str:
    """``(checked exactly at d = 1, ..., 12)``, or where the check failed (inline-math text)."""
    dims = lemma.checked_d
    if lemma.failure:
        return f"(its exact check failed: {lemma.failure})"
    if not dims:
        return "(not checked)"
    if list(dims) == list(range(dims[0], dims[-1] + 1)) and len(dims) > 2:
        return rf"(checked exactly at $d = {dims[0]}, \dots, {dims[-1]}$)"
    return "(checked exactly at " + ", ".join(f"$d = {d}$" for d in dims) + ")"
