#!/usr/bin/env bash
# Probe: what holds the suite's tuned n-body (run l: reduce wg=32, unroll 16,
# addend; nbody.tuned.cl here) at 50% of the fma rate? Per pair it issues
# 12 FP32 instructions, one rsqrt and one 16-byte load. Times it against
# the same text with native_rsqrt (the hardware approximation, without the
# IEEE handling OpenCL's rsqrt keeps: a semantic change clopt does not make,
# here only to measure what the rsqrt costs), both checked against the
# naive kernel, and writes both programs' PTX to OUTDIR with the counts of
# the instructions that matter; and the same with the accumulation written
# for the three live lanes (xyz). On the GPU machine:
#   bash bench/gpu/nbody-rsqrt-probe/run.sh BIN DEVICE OUTDIR
set -uo pipefail
bin=$1; dev=$2; out=$3
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
naive=$root/test/Inputs/kernels/nbody.cl
mkdir -p "$out"
gcc -O2 -o "$out/build_info" "$here/../build-info/build_info.c" -lOpenCL || exit 1
cp "$here/nbody.tuned.cl" "$out/rsqrt.cl"
sed "s/^source: .*/source: rsqrt.cl/" "$here/nbody.tuned.cl.yaml" > "$out/rsqrt.cl.yaml"
sed 's/\brsqrt(/native_rsqrt(/' "$here/nbody.tuned.cl" > "$out/native.cl"
sed 's/^source: .*/source: native.cl/' "$here/nbody.tuned.cl.yaml" > "$out/native.cl.yaml"
# The accumulator's w lane is set to 0 after the loop, but the driver still
# computes it in the loop (a sub and an fma a pair): accumulate x, y, z only.
sed 's/part_a += d \* (\(.*\));$/part_a.xyz += d.xyz * (\1);/' "$here/nbody.tuned.cl" > "$out/xyz.cl"
sed 's/^source: .*/source: xyz.cl/' "$here/nbody.tuned.cl.yaml" > "$out/xyz.cl.yaml"
for v in rsqrt native xyz; do
  echo "== $v"
  BUILD_INFO_BINARY=$out/$v.ptx "$out/build_info" "$dev" "$out/$v.cl" "-cl-std=CL1.2" |
    grep -o 'Used [0-9]* registers[^,]*' | head -1
  grep -aoE '^\s*(rsqrt|sqrt|rcp|ex2|lg2)\.[a-z0-9.]+|^\s*(fma|mul|sub|add)\.rn(\.ftz)?\.f32|^\s*ld\.global(\.nc)?(\.v[24])?\.[a-z0-9]+|^\s*setp\.[a-z0-9.]+|^\s*selp\.[a-z0-9.]+' \
    "$out/$v.ptx" | sed 's/^[[:space:]]*//' | sort | uniq -c | sort -rn | tr '\n' ';' | sed 's/  */ /g'
  echo
  for round in 1 2; do
    "$bin/clopt" verify "$naive" --variant "$out/$v.cl" --device "$dev" --time \
      --size N=65536 2>&1 | tail -2
  done
  "$bin/clopt" verify "$naive" --variant "$out/$v.cl" --device "$dev" --size N=1000 2>&1 | tail -1
done
rm -f "$out/build_info"
