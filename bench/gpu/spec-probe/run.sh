#!/usr/bin/env bash
# Probe: how far the passes get on the convolutions when the radius is a
# constant (what value specialization would hand them). On the GPU machine:
#   bash bench/gpu/spec-probe/run.sh BIN DEVICE OUTDIR
set -uo pipefail
bin=$1; dev=$2; out=$3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
tune() { # name file sizes...
  local name=$1 file=$2; shift 2
  local sz=(); for s in "$@"; do sz+=(--size "$s"); done
  "$bin/clopt" "$file" -o "$out/$name.tuned.cl" --device "$dev" "${sz[@]}" --budget 30s \
    --db "$out/tuning.yaml" --retune > "$out/$name.tune.log" 2>&1
  "$bin/clopt" verify "$file" --variant "$out/$name.tuned.cl" --time --device "$dev" "${sz[@]}" \
    > "$out/$name.verify.log" 2>&1
  echo "== $name"; tail -3 "$out/$name.tune.log"; cat "$out/$name.verify.log"
}
tune conv2d_r2 "$here/conv2d_r2.cl" W=8192 H=8192 R=2
tune conv3d_r1 "$here/conv3d_r1.cl" NX=256 NY=256 NZ=256 R=1
