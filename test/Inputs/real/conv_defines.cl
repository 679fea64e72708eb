// SDK-style 1-D convolution whose filter width comes from the host's build
// options (-D FILTER_RADIUS=...); a default keeps the file self-contained.
// clopt-flags: -D FILTER_RADIUS=4
#ifndef FILTER_RADIUS
#define FILTER_RADIUS 2
#endif
#define FILTER_WIDTH (2 * FILTER_RADIUS + 1)

__kernel void convolve_rows(__global const float *in,
                            __constant float *filter, __global float *out,
                            int width, int height) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x >= FILTER_RADIUS && x < width - FILTER_RADIUS && y < height) {
    float s = 0.0f;
    for (int k = 0; k < FILTER_WIDTH; k++)
      s += filter[k] * in[y * width + x + k - FILTER_RADIUS];
    out[y * width + x] = s;
  }
}
