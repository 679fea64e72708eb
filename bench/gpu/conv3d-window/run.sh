#!/usr/bin/env bash
# Register windows for the 3^3 convolution (test/Inputs/kernels/conv3d.cl,
# R = 1): the one along z that the suite's searches pick, against windows
# over two tap loops (dz and dy: points along z and y), each checked
# against the naive kernel at a ragged size and then timed at SIZE^3:
#
#   bash bench/gpu/conv3d-window/run.sh BIN_DIR DEVICE [SIZE]
set -uo pipefail
bin=$1; dev=$2; size=${3:-256}
root=$(cd "$(dirname "$0")/../../.." && pwd)
orig=$root/test/Inputs/kernels/conv3d.cl
form() {
  local name=$1; shift
  local sets=() a
  for a in specialize.R=1 private.hoist=1 unroll.full=1 "$@"; do sets+=(--set "$a"); done
  echo "== $name ($*)"
  "$bin/clopt" verify "$orig" "${sets[@]}" --device "$dev" --size NX=253 --size NY=251 \
    --size NZ=249 --size R=1 2>&1 | tail -1
  "$bin/clopt" verify "$orig" "${sets[@]}" --time --device "$dev" --size NX=$size \
    --size NY=$size --size NZ=$size --size R=1 2>&1 | tail -1
}
# Run p's winner without its tile pass: a window along z of 8 planes.
form z8_x2 coarsen.d0=2 coarsen.d2=8 coarsen.dist=cyclic private.vload=0 \
  wgshape.d0=64 wgshape.d1=4 wgshape.d2=1
form z16_l1 coarsen.d2=16 coarsen.dist=cyclic wgshape.d0=64 wgshape.d1=4 wgshape.d2=1
# Windows over dz and dy (points along z and y; groups one item tall and
# deep, so that cyclic points are consecutive there).
form zy4x4_x2 coarsen.d0=2 coarsen.d1=4 coarsen.d2=4 coarsen.dist=cyclic \
  wgshape.d0=64 wgshape.d1=1 wgshape.d2=1
form zy4x4 coarsen.d1=4 coarsen.d2=4 coarsen.dist=block wgshape.d0=64 wgshape.d1=1 wgshape.d2=1
form zy8x2_x2 coarsen.d0=2 coarsen.d1=2 coarsen.d2=8 coarsen.dist=cyclic \
  wgshape.d0=64 wgshape.d1=1 wgshape.d2=1
form zy8x4 coarsen.d1=4 coarsen.d2=8 coarsen.dist=block wgshape.d0=128 wgshape.d1=1 wgshape.d2=1
form zy4x4_l128 coarsen.d1=4 coarsen.d2=4 coarsen.dist=block wgshape.d0=128 wgshape.d1=1 wgshape.d2=1
