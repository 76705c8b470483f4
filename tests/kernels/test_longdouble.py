"""The 80-bit ``long double`` the numpy path leans on, made explicit: ``SYMLN_LONGDOUBLE=float64`` gives what
platforms whose ``long double`` is a double have, and the kernels then send the rows that need more to their
mpmath twins.  CI runs the kernel and check-impl tests a second time that way (``.ci/run``)."""

import json
import os
import subprocess
import sys

import numpy as np

from symln.kernels import rowops

PROBE = """
import json, numpy as np
from symln import kernels
from symln.kernels import rowops
z = np.array([[1e-300, 2e-300, -5e-301], [1.0, 2.0, 4.0]])
J = kernels.jacobian(z, 1e-300)
print(json.dumps({"LD": np.dtype(rowops.LD).name, "extended": bool(rowops.EXTENDED),
                  "finite": bool(np.isfinite(J).all())}))
"""


def probe(value: str | None) -> dict:
    env = {k: v for k, v in os.environ.items() if k != rowops.LONGDOUBLE_VARIABLE}
    if value is not None:
        env[rowops.LONGDOUBLE_VARIABLE] = value
    env["SYMLN_KERNELS"] = "numpy"
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_variable_makes_ld_a_double_and_the_kernels_still_answer():
    forced = probe("float64")
    assert forced == {"LD": "float64", "extended": False, "finite": True}


def test_by_default_ld_is_numpys_longdouble():
    native = probe(None)
    assert native["LD"] == np.dtype(np.longdouble).name and native["finite"]
    assert native["extended"] == (np.finfo(np.longdouble).nmant > 52)
