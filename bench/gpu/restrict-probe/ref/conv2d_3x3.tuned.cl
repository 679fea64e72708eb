// Tuned by clopt 0.1.0 from conv2d.cl.
//
// Kernel 'conv2d' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: H=8192, R=1, W=8192, global [8192, 8192]
//   passes: specialize(R=1, general=1) coarsen(d0=4, d1=4, dist=block, chunk=1) private(hoist=1, vload=1, window=2) wgshape(d0=128, d1=1)
//   speedup: 1.95x (0.189 ms vs 0.3677 ms for the original)
//   measured: median of 5 interleaved rounds; bound 1.94x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 4), 128), local[0] = 128; global[1] = roundUp(ceil(G1 / 4), 1), local[1] = 1; requires G0 >= (W); requires G1 >= (H); no global work offset
//   preconditions: G0 >= (W), G1 >= (H) (G0..G2: the original global size)
//
// The launch geometry is also in conv2d_3x3.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// 2D convolution of a W x H image with a (2R+1) x (2R+1) filter; in is the
// image padded by R on every side, (W + 2R) x (H + 2R), row-major.
#pragma clopt tune global(W, H) sizes(W = 512, H = 512, R = 2)
// clopt: kernel 'conv2d'
//   specialize: R=1 (other values take the general path)
//   general path: coarsen, wgshape
//   coarsen: d0=4 d1=4 dist=block chunk=1
//   private: hoist=1 vload=1 window=2
//   wgshape: d0=128 d1=1
//   launch: global[0] = roundUp(ceil(G0 / 4), 128), local[0] = 128; global[1] = roundUp(ceil(G1 / 4), 1), local[1] = 1; requires G0 >= (W); requires G1 >= (H); no global work offset
__attribute__((reqd_work_group_size(128, 1, 1)))
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  if (R == 1) {
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
    if (first_0 + 3 < W && first_1 < H) {
      __global const float *const in_row0_p = in + (first_1 * (W + 2) + first_0);
      if ((uintptr_t)in_row0_p % 16 == 0) {
        const float4 in_row0_v = *(__global const float4 *)in_row0_p;
        in_r0c0 = in_row0_v.s0;
        in_r0c1 = in_row0_v.s1;
        in_r0c2 = in_row0_v.s2;
        in_r0c3 = in_row0_v.s3;
        in_r0c4 = in[first_1 * (W + 2) + (first_0 + 2) + 2];
        in_r0c5 = in[first_1 * (W + 2) + (first_0 + 3) + 2];
      } else {
        const float4 in_row0_v_1 = vload4(0, in_row0_p);
        in_r0c0 = in_row0_v_1.s0;
        in_r0c1 = in_row0_v_1.s1;
        in_r0c2 = in_row0_v_1.s2;
        in_r0c3 = in_row0_v_1.s3;
        in_r0c4 = in[first_1 * (W + 2) + (first_0 + 2) + 2];
        in_r0c5 = in[first_1 * (W + 2) + (first_0 + 3) + 2];
      }
    } else {
      in_r0c0 = first_0 < W && first_1 < H ? in[first_1 * (W + 2) + first_0] : 0;
      in_r0c1 = first_0 < W && first_1 < H ? in[first_1 * (W + 2) + first_0 + 1] : 0;
      in_r0c2 = first_0 < W && first_1 < H ? in[first_1 * (W + 2) + first_0 + 2] : 0;
      in_r0c3 = first_0 + 1 < W && first_1 < H ? in[first_1 * (W + 2) + (first_0 + 1) + 2] : 0;
      in_r0c4 = first_0 + 2 < W && first_1 < H ? in[first_1 * (W + 2) + (first_0 + 2) + 2] : 0;
      in_r0c5 = first_0 + 3 < W && first_1 < H ? in[first_1 * (W + 2) + (first_0 + 3) + 2] : 0;
    }
    {
      sum_0_0 += in_r0c0 * filt[0 * 3 + 0];
    }
    {
      sum_0_0 += in_r0c1 * filt[0 * 3 + 1];
      sum_0_1 += in_r0c1 * filt[0 * 3 + 0];
    }
    {
      sum_0_0 += in_r0c2 * filt[0 * 3 + 2];
      sum_0_1 += in_r0c2 * filt[0 * 3 + 1];
      sum_0_2 += in_r0c2 * filt[0 * 3 + 0];
    }
    {
      sum_0_1 += in_r0c3 * filt[0 * 3 + 2];
      sum_0_2 += in_r0c3 * filt[0 * 3 + 1];
      sum_0_3 += in_r0c3 * filt[0 * 3 + 0];
    }
    {
      sum_0_2 += in_r0c4 * filt[0 * 3 + 2];
      sum_0_3 += in_r0c4 * filt[0 * 3 + 1];
    }
    {
      sum_0_3 += in_r0c5 * filt[0 * 3 + 2];
    }
    float in_r1c0;
    float in_r1c1;
    float in_r1c2;
    float in_r1c3;
    float in_r1c4;
    float in_r1c5;
    if (first_0 + 3 < W && first_1 < H) {
      __global const float *const in_row1_p = in + ((first_1 + 1) * (W + 2) + first_0);
      if ((uintptr_t)in_row1_p % 16 == 0) {
        const float4 in_row1_v = *(__global const float4 *)in_row1_p;
        in_r1c0 = in_row1_v.s0;
        in_r1c1 = in_row1_v.s1;
        in_r1c2 = in_row1_v.s2;
        in_r1c3 = in_row1_v.s3;
        in_r1c4 = in[(first_1 + 1) * (W + 2) + (first_0 + 2) + 2];
        in_r1c5 = in[(first_1 + 1) * (W + 2) + (first_0 + 3) + 2];
      } else {
        const float4 in_row1_v_1 = vload4(0, in_row1_p);
        in_r1c0 = in_row1_v_1.s0;
        in_r1c1 = in_row1_v_1.s1;
        in_r1c2 = in_row1_v_1.s2;
        in_r1c3 = in_row1_v_1.s3;
        in_r1c4 = in[(first_1 + 1) * (W + 2) + (first_0 + 2) + 2];
        in_r1c5 = in[(first_1 + 1) * (W + 2) + (first_0 + 3) + 2];
      }
    } else {
      in_r1c0 = first_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 2) + first_0] : 0;
      in_r1c1 = first_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 2) + first_0 + 1] : 0;
      in_r1c2 = first_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 2) + first_0 + 2] : 0;
      in_r1c3 = first_0 + 1 < W && first_1 < H ? in[(first_1 + 1) * (W + 2) + (first_0 + 1) + 2] : 0;
      in_r1c4 = first_0 + 2 < W && first_1 < H ? in[(first_1 + 1) * (W + 2) + (first_0 + 2) + 2] : 0;
      in_r1c5 = first_0 + 3 < W && first_1 < H ? in[(first_1 + 1) * (W + 2) + (first_0 + 3) + 2] : 0;
    }
    {
      sum_0_0 += in_r1c0 * filt[1 * 3 + 0];
      sum_1_0 += in_r1c0 * filt[0 * 3 + 0];
    }
    {
      sum_0_0 += in_r1c1 * filt[1 * 3 + 1];
      sum_0_1 += in_r1c1 * filt[1 * 3 + 0];
      sum_1_0 += in_r1c1 * filt[0 * 3 + 1];
      sum_1_1 += in_r1c1 * filt[0 * 3 + 0];
    }
    {
      sum_0_0 += in_r1c2 * filt[1 * 3 + 2];
      sum_0_1 += in_r1c2 * filt[1 * 3 + 1];
      sum_0_2 += in_r1c2 * filt[1 * 3 + 0];
      sum_1_0 += in_r1c2 * filt[0 * 3 + 2];
      sum_1_1 += in_r1c2 * filt[0 * 3 + 1];
      sum_1_2 += in_r1c2 * filt[0 * 3 + 0];
    }
    {
      sum_0_1 += in_r1c3 * filt[1 * 3 + 2];
      sum_0_2 += in_r1c3 * filt[1 * 3 + 1];
      sum_0_3 += in_r1c3 * filt[1 * 3 + 0];
      sum_1_1 += in_r1c3 * filt[0 * 3 + 2];
      sum_1_2 += in_r1c3 * filt[0 * 3 + 1];
      sum_1_3 += in_r1c3 * filt[0 * 3 + 0];
    }
    {
      sum_0_2 += in_r1c4 * filt[1 * 3 + 2];
      sum_0_3 += in_r1c4 * filt[1 * 3 + 1];
      sum_1_2 += in_r1c4 * filt[0 * 3 + 2];
      sum_1_3 += in_r1c4 * filt[0 * 3 + 1];
    }
    {
      sum_0_3 += in_r1c5 * filt[1 * 3 + 2];
      sum_1_3 += in_r1c5 * filt[0 * 3 + 2];
    }
    float in_r2c0;
    float in_r2c1;
    float in_r2c2;
    float in_r2c3;
    float in_r2c4;
    float in_r2c5;
    if (first_0 + 3 < W && first_1 < H) {
      __global const float *const in_row2_p = in + ((first_1 + 2) * (W + 2) + first_0);
      if ((uintptr_t)in_row2_p % 16 == 0) {
        const float4 in_row2_v = *(__global const float4 *)in_row2_p;
        in_r2c0 = in_row2_v.s0;
        in_r2c1 = in_row2_v.s1;
        in_r2c2 = in_row2_v.s2;
        in_r2c3 = in_row2_v.s3;
        in_r2c4 = in[(first_1 + 2) * (W + 2) + (first_0 + 2) + 2];
        in_r2c5 = in[(first_1 + 2) * (W + 2) + (first_0 + 3) + 2];
      } else {
        const float4 in_row2_v_1 = vload4(0, in_row2_p);
        in_r2c0 = in_row2_v_1.s0;
        in_r2c1 = in_row2_v_1.s1;
        in_r2c2 = in_row2_v_1.s2;
        in_r2c3 = in_row2_v_1.s3;
        in_r2c4 = in[(first_1 + 2) * (W + 2) + (first_0 + 2) + 2];
        in_r2c5 = in[(first_1 + 2) * (W + 2) + (first_0 + 3) + 2];
      }
    } else {
      in_r2c0 = first_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 2) + first_0] : 0;
      in_r2c1 = first_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 2) + first_0 + 1] : 0;
      in_r2c2 = first_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 2) + first_0 + 2] : 0;
      in_r2c3 = first_0 + 1 < W && first_1 < H ? in[(first_1 + 2) * (W + 2) + (first_0 + 1) + 2] : 0;
      in_r2c4 = first_0 + 2 < W && first_1 < H ? in[(first_1 + 2) * (W + 2) + (first_0 + 2) + 2] : 0;
      in_r2c5 = first_0 + 3 < W && first_1 < H ? in[(first_1 + 2) * (W + 2) + (first_0 + 3) + 2] : 0;
    }
    {
      sum_0_0 += in_r2c0 * filt[2 * 3 + 0];
      sum_1_0 += in_r2c0 * filt[1 * 3 + 0];
      sum_2_0 += in_r2c0 * filt[0 * 3 + 0];
    }
    {
      sum_0_0 += in_r2c1 * filt[2 * 3 + 1];
      sum_0_1 += in_r2c1 * filt[2 * 3 + 0];
      sum_1_0 += in_r2c1 * filt[1 * 3 + 1];
      sum_1_1 += in_r2c1 * filt[1 * 3 + 0];
      sum_2_0 += in_r2c1 * filt[0 * 3 + 1];
      sum_2_1 += in_r2c1 * filt[0 * 3 + 0];
    }
    {
      sum_0_0 += in_r2c2 * filt[2 * 3 + 2];
      sum_0_1 += in_r2c2 * filt[2 * 3 + 1];
      sum_0_2 += in_r2c2 * filt[2 * 3 + 0];
      sum_1_0 += in_r2c2 * filt[1 * 3 + 2];
      sum_1_1 += in_r2c2 * filt[1 * 3 + 1];
      sum_1_2 += in_r2c2 * filt[1 * 3 + 0];
      sum_2_0 += in_r2c2 * filt[0 * 3 + 2];
      sum_2_1 += in_r2c2 * filt[0 * 3 + 1];
      sum_2_2 += in_r2c2 * filt[0 * 3 + 0];
    }
    {
      sum_0_1 += in_r2c3 * filt[2 * 3 + 2];
      sum_0_2 += in_r2c3 * filt[2 * 3 + 1];
      sum_0_3 += in_r2c3 * filt[2 * 3 + 0];
      sum_1_1 += in_r2c3 * filt[1 * 3 + 2];
      sum_1_2 += in_r2c3 * filt[1 * 3 + 1];
      sum_1_3 += in_r2c3 * filt[1 * 3 + 0];
      sum_2_1 += in_r2c3 * filt[0 * 3 + 2];
      sum_2_2 += in_r2c3 * filt[0 * 3 + 1];
      sum_2_3 += in_r2c3 * filt[0 * 3 + 0];
    }
    {
      sum_0_2 += in_r2c4 * filt[2 * 3 + 2];
      sum_0_3 += in_r2c4 * filt[2 * 3 + 1];
      sum_1_2 += in_r2c4 * filt[1 * 3 + 2];
      sum_1_3 += in_r2c4 * filt[1 * 3 + 1];
      sum_2_2 += in_r2c4 * filt[0 * 3 + 2];
      sum_2_3 += in_r2c4 * filt[0 * 3 + 1];
    }
    {
      sum_0_3 += in_r2c5 * filt[2 * 3 + 2];
      sum_1_3 += in_r2c5 * filt[1 * 3 + 2];
      sum_2_3 += in_r2c5 * filt[0 * 3 + 2];
    }
    float in_r3c0;
    float in_r3c1;
    float in_r3c2;
    float in_r3c3;
    float in_r3c4;
    float in_r3c5;
    if (first_0 + 3 < W && first_1 + 1 < H) {
      __global const float *const in_row3_p = in + ((first_1 + 3) * (W + 2) + first_0);
      if ((uintptr_t)in_row3_p % 16 == 0) {
        const float4 in_row3_v = *(__global const float4 *)in_row3_p;
        in_r3c0 = in_row3_v.s0;
        in_r3c1 = in_row3_v.s1;
        in_r3c2 = in_row3_v.s2;
        in_r3c3 = in_row3_v.s3;
        in_r3c4 = in[(first_1 + 3) * (W + 2) + (first_0 + 2) + 2];
        in_r3c5 = in[(first_1 + 3) * (W + 2) + (first_0 + 3) + 2];
      } else {
        const float4 in_row3_v_1 = vload4(0, in_row3_p);
        in_r3c0 = in_row3_v_1.s0;
        in_r3c1 = in_row3_v_1.s1;
        in_r3c2 = in_row3_v_1.s2;
        in_r3c3 = in_row3_v_1.s3;
        in_r3c4 = in[(first_1 + 3) * (W + 2) + (first_0 + 2) + 2];
        in_r3c5 = in[(first_1 + 3) * (W + 2) + (first_0 + 3) + 2];
      }
    } else {
      in_r3c0 = first_0 < W && first_1 + 1 < H ? in[(first_1 + 3) * (W + 2) + first_0] : 0;
      in_r3c1 = first_0 < W && first_1 + 1 < H ? in[(first_1 + 3) * (W + 2) + first_0 + 1] : 0;
      in_r3c2 = first_0 < W && first_1 + 1 < H ? in[(first_1 + 3) * (W + 2) + first_0 + 2] : 0;
      in_r3c3 = first_0 + 1 < W && first_1 + 1 < H ? in[(first_1 + 3) * (W + 2) + (first_0 + 1) + 2] : 0;
      in_r3c4 = first_0 + 2 < W && first_1 + 1 < H ? in[(first_1 + 3) * (W + 2) + (first_0 + 2) + 2] : 0;
      in_r3c5 = first_0 + 3 < W && first_1 + 1 < H ? in[(first_1 + 3) * (W + 2) + (first_0 + 3) + 2] : 0;
    }
    {
      sum_1_0 += in_r3c0 * filt[2 * 3 + 0];
      sum_2_0 += in_r3c0 * filt[1 * 3 + 0];
      sum_3_0 += in_r3c0 * filt[0 * 3 + 0];
    }
    {
      sum_1_0 += in_r3c1 * filt[2 * 3 + 1];
      sum_1_1 += in_r3c1 * filt[2 * 3 + 0];
      sum_2_0 += in_r3c1 * filt[1 * 3 + 1];
      sum_2_1 += in_r3c1 * filt[1 * 3 + 0];
      sum_3_0 += in_r3c1 * filt[0 * 3 + 1];
      sum_3_1 += in_r3c1 * filt[0 * 3 + 0];
    }
    {
      sum_1_0 += in_r3c2 * filt[2 * 3 + 2];
      sum_1_1 += in_r3c2 * filt[2 * 3 + 1];
      sum_1_2 += in_r3c2 * filt[2 * 3 + 0];
      sum_2_0 += in_r3c2 * filt[1 * 3 + 2];
      sum_2_1 += in_r3c2 * filt[1 * 3 + 1];
      sum_2_2 += in_r3c2 * filt[1 * 3 + 0];
      sum_3_0 += in_r3c2 * filt[0 * 3 + 2];
      sum_3_1 += in_r3c2 * filt[0 * 3 + 1];
      sum_3_2 += in_r3c2 * filt[0 * 3 + 0];
    }
    {
      sum_1_1 += in_r3c3 * filt[2 * 3 + 2];
      sum_1_2 += in_r3c3 * filt[2 * 3 + 1];
      sum_1_3 += in_r3c3 * filt[2 * 3 + 0];
      sum_2_1 += in_r3c3 * filt[1 * 3 + 2];
      sum_2_2 += in_r3c3 * filt[1 * 3 + 1];
      sum_2_3 += in_r3c3 * filt[1 * 3 + 0];
      sum_3_1 += in_r3c3 * filt[0 * 3 + 2];
      sum_3_2 += in_r3c3 * filt[0 * 3 + 1];
      sum_3_3 += in_r3c3 * filt[0 * 3 + 0];
    }
    {
      sum_1_2 += in_r3c4 * filt[2 * 3 + 2];
      sum_1_3 += in_r3c4 * filt[2 * 3 + 1];
      sum_2_2 += in_r3c4 * filt[1 * 3 + 2];
      sum_2_3 += in_r3c4 * filt[1 * 3 + 1];
      sum_3_2 += in_r3c4 * filt[0 * 3 + 2];
      sum_3_3 += in_r3c4 * filt[0 * 3 + 1];
    }
    {
      sum_1_3 += in_r3c5 * filt[2 * 3 + 2];
      sum_2_3 += in_r3c5 * filt[1 * 3 + 2];
      sum_3_3 += in_r3c5 * filt[0 * 3 + 2];
    }
    float in_r4c0;
    float in_r4c1;
    float in_r4c2;
    float in_r4c3;
    float in_r4c4;
    float in_r4c5;
    if (first_0 + 3 < W && first_1 + 2 < H) {
      __global const float *const in_row4_p = in + ((first_1 + 4) * (W + 2) + first_0);
      if ((uintptr_t)in_row4_p % 16 == 0) {
        const float4 in_row4_v = *(__global const float4 *)in_row4_p;
        in_r4c0 = in_row4_v.s0;
        in_r4c1 = in_row4_v.s1;
        in_r4c2 = in_row4_v.s2;
        in_r4c3 = in_row4_v.s3;
        in_r4c4 = in[(first_1 + 4) * (W + 2) + (first_0 + 2) + 2];
        in_r4c5 = in[(first_1 + 4) * (W + 2) + (first_0 + 3) + 2];
      } else {
        const float4 in_row4_v_1 = vload4(0, in_row4_p);
        in_r4c0 = in_row4_v_1.s0;
        in_r4c1 = in_row4_v_1.s1;
        in_r4c2 = in_row4_v_1.s2;
        in_r4c3 = in_row4_v_1.s3;
        in_r4c4 = in[(first_1 + 4) * (W + 2) + (first_0 + 2) + 2];
        in_r4c5 = in[(first_1 + 4) * (W + 2) + (first_0 + 3) + 2];
      }
    } else {
      in_r4c0 = first_0 < W && first_1 + 2 < H ? in[(first_1 + 4) * (W + 2) + first_0] : 0;
      in_r4c1 = first_0 < W && first_1 + 2 < H ? in[(first_1 + 4) * (W + 2) + first_0 + 1] : 0;
      in_r4c2 = first_0 < W && first_1 + 2 < H ? in[(first_1 + 4) * (W + 2) + first_0 + 2] : 0;
      in_r4c3 = first_0 + 1 < W && first_1 + 2 < H ? in[(first_1 + 4) * (W + 2) + (first_0 + 1) + 2] : 0;
      in_r4c4 = first_0 + 2 < W && first_1 + 2 < H ? in[(first_1 + 4) * (W + 2) + (first_0 + 2) + 2] : 0;
      in_r4c5 = first_0 + 3 < W && first_1 + 2 < H ? in[(first_1 + 4) * (W + 2) + (first_0 + 3) + 2] : 0;
    }
    {
      sum_2_0 += in_r4c0 * filt[2 * 3 + 0];
      sum_3_0 += in_r4c0 * filt[1 * 3 + 0];
    }
    {
      sum_2_0 += in_r4c1 * filt[2 * 3 + 1];
      sum_2_1 += in_r4c1 * filt[2 * 3 + 0];
      sum_3_0 += in_r4c1 * filt[1 * 3 + 1];
      sum_3_1 += in_r4c1 * filt[1 * 3 + 0];
    }
    {
      sum_2_0 += in_r4c2 * filt[2 * 3 + 2];
      sum_2_1 += in_r4c2 * filt[2 * 3 + 1];
      sum_2_2 += in_r4c2 * filt[2 * 3 + 0];
      sum_3_0 += in_r4c2 * filt[1 * 3 + 2];
      sum_3_1 += in_r4c2 * filt[1 * 3 + 1];
      sum_3_2 += in_r4c2 * filt[1 * 3 + 0];
    }
    {
      sum_2_1 += in_r4c3 * filt[2 * 3 + 2];
      sum_2_2 += in_r4c3 * filt[2 * 3 + 1];
      sum_2_3 += in_r4c3 * filt[2 * 3 + 0];
      sum_3_1 += in_r4c3 * filt[1 * 3 + 2];
      sum_3_2 += in_r4c3 * filt[1 * 3 + 1];
      sum_3_3 += in_r4c3 * filt[1 * 3 + 0];
    }
    {
      sum_2_2 += in_r4c4 * filt[2 * 3 + 2];
      sum_2_3 += in_r4c4 * filt[2 * 3 + 1];
      sum_3_2 += in_r4c4 * filt[1 * 3 + 2];
      sum_3_3 += in_r4c4 * filt[1 * 3 + 1];
    }
    {
      sum_2_3 += in_r4c5 * filt[2 * 3 + 2];
      sum_3_3 += in_r4c5 * filt[1 * 3 + 2];
    }
    float in_r5c0;
    float in_r5c1;
    float in_r5c2;
    float in_r5c3;
    float in_r5c4;
    float in_r5c5;
    if (first_0 + 3 < W && first_1 + 3 < H) {
      __global const float *const in_row5_p = in + ((first_1 + 5) * (W + 2) + first_0);
      if ((uintptr_t)in_row5_p % 16 == 0) {
        const float4 in_row5_v = *(__global const float4 *)in_row5_p;
        in_r5c0 = in_row5_v.s0;
        in_r5c1 = in_row5_v.s1;
        in_r5c2 = in_row5_v.s2;
        in_r5c3 = in_row5_v.s3;
        in_r5c4 = in[(first_1 + 5) * (W + 2) + (first_0 + 2) + 2];
        in_r5c5 = in[(first_1 + 5) * (W + 2) + (first_0 + 3) + 2];
      } else {
        const float4 in_row5_v_1 = vload4(0, in_row5_p);
        in_r5c0 = in_row5_v_1.s0;
        in_r5c1 = in_row5_v_1.s1;
        in_r5c2 = in_row5_v_1.s2;
        in_r5c3 = in_row5_v_1.s3;
        in_r5c4 = in[(first_1 + 5) * (W + 2) + (first_0 + 2) + 2];
        in_r5c5 = in[(first_1 + 5) * (W + 2) + (first_0 + 3) + 2];
      }
    } else {
      in_r5c0 = first_0 < W && first_1 + 3 < H ? in[(first_1 + 5) * (W + 2) + first_0] : 0;
      in_r5c1 = first_0 < W && first_1 + 3 < H ? in[(first_1 + 5) * (W + 2) + first_0 + 1] : 0;
      in_r5c2 = first_0 < W && first_1 + 3 < H ? in[(first_1 + 5) * (W + 2) + first_0 + 2] : 0;
      in_r5c3 = first_0 + 1 < W && first_1 + 3 < H ? in[(first_1 + 5) * (W + 2) + (first_0 + 1) + 2] : 0;
      in_r5c4 = first_0 + 2 < W && first_1 + 3 < H ? in[(first_1 + 5) * (W + 2) + (first_0 + 2) + 2] : 0;
      in_r5c5 = first_0 + 3 < W && first_1 + 3 < H ? in[(first_1 + 5) * (W + 2) + (first_0 + 3) + 2] : 0;
    }
    {
      sum_3_0 += in_r5c0 * filt[2 * 3 + 0];
    }
    {
      sum_3_0 += in_r5c1 * filt[2 * 3 + 1];
      sum_3_1 += in_r5c1 * filt[2 * 3 + 0];
    }
    {
      sum_3_0 += in_r5c2 * filt[2 * 3 + 2];
      sum_3_1 += in_r5c2 * filt[2 * 3 + 1];
      sum_3_2 += in_r5c2 * filt[2 * 3 + 0];
    }
    {
      sum_3_1 += in_r5c3 * filt[2 * 3 + 2];
      sum_3_2 += in_r5c3 * filt[2 * 3 + 1];
      sum_3_3 += in_r5c3 * filt[2 * 3 + 0];
    }
    {
      sum_3_2 += in_r5c4 * filt[2 * 3 + 2];
      sum_3_3 += in_r5c4 * filt[2 * 3 + 1];
    }
    {
      sum_3_3 += in_r5c5 * filt[2 * 3 + 2];
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
