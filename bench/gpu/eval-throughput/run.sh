#!/usr/bin/env bash
# Evaluation throughput of a tuning run on a large 2-D problem: tunes the
# 5x5 convolution (test/Inputs/kernels/conv2d.cl, R=2) at SIZE^2 for a 30 s
# search budget with CLOPT_WORKER_PROFILE=1, from a fresh binary cache, and
# prints the evaluations, the search seconds (the report's
# times.search_algorithm), evaluations per second, and the run jobs' time by
# phase summed over the whole run (search, re-timing, re-verification; the
# first job, which checks the original, apart). Run from the repository root:
#
#   bash bench/gpu/eval-throughput/run.sh BIN_DIR DEVICE [OUT_DIR]
#   bash bench/gpu/eval-throughput/run.sh --summarize LOG   # phases of a log
#
# BIN_DIR holds clopt and clopt-worker; DEVICE is an index or name for
# --device (`clopt devices`). env: SIZE (8192), BUDGET (30s), BASELINE_BIN
# (a second BIN_DIR, e.g. the previous build's, run the same way first for a
# before/after comparison), TUNE_FLAGS (more clopt flags).
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
if [ "${1:-}" != --summarize ]; then
  bin=$(cd "${1:?usage: run.sh BIN_DIR DEVICE [OUT_DIR] | run.sh --summarize LOG}" && pwd)
  device=${2:?usage: run.sh BIN_DIR DEVICE [OUT_DIR]}
fi
out=${3:-${OUT:-$root/bench/results/eval-throughput}}
n=${SIZE:-8192}
budget=${BUDGET:-30s}
mkdir -p "$out"
src=$root/test/Inputs/kernels/conv2d.cl

# Sums the profiles of a log's run jobs by phase (run jobs: those with
# inputs made, read or kept from the previous job; the first, with the
# check of the original, apart).
summarize() {
  python3 - "$1" <<'PY'
import re, sys
jobs, cur = [], None
for line in open(sys.argv[1], errors="replace"):
    m = re.match(r"clopt-worker: profile of (\d+) variants, ([0-9.]+) ms", line)
    if m:
        cur = {"variants": int(m.group(1)), "total": float(m.group(2)), "phases": {}}
        jobs.append(cur)
        continue
    m = re.match(r"  (\S.*?)\s+([0-9.]+) ms\s+[0-9.]+%$", line)
    if m and cur is not None:
        cur["phases"][m.group(1)] = float(m.group(2))
    elif not line.startswith("  "):
        cur = None
runs = [j for j in jobs if any(k in j["phases"]
                               for k in ("inputs", "cached data: read", "kept data: restore"))]
if not runs:
    print("  no run job profiles"); sys.exit()
first, rest = runs[0], runs[1:]
print(f"  first run job (checks the original): {first['total']:.0f} ms")
if not rest:
    sys.exit()
total, phases = 0.0, {}
for j in rest:
    total += j["total"]
    for k, v in j["phases"].items():
        phases[k] = phases.get(k, 0.0) + v
count = sum(j["variants"] for j in rest)
print(f"  {len(rest)} later run jobs (search, re-timing, re-verification), {count} variants, {total:.0f} ms in all; by phase:")
for k, v in sorted(phases.items(), key=lambda kv: -kv[1]):
    print(f"    {k:<22} {v:9.0f} ms  {v / max(len(rest), 1):7.0f} ms/job")
PY
}

run_one() {
  local label=$1 dir=$2
  local cache
  cache=$(mktemp -d "${TMPDIR:-/tmp}/clopt-eval-throughput.XXXXXX")
  echo "== $label: conv2d 5x5 ${n}^2, --budget $budget, device $device ($dir)"
  local start end
  start=$(date +%s.%N)
  # shellcheck disable=SC2086 # TUNE_FLAGS is a list of flags
  CLOPT_WORKER_PROFILE=1 CLOPT_CACHE_DIR=$cache CLOPT_WORKER=$dir/clopt-worker \
    "$dir/clopt" "$src" -o "$out/$label.cl" --device "$device" --size "W=$n" \
    --size "H=$n" --size R=2 --budget "$budget" --db "$out/$label.db.yaml" --retune \
    --emit-report "$out/$label.json" ${TUNE_FLAGS:-} > "$out/$label.log" 2>&1
  local rc=$?
  end=$(date +%s.%N)
  rm -rf "$cache"
  [ $rc -eq 0 ] || echo "  clopt exited with $rc (see $out/$label.log)"
  python3 - "$out/$label.json" "$start" "$end" <<'PY'
import json, sys
try:
    d = json.load(open(sys.argv[1]))
except (OSError, ValueError):
    print("  no report"); sys.exit()
k = d["clopt"]["kernels"][0]
evals = len(d["results"])
search = k["times"]["search_algorithm"] / 1000
wall = float(sys.argv[3]) - float(sys.argv[2])
print(f"  {evals} evaluations in {search:.1f} s of search: {evals / search:.2f} per s "
      f"(whole run {wall:.1f} s)")
PY
  grep -E "faster than|slower than" "$out/$label.log" | tail -1 | sed 's/^/  /'
  summarize "$out/$label.log"
}

# `run.sh --summarize LOG`: the phase sums of a log already written.
if [ "${1:-}" = --summarize ]; then
  summarize "${2:?usage: run.sh --summarize LOG}"
  exit 0
fi

"$bin/clopt" devices > "$out/devices.txt" 2>&1
if [ -n "${BASELINE_BIN:-}" ]; then
  run_one before "$(cd "$BASELINE_BIN" && pwd)"
  run_one after "$bin"
else
  run_one run "$bin"
fi
rm -f "$out"/*.lock
