#!/usr/bin/env bash
# Usage: check-packages.sh BUILD_DIR
#
# Fails when a build read a file that a fresh Debian 12 machine would not
# have after utils/bootstrap.sh: every file CMake found (config files,
# libraries, programs), every header the compiler read (ninja's deps log)
# and every library linked must belong to a package that utils/packages.txt
# installs, directly or as a dependency, or to a package Debian always has
# (priority required). A package installed by hand on this machine is
# exactly what this catches: the build works here and fails for every user.
set -euo pipefail
build=${1:?usage: check-packages.sh BUILD_DIR}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# What the set-up installs: the list and everything it depends on.
grep -v -e '^#' -e '^$' "$root/utils/packages.txt" >"$tmp/listed"
xargs apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts \
  --no-breaks --no-replaces --no-enhances <"$tmp/listed" 2>/dev/null |
  grep -v '^ ' | sed 's/^<\(.*\)>$/\1/; s/:.*$//' >"$tmp/closure"
dpkg-query -W -f='${Package} ${Priority} ${Essential}\n' |
  awk '$2 == "required" || $3 == "yes" { print $1 }' >>"$tmp/closure"
cat "$tmp/listed" >>"$tmp/closure"
sort -u -o "$tmp/closure" "$tmp/closure"
if [ "$(wc -l <"$tmp/listed")" -ge "$(wc -l <"$tmp/closure")" ]; then
  echo "check-packages: apt-cache knows no dependencies (run apt-get update)" >&2
  exit 1
fi

# What the build read, outside the source and build trees.
{
  # Files and config directories CMake found.
  sed -n 's/^[A-Za-z0-9_]*:\(FILEPATH\|PATH\)=\(\/.*\)$/\2/p' "$build/CMakeCache.txt" |
    while read -r p; do
      if [ -d "$p" ]; then
        # A package's config directory: its Config.cmake is what was read.
        ls "$p"/*Config.cmake "$p"/*-config.cmake 2>/dev/null || true
      elif [ -e "$p" ]; then
        echo "$p"
      fi
    done
  # Headers every object was compiled against.
  ninja -C "$build" -t deps 2>/dev/null | awk '/^ +\// { print $1 }'
  # Libraries on every link line.
  grep -o '\(^\| \)/[^ ]*\.\(so\|a\)\(\.[0-9.]*\)\?' "$build/build.ninja" |
    sed 's/^ //' || true
} | grep -v -e "^$root/" -e "^$build/" -e '^/tmp/' | sort -u >"$tmp/files"

# Owning package of each file (through symlinks: dpkg knows the real path
# or the link, depending on the package). One dpkg call for all of them.
while read -r f; do
  printf '%s\t%s\n' "$f" "$f"
  printf '%s\t%s\n' "$(readlink -f "$f")" "$f"
done <"$tmp/files" | sort -u >"$tmp/paths"
cut -f1 "$tmp/paths" | sort -u | xargs -d '\n' dpkg -S 2>/dev/null |
  grep -v '^diversion ' | sed 's/^\(.*\): \(\/.*\)$/\2\t\1/' >"$tmp/dpkg" || true
# owners: "package file" for each file read, under the name the build used.
awk -F'\t' 'NR == FNR { own[$1] = $2; next }
     ($1 in own) { n = split(own[$1], p, ", "); for (i = 1; i <= n; i++) {
                     sub(/:.*$/, "", p[i]); print p[i], $2 } }' \
  "$tmp/dpkg" "$tmp/paths" | sort -u >"$tmp/owners"
cut -d' ' -f2 "$tmp/owners" | sort -u >"$tmp/owned"
comm -23 "$tmp/files" "$tmp/owned" >"$tmp/unowned"

status=0
if [ -s "$tmp/unowned" ]; then
  echo "check-packages: the build read files that no Debian package installs:" >&2
  sed 's/^/  /' "$tmp/unowned" >&2
  status=1
fi
# A file is fine when any of its owners is installed by the set-up.
awk 'NR == FNR { ok[$1] = 1; next }
     { seen[$2] = 1; if ($1 in ok) good[$2] = 1; else who[$2] = who[$2] " " $1 }
     END { for (f in seen) if (!(f in good)) print who[f] ":", f }' \
  "$tmp/closure" "$tmp/owners" | sort >"$tmp/missing"
if [ -s "$tmp/missing" ]; then
  echo "check-packages: the build read files from packages that utils/packages.txt does not install:" >&2
  sed 's/^ */  /' "$tmp/missing" >&2
  status=1
fi
n=$(wc -l <"$tmp/files")
if [ $status -eq 0 ]; then
  echo "check-packages: $n files read by the build, all from packages the set-up installs"
fi
exit $status
