"""Calculus: limits and solution sets, definedness obligations, conditions near a point."""
