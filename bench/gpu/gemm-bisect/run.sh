#!/usr/bin/env bash
# Which of clopt's ways of writing a GEMM costs the time the tuned kernel
# loses to the hand-written form: gemm_bisect.cl with each of them switched
# in alone and all together (macros in gemm_bisect.cl), timed by gemm_probe
# at 4096 against the naive kernel (two rounds), with the registers the
# driver gives each; also the form and the tuned kernel under a register cap
# or lift, to see whether the register budget is the mechanism. The PTX of
# the form, of all switches and of the tuned kernel go to OUT. On the GPU
# machine:
#   bash bench/gpu/gemm-bisect/run.sh DEVICE TUNED.cl OUT
set -uo pipefail
dev=$1; tuned=$(realpath "$2"); out=$3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
tmp=$(mktemp -d)
gcc -O2 -o "$tmp/build_info" "$here/../build-info/build_info.c" -lOpenCL || exit 1
gcc -O2 -o "$tmp/gemm_probe" "$here/../gemm-forms/gemm_probe.c" -lOpenCL -lm || exit 1
all="-DEPI=1 -DKLOOP=1 -DCPLOOP=1 -DCPGUARD=1 -DALIGNTEST=1 -DI32=1"
variants=("" "-DEPI=1" "-DKLOOP=1" "-DCPLOOP=1" "-DCPGUARD=1" "-DALIGNTEST=1" "-DI32=1"
          "-DCPLOOP=1 -DCPGUARD=1" "$all" "-cl-nv-maxrregcount=128")
registers() { # NAME FILE OPTIONS [PTX]
  BUILD_INFO_BINARY=${4:-$tmp/x.ptx} "$tmp/build_info" "$dev" "$2" "-cl-nv-verbose $3" |
    grep -o 'Used [0-9]* registers.*smem' | sed "s/^/$1: /"
}
cd "$here"
for v in "${variants[@]}"; do registers "form ${v:-(as written)}" gemm_bisect.cl "$v"; done
registers "form (as written)" gemm_bisect.cl "" "$out/form.ptx" > /dev/null
registers "all" gemm_bisect.cl "$all" "$out/all.ptx" > /dev/null
registers "tuned" "$tuned" "" "$out/tuned.ptx"
registers "tuned -cl-nv-maxrregcount=255" "$tuned" "-cl-nv-maxrregcount=255"
for round in 1 2; do
  echo "== round $round"
  for v in "${variants[@]}"; do
    "$tmp/gemm_probe" "$dev" 4096 gemm_bisect.cl gemm 512 512 16 16 "$v"
  done
  "$tmp/gemm_probe" "$dev" 4096 "$tuned" matmul 512 512 16 16 ""
  "$tmp/gemm_probe" "$dev" 4096 "$tuned" matmul 512 512 16 16 "-cl-nv-maxrregcount=255"
done
rm -rf "$tmp"
