#!/usr/bin/env bash
# Checks, on a device's own OpenCL compiler, the #error macro guards that a
# rewritten or tuned file starts with (lib/Analysis/MacroGuards.cpp): built
# with the -D options it was made with, each file must build and match the
# original; built with others, the build must stop with the guard's message.
# The guards use only the C preprocessor (defined(), integer #if, ## pasting
# in a macro expanded in #if), but each driver has its own front end.
#   bash bench/gpu/guards-check/run.sh BIN DEVICE
set -uo pipefail
bin=$1; dev=$2
root=$(cd "$(dirname "$0")/../../.." && pwd)
reach=$root/test/Transforms/Reach
work=$(mktemp -d)
expect() { # pass|stop NAME -- verify arguments
  local want=$1 name=$2; shift 2
  local out; out=$("$bin/clopt" verify "$@" --device "$dev" 2>&1)
  local got=stop
  grep -q '^PASS' <<<"$out" && got=pass
  local msg; msg=$(grep -o 'clopt: this file was tuned with[^"]*' <<<"$out" | head -1)
  [ "$got" = stop ] && [ -z "$msg" ] && got="fail (no guard message)"
  [ "$got" = pass ] && msg=$(grep -o 'device [0-9]* (.*)' <<<"$out" | head -1)
  printf '%-34s want %-5s got %-5s %s\n' "$name" "$want" "$got" "$msg"
}
"$bin/clopt" rewrite "$reach/Inputs/typed.cl" -DT=float -DW=2*2 --set unroll.factor=2 \
  -o "$work/typed.cl" || exit 1
expect pass "typed: -DT=float -DW=4" "$reach/Inputs/typed.cl" -DT=float -DW=4 \
  --variant "$work/typed.cl" --size n=1000
expect stop "typed: -DT=double" "$reach/Inputs/typed.cl" -DT=double -DW=4 \
  --variant "$work/typed.cl" --size n=1000
expect stop "typed: -DW=5" "$reach/Inputs/typed.cl" -DT=float -DW=5 \
  --variant "$work/typed.cl" --size n=1000
"$bin/clopt" rewrite "$reach/macro-guards.cl" -DTS=8 -DSQUARE -I "$reach/Inputs" \
  --set vector.width=4 -o "$work/square.cl" || exit 1
expect pass "square: -DTS=8 -DSQUARE" "$reach/macro-guards.cl" -DTS=8 -DSQUARE \
  -I "$reach/Inputs" --variant "$work/square.cl" --size n=1000
expect stop "square: no -D" "$reach/macro-guards.cl" -I "$reach/Inputs" \
  --variant "$work/square.cl" --size n=1000
# A whole tune on the device: its output carries the guards and must build.
"$bin/clopt" "$reach/macro-guards.cl" -DTS=8 -DSQUARE -I "$reach/Inputs" --device "$dev" \
  --size n=1048576 --budget 8 --min-speedup 0 --db "$work/db.yaml" -o "$work/tuned.cl" -q ||
  exit 1
grep -c '^#error' "$work/tuned.cl" | sed 's/^/tuned file: #error lines: /'
expect pass "tuned: -DTS=8 -DSQUARE" "$reach/macro-guards.cl" -DTS=8 -DSQUARE \
  -I "$reach/Inputs" --variant "$work/tuned.cl" --size n=1000
expect stop "tuned: -DTS=4" "$reach/macro-guards.cl" -DTS=4 -DSQUARE \
  -I "$reach/Inputs" --variant "$work/tuned.cl" --size n=1000
