// Hand-written probe: 5x5 convolution (radius fixed at 2) with YB consecutive
// rows per work-item; each input row is read once per item and serves every
// output row it touches. Per output the terms are added in the original
// order (dy, then dx).
#ifndef YB
#define YB 8
#endif
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  int x = get_global_id(0);
  int y0 = get_global_id(1) * YB;
  if (x >= W || y0 >= H)
    return;
  int P = W + 4;
  float f[25];
#pragma unroll
  for (int t = 0; t < 25; ++t)
    f[t] = filt[t];
  float sum[YB];
#pragma unroll
  for (int c = 0; c < YB; ++c)
    sum[c] = 0.0f;
  int rows = min(YB, H - y0) + 4;
#pragma unroll
  for (int r = 0; r < YB + 4; ++r) {
    if (r < rows) {
      float v[5];
#pragma unroll
      for (int dx = 0; dx < 5; ++dx)
        v[dx] = in[(y0 + r) * P + x + dx];
#pragma unroll
      for (int c = 0; c < YB; ++c) {
        int dy = r - c;
        if (dy >= 0 && dy < 5) {
#pragma unroll
          for (int dx = 0; dx < 5; ++dx)
            sum[c] += v[dx] * f[dy * 5 + dx];
        }
      }
    }
  }
#pragma unroll
  for (int c = 0; c < YB; ++c)
    if (y0 + c < H)
      out[(y0 + c) * W + x] = sum[c];
}
