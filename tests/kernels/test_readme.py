"""The kernels page of the documentation (docs/reference/kernels.md) runs as written."""

import doctest
import re
from pathlib import Path

PAGE = Path(__file__).resolve().parents[2] / "docs" / "reference" / "kernels.md"


def test_docs_kernels_examples_run():
    text = PAGE.read_text(encoding="utf-8")
    examples = "\n".join(re.findall(r"^```\{doctest\}\n(.*?)^```", text, flags=re.S | re.M))
    test = doctest.DocTestParser().get_doctest(examples, {}, "docs kernels", str(PAGE), 0)
    assert len(test.examples) >= 15, "the kernels page has lost its examples"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
