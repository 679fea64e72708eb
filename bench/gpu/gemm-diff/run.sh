#!/usr/bin/env bash
# Which difference between clopt's tuned SGEMM and the faster hand-written
# form costs the time: variants.py's edits of the tuned kernel, one at a
# time and all together, each checked against the naive kernel and timed by
# `clopt verify --time` at 4096 (two rounds), beside the hand-written form
# (8 x 8 register tile, global tiles read through float4 pointers), with the
# PTX instruction counts of the first and last variant. On the GPU machine:
#   bash bench/gpu/gemm-diff/run.sh BIN DEVICE TUNED.cl [loops]
# ("loops": the loop-structure variants instead of the edits, with the PTX
# counts of the first and the both-loops variant).
set -uo pipefail
bin=$1; dev=$2; tuned=$3; group=${4:-edits}
last=all; [ "$group" = loops ] && last=const-both
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
tmp=$(mktemp -d)
python3 "$here/variants.py" "$tuned" "$tmp/v" "$group" > "$tmp/names" || exit 1
gcc -O2 -o "$tmp/build_info" "$here/../build-info/build_info.c" -lOpenCL
gcc -O2 -o "$tmp/gemm_probe" "$here/../gemm-forms/gemm_probe.c" -lOpenCL -lm
for name in base $last; do
  BUILD_INFO_BINARY=$tmp/$name.ptx "$tmp/build_info" "$dev" "$tmp/v/$name.cl" "-cl-std=CL1.2" |
    grep -o 'Used [0-9]* registers.*smem' | sed "s/^/$name: /"
  grep -aoE '^\s*(ld|st)\.(shared|global|local)(\.nc)?(\.v[24])?\.[a-z0-9]+|^\s*(fma\.rn|mul\.rn|add\.rn|mul|add)\.f32|^\s*bar\.sync' \
    "$tmp/$name.ptx" | sed 's/^[[:space:]]*//' | sort | uniq -c | sort -rn | tr '\n' ';' | sed 's/  */ /g'
  echo
done
for round in 1 2; do
  while read -r name; do
    echo "== $name"
    "$bin/clopt" verify "$root/test/Inputs/kernels/matmul.cl" --variant "$tmp/v/$name.cl" \
      --size N=4096 --device "$dev" --time 2>&1 | tail -2 | cut -c1-150
  done < "$tmp/names"
  (cd "$here/../gemm-forms" && "$tmp/gemm_probe" "$dev" 4096 gemm_form.cl gemm 512 512 16 16 \
    "-DTM=128 -DTN=128 -DTK=32 -DRM=8 -DRN=8 -DV=4 -DPADA=4 -DPADB=0 -DGCAST=1")
done
rm -rf "$tmp"
