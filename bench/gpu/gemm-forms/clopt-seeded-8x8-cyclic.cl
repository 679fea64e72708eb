// Tuned by clopt 0.1.0 from matmul.cl.
//
// Kernel 'matmul' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: N=4096, global [4096, 4096]
//   passes: tile(k=32) local(A=1, B=1, pad=1) coarsen(d0=8, d1=8, dist=cyclic) private(hoist=0) unroll(factor=16, full=1) wgshape(d0=16, d1=16)
//   speedup: 7.31x (4.497 ms vs 32.86 ms for the original)
//   launch: global[0] = roundUp(ceil(G0 / 8), 16), local[0] = 16; global[1] = roundUp(ceil(G1 / 8), 16), local[1] = 16
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in matmul.auto.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper.h) applies it.

// C = A * B for square N x N matrices, one work-item per element of C
// (HPL figure 3, written with flat indices).
#pragma clopt tune global(N, N) sizes(N = 256)
// clopt: kernel 'matmul'
//   tile: k=32
//   local: A=1 B=1 pad=1
//   coarsen: d0=8 d1=8 dist=cyclic
//   private: hoist=0
//   unroll: factor=16 full=1
//   wgshape: d0=16 d1=16
//   launch: global[0] = roundUp(ceil(G0 / 8), 16), local[0] = 16; global[1] = roundUp(ceil(G1 / 8), 16), local[1] = 16
//   local memory: 33408 bytes
__attribute__((reqd_work_group_size(16, 16, 1)))
__kernel void matmul(__global const float *A, __global const float *B,
                     __global float *C, int N) {
  const int lid_0 = get_local_id(0);
  const int grp_first_0 = get_group_id(0) * 128;
  const int first_0 = get_group_id(0) * 128 + get_local_id(0);
  const int lid_1 = get_local_id(1);
  const int grp_first_1 = get_group_id(1) * 128;
  const int first_1 = get_group_id(1) * 128 + get_local_id(1);
  int j_0 = first_0;
  int j_1 = first_0 + 16;
  int j_2 = first_0 + 32;
  int j_3 = first_0 + 48;
  int j_4 = first_0 + 64;
  int j_5 = first_0 + 80;
  int j_6 = first_0 + 96;
  int j_7 = first_0 + 112;
  int i_0 = first_1;
  int i_1 = first_1 + 16;
  int i_2 = first_1 + 32;
  int i_3 = first_1 + 48;
  int i_4 = first_1 + 64;
  int i_5 = first_1 + 80;
  int i_6 = first_1 + 96;
  int i_7 = first_1 + 112;
  __local float lm_A[128][33];
  __local float lm_B[32][129];
  const int lid = lid_1 * 16 + lid_0;
  float sum_0_0 = 0.0f;
  float sum_0_1 = 0.0f;
  float sum_0_2 = 0.0f;
  float sum_0_3 = 0.0f;
  float sum_0_4 = 0.0f;
  float sum_0_5 = 0.0f;
  float sum_0_6 = 0.0f;
  float sum_0_7 = 0.0f;
  float sum_1_0 = 0.0f;
  float sum_1_1 = 0.0f;
  float sum_1_2 = 0.0f;
  float sum_1_3 = 0.0f;
  float sum_1_4 = 0.0f;
  float sum_1_5 = 0.0f;
  float sum_1_6 = 0.0f;
  float sum_1_7 = 0.0f;
  float sum_2_0 = 0.0f;
  float sum_2_1 = 0.0f;
  float sum_2_2 = 0.0f;
  float sum_2_3 = 0.0f;
  float sum_2_4 = 0.0f;
  float sum_2_5 = 0.0f;
  float sum_2_6 = 0.0f;
  float sum_2_7 = 0.0f;
  float sum_3_0 = 0.0f;
  float sum_3_1 = 0.0f;
  float sum_3_2 = 0.0f;
  float sum_3_3 = 0.0f;
  float sum_3_4 = 0.0f;
  float sum_3_5 = 0.0f;
  float sum_3_6 = 0.0f;
  float sum_3_7 = 0.0f;
  float sum_4_0 = 0.0f;
  float sum_4_1 = 0.0f;
  float sum_4_2 = 0.0f;
  float sum_4_3 = 0.0f;
  float sum_4_4 = 0.0f;
  float sum_4_5 = 0.0f;
  float sum_4_6 = 0.0f;
  float sum_4_7 = 0.0f;
  float sum_5_0 = 0.0f;
  float sum_5_1 = 0.0f;
  float sum_5_2 = 0.0f;
  float sum_5_3 = 0.0f;
  float sum_5_4 = 0.0f;
  float sum_5_5 = 0.0f;
  float sum_5_6 = 0.0f;
  float sum_5_7 = 0.0f;
  float sum_6_0 = 0.0f;
  float sum_6_1 = 0.0f;
  float sum_6_2 = 0.0f;
  float sum_6_3 = 0.0f;
  float sum_6_4 = 0.0f;
  float sum_6_5 = 0.0f;
  float sum_6_6 = 0.0f;
  float sum_6_7 = 0.0f;
  float sum_7_0 = 0.0f;
  float sum_7_1 = 0.0f;
  float sum_7_2 = 0.0f;
  float sum_7_3 = 0.0f;
  float sum_7_4 = 0.0f;
  float sum_7_5 = 0.0f;
  float sum_7_6 = 0.0f;
  float sum_7_7 = 0.0f;
  for (int k0 = 0; k0 < N; k0 += 32) {
    for (int cp = lid; cp < 4096; cp += 256) {
      const int cp_1 = cp / 32;
      const int cp_0 = cp % 32;
      lm_A[cp_1][cp_0] = (grp_first_1 + cp_1 < N && k0 + cp_0 < N) ? A[N * (grp_first_1 + cp_1) + (k0 + cp_0)] : 0;
    }
    for (int cp = lid; cp < 4096; cp += 256) {
      const int cp_1 = cp / 128;
      const int cp_0 = cp % 128;
      lm_B[cp_1][cp_0] = (k0 + cp_1 < N && grp_first_0 + cp_0 < N) ? B[N * (k0 + cp_1) + (grp_first_0 + cp_0)] : 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int k = k0;
      for (; k + 15 < k0 + 32 && k + 15 < N; k += 16) {
        sum_0_0 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 1 - k0] * lm_B[k + 1 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 1 - k0] * lm_B[k + 1 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 1 - k0] * lm_B[k + 1 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 1 - k0] * lm_B[k + 1 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 1 - k0] * lm_B[k + 1 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 1 - k0] * lm_B[k + 1 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 1 - k0] * lm_B[k + 1 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 1 - k0] * lm_B[k + 1 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 1 - k0] * lm_B[k + 1 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 2 - k0] * lm_B[k + 2 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 2 - k0] * lm_B[k + 2 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 2 - k0] * lm_B[k + 2 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 2 - k0] * lm_B[k + 2 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 2 - k0] * lm_B[k + 2 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 2 - k0] * lm_B[k + 2 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 2 - k0] * lm_B[k + 2 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 2 - k0] * lm_B[k + 2 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 2 - k0] * lm_B[k + 2 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 3 - k0] * lm_B[k + 3 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 3 - k0] * lm_B[k + 3 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 3 - k0] * lm_B[k + 3 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 3 - k0] * lm_B[k + 3 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 3 - k0] * lm_B[k + 3 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 3 - k0] * lm_B[k + 3 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 3 - k0] * lm_B[k + 3 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 3 - k0] * lm_B[k + 3 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 3 - k0] * lm_B[k + 3 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 4 - k0] * lm_B[k + 4 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 4 - k0] * lm_B[k + 4 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 4 - k0] * lm_B[k + 4 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 4 - k0] * lm_B[k + 4 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 4 - k0] * lm_B[k + 4 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 4 - k0] * lm_B[k + 4 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 4 - k0] * lm_B[k + 4 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 4 - k0] * lm_B[k + 4 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 4 - k0] * lm_B[k + 4 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 5 - k0] * lm_B[k + 5 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 5 - k0] * lm_B[k + 5 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 5 - k0] * lm_B[k + 5 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 5 - k0] * lm_B[k + 5 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 5 - k0] * lm_B[k + 5 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 5 - k0] * lm_B[k + 5 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 5 - k0] * lm_B[k + 5 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 5 - k0] * lm_B[k + 5 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 5 - k0] * lm_B[k + 5 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 6 - k0] * lm_B[k + 6 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 6 - k0] * lm_B[k + 6 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 6 - k0] * lm_B[k + 6 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 6 - k0] * lm_B[k + 6 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 6 - k0] * lm_B[k + 6 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 6 - k0] * lm_B[k + 6 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 6 - k0] * lm_B[k + 6 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 6 - k0] * lm_B[k + 6 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 6 - k0] * lm_B[k + 6 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 7 - k0] * lm_B[k + 7 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 7 - k0] * lm_B[k + 7 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 7 - k0] * lm_B[k + 7 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 7 - k0] * lm_B[k + 7 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 7 - k0] * lm_B[k + 7 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 7 - k0] * lm_B[k + 7 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 7 - k0] * lm_B[k + 7 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 7 - k0] * lm_B[k + 7 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 7 - k0] * lm_B[k + 7 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 8 - k0] * lm_B[k + 8 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 8 - k0] * lm_B[k + 8 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 8 - k0] * lm_B[k + 8 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 8 - k0] * lm_B[k + 8 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 8 - k0] * lm_B[k + 8 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 8 - k0] * lm_B[k + 8 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 8 - k0] * lm_B[k + 8 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 8 - k0] * lm_B[k + 8 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 8 - k0] * lm_B[k + 8 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 9 - k0] * lm_B[k + 9 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 9 - k0] * lm_B[k + 9 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 9 - k0] * lm_B[k + 9 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 9 - k0] * lm_B[k + 9 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 9 - k0] * lm_B[k + 9 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 9 - k0] * lm_B[k + 9 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 9 - k0] * lm_B[k + 9 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 9 - k0] * lm_B[k + 9 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 9 - k0] * lm_B[k + 9 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 10 - k0] * lm_B[k + 10 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 10 - k0] * lm_B[k + 10 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 10 - k0] * lm_B[k + 10 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 10 - k0] * lm_B[k + 10 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 10 - k0] * lm_B[k + 10 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 10 - k0] * lm_B[k + 10 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 10 - k0] * lm_B[k + 10 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 10 - k0] * lm_B[k + 10 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 10 - k0] * lm_B[k + 10 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 11 - k0] * lm_B[k + 11 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 11 - k0] * lm_B[k + 11 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 11 - k0] * lm_B[k + 11 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 11 - k0] * lm_B[k + 11 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 11 - k0] * lm_B[k + 11 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 11 - k0] * lm_B[k + 11 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 11 - k0] * lm_B[k + 11 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 11 - k0] * lm_B[k + 11 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 11 - k0] * lm_B[k + 11 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 12 - k0] * lm_B[k + 12 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 12 - k0] * lm_B[k + 12 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 12 - k0] * lm_B[k + 12 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 12 - k0] * lm_B[k + 12 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 12 - k0] * lm_B[k + 12 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 12 - k0] * lm_B[k + 12 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 12 - k0] * lm_B[k + 12 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 12 - k0] * lm_B[k + 12 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 12 - k0] * lm_B[k + 12 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 13 - k0] * lm_B[k + 13 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 13 - k0] * lm_B[k + 13 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 13 - k0] * lm_B[k + 13 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 13 - k0] * lm_B[k + 13 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 13 - k0] * lm_B[k + 13 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 13 - k0] * lm_B[k + 13 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 13 - k0] * lm_B[k + 13 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 13 - k0] * lm_B[k + 13 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 13 - k0] * lm_B[k + 13 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 14 - k0] * lm_B[k + 14 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 14 - k0] * lm_B[k + 14 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 14 - k0] * lm_B[k + 14 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 14 - k0] * lm_B[k + 14 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 14 - k0] * lm_B[k + 14 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 14 - k0] * lm_B[k + 14 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 14 - k0] * lm_B[k + 14 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 14 - k0] * lm_B[k + 14 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 14 - k0] * lm_B[k + 14 - k0][lid_0 + 112];
        sum_0_0 += lm_A[lid_1][k + 15 - k0] * lm_B[k + 15 - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k + 15 - k0] * lm_B[k + 15 - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k + 15 - k0] * lm_B[k + 15 - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k + 15 - k0] * lm_B[k + 15 - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k + 15 - k0] * lm_B[k + 15 - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k + 15 - k0] * lm_B[k + 15 - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k + 15 - k0] * lm_B[k + 15 - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k + 15 - k0] * lm_B[k + 15 - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k + 15 - k0] * lm_B[k + 15 - k0][lid_0 + 112];
      }
      for (; k < k0 + 32 && k < N; ++k) {
        sum_0_0 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0];
        sum_0_1 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_0_2 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_0_3 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_0_4 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_0_5 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_0_6 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_0_7 += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_1_0 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0];
        sum_1_1 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_1_2 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_1_3 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_1_4 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_1_5 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_1_6 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_1_7 += lm_A[lid_1 + 16][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_2_0 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0];
        sum_2_1 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_2_2 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_2_3 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_2_4 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_2_5 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_2_6 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_2_7 += lm_A[lid_1 + 32][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_3_0 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0];
        sum_3_1 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_3_2 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_3_3 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_3_4 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_3_5 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_3_6 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_3_7 += lm_A[lid_1 + 48][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_4_0 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0];
        sum_4_1 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_4_2 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_4_3 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_4_4 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_4_5 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_4_6 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_4_7 += lm_A[lid_1 + 64][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_5_0 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0];
        sum_5_1 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_5_2 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_5_3 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_5_4 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_5_5 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_5_6 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_5_7 += lm_A[lid_1 + 80][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_6_0 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0];
        sum_6_1 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_6_2 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_6_3 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_6_4 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_6_5 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_6_6 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_6_7 += lm_A[lid_1 + 96][k - k0] * lm_B[k - k0][lid_0 + 112];
        sum_7_0 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0];
        sum_7_1 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 16];
        sum_7_2 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 32];
        sum_7_3 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 48];
        sum_7_4 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 64];
        sum_7_5 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 80];
        sum_7_6 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 96];
        sum_7_7 += lm_A[lid_1 + 112][k - k0] * lm_B[k - k0][lid_0 + 112];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
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
  if (i_0 < N && j_4 < N) {
    C[i_0 * N + j_4] = sum_0_4;
  }
  if (i_0 < N && j_5 < N) {
    C[i_0 * N + j_5] = sum_0_5;
  }
  if (i_0 < N && j_6 < N) {
    C[i_0 * N + j_6] = sum_0_6;
  }
  if (i_0 < N && j_7 < N) {
    C[i_0 * N + j_7] = sum_0_7;
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
  if (i_1 < N && j_4 < N) {
    C[i_1 * N + j_4] = sum_1_4;
  }
  if (i_1 < N && j_5 < N) {
    C[i_1 * N + j_5] = sum_1_5;
  }
  if (i_1 < N && j_6 < N) {
    C[i_1 * N + j_6] = sum_1_6;
  }
  if (i_1 < N && j_7 < N) {
    C[i_1 * N + j_7] = sum_1_7;
  }
  if (i_2 < N && j_0 < N) {
    C[i_2 * N + j_0] = sum_2_0;
  }
  if (i_2 < N && j_1 < N) {
    C[i_2 * N + j_1] = sum_2_1;
  }
  if (i_2 < N && j_2 < N) {
    C[i_2 * N + j_2] = sum_2_2;
  }
  if (i_2 < N && j_3 < N) {
    C[i_2 * N + j_3] = sum_2_3;
  }
  if (i_2 < N && j_4 < N) {
    C[i_2 * N + j_4] = sum_2_4;
  }
  if (i_2 < N && j_5 < N) {
    C[i_2 * N + j_5] = sum_2_5;
  }
  if (i_2 < N && j_6 < N) {
    C[i_2 * N + j_6] = sum_2_6;
  }
  if (i_2 < N && j_7 < N) {
    C[i_2 * N + j_7] = sum_2_7;
  }
  if (i_3 < N && j_0 < N) {
    C[i_3 * N + j_0] = sum_3_0;
  }
  if (i_3 < N && j_1 < N) {
    C[i_3 * N + j_1] = sum_3_1;
  }
  if (i_3 < N && j_2 < N) {
    C[i_3 * N + j_2] = sum_3_2;
  }
  if (i_3 < N && j_3 < N) {
    C[i_3 * N + j_3] = sum_3_3;
  }
  if (i_3 < N && j_4 < N) {
    C[i_3 * N + j_4] = sum_3_4;
  }
  if (i_3 < N && j_5 < N) {
    C[i_3 * N + j_5] = sum_3_5;
  }
  if (i_3 < N && j_6 < N) {
    C[i_3 * N + j_6] = sum_3_6;
  }
  if (i_3 < N && j_7 < N) {
    C[i_3 * N + j_7] = sum_3_7;
  }
  if (i_4 < N && j_0 < N) {
    C[i_4 * N + j_0] = sum_4_0;
  }
  if (i_4 < N && j_1 < N) {
    C[i_4 * N + j_1] = sum_4_1;
  }
  if (i_4 < N && j_2 < N) {
    C[i_4 * N + j_2] = sum_4_2;
  }
  if (i_4 < N && j_3 < N) {
    C[i_4 * N + j_3] = sum_4_3;
  }
  if (i_4 < N && j_4 < N) {
    C[i_4 * N + j_4] = sum_4_4;
  }
  if (i_4 < N && j_5 < N) {
    C[i_4 * N + j_5] = sum_4_5;
  }
  if (i_4 < N && j_6 < N) {
    C[i_4 * N + j_6] = sum_4_6;
  }
  if (i_4 < N && j_7 < N) {
    C[i_4 * N + j_7] = sum_4_7;
  }
  if (i_5 < N && j_0 < N) {
    C[i_5 * N + j_0] = sum_5_0;
  }
  if (i_5 < N && j_1 < N) {
    C[i_5 * N + j_1] = sum_5_1;
  }
  if (i_5 < N && j_2 < N) {
    C[i_5 * N + j_2] = sum_5_2;
  }
  if (i_5 < N && j_3 < N) {
    C[i_5 * N + j_3] = sum_5_3;
  }
  if (i_5 < N && j_4 < N) {
    C[i_5 * N + j_4] = sum_5_4;
  }
  if (i_5 < N && j_5 < N) {
    C[i_5 * N + j_5] = sum_5_5;
  }
  if (i_5 < N && j_6 < N) {
    C[i_5 * N + j_6] = sum_5_6;
  }
  if (i_5 < N && j_7 < N) {
    C[i_5 * N + j_7] = sum_5_7;
  }
  if (i_6 < N && j_0 < N) {
    C[i_6 * N + j_0] = sum_6_0;
  }
  if (i_6 < N && j_1 < N) {
    C[i_6 * N + j_1] = sum_6_1;
  }
  if (i_6 < N && j_2 < N) {
    C[i_6 * N + j_2] = sum_6_2;
  }
  if (i_6 < N && j_3 < N) {
    C[i_6 * N + j_3] = sum_6_3;
  }
  if (i_6 < N && j_4 < N) {
    C[i_6 * N + j_4] = sum_6_4;
  }
  if (i_6 < N && j_5 < N) {
    C[i_6 * N + j_5] = sum_6_5;
  }
  if (i_6 < N && j_6 < N) {
    C[i_6 * N + j_6] = sum_6_6;
  }
  if (i_6 < N && j_7 < N) {
    C[i_6 * N + j_7] = sum_6_7;
  }
  if (i_7 < N && j_0 < N) {
    C[i_7 * N + j_0] = sum_7_0;
  }
  if (i_7 < N && j_1 < N) {
    C[i_7 * N + j_1] = sum_7_1;
  }
  if (i_7 < N && j_2 < N) {
    C[i_7 * N + j_2] = sum_7_2;
  }
  if (i_7 < N && j_3 < N) {
    C[i_7 * N + j_3] = sum_7_3;
  }
  if (i_7 < N && j_4 < N) {
    C[i_7 * N + j_4] = sum_7_4;
  }
  if (i_7 < N && j_5 < N) {
    C[i_7 * N + j_5] = sum_7_5;
  }
  if (i_7 < N && j_6 < N) {
    C[i_7 * N + j_6] = sum_7_6;
  }
  if (i_7 < N && j_7 < N) {
    C[i_7 * N + j_7] = sum_7_7;
  }
}

