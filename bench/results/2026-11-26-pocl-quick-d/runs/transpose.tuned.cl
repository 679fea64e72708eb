// Tuned by clopt 0.1.0 from transpose.cl.
//
// Kernel 'transpose' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: H=384, W=512, global [512, 384]
//   passes: wgshape(d0=16, d1=16)
//   speedup: 1.19x (0.09546 ms vs 0.1136 ms for the original)
//   measured: median of 5 interleaved rounds; bound 1.15x at 96.9% confidence
//   launch: global[0] = roundUp(G0, 16), local[0] = 16; global[1] = roundUp(G1, 16), local[1] = 16; requires G0 >= (W); requires G1 >= (H); no global work offset
//   preconditions: G0 >= (W), G1 >= (H) (G0..G2: the original global size)
//
// The launch geometry is also in transpose.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// out = transpose(in) for a W x H matrix (W columns): reads are coalesced,
// writes are strided by H.
#pragma clopt tune global(W, H) sizes(W = 1024, H = 768)
// clopt: kernel 'transpose'
//   wgshape: d0=16 d1=16
//   launch: global[0] = roundUp(G0, 16), local[0] = 16; global[1] = roundUp(G1, 16), local[1] = 16; requires G0 >= (W); requires G1 >= (H); no global work offset
__attribute__((reqd_work_group_size(16, 16, 1)))
__kernel void transpose(__global const float *in, __global float *out, int W,
                        int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    out[x * H + y] = in[y * W + x];
  }
}

