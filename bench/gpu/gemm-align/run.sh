#!/usr/bin/env bash
# Does NVIDIA's OpenCL compiler turn vload4/vstore4 on __local tiles into
# 128-bit shared-memory accesses? Times variants of one clopt rewrite of
# test/Inputs/kernels/matmul.cl (tile.k=32, 8x8 chunked-cyclic register
# tile with chunk 4, A stored transposed, vload fragments):
#   g1   the previous winner (chunk 1, scalar fragment reads, pad 1)
#   g4   chunk 4 as emitted (vload4 on float[32][128] tiles)
#   g4a  g4 with the tiles declared __attribute__((aligned(16)))
#   g4c  g4a with fragments read and B stored through (__local float4 *)
#   g4g  g4c with global float4 loads where the address is 16-byte aligned
#        (tested at run time, vload4 otherwise)
#   g4gp g4g with the transposed A tile padded to 132 columns (bank spread)
# Each is verified against the naive kernel, then both are timed.
#   bash bench/gpu/gemm-align/run.sh BIN_DIR [DEVICE] [N]
set -uo pipefail
bin=${1:?usage: run.sh BIN_DIR [DEVICE] [N]}
dev=${2:-1}
n=${3:-4096}
here=$(cd "$(dirname "$0")" && pwd)
export CLOPT_WORKER=$bin/clopt-worker
for v in g1 g4 g4a g4c g4g g4gp; do
  echo "== $v N=$n"
  timeout 120 "$bin/clopt" verify test/Inputs/kernels/matmul.cl --device "$dev" \
    --variant "$here/$v.cl" --size "N=$n" --time 2>&1 | tail -2
done
