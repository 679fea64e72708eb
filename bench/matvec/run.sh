#!/usr/bin/env bash
# Naive matvec (one work-item per row) vs the reduce-restructured matvec
# (a work-group of WG work-items per row), at 4096^2 and 16384^2, as
# achieved GB/s and as a fraction of the OpenCL copy bandwidth measured in
# the same run (bench/ceilings/copy_bandwidth.c). Writes a markdown table.
#
# usage: bench/matvec/run.sh [--device N] [--bin DIR] [--wg W] [--sizes "4096 16384"]
#                            [--reps R] [--out FILE.md]
#   --bin    where copy_bandwidth and matvec_bench are (default build/bin;
#            compiled with cc -lOpenCL into a temporary directory when absent)
#   The restructured kernel comes from `clopt rewrite --set reduce.wg=W` when
#   clopt is in --bin; otherwise (a machine without clopt, e.g. the GPU
#   machine) from the committed bench/matvec/matvec.reduce-wg<W>.cl.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
dev=0 bin="$root/build/bin" wg=128 sizes="4096 16384" reps=10 out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --device) dev=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    --wg) wg=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "run.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
naive="$here/matvec.cl"
variant="$here/matvec.reduce-wg$wg.cl"
if [ -x "$bin/clopt" ]; then
  variant="$tmp/matvec.reduce.cl"
  "$bin/clopt" rewrite "$naive" --set "reduce.wg=$wg" -o "$variant"
elif [ ! -f "$variant" ]; then
  echo "run.sh: no clopt in $bin and no $variant" >&2; exit 1
fi

# Machines without a build tree (the GPU machine) compile the two plain C
# programs here.
cbbin="$bin/copy_bandwidth" mvbin="$bin/matvec_bench"
if [ ! -x "$cbbin" ] || [ ! -x "$mvbin" ]; then
  cbbin="$tmp/copy_bandwidth" mvbin="$tmp/matvec_bench"
  cc -O2 -o "$cbbin" "$root/bench/ceilings/copy_bandwidth.c" -lOpenCL
  cc -O2 -o "$mvbin" "$here/matvec_bench.c" -lOpenCL -lm
fi

cb=$("$cbbin" "$dev" 256)
device=$(printf '%s\n' "$cb" | sed -n 's/^device: //p')
copy=$(printf '%s\n' "$cb" | awk '/GB\/s/ { v = $(NF-1); if (v > m) m = v } END { print m }')

rows=""
for n in $sizes; do
  naive_line=$("$mvbin" "$dev" "$naive" "$naive" "$n" "$n" 0 "$reps")
  red_line=$("$mvbin" "$dev" "$variant" "$naive" "$n" $((n * wg)) "$wg" "$reps")
  for pair in "naive (one work-item per row)|$naive_line" "reduce.wg=$wg (a work-group per row)|$red_line"; do
    name=${pair%%|*} line=${pair#*|}
    ms=$(printf '%s' "$line" | sed 's/.*ms=\([^ ]*\).*/\1/')
    gbs=$(printf '%s' "$line" | sed 's/.*GBs=\([^ ]*\).*/\1/')
    pct=$(awk -v g="$gbs" -v c="$copy" 'BEGIN { printf "%.0f%%", 100 * g / c }')
    rows="$rows| ${n}x${n} | $name | $ms | $gbs | $pct |"$'\n'
  done
done

table="# matvec: naive vs reduce-restructured

Device: $device (OpenCL device $dev). Copy bandwidth (OpenCL, same run,
bytes read + written): $copy GB/s. Achieved GB/s counts the bytes the kernel
must move: A and x read, y written. Median of $reps runs (profiling events).

| size | kernel | ms | GB/s | of copy bandwidth |
|---|---|---|---|---|
$rows"
printf '%s\n' "$table"
if [ -z "$out" ]; then
  label=$(printf '%s' "$device" | tr -c 'A-Za-z0-9\n' '-' | sed 's/--*/-/g; s/-$//' | cut -d- -f1-3)
  out="$root/bench/results/matvec-reduce-$label.md"
fi
printf '%s\n' "$table" > "$out"
echo "wrote $out" >&2
