#!/usr/bin/env bash
# The driver's view of the suite's tuned kernels (registers, spills, work-group
# limits) from the runs.tar.gz of a suite result directory. On the GPU machine:
#   bash bench/gpu/build-info/run.sh RESULT_DIR DEVICE
# e.g. bench/results/2026-11-24-h100-d 1
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
results=$1; dev=$2
tmp=$(mktemp -d)
gcc -O2 -o "$tmp/build_info" "$here/build_info.c" -lOpenCL
for part in "$results"/part-*/; do
  tar xzf "$part/runs.tar.gz" -C "$tmp"
done
for k in sgemm sgemm_i sgemm_1024 syrk syr2k conv2d_5x5 conv3d_3x3x3 stencil7 nbody coulomb; do
  f=$tmp/runs/$k.tuned.cl
  [ -f "$f" ] || continue
  echo "=== $k"
  "$tmp/build_info" "$dev" "$f" "-cl-std=CL1.2" | grep -v '^$' | grep -iv '^ptxas info *: *compiling\|^file:'
done
rm -rf "$tmp"
