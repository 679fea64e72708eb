#!/usr/bin/env bash
# A tuned SGEMM (j on dimension 0, 8 x 8 points a work-item, groups of
# 16 x 16) timed by gemm_probe against its naive kernel at 4096 and at
# sizes that are not multiples of its tiles, two rounds; every element is
# compared. On the GPU machine:
#   bash bench/gpu/gemm-bisect/tuned-sizes.sh DEVICE TUNED.cl
# (bench/results/2026-11-26-h100-lean/tuned-sizes.txt, with run p's kernel,
# bench/gpu/restrict-probe/ref/sgemm.tuned.cl)
set -uo pipefail
dev=$1; tuned=$(realpath "$2")
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
gcc -O2 -o "$tmp/gp" "$here/../gemm-forms/gemm_probe.c" -lOpenCL -lm || exit 1
for r in 1 2; do
  for n in 4096 4000 4095 4224; do
    g=$(( ((n + 7) / 8 + 15) / 16 * 16 )) # roundUp(ceil(n / 8), 16)
    "$tmp/gp" "$dev" $n "$tuned" matmul $g $g 16 16 ""
  done
done
rm -rf "$tmp"
