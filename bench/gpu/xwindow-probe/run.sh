#!/usr/bin/env bash
# Probe of a register window along x as well as y in the 5x5 convolution
# (conv2d_xywin.cl, hand-written; see README.md). Each variant is checked by
# `clopt verify` at ragged sizes, then checked and timed against the naive
# kernel at SIZE x SIZE (R=2):
#
#   bash bench/gpu/xwindow-probe/run.sh BIN_DIR DEVICE OUTDIR [SIZE]
#
# BIN_DIR holds `clopt` (build/bin). Environment:
#   SIZES_CHECK  ragged check sizes, space-separated, each `W=..,H=..`
#                (default "W=8189,H=8187 W=37,H=29")
#   TIME=0       skip the timed run at SIZE (checks only; e.g. on a CPU)
#   ONLY=REGEX   run only the variants whose name matches (grep -E)
set -uo pipefail
bin=$1; dev=$2; out=$3; size=${4:-8192}
checks=${SIZES_CHECK:-W=8189,H=8187 W=37,H=29}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
orig=$root/test/Inputs/kernels/conv2d.cl
mkdir -p "$out"

# size_args W=..,H=..: the --size flags for one problem (R is always 2).
size_args() {
  local IFS=,
  for s in $1; do printf -- '--size\n%s\n' "$s"; done
  printf -- '--size\nR=2\n'
}

# variant NAME XB YB VEC LOCAL0 LOCAL1 [WST]: conv2d_xywin.cl with those
# macros. LOCAL0/LOCAL1 = 0 0 lets the driver choose the work-group.
variant() {
  local name=$1 xb=$2 yb=$3 vec=$4 l0=$5 l1=$6 wst=${7:-}
  [ -n "${ONLY:-}" ] && ! grep -Eq -- "$ONLY" <<<"$name" && return 0
  {
    echo "#define XB $xb"; echo "#define YB $yb"; echo "#define VEC $vec"
    [ -n "$wst" ] && echo "#define WST $wst"
    cat "$here/conv2d_xywin.cl"
  } > "$out/$name.cl"
  run_variant "$name" "$xb" "$yb" "$l0" "$l1" \
    "XB=$xb YB=$yb VEC=$vec${wst:+ WST=$wst} local ${l0}x${l1}"
}

# ywin_ref NAME YB LOCAL0 LOCAL1: the earlier probe's kernel itself
# (window-probe/conv2d_ywin.cl), to tie this run to that one.
ywin_ref() {
  local name=$1 yb=$2 l0=$3 l1=$4
  [ -n "${ONLY:-}" ] && ! grep -Eq -- "$ONLY" <<<"$name" && return 0
  { echo "#define YB $yb"; cat "$here/../window-probe/conv2d_ywin.cl"; } > "$out/$name.cl"
  run_variant "$name" 1 "$yb" "$l0" "$l1" "window-probe/conv2d_ywin.cl YB=$yb local ${l0}x${l1}"
}

# run_variant NAME XDIV YDIV LOCAL0 LOCAL1 LABEL: writes OUTDIR/NAME.cl.yaml,
# then checks and times OUTDIR/NAME.cl (check_and_time).
run_variant() {
  local name=$1 xb=$2 yb=$3 l0=$4 l1=$5 label=$6
  local f="$out/$name.cl"
  # global_d = roundUp(ceil(G_d / divisor), local) (LaunchGeometry.h).
  # required_multiple is a precondition G_d % m == 0, not a rounding: it
  # stays 1 so that the ragged sizes run (the kernel guards its own edges).
  {
    echo "clopt_tuned: 1"; echo "source: $name.cl"; echo "kernels:"
    echo "  - name: conv2d"; echo "    geometry:"; echo "      work_dim: 2"; echo "      dims:"
    echo "        - {divisor: $xb, multiplier: 1, local: $l0, required_multiple: 1}"
    echo "        - {divisor: $yb, multiplier: 1, local: $l1, required_multiple: 1}"
    echo "    preconditions: []"
  } > "$f.yaml"
  echo "== $name ($label)"
  check_and_time --variant "$f"
}

# check_and_time ARG...: `clopt verify` of the naive kernel against the form
# ARG... selects (--variant FILE, or --set settings) at each SIZES_CHECK
# size, then, when every check passed, checked and timed at SIZE.
check_and_time() {
  local ok=1 s line
  for s in $checks; do
    local args=(); mapfile -t args < <(size_args "$s")
    line=$(nice "$bin/clopt" verify "$orig" "$@" --device "$dev" "${args[@]}" 2>&1)
    [ $? -eq 0 ] || ok=0
    echo "  [${s/,/ }] $(tail -1 <<<"$line")"
  done
  [ "${TIME:-1}" = 0 ] && return 0
  if [ $ok = 0 ]; then echo "  (not timed: a check failed)"; return 0; fi
  local args=(); mapfile -t args < <(size_args "W=$size,H=$size")
  nice "$bin/clopt" verify "$orig" "$@" --time --device "$dev" "${args[@]}" 2>&1 | tail -3
}

# clopt_form NAME SETTING...: the naive kernel rewritten by clopt with those
# --set settings (`clopt verify --set`), checked and timed like a variant:
# which of the hand-written forms the passes already reach.
clopt_form() {
  local name=$1; shift
  [ -n "${ONLY:-}" ] && ! grep -Eq -- "$ONLY" <<<"$name" && return 0
  local sets=() a
  for a in "$@"; do sets+=(--set "$a"); done
  echo "== $name (clopt: $*)"
  check_and_time "${sets[@]}"
}

