#!/usr/bin/env bash
# The performance suite: every naive kernel of bench/suite.py's table tuned by
# clopt (default settings, a search budget in seconds), the naive and tuned
# kernels timed in one worker run, against the ceilings measured in the same
# run (OpenCL copy bandwidth and fma rate; cuBLAS FP32 via PyTorch when torch
# sees a CUDA device) and the roofline bound from counted flops and bytes.
#
#   bash bench/suite.sh [--device N|NAME] [--quick] [--out DIR] [--bin DIR]
#                       [--kernels "a b @group"] [--budget Ns] [--budget-scale X]
#                       [--time-limit S] [--force] [--pack]
#   bash bench/suite.sh --merge DIR1 DIR2 ... --out DIR   # combine split runs
#   bash bench/suite.sh --list                            # the kernel table
#
# Writes DIR/summary.md (the table and the geometric-mean speedup),
# DIR/results.json (everything, the input of --merge and of a resumed run),
# speedup.png, roofline.png, convergence.png (or .csv when matplotlib is
# missing) and DIR/runs/ (tuned kernels, logs, tuning reports; with --pack
# only DIR/runs.tar.gz). DIR defaults to bench/results/DATE-DEVICE[-quick].
# A second run into the same DIR skips the kernels it already has (--force
# reruns them): split a long run with --kernels and --time-limit.
#
# --quick: small sizes and 8 s budgets (PoCL on 2 cores: about 5 minutes).
# On the GPU machine (see bench/README.md): three parts of about 8 minutes,
#   --kernels @gemm, --kernels @stencil, --kernels @rest, each with
#   --time-limit 500 --pack --out $OUT/suite.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
exec env PYTHONUNBUFFERED=1 python3 "$here/suite.py" "$@"
