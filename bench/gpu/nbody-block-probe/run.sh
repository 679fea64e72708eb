#!/usr/bin/env bash
# Probe: n-body in the reduce form with P outputs per lane sharing each
# load of pos[j] (register blocking, which clopt's reduce pass does not do),
# against the suite's tuned kernel of run l. Each variant is checked against
# the naive kernel and timed by `clopt verify --time` at 65536 bodies, and
# at 1000 (not a multiple of any P) for correctness. On the GPU machine:
#   bash bench/gpu/nbody-block-probe/run.sh BIN DEVICE
source "$(dirname "$0")/../verify-probe.sh" "$@"
here=$(cd "$(dirname "$0")" && pwd)
kn=$root/test/Inputs/kernels/nbody.cl
work=$(mktemp -d)
python3 "$here/make_variants.py" "$work/v" > "$work/names" || exit 1
tar -xzf "$root/bench/results/2026-11-24-h100-l/part-rest/runs.tar.gz" -C "$work" \
  runs/nbody.tuned.cl runs/nbody.tuned.cl.yaml
for round in 1 2; do
  probe "$kn" "--size N=65536" --variant "$work/runs/nbody.tuned.cl"
  while read -r name; do
    probe "$kn" "--size N=65536" --variant "$work/v/$name.cl"
  done < "$work/names"
done
while read -r name; do
  PROBE_LINES=1 probe "$kn" "--size N=1000" --variant "$work/v/$name.cl"
done < "$work/names"
rm -rf "$work"
