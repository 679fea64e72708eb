#!/usr/bin/env bash
# One worker job as a search batch runs it, before and after: the 5x5
# convolution (test/Inputs/kernels/conv2d.cl, R=2) at SIZE^2 on PoCL, the
# reference and 4 variants that are the original itself (built once, then
# from the binary cache, so no compile is timed), mode verify. Runs ROUNDS
# rounds of: the BEFORE worker; the AFTER worker without a data cache; the
# AFTER worker with a data cache already written (a search's later batch).
# Prints each phase's median over the rounds. From the repository root:
#
#   bash bench/results/2026-11-24-pocl-eval/jobprofile.sh BEFORE_BIN AFTER_BIN [ROUNDS]
#
# env: SIZE (8192), DEVICE (0).
set -euo pipefail
before=$(cd "$1" && pwd)
after=$(cd "$2" && pwd)
rounds=${3:-3}
n=${SIZE:-8192}
work=$(mktemp -d "${TMPDIR:-/tmp}/clopt-jobprofile.XXXXXX")
trap 'rm -rf "$work"' EXIT
src=test/Inputs/kernels/conv2d.cl
CLOPT_CACHE_DIR=$work/bin "$after/clopt" verify "$src" --variant "$src" --device "${DEVICE:-0}" \
  --size W="$n" --size H="$n" --size R=2 --emit-job "$work/job1.yaml" > /dev/null
python3 - "$work" <<'PY'
import sys
w = sys.argv[1]
s = open(f"{w}/job1.yaml").read()
i, j = s.index("variants:\n"), s.index("timing:")
block = s[i + len("variants:\n"):j]
s = s[:i] + "variants:\n" + "".join(block.replace("id: variant", f"id: v{k}")
                                     for k in range(4)) + s[j:]
s = s.replace('dir: ""', f'dir: "{w}/bin"')
open(f"{w}/job.yaml", "w").write(s)
open(f"{w}/job-cache.yaml", "w").write(s + f'data_cache: "{w}/data"\n')
PY
mkdir -p "$work/data"
# The file a search's first job leaves (not timed here).
"$after/clopt-worker" run "$work/job-cache.yaml" "$work/first.yaml" 2> /dev/null
run() { # LABEL WORKER JOB ROUND
  local s e
  s=$(date +%s.%N)
  CLOPT_WORKER_PROFILE=1 "$2" run "$work/$3" "$work/$1.$4.yaml" 2> "$work/$1.$4.err"
  e=$(date +%s.%N)
  python3 -c "print(f'  wall {($e - $s) * 1000:.1f} ms 0%')" >> "$work/$1.$4.err"
  [ "$(grep -c 'status: ok' "$work/$1.$4.yaml")" = 5 ] || echo "$1 round $4: not every run passed"
}
for r in $(seq "$rounds"); do
  run before "$before/clopt-worker" job.yaml "$r"
  run after-no-cache "$after/clopt-worker" job.yaml "$r"
  run after-cached "$after/clopt-worker" job-cache.yaml "$r"
done
python3 - "$work" "$rounds" <<'PY'
import re, statistics, sys
w, rounds = sys.argv[1], int(sys.argv[2])
labels = ["before", "after-no-cache", "after-cached"]
table, order = {}, []
for l in labels:
    for r in range(1, rounds + 1):
        for line in open(f"{w}/{l}.{r}.err"):
            m = re.match(r"  (\S.*?)\s+([0-9.]+) ms\s+[0-9.]+%$", line)
            if m:
                k = m.group(1)
                if k not in order:
                    order.append(k)
                table.setdefault((l, k), []).append(float(m.group(2)))
print(f"median of {rounds} rounds, ms | " + " | ".join(labels))
for k in order:
    cells = [f"{statistics.median(table[(l, k)]):.0f}" if (l, k) in table else "-"
             for l in labels]
    print(f"{k} | " + " | ".join(cells))
PY
