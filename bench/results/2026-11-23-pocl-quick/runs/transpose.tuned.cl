// Tuned by clopt 0.1.0 from transpose.cl.
//
// Kernel 'transpose' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: H=384, W=512, global [512, 384]
//   passes: coarsen(d0=2, d1=4, dist=block) private(hoist=1) vector(width=2)
//   speedup: 2.63x (0.0892 ms vs 0.2344 ms for the original)
//   launch: global[0] = ceil(G0 / 2); global[1] = ceil(G1 / 4)
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in transpose.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper.h) applies it.

// out = transpose(in) for a W x H matrix (W columns): reads are coalesced,
// writes are strided by H.
#pragma clopt tune global(W, H) sizes(W = 1024, H = 768)
// clopt: kernel 'transpose'
//   coarsen: d0=2 d1=4 dist=block
//   private: hoist=1
//   vector: width=2
//   launch: global[0] = ceil(G0 / 2); global[1] = ceil(G1 / 4)
__kernel void transpose(__global const float *in, __global float *out, int W,
                        int H) {
  const int first_0 = get_global_id(0) * 2;
  const int first_1 = get_global_id(1) * 4;
  int x = first_0;
  int y_0 = first_1;
  int y_1 = first_1 + 1;
  int y_2 = first_1 + 2;
  int y_3 = first_1 + 3;
  if (x < W && x + 1 < W && y_0 < H) {
    float2 lanes_0 = vload2(0, in + (y_0 * W + x));
    out[x * H + y_0] = lanes_0.s0;
    out[(x + 1) * H + y_0] = lanes_0.s1;
  } else {
    if (x < W && y_0 < H) {
      out[x * H + y_0] = in[y_0 * W + x];
    }
    if (x + 1 < W && y_0 < H) {
      out[(x + 1) * H + y_0] = in[y_0 * W + (x + 1)];
    }
  }
  if (x < W && x + 1 < W && y_1 < H) {
    float2 lanes_1 = vload2(0, in + (y_1 * W + x));
    out[x * H + y_1] = lanes_1.s0;
    out[(x + 1) * H + y_1] = lanes_1.s1;
  } else {
    if (x < W && y_1 < H) {
      out[x * H + y_1] = in[y_1 * W + x];
    }
    if (x + 1 < W && y_1 < H) {
      out[(x + 1) * H + y_1] = in[y_1 * W + (x + 1)];
    }
  }
  if (x < W && x + 1 < W && y_2 < H) {
    float2 lanes_2 = vload2(0, in + (y_2 * W + x));
    out[x * H + y_2] = lanes_2.s0;
    out[(x + 1) * H + y_2] = lanes_2.s1;
  } else {
    if (x < W && y_2 < H) {
      out[x * H + y_2] = in[y_2 * W + x];
    }
    if (x + 1 < W && y_2 < H) {
      out[(x + 1) * H + y_2] = in[y_2 * W + (x + 1)];
    }
  }
  if (x < W && x + 1 < W && y_3 < H) {
    float2 lanes_3 = vload2(0, in + (y_3 * W + x));
    out[x * H + y_3] = lanes_3.s0;
    out[(x + 1) * H + y_3] = lanes_3.s1;
  } else {
    if (x < W && y_3 < H) {
      out[x * H + y_3] = in[y_3 * W + x];
    }
    if (x + 1 < W && y_3 < H) {
      out[(x + 1) * H + y_3] = in[y_3 * W + (x + 1)];
    }
  }
}

