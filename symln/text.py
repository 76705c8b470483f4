r"""Text with inline mathematics, written once for the documents and the terminal.

Claim statements, step reasons, relation labels and lemma statements are
plain sentences with LaTeX mathematics between dollar signs::

    "The core $u_\varepsilon(z)$ has coordinate mean $0$ for every $\varepsilon > 0$."

The documents typeset the mathematics (:mod:`symln.render.prose`); the
terminal (``symln list``, failure reasons of ``symln verify``, the JSON and
JUnit reports) prints :func:`plain` text, which reads the same formulas in
ASCII::

    >>> plain(r"The core $u_\varepsilon(z)$ has mean $0$ for $\varepsilon > 0$.")
    'The core u_eps(z) has mean 0 for eps > 0.'
    >>> plain(r"$y = \gamma \odot u_\varepsilon(z) + \beta$ and $\lVert J\rVert_2 \leq \varepsilon^{-1/2}$")
    'y = gamma (.) u_eps(z) + beta and |J|_2 <= eps^(-1/2)'
    >>> plain(r"$(q+\varepsilon)^{3/2}$, $\frac{v}{\sqrt{q + \varepsilon}}$, $v v^{\mathsf{T}}$")
    '(q+eps)^(3/2), v/sqrt(q + eps), v v^T'
    >>> plain(r"$J = \frac{3}{16} \begin{pmatrix}1 & -1\\-1 & 1\end{pmatrix}$")
    'J = 3/16 [[1, -1], [-1, 1]]'

The mathematics uses a small vocabulary (:data:`COMMANDS`, :data:`ARGUMENT_COMMANDS`);
:func:`plain` with ``strict=True`` refuses anything else, so a test can make
sure every built-in text reads well in a terminal.  ``\$`` is a literal
dollar sign.  Text without dollar signs is plain text as it stands.
"""

from __future__ import annotations

import re

__all__ = ["segments", "plain", "has_math", "COMMANDS", "ARGUMENT_COMMANDS"]

#: commands without arguments and their plain text
COMMANDS: dict[str, str] = {
    **{g: g for g in ("alpha", "beta", "gamma", "delta", "mu", "sigma", "lambda", "kappa", "tau", "rho", "theta", "phi", "zeta")},
    **{g: g.capitalize() for g in ("Gamma", "Delta", "Lambda", "Sigma")},
    "varepsilon": "eps",
    "epsilon": "eps",
    "ell": "l",
    "odot": " (.) ",
    "leq": " <= ",
    "ll": " << ",
    "gg": " >> ",
    "le": " <= ",
    "geq": " >= ",
    "ge": " >= ",
    "neq": " != ",
    "ne": " != ",
    "to": " -> ",
    "mapsto": " -> ",
    "infty": "oo",
    "cdot": " * ",
    "times": " x ",
    "perp": "perp",
    "in": " in ",
    "notin": " not in ",
    "subset": " subset ",
    "approx": " ~ ",
    "pm": "+-",
    "mp": "-+",
    "iff": " iff ",
    "Rightarrow": " => ",
    "implies": " => ",
    "quad": "  ",
    "qquad": "  ",
    ",": " ",
    ";": " ",
    ":": " ",
    "!": "",
    " ": " ",
    "ldots": "...",
    "dots": "...",
    "cdots": "...",
    "mid": " | ",
    "lVert": "|",
    "rVert": "|",
    "lvert": "|",
    "rvert": "|",
    "Vert": "|",
    "vert": "|",
    "langle": "<",
    "rangle": ">",
    "{": "{",
    "}": "}",
    "lbrace": "{",
    "rbrace": "}",
    "partial": "d",
    "nabla": "grad ",
    "sum": "sum",
    "prod": "prod",
    "max": "max",
    "min": "min",
    "lim": "lim",
    "sup": "sup",
    "top": "T",
    "forall": "for all ",
    "exists": "exists ",
    "setminus": " \\ ",
    "circ": " o ",
    "left": "",
    "right": "",
    "big": "",
    "Big": "",
    "bigl": "",
    "bigr": "",
    "displaystyle": "",
    "$": "$",
}

#: commands with one or two arguments; the plain form of each is built in :func:`_command`
ARGUMENT_COMMANDS = {
    "frac": 2,
    "tfrac": 2,
    "dfrac": 2,
    "sqrt": 1,
    "mathbf": 1,
    "mathbb": 1,
    "mathrm": 1,
    "mathsf": 1,
    "operatorname": 1,
    "text": 1,
    "bar": 1,
    "hat": 1,
    "tilde": 1,
}

_TOKEN = re.compile(r"\\[A-Za-z]+|\\.|[{}^_]|\s+|[^\\{}^_\s]")


def segments(text: str) -> list[tuple[bool, str]]:
    r"""*text* as ``(is_math, content)`` pieces; ``\$`` is a dollar sign in the text.

    >>> segments(r"mean $0$ (cost \$1)")
    [(False, 'mean '), (True, '0'), (False, ' (cost $1)')]
    """
    out: list[tuple[bool, str]] = []
    buffer: list[str] = []
    math = False
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\" and text[i + 1 : i + 2] == "$" and not math:
            buffer.append("$")
            i += 2
            continue
        if ch == "\\" and math:  # a command (\$ included) stays whole inside mathematics
            buffer.append(text[i : i + 2])
            i += 2
            continue
        if ch == "$":
            if buffer or math:
                out.append((math, "".join(buffer)))
            buffer = []
            math = not math
            i += 1
            continue
        buffer.append(ch)
        i += 1
    if math:
        raise ValueError(f"unbalanced $ in {text!r}")
    if buffer:
        out.append((False, "".join(buffer)))
    return out


