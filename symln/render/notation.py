r"""The front matter of the documents: the abstract, the conventions, the notation table, the references.

The conventions and the notation are stated once, before the lemmas and the
first article, so that every symbol a proposition uses without introducing it
is defined here; what a single derivation introduces (a direction, a
decomposition, an example's values) is stated in that derivation's "where"
clause (:mod:`.document`).  All text is inline-math text in the project's
words; the writers lay it out (:mod:`.markdown`, :mod:`.latex`).
"""

from __future__ import annotations

__all__ = ["ABSTRACT", "CONVENTIONS", "NOTATION", "REFERENCES", "TOOLS", "lemma_range", "lemmas_introduction"]

#: what the proofs use besides the lemmas (inline-math text), in the lemmas' introduction, with where a fact
#: that only some proofs use is used
TOOLS = (
    r"the rules of differentiation, one-variable limits, the fundamental theorem of calculus with "
    r"$\lVert \int f\rVert \leq \int \lVert f\rVert$, Pythagoras' theorem, rank--nullity (in Lemma 8 and in R4), "
    r"that two nonzero orthogonal vectors of $\mathbb{R}^{2}$ span it (in E15 and S3.d2) and that the operator norm of "
    r"a symmetric matrix is the largest absolute value of its eigenvalues (in R6)"
)

ABSTRACT = (
    r"Layer normalization [1] maps an input $z \in \mathbb{R}^{d}$ to $y = \gamma \odot (z - \mu \mathbf{1})/"
    r"\sqrt{q + \varepsilon} + \beta$, with $\mu$ and $q$ the mean and variance of the coordinates of $z$. For every "
    r"dimension $d$ we derive the Jacobian of its core in closed form and its eigenpairs: $0$ along $\mathbf{1}$, "
    r"$\varepsilon/(q + \varepsilon)^{3/2}$ along the centered input $v$ when $q > 0$ and, for $d \geq 3$, "
    r"$(q + \varepsilon)^{-1/2}$ on the directions orthogonal to $\mathbf{1}$ and $v$ (for $d = 2$ and $q > 0$ there are none). They give the operator-norm "
    r"bound $\varepsilon^{-1/2}$, attained for $d \geq 2$ at the constant inputs and only there: where $q > 0$ the norm "
    r"is at most $(q + \varepsilon)^{-1/2} < \varepsilon^{-1/2}$, and $q = 0$ forces $v = 0$, that is "
    r"$z = \mu \mathbf{1}$. Integrating the Jacobian along a segment turns the bound $\varepsilon^{-1/2}$ into a Lipschitz constant of the core. The coordinates of the "
    r"core have variance $q/(q + \varepsilon)$, and scaling the input acts like a change of $\varepsilon$, so for "
    r"$\varepsilon > 0$ the core of a nonconstant input changes under every scaling $a \neq 1$, $a > 0$; the bias is added after the core and the gain multiplies "
    r"it coordinatewise, and we give the gradients of a scalar loss with respect to both. RMSNorm [2] divides by the "
    r"root mean square of the coordinates without centering; following PyTorch [4], this note puts $\varepsilon$ "
    r"inside the root, $r_{\varepsilon}(z) = z/\sqrt{s + \varepsilon}$, where $s$ is the mean square of the "
    r"coordinates of $z$. RMSNorm gets the same account: eigenvalue "
    r"$\varepsilon/(s + \varepsilon)^{3/2}$ along the input and $(s + \varepsilon)^{-1/2}$ orthogonal to it. The "
    r"proofs for a symbolic $d$ rest on twelve elementary lemmas about $\mathbb{R}^{d}$, proved first, and on "
    r"standard facts of calculus and linear algebra, listed with the lemmas; the worked examples are computed exactly at their $d$. Every step "
    r"was checked by computer algebra, also exactly at small $d$ and numerically at 50 digits."
)

