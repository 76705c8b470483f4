"""``symln check-impl``: check anyone's layer norm against the verified mathematics.

:func:`check` (in :mod:`.command`, with the report and the subcommand) runs
the checks of :mod:`.checks` on targets resolved by :mod:`.targets`, against
the oracle and its error bound (:mod:`.oracle`), and names what a failing
target gets wrong by fitting the conventions of :mod:`.conventions`.
"""

from .command import DTYPES, ImplReport, OptionError, add_parser, check, command, text_table, to_json

__all__ = ["ImplReport", "OptionError", "check", "text_table", "to_json", "add_parser", "command", "DTYPES"]
