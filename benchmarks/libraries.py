"""What ``symln check-impl`` finds in widely used layer norms: the README's table.

    PYTHONPATH=. python benchmarks/libraries.py [--dtypes float32,float64,bfloat16,float16]

Each layer class (``symln.checkimpl.layers.LAYERS``) and functional layer norm
below is checked at the default size (256 rows of d = 768 per family, seed
0), instantiated with the batch's gamma, beta and eps and the library's
defaults otherwise; a library that is not installed is skipped.  Each row
gives the library's version, the dtype, the verdict and the diagnosis codes
(and the failing check families when the values pass but the backward does
not).  :data:`PINS` are the versions the README's table was produced with; a
different installed version is marked with ``*``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import os

from symln.checkimpl import check
from symln.checkimpl.targets import TargetError

#: the versions the README table was produced with
PINS = {"torch": "2.13.0", "jax": "0.10.2", "flax": "0.12.8", "equinox": "0.13.8", "dm-haiku": "0.0.17",
        "keras": "3.15.1"}

#: target -> (distribution whose version is shown, module that must import)
TARGETS = {
    "torch": ("torch", "torch"),
    "torch.nn.LayerNorm": ("torch", "torch"),
    "flax.linen.LayerNorm": ("flax", "flax"),
    "flax.nnx.LayerNorm": ("flax", "flax"),
    "keras.layers.LayerNormalization": ("keras", "keras"),
    "equinox.nn.LayerNorm": ("equinox", "equinox"),
    "haiku.LayerNorm": ("dm-haiku", "haiku"),
    "benchmarks/libraries.py:jax_standardize": ("jax", "jax"),
}


def jax_standardize(x, gamma, beta, eps):
    """``jax.nn.standardize`` over the last axis, then the gain and bias."""
    import jax

    return jax.nn.standardize(x, axis=-1, epsilon=eps) * gamma + beta


def _version(dist: str) -> str:
    version = importlib.metadata.version(dist).split("+")[0]
    return version if PINS.get(dist) == version else f"{version}*"


def _summary(report) -> str:
    if report.passed:
        return ""
    if report.diagnosis:
        return ", ".join(report.diagnosis)
    failed = sorted({c.name.split("/")[-1].partition(":")[0] for c in report.checks if not c.ok})
    return "(" + ", ".join(failed) + " fail)"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dtypes", default="float32,float64,bfloat16,float16")
    args = parser.parse_args(argv)
    os.environ.setdefault("KERAS_BACKEND", "jax")
    print("| target | version | dtype | verdict | diagnosis |")
    print("| --- | --- | --- | --- | --- |")
    for target, (dist, module) in TARGETS.items():
        try:
            importlib.import_module(module)
        except ImportError:
            print(f"<!-- {target}: {module} is not installed, skipped -->")
            continue
        for dtype in args.dtypes.split(","):
            try:
                report = check(target, dtype=dtype)
            except TargetError as exc:
                print(f"| `{target}` | {_version(dist)} | {dtype} | unusable | {exc} |")
                continue
            verdict = "pass" if report.passed else "FAIL"
            print(f"| `{target.rpartition(':')[2] if ':' in target else target}` | {_version(dist)} | {dtype} | "
                  f"{verdict} | {_summary(report)} |", flush=True)


if __name__ == "__main__":
    main()
