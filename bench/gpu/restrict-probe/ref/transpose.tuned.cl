// Tuned by clopt 0.1.0 from transpose.cl.
//
// Kernel 'transpose' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: H=8192, W=8192, global [8192, 8192]
//   passes: stage(tile=32, pad=1, rows=4)
//   speedup: 6.27x (0.1933 ms vs 1.212 ms for the original)
//   measured: median of 5 interleaved rounds; bound 6.26x at 96.9% confidence
//   launch: global[0] = roundUp(G0, 32), local[0] = 32; global[1] = roundUp(ceil(G1 / 4), 8), local[1] = 8; requires G0 >= (W); requires G1 >= (H); no global work offset
//   preconditions: G0 >= (W), G1 >= (H) (G0..G2: the original global size)
//
// The launch geometry is also in transpose.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// out = transpose(in) for a W x H matrix (W columns): reads are coalesced,
// writes are strided by H.
#pragma clopt tune global(W, H) sizes(W = 1024, H = 768)
// clopt: kernel 'transpose'
//   stage: tile=32 pad=1 rows=4
//   launch: global[0] = roundUp(G0, 32), local[0] = 32; global[1] = roundUp(ceil(G1 / 4), 8), local[1] = 8; requires G0 >= (W); requires G1 >= (H); no global work offset
//   local memory: 4224 bytes
__attribute__((reqd_work_group_size(32, 8, 1)))
__kernel void transpose(__global const float *in, __global float *out, int W,
                        int H) {
  const int lid_0 = get_local_id(0);
  const int grp_first_0 = get_group_id(0) * 32;
  const int lid_1 = get_local_id(1);
  const int grp_first_1 = get_group_id(1) * 32;
  const int first_1 = get_group_id(1) * 32 + get_local_id(1);
  __local float st_out[32][33];
  for (int pt_1 = 0; pt_1 < 4; ++pt_1) {
    int x = get_global_id(0);
    int y = first_1 + pt_1 * 8;
    if (x < W && y < H) {
      st_out[lid_1 + pt_1 * 8][lid_0] = in[y * W + x];
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  // store tile column lid_1 + r * 8, row lid_0 (the points of other work-items): consecutive lid_0, consecutive addresses
  for (int r = 0; r < 4; ++r) {
    int x_t = grp_first_0 + (lid_1 + r * 8);
    int y_t = grp_first_1 + lid_0;
    if (x_t < W && y_t < H) {
      out[x_t * H + y_t] = st_out[lid_0][lid_1 + r * 8];
    }
  }
}

