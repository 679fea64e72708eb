// PolyBench-GPU-style Jacobi 2-D: the grid's border is skipped by offsetting
// the work-item ids by one.
__kernel void jacobi2d(__global const float *A, __global float *B, int n) {
  int j = get_global_id(0) + 1;
  int i = get_global_id(1) + 1;
  if (i < n - 1 && j < n - 1)
    B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] +
                           A[(i + 1) * n + j] + A[(i - 1) * n + j]);
}
