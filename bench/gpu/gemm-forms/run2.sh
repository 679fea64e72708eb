#!/bin/bash
# usage: run2.sh DEVICE N  -- prefetching form, A-tile mapping variants
d=${1:-0}; N=${2:-4096}
P=./gemm_probe
v() { # FILE TM TN TK RM RN V PADA PADB AMAP
  local F=$1 TM=$2 TN=$3 TK=$4 RM=$5 RN=$6 V=$7 PA=$8 PB=$9 AM=${10}
  local WM=$((TM/RM)) WN=$((TN/RN))
  $P $d $N $F gemm $((N/TN*WN)) $((N/TM*WM)) $WN $WM "-DTM=$TM -DTN=$TN -DTK=$TK -DRM=$RM -DRN=$RN -DV=$V -DPADA=$PA -DPADB=$PB -DAMAP=$AM"
}
v gemm_form.cl 128 128 32 16 8 4 4 0 0
v gemm_prefetch.cl 128 128 32 16 8 4 4 0 0
v gemm_prefetch.cl 128 128 32 16 8 4 0 0 1
v gemm_prefetch.cl 128 128 32 16 8 4 1 0 1
v gemm_prefetch.cl 128 128 32 8 16 4 0 0 1
v gemm_prefetch.cl 128 128 32 8 8 4 0 0 1
v gemm_prefetch.cl 128 128 16 8 8 4 0 0 1
v gemm_prefetch.cl 128 128 16 16 8 4 0 0 1
v gemm_prefetch.cl 128 128 32 8 8 2 0 0 1
v gemm_prefetch.cl 64 64 32 8 8 4 0 0 1
v gemm_prefetch.cl 128 64 32 8 8 4 0 0 1
v gemm_prefetch.cl 256 128 16 16 8 4 0 0 1
