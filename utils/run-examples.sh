#!/usr/bin/env bash
# Runs clopt on every kernel in examples/ on the default device.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build}
clopt=$build/bin/clopt
for f in "$root"/examples/*.cl; do
  echo "== clopt analyze ${f#$root/}"
  "$clopt" analyze "$f"
done
