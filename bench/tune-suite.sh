#!/usr/bin/env bash
# Tunes every kernel file of the analysis suite (test/Inputs/kernels) with
# `auto` (its default budget) and with `exhaustive` (capped), on one device,
# and writes a markdown table to bench/results/tune-suite.md. Not part of the
# tests: on 2 PoCL cores it takes a few hours with the files' own sizes.
#
#   bench/tune-suite.sh [BUILD] [DEVICE]
#   env: EXHAUSTIVE_CAP (evaluations, default 300), AUTO_BUDGET (default:
#        the strategy's own), KERNELS (file stems, default all),
#        RESULT (default bench/results/tune-suite.md), CLOPT_FLAGS (extra)
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build}
device=${2:-0}
clopt=$build/bin/clopt
cap=${EXHAUSTIVE_CAP:-300}
result=${RESULT:-$root/bench/results/tune-suite.md}
work=$(mktemp -d "${TMPDIR:-/tmp}/clopt-tune-suite.XXXXXX")
stems=${KERNELS:-$(cd "$root/test/Inputs/kernels" && ls ./*.cl | sed 's|^\./||; s|\.cl$||')}

for stem in $stems; do
  src=$root/test/Inputs/kernels/$stem.cl
  for strat in auto exhaustive; do
    budget=()
    if [ "$strat" = exhaustive ]; then
      budget=(--budget "$cap")
    elif [ -n "${AUTO_BUDGET:-}" ]; then
      budget=(--budget "$AUTO_BUDGET")
    fi
    echo "== $stem ($strat)" >&2
    start=$(date +%s.%N)
    # shellcheck disable=SC2086 # CLOPT_FLAGS is a list of flags
    "$clopt" "$src" -o "$work/$stem.$strat.cl" --device "$device" --strategy "$strat" \
      "${budget[@]}" --db "$work/db.yaml" --retune \
      --emit-report "$work/$stem.$strat.json" ${CLOPT_FLAGS:-} 2> "$work/$stem.$strat.log"
    end=$(date +%s.%N)
    python3 -c "print(f'{$end - $start:.0f}')" > "$work/$stem.$strat.seconds"
    tail -2 "$work/$stem.$strat.log" >&2
  done
done
mkdir -p "$(dirname "$result")"
python3 "$root/bench/tune-table.py" "$work" \
  "clopt on the analysis suite: auto (budget ${AUTO_BUDGET:-default}) vs exhaustive (first $cap points)" \
  > "$result"
cat "$result"
echo "(runs kept in $work)" >&2
