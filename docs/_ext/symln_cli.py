"""The command-line reference, generated from symln's argparse parsers when the docs are built.

``{symln-cli}`` (a directive with no arguments) walks :func:`symln.cli._parser`
and writes one section per command: its purpose, its usage line, and every
argument with its metavar, choices and help.  :func:`commands` is the model of
the page and :func:`reference_nodes` its rendering; ``tests/test_docs.py``
compares both, and the built page, with the parsers, so an option added to the
command line appears in the reference at the next build.

The model needs nothing but argparse, so that the tests can read it where
Sphinx is not installed; docutils and Sphinx are imported by the rendering.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

#: a fixed width for the usage lines, so that the page does not depend on the terminal that builds it
USAGE_WIDTH = 100


@dataclass(frozen=True)
class Argument:
    """One argument of a command as the reference shows it."""

    names: tuple[str, ...]  # option strings ("--json",) or, for a positional, its metavar ("TARGET",)
    metavar: str | None  # what an option takes ("PATH"), None for a flag or a positional
    choices: tuple[str, ...]
    help: str
    repeatable: bool

    @property
    def positional(self) -> bool:
        return not self.names[0].startswith("-")

    @property
    def label(self) -> str:
        """How the argument is written: ``--json PATH``, ``--strict``, ``-h, --help``, ``TARGET``."""
        written = ", ".join(self.names)
        return f"{written} {self.metavar}" if self.metavar else written


@dataclass(frozen=True)
class Command:
    """A command (``symln`` itself or one of its subcommands) with its arguments."""

    prog: str  # "symln verify"
    summary: str  # the one-line help of the subcommand
    description: str  # the longer description, if the parser has one
    usage: str
    arguments: tuple[Argument, ...]


def _expand(text: str | None, params: dict) -> str:
    """argparse's ``%``-expansion of help texts (``%(default)s``, ``%%``)."""
    if not text:
        return ""
    return text % params if "%" in text else text


def _argument(parser: argparse.ArgumentParser, action: argparse.Action) -> Argument:
    formatter = argparse.HelpFormatter(prog=parser.prog, width=USAGE_WIDTH)
    params = dict(vars(action), prog=parser.prog)
    if action.choices is not None:
        params["choices"] = ", ".join(map(str, action.choices))
    help_text = _expand(action.help, params) if action.help is not argparse.SUPPRESS else ""
    if action.option_strings:
        names = tuple(action.option_strings)
        metavar = formatter._format_args(action, action.dest.upper()) if action.nargs != 0 else None
    else:
        names = (formatter._format_args(action, action.dest),)
        metavar = None
    choices = tuple(map(str, action.choices)) if action.choices is not None else ()
    return Argument(names, metavar, choices, " ".join(help_text.split()), isinstance(action, argparse._AppendAction))


def _usage(parser: argparse.ArgumentParser) -> str:
    formatter = argparse.HelpFormatter(prog=parser.prog, width=USAGE_WIDTH)
    formatter.add_usage(parser.usage, parser._actions, parser._mutually_exclusive_groups, prefix="")
    return formatter.format_help().strip()


def _subparsers(parser: argparse.ArgumentParser) -> argparse._SubParsersAction | None:
    return next((a for a in parser._actions if isinstance(a, argparse._SubParsersAction)), None)


def commands(parser: argparse.ArgumentParser) -> list[Command]:
    """The top-level command and each subcommand of *parser*, in the parser's order."""
    sub = _subparsers(parser)
    top = Command(
        parser.prog,
        "",
        " ".join((parser.description or "").split()),
        _usage(parser),
        tuple(_argument(parser, a) for a in parser._actions if a is not sub),
    )
    out = [top]
    if sub is None:
        return out
    summaries = {a.dest: a.help or "" for a in sub._choices_actions}
    for name, child in sub.choices.items():
        out.append(
            Command(
                child.prog,
                " ".join(summaries.get(name, "").split()),
                " ".join((child.description or "").split()),
                _usage(child),
                tuple(_argument(child, a) for a in child._actions),
            )
        )
    return out


def _paragraph(text: str):
    from docutils import nodes

    return nodes.paragraph(text, text)


def _argument_item(argument: Argument):
    from docutils import nodes

    term = nodes.term()
    term += nodes.literal(argument.label, argument.label)
    definition = nodes.definition()
    definition += _paragraph(argument.help or "(no description)")
    notes = []
    if argument.choices:
        notes.append("one of " + ", ".join(argument.choices))
    if argument.repeatable:
        notes.append("may be given more than once")
    if notes:
        note = "; ".join(notes)
        definition += _paragraph(note[0].upper() + note[1:] + ".")
    item = nodes.definition_list_item()
    item += term
    item += definition
    return item


def command_section(document, command: Command):
    """The section of one command: summary, description, usage, then positional arguments and options."""
    from docutils import nodes

    section = nodes.section(ids=[nodes.make_id(f"command {command.prog}")])
    section += nodes.title(command.prog, "", nodes.literal(command.prog, command.prog))
    if document is not None:
        section["names"].append(nodes.fully_normalize_name(command.prog))
        document.note_implicit_target(section, section)
    for text in (command.summary, command.description):
        if text:
            section += _paragraph(text[0].upper() + text[1:] + ("" if text.endswith(".") else "."))
    section += nodes.literal_block(command.usage, command.usage, language="text")
    for heading, group in (
        ("Arguments", [a for a in command.arguments if a.positional]),
        ("Options", [a for a in command.arguments if not a.positional]),
    ):
        if not group:
            continue
        section += nodes.rubric(heading, heading)
        listing = nodes.definition_list()
        for argument in group:
            listing += _argument_item(argument)
        section += listing
    return section


def reference_nodes(parser: argparse.ArgumentParser, document=None) -> list:
    """The whole reference: one section per command."""
    return [command_section(document, command) for command in commands(parser)]


def setup(app):
    from sphinx.util.docutils import SphinxDirective

    class CommandLineReference(SphinxDirective):
        """``{symln-cli}``: the reference of every command and option of ``symln``."""

        has_content = False

        def run(self) -> list:
            import symln.checkimpl.arguments
            import symln.cli

            for path in (__file__, symln.cli.__file__, symln.checkimpl.arguments.__file__):
                self.env.note_dependency(path)  # rebuilt when the parsers change
            return reference_nodes(symln.cli._parser(), self.state.document)

    app.add_directive("symln-cli", CommandLineReference)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
