// A term of the index that no work-item or loop moves (an offset argument,
// `offA`, as clBLAS-style kernels take) and that is no whole number of
// steps of an index variable keeps the array out of local memory, and the
// remark names the term: it said "a constant offset", although offA is
// an argument.
// RUN: clopt rewrite %s --set tile.k=8 --set local.A=1 --set coarsen.d0=2 --set coarsen.d1=2 \
// RUN:   -Rpass-missed=local -o %t.cl 2>&1 | FileCheck %s
// CHECK: offset-argument-remark.cl:[[#@LINE+9]]:{{[0-9]+}}: remark: not caching 'A': the term 'offA' of its index, which no work-item or loop moves, is not a whole number of steps of one of its index variables [-Rpass-missed=local]

#pragma clopt tune global(N, M) sizes(M = 40, N = 36, K = 28, lda = 32, ldb = 40, offA = 3)
__kernel void gemm_off(__global const float *A, __global const float *B, __global float *C,
                       int M, int N, int K, int lda, int ldb, int offA) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < M && j < N) {
    float acc = 0.0f;
    for (int k = 0; k < K; k++)
      acc += A[offA + i * lda + k] * B[k * ldb + j];
    C[i * N + j] = acc;
  }
}
