#!/usr/bin/env bash
# Times settings of test/Inputs/kernels/conv2d.cl (R is a run-time argument)
# against the naive kernel with `clopt verify --time` (each verified first):
# the tuner's last winner next to __local tiles with halos, register blocks
# with loads kept across points, and vector lanes.
#   bash bench/gpu/conv-probe/run.sh BIN_DIR [DEVICE] [W] [R]
set -uo pipefail
bin=${1:?usage: run.sh BIN_DIR [DEVICE] [W] [R]}
dev=${2:-1}
w=${3:-8192}
r=${4:-2}
export CLOPT_WORKER=$bin/clopt-worker
while IFS= read -r c; do
  [ -z "$c" ] && continue
  echo "== $c"
  # shellcheck disable=SC2086 # $c is a list of flags
  timeout 100 "$bin/clopt" verify test/Inputs/kernels/conv2d.cl --device "$dev" \
    --size "W=$w" --size "H=$w" --size "R=$r" --time $c 2>&1 | tail -2
done <<'SETTINGS'
--set tile.dy=64 --set tile.dx=64 --set coarsen.d0=4 --set coarsen.d1=4 --set coarsen.dist=cyclic --set private.hoist=0 --set private.vload=0 --set unroll.factor=8 --set wgshape.d0=64 --set wgshape.d1=1
--set tile.dy=8 --set tile.dx=8 --set local.in=1 --set local.filt=1 --set wgshape.d0=32 --set wgshape.d1=8
--set tile.dy=8 --set tile.dx=8 --set local.in=1 --set local.filt=1 --set local.vcopy=4 --set coarsen.d1=4 --set coarsen.dist=cyclic --set wgshape.d0=32 --set wgshape.d1=8
--set tile.dy=8 --set tile.dx=8 --set local.in=1 --set local.filt=1 --set coarsen.d0=4 --set coarsen.d1=2 --set coarsen.dist=cyclic --set private.hoist=1 --set wgshape.d0=32 --set wgshape.d1=8
--set coarsen.d0=4 --set coarsen.d1=4 --set coarsen.dist=block --set private.hoist=1 --set wgshape.d0=16 --set wgshape.d1=8
--set coarsen.d0=4 --set vector.width=4 --set coarsen.d1=2 --set wgshape.d0=32 --set wgshape.d1=4
--set coarsen.d0=1 --set coarsen.d1=8 --set coarsen.dist=block --set private.hoist=1 --set unroll.factor=8 --set wgshape.d0=64 --set wgshape.d1=2
SETTINGS
