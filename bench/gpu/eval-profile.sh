#!/usr/bin/env bash
# Where an evaluation's time goes on a large 2-D problem: one worker job with
# the reference and 8 variants (the original kernel itself, so nothing is
# compiled twice) of the 5x5 convolution at 8192^2, run by each given worker;
# prints each job's wall time and, for workers that have it, the profile by
# phase (CLOPT_WORKER_PROFILE). Run from the repository root:
#
#   bash bench/gpu/eval-profile.sh BIN_DIR [WORKER ...] [-- clopt verify flags]
#
# BIN_DIR holds clopt and clopt-worker; further WORKERs (e.g. the previous
# build's clopt-worker, packed as BIN_DIR/clopt-worker.baseline by
# bench/gpu/pack.sh with BASELINE_WORKER=...) run the same job for a before/
# after comparison. env: SIZE (8192), VARIANTS (8), DEVICE (first GPU, else 0).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bin=$(cd "${1:?usage: eval-profile.sh BIN_DIR [WORKER ...]}" && pwd)
shift
workers=("$bin/clopt-worker")
while [ $# -gt 0 ] && [ "$1" != -- ]; do workers+=("$1"); shift; done
[ "${1:-}" = -- ] && shift
n=${SIZE:-8192}
work=$(mktemp -d "${TMPDIR:-/tmp}/clopt-eval-profile.XXXXXX")
device=${DEVICE:-$("$bin/clopt" devices | awk 'NR > 1 && $2 == "gpu" { print $1; exit }')}
device=${device:-0}
src=$root/test/Inputs/kernels/conv2d.cl
"$bin/clopt" verify "$src" --variant "$src" --device "$device" --size W="$n" --size H="$n" \
  --size R=2 --time --emit-job "$work/job1.yaml" "$@"
python3 - "$work/job1.yaml" "$work/job.yaml" "${VARIANTS:-8}" <<'PY'
import sys
src, dst, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
s = open(src).read()
i, j = s.index("variants:\n"), s.index("timing:")
block = s[i + len("variants:\n"):j]
s = s[:i] + "variants:\n" + "".join(block.replace("id: variant", f"id: v{k}")
                                     for k in range(count)) + s[j:]
open(dst, "w").write(s.replace('dir: ""', f'dir: "{sys.argv[2]}.cache"'))
PY
for w in "${workers[@]}"; do
  echo "== $w: conv2d 5x5 ${n}^2, ${VARIANTS:-8} variants"
  start=$(date +%s.%N)
  CLOPT_WORKER_PROFILE=1 "$w" run "$work/job.yaml" "$work/result.yaml" || echo "(exit $?)"
  end=$(date +%s.%N)
  python3 -c "print(f'wall {$end - $start:.2f} s')"
  grep -E "^  (id|status|time_ms):" "$work/result.yaml" | paste - - - | head -3
done
rm -rf "$work"
