#!/usr/bin/env bash
# Whether the gap between clopt's tuned SGEMM and the hand-written form is
# the timing harness's: each kernel timed by the other's harness, two
# rounds. The form (8 x 8 register tile, global tiles read through float4
# pointers) through `clopt verify --time` against matmul.cl, with a sidecar
# for its launch; the tuned kernel through gemm_probe. On the GPU machine:
#   bash bench/gpu/gemm-forms/harness-check.sh BIN DEVICE TUNED.cl
set -uo pipefail
bin=$1; dev=$2; tuned=$3
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
tmp=$(mktemp -d)
gcc -O2 -o "$tmp/gemm_probe" "$here/gemm_probe.c" -lOpenCL -lm || exit 1
macros="-DTM=128 -DTN=128 -DTK=32 -DRM=8 -DRN=8 -DV=4 -DPADA=4 -DPADB=0 -DGCAST=1"
# The same kernel for `clopt verify`: the macros written out, the name of
# the kernel it is checked against, and a sidecar with its launch
# (global = G / 8 in each dimension, 16 x 16 work-groups).
for m in $macros; do m=${m#-D}; echo "#define ${m%%=*} ${m#*=}"; done > "$tmp/form.cl"
sed 's/__kernel void gemm(/__kernel void matmul(/' "$here/gemm_form.cl" >> "$tmp/form.cl"
cat > "$tmp/form.cl.yaml" <<'YAML'
clopt_tuned: 1
clopt_version: "0.1.0"
source: form.cl
kernels:
  - name: matmul
    args:
      - {name: A, kind: buffer, type: float}
      - {name: B, kind: buffer, type: float}
      - {name: C, kind: buffer, type: float}
      - {name: N, kind: scalar, type: int}
    geometry:
      work_dim: 2
      dims:
        - {divisor: 8, multiplier: 1, local: 16, required_multiple: 1}
        - {divisor: 8, multiplier: 1, local: 16, required_multiple: 1}
YAML
for round in 1 2; do
  echo "== form, clopt verify --time"
  "$bin/clopt" verify "$root/test/Inputs/kernels/matmul.cl" --variant "$tmp/form.cl" \
    --size N=4096 --device "$dev" --time 2>&1 | tail -2 | cut -c1-150
  echo "== tuned, gemm_probe"
  "$tmp/gemm_probe" "$dev" 4096 "$tuned" matmul 512 512 16 16 ""
  echo "== form, gemm_probe"
  (cd "$here" && "$tmp/gemm_probe" "$dev" 4096 gemm_form.cl gemm 512 512 16 16 "$macros")
done
rm -rf "$tmp"
