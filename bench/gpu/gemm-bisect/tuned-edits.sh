#!/usr/bin/env bash
# The tuned SGEMM with the edits of one group of gemm-diff/variants.py
# (default "wide": the cooperative copies' global offsets computed in 64
# bits), each timed by gemm_probe at 4096 against the naive kernel, two
# rounds, with the driver's register count; and the form with every clopt
# way of run.sh but int addressing. On the GPU machine:
#   bash bench/gpu/gemm-bisect/tuned-edits.sh DEVICE TUNED.cl [GROUP]
set -uo pipefail
dev=$1; tuned=$(realpath "$2"); group=${3:-wide}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
gcc -O2 -o "$tmp/build_info" "$here/../build-info/build_info.c" -lOpenCL || exit 1
gcc -O2 -o "$tmp/gemm_probe" "$here/../gemm-forms/gemm_probe.c" -lOpenCL -lm || exit 1
python3 "$here/../gemm-diff/variants.py" "$tuned" "$tmp/v" "$group" > "$tmp/names" || exit 1
rest="-DEPI=1 -DKLOOP=1 -DCPLOOP=1 -DCPGUARD=1 -DALIGNTEST=1"
while read -r name; do
  "$tmp/build_info" "$dev" "$tmp/v/$name.cl" "-cl-nv-verbose" |
    grep -o 'Used [0-9]* registers.*smem' | sed "s/^/$name: /"
done < "$tmp/names"
for round in 1 2; do
  echo "== round $round"
  while read -r name; do
    "$tmp/gemm_probe" "$dev" 4096 "$tmp/v/$name.cl" matmul 512 512 16 16 "" | sed "s|$tmp/v/||"
  done < "$tmp/names"
  (cd "$here" && "$tmp/gemm_probe" "$dev" 4096 gemm_bisect.cl gemm 512 512 16 16 "")
  (cd "$here" && "$tmp/gemm_probe" "$dev" 4096 gemm_bisect.cl gemm 512 512 16 16 "$rest")
done
rm -rf "$tmp"
