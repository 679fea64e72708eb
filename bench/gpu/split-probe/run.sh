#!/usr/bin/env bash
# Probe: what splitting an accumulation `s += a * b + c * d` into
# `s += a * b; s += c * d;` is worth on a GEMM-class kernel. The split form
# needs two fused multiply-adds per step where the written form needs a
# multiply, a fused multiply-add and an add. Takes run g's tuned syr2k
# (bench/results/2026-11-24-h100-g), writes the split form of its 64
# accumulations with sed, and times both against the naive kernel with
# `clopt verify --time`. Then times hand-picked register tiles of the
# 1024 x 1024 SGEMM (its run-g winner first). On the GPU machine:
#   bash bench/gpu/split-probe/run.sh BIN DEVICE
source "$(dirname "$0")/../verify-probe.sh" "$@"
work=$(mktemp -d)
tar -xzf "$root/bench/results/2026-11-24-h100-g/part-gemm/runs.tar.gz" -C "$work" runs/syr2k.tuned.cl \
  runs/syr2k.tuned.cl.yaml
tuned=$work/runs/syr2k.tuned.cl
sed 's/^\( *\)\(sum_[0-9_]*\) += \(.*\) + \(.*\);$/\1\2 += \3;\n\1\2 += \4;/' "$tuned" > "$work/syr2k.split.cl"
cp "$tuned.yaml" "$work/syr2k.split.cl.yaml" # the launch geometry
echo "split statements: $(grep -c '^ *sum_[0-9_]* += [^+]*;$' "$work/syr2k.split.cl")"
s2k="--size N=4096 --size K=4096"
k2k=$root/test/Inputs/kernels/syr2k.cl
for v in "$tuned" "$work/syr2k.split.cl"; do
  probe "$k2k" "$s2k" --variant "$v"
done
km=$root/test/Inputs/kernels/matmul.cl
sm="--size N=1024"
cm="--set tile.k=32 --set local.A=1 --set local.B=1 --set local.pad=0 --set local.transpose=1 --set local.vcopy=4 --set coarsen.dist=cyclic --set coarsen.chunk=4 --set private.hoist=1 --set private.vload=1 --set unroll.full=0"
for t in "4 4 16 16 16" "8 8 8 8 8" "8 4 8 16 8" "4 8 16 8 8" "8 8 16 16 8" "8 8 16 8 8" "8 8 8 16 8" "4 4 16 16 8"; do
  set -- $t
  probe "$km" "$sm" $cm --set coarsen.d0=$1 --set coarsen.d1=$2 --set wgshape.d0=$3 \
    --set wgshape.d1=$4 --set unroll.factor=$5
done
