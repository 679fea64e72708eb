// Reads in[n - 64 + i]: with `in` 64 elements long, the original stays in
// bounds at n = 64 only.
#pragma clopt tune global(n) sizes(n = 64)
__kernel void shifted(__global const float *in, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n)
    out[i] = in[n - 64 + i] * 2.0f;
}
