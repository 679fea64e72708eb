// Tuned by clopt 0.1.0 from syrk.cl.
//
// Kernel 'syrk' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: K=4096, N=4096, global [4096, 4096]
//   passes: tile(k=32) local(A=1, pad=1, transpose=1, vcopy=4) coarsen(d0=8, d1=8, dist=cyclic, chunk=4) private(hoist=1, vload=1, window=2) unroll(factor=8, full=1) wgshape(d0=16, d1=16)
//   speedup: 72.82x (3.731 ms vs 271.7 ms for the original)
//   measured: median of 5 interleaved rounds; bound 72.80x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 8), 16), local[0] = 16; global[1] = roundUp(ceil(G1 / 8), 16), local[1] = 16; requires G0 >= (N); requires G1 >= (N); requires K <= 2147483616; no global work offset
//   preconditions: G0 >= (N), G1 >= (N), K <= 2147483616 (G0..G2: the original global size)
//
// The launch geometry is also in syrk.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// SYRK: C = alpha * A * A^T + beta * C, C is N x N, A is N x K (row-major).
#pragma clopt tune global(N, N) sizes(N = 256, K = 256)
// clopt: kernel 'syrk'
//   tile: k=32
//   local: A=1 pad=1 transpose=1 vcopy=4
//   coarsen: d0=8 d1=8 dist=cyclic chunk=4
//   private: hoist=1 vload=1 window=2
//   unroll: factor=8 full=1
//   wgshape: d0=16 d1=16
//   launch: global[0] = roundUp(ceil(G0 / 8), 16), local[0] = 16; global[1] = roundUp(ceil(G1 / 8), 16), local[1] = 16; requires G0 >= (N); requires G1 >= (N); requires K <= 2147483616; no global work offset
//   local memory: 33024 bytes
__attribute__((reqd_work_group_size(16, 16, 1)))
__kernel void syrk(__global const float *A, __global float *C, int N, int K,
                   float alpha, float beta) {
  const int lid_0 = get_local_id(0);
  const int grp_first_0 = get_group_id(0) * 128;
  const int first_0 = get_group_id(0) * 128 + get_local_id(0) * 4;
  const int lid_1 = get_local_id(1);
  const int grp_first_1 = get_group_id(1) * 128;
  const int first_1 = get_group_id(1) * 128 + get_local_id(1) * 4;
  int j_0 = first_0;
  int j_1 = first_0 + 1;
  int j_2 = first_0 + 2;
  int j_3 = first_0 + 3;
  int j_4 = first_0 + 64;
  int j_5 = first_0 + 65;
  int j_6 = first_0 + 66;
  int j_7 = first_0 + 67;
  int i_0 = first_1;
  int i_1 = first_1 + 1;
  int i_2 = first_1 + 2;
  int i_3 = first_1 + 3;
  int i_4 = first_1 + 64;
  int i_5 = first_1 + 65;
  int i_6 = first_1 + 66;
  int i_7 = first_1 + 67;
  __local float lm_A[32][129] __attribute__((aligned(16)));
  __local float lm_A_1[32][129] __attribute__((aligned(16)));
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
  for (int k0 = 0; k0 < K; k0 += 32) {
    if (grp_first_0 + 127 < N && k0 + 31 < K) {
      for (int cp = lid; cp < 1024; cp += 256) {
        const int cp_1 = cp / 8;
        const int cp_0 = cp % 8 * 4;
        __global const float *const cp_p = A + (K * (grp_first_0 + cp_1) + (k0 + cp_0));
        const float4 cp_v = (uintptr_t)cp_p % 16 == 0 ? *(__global const float4 *)cp_p : vload4(0, cp_p);
        lm_A[cp_0][cp_1] = cp_v.s0;
        lm_A[cp_0 + 1][cp_1] = cp_v.s1;
        lm_A[cp_0 + 2][cp_1] = cp_v.s2;
        lm_A[cp_0 + 3][cp_1] = cp_v.s3;
      }
    } else {
      for (int cp = lid; cp < 1024; cp += 256) {
        const int cp_1 = cp / 8;
        const int cp_0 = cp % 8 * 4;
        if (grp_first_0 + cp_1 < N && k0 + cp_0 < K && k0 + (cp_0 + 1) < K && k0 + (cp_0 + 2) < K && k0 + (cp_0 + 3) < K) {
          __global const float *const cp_p_1 = A + (K * (grp_first_0 + cp_1) + (k0 + cp_0));
          const float4 cp_v_1 = (uintptr_t)cp_p_1 % 16 == 0 ? *(__global const float4 *)cp_p_1 : vload4(0, cp_p_1);
          lm_A[cp_0][cp_1] = cp_v_1.s0;
          lm_A[cp_0 + 1][cp_1] = cp_v_1.s1;
          lm_A[cp_0 + 2][cp_1] = cp_v_1.s2;
          lm_A[cp_0 + 3][cp_1] = cp_v_1.s3;
        } else {
          lm_A[cp_0][cp_1] = (grp_first_0 + cp_1 < N && k0 + cp_0 < K) ? A[K * (grp_first_0 + cp_1) + (k0 + cp_0)] : 0;
          lm_A[cp_0 + 1][cp_1] = (grp_first_0 + cp_1 < N && k0 + (cp_0 + 1) < K) ? A[K * (grp_first_0 + cp_1) + (k0 + (cp_0 + 1))] : 0;
          lm_A[cp_0 + 2][cp_1] = (grp_first_0 + cp_1 < N && k0 + (cp_0 + 2) < K) ? A[K * (grp_first_0 + cp_1) + (k0 + (cp_0 + 2))] : 0;
          lm_A[cp_0 + 3][cp_1] = (grp_first_0 + cp_1 < N && k0 + (cp_0 + 3) < K) ? A[K * (grp_first_0 + cp_1) + (k0 + (cp_0 + 3))] : 0;
        }
      }
    }
    if (grp_first_1 + 127 < N && k0 + 31 < K) {
      for (int cp = lid; cp < 1024; cp += 256) {
        const int cp_1 = cp / 8;
        const int cp_0 = cp % 8 * 4;
        __global const float *const cp_p_2 = A + (K * (grp_first_1 + cp_1) + (k0 + cp_0));
        const float4 cp_v_2 = (uintptr_t)cp_p_2 % 16 == 0 ? *(__global const float4 *)cp_p_2 : vload4(0, cp_p_2);
        lm_A_1[cp_0][cp_1] = cp_v_2.s0;
        lm_A_1[cp_0 + 1][cp_1] = cp_v_2.s1;
        lm_A_1[cp_0 + 2][cp_1] = cp_v_2.s2;
        lm_A_1[cp_0 + 3][cp_1] = cp_v_2.s3;
      }
    } else {
      for (int cp = lid; cp < 1024; cp += 256) {
        const int cp_1 = cp / 8;
        const int cp_0 = cp % 8 * 4;
        if (grp_first_1 + cp_1 < N && k0 + cp_0 < K && k0 + (cp_0 + 1) < K && k0 + (cp_0 + 2) < K && k0 + (cp_0 + 3) < K) {
          __global const float *const cp_p_3 = A + (K * (grp_first_1 + cp_1) + (k0 + cp_0));
          const float4 cp_v_3 = (uintptr_t)cp_p_3 % 16 == 0 ? *(__global const float4 *)cp_p_3 : vload4(0, cp_p_3);
          lm_A_1[cp_0][cp_1] = cp_v_3.s0;
          lm_A_1[cp_0 + 1][cp_1] = cp_v_3.s1;
          lm_A_1[cp_0 + 2][cp_1] = cp_v_3.s2;
          lm_A_1[cp_0 + 3][cp_1] = cp_v_3.s3;
        } else {
          lm_A_1[cp_0][cp_1] = (grp_first_1 + cp_1 < N && k0 + cp_0 < K) ? A[K * (grp_first_1 + cp_1) + (k0 + cp_0)] : 0;
          lm_A_1[cp_0 + 1][cp_1] = (grp_first_1 + cp_1 < N && k0 + (cp_0 + 1) < K) ? A[K * (grp_first_1 + cp_1) + (k0 + (cp_0 + 1))] : 0;
          lm_A_1[cp_0 + 2][cp_1] = (grp_first_1 + cp_1 < N && k0 + (cp_0 + 2) < K) ? A[K * (grp_first_1 + cp_1) + (k0 + (cp_0 + 2))] : 0;
          lm_A_1[cp_0 + 3][cp_1] = (grp_first_1 + cp_1 < N && k0 + (cp_0 + 3) < K) ? A[K * (grp_first_1 + cp_1) + (k0 + (cp_0 + 3))] : 0;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int k = k0;
      float4 a_frag;
      float4 a_frag_1;
      float4 a_frag_2;
      float4 a_frag_3;
      float a_reg_0;
      float a_reg_1;
      float a_reg_2;
      float a_reg_3;
      float a_reg_4;
      float a_reg_5;
      float a_reg_6;
      float a_reg_7;
      float a_reg_1_0;
      float a_reg_1_1;
      float a_reg_1_2;
      float a_reg_1_3;
      float a_reg_1_4;
      float a_reg_1_5;
      float a_reg_1_6;
      float a_reg_1_7;
      for (; k + 7L < k0 + 32 && k + 7L < K; k += 8) {
        a_frag = vload4(0, &lm_A_1[k - k0][lid_1 * 4]);
        a_frag_1 = vload4(0, &lm_A_1[k - k0][lid_1 * 4 + 64]);
        a_frag_2 = vload4(0, &lm_A[k - k0][lid_0 * 4]);
        a_frag_3 = vload4(0, &lm_A[k - k0][lid_0 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        a_reg_1_0 = a_frag_2.s0;
        a_reg_1_1 = a_frag_2.s1;
        a_reg_1_2 = a_frag_2.s2;
        a_reg_1_3 = a_frag_2.s3;
        a_reg_1_4 = a_frag_3.s0;
        a_reg_1_5 = a_frag_3.s1;
        a_reg_1_6 = a_frag_3.s2;
        a_reg_1_7 = a_frag_3.s3;
        sum_0_0 += a_reg_0 * a_reg_1_0;
        sum_0_1 += a_reg_0 * a_reg_1_1;
        sum_0_2 += a_reg_0 * a_reg_1_2;
        sum_0_3 += a_reg_0 * a_reg_1_3;
        sum_0_4 += a_reg_0 * a_reg_1_4;
        sum_0_5 += a_reg_0 * a_reg_1_5;
        sum_0_6 += a_reg_0 * a_reg_1_6;
        sum_0_7 += a_reg_0 * a_reg_1_7;
        sum_1_0 += a_reg_1 * a_reg_1_0;
        sum_1_1 += a_reg_1 * a_reg_1_1;
        sum_1_2 += a_reg_1 * a_reg_1_2;
        sum_1_3 += a_reg_1 * a_reg_1_3;
        sum_1_4 += a_reg_1 * a_reg_1_4;
        sum_1_5 += a_reg_1 * a_reg_1_5;
        sum_1_6 += a_reg_1 * a_reg_1_6;
        sum_1_7 += a_reg_1 * a_reg_1_7;
        sum_2_0 += a_reg_2 * a_reg_1_0;
        sum_2_1 += a_reg_2 * a_reg_1_1;
        sum_2_2 += a_reg_2 * a_reg_1_2;
        sum_2_3 += a_reg_2 * a_reg_1_3;
        sum_2_4 += a_reg_2 * a_reg_1_4;
        sum_2_5 += a_reg_2 * a_reg_1_5;
        sum_2_6 += a_reg_2 * a_reg_1_6;
        sum_2_7 += a_reg_2 * a_reg_1_7;
        sum_3_0 += a_reg_3 * a_reg_1_0;
        sum_3_1 += a_reg_3 * a_reg_1_1;
        sum_3_2 += a_reg_3 * a_reg_1_2;
        sum_3_3 += a_reg_3 * a_reg_1_3;
        sum_3_4 += a_reg_3 * a_reg_1_4;
        sum_3_5 += a_reg_3 * a_reg_1_5;
        sum_3_6 += a_reg_3 * a_reg_1_6;
        sum_3_7 += a_reg_3 * a_reg_1_7;
        sum_4_0 += a_reg_4 * a_reg_1_0;
        sum_4_1 += a_reg_4 * a_reg_1_1;
        sum_4_2 += a_reg_4 * a_reg_1_2;
        sum_4_3 += a_reg_4 * a_reg_1_3;
        sum_4_4 += a_reg_4 * a_reg_1_4;
        sum_4_5 += a_reg_4 * a_reg_1_5;
        sum_4_6 += a_reg_4 * a_reg_1_6;
        sum_4_7 += a_reg_4 * a_reg_1_7;
        sum_5_0 += a_reg_5 * a_reg_1_0;
        sum_5_1 += a_reg_5 * a_reg_1_1;
        sum_5_2 += a_reg_5 * a_reg_1_2;
        sum_5_3 += a_reg_5 * a_reg_1_3;
        sum_5_4 += a_reg_5 * a_reg_1_4;
        sum_5_5 += a_reg_5 * a_reg_1_5;
        sum_5_6 += a_reg_5 * a_reg_1_6;
        sum_5_7 += a_reg_5 * a_reg_1_7;
        sum_6_0 += a_reg_6 * a_reg_1_0;
        sum_6_1 += a_reg_6 * a_reg_1_1;
        sum_6_2 += a_reg_6 * a_reg_1_2;
        sum_6_3 += a_reg_6 * a_reg_1_3;
        sum_6_4 += a_reg_6 * a_reg_1_4;
        sum_6_5 += a_reg_6 * a_reg_1_5;
        sum_6_6 += a_reg_6 * a_reg_1_6;
        sum_6_7 += a_reg_6 * a_reg_1_7;
        sum_7_0 += a_reg_7 * a_reg_1_0;
        sum_7_1 += a_reg_7 * a_reg_1_1;
        sum_7_2 += a_reg_7 * a_reg_1_2;
        sum_7_3 += a_reg_7 * a_reg_1_3;
        sum_7_4 += a_reg_7 * a_reg_1_4;
        sum_7_5 += a_reg_7 * a_reg_1_5;
        sum_7_6 += a_reg_7 * a_reg_1_6;
        sum_7_7 += a_reg_7 * a_reg_1_7;
        a_frag = vload4(0, &lm_A_1[k + 1 - k0][lid_1 * 4]);
        a_frag_1 = vload4(0, &lm_A_1[k + 1 - k0][lid_1 * 4 + 64]);
        a_frag_2 = vload4(0, &lm_A[k + 1 - k0][lid_0 * 4]);
        a_frag_3 = vload4(0, &lm_A[k + 1 - k0][lid_0 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        a_reg_1_0 = a_frag_2.s0;
        a_reg_1_1 = a_frag_2.s1;
        a_reg_1_2 = a_frag_2.s2;
        a_reg_1_3 = a_frag_2.s3;
        a_reg_1_4 = a_frag_3.s0;
        a_reg_1_5 = a_frag_3.s1;
        a_reg_1_6 = a_frag_3.s2;
        a_reg_1_7 = a_frag_3.s3;
        sum_0_0 += a_reg_0 * a_reg_1_0;
        sum_0_1 += a_reg_0 * a_reg_1_1;
        sum_0_2 += a_reg_0 * a_reg_1_2;
        sum_0_3 += a_reg_0 * a_reg_1_3;
        sum_0_4 += a_reg_0 * a_reg_1_4;
        sum_0_5 += a_reg_0 * a_reg_1_5;
        sum_0_6 += a_reg_0 * a_reg_1_6;
        sum_0_7 += a_reg_0 * a_reg_1_7;
        sum_1_0 += a_reg_1 * a_reg_1_0;
        sum_1_1 += a_reg_1 * a_reg_1_1;
        sum_1_2 += a_reg_1 * a_reg_1_2;
        sum_1_3 += a_reg_1 * a_reg_1_3;
        sum_1_4 += a_reg_1 * a_reg_1_4;
        sum_1_5 += a_reg_1 * a_reg_1_5;
        sum_1_6 += a_reg_1 * a_reg_1_6;
        sum_1_7 += a_reg_1 * a_reg_1_7;
        sum_2_0 += a_reg_2 * a_reg_1_0;
        sum_2_1 += a_reg_2 * a_reg_1_1;
        sum_2_2 += a_reg_2 * a_reg_1_2;
        sum_2_3 += a_reg_2 * a_reg_1_3;
        sum_2_4 += a_reg_2 * a_reg_1_4;
        sum_2_5 += a_reg_2 * a_reg_1_5;
        sum_2_6 += a_reg_2 * a_reg_1_6;
        sum_2_7 += a_reg_2 * a_reg_1_7;
        sum_3_0 += a_reg_3 * a_reg_1_0;
        sum_3_1 += a_reg_3 * a_reg_1_1;
        sum_3_2 += a_reg_3 * a_reg_1_2;
        sum_3_3 += a_reg_3 * a_reg_1_3;
        sum_3_4 += a_reg_3 * a_reg_1_4;
        sum_3_5 += a_reg_3 * a_reg_1_5;
        sum_3_6 += a_reg_3 * a_reg_1_6;
        sum_3_7 += a_reg_3 * a_reg_1_7;
        sum_4_0 += a_reg_4 * a_reg_1_0;
        sum_4_1 += a_reg_4 * a_reg_1_1;
        sum_4_2 += a_reg_4 * a_reg_1_2;
        sum_4_3 += a_reg_4 * a_reg_1_3;
        sum_4_4 += a_reg_4 * a_reg_1_4;
        sum_4_5 += a_reg_4 * a_reg_1_5;
        sum_4_6 += a_reg_4 * a_reg_1_6;
        sum_4_7 += a_reg_4 * a_reg_1_7;
        sum_5_0 += a_reg_5 * a_reg_1_0;
        sum_5_1 += a_reg_5 * a_reg_1_1;
        sum_5_2 += a_reg_5 * a_reg_1_2;
        sum_5_3 += a_reg_5 * a_reg_1_3;
        sum_5_4 += a_reg_5 * a_reg_1_4;
        sum_5_5 += a_reg_5 * a_reg_1_5;
        sum_5_6 += a_reg_5 * a_reg_1_6;
        sum_5_7 += a_reg_5 * a_reg_1_7;
        sum_6_0 += a_reg_6 * a_reg_1_0;
        sum_6_1 += a_reg_6 * a_reg_1_1;
        sum_6_2 += a_reg_6 * a_reg_1_2;
        sum_6_3 += a_reg_6 * a_reg_1_3;
        sum_6_4 += a_reg_6 * a_reg_1_4;
        sum_6_5 += a_reg_6 * a_reg_1_5;
        sum_6_6 += a_reg_6 * a_reg_1_6;
        sum_6_7 += a_reg_6 * a_reg_1_7;
        sum_7_0 += a_reg_7 * a_reg_1_0;
        sum_7_1 += a_reg_7 * a_reg_1_1;
        sum_7_2 += a_reg_7 * a_reg_1_2;
        sum_7_3 += a_reg_7 * a_reg_1_3;
        sum_7_4 += a_reg_7 * a_reg_1_4;
        sum_7_5 += a_reg_7 * a_reg_1_5;
        sum_7_6 += a_reg_7 * a_reg_1_6;
        sum_7_7 += a_reg_7 * a_reg_1_7;
        a_frag = vload4(0, &lm_A_1[k + 2 - k0][lid_1 * 4]);
        a_frag_1 = vload4(0, &lm_A_1[k + 2 - k0][lid_1 * 4 + 64]);
        a_frag_2 = vload4(0, &lm_A[k + 2 - k0][lid_0 * 4]);
        a_frag_3 = vload4(0, &lm_A[k + 2 - k0][lid_0 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        a_reg_1_0 = a_frag_2.s0;
        a_reg_1_1 = a_frag_2.s1;
        a_reg_1_2 = a_frag_2.s2;
        a_reg_1_3 = a_frag_2.s3;
        a_reg_1_4 = a_frag_3.s0;
        a_reg_1_5 = a_frag_3.s1;
        a_reg_1_6 = a_frag_3.s2;
        a_reg_1_7 = a_frag_3.s3;
        sum_0_0 += a_reg_0 * a_reg_1_0;
        sum_0_1 += a_reg_0 * a_reg_1_1;
        sum_0_2 += a_reg_0 * a_reg_1_2;
        sum_0_3 += a_reg_0 * a_reg_1_3;
        sum_0_4 += a_reg_0 * a_reg_1_4;
        sum_0_5 += a_reg_0 * a_reg_1_5;
        sum_0_6 += a_reg_0 * a_reg_1_6;
        sum_0_7 += a_reg_0 * a_reg_1_7;
        sum_1_0 += a_reg_1 * a_reg_1_0;
        sum_1_1 += a_reg_1 * a_reg_1_1;
        sum_1_2 += a_reg_1 * a_reg_1_2;
        sum_1_3 += a_reg_1 * a_reg_1_3;
        sum_1_4 += a_reg_1 * a_reg_1_4;
        sum_1_5 += a_reg_1 * a_reg_1_5;
        sum_1_6 += a_reg_1 * a_reg_1_6;
        sum_1_7 += a_reg_1 * a_reg_1_7;
        sum_2_0 += a_reg_2 * a_reg_1_0;
        sum_2_1 += a_reg_2 * a_reg_1_1;
        sum_2_2 += a_reg_2 * a_reg_1_2;
        sum_2_3 += a_reg_2 * a_reg_1_3;
        sum_2_4 += a_reg_2 * a_reg_1_4;
        sum_2_5 += a_reg_2 * a_reg_1_5;
        sum_2_6 += a_reg_2 * a_reg_1_6;
        sum_2_7 += a_reg_2 * a_reg_1_7;
        sum_3_0 += a_reg_3 * a_reg_1_0;
        sum_3_1 += a_reg_3 * a_reg_1_1;
        sum_3_2 += a_reg_3 * a_reg_1_2;
        sum_3_3 += a_reg_3 * a_reg_1_3;
        sum_3_4 += a_reg_3 * a_reg_1_4;
        sum_3_5 += a_reg_3 * a_reg_1_5;
        sum_3_6 += a_reg_3 * a_reg_1_6;
        sum_3_7 += a_reg_3 * a_reg_1_7;
        sum_4_0 += a_reg_4 * a_reg_1_0;
        sum_4_1 += a_reg_4 * a_reg_1_1;
        sum_4_2 += a_reg_4 * a_reg_1_2;
        sum_4_3 += a_reg_4 * a_reg_1_3;
        sum_4_4 += a_reg_4 * a_reg_1_4;
        sum_4_5 += a_reg_4 * a_reg_1_5;
        sum_4_6 += a_reg_4 * a_reg_1_6;
        sum_4_7 += a_reg_4 * a_reg_1_7;
        sum_5_0 += a_reg_5 * a_reg_1_0;
        sum_5_1 += a_reg_5 * a_reg_1_1;
        sum_5_2 += a_reg_5 * a_reg_1_2;
        sum_5_3 += a_reg_5 * a_reg_1_3;
        sum_5_4 += a_reg_5 * a_reg_1_4;
        sum_5_5 += a_reg_5 * a_reg_1_5;
        sum_5_6 += a_reg_5 * a_reg_1_6;
        sum_5_7 += a_reg_5 * a_reg_1_7;
        sum_6_0 += a_reg_6 * a_reg_1_0;
        sum_6_1 += a_reg_6 * a_reg_1_1;
        sum_6_2 += a_reg_6 * a_reg_1_2;
        sum_6_3 += a_reg_6 * a_reg_1_3;
        sum_6_4 += a_reg_6 * a_reg_1_4;
        sum_6_5 += a_reg_6 * a_reg_1_5;
        sum_6_6 += a_reg_6 * a_reg_1_6;
        sum_6_7 += a_reg_6 * a_reg_1_7;
        sum_7_0 += a_reg_7 * a_reg_1_0;
        sum_7_1 += a_reg_7 * a_reg_1_1;
        sum_7_2 += a_reg_7 * a_reg_1_2;
        sum_7_3 += a_reg_7 * a_reg_1_3;
        sum_7_4 += a_reg_7 * a_reg_1_4;
        sum_7_5 += a_reg_7 * a_reg_1_5;
        sum_7_6 += a_reg_7 * a_reg_1_6;
        sum_7_7 += a_reg_7 * a_reg_1_7;
        a_frag = vload4(0, &lm_A_1[k + 3 - k0][lid_1 * 4]);
        a_frag_1 = vload4(0, &lm_A_1[k + 3 - k0][lid_1 * 4 + 64]);
        a_frag_2 = vload4(0, &lm_A[k + 3 - k0][lid_0 * 4]);
        a_frag_3 = vload4(0, &lm_A[k + 3 - k0][lid_0 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        a_reg_1_0 = a_frag_2.s0;
        a_reg_1_1 = a_frag_2.s1;
        a_reg_1_2 = a_frag_2.s2;
        a_reg_1_3 = a_frag_2.s3;
        a_reg_1_4 = a_frag_3.s0;
        a_reg_1_5 = a_frag_3.s1;
        a_reg_1_6 = a_frag_3.s2;
        a_reg_1_7 = a_frag_3.s3;
        sum_0_0 += a_reg_0 * a_reg_1_0;
        sum_0_1 += a_reg_0 * a_reg_1_1;
        sum_0_2 += a_reg_0 * a_reg_1_2;
        sum_0_3 += a_reg_0 * a_reg_1_3;
        sum_0_4 += a_reg_0 * a_reg_1_4;
        sum_0_5 += a_reg_0 * a_reg_1_5;
        sum_0_6 += a_reg_0 * a_reg_1_6;
        sum_0_7 += a_reg_0 * a_reg_1_7;
        sum_1_0 += a_reg_1 * a_reg_1_0;
        sum_1_1 += a_reg_1 * a_reg_1_1;
        sum_1_2 += a_reg_1 * a_reg_1_2;
        sum_1_3 += a_reg_1 * a_reg_1_3;
        sum_1_4 += a_reg_1 * a_reg_1_4;
        sum_1_5 += a_reg_1 * a_reg_1_5;
        sum_1_6 += a_reg_1 * a_reg_1_6;
        sum_1_7 += a_reg_1 * a_reg_1_7;
        sum_2_0 += a_reg_2 * a_reg_1_0;
        sum_2_1 += a_reg_2 * a_reg_1_1;
        sum_2_2 += a_reg_2 * a_reg_1_2;
        sum_2_3 += a_reg_2 * a_reg_1_3;
        sum_2_4 += a_reg_2 * a_reg_1_4;
        sum_2_5 += a_reg_2 * a_reg_1_5;
        sum_2_6 += a_reg_2 * a_reg_1_6;
        sum_2_7 += a_reg_2 * a_reg_1_7;
        sum_3_0 += a_reg_3 * a_reg_1_0;
        sum_3_1 += a_reg_3 * a_reg_1_1;
        sum_3_2 += a_reg_3 * a_reg_1_2;
        sum_3_3 += a_reg_3 * a_reg_1_3;
        sum_3_4 += a_reg_3 * a_reg_1_4;
        sum_3_5 += a_reg_3 * a_reg_1_5;
        sum_3_6 += a_reg_3 * a_reg_1_6;
        sum_3_7 += a_reg_3 * a_reg_1_7;
        sum_4_0 += a_reg_4 * a_reg_1_0;
        sum_4_1 += a_reg_4 * a_reg_1_1;
        sum_4_2 += a_reg_4 * a_reg_1_2;
        sum_4_3 += a_reg_4 * a_reg_1_3;
        sum_4_4 += a_reg_4 * a_reg_1_4;
        sum_4_5 += a_reg_4 * a_reg_1_5;
        sum_4_6 += a_reg_4 * a_reg_1_6;
        sum_4_7 += a_reg_4 * a_reg_1_7;
        sum_5_0 += a_reg_5 * a_reg_1_0;
        sum_5_1 += a_reg_5 * a_reg_1_1;
        sum_5_2 += a_reg_5 * a_reg_1_2;
        sum_5_3 += a_reg_5 * a_reg_1_3;
        sum_5_4 += a_reg_5 * a_reg_1_4;
        sum_5_5 += a_reg_5 * a_reg_1_5;
        sum_5_6 += a_reg_5 * a_reg_1_6;
        sum_5_7 += a_reg_5 * a_reg_1_7;
        sum_6_0 += a_reg_6 * a_reg_1_0;
        sum_6_1 += a_reg_6 * a_reg_1_1;
        sum_6_2 += a_reg_6 * a_reg_1_2;
        sum_6_3 += a_reg_6 * a_reg_1_3;
        sum_6_4 += a_reg_6 * a_reg_1_4;
        sum_6_5 += a_reg_6 * a_reg_1_5;
        sum_6_6 += a_reg_6 * a_reg_1_6;
        sum_6_7 += a_reg_6 * a_reg_1_7;
        sum_7_0 += a_reg_7 * a_reg_1_0;
        sum_7_1 += a_reg_7 * a_reg_1_1;
        sum_7_2 += a_reg_7 * a_reg_1_2;
        sum_7_3 += a_reg_7 * a_reg_1_3;
        sum_7_4 += a_reg_7 * a_reg_1_4;
        sum_7_5 += a_reg_7 * a_reg_1_5;
        sum_7_6 += a_reg_7 * a_reg_1_6;
        sum_7_7 += a_reg_7 * a_reg_1_7;
        a_frag = vload4(0, &lm_A_1[k + 4 - k0][lid_1 * 4]);
        a_frag_1 = vload4(0, &lm_A_1[k + 4 - k0][lid_1 * 4 + 64]);
        a_frag_2 = vload4(0, &lm_A[k + 4 - k0][lid_0 * 4]);
        a_frag_3 = vload4(0, &lm_A[k + 4 - k0][lid_0 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        a_reg_1_0 = a_frag_2.s0;
        a_reg_1_1 = a_frag_2.s1;
        a_reg_1_2 = a_frag_2.s2;
        a_reg_1_3 = a_frag_2.s3;
        a_reg_1_4 = a_frag_3.s0;
        a_reg_1_5 = a_frag_3.s1;
        a_reg_1_6 = a_frag_3.s2;
        a_reg_1_7 = a_frag_3.s3;
        sum_0_0 += a_reg_0 * a_reg_1_0;
        sum_0_1 += a_reg_0 * a_reg_1_1;
        sum_0_2 += a_reg_0 * a_reg_1_2;
        sum_0_3 += a_reg_0 * a_reg_1_3;
        sum_0_4 += a_reg_0 * a_reg_1_4;
        sum_0_5 += a_reg_0 * a_reg_1_5;
        sum_0_6 += a_reg_0 * a_reg_1_6;
        sum_0_7 += a_reg_0 * a_reg_1_7;
        sum_1_0 += a_reg_1 * a_reg_1_0;
        sum_1_1 += a_reg_1 * a_reg_1_1;
        sum_1_2 += a_reg_1 * a_reg_1_2;
        sum_1_3 += a_reg_1 * a_reg_1_3;
        sum_1_4 += a_reg_1 * a_reg_1_4;
        sum_1_5 += a_reg_1 * a_reg_1_5;
        sum_1_6 += a_reg_1 * a_reg_1_6;
        sum_1_7 += a_reg_1 * a_reg_1_7;
        sum_2_0 += a_reg_2 * a_reg_1_0;
        sum_2_1 += a_reg_2 * a_reg_1_1;
        sum_2_2 += a_reg_2 * a_reg_1_2;
        sum_2_3 += a_reg_2 * a_reg_1_3;
        sum_2_4 += a_reg_2 * a_reg_1_4;
        sum_2_5 += a_reg_2 * a_reg_1_5;
        sum_2_6 += a_reg_2 * a_reg_1_6;
        sum_2_7 += a_reg_2 * a_reg_1_7;
        sum_3_0 += a_reg_3 * a_reg_1_0;
        sum_3_1 += a_reg_3 * a_reg_1_1;
        sum_3_2 += a_reg_3 * a_reg_1_2;
        sum_3_3 += a_reg_3 * a_reg_1_3;
        sum_3_4 += a_reg_3 * a_reg_1_4;
        sum_3_5 += a_reg_3 * a_reg_1_5;
        sum_3_6 += a_reg_3 * a_reg_1_6;
        sum_3_7 += a_reg_3 * a_reg_1_7;
        sum_4_0 += a_reg_4 * a_reg_1_0;
        sum_4_1 += a_reg_4 * a_reg_1_1;
        sum_4_2 += a_reg_4 * a_reg_1_2;
        sum_4_3 += a_reg_4 * a_reg_1_3;
        sum_4_4 += a_reg_4 * a_reg_1_4;
        sum_4_5 += a_reg_4 * a_reg_1_5;
        sum_4_6 += a_reg_4 * a_reg_1_6;
        sum_4_7 += a_reg_4 * a_reg_1_7;
        sum_5_0 += a_reg_5 * a_reg_1_0;
        sum_5_1 += a_reg_5 * a_reg_1_1;
        sum_5_2 += a_reg_5 * a_reg_1_2;
        sum_5_3 += a_reg_5 * a_reg_1_3;
        sum_5_4 += a_reg_5 * a_reg_1_4;
        sum_5_5 += a_reg_5 * a_reg_1_5;
        sum_5_6 += a_reg_5 * a_reg_1_6;
        sum_5_7 += a_reg_5 * a_reg_1_7;
        sum_6_0 += a_reg_6 * a_reg_1_0;
        sum_6_1 += a_reg_6 * a_reg_1_1;
        sum_6_2 += a_reg_6 * a_reg_1_2;
        sum_6_3 += a_reg_6 * a_reg_1_3;
        sum_6_4 += a_reg_6 * a_reg_1_4;
        sum_6_5 += a_reg_6 * a_reg_1_5;
        sum_6_6 += a_reg_6 * a_reg_1_6;
        sum_6_7 += a_reg_6 * a_reg_1_7;
        sum_7_0 += a_reg_7 * a_reg_1_0;
        sum_7_1 += a_reg_7 * a_reg_1_1;
        sum_7_2 += a_reg_7 * a_reg_1_2;
        sum_7_3 += a_reg_7 * a_reg_1_3;
        sum_7_4 += a_reg_7 * a_reg_1_4;
        sum_7_5 += a_reg_7 * a_reg_1_5;
        sum_7_6 += a_reg_7 * a_reg_1_6;
        sum_7_7 += a_reg_7 * a_reg_1_7;
        a_frag = vload4(0, &lm_A_1[k + 5 - k0][lid_1 * 4]);
        a_frag_1 = vload4(0, &lm_A_1[k + 5 - k0][lid_1 * 4 + 64]);
        a_frag_2 = vload4(0, &lm_A[k + 5 - k0][lid_0 * 4]);
        a_frag_3 = vload4(0, &lm_A[k + 5 - k0][lid_0 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        a_reg_1_0 = a_frag_2.s0;
        a_reg_1_1 = a_frag_2.s1;
        a_reg_1_2 = a_frag_2.s2;
        a_reg_1_3 = a_frag_2.s3;
        a_reg_1_4 = a_frag_3.s0;
        a_reg_1_5 = a_frag_3.s1;
        a_reg_1_6 = a_frag_3.s2;
        a_reg_1_7 = a_frag_3.s3;
        sum_0_0 += a_reg_0 * a_reg_1_0;
        sum_0_1 += a_reg_0 * a_reg_1_1;
        sum_0_2 += a_reg_0 * a_reg_1_2;
        sum_0_3 += a_reg_0 * a_reg_1_3;
        sum_0_4 += a_reg_0 * a_reg_1_4;
        sum_0_5 += a_reg_0 * a_reg_1_5;
        sum_0_6 += a_reg_0 * a_reg_1_6;
        sum_0_7 += a_reg_0 * a_reg_1_7;
        sum_1_0 += a_reg_1 * a_reg_1_0;
        sum_1_1 += a_reg_1 * a_reg_1_1;
        sum_1_2 += a_reg_1 * a_reg_1_2;
        sum_1_3 += a_reg_1 * a_reg_1_3;
        sum_1_4 += a_reg_1 * a_reg_1_4;
        sum_1_5 += a_reg_1 * a_reg_1_5;
        sum_1_6 += a_reg_1 * a_reg_1_6;
        sum_1_7 += a_reg_1 * a_reg_1_7;
        sum_2_0 += a_reg_2 * a_reg_1_0;
        sum_2_1 += a_reg_2 * a_reg_1_1;
        sum_2_2 += a_reg_2 * a_reg_1_2;
        sum_2_3 += a_reg_2 * a_reg_1_3;
        sum_2_4 += a_reg_2 * a_reg_1_4;
        sum_2_5 += a_reg_2 * a_reg_1_5;
        sum_2_6 += a_reg_2 * a_reg_1_6;
        sum_2_7 += a_reg_2 * a_reg_1_7;
        sum_3_0 += a_reg_3 * a_reg_1_0;
        sum_3_1 += a_reg_3 * a_reg_1_1;
        sum_3_2 += a_reg_3 * a_reg_1_2;
        sum_3_3 += a_reg_3 * a_reg_1_3;
        sum_3_4 += a_reg_3 * a_reg_1_4;
        sum_3_5 += a_reg_3 * a_reg_1_5;
        sum_3_6 += a_reg_3 * a_reg_1_6;
        sum_3_7 += a_reg_3 * a_reg_1_7;
        sum_4_0 += a_reg_4 * a_reg_1_0;
        sum_4_1 += a_reg_4 * a_reg_1_1;
        sum_4_2 += a_reg_4 * a_reg_1_2;
        sum_4_3 += a_reg_4 * a_reg_1_3;
        sum_4_4 += a_reg_4 * a_reg_1_4;
        sum_4_5 += a_reg_4 * a_reg_1_5;
        sum_4_6 += a_reg_4 * a_reg_1_6;
        sum_4_7 += a_reg_4 * a_reg_1_7;
        sum_5_0 += a_reg_5 * a_reg_1_0;
        sum_5_1 += a_reg_5 * a_reg_1_1;
        sum_5_2 += a_reg_5 * a_reg_1_2;
        sum_5_3 += a_reg_5 * a_reg_1_3;
        sum_5_4 += a_reg_5 * a_reg_1_4;
        sum_5_5 += a_reg_5 * a_reg_1_5;
        sum_5_6 += a_reg_5 * a_reg_1_6;
        sum_5_7 += a_reg_5 * a_reg_1_7;
        sum_6_0 += a_reg_6 * a_reg_1_0;
        sum_6_1 += a_reg_6 * a_reg_1_1;
        sum_6_2 += a_reg_6 * a_reg_1_2;
        sum_6_3 += a_reg_6 * a_reg_1_3;
        sum_6_4 += a_reg_6 * a_reg_1_4;
        sum_6_5 += a_reg_6 * a_reg_1_5;
        sum_6_6 += a_reg_6 * a_reg_1_6;
        sum_6_7 += a_reg_6 * a_reg_1_7;
        sum_7_0 += a_reg_7 * a_reg_1_0;
        sum_7_1 += a_reg_7 * a_reg_1_1;
        sum_7_2 += a_reg_7 * a_reg_1_2;
        sum_7_3 += a_reg_7 * a_reg_1_3;
        sum_7_4 += a_reg_7 * a_reg_1_4;
        sum_7_5 += a_reg_7 * a_reg_1_5;
        sum_7_6 += a_reg_7 * a_reg_1_6;
        sum_7_7 += a_reg_7 * a_reg_1_7;
        a_frag = vload4(0, &lm_A_1[k + 6 - k0][lid_1 * 4]);
        a_frag_1 = vload4(0, &lm_A_1[k + 6 - k0][lid_1 * 4 + 64]);
        a_frag_2 = vload4(0, &lm_A[k + 6 - k0][lid_0 * 4]);
        a_frag_3 = vload4(0, &lm_A[k + 6 - k0][lid_0 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        a_reg_1_0 = a_frag_2.s0;
        a_reg_1_1 = a_frag_2.s1;
        a_reg_1_2 = a_frag_2.s2;
        a_reg_1_3 = a_frag_2.s3;
        a_reg_1_4 = a_frag_3.s0;
        a_reg_1_5 = a_frag_3.s1;
        a_reg_1_6 = a_frag_3.s2;
        a_reg_1_7 = a_frag_3.s3;
        sum_0_0 += a_reg_0 * a_reg_1_0;
        sum_0_1 += a_reg_0 * a_reg_1_1;
        sum_0_2 += a_reg_0 * a_reg_1_2;
        sum_0_3 += a_reg_0 * a_reg_1_3;
        sum_0_4 += a_reg_0 * a_reg_1_4;
        sum_0_5 += a_reg_0 * a_reg_1_5;
        sum_0_6 += a_reg_0 * a_reg_1_6;
        sum_0_7 += a_reg_0 * a_reg_1_7;
        sum_1_0 += a_reg_1 * a_reg_1_0;
        sum_1_1 += a_reg_1 * a_reg_1_1;
        sum_1_2 += a_reg_1 * a_reg_1_2;
        sum_1_3 += a_reg_1 * a_reg_1_3;
        sum_1_4 += a_reg_1 * a_reg_1_4;
        sum_1_5 += a_reg_1 * a_reg_1_5;
        sum_1_6 += a_reg_1 * a_reg_1_6;
        sum_1_7 += a_reg_1 * a_reg_1_7;
        sum_2_0 += a_reg_2 * a_reg_1_0;
        sum_2_1 += a_reg_2 * a_reg_1_1;
        sum_2_2 += a_reg_2 * a_reg_1_2;
        sum_2_3 += a_reg_2 * a_reg_1_3;
        sum_2_4 += a_reg_2 * a_reg_1_4;
        sum_2_5 += a_reg_2 * a_reg_1_5;
        sum_2_6 += a_reg_2 * a_reg_1_6;
        sum_2_7 += a_reg_2 * a_reg_1_7;
        sum_3_0 += a_reg_3 * a_reg_1_0;
        sum_3_1 += a_reg_3 * a_reg_1_1;
        sum_3_2 += a_reg_3 * a_reg_1_2;
        sum_3_3 += a_reg_3 * a_reg_1_3;
        sum_3_4 += a_reg_3 * a_reg_1_4;
        sum_3_5 += a_reg_3 * a_reg_1_5;
        sum_3_6 += a_reg_3 * a_reg_1_6;
        sum_3_7 += a_reg_3 * a_reg_1_7;
        sum_4_0 += a_reg_4 * a_reg_1_0;
        sum_4_1 += a_reg_4 * a_reg_1_1;
        sum_4_2 += a_reg_4 * a_reg_1_2;
        sum_4_3 += a_reg_4 * a_reg_1_3;
        sum_4_4 += a_reg_4 * a_reg_1_4;
        sum_4_5 += a_reg_4 * a_reg_1_5;
        sum_4_6 += a_reg_4 * a_reg_1_6;
        sum_4_7 += a_reg_4 * a_reg_1_7;
        sum_5_0 += a_reg_5 * a_reg_1_0;
        sum_5_1 += a_reg_5 * a_reg_1_1;
        sum_5_2 += a_reg_5 * a_reg_1_2;
        sum_5_3 += a_reg_5 * a_reg_1_3;
        sum_5_4 += a_reg_5 * a_reg_1_4;
        sum_5_5 += a_reg_5 * a_reg_1_5;
        sum_5_6 += a_reg_5 * a_reg_1_6;
        sum_5_7 += a_reg_5 * a_reg_1_7;
        sum_6_0 += a_reg_6 * a_reg_1_0;
        sum_6_1 += a_reg_6 * a_reg_1_1;
        sum_6_2 += a_reg_6 * a_reg_1_2;
        sum_6_3 += a_reg_6 * a_reg_1_3;
        sum_6_4 += a_reg_6 * a_reg_1_4;
        sum_6_5 += a_reg_6 * a_reg_1_5;
        sum_6_6 += a_reg_6 * a_reg_1_6;
        sum_6_7 += a_reg_6 * a_reg_1_7;
        sum_7_0 += a_reg_7 * a_reg_1_0;
        sum_7_1 += a_reg_7 * a_reg_1_1;
        sum_7_2 += a_reg_7 * a_reg_1_2;
        sum_7_3 += a_reg_7 * a_reg_1_3;
        sum_7_4 += a_reg_7 * a_reg_1_4;
        sum_7_5 += a_reg_7 * a_reg_1_5;
        sum_7_6 += a_reg_7 * a_reg_1_6;
        sum_7_7 += a_reg_7 * a_reg_1_7;
        a_frag = vload4(0, &lm_A_1[k + 7 - k0][lid_1 * 4]);
        a_frag_1 = vload4(0, &lm_A_1[k + 7 - k0][lid_1 * 4 + 64]);
        a_frag_2 = vload4(0, &lm_A[k + 7 - k0][lid_0 * 4]);
        a_frag_3 = vload4(0, &lm_A[k + 7 - k0][lid_0 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        a_reg_1_0 = a_frag_2.s0;
        a_reg_1_1 = a_frag_2.s1;
        a_reg_1_2 = a_frag_2.s2;
        a_reg_1_3 = a_frag_2.s3;
        a_reg_1_4 = a_frag_3.s0;
        a_reg_1_5 = a_frag_3.s1;
        a_reg_1_6 = a_frag_3.s2;
        a_reg_1_7 = a_frag_3.s3;
        sum_0_0 += a_reg_0 * a_reg_1_0;
        sum_0_1 += a_reg_0 * a_reg_1_1;
        sum_0_2 += a_reg_0 * a_reg_1_2;
        sum_0_3 += a_reg_0 * a_reg_1_3;
        sum_0_4 += a_reg_0 * a_reg_1_4;
        sum_0_5 += a_reg_0 * a_reg_1_5;
        sum_0_6 += a_reg_0 * a_reg_1_6;
        sum_0_7 += a_reg_0 * a_reg_1_7;
        sum_1_0 += a_reg_1 * a_reg_1_0;
        sum_1_1 += a_reg_1 * a_reg_1_1;
        sum_1_2 += a_reg_1 * a_reg_1_2;
        sum_1_3 += a_reg_1 * a_reg_1_3;
        sum_1_4 += a_reg_1 * a_reg_1_4;
        sum_1_5 += a_reg_1 * a_reg_1_5;
        sum_1_6 += a_reg_1 * a_reg_1_6;
        sum_1_7 += a_reg_1 * a_reg_1_7;
        sum_2_0 += a_reg_2 * a_reg_1_0;
        sum_2_1 += a_reg_2 * a_reg_1_1;
        sum_2_2 += a_reg_2 * a_reg_1_2;
        sum_2_3 += a_reg_2 * a_reg_1_3;
        sum_2_4 += a_reg_2 * a_reg_1_4;
        sum_2_5 += a_reg_2 * a_reg_1_5;
        sum_2_6 += a_reg_2 * a_reg_1_6;
        sum_2_7 += a_reg_2 * a_reg_1_7;
        sum_3_0 += a_reg_3 * a_reg_1_0;
        sum_3_1 += a_reg_3 * a_reg_1_1;
        sum_3_2 += a_reg_3 * a_reg_1_2;
        sum_3_3 += a_reg_3 * a_reg_1_3;
        sum_3_4 += a_reg_3 * a_reg_1_4;
        sum_3_5 += a_reg_3 * a_reg_1_5;
        sum_3_6 += a_reg_3 * a_reg_1_6;
        sum_3_7 += a_reg_3 * a_reg_1_7;
        sum_4_0 += a_reg_4 * a_reg_1_0;
        sum_4_1 += a_reg_4 * a_reg_1_1;
        sum_4_2 += a_reg_4 * a_reg_1_2;
        sum_4_3 += a_reg_4 * a_reg_1_3;
        sum_4_4 += a_reg_4 * a_reg_1_4;
        sum_4_5 += a_reg_4 * a_reg_1_5;
        sum_4_6 += a_reg_4 * a_reg_1_6;
        sum_4_7 += a_reg_4 * a_reg_1_7;
        sum_5_0 += a_reg_5 * a_reg_1_0;
        sum_5_1 += a_reg_5 * a_reg_1_1;
        sum_5_2 += a_reg_5 * a_reg_1_2;
        sum_5_3 += a_reg_5 * a_reg_1_3;
        sum_5_4 += a_reg_5 * a_reg_1_4;
        sum_5_5 += a_reg_5 * a_reg_1_5;
        sum_5_6 += a_reg_5 * a_reg_1_6;
        sum_5_7 += a_reg_5 * a_reg_1_7;
        sum_6_0 += a_reg_6 * a_reg_1_0;
        sum_6_1 += a_reg_6 * a_reg_1_1;
        sum_6_2 += a_reg_6 * a_reg_1_2;
        sum_6_3 += a_reg_6 * a_reg_1_3;
        sum_6_4 += a_reg_6 * a_reg_1_4;
        sum_6_5 += a_reg_6 * a_reg_1_5;
        sum_6_6 += a_reg_6 * a_reg_1_6;
        sum_6_7 += a_reg_6 * a_reg_1_7;
        sum_7_0 += a_reg_7 * a_reg_1_0;
        sum_7_1 += a_reg_7 * a_reg_1_1;
        sum_7_2 += a_reg_7 * a_reg_1_2;
        sum_7_3 += a_reg_7 * a_reg_1_3;
        sum_7_4 += a_reg_7 * a_reg_1_4;
        sum_7_5 += a_reg_7 * a_reg_1_5;
        sum_7_6 += a_reg_7 * a_reg_1_6;
        sum_7_7 += a_reg_7 * a_reg_1_7;
      }
      for (; k < k0 + 32 && k < K; ++k) {
        a_frag = vload4(0, &lm_A_1[k - k0][lid_1 * 4]);
        a_frag_1 = vload4(0, &lm_A_1[k - k0][lid_1 * 4 + 64]);
        a_frag_2 = vload4(0, &lm_A[k - k0][lid_0 * 4]);
        a_frag_3 = vload4(0, &lm_A[k - k0][lid_0 * 4 + 64]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        a_reg_4 = a_frag_1.s0;
        a_reg_5 = a_frag_1.s1;
        a_reg_6 = a_frag_1.s2;
        a_reg_7 = a_frag_1.s3;
        a_reg_1_0 = a_frag_2.s0;
        a_reg_1_1 = a_frag_2.s1;
        a_reg_1_2 = a_frag_2.s2;
        a_reg_1_3 = a_frag_2.s3;
        a_reg_1_4 = a_frag_3.s0;
        a_reg_1_5 = a_frag_3.s1;
        a_reg_1_6 = a_frag_3.s2;
        a_reg_1_7 = a_frag_3.s3;
        sum_0_0 += a_reg_0 * a_reg_1_0;
        sum_0_1 += a_reg_0 * a_reg_1_1;
        sum_0_2 += a_reg_0 * a_reg_1_2;
        sum_0_3 += a_reg_0 * a_reg_1_3;
        sum_0_4 += a_reg_0 * a_reg_1_4;
        sum_0_5 += a_reg_0 * a_reg_1_5;
        sum_0_6 += a_reg_0 * a_reg_1_6;
        sum_0_7 += a_reg_0 * a_reg_1_7;
        sum_1_0 += a_reg_1 * a_reg_1_0;
        sum_1_1 += a_reg_1 * a_reg_1_1;
        sum_1_2 += a_reg_1 * a_reg_1_2;
        sum_1_3 += a_reg_1 * a_reg_1_3;
        sum_1_4 += a_reg_1 * a_reg_1_4;
        sum_1_5 += a_reg_1 * a_reg_1_5;
        sum_1_6 += a_reg_1 * a_reg_1_6;
        sum_1_7 += a_reg_1 * a_reg_1_7;
        sum_2_0 += a_reg_2 * a_reg_1_0;
        sum_2_1 += a_reg_2 * a_reg_1_1;
        sum_2_2 += a_reg_2 * a_reg_1_2;
        sum_2_3 += a_reg_2 * a_reg_1_3;
        sum_2_4 += a_reg_2 * a_reg_1_4;
        sum_2_5 += a_reg_2 * a_reg_1_5;
        sum_2_6 += a_reg_2 * a_reg_1_6;
        sum_2_7 += a_reg_2 * a_reg_1_7;
        sum_3_0 += a_reg_3 * a_reg_1_0;
        sum_3_1 += a_reg_3 * a_reg_1_1;
        sum_3_2 += a_reg_3 * a_reg_1_2;
        sum_3_3 += a_reg_3 * a_reg_1_3;
        sum_3_4 += a_reg_3 * a_reg_1_4;
        sum_3_5 += a_reg_3 * a_reg_1_5;
        sum_3_6 += a_reg_3 * a_reg_1_6;
        sum_3_7 += a_reg_3 * a_reg_1_7;
        sum_4_0 += a_reg_4 * a_reg_1_0;
        sum_4_1 += a_reg_4 * a_reg_1_1;
        sum_4_2 += a_reg_4 * a_reg_1_2;
        sum_4_3 += a_reg_4 * a_reg_1_3;
        sum_4_4 += a_reg_4 * a_reg_1_4;
        sum_4_5 += a_reg_4 * a_reg_1_5;
        sum_4_6 += a_reg_4 * a_reg_1_6;
        sum_4_7 += a_reg_4 * a_reg_1_7;
        sum_5_0 += a_reg_5 * a_reg_1_0;
        sum_5_1 += a_reg_5 * a_reg_1_1;
        sum_5_2 += a_reg_5 * a_reg_1_2;
        sum_5_3 += a_reg_5 * a_reg_1_3;
        sum_5_4 += a_reg_5 * a_reg_1_4;
        sum_5_5 += a_reg_5 * a_reg_1_5;
        sum_5_6 += a_reg_5 * a_reg_1_6;
        sum_5_7 += a_reg_5 * a_reg_1_7;
        sum_6_0 += a_reg_6 * a_reg_1_0;
        sum_6_1 += a_reg_6 * a_reg_1_1;
        sum_6_2 += a_reg_6 * a_reg_1_2;
        sum_6_3 += a_reg_6 * a_reg_1_3;
        sum_6_4 += a_reg_6 * a_reg_1_4;
        sum_6_5 += a_reg_6 * a_reg_1_5;
        sum_6_6 += a_reg_6 * a_reg_1_6;
        sum_6_7 += a_reg_6 * a_reg_1_7;
        sum_7_0 += a_reg_7 * a_reg_1_0;
        sum_7_1 += a_reg_7 * a_reg_1_1;
        sum_7_2 += a_reg_7 * a_reg_1_2;
        sum_7_3 += a_reg_7 * a_reg_1_3;
        sum_7_4 += a_reg_7 * a_reg_1_4;
        sum_7_5 += a_reg_7 * a_reg_1_5;
        sum_7_6 += a_reg_7 * a_reg_1_6;
        sum_7_7 += a_reg_7 * a_reg_1_7;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (i_0 < N && j_0 < N) {
    C[i_0 * N + j_0] = alpha * sum_0_0 + beta * C[i_0 * N + j_0];
  }
  if (i_0 < N && j_1 < N) {
    C[i_0 * N + j_1] = alpha * sum_0_1 + beta * C[i_0 * N + j_1];
  }
  if (i_0 < N && j_2 < N) {
    C[i_0 * N + j_2] = alpha * sum_0_2 + beta * C[i_0 * N + j_2];
  }
  if (i_0 < N && j_3 < N) {
    C[i_0 * N + j_3] = alpha * sum_0_3 + beta * C[i_0 * N + j_3];
  }
  if (i_0 < N && j_4 < N) {
    C[i_0 * N + j_4] = alpha * sum_0_4 + beta * C[i_0 * N + j_4];
  }
  if (i_0 < N && j_5 < N) {
    C[i_0 * N + j_5] = alpha * sum_0_5 + beta * C[i_0 * N + j_5];
  }
  if (i_0 < N && j_6 < N) {
    C[i_0 * N + j_6] = alpha * sum_0_6 + beta * C[i_0 * N + j_6];
  }
  if (i_0 < N && j_7 < N) {
    C[i_0 * N + j_7] = alpha * sum_0_7 + beta * C[i_0 * N + j_7];
  }
  if (i_1 < N && j_0 < N) {
    C[i_1 * N + j_0] = alpha * sum_1_0 + beta * C[i_1 * N + j_0];
  }
  if (i_1 < N && j_1 < N) {
    C[i_1 * N + j_1] = alpha * sum_1_1 + beta * C[i_1 * N + j_1];
  }
  if (i_1 < N && j_2 < N) {
    C[i_1 * N + j_2] = alpha * sum_1_2 + beta * C[i_1 * N + j_2];
  }
  if (i_1 < N && j_3 < N) {
    C[i_1 * N + j_3] = alpha * sum_1_3 + beta * C[i_1 * N + j_3];
  }
  if (i_1 < N && j_4 < N) {
    C[i_1 * N + j_4] = alpha * sum_1_4 + beta * C[i_1 * N + j_4];
  }
  if (i_1 < N && j_5 < N) {
    C[i_1 * N + j_5] = alpha * sum_1_5 + beta * C[i_1 * N + j_5];
  }
  if (i_1 < N && j_6 < N) {
    C[i_1 * N + j_6] = alpha * sum_1_6 + beta * C[i_1 * N + j_6];
  }
  if (i_1 < N && j_7 < N) {
    C[i_1 * N + j_7] = alpha * sum_1_7 + beta * C[i_1 * N + j_7];
  }
  if (i_2 < N && j_0 < N) {
    C[i_2 * N + j_0] = alpha * sum_2_0 + beta * C[i_2 * N + j_0];
  }
  if (i_2 < N && j_1 < N) {
    C[i_2 * N + j_1] = alpha * sum_2_1 + beta * C[i_2 * N + j_1];
  }
  if (i_2 < N && j_2 < N) {
    C[i_2 * N + j_2] = alpha * sum_2_2 + beta * C[i_2 * N + j_2];
  }
  if (i_2 < N && j_3 < N) {
    C[i_2 * N + j_3] = alpha * sum_2_3 + beta * C[i_2 * N + j_3];
  }
  if (i_2 < N && j_4 < N) {
    C[i_2 * N + j_4] = alpha * sum_2_4 + beta * C[i_2 * N + j_4];
  }
  if (i_2 < N && j_5 < N) {
    C[i_2 * N + j_5] = alpha * sum_2_5 + beta * C[i_2 * N + j_5];
  }
  if (i_2 < N && j_6 < N) {
    C[i_2 * N + j_6] = alpha * sum_2_6 + beta * C[i_2 * N + j_6];
  }
  if (i_2 < N && j_7 < N) {
    C[i_2 * N + j_7] = alpha * sum_2_7 + beta * C[i_2 * N + j_7];
  }
  if (i_3 < N && j_0 < N) {
    C[i_3 * N + j_0] = alpha * sum_3_0 + beta * C[i_3 * N + j_0];
  }
  if (i_3 < N && j_1 < N) {
    C[i_3 * N + j_1] = alpha * sum_3_1 + beta * C[i_3 * N + j_1];
  }
  if (i_3 < N && j_2 < N) {
    C[i_3 * N + j_2] = alpha * sum_3_2 + beta * C[i_3 * N + j_2];
  }
  if (i_3 < N && j_3 < N) {
    C[i_3 * N + j_3] = alpha * sum_3_3 + beta * C[i_3 * N + j_3];
  }
  if (i_3 < N && j_4 < N) {
    C[i_3 * N + j_4] = alpha * sum_3_4 + beta * C[i_3 * N + j_4];
  }
  if (i_3 < N && j_5 < N) {
    C[i_3 * N + j_5] = alpha * sum_3_5 + beta * C[i_3 * N + j_5];
  }
  if (i_3 < N && j_6 < N) {
    C[i_3 * N + j_6] = alpha * sum_3_6 + beta * C[i_3 * N + j_6];
  }
  if (i_3 < N && j_7 < N) {
    C[i_3 * N + j_7] = alpha * sum_3_7 + beta * C[i_3 * N + j_7];
  }
  if (i_4 < N && j_0 < N) {
    C[i_4 * N + j_0] = alpha * sum_4_0 + beta * C[i_4 * N + j_0];
  }
  if (i_4 < N && j_1 < N) {
    C[i_4 * N + j_1] = alpha * sum_4_1 + beta * C[i_4 * N + j_1];
  }
  if (i_4 < N && j_2 < N) {
    C[i_4 * N + j_2] = alpha * sum_4_2 + beta * C[i_4 * N + j_2];
  }
  if (i_4 < N && j_3 < N) {
    C[i_4 * N + j_3] = alpha * sum_4_3 + beta * C[i_4 * N + j_3];
  }
  if (i_4 < N && j_4 < N) {
    C[i_4 * N + j_4] = alpha * sum_4_4 + beta * C[i_4 * N + j_4];
  }
  if (i_4 < N && j_5 < N) {
    C[i_4 * N + j_5] = alpha * sum_4_5 + beta * C[i_4 * N + j_5];
  }
  if (i_4 < N && j_6 < N) {
    C[i_4 * N + j_6] = alpha * sum_4_6 + beta * C[i_4 * N + j_6];
  }
  if (i_4 < N && j_7 < N) {
    C[i_4 * N + j_7] = alpha * sum_4_7 + beta * C[i_4 * N + j_7];
  }
  if (i_5 < N && j_0 < N) {
    C[i_5 * N + j_0] = alpha * sum_5_0 + beta * C[i_5 * N + j_0];
  }
  if (i_5 < N && j_1 < N) {
    C[i_5 * N + j_1] = alpha * sum_5_1 + beta * C[i_5 * N + j_1];
  }
  if (i_5 < N && j_2 < N) {
    C[i_5 * N + j_2] = alpha * sum_5_2 + beta * C[i_5 * N + j_2];
  }
  if (i_5 < N && j_3 < N) {
    C[i_5 * N + j_3] = alpha * sum_5_3 + beta * C[i_5 * N + j_3];
  }
  if (i_5 < N && j_4 < N) {
    C[i_5 * N + j_4] = alpha * sum_5_4 + beta * C[i_5 * N + j_4];
  }
  if (i_5 < N && j_5 < N) {
    C[i_5 * N + j_5] = alpha * sum_5_5 + beta * C[i_5 * N + j_5];
  }
  if (i_5 < N && j_6 < N) {
    C[i_5 * N + j_6] = alpha * sum_5_6 + beta * C[i_5 * N + j_6];
  }
  if (i_5 < N && j_7 < N) {
    C[i_5 * N + j_7] = alpha * sum_5_7 + beta * C[i_5 * N + j_7];
  }
  if (i_6 < N && j_0 < N) {
    C[i_6 * N + j_0] = alpha * sum_6_0 + beta * C[i_6 * N + j_0];
  }
  if (i_6 < N && j_1 < N) {
    C[i_6 * N + j_1] = alpha * sum_6_1 + beta * C[i_6 * N + j_1];
  }
  if (i_6 < N && j_2 < N) {
    C[i_6 * N + j_2] = alpha * sum_6_2 + beta * C[i_6 * N + j_2];
  }
  if (i_6 < N && j_3 < N) {
    C[i_6 * N + j_3] = alpha * sum_6_3 + beta * C[i_6 * N + j_3];
  }
  if (i_6 < N && j_4 < N) {
    C[i_6 * N + j_4] = alpha * sum_6_4 + beta * C[i_6 * N + j_4];
  }
  if (i_6 < N && j_5 < N) {
    C[i_6 * N + j_5] = alpha * sum_6_5 + beta * C[i_6 * N + j_5];
  }
  if (i_6 < N && j_6 < N) {
    C[i_6 * N + j_6] = alpha * sum_6_6 + beta * C[i_6 * N + j_6];
  }
  if (i_6 < N && j_7 < N) {
    C[i_6 * N + j_7] = alpha * sum_6_7 + beta * C[i_6 * N + j_7];
  }
  if (i_7 < N && j_0 < N) {
    C[i_7 * N + j_0] = alpha * sum_7_0 + beta * C[i_7 * N + j_0];
  }
  if (i_7 < N && j_1 < N) {
    C[i_7 * N + j_1] = alpha * sum_7_1 + beta * C[i_7 * N + j_1];
  }
  if (i_7 < N && j_2 < N) {
    C[i_7 * N + j_2] = alpha * sum_7_2 + beta * C[i_7 * N + j_2];
  }
  if (i_7 < N && j_3 < N) {
    C[i_7 * N + j_3] = alpha * sum_7_3 + beta * C[i_7 * N + j_3];
  }
  if (i_7 < N && j_4 < N) {
    C[i_7 * N + j_4] = alpha * sum_7_4 + beta * C[i_7 * N + j_4];
  }
  if (i_7 < N && j_5 < N) {
    C[i_7 * N + j_5] = alpha * sum_7_5 + beta * C[i_7 * N + j_5];
  }
  if (i_7 < N && j_6 < N) {
    C[i_7 * N + j_6] = alpha * sum_7_6 + beta * C[i_7 * N + j_6];
  }
  if (i_7 < N && j_7 < N) {
    C[i_7 * N + j_7] = alpha * sum_7_7 + beta * C[i_7 * N + j_7];
  }
}

