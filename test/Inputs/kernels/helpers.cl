// Helper functions and macros: accesses inside helpers are analysed at each
// call, with the helper's parameters replaced by the call's arguments.
#pragma clopt tune global(N, N) sizes(N = 256)
#define IDX(r, c, ld) ((r) * (ld) + (c))
#define SQUARE(v) ((v) * (v))

float at(__global const float *M, int r, int c, int ld) {
  return M[IDX(r, c, ld)];
}

float row_dot(__global const float *a, __global const float *b, int n) {
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s += a[k] * b[k];
  return s;
}

__kernel void helpers(__global const float *A, __global const float *x,
                      __global float *out, int N) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    __global const float *row = A + i * N;
    out[IDX(i, j, N)] = SQUARE(at(A, i, j, N)) + row_dot(row, x, N);
  }
}
