#!/usr/bin/env bash
# Probe: reduce with fewer lanes per output than a warp, where the outputs of
# a warp share every load of the reduced loop (n-body's pos[j], Coulomb's
# atoms[a]). With wg=32 each lane of a warp reads its own body per step
# (512 bytes a warp load); with wg=4 the warp's 8 outputs read the same 4
# bodies (64 bytes). Times n-body at the suite's size with run i's winner
# settings (wg=32, unroll 16, addend) against small lane counts, then
# Coulomb's reduce forms against run i's tuned Coulomb. On the GPU machine:
#   bash bench/gpu/lanes-probe/run.sh BIN DEVICE
source "$(dirname "$0")/../verify-probe.sh" "$@"
kn=$root/test/Inputs/kernels/nbody.cl
for p in "32 1" "4 64" "4 32" "4 16" "8 32" "8 16" "16 16" "16 8" "32 1"; do
  set -- $p
  probe "$kn" "--size N=65536" --set reduce.wg=$1 --set reduce.outputs=$2 \
    --set unroll.factor=16 --set addend.first=1
done
work=$(mktemp -d)
tar -xzf "$root/bench/results/2026-11-24-h100-i/part-rest/runs.tar.gz" -C "$work" \
  runs/coulomb.tuned.cl runs/coulomb.tuned.cl.yaml
kc=$root/bench/kernels/coulomb.cl
sc="--size NX=2048 --size NY=2048 --size NA=4096"
probe "$kc" "$sc" --variant "$work/runs/coulomb.tuned.cl"
for p in "32 1" "4 64" "8 32" "16 16"; do
  set -- $p
  probe "$kc" "$sc" --set reduce.wg=$1 --set reduce.outputs=$2 --set unroll.factor=16
done
