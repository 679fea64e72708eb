// An original that copies from before one buffer to before another: with
// the same guard byte in both bands, out[-2] = in[-2] + 1.0f wrote back
// the band's own value (3.4e38 + 1 is 3.4e38), the check saw nothing, and
// the real run corrupted the memory before 'out'.
#pragma clopt tune global(n - k) sizes(n = 64, k = 3)
__kernel void shift(__global const float *in, __global float *out, int k, int n) {
  int i = get_global_id(0) + k;
  if (i < n)
    out[i] = in[i] + 1.0f;
}

// The same with four scalar arguments between the buffers: the bands are
// told apart by the buffers' places among the buffers, not among all the
// arguments.
#pragma clopt tune global(n - k) sizes(n = 64, k = 3, m = 1, p = 1)
__kernel void shift_apart(__global const float *in, int k, int n, int m, int p,
                          __global float *out) {
  int i = get_global_id(0) + k;
  if (i < n)
    out[i] = in[i] + 1.0f;
}
