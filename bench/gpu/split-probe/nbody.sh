#!/usr/bin/env bash
# Probe: what writing n-body's squared distance with the constant first is
# worth, `r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z` (three fused
# multiply-adds) against the kernel's `d.x * d.x + d.y * d.y + d.z * d.z +
# eps2` (a multiply, two fused multiply-adds and an add). Takes run h's tuned
# n-body (bench/results/2026-11-24-h100-h), rewrites that line with sed, and
# times both against the naive kernel with `clopt verify --time`. On the GPU
# machine:
#   bash bench/gpu/split-probe/nbody.sh BIN DEVICE
source "$(dirname "$0")/../verify-probe.sh" "$@"
work=$(mktemp -d)
tar -xzf "$root/bench/results/2026-11-24-h100-h/part-rest/runs.tar.gz" -C "$work" \
  runs/nbody.tuned.cl runs/nbody.tuned.cl.yaml
tuned=$work/runs/nbody.tuned.cl
sed 's/r2 = d.x \* d.x + d.y \* d.y + d.z \* d.z + eps2;/r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;/' \
  "$tuned" > "$work/nbody.first.cl"
cp "$tuned.yaml" "$work/nbody.first.cl.yaml" # the launch geometry
echo "rewritten lines: $(grep -c 'r2 = eps2 + ' "$work/nbody.first.cl")"
for v in "$tuned" "$work/nbody.first.cl" "$tuned"; do
  probe "$root/test/Inputs/kernels/nbody.cl" "--size N=65536" --variant "$v"
done
