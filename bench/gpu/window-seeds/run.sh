#!/usr/bin/env bash
# Probe: which point blocks to seed a specialized convolution's search with.
# Times hand-picked settings of the 5x5 (R=2) 2-D and the 3^3 (R=1) 3-D
# convolutions with the radius specialized, each checked against the naive
# kernel by `clopt verify --time`. On the GPU machine:
#   bash bench/gpu/window-seeds/run.sh BIN DEVICE
source "$(dirname "$0")/../verify-probe.sh" "$@"
common="--set specialize.R=2 --set coarsen.dist=cyclic --set unroll.full=1 --set unroll.factor=8"
s2="--size W=8192 --size H=8192 --size R=2"
for pts in "8 1" "4 2" "4 4" "8 2" "2 4" "16 1"; do
  set -- $pts
  for hoist in 0 1; do
    probe "$k2" "$s2" $common --set coarsen.d0=$1 --set coarsen.d1=$2 \
      --set private.hoist=$hoist --set wgshape.d0=64 --set wgshape.d1=1
  done
done
probe "$k2" "$s2" $common --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 \
  --set wgshape.d0=32 --set wgshape.d1=4
s3="--size NX=256 --size NY=256 --size NZ=256 --size R=1"
c3="--set specialize.R=1 --set coarsen.dist=cyclic --set unroll.full=1 --set unroll.factor=8"
for pts in "4 1 1" "8 1 1" "4 2 1" "4 1 2" "2 2 2"; do
  set -- $pts
  for hoist in 0 1; do
    probe "$k3" "$s3" $c3 --set coarsen.d0=$1 --set coarsen.d1=$2 --set coarsen.d2=$3 \
      --set private.hoist=$hoist --set wgshape.d0=64 --set wgshape.d1=1 --set wgshape.d2=1
  done
done
