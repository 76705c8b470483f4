"""Typed errors.  Each carries enough context to act on without a traceback."""

from __future__ import annotations

__all__ = [
    "SymlnError",
    "InexactInputError",
    "NotAvailableError",
    "ClaimDefinitionError",
    "ClaimLoadError",
    "ClaimTimeout",
]


class SymlnError(Exception):
    """Base class of every error symln raises on purpose."""


class InexactInputError(SymlnError, ValueError):
    """A binary floating-point number reached an exact (symbolic) computation."""


class NotAvailableError(SymlnError):
    """An operation that an interpretation cannot offer (e.g. a fixed vector at symbolic d)."""


class ClaimDefinitionError(SymlnError, ValueError):
    """A claim was declared with inconsistent or missing metadata."""


class ClaimLoadError(SymlnError):
    """A user claims file could not be imported; the message names the file and the cause."""


class ClaimTimeout(BaseException):
    """Raised inside a claim when its time limit expires.

    A ``BaseException``, so that no ``except Exception`` inside SymPy or a
    user's claim can swallow it; the verifier lets it through as well.
    """
