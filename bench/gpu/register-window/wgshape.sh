#!/usr/bin/env bash
# Probe: work-groups more than one item wide across the window's rows, so
# that neighbouring items share their rows' overlap in L1 (the window
# itself needs only the outermost dimension one item wide). Register-window
# settings of the 5x5 and 3^3 convolutions timed by `clopt verify --time`.
# On the GPU machine:
#   bash bench/gpu/register-window/wgshape.sh BIN DEVICE
PROBE_LINES=1 # the times only
source "$(dirname "$0")/../verify-probe.sh" "$@"
s2="--size W=8192 --size H=8192 --size R=2"
c2="--set specialize.R=2 --set coarsen.dist=cyclic --set unroll.full=1 --set unroll.factor=4 --set private.hoist=1 --set private.vload=0"
for pts in "4 8" "2 8" "2 16" "1 16"; do
  set -- $pts
  for wg0 in 32 64 128; do
    probe "$k2" "$s2" $c2 --set coarsen.d0=$1 --set coarsen.d1=$2 --set wgshape.d0=$wg0 --set wgshape.d1=1
  done
done
s3="--size NX=256 --size NY=256 --size NZ=256 --size R=1"
c3="--set specialize.R=1 --set coarsen.dist=cyclic --set unroll.full=1 --set unroll.factor=8 --set private.hoist=1 --set private.vload=0"
for pts in "1 1 16" "2 1 16" "1 1 8" "2 1 8"; do
  set -- $pts
  for wg in "64 1" "64 2" "64 4" "32 4" "32 8" "128 2" "256 1"; do
    set -- $pts $wg
    probe "$k3" "$s3" $c3 --set coarsen.d0=$1 --set coarsen.d1=$2 --set coarsen.d2=$3 \
      --set wgshape.d0=$4 --set wgshape.d1=$5 --set wgshape.d2=1
  done
done
