#!/usr/bin/env bash
# Probe of register windows across a work-item's points (hand-written kernels,
# checked and timed against the naive kernels by `clopt verify --time`):
#   bash bench/gpu/window-probe/run.sh BIN DEVICE OUTDIR
set -uo pipefail
bin=$1; dev=$2; out=$3
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
mkdir -p "$out"
# variant NAME SRC MACRO VALUE DIM LOCAL0 LOCAL1 LOCAL2 ORIGINAL sizes...
variant() {
  local name=$1 src=$2 macro=$3 val=$4 dim=$5 l0=$6 l1=$7 l2=$8 orig=$9; shift 9
  local f="$out/$name.cl" sz=()
  { echo "#define $macro $val"; cat "$src"; } > "$f"
  local kname; kname=$(grep -o '__kernel void [a-z0-9_]*' "$src" | awk '{print $3}')
  local wd=2; [ "$dim" = 2 ] && wd=3; [ "$l2" != - ] && wd=3
  {
    echo "clopt_tuned: 1"; echo "source: $name.cl"; echo "kernels:"
    echo "  - name: $kname"; echo "    geometry:"; echo "      work_dim: $wd"; echo "      dims:"
    for d in 0 1 2; do
      [ $d = 2 ] && [ $wd = 2 ] && continue
      local l; l=$(eval echo \$l$d); [ "$l" = - ] && l=0; local div=1; [ $d = "$dim" ] && div=$val
      echo "        - {divisor: $div, multiplier: 1, local: $l, required_multiple: $([ "$l" = 0 ] && echo 1 || echo "$l")}"
    done
    echo "    preconditions: []"
  } > "$f.yaml"
  for s in "$@"; do sz+=(--size "$s"); done
  echo "== $name"
  "$bin/clopt" verify "$orig" --variant "$f" --time --device "$dev" "${sz[@]}" 2>&1 | tail -3
}
K=$root/test/Inputs/kernels
for zb in 4 8 16; do
  variant stencil7_z$zb "$here/stencil7_zwin.cl" ZB $zb 2 0 0 - "$K/stencil7.cl" NX=256 NY=256 NZ=256
  variant stencil7_z${zb}_l "$here/stencil7_zwin.cl" ZB $zb 2 64 4 1 "$K/stencil7.cl" NX=256 NY=256 NZ=256
done
for yb in 4 8 16; do
  variant conv2d_y$yb "$here/conv2d_ywin.cl" YB $yb 1 0 0 - "$K/conv2d.cl" W=8192 H=8192 R=2
  variant conv2d_y${yb}_l "$here/conv2d_ywin.cl" YB $yb 1 128 2 - "$K/conv2d.cl" W=8192 H=8192 R=2
done
