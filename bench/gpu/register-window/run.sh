#!/usr/bin/env bash
# Probe: which point blocks to seed a specialized convolution's search with
# now that private writes a register window along the tap loop (hoist=1 and
# consecutive points along the outer dimension: a work-group one item wide
# there). Times hand-picked settings of the 5x5 and 3x3 2-D convolutions
# and the 3^3 3-D one, the radius specialized, against the naive kernel by
# `clopt verify --time`; the first line of each kernel is the setting its
# run-f search chose (no window). On the GPU machine:
#   bash bench/gpu/register-window/run.sh BIN DEVICE
PROBE_LINES=1 # the times only
source "$(dirname "$0")/../verify-probe.sh" "$@"
for r in 2 1; do
  s2="--size W=8192 --size H=8192 --size R=$r"
  c2="--set specialize.R=$r --set coarsen.dist=cyclic --set unroll.full=1 --set unroll.factor=8 --set private.vload=0"
  if [ "$r" = 2 ]; then
    probe "$k2" "$s2" $c2 --set coarsen.d0=8 --set coarsen.d1=2 --set private.hoist=0 \
      --set wgshape.d0=64 --set wgshape.d1=1
  else
    probe "$k2" "$s2" $c2 --set coarsen.d0=16 --set private.hoist=1 --set wgshape.d0=64 --set wgshape.d1=1
  fi
  for pts in "1 4" "1 8" "1 16" "2 4" "2 8" "4 4" "4 8"; do
    set -- $pts
    probe "$k2" "$s2" $c2 --set coarsen.d0=$1 --set coarsen.d1=$2 \
      --set private.hoist=1 --set wgshape.d0=64 --set wgshape.d1=1
  done
  for wg in 32 128 256; do
    probe "$k2" "$s2" $c2 --set coarsen.d0=1 --set coarsen.d1=8 \
      --set private.hoist=1 --set wgshape.d0=$wg --set wgshape.d1=1
  done
done
s3="--size NX=256 --size NY=256 --size NZ=256 --size R=1"
c3="--set specialize.R=1 --set coarsen.dist=cyclic --set unroll.full=1 --set unroll.factor=8 --set private.vload=0"
probe "$k3" "$s3" $c3 --set coarsen.d0=4 --set coarsen.d2=2 --set private.hoist=0 \
  --set wgshape.d0=64 --set wgshape.d1=1 --set wgshape.d2=1
for pts in "1 1 4" "1 1 8" "1 1 16" "2 1 4" "2 1 8" "4 1 4" "1 2 8" "2 2 4"; do
  set -- $pts
  probe "$k3" "$s3" $c3 --set coarsen.d0=$1 --set coarsen.d1=$2 --set coarsen.d2=$3 \
    --set private.hoist=1 --set wgshape.d0=64 --set wgshape.d1=1 --set wgshape.d2=1
done
