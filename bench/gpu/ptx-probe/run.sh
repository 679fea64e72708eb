#!/usr/bin/env bash
# What the driver makes of GEMM-class and stencil kernels, and whether vector
# pointer reads of __local fragments beat vloadN there. On the GPU machine:
#   bash bench/gpu/ptx-probe/run.sh BIN DEVICE SUITE_RESULT_DIR
# 1. Memory and fma instructions of each kernel's PTX (static counts: the
#    unrolled inner loop dominates them) and ptxas' registers, for the suite's
#    tuned kernels of SUITE_RESULT_DIR and bench/gpu/gemm-forms/gemm_form.cl
#    with and without LCAST/GCAST.
# 2. gemm_form timed against the naive kernel at 4096 (gemm_probe, checked).
# 3. The copy rate at the stencils' footprints (64 MiB: 256^3 floats; 256 MiB:
#    8192^2) beside the suite's 1 GiB ceiling.
set -uo pipefail
bin=$1; dev=$2; results=$3
here=$(cd "$(dirname "$0")" && pwd)
forms=$here/../gemm-forms
tmp=$(mktemp -d)
gcc -O2 -o "$tmp/build_info" "$here/../build-info/build_info.c" -lOpenCL
gcc -O2 -o "$tmp/gemm_probe" "$forms/gemm_probe.c" -lOpenCL -lm
for part in "$results"/part-*/; do tar xzf "$part/runs.tar.gz" -C "$tmp"; done

ptxstats() { # NAME FILE OPTIONS
  local name=$1 file=$2 opts=$3
  BUILD_INFO_BINARY=$tmp/$name.ptx "$tmp/build_info" "$dev" "$file" "-cl-std=CL1.2 $opts" \
    > "$tmp/$name.log" 2>&1 || { echo "$name: build failed"; cat "$tmp/$name.log"; return; }
  local regs
  regs=$(grep -o 'Used [0-9]* registers[^,]*, [^,]*, [0-9]* bytes smem' "$tmp/$name.log" | head -1)
  printf '%-22s %s | spills: %s\n' "$name" "$regs" \
    "$(grep -o '[0-9]* bytes spill stores' "$tmp/$name.log" | head -1)"
  grep -aoE '^\s*(ld|st)\.(shared|global|local)(\.nc)?(\.v[24])?\.[a-z0-9]+|^\s*fma\.rn\.f32|^\s*bar\.sync' \
    "$tmp/$name.ptx" | sed 's/^[[:space:]]*//' | sort | uniq -c | sort -rn | tr '\n' ';' | sed 's/  */ /g'
  echo
}
F="-DTM=128 -DTN=128 -DTK=32 -DRM=16 -DRN=8 -DV=4 -DPADA=4 -DPADB=0"
echo "## PTX (static instruction counts) and ptxas"
for k in sgemm sgemm_1024 syrk conv2d_5x5 conv3d_3x3x3 stencil7; do
  [ -f "$tmp/runs/$k.tuned.cl" ] && ptxstats "$k" "$tmp/runs/$k.tuned.cl" ""
done
ptxstats form-vload "$forms/gemm_form.cl" "$F"
ptxstats form-lcast "$forms/gemm_form.cl" "$F -DLCAST=1"
ptxstats form-lcast-gcast "$forms/gemm_form.cl" "$F -DLCAST=1 -DGCAST=1"

echo "## gemm_form at 4096 (naive: j on dim 0)"
N=4096
form() { # TM TN TK RM RN V PADA EXTRA
  local TM=$1 TN=$2 TK=$3 RM=$4 RN=$5 V=$6 PA=$7 X=$8
  local WM=$((TM / RM)) WN=$((TN / RN))
  (cd "$forms" && "$tmp/gemm_probe" "$dev" $N gemm_form.cl gemm $((N / TN * WN)) $((N / TM * WM)) \
    $WN $WM "-DTM=$TM -DTN=$TN -DTK=$TK -DRM=$RM -DRN=$RN -DV=$V -DPADA=$PA -DPADB=0 $X")
}
for round in 1 2; do
  form 128 128 32 16 8 4 4 ""
  form 128 128 32 16 8 4 4 "-DLCAST=1"
  form 128 128 32 16 8 4 4 "-DGCAST=1"
  form 128 128 32 16 8 4 4 "-DLCAST=1 -DGCAST=1"
  form 128 128 32 8 8 4 4 ""
  form 128 128 32 8 8 4 4 "-DLCAST=1 -DGCAST=1"
  form 128 128 16 8 8 4 4 "-DLCAST=1 -DGCAST=1"
done

echo "## copy rate by footprint"
for mib in 64 256 1024; do "$bin/copy_bandwidth" "$dev" $mib | grep -v '^fma\|^device'; done
rm -rf "$tmp"
