// Sizes in `#pragma clopt tune` named by the file's macros (pragma-macros.test).
#define N 37
#define HALF (N / 2 + 1)
#pragma clopt tune global(N, N) buffers(a = N * N, b = N * N)
__kernel void mm(__global const float *a, __global float *b) {
  int c = get_global_id(0);
  int r = get_global_id(1);
  if (r >= N || c >= N)
    return;
  b[r * N + c] = a[c * N + r] * 2.0f;
}
#pragma clopt tune global(HALF) sizes(m = 5) buffers(a = HALF * m, b = HALF)
__kernel void rows(__global const float *a, __global float *b, int m) {
  int i = get_global_id(0);
  if (i >= HALF)
    return;
  float s = 0.0f;
  for (int k = 0; k < m; k++) s += a[i * m + k];
  b[i] = s;
}
#define SUFFIXED 37u
#pragma clopt tune global(SUFFIXED)
__kernel void suffixed(__global float *b) {
  b[get_global_id(0)] = 1.0f;
}
