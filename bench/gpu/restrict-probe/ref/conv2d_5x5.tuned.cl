// Tuned by clopt 0.1.0 from conv2d.cl.
//
// Kernel 'conv2d' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: H=8192, R=2, W=8192, global [8192, 8192]
//   passes: specialize(R=2, general=1) coarsen(d0=4, d1=4, dist=block, chunk=1) private(hoist=1, vload=1, window=2) wgshape(d0=64, d1=2)
//   speedup: 4.37x (0.195 ms vs 0.8519 ms for the original)
//   measured: median of 5 interleaved rounds; bound 4.36x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 4), 64), local[0] = 64; global[1] = roundUp(ceil(G1 / 4), 2), local[1] = 2; requires G0 >= (W); requires G1 >= (H); no global work offset
//   preconditions: G0 >= (W), G1 >= (H) (G0..G2: the original global size)
//
// The launch geometry is also in conv2d_5x5.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// 2D convolution of a W x H image with a (2R+1) x (2R+1) filter; in is the
// image padded by R on every side, (W + 2R) x (H + 2R), row-major.
#pragma clopt tune global(W, H) sizes(W = 512, H = 512, R = 2)
// clopt: kernel 'conv2d'
//   specialize: R=2 (other values take the general path)
//   general path: coarsen, wgshape
//   coarsen: d0=4 d1=4 dist=block chunk=1
//   private: hoist=1 vload=1 window=2
//   wgshape: d0=64 d1=2
//   launch: global[0] = roundUp(ceil(G0 / 4), 64), local[0] = 64; global[1] = roundUp(ceil(G1 / 4), 2), local[1] = 2; requires G0 >= (W); requires G1 >= (H); no global work offset
__attribute__((reqd_work_group_size(64, 2, 1)))
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  if (R == 2) {
    const int first_0 = get_global_id(0) * 4;
    const int first_1 = get_global_id(1) * 4;
    int x_0 = first_0;
    int x_1 = first_0 + 1;
    int x_2 = first_0 + 2;
    int x_3 = first_0 + 3;
    int y_0 = first_1;
    int y_1 = first_1 + 1;
    int y_2 = first_1 + 2;
    int y_3 = first_1 + 3;
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
    float in_r0c0;
    float in_r0c1;
    float in_r0c2;
    float in_r0c3;
    float in_r0c4;
    float in_r0c5;
    float in_r0c6;
    float in_r0c7;
    if (first_0 + 3 < W && first_1 < H) {
      __global const float *const in_row0_p = in + (first_1 * (W + 4) + first_0);
      if ((uintptr_t)in_row0_p % 16 == 0) {
        const float4 in_row0_v = *(__global const float4 *)in_row0_p;
        in_r0c0 = in_row0_v.s0;
        in_r0c1 = in_row0_v.s1;
        in_r0c2 = in_row0_v.s2;
        in_r0c3 = in_row0_v.s3;
        const float4 in_row0_v_1 = *(__global const float4 *)(in_row0_p + 4);
        in_r0c4 = in_row0_v_1.s0;
        in_r0c5 = in_row0_v_1.s1;
        in_r0c6 = in_row0_v_1.s2;
        in_r0c7 = in_row0_v_1.s3;
      } else {
        const float4 in_row0_v_2 = vload4(0, in_row0_p);
        in_r0c0 = in_row0_v_2.s0;
        in_r0c1 = in_row0_v_2.s1;
        in_r0c2 = in_row0_v_2.s2;
        in_r0c3 = in_row0_v_2.s3;
        const float4 in_row0_v_3 = vload4(0, in_row0_p + 4);
        in_r0c4 = in_row0_v_3.s0;
        in_r0c5 = in_row0_v_3.s1;
        in_r0c6 = in_row0_v_3.s2;
        in_r0c7 = in_row0_v_3.s3;
      }
    } else {
      in_r0c0 = first_0 < W && first_1 < H ? in[first_1 * (W + 4) + first_0] : 0;
      in_r0c1 = first_0 < W && first_1 < H ? in[first_1 * (W + 4) + first_0 + 1] : 0;
      in_r0c2 = first_0 < W && first_1 < H ? in[first_1 * (W + 4) + first_0 + 2] : 0;
      in_r0c3 = first_0 < W && first_1 < H ? in[first_1 * (W + 4) + first_0 + 3] : 0;
      in_r0c4 = first_0 < W && first_1 < H ? in[first_1 * (W + 4) + first_0 + 4] : 0;
      in_r0c5 = first_0 + 1 < W && first_1 < H ? in[first_1 * (W + 4) + (first_0 + 1) + 4] : 0;
      in_r0c6 = first_0 + 2 < W && first_1 < H ? in[first_1 * (W + 4) + (first_0 + 2) + 4] : 0;
      in_r0c7 = first_0 + 3 < W && first_1 < H ? in[first_1 * (W + 4) + (first_0 + 3) + 4] : 0;
    }
    {
      sum_0_0 += in_r0c0 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r0c1 * filt[0 * 5 + 1];
      sum_0_1 += in_r0c1 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r0c2 * filt[0 * 5 + 2];
      sum_0_1 += in_r0c2 * filt[0 * 5 + 1];
      sum_0_2 += in_r0c2 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r0c3 * filt[0 * 5 + 3];
      sum_0_1 += in_r0c3 * filt[0 * 5 + 2];
      sum_0_2 += in_r0c3 * filt[0 * 5 + 1];
      sum_0_3 += in_r0c3 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r0c4 * filt[0 * 5 + 4];
      sum_0_1 += in_r0c4 * filt[0 * 5 + 3];
      sum_0_2 += in_r0c4 * filt[0 * 5 + 2];
      sum_0_3 += in_r0c4 * filt[0 * 5 + 1];
    }
    {
      sum_0_1 += in_r0c5 * filt[0 * 5 + 4];
      sum_0_2 += in_r0c5 * filt[0 * 5 + 3];
      sum_0_3 += in_r0c5 * filt[0 * 5 + 2];
    }
    {
      sum_0_2 += in_r0c6 * filt[0 * 5 + 4];
      sum_0_3 += in_r0c6 * filt[0 * 5 + 3];
    }
    {
      sum_0_3 += in_r0c7 * filt[0 * 5 + 4];
    }
    float in_r1c0;
    float in_r1c1;
    float in_r1c2;
    float in_r1c3;
    float in_r1c4;
    float in_r1c5;
    float in_r1c6;
    float in_r1c7;
    if (first_0 + 3 < W && first_1 < H) {
      __global const float *const in_row1_p = in + ((first_1 + 1) * (W + 4) + first_0);
      if ((uintptr_t)in_row1_p % 16 == 0) {
        const float4 in_row1_v = *(__global const float4 *)in_row1_p;
        in_r1c0 = in_row1_v.s0;
        in_r1c1 = in_row1_v.s1;
        in_r1c2 = in_row1_v.s2;
        in_r1c3 = in_row1_v.s3;
        const float4 in_row1_v_1 = *(__global const float4 *)(in_row1_p + 4);
        in_r1c4 = in_row1_v_1.s0;
        in_r1c5 = in_row1_v_1.s1;
        in_r1c6 = in_row1_v_1.s2;
        in_r1c7 = in_row1_v_1.s3;
      } else {
        const float4 in_row1_v_2 = vload4(0, in_row1_p);
        in_r1c0 = in_row1_v_2.s0;
        in_r1c1 = in_row1_v_2.s1;
        in_r1c2 = in_row1_v_2.s2;
        in_r1c3 = in_row1_v_2.s3;
        const float4 in_row1_v_3 = vload4(0, in_row1_p + 4);
        in_r1c4 = in_row1_v_3.s0;
        in_r1c5 = in_row1_v_3.s1;
        in_r1c6 = in_row1_v_3.s2;
        in_r1c7 = in_row1_v_3.s3;
      }
    } else {
      in_r1c0 = first_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + first_0] : 0;
      in_r1c1 = first_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + first_0 + 1] : 0;
      in_r1c2 = first_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + first_0 + 2] : 0;
      in_r1c3 = first_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + first_0 + 3] : 0;
      in_r1c4 = first_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + first_0 + 4] : 0;
      in_r1c5 = first_0 + 1 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + (first_0 + 1) + 4] : 0;
      in_r1c6 = first_0 + 2 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + (first_0 + 2) + 4] : 0;
      in_r1c7 = first_0 + 3 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + (first_0 + 3) + 4] : 0;
    }
    {
      sum_0_0 += in_r1c0 * filt[1 * 5 + 0];
      sum_1_0 += in_r1c0 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r1c1 * filt[1 * 5 + 1];
      sum_0_1 += in_r1c1 * filt[1 * 5 + 0];
      sum_1_0 += in_r1c1 * filt[0 * 5 + 1];
      sum_1_1 += in_r1c1 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r1c2 * filt[1 * 5 + 2];
      sum_0_1 += in_r1c2 * filt[1 * 5 + 1];
      sum_0_2 += in_r1c2 * filt[1 * 5 + 0];
      sum_1_0 += in_r1c2 * filt[0 * 5 + 2];
      sum_1_1 += in_r1c2 * filt[0 * 5 + 1];
      sum_1_2 += in_r1c2 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r1c3 * filt[1 * 5 + 3];
      sum_0_1 += in_r1c3 * filt[1 * 5 + 2];
      sum_0_2 += in_r1c3 * filt[1 * 5 + 1];
      sum_0_3 += in_r1c3 * filt[1 * 5 + 0];
      sum_1_0 += in_r1c3 * filt[0 * 5 + 3];
      sum_1_1 += in_r1c3 * filt[0 * 5 + 2];
      sum_1_2 += in_r1c3 * filt[0 * 5 + 1];
      sum_1_3 += in_r1c3 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r1c4 * filt[1 * 5 + 4];
      sum_0_1 += in_r1c4 * filt[1 * 5 + 3];
      sum_0_2 += in_r1c4 * filt[1 * 5 + 2];
      sum_0_3 += in_r1c4 * filt[1 * 5 + 1];
      sum_1_0 += in_r1c4 * filt[0 * 5 + 4];
      sum_1_1 += in_r1c4 * filt[0 * 5 + 3];
      sum_1_2 += in_r1c4 * filt[0 * 5 + 2];
      sum_1_3 += in_r1c4 * filt[0 * 5 + 1];
    }
    {
      sum_0_1 += in_r1c5 * filt[1 * 5 + 4];
      sum_0_2 += in_r1c5 * filt[1 * 5 + 3];
      sum_0_3 += in_r1c5 * filt[1 * 5 + 2];
      sum_1_1 += in_r1c5 * filt[0 * 5 + 4];
      sum_1_2 += in_r1c5 * filt[0 * 5 + 3];
      sum_1_3 += in_r1c5 * filt[0 * 5 + 2];
    }
    {
      sum_0_2 += in_r1c6 * filt[1 * 5 + 4];
      sum_0_3 += in_r1c6 * filt[1 * 5 + 3];
      sum_1_2 += in_r1c6 * filt[0 * 5 + 4];
      sum_1_3 += in_r1c6 * filt[0 * 5 + 3];
    }
    {
      sum_0_3 += in_r1c7 * filt[1 * 5 + 4];
      sum_1_3 += in_r1c7 * filt[0 * 5 + 4];
    }
    float in_r2c0;
    float in_r2c1;
    float in_r2c2;
    float in_r2c3;
    float in_r2c4;
    float in_r2c5;
    float in_r2c6;
    float in_r2c7;
    if (first_0 + 3 < W && first_1 < H) {
      __global const float *const in_row2_p = in + ((first_1 + 2) * (W + 4) + first_0);
      if ((uintptr_t)in_row2_p % 16 == 0) {
        const float4 in_row2_v = *(__global const float4 *)in_row2_p;
        in_r2c0 = in_row2_v.s0;
        in_r2c1 = in_row2_v.s1;
        in_r2c2 = in_row2_v.s2;
        in_r2c3 = in_row2_v.s3;
        const float4 in_row2_v_1 = *(__global const float4 *)(in_row2_p + 4);
        in_r2c4 = in_row2_v_1.s0;
        in_r2c5 = in_row2_v_1.s1;
        in_r2c6 = in_row2_v_1.s2;
        in_r2c7 = in_row2_v_1.s3;
      } else {
        const float4 in_row2_v_2 = vload4(0, in_row2_p);
        in_r2c0 = in_row2_v_2.s0;
        in_r2c1 = in_row2_v_2.s1;
        in_r2c2 = in_row2_v_2.s2;
        in_r2c3 = in_row2_v_2.s3;
        const float4 in_row2_v_3 = vload4(0, in_row2_p + 4);
        in_r2c4 = in_row2_v_3.s0;
        in_r2c5 = in_row2_v_3.s1;
        in_r2c6 = in_row2_v_3.s2;
        in_r2c7 = in_row2_v_3.s3;
      }
    } else {
      in_r2c0 = first_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + first_0] : 0;
      in_r2c1 = first_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + first_0 + 1] : 0;
      in_r2c2 = first_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + first_0 + 2] : 0;
      in_r2c3 = first_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + first_0 + 3] : 0;
      in_r2c4 = first_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + first_0 + 4] : 0;
      in_r2c5 = first_0 + 1 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + (first_0 + 1) + 4] : 0;
      in_r2c6 = first_0 + 2 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + (first_0 + 2) + 4] : 0;
      in_r2c7 = first_0 + 3 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + (first_0 + 3) + 4] : 0;
    }
    {
      sum_0_0 += in_r2c0 * filt[2 * 5 + 0];
      sum_1_0 += in_r2c0 * filt[1 * 5 + 0];
      sum_2_0 += in_r2c0 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r2c1 * filt[2 * 5 + 1];
      sum_0_1 += in_r2c1 * filt[2 * 5 + 0];
      sum_1_0 += in_r2c1 * filt[1 * 5 + 1];
      sum_1_1 += in_r2c1 * filt[1 * 5 + 0];
      sum_2_0 += in_r2c1 * filt[0 * 5 + 1];
      sum_2_1 += in_r2c1 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r2c2 * filt[2 * 5 + 2];
      sum_0_1 += in_r2c2 * filt[2 * 5 + 1];
      sum_0_2 += in_r2c2 * filt[2 * 5 + 0];
      sum_1_0 += in_r2c2 * filt[1 * 5 + 2];
      sum_1_1 += in_r2c2 * filt[1 * 5 + 1];
      sum_1_2 += in_r2c2 * filt[1 * 5 + 0];
      sum_2_0 += in_r2c2 * filt[0 * 5 + 2];
      sum_2_1 += in_r2c2 * filt[0 * 5 + 1];
      sum_2_2 += in_r2c2 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r2c3 * filt[2 * 5 + 3];
      sum_0_1 += in_r2c3 * filt[2 * 5 + 2];
      sum_0_2 += in_r2c3 * filt[2 * 5 + 1];
      sum_0_3 += in_r2c3 * filt[2 * 5 + 0];
      sum_1_0 += in_r2c3 * filt[1 * 5 + 3];
      sum_1_1 += in_r2c3 * filt[1 * 5 + 2];
      sum_1_2 += in_r2c3 * filt[1 * 5 + 1];
      sum_1_3 += in_r2c3 * filt[1 * 5 + 0];
      sum_2_0 += in_r2c3 * filt[0 * 5 + 3];
      sum_2_1 += in_r2c3 * filt[0 * 5 + 2];
      sum_2_2 += in_r2c3 * filt[0 * 5 + 1];
      sum_2_3 += in_r2c3 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r2c4 * filt[2 * 5 + 4];
      sum_0_1 += in_r2c4 * filt[2 * 5 + 3];
      sum_0_2 += in_r2c4 * filt[2 * 5 + 2];
      sum_0_3 += in_r2c4 * filt[2 * 5 + 1];
      sum_1_0 += in_r2c4 * filt[1 * 5 + 4];
      sum_1_1 += in_r2c4 * filt[1 * 5 + 3];
      sum_1_2 += in_r2c4 * filt[1 * 5 + 2];
      sum_1_3 += in_r2c4 * filt[1 * 5 + 1];
      sum_2_0 += in_r2c4 * filt[0 * 5 + 4];
      sum_2_1 += in_r2c4 * filt[0 * 5 + 3];
      sum_2_2 += in_r2c4 * filt[0 * 5 + 2];
      sum_2_3 += in_r2c4 * filt[0 * 5 + 1];
    }
    {
      sum_0_1 += in_r2c5 * filt[2 * 5 + 4];
      sum_0_2 += in_r2c5 * filt[2 * 5 + 3];
      sum_0_3 += in_r2c5 * filt[2 * 5 + 2];
      sum_1_1 += in_r2c5 * filt[1 * 5 + 4];
      sum_1_2 += in_r2c5 * filt[1 * 5 + 3];
      sum_1_3 += in_r2c5 * filt[1 * 5 + 2];
      sum_2_1 += in_r2c5 * filt[0 * 5 + 4];
      sum_2_2 += in_r2c5 * filt[0 * 5 + 3];
      sum_2_3 += in_r2c5 * filt[0 * 5 + 2];
    }
    {
      sum_0_2 += in_r2c6 * filt[2 * 5 + 4];
      sum_0_3 += in_r2c6 * filt[2 * 5 + 3];
      sum_1_2 += in_r2c6 * filt[1 * 5 + 4];
      sum_1_3 += in_r2c6 * filt[1 * 5 + 3];
      sum_2_2 += in_r2c6 * filt[0 * 5 + 4];
      sum_2_3 += in_r2c6 * filt[0 * 5 + 3];
    }
    {
      sum_0_3 += in_r2c7 * filt[2 * 5 + 4];
      sum_1_3 += in_r2c7 * filt[1 * 5 + 4];
      sum_2_3 += in_r2c7 * filt[0 * 5 + 4];
    }
    float in_r3c0;
    float in_r3c1;
    float in_r3c2;
    float in_r3c3;
    float in_r3c4;
    float in_r3c5;
    float in_r3c6;
    float in_r3c7;
    if (first_0 + 3 < W && first_1 < H) {
      __global const float *const in_row3_p = in + ((first_1 + 3) * (W + 4) + first_0);
      if ((uintptr_t)in_row3_p % 16 == 0) {
        const float4 in_row3_v = *(__global const float4 *)in_row3_p;
        in_r3c0 = in_row3_v.s0;
        in_r3c1 = in_row3_v.s1;
        in_r3c2 = in_row3_v.s2;
        in_r3c3 = in_row3_v.s3;
        const float4 in_row3_v_1 = *(__global const float4 *)(in_row3_p + 4);
        in_r3c4 = in_row3_v_1.s0;
        in_r3c5 = in_row3_v_1.s1;
        in_r3c6 = in_row3_v_1.s2;
        in_r3c7 = in_row3_v_1.s3;
      } else {
        const float4 in_row3_v_2 = vload4(0, in_row3_p);
        in_r3c0 = in_row3_v_2.s0;
        in_r3c1 = in_row3_v_2.s1;
        in_r3c2 = in_row3_v_2.s2;
        in_r3c3 = in_row3_v_2.s3;
        const float4 in_row3_v_3 = vload4(0, in_row3_p + 4);
        in_r3c4 = in_row3_v_3.s0;
        in_r3c5 = in_row3_v_3.s1;
        in_r3c6 = in_row3_v_3.s2;
        in_r3c7 = in_row3_v_3.s3;
      }
    } else {
      in_r3c0 = first_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + first_0] : 0;
      in_r3c1 = first_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + first_0 + 1] : 0;
      in_r3c2 = first_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + first_0 + 2] : 0;
      in_r3c3 = first_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + first_0 + 3] : 0;
      in_r3c4 = first_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + first_0 + 4] : 0;
      in_r3c5 = first_0 + 1 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + (first_0 + 1) + 4] : 0;
      in_r3c6 = first_0 + 2 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + (first_0 + 2) + 4] : 0;
      in_r3c7 = first_0 + 3 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + (first_0 + 3) + 4] : 0;
    }
    {
      sum_0_0 += in_r3c0 * filt[3 * 5 + 0];
      sum_1_0 += in_r3c0 * filt[2 * 5 + 0];
      sum_2_0 += in_r3c0 * filt[1 * 5 + 0];
      sum_3_0 += in_r3c0 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r3c1 * filt[3 * 5 + 1];
      sum_0_1 += in_r3c1 * filt[3 * 5 + 0];
      sum_1_0 += in_r3c1 * filt[2 * 5 + 1];
      sum_1_1 += in_r3c1 * filt[2 * 5 + 0];
      sum_2_0 += in_r3c1 * filt[1 * 5 + 1];
      sum_2_1 += in_r3c1 * filt[1 * 5 + 0];
      sum_3_0 += in_r3c1 * filt[0 * 5 + 1];
      sum_3_1 += in_r3c1 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r3c2 * filt[3 * 5 + 2];
      sum_0_1 += in_r3c2 * filt[3 * 5 + 1];
      sum_0_2 += in_r3c2 * filt[3 * 5 + 0];
      sum_1_0 += in_r3c2 * filt[2 * 5 + 2];
      sum_1_1 += in_r3c2 * filt[2 * 5 + 1];
      sum_1_2 += in_r3c2 * filt[2 * 5 + 0];
      sum_2_0 += in_r3c2 * filt[1 * 5 + 2];
      sum_2_1 += in_r3c2 * filt[1 * 5 + 1];
      sum_2_2 += in_r3c2 * filt[1 * 5 + 0];
      sum_3_0 += in_r3c2 * filt[0 * 5 + 2];
      sum_3_1 += in_r3c2 * filt[0 * 5 + 1];
      sum_3_2 += in_r3c2 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r3c3 * filt[3 * 5 + 3];
      sum_0_1 += in_r3c3 * filt[3 * 5 + 2];
      sum_0_2 += in_r3c3 * filt[3 * 5 + 1];
      sum_0_3 += in_r3c3 * filt[3 * 5 + 0];
      sum_1_0 += in_r3c3 * filt[2 * 5 + 3];
      sum_1_1 += in_r3c3 * filt[2 * 5 + 2];
      sum_1_2 += in_r3c3 * filt[2 * 5 + 1];
      sum_1_3 += in_r3c3 * filt[2 * 5 + 0];
      sum_2_0 += in_r3c3 * filt[1 * 5 + 3];
      sum_2_1 += in_r3c3 * filt[1 * 5 + 2];
      sum_2_2 += in_r3c3 * filt[1 * 5 + 1];
      sum_2_3 += in_r3c3 * filt[1 * 5 + 0];
      sum_3_0 += in_r3c3 * filt[0 * 5 + 3];
      sum_3_1 += in_r3c3 * filt[0 * 5 + 2];
      sum_3_2 += in_r3c3 * filt[0 * 5 + 1];
      sum_3_3 += in_r3c3 * filt[0 * 5 + 0];
    }
    {
      sum_0_0 += in_r3c4 * filt[3 * 5 + 4];
      sum_0_1 += in_r3c4 * filt[3 * 5 + 3];
      sum_0_2 += in_r3c4 * filt[3 * 5 + 2];
      sum_0_3 += in_r3c4 * filt[3 * 5 + 1];
      sum_1_0 += in_r3c4 * filt[2 * 5 + 4];
      sum_1_1 += in_r3c4 * filt[2 * 5 + 3];
      sum_1_2 += in_r3c4 * filt[2 * 5 + 2];
      sum_1_3 += in_r3c4 * filt[2 * 5 + 1];
      sum_2_0 += in_r3c4 * filt[1 * 5 + 4];
      sum_2_1 += in_r3c4 * filt[1 * 5 + 3];
      sum_2_2 += in_r3c4 * filt[1 * 5 + 2];
      sum_2_3 += in_r3c4 * filt[1 * 5 + 1];
      sum_3_0 += in_r3c4 * filt[0 * 5 + 4];
      sum_3_1 += in_r3c4 * filt[0 * 5 + 3];
      sum_3_2 += in_r3c4 * filt[0 * 5 + 2];
      sum_3_3 += in_r3c4 * filt[0 * 5 + 1];
    }
    {
      sum_0_1 += in_r3c5 * filt[3 * 5 + 4];
      sum_0_2 += in_r3c5 * filt[3 * 5 + 3];
      sum_0_3 += in_r3c5 * filt[3 * 5 + 2];
      sum_1_1 += in_r3c5 * filt[2 * 5 + 4];
      sum_1_2 += in_r3c5 * filt[2 * 5 + 3];
      sum_1_3 += in_r3c5 * filt[2 * 5 + 2];
      sum_2_1 += in_r3c5 * filt[1 * 5 + 4];
      sum_2_2 += in_r3c5 * filt[1 * 5 + 3];
      sum_2_3 += in_r3c5 * filt[1 * 5 + 2];
      sum_3_1 += in_r3c5 * filt[0 * 5 + 4];
      sum_3_2 += in_r3c5 * filt[0 * 5 + 3];
      sum_3_3 += in_r3c5 * filt[0 * 5 + 2];
    }
    {
      sum_0_2 += in_r3c6 * filt[3 * 5 + 4];
      sum_0_3 += in_r3c6 * filt[3 * 5 + 3];
      sum_1_2 += in_r3c6 * filt[2 * 5 + 4];
      sum_1_3 += in_r3c6 * filt[2 * 5 + 3];
      sum_2_2 += in_r3c6 * filt[1 * 5 + 4];
      sum_2_3 += in_r3c6 * filt[1 * 5 + 3];
      sum_3_2 += in_r3c6 * filt[0 * 5 + 4];
      sum_3_3 += in_r3c6 * filt[0 * 5 + 3];
    }
    {
      sum_0_3 += in_r3c7 * filt[3 * 5 + 4];
      sum_1_3 += in_r3c7 * filt[2 * 5 + 4];
      sum_2_3 += in_r3c7 * filt[1 * 5 + 4];
      sum_3_3 += in_r3c7 * filt[0 * 5 + 4];
    }
    float in_r4c0;
    float in_r4c1;
    float in_r4c2;
    float in_r4c3;
    float in_r4c4;
    float in_r4c5;
    float in_r4c6;
    float in_r4c7;
    if (first_0 + 3 < W && first_1 < H) {
      __global const float *const in_row4_p = in + ((first_1 + 4) * (W + 4) + first_0);
      if ((uintptr_t)in_row4_p % 16 == 0) {
        const float4 in_row4_v = *(__global const float4 *)in_row4_p;
        in_r4c0 = in_row4_v.s0;
        in_r4c1 = in_row4_v.s1;
        in_r4c2 = in_row4_v.s2;
        in_r4c3 = in_row4_v.s3;
        const float4 in_row4_v_1 = *(__global const float4 *)(in_row4_p + 4);
        in_r4c4 = in_row4_v_1.s0;
        in_r4c5 = in_row4_v_1.s1;
        in_r4c6 = in_row4_v_1.s2;
        in_r4c7 = in_row4_v_1.s3;
      } else {
        const float4 in_row4_v_2 = vload4(0, in_row4_p);
        in_r4c0 = in_row4_v_2.s0;
        in_r4c1 = in_row4_v_2.s1;
        in_r4c2 = in_row4_v_2.s2;
        in_r4c3 = in_row4_v_2.s3;
        const float4 in_row4_v_3 = vload4(0, in_row4_p + 4);
        in_r4c4 = in_row4_v_3.s0;
        in_r4c5 = in_row4_v_3.s1;
        in_r4c6 = in_row4_v_3.s2;
        in_r4c7 = in_row4_v_3.s3;
      }
    } else {
      in_r4c0 = first_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + first_0] : 0;
      in_r4c1 = first_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + first_0 + 1] : 0;
      in_r4c2 = first_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + first_0 + 2] : 0;
      in_r4c3 = first_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + first_0 + 3] : 0;
      in_r4c4 = first_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + first_0 + 4] : 0;
      in_r4c5 = first_0 + 1 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + (first_0 + 1) + 4] : 0;
      in_r4c6 = first_0 + 2 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + (first_0 + 2) + 4] : 0;
      in_r4c7 = first_0 + 3 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + (first_0 + 3) + 4] : 0;
    }
    {
      sum_0_0 += in_r4c0 * filt[4 * 5 + 0];
      sum_1_0 += in_r4c0 * filt[3 * 5 + 0];
      sum_2_0 += in_r4c0 * filt[2 * 5 + 0];
      sum_3_0 += in_r4c0 * filt[1 * 5 + 0];
    }
    {
      sum_0_0 += in_r4c1 * filt[4 * 5 + 1];
      sum_0_1 += in_r4c1 * filt[4 * 5 + 0];
      sum_1_0 += in_r4c1 * filt[3 * 5 + 1];
      sum_1_1 += in_r4c1 * filt[3 * 5 + 0];
      sum_2_0 += in_r4c1 * filt[2 * 5 + 1];
      sum_2_1 += in_r4c1 * filt[2 * 5 + 0];
      sum_3_0 += in_r4c1 * filt[1 * 5 + 1];
      sum_3_1 += in_r4c1 * filt[1 * 5 + 0];
    }
    {
      sum_0_0 += in_r4c2 * filt[4 * 5 + 2];
      sum_0_1 += in_r4c2 * filt[4 * 5 + 1];
      sum_0_2 += in_r4c2 * filt[4 * 5 + 0];
      sum_1_0 += in_r4c2 * filt[3 * 5 + 2];
      sum_1_1 += in_r4c2 * filt[3 * 5 + 1];
      sum_1_2 += in_r4c2 * filt[3 * 5 + 0];
      sum_2_0 += in_r4c2 * filt[2 * 5 + 2];
      sum_2_1 += in_r4c2 * filt[2 * 5 + 1];
      sum_2_2 += in_r4c2 * filt[2 * 5 + 0];
      sum_3_0 += in_r4c2 * filt[1 * 5 + 2];
      sum_3_1 += in_r4c2 * filt[1 * 5 + 1];
      sum_3_2 += in_r4c2 * filt[1 * 5 + 0];
    }
    {
      sum_0_0 += in_r4c3 * filt[4 * 5 + 3];
      sum_0_1 += in_r4c3 * filt[4 * 5 + 2];
      sum_0_2 += in_r4c3 * filt[4 * 5 + 1];
      sum_0_3 += in_r4c3 * filt[4 * 5 + 0];
      sum_1_0 += in_r4c3 * filt[3 * 5 + 3];
      sum_1_1 += in_r4c3 * filt[3 * 5 + 2];
      sum_1_2 += in_r4c3 * filt[3 * 5 + 1];
      sum_1_3 += in_r4c3 * filt[3 * 5 + 0];
      sum_2_0 += in_r4c3 * filt[2 * 5 + 3];
      sum_2_1 += in_r4c3 * filt[2 * 5 + 2];
      sum_2_2 += in_r4c3 * filt[2 * 5 + 1];
      sum_2_3 += in_r4c3 * filt[2 * 5 + 0];
      sum_3_0 += in_r4c3 * filt[1 * 5 + 3];
      sum_3_1 += in_r4c3 * filt[1 * 5 + 2];
      sum_3_2 += in_r4c3 * filt[1 * 5 + 1];
      sum_3_3 += in_r4c3 * filt[1 * 5 + 0];
    }
    {
      sum_0_0 += in_r4c4 * filt[4 * 5 + 4];
      sum_0_1 += in_r4c4 * filt[4 * 5 + 3];
      sum_0_2 += in_r4c4 * filt[4 * 5 + 2];
      sum_0_3 += in_r4c4 * filt[4 * 5 + 1];
      sum_1_0 += in_r4c4 * filt[3 * 5 + 4];
      sum_1_1 += in_r4c4 * filt[3 * 5 + 3];
      sum_1_2 += in_r4c4 * filt[3 * 5 + 2];
      sum_1_3 += in_r4c4 * filt[3 * 5 + 1];
      sum_2_0 += in_r4c4 * filt[2 * 5 + 4];
      sum_2_1 += in_r4c4 * filt[2 * 5 + 3];
      sum_2_2 += in_r4c4 * filt[2 * 5 + 2];
      sum_2_3 += in_r4c4 * filt[2 * 5 + 1];
      sum_3_0 += in_r4c4 * filt[1 * 5 + 4];
      sum_3_1 += in_r4c4 * filt[1 * 5 + 3];
      sum_3_2 += in_r4c4 * filt[1 * 5 + 2];
      sum_3_3 += in_r4c4 * filt[1 * 5 + 1];
    }
    {
      sum_0_1 += in_r4c5 * filt[4 * 5 + 4];
      sum_0_2 += in_r4c5 * filt[4 * 5 + 3];
      sum_0_3 += in_r4c5 * filt[4 * 5 + 2];
      sum_1_1 += in_r4c5 * filt[3 * 5 + 4];
      sum_1_2 += in_r4c5 * filt[3 * 5 + 3];
      sum_1_3 += in_r4c5 * filt[3 * 5 + 2];
      sum_2_1 += in_r4c5 * filt[2 * 5 + 4];
      sum_2_2 += in_r4c5 * filt[2 * 5 + 3];
      sum_2_3 += in_r4c5 * filt[2 * 5 + 2];
      sum_3_1 += in_r4c5 * filt[1 * 5 + 4];
      sum_3_2 += in_r4c5 * filt[1 * 5 + 3];
      sum_3_3 += in_r4c5 * filt[1 * 5 + 2];
    }
    {
      sum_0_2 += in_r4c6 * filt[4 * 5 + 4];
      sum_0_3 += in_r4c6 * filt[4 * 5 + 3];
      sum_1_2 += in_r4c6 * filt[3 * 5 + 4];
      sum_1_3 += in_r4c6 * filt[3 * 5 + 3];
      sum_2_2 += in_r4c6 * filt[2 * 5 + 4];
      sum_2_3 += in_r4c6 * filt[2 * 5 + 3];
      sum_3_2 += in_r4c6 * filt[1 * 5 + 4];
      sum_3_3 += in_r4c6 * filt[1 * 5 + 3];
    }
    {
      sum_0_3 += in_r4c7 * filt[4 * 5 + 4];
      sum_1_3 += in_r4c7 * filt[3 * 5 + 4];
      sum_2_3 += in_r4c7 * filt[2 * 5 + 4];
      sum_3_3 += in_r4c7 * filt[1 * 5 + 4];
    }
    float in_r5c0;
    float in_r5c1;
    float in_r5c2;
    float in_r5c3;
    float in_r5c4;
    float in_r5c5;
    float in_r5c6;
    float in_r5c7;
    if (first_0 + 3 < W && first_1 + 1 < H) {
      __global const float *const in_row5_p = in + ((first_1 + 5) * (W + 4) + first_0);
      if ((uintptr_t)in_row5_p % 16 == 0) {
        const float4 in_row5_v = *(__global const float4 *)in_row5_p;
        in_r5c0 = in_row5_v.s0;
        in_r5c1 = in_row5_v.s1;
        in_r5c2 = in_row5_v.s2;
        in_r5c3 = in_row5_v.s3;
        const float4 in_row5_v_1 = *(__global const float4 *)(in_row5_p + 4);
        in_r5c4 = in_row5_v_1.s0;
        in_r5c5 = in_row5_v_1.s1;
        in_r5c6 = in_row5_v_1.s2;
        in_r5c7 = in_row5_v_1.s3;
      } else {
        const float4 in_row5_v_2 = vload4(0, in_row5_p);
        in_r5c0 = in_row5_v_2.s0;
        in_r5c1 = in_row5_v_2.s1;
        in_r5c2 = in_row5_v_2.s2;
        in_r5c3 = in_row5_v_2.s3;
        const float4 in_row5_v_3 = vload4(0, in_row5_p + 4);
        in_r5c4 = in_row5_v_3.s0;
        in_r5c5 = in_row5_v_3.s1;
        in_r5c6 = in_row5_v_3.s2;
        in_r5c7 = in_row5_v_3.s3;
      }
    } else {
      in_r5c0 = first_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + first_0] : 0;
      in_r5c1 = first_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + first_0 + 1] : 0;
      in_r5c2 = first_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + first_0 + 2] : 0;
      in_r5c3 = first_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + first_0 + 3] : 0;
      in_r5c4 = first_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + first_0 + 4] : 0;
      in_r5c5 = first_0 + 1 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + (first_0 + 1) + 4] : 0;
      in_r5c6 = first_0 + 2 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + (first_0 + 2) + 4] : 0;
      in_r5c7 = first_0 + 3 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + (first_0 + 3) + 4] : 0;
    }
    {
      sum_1_0 += in_r5c0 * filt[4 * 5 + 0];
      sum_2_0 += in_r5c0 * filt[3 * 5 + 0];
      sum_3_0 += in_r5c0 * filt[2 * 5 + 0];
    }
    {
      sum_1_0 += in_r5c1 * filt[4 * 5 + 1];
      sum_1_1 += in_r5c1 * filt[4 * 5 + 0];
      sum_2_0 += in_r5c1 * filt[3 * 5 + 1];
      sum_2_1 += in_r5c1 * filt[3 * 5 + 0];
      sum_3_0 += in_r5c1 * filt[2 * 5 + 1];
      sum_3_1 += in_r5c1 * filt[2 * 5 + 0];
    }
    {
      sum_1_0 += in_r5c2 * filt[4 * 5 + 2];
      sum_1_1 += in_r5c2 * filt[4 * 5 + 1];
      sum_1_2 += in_r5c2 * filt[4 * 5 + 0];
      sum_2_0 += in_r5c2 * filt[3 * 5 + 2];
      sum_2_1 += in_r5c2 * filt[3 * 5 + 1];
      sum_2_2 += in_r5c2 * filt[3 * 5 + 0];
      sum_3_0 += in_r5c2 * filt[2 * 5 + 2];
      sum_3_1 += in_r5c2 * filt[2 * 5 + 1];
      sum_3_2 += in_r5c2 * filt[2 * 5 + 0];
    }
    {
      sum_1_0 += in_r5c3 * filt[4 * 5 + 3];
      sum_1_1 += in_r5c3 * filt[4 * 5 + 2];
      sum_1_2 += in_r5c3 * filt[4 * 5 + 1];
      sum_1_3 += in_r5c3 * filt[4 * 5 + 0];
      sum_2_0 += in_r5c3 * filt[3 * 5 + 3];
      sum_2_1 += in_r5c3 * filt[3 * 5 + 2];
      sum_2_2 += in_r5c3 * filt[3 * 5 + 1];
      sum_2_3 += in_r5c3 * filt[3 * 5 + 0];
      sum_3_0 += in_r5c3 * filt[2 * 5 + 3];
      sum_3_1 += in_r5c3 * filt[2 * 5 + 2];
      sum_3_2 += in_r5c3 * filt[2 * 5 + 1];
      sum_3_3 += in_r5c3 * filt[2 * 5 + 0];
    }
    {
      sum_1_0 += in_r5c4 * filt[4 * 5 + 4];
      sum_1_1 += in_r5c4 * filt[4 * 5 + 3];
      sum_1_2 += in_r5c4 * filt[4 * 5 + 2];
      sum_1_3 += in_r5c4 * filt[4 * 5 + 1];
      sum_2_0 += in_r5c4 * filt[3 * 5 + 4];
      sum_2_1 += in_r5c4 * filt[3 * 5 + 3];
      sum_2_2 += in_r5c4 * filt[3 * 5 + 2];
      sum_2_3 += in_r5c4 * filt[3 * 5 + 1];
      sum_3_0 += in_r5c4 * filt[2 * 5 + 4];
      sum_3_1 += in_r5c4 * filt[2 * 5 + 3];
      sum_3_2 += in_r5c4 * filt[2 * 5 + 2];
      sum_3_3 += in_r5c4 * filt[2 * 5 + 1];
    }
    {
      sum_1_1 += in_r5c5 * filt[4 * 5 + 4];
      sum_1_2 += in_r5c5 * filt[4 * 5 + 3];
      sum_1_3 += in_r5c5 * filt[4 * 5 + 2];
      sum_2_1 += in_r5c5 * filt[3 * 5 + 4];
      sum_2_2 += in_r5c5 * filt[3 * 5 + 3];
      sum_2_3 += in_r5c5 * filt[3 * 5 + 2];
      sum_3_1 += in_r5c5 * filt[2 * 5 + 4];
      sum_3_2 += in_r5c5 * filt[2 * 5 + 3];
      sum_3_3 += in_r5c5 * filt[2 * 5 + 2];
    }
    {
      sum_1_2 += in_r5c6 * filt[4 * 5 + 4];
      sum_1_3 += in_r5c6 * filt[4 * 5 + 3];
      sum_2_2 += in_r5c6 * filt[3 * 5 + 4];
      sum_2_3 += in_r5c6 * filt[3 * 5 + 3];
      sum_3_2 += in_r5c6 * filt[2 * 5 + 4];
      sum_3_3 += in_r5c6 * filt[2 * 5 + 3];
    }
    {
      sum_1_3 += in_r5c7 * filt[4 * 5 + 4];
      sum_2_3 += in_r5c7 * filt[3 * 5 + 4];
      sum_3_3 += in_r5c7 * filt[2 * 5 + 4];
    }
    float in_r6c0;
    float in_r6c1;
    float in_r6c2;
    float in_r6c3;
    float in_r6c4;
    float in_r6c5;
    float in_r6c6;
    float in_r6c7;
    if (first_0 + 3 < W && first_1 + 2 < H) {
      __global const float *const in_row6_p = in + ((first_1 + 6) * (W + 4) + first_0);
      if ((uintptr_t)in_row6_p % 16 == 0) {
        const float4 in_row6_v = *(__global const float4 *)in_row6_p;
        in_r6c0 = in_row6_v.s0;
        in_r6c1 = in_row6_v.s1;
        in_r6c2 = in_row6_v.s2;
        in_r6c3 = in_row6_v.s3;
        const float4 in_row6_v_1 = *(__global const float4 *)(in_row6_p + 4);
        in_r6c4 = in_row6_v_1.s0;
        in_r6c5 = in_row6_v_1.s1;
        in_r6c6 = in_row6_v_1.s2;
        in_r6c7 = in_row6_v_1.s3;
      } else {
        const float4 in_row6_v_2 = vload4(0, in_row6_p);
        in_r6c0 = in_row6_v_2.s0;
        in_r6c1 = in_row6_v_2.s1;
        in_r6c2 = in_row6_v_2.s2;
        in_r6c3 = in_row6_v_2.s3;
        const float4 in_row6_v_3 = vload4(0, in_row6_p + 4);
        in_r6c4 = in_row6_v_3.s0;
        in_r6c5 = in_row6_v_3.s1;
        in_r6c6 = in_row6_v_3.s2;
        in_r6c7 = in_row6_v_3.s3;
      }
    } else {
      in_r6c0 = first_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + first_0] : 0;
      in_r6c1 = first_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + first_0 + 1] : 0;
      in_r6c2 = first_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + first_0 + 2] : 0;
      in_r6c3 = first_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + first_0 + 3] : 0;
      in_r6c4 = first_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + first_0 + 4] : 0;
      in_r6c5 = first_0 + 1 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + (first_0 + 1) + 4] : 0;
      in_r6c6 = first_0 + 2 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + (first_0 + 2) + 4] : 0;
      in_r6c7 = first_0 + 3 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + (first_0 + 3) + 4] : 0;
    }
    {
      sum_2_0 += in_r6c0 * filt[4 * 5 + 0];
      sum_3_0 += in_r6c0 * filt[3 * 5 + 0];
    }
    {
      sum_2_0 += in_r6c1 * filt[4 * 5 + 1];
      sum_2_1 += in_r6c1 * filt[4 * 5 + 0];
      sum_3_0 += in_r6c1 * filt[3 * 5 + 1];
      sum_3_1 += in_r6c1 * filt[3 * 5 + 0];
    }
    {
      sum_2_0 += in_r6c2 * filt[4 * 5 + 2];
      sum_2_1 += in_r6c2 * filt[4 * 5 + 1];
      sum_2_2 += in_r6c2 * filt[4 * 5 + 0];
      sum_3_0 += in_r6c2 * filt[3 * 5 + 2];
      sum_3_1 += in_r6c2 * filt[3 * 5 + 1];
      sum_3_2 += in_r6c2 * filt[3 * 5 + 0];
    }
    {
      sum_2_0 += in_r6c3 * filt[4 * 5 + 3];
      sum_2_1 += in_r6c3 * filt[4 * 5 + 2];
      sum_2_2 += in_r6c3 * filt[4 * 5 + 1];
      sum_2_3 += in_r6c3 * filt[4 * 5 + 0];
      sum_3_0 += in_r6c3 * filt[3 * 5 + 3];
      sum_3_1 += in_r6c3 * filt[3 * 5 + 2];
      sum_3_2 += in_r6c3 * filt[3 * 5 + 1];
      sum_3_3 += in_r6c3 * filt[3 * 5 + 0];
    }
    {
      sum_2_0 += in_r6c4 * filt[4 * 5 + 4];
      sum_2_1 += in_r6c4 * filt[4 * 5 + 3];
      sum_2_2 += in_r6c4 * filt[4 * 5 + 2];
      sum_2_3 += in_r6c4 * filt[4 * 5 + 1];
      sum_3_0 += in_r6c4 * filt[3 * 5 + 4];
      sum_3_1 += in_r6c4 * filt[3 * 5 + 3];
      sum_3_2 += in_r6c4 * filt[3 * 5 + 2];
      sum_3_3 += in_r6c4 * filt[3 * 5 + 1];
    }
    {
      sum_2_1 += in_r6c5 * filt[4 * 5 + 4];
      sum_2_2 += in_r6c5 * filt[4 * 5 + 3];
      sum_2_3 += in_r6c5 * filt[4 * 5 + 2];
      sum_3_1 += in_r6c5 * filt[3 * 5 + 4];
      sum_3_2 += in_r6c5 * filt[3 * 5 + 3];
      sum_3_3 += in_r6c5 * filt[3 * 5 + 2];
    }
    {
      sum_2_2 += in_r6c6 * filt[4 * 5 + 4];
      sum_2_3 += in_r6c6 * filt[4 * 5 + 3];
      sum_3_2 += in_r6c6 * filt[3 * 5 + 4];
      sum_3_3 += in_r6c6 * filt[3 * 5 + 3];
    }
    {
      sum_2_3 += in_r6c7 * filt[4 * 5 + 4];
      sum_3_3 += in_r6c7 * filt[3 * 5 + 4];
    }
    float in_r7c0;
    float in_r7c1;
    float in_r7c2;
    float in_r7c3;
    float in_r7c4;
    float in_r7c5;
    float in_r7c6;
    float in_r7c7;
    if (first_0 + 3 < W && first_1 + 3 < H) {
      __global const float *const in_row7_p = in + ((first_1 + 7) * (W + 4) + first_0);
      if ((uintptr_t)in_row7_p % 16 == 0) {
        const float4 in_row7_v = *(__global const float4 *)in_row7_p;
        in_r7c0 = in_row7_v.s0;
        in_r7c1 = in_row7_v.s1;
        in_r7c2 = in_row7_v.s2;
        in_r7c3 = in_row7_v.s3;
        const float4 in_row7_v_1 = *(__global const float4 *)(in_row7_p + 4);
        in_r7c4 = in_row7_v_1.s0;
        in_r7c5 = in_row7_v_1.s1;
        in_r7c6 = in_row7_v_1.s2;
        in_r7c7 = in_row7_v_1.s3;
      } else {
        const float4 in_row7_v_2 = vload4(0, in_row7_p);
        in_r7c0 = in_row7_v_2.s0;
        in_r7c1 = in_row7_v_2.s1;
        in_r7c2 = in_row7_v_2.s2;
        in_r7c3 = in_row7_v_2.s3;
        const float4 in_row7_v_3 = vload4(0, in_row7_p + 4);
        in_r7c4 = in_row7_v_3.s0;
        in_r7c5 = in_row7_v_3.s1;
        in_r7c6 = in_row7_v_3.s2;
        in_r7c7 = in_row7_v_3.s3;
      }
    } else {
      in_r7c0 = first_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + first_0] : 0;
      in_r7c1 = first_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + first_0 + 1] : 0;
      in_r7c2 = first_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + first_0 + 2] : 0;
      in_r7c3 = first_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + first_0 + 3] : 0;
      in_r7c4 = first_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + first_0 + 4] : 0;
      in_r7c5 = first_0 + 1 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + (first_0 + 1) + 4] : 0;
      in_r7c6 = first_0 + 2 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + (first_0 + 2) + 4] : 0;
      in_r7c7 = first_0 + 3 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + (first_0 + 3) + 4] : 0;
    }
    {
      sum_3_0 += in_r7c0 * filt[4 * 5 + 0];
    }
    {
      sum_3_0 += in_r7c1 * filt[4 * 5 + 1];
      sum_3_1 += in_r7c1 * filt[4 * 5 + 0];
    }
    {
      sum_3_0 += in_r7c2 * filt[4 * 5 + 2];
      sum_3_1 += in_r7c2 * filt[4 * 5 + 1];
      sum_3_2 += in_r7c2 * filt[4 * 5 + 0];
    }
    {
      sum_3_0 += in_r7c3 * filt[4 * 5 + 3];
      sum_3_1 += in_r7c3 * filt[4 * 5 + 2];
      sum_3_2 += in_r7c3 * filt[4 * 5 + 1];
      sum_3_3 += in_r7c3 * filt[4 * 5 + 0];
    }
    {
      sum_3_0 += in_r7c4 * filt[4 * 5 + 4];
      sum_3_1 += in_r7c4 * filt[4 * 5 + 3];
      sum_3_2 += in_r7c4 * filt[4 * 5 + 2];
      sum_3_3 += in_r7c4 * filt[4 * 5 + 1];
    }
    {
      sum_3_1 += in_r7c5 * filt[4 * 5 + 4];
      sum_3_2 += in_r7c5 * filt[4 * 5 + 3];
      sum_3_3 += in_r7c5 * filt[4 * 5 + 2];
    }
    {
      sum_3_2 += in_r7c6 * filt[4 * 5 + 4];
      sum_3_3 += in_r7c6 * filt[4 * 5 + 3];
    }
    {
      sum_3_3 += in_r7c7 * filt[4 * 5 + 4];
    }
    if (x_0 < W && y_0 < H) {
      out[y_0 * W + x_0] = sum_0_0;
    }
    if (x_1 < W && y_0 < H) {
      out[y_0 * W + x_1] = sum_0_1;
    }
    if (x_2 < W && y_0 < H) {
      out[y_0 * W + x_2] = sum_0_2;
    }
    if (x_3 < W && y_0 < H) {
      out[y_0 * W + x_3] = sum_0_3;
    }
    if (x_0 < W && y_1 < H) {
      out[y_1 * W + x_0] = sum_1_0;
    }
    if (x_1 < W && y_1 < H) {
      out[y_1 * W + x_1] = sum_1_1;
    }
    if (x_2 < W && y_1 < H) {
      out[y_1 * W + x_2] = sum_1_2;
    }
    if (x_3 < W && y_1 < H) {
      out[y_1 * W + x_3] = sum_1_3;
    }
    if (x_0 < W && y_2 < H) {
      out[y_2 * W + x_0] = sum_2_0;
    }
    if (x_1 < W && y_2 < H) {
      out[y_2 * W + x_1] = sum_2_1;
    }
    if (x_2 < W && y_2 < H) {
      out[y_2 * W + x_2] = sum_2_2;
    }
    if (x_3 < W && y_2 < H) {
      out[y_2 * W + x_3] = sum_2_3;
    }
    if (x_0 < W && y_3 < H) {
      out[y_3 * W + x_0] = sum_3_0;
    }
    if (x_1 < W && y_3 < H) {
      out[y_3 * W + x_1] = sum_3_1;
    }
    if (x_2 < W && y_3 < H) {
      out[y_3 * W + x_2] = sum_3_2;
    }
    if (x_3 < W && y_3 < H) {
      out[y_3 * W + x_3] = sum_3_3;
    }
  } else {
    const int first_0 = get_global_id(0) * 4;
    const int first_1 = get_global_id(1) * 4;
    for (int pt_1 = 0; pt_1 < 4; ++pt_1) {
      for (int pt_0 = 0; pt_0 < 4; ++pt_0) {
        int x = first_0 + pt_0;
        int y = first_1 + pt_1;
        if (x < W && y < H) {
          float sum = 0.0f;
          for (int dy = 0; dy < 2 * R + 1; ++dy) {
            for (int dx = 0; dx < 2 * R + 1; ++dx) {
              sum += in[(y + dy) * (W + 2 * R) + x + dx] * filt[dy * (2 * R + 1) + dx];
            }
          }
          out[y * W + x] = sum;
        }
      }
    }
  }
}
