#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine (as root), builds clopt, then either runs
# it on examples/ (`bootstrap.sh examples`) or runs every test
# (`bootstrap.sh test`). README.md's two commands call this script.
# `bootstrap.sh sanitize` runs the test suite on an ASan + UBSan build.
set -euo pipefail
mode=${1:-examples}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${CLOPT_BUILD_DIR:-$root/build}
jobs=$(nproc)
# Builds of other checkouts on this machine (a CI clone, say) share ccache
# entries: paths are hashed relative to the checkout, debug builds included.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$root} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
sanitize_flags=()

mapfile -t packages < <(grep -v -e '^#' -e '^$' "$root/utils/packages.txt")
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

case "$mode" in
  examples | test | build) ;;
  sanitize)
    # The whole test suite again, built with AddressSanitizer and
    # UndefinedBehaviorSanitizer (CI runs this after `test`).
    build=${CLOPT_SANITIZE_BUILD_DIR:-$root/build-asan}
    sanitize_flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo
                    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1" -DCLOPT_SANITIZE=ON)
    ;;
  *)
    echo "usage: bootstrap.sh examples|test|sanitize|build" >&2
    exit 2
    ;;
esac

echo "== building clopt in $build"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  "${sanitize_flags[@]}" >/dev/null
cmake --build "$build" -j "$jobs"

case "$mode" in
  examples)
    exec bash "$root/utils/run-examples.sh" "$build"
    ;;
  test)
    # Every file the build read must come from a package this script
    # installs (a package installed by hand would hide a broken set-up).
    bash "$root/utils/check-packages.sh" "$build"
    echo "== running tests"
    cd "$build"
    exec ctest --output-on-failure -j "$jobs"
    ;;
  sanitize)
    echo "== running tests (ASan + UBSan)"
    cd "$build"
    # Leaks inside the OpenCL platform's own libraries are not clopt's.
    # Kernels that crash on purpose (tests of crash isolation) must kill the
    # worker with the signal, as they do in a normal build.
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:handle_segv=0:handle_sigbus=0:detect_stack_use_after_return=0}
    # use_tls=0: on some hosts LeakSanitizer's tracer crashes at exit while
    # reading the thread-local storage of PoCL's worker threads ("Tracer
    # caught signal 11", seen with OpenCLTest.JobRunnerVerifiesWith-
    # AReassociationTolerance run alone on an Intel Xeon host). Not scanning
    # TLS for pointers can only report more leaks, never hide one.
    export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$root/utils/lsan.supp:print_suppressions=0:use_tls=0}
    export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
    exec ctest --output-on-failure -j "$jobs"
    ;;
  build) ;;
esac
