// Tuned by clopt 0.1.0 from conv2d.cl.
//
// Kernel 'conv2d' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: H=320, R=2, W=384, global [384, 320]
//   passes: unroll(factor=4, full=0)
//   speedup: 1.62x (0.9578 ms vs 1.548 ms for the original)
//   measured: median of 5 interleaved rounds; bound 1.61x at 96.9% confidence
//   launch: global[0] = G0; global[1] = G1
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in conv2d_5x5.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// 2D convolution of a W x H image with a (2R+1) x (2R+1) filter; in is the
// image padded by R on every side, (W + 2R) x (H + 2R), row-major.
#pragma clopt tune global(W, H) sizes(W = 512, H = 512, R = 2)
// clopt: kernel 'conv2d'
//   unroll: factor=4 full=0
//   launch: global[0] = G0; global[1] = G1
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float sum = 0.0f;
    for (int dy = 0; dy < 2 * R + 1; ++dy) {
      {
        int dx = 0;
        for (; dx + 3 < 2 * R + 1; dx += 4) {
          sum += in[(y + dy) * (W + 2 * R) + x + dx] * filt[dy * (2 * R + 1) + dx];
          sum += in[(y + dy) * (W + 2 * R) + x + (dx + 1)] * filt[dy * (2 * R + 1) + (dx + 1)];
          sum += in[(y + dy) * (W + 2 * R) + x + (dx + 2)] * filt[dy * (2 * R + 1) + (dx + 2)];
          sum += in[(y + dy) * (W + 2 * R) + x + (dx + 3)] * filt[dy * (2 * R + 1) + (dx + 3)];
        }
        for (; dx < 2 * R + 1; ++dx) {
          sum += in[(y + dy) * (W + 2 * R) + x + dx] * filt[dy * (2 * R + 1) + dx];
        }
      }
    }
    out[y * W + x] = sum;
  }
}

