#!/usr/bin/env bash
# Probe: the n-body kernel's reduce forms at N = 65536, each checked and
# timed against the naive kernel by `clopt verify --time`, two rounds.
# layout=lanes (wg=32, unroll 16) is the form the suite's tuner picked in
# run p (results/2026-11-26-h100-p); layout=outputs puts 16 to 64 bodies on
# neighbouring work-items, so their loads of pos[j] are one broadcast, and
# each body's wg lanes stride over j.
# clopt does not offer layout=outputs for n-body (no load runs along the
# outputs); BIN must come from a build with
# bench/results/2026-11-26-h100-nbody-layout/offer-layout.patch applied.
#   bash bench/gpu/nbody-layout/run.sh BIN DEVICE [N]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
K=$here/../../../test/Inputs/kernels/nbody.cl
n=${3:-65536}
forms=(
  "reduce.layout=lanes reduce.wg=32 reduce.outputs=1 unroll.factor=16 addend.first=1"
  "reduce.layout=outputs reduce.wg=8 reduce.outputs=32"
  "reduce.layout=outputs reduce.wg=8 reduce.outputs=32 unroll.factor=4"
  "reduce.layout=outputs reduce.wg=8 reduce.outputs=32 unroll.factor=16 addend.first=1"
  "reduce.layout=outputs reduce.wg=4 reduce.outputs=32 unroll.factor=16 addend.first=1"
  "reduce.layout=outputs reduce.wg=16 reduce.outputs=32 unroll.factor=16 addend.first=1"
  "reduce.layout=outputs reduce.wg=4 reduce.outputs=64 unroll.factor=8 addend.first=1"
  "reduce.layout=outputs reduce.wg=2 reduce.outputs=64 unroll.factor=8 addend.first=1"
)
for round in 1 2; do
  for f in "${forms[@]}"; do
    sets=()
    for kv in $f; do sets+=(--set "$kv"); done
    echo "== round $round: $f"
    "$1/clopt" verify "$K" "${sets[@]}" --time --device "$2" --size N=$n 2>&1 | tail -2
  done
done
