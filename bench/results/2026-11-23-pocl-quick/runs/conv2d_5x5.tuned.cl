// Tuned by clopt 0.1.0 from conv2d.cl.
//
// Kernel 'conv2d' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: H=320, R=2, W=384, global [384, 320]
//   passes: tile(dy=32, dx=1) coarsen(d0=4, d1=2, dist=cyclic) private(hoist=1)
//   speedup: 1.70x (1.015 ms vs 1.723 ms for the original)
//   launch: global[0] = ceil(G0 / 4); global[1] = ceil(G1 / 2)
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in conv2d_5x5.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper.h) applies it.

// 2D convolution of a W x H image with a (2R+1) x (2R+1) filter; in is the
// image padded by R on every side, (W + 2R) x (H + 2R), row-major.
#pragma clopt tune global(W, H) sizes(W = 512, H = 512, R = 2)
// clopt: kernel 'conv2d'
//   tile: dy=32 dx=1
//   coarsen: d0=4 d1=2 dist=cyclic
//   private: hoist=1
//   launch: global[0] = ceil(G0 / 4); global[1] = ceil(G1 / 2)
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  const int first_0 = get_group_id(0) * get_local_size(0) * 4 + get_local_id(0);
  const int first_1 = get_group_id(1) * get_local_size(1) * 2 + get_local_id(1);
  int x_0 = first_0;
  int x_1 = first_0 + get_local_size(0);
  int x_2 = first_0 + 2 * get_local_size(0);
  int x_3 = first_0 + 3 * get_local_size(0);
  int y_0 = first_1;
  int y_1 = first_1 + get_local_size(1);
  float sum_0_0 = 0.0f;
  float sum_0_1 = 0.0f;
  float sum_0_2 = 0.0f;
  float sum_0_3 = 0.0f;
  float sum_1_0 = 0.0f;
  float sum_1_1 = 0.0f;
  float sum_1_2 = 0.0f;
  float sum_1_3 = 0.0f;
  for (int dy0 = 0; dy0 < 2 * R + 1; dy0 += 32) {
    for (int dy = dy0; dy < dy0 + 32 && dy < 2 * R + 1; ++dy) {
      for (int dx = 0; dx < 2 * R + 1; ++dx) {
        float filt_reg = filt[dy * (2 * R + 1) + dx];
        sum_0_0 += (x_0 < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x_0 + dx] : 0) * filt_reg;
        sum_0_1 += (x_1 < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x_1 + dx] : 0) * filt_reg;
        sum_0_2 += (x_2 < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x_2 + dx] : 0) * filt_reg;
        sum_0_3 += (x_3 < W && y_0 < H ? in[(y_0 + dy) * (W + 2 * R) + x_3 + dx] : 0) * filt_reg;
        sum_1_0 += (x_0 < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x_0 + dx] : 0) * filt_reg;
        sum_1_1 += (x_1 < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x_1 + dx] : 0) * filt_reg;
        sum_1_2 += (x_2 < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x_2 + dx] : 0) * filt_reg;
        sum_1_3 += (x_3 < W && y_1 < H ? in[(y_1 + dy) * (W + 2 * R) + x_3 + dx] : 0) * filt_reg;
      }
    }
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
}

