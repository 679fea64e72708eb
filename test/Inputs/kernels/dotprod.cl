// Dot product written the naive way: a single work-item loops over both
// arrays (launched with one work-item).
#pragma clopt tune global(1) sizes(N = 65536)
__kernel void dotprod(__global const float *x, __global const float *y,
                      __global float *out, int N) {
  float s = 0.0f;
  for (int k = 0; k < N; ++k)
    s += x[k] * y[k];
  out[0] = s;
}
