#!/usr/bin/env bash
# Probe: the 5x5 and 3^3 convolutions with the radius specialized and the
# tap nest unrolled whole (unroll.full=2) over blocks of rows or planes, so
# that the device compiler sees the loads the rows share. On the GPU
# machine:  bash bench/gpu/window-seeds/nested.sh BIN DEVICE
# unroll.full=2 existed only in commit a8f3f0f (reverted after this probe: no
# gain, bench/results/2026-11-24-h100-f/README.md); build that commit to
# run it again.
source "$(dirname "$0")/../verify-probe.sh" "$@"
s2="--size W=8192 --size H=8192 --size R=2"
c2="--set specialize.R=2 --set unroll.factor=8 --set wgshape.d0=64 --set wgshape.d1=1"
for full in 1 2; do
  for pts in "8 2 cyclic" "4 4 cyclic" "4 8 cyclic" "2 8 cyclic" "1 8 block" "4 4 block"; do
    set -- $pts
    for hoist in 0 1; do
      probe "$k2" "$s2" $c2 --set unroll.full=$full --set coarsen.d0=$1 --set coarsen.d1=$2 \
        --set coarsen.dist=$3 --set private.hoist=$hoist
    done
  done
done
s3="--size NX=256 --size NY=256 --size NZ=256 --size R=1"
c3="--set specialize.R=1 --set unroll.factor=8 --set wgshape.d0=64 --set wgshape.d1=1 --set wgshape.d2=1"
for full in 1 2; do
  for pts in "4 1 2" "4 1 4" "2 1 4" "4 2 2"; do
    set -- $pts
    for hoist in 0 1; do
      probe "$k3" "$s3" $c3 --set unroll.full=$full --set coarsen.d0=$1 --set coarsen.d1=$2 \
        --set coarsen.d2=$3 --set coarsen.dist=cyclic --set private.hoist=$hoist
    done
  done
done
