// An id with an offset (j = get_global_id(0) + 1) indexing the cached array:
// local refuses after it started rewriting the nest. The pipeline restores
// the nest (it used to rerun itself until it ran out of memory).
// RUN: clopt rewrite %s --set tile.k=2 --set local.A=1 -Rpass-missed=local 2>&1 | FileCheck %s

__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N) {
  int j = get_global_id(0) + 1;
  if (j < N) {
    float s = 0.0f;
    for (int k = 0; k < N; ++k)
      s += A[j * N + k] * x[k];
    y[j] = s;
  }
}

// CHECK: remark: not caching 'A': the kernel's guard does not bound the ids it reads with [-Rpass-missed=local]
// CHECK-LABEL: {{^}}__kernel void matvec(
// CHECK-NOT: lm_A
// CHECK-NOT: barrier
// CHECK: s += A[j * N + k] * x[k];
