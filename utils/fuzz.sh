#!/usr/bin/env bash
# Builds the libFuzzer targets clopt-fuzz (front end + analysis + every
# pass, with fuzzed parameter values; never OpenCL) and clopt-fuzz-files
# (the readers of size expressions, problem specs, tuned sidecars and the
# tuning database) and runs them, the second for a quarter of the time.
#
#   utils/fuzz.sh [SECONDS]        default 120 (the CI smoke run)
#
# Environment:
#   FUZZ_BUILD_DIR  build directory (default build-fuzz)
#   FUZZ_JOBS       parallel fuzzing processes (default 1)
#   FUZZ_NO_BUILD=1 skip configuring and building
#   FUZZ_CORPUS     corpus directory kept between runs
#                   (default $FUZZ_BUILD_DIR/fuzz-corpus)
#
# Exit status: 0 when no input crashed, hung or leaked; otherwise non-zero and
# the input is under $FUZZ_BUILD_DIR/fuzz-artifacts/. First the files under
# test/Fuzz/Regressions (test/Fuzz/FileRegressions for clopt-fuzz-files) are
# replayed. docs/fuzzing.md has the long run.
set -euo pipefail

SECONDS_TO_RUN=${1:-120}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${FUZZ_BUILD_DIR:-$ROOT/build-fuzz}
JOBS=${FUZZ_JOBS:-1}
CORPUS=${FUZZ_CORPUS:-$BUILD/fuzz-corpus}
SEEDS=$BUILD/fuzz-seeds
ARTIFACTS=$BUILD/fuzz-artifacts/

# As in bootstrap.sh: other checkouts' builds share ccache entries.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$ROOT} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
if [[ "${FUZZ_NO_BUILD:-0}" != 1 ]]; then
  CC=${CC:-clang-19} CXX=${CXX:-clang++-19} cmake -S "$ROOT" -B "$BUILD" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCLOPT_FUZZ=ON -DCLOPT_BUILD_TESTS=OFF >/dev/null
  ninja -C "$BUILD" clopt-fuzz clopt-fuzz-files
fi
FUZZER=$BUILD/bin/clopt-fuzz
FILES_FUZZER=$BUILD/bin/clopt-fuzz-files
FILES_SEEDS=$BUILD/fuzz-files-seeds
FILES_CORPUS=${FUZZ_FILES_CORPUS:-$BUILD/fuzz-files-corpus}

# Seeds: every kernel of the test suite and the examples, each behind a few
# parameter headers (16 bytes: all passes off, all on with the first values,
# all on with varied values).
rm -rf "$SEEDS"
mkdir -p "$SEEDS" "$CORPUS" "$ARTIFACTS"
n=0
while IFS= read -r -d '' f; do
  for h in 00 01 ff; do
    if [[ $h == ff ]]; then
      printf '\xff\x03\x01\x05\x07\x02\x09\x0b\x0d\x04\x11\x13\x06\x17\x19\x08' >"$SEEDS/$n-$h"
    else
      printf "$(printf '\\x%s' $h)%.0s" {1..16} >"$SEEDS/$n-$h"
    fi
    cat "$f" >>"$SEEDS/$n-$h"
  done
  n=$((n + 1))
done < <(find "$ROOT/test" "$ROOT/examples" -name '*.cl' -print0 | sort -z)
echo "fuzz.sh: $n seed kernels, $(ls "$SEEDS" | wc -l) seeds"

# Inputs that once crashed must not crash again.
if compgen -G "$ROOT/test/Fuzz/Regressions/*" >/dev/null; then
  "$FUZZER" -rss_limit_mb=2048 -timeout=10 "$ROOT"/test/Fuzz/Regressions/*
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
PARALLEL=()
if ((JOBS > 1)); then
  PARALLEL=(-jobs="$JOBS" -workers="$JOBS")
fi
"$FUZZER" "$CORPUS" "$SEEDS" -max_total_time="$SECONDS_TO_RUN" \
  -rss_limit_mb=2048 -timeout=10 -max_len=65536 -print_final_stats=1 \
  -artifact_prefix="$ARTIFACTS" "${PARALLEL[@]}"

# The readers of the files users edit (clopt-fuzz-files), a quarter of the
# time: the first byte picks the reader (0 expression, 1 problem spec or
# pragma lines, 2 tuned sidecar, 3 tuning database).
rm -rf "$FILES_SEEDS"
mkdir -p "$FILES_SEEDS" "$FILES_CORPUS"
seed() { # BYTE FILE
  { printf "$(printf '\\x%02x' "$1")"; cat "$2"; } >"$FILES_SEEDS/$1-$(basename "$2")-$RANDOM"
}
while IFS= read -r -d '' f; do
  if grep -q '^clopt_tuned:' "$f"; then seed 2 "$f"; else seed 1 "$f"; fi
done < <(find "$ROOT/test" "$ROOT/examples" -name '*.yaml' -print0 | sort -z)
while IFS= read -r -d '' f; do
  seed 1 "$f"
done < <(grep -rlZ --include='*.cl' '#pragma clopt tune' "$ROOT/test/Inputs" "$ROOT/examples")
seed 3 "$ROOT/test/Fuzz/Seeds/tuning-database.yaml"
seed 2 "$ROOT/test/Fuzz/Seeds/conv2d.tuned.cl.yaml"
for e in 'N * N + 1' '(W + 2*R) * (H + 2*R)' 'N % 64 == 0 && M <= 2147483616' \
         'ceil(G0 / 4)' '-N / -1' 'N, M, 3'; do
  printf '\x00%s' "$e" >"$FILES_SEEDS/0-$RANDOM"
done
echo "fuzz.sh: $(ls "$FILES_SEEDS" | wc -l) seeds of files"
"$FILES_FUZZER" -rss_limit_mb=2048 -timeout=10 "$ROOT"/test/Fuzz/FileRegressions/*
"$FILES_FUZZER" "$FILES_CORPUS" "$FILES_SEEDS" \
  -max_total_time="$(( SECONDS_TO_RUN / 4 > 10 ? SECONDS_TO_RUN / 4 : 10 ))" \
  -rss_limit_mb=2048 -timeout=10 -max_len=65536 -print_final_stats=1 \
  -artifact_prefix="$ARTIFACTS" "${PARALLEL[@]}"
