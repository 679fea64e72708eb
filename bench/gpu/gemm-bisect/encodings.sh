#!/usr/bin/env bash
# Other ways of writing the checks clopt needs, in gemm_bisect.cl: "fastpath"
# (the form's k loop for work-groups whose tiles are whole and aligned, decided
# once, and clopt's checked loop for the others) or "encodings" (the alignment
# test as one flag per kernel, ALIGNTEST=2, and the k loop of a whole tile as a
# constant-trip loop, KLOOP=2, alone and with clopt's other ways), or "lean"
# (FASTPATH=2: the form where the whole launch is whole and aligned, one test
# a kernel, and the naive computation of each work-item's points elsewhere;
# also run at N = 4000, where the lean path runs). Registers per variant,
# then two rounds of gemm_probe at 4096. On the GPU machine:
#   bash bench/gpu/gemm-bisect/encodings.sh DEVICE fastpath|encodings|lean
set -uo pipefail
dev=$1; set=$2
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
gcc -O2 -o "$tmp/gp" "$here/../gemm-forms/gemm_probe.c" -lOpenCL -lm || exit 1
gcc -O2 -o "$tmp/bi" "$here/../build-info/build_info.c" -lOpenCL || exit 1
R="-DEPI=1 -DCPLOOP=1 -DCPGUARD=1"
if [ "$set" = fastpath ]; then
  V=("" "-DFASTPATH=1" "-DFASTPATH=1 -DEPI=1")
elif [ "$set" = lean ]; then
  V=("" "-DFASTPATH=2")
else
  V=("" "-DALIGNTEST=2" "-DKLOOP=2" "-DKLOOP=2 -DALIGNTEST=2" "$R -DKLOOP=1 -DALIGNTEST=1"
     "$R -DKLOOP=1 -DALIGNTEST=2" "$R -DKLOOP=2 -DALIGNTEST=1" "$R -DKLOOP=2 -DALIGNTEST=2"
     "$R" "$R -DKLOOP=2")
fi
cd "$here"
for f in "${V[@]}"; do
  "$tmp/bi" "$dev" gemm_bisect.cl "-cl-nv-verbose $f" | grep -o 'Used [0-9]* registers' | sed "s/^/$f: /"
done
for r in 1 2; do
  for f in "${V[@]}"; do "$tmp/gp" "$dev" 4096 gemm_bisect.cl gemm 512 512 16 16 "$f"; done
  if [ "$set" = lean ]; then
    for n in 4000 4095 4224; do
      g=$(( (n + 127) / 128 * 16 ))
      "$tmp/gp" "$dev" $n gemm_bisect.cl gemm $g $g 16 16 "-DFASTPATH=2"
    done
  fi
done
rm -rf "$tmp"
