"""The documentation in docs/ against what it documents.

* the command-line reference: the model the Sphinx extension (docs/_ext/symln_cli.py) builds the page
  from, its rendering and, where ``SYMLN_DOCS_HTML`` names a built site (``.ci/run`` sets it after the
  builds), the built page, each compared with the parsers of ``symln.cli`` walked here independently;
* the JSON reports: the field tables of docs/reference/json-report.md against what ``symln verify --json -``
  and ``symln check-impl --json -`` write;
* the README as a quick start: at most 200 lines, every docs page linked, every link resolving;
* the examples the pages show as terminal sessions: the first claim, and the existential claims.

The examples written as ``{doctest}`` blocks run in tests/kernels/test_readme.py and
tests/checkimpl/test_command.py, and in the Sphinx doctest build.
"""

from __future__ import annotations

import argparse
import html
import importlib
import importlib.util
import json
import os
import re
import sys
from pathlib import Path

import pytest

from symln.cli import _parser, main

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
README = ROOT / "README.md"
#: the built site (docs/_build/html), where .ci/run has built it; its tests fail without it there, else skip
BUILT = os.environ.get("SYMLN_DOCS_HTML")
#: the commands the issue names, each of which must be in the reference
COMMANDS = {"symln", "symln verify", "symln check-impl", "symln derive", "symln latex", "symln list", "symln trace"}


