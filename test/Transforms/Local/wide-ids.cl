// The ids are size_t: the work-group's first point (grp_first_d), from
// which the copies into the __local tiles index, is size_t too. An int
// truncated it past 2^31 points (Coarsen/wide-ids.cl).
// RUN: clopt rewrite %s --set tile.k=8 --set local.A=1 --set local.B=1 --set wgshape.d0=8 \
// RUN:   --set wgshape.d1=8 | FileCheck %s
// RUN: clopt verify %s --set tile.k=8 --set local.A=1 --set local.B=1 --set wgshape.d0=8 \
// RUN:   --set wgshape.d1=8 --size N=37 | FileCheck %s --check-prefix=PASS

// CHECK:      {{^}}  const int lid_0 = get_local_id(0);
// CHECK-NEXT: {{^}}  const size_t grp_first_0 = get_group_id(0) * 8;
// CHECK-NEXT: {{^}}  const int lid_1 = get_local_id(1);
// CHECK-NEXT: {{^}}  const size_t grp_first_1 = get_group_id(1) * 8;
// PASS: PASS matmul: every written buffer matches

#pragma clopt tune global(N, N) sizes(N = 64)
__kernel void matmul(__global const float *A, __global const float *B,
                     __global float *C, ulong N) {
  size_t j = get_global_id(0);
  size_t i = get_global_id(1);
  if (i < N && j < N) {
    float sum = 0.0f;
    for (ulong k = 0; k < N; ++k)
      sum += A[i * N + k] * B[k * N + j];
    C[i * N + j] = sum;
  }
}
