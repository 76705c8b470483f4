"""Typed errors.  Each carries enough context to act on without a traceback."""

from __future__ import annotations

import contextvars
import signal
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = [
    "SymlnError",
    "InexactInputError",
    "NotAvailableError",
    "ClaimDefinitionError",
    "ClaimLoadError",
    "ClaimTimeout",
    "RunInterrupted",
    "UNCONTAINED",
    "refusals",
]


class SymlnError(Exception):
    """Base class of every error symln raises on purpose."""


class InexactInputError(SymlnError, ValueError):
    """A binary floating-point number reached an exact (symbolic) computation."""


#: where refusals are recorded while a claim's body runs (None: nowhere); see :func:`refusals`
_REFUSALS: contextvars.ContextVar[list | None] = contextvars.ContextVar("symln_refusals", default=None)


@contextmanager
def refusals() -> Iterator[list]:
    """Record every :class:`NotAvailableError` and :class:`ClaimDefinitionError` created meanwhile.

    A body that catches the model's refusal and goes on (``try: m.coordinates(x) except ...:``)
    would assert something else in the interpretation that refused: the verifier runs bodies inside
    this and treats a recorded refusal as the claim's error, whether or not the body caught it.
    """
    token = _REFUSALS.set([])
    try:
        yield _REFUSALS.get()
    finally:
        _REFUSALS.reset(token)


class _Recorded:
    """Mixin: an instance is recorded where :func:`refusals` collects them."""

    def __init__(self, *args):
        super().__init__(*args)
        sink = _REFUSALS.get()
        if sink is not None:
            sink.append(self)


class NotAvailableError(_Recorded, SymlnError):
    """An operation that an interpretation cannot offer (e.g. a fixed vector at symbolic d)."""


class ClaimDefinitionError(_Recorded, SymlnError, ValueError):
    """A claim was declared with inconsistent or missing metadata."""


class ClaimLoadError(SymlnError):
    """A user claims file could not be imported; the message names the file and the cause."""


class ClaimTimeout(BaseException):
    """Raised inside a claim when its time limit expires (by ``SIGALRM``, see :mod:`symln.prove.run.runner`).

    A ``BaseException``, so that no ``except Exception`` inside SymPy or a
    user's claim can swallow it.  Code that contains the exceptions of claim
    code must let it through (see :data:`UNCONTAINED`).
    """

    def __init__(self, seconds: float):
        super().__init__(seconds)  # args as given, so that the exception pickles
        self.seconds = seconds

    def __str__(self) -> str:
        return f"time limit of {self.seconds:g} s expired"


class RunInterrupted(BaseException):
    """The run was stopped by the signal *signum* (``SIGINT`` or ``SIGTERM``).

    Raised by the signal handlers of :func:`symln.cli.main`; a ``BaseException``
    like ``KeyboardInterrupt``, so that only cleanup (``finally``) sees it on
    its way to the command line, which exits with :attr:`exit_status`.
    """

    def __init__(self, signum: int):
        super().__init__(signum)  # args as given, so that the exception pickles
        self.signum = signum

    def __str__(self) -> str:
        return f"interrupted by {signal.Signals(self.signum).name}"

    @property
    def exit_status(self) -> int:
        """128 + the signal number, as a shell reports a process ended by it (130, 143)."""
        return 128 + self.signum


#: What containment of claim code (turning its exceptions into ``error`` verdicts) must let
#: through: the time limit of the claim and an interrupt of the whole run are not the claim's.
UNCONTAINED: tuple[type[BaseException], ...] = (ClaimTimeout, RunInterrupted, KeyboardInterrupt)
