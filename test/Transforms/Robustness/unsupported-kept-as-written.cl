// A kernel the nest cannot represent is returned as written: the nest's
// placeholder for what it could not represent never reaches the output
// (get_local_id(0) used to be printed as 0).
// RUN: clopt rewrite %s --set tile.k=2 | FileCheck %s

__kernel void k(__global float *A, int N) {
  int i = get_global_id(0);
  if (i < N) A[i] = get_local_id(0) + 1.0f;
}

// CHECK-LABEL: {{^}}__kernel void k(
// CHECK: A[i] = get_local_id(0) + 1.0f;
