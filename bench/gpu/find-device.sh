# Sourced by the GPU scripts (corpus.sh, run.sh, ragged-check/run.sh):
#
#   find_device BIN_DIR OUT_DIR SCRIPT_NAME
#
# lists the OpenCL devices into OUT_DIR/devices.txt (and on stdout) and sets
# `index` to the first device of the platform whose name contains PLATFORM
# (default NVIDIA); without one, says so as SCRIPT_NAME and exits.
find_device() {
  local platform=${PLATFORM:-NVIDIA}
  "$1/clopt" devices | tee "$2/devices.txt"
  index=$(awk -v p="$platform" 'NR > 1 && index($0, p) { print $1; exit }' "$2/devices.txt")
  if [ -z "$index" ]; then
    echo "$3: no device on a platform matching '$platform'" >&2
    exit 1
  fi
}
