// Tuned by clopt 0.1.0 from transpose.cl.
//
// Kernel 'transpose' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: H=384, W=512, global [512, 384]
//   passes: coarsen(d0=8, d1=8, dist=cyclic, chunk=8) wgshape(d0=16, d1=64)
//   speedup: 2.81x (0.07369 ms vs 0.207 ms for the original)
//   measured: median of 5 interleaved rounds; bound 2.65x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 8), 16), local[0] = 16; global[1] = roundUp(ceil(G1 / 8), 64), local[1] = 64
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in transpose.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// out = transpose(in) for a W x H matrix (W columns): reads are coalesced,
// writes are strided by H.
#pragma clopt tune global(W, H) sizes(W = 1024, H = 768)
// clopt: kernel 'transpose'
//   coarsen: d0=8 d1=8 dist=cyclic chunk=8
//   wgshape: d0=16 d1=64
//   launch: global[0] = roundUp(ceil(G0 / 8), 16), local[0] = 16; global[1] = roundUp(ceil(G1 / 8), 64), local[1] = 64
__attribute__((reqd_work_group_size(16, 64, 1)))
__kernel void transpose(__global const float *in, __global float *out, int W,
                        int H) {
  const int first_0 = get_group_id(0) * 128 + get_local_id(0) * 8;
  const int first_1 = get_group_id(1) * 512 + get_local_id(1) * 8;
  for (int pt_1 = 0; pt_1 < 8; ++pt_1) {
    for (int pt_0 = 0; pt_0 < 8; ++pt_0) {
      int x = first_0 + pt_0;
      int y = first_1 + pt_1;
      if (x < W && y < H) {
        out[x * H + y] = in[y * W + x];
      }
    }
  }
}

