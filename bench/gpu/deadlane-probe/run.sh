#!/usr/bin/env bash
# Probe: the suite's tuned n-body kernel (reduce form) with and without the
# dead w lane of its partial zeroed after the loop.
#   bash bench/gpu/deadlane-probe/run.sh BIN DEVICE
here=$(cd "$(dirname "$0")" && pwd)
K=$here/../../../test/Inputs/kernels/nbody.cl
python3 "$here/make_variants.py"
for v in reduce reduce-deadw reduce reduce-deadw; do
  echo "== $v"
  "$1/clopt" verify "$K" --variant "$here/$v.cl" --time --device "$2" --size N=65536 2>&1 | tail -2
done
