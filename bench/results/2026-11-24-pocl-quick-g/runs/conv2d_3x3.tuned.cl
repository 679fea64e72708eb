// Tuned by clopt 0.1.0 from conv2d.cl.
//
// Kernel 'conv2d' on pthread-skylake-avx512-Intel(R) Xeon(R) Processor (Portable Computing Language), driver 3.1+debian:
//   problem: H=320, R=1, W=384, global [384, 320]
//   passes: specialize(R=1) coarsen(d0=1, d1=16, dist=cyclic, chunk=1) private(hoist=1, vload=0) unroll(factor=8, full=1) wgshape(d0=64, d1=1)
//   speedup: 2.40x (0.2243 ms vs 0.5377 ms for the original)
//   measured: median of 5 interleaved rounds; bound 2.39x at 96.9% confidence
//   launch: global[0] = roundUp(G0, 64), local[0] = 64; global[1] = roundUp(ceil(G1 / 16), 1), local[1] = 1
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in conv2d_3x3.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// 2D convolution of a W x H image with a (2R+1) x (2R+1) filter; in is the
// image padded by R on every side, (W + 2R) x (H + 2R), row-major.
#pragma clopt tune global(W, H) sizes(W = 512, H = 512, R = 2)
// clopt: kernel 'conv2d'
//   specialize: R=1 (other values take the general path)
//   coarsen: d0=1 d1=16 dist=cyclic chunk=1
//   private: hoist=1 vload=0
//   unroll: factor=8 full=1
//   wgshape: d0=64 d1=1
//   launch: global[0] = roundUp(G0, 64), local[0] = 64; global[1] = roundUp(ceil(G1 / 16), 1), local[1] = 1
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  if (R == 1) {
    const int first_1 = get_group_id(1) * 16 + get_local_id(1);
    int x = get_global_id(0);
    int y_0 = first_1;
    int y_1 = first_1 + 1;
    int y_2 = first_1 + 2;
    int y_3 = first_1 + 3;
    int y_4 = first_1 + 4;
    int y_5 = first_1 + 5;
    int y_6 = first_1 + 6;
    int y_7 = first_1 + 7;
    int y_8 = first_1 + 8;
    int y_9 = first_1 + 9;
    int y_10 = first_1 + 10;
    int y_11 = first_1 + 11;
    int y_12 = first_1 + 12;
    int y_13 = first_1 + 13;
    int y_14 = first_1 + 14;
    int y_15 = first_1 + 15;
    float sum_0 = 0.0f;
    float sum_1 = 0.0f;
    float sum_2 = 0.0f;
    float sum_3 = 0.0f;
    float sum_4 = 0.0f;
    float sum_5 = 0.0f;
    float sum_6 = 0.0f;
    float sum_7 = 0.0f;
    float sum_8 = 0.0f;
    float sum_9 = 0.0f;
    float sum_10 = 0.0f;
    float sum_11 = 0.0f;
    float sum_12 = 0.0f;
    float sum_13 = 0.0f;
    float sum_14 = 0.0f;
    float sum_15 = 0.0f;
    float in_r0;
    in_r0 = x < W && first_1 < H ? in[(first_1 + 0) * (W + 2) + x + 0] : 0;
    sum_0 += in_r0 * filt[0 * 3 + 0];
    in_r0 = x < W && first_1 < H ? in[(first_1 + 0) * (W + 2) + x + 1] : 0;
    sum_0 += in_r0 * filt[0 * 3 + 1];
    in_r0 = x < W && first_1 < H ? in[(first_1 + 0) * (W + 2) + x + 2] : 0;
    sum_0 += in_r0 * filt[0 * 3 + 2];
    float in_r1;
    in_r1 = x < W && first_1 < H ? in[(first_1 + 1) * (W + 2) + x + 0] : 0;
    sum_0 += in_r1 * filt[1 * 3 + 0];
    sum_1 += in_r1 * filt[0 * 3 + 0];
    in_r1 = x < W && first_1 < H ? in[(first_1 + 1) * (W + 2) + x + 1] : 0;
    sum_0 += in_r1 * filt[1 * 3 + 1];
    sum_1 += in_r1 * filt[0 * 3 + 1];
    in_r1 = x < W && first_1 < H ? in[(first_1 + 1) * (W + 2) + x + 2] : 0;
    sum_0 += in_r1 * filt[1 * 3 + 2];
    sum_1 += in_r1 * filt[0 * 3 + 2];
    float in_r2;
    in_r2 = x < W && first_1 < H ? in[(first_1 + 2) * (W + 2) + x + 0] : 0;
    sum_0 += in_r2 * filt[2 * 3 + 0];
    sum_1 += in_r2 * filt[1 * 3 + 0];
    sum_2 += in_r2 * filt[0 * 3 + 0];
    in_r2 = x < W && first_1 < H ? in[(first_1 + 2) * (W + 2) + x + 1] : 0;
    sum_0 += in_r2 * filt[2 * 3 + 1];
    sum_1 += in_r2 * filt[1 * 3 + 1];
    sum_2 += in_r2 * filt[0 * 3 + 1];
    in_r2 = x < W && first_1 < H ? in[(first_1 + 2) * (W + 2) + x + 2] : 0;
    sum_0 += in_r2 * filt[2 * 3 + 2];
    sum_1 += in_r2 * filt[1 * 3 + 2];
    sum_2 += in_r2 * filt[0 * 3 + 2];
    float in_r3;
    in_r3 = x < W && first_1 + 1 < H ? in[(first_1 + 1 + 2) * (W + 2) + x + 0] : 0;
    sum_1 += in_r3 * filt[2 * 3 + 0];
    sum_2 += in_r3 * filt[1 * 3 + 0];
    sum_3 += in_r3 * filt[0 * 3 + 0];
    in_r3 = x < W && first_1 + 1 < H ? in[(first_1 + 1 + 2) * (W + 2) + x + 1] : 0;
    sum_1 += in_r3 * filt[2 * 3 + 1];
    sum_2 += in_r3 * filt[1 * 3 + 1];
    sum_3 += in_r3 * filt[0 * 3 + 1];
    in_r3 = x < W && first_1 + 1 < H ? in[(first_1 + 1 + 2) * (W + 2) + x + 2] : 0;
    sum_1 += in_r3 * filt[2 * 3 + 2];
    sum_2 += in_r3 * filt[1 * 3 + 2];
    sum_3 += in_r3 * filt[0 * 3 + 2];
    float in_r4;
    in_r4 = x < W && first_1 + 2 < H ? in[(first_1 + 2 + 2) * (W + 2) + x + 0] : 0;
    sum_2 += in_r4 * filt[2 * 3 + 0];
    sum_3 += in_r4 * filt[1 * 3 + 0];
    sum_4 += in_r4 * filt[0 * 3 + 0];
    in_r4 = x < W && first_1 + 2 < H ? in[(first_1 + 2 + 2) * (W + 2) + x + 1] : 0;
    sum_2 += in_r4 * filt[2 * 3 + 1];
    sum_3 += in_r4 * filt[1 * 3 + 1];
    sum_4 += in_r4 * filt[0 * 3 + 1];
    in_r4 = x < W && first_1 + 2 < H ? in[(first_1 + 2 + 2) * (W + 2) + x + 2] : 0;
    sum_2 += in_r4 * filt[2 * 3 + 2];
    sum_3 += in_r4 * filt[1 * 3 + 2];
    sum_4 += in_r4 * filt[0 * 3 + 2];
    float in_r5;
    in_r5 = x < W && first_1 + 3 < H ? in[(first_1 + 3 + 2) * (W + 2) + x + 0] : 0;
    sum_3 += in_r5 * filt[2 * 3 + 0];
    sum_4 += in_r5 * filt[1 * 3 + 0];
    sum_5 += in_r5 * filt[0 * 3 + 0];
    in_r5 = x < W && first_1 + 3 < H ? in[(first_1 + 3 + 2) * (W + 2) + x + 1] : 0;
    sum_3 += in_r5 * filt[2 * 3 + 1];
    sum_4 += in_r5 * filt[1 * 3 + 1];
    sum_5 += in_r5 * filt[0 * 3 + 1];
    in_r5 = x < W && first_1 + 3 < H ? in[(first_1 + 3 + 2) * (W + 2) + x + 2] : 0;
    sum_3 += in_r5 * filt[2 * 3 + 2];
    sum_4 += in_r5 * filt[1 * 3 + 2];
    sum_5 += in_r5 * filt[0 * 3 + 2];
    float in_r6;
    in_r6 = x < W && first_1 + 4 < H ? in[(first_1 + 4 + 2) * (W + 2) + x + 0] : 0;
    sum_4 += in_r6 * filt[2 * 3 + 0];
    sum_5 += in_r6 * filt[1 * 3 + 0];
    sum_6 += in_r6 * filt[0 * 3 + 0];
    in_r6 = x < W && first_1 + 4 < H ? in[(first_1 + 4 + 2) * (W + 2) + x + 1] : 0;
    sum_4 += in_r6 * filt[2 * 3 + 1];
    sum_5 += in_r6 * filt[1 * 3 + 1];
    sum_6 += in_r6 * filt[0 * 3 + 1];
    in_r6 = x < W && first_1 + 4 < H ? in[(first_1 + 4 + 2) * (W + 2) + x + 2] : 0;
    sum_4 += in_r6 * filt[2 * 3 + 2];
    sum_5 += in_r6 * filt[1 * 3 + 2];
    sum_6 += in_r6 * filt[0 * 3 + 2];
    float in_r7;
    in_r7 = x < W && first_1 + 5 < H ? in[(first_1 + 5 + 2) * (W + 2) + x + 0] : 0;
    sum_5 += in_r7 * filt[2 * 3 + 0];
    sum_6 += in_r7 * filt[1 * 3 + 0];
    sum_7 += in_r7 * filt[0 * 3 + 0];
    in_r7 = x < W && first_1 + 5 < H ? in[(first_1 + 5 + 2) * (W + 2) + x + 1] : 0;
    sum_5 += in_r7 * filt[2 * 3 + 1];
    sum_6 += in_r7 * filt[1 * 3 + 1];
    sum_7 += in_r7 * filt[0 * 3 + 1];
    in_r7 = x < W && first_1 + 5 < H ? in[(first_1 + 5 + 2) * (W + 2) + x + 2] : 0;
    sum_5 += in_r7 * filt[2 * 3 + 2];
    sum_6 += in_r7 * filt[1 * 3 + 2];
    sum_7 += in_r7 * filt[0 * 3 + 2];
    float in_r8;
    in_r8 = x < W && first_1 + 6 < H ? in[(first_1 + 6 + 2) * (W + 2) + x + 0] : 0;
    sum_6 += in_r8 * filt[2 * 3 + 0];
    sum_7 += in_r8 * filt[1 * 3 + 0];
    sum_8 += in_r8 * filt[0 * 3 + 0];
    in_r8 = x < W && first_1 + 6 < H ? in[(first_1 + 6 + 2) * (W + 2) + x + 1] : 0;
    sum_6 += in_r8 * filt[2 * 3 + 1];
    sum_7 += in_r8 * filt[1 * 3 + 1];
    sum_8 += in_r8 * filt[0 * 3 + 1];
    in_r8 = x < W && first_1 + 6 < H ? in[(first_1 + 6 + 2) * (W + 2) + x + 2] : 0;
    sum_6 += in_r8 * filt[2 * 3 + 2];
    sum_7 += in_r8 * filt[1 * 3 + 2];
    sum_8 += in_r8 * filt[0 * 3 + 2];
    float in_r9;
    in_r9 = x < W && first_1 + 7 < H ? in[(first_1 + 7 + 2) * (W + 2) + x + 0] : 0;
    sum_7 += in_r9 * filt[2 * 3 + 0];
    sum_8 += in_r9 * filt[1 * 3 + 0];
    sum_9 += in_r9 * filt[0 * 3 + 0];
    in_r9 = x < W && first_1 + 7 < H ? in[(first_1 + 7 + 2) * (W + 2) + x + 1] : 0;
    sum_7 += in_r9 * filt[2 * 3 + 1];
    sum_8 += in_r9 * filt[1 * 3 + 1];
    sum_9 += in_r9 * filt[0 * 3 + 1];
    in_r9 = x < W && first_1 + 7 < H ? in[(first_1 + 7 + 2) * (W + 2) + x + 2] : 0;
    sum_7 += in_r9 * filt[2 * 3 + 2];
    sum_8 += in_r9 * filt[1 * 3 + 2];
    sum_9 += in_r9 * filt[0 * 3 + 2];
    float in_r10;
    in_r10 = x < W && first_1 + 8 < H ? in[(first_1 + 8 + 2) * (W + 2) + x + 0] : 0;
    sum_8 += in_r10 * filt[2 * 3 + 0];
    sum_9 += in_r10 * filt[1 * 3 + 0];
    sum_10 += in_r10 * filt[0 * 3 + 0];
    in_r10 = x < W && first_1 + 8 < H ? in[(first_1 + 8 + 2) * (W + 2) + x + 1] : 0;
    sum_8 += in_r10 * filt[2 * 3 + 1];
    sum_9 += in_r10 * filt[1 * 3 + 1];
    sum_10 += in_r10 * filt[0 * 3 + 1];
    in_r10 = x < W && first_1 + 8 < H ? in[(first_1 + 8 + 2) * (W + 2) + x + 2] : 0;
    sum_8 += in_r10 * filt[2 * 3 + 2];
    sum_9 += in_r10 * filt[1 * 3 + 2];
    sum_10 += in_r10 * filt[0 * 3 + 2];
    float in_r11;
    in_r11 = x < W && first_1 + 9 < H ? in[(first_1 + 9 + 2) * (W + 2) + x + 0] : 0;
    sum_9 += in_r11 * filt[2 * 3 + 0];
    sum_10 += in_r11 * filt[1 * 3 + 0];
    sum_11 += in_r11 * filt[0 * 3 + 0];
    in_r11 = x < W && first_1 + 9 < H ? in[(first_1 + 9 + 2) * (W + 2) + x + 1] : 0;
    sum_9 += in_r11 * filt[2 * 3 + 1];
    sum_10 += in_r11 * filt[1 * 3 + 1];
    sum_11 += in_r11 * filt[0 * 3 + 1];
    in_r11 = x < W && first_1 + 9 < H ? in[(first_1 + 9 + 2) * (W + 2) + x + 2] : 0;
    sum_9 += in_r11 * filt[2 * 3 + 2];
    sum_10 += in_r11 * filt[1 * 3 + 2];
    sum_11 += in_r11 * filt[0 * 3 + 2];
    float in_r12;
    in_r12 = x < W && first_1 + 10 < H ? in[(first_1 + 10 + 2) * (W + 2) + x + 0] : 0;
    sum_10 += in_r12 * filt[2 * 3 + 0];
    sum_11 += in_r12 * filt[1 * 3 + 0];
    sum_12 += in_r12 * filt[0 * 3 + 0];
    in_r12 = x < W && first_1 + 10 < H ? in[(first_1 + 10 + 2) * (W + 2) + x + 1] : 0;
    sum_10 += in_r12 * filt[2 * 3 + 1];
    sum_11 += in_r12 * filt[1 * 3 + 1];
    sum_12 += in_r12 * filt[0 * 3 + 1];
    in_r12 = x < W && first_1 + 10 < H ? in[(first_1 + 10 + 2) * (W + 2) + x + 2] : 0;
    sum_10 += in_r12 * filt[2 * 3 + 2];
    sum_11 += in_r12 * filt[1 * 3 + 2];
    sum_12 += in_r12 * filt[0 * 3 + 2];
    float in_r13;
    in_r13 = x < W && first_1 + 11 < H ? in[(first_1 + 11 + 2) * (W + 2) + x + 0] : 0;
    sum_11 += in_r13 * filt[2 * 3 + 0];
    sum_12 += in_r13 * filt[1 * 3 + 0];
    sum_13 += in_r13 * filt[0 * 3 + 0];
    in_r13 = x < W && first_1 + 11 < H ? in[(first_1 + 11 + 2) * (W + 2) + x + 1] : 0;
    sum_11 += in_r13 * filt[2 * 3 + 1];
    sum_12 += in_r13 * filt[1 * 3 + 1];
    sum_13 += in_r13 * filt[0 * 3 + 1];
    in_r13 = x < W && first_1 + 11 < H ? in[(first_1 + 11 + 2) * (W + 2) + x + 2] : 0;
    sum_11 += in_r13 * filt[2 * 3 + 2];
    sum_12 += in_r13 * filt[1 * 3 + 2];
    sum_13 += in_r13 * filt[0 * 3 + 2];
    float in_r14;
    in_r14 = x < W && first_1 + 12 < H ? in[(first_1 + 12 + 2) * (W + 2) + x + 0] : 0;
    sum_12 += in_r14 * filt[2 * 3 + 0];
    sum_13 += in_r14 * filt[1 * 3 + 0];
    sum_14 += in_r14 * filt[0 * 3 + 0];
    in_r14 = x < W && first_1 + 12 < H ? in[(first_1 + 12 + 2) * (W + 2) + x + 1] : 0;
    sum_12 += in_r14 * filt[2 * 3 + 1];
    sum_13 += in_r14 * filt[1 * 3 + 1];
    sum_14 += in_r14 * filt[0 * 3 + 1];
    in_r14 = x < W && first_1 + 12 < H ? in[(first_1 + 12 + 2) * (W + 2) + x + 2] : 0;
    sum_12 += in_r14 * filt[2 * 3 + 2];
    sum_13 += in_r14 * filt[1 * 3 + 2];
    sum_14 += in_r14 * filt[0 * 3 + 2];
    float in_r15;
    in_r15 = x < W && first_1 + 13 < H ? in[(first_1 + 13 + 2) * (W + 2) + x + 0] : 0;
    sum_13 += in_r15 * filt[2 * 3 + 0];
    sum_14 += in_r15 * filt[1 * 3 + 0];
    sum_15 += in_r15 * filt[0 * 3 + 0];
    in_r15 = x < W && first_1 + 13 < H ? in[(first_1 + 13 + 2) * (W + 2) + x + 1] : 0;
    sum_13 += in_r15 * filt[2 * 3 + 1];
    sum_14 += in_r15 * filt[1 * 3 + 1];
    sum_15 += in_r15 * filt[0 * 3 + 1];
    in_r15 = x < W && first_1 + 13 < H ? in[(first_1 + 13 + 2) * (W + 2) + x + 2] : 0;
    sum_13 += in_r15 * filt[2 * 3 + 2];
    sum_14 += in_r15 * filt[1 * 3 + 2];
    sum_15 += in_r15 * filt[0 * 3 + 2];
    float in_r16;
    in_r16 = x < W && first_1 + 14 < H ? in[(first_1 + 14 + 2) * (W + 2) + x + 0] : 0;
    sum_14 += in_r16 * filt[2 * 3 + 0];
    sum_15 += in_r16 * filt[1 * 3 + 0];
    in_r16 = x < W && first_1 + 14 < H ? in[(first_1 + 14 + 2) * (W + 2) + x + 1] : 0;
    sum_14 += in_r16 * filt[2 * 3 + 1];
    sum_15 += in_r16 * filt[1 * 3 + 1];
    in_r16 = x < W && first_1 + 14 < H ? in[(first_1 + 14 + 2) * (W + 2) + x + 2] : 0;
    sum_14 += in_r16 * filt[2 * 3 + 2];
    sum_15 += in_r16 * filt[1 * 3 + 2];
    float in_r17;
    in_r17 = x < W && first_1 + 15 < H ? in[(first_1 + 15 + 2) * (W + 2) + x + 0] : 0;
    sum_15 += in_r17 * filt[2 * 3 + 0];
    in_r17 = x < W && first_1 + 15 < H ? in[(first_1 + 15 + 2) * (W + 2) + x + 1] : 0;
    sum_15 += in_r17 * filt[2 * 3 + 1];
    in_r17 = x < W && first_1 + 15 < H ? in[(first_1 + 15 + 2) * (W + 2) + x + 2] : 0;
    sum_15 += in_r17 * filt[2 * 3 + 2];
    if (x < W && y_0 < H) {
      out[y_0 * W + x] = sum_0;
    }
    if (x < W && y_1 < H) {
      out[y_1 * W + x] = sum_1;
    }
    if (x < W && y_2 < H) {
      out[y_2 * W + x] = sum_2;
    }
    if (x < W && y_3 < H) {
      out[y_3 * W + x] = sum_3;
    }
    if (x < W && y_4 < H) {
      out[y_4 * W + x] = sum_4;
    }
    if (x < W && y_5 < H) {
      out[y_5 * W + x] = sum_5;
    }
    if (x < W && y_6 < H) {
      out[y_6 * W + x] = sum_6;
    }
    if (x < W && y_7 < H) {
      out[y_7 * W + x] = sum_7;
    }
    if (x < W && y_8 < H) {
      out[y_8 * W + x] = sum_8;
    }
    if (x < W && y_9 < H) {
      out[y_9 * W + x] = sum_9;
    }
    if (x < W && y_10 < H) {
      out[y_10 * W + x] = sum_10;
    }
    if (x < W && y_11 < H) {
      out[y_11 * W + x] = sum_11;
    }
    if (x < W && y_12 < H) {
      out[y_12 * W + x] = sum_12;
    }
    if (x < W && y_13 < H) {
      out[y_13 * W + x] = sum_13;
    }
    if (x < W && y_14 < H) {
      out[y_14 * W + x] = sum_14;
    }
    if (x < W && y_15 < H) {
      out[y_15 * W + x] = sum_15;
    }
  } else {
    const int first_1 = get_group_id(1) * 16 + get_local_id(1);
    int x = get_global_id(0);
    int y_0 = first_1;
    int y_1 = first_1 + 1;
    int y_2 = first_1 + 2;
    int y_3 = first_1 + 3;
    int y_4 = first_1 + 4;
    int y_5 = first_1 + 5;
    int y_6 = first_1 + 6;
    int y_7 = first_1 + 7;
    int y_8 = first_1 + 8;
    int y_9 = first_1 + 9;
    int y_10 = first_1 + 10;
    int y_11 = first_1 + 11;
    int y_12 = first_1 + 12;
    int y_13 = first_1 + 13;
    int y_14 = first_1 + 14;
    int y_15 = first_1 + 15;
    float sum_0 = 0.0f;
    float sum_1 = 0.0f;
    float sum_2 = 0.0f;
    float sum_3 = 0.0f;
    float sum_4 = 0.0f;
    float sum_5 = 0.0f;
    float sum_6 = 0.0f;
    float sum_7 = 0.0f;
    float sum_8 = 0.0f;
    float sum_9 = 0.0f;
    float sum_10 = 0.0f;
    float sum_11 = 0.0f;
    float sum_12 = 0.0f;
    float sum_13 = 0.0f;
    float sum_14 = 0.0f;
    float sum_15 = 0.0f;
    for (int dy = 0; dy < 2 * R + 1; ++dy) {
      {
        int dx = 0;
        float filt_reg;
        for (; dx + 7L < 2 * R + 1; dx += 8) {
          filt_reg = filt[dy * (2 * R + 1) + dx];
          sum_0 += (x < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_1 += (x < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_2 += (x < W && y_2 < H ? in[(y_2 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_3 += (x < W && y_3 < H ? in[(y_3 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_4 += (x < W && y_4 < H ? in[(y_4 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_5 += (x < W && y_5 < H ? in[(y_5 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_6 += (x < W && y_6 < H ? in[(y_6 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_7 += (x < W && y_7 < H ? in[(y_7 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_8 += (x < W && y_8 < H ? in[(y_8 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_9 += (x < W && y_9 < H ? in[(y_9 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_10 += (x < W && y_10 < H ? in[(y_10 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_11 += (x < W && y_11 < H ? in[(y_11 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_12 += (x < W && y_12 < H ? in[(y_12 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_13 += (x < W && y_13 < H ? in[(y_13 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_14 += (x < W && y_14 < H ? in[(y_14 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_15 += (x < W && y_15 < H ? in[(y_15 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          filt_reg = filt[dy * (2 * R + 1) + (dx + 1)];
          sum_0 += (x < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_1 += (x < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_2 += (x < W && y_2 < H ? in[(y_2 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_3 += (x < W && y_3 < H ? in[(y_3 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_4 += (x < W && y_4 < H ? in[(y_4 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_5 += (x < W && y_5 < H ? in[(y_5 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_6 += (x < W && y_6 < H ? in[(y_6 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_7 += (x < W && y_7 < H ? in[(y_7 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_8 += (x < W && y_8 < H ? in[(y_8 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_9 += (x < W && y_9 < H ? in[(y_9 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_10 += (x < W && y_10 < H ? in[(y_10 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_11 += (x < W && y_11 < H ? in[(y_11 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_12 += (x < W && y_12 < H ? in[(y_12 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_13 += (x < W && y_13 < H ? in[(y_13 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_14 += (x < W && y_14 < H ? in[(y_14 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          sum_15 += (x < W && y_15 < H ? in[(y_15 + dy) * (W + 2 * R) + x + (dx + 1)] : 0) * filt_reg;
          filt_reg = filt[dy * (2 * R + 1) + (dx + 2)];
          sum_0 += (x < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_1 += (x < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_2 += (x < W && y_2 < H ? in[(y_2 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_3 += (x < W && y_3 < H ? in[(y_3 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_4 += (x < W && y_4 < H ? in[(y_4 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_5 += (x < W && y_5 < H ? in[(y_5 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_6 += (x < W && y_6 < H ? in[(y_6 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_7 += (x < W && y_7 < H ? in[(y_7 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_8 += (x < W && y_8 < H ? in[(y_8 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_9 += (x < W && y_9 < H ? in[(y_9 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_10 += (x < W && y_10 < H ? in[(y_10 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_11 += (x < W && y_11 < H ? in[(y_11 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_12 += (x < W && y_12 < H ? in[(y_12 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_13 += (x < W && y_13 < H ? in[(y_13 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_14 += (x < W && y_14 < H ? in[(y_14 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          sum_15 += (x < W && y_15 < H ? in[(y_15 + dy) * (W + 2 * R) + x + (dx + 2)] : 0) * filt_reg;
          filt_reg = filt[dy * (2 * R + 1) + (dx + 3)];
          sum_0 += (x < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_1 += (x < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_2 += (x < W && y_2 < H ? in[(y_2 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_3 += (x < W && y_3 < H ? in[(y_3 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_4 += (x < W && y_4 < H ? in[(y_4 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_5 += (x < W && y_5 < H ? in[(y_5 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_6 += (x < W && y_6 < H ? in[(y_6 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_7 += (x < W && y_7 < H ? in[(y_7 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_8 += (x < W && y_8 < H ? in[(y_8 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_9 += (x < W && y_9 < H ? in[(y_9 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_10 += (x < W && y_10 < H ? in[(y_10 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_11 += (x < W && y_11 < H ? in[(y_11 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_12 += (x < W && y_12 < H ? in[(y_12 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_13 += (x < W && y_13 < H ? in[(y_13 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_14 += (x < W && y_14 < H ? in[(y_14 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          sum_15 += (x < W && y_15 < H ? in[(y_15 + dy) * (W + 2 * R) + x + (dx + 3)] : 0) * filt_reg;
          filt_reg = filt[dy * (2 * R + 1) + (dx + 4)];
          sum_0 += (x < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_1 += (x < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_2 += (x < W && y_2 < H ? in[(y_2 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_3 += (x < W && y_3 < H ? in[(y_3 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_4 += (x < W && y_4 < H ? in[(y_4 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_5 += (x < W && y_5 < H ? in[(y_5 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_6 += (x < W && y_6 < H ? in[(y_6 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_7 += (x < W && y_7 < H ? in[(y_7 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_8 += (x < W && y_8 < H ? in[(y_8 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_9 += (x < W && y_9 < H ? in[(y_9 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_10 += (x < W && y_10 < H ? in[(y_10 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_11 += (x < W && y_11 < H ? in[(y_11 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_12 += (x < W && y_12 < H ? in[(y_12 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_13 += (x < W && y_13 < H ? in[(y_13 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_14 += (x < W && y_14 < H ? in[(y_14 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          sum_15 += (x < W && y_15 < H ? in[(y_15 + dy) * (W + 2 * R) + x + (dx + 4)] : 0) * filt_reg;
          filt_reg = filt[dy * (2 * R + 1) + (dx + 5)];
          sum_0 += (x < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_1 += (x < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_2 += (x < W && y_2 < H ? in[(y_2 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_3 += (x < W && y_3 < H ? in[(y_3 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_4 += (x < W && y_4 < H ? in[(y_4 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_5 += (x < W && y_5 < H ? in[(y_5 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_6 += (x < W && y_6 < H ? in[(y_6 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_7 += (x < W && y_7 < H ? in[(y_7 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_8 += (x < W && y_8 < H ? in[(y_8 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_9 += (x < W && y_9 < H ? in[(y_9 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_10 += (x < W && y_10 < H ? in[(y_10 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_11 += (x < W && y_11 < H ? in[(y_11 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_12 += (x < W && y_12 < H ? in[(y_12 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_13 += (x < W && y_13 < H ? in[(y_13 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_14 += (x < W && y_14 < H ? in[(y_14 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          sum_15 += (x < W && y_15 < H ? in[(y_15 + dy) * (W + 2 * R) + x + (dx + 5)] : 0) * filt_reg;
          filt_reg = filt[dy * (2 * R + 1) + (dx + 6)];
          sum_0 += (x < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_1 += (x < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_2 += (x < W && y_2 < H ? in[(y_2 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_3 += (x < W && y_3 < H ? in[(y_3 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_4 += (x < W && y_4 < H ? in[(y_4 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_5 += (x < W && y_5 < H ? in[(y_5 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_6 += (x < W && y_6 < H ? in[(y_6 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_7 += (x < W && y_7 < H ? in[(y_7 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_8 += (x < W && y_8 < H ? in[(y_8 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_9 += (x < W && y_9 < H ? in[(y_9 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_10 += (x < W && y_10 < H ? in[(y_10 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_11 += (x < W && y_11 < H ? in[(y_11 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_12 += (x < W && y_12 < H ? in[(y_12 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_13 += (x < W && y_13 < H ? in[(y_13 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_14 += (x < W && y_14 < H ? in[(y_14 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          sum_15 += (x < W && y_15 < H ? in[(y_15 + dy) * (W + 2 * R) + x + (dx + 6)] : 0) * filt_reg;
          filt_reg = filt[dy * (2 * R + 1) + (dx + 7)];
          sum_0 += (x < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_1 += (x < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_2 += (x < W && y_2 < H ? in[(y_2 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_3 += (x < W && y_3 < H ? in[(y_3 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_4 += (x < W && y_4 < H ? in[(y_4 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_5 += (x < W && y_5 < H ? in[(y_5 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_6 += (x < W && y_6 < H ? in[(y_6 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_7 += (x < W && y_7 < H ? in[(y_7 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_8 += (x < W && y_8 < H ? in[(y_8 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_9 += (x < W && y_9 < H ? in[(y_9 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_10 += (x < W && y_10 < H ? in[(y_10 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_11 += (x < W && y_11 < H ? in[(y_11 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_12 += (x < W && y_12 < H ? in[(y_12 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_13 += (x < W && y_13 < H ? in[(y_13 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_14 += (x < W && y_14 < H ? in[(y_14 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
          sum_15 += (x < W && y_15 < H ? in[(y_15 + dy) * (W + 2 * R) + x + (dx + 7)] : 0) * filt_reg;
        }
        for (; dx < 2 * R + 1; ++dx) {
          filt_reg = filt[dy * (2 * R + 1) + dx];
          sum_0 += (x < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_1 += (x < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_2 += (x < W && y_2 < H ? in[(y_2 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_3 += (x < W && y_3 < H ? in[(y_3 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_4 += (x < W && y_4 < H ? in[(y_4 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_5 += (x < W && y_5 < H ? in[(y_5 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_6 += (x < W && y_6 < H ? in[(y_6 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_7 += (x < W && y_7 < H ? in[(y_7 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_8 += (x < W && y_8 < H ? in[(y_8 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_9 += (x < W && y_9 < H ? in[(y_9 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_10 += (x < W && y_10 < H ? in[(y_10 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_11 += (x < W && y_11 < H ? in[(y_11 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_12 += (x < W && y_12 < H ? in[(y_12 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_13 += (x < W && y_13 < H ? in[(y_13 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_14 += (x < W && y_14 < H ? in[(y_14 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
          sum_15 += (x < W && y_15 < H ? in[(y_15 + dy) * (W + 2 * R) + x + dx] : 0) * filt_reg;
        }
      }
    }
    if (x < W && y_0 < H) {
      out[y_0 * W + x] = sum_0;
    }
    if (x < W && y_1 < H) {
      out[y_1 * W + x] = sum_1;
    }
    if (x < W && y_2 < H) {
      out[y_2 * W + x] = sum_2;
    }
    if (x < W && y_3 < H) {
      out[y_3 * W + x] = sum_3;
    }
    if (x < W && y_4 < H) {
      out[y_4 * W + x] = sum_4;
    }
    if (x < W && y_5 < H) {
      out[y_5 * W + x] = sum_5;
    }
    if (x < W && y_6 < H) {
      out[y_6 * W + x] = sum_6;
    }
    if (x < W && y_7 < H) {
      out[y_7 * W + x] = sum_7;
    }
    if (x < W && y_8 < H) {
      out[y_8 * W + x] = sum_8;
    }
    if (x < W && y_9 < H) {
      out[y_9 * W + x] = sum_9;
    }
    if (x < W && y_10 < H) {
      out[y_10 * W + x] = sum_10;
    }
    if (x < W && y_11 < H) {
      out[y_11 * W + x] = sum_11;
    }
    if (x < W && y_12 < H) {
      out[y_12 * W + x] = sum_12;
    }
    if (x < W && y_13 < H) {
      out[y_13 * W + x] = sum_13;
    }
    if (x < W && y_14 < H) {
      out[y_14 * W + x] = sum_14;
    }
    if (x < W && y_15 < H) {
      out[y_15 * W + x] = sum_15;
    }
  }
}
