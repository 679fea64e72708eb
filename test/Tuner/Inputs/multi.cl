// Three kernels of one application: two with a problem spec each in
// multi.cl.yaml (different sizes, one 2-D), one the host rarely launches.
__kernel void scale(__global const float *x, __global float *y, float a, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = a * x[i];
}

__kernel void rowsum(__global const float *A, __global float *s, int R, int C) {
  int r = get_global_id(0);
  if (r < R) {
    float acc = 0.0f;
    for (int c = 0; c < C; ++c)
      acc += A[r * C + c];
    s[r] = acc;
  }
}

__kernel void fill(__global float *z, float v, int m) {
  int i = get_global_id(0);
  if (i < m)
    z[i] = v;
}
