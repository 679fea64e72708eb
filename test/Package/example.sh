#!/usr/bin/env bash
# Usage: example.sh BUILD_DIR [COMPILER_FLAGS]
#
# What a user of the package does (docs/cmake.md): installs clopt from
# BUILD_DIR into a fresh prefix, tunes one of examples/cmake's two kernels
# into a tuning database on the OpenCL device, then configures, builds and
# runs examples/cmake from the installed prefix alone (find_package(clopt)):
#   - the tuned kernel comes from the database, the other one keeps its
#     original code with a build warning naming the missing entry;
#   - a second build does nothing (also one that tunes into the database);
#     editing a header a kernel includes
#     re-runs clopt on that kernel only;
#   - FALLBACK error fails the build with a message that says how to tune;
#   - pkg-config finds the host helper.
# COMPILER_FLAGS are what the installed libraries need from their users'
# builds (the sanitizer flags of a -DCLOPT_SANITIZE=ON build).
set -euo pipefail
build=$(cd "${1:?usage: example.sh BUILD_DIR}" && pwd)
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
flags=${2:-}
work=$(mktemp -d /tmp/clopt-package-test.XXXXXX)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
fail() { echo "package test: FAIL: $*" >&2; exit 1; }

prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" >"$work/install.log"
for f in bin/clopt bin/clopt-worker include/clopt/Runtime/HostHelper/HostHelper.h \
         lib/cmake/clopt/cloptConfig.cmake lib/cmake/clopt/cloptConfigVersion.cmake \
         lib/cmake/clopt/CloptTunedKernels.cmake; do
  [ -e "$prefix/$f" ] || fail "cmake --install did not install $f"
done
pc=$(find "$prefix" -name clopt-hosthelper.pc)
[ -n "$pc" ] || fail "no clopt-hosthelper.pc installed"
"$prefix/bin/clopt" --version | grep -q clopt || fail "installed clopt does not run"

# The example's sources, copied: the test edits a header.
cp -r "$root/examples/cmake" "$work/src"
db=$work/tuning.yaml
"$prefix/bin/clopt" "$work/src/kernels/matvec.cl" -o "$work/scratch.cl" --db "$db" \
  --budget 4 -q || fail "tuning matvec into the database failed"

configure() { # BUILD_DIR FALLBACK [DATABASE]
  cmake -S "$work/src" -B "$1" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" \
    -DCLOPT_EXAMPLE_DB="${3:-$db}" -DCLOPT_EXAMPLE_FALLBACK="$2" \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" >"$1.configure.log" 2>&1 ||
    { cat "$1.configure.log"; fail "configuring examples/cmake ($2) failed"; }
}

configure "$work/b" original
cmake --build "$work/b" >"$work/build1.log" 2>&1 || { cat "$work/build1.log"; fail "build failed"; }
grep -q "warning: no entry in the tuning database .* for kernel 'axpy'" "$work/build1.log" ||
  { cat "$work/build1.log"; fail "no build warning naming axpy's missing entry"; }
if grep -q "kernel 'matvec'" "$work/build1.log"; then
  cat "$work/build1.log"; fail "matvec has a database entry but the build warned about it"
fi
"$work/b/clopt-example" >"$work/run.log" 2>&1 || { cat "$work/run.log"; fail "the example failed"; }
grep -q "^matvec: .* kernel, N = 300: correct" "$work/run.log" || fail "matvec did not run"
grep -q "^axpy: original kernel, N = 1001: correct" "$work/run.log" || fail "axpy did not run"
grep -q "tuned by clopt\|Tuned by clopt" "$work/b/kernels/matvec.tuned.cl" ||
  fail "matvec.tuned.cl was not written by clopt"

# Nothing changed: nothing runs.
cmake --build "$work/b" >"$work/build2.log" 2>&1
if grep -q "clopt: " "$work/build2.log"; then
  cat "$work/build2.log"; fail "a second build re-ran clopt"
