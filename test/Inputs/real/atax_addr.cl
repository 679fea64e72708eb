// PolyBench ATAX, first half: tmp = A*x. The row start is taken as &A[i*ny].
__kernel void atax_kernel1(__global const float *A, __global const float *x,
                           __global float *tmp, int nx, int ny) {
  int i = get_global_id(0);
  if (i < nx) {
    __global const float *row = &A[i * ny];
    float t = 0.0f;
    for (int j = 0; j < ny; j++)
      t += row[j] * x[j];
    tmp[i] = t;
  }
}
