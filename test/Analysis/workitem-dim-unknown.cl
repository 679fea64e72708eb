// A work-item call whose dimension is not a constant 0, 1 or 2 has an unknown
// dimension: it is no id dimension of the kernel, and indices using it are
// not affine.
// RUN: clopt analyze %s | FileCheck %s

__kernel void k(__global float *A, int N) {
  int i = get_global_id(7);
  A[i] = 1.0f;
}

// CHECK: work-item calls: get_global_id(?) at 7:11
// CHECK: A[?]
// CHECK: unknowns:
// CHECK: dimension of 'get_global_id' is not a constant 0, 1 or 2
