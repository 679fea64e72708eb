// Nothing to cache: every array is SinglePat (each work-item its own
// element), or not proven affine (an indirect index). The reasons name the
// arrays.
// RUN: clopt rewrite %s --kernel copy --set local.pad=1 -Rpass-missed=local 2>&1 | FileCheck %s
// RUN: clopt rewrite %s --kernel gather --set local.pad=1 -Rpass-missed=local 2>&1 | FileCheck %s --check-prefix=GATHER

__kernel void copy(__global const float *in, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i] = in[i];
}

__kernel void gather(__global const float *A, __global const int *idx,
                     __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i] = A[idx[i]];
}

// CHECK: no-reuse-remark.cl:7:1: remark: no array to cache in local memory ('in': SinglePat: no reuse; 'out': SinglePat: no reuse) [-Rpass-missed=local]
// GATHER: no-reuse-remark.cl:13:1: remark: no array to cache in local memory ('A': its accesses are not proven affine; 'idx': SinglePat: no reuse; 'out': SinglePat: no reuse) [-Rpass-missed=local]