def _extension():
    if "symln_docs_cli" not in sys.modules:
        spec = importlib.util.spec_from_file_location("symln_docs_cli", DOCS / "_ext" / "symln_cli.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # its dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules["symln_docs_cli"]


def _require(module: str):
    """*module*, or skip; where the built site is named (CI, with the docs extra), a missing one fails."""
    try:
        return importlib.import_module(module)
    except ImportError:
        if BUILT:
            pytest.fail(f"{module} is required here (SYMLN_DOCS_HTML is set) but not installed")
        pytest.skip(f"{module} is not installed (the docs extra)")


def _words(text: str) -> str:
    return " ".join(text.split())


def _parsers() -> dict[str, argparse.ArgumentParser]:
    """Every parser of the command line by its prog, walked through the subparsers."""
    found = {}

    def visit(parser):
        found[parser.prog] = parser
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for child in action.choices.values():
                    visit(child)

    visit(_parser())
    return found


def _options(parser: argparse.ArgumentParser) -> list[tuple[list[str], str, list[str]]]:
    """(what is typed: option strings or the positional's metavar, help as --help shows it, choices)."""
    formatter = parser._get_formatter()
    out = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            continue
        typed = list(action.option_strings) or [action.metavar or action.dest]
        shown = _words(formatter._expand_help(action)) if action.help else ""
        out.append((typed, shown, [str(c) for c in action.choices or ()]))
    return out


# ---------------------------------------------------------------------------------------------------------
# the command-line reference


def test_the_cli_page_is_generated_by_the_extension():
    page = (DOCS / "reference" / "cli.md").read_text()
    assert "```{symln-cli}\n```" in page
    assert "symln_cli" in (DOCS / "conf.py").read_text()


def test_the_reference_model_has_every_command_and_option():
    parsers = _parsers()
    assert COMMANDS <= set(parsers)
    model = {c.prog: c for c in _extension().commands(_parser())}
    assert set(model) == set(parsers)
    for prog, parser in parsers.items():
        arguments = model[prog].arguments
        for typed, shown, choices in _options(parser):
            documented = next((a for a in arguments if a.names == tuple(typed)), None)
            assert documented is not None, f"{prog}: {typed} missing from the reference"
            assert documented.help == shown, f"{prog} {typed}: help differs from --help"
            assert list(documented.choices) == choices
        assert len(arguments) == len(_options(parser)), f"{prog}: the reference lists an argument the parser lacks"


def _reference_holds_every_option(text: str) -> None:
    text = _words(text)
    for prog, parser in _parsers().items():
        assert prog in text
        for typed, shown, choices in _options(parser):
            for name in typed:
                assert name in text, f"{prog}: {name} not in the reference"
            assert shown in text, f"{prog} {typed}: its help is not in the reference"
            assert all(choice in text for choice in choices)


def test_the_rendered_reference_shows_every_option():
    _require("docutils")
    nodes = _extension().reference_nodes(_parser())
    _reference_holds_every_option("\n".join(node.astext() for node in nodes))
    titles = [node[0].astext() for node in nodes]
    assert titles == [c.prog for c in _extension().commands(_parser())]


def _page_text(path: Path) -> str:
    body = path.read_text(encoding="utf-8")
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", body, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def test_the_built_cli_page_shows_every_option():
    if not BUILT:
        pytest.skip("SYMLN_DOCS_HTML does not name a built site (.ci/run sets it after the Sphinx builds)")
    page = Path(BUILT) / "reference" / "cli.html"
    assert page.is_file(), f"no built page {page}"
    _reference_holds_every_option(_page_text(page))


def test_the_built_api_page_has_the_documented_functions():
    if not BUILT:
        pytest.skip("SYMLN_DOCS_HTML does not name a built site (.ci/run sets it after the Sphinx builds)")
    page = (Path(BUILT) / "reference" / "api.html").read_text(encoding="utf-8")
    for name in ("symln.claim", "symln.AllD", "symln.LessEqual", "symln.Chain.le", "symln.model.Model.jacobian",
                 "symln.model.core", "symln.kernels.array.jvp", "symln.kernels.twins.error_units",
                 "symln.checkimpl.check"):
        assert f'id="{name}"' in page, f"{name} is not documented in the built API page"


# ---------------------------------------------------------------------------------------------------------
# the JSON reports


def _schema(title: str) -> dict[str, set[str]]:
    """The field table under the heading *title* of docs/reference/json-report.md: {path: {types}}."""
    text = (DOCS / "reference" / "json-report.md").read_text()
    section = text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `([^`]+)` \| ([^|]+?) \| .*\|$", section, re.M)
    assert rows, f"no field table under {title!r}"
    return {path: set(re.split(r", | or ", types)) for path, types in rows}


def _json_type(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    for kind, name in ((float, "number"), (str, "string"), (list, "array"), (dict, "object")):
        if isinstance(value, kind):
            return name
    raise AssertionError(f"not a JSON value: {value!r}")


def _observed(document, found=None) -> dict[str, set[str]]:
    """Every path of *document* (``claims[].symbolic.ok``) with the types seen there; an object in an
    array is known by its fields (``claims[].id``), as in the docs' tables."""
    found = {} if found is None else found

    def walk(value, path):
        if path and not (path.endswith("[]") and isinstance(value, dict)):
            found.setdefault(path, set()).add(_json_type(value))
        if isinstance(value, dict):
            for key, item in value.items():
                walk(item, f"{path}.{key}" if path else key)
        elif isinstance(value, list):
            for item in value:
                walk(item, f"{path}[]")

    walk(document, "")
    return found


def _matches(schema: dict[str, set[str]], observed: dict[str, set[str]]) -> None:
    assert set(observed) - set(schema) == set(), "fields the report writes and the docs do not list"
    assert set(schema) - set(observed) == set(), "fields the docs list and the report does not write"
    for path, types in observed.items():
        allowed = schema[path] | ({"integer"} if "number" in schema[path] else set())
        assert types <= allowed, f"{path}: written as {types}, documented as {schema[path]}"


def _run_json(capsys, *argv) -> tuple[int, dict]:
    code = main([*argv, "--json", "-"])
    return code, json.loads(capsys.readouterr().out)


def test_the_verify_report_is_as_documented(capsys):
    code, report = _run_json(capsys, "verify", "--id", "E3", "--jobs", "1")
    assert code == 0 and [c["id"] for c in report["claims"]] == ["E3"]
    _matches(_schema("`symln verify --json`"), _observed(report))
    # the definedness obligations are part of the detail, as the docs say, not a field of their own
    assert "; definedness: " in report["claims"][0]["symbolic"]["detail"]


def test_the_check_impl_report_is_as_documented(capsys):
    examples = ROOT / "examples"
    observed: dict[str, set[str]] = {}
    for argv, passed in (
        (["numpy", "--dtype", "float16"], True),  # families left out
        ([f"{examples / 'my_layer_norm.py'}:layer_norm_eps_outside"], False),
        ([f"{examples / 'my_rms_norm.py'}:rms_norm", "--norm", "rms"], False),  # precision: an effective unit
    ):
        code, report = _run_json(capsys, "check-impl", *argv, "--rows", "16", "--d", "32")
        assert code == (0 if passed else 1) and report["passed"] is passed
        _observed(report, observed)
    _matches(_schema("`symln check-impl --json`"), observed)


def test_no_page_promises_a_field_the_report_lacks():
    pages = [README, *DOCS.rglob("*.md")]
    assert not [p for p in pages if "symbolic.obligations" in p.read_text()]
    trusted = (DOCS / "explanation" / "trusted-base.md").read_text()
    assert "in the `definedness:` part of `symbolic.detail`" in _words(trusted)


# ---------------------------------------------------------------------------------------------------------
# the README and the links


def _links(path: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    return re.findall(r"\]\(([^)\s]+)\)", text)


def _anchors(path: Path) -> set[str]:
    """The anchors of a Markdown file's headings, as GitHub and MyST make them."""
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    out = set()
    for heading in re.findall(r"^#{1,6} (.+)$", text, re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        out.add(slug)
    return out


def test_the_readme_is_a_quick_start():
    lines = README.read_text().splitlines()
    assert len(lines) <= 200
    linked = {(README.parent / link.split("#")[0]).resolve() for link in _links(README) if not link.startswith("http")}
    pages = {p.resolve() for p in DOCS.rglob("*.md") if "_build" not in p.parts}
    assert pages - linked == set(), "docs pages the README does not link"


@pytest.mark.parametrize("page", [README, *sorted(p for p in DOCS.rglob("*.md") if "_build" not in p.parts)],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves(page):
    for link in _links(page):
        if re.match(r"[a-z]+:", link):
            continue
        target, _, anchor = link.partition("#")
        path = (page.parent / target).resolve() if target else page
        assert path.exists(), f"{page.name}: {link} names no file"
        if anchor and path.suffix == ".md":
            assert anchor in _anchors(path), f"{page.name}: {link} names no heading"


# ---------------------------------------------------------------------------------------------------------
# the examples shown as terminal sessions


def _python_blocks(path: Path) -> list[str]:
    return re.findall(r"^```python\n(.*?)^```", path.read_text(encoding="utf-8"), flags=re.S | re.M)


def _outcomes(capsys, claims: Path) -> tuple[int, dict[str, str]]:
    code, report = _run_json(capsys, "verify", "--claims", str(claims), "--jobs", "1")
    return code, {c["id"]: c["outcome"] for c in report["claims"]}


def test_the_first_claim_is_proved_and_its_broken_twin_refuted(tmp_path, capsys):
    readme_claim = _python_blocks(README)[0]
    first, broken = _python_blocks(DOCS / "tutorials" / "first-claim.md")[:2]
    assert first == readme_claim
    claims = tmp_path / "claims_first.py"
    claims.write_text(first + "\n\n" + broken)
    assert _outcomes(capsys, claims) == (1, {"MY1": "proved", "MY2": "failed"})


def test_the_existential_examples_end_as_the_how_to_says(capsys):
    code, outcomes = _outcomes(capsys, ROOT / "examples" / "existential_claims.py")
    assert (code, outcomes) == (1, {"EX1": "proved", "EX2": "failed", "EX3": "vacuous", "EX4": "proved"})
    page = (DOCS / "how-to" / "existential-claim.md").read_text()
    for cid, outcome in outcomes.items():
        assert re.search(rf"^{cid}  existence  {outcome} ", page, re.M), cid
