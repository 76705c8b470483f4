"""``symln check-impl``: check anyone's layer norm against the verified mathematics.

:func:`check` (in :mod:`.command`, with the subcommand) runs the checks of
:mod:`.checks` on targets resolved by :mod:`.targets` (numpy functions, torch
and JAX functions through :mod:`.frameworks`, layer classes through
:mod:`.layers`), on the families of :mod:`.families` in a dtype of
:mod:`.dtypes`, against the oracle and its error bound (:mod:`.oracle`), and
names what a failing target gets wrong (:mod:`.diagnosis`, fitting the
conventions of :mod:`.conventions`); :mod:`.report` writes the report.
"""

from .command import DTYPES, ImplReport, OptionError, add_parser, check, command
from .report import text_table, to_json

__all__ = ["ImplReport", "OptionError", "check", "text_table", "to_json", "add_parser", "command", "DTYPES"]
