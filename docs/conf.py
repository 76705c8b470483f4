"""Sphinx configuration of symln's documentation (docs/README.md says how to build it)."""

import doctest
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path.insert(0, str(DOCS / "_ext"))
sys.path.insert(0, str(ROOT))  # the symln of this tree, installed or not

import symln

project = "symln"
author = "the symln authors"
copyright = "the symln authors"
release = version = symln.__version__

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.doctest",
    "sphinx.ext.mathjax",
    "symln_cli",
]

source_suffix = {".md": "markdown", ".rst": "restructuredtext"}
root_doc = "index"
exclude_patterns = ["_build", "README.md"]

# MyST: anchors for headings down to level 3, so that pages can link to page.md#a-heading
myst_heading_anchors = 3

# autodoc: members in the order of the source, signatures without the noise of annotations; the pages
# name the members they show
autodoc_member_order = "bysource"
autodoc_typehints = "none"

# doctest builder: only the examples written as {doctest} blocks in the pages run; the docstrings' own
# examples run under pytest --doctest-modules (tests/), in their modules' namespaces
doctest_test_doctest_blocks = ""
doctest_default_flags = doctest.ELLIPSIS
# the check-impl examples name files such as examples/my_layer_norm.py from the repository's root
doctest_global_setup = f"""
import os as _os
_docs_cwd = _os.getcwd()
_os.chdir({str(ROOT)!r})
"""
doctest_global_cleanup = """
_os.chdir(_docs_cwd)
"""

html_theme = "furo"
html_title = f"symln {release}"
html_static_path = []
pygments_style = "sphinx"
# "--strict" stays two hyphens in the generated reference and in the pages
smartquotes = False