def has_math(text: str) -> bool:
    """True when *text* contains inline mathematics."""
    try:
        return any(is_math for is_math, _ in segments(text))
    except ValueError:
        return False


def plain(text: str, *, strict: bool = False) -> str:
    r"""*text* with its mathematics in readable ASCII (see the module docstring).

    ``strict=True`` raises :class:`ValueError` on an unbalanced ``$`` or a
    command outside the vocabulary; otherwise such text is kept as written
    (a command loses its backslash).
    """
    try:
        pieces = segments(text)
    except ValueError:
        if strict:
            raise
        return text
    return "".join(_math(content, strict) if is_math else content for is_math, content in pieces)


# ---------------------------------------------------------------------------
# mathematics to plain text


def _math(tex: str, strict: bool) -> str:
    tokens = _TOKEN.findall(tex)
    out, _ = _sequence(tokens, 0, strict, closing=False)
    out = re.sub(r"\((\[\[[^()]*\]\])\)", r"\1", out)  # a bracketed matrix: (smallmatrix) in parentheses
    return re.sub(r" {2,}", " ", out).strip()


def _join(left: str, right: str) -> str:
    """Concatenate, with a space between two words that would otherwise merge (``2`` ``eps``)."""
    if left and right and left[-1].isalnum() and right[0].isalnum():
        return f"{left} {right}"
    return left + right


def _group(tokens, i, strict):
    """The plain text of the group or single token at *i*, and the index after it."""
    while i < len(tokens) and tokens[i].isspace():
        i += 1
    if i >= len(tokens):
        return "", i
    if tokens[i] == "{":
        return _sequence(tokens, i + 1, strict, closing=True)
    if tokens[i].startswith("\\"):
        return _command(tokens, i, strict)
    return tokens[i], i + 1


def _wrapped(text: str) -> str:
    """*text* in parentheses unless it is one word, number or bracketed group."""
    text = text.strip()
    if re.fullmatch(r"[A-Za-z0-9.']+", text):
        return text
    call = re.fullmatch(r"[A-Za-z_]*(\(.*\))", text)
    if call and not _unbalanced_inside(call.group(1)):
        return text
    return f"({text})"


def _unbalanced_inside(text: str) -> bool:
    """True for ``(a) + (b)``: the outer parentheses do not enclose the whole."""
    depth = 0
    for k, ch in enumerate(text):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0 and k < len(text) - 1:
            return True
    return False


def _script(text: str) -> str:
    text = text.strip()
    if text == "T":
        return "T"
    if re.fullmatch(r"[A-Za-z0-9']+|-?[0-9]+|[A-Za-z]+_[A-Za-z0-9]+", text):
        return text
    return f"({text})"


def _command(tokens, i, strict):
    name = tokens[i][1:]
    if name in COMMANDS:
        return COMMANDS[name], i + 1
    if name == "begin":  # a matrix: [[a, b], [c, d]]
        _, j = _group(tokens, i + 1, strict)
        body, j = _sequence(tokens, j, strict, closing=False, environment=True)
        _, j = _group(tokens, j, strict)  # the name after \end
        rows = [", ".join(cell.strip() for cell in row.split("&")) for row in body.split("\\\\")]
        return "[" + ", ".join(f"[{row}]" for row in rows) + "]", j
    if name in ARGUMENT_COMMANDS:
        args = []
        j = i + 1
        for _ in range(ARGUMENT_COMMANDS[name]):
            arg, j = _group(tokens, j, strict)
            args.append(arg)
        return _with_arguments(name, args), j
    if strict:
        raise ValueError(f"plain: the command \\{name} is not in symln's vocabulary (symln.text.COMMANDS)")
    return name, i + 1


def _with_arguments(name: str, args: list[str]) -> str:
    if name in ("frac", "tfrac", "dfrac"):
        return f"{_wrapped(args[0])}/{_wrapped(args[1])}"
    if name == "sqrt":
        return f"sqrt({args[0].strip()})"
    if name == "bar":
        return f"{args[0].strip()}bar"
    if name == "hat":
        return f"{args[0].strip()}hat"
    if name == "tilde":
        return f"{args[0].strip()}~"
    if name == "mathsf" and args[0].strip() == "T":
        return "T"
    return args[0]


def _sequence(tokens, i, strict, *, closing, environment=False):
    out = ""
    while i < len(tokens):
        t = tokens[i]
        if t == "}" and closing:
            return out, i + 1
        if environment and t == "\\end":
            return out, i + 1
        if environment and t == "\\\\":  # a row break, kept for the caller
            out += "\\\\"
            i += 1
            continue
        if t == "{":
            inner, i = _sequence(tokens, i + 1, strict, closing=True)
            out = _join(out, inner)
            continue
        if t in ("^", "_"):
            arg, i = _group(tokens, i + 1, strict)
            out += t + _script(arg)
            continue
        if t.startswith("\\"):
            text, i = _command(tokens, i, strict)
            out = _join(out, text)
            if t in ("\\lVert", "\\lvert", "\\langle"):
                while i < len(tokens) and tokens[i].isspace():  # the space that ends a command name
                    i += 1
            continue
        if t.isspace():
            out += " "
            i += 1
            continue
        out = _join(out, t) if out and out[-1].isalnum() and t.isalnum() and out[-1].isalpha() != t.isalpha() else out + t
        i += 1
    if closing and strict:
        raise ValueError("plain: unbalanced { in mathematics")
    return out, i
