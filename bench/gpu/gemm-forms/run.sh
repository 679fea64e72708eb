#!/bin/bash
# usage: run.sh DEVICE N
d=${1:-0}; N=${2:-4096}
P=./gemm_probe
v() { # TM TN TK RM RN V PADA PADB
  local TM=$1 TN=$2 TK=$3 RM=$4 RN=$5 V=$6 PA=$7 PB=$8
  local WM=$((TM/RM)) WN=$((TN/RN))
  $P $d $N gemm_form.cl gemm $((N/TN*WN)) $((N/TM*WM)) $WN $WM "-DTM=$TM -DTN=$TN -DTK=$TK -DRM=$RM -DRN=$RN -DV=$V -DPADA=$PA -DPADB=$PB -DAMAP=0"
}
v 128 128 32 8 8 4 0 0
v 128 128 32 8 8 4 4 0
v 128 128 32 8 16 4 4 0
v 128 128 32 16 8 4 4 0
v 128 128 16 8 8 4 4 0
v 64 64 32 4 8 4 4 0
v 64 64 32 8 8 4 4 0
v 128 128 32 8 8 2 2 0
v 128 64 32 8 8 4 4 0
v 64 128 32 8 8 4 4 0
$P $d $N ../../results/gpu/matmul-4096-h100-seeded.tuned.cl matmul $((N/8)) $((N/8)) 16 16 ""
