// The vector copy's read through a vector pointer keeps the buffer's
// address space and element type (a __constant buffer of a typedef), and
// the result matches the original where every row is 16-byte aligned
// (N = 40: the pointer read throughout), where no row length is (N = 37:
// both reads, by row) and at a size that is one row short of a tile.
// RUN: clopt rewrite %s --set tile.k=8 --set local.vcopy=4 --set local.transpose=1 \
// RUN:   --set wgshape.d0=4 --set wgshape.d1=4 | FileCheck %s
// RUN: clopt verify %s --size N=40 --set tile.k=8 --set local.vcopy=4 \
// RUN:   --set local.transpose=1 --set wgshape.d0=4 --set wgshape.d1=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --size N=37 --set tile.k=8 --set local.vcopy=4 \
// RUN:   --set local.transpose=1 --set wgshape.d0=4 --set wgshape.d1=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --size N=15 --set tile.k=8 --set local.vcopy=4 \
// RUN:   --set local.transpose=1 --set wgshape.d0=4 --set wgshape.d1=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VERIFY

// CHECK:      {{^}}        __constant const real_t *const cp_p = A + (N * (grp_first_1 + cp_1) + (k0 + cp_0));
// CHECK-NEXT: {{^}}        const float4 cp_v = (uintptr_t)cp_p % 16 == 0 ? *(__constant const float4 *)cp_p : vload4(0, cp_p);
// CHECK:      {{^}}        __global const real_t *const cp_p_2 = B + (N * (k0 + cp_1) + (grp_first_0 + cp_0));
// CHECK-NEXT: {{^}}        const float4 cp_v_2 = (uintptr_t)cp_p_2 % 16 == 0 ? *(__global const float4 *)cp_p_2 : vload4(0, cp_p_2);
// VERIFY: PASS matmul: every written buffer matches

typedef float real_t;
#pragma clopt tune global(N, N) sizes(N = 256)
__kernel void matmul(__constant real_t *A, __global const real_t *B,
                     __global real_t *C, int N) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    real_t sum = 0;
    for (int k = 0; k < N; ++k)
      sum += A[i * N + k] * B[k * N + j];
    C[i * N + j] = sum;
  }
}
