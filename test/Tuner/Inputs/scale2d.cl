// A 2-D kernel whose guard names the size of each dimension.
__kernel void scale2d(__global const float *in, __global float *out, int H, int W) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H)
    out[y * W + x] = 0.5f * in[y * W + x];
}
