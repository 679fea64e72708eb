// PolyBench BICG: q = A*p and s = A^T*r, one kernel each, with ids in two
// roles (row and column).
__kernel void bicg_kernel1(__global const float *A, __global const float *r,
                           __global float *s, int nx, int ny) {
  int j = get_global_id(0);
  if (j < ny) {
    float acc = 0.0f;
    for (int i = 0; i < nx; i++)
      acc += r[i] * A[i * ny + j];
    s[j] = acc;
  }
}

__kernel void bicg_kernel2(__global const float *A, __global const float *p,
                           __global float *q, int nx, int ny) {
  int i = get_global_id(0);
  if (i < nx) {
    float acc = 0.0f;
    for (int j = 0; j < ny; j++)
      acc += A[i * ny + j] * p[j];
    q[i] = acc;
  }
}
