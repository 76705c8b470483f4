"""Running claims: verdicts, time limits and processes, reports, the precision ladder, degenerate points."""
