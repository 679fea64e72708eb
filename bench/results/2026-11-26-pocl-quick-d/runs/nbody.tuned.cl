// Tuned by clopt 0.1.0 from nbody.cl.
//
// Kernel 'nbody' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: N=2048, global [2048]
//   passes: tile(j=32) coarsen(d0=16, dist=cyclic, chunk=4) private(hoist=0, vload=0, window=1) unroll(factor=4, full=0) addend(first=1) wgshape(d0=64)
//   speedup: 1.16x (5.431 ms vs 6.303 ms for the original)
//   measured: median of 5 interleaved rounds; bound 1.14x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 16), 64), local[0] = 64; requires G0 >= (N); requires N <= 2147483616; no global work offset
//   preconditions: G0 >= (N), N <= 2147483616 (G0..G2: the original global size)
//
// The launch geometry is also in nbody.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// All-pairs N-body accelerations: every work-item reads every body
// (InnerPat). pos holds (x, y, z, mass).
#pragma clopt tune global(N) sizes(N = 2048)
// clopt: kernel 'nbody'
//   tile: j=32
//   coarsen: d0=16 dist=cyclic chunk=4
//   private: hoist=0 vload=0 window=1
//   unroll: factor=4 full=0
//   addend: first=1
//   wgshape: d0=64
//   launch: global[0] = roundUp(ceil(G0 / 16), 64), local[0] = 64; requires G0 >= (N); requires N <= 2147483616; no global work offset
//   floating point: addend reassociated sums; results differ from the original's in rounding, and more where terms cancel
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void nbody(__global const float4 *pos, __global float4 *acc, int N,
                    float eps2) {
  const int first_0 = get_group_id(0) * 1024 + get_local_id(0) * 4;
  int i_0 = first_0;
  int i_1 = first_0 + 1;
  int i_2 = first_0 + 2;
  int i_3 = first_0 + 3;
  int i_4 = first_0 + 256;
  int i_5 = first_0 + 257;
  int i_6 = first_0 + 258;
  int i_7 = first_0 + 259;
  int i_8 = first_0 + 512;
  int i_9 = first_0 + 513;
  int i_10 = first_0 + 514;
  int i_11 = first_0 + 515;
  int i_12 = first_0 + 768;
  int i_13 = first_0 + 769;
  int i_14 = first_0 + 770;
  int i_15 = first_0 + 771;
  float4 pi_0 = (i_0 < N ? pos[i_0] : 0);
  float4 pi_1 = (i_1 < N ? pos[i_1] : 0);
  float4 pi_2 = (i_2 < N ? pos[i_2] : 0);
  float4 pi_3 = (i_3 < N ? pos[i_3] : 0);
  float4 pi_4 = (i_4 < N ? pos[i_4] : 0);
  float4 pi_5 = (i_5 < N ? pos[i_5] : 0);
  float4 pi_6 = (i_6 < N ? pos[i_6] : 0);
  float4 pi_7 = (i_7 < N ? pos[i_7] : 0);
  float4 pi_8 = (i_8 < N ? pos[i_8] : 0);
  float4 pi_9 = (i_9 < N ? pos[i_9] : 0);
  float4 pi_10 = (i_10 < N ? pos[i_10] : 0);
  float4 pi_11 = (i_11 < N ? pos[i_11] : 0);
  float4 pi_12 = (i_12 < N ? pos[i_12] : 0);
  float4 pi_13 = (i_13 < N ? pos[i_13] : 0);
  float4 pi_14 = (i_14 < N ? pos[i_14] : 0);
  float4 pi_15 = (i_15 < N ? pos[i_15] : 0);
  float4 a_0 = (float4)0.0f;
  float4 a_1 = (float4)0.0f;
  float4 a_2 = (float4)0.0f;
  float4 a_3 = (float4)0.0f;
  float4 a_4 = (float4)0.0f;
  float4 a_5 = (float4)0.0f;
  float4 a_6 = (float4)0.0f;
  float4 a_7 = (float4)0.0f;
  float4 a_8 = (float4)0.0f;
  float4 a_9 = (float4)0.0f;
  float4 a_10 = (float4)0.0f;
  float4 a_11 = (float4)0.0f;
  float4 a_12 = (float4)0.0f;
  float4 a_13 = (float4)0.0f;
  float4 a_14 = (float4)0.0f;
  float4 a_15 = (float4)0.0f;
  for (int j0 = 0; j0 < N; j0 += 32) {
    {
      int j = j0;
      float4 pj_0;
      float4 pj_1;
      float4 pj_2;
      float4 pj_3;
      float4 pj_4;
      float4 pj_5;
      float4 pj_6;
      float4 pj_7;
      float4 pj_8;
      float4 pj_9;
      float4 pj_10;
      float4 pj_11;
      float4 pj_12;
      float4 pj_13;
      float4 pj_14;
      float4 pj_15;
      float4 d_0;
      float4 d_1;
      float4 d_2;
      float4 d_3;
      float4 d_4;
      float4 d_5;
      float4 d_6;
      float4 d_7;
      float4 d_8;
      float4 d_9;
      float4 d_10;
      float4 d_11;
      float4 d_12;
      float4 d_13;
      float4 d_14;
      float4 d_15;
      float r2_0;
      float r2_1;
      float r2_2;
      float r2_3;
      float r2_4;
      float r2_5;
      float r2_6;
      float r2_7;
      float r2_8;
      float r2_9;
      float r2_10;
      float r2_11;
      float r2_12;
      float r2_13;
      float r2_14;
      float r2_15;
      float inv_0;
      float inv_1;
      float inv_2;
      float inv_3;
      float inv_4;
      float inv_5;
      float inv_6;
      float inv_7;
      float inv_8;
      float inv_9;
      float inv_10;
      float inv_11;
      float inv_12;
      float inv_13;
      float inv_14;
      float inv_15;
      for (; j + 3L < j0 + 32 && j + 3L < N; j += 4) {
        pj_0 = pos[j];
        pj_1 = pos[j];
        pj_2 = pos[j];
        pj_3 = pos[j];
        pj_4 = pos[j];
        pj_5 = pos[j];
        pj_6 = pos[j];
        pj_7 = pos[j];
        pj_8 = pos[j];
        pj_9 = pos[j];
        pj_10 = pos[j];
        pj_11 = pos[j];
        pj_12 = pos[j];
        pj_13 = pos[j];
        pj_14 = pos[j];
        pj_15 = pos[j];
        d_0 = pj_0 - pi_0;
        d_1 = pj_1 - pi_1;
        d_2 = pj_2 - pi_2;
        d_3 = pj_3 - pi_3;
        d_4 = pj_4 - pi_4;
        d_5 = pj_5 - pi_5;
        d_6 = pj_6 - pi_6;
        d_7 = pj_7 - pi_7;
        d_8 = pj_8 - pi_8;
        d_9 = pj_9 - pi_9;
        d_10 = pj_10 - pi_10;
        d_11 = pj_11 - pi_11;
        d_12 = pj_12 - pi_12;
        d_13 = pj_13 - pi_13;
        d_14 = pj_14 - pi_14;
        d_15 = pj_15 - pi_15;
        r2_0 = eps2 + d_0.x * d_0.x + d_0.y * d_0.y + d_0.z * d_0.z;
        r2_1 = eps2 + d_1.x * d_1.x + d_1.y * d_1.y + d_1.z * d_1.z;
        r2_2 = eps2 + d_2.x * d_2.x + d_2.y * d_2.y + d_2.z * d_2.z;
        r2_3 = eps2 + d_3.x * d_3.x + d_3.y * d_3.y + d_3.z * d_3.z;
        r2_4 = eps2 + d_4.x * d_4.x + d_4.y * d_4.y + d_4.z * d_4.z;
        r2_5 = eps2 + d_5.x * d_5.x + d_5.y * d_5.y + d_5.z * d_5.z;
        r2_6 = eps2 + d_6.x * d_6.x + d_6.y * d_6.y + d_6.z * d_6.z;
        r2_7 = eps2 + d_7.x * d_7.x + d_7.y * d_7.y + d_7.z * d_7.z;
        r2_8 = eps2 + d_8.x * d_8.x + d_8.y * d_8.y + d_8.z * d_8.z;
        r2_9 = eps2 + d_9.x * d_9.x + d_9.y * d_9.y + d_9.z * d_9.z;
        r2_10 = eps2 + d_10.x * d_10.x + d_10.y * d_10.y + d_10.z * d_10.z;
        r2_11 = eps2 + d_11.x * d_11.x + d_11.y * d_11.y + d_11.z * d_11.z;
        r2_12 = eps2 + d_12.x * d_12.x + d_12.y * d_12.y + d_12.z * d_12.z;
        r2_13 = eps2 + d_13.x * d_13.x + d_13.y * d_13.y + d_13.z * d_13.z;
        r2_14 = eps2 + d_14.x * d_14.x + d_14.y * d_14.y + d_14.z * d_14.z;
        r2_15 = eps2 + d_15.x * d_15.x + d_15.y * d_15.y + d_15.z * d_15.z;
        inv_0 = rsqrt(r2_0);
        inv_1 = rsqrt(r2_1);
        inv_2 = rsqrt(r2_2);
        inv_3 = rsqrt(r2_3);
        inv_4 = rsqrt(r2_4);
        inv_5 = rsqrt(r2_5);
        inv_6 = rsqrt(r2_6);
        inv_7 = rsqrt(r2_7);
        inv_8 = rsqrt(r2_8);
        inv_9 = rsqrt(r2_9);
        inv_10 = rsqrt(r2_10);
        inv_11 = rsqrt(r2_11);
        inv_12 = rsqrt(r2_12);
        inv_13 = rsqrt(r2_13);
        inv_14 = rsqrt(r2_14);
        inv_15 = rsqrt(r2_15);
        a_0 += d_0 * (pj_0.w * inv_0 * inv_0 * inv_0);
        a_1 += d_1 * (pj_1.w * inv_1 * inv_1 * inv_1);
        a_2 += d_2 * (pj_2.w * inv_2 * inv_2 * inv_2);
        a_3 += d_3 * (pj_3.w * inv_3 * inv_3 * inv_3);
        a_4 += d_4 * (pj_4.w * inv_4 * inv_4 * inv_4);
        a_5 += d_5 * (pj_5.w * inv_5 * inv_5 * inv_5);
        a_6 += d_6 * (pj_6.w * inv_6 * inv_6 * inv_6);
        a_7 += d_7 * (pj_7.w * inv_7 * inv_7 * inv_7);
        a_8 += d_8 * (pj_8.w * inv_8 * inv_8 * inv_8);
        a_9 += d_9 * (pj_9.w * inv_9 * inv_9 * inv_9);
        a_10 += d_10 * (pj_10.w * inv_10 * inv_10 * inv_10);
        a_11 += d_11 * (pj_11.w * inv_11 * inv_11 * inv_11);
        a_12 += d_12 * (pj_12.w * inv_12 * inv_12 * inv_12);
        a_13 += d_13 * (pj_13.w * inv_13 * inv_13 * inv_13);
        a_14 += d_14 * (pj_14.w * inv_14 * inv_14 * inv_14);
        a_15 += d_15 * (pj_15.w * inv_15 * inv_15 * inv_15);
        pj_0 = pos[j + 1];
        pj_1 = pos[j + 1];
        pj_2 = pos[j + 1];
        pj_3 = pos[j + 1];
        pj_4 = pos[j + 1];
        pj_5 = pos[j + 1];
        pj_6 = pos[j + 1];
        pj_7 = pos[j + 1];
        pj_8 = pos[j + 1];
        pj_9 = pos[j + 1];
        pj_10 = pos[j + 1];
        pj_11 = pos[j + 1];
        pj_12 = pos[j + 1];
        pj_13 = pos[j + 1];
        pj_14 = pos[j + 1];
        pj_15 = pos[j + 1];
        d_0 = pj_0 - pi_0;
        d_1 = pj_1 - pi_1;
        d_2 = pj_2 - pi_2;
        d_3 = pj_3 - pi_3;
        d_4 = pj_4 - pi_4;
        d_5 = pj_5 - pi_5;
        d_6 = pj_6 - pi_6;
        d_7 = pj_7 - pi_7;
        d_8 = pj_8 - pi_8;
        d_9 = pj_9 - pi_9;
        d_10 = pj_10 - pi_10;
        d_11 = pj_11 - pi_11;
        d_12 = pj_12 - pi_12;
        d_13 = pj_13 - pi_13;
        d_14 = pj_14 - pi_14;
        d_15 = pj_15 - pi_15;
        r2_0 = eps2 + d_0.x * d_0.x + d_0.y * d_0.y + d_0.z * d_0.z;
        r2_1 = eps2 + d_1.x * d_1.x + d_1.y * d_1.y + d_1.z * d_1.z;
        r2_2 = eps2 + d_2.x * d_2.x + d_2.y * d_2.y + d_2.z * d_2.z;
        r2_3 = eps2 + d_3.x * d_3.x + d_3.y * d_3.y + d_3.z * d_3.z;
        r2_4 = eps2 + d_4.x * d_4.x + d_4.y * d_4.y + d_4.z * d_4.z;
        r2_5 = eps2 + d_5.x * d_5.x + d_5.y * d_5.y + d_5.z * d_5.z;
        r2_6 = eps2 + d_6.x * d_6.x + d_6.y * d_6.y + d_6.z * d_6.z;
        r2_7 = eps2 + d_7.x * d_7.x + d_7.y * d_7.y + d_7.z * d_7.z;
        r2_8 = eps2 + d_8.x * d_8.x + d_8.y * d_8.y + d_8.z * d_8.z;
        r2_9 = eps2 + d_9.x * d_9.x + d_9.y * d_9.y + d_9.z * d_9.z;
        r2_10 = eps2 + d_10.x * d_10.x + d_10.y * d_10.y + d_10.z * d_10.z;
        r2_11 = eps2 + d_11.x * d_11.x + d_11.y * d_11.y + d_11.z * d_11.z;
        r2_12 = eps2 + d_12.x * d_12.x + d_12.y * d_12.y + d_12.z * d_12.z;
        r2_13 = eps2 + d_13.x * d_13.x + d_13.y * d_13.y + d_13.z * d_13.z;
        r2_14 = eps2 + d_14.x * d_14.x + d_14.y * d_14.y + d_14.z * d_14.z;
        r2_15 = eps2 + d_15.x * d_15.x + d_15.y * d_15.y + d_15.z * d_15.z;
        inv_0 = rsqrt(r2_0);
        inv_1 = rsqrt(r2_1);
        inv_2 = rsqrt(r2_2);
        inv_3 = rsqrt(r2_3);
        inv_4 = rsqrt(r2_4);
        inv_5 = rsqrt(r2_5);
        inv_6 = rsqrt(r2_6);
        inv_7 = rsqrt(r2_7);
        inv_8 = rsqrt(r2_8);
        inv_9 = rsqrt(r2_9);
        inv_10 = rsqrt(r2_10);
        inv_11 = rsqrt(r2_11);
        inv_12 = rsqrt(r2_12);
        inv_13 = rsqrt(r2_13);
        inv_14 = rsqrt(r2_14);
        inv_15 = rsqrt(r2_15);
        a_0 += d_0 * (pj_0.w * inv_0 * inv_0 * inv_0);
        a_1 += d_1 * (pj_1.w * inv_1 * inv_1 * inv_1);
        a_2 += d_2 * (pj_2.w * inv_2 * inv_2 * inv_2);
        a_3 += d_3 * (pj_3.w * inv_3 * inv_3 * inv_3);
        a_4 += d_4 * (pj_4.w * inv_4 * inv_4 * inv_4);
        a_5 += d_5 * (pj_5.w * inv_5 * inv_5 * inv_5);
        a_6 += d_6 * (pj_6.w * inv_6 * inv_6 * inv_6);
        a_7 += d_7 * (pj_7.w * inv_7 * inv_7 * inv_7);
        a_8 += d_8 * (pj_8.w * inv_8 * inv_8 * inv_8);
        a_9 += d_9 * (pj_9.w * inv_9 * inv_9 * inv_9);
        a_10 += d_10 * (pj_10.w * inv_10 * inv_10 * inv_10);
        a_11 += d_11 * (pj_11.w * inv_11 * inv_11 * inv_11);
        a_12 += d_12 * (pj_12.w * inv_12 * inv_12 * inv_12);
        a_13 += d_13 * (pj_13.w * inv_13 * inv_13 * inv_13);
        a_14 += d_14 * (pj_14.w * inv_14 * inv_14 * inv_14);
        a_15 += d_15 * (pj_15.w * inv_15 * inv_15 * inv_15);
        pj_0 = pos[j + 2];
        pj_1 = pos[j + 2];
        pj_2 = pos[j + 2];
        pj_3 = pos[j + 2];
        pj_4 = pos[j + 2];
        pj_5 = pos[j + 2];
        pj_6 = pos[j + 2];
        pj_7 = pos[j + 2];
        pj_8 = pos[j + 2];
        pj_9 = pos[j + 2];
        pj_10 = pos[j + 2];
        pj_11 = pos[j + 2];
        pj_12 = pos[j + 2];
        pj_13 = pos[j + 2];
        pj_14 = pos[j + 2];
        pj_15 = pos[j + 2];
        d_0 = pj_0 - pi_0;
        d_1 = pj_1 - pi_1;
        d_2 = pj_2 - pi_2;
        d_3 = pj_3 - pi_3;
        d_4 = pj_4 - pi_4;
        d_5 = pj_5 - pi_5;
        d_6 = pj_6 - pi_6;
        d_7 = pj_7 - pi_7;
        d_8 = pj_8 - pi_8;
        d_9 = pj_9 - pi_9;
        d_10 = pj_10 - pi_10;
        d_11 = pj_11 - pi_11;
        d_12 = pj_12 - pi_12;
        d_13 = pj_13 - pi_13;
        d_14 = pj_14 - pi_14;
        d_15 = pj_15 - pi_15;
        r2_0 = eps2 + d_0.x * d_0.x + d_0.y * d_0.y + d_0.z * d_0.z;
        r2_1 = eps2 + d_1.x * d_1.x + d_1.y * d_1.y + d_1.z * d_1.z;
        r2_2 = eps2 + d_2.x * d_2.x + d_2.y * d_2.y + d_2.z * d_2.z;
        r2_3 = eps2 + d_3.x * d_3.x + d_3.y * d_3.y + d_3.z * d_3.z;
        r2_4 = eps2 + d_4.x * d_4.x + d_4.y * d_4.y + d_4.z * d_4.z;
        r2_5 = eps2 + d_5.x * d_5.x + d_5.y * d_5.y + d_5.z * d_5.z;
        r2_6 = eps2 + d_6.x * d_6.x + d_6.y * d_6.y + d_6.z * d_6.z;
        r2_7 = eps2 + d_7.x * d_7.x + d_7.y * d_7.y + d_7.z * d_7.z;
        r2_8 = eps2 + d_8.x * d_8.x + d_8.y * d_8.y + d_8.z * d_8.z;
        r2_9 = eps2 + d_9.x * d_9.x + d_9.y * d_9.y + d_9.z * d_9.z;
        r2_10 = eps2 + d_10.x * d_10.x + d_10.y * d_10.y + d_10.z * d_10.z;
        r2_11 = eps2 + d_11.x * d_11.x + d_11.y * d_11.y + d_11.z * d_11.z;
        r2_12 = eps2 + d_12.x * d_12.x + d_12.y * d_12.y + d_12.z * d_12.z;
        r2_13 = eps2 + d_13.x * d_13.x + d_13.y * d_13.y + d_13.z * d_13.z;
        r2_14 = eps2 + d_14.x * d_14.x + d_14.y * d_14.y + d_14.z * d_14.z;
        r2_15 = eps2 + d_15.x * d_15.x + d_15.y * d_15.y + d_15.z * d_15.z;
        inv_0 = rsqrt(r2_0);
        inv_1 = rsqrt(r2_1);
        inv_2 = rsqrt(r2_2);
        inv_3 = rsqrt(r2_3);
        inv_4 = rsqrt(r2_4);
        inv_5 = rsqrt(r2_5);
        inv_6 = rsqrt(r2_6);
        inv_7 = rsqrt(r2_7);
        inv_8 = rsqrt(r2_8);
        inv_9 = rsqrt(r2_9);
        inv_10 = rsqrt(r2_10);
        inv_11 = rsqrt(r2_11);
        inv_12 = rsqrt(r2_12);
        inv_13 = rsqrt(r2_13);
        inv_14 = rsqrt(r2_14);
        inv_15 = rsqrt(r2_15);
        a_0 += d_0 * (pj_0.w * inv_0 * inv_0 * inv_0);
        a_1 += d_1 * (pj_1.w * inv_1 * inv_1 * inv_1);
        a_2 += d_2 * (pj_2.w * inv_2 * inv_2 * inv_2);
        a_3 += d_3 * (pj_3.w * inv_3 * inv_3 * inv_3);
        a_4 += d_4 * (pj_4.w * inv_4 * inv_4 * inv_4);
        a_5 += d_5 * (pj_5.w * inv_5 * inv_5 * inv_5);
        a_6 += d_6 * (pj_6.w * inv_6 * inv_6 * inv_6);
        a_7 += d_7 * (pj_7.w * inv_7 * inv_7 * inv_7);
        a_8 += d_8 * (pj_8.w * inv_8 * inv_8 * inv_8);
        a_9 += d_9 * (pj_9.w * inv_9 * inv_9 * inv_9);
        a_10 += d_10 * (pj_10.w * inv_10 * inv_10 * inv_10);
        a_11 += d_11 * (pj_11.w * inv_11 * inv_11 * inv_11);
        a_12 += d_12 * (pj_12.w * inv_12 * inv_12 * inv_12);
        a_13 += d_13 * (pj_13.w * inv_13 * inv_13 * inv_13);
        a_14 += d_14 * (pj_14.w * inv_14 * inv_14 * inv_14);
        a_15 += d_15 * (pj_15.w * inv_15 * inv_15 * inv_15);
        pj_0 = pos[j + 3];
        pj_1 = pos[j + 3];
        pj_2 = pos[j + 3];
        pj_3 = pos[j + 3];
        pj_4 = pos[j + 3];
        pj_5 = pos[j + 3];
        pj_6 = pos[j + 3];
        pj_7 = pos[j + 3];
        pj_8 = pos[j + 3];
        pj_9 = pos[j + 3];
        pj_10 = pos[j + 3];
        pj_11 = pos[j + 3];
        pj_12 = pos[j + 3];
        pj_13 = pos[j + 3];
        pj_14 = pos[j + 3];
        pj_15 = pos[j + 3];
        d_0 = pj_0 - pi_0;
        d_1 = pj_1 - pi_1;
        d_2 = pj_2 - pi_2;
        d_3 = pj_3 - pi_3;
        d_4 = pj_4 - pi_4;
        d_5 = pj_5 - pi_5;
        d_6 = pj_6 - pi_6;
        d_7 = pj_7 - pi_7;
        d_8 = pj_8 - pi_8;
        d_9 = pj_9 - pi_9;
        d_10 = pj_10 - pi_10;
        d_11 = pj_11 - pi_11;
        d_12 = pj_12 - pi_12;
        d_13 = pj_13 - pi_13;
        d_14 = pj_14 - pi_14;
        d_15 = pj_15 - pi_15;
        r2_0 = eps2 + d_0.x * d_0.x + d_0.y * d_0.y + d_0.z * d_0.z;
        r2_1 = eps2 + d_1.x * d_1.x + d_1.y * d_1.y + d_1.z * d_1.z;
        r2_2 = eps2 + d_2.x * d_2.x + d_2.y * d_2.y + d_2.z * d_2.z;
        r2_3 = eps2 + d_3.x * d_3.x + d_3.y * d_3.y + d_3.z * d_3.z;
        r2_4 = eps2 + d_4.x * d_4.x + d_4.y * d_4.y + d_4.z * d_4.z;
        r2_5 = eps2 + d_5.x * d_5.x + d_5.y * d_5.y + d_5.z * d_5.z;
        r2_6 = eps2 + d_6.x * d_6.x + d_6.y * d_6.y + d_6.z * d_6.z;
        r2_7 = eps2 + d_7.x * d_7.x + d_7.y * d_7.y + d_7.z * d_7.z;
        r2_8 = eps2 + d_8.x * d_8.x + d_8.y * d_8.y + d_8.z * d_8.z;
        r2_9 = eps2 + d_9.x * d_9.x + d_9.y * d_9.y + d_9.z * d_9.z;
        r2_10 = eps2 + d_10.x * d_10.x + d_10.y * d_10.y + d_10.z * d_10.z;
        r2_11 = eps2 + d_11.x * d_11.x + d_11.y * d_11.y + d_11.z * d_11.z;
        r2_12 = eps2 + d_12.x * d_12.x + d_12.y * d_12.y + d_12.z * d_12.z;
        r2_13 = eps2 + d_13.x * d_13.x + d_13.y * d_13.y + d_13.z * d_13.z;
        r2_14 = eps2 + d_14.x * d_14.x + d_14.y * d_14.y + d_14.z * d_14.z;
        r2_15 = eps2 + d_15.x * d_15.x + d_15.y * d_15.y + d_15.z * d_15.z;
        inv_0 = rsqrt(r2_0);
        inv_1 = rsqrt(r2_1);
        inv_2 = rsqrt(r2_2);
        inv_3 = rsqrt(r2_3);
        inv_4 = rsqrt(r2_4);
        inv_5 = rsqrt(r2_5);
        inv_6 = rsqrt(r2_6);
        inv_7 = rsqrt(r2_7);
        inv_8 = rsqrt(r2_8);
        inv_9 = rsqrt(r2_9);
        inv_10 = rsqrt(r2_10);
        inv_11 = rsqrt(r2_11);
        inv_12 = rsqrt(r2_12);
        inv_13 = rsqrt(r2_13);
        inv_14 = rsqrt(r2_14);
        inv_15 = rsqrt(r2_15);
        a_0 += d_0 * (pj_0.w * inv_0 * inv_0 * inv_0);
        a_1 += d_1 * (pj_1.w * inv_1 * inv_1 * inv_1);
        a_2 += d_2 * (pj_2.w * inv_2 * inv_2 * inv_2);
        a_3 += d_3 * (pj_3.w * inv_3 * inv_3 * inv_3);
        a_4 += d_4 * (pj_4.w * inv_4 * inv_4 * inv_4);
        a_5 += d_5 * (pj_5.w * inv_5 * inv_5 * inv_5);
        a_6 += d_6 * (pj_6.w * inv_6 * inv_6 * inv_6);
        a_7 += d_7 * (pj_7.w * inv_7 * inv_7 * inv_7);
        a_8 += d_8 * (pj_8.w * inv_8 * inv_8 * inv_8);
        a_9 += d_9 * (pj_9.w * inv_9 * inv_9 * inv_9);
        a_10 += d_10 * (pj_10.w * inv_10 * inv_10 * inv_10);
        a_11 += d_11 * (pj_11.w * inv_11 * inv_11 * inv_11);
        a_12 += d_12 * (pj_12.w * inv_12 * inv_12 * inv_12);
        a_13 += d_13 * (pj_13.w * inv_13 * inv_13 * inv_13);
        a_14 += d_14 * (pj_14.w * inv_14 * inv_14 * inv_14);
        a_15 += d_15 * (pj_15.w * inv_15 * inv_15 * inv_15);
      }
      for (; j < j0 + 32 && j < N; ++j) {
        pj_0 = pos[j];
        pj_1 = pos[j];
        pj_2 = pos[j];
        pj_3 = pos[j];
        pj_4 = pos[j];
        pj_5 = pos[j];
        pj_6 = pos[j];
        pj_7 = pos[j];
        pj_8 = pos[j];
        pj_9 = pos[j];
        pj_10 = pos[j];
        pj_11 = pos[j];
        pj_12 = pos[j];
        pj_13 = pos[j];
        pj_14 = pos[j];
        pj_15 = pos[j];
        d_0 = pj_0 - pi_0;
        d_1 = pj_1 - pi_1;
        d_2 = pj_2 - pi_2;
        d_3 = pj_3 - pi_3;
        d_4 = pj_4 - pi_4;
        d_5 = pj_5 - pi_5;
        d_6 = pj_6 - pi_6;
        d_7 = pj_7 - pi_7;
        d_8 = pj_8 - pi_8;
        d_9 = pj_9 - pi_9;
        d_10 = pj_10 - pi_10;
        d_11 = pj_11 - pi_11;
        d_12 = pj_12 - pi_12;
        d_13 = pj_13 - pi_13;
        d_14 = pj_14 - pi_14;
        d_15 = pj_15 - pi_15;
        r2_0 = eps2 + d_0.x * d_0.x + d_0.y * d_0.y + d_0.z * d_0.z;
        r2_1 = eps2 + d_1.x * d_1.x + d_1.y * d_1.y + d_1.z * d_1.z;
        r2_2 = eps2 + d_2.x * d_2.x + d_2.y * d_2.y + d_2.z * d_2.z;
        r2_3 = eps2 + d_3.x * d_3.x + d_3.y * d_3.y + d_3.z * d_3.z;
        r2_4 = eps2 + d_4.x * d_4.x + d_4.y * d_4.y + d_4.z * d_4.z;
        r2_5 = eps2 + d_5.x * d_5.x + d_5.y * d_5.y + d_5.z * d_5.z;
        r2_6 = eps2 + d_6.x * d_6.x + d_6.y * d_6.y + d_6.z * d_6.z;
        r2_7 = eps2 + d_7.x * d_7.x + d_7.y * d_7.y + d_7.z * d_7.z;
        r2_8 = eps2 + d_8.x * d_8.x + d_8.y * d_8.y + d_8.z * d_8.z;
        r2_9 = eps2 + d_9.x * d_9.x + d_9.y * d_9.y + d_9.z * d_9.z;
        r2_10 = eps2 + d_10.x * d_10.x + d_10.y * d_10.y + d_10.z * d_10.z;
        r2_11 = eps2 + d_11.x * d_11.x + d_11.y * d_11.y + d_11.z * d_11.z;
        r2_12 = eps2 + d_12.x * d_12.x + d_12.y * d_12.y + d_12.z * d_12.z;
        r2_13 = eps2 + d_13.x * d_13.x + d_13.y * d_13.y + d_13.z * d_13.z;
        r2_14 = eps2 + d_14.x * d_14.x + d_14.y * d_14.y + d_14.z * d_14.z;
        r2_15 = eps2 + d_15.x * d_15.x + d_15.y * d_15.y + d_15.z * d_15.z;
        inv_0 = rsqrt(r2_0);
        inv_1 = rsqrt(r2_1);
        inv_2 = rsqrt(r2_2);
        inv_3 = rsqrt(r2_3);
        inv_4 = rsqrt(r2_4);
        inv_5 = rsqrt(r2_5);
        inv_6 = rsqrt(r2_6);
        inv_7 = rsqrt(r2_7);
        inv_8 = rsqrt(r2_8);
        inv_9 = rsqrt(r2_9);
        inv_10 = rsqrt(r2_10);
        inv_11 = rsqrt(r2_11);
        inv_12 = rsqrt(r2_12);
        inv_13 = rsqrt(r2_13);
        inv_14 = rsqrt(r2_14);
        inv_15 = rsqrt(r2_15);
        a_0 += d_0 * (pj_0.w * inv_0 * inv_0 * inv_0);
        a_1 += d_1 * (pj_1.w * inv_1 * inv_1 * inv_1);
        a_2 += d_2 * (pj_2.w * inv_2 * inv_2 * inv_2);
        a_3 += d_3 * (pj_3.w * inv_3 * inv_3 * inv_3);
        a_4 += d_4 * (pj_4.w * inv_4 * inv_4 * inv_4);
        a_5 += d_5 * (pj_5.w * inv_5 * inv_5 * inv_5);
        a_6 += d_6 * (pj_6.w * inv_6 * inv_6 * inv_6);
        a_7 += d_7 * (pj_7.w * inv_7 * inv_7 * inv_7);
        a_8 += d_8 * (pj_8.w * inv_8 * inv_8 * inv_8);
        a_9 += d_9 * (pj_9.w * inv_9 * inv_9 * inv_9);
        a_10 += d_10 * (pj_10.w * inv_10 * inv_10 * inv_10);
        a_11 += d_11 * (pj_11.w * inv_11 * inv_11 * inv_11);
        a_12 += d_12 * (pj_12.w * inv_12 * inv_12 * inv_12);
        a_13 += d_13 * (pj_13.w * inv_13 * inv_13 * inv_13);
        a_14 += d_14 * (pj_14.w * inv_14 * inv_14 * inv_14);
        a_15 += d_15 * (pj_15.w * inv_15 * inv_15 * inv_15);
      }
    }
  }
  a_0.w = 0.0f;
  a_1.w = 0.0f;
  a_2.w = 0.0f;
  a_3.w = 0.0f;
  a_4.w = 0.0f;
  a_5.w = 0.0f;
  a_6.w = 0.0f;
  a_7.w = 0.0f;
  a_8.w = 0.0f;
  a_9.w = 0.0f;
  a_10.w = 0.0f;
  a_11.w = 0.0f;
  a_12.w = 0.0f;
  a_13.w = 0.0f;
  a_14.w = 0.0f;
  a_15.w = 0.0f;
  if (i_0 < N) {
    acc[i_0] = a_0;
  }
  if (i_1 < N) {
    acc[i_1] = a_1;
  }
  if (i_2 < N) {
    acc[i_2] = a_2;
  }
  if (i_3 < N) {
    acc[i_3] = a_3;
  }
  if (i_4 < N) {
    acc[i_4] = a_4;
  }
  if (i_5 < N) {
    acc[i_5] = a_5;
  }
  if (i_6 < N) {
    acc[i_6] = a_6;
  }
  if (i_7 < N) {
    acc[i_7] = a_7;
  }
  if (i_8 < N) {
    acc[i_8] = a_8;
  }
  if (i_9 < N) {
    acc[i_9] = a_9;
  }
  if (i_10 < N) {
    acc[i_10] = a_10;
  }
  if (i_11 < N) {
    acc[i_11] = a_11;
  }
  if (i_12 < N) {
    acc[i_12] = a_12;
  }
  if (i_13 < N) {
    acc[i_13] = a_13;
  }
  if (i_14 < N) {
    acc[i_14] = a_14;
  }
  if (i_15 < N) {
    acc[i_15] = a_15;
  }
}

