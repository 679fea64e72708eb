// Tuned by clopt 0.1.0 from matmul_i.cl.
//
// Kernel 'matmul_i' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: N=4096, global [4096, 4096]
//   passes: tile(k=16) local(A=1, B=1, pad=0, transpose=1, vcopy=4) coarsen(d0=8, d1=8, dist=cyclic, chunk=4) private(hoist=1, vload=1, window=2) unroll(factor=16, full=1) wgshape(d0=16, d1=16)
//   speedup: 74.19x (3.635 ms vs 269.7 ms for the original)
//   measured: median of 5 interleaved rounds; bound 73.82x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 8), 16), local[0] = 16; global[1] = roundUp(ceil(G1 / 8), 16), local[1] = 16; requires G0 >= (N); requires G1 >= (N); requires N <= 2147483632; no global work offset
//   preconditions: G0 >= (N), G1 >= (N), N <= 2147483632 (G0..G2: the original global size)
//
// The launch geometry is also in sgemm_i.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// C = A * B for square N x N matrices, one work-item per element of C, with
// the row index i on dimension 0 (test/Inputs/kernels/matmul.cl has the
// column index j there): neighbouring work-items read neighbouring rows of A
// and write down a column of C.
#pragma clopt tune global(N, N) sizes(N = 256)
// clopt: kernel 'matmul_i'
//   tile: k=16
//   local: A=1 B=1 pad=0 transpose=1 vcopy=4
//   coarsen: d0=8 d1=8 dist=cyclic chunk=4
//   private: hoist=1 vload=1 window=2
//   unroll: factor=16 full=1
//   wgshape: d0=16 d1=16
//   launch: global[0] = roundUp(ceil(G0 / 8), 16), local[0] = 16; global[1] = roundUp(ceil(G1 / 8), 16), local[1] = 16; requires G0 >= (N); requires G1 >= (N); requires N <= 2147483632; no global work offset
//   local memory: 16384 bytes
__attribute__((reqd_work_group_size(16, 16, 1)))
__kernel void matmul_i(__global const float *A, __global const float *B,
                       __global float *C, int N) {
  const int lid_0 = get_local_id(0);
  const int grp_first_0 = get_group_id(0) * 128;
  const int first_0 = get_group_id(0) * 128 + get_local_id(0) * 4;
  const int lid_1 = get_local_id(1);
  const int grp_first_1 = get_group_id(1) * 128;
  const int first_1 = get_group_id(1) * 128 + get_local_id(1) * 4;
  int i_0 = first_0;
  int i_1 = first_0 + 1;
  int i_2 = first_0 + 2;
  int i_3 = first_0 + 3;
  int i_4 = first_0 + 64;
  int i_5 = first_0 + 65;
  int i_6 = first_0 + 66;
  int i_7 = first_0 + 67;
  int j_0 = first_1;
  int j_1 = first_1 + 1;
  int j_2 = first_1 + 2;
  int j_3 = first_1 + 3;
  int j_4 = first_1 + 64;
  int j_5 = first_1 + 65;
  int j_6 = first_1 + 66;
  int j_7 = first_1 + 67;
  __local float lm_A[16][128] __attribute__((aligned(16)));
  __local float lm_B[16][128] __attribute__((aligned(16)));
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
  for (int k0 = 0; k0 < N; k0 += 16) {
    if (grp_first_0 + 127 < N && k0 + 15 < N) {
      for (int cp = lid; cp < 512; cp += 256) {
        const int cp_1 = cp / 4;
        const int cp_0 = cp % 4 * 4;
        __global const float *const cp_p = A + (N * (grp_first_0 + cp_1) + (k0 + cp_0));
        const float4 cp_v = (uintptr_t)cp_p % 16 == 0 ? *(__global const float4 *)cp_p : vload4(0, cp_p);
        lm_A[cp_0][cp_1] = cp_v.s0;
        lm_A[cp_0 + 1][cp_1] = cp_v.s1;
        lm_A[cp_0 + 2][cp_1] = cp_v.s2;
        lm_A[cp_0 + 3][cp_1] = cp_v.s3;
      }
    } else {
      for (int cp = lid; cp < 512; cp += 256) {
        const int cp_1 = cp / 4;
        const int cp_0 = cp % 4 * 4;
        if (grp_first_0 + cp_1 < N && k0 + cp_0 < N && k0 + (cp_0 + 1) < N && k0 + (cp_0 + 2) < N && k0 + (cp_0 + 3) < N) {
          __global const float *const cp_p_1 = A + (N * (grp_first_0 + cp_1) + (k0 + cp_0));
          const float4 cp_v_1 = (uintptr_t)cp_p_1 % 16 == 0 ? *(__global const float4 *)cp_p_1 : vload4(0, cp_p_1);
          lm_A[cp_0][cp_1] = cp_v_1.s0;
          lm_A[cp_0 + 1][cp_1] = cp_v_1.s1;
          lm_A[cp_0 + 2][cp_1] = cp_v_1.s2;
          lm_A[cp_0 + 3][cp_1] = cp_v_1.s3;
        } else {
          lm_A[cp_0][cp_1] = (grp_first_0 + cp_1 < N && k0 + cp_0 < N) ? A[N * (grp_first_0 + cp_1) + (k0 + cp_0)] : 0;
          lm_A[cp_0 + 1][cp_1] = (grp_first_0 + cp_1 < N && k0 + (cp_0 + 1) < N) ? A[N * (grp_first_0 + cp_1) + (k0 + (cp_0 + 1))] : 0;
          lm_A[cp_0 + 2][cp_1] = (grp_first_0 + cp_1 < N && k0 + (cp_0 + 2) < N) ? A[N * (grp_first_0 + cp_1) + (k0 + (cp_0 + 2))] : 0;
          lm_A[cp_0 + 3][cp_1] = (grp_first_0 + cp_1 < N && k0 + (cp_0 + 3) < N) ? A[N * (grp_first_0 + cp_1) + (k0 + (cp_0 + 3))] : 0;
        }
      }
    }
    if (k0 + 15 < N && grp_first_1 + 127 < N) {
      for (int cp = lid; cp < 512; cp += 256) {
        const int cp_1 = cp / 32;
        const int cp_0 = cp % 32 * 4;
        __global const float *const cp_p_2 = B + (N * (k0 + cp_1) + (grp_first_1 + cp_0));
        const float4 cp_v_2 = (uintptr_t)cp_p_2 % 16 == 0 ? *(__global const float4 *)cp_p_2 : vload4(0, cp_p_2);
        vstore4(cp_v_2, 0, &lm_B[cp_1][cp_0]);
      }
    } else {
      for (int cp = lid; cp < 512; cp += 256) {
        const int cp_1 = cp / 32;
        const int cp_0 = cp % 32 * 4;
        if (k0 + cp_1 < N && grp_first_1 + cp_0 < N && grp_first_1 + (cp_0 + 1) < N && grp_first_1 + (cp_0 + 2) < N && grp_first_1 + (cp_0 + 3) < N) {
          __global const float *const cp_p_3 = B + (N * (k0 + cp_1) + (grp_first_1 + cp_0));
          const float4 cp_v_3 = (uintptr_t)cp_p_3 % 16 == 0 ? *(__global const float4 *)cp_p_3 : vload4(0, cp_p_3);
          vstore4(cp_v_3, 0, &lm_B[cp_1][cp_0]);
        } else {
          lm_B[cp_1][cp_0] = (k0 + cp_1 < N && grp_first_1 + cp_0 < N) ? B[N * (k0 + cp_1) + (grp_first_1 + cp_0)] : 0;
          lm_B[cp_1][cp_0 + 1] = (k0 + cp_1 < N && grp_first_1 + (cp_0 + 1) < N) ? B[N * (k0 + cp_1) + (grp_first_1 + (cp_0 + 1))] : 0;
          lm_B[cp_1][cp_0 + 2] = (k0 + cp_1 < N && grp_first_1 + (cp_0 + 2) < N) ? B[N * (k0 + cp_1) + (grp_first_1 + (cp_0 + 2))] : 0;
          lm_B[cp_1][cp_0 + 3] = (k0 + cp_1 < N && grp_first_1 + (cp_0 + 3) < N) ? B[N * (k0 + cp_1) + (grp_first_1 + (cp_0 + 3))] : 0;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int k = k0;
      float4 a_frag;
      float4 a_frag_1;
      float4 b_frag;
      float4 b_frag_1;
      float a_reg_0;
      float a_reg_1;
      float a_reg_2;
      float a_reg_3;
      float a_reg_4;
      float a_reg_5;
      float a_reg_6;
      float a_reg_7;
      float b_reg_0;
      float b_reg_1;
      float b_reg_2;
      float b_reg_3;
      float b_reg_4;
      float b_reg_5;
      float b_reg_6;
      float b_reg_7;
      for (; k + 15L < k0 + 16 && k + 15L < N; k += 16) {
        a_frag = vload4(0, &lm_A[k - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 1 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 1 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 1 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 1 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 2 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 2 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 2 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 2 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 3 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 3 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 3 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 3 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 4 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 4 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 4 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 4 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 5 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 5 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 5 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 5 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 6 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 6 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 6 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 6 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 7 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 7 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 7 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 7 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 8 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 8 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 8 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 8 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 9 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 9 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 9 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 9 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 10 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 10 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 10 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 10 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 11 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 11 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 11 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 11 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 12 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 12 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 12 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 12 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 13 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 13 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 13 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 13 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 14 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 14 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 14 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 14 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
        a_frag = vload4(0, &lm_A[k + 15 - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k + 15 - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k + 15 - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k + 15 - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
      }
      for (; k < k0 + 16 && k < N; ++k) {
        a_frag = vload4(0, &lm_A[k - k0][lid_0 * 4]);
        a_frag_1 = vload4(0, &lm_A[k - k0][lid_0 * 4 + 64]);
        b_frag = vload4(0, &lm_B[k - k0][lid_1 * 4]);
        b_frag_1 = vload4(0, &lm_B[k - k0][lid_1 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        b_reg_4 = b_frag_1.s0;
        b_reg_5 = b_frag_1.s1;
        b_reg_6 = b_frag_1.s2;
        b_reg_7 = b_frag_1.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_1 * b_reg_0;
        sum_0_2 += a_reg_2 * b_reg_0;
        sum_0_3 += a_reg_3 * b_reg_0;
        sum_0_4 += a_reg_4 * b_reg_0;
        sum_0_5 += a_reg_5 * b_reg_0;
        sum_0_6 += a_reg_6 * b_reg_0;
        sum_0_7 += a_reg_7 * b_reg_0;
        sum_1_0 += a_reg_0 * b_reg_1;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_2 * b_reg_1;
        sum_1_3 += a_reg_3 * b_reg_1;
        sum_1_4 += a_reg_4 * b_reg_1;
        sum_1_5 += a_reg_5 * b_reg_1;
        sum_1_6 += a_reg_6 * b_reg_1;
        sum_1_7 += a_reg_7 * b_reg_1;
        sum_2_0 += a_reg_0 * b_reg_2;
        sum_2_1 += a_reg_1 * b_reg_2;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_3 * b_reg_2;
        sum_2_4 += a_reg_4 * b_reg_2;
        sum_2_5 += a_reg_5 * b_reg_2;
        sum_2_6 += a_reg_6 * b_reg_2;
        sum_2_7 += a_reg_7 * b_reg_2;
        sum_3_0 += a_reg_0 * b_reg_3;
        sum_3_1 += a_reg_1 * b_reg_3;
        sum_3_2 += a_reg_2 * b_reg_3;
        sum_3_3 += a_reg_3 * b_reg_3;
        sum_3_4 += a_reg_4 * b_reg_3;
        sum_3_5 += a_reg_5 * b_reg_3;
        sum_3_6 += a_reg_6 * b_reg_3;
        sum_3_7 += a_reg_7 * b_reg_3;
        sum_4_0 += a_reg_0 * b_reg_4;
        sum_4_1 += a_reg_1 * b_reg_4;
        sum_4_2 += a_reg_2 * b_reg_4;
        sum_4_3 += a_reg_3 * b_reg_4;
        sum_4_4 += a_reg_4 * b_reg_4;
        sum_4_5 += a_reg_5 * b_reg_4;
        sum_4_6 += a_reg_6 * b_reg_4;
        sum_4_7 += a_reg_7 * b_reg_4;
        sum_5_0 += a_reg_0 * b_reg_5;
        sum_5_1 += a_reg_1 * b_reg_5;
        sum_5_2 += a_reg_2 * b_reg_5;
        sum_5_3 += a_reg_3 * b_reg_5;
        sum_5_4 += a_reg_4 * b_reg_5;
        sum_5_5 += a_reg_5 * b_reg_5;
        sum_5_6 += a_reg_6 * b_reg_5;
        sum_5_7 += a_reg_7 * b_reg_5;
        sum_6_0 += a_reg_0 * b_reg_6;
        sum_6_1 += a_reg_1 * b_reg_6;
        sum_6_2 += a_reg_2 * b_reg_6;
        sum_6_3 += a_reg_3 * b_reg_6;
        sum_6_4 += a_reg_4 * b_reg_6;
        sum_6_5 += a_reg_5 * b_reg_6;
        sum_6_6 += a_reg_6 * b_reg_6;
        sum_6_7 += a_reg_7 * b_reg_6;
        sum_7_0 += a_reg_0 * b_reg_7;
        sum_7_1 += a_reg_1 * b_reg_7;
        sum_7_2 += a_reg_2 * b_reg_7;
        sum_7_3 += a_reg_3 * b_reg_7;
        sum_7_4 += a_reg_4 * b_reg_7;
        sum_7_5 += a_reg_5 * b_reg_7;
        sum_7_6 += a_reg_6 * b_reg_7;
        sum_7_7 += a_reg_7 * b_reg_7;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (i_0 < N && j_0 < N) {
    C[i_0 * N + j_0] = sum_0_0;
  }
  if (i_1 < N && j_0 < N) {
    C[i_1 * N + j_0] = sum_0_1;
  }
  if (i_2 < N && j_0 < N) {
    C[i_2 * N + j_0] = sum_0_2;
  }
  if (i_3 < N && j_0 < N) {
    C[i_3 * N + j_0] = sum_0_3;
  }
  if (i_4 < N && j_0 < N) {
    C[i_4 * N + j_0] = sum_0_4;
  }
  if (i_5 < N && j_0 < N) {
    C[i_5 * N + j_0] = sum_0_5;
  }
  if (i_6 < N && j_0 < N) {
    C[i_6 * N + j_0] = sum_0_6;
  }
  if (i_7 < N && j_0 < N) {
    C[i_7 * N + j_0] = sum_0_7;
  }
  if (i_0 < N && j_1 < N) {
    C[i_0 * N + j_1] = sum_1_0;
  }
  if (i_1 < N && j_1 < N) {
    C[i_1 * N + j_1] = sum_1_1;
  }
  if (i_2 < N && j_1 < N) {
    C[i_2 * N + j_1] = sum_1_2;
  }
  if (i_3 < N && j_1 < N) {
    C[i_3 * N + j_1] = sum_1_3;
  }
  if (i_4 < N && j_1 < N) {
    C[i_4 * N + j_1] = sum_1_4;
  }
  if (i_5 < N && j_1 < N) {
    C[i_5 * N + j_1] = sum_1_5;
  }
  if (i_6 < N && j_1 < N) {
    C[i_6 * N + j_1] = sum_1_6;
  }
  if (i_7 < N && j_1 < N) {
    C[i_7 * N + j_1] = sum_1_7;
  }
  if (i_0 < N && j_2 < N) {
    C[i_0 * N + j_2] = sum_2_0;
  }
  if (i_1 < N && j_2 < N) {
    C[i_1 * N + j_2] = sum_2_1;
  }
  if (i_2 < N && j_2 < N) {
    C[i_2 * N + j_2] = sum_2_2;
  }
  if (i_3 < N && j_2 < N) {
    C[i_3 * N + j_2] = sum_2_3;
  }
  if (i_4 < N && j_2 < N) {
    C[i_4 * N + j_2] = sum_2_4;
  }
  if (i_5 < N && j_2 < N) {
    C[i_5 * N + j_2] = sum_2_5;
  }
  if (i_6 < N && j_2 < N) {
    C[i_6 * N + j_2] = sum_2_6;
  }
  if (i_7 < N && j_2 < N) {
    C[i_7 * N + j_2] = sum_2_7;
  }
  if (i_0 < N && j_3 < N) {
    C[i_0 * N + j_3] = sum_3_0;
  }
  if (i_1 < N && j_3 < N) {
    C[i_1 * N + j_3] = sum_3_1;
  }
  if (i_2 < N && j_3 < N) {
    C[i_2 * N + j_3] = sum_3_2;
  }
  if (i_3 < N && j_3 < N) {
    C[i_3 * N + j_3] = sum_3_3;
  }
  if (i_4 < N && j_3 < N) {
    C[i_4 * N + j_3] = sum_3_4;
  }
  if (i_5 < N && j_3 < N) {
    C[i_5 * N + j_3] = sum_3_5;
  }
  if (i_6 < N && j_3 < N) {
    C[i_6 * N + j_3] = sum_3_6;
  }
  if (i_7 < N && j_3 < N) {
    C[i_7 * N + j_3] = sum_3_7;
  }
  if (i_0 < N && j_4 < N) {
    C[i_0 * N + j_4] = sum_4_0;
  }
  if (i_1 < N && j_4 < N) {
    C[i_1 * N + j_4] = sum_4_1;
  }
  if (i_2 < N && j_4 < N) {
    C[i_2 * N + j_4] = sum_4_2;
  }
  if (i_3 < N && j_4 < N) {
    C[i_3 * N + j_4] = sum_4_3;
  }
  if (i_4 < N && j_4 < N) {
    C[i_4 * N + j_4] = sum_4_4;
  }
  if (i_5 < N && j_4 < N) {
    C[i_5 * N + j_4] = sum_4_5;
  }
  if (i_6 < N && j_4 < N) {
    C[i_6 * N + j_4] = sum_4_6;
  }
  if (i_7 < N && j_4 < N) {
    C[i_7 * N + j_4] = sum_4_7;
  }
  if (i_0 < N && j_5 < N) {
    C[i_0 * N + j_5] = sum_5_0;
  }
  if (i_1 < N && j_5 < N) {
    C[i_1 * N + j_5] = sum_5_1;
  }
  if (i_2 < N && j_5 < N) {
    C[i_2 * N + j_5] = sum_5_2;
  }
  if (i_3 < N && j_5 < N) {
    C[i_3 * N + j_5] = sum_5_3;
  }
  if (i_4 < N && j_5 < N) {
    C[i_4 * N + j_5] = sum_5_4;
  }
  if (i_5 < N && j_5 < N) {
    C[i_5 * N + j_5] = sum_5_5;
  }
  if (i_6 < N && j_5 < N) {
    C[i_6 * N + j_5] = sum_5_6;
  }
  if (i_7 < N && j_5 < N) {
    C[i_7 * N + j_5] = sum_5_7;
  }
  if (i_0 < N && j_6 < N) {
    C[i_0 * N + j_6] = sum_6_0;
  }
  if (i_1 < N && j_6 < N) {
    C[i_1 * N + j_6] = sum_6_1;
  }
  if (i_2 < N && j_6 < N) {
    C[i_2 * N + j_6] = sum_6_2;
  }
  if (i_3 < N && j_6 < N) {
    C[i_3 * N + j_6] = sum_6_3;
  }
  if (i_4 < N && j_6 < N) {
    C[i_4 * N + j_6] = sum_6_4;
  }
  if (i_5 < N && j_6 < N) {
    C[i_5 * N + j_6] = sum_6_5;
  }
  if (i_6 < N && j_6 < N) {
    C[i_6 * N + j_6] = sum_6_6;
  }
  if (i_7 < N && j_6 < N) {
    C[i_7 * N + j_6] = sum_6_7;
  }
  if (i_0 < N && j_7 < N) {
    C[i_0 * N + j_7] = sum_7_0;
  }
  if (i_1 < N && j_7 < N) {
    C[i_1 * N + j_7] = sum_7_1;
  }
  if (i_2 < N && j_7 < N) {
    C[i_2 * N + j_7] = sum_7_2;
  }
  if (i_3 < N && j_7 < N) {
    C[i_3 * N + j_7] = sum_7_3;
  }
  if (i_4 < N && j_7 < N) {
    C[i_4 * N + j_7] = sum_7_4;
  }
  if (i_5 < N && j_7 < N) {
    C[i_5 * N + j_7] = sum_7_5;
  }
  if (i_6 < N && j_7 < N) {
    C[i_6 * N + j_7] = sum_7_6;
  }
  if (i_7 < N && j_7 < N) {
    C[i_7 * N + j_7] = sum_7_7;
  }
}

