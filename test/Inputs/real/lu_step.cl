// Rodinia/PolyBench-style LU decomposition, one elimination step k per
// launch: the NDRange shrinks as k grows and k is a kernel argument.
__kernel void lu_scale(__global float *A, int k, int n) {
  int j = get_global_id(0) + k + 1;
  if (j < n)
    A[k * n + j] = A[k * n + j] / A[k * n + k];
}

__kernel void lu_update(__global float *A, int k, int n) {
  int j = get_global_id(0) + k + 1;
  int i = get_global_id(1) + k + 1;
  if (i < n && j < n)
    A[i * n + j] = A[i * n + j] - A[i * n + k] * A[k * n + j];
}
