#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine (as root), builds clopt, then either runs
# it on examples/ (`bootstrap.sh examples`) or runs every test
# (`bootstrap.sh test`). README.md's two commands call this script.
set -euo pipefail
mode=${1:-examples}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${CLOPT_BUILD_DIR:-$root/build}
jobs=$(nproc)

packages=(
  cmake ninja-build ccache g++ python3 pkg-config
  llvm-19-dev libclang-19-dev clang-19 llvm-19-tools libclang-rt-19-dev
  ocl-icd-opencl-dev opencl-c-headers opencl-clhpp-headers pocl-opencl-icd clinfo
  libyaml-cpp-dev libgtest-dev
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "== installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

echo "== building clopt in $build"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" -j "$jobs"

case "$mode" in
  examples)
    exec bash "$root/utils/run-examples.sh" "$build"
    ;;
  test)
    echo "== running tests"
    cd "$build"
    exec ctest --output-on-failure -j "$jobs"
    ;;
  build) ;;
  *)
    echo "usage: bootstrap.sh examples|test|build" >&2
    exit 2
    ;;
esac
