// 2D convolution of a W x H image with a (2R+1) x (2R+1) filter; in is the
// image padded by R on every side, (W + 2R) x (H + 2R), row-major.
#pragma clopt tune global(W, H) sizes(W = 512, H = 512, R = 2)
//   specialize: R=2 (other values take the general path)
//   coarsen: d0=2 d1=8 dist=cyclic chunk=1
//   private: hoist=1 vload=1 window=2
//   unroll: factor=8 full=0
//   wgshape: d0=64 d1=1
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  if (R == 2) {
    const int first_0 = get_group_id(0) * 128 + get_local_id(0);
    const int first_1 = get_group_id(1) * 8 + get_local_id(1);
    int x_0 = first_0;
    int x_1 = first_0 + 64;
    int y_0 = first_1;
    int y_1 = first_1 + 1;
    int y_2 = first_1 + 2;
    int y_3 = first_1 + 3;
    int y_4 = first_1 + 4;
    int y_5 = first_1 + 5;
    int y_6 = first_1 + 6;
    int y_7 = first_1 + 7;
    float sum_0_0 = 0.0f;
    float sum_0_1 = 0.0f;
    float sum_1_0 = 0.0f;
    float sum_1_1 = 0.0f;
    float sum_2_0 = 0.0f;
    float sum_2_1 = 0.0f;
    float sum_3_0 = 0.0f;
    float sum_3_1 = 0.0f;
    float sum_4_0 = 0.0f;
    float sum_4_1 = 0.0f;
    float sum_5_0 = 0.0f;
    float sum_5_1 = 0.0f;
    float sum_6_0 = 0.0f;
    float sum_6_1 = 0.0f;
    float sum_7_0 = 0.0f;
    float sum_7_1 = 0.0f;
    {
      int dx = 0;
      float in_r0_0;
      float in_r0_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r0_0 = x_0 < W && first_1 < H ? in[first_1 * (W + 4) + x_0 + dx] : 0;
        in_r0_1 = x_1 < W && first_1 < H ? in[first_1 * (W + 4) + x_1 + dx] : 0;
        sum_0_0 += in_r0_0 * filt[0 * 5 + dx];
        sum_0_1 += in_r0_1 * filt[0 * 5 + dx];
        in_r0_0 = x_0 < W && first_1 < H ? in[first_1 * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r0_1 = x_1 < W && first_1 < H ? in[first_1 * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_0_0 += in_r0_0 * filt[0 * 5 + (dx + 1)];
        sum_0_1 += in_r0_1 * filt[0 * 5 + (dx + 1)];
        in_r0_0 = x_0 < W && first_1 < H ? in[first_1 * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r0_1 = x_1 < W && first_1 < H ? in[first_1 * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_0_0 += in_r0_0 * filt[0 * 5 + (dx + 2)];
        sum_0_1 += in_r0_1 * filt[0 * 5 + (dx + 2)];
        in_r0_0 = x_0 < W && first_1 < H ? in[first_1 * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r0_1 = x_1 < W && first_1 < H ? in[first_1 * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_0_0 += in_r0_0 * filt[0 * 5 + (dx + 3)];
        sum_0_1 += in_r0_1 * filt[0 * 5 + (dx + 3)];
        in_r0_0 = x_0 < W && first_1 < H ? in[first_1 * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r0_1 = x_1 < W && first_1 < H ? in[first_1 * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_0_0 += in_r0_0 * filt[0 * 5 + (dx + 4)];
        sum_0_1 += in_r0_1 * filt[0 * 5 + (dx + 4)];
        in_r0_0 = x_0 < W && first_1 < H ? in[first_1 * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r0_1 = x_1 < W && first_1 < H ? in[first_1 * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_0_0 += in_r0_0 * filt[0 * 5 + (dx + 5)];
        sum_0_1 += in_r0_1 * filt[0 * 5 + (dx + 5)];
        in_r0_0 = x_0 < W && first_1 < H ? in[first_1 * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r0_1 = x_1 < W && first_1 < H ? in[first_1 * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_0_0 += in_r0_0 * filt[0 * 5 + (dx + 6)];
        sum_0_1 += in_r0_1 * filt[0 * 5 + (dx + 6)];
        in_r0_0 = x_0 < W && first_1 < H ? in[first_1 * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r0_1 = x_1 < W && first_1 < H ? in[first_1 * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_0_0 += in_r0_0 * filt[0 * 5 + (dx + 7)];
        sum_0_1 += in_r0_1 * filt[0 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r0_0 = x_0 < W && first_1 < H ? in[first_1 * (W + 4) + x_0 + dx] : 0;
        in_r0_1 = x_1 < W && first_1 < H ? in[first_1 * (W + 4) + x_1 + dx] : 0;
        sum_0_0 += in_r0_0 * filt[0 * 5 + dx];
        sum_0_1 += in_r0_1 * filt[0 * 5 + dx];
      }
    }
    {
      int dx = 0;
      float in_r1_0;
      float in_r1_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r1_0 = x_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_0 + dx] : 0;
        in_r1_1 = x_1 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_1 + dx] : 0;
        sum_0_0 += in_r1_0 * filt[1 * 5 + dx];
        sum_0_1 += in_r1_1 * filt[1 * 5 + dx];
        sum_1_0 += in_r1_0 * filt[0 * 5 + dx];
        sum_1_1 += in_r1_1 * filt[0 * 5 + dx];
        in_r1_0 = x_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r1_1 = x_1 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_0_0 += in_r1_0 * filt[1 * 5 + (dx + 1)];
        sum_0_1 += in_r1_1 * filt[1 * 5 + (dx + 1)];
        sum_1_0 += in_r1_0 * filt[0 * 5 + (dx + 1)];
        sum_1_1 += in_r1_1 * filt[0 * 5 + (dx + 1)];
        in_r1_0 = x_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r1_1 = x_1 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_0_0 += in_r1_0 * filt[1 * 5 + (dx + 2)];
        sum_0_1 += in_r1_1 * filt[1 * 5 + (dx + 2)];
        sum_1_0 += in_r1_0 * filt[0 * 5 + (dx + 2)];
        sum_1_1 += in_r1_1 * filt[0 * 5 + (dx + 2)];
        in_r1_0 = x_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r1_1 = x_1 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_0_0 += in_r1_0 * filt[1 * 5 + (dx + 3)];
        sum_0_1 += in_r1_1 * filt[1 * 5 + (dx + 3)];
        sum_1_0 += in_r1_0 * filt[0 * 5 + (dx + 3)];
        sum_1_1 += in_r1_1 * filt[0 * 5 + (dx + 3)];
        in_r1_0 = x_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r1_1 = x_1 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_0_0 += in_r1_0 * filt[1 * 5 + (dx + 4)];
        sum_0_1 += in_r1_1 * filt[1 * 5 + (dx + 4)];
        sum_1_0 += in_r1_0 * filt[0 * 5 + (dx + 4)];
        sum_1_1 += in_r1_1 * filt[0 * 5 + (dx + 4)];
        in_r1_0 = x_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r1_1 = x_1 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_0_0 += in_r1_0 * filt[1 * 5 + (dx + 5)];
        sum_0_1 += in_r1_1 * filt[1 * 5 + (dx + 5)];
        sum_1_0 += in_r1_0 * filt[0 * 5 + (dx + 5)];
        sum_1_1 += in_r1_1 * filt[0 * 5 + (dx + 5)];
        in_r1_0 = x_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r1_1 = x_1 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_0_0 += in_r1_0 * filt[1 * 5 + (dx + 6)];
        sum_0_1 += in_r1_1 * filt[1 * 5 + (dx + 6)];
        sum_1_0 += in_r1_0 * filt[0 * 5 + (dx + 6)];
        sum_1_1 += in_r1_1 * filt[0 * 5 + (dx + 6)];
        in_r1_0 = x_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r1_1 = x_1 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_0_0 += in_r1_0 * filt[1 * 5 + (dx + 7)];
        sum_0_1 += in_r1_1 * filt[1 * 5 + (dx + 7)];
        sum_1_0 += in_r1_0 * filt[0 * 5 + (dx + 7)];
        sum_1_1 += in_r1_1 * filt[0 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r1_0 = x_0 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_0 + dx] : 0;
        in_r1_1 = x_1 < W && first_1 < H ? in[(first_1 + 1) * (W + 4) + x_1 + dx] : 0;
        sum_0_0 += in_r1_0 * filt[1 * 5 + dx];
        sum_0_1 += in_r1_1 * filt[1 * 5 + dx];
        sum_1_0 += in_r1_0 * filt[0 * 5 + dx];
        sum_1_1 += in_r1_1 * filt[0 * 5 + dx];
      }
    }
    {
      int dx = 0;
      float in_r2_0;
      float in_r2_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r2_0 = x_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_0 + dx] : 0;
        in_r2_1 = x_1 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_1 + dx] : 0;
        sum_0_0 += in_r2_0 * filt[2 * 5 + dx];
        sum_0_1 += in_r2_1 * filt[2 * 5 + dx];
        sum_1_0 += in_r2_0 * filt[1 * 5 + dx];
        sum_1_1 += in_r2_1 * filt[1 * 5 + dx];
        sum_2_0 += in_r2_0 * filt[0 * 5 + dx];
        sum_2_1 += in_r2_1 * filt[0 * 5 + dx];
        in_r2_0 = x_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r2_1 = x_1 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_0_0 += in_r2_0 * filt[2 * 5 + (dx + 1)];
        sum_0_1 += in_r2_1 * filt[2 * 5 + (dx + 1)];
        sum_1_0 += in_r2_0 * filt[1 * 5 + (dx + 1)];
        sum_1_1 += in_r2_1 * filt[1 * 5 + (dx + 1)];
        sum_2_0 += in_r2_0 * filt[0 * 5 + (dx + 1)];
        sum_2_1 += in_r2_1 * filt[0 * 5 + (dx + 1)];
        in_r2_0 = x_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r2_1 = x_1 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_0_0 += in_r2_0 * filt[2 * 5 + (dx + 2)];
        sum_0_1 += in_r2_1 * filt[2 * 5 + (dx + 2)];
        sum_1_0 += in_r2_0 * filt[1 * 5 + (dx + 2)];
        sum_1_1 += in_r2_1 * filt[1 * 5 + (dx + 2)];
        sum_2_0 += in_r2_0 * filt[0 * 5 + (dx + 2)];
        sum_2_1 += in_r2_1 * filt[0 * 5 + (dx + 2)];
        in_r2_0 = x_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r2_1 = x_1 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_0_0 += in_r2_0 * filt[2 * 5 + (dx + 3)];
        sum_0_1 += in_r2_1 * filt[2 * 5 + (dx + 3)];
        sum_1_0 += in_r2_0 * filt[1 * 5 + (dx + 3)];
        sum_1_1 += in_r2_1 * filt[1 * 5 + (dx + 3)];
        sum_2_0 += in_r2_0 * filt[0 * 5 + (dx + 3)];
        sum_2_1 += in_r2_1 * filt[0 * 5 + (dx + 3)];
        in_r2_0 = x_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r2_1 = x_1 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_0_0 += in_r2_0 * filt[2 * 5 + (dx + 4)];
        sum_0_1 += in_r2_1 * filt[2 * 5 + (dx + 4)];
        sum_1_0 += in_r2_0 * filt[1 * 5 + (dx + 4)];
        sum_1_1 += in_r2_1 * filt[1 * 5 + (dx + 4)];
        sum_2_0 += in_r2_0 * filt[0 * 5 + (dx + 4)];
        sum_2_1 += in_r2_1 * filt[0 * 5 + (dx + 4)];
        in_r2_0 = x_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r2_1 = x_1 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_0_0 += in_r2_0 * filt[2 * 5 + (dx + 5)];
        sum_0_1 += in_r2_1 * filt[2 * 5 + (dx + 5)];
        sum_1_0 += in_r2_0 * filt[1 * 5 + (dx + 5)];
        sum_1_1 += in_r2_1 * filt[1 * 5 + (dx + 5)];
        sum_2_0 += in_r2_0 * filt[0 * 5 + (dx + 5)];
        sum_2_1 += in_r2_1 * filt[0 * 5 + (dx + 5)];
        in_r2_0 = x_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r2_1 = x_1 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_0_0 += in_r2_0 * filt[2 * 5 + (dx + 6)];
        sum_0_1 += in_r2_1 * filt[2 * 5 + (dx + 6)];
        sum_1_0 += in_r2_0 * filt[1 * 5 + (dx + 6)];
        sum_1_1 += in_r2_1 * filt[1 * 5 + (dx + 6)];
        sum_2_0 += in_r2_0 * filt[0 * 5 + (dx + 6)];
        sum_2_1 += in_r2_1 * filt[0 * 5 + (dx + 6)];
        in_r2_0 = x_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r2_1 = x_1 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_0_0 += in_r2_0 * filt[2 * 5 + (dx + 7)];
        sum_0_1 += in_r2_1 * filt[2 * 5 + (dx + 7)];
        sum_1_0 += in_r2_0 * filt[1 * 5 + (dx + 7)];
        sum_1_1 += in_r2_1 * filt[1 * 5 + (dx + 7)];
        sum_2_0 += in_r2_0 * filt[0 * 5 + (dx + 7)];
        sum_2_1 += in_r2_1 * filt[0 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r2_0 = x_0 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_0 + dx] : 0;
        in_r2_1 = x_1 < W && first_1 < H ? in[(first_1 + 2) * (W + 4) + x_1 + dx] : 0;
        sum_0_0 += in_r2_0 * filt[2 * 5 + dx];
        sum_0_1 += in_r2_1 * filt[2 * 5 + dx];
        sum_1_0 += in_r2_0 * filt[1 * 5 + dx];
        sum_1_1 += in_r2_1 * filt[1 * 5 + dx];
        sum_2_0 += in_r2_0 * filt[0 * 5 + dx];
        sum_2_1 += in_r2_1 * filt[0 * 5 + dx];
      }
    }
    {
      int dx = 0;
      float in_r3_0;
      float in_r3_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r3_0 = x_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_0 + dx] : 0;
        in_r3_1 = x_1 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_1 + dx] : 0;
        sum_0_0 += in_r3_0 * filt[3 * 5 + dx];
        sum_0_1 += in_r3_1 * filt[3 * 5 + dx];
        sum_1_0 += in_r3_0 * filt[2 * 5 + dx];
        sum_1_1 += in_r3_1 * filt[2 * 5 + dx];
        sum_2_0 += in_r3_0 * filt[1 * 5 + dx];
        sum_2_1 += in_r3_1 * filt[1 * 5 + dx];
        sum_3_0 += in_r3_0 * filt[0 * 5 + dx];
        sum_3_1 += in_r3_1 * filt[0 * 5 + dx];
        in_r3_0 = x_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r3_1 = x_1 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_0_0 += in_r3_0 * filt[3 * 5 + (dx + 1)];
        sum_0_1 += in_r3_1 * filt[3 * 5 + (dx + 1)];
        sum_1_0 += in_r3_0 * filt[2 * 5 + (dx + 1)];
        sum_1_1 += in_r3_1 * filt[2 * 5 + (dx + 1)];
        sum_2_0 += in_r3_0 * filt[1 * 5 + (dx + 1)];
        sum_2_1 += in_r3_1 * filt[1 * 5 + (dx + 1)];
        sum_3_0 += in_r3_0 * filt[0 * 5 + (dx + 1)];
        sum_3_1 += in_r3_1 * filt[0 * 5 + (dx + 1)];
        in_r3_0 = x_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r3_1 = x_1 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_0_0 += in_r3_0 * filt[3 * 5 + (dx + 2)];
        sum_0_1 += in_r3_1 * filt[3 * 5 + (dx + 2)];
        sum_1_0 += in_r3_0 * filt[2 * 5 + (dx + 2)];
        sum_1_1 += in_r3_1 * filt[2 * 5 + (dx + 2)];
        sum_2_0 += in_r3_0 * filt[1 * 5 + (dx + 2)];
        sum_2_1 += in_r3_1 * filt[1 * 5 + (dx + 2)];
        sum_3_0 += in_r3_0 * filt[0 * 5 + (dx + 2)];
        sum_3_1 += in_r3_1 * filt[0 * 5 + (dx + 2)];
        in_r3_0 = x_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r3_1 = x_1 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_0_0 += in_r3_0 * filt[3 * 5 + (dx + 3)];
        sum_0_1 += in_r3_1 * filt[3 * 5 + (dx + 3)];
        sum_1_0 += in_r3_0 * filt[2 * 5 + (dx + 3)];
        sum_1_1 += in_r3_1 * filt[2 * 5 + (dx + 3)];
        sum_2_0 += in_r3_0 * filt[1 * 5 + (dx + 3)];
        sum_2_1 += in_r3_1 * filt[1 * 5 + (dx + 3)];
        sum_3_0 += in_r3_0 * filt[0 * 5 + (dx + 3)];
        sum_3_1 += in_r3_1 * filt[0 * 5 + (dx + 3)];
        in_r3_0 = x_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r3_1 = x_1 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_0_0 += in_r3_0 * filt[3 * 5 + (dx + 4)];
        sum_0_1 += in_r3_1 * filt[3 * 5 + (dx + 4)];
        sum_1_0 += in_r3_0 * filt[2 * 5 + (dx + 4)];
        sum_1_1 += in_r3_1 * filt[2 * 5 + (dx + 4)];
        sum_2_0 += in_r3_0 * filt[1 * 5 + (dx + 4)];
        sum_2_1 += in_r3_1 * filt[1 * 5 + (dx + 4)];
        sum_3_0 += in_r3_0 * filt[0 * 5 + (dx + 4)];
        sum_3_1 += in_r3_1 * filt[0 * 5 + (dx + 4)];
        in_r3_0 = x_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r3_1 = x_1 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_0_0 += in_r3_0 * filt[3 * 5 + (dx + 5)];
        sum_0_1 += in_r3_1 * filt[3 * 5 + (dx + 5)];
        sum_1_0 += in_r3_0 * filt[2 * 5 + (dx + 5)];
        sum_1_1 += in_r3_1 * filt[2 * 5 + (dx + 5)];
        sum_2_0 += in_r3_0 * filt[1 * 5 + (dx + 5)];
        sum_2_1 += in_r3_1 * filt[1 * 5 + (dx + 5)];
        sum_3_0 += in_r3_0 * filt[0 * 5 + (dx + 5)];
        sum_3_1 += in_r3_1 * filt[0 * 5 + (dx + 5)];
        in_r3_0 = x_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r3_1 = x_1 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_0_0 += in_r3_0 * filt[3 * 5 + (dx + 6)];
        sum_0_1 += in_r3_1 * filt[3 * 5 + (dx + 6)];
        sum_1_0 += in_r3_0 * filt[2 * 5 + (dx + 6)];
        sum_1_1 += in_r3_1 * filt[2 * 5 + (dx + 6)];
        sum_2_0 += in_r3_0 * filt[1 * 5 + (dx + 6)];
        sum_2_1 += in_r3_1 * filt[1 * 5 + (dx + 6)];
        sum_3_0 += in_r3_0 * filt[0 * 5 + (dx + 6)];
        sum_3_1 += in_r3_1 * filt[0 * 5 + (dx + 6)];
        in_r3_0 = x_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r3_1 = x_1 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_0_0 += in_r3_0 * filt[3 * 5 + (dx + 7)];
        sum_0_1 += in_r3_1 * filt[3 * 5 + (dx + 7)];
        sum_1_0 += in_r3_0 * filt[2 * 5 + (dx + 7)];
        sum_1_1 += in_r3_1 * filt[2 * 5 + (dx + 7)];
        sum_2_0 += in_r3_0 * filt[1 * 5 + (dx + 7)];
        sum_2_1 += in_r3_1 * filt[1 * 5 + (dx + 7)];
        sum_3_0 += in_r3_0 * filt[0 * 5 + (dx + 7)];
        sum_3_1 += in_r3_1 * filt[0 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r3_0 = x_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_0 + dx] : 0;
        in_r3_1 = x_1 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + x_1 + dx] : 0;
        sum_0_0 += in_r3_0 * filt[3 * 5 + dx];
        sum_0_1 += in_r3_1 * filt[3 * 5 + dx];
        sum_1_0 += in_r3_0 * filt[2 * 5 + dx];
        sum_1_1 += in_r3_1 * filt[2 * 5 + dx];
        sum_2_0 += in_r3_0 * filt[1 * 5 + dx];
        sum_2_1 += in_r3_1 * filt[1 * 5 + dx];
        sum_3_0 += in_r3_0 * filt[0 * 5 + dx];
        sum_3_1 += in_r3_1 * filt[0 * 5 + dx];
      }
    }
    {
      int dx = 0;
      float in_r4_0;
      float in_r4_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r4_0 = x_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_0 + dx] : 0;
        in_r4_1 = x_1 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_1 + dx] : 0;
        sum_0_0 += in_r4_0 * filt[4 * 5 + dx];
        sum_0_1 += in_r4_1 * filt[4 * 5 + dx];
        sum_1_0 += in_r4_0 * filt[3 * 5 + dx];
        sum_1_1 += in_r4_1 * filt[3 * 5 + dx];
        sum_2_0 += in_r4_0 * filt[2 * 5 + dx];
        sum_2_1 += in_r4_1 * filt[2 * 5 + dx];
        sum_3_0 += in_r4_0 * filt[1 * 5 + dx];
        sum_3_1 += in_r4_1 * filt[1 * 5 + dx];
        sum_4_0 += in_r4_0 * filt[0 * 5 + dx];
        sum_4_1 += in_r4_1 * filt[0 * 5 + dx];
        in_r4_0 = x_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r4_1 = x_1 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_0_0 += in_r4_0 * filt[4 * 5 + (dx + 1)];
        sum_0_1 += in_r4_1 * filt[4 * 5 + (dx + 1)];
        sum_1_0 += in_r4_0 * filt[3 * 5 + (dx + 1)];
        sum_1_1 += in_r4_1 * filt[3 * 5 + (dx + 1)];
        sum_2_0 += in_r4_0 * filt[2 * 5 + (dx + 1)];
        sum_2_1 += in_r4_1 * filt[2 * 5 + (dx + 1)];
        sum_3_0 += in_r4_0 * filt[1 * 5 + (dx + 1)];
        sum_3_1 += in_r4_1 * filt[1 * 5 + (dx + 1)];
        sum_4_0 += in_r4_0 * filt[0 * 5 + (dx + 1)];
        sum_4_1 += in_r4_1 * filt[0 * 5 + (dx + 1)];
        in_r4_0 = x_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r4_1 = x_1 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_0_0 += in_r4_0 * filt[4 * 5 + (dx + 2)];
        sum_0_1 += in_r4_1 * filt[4 * 5 + (dx + 2)];
        sum_1_0 += in_r4_0 * filt[3 * 5 + (dx + 2)];
        sum_1_1 += in_r4_1 * filt[3 * 5 + (dx + 2)];
        sum_2_0 += in_r4_0 * filt[2 * 5 + (dx + 2)];
        sum_2_1 += in_r4_1 * filt[2 * 5 + (dx + 2)];
        sum_3_0 += in_r4_0 * filt[1 * 5 + (dx + 2)];
        sum_3_1 += in_r4_1 * filt[1 * 5 + (dx + 2)];
        sum_4_0 += in_r4_0 * filt[0 * 5 + (dx + 2)];
        sum_4_1 += in_r4_1 * filt[0 * 5 + (dx + 2)];
        in_r4_0 = x_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r4_1 = x_1 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_0_0 += in_r4_0 * filt[4 * 5 + (dx + 3)];
        sum_0_1 += in_r4_1 * filt[4 * 5 + (dx + 3)];
        sum_1_0 += in_r4_0 * filt[3 * 5 + (dx + 3)];
        sum_1_1 += in_r4_1 * filt[3 * 5 + (dx + 3)];
        sum_2_0 += in_r4_0 * filt[2 * 5 + (dx + 3)];
        sum_2_1 += in_r4_1 * filt[2 * 5 + (dx + 3)];
        sum_3_0 += in_r4_0 * filt[1 * 5 + (dx + 3)];
        sum_3_1 += in_r4_1 * filt[1 * 5 + (dx + 3)];
        sum_4_0 += in_r4_0 * filt[0 * 5 + (dx + 3)];
        sum_4_1 += in_r4_1 * filt[0 * 5 + (dx + 3)];
        in_r4_0 = x_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r4_1 = x_1 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_0_0 += in_r4_0 * filt[4 * 5 + (dx + 4)];
        sum_0_1 += in_r4_1 * filt[4 * 5 + (dx + 4)];
        sum_1_0 += in_r4_0 * filt[3 * 5 + (dx + 4)];
        sum_1_1 += in_r4_1 * filt[3 * 5 + (dx + 4)];
        sum_2_0 += in_r4_0 * filt[2 * 5 + (dx + 4)];
        sum_2_1 += in_r4_1 * filt[2 * 5 + (dx + 4)];
        sum_3_0 += in_r4_0 * filt[1 * 5 + (dx + 4)];
        sum_3_1 += in_r4_1 * filt[1 * 5 + (dx + 4)];
        sum_4_0 += in_r4_0 * filt[0 * 5 + (dx + 4)];
        sum_4_1 += in_r4_1 * filt[0 * 5 + (dx + 4)];
        in_r4_0 = x_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r4_1 = x_1 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_0_0 += in_r4_0 * filt[4 * 5 + (dx + 5)];
        sum_0_1 += in_r4_1 * filt[4 * 5 + (dx + 5)];
        sum_1_0 += in_r4_0 * filt[3 * 5 + (dx + 5)];
        sum_1_1 += in_r4_1 * filt[3 * 5 + (dx + 5)];
        sum_2_0 += in_r4_0 * filt[2 * 5 + (dx + 5)];
        sum_2_1 += in_r4_1 * filt[2 * 5 + (dx + 5)];
        sum_3_0 += in_r4_0 * filt[1 * 5 + (dx + 5)];
        sum_3_1 += in_r4_1 * filt[1 * 5 + (dx + 5)];
        sum_4_0 += in_r4_0 * filt[0 * 5 + (dx + 5)];
        sum_4_1 += in_r4_1 * filt[0 * 5 + (dx + 5)];
        in_r4_0 = x_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r4_1 = x_1 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_0_0 += in_r4_0 * filt[4 * 5 + (dx + 6)];
        sum_0_1 += in_r4_1 * filt[4 * 5 + (dx + 6)];
        sum_1_0 += in_r4_0 * filt[3 * 5 + (dx + 6)];
        sum_1_1 += in_r4_1 * filt[3 * 5 + (dx + 6)];
        sum_2_0 += in_r4_0 * filt[2 * 5 + (dx + 6)];
        sum_2_1 += in_r4_1 * filt[2 * 5 + (dx + 6)];
        sum_3_0 += in_r4_0 * filt[1 * 5 + (dx + 6)];
        sum_3_1 += in_r4_1 * filt[1 * 5 + (dx + 6)];
        sum_4_0 += in_r4_0 * filt[0 * 5 + (dx + 6)];
        sum_4_1 += in_r4_1 * filt[0 * 5 + (dx + 6)];
        in_r4_0 = x_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r4_1 = x_1 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_0_0 += in_r4_0 * filt[4 * 5 + (dx + 7)];
        sum_0_1 += in_r4_1 * filt[4 * 5 + (dx + 7)];
        sum_1_0 += in_r4_0 * filt[3 * 5 + (dx + 7)];
        sum_1_1 += in_r4_1 * filt[3 * 5 + (dx + 7)];
        sum_2_0 += in_r4_0 * filt[2 * 5 + (dx + 7)];
        sum_2_1 += in_r4_1 * filt[2 * 5 + (dx + 7)];
        sum_3_0 += in_r4_0 * filt[1 * 5 + (dx + 7)];
        sum_3_1 += in_r4_1 * filt[1 * 5 + (dx + 7)];
        sum_4_0 += in_r4_0 * filt[0 * 5 + (dx + 7)];
        sum_4_1 += in_r4_1 * filt[0 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r4_0 = x_0 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_0 + dx] : 0;
        in_r4_1 = x_1 < W && first_1 < H ? in[(first_1 + 4) * (W + 4) + x_1 + dx] : 0;
        sum_0_0 += in_r4_0 * filt[4 * 5 + dx];
        sum_0_1 += in_r4_1 * filt[4 * 5 + dx];
        sum_1_0 += in_r4_0 * filt[3 * 5 + dx];
        sum_1_1 += in_r4_1 * filt[3 * 5 + dx];
        sum_2_0 += in_r4_0 * filt[2 * 5 + dx];
        sum_2_1 += in_r4_1 * filt[2 * 5 + dx];
        sum_3_0 += in_r4_0 * filt[1 * 5 + dx];
        sum_3_1 += in_r4_1 * filt[1 * 5 + dx];
        sum_4_0 += in_r4_0 * filt[0 * 5 + dx];
        sum_4_1 += in_r4_1 * filt[0 * 5 + dx];
      }
    }
    {
      int dx = 0;
      float in_r5_0;
      float in_r5_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r5_0 = x_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_0 + dx] : 0;
        in_r5_1 = x_1 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_1 + dx] : 0;
        sum_1_0 += in_r5_0 * filt[4 * 5 + dx];
        sum_1_1 += in_r5_1 * filt[4 * 5 + dx];
        sum_2_0 += in_r5_0 * filt[3 * 5 + dx];
        sum_2_1 += in_r5_1 * filt[3 * 5 + dx];
        sum_3_0 += in_r5_0 * filt[2 * 5 + dx];
        sum_3_1 += in_r5_1 * filt[2 * 5 + dx];
        sum_4_0 += in_r5_0 * filt[1 * 5 + dx];
        sum_4_1 += in_r5_1 * filt[1 * 5 + dx];
        sum_5_0 += in_r5_0 * filt[0 * 5 + dx];
        sum_5_1 += in_r5_1 * filt[0 * 5 + dx];
        in_r5_0 = x_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r5_1 = x_1 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_1_0 += in_r5_0 * filt[4 * 5 + (dx + 1)];
        sum_1_1 += in_r5_1 * filt[4 * 5 + (dx + 1)];
        sum_2_0 += in_r5_0 * filt[3 * 5 + (dx + 1)];
        sum_2_1 += in_r5_1 * filt[3 * 5 + (dx + 1)];
        sum_3_0 += in_r5_0 * filt[2 * 5 + (dx + 1)];
        sum_3_1 += in_r5_1 * filt[2 * 5 + (dx + 1)];
        sum_4_0 += in_r5_0 * filt[1 * 5 + (dx + 1)];
        sum_4_1 += in_r5_1 * filt[1 * 5 + (dx + 1)];
        sum_5_0 += in_r5_0 * filt[0 * 5 + (dx + 1)];
        sum_5_1 += in_r5_1 * filt[0 * 5 + (dx + 1)];
        in_r5_0 = x_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r5_1 = x_1 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_1_0 += in_r5_0 * filt[4 * 5 + (dx + 2)];
        sum_1_1 += in_r5_1 * filt[4 * 5 + (dx + 2)];
        sum_2_0 += in_r5_0 * filt[3 * 5 + (dx + 2)];
        sum_2_1 += in_r5_1 * filt[3 * 5 + (dx + 2)];
        sum_3_0 += in_r5_0 * filt[2 * 5 + (dx + 2)];
        sum_3_1 += in_r5_1 * filt[2 * 5 + (dx + 2)];
        sum_4_0 += in_r5_0 * filt[1 * 5 + (dx + 2)];
        sum_4_1 += in_r5_1 * filt[1 * 5 + (dx + 2)];
        sum_5_0 += in_r5_0 * filt[0 * 5 + (dx + 2)];
        sum_5_1 += in_r5_1 * filt[0 * 5 + (dx + 2)];
        in_r5_0 = x_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r5_1 = x_1 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_1_0 += in_r5_0 * filt[4 * 5 + (dx + 3)];
        sum_1_1 += in_r5_1 * filt[4 * 5 + (dx + 3)];
        sum_2_0 += in_r5_0 * filt[3 * 5 + (dx + 3)];
        sum_2_1 += in_r5_1 * filt[3 * 5 + (dx + 3)];
        sum_3_0 += in_r5_0 * filt[2 * 5 + (dx + 3)];
        sum_3_1 += in_r5_1 * filt[2 * 5 + (dx + 3)];
        sum_4_0 += in_r5_0 * filt[1 * 5 + (dx + 3)];
        sum_4_1 += in_r5_1 * filt[1 * 5 + (dx + 3)];
        sum_5_0 += in_r5_0 * filt[0 * 5 + (dx + 3)];
        sum_5_1 += in_r5_1 * filt[0 * 5 + (dx + 3)];
        in_r5_0 = x_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r5_1 = x_1 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_1_0 += in_r5_0 * filt[4 * 5 + (dx + 4)];
        sum_1_1 += in_r5_1 * filt[4 * 5 + (dx + 4)];
        sum_2_0 += in_r5_0 * filt[3 * 5 + (dx + 4)];
        sum_2_1 += in_r5_1 * filt[3 * 5 + (dx + 4)];
        sum_3_0 += in_r5_0 * filt[2 * 5 + (dx + 4)];
        sum_3_1 += in_r5_1 * filt[2 * 5 + (dx + 4)];
        sum_4_0 += in_r5_0 * filt[1 * 5 + (dx + 4)];
        sum_4_1 += in_r5_1 * filt[1 * 5 + (dx + 4)];
        sum_5_0 += in_r5_0 * filt[0 * 5 + (dx + 4)];
        sum_5_1 += in_r5_1 * filt[0 * 5 + (dx + 4)];
        in_r5_0 = x_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r5_1 = x_1 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_1_0 += in_r5_0 * filt[4 * 5 + (dx + 5)];
        sum_1_1 += in_r5_1 * filt[4 * 5 + (dx + 5)];
        sum_2_0 += in_r5_0 * filt[3 * 5 + (dx + 5)];
        sum_2_1 += in_r5_1 * filt[3 * 5 + (dx + 5)];
        sum_3_0 += in_r5_0 * filt[2 * 5 + (dx + 5)];
        sum_3_1 += in_r5_1 * filt[2 * 5 + (dx + 5)];
        sum_4_0 += in_r5_0 * filt[1 * 5 + (dx + 5)];
        sum_4_1 += in_r5_1 * filt[1 * 5 + (dx + 5)];
        sum_5_0 += in_r5_0 * filt[0 * 5 + (dx + 5)];
        sum_5_1 += in_r5_1 * filt[0 * 5 + (dx + 5)];
        in_r5_0 = x_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r5_1 = x_1 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_1_0 += in_r5_0 * filt[4 * 5 + (dx + 6)];
        sum_1_1 += in_r5_1 * filt[4 * 5 + (dx + 6)];
        sum_2_0 += in_r5_0 * filt[3 * 5 + (dx + 6)];
        sum_2_1 += in_r5_1 * filt[3 * 5 + (dx + 6)];
        sum_3_0 += in_r5_0 * filt[2 * 5 + (dx + 6)];
        sum_3_1 += in_r5_1 * filt[2 * 5 + (dx + 6)];
        sum_4_0 += in_r5_0 * filt[1 * 5 + (dx + 6)];
        sum_4_1 += in_r5_1 * filt[1 * 5 + (dx + 6)];
        sum_5_0 += in_r5_0 * filt[0 * 5 + (dx + 6)];
        sum_5_1 += in_r5_1 * filt[0 * 5 + (dx + 6)];
        in_r5_0 = x_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r5_1 = x_1 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_1_0 += in_r5_0 * filt[4 * 5 + (dx + 7)];
        sum_1_1 += in_r5_1 * filt[4 * 5 + (dx + 7)];
        sum_2_0 += in_r5_0 * filt[3 * 5 + (dx + 7)];
        sum_2_1 += in_r5_1 * filt[3 * 5 + (dx + 7)];
        sum_3_0 += in_r5_0 * filt[2 * 5 + (dx + 7)];
        sum_3_1 += in_r5_1 * filt[2 * 5 + (dx + 7)];
        sum_4_0 += in_r5_0 * filt[1 * 5 + (dx + 7)];
        sum_4_1 += in_r5_1 * filt[1 * 5 + (dx + 7)];
        sum_5_0 += in_r5_0 * filt[0 * 5 + (dx + 7)];
        sum_5_1 += in_r5_1 * filt[0 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r5_0 = x_0 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_0 + dx] : 0;
        in_r5_1 = x_1 < W && first_1 + 1 < H ? in[(first_1 + 5) * (W + 4) + x_1 + dx] : 0;
        sum_1_0 += in_r5_0 * filt[4 * 5 + dx];
        sum_1_1 += in_r5_1 * filt[4 * 5 + dx];
        sum_2_0 += in_r5_0 * filt[3 * 5 + dx];
        sum_2_1 += in_r5_1 * filt[3 * 5 + dx];
        sum_3_0 += in_r5_0 * filt[2 * 5 + dx];
        sum_3_1 += in_r5_1 * filt[2 * 5 + dx];
        sum_4_0 += in_r5_0 * filt[1 * 5 + dx];
        sum_4_1 += in_r5_1 * filt[1 * 5 + dx];
        sum_5_0 += in_r5_0 * filt[0 * 5 + dx];
        sum_5_1 += in_r5_1 * filt[0 * 5 + dx];
      }
    }
    {
      int dx = 0;
      float in_r6_0;
      float in_r6_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r6_0 = x_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_0 + dx] : 0;
        in_r6_1 = x_1 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_1 + dx] : 0;
        sum_2_0 += in_r6_0 * filt[4 * 5 + dx];
        sum_2_1 += in_r6_1 * filt[4 * 5 + dx];
        sum_3_0 += in_r6_0 * filt[3 * 5 + dx];
        sum_3_1 += in_r6_1 * filt[3 * 5 + dx];
        sum_4_0 += in_r6_0 * filt[2 * 5 + dx];
        sum_4_1 += in_r6_1 * filt[2 * 5 + dx];
        sum_5_0 += in_r6_0 * filt[1 * 5 + dx];
        sum_5_1 += in_r6_1 * filt[1 * 5 + dx];
        sum_6_0 += in_r6_0 * filt[0 * 5 + dx];
        sum_6_1 += in_r6_1 * filt[0 * 5 + dx];
        in_r6_0 = x_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r6_1 = x_1 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_2_0 += in_r6_0 * filt[4 * 5 + (dx + 1)];
        sum_2_1 += in_r6_1 * filt[4 * 5 + (dx + 1)];
        sum_3_0 += in_r6_0 * filt[3 * 5 + (dx + 1)];
        sum_3_1 += in_r6_1 * filt[3 * 5 + (dx + 1)];
        sum_4_0 += in_r6_0 * filt[2 * 5 + (dx + 1)];
        sum_4_1 += in_r6_1 * filt[2 * 5 + (dx + 1)];
        sum_5_0 += in_r6_0 * filt[1 * 5 + (dx + 1)];
        sum_5_1 += in_r6_1 * filt[1 * 5 + (dx + 1)];
        sum_6_0 += in_r6_0 * filt[0 * 5 + (dx + 1)];
        sum_6_1 += in_r6_1 * filt[0 * 5 + (dx + 1)];
        in_r6_0 = x_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r6_1 = x_1 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_2_0 += in_r6_0 * filt[4 * 5 + (dx + 2)];
        sum_2_1 += in_r6_1 * filt[4 * 5 + (dx + 2)];
        sum_3_0 += in_r6_0 * filt[3 * 5 + (dx + 2)];
        sum_3_1 += in_r6_1 * filt[3 * 5 + (dx + 2)];
        sum_4_0 += in_r6_0 * filt[2 * 5 + (dx + 2)];
        sum_4_1 += in_r6_1 * filt[2 * 5 + (dx + 2)];
        sum_5_0 += in_r6_0 * filt[1 * 5 + (dx + 2)];
        sum_5_1 += in_r6_1 * filt[1 * 5 + (dx + 2)];
        sum_6_0 += in_r6_0 * filt[0 * 5 + (dx + 2)];
        sum_6_1 += in_r6_1 * filt[0 * 5 + (dx + 2)];
        in_r6_0 = x_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r6_1 = x_1 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_2_0 += in_r6_0 * filt[4 * 5 + (dx + 3)];
        sum_2_1 += in_r6_1 * filt[4 * 5 + (dx + 3)];
        sum_3_0 += in_r6_0 * filt[3 * 5 + (dx + 3)];
        sum_3_1 += in_r6_1 * filt[3 * 5 + (dx + 3)];
        sum_4_0 += in_r6_0 * filt[2 * 5 + (dx + 3)];
        sum_4_1 += in_r6_1 * filt[2 * 5 + (dx + 3)];
        sum_5_0 += in_r6_0 * filt[1 * 5 + (dx + 3)];
        sum_5_1 += in_r6_1 * filt[1 * 5 + (dx + 3)];
        sum_6_0 += in_r6_0 * filt[0 * 5 + (dx + 3)];
        sum_6_1 += in_r6_1 * filt[0 * 5 + (dx + 3)];
        in_r6_0 = x_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r6_1 = x_1 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_2_0 += in_r6_0 * filt[4 * 5 + (dx + 4)];
        sum_2_1 += in_r6_1 * filt[4 * 5 + (dx + 4)];
        sum_3_0 += in_r6_0 * filt[3 * 5 + (dx + 4)];
        sum_3_1 += in_r6_1 * filt[3 * 5 + (dx + 4)];
        sum_4_0 += in_r6_0 * filt[2 * 5 + (dx + 4)];
        sum_4_1 += in_r6_1 * filt[2 * 5 + (dx + 4)];
        sum_5_0 += in_r6_0 * filt[1 * 5 + (dx + 4)];
        sum_5_1 += in_r6_1 * filt[1 * 5 + (dx + 4)];
        sum_6_0 += in_r6_0 * filt[0 * 5 + (dx + 4)];
        sum_6_1 += in_r6_1 * filt[0 * 5 + (dx + 4)];
        in_r6_0 = x_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r6_1 = x_1 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_2_0 += in_r6_0 * filt[4 * 5 + (dx + 5)];
        sum_2_1 += in_r6_1 * filt[4 * 5 + (dx + 5)];
        sum_3_0 += in_r6_0 * filt[3 * 5 + (dx + 5)];
        sum_3_1 += in_r6_1 * filt[3 * 5 + (dx + 5)];
        sum_4_0 += in_r6_0 * filt[2 * 5 + (dx + 5)];
        sum_4_1 += in_r6_1 * filt[2 * 5 + (dx + 5)];
        sum_5_0 += in_r6_0 * filt[1 * 5 + (dx + 5)];
        sum_5_1 += in_r6_1 * filt[1 * 5 + (dx + 5)];
        sum_6_0 += in_r6_0 * filt[0 * 5 + (dx + 5)];
        sum_6_1 += in_r6_1 * filt[0 * 5 + (dx + 5)];
        in_r6_0 = x_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r6_1 = x_1 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_2_0 += in_r6_0 * filt[4 * 5 + (dx + 6)];
        sum_2_1 += in_r6_1 * filt[4 * 5 + (dx + 6)];
        sum_3_0 += in_r6_0 * filt[3 * 5 + (dx + 6)];
        sum_3_1 += in_r6_1 * filt[3 * 5 + (dx + 6)];
        sum_4_0 += in_r6_0 * filt[2 * 5 + (dx + 6)];
        sum_4_1 += in_r6_1 * filt[2 * 5 + (dx + 6)];
        sum_5_0 += in_r6_0 * filt[1 * 5 + (dx + 6)];
        sum_5_1 += in_r6_1 * filt[1 * 5 + (dx + 6)];
        sum_6_0 += in_r6_0 * filt[0 * 5 + (dx + 6)];
        sum_6_1 += in_r6_1 * filt[0 * 5 + (dx + 6)];
        in_r6_0 = x_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r6_1 = x_1 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_2_0 += in_r6_0 * filt[4 * 5 + (dx + 7)];
        sum_2_1 += in_r6_1 * filt[4 * 5 + (dx + 7)];
        sum_3_0 += in_r6_0 * filt[3 * 5 + (dx + 7)];
        sum_3_1 += in_r6_1 * filt[3 * 5 + (dx + 7)];
        sum_4_0 += in_r6_0 * filt[2 * 5 + (dx + 7)];
        sum_4_1 += in_r6_1 * filt[2 * 5 + (dx + 7)];
        sum_5_0 += in_r6_0 * filt[1 * 5 + (dx + 7)];
        sum_5_1 += in_r6_1 * filt[1 * 5 + (dx + 7)];
        sum_6_0 += in_r6_0 * filt[0 * 5 + (dx + 7)];
        sum_6_1 += in_r6_1 * filt[0 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r6_0 = x_0 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_0 + dx] : 0;
        in_r6_1 = x_1 < W && first_1 + 2 < H ? in[(first_1 + 6) * (W + 4) + x_1 + dx] : 0;
        sum_2_0 += in_r6_0 * filt[4 * 5 + dx];
        sum_2_1 += in_r6_1 * filt[4 * 5 + dx];
        sum_3_0 += in_r6_0 * filt[3 * 5 + dx];
        sum_3_1 += in_r6_1 * filt[3 * 5 + dx];
        sum_4_0 += in_r6_0 * filt[2 * 5 + dx];
        sum_4_1 += in_r6_1 * filt[2 * 5 + dx];
        sum_5_0 += in_r6_0 * filt[1 * 5 + dx];
        sum_5_1 += in_r6_1 * filt[1 * 5 + dx];
        sum_6_0 += in_r6_0 * filt[0 * 5 + dx];
        sum_6_1 += in_r6_1 * filt[0 * 5 + dx];
      }
    }
    {
      int dx = 0;
      float in_r7_0;
      float in_r7_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r7_0 = x_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_0 + dx] : 0;
        in_r7_1 = x_1 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_1 + dx] : 0;
        sum_3_0 += in_r7_0 * filt[4 * 5 + dx];
        sum_3_1 += in_r7_1 * filt[4 * 5 + dx];
        sum_4_0 += in_r7_0 * filt[3 * 5 + dx];
        sum_4_1 += in_r7_1 * filt[3 * 5 + dx];
        sum_5_0 += in_r7_0 * filt[2 * 5 + dx];
        sum_5_1 += in_r7_1 * filt[2 * 5 + dx];
        sum_6_0 += in_r7_0 * filt[1 * 5 + dx];
        sum_6_1 += in_r7_1 * filt[1 * 5 + dx];
        sum_7_0 += in_r7_0 * filt[0 * 5 + dx];
        sum_7_1 += in_r7_1 * filt[0 * 5 + dx];
        in_r7_0 = x_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r7_1 = x_1 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_3_0 += in_r7_0 * filt[4 * 5 + (dx + 1)];
        sum_3_1 += in_r7_1 * filt[4 * 5 + (dx + 1)];
        sum_4_0 += in_r7_0 * filt[3 * 5 + (dx + 1)];
        sum_4_1 += in_r7_1 * filt[3 * 5 + (dx + 1)];
        sum_5_0 += in_r7_0 * filt[2 * 5 + (dx + 1)];
        sum_5_1 += in_r7_1 * filt[2 * 5 + (dx + 1)];
        sum_6_0 += in_r7_0 * filt[1 * 5 + (dx + 1)];
        sum_6_1 += in_r7_1 * filt[1 * 5 + (dx + 1)];
        sum_7_0 += in_r7_0 * filt[0 * 5 + (dx + 1)];
        sum_7_1 += in_r7_1 * filt[0 * 5 + (dx + 1)];
        in_r7_0 = x_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r7_1 = x_1 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_3_0 += in_r7_0 * filt[4 * 5 + (dx + 2)];
        sum_3_1 += in_r7_1 * filt[4 * 5 + (dx + 2)];
        sum_4_0 += in_r7_0 * filt[3 * 5 + (dx + 2)];
        sum_4_1 += in_r7_1 * filt[3 * 5 + (dx + 2)];
        sum_5_0 += in_r7_0 * filt[2 * 5 + (dx + 2)];
        sum_5_1 += in_r7_1 * filt[2 * 5 + (dx + 2)];
        sum_6_0 += in_r7_0 * filt[1 * 5 + (dx + 2)];
        sum_6_1 += in_r7_1 * filt[1 * 5 + (dx + 2)];
        sum_7_0 += in_r7_0 * filt[0 * 5 + (dx + 2)];
        sum_7_1 += in_r7_1 * filt[0 * 5 + (dx + 2)];
        in_r7_0 = x_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r7_1 = x_1 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_3_0 += in_r7_0 * filt[4 * 5 + (dx + 3)];
        sum_3_1 += in_r7_1 * filt[4 * 5 + (dx + 3)];
        sum_4_0 += in_r7_0 * filt[3 * 5 + (dx + 3)];
        sum_4_1 += in_r7_1 * filt[3 * 5 + (dx + 3)];
        sum_5_0 += in_r7_0 * filt[2 * 5 + (dx + 3)];
        sum_5_1 += in_r7_1 * filt[2 * 5 + (dx + 3)];
        sum_6_0 += in_r7_0 * filt[1 * 5 + (dx + 3)];
        sum_6_1 += in_r7_1 * filt[1 * 5 + (dx + 3)];
        sum_7_0 += in_r7_0 * filt[0 * 5 + (dx + 3)];
        sum_7_1 += in_r7_1 * filt[0 * 5 + (dx + 3)];
        in_r7_0 = x_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r7_1 = x_1 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_3_0 += in_r7_0 * filt[4 * 5 + (dx + 4)];
        sum_3_1 += in_r7_1 * filt[4 * 5 + (dx + 4)];
        sum_4_0 += in_r7_0 * filt[3 * 5 + (dx + 4)];
        sum_4_1 += in_r7_1 * filt[3 * 5 + (dx + 4)];
        sum_5_0 += in_r7_0 * filt[2 * 5 + (dx + 4)];
        sum_5_1 += in_r7_1 * filt[2 * 5 + (dx + 4)];
        sum_6_0 += in_r7_0 * filt[1 * 5 + (dx + 4)];
        sum_6_1 += in_r7_1 * filt[1 * 5 + (dx + 4)];
        sum_7_0 += in_r7_0 * filt[0 * 5 + (dx + 4)];
        sum_7_1 += in_r7_1 * filt[0 * 5 + (dx + 4)];
        in_r7_0 = x_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r7_1 = x_1 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_3_0 += in_r7_0 * filt[4 * 5 + (dx + 5)];
        sum_3_1 += in_r7_1 * filt[4 * 5 + (dx + 5)];
        sum_4_0 += in_r7_0 * filt[3 * 5 + (dx + 5)];
        sum_4_1 += in_r7_1 * filt[3 * 5 + (dx + 5)];
        sum_5_0 += in_r7_0 * filt[2 * 5 + (dx + 5)];
        sum_5_1 += in_r7_1 * filt[2 * 5 + (dx + 5)];
        sum_6_0 += in_r7_0 * filt[1 * 5 + (dx + 5)];
        sum_6_1 += in_r7_1 * filt[1 * 5 + (dx + 5)];
        sum_7_0 += in_r7_0 * filt[0 * 5 + (dx + 5)];
        sum_7_1 += in_r7_1 * filt[0 * 5 + (dx + 5)];
        in_r7_0 = x_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r7_1 = x_1 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_3_0 += in_r7_0 * filt[4 * 5 + (dx + 6)];
        sum_3_1 += in_r7_1 * filt[4 * 5 + (dx + 6)];
        sum_4_0 += in_r7_0 * filt[3 * 5 + (dx + 6)];
        sum_4_1 += in_r7_1 * filt[3 * 5 + (dx + 6)];
        sum_5_0 += in_r7_0 * filt[2 * 5 + (dx + 6)];
        sum_5_1 += in_r7_1 * filt[2 * 5 + (dx + 6)];
        sum_6_0 += in_r7_0 * filt[1 * 5 + (dx + 6)];
        sum_6_1 += in_r7_1 * filt[1 * 5 + (dx + 6)];
        sum_7_0 += in_r7_0 * filt[0 * 5 + (dx + 6)];
        sum_7_1 += in_r7_1 * filt[0 * 5 + (dx + 6)];
        in_r7_0 = x_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r7_1 = x_1 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_3_0 += in_r7_0 * filt[4 * 5 + (dx + 7)];
        sum_3_1 += in_r7_1 * filt[4 * 5 + (dx + 7)];
        sum_4_0 += in_r7_0 * filt[3 * 5 + (dx + 7)];
        sum_4_1 += in_r7_1 * filt[3 * 5 + (dx + 7)];
        sum_5_0 += in_r7_0 * filt[2 * 5 + (dx + 7)];
        sum_5_1 += in_r7_1 * filt[2 * 5 + (dx + 7)];
        sum_6_0 += in_r7_0 * filt[1 * 5 + (dx + 7)];
        sum_6_1 += in_r7_1 * filt[1 * 5 + (dx + 7)];
        sum_7_0 += in_r7_0 * filt[0 * 5 + (dx + 7)];
        sum_7_1 += in_r7_1 * filt[0 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r7_0 = x_0 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_0 + dx] : 0;
        in_r7_1 = x_1 < W && first_1 + 3 < H ? in[(first_1 + 7) * (W + 4) + x_1 + dx] : 0;
        sum_3_0 += in_r7_0 * filt[4 * 5 + dx];
        sum_3_1 += in_r7_1 * filt[4 * 5 + dx];
        sum_4_0 += in_r7_0 * filt[3 * 5 + dx];
        sum_4_1 += in_r7_1 * filt[3 * 5 + dx];
        sum_5_0 += in_r7_0 * filt[2 * 5 + dx];
        sum_5_1 += in_r7_1 * filt[2 * 5 + dx];
        sum_6_0 += in_r7_0 * filt[1 * 5 + dx];
        sum_6_1 += in_r7_1 * filt[1 * 5 + dx];
        sum_7_0 += in_r7_0 * filt[0 * 5 + dx];
        sum_7_1 += in_r7_1 * filt[0 * 5 + dx];
      }
    }
    {
      int dx = 0;
      float in_r8_0;
      float in_r8_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r8_0 = x_0 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_0 + dx] : 0;
        in_r8_1 = x_1 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_1 + dx] : 0;
        sum_4_0 += in_r8_0 * filt[4 * 5 + dx];
        sum_4_1 += in_r8_1 * filt[4 * 5 + dx];
        sum_5_0 += in_r8_0 * filt[3 * 5 + dx];
        sum_5_1 += in_r8_1 * filt[3 * 5 + dx];
        sum_6_0 += in_r8_0 * filt[2 * 5 + dx];
        sum_6_1 += in_r8_1 * filt[2 * 5 + dx];
        sum_7_0 += in_r8_0 * filt[1 * 5 + dx];
        sum_7_1 += in_r8_1 * filt[1 * 5 + dx];
        in_r8_0 = x_0 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r8_1 = x_1 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_4_0 += in_r8_0 * filt[4 * 5 + (dx + 1)];
        sum_4_1 += in_r8_1 * filt[4 * 5 + (dx + 1)];
        sum_5_0 += in_r8_0 * filt[3 * 5 + (dx + 1)];
        sum_5_1 += in_r8_1 * filt[3 * 5 + (dx + 1)];
        sum_6_0 += in_r8_0 * filt[2 * 5 + (dx + 1)];
        sum_6_1 += in_r8_1 * filt[2 * 5 + (dx + 1)];
        sum_7_0 += in_r8_0 * filt[1 * 5 + (dx + 1)];
        sum_7_1 += in_r8_1 * filt[1 * 5 + (dx + 1)];
        in_r8_0 = x_0 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r8_1 = x_1 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_4_0 += in_r8_0 * filt[4 * 5 + (dx + 2)];
        sum_4_1 += in_r8_1 * filt[4 * 5 + (dx + 2)];
        sum_5_0 += in_r8_0 * filt[3 * 5 + (dx + 2)];
        sum_5_1 += in_r8_1 * filt[3 * 5 + (dx + 2)];
        sum_6_0 += in_r8_0 * filt[2 * 5 + (dx + 2)];
        sum_6_1 += in_r8_1 * filt[2 * 5 + (dx + 2)];
        sum_7_0 += in_r8_0 * filt[1 * 5 + (dx + 2)];
        sum_7_1 += in_r8_1 * filt[1 * 5 + (dx + 2)];
        in_r8_0 = x_0 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r8_1 = x_1 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_4_0 += in_r8_0 * filt[4 * 5 + (dx + 3)];
        sum_4_1 += in_r8_1 * filt[4 * 5 + (dx + 3)];
        sum_5_0 += in_r8_0 * filt[3 * 5 + (dx + 3)];
        sum_5_1 += in_r8_1 * filt[3 * 5 + (dx + 3)];
        sum_6_0 += in_r8_0 * filt[2 * 5 + (dx + 3)];
        sum_6_1 += in_r8_1 * filt[2 * 5 + (dx + 3)];
        sum_7_0 += in_r8_0 * filt[1 * 5 + (dx + 3)];
        sum_7_1 += in_r8_1 * filt[1 * 5 + (dx + 3)];
        in_r8_0 = x_0 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r8_1 = x_1 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_4_0 += in_r8_0 * filt[4 * 5 + (dx + 4)];
        sum_4_1 += in_r8_1 * filt[4 * 5 + (dx + 4)];
        sum_5_0 += in_r8_0 * filt[3 * 5 + (dx + 4)];
        sum_5_1 += in_r8_1 * filt[3 * 5 + (dx + 4)];
        sum_6_0 += in_r8_0 * filt[2 * 5 + (dx + 4)];
        sum_6_1 += in_r8_1 * filt[2 * 5 + (dx + 4)];
        sum_7_0 += in_r8_0 * filt[1 * 5 + (dx + 4)];
        sum_7_1 += in_r8_1 * filt[1 * 5 + (dx + 4)];
        in_r8_0 = x_0 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r8_1 = x_1 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_4_0 += in_r8_0 * filt[4 * 5 + (dx + 5)];
        sum_4_1 += in_r8_1 * filt[4 * 5 + (dx + 5)];
        sum_5_0 += in_r8_0 * filt[3 * 5 + (dx + 5)];
        sum_5_1 += in_r8_1 * filt[3 * 5 + (dx + 5)];
        sum_6_0 += in_r8_0 * filt[2 * 5 + (dx + 5)];
        sum_6_1 += in_r8_1 * filt[2 * 5 + (dx + 5)];
        sum_7_0 += in_r8_0 * filt[1 * 5 + (dx + 5)];
        sum_7_1 += in_r8_1 * filt[1 * 5 + (dx + 5)];
        in_r8_0 = x_0 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r8_1 = x_1 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_4_0 += in_r8_0 * filt[4 * 5 + (dx + 6)];
        sum_4_1 += in_r8_1 * filt[4 * 5 + (dx + 6)];
        sum_5_0 += in_r8_0 * filt[3 * 5 + (dx + 6)];
        sum_5_1 += in_r8_1 * filt[3 * 5 + (dx + 6)];
        sum_6_0 += in_r8_0 * filt[2 * 5 + (dx + 6)];
        sum_6_1 += in_r8_1 * filt[2 * 5 + (dx + 6)];
        sum_7_0 += in_r8_0 * filt[1 * 5 + (dx + 6)];
        sum_7_1 += in_r8_1 * filt[1 * 5 + (dx + 6)];
        in_r8_0 = x_0 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r8_1 = x_1 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_4_0 += in_r8_0 * filt[4 * 5 + (dx + 7)];
        sum_4_1 += in_r8_1 * filt[4 * 5 + (dx + 7)];
        sum_5_0 += in_r8_0 * filt[3 * 5 + (dx + 7)];
        sum_5_1 += in_r8_1 * filt[3 * 5 + (dx + 7)];
        sum_6_0 += in_r8_0 * filt[2 * 5 + (dx + 7)];
        sum_6_1 += in_r8_1 * filt[2 * 5 + (dx + 7)];
        sum_7_0 += in_r8_0 * filt[1 * 5 + (dx + 7)];
        sum_7_1 += in_r8_1 * filt[1 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r8_0 = x_0 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_0 + dx] : 0;
        in_r8_1 = x_1 < W && first_1 + 4 < H ? in[(first_1 + 8) * (W + 4) + x_1 + dx] : 0;
        sum_4_0 += in_r8_0 * filt[4 * 5 + dx];
        sum_4_1 += in_r8_1 * filt[4 * 5 + dx];
        sum_5_0 += in_r8_0 * filt[3 * 5 + dx];
        sum_5_1 += in_r8_1 * filt[3 * 5 + dx];
        sum_6_0 += in_r8_0 * filt[2 * 5 + dx];
        sum_6_1 += in_r8_1 * filt[2 * 5 + dx];
        sum_7_0 += in_r8_0 * filt[1 * 5 + dx];
        sum_7_1 += in_r8_1 * filt[1 * 5 + dx];
      }
    }
    {
      int dx = 0;
      float in_r9_0;
      float in_r9_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r9_0 = x_0 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_0 + dx] : 0;
        in_r9_1 = x_1 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_1 + dx] : 0;
        sum_5_0 += in_r9_0 * filt[4 * 5 + dx];
        sum_5_1 += in_r9_1 * filt[4 * 5 + dx];
        sum_6_0 += in_r9_0 * filt[3 * 5 + dx];
        sum_6_1 += in_r9_1 * filt[3 * 5 + dx];
        sum_7_0 += in_r9_0 * filt[2 * 5 + dx];
        sum_7_1 += in_r9_1 * filt[2 * 5 + dx];
        in_r9_0 = x_0 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r9_1 = x_1 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_5_0 += in_r9_0 * filt[4 * 5 + (dx + 1)];
        sum_5_1 += in_r9_1 * filt[4 * 5 + (dx + 1)];
        sum_6_0 += in_r9_0 * filt[3 * 5 + (dx + 1)];
        sum_6_1 += in_r9_1 * filt[3 * 5 + (dx + 1)];
        sum_7_0 += in_r9_0 * filt[2 * 5 + (dx + 1)];
        sum_7_1 += in_r9_1 * filt[2 * 5 + (dx + 1)];
        in_r9_0 = x_0 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r9_1 = x_1 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_5_0 += in_r9_0 * filt[4 * 5 + (dx + 2)];
        sum_5_1 += in_r9_1 * filt[4 * 5 + (dx + 2)];
        sum_6_0 += in_r9_0 * filt[3 * 5 + (dx + 2)];
        sum_6_1 += in_r9_1 * filt[3 * 5 + (dx + 2)];
        sum_7_0 += in_r9_0 * filt[2 * 5 + (dx + 2)];
        sum_7_1 += in_r9_1 * filt[2 * 5 + (dx + 2)];
        in_r9_0 = x_0 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r9_1 = x_1 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_5_0 += in_r9_0 * filt[4 * 5 + (dx + 3)];
        sum_5_1 += in_r9_1 * filt[4 * 5 + (dx + 3)];
        sum_6_0 += in_r9_0 * filt[3 * 5 + (dx + 3)];
        sum_6_1 += in_r9_1 * filt[3 * 5 + (dx + 3)];
        sum_7_0 += in_r9_0 * filt[2 * 5 + (dx + 3)];
        sum_7_1 += in_r9_1 * filt[2 * 5 + (dx + 3)];
        in_r9_0 = x_0 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r9_1 = x_1 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_5_0 += in_r9_0 * filt[4 * 5 + (dx + 4)];
        sum_5_1 += in_r9_1 * filt[4 * 5 + (dx + 4)];
        sum_6_0 += in_r9_0 * filt[3 * 5 + (dx + 4)];
        sum_6_1 += in_r9_1 * filt[3 * 5 + (dx + 4)];
        sum_7_0 += in_r9_0 * filt[2 * 5 + (dx + 4)];
        sum_7_1 += in_r9_1 * filt[2 * 5 + (dx + 4)];
        in_r9_0 = x_0 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r9_1 = x_1 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_5_0 += in_r9_0 * filt[4 * 5 + (dx + 5)];
        sum_5_1 += in_r9_1 * filt[4 * 5 + (dx + 5)];
        sum_6_0 += in_r9_0 * filt[3 * 5 + (dx + 5)];
        sum_6_1 += in_r9_1 * filt[3 * 5 + (dx + 5)];
        sum_7_0 += in_r9_0 * filt[2 * 5 + (dx + 5)];
        sum_7_1 += in_r9_1 * filt[2 * 5 + (dx + 5)];
        in_r9_0 = x_0 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r9_1 = x_1 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_5_0 += in_r9_0 * filt[4 * 5 + (dx + 6)];
        sum_5_1 += in_r9_1 * filt[4 * 5 + (dx + 6)];
        sum_6_0 += in_r9_0 * filt[3 * 5 + (dx + 6)];
        sum_6_1 += in_r9_1 * filt[3 * 5 + (dx + 6)];
        sum_7_0 += in_r9_0 * filt[2 * 5 + (dx + 6)];
        sum_7_1 += in_r9_1 * filt[2 * 5 + (dx + 6)];
        in_r9_0 = x_0 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r9_1 = x_1 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_5_0 += in_r9_0 * filt[4 * 5 + (dx + 7)];
        sum_5_1 += in_r9_1 * filt[4 * 5 + (dx + 7)];
        sum_6_0 += in_r9_0 * filt[3 * 5 + (dx + 7)];
        sum_6_1 += in_r9_1 * filt[3 * 5 + (dx + 7)];
        sum_7_0 += in_r9_0 * filt[2 * 5 + (dx + 7)];
        sum_7_1 += in_r9_1 * filt[2 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r9_0 = x_0 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_0 + dx] : 0;
        in_r9_1 = x_1 < W && first_1 + 5 < H ? in[(first_1 + 9) * (W + 4) + x_1 + dx] : 0;
        sum_5_0 += in_r9_0 * filt[4 * 5 + dx];
        sum_5_1 += in_r9_1 * filt[4 * 5 + dx];
        sum_6_0 += in_r9_0 * filt[3 * 5 + dx];
        sum_6_1 += in_r9_1 * filt[3 * 5 + dx];
        sum_7_0 += in_r9_0 * filt[2 * 5 + dx];
        sum_7_1 += in_r9_1 * filt[2 * 5 + dx];
      }
    }
    {
      int dx = 0;
      float in_r10_0;
      float in_r10_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r10_0 = x_0 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_0 + dx] : 0;
        in_r10_1 = x_1 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_1 + dx] : 0;
        sum_6_0 += in_r10_0 * filt[4 * 5 + dx];
        sum_6_1 += in_r10_1 * filt[4 * 5 + dx];
        sum_7_0 += in_r10_0 * filt[3 * 5 + dx];
        sum_7_1 += in_r10_1 * filt[3 * 5 + dx];
        in_r10_0 = x_0 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r10_1 = x_1 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_6_0 += in_r10_0 * filt[4 * 5 + (dx + 1)];
        sum_6_1 += in_r10_1 * filt[4 * 5 + (dx + 1)];
        sum_7_0 += in_r10_0 * filt[3 * 5 + (dx + 1)];
        sum_7_1 += in_r10_1 * filt[3 * 5 + (dx + 1)];
        in_r10_0 = x_0 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r10_1 = x_1 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_6_0 += in_r10_0 * filt[4 * 5 + (dx + 2)];
        sum_6_1 += in_r10_1 * filt[4 * 5 + (dx + 2)];
        sum_7_0 += in_r10_0 * filt[3 * 5 + (dx + 2)];
        sum_7_1 += in_r10_1 * filt[3 * 5 + (dx + 2)];
        in_r10_0 = x_0 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r10_1 = x_1 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_6_0 += in_r10_0 * filt[4 * 5 + (dx + 3)];
        sum_6_1 += in_r10_1 * filt[4 * 5 + (dx + 3)];
        sum_7_0 += in_r10_0 * filt[3 * 5 + (dx + 3)];
        sum_7_1 += in_r10_1 * filt[3 * 5 + (dx + 3)];
        in_r10_0 = x_0 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r10_1 = x_1 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_6_0 += in_r10_0 * filt[4 * 5 + (dx + 4)];
        sum_6_1 += in_r10_1 * filt[4 * 5 + (dx + 4)];
        sum_7_0 += in_r10_0 * filt[3 * 5 + (dx + 4)];
        sum_7_1 += in_r10_1 * filt[3 * 5 + (dx + 4)];
        in_r10_0 = x_0 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r10_1 = x_1 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_6_0 += in_r10_0 * filt[4 * 5 + (dx + 5)];
        sum_6_1 += in_r10_1 * filt[4 * 5 + (dx + 5)];
        sum_7_0 += in_r10_0 * filt[3 * 5 + (dx + 5)];
        sum_7_1 += in_r10_1 * filt[3 * 5 + (dx + 5)];
        in_r10_0 = x_0 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r10_1 = x_1 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_6_0 += in_r10_0 * filt[4 * 5 + (dx + 6)];
        sum_6_1 += in_r10_1 * filt[4 * 5 + (dx + 6)];
        sum_7_0 += in_r10_0 * filt[3 * 5 + (dx + 6)];
        sum_7_1 += in_r10_1 * filt[3 * 5 + (dx + 6)];
        in_r10_0 = x_0 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r10_1 = x_1 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_6_0 += in_r10_0 * filt[4 * 5 + (dx + 7)];
        sum_6_1 += in_r10_1 * filt[4 * 5 + (dx + 7)];
        sum_7_0 += in_r10_0 * filt[3 * 5 + (dx + 7)];
        sum_7_1 += in_r10_1 * filt[3 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r10_0 = x_0 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_0 + dx] : 0;
        in_r10_1 = x_1 < W && first_1 + 6 < H ? in[(first_1 + 10) * (W + 4) + x_1 + dx] : 0;
        sum_6_0 += in_r10_0 * filt[4 * 5 + dx];
        sum_6_1 += in_r10_1 * filt[4 * 5 + dx];
        sum_7_0 += in_r10_0 * filt[3 * 5 + dx];
        sum_7_1 += in_r10_1 * filt[3 * 5 + dx];
      }
    }
    {
      int dx = 0;
      float in_r11_0;
      float in_r11_1;
      for (; dx + 7L < 5; dx += 8) {
        in_r11_0 = x_0 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_0 + dx] : 0;
        in_r11_1 = x_1 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_1 + dx] : 0;
        sum_7_0 += in_r11_0 * filt[4 * 5 + dx];
        sum_7_1 += in_r11_1 * filt[4 * 5 + dx];
        in_r11_0 = x_0 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_0 + (dx + 1)] : 0;
        in_r11_1 = x_1 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_1 + (dx + 1)] : 0;
        sum_7_0 += in_r11_0 * filt[4 * 5 + (dx + 1)];
        sum_7_1 += in_r11_1 * filt[4 * 5 + (dx + 1)];
        in_r11_0 = x_0 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_0 + (dx + 2)] : 0;
        in_r11_1 = x_1 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_1 + (dx + 2)] : 0;
        sum_7_0 += in_r11_0 * filt[4 * 5 + (dx + 2)];
        sum_7_1 += in_r11_1 * filt[4 * 5 + (dx + 2)];
        in_r11_0 = x_0 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_0 + (dx + 3)] : 0;
        in_r11_1 = x_1 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_1 + (dx + 3)] : 0;
        sum_7_0 += in_r11_0 * filt[4 * 5 + (dx + 3)];
        sum_7_1 += in_r11_1 * filt[4 * 5 + (dx + 3)];
        in_r11_0 = x_0 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_0 + (dx + 4)] : 0;
        in_r11_1 = x_1 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_1 + (dx + 4)] : 0;
        sum_7_0 += in_r11_0 * filt[4 * 5 + (dx + 4)];
        sum_7_1 += in_r11_1 * filt[4 * 5 + (dx + 4)];
        in_r11_0 = x_0 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_0 + (dx + 5)] : 0;
        in_r11_1 = x_1 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_1 + (dx + 5)] : 0;
        sum_7_0 += in_r11_0 * filt[4 * 5 + (dx + 5)];
        sum_7_1 += in_r11_1 * filt[4 * 5 + (dx + 5)];
        in_r11_0 = x_0 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_0 + (dx + 6)] : 0;
        in_r11_1 = x_1 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_1 + (dx + 6)] : 0;
        sum_7_0 += in_r11_0 * filt[4 * 5 + (dx + 6)];
        sum_7_1 += in_r11_1 * filt[4 * 5 + (dx + 6)];
        in_r11_0 = x_0 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_0 + (dx + 7)] : 0;
        in_r11_1 = x_1 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_1 + (dx + 7)] : 0;
        sum_7_0 += in_r11_0 * filt[4 * 5 + (dx + 7)];
        sum_7_1 += in_r11_1 * filt[4 * 5 + (dx + 7)];
      }
      for (; dx < 5; ++dx) {
        in_r11_0 = x_0 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_0 + dx] : 0;
        in_r11_1 = x_1 < W && first_1 + 7 < H ? in[(first_1 + 11) * (W + 4) + x_1 + dx] : 0;
        sum_7_0 += in_r11_0 * filt[4 * 5 + dx];
        sum_7_1 += in_r11_1 * filt[4 * 5 + dx];
      }
    }
    if (x_0 < W && y_0 < H) {
      out[y_0 * W + x_0] = sum_0_0;
    }
    if (x_1 < W && y_0 < H) {
      out[y_0 * W + x_1] = sum_0_1;
    }
    if (x_0 < W && y_1 < H) {
      out[y_1 * W + x_0] = sum_1_0;
    }
    if (x_1 < W && y_1 < H) {
      out[y_1 * W + x_1] = sum_1_1;
    }
    if (x_0 < W && y_2 < H) {
      out[y_2 * W + x_0] = sum_2_0;
    }
    if (x_1 < W && y_2 < H) {
      out[y_2 * W + x_1] = sum_2_1;
    }
    if (x_0 < W && y_3 < H) {
      out[y_3 * W + x_0] = sum_3_0;
    }
    if (x_1 < W && y_3 < H) {
      out[y_3 * W + x_1] = sum_3_1;
    }
    if (x_0 < W && y_4 < H) {
      out[y_4 * W + x_0] = sum_4_0;
    }
    if (x_1 < W && y_4 < H) {
      out[y_4 * W + x_1] = sum_4_1;
    }
    if (x_0 < W && y_5 < H) {
      out[y_5 * W + x_0] = sum_5_0;
    }
    if (x_1 < W && y_5 < H) {
      out[y_5 * W + x_1] = sum_5_1;
    }
    if (x_0 < W && y_6 < H) {
      out[y_6 * W + x_0] = sum_6_0;
    }
    if (x_1 < W && y_6 < H) {
      out[y_6 * W + x_1] = sum_6_1;
    }
    if (x_0 < W && y_7 < H) {
      out[y_7 * W + x_0] = sum_7_0;
    }
    if (x_1 < W && y_7 < H) {
      out[y_7 * W + x_1] = sum_7_1;
    }
  } else {
    const int first_0 = get_group_id(0) * 128 + get_local_id(0);
    const int first_1 = get_group_id(1) * 8 + get_local_id(1);
    for (int pt_1 = 0; pt_1 < 8; ++pt_1) {
      for (int pt_0 = 0; pt_0 < 2; ++pt_0) {
        int x = first_0 + pt_0 * 64;
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
