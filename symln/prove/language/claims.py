r"""Claims: a statement, its source IDs, its scope, and a body that builds relations.

A claim body is a function of a model ``m`` (see :class:`symln.model.Model`)
returning a relation or a list of relations (:mod:`symln.prove.language.relations`).  The
same body is evaluated in every interpretation its scope calls for:

* :class:`AllD` -- the general-d algebra (symbolic d), the exact concrete model
  for each d of ``min_d .. min_d + 2`` (a cross-check), and mpmath at several
  d;
* :class:`Example` -- the exact concrete model at one d, and mpmath;
* :class:`Dims` -- the exact concrete model for each d in a range, and mpmath.

Declare claims with the :func:`claim` decorator::

    from symln import claim, AllD, Equal
    from symln.model import core

    @claim("MY1", article="mine", statement="The core has coordinate sum zero.")
    def core_sums_to_zero(m):
        eps = m.scalar("eps", positive=True)
        return Equal(m.total(core(m, m.z, eps)), 0)

Loading a claims file (:func:`load_claims`) collects every :class:`Claim` in
its module namespace, in definition order.  Nothing is registered globally.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import re
import sys
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ...errors import UNCONTAINED, ClaimDefinitionError, ClaimLoadError

__all__ = [
    "AllD",
    "Example",
    "Dims",
    "Claim",
    "claim",
    "Skip",
    "ARTICLES",
    "builtin_claims",
    "load_claims",
]

#: The built-in articles, in the order their modules are listed: the five seed articles, then RMSNorm.
ARTICLES = ("bias", "epsilon", "gain", "jacobian", "sensitivity", "rmsnorm")

#: How many dimensions from ``min_d`` on an all-d claim is cross-checked at exactly (its general-d
#: proof is the proof; larger d are checked numerically, at d = 5, 8 and 12).
CONCRETE_FIRST = 3


@dataclass(frozen=True)
class AllD:
    """Holds for every dimension d >= ``min_d``: proved for a symbolic d."""

    min_d: int = 1
    nonconstant: bool = False
    label = "all-d"

    def concrete_dims(self) -> tuple[int, ...]:
        return tuple(range(self.min_d, self.min_d + CONCRETE_FIRST))

    def numeric_dims(self) -> tuple[int, ...]:
        return tuple(sorted({self.min_d, self.min_d + 1, 3, 5, 8, 12} - set(range(self.min_d))))


@dataclass(frozen=True)
class Example:
    """A worked example at one concrete dimension ``d``."""

    d: int
    nonconstant: bool = False
    label = "example"

    def concrete_dims(self) -> tuple[int, ...]:
        return (self.d,)

    numeric_dims = concrete_dims  # the numbers at the same d


@dataclass(frozen=True)
class Dims:
    """Holds for each d in ``lo..hi``, checked exactly at every one of them."""

    lo: int
    hi: int
    nonconstant: bool = False

    @property
    def label(self) -> str:
        return f"d={self.lo}..{self.hi}"

    def concrete_dims(self) -> tuple[int, ...]:
        return tuple(range(self.lo, self.hi + 1))

    numeric_dims = concrete_dims  # the numbers at each d too


Scope = AllD | Example | Dims


def scope_problem(scope, *, exact: bool = True) -> str:
    """Why *scope* cannot be checked, or "" when it can.

    With *exact* (as the verifier asks): only symln's own scope classes, unchanged; a subclass or an
    instance attribute could answer ``concrete_dims`` with one d while the verdict reports the whole
    range.  (A claim is built with ``exact=False``, so that a file of claims still loads and the
    verdict of such a claim names the problem.)
    """
    if exact and type(scope) not in (AllD, Example, Dims):
        return f"scope must be AllD(...), Example(d) or Dims(lo, hi) themselves, got {type(scope).__name__}"
    own = sorted(set(vars(scope)) - {f.name for f in dataclasses.fields(scope)}) if exact else []
    if own:  # an attribute of the instance would answer in place of its class's method
        return f"the scope carries attributes of its own ({', '.join(own)})"
    if isinstance(scope, AllD) and (not isinstance(scope.min_d, int) or scope.min_d < 1):
        return f"AllD(min_d=...) needs an integer >= 1, got {scope.min_d!r}"
    if isinstance(scope, Example) and (not isinstance(scope.d, int) or scope.d < 1):
        return f"Example(d) needs an integer d >= 1, got {scope.d!r}"
    if isinstance(scope, Dims) and not (isinstance(scope.lo, int) and isinstance(scope.hi, int) and 1 <= scope.lo <= scope.hi):
        return f"Dims(lo, hi) needs integers 1 <= lo <= hi, got Dims({scope.lo!r}, {scope.hi!r})"
    return ""


class Skip(Exception):
    """Raised by a claim body to end as "skipped" with the given reason."""


_ID = re.compile(r"^[A-Za-z][A-Za-z0-9_.\-]*$")


@dataclass(frozen=True)
class Claim:
    """A checkable statement.

    ``covers`` lists the IDs of ``CLAIMS.md`` (or the user's own) that the
    claim establishes; ``uses`` the IDs of other claims its proof relies on;
    ``cites`` standard theorems its proof invokes by name.
    """

    id: str
    article: str
    statement: str
    body: Callable
    scope: Scope = field(default_factory=AllD)
    covers: tuple[str, ...] = ()
    uses: tuple[str, ...] = ()
    cites: tuple[str, ...] = ()
    source: str = "builtin"
    #: the dimensions where the claim expects its hypotheses to be empty (it holds there vacuously)
    vacuous: tuple[int, ...] = ()

    def __post_init__(self):
        if not isinstance(self.id, str) or not _ID.match(self.id):
            raise ClaimDefinitionError(f"claim id: expected a name like 'E12' or 'my.claim', got {self.id!r}")
        if not isinstance(self.article, str) or not self.article.strip():
            raise ClaimDefinitionError(f"claim {self.id}: article must be a non-empty string")
        if not isinstance(self.statement, str) or not self.statement.strip():
            raise ClaimDefinitionError(f"claim {self.id}: statement must be a non-empty string")
        if not callable(self.body):
            raise ClaimDefinitionError(f"claim {self.id}: body must be callable")
        if not isinstance(self.scope, (AllD, Example, Dims)):
            raise ClaimDefinitionError(f"claim {self.id}: scope must be AllD(...), Example(d) or Dims(lo, hi)")
        problem = scope_problem(self.scope, exact=False)
        if problem:
            raise ClaimDefinitionError(f"claim {self.id}: {problem}")
        if self.scope.nonconstant and min(self.scope.numeric_dims()) < 2:
            raise ClaimDefinitionError(f"claim {self.id}: a nonconstant input needs d >= 2 (set min_d=2)")
        if not self.covers:
            object.__setattr__(self, "covers", (self.id,))
        if isinstance(self.vacuous, int) or not all(isinstance(k, int) and k >= 1 for k in self.vacuous):
            raise ClaimDefinitionError(f"claim {self.id}: vacuous must be a sequence of dimensions (integers >= 1)")
        object.__setattr__(self, "vacuous", tuple(self.vacuous))
        for name in ("covers", "uses", "cites"):
            value = getattr(self, name)
            if isinstance(value, str) or not all(isinstance(v, str) for v in value):
                raise ClaimDefinitionError(f"claim {self.id}: {name} must be a sequence of strings")
            object.__setattr__(self, name, tuple(value))

    @property
    def title(self) -> str:
        """The body's name, used as a short label."""
        return getattr(self.body, "__name__", self.id)


def claim(
    id: str,
    *,
    article: str,
    statement: str,
    scope: Scope | None = None,
    covers: Iterable[str] = (),
    uses: Iterable[str] = (),
    cites: Iterable[str] = (),
    vacuous: Iterable[int] = (),
) -> Callable[[Callable], Claim]:
    """Decorator turning a body ``f(m) -> relation(s)`` into a :class:`Claim`.

    *vacuous* lists the dimensions of the scope where the claim's hypotheses are expected to be empty
    (a claim about vectors orthogonal to 1 and v at d = 2); elsewhere an empty hypothesis makes the
    verdict ``vacuous`` (:mod:`.vacuity`).
    """

    def wrap(body: Callable) -> Claim:
        return Claim(
            id=id,
            article=article,
            statement=statement,
            body=body,
            scope=scope if scope is not None else AllD(),
            covers=covers,  # a string among them is refused, not split into its letters
            uses=uses,
            cites=cites,
            vacuous=vacuous if isinstance(vacuous, int) else tuple(vacuous),
        )

    return wrap


def _claims_in(namespace: dict, source: str) -> list[Claim]:
    claims = [value for value in namespace.values() if isinstance(value, Claim)]
    return claims if source == "builtin" else [dataclasses.replace(c, source=source) for c in claims]


def builtin_claims() -> list[Claim]:
    """The claims of the built-in articles (:data:`ARTICLES`), article by article."""
    claims: list[Claim] = []
    for article in ARTICLES:
        claims.extend(_claims_in(vars(importlib.import_module(f"symln.articles.{article}")), "builtin"))
    return claims


def load_claims(path: str | Path) -> list[Claim]:
    """Import a user's claims file, or every ``*.py`` file of a directory (sorted).

    This *executes* the named files, as pytest executes test files.  Errors
    are re-raised as :class:`ClaimLoadError` naming the file (and line).
    """
    path = Path(path)
    if not path.exists():
        raise ClaimLoadError(f"--claims: no such file or directory: {path}")
    files = sorted(p for p in path.rglob("*.py")) if path.is_dir() else [path]
    if path.is_file() and path.suffix != ".py":
        raise ClaimLoadError(f"--claims: expected a Python file (*.py), got {path}")
    return [c for index, file in enumerate(files) for c in _load_file(file, index)]


def _load_file(file: Path, index: int) -> list[Claim]:
    name = f"symln_user_claims_{index}_{re.sub(r'[^A-Za-z0-9_]', '_', file.stem)}"
    spec = importlib.util.spec_from_file_location(name, file)
    if spec is None or spec.loader is None:
        raise ClaimLoadError(f"{file}: cannot be imported as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except SyntaxError as exc:
        raise ClaimLoadError(f"{file}:{exc.lineno}: syntax error: {exc.msg}") from None
    except ClaimDefinitionError as exc:
        raise ClaimLoadError(f"{file}: {exc}") from None
    except UNCONTAINED:
        raise
    except BaseException as exc:  # noqa: BLE001 - any failure of user code (SystemExit too), in one line
        frames = [f for f in traceback.extract_tb(exc.__traceback__)
                  if f.filename == str(file) or Path(f.filename) == file.resolve()]
        line = f":{frames[-1].lineno}" if frames else ""
        raise ClaimLoadError(f"{file}{line}: {type(exc).__name__}: {exc}") from None
    finally:
        sys.modules.pop(name, None)
    return _claims_in(vars(module), str(file))
