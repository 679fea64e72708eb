// Loops that step by a parameter: the counter is affine in the iteration
// number, unroll runs the loop step by step while the step is positive.

// Any step, even 0 or negative, with a start that may already be past n.
#pragma clopt tune global(rows) sizes(rows = 64, n = 1000, first = 0, step = 3) buffers(in = n + 1, out = rows)
__kernel void stepped(__global const float *in, __global float *out, int n,
                      int first, int step, int rows) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = first + i; k <= n; k = k + step)
    s = 0.5f * s + in[k];
  out[i] = s;
}

// The counter lives on after the loop.
#pragma clopt tune global(rows) sizes(rows = 64, n = 1000, step = 3) buffers(in = n, out = rows)
__kernel void stepped_outside(__global const float *in, __global float *out,
                              int n, int step, int rows) {
  int i = get_global_id(0);
  float s = 0.0f;
  int k;
  for (k = i; n > k; k += step) {
    float x = in[k];
    s += x * x;
  }
  out[i] = s + k;
}

__kernel void stepped_long(__global const float *in, __global float *out,
                           long n, int step) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = i; k < n; k += step)
    s += in[k];
  out[i] = s;
}

__kernel void stepped_size(__global const float *in, __global float *out,
                           int n) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = i; k < n; k += get_global_size(0))
    s += in[k];
  out[i] = s;
}

__kernel void stepped_return(__global const float *in, __global float *out,
                             int n, int step) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = i; k < n; k += step) {
    if (in[k] < 0.0f)
      return;
    s += in[k];
  }
  out[i] = s;
}
