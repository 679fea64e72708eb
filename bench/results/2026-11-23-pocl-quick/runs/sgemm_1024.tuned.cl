// Tuned by clopt 0.1.0 from matmul.cl.
//
// Kernel 'matmul' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: N=96, global [96, 96]
//   passes: tile(k=64) coarsen(d0=4, d1=2, dist=block) private(hoist=1) wgshape(d0=4, d1=16)
//   speedup: 4.34x (0.1273 ms vs 0.5527 ms for the original)
//   launch: global[0] = roundUp(ceil(G0 / 4), 4), local[0] = 4; global[1] = roundUp(ceil(G1 / 2), 16), local[1] = 16
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in sgemm_1024.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper.h) applies it.

// C = A * B for square N x N matrices, one work-item per element of C
// (HPL figure 3, written with flat indices).
#pragma clopt tune global(N, N) sizes(N = 256)
// clopt: kernel 'matmul'
//   tile: k=64
//   coarsen: d0=4 d1=2 dist=block
//   private: hoist=1
//   wgshape: d0=4 d1=16
//   launch: global[0] = roundUp(ceil(G0 / 4), 4), local[0] = 4; global[1] = roundUp(ceil(G1 / 2), 16), local[1] = 16
__attribute__((reqd_work_group_size(4, 16, 1)))
__kernel void matmul(__global const float *A, __global const float *B,
                     __global float *C, int N) {
  const int first_0 = get_global_id(0) * 4;
  const int first_1 = get_global_id(1) * 2;
  int j_0 = first_0;
  int j_1 = first_0 + 1;
  int j_2 = first_0 + 2;
  int j_3 = first_0 + 3;
  int i_0 = first_1;
  int i_1 = first_1 + 1;
  float sum_0_0 = 0.0f;
  float sum_0_1 = 0.0f;
  float sum_0_2 = 0.0f;
  float sum_0_3 = 0.0f;
  float sum_1_0 = 0.0f;
  float sum_1_1 = 0.0f;
  float sum_1_2 = 0.0f;
  float sum_1_3 = 0.0f;
  for (int k0 = 0; k0 < N; k0 += 64) {
    for (int k = k0; k < k0 + 64 && k < N; ++k) {
      float a_reg_0 = (i_0 < N ? A[i_0 * N + k] : 0);
      float a_reg_1 = (i_1 < N ? A[i_1 * N + k] : 0);
      float b_reg_0 = (j_0 < N ? B[k * N + j_0] : 0);
      float b_reg_1 = (j_1 < N ? B[k * N + j_1] : 0);
      float b_reg_2 = (j_2 < N ? B[k * N + j_2] : 0);
      float b_reg_3 = (j_3 < N ? B[k * N + j_3] : 0);
      sum_0_0 += a_reg_0 * b_reg_0;
      sum_0_1 += a_reg_0 * b_reg_1;
      sum_0_2 += a_reg_0 * b_reg_2;
      sum_0_3 += a_reg_0 * b_reg_3;
      sum_1_0 += a_reg_1 * b_reg_0;
      sum_1_1 += a_reg_1 * b_reg_1;
      sum_1_2 += a_reg_1 * b_reg_2;
      sum_1_3 += a_reg_1 * b_reg_3;
    }
  }
  if (i_0 < N && j_0 < N) {
    C[i_0 * N + j_0] = sum_0_0;
  }
  if (i_0 < N && j_1 < N) {
    C[i_0 * N + j_1] = sum_0_1;
  }
  if (i_0 < N && j_2 < N) {
    C[i_0 * N + j_2] = sum_0_2;
  }
  if (i_0 < N && j_3 < N) {
    C[i_0 * N + j_3] = sum_0_3;
  }
  if (i_1 < N && j_0 < N) {
    C[i_1 * N + j_0] = sum_1_0;
  }
  if (i_1 < N && j_1 < N) {
    C[i_1 * N + j_1] = sum_1_1;
  }
  if (i_1 < N && j_2 < N) {
    C[i_1 * N + j_2] = sum_1_2;
  }
  if (i_1 < N && j_3 < N) {
    C[i_1 * N + j_3] = sum_1_3;
  }
}

