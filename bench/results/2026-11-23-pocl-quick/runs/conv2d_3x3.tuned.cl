// Tuned by clopt 0.1.0 from conv2d.cl.
//
// Kernel 'conv2d' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: H=320, R=1, W=384, global [384, 320]
//   no variant beat the original (0.4015 ms); the original kernel is kept.
//
// The launch geometry is also in conv2d_3x3.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper.h) applies it.

// 2D convolution of a W x H image with a (2R+1) x (2R+1) filter; in is the
// image padded by R on every side, (W + 2R) x (H + 2R), row-major.
#pragma clopt tune global(W, H) sizes(W = 512, H = 512, R = 2)
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float sum = 0.0f;
    for (int dy = 0; dy < 2 * R + 1; ++dy)
      for (int dx = 0; dx < 2 * R + 1; ++dx)
        sum += in[(y + dy) * (W + 2 * R) + x + dx] * filt[dy * (2 * R + 1) + dx];
    out[y * W + x] = sum;
  }
}