# GROUP=2: what the best form of group 1 (XB=4 YB=4 aligned loads) owes to
# each of its parts, and how far clopt's own passes get (a window along one
# dimension only).
if [ "${GROUP:-1}" = 2 ]; then
  variant x4y4v0_l64x1  4 4 0 64 1
  variant x4y4v1_l64x1  4 4 1 64 1
  variant x4y4v2s_l64x1 4 4 2 64 1 0
  variant x4y2v2_l64x1  4 2 2 64 1
  variant x4y4v2_l32x2  4 4 2 32 2
  variant x4y4v2_l128x1 4 4 2 128 1
  variant x2y4v0_l64x1  2 4 0 64 1
  variant x1y4v0_l64x1  1 4 0 64 1
  base=(specialize.R=2 wgshape.d1=1)
  win=("${base[@]}" private.hoist=1 unroll.full=1)
  clopt_form clopt_x4y4_l64 "${win[@]}" coarsen.d0=4 coarsen.d1=4 wgshape.d0=64
  clopt_form clopt_x4y1_l64 "${win[@]}" coarsen.d0=4 wgshape.d0=64
  # The points along x as the lanes of vload4 (no window: 5 reads a row).
  clopt_form clopt_x4y4_vec_l64 "${base[@]}" private.hoist=0 unroll.full=1 coarsen.d0=4 \
    coarsen.d1=4 vector.width=4 wgshape.d0=64
  clopt_form clopt_x1y4_l64 "${win[@]}" coarsen.d1=4 wgshape.d0=64
  clopt_form clopt_x1y8_l64 "${win[@]}" coarsen.d1=8 wgshape.d0=64
  # Run n's tuned conv2d 5x5 (bench/results/2026-11-26-h100-n).
  clopt_form clopt_run_n "${base[@]}" private.hoist=1 private.vload=1 coarsen.d0=2 \
    coarsen.d1=8 coarsen.dist=cyclic unroll.factor=8 unroll.full=0 wgshape.d0=64
  exit 0
fi

# GROUP=3: clopt's window over both tap loops (private.window=2, rows read
# with aligned vectors: vload=1) beside the best hand-written form and the
# one-loop window the suite's runs chose.
if [ "${GROUP:-1}" = 3 ]; then
  variant x4y4v2_l32x2  4 4 2 32 2
  base=(specialize.R=2 coarsen.dist=block private.hoist=1 unroll.full=1)
  for shape in "4 4 64 1" "4 4 32 2" "4 4 128 1" "4 8 64 1" "4 8 32 2" "4 2 64 1"; do
    set -- $shape
    clopt_form "clopt_win2_x$1y$2_l$3x$4" "${base[@]}" private.window=2 private.vload=1 \
      coarsen.d0=$1 coarsen.d1=$2 wgshape.d0=$3 wgshape.d1=$4
  done
  # The same 4 x 4 block without the vector rows.
  clopt_form clopt_win2_x4y4_l32x2_novec "${base[@]}" private.window=2 private.vload=0 \
    coarsen.d0=4 coarsen.d1=4 wgshape.d0=32 wgshape.d1=2
  # Run n's tuned conv2d 5x5 (a window along y only).
  clopt_form clopt_run_n specialize.R=2 private.hoist=1 private.vload=1 coarsen.d0=2 \
    coarsen.d1=8 coarsen.dist=cyclic unroll.factor=8 unroll.full=0 wgshape.d0=64 wgshape.d1=1
  exit 0
fi

# Reference point: the y-window-only kernel (conv2d_ywin.cl with YB=8: one
# output column per item, 5 scalar loads per row), as it is and as
# conv2d_xywin.cl with XB=1 VEC=0 (which adds only uniform branches to it).
ywin_ref ywin_y8_l128x2 8 128 2
variant x1y8v0_l128x2 1 8 0 128 2
# Same, the 5 values read as vload4 + scalar.
variant x1y8v1_l128x2 1 8 1 128 2
# XB=2: loads per output per row 3 instead of 5.
variant x2y8v0_l128x2 2 8 0 128 2
variant x2y8v1_l128x2 2 8 1 128 2
# XB=4: 2 loads per output per row; scalar vs vload4 vs aligned float4.
variant x4y8v0_l64x1  4 8 0 64 1
variant x4y8v1_l64x1  4 8 1 64 1
variant x4y8v2_l64x1  4 8 2 64 1
variant x4y8v2s_l64x1 4 8 2 64 1 0   # aligned loads, scalar stores
variant x4y8v2_l32x4  4 8 2 32 4
variant x4y8v2_l128x2 4 8 2 128 2
variant x4y4v2_l64x1  4 4 2 64 1
variant x4y16v2_l64x1 4 16 2 64 1
# XB=8: 1.5 loads per output per row; more registers (YB*XB accumulators).
variant x8y8v0_l64x1  8 8 0 64 1
variant x8y8v1_l64x1  8 8 1 64 1
variant x8y8v2_l64x1  8 8 2 64 1
variant x8y8v2s_l64x1 8 8 2 64 1 0   # aligned loads, scalar stores
variant x8y8v2_l32x4  8 8 2 32 4
variant x8y4v2_l64x1  8 4 2 64 1
variant x8y16v2_l64x1 8 16 2 64 1
