#!/usr/bin/env bash
# Runs the sum3 job for element type TYPE (built with OPTIONS) twice, its
# outputs screened on the device and compared on the host, and fails unless
# both give the same results (statuses, messages, largest errors; timings and
# build facts left out). Prints the device run's results and profile.
#   screen-both.sh INPUTS_DIR WORK_PREFIX TYPE OPTIONS [SED_SCRIPT]
set -euo pipefail
inputs=$1 work=$2 type=$3 options=$4 edit=${5:-}
sed -e "s|@INPUTS@|$inputs|g" -e "s|@TYPE@|$type|" -e "s|@OPTIONS@|$options|g" \
  ${edit:+-e "$edit"} "$inputs/sum3-job.yaml.in" > "$work.job.yaml"
facts() { grep -v -e time_ms -e quantiles_ms -e reps: -e cache_hit -e build_ms "$1"; }
CLOPT_DEVICE_CHECK_MIN_BYTES=0 CLOPT_WORKER_PROFILE=1 \
  clopt-worker run "$work.job.yaml" "$work.device.yaml" 2> "$work.device.err"
CLOPT_DEVICE_CHECK_MIN_BYTES=18446744073709551615 \
  clopt-worker run "$work.job.yaml" "$work.host.yaml"
diff <(facts "$work.device.yaml") <(facts "$work.host.yaml")
facts "$work.device.yaml"
cat "$work.device.err"
