// A loop whose 64-bit bound is within the unroll factor of LONG_MAX.
#pragma clopt tune global(m) sizes(m = 64, start = 9223372036854775800, n = 9223372036854775805)
__kernel void tail(__global float *out, __global const float *in, long start,
                   long n, int m) {
  int i = get_global_id(0);
  if (i < m) {
    float s = 0.0f;
    for (long k = start; k < n; ++k)
      s += in[i + (k - start)];
    out[i] = s;
  }
}
