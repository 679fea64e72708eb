// Tuned by clopt 0.1.0 from conv2d.cl.
//
// Kernel 'conv2d' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: H=320, R=1, W=384, global [384, 320]
//   passes: coarsen(d0=8, d1=1, dist=block, chunk=1) private(hoist=0, vload=1) vector(width=8) wgshape(d0=16, d1=16)
//   speedup: 3.82x (0.09258 ms vs 0.3539 ms for the original)
//   measured: median of 5 interleaved rounds; bound 3.76x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 8), 16), local[0] = 16; global[1] = roundUp(G1, 16), local[1] = 16
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in conv2d_3x3.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// 2D convolution of a W x H image with a (2R+1) x (2R+1) filter; in is the
// image padded by R on every side, (W + 2R) x (H + 2R), row-major.
#pragma clopt tune global(W, H) sizes(W = 512, H = 512, R = 2)
// clopt: kernel 'conv2d'
//   coarsen: d0=8 d1=1 dist=block chunk=1
//   private: hoist=0 vload=1
//   vector: width=8
//   wgshape: d0=16 d1=16
//   launch: global[0] = roundUp(ceil(G0 / 8), 16), local[0] = 16; global[1] = roundUp(G1, 16), local[1] = 16
__attribute__((reqd_work_group_size(16, 16, 1)))
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  const int first_0 = get_global_id(0) * 8;
  int x = first_0;
  int y = get_global_id(1);
  float8 sum = (float8)(0.0f);
  for (int dy = 0; dy < 2 * R + 1; ++dy) {
    for (int dx = 0; dx < 2 * R + 1; ++dx) {
      sum += (x < W && x + 7 < W && y < H ? vload8(0, in + ((y + dy) * (W + 2 * R) + x + dx)) : (float8)(x < W && y < H ? in[(y + dy) * (W + 2 * R) + x + dx] : 0, x + 1 < W && y < H ? in[(y + dy) * (W + 2 * R) + (x + 1) + dx] : 0, x + 2 < W && y < H ? in[(y + dy) * (W + 2 * R) + (x + 2) + dx] : 0, x + 3 < W && y < H ? in[(y + dy) * (W + 2 * R) + (x + 3) + dx] : 0, x + 4 < W && y < H ? in[(y + dy) * (W + 2 * R) + (x + 4) + dx] : 0, x + 5 < W && y < H ? in[(y + dy) * (W + 2 * R) + (x + 5) + dx] : 0, x + 6 < W && y < H ? in[(y + dy) * (W + 2 * R) + (x + 6) + dx] : 0, x + 7 < W && y < H ? in[(y + dy) * (W + 2 * R) + (x + 7) + dx] : 0)) * filt[dy * (2 * R + 1) + dx];
    }
  }
  if (x < W && x + 7 < W && y < H) {
    vstore8(sum, 0, out + (y * W + x));
  } else {
    if (x < W && y < H) {
      out[y * W + x] = sum.s0;
    }
    if (x + 1 < W && y < H) {
      out[y * W + (x + 1)] = sum.s1;
    }
    if (x + 2 < W && y < H) {
      out[y * W + (x + 2)] = sum.s2;
    }
    if (x + 3 < W && y < H) {
      out[y * W + (x + 3)] = sum.s3;
    }
    if (x + 4 < W && y < H) {
      out[y * W + (x + 4)] = sum.s4;
    }
    if (x + 5 < W && y < H) {
      out[y * W + (x + 5)] = sum.s5;
    }
    if (x + 6 < W && y < H) {
      out[y * W + (x + 6)] = sum.s6;
    }
    if (x + 7 < W && y < H) {
      out[y * W + (x + 7)] = sum.s7;
    }
  }
}

