"""The ``check-impl`` subcommand's arguments, without loading what runs it.

``symln verify`` builds the whole command line, check-impl's part included;
this module lets it do so without importing numpy and the kernels.  The
names it offers are those of :mod:`.dtypes`, :mod:`.norms` and :mod:`.gains` (a test keeps
them equal).
"""

from __future__ import annotations

import argparse

__all__ = ["DEFAULT_D", "DEFAULT_ROWS", "DTYPE_NAMES", "NORM_NAMES", "GAIN_NAMES", "add_parser"]

#: the input dtypes, as :data:`symln.checkimpl.dtypes.DTYPES` names them
DTYPE_NAMES = ("float64", "float32", "float16", "bfloat16")
#: the normalizations, as :data:`symln.checkimpl.norms.NORMS` names them
NORM_NAMES = ("layer", "rms")
#: the gain conventions, as :data:`symln.checkimpl.gains.GAINS` names them
GAIN_NAMES = ("plain", "one-plus")
DEFAULT_ROWS, DEFAULT_D = 256, 768


def add_parser(sub) -> argparse.ArgumentParser:
    """Add the ``check-impl`` subcommand to the subparsers *sub* of the command line."""
    p = sub.add_parser("check-impl", help="check a layer-norm or RMSNorm implementation (exit 0 conforming, 1 not, 2 unusable)")
    p.add_argument("target", metavar="TARGET",
                   help="'module:function' (fn(z, gamma, beta, eps) -> y, on numpy, torch or JAX arrays), "
                        "'module:Class', a layer class such as torch.nn.LayerNorm or torch.nn.RMSNorm (with --norm rms), "
                        "'torch' or 'numpy' (their layer_norm, or rms_norm with --norm rms)")
    p.add_argument("--norm", choices=NORM_NAMES, default="layer",
                   help="what the target computes: layer norm (default) or RMSNorm (fn(z, gamma, beta, eps); beta may be ignored)")
    p.add_argument("--gain", choices=GAIN_NAMES, default="plain",
                   help="how the target's weight gives the gain: plain (gamma = weight, default) or one-plus "
                        "(gamma = 1 + weight, as Gemma's RMSNorm)")
    p.add_argument("--dtype", choices=DTYPE_NAMES, default="float64", help="dtype of the inputs (default float64)")
    p.add_argument("--json", metavar="PATH", help="write the JSON report to PATH ('-' for stdout)")
    p.add_argument("--strict", action="store_true", help="judge every row in plain units (no kappa term)")
    p.add_argument("--rows", type=int, default=DEFAULT_ROWS, help=f"rows per family (default {DEFAULT_ROWS})")
    p.add_argument("--d", type=int, default=DEFAULT_D, help=f"row length of the families that do not fix it (default {DEFAULT_D})")
    p.add_argument("--seed", type=int, default=0, help="the first seed of the families (default 0)")
    p.add_argument("--seeds", type=int, default=1, help="how many seeds, from --seed on (default 1)")
    return p
