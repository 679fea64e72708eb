// An index term that no work-item or loop moves and no stride places (an
// offset argument, clBLAS's `offA`) is added to every copied element's
// global index, when all the array's accesses share it: such arrays were not
// cached at all ("a constant offset of its index is not a multiple of its
// strides"). Accesses that add different ones are not cached, and the remark
// names both.
// RUN: clopt rewrite %s --kernel gemm_off --set tile.k=8 --set local.A=1 --set local.B=1 \
// RUN:   --set coarsen.d0=2 --set coarsen.d1=2 -Rpass=local -o %t.cl 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: cached 'A' in local memory
// REMARK: remark: cached 'B' in local memory
// RUN: FileCheck %s --check-prefix=COPY < %t.cl
// The base is added in 64 bits: the original may add it to the pointer,
// where it never meets the int rest of the index.
// COPY: = A[((long)offA) + (lda * (grp_first_1 + cp_1) + (k0 + cp_0))];
// COPY: = B[((long)offB) + (ldb * (k0 + cp_1) + (grp_first_0 + cp_0))];
// RUN: clopt verify %s --kernel gemm_off --set tile.k=8 --set local.A=1 --set local.B=1 \
// RUN:   --set local.vcopy=4 --set coarsen.d0=2 --set coarsen.d1=2 --size M=33 --size N=31 \
// RUN:   --size K=70 --size lda=80 --size ldb=90 --size offA=7 --size offB=5 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel gemm_off --set tile.k=16 --set local.A=1 --set local.B=1 \
// RUN:   --set local.vcopy=4 --size M=17 --size N=64 --size K=64 --size lda=64 --size ldb=64 \
// RUN:   --size offA=0 --size offB=4 | FileCheck %s --check-prefix=PASS
// PASS: PASS

// A product of arguments is computed in 64 bits from its first factor.
// RUN: clopt rewrite %s --kernel wide --set tile.k=8 --set local.A=1 -o %t.wide.cl
// RUN: FileCheck %s --check-prefix=WIDE < %t.wide.cl
// WIDE: = A[((long)lda * offA) +
// RUN: clopt verify %s --kernel wide --set tile.k=8 --set local.A=1 --set coarsen.d1=2 \
// RUN:   --size M=19 --size N=21 --size K=13 --size lda=15 --size offA=3 | FileCheck %s --check-prefix=PASS

// RUN: clopt rewrite %s --kernel two_bases --set tile.k=8 --set local.A=1 -Rpass-missed=local \
// RUN:   -o %t.two.cl 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: remark: not caching 'A': its accesses add different terms that no work-item or loop moves ('offA' and 'offB'), and no stride places them
// RUN: clopt rewrite %s --kernel with_and_without --set tile.k=8 --set local.A=1 -Rpass-missed=local \
// RUN:   -o %t.mixed.cl 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: remark: not caching 'A': its accesses add different terms that no work-item or loop moves (none and 'offA'), and no stride places them

#pragma clopt tune global(N, M) sizes(M = 40, N = 36, K = 28, lda = 32, ldb = 40, offA = 3, offB = 1)
__kernel void gemm_off(__global const float *A, __global const float *B, __global float *C,
                       int M, int N, int K, int lda, int ldb, int offA, int offB) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < M && j < N) {
    float acc = 0.0f;
    for (int k = 0; k < K; k++)
      acc += A[offA + i * lda + k] * B[offB + k * ldb + j];
    C[i * N + j] = acc;
  }
}

#pragma clopt tune global(N, M) sizes(M = 40, N = 36, K = 28, lda = 32, offA = 3)
__kernel void wide(__global const float *A, __global float *C, int M, int N, int K, int lda,
                   int offA) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < M && j < N) {
    float acc = 0.0f;
    for (int k = 0; k < K; k++)
      acc += A[(long)(offA + i) * lda + k] * (float)j;
    C[i * N + j] = acc;
  }
}

#pragma clopt tune global(N, M) sizes(M = 40, N = 36, K = 28, lda = 32, offA = 3, offB = 1)
__kernel void two_bases(__global const float *A, __global float *C, int M, int N, int K,
                        int lda, int offA, int offB) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < M && j < N) {
    float acc = 0.0f;
    for (int k = 0; k < K; k++)
      acc += A[offA + i * lda + k] - A[offB + i * lda + k];
    C[i * N + j] = acc;
  }
}

#pragma clopt tune global(N, M) sizes(M = 40, N = 36, K = 28, lda = 32, offA = 3)
__kernel void with_and_without(__global const float *A, __global float *C, int M, int N, int K,
                               int lda, int offA) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < M && j < N) {
    float acc = 0.0f;
    for (int k = 0; k < K; k++)
      acc += A[i * lda + k] - A[offA + i * lda + k];
    C[i * N + j] = acc;
  }
}
