"""The claim language: claims, relations, and the graph a body is traced into, read by every interpretation."""
