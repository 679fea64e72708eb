#!/usr/bin/env bash
# The realistic corpus (test/Inputs/real, issue "reach") tuned at GPU-sized
# problems on one device, with the device's copy bandwidth measured in the
# same run:
#
#   bash bench/gpu/corpus.sh BIN_DIR OUT_DIR [--grow K] [--budget N]
#        [--stop-after SEC] [FILE.cl...]
#
# BIN_DIR holds clopt, clopt-worker and copy_bandwidth (bench/gpu/pack.sh);
# PLATFORM (default NVIDIA) picks the device. Every integer size above 64 in
# each FILE.cl.yaml is multiplied by K (default 8); each kernel is tuned alone
# with --budget N evaluations (default 16) and re-verified at a smaller and a
# larger size before it may replace the original (test/E2E/tune_corpus.py).
# OUT_DIR receives devices.txt, copy.txt, corpus.log and corpus.md (the
# table: original and tuned times, speedup, achieved bandwidth as a fraction
# of the copy bandwidth, and the reason of each pass that does not apply).
# Split the files over several commands to stay within a per-command limit;
# --stop-after lists the kernels it had no time for as SKIPPED.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bin=$(cd "${1:?usage: corpus.sh BIN_DIR OUT_DIR [options] [FILE.cl...]}" && pwd)
out=${2:?usage: corpus.sh BIN_DIR OUT_DIR [options] [FILE.cl...]}
shift 2
grow=8 budget=16 stop=()
while [ $# -gt 0 ]; do
  case $1 in
    --grow) grow=$2; shift 2 ;;
    --budget) budget=$2; shift 2 ;;
    --stop-after) stop=(--stop-after "$2"); shift 2 ;;
    *) break ;;
  esac
done
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$root"/test/Inputs/real/*.cl)
mkdir -p "$out"
export CLOPT_WORKER=$bin/clopt-worker
export CLOPT_CACHE_DIR=$out/binary-cache

source "$root/bench/gpu/find-device.sh"
find_device "$bin" "$out" corpus.sh
"$bin/copy_bandwidth" "$index" 1024 | tee "$out/copy.txt"
copy=$(awk '/^copy/ && / GB\/s$/ { v = $(NF-1); if (v > best) best = v } END { print best }' \
  "$out/copy.txt")
python3 "$root/test/E2E/tune_corpus.py" --clopt "$bin/clopt" --budget "$budget" \
  --grow "$grow" --clopt-arg="--device=$index" ${copy:+--copy-gbs "$copy"} "${stop[@]}" \
  --markdown "$out/corpus.md" "${files[@]}" 2>&1 | tee "$out/corpus.log"
rm -rf "$out/binary-cache"
