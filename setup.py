"""Build symln, with the compiled kernels when a C compiler is present.

The extension ``symln.kernels._compiled`` (``symln/kernels/csrc``: the C that
``python -m symln.kernels.codegen`` prints, plus the double-double arithmetic
and the module) is optional: it is built with OpenMP if the compiler has it,
else without, and if it cannot be built at all the install goes on and the
kernels run on the numpy path.  ``SYMLN_NO_EXTENSION=1`` skips it on purpose.
"""

import os
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

CSRC = "symln/kernels/csrc"

#: (compile flags, link flags) to try in turn; -ffp-contract=off keeps every rounding where
#: the double-double arithmetic expects it (no fma the code did not ask for); the kernels
#: never read errno, so sqrt can be the instruction alone; the vectors of lanes.h never cross a
#: call (every helper is inlined), so GCC's note on their calling convention does not apply
VARIANTS = {
    "unix": [
        (["-O3", "-std=c11", "-ffp-contract=off", "-fno-fast-math", "-fno-math-errno", "-Wno-psabi", "-fopenmp"],
         ["-fopenmp"]),
        (["-O3", "-std=c11", "-ffp-contract=off", "-fno-fast-math", "-fno-math-errno", "-Wno-psabi"], []),
    ],
    "msvc": [(["/O2", "/std:c11", "/fp:precise", "/openmp"], []), (["/O2", "/std:c11", "/fp:precise"], [])],
}


class OptionalBuildExt(build_ext):
    """Build each extension with the first flags that work; warn and go on when none do."""

    def run(self):
        if os.environ.get("SYMLN_NO_EXTENSION") == "1":
            print("symln: SYMLN_NO_EXTENSION=1, not building the C kernels (the numpy path will run)")
            return
        try:
            super().run()
        except Exception as error:  # no compiler at all: the numpy path runs
            self._skip(error)

    def build_extension(self, ext):
        failure = None
        for compile_args, link_args in VARIANTS.get(self.compiler.compiler_type, VARIANTS["unix"]):
            ext.extra_compile_args, ext.extra_link_args = compile_args, link_args
            try:
                super().build_extension(ext)
                return
            except Exception as error:
                failure = error
        self._skip(failure)

    @staticmethod
    def _skip(error):
        print(f"symln: the C kernels were not built ({error}); the numpy path will run", file=sys.stderr)


setup(
    ext_modules=[
        Extension(
            "symln.kernels._compiled",
            sources=[f"{CSRC}/module.c", f"{CSRC}/generated.c"],
            depends=[f"{CSRC}/{name}" for name in ("dd.h", "lanes.h", "rows.h", "kernels.h")],
            include_dirs=[CSRC],
            libraries=[] if sys.platform == "win32" else ["m"],
            optional=True,
        )
    ],
    cmdclass={"build_ext": OptionalBuildExt},
)
