# Sourced by the probes of hand-picked settings (bench/gpu/window-seeds,
# bench/gpu/register-window) with their arguments, BIN DEVICE: sets bin,
# dev, root, the suite's convolutions k2 (2-D) and k3 (3-D), and
#   probe FILE SIZES SETTINGS...
# which prints "== SETTINGS" and the last PROBE_LINES (default 2) lines of
# `clopt verify --time` for them: the check against the naive kernel and
# both times.
set -uo pipefail
bin=$1; dev=$2
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
k2=$root/test/Inputs/kernels/conv2d.cl
k3=$root/test/Inputs/kernels/conv3d.cl
probe() { # file sizes -- settings
  local file=$1 sizes=$2; shift 2
  echo "== $*"
  "$bin/clopt" verify "$file" $sizes --device "$dev" --time "$@" 2>&1 |
    tail -"${PROBE_LINES:-2}"
}