CONVENTIONS = (
    r"Vectors are columns of $\mathbb{R}^{d}$, $d \geq 1$. The variance divides by $d$, not $d - 1$, and "
    r"$\varepsilon$ is added to the variance under the square root, as PyTorch's layer norm does [3]. For RMSNorm [2] "
    r"this note makes the same choice, $r_{\varepsilon}(z) = z/\sqrt{s + \varepsilon}$, as PyTorch's RMSNorm does "
    r"[4]; the eigenvalues and bounds of R3--R9 are derived for this form. The letters $s$, $v$, $q$ and the others are those of Table 1. A "
    r"subscript $i$, $j$ or a number on a vector is a coordinate ($z_i$, $u_{\varepsilon,i}(z)$), while a subscript "
    r"naming a vector or $\perp$ marks a part of a split $x = \bar{x} \mathbf{1} + x_{v} v + w$, "
    r"$x = \bar{x} \mathbf{1} + x_{\perp}$ or $x = x_{z} z + w$ (Table 1). A number in the place of $\varepsilon$ "
    r"would read as a coordinate if written as a subscript, so it is shown by an evaluation bar, as in "
    r"$u_{\varepsilon}(z)|_{\varepsilon = 3}$; the one exception is $u_{0}$, the core's formula at $\varepsilon = 0$ "
    r"(Table 1). A statistic written "
    r"without an argument is that of the input $z$ ($\mu = \mu(z)$), with an argument that of another vector "
    r"($\mu(x)$). The letters of the table mean the same in every section; any other letter is introduced where it is "
    r"used, in the statement or in the opening sentence of its proof, and holds there only. Propositions are "
    r"numbered by section and place (Proposition 2.12 is the twelfth of Section 2; the lemmas form Section 1) and "
    r"cited by that number, as (2.12); the displays are numbered (D1), (D2), ... in the order they stand."
)

#: (symbol, meaning), inline-math text; every symbol the propositions use without introducing it
NOTATION = (
    (r"$d$", r"the number of coordinates"),
    (r"$z$; $x$, $z'$", r"the input; other vectors of $\mathbb{R}^{d}$ (other inputs, or vectors a bound holds for)"),
    (r"$t$; $t_{\gamma}$, $t_{\beta}$", r"a direction of the input in $\mathbb{R}^{d}$; directions of the gain and the bias. "
     r"Only in E21 and Figure F1 is $t$ a real number, the parameter of the inputs $t (-1, 0, 1)^{\mathsf{T}}$"),
    (r"$\tau$", r"the real parameter along a line $z + \tau t$ or the segment $z' + \tau (z - z')$"),
    (r"$w$", r"a vector orthogonal to the directions a proof splits along ($\mathbf{1}$ and $v$, or $z$)"),
    (r"$a > 0$, $c \in \mathbb{R}$", r"a scale factor of the input ($a z$); a real constant, as in the constant "
     r"input $c \mathbf{1}$ or the shift $z + c \mathbf{1}$"),
    (r"$\bar{x}$, $x_{v}$, $x_{\perp}$; $x_{z}$", r"the parts of a vector $x$ split along $\mathbf{1}$ and $v$ "
     r"(Lemma 7): $x = \bar{x} \mathbf{1} + x_{v} v + w$ or $x = \bar{x} \mathbf{1} + x_{\perp}$ with "
     r"$\mathbf{1}^{\mathsf{T}} x_{\perp} = 0$; the coefficient of $z$ in $x = x_{z} z + w$ (RMSNorm)"),
    (r"$\mathbf{1}$, $e_i$", r"the all-ones vector (of $\mathbb{R}^{n}$ in B6, whose vectors are indexed by "
     r"position); the $i$-th standard basis vector"),
    (r"$I$; $J_{ii}$", r"the identity matrix; a diagonal entry of $J$"),
    (r"$\mu(x) = \mathbf{1}^{\mathsf{T}} x/d$", r"the coordinate mean"),
    (r"$P = I - \mathbf{1} \mathbf{1}^{\mathsf{T}}/d$", r"the centering matrix"),
    (r"$v = z - \mu \mathbf{1} = P z$", r"the centered input"),
    (r"$q(x) = \lVert P x\rVert^{2}/d$", r"the variance (divisor $d$); $q = \lVert v\rVert^{2}/d$"),
    (r"$s(x) = \lVert x\rVert^{2}/d$", r"the mean square (RMSNorm)"),
    (r"$\varepsilon > 0$", r"the stabilizing constant"),
    (r"$u_{\varepsilon}(z) = v/\sqrt{q + \varepsilon}$", r"the core of layer norm, with coordinates $u_{\varepsilon,i}(z)$"),
    (r"$u_{0}(z) = v/\sqrt{q}$", r"the formula of the core at $\varepsilon = 0$, defined where $q > 0$ (E10)"),
    (r"$\gamma$, $\beta$", r"the gain and the bias, in $\mathbb{R}^{d}$"),
    (r"$y = y(z; \gamma, \beta) = \gamma \odot u_{\varepsilon}(z) + \beta$", r"the output of layer norm"),
    (r"$r_{\varepsilon}(z) = z/\sqrt{s + \varepsilon}$", r"the normalized input of RMSNorm"),
    (r"$\tilde{y} = \tilde{y}(z; \gamma, \beta) = \gamma \odot r_{\varepsilon}(z) + \beta$", r"the output of RMSNorm; "
     r"$y(x)$, $\tilde{y}(x)$ at another input with the same gain and bias"),
    (r"$\gamma \odot x$, $\operatorname{diag}(\gamma)$; $x^{-1}$", r"the coordinatewise product; the diagonal matrix with "
     r"$\gamma \odot x = \operatorname{diag}(\gamma) x$; for a vector $x$ with no zero coordinate, the vector of "
     r"the reciprocals $1/x_i$"),
    (r"$J = D u_{\varepsilon}(z)$, $J_{r} = D r_{\varepsilon}(z)$", r"the Jacobians of the two cores"),
    (r"$\lambda_{v}$, $\lambda_{w}$; $\lambda_{z}$", r"the eigenvalues of $J$ along $v$ and on the directions $w$ "
     r"orthogonal to $\mathbf{1}$ and $v$; the eigenvalue of $J_{r}$ along $z$ (and $\lambda_{w}$ orthogonal to $z$)"),
    (r"$\phi_{\varepsilon}(t)$", r"the third coordinate of the core at the input $t (-1, 0, 1)^{\mathsf{T}}$ (E21, Figure F1)"),
    (r"$p$", r"a point of the segment from $z'$ to $z$ in a Lipschitz proof"),
    (r"$D f$, $D f \, t$", r"the Jacobian matrix of a map $f$ at $z$ ($D f(p)$ at another point $p$); the "
     r"derivative of $f$ at $z$ along the direction $t$"),
    (r"$D y$, $D \tilde{y}$", r"the Jacobian matrices of the two outputs with respect to the input, gain and bias "
     r"fixed: $D y = \operatorname{diag}(\gamma) J$ (G9), $D \tilde{y} = \operatorname{diag}(\gamma) J_{r}$"),
    (r"$\partial f/\partial x_i$", r"the partial derivative of a scalar $f$ with respect to a coordinate $x_i$, "
     r"that is $[\nabla_x f]_i$; for a vector $y$, $\partial y/\partial z_i$ is the vector of the $\partial y_j/\partial z_i$"),
    (r"$\nabla_x f$, $[x]_i$", r"the gradient of a scalar $f$ with respect to $x$; the $i$-th coordinate of $x$ "
     r"(also $x_i$)"),
    (r"$\lVert x\rVert$, $\lVert M\rVert_2$", r"the Euclidean norm; the operator norm it induces"),
    (r"$\ell$, $g = \nabla \ell(y)$", r"a scalar loss of the output; its gradient at the output (in R14, at the "
     r"output of RMSNorm: $g = \nabla \ell(\tilde{y})$)"),
    (r"$o(\tau)$, $O(\tau^{2})$", r"a term small against $\tau$, a term at most a constant times $\tau^{2}$, as $\tau \to 0$"),
)

