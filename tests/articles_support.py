"""Shared checks for the article test modules: coverage of CLAIMS.md IDs and verification."""

from __future__ import annotations

from symln.prove.language.claims import AllD, Claim, builtin_claims
from symln.prove.run.verify import Outcome, verify_claims


def article_claims(article: str) -> list[Claim]:
    return [c for c in builtin_claims() if c.article == article]


def coverage(ids: dict[str, str]) -> tuple[list[str], list[str]]:
    """(IDs no builtin claim covers, "all d" IDs no all-d claim covers); *ids* maps ID -> "all d" | "exact"."""
    claims = builtin_claims()
    missing = [i for i in ids if not any(i in c.covers for c in claims)]
    all_d = [c for c in claims if isinstance(c.scope, AllD)]
    not_all_d = [i for i, scope in ids.items() if scope == "all d" and not any(i in c.covers for c in all_d)]
    return missing, not_all_d


def unproved(article: str) -> list[str]:
    """The article's claims that do not end "proved", with their reasons."""
    verdicts = verify_claims(article_claims(article), known=builtin_claims())
    return [f"{v.claim.id}: {v.outcome.value}: {v.reason}" for v in verdicts if v.outcome is not Outcome.PROVED]
