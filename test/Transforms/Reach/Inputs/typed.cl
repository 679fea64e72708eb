// A kernel whose element type and trip count come from -D (macro-guards.cl).
#ifndef T
#define T float
#endif
#pragma clopt tune global(n) sizes(n = 64)
__kernel void k(__global const T *a, __global T *b, int n) {
  int i = get_global_id(0);
  if (i < n)
    for (int k = 0; k < W; ++k)
      b[i] += a[i] * (T)k;
}
