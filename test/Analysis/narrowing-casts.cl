// A conversion that may not keep an index's value makes it not affine: to
// fewer than 32 bits (`(char)offS`, `(uchar)(i * lda)`), or of a 64-bit
// argument to 32 (`(int)offL`). The affine form dropped the cast, and a
// local tile copied from `A[offS + ...]` what the kernel read from
// `A[(char)offS + ...]`: wrong results at offS = 259. An id converted to
// int, and a constant that fits, stay affine.
// RUN: clopt analyze %s 2>&1 | FileCheck %s
// CHECK: index of 'A' is not affine: '(char)offS' converts to 8 bits, which may not keep its value
// CHECK: index of 'A' is not affine: '(uchar)(i * lda)' converts to 8 bits, which may not keep its value
// CHECK: index of 'A' is not affine: '(int)offL' converts the 64-bit argument 'offL' to 32 bits, which may not keep its value
// CHECK-NOT: (short)3
// RUN: clopt verify %s --kernel char_offset --set tile.k=8 --set local.A=1 --size M=5 --size N=4 \
// RUN:   --size K=9 --size lda=10 --size offS=259 | FileCheck %s --check-prefix=PASS
// PASS: PASS char_offset

#pragma clopt tune global(N, M) sizes(M = 20, N = 16, K = 20, lda = 24, offS = 3) buffers(A = 70000 + M * lda + K)
__kernel void char_offset(__global const float *A, __global float *C, int M, int N, int K,
                          int lda, int offS) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < M && j < N) {
    float acc = 0.0f;
    for (int k = 0; k < K; k++)
      acc += A[(char)offS + i * lda + k] * (float)j;
    C[i * N + j] = acc;
  }
}

__kernel void uchar_row(__global const float *A, __global float *C, int M, int N, int K,
                        int lda) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < M && j < N) {
    float acc = 0.0f;
    for (int k = 0; k < K; k++)
      acc += A[(uchar)(i * lda) + k];
    C[i * N + j] = acc;
  }
}

__kernel void long_offset(__global const float *A, __global float *C, int N, long offL) {
  int i = get_global_id(0);
  if (i < N)
    C[i] = A[(int)offL + i] + A[(short)3 + i];
}
