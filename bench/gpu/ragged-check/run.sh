#!/usr/bin/env bash
# Sampled pass settings checked against the original kernels at ragged sizes
# on one device (ragged_check.py says what is checked):
#
#   bash bench/gpu/ragged-check/run.sh BIN_DIR OUT_DIR [--samples K]
#        [--seed S] [--stop-after SEC] [FILE.cl...]
#
# BIN_DIR holds clopt and clopt-worker (bench/gpu/pack.sh); PLATFORM (default
# NVIDIA) picks the device. Without files: the test kernels, the realistic
# corpus and the suite's own kernels. OUT_DIR receives devices.txt and
# ragged.log. Split the files over several commands, or give --stop-after,
# to stay within a per-command limit.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
bin=$(cd "${1:?usage: run.sh BIN_DIR OUT_DIR [options] [FILE.cl...]}" && pwd)
out=${2:?usage: run.sh BIN_DIR OUT_DIR [options] [FILE.cl...]}
shift 2
opts=()
while [ $# -gt 0 ]; do
  case $1 in
    --samples|--seed|--stop-after) opts+=("$1" "$2"); shift 2 ;;
    *) break ;;
  esac
done
files=("$@")
[ ${#files[@]} -gt 0 ] ||
  files=("$root"/test/Inputs/kernels/*.cl "$root"/test/Inputs/real/*.cl
         "$root"/bench/kernels/*.cl)
mkdir -p "$out"
export CLOPT_WORKER=$bin/clopt-worker
export CLOPT_CACHE_DIR=$out/binary-cache

source "$root/bench/gpu/find-device.sh"
find_device "$bin" "$out" ragged-check
python3 "$root/bench/gpu/ragged-check/ragged_check.py" --clopt "$bin/clopt" \
  --clopt-arg="--device=$index" "${opts[@]}" "${files[@]}" 2>&1 |
  tee "$out/ragged.log"
status=${PIPESTATUS[0]}
rm -rf "$out/binary-cache"
exit "$status"