fi
# A database that did not exist at the first build (the depfile could not
# name it) is picked up at the next configure (docs/cmake.md).
configure "$work/late" original "$work/late.yaml"
cmake --build "$work/late" >"$work/late1.log" 2>&1 || { cat "$work/late1.log"; fail "build failed"; }
grep -q "warning: no tuning database .* (no such file), so no entry for kernel 'matvec'" "$work/late1.log" ||
  { cat "$work/late1.log"; fail "no warning for matvec without a database"; }
cp "$db" "$work/late.yaml"
configure "$work/late" original "$work/late.yaml"
cmake --build "$work/late" >"$work/late2.log" 2>&1 || { cat "$work/late2.log"; fail "build failed"; }
if grep -q "no tuning database entry" "$work/late/kernels/matvec.tuned.cl"; then
  cat "$work/late2.log"; fail "a database created after the first build was not picked up"
fi
# A header axpy.cl includes changes: clopt runs on axpy only.
echo "// edited" >>"$work/src/kernels/ops.h"
cmake --build "$work/b" >"$work/build3.log" 2>&1 || { cat "$work/build3.log"; fail "rebuild failed"; }
grep -q "axpy.cl -> axpy.tuned.cl" "$work/build3.log" ||
  { cat "$work/build3.log"; fail "editing ops.h did not re-run clopt on axpy.cl"; }
if grep -q "matvec.cl -> matvec.tuned.cl" "$work/build3.log"; then
  fail "editing ops.h re-ran clopt on matvec.cl, which does not include it"
fi
# The problem spec changes: clopt runs again.
printf 'kernels:\n  matvec:\n    sizes: {N: 256}\n' >"$work/src/kernels/matvec.cl.yaml"
configure "$work/b" original
touch "$work/src/kernels/matvec.cl.yaml"
cmake --build "$work/b" >"$work/build4.log" 2>&1 || { cat "$work/build4.log"; fail "rebuild failed"; }
grep -q "matvec.cl -> matvec.tuned.cl" "$work/build4.log" ||
  { cat "$work/build4.log"; fail "a new matvec.cl.yaml did not re-run clopt on matvec.cl"; }

# A build that tunes stores into the database: the database is not its
# input, so one kernel's store does not make the other out of date, and a
# second build has nothing to do. (The database exists at configure time,
# as a committed one does.)
: >"$work/tune-db.yaml"
cmake -S "$work/src" -B "$work/t" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" \
  -DCLOPT_EXAMPLE_DB="$work/tune-db.yaml" -DCLOPT_EXAMPLE_TUNE=ON \
  -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" >"$work/t.configure.log" 2>&1 ||
  { cat "$work/t.configure.log"; fail "configuring examples/cmake (tuning) failed"; }
cmake --build "$work/t" >"$work/tune1.log" 2>&1 || { cat "$work/tune1.log"; fail "tuning build failed"; }
cmake --build "$work/t" >"$work/tune2.log" 2>&1
if grep -q "clopt: " "$work/tune2.log"; then
  cat "$work/tune2.log"; fail "a second tuning build re-ran clopt"
fi

# FALLBACK error: the build fails and says how to tune.
configure "$work/e" error
if cmake --build "$work/e" >"$work/build-error.log" 2>&1; then
  fail "FALLBACK error built although axpy has no database entry"
fi
grep -q "no entry in the tuning database .* for kernel 'axpy'.*run clopt without --no-tune" \
  "$work/build-error.log" || { cat "$work/build-error.log"; fail "unhelpful FALLBACK error message"; }

# pkg-config: the host helper's flags.
pcflags=$(PKG_CONFIG_PATH=$(dirname "$pc") pkg-config --cflags --libs clopt-hosthelper) ||
  fail "pkg-config does not know clopt-hosthelper"
# shellcheck disable=SC2086 # word splitting of the flags is intended
c++ -std=c++17 $flags -o "$work/pc-example" "$work/src/main.cpp" \
  -DTUNED_DIR="\"$work/b/kernels\"" -DKERNEL_INCLUDE_DIR="\"$work/src/kernels\"" $pcflags ||
  fail "building with pkg-config's flags failed ($pcflags)"
"$work/pc-example" >/dev/null || fail "the example built with pkg-config's flags failed"
echo "package test: PASS"
