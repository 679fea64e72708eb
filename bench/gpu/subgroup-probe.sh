#!/usr/bin/env bash
# Which OpenCL devices offer cl_khr_subgroups, and on those, does reduce's
# subgroup path (reduce.subgroup=1) verify against the original matvec?
# A device without the extension compiles the local-memory tree instead, so
# this is the only way to exercise the subgroup code. Where a device has it,
# every reduction of the analysis suite is verified with subgroups on.
#
#   bash bench/gpu/subgroup-probe.sh BIN_DIR
set -uo pipefail
bin=${1:?usage: subgroup-probe.sh BIN_DIR}
export CLOPT_WORKER=$bin/clopt-worker
dir=$(mktemp -d)
# The device compiles both kernels: the probe writes 1 where the device
# defines cl_khr_subgroups, the variant always 0. They differ exactly on
# devices with the extension. (clopt's own parse defines no extensions.)
cat > "$dir/probe.cl" <<'CL'
__kernel void probe(__global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
#ifdef cl_khr_subgroups
    y[i] = 1.0f;
#else
    y[i] = 0.0f;
#endif
  }
}
CL
cat > "$dir/never.cl" <<'CL'
__kernel void probe(__global float *y, int N) {
  int i = get_global_id(0);
  if (i < N)
    y[i] = 0.0f;
}
CL
count=$("$bin/clopt" devices | awk 'NR > 1 && $1 ~ /^[0-9]+$/' | wc -l)
for ((d = 0; d < count; ++d)); do
  result=$("$bin/clopt" verify "$dir/probe.cl" --variant "$dir/never.cl" --device "$d" \
           --size N=64 --global N 2>&1 | tail -1)
  case "$result" in
  PASS*) echo "device $d: no cl_khr_subgroups (the subgroup path is not compiled there)" ;;
  FAIL*)
    echo "device $d: cl_khr_subgroups defined"
    "$bin/clopt" verify test/Inputs/kernels/matvec.cl --device "$d" --size N=1001 \
      --set reduce.wg=64 --set reduce.subgroup=1 2>&1 | tail -1
    # Every reduction of the analysis suite, at the files' own sizes.
    for k in matvec rownorm rowstats arraymax dotprod nbody; do
      for wg in 32 128; do
        echo "== $k wg=$wg: $("$bin/clopt" verify "test/Inputs/kernels/$k.cl" --device "$d" \
          --set reduce.wg=$wg --set reduce.subgroup=1 2>&1 | tail -1)"
      done
    done ;;
  *) echo "device $d: probe did not run: $result" ;;
  esac
done
