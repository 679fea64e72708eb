#!/usr/bin/env bash
# GPU figures for the tuner: tunes naive matmul (4096^2) and matvec (16384^2)
# on the NVIDIA OpenCL platform with `auto` (default budget) and `exhaustive`
# (capped), measures the ceilings in the same run (OpenCL copy bandwidth,
# cuBLAS FP32 SGEMM through PyTorch), and prints the table plus achieved
# rates. Run from the repository root on the GPU machine:
#
#   bash bench/gpu/run.sh BIN_DIR [OUT_DIR]
#
# BIN_DIR holds clopt, clopt-worker and copy_bandwidth (built on the build
# machine; see ../shared/device/README.md for carrying their libraries).
# env: KERNELS ("matmul matvec"), STRATEGIES ("auto exhaustive"),
#      PLATFORM (NVIDIA), EXHAUSTIVE_CAP (evaluations; default `match`: as
#      many as auto made on the kernel, from OUT_DIR/runs/K.auto.log),
#      AUTO_BUDGET (default: the strategy's own), MATMUL_N (4096),
#      MATVEC_N (16384). Split the work so that one command stays within
#      the machine's per-command limit (e.g. KERNELS=matmul STRATEGIES=auto,
#      then STRATEGIES=exhaustive EXHAUSTIVE_CAP=<auto's count>).
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bin=$(cd "${1:?usage: run.sh BIN_DIR [OUT_DIR]}" && pwd)
out=${2:-${OUT:-$root/bench/results/gpu}}
mkdir -p "$out"
platform=${PLATFORM:-NVIDIA}
cap=${EXHAUSTIVE_CAP:-match}
kernels=${KERNELS:-matmul matvec}
strategies=${STRATEGIES:-auto exhaustive}
export CLOPT_WORKER=$bin/clopt-worker
export CLOPT_CACHE_DIR=$out/binary-cache
work=$out/runs
mkdir -p "$work"

source "$root/bench/gpu/find-device.sh"
find_device "$bin" "$out" run.sh

declare -A size=([matmul]=${MATMUL_N:-4096} [matvec]=${MATVEC_N:-16384})
for k in $kernels; do
  for strat in $strategies; do
    budget=()
    if [ "$strat" = exhaustive ]; then
      n=$cap
      if [ "$cap" = match ]; then
        n=$(grep -o '\[[0-9]* evaluated' "$work/$k.auto.log" 2>/dev/null | tr -dc '0-9')
      fi
      [ -n "$n" ] && budget=(--budget "$n")
    elif [ -n "${AUTO_BUDGET:-}" ]; then
      budget=(--budget "$AUTO_BUDGET")
    fi
    echo "== $k N=${size[$k]} ($strat)" >&2
    start=$(date +%s.%N)
    "$bin/clopt" "$root/test/Inputs/kernels/$k.cl" -o "$work/$k.$strat.cl" \
      --device "$index" --size "N=${size[$k]}" --strategy "$strat" "${budget[@]}" \
      --db "$out/tuning.yaml" --retune --emit-report "$work/$k.$strat.json" \
      2> "$work/$k.$strat.log"
    end=$(date +%s.%N)
    python3 -c "print(f'{$end - $start:.0f}')" > "$work/$k.$strat.seconds"
    tail -2 "$work/$k.$strat.log" >&2
  done
done

{
  python3 "$root/bench/tune-table.py" "$work" "clopt on the GPU ($platform)"
  echo
  echo "## Ceilings measured in the same run"
  echo
  echo '```'
  if [ -x "$bin/copy_bandwidth" ]; then
    "$bin/copy_bandwidth" "$index" 512 2>&1
  else
    echo "copy_bandwidth: not in $bin"
  fi
  python3 "$root/bench/ceilings/cublas_sgemm.py" "${size[matmul]}" 2>&1 || true
  echo '```'
  echo
  echo "## Achieved rates (tuned, from the table's times)"
  echo
  python3 - "$work" "${size[matmul]}" "${size[matvec]}" <<'PY'
import os, re, sys
work, nmm, nmv = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
speed = re.compile(r"^//   speedup: [0-9.]+x \(([0-9.e+-]+) ms vs ([0-9.e+-]+) ms")
kept = re.compile(r"^//   no variant beat the original \(([0-9.e+-]+) ms\)")
for name in sorted(os.listdir(work)):
    if not name.endswith(".cl"):
        continue
    kernel, strat = name.split(".")[:2]
    tuned = naive = None
    for line in open(os.path.join(work, name)):
        if m := speed.match(line):
            tuned, naive = float(m.group(1)), float(m.group(2))
        elif m := kept.match(line):
            tuned = naive = float(m.group(1))
    if tuned is None:
        continue
    if kernel == "matmul":
        f = 2.0 * nmm ** 3
        print(f"{kernel} {strat}: naive {f / naive / 1e6:.0f} GFLOP/s, tuned {f / tuned / 1e6:.0f} GFLOP/s")
    elif kernel == "matvec":
        b = 4.0 * (nmv * nmv + 2 * nmv)
        print(f"{kernel} {strat}: naive {b / naive / 1e6:.0f} GB/s, tuned {b / tuned / 1e6:.0f} GB/s")
PY
} | tee "$out/gpu-table.md"
