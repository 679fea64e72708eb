#!/usr/bin/env bash
# Times hand-picked GEMM variants against the naive matmul with
# `clopt verify --time` (each one verified first): the tuner's winner
# (cyclic register tile) next to block tiles with and without `vector`
# lanes. Run on the GPU machine from the repository root:
#
#   bash bench/gpu/gemm-variants.sh BIN_DIR [DEVICE] [N]
set -uo pipefail
bin=${1:?usage: gemm-variants.sh BIN_DIR [DEVICE] [N]}
dev=${2:-1}
n=${3:-4096}
export CLOPT_WORKER=$bin/clopt-worker
common="--set tile.k=32 --set local.A=1 --set local.B=1 --set local.pad=1 --set private.hoist=1 --set wgshape.d0=16 --set wgshape.d1=16"
for c in "--set coarsen.d0=8 --set coarsen.d1=8 --set coarsen.dist=cyclic --set private.hoist=0 --set unroll.factor=16 --set unroll.full=1" \
         "--set coarsen.d0=8 --set coarsen.d1=8 --set coarsen.dist=block" \
         "--set coarsen.d0=8 --set coarsen.d1=8 --set coarsen.dist=block --set vector.width=8" \
         "--set coarsen.d0=4 --set coarsen.d1=8 --set coarsen.dist=block --set vector.width=4" \
         "--set coarsen.d0=4 --set coarsen.d1=16 --set coarsen.dist=block --set vector.width=4 --set unroll.factor=8"; do
  echo "== $c"
  # shellcheck disable=SC2086 # $common and $c are lists of flags
  timeout 100 "$bin/clopt" verify test/Inputs/kernels/matmul.cl --device "$dev" \
    --size "N=$n" --time $common $c 2>&1 | tail -2
done
