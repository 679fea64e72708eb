// Loops that count down: the analysis normalises those it can prove to the
// increasing loop of their iteration number, and says why for the others.

// k > 0 with a start as written: n iterations.
#pragma clopt tune global(rows) sizes(rows = 64, n = 100)
__kernel void down_to_one(__global const float *in, __global float *out,
                          int n, int rows) {
  int i = get_global_id(0);
  float acc = 0.0f;
  for (int k = n; 0 < k; --k)
    acc = acc * 0.25f + in[i * n + k - 1];
  out[i] = acc;
}

// A sum that counts down, m - 2 down to 0.
#pragma clopt tune global(rows) sizes(rows = 64, m = 100)
__kernel void down_sum(__global const float *in, __global float *out, int m,
                       int rows) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = m - 2; k >= 0; k -= 1)
    s += in[i * m + k];
  out[i] = s;
}

__kernel void down_by_two(__global const float *in, __global float *out,
                          int n) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = n - 1; k >= 0; k -= 2)
    s += in[i * n + k];
  out[i] = s;
}

__kernel void down_counter_outside(__global const float *in,
                                   __global float *out, int n) {
  int i = get_global_id(0);
  float s = 0.0f;
  int k;
  for (k = n - 1; k >= 0; k--)
    s += in[i * n + k];
  out[i] = s + k;
}

__kernel void down_unsigned(__global const float *in, __global float *out,
                            uint n) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (uint k = n; k > 0; k--)
    s += in[i * n + k - 1];
  out[i] = s;
}

__kernel void down_to_param(__global const float *in, __global float *out,
                            int n, int lo) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = n - 1; k >= lo; k--)
    s += in[i * n + k];
  out[i] = s;
}

__kernel void down_from_n(__global const float *in, __global float *out,
                          int n) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = n; k >= 0; k--)
    s += in[i * n + k];
  out[i] = s;
}

// C = A * B summed from the last k to the first: local tiles of A and B
// are indexed by the normalised counter.
#pragma clopt tune global(N, N) sizes(N = 256)
__kernel void down_matmul(__global const float *A, __global const float *B,
                          __global float *C, int N) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    float sum = 0.0f;
    for (int k = N - 1; k >= 0; k--)
      sum += A[i * N + k] * B[k * N + j];
    C[i * N + j] = sum;
  }
}
