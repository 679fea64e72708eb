#!/usr/bin/env bash
# Probe: the 3-D stencils in 2.5-D form (a work-group marches along z with
# each input plane of its column in local memory) against run l's tuned
# kernels (ref/, as the suite's search chose them) and the naive kernels.
# Each variant is first checked against the naive kernel at a ragged size,
# then checked and timed by `clopt verify --time` at 256^3.
#   bash bench/gpu/plane-probe/run.sh BIN DEVICE OUTDIR
set -uo pipefail
bin=$1; dev=$2; out=$3
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
K=$root/test/Inputs/kernels
mkdir -p "$out"
full=${FULL:-"--size NX=256 --size NY=256 --size NZ=256"}
ragged="--size NX=37 --size NY=29 --size NZ=45"

# sidecar NAME KERNEL TX TY ZB: the launch of a TX x TY x 1 work-group per
# column of TX x TY points and ZB planes.
sidecar() {
  cat <<YAML
clopt_tuned: 1
source: $1.cl
kernels:
  - name: $2
    geometry:
      work_dim: 3
      dims:
        - {divisor: 1, multiplier: 1, local: $3, required_multiple: 1}
        - {divisor: 1, multiplier: 1, local: $4, required_multiple: 1}
        - {divisor: $5, multiplier: 1, local: 1, required_multiple: 1}
    preconditions: []
YAML
}

# check_and_time ORIGINAL VARIANT EXTRA...
check_and_time() {
  local orig=$1 var=$2; shift 2
  echo "== $(basename "$var" .cl)"
  "$bin/clopt" verify "$orig" --variant "$var" --device "$dev" $ragged "$@" 2>&1 | tail -1
  "$bin/clopt" verify "$orig" --variant "$var" --device "$dev" --time $full "$@" 2>&1 | tail -3
}

check_and_time "$K/conv3d.cl" "$here/ref/conv3d_3x3x3.tuned.cl" --size R=1
check_and_time "$K/stencil7.cl" "$here/ref/stencil7.tuned.cl"
for kernel in conv3d stencil7; do
  extra=; [ $kernel = conv3d ] && extra="--size R=1"
  for shape in "32 4" "32 8" "64 4" "64 8" "128 2"; do
    set -- $shape
    for zb in 8 16 32 64; do
      name=${kernel}_plane_$1x$2_z$zb
      { echo "#define TX $1"; echo "#define TY $2"; echo "#define ZB $zb"
        cat "$here/${kernel}_plane.cl"; } > "$out/$name.cl"
      sidecar "$name" "$kernel" "$1" "$2" "$zb" > "$out/$name.cl.yaml"
      check_and_time "$K/$kernel.cl" "$out/$name.cl" $extra
    done
  done
done
