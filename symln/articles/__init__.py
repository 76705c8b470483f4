"""One module per article (bias, epsilon, gain, jacobian, sensitivity, rmsnorm), each defining its claims
with :func:`symln.claim`; :mod:`.checklist` holds the IDs the articles make."""
