"""The interpretations of a claim's graph: general d, concrete d, numbers; their judges and the lemmas."""
