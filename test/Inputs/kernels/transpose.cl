// out = transpose(in) for a W x H matrix (W columns): reads are coalesced,
// writes are strided by H.
#pragma clopt tune global(W, H) sizes(W = 1024, H = 768)
__kernel void transpose(__global const float *in, __global float *out, int W,
                        int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H)
    out[x * H + y] = in[y * W + x];
}
