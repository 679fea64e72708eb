// A loop whose bound is within the unroll factor of INT_MAX.
#pragma clopt tune global(m) sizes(m = 64, start = 2147483640, n = 2147483647)
__kernel void tail(__global float *out, __global const float *in, int start,
                   int n, int m) {
  int i = get_global_id(0);
  if (i < m) {
    float s = 0.0f;
    for (int k = start; k < n; ++k)
      s += in[i + (k - start)];
    out[i] = s;
  }
}
