#!/usr/bin/env bash
# Tunes every kernel in examples/ on the default OpenCL device (PoCL on the
# CPU when there is no GPU) and prints the speedups. Outputs go to
# BUILD/examples/NAME.tuned.cl (+ .cl.yaml); the tuning database is
# BUILD/examples/tuning.yaml, so a second run reuses it and skips the search
# (delete it, or set CLOPT_EXAMPLES_FLAGS=--retune, to search again).
#
#   utils/run-examples.sh [BUILD]        budget: CLOPT_EXAMPLES_BUDGET (60s)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build}
clopt=$build/bin/clopt
out=$build/examples
budget=${CLOPT_EXAMPLES_BUDGET:-60s}
mkdir -p "$out"

"$clopt" devices
summary=()
for f in "$root"/examples/*.cl; do
  name=$(basename "$f" .cl)
  echo
  echo "== clopt analyze examples/$name.cl"
  "$clopt" analyze "$f"
  echo
  echo "== clopt examples/$name.cl -o $out/$name.tuned.cl --budget $budget"
  # shellcheck disable=SC2086 # CLOPT_EXAMPLES_FLAGS is a list of flags
  "$clopt" "$f" -o "$out/$name.tuned.cl" --budget "$budget" \
    --db "$out/tuning.yaml" --emit-report "$out/$name.report.json" \
    ${CLOPT_EXAMPLES_FLAGS:-} 2> >(tee "$out/$name.log" >&2)
  wait
  summary+=("$(grep -E "^$name: " "$out/$name.log" | tail -1)")
done

# An application launches the tuned kernel through the host helper with the
# original global size, at a size that is not a multiple of anything.
if [ -x "$build/bin/matvec-host" ] && [ -f "$out/matvec.tuned.cl" ]; then
  echo
  echo "== matvec-host examples/matvec.cl $out/matvec.tuned.cl 1000"
  "$build/bin/matvec-host" "$root/examples/matvec.cl" "$out/matvec.tuned.cl" 1000
fi

echo
echo "== speedups over the original kernels"
printf '%s\n' "${summary[@]}"
