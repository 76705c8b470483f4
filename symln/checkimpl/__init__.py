"""``symln check-impl``: check anyone's layer norm against the verified mathematics.

:func:`check` (in :mod:`.command`, with the subcommand) runs the checks of
:mod:`.checks` on targets resolved by :mod:`.targets` (numpy functions, torch
and JAX functions through :mod:`.frameworks`, layer classes through
:mod:`.layers`), on the families of :mod:`.families` in a dtype of
:mod:`.dtypes`, against the oracle and its error bound (:mod:`.oracle`), and
names what a failing target gets wrong (:mod:`.diagnosis`, fitting the
conventions of :mod:`.conventions`); :mod:`.report` writes the report.
"""

import importlib

from .arguments import add_parser

#: where each name of the package lives; loaded on first use, so that the command line (which adds
#: check-impl's arguments) does not import numpy and the kernels for ``symln verify``
_LAZY = {"DTYPES": "command", "ImplReport": "command", "OptionError": "command", "check": "command",
         "text_table": "report", "to_json": "report"}


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["ImplReport", "OptionError", "check", "text_table", "to_json", "add_parser", "DTYPES"]
