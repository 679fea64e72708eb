#!/usr/bin/env bash
# n-body (test/Inputs/kernels/nbody.cl) in the tiled form the search space
# has but the suite's searches hardly visit: pos tiled into __local memory
# and several bodies per work-item (coarsen), beside the reduce form that
# run l's search picked. Each setting is built by `clopt verify --set`,
# checked against the naive kernel and both timed at N (default 65536).
# On the GPU machine:
#   bash bench/gpu/nbody-local-probe/run.sh BIN DEVICE [N]
set -uo pipefail
bin=$1; dev=$2; n=${3:-65536}
here=$(cd "$(dirname "$0")" && pwd)
kernel=$here/../../../test/Inputs/kernels/nbody.cl
settings=(
  "reduce.wg=32 reduce.outputs=1 reduce.subgroup=1 unroll.factor=16 unroll.full=1 addend.first=1"
  "tile.j=128 local.pos=1 unroll.factor=16"
  "tile.j=128 local.pos=1 wgshape.d0=128 unroll.factor=16"
  "tile.j=128 local.pos=1 coarsen.d0=2 coarsen.dist=cyclic private.hoist=1 unroll.factor=8"
  "tile.j=128 local.pos=1 coarsen.d0=2 coarsen.dist=cyclic private.hoist=1 unroll.factor=16"
  "tile.j=128 local.pos=1 coarsen.d0=2 coarsen.dist=cyclic private.hoist=1 wgshape.d0=32 unroll.factor=8"
  "tile.j=128 local.pos=1 coarsen.d0=4 coarsen.dist=cyclic private.hoist=1 unroll.factor=4"
  "tile.j=128 local.pos=1 coarsen.d0=4 coarsen.dist=cyclic private.hoist=1 unroll.factor=8"
  "tile.j=128 local.pos=1 coarsen.d0=4 coarsen.dist=cyclic private.hoist=1 wgshape.d0=32 unroll.factor=8"
  "tile.j=64 local.pos=1 coarsen.d0=4 coarsen.dist=cyclic private.hoist=1 wgshape.d0=64 unroll.factor=8"
  "tile.j=64 local.pos=1 coarsen.d0=2 coarsen.dist=cyclic private.hoist=1 wgshape.d0=128 unroll.factor=8"
  "tile.j=128 local.pos=1 coarsen.d0=8 coarsen.dist=cyclic private.hoist=1 wgshape.d0=32 unroll.factor=4"
)
for s in "${settings[@]}"; do
  args=(); for a in $s; do args+=(--set "$a"); done
  echo "== $s"
  "$bin/clopt" verify "$kernel" "${args[@]}" --size N="$n" --device "$dev" --time 2>&1 | tail -2 | cut -c1-160
done
