#!/usr/bin/env bash
# Tunes every kernel file of the analysis suite (test/Inputs/kernels) with
# `auto` (its default budget) and with `exhaustive`, on one device, and writes
# a markdown table to bench/results/tune-suite.md. Not part of the tests: on 2
# PoCL cores it takes one to two hours with the files' own sizes.
#
#   bench/tune-suite.sh [BUILD] [DEVICE]
#   env: EXHAUSTIVE_CAP  evaluations for exhaustive; default `match`: as many
#                        as auto made on the same file, so both get the same
#                        number of evaluations
#        AUTO_BUDGET     default: the strategy's own
#        KERNELS         file stems, default all
#        WORK            directory for the runs (default: a new temp dir); the
#                        table can be remade from it at any time with
#                        `bench/tune-table.py WORK`
#        RESULT          default bench/results/tune-suite.md
#        CLOPT_FLAGS     extra flags for every run
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build}
device=${2:-0}
clopt=$build/bin/clopt
cap=${EXHAUSTIVE_CAP:-match}
result=${RESULT:-$root/bench/results/tune-suite.md}
work=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/clopt-tune-suite.XXXXXX")}
mkdir -p "$work"
stems=${KERNELS:-$(cd "$root/test/Inputs/kernels" && ls ./*.cl | sed 's|^\./||; s|\.cl$||')}

# Data the analysis cannot invent: the length of an array read through an
# index buffer, and a CSR matrix (random row pointers would not be a matrix).
data_flags() {
  case "$1" in
  gather) echo "--buffer A=N" ;;
  spmv_csr)
    python3 - "$work" <<'PY'
import random, struct, sys
n, per_row = 4096, 16
random.seed(7)
rowptr, col = [0], []
for i in range(n):
    k = random.randint(per_row // 2, per_row * 3 // 2)
    col += sorted(random.sample(range(n), k))
    rowptr.append(len(col))
d = sys.argv[1]
open(f"{d}/rowptr.bin", "wb").write(struct.pack(f"<{len(rowptr)}i", *rowptr))
open(f"{d}/col.bin", "wb").write(struct.pack(f"<{len(col)}i", *col))
PY
    local nnz=$(( $(stat -c %s "$work/col.bin") / 4 ))
    echo "--input rowptr=$work/rowptr.bin --input col=$work/col.bin --buffer val=$nnz --buffer x=N" ;;
  esac
}

for stem in $stems; do
  src=$root/test/Inputs/kernels/$stem.cl
  extra=$(data_flags "$stem")
  for strat in auto exhaustive; do
    budget=()
    if [ "$strat" = exhaustive ]; then
      n=$cap
      if [ "$cap" = match ]; then
        # The largest evaluation count auto made on any kernel of the file.
        n=$(grep -o '\[[0-9]* evaluated' "$work/$stem.auto.log" 2>/dev/null |
            tr -dc '0-9\n' | sort -n | tail -1)
      fi
      [ -n "$n" ] && [ "$n" -gt 0 ] && budget=(--budget "$n")
    elif [ -n "${AUTO_BUDGET:-}" ]; then
      budget=(--budget "$AUTO_BUDGET")
    fi
    echo "== $stem ($strat ${budget[*]})" >&2
    start=$(date +%s.%N)
    # shellcheck disable=SC2086 # CLOPT_FLAGS and extra are lists of flags
    "$clopt" "$src" -o "$work/$stem.$strat.cl" --device "$device" --strategy "$strat" \
      "${budget[@]}" --db "$work/db.yaml" --retune $extra \
      --emit-report "$work/$stem.$strat.json" ${CLOPT_FLAGS:-} 2> "$work/$stem.$strat.log"
    end=$(date +%s.%N)
    python3 -c "print(f'{$end - $start:.0f}')" > "$work/$stem.$strat.seconds"
    tail -2 "$work/$stem.$strat.log" >&2
  done
done
mkdir -p "$(dirname "$result")"
label=$cap
[ "$cap" = match ] && label="as many evaluations as auto"
python3 "$root/bench/tune-table.py" "$work" \
  "clopt on the analysis suite: auto (budget ${AUTO_BUDGET:-default}) vs exhaustive ($label)" \
  > "$result"
cat "$result"
echo "(runs kept in $work)" >&2
