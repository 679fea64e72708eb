// Tuned by clopt 0.1.0 from matmul_i.cl.
//
// Kernel 'matmul_i' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: N=192, global [192, 192]
//   passes: unroll(factor=4, full=0)
//   speedup: 1.24x (5.289 ms vs 6.548 ms for the original)
//   launch: global[0] = G0; global[1] = G1
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in sgemm_i.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper.h) applies it.

// C = A * B for square N x N matrices, one work-item per element of C, with
// the row index i on dimension 0 (test/Inputs/kernels/matmul.cl has the
// column index j there): neighbouring work-items read neighbouring rows of A
// and write down a column of C.
#pragma clopt tune global(N, N) sizes(N = 256)
// clopt: kernel 'matmul_i'
//   unroll: factor=4 full=0
//   launch: global[0] = G0; global[1] = G1
__kernel void matmul_i(__global const float *A, __global const float *B,
                       __global float *C, int N) {
  int i = get_global_id(0);
  int j = get_global_id(1);
  if (i < N && j < N) {
    float sum = 0.0f;
    {
      int k = 0;
      for (; k + 3 < N; k += 4) {
        sum += A[i * N + k] * B[k * N + j];
        sum += A[i * N + (k + 1)] * B[(k + 1) * N + j];
        sum += A[i * N + (k + 2)] * B[(k + 2) * N + j];
        sum += A[i * N + (k + 3)] * B[(k + 3) * N + j];
      }
      for (; k < N; ++k) {
        sum += A[i * N + k] * B[k * N + j];
      }
    }
    C[i * N + j] = sum;
  }
}

