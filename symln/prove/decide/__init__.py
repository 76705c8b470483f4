"""Exact decisions: signs, the decision procedure (Z3), radicals, intervals, identities."""
