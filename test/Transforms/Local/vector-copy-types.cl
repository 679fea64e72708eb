// The vector copy reads the element type from clang: a buffer of
// `unsigned int` is copied with uint4 loads (the __local tiles keep the
// source's spelling), and the result matches the original at a size that
// no tile divides.
// RUN: clopt rewrite %s --set tile.k=8 --set local.vcopy=4 --set local.transpose=1 \
// RUN:   --set wgshape.d0=4 --set wgshape.d1=4 | FileCheck %s
// RUN: clopt verify %s --size N=37 --set tile.k=8 --set local.vcopy=4 \
// RUN:   --set local.transpose=1 --set wgshape.d0=4 --set wgshape.d1=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VERIFY

// CHECK:      {{^}}  __local unsigned int lm_A[8][4];
// CHECK:      {{^}}        __global const unsigned int *const cp_p = A + (N * (grp_first_1 + cp_1) + (k0 + cp_0));
// CHECK-NEXT: {{^}}        const uint4 cp_v = (uintptr_t)cp_p % 16 == 0 ? *(__global const uint4 *)cp_p : vload4(0, cp_p);
// CHECK-NEXT: {{^}}        lm_A[cp_0][cp_1] = cp_v.s0;
// VERIFY: PASS matmul: every written buffer matches

#pragma clopt tune global(N, N) sizes(N = 256)
__kernel void matmul(__global const unsigned int *A, __global const unsigned int *B,
                     __global unsigned int *C, int N) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    unsigned int sum = 0u;
    for (int k = 0; k < N; ++k)
      sum += A[i * N + k] * B[k * N + j];
    C[i * N + j] = sum;
  }
}
