// One kernel written through a macro that also defines a helper (no pass
// can rewrite it, nor write an attribute before it), one written out.
#define WITH_HELPER(name) float helper_##name(float x) { return x * 2.0f; } \
  __kernel void name(__global const float *a, __global float *b, int n)
WITH_HELPER(twice) { int i = get_global_id(0); if (i < n) b[i] = helper_twice(a[i]); }

__kernel void rowsum(__global const float *A, __global float *y, int R, int C) {
  int r = get_global_id(0);
  if (r < R) {
    float s = 0.0f;
    for (int c = 0; c < C; ++c)
      s += A[r * C + c];
    y[r] = s;
  }
}
