// Global sizes written as expressions of the sizes, without a guard: with
// a host work-group size of 16 the original runs only where the expression
// is a multiple of 16 (n = 159 for n + 1, m = 27 beside n = 21 for m + n).
#pragma clopt tune global(n + 1) sizes(n = 255)
__kernel void plus1(__global float *y, __global const float *x, int n) {
  int i = get_global_id(0);
  y[i] = x[i] * 3.0f + (float)n;
}

#pragma clopt tune global(m + n) sizes(m = 40, n = 24)
__kernel void sum2(__global float *y, __global const float *x, int m, int n) {
  int i = get_global_id(0);
  y[i] = x[i] * 2.0f + (float)(m - n);
}
