"""What ``symln check-impl`` finds in widely used layer norms and RMSNorms: the tables of docs/benchmarks/index.md.

    PYTHONPATH=. python benchmarks/libraries.py [--norm layer|rms] [--dtypes float32,float64,bfloat16,float16]

Each layer class (``symln.checkimpl.layers.LAYERS``, ``RMS_LAYERS``) and
functional norm below is checked at the default size (256 rows of d = 768 per
family, seed 0), instantiated with the batch's gamma, beta and eps and the
library's defaults otherwise; a library that is not installed is skipped.
Each row gives the library's version, the dtype, the verdict and the
diagnosis codes (and the failing check families when the values pass but the
backward does not).  :data:`PINS` are the versions the tables of
docs/benchmarks/index.md were produced with; a different installed version is marked with ``*``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import os
import sys
from pathlib import Path

from symln.checkimpl import check
from symln.checkimpl.targets import TargetError

#: the versions the tables of docs/benchmarks/index.md were produced with
PINS = {"torch": "2.13.0", "jax": "0.10.2", "flax": "0.12.8", "equinox": "0.13.8", "dm-haiku": "0.0.17",
        "keras": "3.15.1", "transformers": "5.25.0"}

#: target -> (distribution whose version is shown, module that must import), for each norm
TARGETS = {
    "layer": {
        "torch": ("torch", "torch"),
        "torch.nn.LayerNorm": ("torch", "torch"),
        "flax.linen.LayerNorm": ("flax", "flax"),
        "flax.nnx.LayerNorm": ("flax", "flax"),
        "keras.layers.LayerNormalization": ("keras", "keras"),
        "equinox.nn.LayerNorm": ("equinox", "equinox"),
        "haiku.LayerNorm": ("dm-haiku", "haiku"),
        "benchmarks/libraries.py:jax_standardize": ("jax", "jax"),
    },
    "rms": {
        "torch": ("torch", "torch"),
        "torch.nn.RMSNorm": ("torch", "torch"),
        "flax.linen.RMSNorm": ("flax", "flax"),
        "flax.nnx.RMSNorm": ("flax", "flax"),
        "keras.layers.RMSNormalization": ("keras", "keras"),
        "benchmarks/libraries.py:keras_rms_scaling": ("keras", "keras"),
        "equinox.nn.RMSNorm": ("equinox", "equinox"),
        "haiku.RMSNorm": ("dm-haiku", "haiku"),
        "transformers.models.llama.modeling_llama:LlamaRMSNorm": ("transformers", "transformers"),
        "transformers.models.t5.modeling_t5:T5LayerNorm": ("transformers", "transformers"),
        "transformers.models.gemma.modeling_gemma:GemmaRMSNorm": ("transformers", "transformers"),
    },
}
#: targets checked with the gain ``1 + weight`` (``--gain one-plus``)
ONE_PLUS = {"transformers.models.gemma.modeling_gemma:GemmaRMSNorm"}
#: how a target is shown in the table
LABELS = {
    "benchmarks/libraries.py:jax_standardize": "`jax.nn.standardize` (then gain, bias)",
    "benchmarks/libraries.py:keras_rms_scaling": "`keras.layers.LayerNormalization(rms_scaling=True)`",
}
RMS_LABELS = {"torch": "`torch` (`F.rms_norm`)",
              "transformers.models.gemma.modeling_gemma:GemmaRMSNorm": "`GemmaRMSNorm` (`--gain one-plus`)"}


def jax_standardize(x, gamma, beta, eps):
    """``jax.nn.standardize`` over the last axis, then the gain and bias."""
    import jax

    return jax.nn.standardize(x, axis=-1, epsilon=eps) * gamma + beta


def keras_rms_scaling(x, gamma, beta, eps):
    """``keras.layers.LayerNormalization(epsilon=eps, rms_scaling=True)``, its ``stateless_call`` with
    ``[gamma]`` (the layer then has a gain only)."""
    import keras

    layer = keras.layers.LayerNormalization(epsilon=eps, rms_scaling=True)
    layer.build((None, x.shape[-1]))
    y, _ = layer.stateless_call([gamma], [], x)
    return y


def _label(target: str, norm: str) -> str:
    if norm == "rms" and target in RMS_LABELS:
        return RMS_LABELS[target]
    return LABELS.get(target, f"`{target.rpartition(':')[2] if ':' in target else target}`")


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
    # this script's folder holds kernels.py, which would shadow the package `kernels` that transformers imports
    here = str(Path(__file__).resolve().parent)
    sys.path[:] = [p for p in sys.path if p and str(Path(p).resolve()) != here]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dtypes", default="float32,float64,bfloat16,float16")
    parser.add_argument("--norm", choices=tuple(TARGETS), default="layer")
    args = parser.parse_args(argv)
    os.environ.setdefault("KERAS_BACKEND", "jax")
    print("| target | version | dtype | verdict | diagnosis |")
    print("| --- | --- | --- | --- | --- |")
    for target, (dist, module) in TARGETS[args.norm].items():
        try:
            importlib.import_module(module)
        except ImportError:
            print(f"<!-- {target}: {module} is not installed, skipped -->")
            continue
        for dtype in args.dtypes.split(","):
            try:
                gain = "one-plus" if target in ONE_PLUS else "plain"
                report = check(target, norm=args.norm, dtype=dtype, gain=gain)
            except TargetError as exc:
                print(f"| {_label(target, args.norm)} | {_version(dist)} | {dtype} | unusable | {exc} |")
                continue
            verdict = "pass" if report.passed else "FAIL"
            print(f"| {_label(target, args.norm)} | {_version(dist)} | {dtype} | {verdict} | {_summary(report)} |",
                  flush=True)


if __name__ == "__main__":
    main()
