"""One module per seed article; each defines its claims with :func:`symln.claims.claim`."""
