// Tuned by clopt 0.1.0 from matmul.cl.
//
// Kernel 'matmul' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: N=1024, global [1024, 1024]
//   passes: tile(k=64) local(A=1, B=1, pad=1, transpose=1, vcopy=4) coarsen(d0=4, d1=4, dist=cyclic, chunk=4) private(hoist=1, vload=1, window=1) unroll(factor=8, full=1) wgshape(d0=8, d1=16)
//   speedup: 4.47x (0.09356 ms vs 0.4186 ms for the original)
//   measured: median of 5 interleaved rounds; bound 4.41x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 4), 8), local[0] = 8; global[1] = roundUp(ceil(G1 / 4), 16), local[1] = 16; requires G0 >= (N); requires G1 >= (N); requires N <= 2147483584; no global work offset
//   preconditions: G0 >= (N), G1 >= (N), N <= 2147483584 (G0..G2: the original global size)
//
// The launch geometry is also in sgemm_1024.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// C = A * B for square N x N matrices, one work-item per element of C
// (HPL figure 3, written with flat indices).
#pragma clopt tune global(N, N) sizes(N = 256)
// clopt: kernel 'matmul'
//   tile: k=64
//   local: A=1 B=1 pad=1 transpose=1 vcopy=4
//   coarsen: d0=4 d1=4 dist=cyclic chunk=4
//   private: hoist=1 vload=1 window=1
//   unroll: factor=8 full=1
//   wgshape: d0=8 d1=16
//   launch: global[0] = roundUp(ceil(G0 / 4), 8), local[0] = 8; global[1] = roundUp(ceil(G1 / 4), 16), local[1] = 16; requires G0 >= (N); requires G1 >= (N); requires N <= 2147483584; no global work offset
//   local memory: 25088 bytes
__attribute__((reqd_work_group_size(8, 16, 1)))
__kernel void matmul(__global const float *A, __global const float *B,
                     __global float *C, int N) {
  const int lid_0 = get_local_id(0);
  const int grp_first_0 = get_group_id(0) * 32;
  const int first_0 = get_group_id(0) * 32 + get_local_id(0) * 4;
  const int lid_1 = get_local_id(1);
  const int grp_first_1 = get_group_id(1) * 64;
  const int first_1 = get_group_id(1) * 64 + get_local_id(1) * 4;
  int j_0 = first_0;
  int j_1 = first_0 + 1;
  int j_2 = first_0 + 2;
  int j_3 = first_0 + 3;
  int i_0 = first_1;
  int i_1 = first_1 + 1;
  int i_2 = first_1 + 2;
  int i_3 = first_1 + 3;
  __local float lm_A[64][65] __attribute__((aligned(16)));
  __local float lm_B[64][33] __attribute__((aligned(16)));
  const int lid = lid_1 * 8 + lid_0;
  float sum_0_0 = 0.0f;
  float sum_0_1 = 0.0f;
  float sum_0_2 = 0.0f;
  float sum_0_3 = 0.0f;
  float sum_1_0 = 0.0f;
  float sum_1_1 = 0.0f;
  float sum_1_2 = 0.0f;
  float sum_1_3 = 0.0f;
  float sum_2_0 = 0.0f;
  float sum_2_1 = 0.0f;
  float sum_2_2 = 0.0f;
  float sum_2_3 = 0.0f;
  float sum_3_0 = 0.0f;
  float sum_3_1 = 0.0f;
  float sum_3_2 = 0.0f;
  float sum_3_3 = 0.0f;
  for (int k0 = 0; k0 < N; k0 += 64) {
    if (grp_first_1 + 63 < N && k0 + 63 < N) {
      for (int cp = lid; cp < 1024; cp += 128) {
        const int cp_1 = cp / 16;
        const int cp_0 = cp % 16 * 4;
        __global const float *const cp_p = A + (N * (grp_first_1 + cp_1) + (k0 + cp_0));
        const float4 cp_v = (uintptr_t)cp_p % 16 == 0 ? *(__global const float4 *)cp_p : vload4(0, cp_p);
        lm_A[cp_0][cp_1] = cp_v.s0;
        lm_A[cp_0 + 1][cp_1] = cp_v.s1;
        lm_A[cp_0 + 2][cp_1] = cp_v.s2;
        lm_A[cp_0 + 3][cp_1] = cp_v.s3;
      }
    } else {
      for (int cp = lid; cp < 1024; cp += 128) {
        const int cp_1 = cp / 16;
        const int cp_0 = cp % 16 * 4;
        if (grp_first_1 + cp_1 < N && k0 + cp_0 < N && k0 + (cp_0 + 1) < N && k0 + (cp_0 + 2) < N && k0 + (cp_0 + 3) < N) {
          __global const float *const cp_p_1 = A + (N * (grp_first_1 + cp_1) + (k0 + cp_0));
          const float4 cp_v_1 = (uintptr_t)cp_p_1 % 16 == 0 ? *(__global const float4 *)cp_p_1 : vload4(0, cp_p_1);
          lm_A[cp_0][cp_1] = cp_v_1.s0;
          lm_A[cp_0 + 1][cp_1] = cp_v_1.s1;
          lm_A[cp_0 + 2][cp_1] = cp_v_1.s2;
          lm_A[cp_0 + 3][cp_1] = cp_v_1.s3;
        } else {
          lm_A[cp_0][cp_1] = (grp_first_1 + cp_1 < N && k0 + cp_0 < N) ? A[N * (grp_first_1 + cp_1) + (k0 + cp_0)] : 0;
          lm_A[cp_0 + 1][cp_1] = (grp_first_1 + cp_1 < N && k0 + (cp_0 + 1) < N) ? A[N * (grp_first_1 + cp_1) + (k0 + (cp_0 + 1))] : 0;
          lm_A[cp_0 + 2][cp_1] = (grp_first_1 + cp_1 < N && k0 + (cp_0 + 2) < N) ? A[N * (grp_first_1 + cp_1) + (k0 + (cp_0 + 2))] : 0;
          lm_A[cp_0 + 3][cp_1] = (grp_first_1 + cp_1 < N && k0 + (cp_0 + 3) < N) ? A[N * (grp_first_1 + cp_1) + (k0 + (cp_0 + 3))] : 0;
        }
      }
    }
    if (k0 + 63 < N && grp_first_0 + 31 < N) {
      for (int cp = lid; cp < 512; cp += 128) {
        const int cp_1 = cp / 8;
        const int cp_0 = cp % 8 * 4;
        __global const float *const cp_p_2 = B + (N * (k0 + cp_1) + (grp_first_0 + cp_0));
        const float4 cp_v_2 = (uintptr_t)cp_p_2 % 16 == 0 ? *(__global const float4 *)cp_p_2 : vload4(0, cp_p_2);
        vstore4(cp_v_2, 0, &lm_B[cp_1][cp_0]);
      }
    } else {
      for (int cp = lid; cp < 512; cp += 128) {
        const int cp_1 = cp / 8;
        const int cp_0 = cp % 8 * 4;
        if (k0 + cp_1 < N && grp_first_0 + cp_0 < N && grp_first_0 + (cp_0 + 1) < N && grp_first_0 + (cp_0 + 2) < N && grp_first_0 + (cp_0 + 3) < N) {
          __global const float *const cp_p_3 = B + (N * (k0 + cp_1) + (grp_first_0 + cp_0));
          const float4 cp_v_3 = (uintptr_t)cp_p_3 % 16 == 0 ? *(__global const float4 *)cp_p_3 : vload4(0, cp_p_3);
          vstore4(cp_v_3, 0, &lm_B[cp_1][cp_0]);
        } else {
          lm_B[cp_1][cp_0] = (k0 + cp_1 < N && grp_first_0 + cp_0 < N) ? B[N * (k0 + cp_1) + (grp_first_0 + cp_0)] : 0;
          lm_B[cp_1][cp_0 + 1] = (k0 + cp_1 < N && grp_first_0 + (cp_0 + 1) < N) ? B[N * (k0 + cp_1) + (grp_first_0 + (cp_0 + 1))] : 0;
          lm_B[cp_1][cp_0 + 2] = (k0 + cp_1 < N && grp_first_0 + (cp_0 + 2) < N) ? B[N * (k0 + cp_1) + (grp_first_0 + (cp_0 + 2))] : 0;
          lm_B[cp_1][cp_0 + 3] = (k0 + cp_1 < N && grp_first_0 + (cp_0 + 3) < N) ? B[N * (k0 + cp_1) + (grp_first_0 + (cp_0 + 3))] : 0;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int k = k0;
      float4 a_frag;
      float4 b_frag;
      float a_reg_0;
      float a_reg_1;
      float a_reg_2;
      float a_reg_3;
      float b_reg_0;
      float b_reg_1;
      float b_reg_2;
      float b_reg_3;
      for (; k + 7L < k0 + 64 && k + 7L < N; k += 8) {
        a_frag = vload4(0, &lm_A[k - k0][lid_1 * 4]);
        b_frag = vload4(0, &lm_B[k - k0][lid_0 * 4]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_0 * b_reg_1;
        sum_0_2 += a_reg_0 * b_reg_2;
        sum_0_3 += a_reg_0 * b_reg_3;
        sum_1_0 += a_reg_1 * b_reg_0;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_1 * b_reg_2;
        sum_1_3 += a_reg_1 * b_reg_3;
        sum_2_0 += a_reg_2 * b_reg_0;
        sum_2_1 += a_reg_2 * b_reg_1;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_2 * b_reg_3;
        sum_3_0 += a_reg_3 * b_reg_0;
        sum_3_1 += a_reg_3 * b_reg_1;
        sum_3_2 += a_reg_3 * b_reg_2;
        sum_3_3 += a_reg_3 * b_reg_3;
        a_frag = vload4(0, &lm_A[k + 1 - k0][lid_1 * 4]);
        b_frag = vload4(0, &lm_B[k + 1 - k0][lid_0 * 4]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_0 * b_reg_1;
        sum_0_2 += a_reg_0 * b_reg_2;
        sum_0_3 += a_reg_0 * b_reg_3;
        sum_1_0 += a_reg_1 * b_reg_0;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_1 * b_reg_2;
        sum_1_3 += a_reg_1 * b_reg_3;
        sum_2_0 += a_reg_2 * b_reg_0;
        sum_2_1 += a_reg_2 * b_reg_1;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_2 * b_reg_3;
        sum_3_0 += a_reg_3 * b_reg_0;
        sum_3_1 += a_reg_3 * b_reg_1;
        sum_3_2 += a_reg_3 * b_reg_2;
        sum_3_3 += a_reg_3 * b_reg_3;
        a_frag = vload4(0, &lm_A[k + 2 - k0][lid_1 * 4]);
        b_frag = vload4(0, &lm_B[k + 2 - k0][lid_0 * 4]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_0 * b_reg_1;
        sum_0_2 += a_reg_0 * b_reg_2;
        sum_0_3 += a_reg_0 * b_reg_3;
        sum_1_0 += a_reg_1 * b_reg_0;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_1 * b_reg_2;
        sum_1_3 += a_reg_1 * b_reg_3;
        sum_2_0 += a_reg_2 * b_reg_0;
        sum_2_1 += a_reg_2 * b_reg_1;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_2 * b_reg_3;
        sum_3_0 += a_reg_3 * b_reg_0;
        sum_3_1 += a_reg_3 * b_reg_1;
        sum_3_2 += a_reg_3 * b_reg_2;
        sum_3_3 += a_reg_3 * b_reg_3;
        a_frag = vload4(0, &lm_A[k + 3 - k0][lid_1 * 4]);
        b_frag = vload4(0, &lm_B[k + 3 - k0][lid_0 * 4]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_0 * b_reg_1;
        sum_0_2 += a_reg_0 * b_reg_2;
        sum_0_3 += a_reg_0 * b_reg_3;
        sum_1_0 += a_reg_1 * b_reg_0;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_1 * b_reg_2;
        sum_1_3 += a_reg_1 * b_reg_3;
        sum_2_0 += a_reg_2 * b_reg_0;
        sum_2_1 += a_reg_2 * b_reg_1;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_2 * b_reg_3;
        sum_3_0 += a_reg_3 * b_reg_0;
        sum_3_1 += a_reg_3 * b_reg_1;
        sum_3_2 += a_reg_3 * b_reg_2;
        sum_3_3 += a_reg_3 * b_reg_3;
        a_frag = vload4(0, &lm_A[k + 4 - k0][lid_1 * 4]);
        b_frag = vload4(0, &lm_B[k + 4 - k0][lid_0 * 4]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_0 * b_reg_1;
        sum_0_2 += a_reg_0 * b_reg_2;
        sum_0_3 += a_reg_0 * b_reg_3;
        sum_1_0 += a_reg_1 * b_reg_0;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_1 * b_reg_2;
        sum_1_3 += a_reg_1 * b_reg_3;
        sum_2_0 += a_reg_2 * b_reg_0;
        sum_2_1 += a_reg_2 * b_reg_1;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_2 * b_reg_3;
        sum_3_0 += a_reg_3 * b_reg_0;
        sum_3_1 += a_reg_3 * b_reg_1;
        sum_3_2 += a_reg_3 * b_reg_2;
        sum_3_3 += a_reg_3 * b_reg_3;
        a_frag = vload4(0, &lm_A[k + 5 - k0][lid_1 * 4]);
        b_frag = vload4(0, &lm_B[k + 5 - k0][lid_0 * 4]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_0 * b_reg_1;
        sum_0_2 += a_reg_0 * b_reg_2;
        sum_0_3 += a_reg_0 * b_reg_3;
        sum_1_0 += a_reg_1 * b_reg_0;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_1 * b_reg_2;
        sum_1_3 += a_reg_1 * b_reg_3;
        sum_2_0 += a_reg_2 * b_reg_0;
        sum_2_1 += a_reg_2 * b_reg_1;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_2 * b_reg_3;
        sum_3_0 += a_reg_3 * b_reg_0;
        sum_3_1 += a_reg_3 * b_reg_1;
        sum_3_2 += a_reg_3 * b_reg_2;
        sum_3_3 += a_reg_3 * b_reg_3;
        a_frag = vload4(0, &lm_A[k + 6 - k0][lid_1 * 4]);
        b_frag = vload4(0, &lm_B[k + 6 - k0][lid_0 * 4]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_0 * b_reg_1;
        sum_0_2 += a_reg_0 * b_reg_2;
        sum_0_3 += a_reg_0 * b_reg_3;
        sum_1_0 += a_reg_1 * b_reg_0;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_1 * b_reg_2;
        sum_1_3 += a_reg_1 * b_reg_3;
        sum_2_0 += a_reg_2 * b_reg_0;
        sum_2_1 += a_reg_2 * b_reg_1;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_2 * b_reg_3;
        sum_3_0 += a_reg_3 * b_reg_0;
        sum_3_1 += a_reg_3 * b_reg_1;
        sum_3_2 += a_reg_3 * b_reg_2;
        sum_3_3 += a_reg_3 * b_reg_3;
        a_frag = vload4(0, &lm_A[k + 7 - k0][lid_1 * 4]);
        b_frag = vload4(0, &lm_B[k + 7 - k0][lid_0 * 4]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_0 * b_reg_1;
        sum_0_2 += a_reg_0 * b_reg_2;
        sum_0_3 += a_reg_0 * b_reg_3;
        sum_1_0 += a_reg_1 * b_reg_0;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_1 * b_reg_2;
        sum_1_3 += a_reg_1 * b_reg_3;
        sum_2_0 += a_reg_2 * b_reg_0;
        sum_2_1 += a_reg_2 * b_reg_1;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_2 * b_reg_3;
        sum_3_0 += a_reg_3 * b_reg_0;
        sum_3_1 += a_reg_3 * b_reg_1;
        sum_3_2 += a_reg_3 * b_reg_2;
        sum_3_3 += a_reg_3 * b_reg_3;
      }
      for (; k < k0 + 64 && k < N; ++k) {
        a_frag = vload4(0, &lm_A[k - k0][lid_1 * 4]);
        b_frag = vload4(0, &lm_B[k - k0][lid_0 * 4]);
        a_reg_0 = a_frag.s0;
        a_reg_1 = a_frag.s1;
        a_reg_2 = a_frag.s2;
        a_reg_3 = a_frag.s3;
        b_reg_0 = b_frag.s0;
        b_reg_1 = b_frag.s1;
        b_reg_2 = b_frag.s2;
        b_reg_3 = b_frag.s3;
        sum_0_0 += a_reg_0 * b_reg_0;
        sum_0_1 += a_reg_0 * b_reg_1;
        sum_0_2 += a_reg_0 * b_reg_2;
        sum_0_3 += a_reg_0 * b_reg_3;
        sum_1_0 += a_reg_1 * b_reg_0;
        sum_1_1 += a_reg_1 * b_reg_1;
        sum_1_2 += a_reg_1 * b_reg_2;
        sum_1_3 += a_reg_1 * b_reg_3;
        sum_2_0 += a_reg_2 * b_reg_0;
        sum_2_1 += a_reg_2 * b_reg_1;
        sum_2_2 += a_reg_2 * b_reg_2;
        sum_2_3 += a_reg_2 * b_reg_3;
        sum_3_0 += a_reg_3 * b_reg_0;
        sum_3_1 += a_reg_3 * b_reg_1;
        sum_3_2 += a_reg_3 * b_reg_2;
        sum_3_3 += a_reg_3 * b_reg_3;
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
}

