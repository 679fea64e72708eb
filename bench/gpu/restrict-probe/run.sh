#!/usr/bin/env bash
# Probe: does declaring a tuned kernel's buffer arguments `restrict` change
# what the driver makes of it? ref/ holds run p's tuned kernels
# (bench/results/2026-11-26-h100-p, the stencil part of its seed3d command),
# their sidecars and the `clopt verify --time` line the suite ran for each.
# For each kernel: the tuned file as it is and with `restrict` after the `*`
# of every pointer argument of its signature, each checked and timed against
# the naive kernel by the same `clopt verify --time` (ROUNDS times,
# alternating), and the static count of ld.global.nc in each one's PTX.
#
#   bash bench/gpu/restrict-probe/run.sh BIN DEVICE OUTDIR [KERNEL...]
set -uo pipefail
bin=$1; dev=$2; out=$3; shift 3
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
rounds=${ROUNDS:-2}
mkdir -p "$out"
gcc -O2 -o "$out/build_info" "$here/../build-info/build_info.c" -lOpenCL ||
  echo "build_info not built: no PTX counts"

kernels=("$@")
if [ ${#kernels[@]} -eq 0 ]; then
  for f in "$here"/ref/*.tuned.cl; do kernels+=("$(basename "$f" .tuned.cl)"); done
fi

# with_restrict IN OUT: IN with `restrict` after the `*` of each pointer
# argument of every kernel signature (from `__kernel` to the body's `{`).
with_restrict() {
  awk '
    /__kernel/ { sig = 1 }
    sig { gsub(/\*[ ]*/, "*restrict "); if (index($0, "{")) sig = 0 }
    { print }' "$1" > "$2"
}

ptxcount() { # FILE
  [ -x "$out/build_info" ] || return 0
  BUILD_INFO_BINARY=$out/ptx.tmp "$out/build_info" "$dev" "$1" "-cl-std=CL1.2" \
    > "$out/ptx.log" 2>&1 || { echo "build failed"; return; }
  printf '%s nc loads, %s loads, %s\n' \
    "$(grep -acE '^\s*ld\.global\.nc' "$out/ptx.tmp")" \
    "$(grep -acE '^\s*ld\.global' "$out/ptx.tmp")" \
    "$(grep -o 'Used [0-9]* registers' "$out/ptx.log" | head -1)"
}

for k in "${kernels[@]}"; do
  line=$(grep -m1 '^\$ ' "$here/ref/$k.verify.log") || continue
  # The suite's command: `$ BIN/clopt verify ORIG --variant RUNS/K.tuned.cl ARGS`.
  read -r -a words <<<"${line#\$ }"
  orig=$root/${words[2]#*/work/main/}
  # Its arguments after the variant, less its --device (this run's is DEVICE).
  args=()
  for ((i = 5; i < ${#words[@]}; ++i)); do
    if [ "${words[i]}" = --device ]; then ((++i)); else args+=("${words[i]}"); fi
  done
  cp "$here/ref/$k.tuned.cl" "$out/$k.cl"
  cp "$here/ref/$k.tuned.cl.yaml" "$out/$k.cl.yaml"
  with_restrict "$out/$k.cl" "$out/$k.restrict.cl"
  cp "$out/$k.cl.yaml" "$out/$k.restrict.cl.yaml"
  echo "== $k: ${args[*]}"
  echo "   tuned:    $(ptxcount "$out/$k.cl")"
  echo "   restrict: $(ptxcount "$out/$k.restrict.cl")"
  grep -m1 -A2 '__kernel' "$out/$k.restrict.cl" | sed 's/^/   /'
  for ((r = 1; r <= rounds; ++r)); do
    for v in "$k" "$k.restrict"; do
      printf '   %-22s ' "$v"
      "$bin/clopt" verify "$orig" --variant "$out/$v.cl" --device "$dev" "${args[@]}" 2>&1 |
        grep -E '^(PASS|FAIL|time:|error)' | tr '\n' ' '
      echo
    done
  done
done
