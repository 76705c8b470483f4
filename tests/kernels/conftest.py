"""The ``path`` fixture: a test that uses it runs once on each path of :mod:`symln.kernels.compiled`.

The compiled path is skipped where the extension is not built, unless
``SYMLN_EXPECT_KERNELS=compiled`` (CI with a C compiler), where that fails.
"""

import os

import pytest

from symln.kernels import compiled


@pytest.fixture(params=compiled.PATHS)
def path(request):
    name = request.param
    if name == "compiled" and not compiled.available():
        if os.environ.get("SYMLN_EXPECT_KERNELS") == "compiled":
            pytest.fail(f"SYMLN_EXPECT_KERNELS=compiled, but {compiled.unavailable_reason()}")
        pytest.skip(compiled.unavailable_reason())
    compiled.set_path(name)
    yield name
    compiled.set_path(None)
