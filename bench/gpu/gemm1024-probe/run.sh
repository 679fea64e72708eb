#!/usr/bin/env bash
# SGEMM at N = 1024 (test/Inputs/kernels/matmul.cl), where run l's search
# (30 s) reached 57% of cuBLAS with 32 x 64 tiles (4 x 4 per work-item,
# 8 x 16 work-groups): other tile shapes of the same search space, each
# built by `clopt verify --set`, checked against the naive kernel and both
# timed. On the GPU machine:
#   bash bench/gpu/gemm1024-probe/run.sh BIN DEVICE [N] [SET]
# (SET "k": larger k tiles, one round.)
set -uo pipefail
bin=$1; dev=$2; n=${3:-1024}; set=${4:-shapes}; rounds="1 2"
here=$(cd "$(dirname "$0")" && pwd)
kernel=$here/../../../test/Inputs/kernels/matmul.cl
common="local.A=1 local.B=1 local.transpose=1 local.vcopy=4 coarsen.dist=cyclic private.hoist=1 private.vload=1 unroll.factor=8"
shapes=(
  "tile.k=32 local.pad=1 coarsen.d0=4 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=16"
  "tile.k=32 local.pad=1 coarsen.d0=4 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=16 wgshape.d1=8"
  "tile.k=32 local.pad=1 coarsen.d0=4 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=8"
  "tile.k=16 local.pad=1 coarsen.d0=4 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=16"
  "tile.k=32 local.pad=1 coarsen.d0=8 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=16"
  "tile.k=32 local.pad=1 coarsen.d0=4 coarsen.d1=8 coarsen.chunk=4 wgshape.d0=16 wgshape.d1=8"
  "tile.k=32 local.pad=1 coarsen.d0=8 coarsen.d1=8 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=8"
  "tile.k=16 local.pad=1 coarsen.d0=8 coarsen.d1=8 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=8"
  "tile.k=32 local.pad=0 coarsen.d0=8 coarsen.d1=8 coarsen.chunk=4 wgshape.d0=16 wgshape.d1=8"
  "tile.k=32 local.pad=1 coarsen.d0=2 coarsen.d1=4 coarsen.chunk=2 wgshape.d0=16 wgshape.d1=16"
  "tile.k=32 local.pad=1 coarsen.d0=4 coarsen.d1=2 coarsen.chunk=4 wgshape.d0=16 wgshape.d1=16"
  "tile.k=64 local.pad=1 coarsen.d0=4 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=16"
  "tile.k=16 local.pad=1 coarsen.d0=4 coarsen.d1=8 coarsen.chunk=4 wgshape.d0=16 wgshape.d1=8"
  "tile.k=16 local.pad=1 coarsen.d0=8 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=16"
)
if [ "$set" = k ]; then
  rounds=1
  shapes=(
    "tile.k=64 local.pad=1 coarsen.d0=4 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=16"
    "tile.k=128 local.pad=1 coarsen.d0=4 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=16"
    "tile.k=64 local.pad=1 coarsen.d0=4 coarsen.d1=8 coarsen.chunk=4 wgshape.d0=16 wgshape.d1=8"
    "tile.k=64 local.pad=1 coarsen.d0=8 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=16"
    "tile.k=64 local.pad=1 coarsen.d0=4 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=8"
    "tile.k=64 local.pad=1 coarsen.d0=4 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=16 wgshape.d1=16"
    "tile.k=64 local.pad=0 coarsen.d0=4 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=16"
    "tile.k=128 local.pad=1 coarsen.d0=4 coarsen.d1=4 coarsen.chunk=4 wgshape.d0=8 wgshape.d1=8"
    "tile.k=64 local.pad=1 coarsen.d0=8 coarsen.d1=8 coarsen.chunk=4 wgshape.d0=16 wgshape.d1=8"
  )
fi
for round in $rounds; do
  for s in "${shapes[@]}"; do
    args=(); for a in $s $common; do args+=(--set "$a"); done
    echo "== $s"
    "$bin/clopt" verify "$kernel" "${args[@]}" --size N="$n" --device "$dev" --time 2>&1 | tail -2 | cut -c1-150
  done
done
