"""A pytest plugin: claims files as tests, one test per claim.

Installed with symln (entry point ``pytest11``).  pytest collects every file
matching the ini option ``symln_claims`` (default ``claims_*.py``) and makes
each claim in it a test item:

* ``proved`` passes;
* ``failed`` and ``error`` fail, with the verdict's reason as the message;
* ``numeric-only`` is skipped with its reason (``--symln-strict`` fails it);
* ``vacuous`` (no value meets the hypotheses at some dimensions) likewise, naming those dimensions;
* ``skipped`` is skipped.

The lemmas are checked once per session (a failed lemma fails every claim).
Claims a claim ``uses`` are looked up among the built-in claims and the claims
of the same file, and verified with it.  ``-k``, ``-x``, ``--junitxml`` and
``-n`` (pytest-xdist) work as for any test.
"""

from __future__ import annotations

import fnmatch

import pytest

from .errors import ClaimLoadError
from .text import plain

__all__ = ["pytest_addoption", "pytest_collect_file"]

_LEMMAS_KEY = pytest.StashKey[list]()


def pytest_addoption(parser) -> None:
    group = parser.getgroup("symln", "symln claims")
    group.addoption("--symln-strict", action="store_true", help="fail claims that end numeric-only or vacuous (not proved)")
    group.addoption("--symln-dps", type=int, default=50, help="working digits of the numeric checks (default 50)")
    group.addoption("--symln-timeout", type=float, default=120.0, help="time limit per claim in seconds (default 120)")
    parser.addini("symln_claims", "glob patterns of claims files", type="args", default=["claims_*.py"])


def pytest_collect_file(file_path, parent):
    patterns = parent.config.getini("symln_claims")
    if file_path.suffix == ".py" and any(fnmatch.fnmatch(file_path.name, p) for p in patterns):
        return ClaimsFile.from_parent(parent, path=file_path)
    return None


class ClaimsFile(pytest.File):
    """A claims file: one item per claim, in definition order."""

    def collect(self):
        from .prove.language.claims import load_claims

        try:
            claims = load_claims(self.path)
        except ClaimLoadError as exc:
            raise self.CollectError(str(exc)) from None
        for c in claims:
            yield ClaimItem.from_parent(self, name=c.id, claim=c, siblings=claims)


class ClaimFailed(Exception):
    """A claim that was refuted or could not be checked; the message is the verdict's reason."""


class ClaimItem(pytest.Item):
    def __init__(self, *, claim, siblings, **kwargs):
        super().__init__(**kwargs)
        self.claim = claim
        self.siblings = siblings
        self.user_properties.append(("statement", plain(claim.statement)))

    def runtest(self) -> None:
        from .prove.language.claims import builtin_claims
        from .prove.run.runner import run_one
        from .prove.run.report import reason_of
        from .prove.run.verify import Outcome, Settings, apply_uses, with_dependencies

        self._check_lemmas()
        config = self.config
        settings = Settings(dps=config.getoption("symln_dps"))
        todo = with_dependencies([self.claim], [*builtin_claims(), *self.siblings])
        verdicts = [run_one(c, settings, config.getoption("symln_timeout")) for c in todo]
        apply_uses(verdicts)
        verdict = verdicts[0]
        outcome = verdict.outcome
        if outcome is Outcome.PROVED:
            return
        # a vacuous verdict's reason starts "vacuous at d = ...": it names the dimensions
        message = reason_of(verdict) if outcome is Outcome.VACUOUS else f"{outcome.value}: {verdict.reason}"
        unproved = (Outcome.NUMERIC_ONLY, Outcome.VACUOUS)
        if outcome is Outcome.SKIPPED or (outcome in unproved and not config.getoption("symln_strict")):
            pytest.skip(message)
        raise ClaimFailed(message)

    def _check_lemmas(self) -> None:
        from .prove.models.lemmas import verify_lemmas

        stash = self.config.stash
        if _LEMMAS_KEY not in stash:
            stash[_LEMMAS_KEY] = [f"{r.lemma.name}: {r.failure}" for r in verify_lemmas() if r.failure]
        if stash[_LEMMAS_KEY]:
            raise ClaimFailed("lemma check failed: " + "; ".join(stash[_LEMMAS_KEY]))

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, ClaimFailed):
            return f"claim {self.claim.id} ({plain(self.claim.statement)})\n{plain(str(excinfo.value))}"
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, None, f"claim {self.claim.id}"
