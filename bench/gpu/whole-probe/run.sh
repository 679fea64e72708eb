#!/usr/bin/env bash
# How much a second SGEMM kernel for sizes that are multiples of every tile
# would gain: the tuned kernels of run m (read from
# bench/results/2026-11-25-h100-m/part-gemm/runs.tar.gz, which the device
# run must carry) with the checks such a kernel could drop (variants.py's
# "whole" group: the copies' whole-tile test, the alignment test of each
# vector read, the k loop's `k < N` bound, the stores' point tests), each
# alone and all together, checked against the naive kernel and timed by
# `clopt verify --time` at the tuning size (two rounds), beside the
# hand-written form at 4096 (85% of cuBLAS in 2026-11-25-h100-bisect).
# The edits are valid only where N is a multiple of every tile and the
# global size is N, as at these sizes. On the GPU machine:
#   bash bench/gpu/whole-probe/run.sh BIN DEVICE
set -uo pipefail
bin=$1; dev=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
tmp=$(mktemp -d)
tar xzf "$root/bench/results/2026-11-25-h100-m/part-gemm/runs.tar.gz" -C "$tmp" \
  runs/sgemm.tuned.cl runs/sgemm.tuned.cl.yaml runs/sgemm_i.tuned.cl \
  runs/sgemm_i.tuned.cl.yaml runs/sgemm_1024.tuned.cl runs/sgemm_1024.tuned.cl.yaml || exit 1
gcc -O2 -o "$tmp/gemm_probe" "$here/../gemm-forms/gemm_probe.c" -lOpenCL -lm || exit 1
specs=("sgemm test/Inputs/kernels/matmul.cl 4096"
       "sgemm_i bench/kernels/matmul_i.cl 4096"
       "sgemm_1024 test/Inputs/kernels/matmul.cl 1024")
for spec in "${specs[@]}"; do
  read -r name _ _ <<< "$spec"
  python3 "$here/../gemm-diff/variants.py" "$tmp/runs/$name.tuned.cl" "$tmp/$name" whole \
    > "$tmp/$name.names" || exit 1
done
for round in 1 2; do
  for spec in "${specs[@]}"; do
    read -r name original n <<< "$spec"
    while read -r v; do
      echo "== round $round $name $v"
      "$bin/clopt" verify "$root/$original" --variant "$tmp/$name/$v.cl" \
        --size N="$n" --device "$dev" --time 2>&1 | tail -2 | cut -c1-150
    done < "$tmp/$name.names"
  done
  (cd "$here/../gemm-forms" && "$tmp/gemm_probe" "$dev" 4096 gemm_form.cl gemm 512 512 16 16 \
    "-DTM=128 -DTN=128 -DTK=32 -DRM=8 -DRN=8 -DV=4 -DPADA=4 -DPADB=0 -DGCAST=1")
done
rm -rf "$tmp"
