#!/usr/bin/env bash
# Packs what the GPU machine needs to run bench/suite.sh into .device/ (in the
# checkout that `run` sends), building nothing:
#
#   bash bench/gpu/pack.sh [BUILD_DIR]        # default: build
#
#   .device/bin/   clopt, clopt-worker, copy_bandwidth (from BUILD_DIR/bin), and
#                  clopt-worker.baseline when BASELINE_WORKER names a worker
#   .device/debs/  the Debian runtime libraries (libLLVM, libclang-cpp, z3,
#                  yaml-cpp) from ../shared/device/fetch-runtime-debs.sh
#   .device/unpack-runtime.sh  unpacks them there and prints LD_LIBRARY_PATH
#
# and checks that .device/ plus the tree `run` sends stays under 64 MiB.
# .device/ must be ignored (it is in .gitignore). Then, on the device, one
# command per part, carry [".device"], each about 8 minutes (--time-limit
# stops starting kernels that would not fit; the summary is always written):
#
#   eval "$(bash .device/unpack-runtime.sh .device/debs)"; bash bench/suite.sh --bin .device/bin --pack --time-limit 500 --out $OUT/suite --kernels @gemm
#
# (bench/README.md lists the three parts, their expected durations and the
# evaluation-throughput profile.)
#
# with @gemm, then @stencil, then @rest (or any kernel names). $OUT/suite
# holds at most 7 files (summary.md, results.json, runs.tar.gz, 3 plots, and
# nothing else), so everything comes back. Put each part's results into the
# tree (e.g. bench/results/DATE-h100/part-gemm/) and combine them with
#   bash bench/suite.sh --merge DIR1 DIR2 DIR3 --out bench/results/DATE-h100
# (plots need matplotlib: the GPU machine has it; a final device command can
# run the merge there, the part directories travel with the tree).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
shared=${SHARED_DEVICE:-$root/../shared/device}
dev=$root/.device
cd "$root"
git check-ignore -q .device/x || { echo "pack.sh: .device/ is not ignored by git" >&2; exit 1; }
mkdir -p "$dev/bin"
for b in clopt clopt-worker copy_bandwidth; do
  [ -x "$build/bin/$b" ] || { echo "pack.sh: $build/bin/$b is missing (build it first)" >&2; exit 1; }
  cp "$build/bin/$b" "$dev/bin/"
done
# A previous build's worker, for before/after figures (bench/gpu/eval-profile.sh).
if [ -n "${BASELINE_WORKER:-}" ]; then
  cp "$BASELINE_WORKER" "$dev/bin/clopt-worker.baseline"
  strip "$dev/bin/clopt-worker.baseline" 2>/dev/null || true
fi
strip "$dev/bin/clopt" "$dev/bin/clopt-worker" "$dev/bin/copy_bandwidth" 2>/dev/null || true
if ! ls "$dev/debs/"*.deb >/dev/null 2>&1; then
  bash "$shared/fetch-runtime-debs.sh" "$dev/debs" >&2
fi
cp "$shared/unpack-runtime.sh" "$dev/"
# Every library the binaries need must be on the GPU machine or in a .deb.
contents=$(for d in "$dev"/debs/*.deb; do dpkg -c "$d"; done | awk '{print $6}' | sed 's|.*/||')
missing=""
for lib in $(ldd "$dev/bin/clopt" "$dev/bin/clopt-worker" | awk '/=>/ {print $1}' | sort -u); do
  case $lib in
    # The C/C++ runtime, OpenCL's ICD loader and the libraries every Ubuntu
    # 24.04 with python3 has.
    libc.so*|libm.so*|libstdc++*|libgcc_s*|libOpenCL*|ld-linux*|libdl*|libpthread*|librt*|libz.so*|libzstd*|libtinfo*|libffi*|libedit*|libxml2*|libbsd*|libmd.so*|liblzma*|libicu*|libgomp*) ;;
    *) grep -qxF "$lib" <<< "$contents" || missing="$missing $lib" ;;
  esac
done
[ -z "$missing" ] || echo "pack.sh: warning: not in a carried .deb (must be on the GPU machine): $missing" >&2
carried=$(du -sb "$dev" | cut -f1)
# (du fails on tracked files moved aside to make room; their size is not sent.)
tree=$(git ls-files -z --cached --others --exclude-standard | { du -cb --files0-from=- 2>/dev/null || true; } | tail -1 | cut -f1)
total=$((carried + tree))
printf 'pack.sh: .device %d MiB + tree %d MiB = %d MiB (limit 64 MiB)\n' \
  $((carried >> 20)) $((tree >> 20)) $((total >> 20))
[ "$total" -lt $((64 << 20)) ] || { echo "pack.sh: too large to carry" >&2; exit 1; }
du -sh "$dev"/* 
