"""The "Kernels" section of the README runs as written."""

import doctest
import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_kernels_example_runs():
    text = README.read_text(encoding="utf-8")
    section = re.search(r"^## Kernels\n(.*?)^## ", text, flags=re.S | re.M)
    assert section, "README has no Kernels section"
    examples = "\n".join(re.findall(r"```python\n(.*?)```", section.group(1), flags=re.S))
    test = doctest.DocTestParser().get_doctest(examples, {}, "README Kernels", str(README), 0)
    assert test.examples, "the Kernels section has no example"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