#: (key, text) of each reference, in citation order
REFERENCES = (
    ("1", r"J. L. Ba, J. R. Kiros and G. E. Hinton. Layer normalization. arXiv:1607.06450, 2016."),
    ("2", r"B. Zhang and R. Sennrich. Root mean square layer normalization. In Advances in Neural Information "
          r"Processing Systems 32, 2019. arXiv:1910.07467."),
    ("3", r"PyTorch documentation: torch.nn.LayerNorm. "
          r"https://pytorch.org/docs/stable/generated/torch.nn.LayerNorm.html"),
    ("4", r"PyTorch documentation: torch.nn.RMSNorm. "
          r"https://pytorch.org/docs/stable/generated/torch.nn.RMSNorm.html"),
)


def lemma_range(lemma) -> str:
    """The dimensions of a lemma's exact check (inline-math text): ``$d = 1, \\dots, 12$``, or how it failed."""
    dims = lemma.checked_d
    if lemma.failure:
        return f"no dimension: the check failed ({lemma.failure})"
    if not dims:
        return "no dimension"
    if list(dims) == list(range(dims[0], dims[-1] + 1)) and len(dims) > 2:
        return rf"$d = {dims[0]}, \dots, {dims[-1]}$"
    return ", ".join(f"$d = {d}$" for d in dims)


def lemmas_introduction(lemmas) -> str:
    """The lemmas' introduction (inline-math text): what the proofs use besides them, and, once for all, the
    dimensions of the lemmas' exact checks (those of most lemmas, then each lemma checked at other ones)."""
    from collections import Counter

    from .lemma_proofs import lemma_number

    ranges = [(lemma_number(lem.name), lemma_range(lem)) for lem in lemmas]
    text = (rf"The proofs for a symbolic $d$ use the facts about $\mathbb{{R}}^{{d}}$ below, each proved here for every "
            rf"$d$, and besides them {TOOLS}.")
    if not ranges:
        return text
    common = Counter(r for _, r in ranges).most_common(1)[0][0]
    others = [f"Lemma {n} at {r}" for n, r in ranges if r != common]
    text += f" Each lemma was also checked exactly at {common}"
    return text + (f" ({'; '.join(others)})." if others else ".")
